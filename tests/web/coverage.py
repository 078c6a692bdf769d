"""How many legal actions can be started from the board: issue 30, "Moves on the board".

Over seeded random playouts of each game (its suite's ``COVERAGE`` configurations, else ``CLICKS``), every legal
action of every decision is counted as *on the board* (its game's ``clicks`` gives it a piece of the picture),
*board-less* (it names no piece by its nature: ending the turn, declining, an amount; each game lists these in its
suite's ``BOARDLESS``, an id or id prefix with the reason) or *missing* (it concerns a piece but cannot be started
from one). ``python -m tests.web.coverage [GAME ...]`` prints the figures per game with the missing kinds;
``tests/web/test_coverage.py`` pins them (``CLICK_COVERAGE`` in each suite).
"""

from __future__ import annotations

import argparse
from collections import Counter
from dataclasses import dataclass, field

import conjure
from conjure.engine import RandomBot
from conjure.web import clicks
from tests import games

SEEDS = (1, 2)
STEPS = 150  # decisions per playout


@dataclass
class Coverage:
    """The counts of one game's playouts: actions on the board, board-less, missing (by kind)."""

    decisions: int = 0
    on_board: int = 0
    boardless: int = 0
    missing: Counter[str] = field(default_factory=Counter)

    @property
    def share(self) -> float:
        """The share of the actions that concern a piece which can be started from it."""
        wanted = self.on_board + sum(self.missing.values())
        return 1.0 if wanted == 0 else self.on_board / wanted

    def pinned(self) -> tuple[int, int]:
        """What the suites pin: (actions on the board, actions missing)."""
        return self.on_board, sum(self.missing.values())


def is_boardless(action_id: str, listed: dict[str, str]) -> bool:
    """Whether the action is one the game lists as board-less: its id, or an id beginning with a listed prefix."""
    return any(action_id == key or action_id.startswith(key + ":") for key in listed)


def measure(name: str, seeds: tuple[int, ...] = SEEDS, steps: int = STEPS) -> Coverage:
    """Play each configuration of ``name`` with a random bot and count every legal action of every decision."""
    listed: dict[str, str] = games.told(name, "BOARDLESS", {})
    configs = games.told(name, "COVERAGE") or games.told(name, "CLICKS") or []
    found = Coverage()
    for players, options in configs:
        for seed in seeds:
            game = conjure.new_game(name, players=players, seed=seed, options=options)
            bot = RandomBot(seed=seed)
            for _ in range(steps):
                if game.is_over:
                    break
                seat = game.to_act[0]
                table, sofar = game.view(seat)["table"], game.sofar(seat)
                found.decisions += 1
                for action in game.legal_actions(seat):
                    if clicks.target(name, action.id, table, seat, sofar) is not None:
                        found.on_board += 1
                    elif is_boardless(action.id, listed):
                        found.boardless += 1
                    else:
                        found.missing[action.id.split(":")[0]] += 1
                game.apply(seat, bot.choose(game, seat))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="games to measure (default: every game with board clicks)")
    chosen = parser.parse_args().games or [name for name in games.names() if games.told(name, "CLICKS")]
    print("| game | decisions | on the board | board-less | missing | share |")
    print("|---|---|---|---|---|---|")
    for name in chosen:
        c = measure(name)
        missing = sum(c.missing.values())
        print(f"| {name} | {c.decisions} | {c.on_board} | {c.boardless} | {missing} | {c.share:.1%} |")
        if c.missing:
            print("  missing: " + ", ".join(f"{k} {n}" for k, n in c.missing.most_common()))


if __name__ == "__main__":
    main()
