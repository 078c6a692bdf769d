"""Player resources, the power track and the small effect vocabulary used by chests, awards and cards.

An effect is a list of ``[op, n]`` pairs (see data.toml). Effects that need a choice push a decision
node on ``state["tasks"]`` (the top is the last item); everything else happens at once.
"""

from __future__ import annotations

from typing import Any, Final

from .data import CHAR_BY_ABILITY, CHARACTERS, COUNTS, FEE

State = dict[str, Any]

ABILITY: Final[dict[str, str]] = {cid: record["ability"] for cid, record in CHARACTERS.items()}
CAP_TOP: Final[int] = COUNTS["capacity_top"]
FLIPPED_MAX: Final[int] = COUNTS["flipped_max_power"]
KEYS_TOTAL: Final[int] = COUNTS["keys"]


def has_ability(p: dict[str, Any], ability: str) -> bool:
    """Whether one of the player's character tiles has this ability (named in data.toml, e.g. ``green_only``)."""
    for c in p["characters"]:  # a loop, not any() over a generator: this is asked at nearly every step
        if ABILITY[c] == ability:
            return True
    return False


def ability_amount(ability: str) -> int:
    """The number a character ability names (P4's corks, P5's fee, P7's power), read from its record."""
    return int(CHARACTERS[CHAR_BY_ABILITY[ability]]["amount"])


def max_power(p: dict[str, Any]) -> int:
    """Power may rise only to the field left of the capacity marker; 8 once the marker is flipped."""
    return FLIPPED_MAX if p["flipped"] else p["capacity"] - 1


def scroll_fee(p: dict[str, Any]) -> int:
    """Scrolls per purchase at the Magic Source: the fee under the capacity marker (P5: always 2)."""
    if has_ability(p, "source_fee"):
        return ability_amount("source_fee")
    return FEE["flipped"] if p["flipped"] else FEE[str(p["capacity"])]


def gain_power(p: dict[str, Any], n: int) -> int:
    """Raise power by up to ``n`` (capped); return what was gained."""
    before = p["power"]
    p["power"] = min(before + n, max(max_power(p), before))
    return int(p["power"] - before)


def lose_power(p: dict[str, Any], n: int) -> None:
    p["power"] = max(0, p["power"] - n)


def keys_in_supply(state: State) -> int:
    return KEYS_TOTAL - int(sum(p["keys"] for p in state["seats"]))


def gain_keys(state: State, p: dict[str, Any], n: int) -> int:
    got = min(n, keys_in_supply(state))
    p["keys"] += got
    return got


def face_down_mages(p: dict[str, Any]) -> list[int]:
    return [i for i, m in enumerate(p["mages"]) if not m[1]]


def can_turn_mages_up(p: dict[str, Any]) -> bool:
    return not has_ability(p, "no_reactivate") and bool(face_down_mages(p))


def inactive_circle(p: dict[str, Any]) -> int:
    """Index of the leftmost inactive (or covered) circle, -1 if none."""
    for i, s in enumerate(p["circles"]):
        if s != "a":
            return i
    return -1


def activate_circle(state: State, seat: int, events: list[dict[str, Any]]) -> None:
    """Activate the leftmost inactive circle: left one +2 power, right one +1 capacity; cover +2 power."""
    p = state["seats"][seat]
    i = inactive_circle(p)
    if i < 0:
        return
    was = p["circles"][i]
    p["circles"][i] = "a"
    events.append({"type": "circle", "seat": seat, "circle": i})
    if was == "x" or i == 2:
        gain_power(p, 2)
    else:
        gain_capacity(state, seat, 1, events)


def gain_capacity(state: State, seat: int, n: int, events: list[dict[str, Any]]) -> None:
    """Move the capacity marker; past field 8 catch a random bag djinn instead and flip the marker."""
    p = state["seats"][seat]
    for _ in range(n):
        if p["capacity"] < CAP_TOP:
            p["capacity"] += 1
            continue
        p["flipped"] = True
        state["tasks"].append({"t": "overflow", "seat": seat})
    events.append({"type": "capacity", "seat": seat, "cap": p["capacity"], "flip": p["flipped"]})


def apply_effects(state: State, seat: int, effects: list[list[Any]], events: list[dict[str, Any]]) -> None:
    """Carry out a list of gain effects in order (choices become pending nodes, run in this order)."""
    later: list[dict[str, Any]] = []
    for op, n in effects:
        node = _apply_one(state, seat, op, n, events)
        if node is not None:
            later.append(node)
    state["tasks"].extend(reversed(later))


def _apply_one(state: State, seat: int, op: str, n: int, events: list[dict[str, Any]]) -> dict[str, Any] | None:
    p = state["seats"][seat]
    if op in ("coins", "scrolls", "corks"):
        p[op] += n
    elif op == "keys":
        gain_keys(state, p, n)
    elif op == "power":
        gain_power(p, n)
    elif op == "power_max":
        p["power"] = max(p["power"], max_power(p))
    elif op == "capacity":
        gain_capacity(state, seat, n, events)
    elif op == "circle":
        activate_circle(state, seat, events)
    elif op == "bottle_any":
        return {"t": "bottle", "seat": seat, "n": n, "distinct": False, "got": []}
    elif op == "mage_choice":
        return {"t": "mage_choice", "seat": seat, "piles": [0, 1, 2, 3], "key": False}
    elif op == "equip_choice":
        return {"t": "equip_choice", "seat": seat}
    elif op == "lose_coins":
        p["coins"] = max(0, p["coins"] - n)
    elif op == "lose_power":
        lose_power(p, n)
    elif op == "cover_circle":
        p["circles"][n - 1] = "x"
    elif op == "draw_scoring":
        draw_scoring(state, seat, n, events)
    elif op == "mages_up":
        if can_turn_mages_up(p):
            return {"t": "mageup", "seat": seat, "n": n}
    else:
        raise ValueError(f"unknown effect {op!r}")
    return None


def draw_scoring(state: State, seat: int, n: int, events: list[dict[str, Any]]) -> None:
    """Draw scoring cards that only their owner sees (P10)."""
    p = state["seats"][seat]
    p["hidden_scoring"] = [state["scoring_deck"].pop() for _ in range(n)]
    events.append(
        {
            "type": "scoring_drawn",
            "seat": seat,
            "cards": list(p["hidden_scoring"]),
            "to": [seat],
            "public": {"type": "scoring_drawn", "seat": seat, "cards": []},
        }
    )


def can_afford(coins: int, scrolls: int, tips: int, cost_coins: int = 0, cost_scrolls: int = 0) -> bool:
    """Whether ``tips`` payments of 1 coin or 1 scroll each, plus a price, can be paid."""
    if coins < cost_coins or scrolls < cost_scrolls:
        return False
    return coins - cost_coins + scrolls - cost_scrolls >= tips
