"""Action labels in Czech, English and German.

Components are named by :func:`data.name` (the Czech edition's name in Czech where known, else the English one);
special assignment cards by their English name in every language. Counts go through
``conjure.engine.text.plural``.
"""

from __future__ import annotations

from conjure.engine.actions import parse_id
from conjure.engine.text import plural

from . import data
from .assignment import char_type

LOC = {"cs": {"downtown": "Náměstí", "market_row": "Krámky", "workshop": "Ateliér", "dark_alley": "Temná ulička",
              "theater": "Divadlo"},
       "en": {"downtown": "Downtown", "market_row": "Market Row", "workshop": "Workshop", "dark_alley": "Dark Alley",
              "theater": "Theater"},
       "de": {"downtown": "Innenstadt", "market_row": "Marktgasse", "workshop": "Werkstatt",
              "dark_alley": "Dunkle Gasse", "theater": "Theater"}}
CHAR = {"cs": {"magician": "iluzionista", "apprentice": "učeň", "engineer": "technik", "manager": "manažer",
               "assistant": "asistent"},
        "en": {"magician": "magician", "apprentice": "apprentice", "engineer": "engineer", "manager": "manager",
               "assistant": "assistant"},
        "de": {"magician": "Magier", "apprentice": "Lehrling", "engineer": "Ingenieur", "manager": "Manager",
               "assistant": "Assistent"}}
DAY = {"cs": {"thursday": "čtvrtek", "friday": "pátek", "saturday": "sobota", "sunday": "neděle"},
       "en": {"thursday": "Thursday", "friday": "Friday", "saturday": "Saturday", "sunday": "Sunday"},
       "de": {"thursday": "Donnerstag", "friday": "Freitag", "saturday": "Samstag", "sunday": "Sonntag"}}
SPACE = {"cs": {"performance": "představení", "backstage": "zákulisí", "space": "pole"},
         "en": {"performance": "performance", "backstage": "backstage", "space": "space"},
         "de": {"performance": "Vorstellung", "backstage": "hinter der Bühne", "space": "Feld"}}
SCHOOL = {"cs": {"spiritual": "duchařská", "mechanical": "mechanická", "optical": "optická", "escape": "úniková",
                 "any": "libovolná"},
          "en": {"spiritual": "spiritual", "mechanical": "mechanical", "optical": "optical", "escape": "escape",
                 "any": "any school"},
          "de": {"spiritual": "spirituell", "mechanical": "mechanisch", "optical": "optisch", "escape": "Entfesselung",
                 "any": "beliebige Schule"}}
COINS = {"cs": ("mince", "mince", "mincí"), "en": ("coin", "coins"), "de": ("Münze", "Münzen")}
AP = {"cs": ("AB", "AB", "AB"), "en": ("AP", "AP"), "de": ("AP", "AP")}

WORDS = {
    "cs": {"advertise": "Propagovat se", "pass": "Nepropagovat", "stop": "Druhou postavu neumisťovat", "done": "Dál nepřiřazovat", "end": "Ukončit tah",
           "assign": "{char}: karta {card}", "idle": "{char} zůstane nečinný", "place": "{char} → {loc}, {space}",
           "shard": " (+1 AB za úlomek)", "copy": " (nápodoba: {card})", "gear": " (+1 AB: mechanické vylepšení)", "learn": "Naučit se trik {trick} (kostka {face})",
           "hire": "Najmout: {char}", "coins": "Vzít si {coins}", "reroll": "Přehodit kostku {die}",
           "set": "Nastavit kostku {die} na {face}", "buy": "Koupit {count}× {prop} (smlouvání {haggle} AB)",
           "order": "Objednat {prop} (pole {slot})", "quick": "Rychlá objednávka: {prop}",
           "prepare": "Připravit trik {trick}", "move_trick": "Přesunout trik {trick} na pole technika",
           "move_components": "Přesunout rekvizity {prop} na pole manažera",
           "move_apprentice": "Přesunout učně k asistentovi", "draw": "Dobrat speciální karty: {loc}",
           "fortune": "Věštění budoucnosti", "restock": "Doplnit nabídku: {prop}", "invest": "Investovat: {props}", "buyset": "Koupit: {props}", "special": " (s bonusem speciální karty)", "forgo": "Vzdát se bonusu karty za +1 AB", "fate": "Splétání osudu: aktivní bude věštba {prophecy}", "keep": "Ponechat si kartu {card}", "magician": "Iluzionista {name}",
           "trick": "Trik {trick}", "props": "Rekvizity: {props}", "specialist": "Specialista: {char}",
           "none": "žádné"},
    "en": {"advertise": "Advertise", "pass": "Do not advertise", "stop": "Place no second character", "done": "Assign no more", "end": "End the turn",
           "assign": "{char}: {card} card", "idle": "{char} stays idle", "place": "{char} → {loc}, {space}",
           "shard": " (+1 AP for a shard)", "copy": " (Mimesis: {card})", "gear": " (+1 AP: Mechanical Enhancement)", "learn": "Learn {trick} (die {face})", "hire": "Hire: {char}",
           "coins": "Take {coins}", "reroll": "Reroll die {die}", "set": "Set die {die} to {face}",
           "buy": "Buy {count}× {prop} (haggle {haggle} AP)", "order": "Order {prop} (slot {slot})",
           "quick": "Quick order: {prop}", "prepare": "Prepare {trick}",
           "move_trick": "Move {trick} to the engineer's slot", "move_components": "Move {prop} to the manager's slot",
           "move_apprentice": "Move an apprentice to the assistant", "draw": "Draw special cards: {loc}",
           "fortune": "Fortune telling", "restock": "Restock: {prop}", "invest": "Invest in: {props}", "buyset": "Buy: {props}", "special": " (with the special card's bonus)", "forgo": "Give up the card's bonus for +1 AP", "fate": "Fate Weaving: make prophecy {prophecy} active", "keep": "Keep {card}", "magician": "Magician {name}", "trick": "Trick {trick}",
           "props": "Props: {props}", "specialist": "Specialist: {char}", "none": "none"},
    "de": {"advertise": "Werben", "pass": "Nicht werben", "stop": "Keine zweite Figur einsetzen", "done": "Nichts mehr zuweisen", "end": "Zug beenden",
           "assign": "{char}: Karte {card}", "idle": "{char} bleibt untätig", "place": "{char} → {loc}, {space}",
           "shard": " (+1 AP für einen Splitter)", "copy": " (Nachahmung: {card})", "gear": " (+1 AP: mechanische Verbesserung)", "learn": "{trick} lernen (Würfel {face})",
           "hire": "Anheuern: {char}", "coins": "{coins} nehmen", "reroll": "Würfel {die} neu werfen",
           "set": "Würfel {die} auf {face} drehen", "buy": "{count}× {prop} kaufen (feilschen {haggle} AP)",
           "order": "{prop} bestellen (Feld {slot})", "quick": "Eilbestellung: {prop}",
           "prepare": "{trick} vorbereiten", "move_trick": "{trick} auf das Feld des Ingenieurs",
           "move_components": "{prop} auf das Feld des Managers", "move_apprentice": "Lehrling zum Assistenten",
           "draw": "Sonderkarten ziehen: {loc}", "fortune": "Wahrsagen", "restock": "Nachlegen: {prop}", "invest": "Investieren: {props}", "buyset": "Kaufen: {props}", "special": " (mit dem Bonus der Sonderkarte)", "forgo": "Auf den Kartenbonus verzichten: +1 AP", "fate": "Schicksal weben: Prophezeiung {prophecy} wird aktiv", "keep": "{card} behalten",
           "magician": "Magier {name}", "trick": "Trick {trick}", "props": "Requisiten: {props}",
           "specialist": "Spezialist: {char}", "none": "keine"},
}


def _char(char: str, lang: str) -> str:
    word = CHAR[lang][char_type(char)]
    number = char[len(char_type(char)):]
    return f"{word} {number}" if number else word


def _card(card: str, lang: str) -> str:
    return LOC[lang][card] if card in LOC[lang] else str(data.SPECIAL_ASSIGNMENTS[card]["name_en"])


def _space(loc: str, args: list[str], lang: str) -> str:
    if loc == "theater":
        return f"{DAY[lang][args[0]]}, {SPACE[lang][args[1]]}"
    modifier = next(s.ap for s in data.SPACES if s.location == loc and s.space == int(args[0]))
    return f"{SPACE[lang]['space']} {args[0]} ({modifier:+d} {AP[lang][0]})"


def _die(die: str, lang: str) -> str:
    place = data.DICE[die].place
    names = {"cs": {"residence": "rezidence", "inn": "hostince", "bank": "banky"},
             "en": {"residence": "residence", "inn": "inn", "bank": "bank"},
             "de": {"residence": "Residenz", "inn": "Gasthaus", "bank": "Bank"}}
    return f"{names[lang][place]} {die[-1].upper()}"


def _face(face: str, lang: str) -> str:
    if face in SCHOOL[lang]:
        return SCHOOL[lang][face]
    return CHAR[lang].get(face, face)


def _prop(prop: str, lang: str) -> str:
    return data.name(data.COMPONENTS[prop], lang)


def label(action_id: str, lang: str = "en") -> str:
    """A readable label for any Trickerion action id; an unknown id is shown as it is."""
    lang = lang if lang in WORDS else "en"
    try:
        return _label(action_id, lang)
    except (KeyError, IndexError, ValueError, StopIteration):
        return action_id


def _label(action_id: str, lang: str) -> str:
    w = WORDS[lang]
    if action_id.endswith(":special"):
        return _label(action_id.removesuffix(":special"), lang) + w["special"]
    kind, a = parse_id(action_id)
    if kind in ("advertise", "pass", "stop", "done", "end", "fortune", "move_apprentice", "forgo"):
        return w[kind]
    if kind == "assign":
        return w["assign"].format(char=_char(a[0], lang), card=_card(a[1], lang))
    if kind == "idle":
        return w["idle"].format(char=_char(a[0], lang))
    if kind == "place":
        text = w["place"].format(char=_char(a[0], lang), loc=LOC[lang][a[1]], space=_space(a[1], a[2:], lang))
        extras = a[4:] if a[1] == "theater" else a[3:]
        text += "".join(w[extra] for extra in extras if extra in ("shard", "gear"))
        return text + (w["copy"].format(card=_card(extras[-1], lang)) if "copy" in extras else "")
    if kind == "prepare" and len(a) > 1:
        more = [data.name(data.TRICKS[x], lang) if x in data.TRICKS else _prop(x, lang) for x in a[1:]]
        return w["prepare"].format(trick=data.name(data.TRICKS[a[0]], lang)) + " + " + ", ".join(more)
    if kind in ("learn", "prepare", "move_trick", "trick"):
        trick = data.name(data.TRICKS[a[-1]], lang)
        face = _face(a[0], lang) if kind == "learn" else ""
        return w[kind].format(trick=trick, face=face)
    if kind in ("hire", "coins", "reroll", "set"):
        face = a[1] if len(a) > 1 else ""
        coins = plural(int(face), lang, COINS) if kind == "coins" else ""
        return w[kind].format(die=_die(a[0], lang), char=_face(face, lang), face=_face(face, lang), coins=coins)
    return _label_more(kind, a, lang)


def _label_more(kind: str, a: list[str], lang: str) -> str:
    w = WORDS[lang]
    if kind == "buy":
        return w["buy"].format(count=int(a[1]), prop=_prop(a[0], lang), haggle=int(a[2]))
    if kind == "order":
        return w["order"].format(prop=_prop(a[1], lang), slot=int(a[0]) + 1)
    if kind in ("quick", "move_components"):
        return w[kind].format(prop=_prop(a[0], lang))
    if kind == "draw":
        return w["draw"].format(loc=LOC[lang][a[0]])
    if kind == "fate":
        return w["fate"].format(prophecy=a[0].removeprefix("prophecy_"))
    if kind == "keep":
        return w["keep"].format(card=_card(a[0], lang))
    if kind == "magician":
        return w["magician"].format(name=data.name(data.MAGICIANS[a[0]], lang))
    if kind == "restock":
        return w["restock"].format(prop=_prop(a[0], lang))
    if kind == "invest":
        return w["invest"].format(props=", ".join(_prop(p, lang) for p in a if p != "none") or w["none"])
    if kind == "buyset":
        return w["buyset"].format(props=", ".join(_prop(p, lang) for p in a))
    if kind == "props":
        props = ", ".join(_prop(p, lang) for p in a if p != "none") or w["none"]
        return w["props"].format(props=props)
    if kind == "specialist":
        return w["specialist"].format(char=CHAR[lang][a[0]])
    raise KeyError(kind)
