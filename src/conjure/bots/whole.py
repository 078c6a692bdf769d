"""What the complete moves of a decision asked step by step are worth, each made at once; kept while its steps are taken.

A bot judges a step by the best complete move it leads to (``heuristic.judged``): each open move is made at once on a
copy (``rules.make_whole``) and judged. The next step of the same move asks the same question of fewer moves, and the
answer cannot have changed: a step only notes itself (``conjure.engine.flow``: the seat's ``sofar`` in the decision's
task), and making a move whole forgets the steps noted first. So the values are kept, by the position with the seat's
steps forgotten (its exact bytes: content and order) and the generator's state, and each move is made and judged once
per decision instead of once at every step (a move asked in three to five steps is judged once, not three to five times).

The kept values are those the bot would compute again, bit for bit, so keeping them changes no choice; they are kept per
thread, a few decisions at a time. They assume a game's evaluation stays as it is while the process runs (its weights
are read from ``bot.toml`` at import); code that changes it in between calls :func:`forget`.
"""

from __future__ import annotations

import marshal
import threading
from collections import OrderedDict
from collections.abc import Iterable
from typing import Any

from conjure.bots.judge import judge
from conjure.engine.copies import deep_copy
from conjure.engine.game import Game
from conjure.engine.rng import Rng

KEPT = 4  # decisions whose moves' values are kept (the latest used)
CANONICAL = 2  # marshal's last format without references: equal data give equal bytes, however its objects are shared

Key = tuple[str, int, int, int, bytes]


class _Kept(threading.local):
    def __init__(self) -> None:
        self.values: OrderedDict[Key, dict[str, float]] = OrderedDict()


_KEPT = _Kept()


def fork(game: Game) -> Game:
    """A private copy of a game to try a step on: its state and generator, no history or log. The state is copied
    as the engine copies one for a search (``deep_copy``: compiled, a walk of the tree; about twice as fast as the
    round trip through ``pickle`` it replaced, which was two fifths of a heuristic rollout's time)."""
    state = deep_copy(game.state)
    return Game(game.rules, game.players, game.seed, dict(game.options), state, Rng(game.rng.state))


def made(game: Game, seat: int, move: str) -> Game:
    """A private copy of ``game`` with ``seat``'s open move ``move`` made at once (the position its steps reach)."""
    trial = fork(game)
    trial.rules.make_whole(trial.state, seat, move, trial.rng, [])
    return trial


def move_values(game: Game, seat: int, moves: Iterable[str]) -> dict[str, float]:
    """Each of ``moves`` (open moves of the decision ``seat`` is making step by step) judged for ``seat`` as made at
    once: ``judge(made(game, seat, move), seat)``, taken from what this decision's earlier steps judged where it can."""
    key = decision_key(game, seat)
    if key is None:
        return {move: judge(made(game, seat, move), seat) for move in moves}
    kept = _KEPT.values
    values = kept.get(key)
    if values is None:
        values = kept[key] = {}
        if len(kept) > KEPT:
            kept.popitem(last=False)
    else:
        kept.move_to_end(key)
    found = {}
    for move in moves:
        value = values.get(move)
        if value is None:
            value = values[move] = judge(made(game, seat, move), seat)
        found[move] = value
    return found


def forget() -> None:
    """Drop the values kept (this thread's): for code that changes a game's evaluation while the process runs."""
    _KEPT.values.clear()


def decision_key(game: Game, seat: int) -> Key | None:
    """What a move made at once depends on: the rules, the seat, the generator's state and the position with the
    seat's steps so far forgotten, as ``make_whole`` forgets them first (the top task's ``sofar`` without the seat's
    entry, the entry gone if it was the only one: :mod:`conjure.engine.flow`), as bytes in a format without references
    (:data:`CANONICAL`): equal keys mean equal content in equal order, and equal positions give equal keys. None where
    the position is not a flow's (no task list) or will not marshal."""
    state = game.state
    tasks = state.get("tasks")
    if type(tasks) is not list or not tasks:
        return None
    top = forgotten(tasks[-1], str(seat))
    if top is not tasks[-1]:
        state = {k: ([*tasks[:-1], top] if k == "tasks" else v) for k, v in state.items()}
    try:
        shown = marshal.dumps(state, CANONICAL)
    except ValueError:
        return None
    return (game.rules.name, game.players, seat, game.rng.state, shown)


def forgotten(task: dict[str, Any], seat: str) -> dict[str, Any]:
    """``task`` without ``seat``'s steps so far (the task itself if it notes none), as the flow's ``_note`` leaves it:
    the other seats' steps stay in place, and ``sofar`` goes if nothing else is noted."""
    notes = task.get("sofar")
    if not notes or seat not in notes:
        return task
    rest = {k: v for k, v in notes.items() if k != seat}
    return {k: (rest if k == "sofar" else v) for k, v in task.items() if k != "sofar" or rest}
