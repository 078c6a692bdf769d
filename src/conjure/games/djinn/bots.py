"""How a random seat leans: towards progress (committing a catch, ending a turn), never changing legality."""

from __future__ import annotations

from typing import Any, Final

from .catch import can_place_all, cost_with, fits_with, helper_power
from .data import COLOURS, MAGES
from .effects import has_ability
from .ids import IDS

State = dict[str, Any]


def bot_weight(state: State, seat: int, action_id: str) -> float:
    """Random seats prefer progress: committing a catch, ending a turn; never changes legality.

    Asked for every legal action at every step of a random rollout, so it reads the id's kind from its text (the
    part before the first ``:``, as :func:`ids.parse` does) instead of parsing it whole; only a kind Djinn does not
    know is parsed, for its error."""
    kind, _, arg = action_id.partition(":")
    weight = _KIND_WEIGHTS.get(kind)
    if weight is not None:
        if len(FIXED) >= FIXED_KEPT:
            FIXED.clear()
        FIXED[action_id] = weight
        return weight
    if kind == "cadd":
        return _catch_weight(state, seat, arg)
    if kind == "move":
        return _move_weight(state, seat, arg)
    raise ValueError(f"{action_id!r} has no kind of action known here: {', '.join(sorted(IDS))}")


def _move_weight(state: State, seat: int, field: str) -> float:
    """Prefer round fields with djinn the seat could catch now."""
    djinn = state["djinn"].get(field)
    if not djinn:
        return 1.0
    p = state["seats"][seat]
    return 10.0 if p["power"] >= 4 and can_place_all(p, djinn[:1]) else 2.0


def _catch_weight(state: State, seat: int, arg: str) -> float:
    """Prefer adding a djinn the seat can still pay for and place: the selection with ``arg`` added fits and its
    power (its cost less its helpers' help, which a pick raises by their bonuses for its colour) is at hand."""
    node = state["tasks"][-1]
    p = state["seats"][seat]
    if not fits_with(p, node, arg):
        return 0.05
    cost = cost_with(state, node, arg)
    if cost > p["power"]:  # helpers' help is never negative: only then is it needed
        help_now = helper_power(p, node)
        if arg in COLOURS and not has_ability(p, "green_only"):
            help_now += sum(MAGES[p["mages"][i][0]]["bonus"].get(arg, 0) for i in node["mages"])
        if max(0, cost - help_now) > p["power"]:
            return 0.05
    return 5.0


_WEIGHTS: Final = {
    "cgo": 100.0,
    "cdel": 0.05,
    "xchest": 1.0,
    "cnone": 0.2,
    "end": 3.0,
    "key": 0.2,
    "swap": 0.3,
    "decline": 0.3,
    "stay": 1.0,
    "award": 20.0,
    "bottle": 5.0,
    "act": 2.0,
    "cmage": 0.5,
}
# every kind whose weight the id's text alone gives (all but ``cadd`` and ``move``, which read the state)
_KIND_WEIGHTS: Final = {kind: _WEIGHTS.get(kind, 1.0) for kind in IDS if kind not in ("cadd", "move")}
# the weights found by the id's kind alone, by the whole id (the legal lists' ids, which the game makes from its own
# data: a few thousand; cleared if it ever holds FIXED_KEPT, so no caller's made-up ids can grow it)
FIXED: dict[str, float] = {}
FIXED_KEPT = 20_000
