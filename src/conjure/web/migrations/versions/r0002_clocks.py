"""Clocks: a table's time bank and increment, when its banks were last charged, each seat's bank.

Revision ID: r0002
Revises: r0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "r0002"
down_revision = "r0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("clock_bank", sa.Float, nullable=True))
        batch.add_column(sa.Column("clock_increment", sa.Float, nullable=True))
        batch.add_column(sa.Column("clock_since", sa.Float, nullable=True))
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("clock_left", sa.Float, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("clock_left")
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("clock_since")
        batch.drop_column("clock_increment")
        batch.drop_column("clock_bank")
