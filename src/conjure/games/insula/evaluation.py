"""How the heuristic bot judges an Insula position: features of one adventurer, weighted in ``bot.toml``.

Insula is lost together to Kingoš at dusk, so the bot plays for its own worth (how near the citadel it
stands, with how much strength) and the table's, not for a lead over the others: ``evaluate`` squashes the
mean of the two against a par. The round's fights are judged by their chances before the die is rolled: in
the citadel those of the party that will face Kingoš (the partner who can still step in this round counts), on
a guarded field those of the seat's own strength while the commitments are secret. Features read only what
a determinization holds (the seat's own hand and slots, the open board, the others' resampled).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from conjure.engine.evaluation import Feature, load_weights, squash
from conjure.engine.flow import sofar

from . import data
from .citadel import adventurer_malus, kingos_strength
from .flow import turn_order
from .island import is_shadow_card

State = dict[str, Any]


def distance(key: str) -> int:
    """Fewest steps from a place ("x,y") into the citadel, which is entered from a side or from behind, never
    from the coast side (INS-MOVE-4): the grid distance to the nearest place beside or behind it, plus one."""
    x, y = (int(v) for v in key.split(","))
    if (x, y) == (0, data.CITADEL_Y):
        return 0
    return 1 + min(abs(x - ex) + abs(y - ey) for ex, ey in ENTRIES)


ENTRIES = ((-1, data.CITADEL_Y), (1, data.CITADEL_Y), (0, data.CITADEL_Y + 1))
START = distance(data.BEACH)


def progress(state: State, seat: int) -> float:
    """Steps made toward the citadel: the beach's distance from it less the adventurer's (by a way in)."""
    return float(START - distance(state["seats"][seat]["position"]))


def pending(state: State, seat: int) -> int:
    """Energy the seat has committed in a fight not yet revealed: it leaves vitality for fatigue at the reveal."""
    fight = state["fight"]
    if not fight or fight["revealed"]:
        return 0
    return int(fight["commit"][seat] or 0)


def vitality(state: State, seat: int) -> float:
    """Energy in vitality: a second action, and the strength to commit in a fight."""
    return float(state["seats"][seat]["vitality"] - pending(state, seat))


def fatigue(state: State, seat: int) -> float:
    """Energy in fatigue (and committed in a fight): still the seat's, back to vitality by resting."""
    p = state["seats"][seat]
    return float(p["fatigue"] + p["committed"] + pending(state, seat))


def new_tokens(state: State, seat: int) -> float:
    """Energy tokens won by full loops of the reward circle (also the key to an advanced citadel)."""
    return float(state["seats"][seat]["new_tokens"])


def reward(state: State, seat: int) -> float:
    """How far the reward token has gone round its circle (the next reward comes sooner)."""
    return float(state["seats"][seat]["reward"])


def penalty(state: State, seat: int) -> float:
    """How far the penalty token has gone round its circle (worse symbols ahead)."""
    return float(state["seats"][seat]["penalty"])


def curses(state: State, seat: int) -> float:
    """Curses on the seat's slots: each blocks an action until played."""
    return float(sum(1 for c in state["seats"][seat]["slots"].values() if c is not None))


def move_cursed(state: State, seat: int) -> float:
    """1 when a curse lies on the Move slot: no step until it is played (the Curse action)."""
    return 1.0 if state["seats"][seat]["slots"]["move"] is not None else 0.0


def rest_cursed(state: State, seat: int) -> float:
    """1 when a curse lies on the Rest slot: no energy back until it is played (the Curse action)."""
    return 1.0 if state["seats"][seat]["slots"]["rest"] is not None else 0.0


def flowers(state: State, seat: int) -> float:
    """Flower cards in hand: steps, energy and fight bonuses to come."""
    return float(len(state["seats"][seat]["hand"]))


def blocked(state: State, seat: int) -> float:
    """1 when a guardian stands on the adventurer's field: no inland step until it is beaten."""
    return 1.0 if state["guardians"].get(state["seats"][seat]["position"]) else 0.0


def still_to_play(state: State) -> list[int]:
    """The seats whose turn in this round is not over (the one on turn included): they may still move."""
    if state["phase"] != "turn":
        return []
    order = turn_order(state)
    return order[order.index(state["turn"]) :]


def strength(state: State, seat: int) -> int:
    """What the seat brings to this round's fight: what it committed, else its vitality; with the red flower it
    played, or while it may still play one, its best red flower."""
    p, fight = state["seats"][seat], state["fight"]
    committed = fight["commit"][seat] if fight else None
    energy = p["vitality"] + p["committed"] if committed is None else committed
    played = fight["red"][seat] if fight else None
    if played is not None:
        return int(energy + red_bonus(played))
    if fight and not red_open(state, seat):
        return int(energy)
    in_citadel = p["position"] == data.CITADEL  # Kordie is not played against Kingoš
    reds = [
        c
        for c in p["hand"]
        if data.FLOWERS[c]["colour"] == "red" and not (in_citadel and data.flower_effect(c) == "kordie")
    ]
    return int(energy + max((red_bonus(c) for c in reds), default=0))


def red_bonus(card: str) -> int:
    """A red flower's fight bonus (F.10)."""
    return int(data.FLOWERS[card].get("bonus", 0)) if data.flower_effect(card) in ("strength", "kordie") else 0


def red_open(state: State, seat: int) -> bool:
    """Whether the seat may still lay a red flower in this round's fight: face down with its energy (advanced),
    or in its turn after the reveal (basic)."""
    fight = state["fight"]
    if state["advanced"]:
        return bool(fight["stage"][seat] < 2)
    return not fight["revealed"] or any(t["t"] == "red" and t.get("seat") == seat for t in state["tasks"])


def chances(state: State, ours: int, theirs: int) -> tuple[float, float]:
    """The chance that a side of strength ``ours`` beats, and that it loses to, ``theirs`` at the round's end:
    the sword adds 2, the shield makes every fight a draw; equal is a draw (the advanced game: a win) (D, F.3, G.3)."""
    won = lost = 0
    for face in data.DIE_FACES:
        if face == "shield":
            continue
        mine = ours + (data.RULES["sword_bonus"] if face == "sword" else 0)
        won += mine > theirs or (state["advanced"] and mine == theirs)
        lost += mine < theirs
    return won / len(data.DIE_FACES), lost / len(data.DIE_FACES)


def citadel_party(state: State) -> list[int]:
    """Who will face Kingoš at this round's end: the adventurers in the citadel and those still to play this
    round who stand one step from a way in, free to move (the partner who can still join)."""
    later = set(still_to_play(state))
    return [
        s
        for s, p in enumerate(state["seats"])
        if p["position"] == data.CITADEL or (s in later and distance(p["position"]) == 1 and p["slots"]["move"] is None)
    ]


def citadel_odds(state: State, seat: int) -> tuple[float, float]:
    """For an adventurer in the citadel, the chance the party that will be there at the round's end beats
    Kingoš, and that it loses to him (E.1); (0, 0) outside the citadel."""
    if state["seats"][seat]["position"] != data.CITADEL:
        return 0.0, 0.0
    party = citadel_party(state)
    ours = sum(strength(state, s) - adventurer_malus(state) for s in party)
    return chances(state, ours, kingos_strength(state))


def citadel_win(state: State, seat: int) -> float:
    """In the citadel: the chance the party (the partner who can still join included) beats Kingoš."""
    return citadel_odds(state, seat)[0]


def citadel_loss(state: State, seat: int) -> float:
    """In the citadel: the chance the party loses to Kingoš (penalties; one waiting alone loses)."""
    return citadel_odds(state, seat)[1]


def held_back(state: State, seat: int) -> float:
    """Vitality kept back from this round's fight against Kingoš: everything should go in, the partner counts
    on it (a win ends the game, a loss costs the same penalty whatever was committed)."""
    fight = state["fight"]
    if not fight or fight["commit"][seat] is None or state["seats"][seat]["position"] != data.CITADEL:
        return 0.0
    return float(state["seats"][seat]["vitality"] + state["seats"][seat]["committed"] - fight["commit"][seat])


def guardian_fight(state: State, seat: int) -> tuple[float, float]:
    """On a guarded field: the chance the adventurers there beat its guardians times their big rewards, and
    the chance they lose times the summed penalties (F.3); (0, 0) elsewhere. While the commitments are secret
    the seat counts on its own strength alone, so two on one field do not each leave the fight to the other."""
    at = state["seats"][seat]["position"]
    guards = state["guardians"].get(at) or []
    if not guards:
        return 0.0, 0.0
    white = state["white_curse"]
    plus = 1 if white and data.curse_effect(white) == "guardian_plus" else 0
    theirs = sum(data.GUARDIANS[g]["strength"] + plus for g in guards)
    theirs += data.RULES["shadow_bonus"] if state["advanced"] and is_shadow_card(state, at) else 0
    fight = state["fight"]
    hidden = bool(fight and not fight["revealed"])  # the others' commitments are secret: count on one's own
    ours = sum(
        strength(state, s) for s, p in enumerate(state["seats"]) if p["position"] == at and (s == seat or not hidden)
    )
    won, lost = chances(state, ours, theirs)
    return won * sum(data.GUARDIANS[g]["big"] for g in guards), lost * sum(data.GUARDIANS[g]["penalty"] for g in guards)


def guardian_win(state: State, seat: int) -> float:
    """On a guarded field: the expected big reward of the round's fight."""
    return guardian_fight(state, seat)[0]


def guardian_loss(state: State, seat: int) -> float:
    """On a guarded field: the expected penalty of the round's fight (stepping in with no vitality loses it)."""
    return guardian_fight(state, seat)[1]


def time_left(state: State, seat: int) -> float:
    """Steps the time token still has to go to the moon (dusk): the whole table's time."""
    return float(data.TIME_MOON - state["time"])


FEATURES: dict[str, Feature] = {
    "progress": progress,
    "vitality": vitality,
    "fatigue": fatigue,
    "new_tokens": new_tokens,
    "reward": reward,
    "penalty": penalty,
    "curses": curses,
    "move_cursed": move_cursed,
    "rest_cursed": rest_cursed,
    "flowers": flowers,
    "blocked": blocked,
    "time_left": time_left,
    "citadel_win": citadel_win,
    "citadel_loss": citadel_loss,
    "held_back": held_back,
    "guardian_win": guardian_win,
    "guardian_loss": guardian_loss,
}
BOT_FILE = Path(__file__).with_name("bot.toml")
WEIGHTS = load_weights(BOT_FILE, FEATURES)
PAR = float(tomllib.loads(BOT_FILE.read_text(encoding="utf-8"))["par"])  # a worth that counts as even


def value(state: State, seat: int) -> float:
    """The weighted sum of the seat's features."""
    return WEIGHTS.value(FEATURES, state, seat)


def evaluate(state: State, seat: int) -> float:
    """The seat's worth, half its own and half the table's mean (the game is lost together), against the par,
    squashed onto (0, 1)."""
    n = len(state["seats"])
    table = sum(value(state, s) for s in range(n)) / n
    return squash((value(state, seat) + table) / 2 - PAR, WEIGHTS.scale)


def settled(state: State, seat: int) -> bool:
    """Judge when the seat's turn is over or a new one begins; in the round's fights, once the seat has
    committed and before the die is rolled (the red flowers it may still lay counted as laid): the features
    weigh the fight's chances, so the look-ahead does not play a fight out on one roll of the die."""
    tasks = state["tasks"]
    if state["phase"] == "over" or not tasks:
        return True
    if state["phase"] == "resolve" and any(t["t"] == "roll" for t in tasks):
        return not any(seat in t.get("wait", ()) for t in tasks)
    top = tasks[-1]
    if top["t"] != "turn" or state["phase"] != "turn" or sofar(top, seat):
        return False  # not in the middle of a move asked step by step either (a peek: its place still to choose)
    return bool(top["seat"] != seat or not state["actions"])
