"""Labels for the actions of the Theatre and the Performance phase (``theatre/stage.py``, ``theatre/performance.py``,
``theatre/abilities.py``), in the package's gettext catalogs like every other label (``labels.py`` hands the
``KINDS`` here).

Tricks are named by ``texts``; a performance card by its theatre and its number within that theatre's cards; a slot by its place on the card's
2 × 3 grid; each text is one whole message (no words glued together), English being the message id.
"""

from __future__ import annotations

from conjure.engine.actions import parse_id
from conjure.i18n import N_, Texts

from .. import data, texts

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
    kind, args = parse_id(aid)
    if kind == "face":
        return T.get(lang, FACE[args[0]])
    if kind == "gain":
        return T.get(lang, GAIN[args[0]])
    if kind == "setup":
        return T.get(lang, WORDS["double" if len(args) > 1 else "setup"], trick=texts.trick(args[0], lang))
    if kind == "swap":
        return T.get(lang, WORDS["swap"], a=int(args[0]) + 1, b=int(args[1]) + 1)
    if kind == "steal":
        return T.get(lang, WORDS["steal"], own=slot_name(int(args[0]), lang), their=slot_name(int(args[1]), lang))
    fields = {"card": card_name(args[0], lang)} if args else {}
    if len(args) > 1:
        fields["slot"] = slot_name(int(args[1]), lang)
    return T.get(lang, WORDS[kind], **fields)
