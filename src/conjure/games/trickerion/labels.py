"""Action labels in Czech, English and German (the Theatre's and the performances' kinds: ``theater_labels``).

The texts are gettext messages (English is the message id; ``locale/cs.po``, ``locale/de.po``). Components are
named by :func:`data.name` (the Czech edition's name in Czech where known, else the English one); special
assignment cards by their English name in every language.
"""

from __future__ import annotations

from conjure.engine.actions import parse_id
from conjure.i18n import LANGS, N_, Nn_, Texts

from . import data, theater_labels
from .assignment import char_type

T = Texts("conjure.games.trickerion")

LOC = {"downtown": N_("Downtown"), "market_row": N_("Market Row"), "workshop": N_("Workshop"),
       "dark_alley": N_("Dark Alley"), "theater": N_("Theater")}
CHAR = {"magician": N_("magician"), "apprentice": N_("apprentice"), "engineer": N_("engineer"),
        "manager": N_("manager"), "assistant": N_("assistant")}
DAY = {"thursday": N_("Thursday"), "friday": N_("Friday"), "saturday": N_("Saturday"), "sunday": N_("Sunday")}
SPACE = {"performance": N_("performance"), "backstage": N_("backstage"), "space": N_("space")}
SCHOOL = {"spiritual": N_("spiritual"), "mechanical": N_("mechanical"), "optical": N_("optical"),
          "escape": N_("escape"), "any": N_("any school")}
DIE_PLACE = {"residence": N_("residence"), "inn": N_("inn"), "bank": N_("bank")}
COINS = Nn_("{n} coin", "{n} coins")
AP = N_("AP")

WORDS = {
    "advertise": N_("Advertise"), "pass": N_("Do not advertise"), "stop": N_("Place no second character"),
    "done": N_("Assign no more"), "end": N_("End the turn"), "assign": N_("{char}: {card} card"),
    "idle": N_("{char} stays idle"), "place": N_("{char} → {loc}, {space}"), "shard": N_(" (+1 AP for a shard)"),
    "gear": N_(" (+1 AP: Mechanical Enhancement)"), "copy": N_(" (Mimesis: {card})"),
    "learn": N_("Learn {trick} (die {face})"), "hire": N_("Hire: {char}"), "coins": N_("Take {coins}"),
    "reroll": N_("Reroll die {die}"), "set": N_("Set die {die} to {face}"),
    "buy": N_("Buy {count}× {prop} (haggle {haggle} AP)"), "order": N_("Order {prop} (slot {slot})"),
    "quick": N_("Quick order: {prop}"), "prepare": N_("Prepare {trick}"),
    "move_trick": N_("Move {trick} to the engineer's slot"),
    "move_components": N_("Move {prop} to the manager's slot"),
    "move_apprentice": N_("Move an apprentice to the assistant"), "draw": N_("Draw special cards: {loc}"),
    "fortune": N_("Fortune telling"), "fate": N_("Fate Weaving: make prophecy {prophecy} active"),
    "special": N_(" (with the special card's bonus)"), "forgo": N_("Give up the card's bonus for +1 AP"),
    "buyset": N_("Buy: {props}"), "restock": N_("Restock: {prop}"), "invest": N_("Invest in: {props}"),
    "keep": N_("Keep {card}"), "magician": N_("Magician {name}"), "trick": N_("Trick {trick}"),
    "props": N_("Props: {props}"), "specialist": N_("Specialist: {char}"), "none": N_("none"),
}


def _char(char: str, lang: str) -> str:
    word = T.get(lang, CHAR[char_type(char)])
    number = char[len(char_type(char)):]
    return f"{word} {number}" if number else word


def _card(card: str, lang: str) -> str:
    return T.get(lang, LOC[card]) if card in LOC else str(data.SPECIAL_ASSIGNMENTS[card]["name_en"])


def _space(loc: str, args: list[str], lang: str) -> str:
    if loc == "theater":
        return f"{T.get(lang, DAY[args[0]])}, {T.get(lang, SPACE[args[1]])}"
    modifier = next(s.ap for s in data.SPACES if s.location == loc and s.space == int(args[0]))
    return f"{T.get(lang, SPACE['space'])} {args[0]} ({modifier:+d} {T.get(lang, AP)})"


def _die(die: str, lang: str) -> str:
    return f"{T.get(lang, DIE_PLACE[data.DICE[die].place])} {die[-1].upper()}"


def _face(face: str, lang: str) -> str:
    if face in SCHOOL:
        return T.get(lang, SCHOOL[face])
    return T.get(lang, CHAR[face]) if face in CHAR else face


def _prop(prop: str, lang: str) -> str:
    return data.name(data.COMPONENTS[prop], lang)


def label(action_id: str, lang: str = "en") -> str:
    """A readable label for any Trickerion action id; an unknown id is shown as it is."""
    lang = lang if lang in LANGS else "en"
    try:
        return _label(action_id, lang)
    except (KeyError, IndexError, ValueError, StopIteration):
        return action_id


def _label(action_id: str, lang: str) -> str:
    def w(key: str, **fields: object) -> str:
        return T.get(lang, WORDS[key], **fields)

    if action_id.endswith(":special"):
        return _label(action_id.removesuffix(":special"), lang) + w("special")
    kind, a = parse_id(action_id)
    if kind in theater_labels.KINDS:
        return theater_labels.label(action_id, lang)
    if kind in ("advertise", "pass", "stop", "done", "end", "fortune", "move_apprentice", "forgo"):
        return w(kind)
    if kind == "assign":
        return w("assign", char=_char(a[0], lang), card=_card(a[1], lang))
    if kind == "idle":
        return w("idle", char=_char(a[0], lang))
    if kind == "place":
        text = w("place", char=_char(a[0], lang), loc=T.get(lang, LOC[a[1]]), space=_space(a[1], a[2:], lang))
        extras = a[4:] if a[1] == "theater" else a[3:]
        text += "".join(w(extra) for extra in extras if extra in ("shard", "gear"))
        return text + (w("copy", card=_card(extras[-1], lang)) if "copy" in extras else "")
    if kind == "prepare" and len(a) > 1:
        more = [data.name(data.TRICKS[x], lang) if x in data.TRICKS else _prop(x, lang) for x in a[1:]]
        return w("prepare", trick=data.name(data.TRICKS[a[0]], lang)) + " + " + ", ".join(more)
    if kind in ("learn", "prepare", "move_trick", "trick"):
        trick = data.name(data.TRICKS[a[-1]], lang)
        face = _die(a[0], lang) if kind == "learn" else ""
        return w(kind, trick=trick, face=face)
    if kind in ("hire", "coins", "reroll", "set"):
        face = a[1] if len(a) > 1 else ""
        coins = T.count(lang, COINS, int(face)) if kind == "coins" else ""
        return w(kind, die=_die(a[0], lang), char=_face(face, lang), face=_face(face, lang), coins=coins)
    return _label_more(kind, a, lang)


def _label_more(kind: str, a: list[str], lang: str) -> str:
    def w(key: str, **fields: object) -> str:
        return T.get(lang, WORDS[key], **fields)

    if kind == "buy":
        return w("buy", count=int(a[1]), prop=_prop(a[0], lang), haggle=int(a[2]))
    if kind == "order":
        return w("order", prop=_prop(a[1], lang), slot=int(a[0]) + 1)
    if kind in ("quick", "move_components"):
        return w(kind, prop=_prop(a[0], lang))
    if kind == "draw":
        return w("draw", loc=T.get(lang, LOC[a[0]]))
    if kind == "fate":
        return w("fate", prophecy=a[0].removeprefix("prophecy_"))
    if kind == "keep":
        return w("keep", card=_card(a[0], lang))
    if kind == "magician":
        return w("magician", name=data.name(data.MAGICIANS[a[0]], lang))
    if kind == "restock":
        return w("restock", prop=_prop(a[0], lang))
    if kind == "invest":
        return w("invest", props=", ".join(_prop(p, lang) for p in a if p != "none") or w("none"))
    if kind == "buyset":
        return w("buyset", props=", ".join(_prop(p, lang) for p in a))
    if kind == "props":
        props = ", ".join(_prop(p, lang) for p in a if p != "none") or w("none")
        return w("props", props=props)
    if kind == "specialist":
        return w("specialist", char=T.get(lang, CHAR[a[0]]))
    raise KeyError(kind)
