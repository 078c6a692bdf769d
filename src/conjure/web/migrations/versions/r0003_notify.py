"""PostgreSQL only: every change of a table is announced on the channel ``conjure_tables``.

Triggers call ``pg_notify`` in the transaction that makes the change, so PostgreSQL delivers the notice to
every listening server process when that transaction commits, and never if it rolls back:

- a change of ``tables.version`` (an accepted action, an undo, anything to come): ``"<table id> <version>"``;
- a change of a seat's ``kind`` or ``level`` (a bot takes a seat, a player takes it back) or of
  ``tables.next`` (play again): ``"<table id> seats"``.

SQLite has no notifications (one process serves a SQLite file), so there this revision does nothing.

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

FUNCTIONS = {  # name: its body (PL/pgSQL prepares a statement when it first runs it, so each branch names
    # only the columns of the table it runs for)
    "conjure_version_changed": f"PERFORM pg_notify('{CHANNEL}', NEW.id || ' ' || NEW.version);",
    "conjure_seats_changed": f"""IF TG_TABLE_NAME = 'seats' THEN
                    PERFORM pg_notify('{CHANNEL}', NEW.table_id || ' seats');
                ELSE
                    PERFORM pg_notify('{CHANNEL}', NEW.id || ' seats');
                END IF;""",
}
TRIGGERS = {  # name: (table, columns, condition, function)
    "conjure_version_changed": (
        "tables",
        "version",
        "OLD.version IS DISTINCT FROM NEW.version",
        "conjure_version_changed",
    ),
    "conjure_next_changed": ("tables", "next", "OLD.next IS DISTINCT FROM NEW.next", "conjure_seats_changed"),
    "conjure_seat_changed": (
        "seats",
        "kind, level",
        "OLD.kind IS DISTINCT FROM NEW.kind OR OLD.level IS DISTINCT FROM NEW.level",
        "conjure_seats_changed",
    ),
}


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for name, body in FUNCTIONS.items():
        op.execute(f"""
            CREATE OR REPLACE FUNCTION {name}() RETURNS trigger AS $$
            BEGIN
                {body}
                RETURN NEW;
            END;
            $$ LANGUAGE plpgsql""")
    for name, (table, columns, condition, function) in TRIGGERS.items():
        op.execute(
            f"CREATE TRIGGER {name} AFTER UPDATE OF {columns} ON {table} "
            f"FOR EACH ROW WHEN ({condition}) EXECUTE FUNCTION {function}()"
        )


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for name, (table, *_) in TRIGGERS.items():
        op.execute(f"DROP TRIGGER IF EXISTS {name} ON {table}")
    for name in FUNCTIONS:
        op.execute(f"DROP FUNCTION IF EXISTS {name}()")
