"""Help texts in Czech, English and German: what each flower and curse does, what a decision is about,
what a legal action leads to, and the closing lines under the final standings.

Presentation only: the rules logic never imports this module.
"""

from __future__ import annotations

from typing import Any

from conjure.engine.actions import TypedId
from conjure.engine.flow import sofar
from conjure.i18n import LANGS, N_

from . import data, ids
from .citadel import adventurer_malus, kingos_strength
from .flow import FLOW
from .island import THORNS, against_thorns, step_target
from .labels import ENERGY, SLOT, TERMS, T, card_name, place, players_text

FLOWER_TEXT = {
    "move2": N_("yellow, with the Flower action: move up to two fields by the movement rules (into the unknown too)"),
    "restore": N_("yellow, with the Flower action: restore up to {energy}"),
    "sun": N_("yellow, with the Flower action: move the time token 1 step toward the sun"),
    "draw2": N_("yellow, with the Flower action: draw 2 flowers"),
    "uncurse": N_("yellow, with the Flower action: discard one of your curses without playing it"),
    "strength": N_("red, in a fight: strength +{bonus}"),
    "kordie": N_(
        "red, in a fight against guardians: strength +{bonus}, but nobody on that field gets a reward; not against Kingoš"
    ),
    "shield": N_("red, in a fight: if the fight is lost, you take no penalty and are not banished"),
    "cancel": N_("green, even out of your turn: cancel a blue curse just played"),
    "peek": N_("green, in your turn: look at up to two unexplored places next to explored fields"),
    "stay": N_("green: when you would be banished, stay where you are"),
    "noshadow": N_("green, in a fight on a shadow field: the guardians' +1 from the shadow does not count"),
    "step": N_("green, once in your turn and without an action: a step onto an explored field"),
    "bluff": N_("red: does nothing (a bluff); it returns to your hand after the fight and is never discarded"),
}

CURSE_TEXT = {
    "banish_far": N_(
        "blue: the adventurer farthest from the citadel is banished (its player picks among equally far ones)"
    ),
    "spawn_near": N_("blue: a guardian appears on the explored field without a guardian nearest the citadel"),
    "tire_all": N_("blue: every adventurer moves 1 energy from vitality to fatigue"),
    "moon": N_("blue: the time token moves 1 step toward the moon"),
    "steal": N_("blue: every other player discards a flower of his choice"),
    "penalty_plus": N_("white: the penalty for a lost fight is 1 greater"),
    "draw_two": N_("white: when a guardian is drawn, draw two and place the stronger"),
    "reward_minus": N_("white: the reward for each defeated guardian is 1 smaller"),
    "guardian_plus": N_("white: every guardian has 1 more strength (not Kingoš)"),
    "rest_minus": N_("white: Rest restores 1 energy less"),
    "kingos_plus": N_("white: Kingoš has {bonus} more strength"),
}
WHITE_NOTE = N_("once played it lies on the time card and holds until another replaces it")


def card_effect(cid: str, lang: str, advanced: bool = False) -> str:
    """What a flower or curse card does, in a few words."""
    lang = lang if lang in LANGS else "en"
    if cid in data.FLOWERS:
        rec = data.FLOWERS[cid]
        most = int(rec.get("advanced" if advanced else "basic", 0) or 0)
        return T.get(lang, FLOWER_TEXT[rec["effect"]]).format(
            bonus=rec.get("bonus", 0), energy=T.count(lang, ENERGY, most)
        )
    if cid in data.CURSES:
        rec = data.CURSES[cid]
        return T.get(lang, CURSE_TEXT[rec["effect"]]).format(bonus=rec.get("bonus", 0))
    return ""


def card_line(cid: str, lang: str, advanced: bool = False) -> str:
    return f"{card_name(cid, lang)} – {card_effect(cid, lang, advanced)}"


# ---- the help command: which rule poses the current decision, and what is decided --------------

HELP: dict[str, tuple[str, str]] = {
    "turn": (
        "INS-TURN-1",
        N_(
            "Your turn: choose an action (at most two different ones, the second costs 1 energy), a green flower, or end your turn."
        ),
    ),
    "step": ("INS-CARD-BEZNIK", N_("Runner: take another step by the movement rules, or stop here.")),
    "amount": ("INS-CARD-HVEZDOS", N_("Starwort: choose how much energy to restore.")),
    "trnolam": ("INS-CARD-TRNOLAM", N_("Thornbreaker: choose which of your curses to discard.")),
    "turn:row": ("INS-STEP-1", N_("Eyebright: in which row from the coast do you look?")),
    "turn:peek": ("INS-STEP-1", N_("Eyebright: which unexplored place do you look at?")),
    "bulv2:peek": ("INS-STEP-1", N_("Eyebright: which unexplored place do you look at?")),
    "bulv2": ("INS-CARD-BULVUSKA", N_("Eyebright: look at a second unexplored place, or stop.")),
    "discard_pick:limit": ("INS-FLOWER-1", N_("You hold more than five flowers: discard one.")),
    "discard_pick:penalty": ("INS-CIRCLE-6", N_("A penalty: discard a flower of your choice.")),
    "discard_pick:zlodejka": ("INS-CARD-ZLODEJKA", N_("Thief: discard a flower of your choice.")),
    "lose_pick": (
        "INS-CIRCLE-6",
        N_("A penalty: choose whether the lost energy token comes from vitality or from fatigue."),
    ),
    "slash": ("INS-CIRCLE-7", N_("A field with a slash: choose which of the symbols that can be carried out applies.")),
    "place": (
        "INS-CIRCLE-3",
        N_("Put each drawn curse face down on a free slot; it blocks that action until you play it."),
    ),
    "commit:0": ("INS-FIGHT-2", N_("A fight: choose in secret how much energy from vitality you commit.")),
    "commit:1": ("INS-FIGHT-3", N_("A fight: lay a red flower face down with your energy (Showbloom is a bluff).")),
    "commit:2": (
        "INS-CARD-STINOVKA",
        N_("A fight on a shadow field: decide whether to play Shadebane against the guardians' +1 from the shadow."),
    ),
    "red": ("INS-FIGHT-3", N_("The energy is revealed: play one red flower, or none.")),
    "krizek": ("INS-CARD-KRIZEK", N_("A blue curse was played: cancel it with Crosslet, or let it act.")),
    "rosnatka": ("INS-CARD-ROSNATKA", N_("You are to be banished: stay where you are with Sundew, or go.")),
    "opratka": ("INS-CARD-OPRATKA", N_("Noose: choose which of the farthest adventurers is banished.")),
    "zrozeni": ("INS-CARD-ZROZENI", N_("Birth: choose which of the nearest fields the guardian appears on.")),
    "refill": (
        "INS-GUARD-2",
        N_("The bag is refilled: choose which of the equally far guardians goes back into the bag."),
    ),
}


def help_key(state: dict[str, Any], seat: int) -> str | None:
    """Which HELP entry describes the seat's current decision (None: the seat is not to act)."""
    if state["phase"] == "over":
        return None
    task = FLOW.top_decision(state)
    if task is None or seat not in FLOW.waiting(task):
        return None
    kind = str(task["t"])
    if kind == "discard_pick":
        return f"discard_pick:{task.get('why', 'penalty')}"
    if kind == "commit":
        return f"commit:{state['fight']['stage'][seat]}"
    begun = sofar(task, seat)  # a peek begun (INS-STEP-1): its row, then its place is asked next
    if kind == "turn" and begun:
        return "turn:row" if len(begun) == 1 else "turn:peek"
    if kind == "bulv2" and begun:
        return "bulv2:peek"
    return kind


def decision_help(state: dict[str, Any], seat: int, lang: str = "en") -> tuple[str, str] | None:
    key = help_key(state, seat)
    if key is None:
        return None
    rule, texts = HELP[key]
    return rule, T.get(lang, texts)


# ---- what a legal action leads to, beyond its label ----------------------------------------------

NOTE = {
    "second": N_("second action: you pay 1 energy first"),
    "draw": N_("you draw a flower card; above five flowers you must discard at once"),
    "unknown": N_("an unexplored place: you draw an island card (danger brings a guardian)"),
    "facedown": N_("a face-down card: it turns face up as you enter (danger brings a guardian)"),
    "known": N_("a face-down card you know: {kind}"),
    "terrain": N_("there: {kind}"),
    "guard": N_("a guardian of strength {n} stands there: a fight at the end of the round"),
    "guards": N_("guardians of strength {n} stand there: a fight at the end of the round"),
    "thorns": N_("against the thorns: a penalty of {n}"),
    "citadel": N_("the citadel: a fight with Kingoš at the end of the round (strength {n})"),
    "malus": N_("every adventurer there counts {n} less"),
    "restore": N_("you restore {energy}"),
    "keep": N_("{energy} stays in your vitality"),
    "blocks": N_("it blocks {slot} until you play it"),
}
ACTION_KINDS = ("move", "rest", "flower", "curse", "certainty")


def _top_kind(state: dict[str, Any]) -> str | None:
    task = FLOW.top_decision(state)
    return str(task["t"]) if task is not None else None


def _note(key: str, lang: str, **fields: Any) -> str:
    texts = NOTE[key]
    return T.get(lang, texts).format(**fields)


def explain_action(state: dict[str, Any], seat: int, aid: str, lang: str = "en") -> str:
    lang = lang if lang in LANGS else "en"
    chosen = ids.parse(aid)
    notes = _card_notes(state, seat, chosen, lang) + _move_notes(state, seat, chosen, lang)
    match chosen:
        case ids.Flower("draw"):
            notes.append(_note("draw", lang))
        case ids.Certainty("rest"):
            notes.append(_note("restore", lang, energy=T.count(lang, ENERGY, data.RULES["certainty_rest"])))
        case ids.Commit(energy):
            left = state["seats"][seat]["vitality"] - energy
            notes.append(_note("keep", lang, energy=T.count(lang, ENERGY, left)))
    if chosen.kind in ACTION_KINDS and _top_kind(state) == "turn" and len(state["actions"]) == 1:
        notes.append(_note("second", lang))
    return "; ".join(notes)


def _card_notes(state: dict[str, Any], seat: int, chosen: TypedId, lang: str) -> list[str]:
    adv = state["advanced"]
    match chosen:
        case ids.Flower(c) | ids.Discard(c) | ids.Red(c) | ids.Krizek(c) | ids.Rosnatka(c) | ids.Stino(c) if (
            c in data.FLOWERS
        ):
            return [card_line(c, lang, adv)]
        case ids.Curse(slot) | ids.Trnolam(slot):
            card = state["seats"][seat]["slots"].get(slot)
            return [card_line(card, lang, adv)] if card else []
        case ids.Place(c, slot) if c in data.CURSES:
            return [card_line(c, lang, adv), _note("blocks", lang, slot=T.table(lang, SLOT)[slot])]
    return []


def _move_notes(state: dict[str, Any], seat: int, chosen: TypedId, lang: str) -> list[str]:
    match chosen:
        case ids.Move(d) | ids.Step(d) | ids.Koren(d) if d in data.DIRS:
            pass
        case ids.Certainty("move", str(d)):
            pass
        case _:
            return []
    pos = state["seats"][seat]["position"]
    target = step_target(state, pos, d)
    if target is None:
        return []
    if target == data.CITADEL:
        notes = [_note("citadel", lang, n=kingos_strength(state))]
        malus = adventurer_malus(state)
        return notes + ([_note("malus", lang, n=malus)] if malus else [])
    cell = state["cells"].get(target)
    notes = [_terrain(cell, target, seat, lang)]
    guards = state["guardians"].get(target)
    if guards:
        notes.append(
            _note(
                "guard" if len(guards) == 1 else "guards",
                lang,
                n=" + ".join(str(data.GUARDIANS[g]["strength"]) for g in guards),
            )
        )
    if cell is not None and cell["up"]:
        thorny = against_thorns(state, pos, target, d)
    else:  # only the hedge of the card one stands on is known
        thorny = any(edge == d and facing != d for edge, facing in THORNS.get(state["cells"][pos]["card"], ()))
    if thorny:
        n = data.RULES["thorn_penalty_advanced" if state["advanced"] else "thorn_penalty_basic"]
        notes.append(_note("thorns", lang, n=n))
    return notes


def _terrain(cell: dict[str, Any] | None, key: str, seat: int, lang: str) -> str:

    if cell is None:
        return _note("unknown", lang)
    card = cell["card"]
    kind = T.table(lang, TERMS).get(data.ISLAND[card]["kind"], "") if card in data.ISLAND else place(key, lang)
    if cell["up"]:
        return _note("terrain", lang, kind=kind)
    if seat in cell["seen"]:
        return _note("known", lang, kind=kind)
    return _note("facedown", lang)


# ---- the lines under the final standings -------------------------------------------------------

RESULT = {
    "dusk": N_("Dusk: Kingoš won. Every adventurer lost; nobody wins."),
    "beaten": N_("Kingoš is beaten."),
    "basic_one": N_("{who} wins with the greatest strength in the winning fight ({n})."),
    "basic_many": N_("{who} win together with the same greatest strength in the winning fight ({n})."),
    "purple": N_("The purple citadel has a single winner: {who} with strength {n}."),
    "purple_tie": N_("Equal strength was decided by the order in which the players entered the citadel."),
    "blue": N_("In the blue citadel every adventurer of the winning fight wins: {who}."),
    "others": N_("The others lost."),
    "ranked": N_("The other fighters of the final fight follow by strength, then by order of entry."),
}


def _line(key: str, lang: str, **fields: Any) -> str:
    text = T.get(lang, RESULT[key]).format(**fields)
    return text[:1].upper() + text[1:]


def result_lines(result: dict[str, Any], lang: str = "en") -> list[str]:
    lang = lang if lang in LANGS else "en"
    if result.get("outcome") == "dusk":
        return [_line("dusk", lang)]
    winners = list(result["winners"])
    best = max(result["scores"][s] for s in winners)
    who = players_text(winners, lang)
    lines = [_line("beaten", lang)]
    variant = result.get("variant", "basic")
    if variant == "purple":
        lines.append(_line("purple", lang, who=who, n=best))
        if result.get("tiebreak", "none") != "none":
            lines.append(_line("purple_tie", lang))
    elif variant == "blue":
        lines.append(_line("blue", lang, who=who))
    else:
        lines.append(_line("basic_one" if len(winners) == 1 else "basic_many", lang, who=who, n=best))
    if variant == "purple" and len(result.get("fighters", winners)) > 1:
        lines.append(_line("ranked", lang))
    elif len(winners) < len(result["scores"]):
        lines.append(_line("others", lang))
    return lines
