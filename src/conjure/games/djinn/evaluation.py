"""How the heuristic bot judges a Djinn position: features of one seat's tableau, weighted in ``bot.toml``.

Features read the seat's own tableau (in a determinization the hidden parts of the others' are resampled).
With several players the bot plays for its lead over the best rival; solo, for its own worth plus the race
against Tom: every boss must leave the map before Tom's deck runs out (DJN-SOLO-6).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conjure.engine.evaluation import Feature, load_weights, squash
from conjure.games.djinn import scoring

State = dict[str, Any]


def points(state: State, seat: int) -> float:
    """Victory points if the game ended now: awards, bottled djinn, djinn in circles, unused bottles and corks,
    scoring cards (solo: Tom's cards left too)."""
    return float(scoring.breakdown(state, seat)["total"])


def power(state: State, seat: int) -> float:
    """Power on the track: what catching djinn is paid with."""
    return float(state["seats"][seat]["power"])


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
    """Solo only: bosses that have left the map (all six must be gone before Tom's last card)."""
    return float(state["bosses_gone"]) if len(state["seats"]) == 1 else 0.0


FEATURES: dict[str, Feature] = {"points": points, "power": power, "coins": coins, "scrolls": scrolls, "keys": keys,
                                "mages": mages, "corks": corks, "free_circles": free_circles,
                                "capacity": capacity, "bosses": bosses}
WEIGHTS = load_weights(Path(__file__).with_name("bot.toml"), FEATURES)


def value(state: State, seat: int) -> float:
    """The weighted sum of the seat's features."""
    return WEIGHTS.value(FEATURES, state, seat)


def evaluate(state: State, seat: int) -> float:
    """The seat's lead over its best rival (solo: its worth against a par of ``solo_par``), onto (0, 1)."""
    mine = value(state, seat)
    others = [value(state, s) for s in range(len(state["seats"])) if s != seat]
    return squash(mine - (max(others) if others else SOLO_PAR), WEIGHTS.scale)


SOLO_PAR = 60.0  # a solo position's worth that counts as even


def settled(state: State, seat: int) -> bool:
    """Judge when the seat's turn is over (or a new one of its own starts, solo) or the game is."""
    if state["phase"] == "over" or not state["tasks"]:
        return True
    top = state["tasks"][-1]
    if top.get("seat", seat) != seat:
        return True
    return state["phase"] == "play" and top["t"] == "move" and not state["turn"]["acted"]
