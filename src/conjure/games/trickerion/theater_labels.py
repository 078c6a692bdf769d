"""Labels in Czech, English and German for the actions of the Theatre and the Performance phase.

``label`` names the kinds of ``theater.py`` and ``performance.py`` (``KINDS``); the package's general labels
module hands these kinds here. Tricks are named by :func:`data.name`; a performance card by its id and theatre;
a slot by its place on the card's 2 × 3 grid.
"""

from __future__ import annotations

from conjure.engine.actions import parse_id

from . import data

KINDS = frozenset({"setup", "reschedule", "slot", "face", "gain", "perform", "decline", "possess", "steal"})

WORDS = {
    "cs": {"setup": "Aranžovat trik {trick}", "reschedule": "Změna programu: žeton z karty {card}, {slot}",
           "slot": "Na kartu {card}, {slot}", "face": "Roh školy triku {dir}", "gain": "Bonus za propojení: {what}",
           "perform": "Účinkovat: karta {card}", "double": " (dva žetony: supernabití)",
           "decline": "Schopnost nevyužít", "possess": "Uchvácení duše (1 úlomek): soupeř zahraje kartu {card}",
           "steal": "Zcizení triku: výdělek triku {their} místo triku {own}"},
    "en": {"setup": "Set up {trick}", "reschedule": "Reschedule the marker on {card}, {slot}",
           "slot": "Onto {card}, {slot}", "face": "The trick's school corner {dir}", "gain": "Link bonus: {what}",
           "perform": "Perform {card}", "double": " (two markers: Supercharge)",
           "decline": "Do not use the ability", "possess": "Soul Possession (1 shard): the opponent performs {card}",
           "steal": "Trick Steal: the yield of {their} instead of {own}"},
    "de": {"setup": "Trick {trick} arrangieren", "reschedule": "Programmänderung: Marker auf {card}, {slot}",
           "slot": "Auf {card}, {slot}", "face": "Schulecke des Tricks {dir}", "gain": "Verbindungsbonus: {what}",
           "perform": "Auftreten: {card}", "double": " (zwei Marker: Supernabití)",
           "decline": "Fähigkeit nicht nutzen", "possess": "Seelenbesitz (1 Splitter): der Gegner spielt {card}",
           "steal": "Trickraub: der Ertrag von {their} statt {own}"},
}
ROW = {"cs": ("nahoře", "uprostřed", "dole"), "en": ("top", "middle", "bottom"), "de": ("oben", "Mitte", "unten")}
COL = {"cs": ("vlevo", "vpravo"), "en": ("left", "right"), "de": ("links", "rechts")}
DIR = {"cs": {"up": "nahoru", "right": "doprava", "down": "dolů", "left": "doleva"},
       "en": {"up": "up", "right": "right", "down": "down", "left": "left"},
       "de": {"up": "nach oben", "right": "nach rechts", "down": "nach unten", "left": "nach links"}}
GAIN = {"cs": {"fame": "sláva", "coins": "mince"}, "en": {"fame": "fame", "coins": "coins"},
        "de": {"fame": "Ruhm", "coins": "Münzen"}}


def slot_name(slot: int, lang: str) -> str:
    """A slot by its place on the card: "top left" … "bottom right"."""
    row, col = divmod(slot, 2)
    return f"{ROW[lang][row]} {COL[lang][col]}"


def card_name(card: str, lang: str) -> str:
    theatre = data.THEATRES[data.PERFORMANCES[card].theatre]
    return f"{card} ({data.name(theatre, lang)})"


def label(aid: str, lang: str = "en") -> str:
    """The words for one of this module's action ids (``KINDS``)."""
    lang = lang if lang in WORDS else "en"
    kind, args = parse_id(aid)
    fields: dict[str, str] = {}
    if kind == "setup":
        fields["trick"] = data.name(data.TRICKS[args[0]], lang)
        if len(args) > 1:
            return WORDS[lang]["setup"].format(**fields) + WORDS[lang]["double"]
    elif kind == "steal":
        fields.update(own=slot_name(int(args[0]), lang), their=slot_name(int(args[1]), lang))
    elif kind in ("reschedule", "slot", "perform", "possess"):
        fields["card"] = card_name(args[0], lang)
        if len(args) > 1:
            fields["slot"] = slot_name(int(args[1]), lang)
    elif kind == "face":
        fields["dir"] = DIR[lang][args[0]]
    elif kind == "gain":
        fields["what"] = GAIN[lang][args[0]]
    return WORDS[lang][kind].format(**fields)
