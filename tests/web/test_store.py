"""The database's write path for actions: guarded by the revision, all or nothing (SQLite's own SQL and the
SQLAlchemy statements alike)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy.exc import IntegrityError

from conjure.web.clocks import Clock
from conjure.web.store import Busy, Conflict, SeatRow, Store, TableRow, now


def new_store(tmp_path: Path) -> Store:
    store = Store(f"sqlite:///{tmp_path / 'tables.sqlite'}")
    store.create(
        TableRow("t1", "incantibus", "1", 2, {}, 7, "en", 0, now()),
        [SeatRow(0, "h0", "human", "", "Ann"), SeatRow(1, "h1", "bot", "easy", "Bob")],
    )
    return store


def test_an_accepted_action_is_stored_with_the_tables_new_revision(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    applied: list[str] = []
    store.append("t1", 0, 0, 0, "a.first", lambda: applied.append("first"))
    store.append("t1", 1, 1, 1, "b.second", lambda: applied.append("second"), by_clock=True)
    assert applied == ["first", "second"]
    assert store.actions("t1") == [[0, "a.first"], [1, "b.second"]]
    row = store.table("t1")
    assert row is not None and (row.revision, row.version) == (2, 2)
    assert store.timeouts("t1") == [{"seat": 1, "step": 1}]


def test_a_writer_that_saw_an_older_table_stores_and_applies_nothing(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    store.append("t1", 0, 0, 0, "a.first", lambda: None)
    applied: list[str] = []
    with pytest.raises(Conflict, match="no longer at revision 0"):
        store.append("t1", 0, 0, 1, "b.late", lambda: applied.append("late"))
    assert applied == [] and len(store.actions("t1")) == 1
    row = store.table("t1")
    assert row is not None and row.revision == 1


def test_a_seat_of_another_kind_now_stores_nothing(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    with pytest.raises(Conflict, match="played by a bot now, not a human"):
        store.append("t1", 0, 0, 1, "b.first", lambda: None, kind="human")
    row = store.table("t1")
    assert row is not None and row.revision == 0 and store.actions("t1") == []


def test_an_apply_that_fails_leaves_the_record_as_it_was_and_the_next_write_works(tmp_path: Path) -> None:
    store = new_store(tmp_path)

    def fails() -> None:
        raise ValueError("the rules refused it")

    with pytest.raises(ValueError, match="refused"):
        store.append("t1", 0, 0, 0, "a.first", fails, clock=Clock(5.0, [10.0, 20.0], 100.0))
    row = store.table("t1")
    assert row is not None and row.revision == 0 and store.actions("t1") == [] and row.clock_since is None
    store.append("t1", 0, 0, 0, "a.first", lambda: None, clock=Clock(5.0, [9.0, 20.0], 106.0))
    row = store.table("t1")
    assert row is not None and row.revision == 1 and row.clock_since == 106.0
    assert [s.clock_left for s in store.seats("t1")] == [9.0, 20.0]


def test_a_failing_database_comes_out_as_sqlalchemys_error_and_rolls_back(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    store.append("t1", 0, 0, 0, "a.first", lambda: None, at_once=True)  # the held connection is open now
    accepted: list[str] = []
    with pytest.raises(IntegrityError):  # step 0 is stored already: the insert fails after the guard moved
        store.append("t1", 1, 0, 1, "b.again", lambda: accepted.append("b"), at_once=True)
    assert accepted == [] and store.table("t1").revision == 1, "rolled back"  # type: ignore[union-attr]
    store.append("t1", 1, 1, 1, "b.second", lambda: None, at_once=True)
    row = store.table("t1")
    assert row is not None and row.revision == 2 and len(store.actions("t1")) == 2


def test_a_write_asked_at_once_never_waits_for_another_process(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    store.append("t1", 0, 0, 0, "a.first", lambda: None, at_once=True)
    other = sqlite3.connect(tmp_path / "tables.sqlite", timeout=0)
    other.execute("BEGIN IMMEDIATE")  # another process holds the file's write lock
    accepted: list[str] = []
    try:
        with pytest.raises(Busy):
            store.append("t1", 1, 1, 1, "b.second", lambda: accepted.append("b"), at_once=True)
    finally:
        other.rollback()
        other.close()
    assert accepted == [] and len(store.actions("t1")) == 1, "nothing was done"
    store.append("t1", 1, 1, 1, "b.second", lambda: accepted.append("b"), at_once=True)
    assert accepted == ["b"] and len(store.actions("t1")) == 2
