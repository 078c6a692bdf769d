"""Clocks: a time bank per person's seat and an increment per move (an option of a table).

A person's clock runs while their seat is to act (in a simultaneous phase, every such seat's clock runs);
bots have none. When an action is accepted, every running clock is charged the time since the last one and
the acting seat gains the increment. A seat whose bank is empty has its move made by a bot, and the table
says so. The state is plain numbers kept with the table (:class:`Clock`), written with every action.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Clock:
    increment: float
    left: list[float]  # seconds in each seat's bank at ``since``
    since: float  # when the banks were last charged (epoch seconds)

    def running(self, to_act: list[int], people: set[int]) -> list[int]:
        return [s for s in to_act if s in people]

    def remaining(self, seat: int, running: list[int], now: float) -> float:
        return self.left[seat] - (now - self.since) if seat in running else self.left[seat]

    def charged(self, running: list[int], now: float) -> Clock:
        """The banks at ``now``: each running clock has lost the time since ``since``."""
        left = [max(0.0, self.remaining(s, running, now)) for s in range(len(self.left))]
        return Clock(self.increment, left, now)

    def after_move(self, seat: int, running: list[int], now: float) -> Clock:
        """The banks once ``seat``'s move is accepted at ``now``: charged, and the increment for the mover."""
        found = self.charged(running, now)
        if seat in running:
            found.left[seat] += self.increment
        return found

    def after_undo(self, seat: int, steps: int, running: list[int], now: float) -> Clock:
        """The banks once ``steps`` of ``seat``'s moves are taken back at ``now``: charged, and the increments
        those moves earned taken back too (an undo and a replay do not add time)."""
        found = self.charged(running, now)
        found.left[seat] = max(0.0, found.left[seat] - steps * self.increment)
        return found

    def next_out(self, running: list[int], now: float) -> tuple[int, float] | None:
        """The running seat whose bank empties first, and in how many seconds (0 if already empty)."""
        if not running:
            return None
        seat = min(running, key=lambda s: (self.remaining(s, running, now), s))
        return seat, max(0.0, self.remaining(seat, running, now))
