"""Final scoring, scoring cards, the result and the solo task table (DJN-SCORE-*, DJN-CARD-*)."""

from __future__ import annotations

from typing import Any

from conjure.engine.results import nobody_won, ranked
from conjure.games.djinn.data import AWARDS, EQUIP_KINDS, EQUIPMENT, MAGES, SCORING, SOLO_TASKS

State = dict[str, Any]


def kind_counts(p: dict[str, Any]) -> list[int]:
    return [sum(1 for e in p["equipment"] if EQUIPMENT[e[0]]["kind"] == k) for k in EQUIP_KINDS]


def unused(p: dict[str, Any]) -> int:
    return int(sum(p["bottles"].values()) + p["corks"])


def card_value(card: str, p: dict[str, Any]) -> int:
    """Points one scoring card gives a player (German appendix wording)."""
    data = SCORING[card]
    cond, vp, cap = data["condition"], data["vp"], data["max"]
    if cond == "two_sets":
        return vp if min(kind_counts(p)) >= 2 else 0
    if cond == "third_of_kind":
        return int(min(cap, vp * sum(1 for n in kind_counts(p) if n >= 3)))
    if cond == "few_passages":
        return vp if p["passages_placed"] <= 1 else 0
    if cond == "no_key_mages":
        return vp if not any(MAGES[m[0]]["key"] for m in p["mages"]) else 0
    if cond == "two_inactive_circles":
        return vp if sum(1 for s in p["circles"] if s != "a") >= 2 else 0
    if cond == "capacity_low":
        return vp if not p["flipped"] and p["capacity"] <= 6 else 0
    if cond == "minimum_two":
        return vp if p["minimum"] >= 2 else 0
    if cond == "keys":
        return int(min(cap, vp * p["keys"]))
    if cond == "face_up_mages":
        return int(min(cap, vp * sum(1 for m in p["mages"] if m[1])))
    if cond == "unused":
        return int(min(cap, vp * unused(p)))
    raise ValueError(cond)


def breakdown(state: State, seat: int) -> dict[str, int]:
    """Awards 30/36, 10 per bottled djinn, 3 per djinn in a circle, 1 per unused bottle or cork, cards."""
    p = state["seats"][seat]
    cards = sum(card_value(c, p) for c in state["scoring"])
    if p["hidden_scoring"]:
        cards += max(card_value(c, p) for c in p["hidden_scoring"])
    out = {"awards": sum(AWARDS[a]["vp"] for a in p["awards"]),
           "bottled": 10 * sum(r + b for r, b in p["bottled"].values()),
           "circles": 3 * sum(1 for d in p["circle_djinn"] if d is not None),
           "unused": unused(p), "cards": cards,
           "tom": 10 * len(state["tom"]) if len(state["seats"]) == 1 else 0}
    out["total"] = sum(out.values())
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
    out.update(breakdown=parts, solo=("won" if won else "lost"), tasks=solo_tasks(state) if won else [],
               tom_cards=state["options"].get("tom_cards", 15), bosses_left=sum(1 for b in state["boss"].values() if b))
    return out


def solo_tasks(state: State) -> list[str]:
    """The solo task table: which tasks a won solo game fulfils (DJN-SOLO-8)."""
    p = state["seats"][0]
    kinds = kind_counts(p)
    checks = {
        "mages8": len(p["mages"]) >= 8, "sets2": min(kinds) >= 2, "awards3": len(p["awards"]) >= 3,
        "coins10": p["coins"] >= 10, "keys3": p["keys"] >= 3,
        "circles_max2": sum(1 for s in p["circles"] if s == "a") <= 2,
        "capacity6": not p["flipped"] and p["capacity"] <= 6, "kinds_max1": sum(1 for k in kinds if k) <= 1,
        "mages_max2": len(p["mages"]) <= 2, "no_key_mage": not any(MAGES[m[0]]["key"] for m in p["mages"]),
        "no_passage": p["passages_placed"] == 0,
    }
    return [t for t in SOLO_TASKS if checks[t]]
