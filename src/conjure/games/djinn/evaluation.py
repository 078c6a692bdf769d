"""How the heuristic bot judges a Djinn position: features of one seat's tableau, weighted in ``bot.toml``.

Features read the seat's own tableau (in a determinization the hidden parts of the others' are resampled).
With several players the bot plays for its lead over the best rival; solo, for its own worth plus the race
against Tom: every boss must leave the map before Tom's deck runs out (DJN-SOLO-6).
"""

from __future__ import annotations

import marshal
from pathlib import Path
from typing import Any

from conjure.engine.evaluation import Feature, load_weights, squash
from conjure.games.djinn import scoring
from conjure.games.djinn.catch import (
    BOSS_BASE,
    BOSS_PER,
    DJINN_COST,
    can_place_all,
    commit,
    cost_of,
    fees,
    helper_power,
    selection,
)
from conjure.games.djinn.data import NEIGHBOURS

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
    return float(sum(len(t["queue"]) for t in state["tasks"] if t["t"] == "place" and t["seat"] == seat))


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
    return float(min(sum(p["bottles"].values()), p["corks"]))


def free_circles(state: State, seat: int) -> float:
    """Empty active circles: room to catch djinn into."""
    p = state["seats"][seat]
    return float(sum(1 for s, d in zip(p["circles"], p["circle_djinn"], strict=True) if s == "a" and d is None))


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


FEATURES: dict[str, Feature] = {"points": points, "power": power, "coins": coins, "scrolls": scrolls, "keys": keys,
                                "mages": mages, "catching": catching, "corks": corks, "free_circles": free_circles,
                                "capacity": capacity, "bosses": bosses, "boss_debt": boss_debt,
                                "solo_power": solo_power, "boss_ready": boss_ready, "room": room}
WEIGHTS = load_weights(Path(__file__).with_name("bot.toml"), FEATURES)


def value(state: State, seat: int) -> float:
    """The weighted sum of the seat's features."""
    return WEIGHTS.value(FEATURES, state, seat)


def evaluate(state: State, seat: int) -> float:
    """The seat's lead over its best rival (solo: its worth against a par of ``solo_par``), onto (0, 1); a catch
    the seat is choosing is judged as made (:func:`as_made`)."""
    state = as_made(state, seat)
    mine = value(state, seat)
    others = [value(state, s) for s in range(len(state["seats"])) if s != seat]
    return squash(mine - (max(others) if others else SOLO_PAR), WEIGHTS.scale)


def as_made(state: State, seat: int) -> State:
    """The position to judge while the seat is choosing a catch (DJN-CATCH-12): if its selection can be placed
    and paid with its helpers and any more it could add, a copy with the catch made the cheapest way (power and
    coins weighed as in ``bot.toml``); else the position as it is. So a pick is worth what it adds, a helper
    only what it saves, and committing is worth what the selection was: the bot's picks settle."""
    node = state["tasks"][-1] if state["tasks"] else None
    if node is None or node["t"] != "catch" or node["seat"] != seat:
        return state
    p = state["seats"][seat]
    if not selection(node) or not can_place_all(p, selection(node)):
        return state
    helpers = cheapest(state, p, node)
    if helpers is None:
        return state
    made: State = marshal.loads(marshal.dumps(state))
    made_node = made["tasks"][-1]
    made_node["mages"] = helpers
    commit(made, seat, made_node, [])
    return made


def cheapest(state: State, p: dict[str, Any], node: dict[str, Any]) -> list[int] | None:
    """The helpers (the selection's mages plus any unused ones whose fees the seat can pay) that pay for the
    selection at the lowest weighted price of power and coins; None if none is within the seat's power."""
    spare = [i for i, m in enumerate(p["mages"]) if m[1] and i not in node["mages"]][:MAX_SPARE]
    cost, found, price = cost_of(state, node), None, 0.0
    for mask in range(1 << len(spare)):
        mages = list(node["mages"]) + [spare[k] for k in range(len(spare)) if mask >> k & 1]
        trial = {**node, "mages": mages}
        need, fee = max(0, cost - helper_power(p, trial)), fees(p, trial)
        here = WEIGHTS.features["power"] * need + WEIGHTS.features["coins"] * fee
        if need <= p["power"] and fee <= p["coins"] and (found is None or here < price):
            found, price = mages, here
    return found


MAX_SPARE = 8  # unused mages tried as extra helpers (a seat seldom has more than five face up)


SOLO_PAR = 60.0  # a solo position's worth that counts as even


def settled(state: State, seat: int) -> bool:
    """Judge when the seat's turn is over (or a new one of its own starts, solo) or the game is."""
    if state["phase"] == "over" or not state["tasks"]:
        return True
    top = state["tasks"][-1]
    if top.get("seat", seat) != seat:
        return True
    return state["phase"] == "play" and top["t"] == "move" and not state["turn"]["acted"]
