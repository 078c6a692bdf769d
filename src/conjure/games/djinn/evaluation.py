"""How the heuristic bot judges a Djinn position: features of one seat's tableau, weighted in ``bot.toml``.

Features read the seat's own tableau (in a determinization the hidden parts of the others' are resampled).
With several players the bot plays for its lead over the best rival; solo, for its own worth plus the race
against Tom: every boss must leave the map before Tom's deck runs out (DJN-SOLO-6).
"""

from __future__ import annotations

import marshal
import tomllib
from pathlib import Path
from typing import Any, Final

from conjure.engine.copies import deep_copy
from conjure.engine.evaluation import Feature, load_weights, squash

from . import scoring
from .catch import (
    BOSS_BASE,
    BOSS_PER,
    DJINN_COST,
    can_place_all,
    commit,
    cost_of,
    fees,
    helper_power,
    refuse,
    selection,
)
from .data import EQUIPMENT, NEIGHBOURS

State = dict[str, Any]


def points(state: State, seat: int) -> float:
    """Victory points if the game ended now: awards, bottled djinn, djinn in circles, unused bottles and corks,
    scoring cards (solo: Tom's cards left too)."""
    return float(scoring.breakdown(state, seat)["total"])


def power(state: State, seat: int) -> float:
    """Power on the track: what catching djinn is paid with."""
    return float(state["seats"][seat]["power"])


def catching(state: State, seat: int) -> float:
    """Djinn caught and waiting to be placed (a placed one counts in points)."""
    waiting = 0
    for t in state["tasks"]:
        if t["t"] == "place" and t["seat"] == seat:
            waiting += len(t["queue"])
    return float(waiting)


def coins(state: State, seat: int) -> float:
    """Coins: the market, tips at occupied edges, the tie-break."""
    return float(state["seats"][seat]["coins"])


def scrolls(state: State, seat: int) -> float:
    """Scrolls: the Source's fee, the market, the tie-break."""
    return float(state["seats"][seat]["scrolls"])


def keys(state: State, seat: int) -> float:
    """Keys: chests, or a coin, scroll or power when spent."""
    return float(state["seats"][seat]["keys"])


def mages(state: State, seat: int) -> float:
    """Mage cards: helper power for catches and what some scoring cards count."""
    return float(len(state["seats"][seat]["mages"]))


def corks(state: State, seat: int) -> float:
    """Bottles that could take a djinn now (an empty bottle with a cork each): a circle djinn worth 3 becomes 10."""
    p = state["seats"][seat]
    empty = 0
    for n in p["bottles"].values():
        empty += n
    return float(min(empty, p["corks"]))


def free_circles(state: State, seat: int) -> float:
    """Empty active circles: room to catch djinn into."""
    p = state["seats"][seat]
    free = 0
    for s, d in zip(p["circles"], p["circle_djinn"], strict=True):
        if s == "a" and d is None:
            free += 1
    return float(free)


def capacity(state: State, seat: int) -> float:
    """How much power the seat may hold (the capacity field, 9 once flipped)."""
    p = state["seats"][seat]
    return 9.0 if p["flipped"] else float(p["capacity"])


def bosses(state: State, seat: int) -> float:
    """Solo only: bosses that have left the map or are caught and leaving (all six must be gone before Tom's
    last card)."""
    if len(state["seats"]) != 1:
        return 0.0
    leaving = sum(1 for t in state["tasks"] if t["t"] == "aftercatch" and not t["src"] and leaves(state, t))
    return float(state["bosses_gone"] + leaving)


def off_plan(state: State, seat: int) -> float:
    """While a catch is judged as made (:func:`as_made`): how many mages the seat's choice so far differs by from
    the cheapest helpers it was judged with (0 otherwise). A small cost, so each step towards them counts."""
    judged, off = state.get("bot_off_plan", (seat, 0))
    return float(off) if judged == seat else 0.0


def boss_debt(state: State, seat: int) -> float:
    """Solo only: the power it would take to clear the map of bosses, each the cheaper way: catch it (4 + 2 per
    djinn beside it) or catch every djinn beside it so that it is banished (4 each) (DJN-CATCH-2, -9). Tom's
    cards feed the bosses djinn, so this grows while the seat waits."""
    if len(state["seats"]) != 1:
        return 0.0
    return float(sum(boss_price(len(state["djinn"][f])) for f, here in state["boss"].items() if here))


def boss_price(beside: int) -> int:
    """The power to take one boss off the map with ``beside`` djinn at its field, the cheaper way."""
    catch = BOSS_BASE + BOSS_PER * beside
    return min(catch, DJINN_COST * beside) if beside else catch


def solo_power(state: State, seat: int) -> float:
    """Solo only: power again, worth more alone: it is what takes the bosses off the map before Tom's deck ends."""
    return float(state["seats"][seat]["power"]) if len(state["seats"]) == 1 else 0.0


def solo_mages(state: State, seat: int) -> float:
    """Solo only: mage cards again: their helper power and colour bonuses make the djinn beside a boss cheap
    to catch (DJN-CATCH-3), and a boss with no djinn beside it is banished (DJN-CATCH-9)."""
    return float(len(state["seats"][seat]["mages"])) if len(state["seats"]) == 1 else 0.0


def boss_ready(state: State, seat: int) -> float:
    """Solo only: 1 when a round field one move away holds a boss the seat could take off the map with its power
    now, and it has room for it (a free circle or a ready bottle): the next round field it visits can count."""
    p = state["seats"][seat]
    if len(state["seats"]) != 1 or p["position"] is None or not room(state, seat):
        return 0.0
    at, came = p["position"]
    near = [f for f in NEIGHBOURS[at] if f != came and state["boss"].get(f)]
    return 1.0 if any(boss_price(len(state["djinn"][f])) <= p["power"] for f in near) else 0.0


def room(state: State, seat: int) -> float:
    """Solo only: places a caught boss could go (free active circles and ready bottles), up to the bosses left on
    the map: a full tableau cannot catch."""
    if len(state["seats"]) != 1:
        return 0.0
    left = sum(1 for here in state["boss"].values() if here)
    return float(min(left, free_circles(state, seat) + corks(state, seat)))


def leaves(state: State, task: dict[str, Any]) -> bool:
    """Whether a catch about to be settled takes a boss off the map: caught, or left alone and banished."""
    field = task["field"]
    return bool(task["boss"] or (state["boss"][field] and not state["djinn"][field]))


FEATURES: Final[dict[str, Feature]] = {
    "points": points,
    "power": power,
    "coins": coins,
    "scrolls": scrolls,
    "keys": keys,
    "mages": mages,
    "catching": catching,
    "off_plan": off_plan,
    "corks": corks,
    "free_circles": free_circles,
    "capacity": capacity,
    "bosses": bosses,
    "boss_debt": boss_debt,
    "solo_power": solo_power,
    "solo_mages": solo_mages,
    "boss_ready": boss_ready,
    "room": room,
}
BOT_FILE: Final = Path(__file__).with_name("bot.toml")
WEIGHTS: Final = load_weights(BOT_FILE, FEATURES)
SOLO_PAR: Final = float(tomllib.loads(BOT_FILE.read_text(encoding="utf-8"))["solo_par"])  # a solo worth counted even
WEIGHTED: Final = tuple((FEATURES[name], weight) for name, weight in WEIGHTS.features.items() if weight)
"""Each feature that counts with its weight, in ``bot.toml``'s order (what ``Weights.value`` walks)."""


def value(state: State, seat: int) -> float:
    """The weighted sum of the seat's features: ``WEIGHTS.value(FEATURES, state, seat)`` written out, the same sums
    in the same order (this module is compiled; the engine's is not)."""
    total = 0.0
    for feature, weight in WEIGHTED:
        total += weight * feature(state, seat)
    return total


def evaluate(state: State, seat: int) -> float:
    """The seat's lead over its best rival (solo: its worth against a par of ``solo_par``), onto (0, 1); a catch
    the seat is choosing is judged as made (:func:`as_made`)."""
    state = as_made(state, seat)
    mine = value(state, seat)
    others = [value(state, s) for s in range(len(state["seats"])) if s != seat]
    return squash(mine - (max(others) if others else SOLO_PAR), WEIGHTS.scale)


def as_made(state: State, seat: int) -> State:
    """The position to judge while the seat is choosing a catch (DJN-CATCH-12): if its selection can be placed
    and paid with some of its face-up mages (and its one-time staffs), a copy with the catch made with the
    cheapest of them (power and coins weighed as in ``bot.toml``); else a copy with the catch refused. It notes in
    ``bot_off_plan`` the seat and how many picks the choice so far differs by from the one judged (the cheapest helpers, or
    no pick at all). So a pick is worth what it adds, a helper only what it saves, each step towards the judged
    choice a little more, and committing it (or refusing) what it was judged: the bot's picks settle."""
    node = state["tasks"][-1] if state["tasks"] else None
    if node is None or node["t"] != "catch" or node["seat"] != seat:
        return state
    p = state["seats"][seat]
    staffs = spare_staffs(p, node)
    placed = bool(selection(node)) and can_place_all(p, selection(node))
    helpers = cheapest(state, p, {**node, "staffs": staffs}) if placed else None
    made: State = deep_copy(state)  # the engine's copy (compiled: a walk of the tree, cheaper than marshal's)
    made_node = made["tasks"][-1]
    if helpers is None:
        refuse(made, seat, made_node, [])
        made["bot_off_plan"] = [seat, len(selection(node)) + len(node["mages"]) + len(node["staffs"])]
        return made
    made_node["mages"], made_node["staffs"] = list(helpers), staffs
    commit(made, seat, made_node, [])
    made["bot_off_plan"] = [seat, len(set(node["mages"]) ^ set(helpers))]
    return made


def spare_staffs(p: dict[str, Any], node: dict[str, Any]) -> list[int]:
    """The selection's one-time staffs and every other the seat still has unused (DJN-EQ-2)."""
    unused = [
        i
        for i, e in enumerate(p["equipment"])
        if e[1] and i not in node["staffs"] and EQUIPMENT[e[0]]["ability"] == "catch_once"
    ]
    return list(node["staffs"]) + unused


def cheapest(state: State, p: dict[str, Any], node: dict[str, Any]) -> tuple[int, ...] | None:
    """The face-up mages (chosen for the catch or not) whose fees the seat can pay that, with the selection's
    staffs, pay for it at the lowest weighted price of power and coins; None if none is within its power."""
    key = marshal.dumps((cost_of(state, node), node["djinn"], node["boss"], node["src"], node["staffs"], p))
    if key not in CHEAPEST:
        if len(CHEAPEST) > 4096:
            CHEAPEST.clear()
        CHEAPEST[key] = _cheapest(cost_of(state, node), p, node)
    return CHEAPEST[key]


def _cheapest(cost: int, p: dict[str, Any], node: dict[str, Any]) -> tuple[int, ...] | None:
    face_up = [i for i, m in enumerate(p["mages"]) if m[1]][:MAX_SPARE]
    found: tuple[int, ...] | None = None
    price = 0.0
    for mask in range(1 << len(face_up)):
        mages = tuple(face_up[k] for k in range(len(face_up)) if mask >> k & 1)
        trial = {**node, "mages": list(mages)}
        need, fee = max(0, cost - helper_power(p, trial)), fees(p, trial)
        here = WEIGHTS.features["power"] * need + WEIGHTS.features["coins"] * fee
        if need <= p["power"] and fee <= p["coins"] and (found is None or here < price):
            found, price = mages, here
    return found


CHEAPEST: Final[dict[bytes, tuple[int, ...] | None]] = {}  # the cheapest helpers of a selection and tableau, cached
MAX_SPARE: Final = 8  # face-up mages tried as helpers (a seat seldom has more than five)


def settled(state: State, seat: int) -> bool:
    """Judge when the seat's turn is over (or a new one of its own starts, solo) or the game is."""
    if state["phase"] == "over" or not state["tasks"]:
        return True
    top = state["tasks"][-1]
    if top.get("seat", seat) != seat:
        return True
    return state["phase"] == "play" and top["t"] == "move" and not state["turn"]["acted"]
