"""Presence across server processes: who is at each table, per process, with a heartbeat.

``presence`` has a row per (table, seat, server process) with the number of sockets that process has open
for the seat and the time (the database's clock) the process last refreshed its rows. On PostgreSQL a
trigger announces a change of the count, a new row and a deleted one on the channel ``conjure_tables`` as
``"<table id> presence"``, so every process holding the table counts again; a heartbeat alone announces
nothing. SQLite gets the table too (one schema everywhere), but its one process keeps presence in memory and
never writes it.

Revision ID: r0005
Revises: r0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "r0005"
down_revision = "r0004"
branch_labels = None
depends_on = None

CHANNEL = "conjure_tables"  # conjure.web.notify listens on it
FUNCTION = "conjure_presence_changed"
TRIGGERS = {  # name: when it fires
    "conjure_presence_added": "AFTER INSERT ON presence FOR EACH ROW",
    "conjure_presence_counted": "AFTER UPDATE OF count ON presence FOR EACH ROW WHEN (OLD.count IS DISTINCT FROM "
    "NEW.count)",
    "conjure_presence_removed": "AFTER DELETE ON presence FOR EACH ROW",
}


def upgrade() -> None:
    op.create_table(
        "presence",
        sa.Column("table_id", sa.String(32), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("process", sa.String(64), primary_key=True),
        sa.Column("count", sa.Integer, nullable=False),
        sa.Column("heartbeat", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
    )
    op.create_index("presence_by_process", "presence", ["process"])
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute(f"""
        CREATE OR REPLACE FUNCTION {FUNCTION}() RETURNS trigger AS $$
        BEGIN
            IF TG_OP = 'DELETE' THEN
                PERFORM pg_notify('{CHANNEL}', OLD.table_id || ' presence');
                RETURN OLD;
            END IF;
            PERFORM pg_notify('{CHANNEL}', NEW.table_id || ' presence');
            RETURN NEW;
        END;
        $$ LANGUAGE plpgsql""")
    for name, when in TRIGGERS.items():
        op.execute(f"CREATE TRIGGER {name} {when} EXECUTE FUNCTION {FUNCTION}()")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        for name in TRIGGERS:
            op.execute(f"DROP TRIGGER IF EXISTS {name} ON presence")
        op.execute(f"DROP FUNCTION IF EXISTS {FUNCTION}()")
    op.drop_index("presence_by_process", "presence")
    op.drop_table("presence")
