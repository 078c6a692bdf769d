"""Undo: a table's revision (the write guard, never going back) and its undo notes.

The step count (``version``) goes down when an undo takes actions back, so it cannot guard writes: a
client that saw step K before an undo would pass a check against step K after it, on another position.
``revision`` grows by one with every accepted action and every undo; ``undos`` keeps the undo notes
(JSON, the engine's ``engine.undo`` events), so a restarted server shows them in the log and keeps
the steps the other seats saw before an undo out of reach of a later one.

Revision ID: r0004
Revises: r0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "r0004"
down_revision = "r0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("revision", sa.Integer, nullable=False, server_default="0"))
        batch.add_column(sa.Column("undos", sa.Text, nullable=False, server_default="[]"))
    op.execute("UPDATE tables SET revision = version")


def downgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("undos")
        batch.drop_column("revision")
