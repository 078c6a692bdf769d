"""The clock: which stored actions a bot made for a person whose bank was empty.

The table says so ("a bot moved for Anna: her time ran out"); kept with the action, every server process and a
restarted one can say it, and an undo that takes the action back takes the note with it.

Revision ID: r0006
Revises: r0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "r0006"
down_revision = "r0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("actions") as batch:
        batch.add_column(sa.Column("by_clock", sa.Boolean, nullable=False, server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("by_clock")
