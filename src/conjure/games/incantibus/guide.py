"""Help for the players: what the current decision is (with its rule id), what an action does, and
who won and how. Words only; the rules logic lives elsewhere and is only read here."""

from __future__ import annotations

from typing import Any

from conjure.i18n import N_, Np_, known_lang

from . import ids, suitcase
from .data import DATA, Need
from .labels import (
    T,
    cap,
    kind_name,
    kind_note,
    need_text,
    player,
    points,
    short_name,
    spell_effect,
)
from .scoring import ties_best_first
from .spell_phase import choices
from .view import view

KINDS = DATA.kinds

# The rule (docs/rules/incantibus.md) each kind of decision comes from.
RULE_OF = {
    "overflow": "INC-GAIN-2",
    "ultimus": "INC-GAIN-4",
    "cast": "INC-GAIN-6",
    "steal": "INC-SPELL-ALKIMIA",
    "retiro": "INC-SPELL-RETIRO",
    "imperium": "INC-SPELL-IMPERIUM",
    "video": "INC-SPELL-VIDEO",
}
PAY_RULE = {"potion": "INC-GAIN-5", "book": "INC-EXP-2", "wizard": "INC-CRYPT-2"}

SENTENCES = {
    "room": N_(
        "Point your wand in secret at a room token or at {items}; if several players pick the same, the strongest wand gets it and swaps with the weakest."
    ),
    "crypt": N_(
        "Point your wand in secret at a wizard (a face-up one only if you hold its weakness; a hidden one flees if you cannot pay it), or at {items}."
    ),
    "pay": N_("Choose what to hand in for {item} (needed: {need}); {done} of {total} handed in."),
    "overflow": N_(
        "The new {kind} does not fit in your suitcase: drop one of your tokens from a full field into the moat, or throw the new one in."
    ),
    "ultimus": N_("You have no weapon for the {kind}: spend Ultimus to catch it, or keep Ultimus and let it go."),
    "cast": N_("You gained a spell token: cast one of the face-up spells."),
    "steal": N_("Alkimia: choose which ingredient, weapon or gold to steal, and from whom."),
    "retiro": N_("Retiro: choose a token to take out of the moat."),
    "imperium": N_("Imperium: choose a face-up token to take from the room."),
    "video": N_("Video: choose a face-down token to look at; you take it if you can."),
}
ITEMS = {"apprentice": N_("a potion you can brew"), "expert": N_("a potion or book you can pay for")}
PAID_WIZARD = N_("the wizard {name}")
PAID_ARTICLE = {"potion": Np_("paid potion", "the {name}"), "book": Np_("paid book", "the {name}")}
MONSTER = N_("monster")

EXPLAIN = {
    "hidden": N_("A face-down token: you see what it is when you get it (a monster without its weapon flees)."),
    "hidden_wizard": N_("The wizard is turned over first; if you cannot pay its weakness it flees into the moat."),
    "pay": N_("You hand in {need} and gain {points}."),
    "no_room": N_("It does not fit in your suitcase: you will have to throw something into the moat."),
    "flees": N_("You have no {weapon}: the monster would flee."),
    "ultimus_only": N_("You have no {weapon}, but you may spend Ultimus."),
    "lose": N_("You lose {points}."),
    "forgo": N_("You give up {points}."),
    "ultimus:use": N_("Ultimus goes into the moat and the monster is yours."),
    "ultimus:decline": N_("The monster is not caught; you keep Ultimus."),
}

RESULT = {
    "winner": N_("{who} wins with {points}."),
    "parts": N_("{who}'s points: {parts}."),
    "no_wizards": N_("The game ended because no wizard was left in the crypt."),
    "wand_down": N_("The game ended at once: whoever can gain nothing more puts the wand down – {who}."),
    "tie": N_("{who} have {pts} each; the stronger wand ranks first: {order}."),
}
WAND = N_("wand {n}")
AND = N_(" and ")
CATEGORY = {
    "gold": N_("gold"),
    "monster": N_("monsters"),
    "potion": N_("potions"),
    "spell": N_("spell tokens"),
    "wizard": N_("wizards"),
    "book": N_("books"),
    "wand": N_("wand"),
}


def cs_from(n: int) -> str:
    """The Czech preposition "z" or "ze" before a number (ze 2, ze 3, ze 4, z 5 …), as it is spoken."""
    first = n if n < 10 else n // 10 if n < 100 else 0
    return "ze" if first in (2, 3, 4, 6, 7) or n in (12, 13, 14, 16, 17) else "z"


# -- the current decision -------------------------------------------------------------------------------
def progress(need: Need, given: list[str]) -> tuple[int, int]:
    """How far a payment is: (handed in, needed), counted in tokens (gold: in gold value)."""
    if "gold" in need:
        return sum(KINDS[k].gold for k in given), need["gold"]
    if "recipe" in need:
        return len(given), len(need["recipe"])
    return len(given), need.get("count", need.get("any", need.get("special", 1)))


def paid_item(kind: str, lang: str) -> str:
    """What a payment is for, as the object of 'pay for': 'the green potion', 'the wizard Bert Hroznata'."""
    lang = known_lang(lang)
    info = KINDS[kind]
    if info.category == "wizard":
        return T.get(lang, PAID_WIZARD).format(name=kind_name(kind, lang))
    name = short_name(kind, lang, "acc")
    return T.get(lang, PAID_ARTICLE[info.category]).format(name=name)


def decision_sentence(decision: dict[str, Any], lang: str) -> str:
    """One sentence on the decision in a table's ``decision`` entry (see view.py)."""
    lang = known_lang(lang)
    kind = decision["type"]
    if kind == "pay":
        done, total = progress(decision["need"], decision["given"])
        return T.get(lang, SENTENCES["pay"]).format(
            item=paid_item(decision["paying_for"], lang),
            need=need_text(decision["need"], lang),
            done=done,
            total=total,
            z=cs_from(total),
        )
    shown = kind_name(decision["kind"], lang) if decision.get("kind") else T.get(lang, MONSTER)
    return T.get(lang, SENTENCES[kind]).format(kind=shown)


def decision_rule(decision: dict[str, Any]) -> str:
    if decision["type"] == "pay":
        return PAY_RULE[KINDS[decision["paying_for"]].category]
    return RULE_OF[decision["type"]]


def decision_help(state: dict[str, Any], seat: int, lang: str) -> tuple[str, str] | None:
    lang = known_lang(lang)
    if state["phase"] == "spell":
        if choices(state)[seat] is not None:
            return None
        items = T.get(lang, ITEMS[state["mode"]])
        if state["crypt"] is not None:
            return "INC-CRYPT-2", T.get(lang, SENTENCES["crypt"]).format(items=items)
        return "INC-PHASE-1", T.get(lang, SENTENCES["room"]).format(items=items)
    decision = view(state, seat)["decision"]
    if decision is None or decision["seat"] != seat:
        return None
    return decision_rule(decision), decision_sentence(decision, lang)


# -- what an action does ----------------------------------------------------------------------------
def explain_action(state: dict[str, Any], seat: int, action_id: str, lang: str) -> str:
    lang = known_lang(lang)
    match ids.parse(action_id):
        case ids.Take("hidden"):
            return T.get(lang, EXPLAIN["hidden"])
        case ids.Take(_, _, token):
            return _explain_gain(state, seat, token or "", lang)
        case ids.Duel(_, "hidden"):
            return T.get(lang, EXPLAIN["hidden_wizard"])
        case ids.Brew(_, token) | ids.Master(_, token) | ids.Duel(_, token):
            info = KINDS[token]
            return T.get(lang, EXPLAIN["pay"]).format(
                need=need_text(info.need or {}, lang), points=points(info.points, lang)
            )
        case ids.Drop(token) | ids.Reject(token) as chosen:
            worth = KINDS[token].points
            key = "lose" if chosen.kind == "drop" else "forgo"
            return T.get(lang, EXPLAIN[key]).format(points=points(worth, lang)) if worth else ""
        case ids.Give(token):
            worth = KINDS[token].points
            words = [cap(kind_note(token, lang)) + "."] if KINDS[token].special and not worth else []
            words += [T.get(lang, EXPLAIN["lose"]).format(points=points(worth, lang))] if worth else []
            return " ".join(words)
        case ids.Ultimus():
            return T.get(lang, EXPLAIN[action_id])
        case ids.Cast(spell):
            return cap(spell_effect(spell, lang)) + "." if spell != "none" else ""
        case ids.Steal(_, token) | ids.Retiro(token) | ids.Imperium(_, token):
            return _explain_gain(state, seat, token, lang)
    return ""


def _explain_gain(state: dict[str, Any], seat: int, kind: str, lang: str) -> str:
    """What a token is worth, and whether it would flee or overflow the seat's suitcase."""
    words = [cap(kind_note(kind, lang)) + "."]
    owned = suitcase.owned_counts(state, seat)
    if KINDS[kind].category == "monster" and not owned[DATA.catcher_of[kind]]:
        weapon = kind_name(DATA.catcher_of[kind], lang)
        words.append(T.get(lang, EXPLAIN["ultimus_only" if owned["ultimus"] else "flees"]).format(weapon=weapon))
    elif KINDS[kind].field != "stack" and not suitcase.fits_kinds(state, seat, suitcase.kinds_of(state, seat) + [kind]):
        words.append(T.get(lang, EXPLAIN["no_room"]))
    return " ".join(words)


# -- the end -------------------------------------------------------------------------------------------
def _names(seats: list[int], lang: str) -> str:
    names = [player(s, lang) for s in seats]
    return ", ".join(names[:-1]) + T.get(lang, AND) + names[-1] if len(names) > 1 else names[0]


def result_lines(result: dict[str, Any], lang: str) -> list[str]:
    lang = known_lang(lang)
    scores, wands = result["scores"], result["wands"]
    winner = result["winners"][0]
    lines = [
        T.get(lang, RESULT["winner"]).format(
            who=player(winner, lang), points=T.nptr(lang, "dative", "{n} point", "{n} points", scores[winner])
        )
    ]
    breakdown = result["breakdown"][winner]
    parts = ", ".join(f"{T.get(lang, CATEGORY[k])} {breakdown[k]}" for k in CATEGORY if breakdown.get(k))
    if parts:
        lines.append(
            T.get(lang, RESULT["parts"]).format(
                who=player(winner, lang), who_gen=player(winner, lang, "gen"), parts=parts
            )
        )
    end = result.get("end") or {}
    if end.get("reason") == "no_wizards":
        lines.append(T.get(lang, RESULT["no_wizards"]))
    elif end.get("reason") == "wand_down":
        lines.append(T.get(lang, RESULT["wand_down"]).format(who=_names(end["seats"], lang)))
    for group in ties_best_first(scores):
        ordered = sorted(group, key=lambda s: -wands[s])
        order = ", ".join(f"{player(s, lang)} ({T.get(lang, WAND).format(n=wands[s])})" for s in ordered)
        lines.append(
            T.get(lang, RESULT["tie"]).format(
                who=_names(group, lang), n=scores[group[0]], pts=points(scores[group[0]], lang), order=order
            )
        )
    return lines
