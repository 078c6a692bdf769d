"""How the heuristic bot judges a Trickerion position: features of one magician's company, weighted in ``bot.toml``.

Fame wins (rulebook: Konec hry), so fame counts in full; everything else is worth what it will turn into:
coins, shards and characters pay for actions while rounds remain (their ``*_in_play`` features fade with the
rounds left), tricks become fame once prepared (markers on the trick card) and set up in the theatre (markers on
performance cards), and the final scoring's categories and level-3 trick bonuses (TRK-FINAL-1, TRK-FINAL-2) are
the end-of-game potential. Features read the seat's own company; in a determinization another seat's hidden
cards are resampled, their counts kept. The bot plays for its lead over the best rival.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conjure.engine.evaluation import Feature, load_weights, squash

from . import data
from .phases.preparation import meets, prop_count
from .phases.round_end import last_round, wages
from .scoring import categories, trick_bonuses

State = dict[str, Any]


def _seat(state: State, seat: int) -> dict[str, Any]:
    return dict(state["seats"][seat])


def rounds_left(state: State) -> float:
    """The share of the game still to play: 1 before the first round, 0 in the last."""
    last = last_round(state)
    return max(0.0, (last - int(state["round"])) / max(1, last - 1))


def trick_yield(trick_id: str) -> float:
    """What one performed marker of a trick earns, in fame: its fame, a third of its coins, its shards."""
    trick = data.TRICKS[trick_id]
    return trick.yield_fame + trick.yield_coins / float(data.C["final_coins_per_fame"]) + trick.yield_shards


def fame(state: State, seat: int) -> float:
    """Fame now: what wins."""
    return float(_seat(state, seat)["fame"])


def coins(state: State, seat: int) -> float:
    """Coins (a third of a fame each at the end)."""
    return float(_seat(state, seat)["coins"])


def coins_in_play(state: State, seat: int) -> float:
    """Coins scaled by the share of the game left: wages, props and specialists are paid with them."""
    return float(_seat(state, seat)["coins"]) * rounds_left(state)


def shards(state: State, seat: int) -> float:
    """Shards (a fame each at the end)."""
    return float(_seat(state, seat)["shards"])


def shards_in_play(state: State, seat: int) -> float:
    """Shards scaled by the share of the game left: extra action points and location effects."""
    return float(_seat(state, seat)["shards"]) * rounds_left(state)


def tricks(state: State, seat: int) -> float:
    """Tricks learned, scaled by the share of the game left (a trick learned late is seldom performed)."""
    return len(_seat(state, seat)["tricks"]) * rounds_left(state)


def ready_tricks(state: State, seat: int) -> float:
    """Tricks whose props the workshop holds (they can be prepared), scaled by the share of the game left."""
    p = _seat(state, seat)
    return sum(1 for t in p["tricks"] if meets(p, t["id"])) * rounds_left(state)


def prepared(state: State, seat: int) -> float:
    """Trick markers prepared on the trick cards, each worth its trick's yield (not yet in the theatre)."""
    return sum(int(t["markers"]) * trick_yield(t["id"]) for t in _seat(state, seat)["tricks"])


def staged(state: State, seat: int) -> float:
    """Trick markers set up on performance cards, each worth its trick's yield: paid when the card is performed."""
    return sum(int(t.get("staged", 0)) * trick_yield(t["id"]) for t in _seat(state, seat)["tricks"])


def props(state: State, seat: int) -> float:
    """Props in the workshop (a manager's multi-component slot counts one more), scaled by the share left."""
    p = _seat(state, seat)
    return sum(prop_count(p, c) for c in p["props"]) * rounds_left(state)


def characters(state: State, seat: int) -> float:
    """Apprentices and specialists besides the magician, scaled by the share of the game left: more actions."""
    return (len(_seat(state, seat)["characters"]) - 1) * rounds_left(state)


def wages_due(state: State, seat: int) -> float:
    """Wages the characters placed this round will cost at its end (unpaid coins cost fame)."""
    return float(wages(state, seat))


def unpaid_wages(state: State, seat: int) -> float:
    """The fame the wages due would cost if the round ended with the coins now: each coin short costs 2 fame,
    never more than the seat has (TRK-END-1). ``wages_due`` alone cannot see it: a seat with no coins left
    would place characters as if their wages were paid."""
    return float(_unpaid(state, seat, state["seats"][seat]))


def _unpaid(state: State, seat: int, p: dict[str, Any]) -> int:
    short = max(0, wages(state, seat) - int(p["coins"]))
    return min(int(p["fame"]), short * int(data.C["unpaid_wage_fame_per_coin"]))


def final_potential(state: State, seat: int) -> float:
    """The final scoring if the game ended now: capped categories (shards, coins, special cards …) and the end
    bonuses of level-3 tricks whose props the workshop holds."""
    p = _seat(state, seat)
    return float(sum(categories(p, bool(state["dark_alley"])).values()) + sum(trick_bonuses(p).values()))


def performers(state: State, seat: int) -> float:
    """The seat's characters on the theatre's performance days this round (a performer earns bonuses and has
    the markers on the card he chooses paid)."""
    return float(sum(1 for p in state.get("placed", []) if p["seat"] == seat and p["loc"] == "theater"))


def assigned(state: State, seat: int) -> float:
    """The seat's characters with an assignment card, neither placed nor left idle yet: each is an action to come this
    round. Without it a seat that has finished assigning is judged as one that assigned nothing (the cards change no
    other feature until the characters act), and a search judging lines at the end of the seat's assignment values
    ``done`` with every character unassigned as highly as assigning them."""
    return float(_assigned(state, seat))


def _assigned(state: State, seat: int) -> int:
    cards = state.get("assigned")
    if not cards or not cards[seat]:
        return 0
    gone = set(state["idle"][seat]) | {p["char"] for p in state["placed"] if p["seat"] == seat}
    return sum(1 for char in cards[seat] if char not in gone)


FEATURES: dict[str, Feature] = {
    "fame": fame,
    "coins": coins,
    "coins_in_play": coins_in_play,
    "shards": shards,
    "shards_in_play": shards_in_play,
    "tricks": tricks,
    "ready_tricks": ready_tricks,
    "prepared": prepared,
    "staged": staged,
    "props": props,
    "characters": characters,
    "wages_due": wages_due,
    "unpaid_wages": unpaid_wages,
    "final_potential": final_potential,
    "performers": performers,
    "assigned": assigned,
}
WEIGHTS = load_weights(Path(__file__).with_name("bot.toml"), FEATURES)
_YIELD = {trick: trick_yield(trick) for trick in data.TRICKS}


def value(state: State, seat: int) -> float:
    """The weighted sum of the seat's features: ``WEIGHTS.value(FEATURES, state, seat)``, each feature computed as its
    function computes it and the weighted terms summed in the same order (so the same float, bit for bit), the parts
    the features share (the seat, the rounds left, each trick's yield) worked out once."""
    features = _features(state, seat)
    return sum(weight * features[name] for name, weight in WEIGHTS.features.items() if weight)


def _features(state: State, seat: int) -> dict[str, float]:
    """Every feature of ``FEATURES`` for ``seat``, by the same arithmetic as the feature's own function."""
    p = state["seats"][seat]
    left = rounds_left(state)
    tricks = p["tricks"]
    return {
        "fame": float(p["fame"]),
        "coins": float(p["coins"]),
        "coins_in_play": float(p["coins"]) * left,
        "shards": float(p["shards"]),
        "shards_in_play": float(p["shards"]) * left,
        "tricks": len(tricks) * left,
        "ready_tricks": sum(1 for t in tricks if meets(p, t["id"])) * left,
        "prepared": sum(int(t["markers"]) * _YIELD[t["id"]] for t in tricks),
        "staged": sum(int(t.get("staged", 0)) * _YIELD[t["id"]] for t in tricks),
        "props": sum(prop_count(p, c) for c in p["props"]) * left,
        "characters": (len(p["characters"]) - 1) * left,
        "wages_due": float(wages(state, seat)),
        "unpaid_wages": float(_unpaid(state, seat, p)),
        "final_potential": float(
            sum(categories(p, bool(state["dark_alley"])).values()) + sum(trick_bonuses(p).values())
        ),
        "performers": float(sum(1 for c in state.get("placed", []) if c["seat"] == seat and c["loc"] == "theater")),
        "assigned": float(_assigned(state, seat)),
    }


def evaluate(state: State, seat: int) -> float:
    """The seat's lead over its best rival, squashed onto (0, 1)."""
    others = [value(state, s) for s in range(len(state["seats"])) if s != seat]
    return squash(value(state, seat) - max(others), WEIGHTS.scale)


def evaluate_seats(state: State) -> list[float]:
    """Every seat's ``evaluate`` at once, each seat's worth computed once (the search judges all seats)."""
    values = [value(state, s) for s in range(len(state["seats"]))]
    return [
        squash(values[s] - max(v for o, v in enumerate(values) if o != s), WEIGHTS.scale) for s in range(len(values))
    ]


def settled(state: State, seat: int) -> bool:
    """Judge when no decision of the seat is half done: the next decision is another seat's, or a simultaneous
    assignment the seat has finished, or the game is over."""
    tasks = state["tasks"]
    if state["phase"] == "over" or not tasks:
        return True
    top = tasks[-1]
    if "seat" in top:
        return bool(top["seat"] != seat)
    return seat not in top.get("wait", [seat])
