"""Final scoring, scoring cards, the result and the solo task table (DJN-SCORE-*, DJN-CARD-*)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from conjure.engine.results import nobody_won, ranked

from .data import AWARDS, EQUIP_KINDS, EQUIPMENT, FINAL_SCORING, MAGES, SCORING, SOLO_TASKS

State = dict[str, Any]


KIND_AT: Final = {kind: i for i, kind in enumerate(EQUIP_KINDS)}
KIND_OF: Final = {name: str(record["kind"]) for name, record in EQUIPMENT.items()}


def kind_counts(p: dict[str, Any]) -> list[int]:
    """How many pieces of equipment of each kind (``EQUIP_KINDS``' order) the player has."""
    counts = [0] * len(EQUIP_KINDS)
    for e in p["equipment"]:
        at = KIND_AT.get(KIND_OF[e[0]])
        if at is not None:
            counts[at] += 1
    return counts


def unused(p: dict[str, Any]) -> int:
    """Empty bottles and corks (1 point each at the end)."""
    total = 0
    for n in p["bottles"].values():
        total += n
    return int(total + p["corks"])


MEASURES: Final[dict[str, Callable[[dict[str, Any], int], int]]] = {
    "fewest_of_a_kind": lambda p, of: min(kind_counts(p)),
    "kinds_with": lambda p, of: sum(1 for n in kind_counts(p) if n >= of),
    "passages_placed": lambda p, of: int(p["passages_placed"]),
    "key_mages": lambda p, of: sum(1 for m in p["mages"] if MAGES[m[0]]["key"]),
    "inactive_circles": lambda p, of: sum(1 for s in p["circles"] if s != "a"),
    "active_circles": lambda p, of: sum(1 for s in p["circles"] if s == "a"),
    "capacity": lambda p, of: UNBOUNDED if p["flipped"] else int(p["capacity"]),  # flipped: past every bound
    "minimum": lambda p, of: int(p["minimum"]),
    "keys": lambda p, of: int(p["keys"]),
    "coins": lambda p, of: int(p["coins"]),
    "awards": lambda p, of: len(p["awards"]),
    "mages": lambda p, of: len(p["mages"]),
    "face_up_mages": lambda p, of: sum(1 for m in p["mages"] if m[1]),
    "unused": lambda p, of: unused(p),
}
UNBOUNDED: Final = 1_000_000


def measure(record: dict[str, Any], p: dict[str, Any]) -> int:
    """The number a scoring card or solo task counts on a player's tableau (data.toml ``measure``, ``of``)."""
    return MEASURES[record["measure"]](p, int(record.get("of", 0)))


def holds(record: dict[str, Any], p: dict[str, Any]) -> bool:
    """Whether the measure lies within the record's bounds (``at_least``, ``at_most``)."""
    n = measure(record, p)
    return bool(n >= record.get("at_least", -UNBOUNDED) and n <= record.get("at_most", UNBOUNDED))


def card_value(card: str, p: dict[str, Any]) -> int:
    """Points one scoring card gives a player (German appendix wording): per counted item up to its maximum,
    or its points when the measure is within its bounds."""
    data = SCORING[card]
    if data.get("per"):
        return int(min(data["max"], data["vp"] * measure(data, p)))
    return int(data["vp"]) if holds(data, p) else 0


def breakdown(state: State, seat: int) -> dict[str, int]:
    """Awards 30/36, 10 per bottled djinn, 3 per djinn in a circle, 1 per unused bottle or cork, cards."""
    p = state["seats"][seat]
    cards = 0
    for c in state["scoring"]:
        cards += card_value(c, p)
    if p["hidden_scoring"]:
        cards += max([card_value(c, p) for c in p["hidden_scoring"]])
    awards = 0
    for a in p["awards"]:
        awards += AWARDS[a]["vp"]
    bottled = 0
    for r, b in p["bottled"].values():
        bottled += r + b
    circles = 0
    for d in p["circle_djinn"]:
        if d is not None:
            circles += 1
    points = FINAL_SCORING
    out = {
        "awards": awards,
        "bottled": points["bottled"] * bottled,
        "circles": points["circle"] * circles,
        "unused": points["unused"] * unused(p),
        "cards": cards,
        "tom": points["tom_card"] * len(state["tom"]) if len(state["seats"]) == 1 else 0,
    }
    out["total"] = out["awards"] + out["bottled"] + out["circles"] + out["unused"] + out["cards"] + out["tom"]
    return out


def tiebreak_value(p: dict[str, Any]) -> int:
    return int(p["coins"] + p["scrolls"] + p["keys"])


def result(state: State) -> dict[str, Any]:
    """Scores, ranks and winners; ``tiebreak`` names the tie-break only when tied scores needed it (DJN-SCORE-2)."""
    n = len(state["seats"])
    parts = [breakdown(state, s) for s in range(n)]
    scores = [b["total"] for b in parts]
    if n == 1:
        return solo_result(state, scores, parts)
    extra = [tiebreak_value(state["seats"][s]) for s in range(n)]
    out: dict[str, Any] = dict(ranked(scores, extra, rule="most coins + scrolls + keys, then shared"))
    out["breakdown"] = parts
    return out


def solo_result(state: State, scores: list[int], parts: list[dict[str, int]]) -> dict[str, Any]:
    """Against Tom: a win ranks you first; a loss is a loss, nobody won (DJN-SOLO-6)."""
    won = state["solo"]["result"] != "lost"
    out: dict[str, Any] = dict(ranked(scores) if won else nobody_won(scores))
    out.update(
        breakdown=parts,
        solo=("won" if won else "lost"),
        tasks=solo_tasks(state) if won else [],
        tom_cards=state["options"].get("tom_cards", 15),
        bosses_left=sum(1 for b in state["boss"].values() if b),
    )
    return out


def solo_tasks(state: State) -> list[str]:
    """The solo task table: which tasks a won solo game fulfils (DJN-SOLO-8)."""
    p = state["seats"][0]
    return [t for t, record in SOLO_TASKS.items() if holds(record, p)]
