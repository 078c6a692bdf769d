"""The Hub's parts (docs/web.md, "The way of an action"): what a process shares with the others on a PostgreSQL
database reaches every part that counts sockets or takes leases, and no part grows past 300 lines."""

from __future__ import annotations

from pathlib import Path

import conjure.web
from conjure.web.hub import Hub
from conjure.web.payload import Frames
from conjure.web.store import Store

PARTS = ("hub", "tables", "records", "accepting", "undoing", "telling", "turns")


class Sharing:
    """A stand-in for ``conjure.web.notify.Sharing``: records the socket counts it is told."""

    def __init__(self) -> None:
        self.counts: list[tuple[str, int, int]] = []

    def count(self, table_id: str, seat: int, change: int) -> None:
        self.counts.append((table_id, seat, change))

    async def elsewhere(self, table_id: str) -> dict[int, int]:
        return {}

    def holds(self, name: str) -> bool:
        return False

    async def take(self, name: str) -> bool:
        return False

    async def release(self, name: str) -> None:
        return None


def test_what_a_process_shares_reaches_the_sockets_and_the_turns(tmp_path: Path) -> None:
    hub = Hub(Store(f"sqlite:///{tmp_path / 'tables.sqlite'}"), Frames(0), 0)
    assert hub.shared is None and hub.telling.shared is None and hub.turns.shared is None
    sharing = Sharing()
    hub.shared = sharing  # as conjure.web.notify.Follower does
    assert hub.shared is sharing and hub.telling.shared is sharing and hub.turns.shared is sharing


def test_no_part_of_the_hub_is_over_300_lines() -> None:
    folder = Path(conjure.web.__file__).parent
    lengths = {name: len((folder / f"{name}.py").read_text(encoding="utf-8").splitlines()) for name in PARTS}
    assert max(lengths.values()) <= 300, lengths
