"""PostgreSQL only: every change of a table's version is announced on the channel ``conjure_tables``.

A trigger on ``tables`` calls ``pg_notify`` in the transaction that changes ``version`` (an accepted action,
an undo, anything to come), with the payload ``"<table id> <new version>"``; PostgreSQL delivers it to every
listening server process when that transaction commits, and never if it rolls back. SQLite has no
notifications (one process serves a SQLite file), so there this revision does nothing.

Revision ID: r0003
Revises: r0002
"""

from __future__ import annotations

from alembic import op

revision = "r0003"
down_revision = "r0002"
branch_labels = None
depends_on = None

CHANNEL = "conjure_tables"  # conjure.web.notify listens on it


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute(f"""
        CREATE OR REPLACE FUNCTION conjure_table_changed() RETURNS trigger AS $$
        BEGIN
            PERFORM pg_notify('{CHANNEL}', NEW.id || ' ' || NEW.version);
            RETURN NEW;
        END;
        $$ LANGUAGE plpgsql""")
    op.execute("""
        CREATE TRIGGER conjure_table_changed AFTER UPDATE OF version ON tables
        FOR EACH ROW WHEN (OLD.version IS DISTINCT FROM NEW.version)
        EXECUTE FUNCTION conjure_table_changed()""")


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("DROP TRIGGER IF EXISTS conjure_table_changed ON tables")
    op.execute("DROP FUNCTION IF EXISTS conjure_table_changed()")
