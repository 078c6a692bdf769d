"""Labels for the actions of the Theatre and the Performance phase (``theatre/stage.py``, ``theatre/performance.py``,
``theatre/abilities.py``), in the package's gettext catalogs like every other label (``labels.py`` hands the
``KINDS`` here).

Tricks are named by ``texts``; a performance card by its theatre and its number within that theatre's cards; a slot by its place on the card's
2 × 3 grid; each text is one whole message (no words glued together), English being the message id.
"""

from __future__ import annotations

from conjure.i18n import N_, Texts

from .. import data, ids, texts

T = Texts("conjure.games.trickerion")

KINDS = frozenset(
    {"setup", "reschedule", "slot", "face", "gain", "perform", "decline", "possess", "steal", "swap", "keep_order"}
)

WORDS = {
    "setup": N_("Set up {trick}"),
    "double": N_("Set up {trick} (two markers: Supercharge)"),
    "reschedule": N_("Reschedule the marker on {card}, {slot}"),
    "slot": N_("Onto {card}, {slot}"),
    "perform": N_("Perform {card}"),
    "decline": N_("Do not use the ability"),
    "possess": N_("Soul Possession (1 shard): the opponent performs {card}"),
    "steal": N_("Trick Steal: the yield of the trick at {their} instead of the one at {own}"),
    "swap": N_("Swap the performance cards at positions {a} and {b} (+3 coins)"),
    "keep_order": N_("Leave the performance cards where they are"),
}
FACE = {
    "up": N_("The trick's school corner points up"),
    "right": N_("The trick's school corner points right"),
    "down": N_("The trick's school corner points down"),
    "left": N_("The trick's school corner points left"),
}
GAIN = {"fame": N_("Link bonus in fame"), "coins": N_("Link bonus in coins")}
SLOT = (N_("top left"), N_("top right"), N_("middle left"), N_("middle right"), N_("bottom left"), N_("bottom right"))
GUEST_SPOT = N_("a spot beside the slots")  # Guest Performer's extra spot on a full card


def slot_name(slot: int, lang: str) -> str:
    """A slot by its place on the card: "top left" … "bottom right"; a guest spot beside them."""
    return T.get(lang, SLOT[slot] if slot < len(SLOT) else GUEST_SPOT)


CARD = N_("{theatre} no. {n}")
NUMBER = {
    card: 1 + [c for c in data.PERFORMANCES.values() if c.theatre == p.theatre].index(p)
    for card, p in data.PERFORMANCES.items()
}


def card_name(card: str, lang: str) -> str:
    """A performance card by its theatre and its number among that theatre's cards ("Grand Magorian no. 3")."""
    return T.get(lang, CARD, theatre=texts.theatre(data.PERFORMANCES[card].theatre, lang), n=NUMBER[card])


def label(aid: str, lang: str = "en") -> str:
    """The words for one of this module's action ids (``KINDS``)."""
    match chosen := ids.parse(aid):
        case ids.Face(facing):
            return T.get(lang, FACE[facing])
        case ids.Gain(what):
            return T.get(lang, GAIN[what])
        case ids.Setup(trick):
            return T.get(lang, WORDS["double" if chosen.double else "setup"], trick=texts.trick(trick, lang))
        case ids.Swap(first, second):
            return T.get(lang, WORDS["swap"], a=first + 1, b=second + 1)
        case ids.Steal(own, their):
            return T.get(lang, WORDS["steal"], own=slot_name(own, lang), their=slot_name(their, lang))
        case ids.Reschedule(card, slot) | ids.Slot(card, slot):
            return T.get(lang, WORDS[chosen.kind], card=card_name(card, lang), slot=slot_name(slot, lang))
        case ids.Perform(card) | ids.Possess(card):
            return T.get(lang, WORDS[chosen.kind], card=card_name(card, lang))
    return T.get(lang, WORDS[chosen.kind])
