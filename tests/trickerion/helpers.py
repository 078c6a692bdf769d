"""Building Trickerion games directly (the game is not registered yet) and driving the setup."""

from __future__ import annotations

from typing import Any

from conjure.engine import Game, Rng
from conjure.games.trickerion import TrickerionRules

RULES = TrickerionRules()


def new(players: int = 3, seed: int = 1, **options: Any) -> Game:
    resolved = RULES.resolve_options(players, options)
    rng = Rng(seed)
    return Game(RULES, players, seed, resolved, RULES.setup(players, resolved, rng), rng)


def ids(g: Game, seat: int) -> list[str]:
    return [a.id for a in g.legal_actions(seat)]


def top(g: Game) -> str | None:
    """The kind of the task on top of the stack."""
    tasks = g.state["tasks"]
    return str(tasks[-1]["t"]) if tasks else None


def play(g: Game, *wanted: str, stop: str = "advertise") -> None:
    """Answer the pending decisions until a ``stop`` task is on top (by default: the end of the setup): each in
    turn takes the first of ``wanted`` that is legal, else the first option."""
    while g.to_act and top(g) != stop:
        seat = g.to_act[0]
        legal = ids(g, seat)
        g.apply(seat, next((w for w in wanted if w in legal), legal[0]))
