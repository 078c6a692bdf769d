"""Golden playthroughs (OpenSpiel-style): one seeded random game per configuration, written as text.

Each step is one line: who is to act, how many legal actions there are and a digest of their ids, the
seat and action chosen, a digest of every seat's view (and the spectator's) after it, and a digest of
the events it logged. A rule change then shows as a diff of these files, at the first step it touches.

A move asked step by step (``conjure.engine.flow``, stepwise decisions) is chosen whole, among the complete moves
(and the side actions offered with its first step) as a game without steps would list them, and made through its
steps, which the line names at its end (``steps act:buy ware:wood count:2 haggle:0``): splitting a move into steps
changes no other column, so the game is the same game, step for step.

Regenerate after a deliberate rule change (and raise the game's rules version):
``python -m tests.golden.playthrough``. A refactor that renames state or view keys changes the view and
event digests but must not change a decision: ``python -m tests.golden.playthrough --decisions`` checks
that before you regenerate.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import conjure
from conjure.engine import RandomBot
from tests import games

FOLDER = Path(__file__).resolve().parent / "files"
# (game, players, options): every game at its smallest table with its default options, plus a variant each
CONFIGS: list[tuple[str, int, dict[str, Any]]] = games.configs("GOLDEN")  # each game's tests name them
SEED = 2026


def file_name(game: str, players: int, options: dict[str, Any]) -> str:
    opts = "".join(f"-{k}={v}" for k, v in sorted(options.items()))
    return f"{game}-{players}p{opts}.txt"


def digest(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:10]


def playthrough(game_name: str, players: int, options: dict[str, Any]) -> str:
    """The golden text of one seeded random game."""
    game = conjure.new_game(game_name, players=players, seed=SEED, options=options)
    bot = RandomBot(SEED)
    lines = [
        f"game {game_name} | rules_version {game.rules.rules_version} | players {players} | "
        f"options {json.dumps(game.options, sort_keys=True)} | seed {SEED} | bot RandomBot({SEED})",
        f"start | views {_views(game)}",
    ]
    while not game.is_over:
        to_act = game.to_act
        seat = to_act[0]
        whole = whole_moves(game, seat)
        action = bot.pick(game, seat, whole)
        start = len(game.history)
        events = game.make(seat, action)
        steps = [a for _, a in game.history[start:]]
        made = f" | steps {' '.join(steps)}" if steps != [action.id] else ""
        lines.append(
            f"{len(game.history) - 1} | to_act {to_act} | legal {len(whole)} {digest([a.id for a in whole])} | "
            f"{seat} {action.id} | views {_views(game)} | events {len(events)} {digest(events)}{made}"
        )
    lines.append(f"end | result {json.dumps(game.result(), sort_keys=True)}")
    return "\n".join(lines) + "\n"


def whole_moves(game: conjure.Game, seat: int) -> list[conjure.Action]:
    """The seat's legal actions, where a move asked step by step stands whole (its steps are made together, and the
    line names them): the list a game without steps would offer, so a game split into steps plays on as before."""
    legal = game.legal_actions(seat)
    moves = game.rules.moves(game.state, seat)
    if {a.id for a in legal} <= set(moves) or not all(_reached(game, seat, m) for m in moves):
        return legal  # no steps, or a move begun by a choice
    first = {game.rules.steps_to(game.state, seat, m)[0] for m in moves}
    sides = [a.id for a in legal if a.id not in first]  # offered with a move's first step (returns)
    ids = sorted({*moves, *sides}, key=game.rules.action_key)
    return [conjure.Action(i, game.name, game.rules.presentation.label) for i in ids]


def _reached(game: conjure.Game, seat: int, move: str) -> bool:
    try:
        return bool(game.rules.steps_to(game.state, seat, move))
    except ValueError:
        return False


def _views(game: conjure.Game) -> str:
    return " ".join(digest(game.view(seat)) for seat in [None, *range(game.players)])


def decisions_only(text: str) -> list[str]:
    """The columns a refactor must keep: who acts, the legal actions and the choice (not view or event digests)."""
    return [" | ".join(line.split(" | ")[:4]) for line in text.splitlines()[2:-1]]


def compare_decisions() -> int:
    """For a refactor that renames state or view keys: the committed files' decisions must replay unchanged."""
    changed = 0
    for config in CONFIGS:
        path = FOLDER / file_name(*config)
        if decisions_only(path.read_text(encoding="utf-8")) != decisions_only(playthrough(*config)):
            print(f"{path.name}: the decisions changed", file=sys.stderr)
            changed += 1
    print("decisions unchanged in every golden file" if not changed else f"{changed} files changed", file=sys.stderr)
    return 1 if changed else 0


def main() -> None:
    args = sys.argv[1:]
    if args not in ([], ["--decisions"]):
        print(
            "usage: python -m tests.golden.playthrough [--decisions]\n"
            "  (no argument: rewrite every golden file; --decisions: only check that no decision changed)",
            file=sys.stderr,
        )
        raise SystemExit(2)
    if args:
        raise SystemExit(compare_decisions())
    FOLDER.mkdir(exist_ok=True)
    for config in CONFIGS:
        path = FOLDER / file_name(*config)
        path.write_text(playthrough(*config), encoding="utf-8")
        print(f"wrote {path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path}", file=sys.stderr)


if __name__ == "__main__":
    main()
