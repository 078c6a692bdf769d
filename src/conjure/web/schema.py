"""The tables the web table keeps in the database (SQLAlchemy Core); the migrations create the same."""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    false,
    func,
)

METADATA = MetaData()

# One row per table: how the game was set up, its steps (``version``) and its revision (the write guard).
TABLES = Table(
    "tables",
    METADATA,
    Column("id", String(32), primary_key=True),
    Column("game", String(40), nullable=False),
    Column("rules_version", String(20), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", Text, nullable=False),  # JSON: the resolved options
    Column("seed", BigInteger, nullable=False),
    Column("lang", String(2), nullable=False),
    Column("version", Integer, nullable=False),  # = the steps in the record (goes down after an undo)
    Column("revision", Integer, nullable=False, server_default="0"),  # +1 per action and per undo; guards writes
    Column("undos", Text, nullable=False, server_default="[]"),  # JSON: the undo notes of the log
    Column("created", String(32), nullable=False),
    Column("previous", String(32), nullable=True),  # "play again": the table this one follows
    Column("next", String(32), nullable=True),
    Column("clock_bank", Float, nullable=True),  # seconds each person starts with; null: no clock
    Column("clock_increment", Float, nullable=True),  # seconds added after each move
    Column("clock_since", Float, nullable=True),  # when the banks were last charged
)

# One row per seat: only the hash of its token is kept.
SEATS = Table(
    "seats",
    METADATA,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("token_hash", String(64), nullable=False),
    Column("kind", String(8), nullable=False),  # human or bot
    Column("level", String(16), nullable=False),
    Column("name", String(40), nullable=False),
    Column("clock_left", Float, nullable=True),  # seconds in the bank at clock_since
)

# The record: every accepted action, in order.
ACTIONS = Table(
    "actions",
    METADATA,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("step", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("action", String(200), nullable=False),
    Column("by_clock", Boolean, nullable=False, server_default=false()),  # a bot's move for an empty bank
)

# Who is at a table, per server process (PostgreSQL only; one SQLite process counts its sockets in memory):
# the number of sockets a process has open for a seat, and when that process last said it is alive (the
# database's clock). Rows whose heartbeat is older than ``conjure.web.presence.EXPIRE`` belong to a process
# that died; every process deletes such rows.
PRESENCE = Table(
    "presence",
    METADATA,
    Column("table_id", String(32), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("process", String(64), primary_key=True),
    Column("count", Integer, nullable=False),
    Column("heartbeat", DateTime(timezone=True), nullable=False, server_default=func.now()),
)
