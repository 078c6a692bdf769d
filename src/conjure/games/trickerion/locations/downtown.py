"""Downtown (rulebook: Náměstí): learn a trick, hire a character, take coins by the dice; reroll or set a die.

The decision ``turn_downtown`` offers every action the character's remaining AP and the dice allow, and ``end``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from conjure.engine.actions import TypedId
from conjure.engine.terms import Terms

from .. import data, ids
from ..flow import FLOW, Events, Rng, State, Task
from ..phases.assignment import character_ids, hand_cards, take_card
from ..phases.placement import spend
from ..phases.preparation import meets, take_trick
from ..prophecies.locations import cost, foretold
from ..specials.bonuses import FORGO, bonus, ends_or_forgoes, forgo_option, parsed, spend_bonus, used
from ..specials.bonuses import fame as specials_fame
from ..steps import (
    coins_move,
    downtown_bonus,
    downtown_nexts,
    downtown_path,
    hire_move,
    invest_path,
    learn_move,
    reroll_move,
    set_move,
)
from ..theatre.stage import refacing, remove_marker
from .market import mixes, shelf

END, X, ANY = ids.End().format(), "X", "any"
SPECIALIST_TYPES = tuple(data.SPECIALISTS)
DICE_IDS = tuple(sorted(data.DICE))
DICE_AT = {
    place: [die for die in DICE_IDS if data.DICE[die].place == place]  # place → its dice, sorted
    for place in {d.place for d in data.DICE.values()}
}
# per die, sorted: its reroll id and, per face, the id that sets it (made once: Downtown lists them at every step)
REROLL_IDS = {die: reroll_move(die) for die in data.DICE}
SET_IDS = {die: [(face, set_move(die, face)) for face in sorted(set(data.DICE[die].faces))] for die in data.DICE}


def dice_at(state: State, place: str) -> list[str]:
    """The ids of the dice at a place (residence, inn, bank) showing a face other than X, one per distinct face."""
    seen: dict[str, str] = {}
    for die in DICE_AT.get(place, []):
        face = state["dice"][die]
        if face != X and face not in seen:
            seen[face] = die
    return sorted(seen.values())


# -- learn a trick (TRK-DOWN-1) ---------------------------------------------------------------------------------------


def trick_slot(seat: dict[str, Any]) -> str | None:
    """Where a newly learnt trick goes: a free board slot, else the engineer's free slot, else nowhere."""
    slots = [t["slot"] for t in seat["tricks"]]
    if len(slots) >= data.C["max_tricks_owned"]:
        return None
    if slots.count("board") < data.DATA.raw["workshop"]["trick_slots"]:
        return "board"
    if "engineer" in seat["specialists"] and "engineer" not in slots:
        return "engineer"
    return None


def learn_cost(seat: dict[str, Any], trick: str) -> int:
    """Coins to pay: the difference by which the seat's fame falls short of the trick's threshold."""
    return max(0, data.TRICKS[trick].threshold - int(seat["fame"]))


def learn_options(state: State, seat_no: int) -> list[str]:
    """Any trick of a school a residence die shows ("any": every school), or of the magician's favourite school
    with any residence die not showing X, within the coins to make up for missing fame."""
    seat = state["seats"][seat_no]
    if trick_slot(seat) is None:
        return []
    coins = seat["coins"]
    if coins < 0:
        return []  # learn_cost is never below 0: nothing is within the coins
    # learn_cost(seat, t) <= coins exactly when the trick's threshold is at most fame + coins
    limit = min(int(seat["fame"]) + coins, MOST_THRESHOLD)
    options: list[str] = []
    for die in dice_at(state, "residence"):
        face = state["dice"][die]
        schools = data.SCHOOLS_ORDER if face == ANY else sorted({face, seat["school"]})
        for school in schools:
            options += _learn_row(die, tuple(state["trick_decks"][school]), limit)
    return options


MOST_THRESHOLD = max(t.threshold for t in data.TRICKS.values())  # a limit above it learns any trick: the same row
THRESHOLD: dict[str, int] = {t: trick.threshold for t, trick in data.TRICKS.items()}  # read without the record


@lru_cache(maxsize=8192)
def _learn_row(die: str, deck: tuple[str, ...], limit: int) -> tuple[str, ...]:
    """The Learns with ``die`` of the tricks of ``deck`` whose fame threshold is at most ``limit`` (kept by these
    arguments, from the game's own data and state: at most 8,192)."""
    return tuple(learn_move(die, t) for t in deck if THRESHOLD[t] <= limit)


def learn(state: State, seat_no: int, die: str, trick: str, events: Events) -> None:
    seat = state["seats"][seat_no]
    slot = trick_slot(seat)
    assert slot is not None
    seat["coins"] -= learn_cost(seat, trick)
    take_trick(state, seat_no, trick, slot, events)
    state["dice"][die] = X


# -- hire a character (TRK-DOWN-2) ----------------------------------------------------------------------------------


def can_hire(seat: dict[str, Any], kind: str) -> bool:
    """An apprentice while discs remain (4 in all); a specialist of a type the seat has never had."""
    team: list[str] = seat["characters"] + seat["hired"]
    if kind == "apprentice":
        return team.count("apprentice") < int(data.C["apprentices_per_player"])
    return kind not in team


def hire_options(state: State, seat_no: int) -> list[str]:
    seat = state["seats"][seat_no]
    return [hire_move(die, state["dice"][die]) for die in dice_at(state, "inn") if can_hire(seat, state["dice"][die])]


def hire(state: State, seat_no: int, die: str, events: Events, kind: str | None = None) -> None:
    """The character (the die's, unless a card names another) waits at the Inn (``hired``) and joins the team at
    the End of Round."""
    kind = kind or state["dice"][die]
    state["seats"][seat_no]["hired"].append(kind)
    state["dice"][die] = X
    events.append({"type": "hire", "seat": seat_no, "char": kind})


# -- coins and the dice (TRK-DOWN-3, TRK-DOWN-4) ---------------------------------------------------------------------


def coins(state: State, seat_no: int, die: str, events: Events) -> None:
    gained = int(state["dice"][die]) * int(foretold(state, "bank_factor", 1))
    state["seats"][seat_no]["coins"] += gained
    state["dice"][die] = X
    events.append({"type": "coins", "seat": seat_no, "coins": gained})


def die_options(state: State, ap: int) -> list[str]:
    reroll, set_die, dice = ap >= cost(state, "reroll_die"), ap >= cost(state, "set_die"), state["dice"]
    options = []
    for die in DICE_IDS:
        if reroll:
            options.append(REROLL_IDS[die])
        if set_die:
            options += [aid for face, aid in SET_IDS[die] if face != dice[die]]
    return options


# -- the decision ------------------------------------------------------------------------------------------------------

COSTS = {
    "learn": "learn_trick",
    "hire": "hire_character",
    "coins": "take_coins",
    "reroll": "reroll_die",
    "set": "set_die",
}


def downtown_options(state: State, task: Task, seat: int) -> list[str]:
    ap = task["ap"]
    options = []
    if ap >= cost(state, "learn_trick"):
        options += learn_options(state, seat)
    if ap >= cost(state, "hire_character"):
        options += hire_options(state, seat)
    if ap >= cost(state, "take_coins"):
        options += bank_options(state)
    return [*options, *special_options(state, task, seat), *die_options(state, ap), *forgo_option(task), END]


# the first step of each plain action's moves (``downtown_path``): a Learn, a Hire, a Take Coins
ACT_LEARN, ACT_HIRE, ACT_COINS = (ids.Act(what, None).format() for what in ("learn", "hire", "coins"))
ACT_REROLL, ACT_SET = (ids.Act(what, None).format() for what in ("reroll", "set"))
ACT_DICE = frozenset((ACT_REROLL, ACT_SET))


def downtown_steps(state: State, task: Task, seat: int, begun: tuple[str, ...]) -> dict[str, str | None]:
    """The next steps of a Downtown turn after the steps ``begun`` (the engine's ``nexts``, see ``Flow.decision``),
    each with the move it completes: what :func:`downtown_options`' moves give along :func:`downtown_path`, found
    without listing them all (pinned by tests/trickerion/test_same_steps.py). Every move of one of its lists (the
    Learns, the Hires, the Take Coins, the special card's, the dice's) begins with that list's action, so the first
    step asks only whether each list has a move (its first move's action); a later step lists only the moves of the
    chosen action's list, and a plain Learn's only those of the chosen die and school (:func:`_learn_steps`;
    tests/trickerion/test_same_market.py)."""
    ap = task["ap"]
    if begun:
        first = begun[0]
        if first == ACT_LEARN:
            return _learn_steps(state, seat, begun) if ap >= cost(state, "learn_trick") else {}
        if first == ACT_HIRE:
            moves = hire_options(state, seat) if ap >= cost(state, "hire_character") else []
        elif first == ACT_COINS:
            moves = bank_options(state) if ap >= cost(state, "take_coins") else []
        elif first == ACT_REROLL:
            if len(begun) > 1 or ap < cost(state, "reroll_die"):
                return {}
            return dict(REROLL_NEXTS)  # every die, in DICE_IDS' order (a Reroll is complete at its die)
        elif first == ACT_SET:
            return _set_steps(state, begun) if ap >= cost(state, "set_die") else {}
        else:  # an action with the special card's bonus (End and Forgo are complete at the first step)
            moves = special_options(state, task, seat)
        return downtown_nexts(moves, begun)
    found: dict[str, str | None] = {}
    learn_ap, hire_ap, coins_ap, reroll_ap, set_ap = _action_aps(state)
    if ap >= learn_ap and can_learn(state, seat):
        found[ACT_LEARN] = None
    if ap >= hire_ap and _can_hire_any(state, seat):
        found[ACT_HIRE] = None
    if ap >= coins_ap and _shows(state, BANK_DICE):  # bank_options lists one a die
        found[ACT_COINS] = None
    for step in _special_steps(state, task, seat):
        if step not in found:
            found[step] = None
    for step in _dice_steps(state, ap, reroll_ap, set_ap):
        if step not in found:
            found[step] = None
    for move in (*forgo_option(task), END):
        found[move] = move  # its path is itself
    return found


ACT_LEARN_BONUS = ids.Act("learn", ids.SPECIAL).format()  # the first step of a Learn with the card's bonus
_APS: dict[Any, tuple[int, int, int, int, int]] = {}  # by the active prophecy (None: none in play)


def _action_aps(state: State) -> tuple[int, int, int, int, int]:
    """The AP costs of a Learn, a Hire, a Take Coins, a Reroll and a Set a Die (:func:`cost`), kept by the active
    prophecy: the first step asks them all at each call."""
    active = state["prophecy"]["active"] if state["prophecies"] else None
    found = _APS.get(active)
    if found is None:
        found = _APS[active] = (
            cost(state, "learn_trick"),
            cost(state, "hire_character"),
            cost(state, "take_coins"),
            cost(state, "reroll_die"),
            cost(state, "set_die"),
        )
    return found


def _special_steps(state: State, task: Task, seat_no: int) -> list[str]:
    """The first steps of :func:`special_options`' moves, in their order: Thirst for Knowledge's and Leaked
    Blueprints' (a Learn with the bonus) found without listing their Learns."""
    card, ap = bonus(task), task["ap"]
    if card is None:
        return []  # special_options lists nothing without a card
    seat = state["seats"][seat_no]
    if card == "thirst_for_knowledge" and ap >= cost(state, "learn_trick") - 1 and trick_slot(seat):
        coins, decks = seat["coins"], state["trick_decks"]
        if dice_at(state, "residence") and any(
            learn_cost(seat, t) <= coins for school in data.SCHOOLS_ORDER for t in decks[school]
        ):
            return [ACT_LEARN_BONUS]
        return []
    if card == "leaked_blueprints" and ap >= cost(state, "learn_trick"):
        return [ACT_LEARN_BONUS] if can_learn(state, seat_no, int(data.C["leaked_blueprints_up_to"])) else []
    steps: list[str] = []
    for move in special_options(state, task, seat_no):
        step = downtown_path(move)[0]
        if step not in steps:
            steps.append(step)
    return steps


def _can_hire_any(state: State, seat_no: int) -> bool:
    """Whether :func:`hire_options` lists a Hire (found without listing them: every Inn die not showing X asked,
    :func:`dice_at` keeping one a face)."""
    seat, dice = state["seats"][seat_no], state["dice"]
    for die in INN_DICE:
        face = dice[die]
        if face != X and can_hire(seat, face):
            return True
    return False


def _shows(state: State, dice: list[str]) -> bool:
    """Whether :func:`dice_at` of the place of ``dice`` lists a die (one of them does not show X)."""
    faces = state["dice"]
    for die in dice:
        if faces[die] != X:
            return True
    return False


RESIDENCE_DICE: list[str] = DICE_AT.get("residence", [])
INN_DICE: list[str] = DICE_AT.get("inn", [])
BANK_DICE: list[str] = DICE_AT.get("bank", [])


DIE_STEPS = {die: ids.Die(die).format() for die in DICE_IDS}  # a die → a Learn's second step
SCHOOL_STEPS = {school: ids.School(school).format() for school in data.SCHOOLS_ORDER}  # a school → a Learn's third


def _learn_steps(state: State, seat_no: int, begun: tuple[str, ...]) -> dict[str, str | None]:
    """The next steps of a plain Learn after ``begun`` (its first step, ``act:learn``): :func:`learn_options`'
    moves' along their paths (die → school → trick), the dice and schools found without making the Learns, the
    moves made only for the chosen die and school (one :func:`_learn_row`)."""
    seat = state["seats"][seat_no]
    coins = seat["coins"]
    if trick_slot(seat) is None or coins < 0:
        return {}
    limit = min(int(seat["fame"]) + coins, MOST_THRESHOLD)
    found: dict[str, str | None] = {}
    for die in dice_at(state, "residence"):
        if len(begun) > 1 and DIE_STEPS[die] != begun[1]:
            continue
        face = state["dice"][die]
        for school in data.SCHOOLS_ORDER if face == ANY else sorted({face, seat["school"]}):
            deck = state["trick_decks"][school]
            if len(begun) == 1:
                if any(THRESHOLD[t] <= limit for t in deck):
                    found[DIE_STEPS[die]] = None
                    break
            elif len(begun) == 2:
                if any(THRESHOLD[t] <= limit for t in deck):
                    found[SCHOOL_STEPS[school]] = None
            elif SCHOOL_STEPS[school] == begun[2]:
                return downtown_nexts(_learn_row(die, tuple(deck), limit), begun)
    return found


def can_learn(state: State, seat_no: int, cap: int = MOST_THRESHOLD) -> bool:
    """Whether :func:`learn_options` lists a Learn (found without listing them); ``cap``: a Learn of a trick whose
    fame threshold is at most ``cap`` (Leaked Blueprints')."""
    seat = state["seats"][seat_no]
    coins = seat["coins"]
    if trick_slot(seat) is None or coins < 0:
        return False
    limit = min(int(seat["fame"]) + coins, MOST_THRESHOLD, cap)
    faces, decks, own = state["dice"], state["trick_decks"], seat["school"]
    for die in RESIDENCE_DICE:  # every die not showing X (dice_at keeps one a face: the same schools)
        face = faces[die]
        if face == X:
            continue
        for school in data.SCHOOLS_ORDER if face == ANY else (face, own):
            for t in decks[school]:
                if THRESHOLD[t] <= limit:
                    return True
    return False


def _dice_steps(state: State, ap: int, reroll_ap: int, set_ap: int) -> list[str]:
    """The first steps of :func:`die_options`' moves, in their order (found without listing them): a Reroll's, then
    a Set a Die's (``reroll_ap``, ``set_ap``: their AP costs). A die with two faces or more can always be set to
    another: the dice are read only when none has."""
    steps = []
    if ap >= reroll_ap and DICE_IDS:
        steps.append(ACT_REROLL)
    if ap >= set_ap and (
        ANY_SETTABLE or any(face != state["dice"][die] for die in DICE_IDS for face, _ in SET_IDS[die])
    ):
        steps.append(ACT_SET)
    return steps


ANY_SETTABLE = any(len(SET_IDS[die]) > 1 for die in DICE_IDS)  # SET_IDS' faces are distinct
DIE_OF_STEP = {step: die for die, step in DIE_STEPS.items()}  # a Set a Die's second step → its die
REROLL_NEXTS: dict[str, str | None] = {DIE_STEPS[die]: REROLL_IDS[die] for die in DICE_IDS}  # after act:reroll
FACE_STEPS: dict[str, list[tuple[str, str, str]]] = {  # a die → (face, its Set a Die's last step, the move)
    die: [(face, downtown_path(move)[2], move) for face, move in SET_IDS[die]] for die in DICE_IDS
}


def _set_steps(state: State, begun: tuple[str, ...]) -> dict[str, str | None]:
    """The next steps of a Set a Die after ``begun`` (its first step, ``act:set``): :func:`die_options`' Set a
    Die moves' along their paths (die → face), without listing every die's moves."""
    faces = state["dice"]
    if len(begun) == 1:
        return {DIE_STEPS[die]: None for die in DICE_IDS if any(face != faces[die] for face, _ in SET_IDS[die])}
    die = DIE_OF_STEP.get(begun[1])
    if len(begun) > 2 or die is None:
        return {}
    return {step: move for face, step, move in FACE_STEPS[die] if face != faces[die]}


def bank_options(state: State) -> list[str]:
    """Take Coins with each bank die (one per distinct face)."""
    return [coins_move(die, state["dice"][die]) for die in dice_at(state, "bank")]


# -- the special cards of Downtown (TRK-DOWN-5) ------------------------------------------------------------------------

CHEAPER = ("thirst_for_knowledge", "headhunter", "interest")  # the boosted action costs 1 AP less


def can_hire_two(seat: dict[str, Any]) -> bool:
    """Mass Recruitment: room for two more apprentices and the coins for the second."""
    team: list[str] = seat["characters"] + seat["hired"]
    room = int(data.C["apprentices_per_player"]) - team.count("apprentice")
    return room >= 2 and seat["coins"] >= data.C["mass_recruitment_coins"]


def special_options(state: State, task: Task, seat_no: int) -> list[str]:
    card, ap = bonus(task), task["ap"]
    seat = state["seats"][seat_no]
    if card == "thirst_for_knowledge" and ap >= cost(state, "learn_trick") - 1 and trick_slot(seat):
        return downtown_bonus(
            [
                learn_move(die, t)
                for die in dice_at(state, "residence")
                for school in data.SCHOOLS_ORDER
                for t in state["trick_decks"][school]
                if learn_cost(seat, t) <= seat["coins"]
            ]
        )
    if card == "leaked_blueprints" and ap >= cost(state, "learn_trick"):
        blueprints = data.C["leaked_blueprints_up_to"]
        return downtown_bonus(
            [a for a in learn_options(state, seat_no) if data.TRICKS[ids.Learn.parse(a).trick].threshold <= blueprints]
        )
    if card == "headhunter" and ap >= cost(state, "hire_character") - 1:
        kinds = ["apprentice", *SPECIALIST_TYPES]
        return downtown_bonus([hire_move(die, k) for die in dice_at(state, "inn") for k in kinds if can_hire(seat, k)])
    if card == "trick_overhaul" and ap >= cost(state, "learn_trick"):
        return downtown_bonus(overhaul_options(state, seat_no))
    if card == "mass_recruitment" and ap >= cost(state, "hire_character") and can_hire_two(seat):
        return downtown_bonus(
            [hire_move(die, "apprentice") for die in dice_at(state, "inn") if state["dice"][die] == "apprentice"]
        )
    if card == "hypnotic_motivation" and ap >= cost(state, "hire_character"):
        return downtown_bonus(hire_options(state, seat_no))
    if card in ("interest", "fame_and_fortune", "investments") and ap >= cost(state, "take_coins") - (
        card == "interest"
    ):
        return downtown_bonus(bank_options(state))
    return []


def special_action(state: State, task: Task, seat: int, chosen: TypedId, rng: Rng, events: Events) -> None:
    """The boosted action with the card's effect; the bonus is spent."""
    card = bonus(task)
    assert card is not None
    spend(task, cost(state, COSTS[chosen.kind]) - (1 if card in CHEAPER else 0))
    spend_bonus(task)
    own = state["seats"][seat]
    match chosen:
        case ids.Learn(die, trick) if card == "trick_overhaul":
            assert chosen.old is not None
            trick_overhaul(state, seat, die, trick, chosen.old, events)
        case ids.Learn(die, trick):
            learn(state, seat, die, trick, events)
            if card == "leaked_blueprints":
                own["tricks"][-1]["markers"] = 1
        case ids.Hire(die) if card == "hypnotic_motivation":
            hypnotic_motivation(state, seat, die, events)
        case ids.Hire(die, character):
            hire(state, seat, die, events, character)
            if card == "mass_recruitment":
                own["coins"] -= data.C["mass_recruitment_coins"]
                own["hired"].append("apprentice")
                events.append({"type": "hire", "seat": seat, "char": "apprentice"})
        case ids.Coins(die):
            _boosted_coins(state, seat, card, die, rng, events)
    events.append({"type": "special_used", "seat": seat, "card": card})


def _boosted_coins(state: State, seat: int, card: str, die: str, rng: Rng, events: Events) -> None:
    """Take Coins with Interest, Fame and Fortune or Investments."""
    own = state["seats"][seat]
    face = state["dice"][die]
    if card == "interest":
        rolled = rng.choice(data.DICE[die].faces)
        extra = int(rolled) if rolled.isdigit() else 0
        own["coins"] += extra
        events.append({"type": "special_bonus", "seat": seat, "card": card, "rolled": rolled, "coins": extra})
    before = own["coins"]
    coins(state, seat, die, events)
    if card == "fame_and_fortune":
        specials_fame(state, seat, card, int(face) - 1, events)
    if card == "investments":
        FLOW.push(state, {"t": "invest", "seat": seat, "budget": own["coins"] - before})


def learnable(state: State, seat_no: int) -> list[tuple[str, str]]:
    """(die, trick) for every trick a residence die lets the seat learn, within its coins, room aside."""
    seat = state["seats"][seat_no]
    found = []
    for die in dice_at(state, "residence"):
        face = state["dice"][die]
        schools = data.SCHOOLS_ORDER if face == ANY else sorted({face, seat["school"]})
        found += [
            (die, t) for school in schools for t in state["trick_decks"][school] if learn_cost(seat, t) <= seat["coins"]
        ]
    return found


def overhaul_options(state: State, seat_no: int) -> list[str]:
    """Trick Overhaul: a Learn whose props the workshop meets, returning one of the seat's tricks in its place
    (``learn:<die>:<new>:<old>``); the returned trick's slot is the new one's, so a full board is no obstacle."""
    seat = state["seats"][seat_no]
    return [
        ids.Learn(die, new, (old["id"],)).format()
        for die, new in learnable(state, seat_no)
        if meets(seat, new)
        for old in seat["tricks"]
    ]


def trick_overhaul(state: State, seat_no: int, die: str, new: str, old: str, events: Events) -> None:
    """The old trick goes back to its deck; the new one takes its place, its symbol and all its markers, those set
    up on performance cards too (the tokens stay as they lie: their corners, so the links, do not change)."""
    seat = state["seats"][seat_no]
    seat["coins"] -= learn_cost(seat, new)
    state["dice"][die] = X
    record = next(t for t in seat["tricks"] if t["id"] == old)
    state["trick_decks"][data.TRICKS[new].school].remove(new)
    to_deck(state, old)
    old_school, new_school = data.TRICKS[old].school, data.TRICKS[new].school
    for markers in state["stage"].values():
        for m in markers:
            if m["seat"] == seat_no and m["trick"] == old:
                m["trick"], m["facing"] = new, refacing(old_school, new_school, m["facing"])
    record["id"] = new
    record.pop("enhanced", None)  # Enhance Trick's shard lay on the returned card
    events.append({"type": "overhaul", "seat": seat_no, "trick": new, "old": old, "markers": record["markers"]})


# -- returning a trick at will (TRK-DOWN-7; offered by returns.py) -----------------------------------------------------


def to_deck(state: State, trick: str) -> None:
    """A trick card back into its school's face-up deck, in the deck's own order (data.toml's)."""
    deck = state["trick_decks"][data.TRICKS[trick].school]
    held = {*deck, trick}
    deck[:] = [t for t in data.TRICKS if t in held]


def return_trick(state: State, seat_no: int, trick: str, events: Events) -> None:
    """The trick card back to its deck in the Dahlgaard Residence; its markers, those on performance cards too,
    back to the supply (its symbol marker is free again)."""
    seat = state["seats"][seat_no]
    for card, markers in sorted(state["stage"].items()):
        for m in [m for m in markers if m["seat"] == seat_no and m["trick"] == trick]:
            remove_marker(state, card, m["slot"])
    seat["tricks"] = [t for t in seat["tricks"] if t["id"] != trick]
    to_deck(state, trick)
    events.append({"type": "trick_returned", "seat": seat_no, "trick": trick})


def hypnotic_motivation(state: State, seat_no: int, die: str, events: Events) -> None:
    """Hypnotic Motivation: the hired character joins the team at once and may get a card from the hand, to be
    placed later in this phase."""
    kind = state["dice"][die]
    seat = state["seats"][seat_no]
    seat["characters"].append(kind)
    if kind in SPECIALIST_TYPES:
        seat["specialists"].append(kind)
    state["dice"][die] = X
    char = character_ids(seat)[-1]
    events.append({"type": "hire", "seat": seat_no, "char": kind, "joined": char})
    FLOW.push(state, {"t": "motivate", "seat": seat_no, "char": char})


def motivate_options(state: State, task: Task, seat: int) -> list[str]:
    return [
        *(ids.text(ids.Assign, task["char"], c) for c in hand_cards(state["seats"][seat])),
        ids.text(ids.Idle, task["char"]),
    ]


@FLOW.decision("motivate", motivate_options, ask_single=True)
def motivate(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """A card from the hand under the new character (it is placed later this phase), or none (idle)."""
    state["tasks"].pop()
    if isinstance(chosen := ids.parse(aid), ids.Assign):
        take_card(state, seat, chosen.char, chosen.card)
        events.append({"type": "assign", "seat": seat, "char": chosen.char, "card": chosen.card})


def invest_options(state: State, task: Task, seat: int) -> list[str]:
    """Investments: up to 3 props on offer, paid from the coins just taken; or none."""
    return [
        *(ids.Invest(tuple(m)).format() for m in mixes(state, seat, data.C["investments_most"], task["budget"])),
        ids.Invest((ids.NONE,)).format(),
    ]


def invest_terms(state: State, task: Task, seat: int, move: str) -> Terms:
    """Investments' purchase: the props' price, and the props."""
    props = ids.Invest.parse(move).chosen
    offer = shelf(state)
    return Terms.of({"coins": sum(offer[p] for p in props)}, {p: props.count(p) for p in props})


@FLOW.decision("invest", invest_options, path=invest_path, terms=invest_terms)  # one prop at a time
def invest(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    props = ids.Invest.parse(aid).chosen
    own = state["seats"][seat]
    offer = shelf(state)
    paid = sum(offer[p] for p in props)
    own["coins"] -= paid
    for prop in props:
        own["props"][prop] = own["props"].get(prop, 0) + 1
    events.append({"type": "buy_mix", "seat": seat, "props": props, "coins": paid, "card": "investments"})


def downtown_terms(state: State, task: Task, seat: int, move: str) -> Terms:
    """What a Downtown move costs (AP, 1 less with a card that makes it cheaper; a Learn below the trick's fame
    threshold its coins; Mass Recruitment's second apprentice its coins) and gives (at least the coins a bank die
    shows; +1 AP for giving the bonus up)."""
    chosen, card = ids.parse(move), bonus(task) if used(move) else None
    if isinstance(chosen, ids.Forgo):
        return Terms.of(gain={"ap": 1})
    if chosen.kind not in COSTS:
        return Terms()
    paid = {"ap": cost(state, COSTS[chosen.kind]) - (1 if card in CHEAPER else 0)}
    match chosen:
        case ids.Learn(trick=trick) if card != "trick_overhaul":
            return Terms.of({**paid, "coins": learn_cost(state["seats"][seat], trick)})
        case ids.Hire() if card == "mass_recruitment":
            return Terms.of({**paid, "coins": data.C["mass_recruitment_coins"]})
        case ids.Coins(die=die) if state["dice"][die] != X:
            return Terms.of(paid, {"coins": int(state["dice"][die]) * int(foretold(state, "bank_factor", 1))})
    return Terms.of(paid)


@FLOW.decision(
    "turn_downtown", downtown_options, path=downtown_path, terms=downtown_terms, nexts=downtown_steps
)  # asked step by step
def turn_downtown(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    if aid == END or aid == FORGO:  # their kind is their id
        ends_or_forgoes(state, task, seat, aid, events, _only_end)
        return
    chosen = parsed(aid)
    if used(aid):
        special_action(state, task, seat, chosen, rng, events)
        return
    spend(task, cost(state, COSTS[chosen.kind]))
    match chosen:
        case ids.Learn(die, trick):
            learn(state, seat, die, trick, events)
        case ids.Hire(die):
            hire(state, seat, die, events)
        case ids.Coins(die):
            coins(state, seat, die, events)
        case ids.Reroll(die):
            state["dice"][die] = rng.choice(data.DICE[die].faces)
            events.append({"type": "reroll", "seat": seat, "die": die, "face": state["dice"][die]})
        case ids.SetDie(die, face):
            state["dice"][die] = face
            events.append({"type": "set_die", "seat": seat, "die": die, "face": face})


def _only_end(state: State, task: Task, seat: int) -> bool:
    """Whether ``end`` is the turn's only option (``FLOW.option_ids``, a stepwise kind's first steps, is
    ``[END]``): :func:`downtown_steps`' first step asked action by action, the cheapest first (a Reroll is
    possible whenever its AP are)."""
    if forgo_option(task):
        return False
    ap = task["ap"]
    learn_ap, hire_ap, coins_ap, reroll_ap, set_ap = _action_aps(state)
    if _dice_steps(state, ap, reroll_ap, set_ap):
        return False
    if ap >= coins_ap and _shows(state, BANK_DICE):
        return False
    if ap >= hire_ap and _can_hire_any(state, seat):
        return False
    if ap >= learn_ap and can_learn(state, seat):
        return False
    return not _special_steps(state, task, seat)
