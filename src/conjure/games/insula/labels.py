"""Action labels and event sentences in Czech, English and German.

Flower and curse names are the Czech edition's proper names in every language. Counts go through
``conjure.engine.text.plural``; a field is named in the grammatical case its sentence needs (``place``).
"""

from __future__ import annotations

from typing import Any

from conjure.engine.actions import make_id, parse_id
from conjure.engine.text import plural

from . import data

LANGS = ("cs", "en", "de")

DIR = {"cs": {"in": "do vnitrozemí", "out": "k pobřeží", "left": "doleva", "right": "doprava"},
       "en": {"in": "inland", "out": "toward the coast", "left": "left", "right": "right"},
       "de": {"in": "ins Landesinnere", "out": "zur Küste", "left": "nach links", "right": "nach rechts"}}
SLOT = {"cs": {"move": "Pohyb", "rest": "Odpočinek", "flower": "Květina"},
        "en": {"move": "Move", "rest": "Rest", "flower": "Flower"},
        "de": {"move": "Bewegung", "rest": "Rast", "flower": "Blume"}}
EFFECT = {"cs": {"lose": "ztratit žeton energie", "discard": "odhodit květinu", "curse": "líznout kletbu",
                 "curses": "líznout kletby", "guardian": "strážce na vaše pole", "energy": "nový žeton energie",
                 "flower": "líznout květinu", "sun": "posunout čas ke slunci"},
          "en": {"lose": "lose an energy token", "discard": "discard a flower", "curse": "draw a curse",
                 "curses": "draw curses", "guardian": "a guardian onto your field", "energy": "a new energy token",
                 "flower": "draw a flower", "sun": "move time toward the sun"},
          "de": {"lose": "einen Energiestein verlieren", "discard": "eine Blume abwerfen", "curse": "einen Fluch ziehen",
                 "curses": "Flüche ziehen", "guardian": "ein Wächter auf dein Feld", "energy": "ein neuer Energiestein",
                 "flower": "eine Blume ziehen", "sun": "die Zeit zur Sonne rücken"}}

TERMS = {
    "cs": {"pond": "jezírko", "meadow": "louka", "danger": "nebezpečí", "plain": "prosté pole", "sword": "meč",
           "shield": "štít", "moon": "měsíc", "blank": "prázdná stěna", "flowers": "květin", "curses": "kleteb"},
    "en": {"pond": "pond", "meadow": "meadow", "danger": "danger", "plain": "plain field", "sword": "sword",
           "shield": "shield", "moon": "moon", "blank": "blank", "flowers": "flower", "curses": "curse"},
    "de": {"pond": "Teich", "meadow": "Wiese", "danger": "Gefahr", "plain": "einfaches Feld", "sword": "Schwert",
           "shield": "Schild", "moon": "Mond", "blank": "leere Seite", "flowers": "Blumen", "curses": "Flüche"},
}

# plural forms for counts (cs: one, few, many; en and de: one, other)
ENERGY = {"cs": ("energii", "energie", "energií"), "en": ("energy", "energy"), "de": ("Energie", "Energie")}
ENERGY_NOM = {"cs": ("energie", "energie", "energií"), "en": ("energy", "energy"), "de": ("Energie", "Energie")}
CURSES = {"cs": ("kletbu", "kletby", "kleteb"), "en": ("curse", "curses"), "de": ("Fluch", "Flüche")}
GUARDIANS_NOM = {"cs": ("strážce", "strážci", "strážců"), "en": ("guardian", "guardians"), "de": ("Wächter", "Wächter")}
FLOWERS = {"cs": ("květina", "květiny", "květin"), "en": ("flower", "flowers"), "de": ("Blume", "Blumen")}
STEPS = {"cs": ("krok", "kroky", "kroků"), "en": ("step", "steps"), "de": ("Schritt", "Schritte")}
PLAYER = {"cs": "hráč", "en": "player", "de": "Spieler"}

_CS_PLACE = {"beach": {"nom": "pláž", "gen": "pláže", "acc": "pláž", "loc": "pláži"},
             "citadel": {"nom": "citadela", "gen": "citadely", "acc": "citadelu", "loc": "citadele"},
             "field": {"nom": "pole", "gen": "pole", "acc": "pole", "loc": "poli"}}
_DE_PLACE = {"beach": {"nom": "der Strand", "dat": "dem Strand", "acc": "den Strand"},
             "citadel": {"nom": "die Zitadelle", "dat": "der Zitadelle", "acc": "die Zitadelle"},
             "field": {"nom": "das Feld", "dat": "dem Feld", "acc": "das Feld"}}
_EN_PLACE = {"beach": "the beach", "citadel": "the citadel", "field": "the field"}
CASES = {"cs": ("nom", "gen", "acc", "loc"), "en": ("nom",), "de": ("nom", "dat", "acc")}


def place(key: Any, lang: str = "en", case: str = "nom") -> str:
    """A field as a player finds it on the drawn grid (its row from the coast, its side of the beach),
    in the grammatical case the sentence needs: cs nom/gen/acc/loc, de nom/dat/acc (en has one form)."""
    if not isinstance(key, str) or "," not in key:
        return "" if key is None else str(key)
    x, y = (int(v) for v in key.split(","))
    what = "beach" if key == data.BEACH else "citadel" if key == data.CITADEL else "field"
    if lang == "cs":
        noun = _CS_PLACE[what].get(case, _CS_PLACE[what]["nom"])
    elif lang == "de":
        noun = _DE_PLACE[what].get(case, _DE_PLACE[what]["dat" if case in ("gen", "loc") else "nom"])
    else:
        noun = _EN_PLACE[what]
    if what != "field":
        return noun
    return f"{noun} ({where(x, y, lang)})"


def where(x: int, y: int, lang: str) -> str:
    """Row from the coast and side of the beach column: '2. řada od pobřeží, 1 vpravo' and so on."""
    side = "" if x == 0 else {"cs": f", {abs(x)} {'vpravo' if x > 0 else 'vlevo'}",
                              "en": f", {abs(x)} {'right' if x > 0 else 'left'}",
                              "de": f", {abs(x)} {'rechts' if x > 0 else 'links'}"}[lang]
    return {"cs": f"{y}. řada od pobřeží", "en": f"row {y} from the coast", "de": f"Reihe {y} ab der Küste"}[lang] + side


def card_name(cid: str) -> str:
    """A flower's or curse's name: the Czech edition's proper name in every language."""
    if cid in data.FLOWERS:
        return str(data.FLOWERS[cid]["name"])
    if cid in data.CURSES:
        return str(data.CURSES[cid]["name"])
    return cid


def guardian_name(gid: str, lang: str) -> str:
    s = data.GUARDIANS[gid]["strength"] if gid in data.GUARDIANS else "?"
    return {"cs": f"strážce síly {s}", "en": f"the guardian of strength {s}", "de": f"den Wächter der Stärke {s}"}[lang]


def players_text(seats: list[int], lang: str) -> str:
    """'hráč 2' / 'hráči 1 a 3'; 'player 2' / 'players 1 and 3'; 'Spieler 2' / 'Spieler 1 und 3'."""
    nums = [str(s + 1) for s in seats]
    if len(nums) == 1:
        return f"{PLAYER[lang]} {nums[0]}"
    joined = ", ".join(nums[:-1]) + {"cs": " a ", "en": " and ", "de": " und "}[lang] + nums[-1]
    return {"cs": "hráči", "en": "players", "de": "Spieler"}[lang] + " " + joined


TEXT: dict[str, dict[str, str]] = {
    "end": {"cs": "Ukončit tah", "en": "End the turn", "de": "Zug beenden"},
    "move": {"cs": "Pohyb {d}", "en": "Move {d}", "de": "Bewegung {d}"},
    "rest": {"cs": "Odpočinek: obnovit {energy}", "en": "Rest: restore {energy}", "de": "Rast: {energy} erneuern"},
    "flower:draw": {"cs": "Utrhnout květinu na louce", "en": "Pick a flower on the meadow",
                    "de": "Eine Blume auf der Wiese pflücken"},
    "flower": {"cs": "Zahrát květinu {c}", "en": "Play the flower {c}", "de": "Die Blume {c} spielen"},
    "curse": {"cs": "Zahrát kletbu z místa akce {s}", "en": "Play the curse on your {s} slot",
              "de": "Den Fluch vom Fluchplatz „{s}“ spielen"},
    "certainty:move": {"cs": "Nová jistota: pohyb {d}", "en": "New Certainty: move {d}",
                       "de": "Neue Gewissheit: Bewegung {d}"},
    "certainty:rest": {"cs": "Nová jistota: odpočinek", "en": "New Certainty: rest", "de": "Neue Gewissheit: Rast"},
    "bulv": {"cs": "Bulvuška: prohlédnout {p}", "en": "Bulvuška: look at {p}", "de": "Bulvuška: {p} ansehen"},
    "bulv:done": {"cs": "Bulvuška: stačí", "en": "Bulvuška: done", "de": "Bulvuška: fertig"},
    "koren": {"cs": "Kořenka: krok {d}", "en": "Kořenka: step {d}", "de": "Kořenka: Schritt {d}"},
    "step": {"cs": "Běžník: krok {d}", "en": "Běžník: step {d}", "de": "Běžník: Schritt {d}"},
    "step:stop": {"cs": "Běžník: dál nejít", "en": "Běžník: stop here", "de": "Běžník: hier anhalten"},
    "amount": {"cs": "Obnovit {energy}", "en": "Restore {energy}", "de": "{energy} erneuern"},
    "trnolam": {"cs": "Trnolam: odhodit kletbu z místa akce {s}", "en": "Trnolam: discard the curse on your {s} slot",
                "de": "Trnolam: den Fluch vom Fluchplatz „{s}“ abwerfen"},
    "discard": {"cs": "Odhodit květinu {c}", "en": "Discard the flower {c}", "de": "Die Blume {c} abwerfen"},
    "lose:vit": {"cs": "Ztratit žeton z pole vitality", "en": "Lose a token from vitality",
                 "de": "Einen Stein aus der Vitalität verlieren"},
    "lose:fat": {"cs": "Ztratit žeton z pole únavy", "en": "Lose a token from fatigue",
                 "de": "Einen Stein aus der Müdigkeit verlieren"},
    "choose": {"cs": "Zvolit: {e}", "en": "Choose: {e}", "de": "Wählen: {e}"},
    "place": {"cs": "Položit kletbu {c} na místo akce {s}", "en": "Put the curse {c} on your {s} slot",
              "de": "Den Fluch {c} auf den Fluchplatz „{s}“ legen"},
    "commit": {"cs": "Investovat do boje {energy}", "en": "Commit {energy} to the fight",
               "de": "{energy} in den Kampf setzen"},
    "red:none": {"cs": "Bez červené květiny", "en": "No red flower", "de": "Keine rote Blume"},
    "red": {"cs": "Červená květina {c}", "en": "Red flower {c}", "de": "Rote Blume {c}"},
    "stino:no": {"cs": "Bez Stínovky", "en": "No Stínovka", "de": "Keine Stínovka"},
    "stino": {"cs": "Zahrát Stínovku", "en": "Play Stínovka", "de": "Stínovka spielen"},
    "krizek:no": {"cs": "Nechat kletbu působit", "en": "Let the curse act", "de": "Den Fluch wirken lassen"},
    "krizek": {"cs": "Zrušit kletbu Křížkem", "en": "Cancel the curse with Křížek",
               "de": "Den Fluch mit Křížek aufheben"},
    "rosnatka:no": {"cs": "Nechat se zahnat", "en": "Be banished", "de": "Sich vertreiben lassen"},
    "rosnatka": {"cs": "Rosnatka: zůstat na místě", "en": "Rosnatka: stay where you are",
                 "de": "Rosnatka: stehen bleiben"},
    "target": {"cs": "Oprátka na hráče {n}", "en": "Oprátka on player {n}", "de": "Oprátka auf Spieler {n}"},
    "field": {"cs": "Strážce na {p}", "en": "The guardian onto {p}", "de": "Den Wächter auf {p}"},
    "refill": {"cs": "Vrátit do pytlíku {g}", "en": "Return {g} to the bag", "de": "{g} in den Beutel zurücklegen"},
}
# the case of the field named in a label: Czech accusative after "na" / "prohlédnout", German accusative
LABEL_CASE = {"cs": "acc", "en": "nom", "de": "acc"}


def label(aid: str, lang: str = "en", state: dict[str, Any] | None = None) -> str:
    lang = lang if lang in LANGS else "en"
    kind, args = parse_id(aid)
    template = TEXT.get(aid) or TEXT.get(make_id(kind, *args[:1])) if kind in ("certainty", "step") else TEXT.get(aid)
    template = template or TEXT.get(kind)
    if template is None:
        return aid
    fields: dict[str, Any] = {}
    if kind in ("move", "koren", "step") and args[0] in DIR[lang]:
        fields["d"] = DIR[lang][args[0]]
    elif kind == "certainty" and args[0] == "move":
        fields["d"] = DIR[lang][args[1]]
    elif kind in ("rest", "amount", "commit"):
        fields["energy"] = plural(int(args[0]), lang, ENERGY)
    elif kind == "target":
        fields["n"] = int(args[0]) + 1
    elif kind in ("flower", "discard", "red", "krizek", "rosnatka", "stino"):
        fields["c"] = card_name(args[0])
    elif kind in ("curse", "trnolam"):
        fields["s"] = SLOT[lang][args[0]]
    elif kind == "place":
        fields["c"], fields["s"] = card_name(args[0]), SLOT[lang][args[1]]
    elif kind in ("bulv", "field") and len(args) == 2:
        fields["p"] = place(",".join(args), lang, LABEL_CASE[lang])
    elif kind == "choose":
        fields["e"] = " + ".join(EFFECT[lang].get(e, e) for e in args[0].split("+"))
    elif kind == "refill":
        fields["g"] = guardian_name(args[0], lang) + _guardian_place(state, args[0], lang)
    return template[lang].format(**fields)


def _guardian_place(state: dict[str, Any] | None, gid: str, lang: str) -> str:
    if state is None:
        return ""
    key = next((k for k, gs in state["guardians"].items() if gid in gs), None)
    if key is None:
        return ""
    return {"cs": f" z {place(key, lang, 'gen')}", "en": f" on {place(key, lang)}", "de": f" von {place(key, lang, 'dat')}"}[lang]


EVENTS: dict[str, dict[str, str]] = {
    "turn": {"cs": "Na tahu je hráč {seat}.", "en": "Player {seat} to play.", "de": "Spieler {seat} ist am Zug."},
    "turn_end": {"cs": "Hráč {seat} končí tah.", "en": "Player {seat} ends the turn.",
                 "de": "Spieler {seat} beendet seinen Zug."},
    "round": {"cs": "Kolo {round}: kartu boje dostává hráč {holder}, začíná hráč {seat}.",
              "en": "Round {round}: the battle card passes to player {holder}; player {seat} starts.",
              "de": "Runde {round}: Die Kampfkarte geht an Spieler {holder}; Spieler {seat} beginnt."},
    "pay": {"cs": "Hráč {seat} platí 1 energii za druhou akci.", "en": "Player {seat} pays 1 energy for a second action.",
            "de": "Spieler {seat} zahlt 1 Energie für eine zweite Aktion."},
    "explore": {"cs": "Hráč {seat} objevuje {at_acc}: {kind}.", "en": "Player {seat} explores {at}: {kind}.",
                "de": "Spieler {seat} erkundet {at_acc}: {kind}."},
    "move": {"cs": "Hráč {seat} jde z {src_gen} na {dst_acc}.", "en": "Player {seat} moves from {src} to {dst}.",
             "de": "Spieler {seat} zieht von {src_dat} auf {dst_acc}."},
    "thorns": {"cs": "Proti trnům: hráč {seat} utrpí postih {n}.",
               "en": "Against the thorns: player {seat} suffers a penalty of {n}.",
               "de": "Gegen die Dornen: Spieler {seat} erleidet eine Strafe von {n}."},
    "guardian": {"cs": "Na {at_loc} se objevuje strážce síly {strength}.",
                 "en": "A guardian of strength {strength} appears on {at}.",
                 "de": "Auf {at_dat} erscheint ein Wächter der Stärke {strength}."},
    "rest": {"cs": "Hráč {seat} si obnovuje {energy}.", "en": "Player {seat} restores {energy}.",
             "de": "Spieler {seat} erneuert {energy}."},
    "penalty": {"cs": "Hráč {seat} utrpí postih {n}.", "en": "Player {seat} suffers a penalty of {n}.",
                "de": "Spieler {seat} erleidet eine Strafe von {n}."},
    "reward": {"cs": "Hráč {seat} získává odměnu {n}.", "en": "Player {seat} gains a reward of {n}.",
               "de": "Spieler {seat} erhält eine Belohnung von {n}."},
    "energy_new": {"cs": "Hráč {seat} získává nový žeton energie.", "en": "Player {seat} gains a new energy token.",
                   "de": "Spieler {seat} erhält einen neuen Energiestein."},
    "energy_lost": {"cs": "Hráč {seat} ztrácí žeton energie.", "en": "Player {seat} loses an energy token.",
                    "de": "Spieler {seat} verliert einen Energiestein."},
    "time": {"cs": "Žeton času se posouvá: do měsíce {left}.", "en": "The time token moves: {left} to the moon.",
             "de": "Der Zeitstein rückt: noch {left} bis zum Mond."},
    "time_moon": {"cs": "Žeton času dosáhl měsíce.", "en": "The time token reaches the moon.",
                  "de": "Der Zeitstein erreicht den Mond."},
    "flower_drawn": {"cs": "Hráč {seat} si bere květinu{card_text}.", "en": "Player {seat} draws a flower{card_text}.",
                     "de": "Spieler {seat} zieht eine Blume{card_text}."},
    "flower_play": {"cs": "Hráč {seat} hraje květinu {card_name}.", "en": "Player {seat} plays the flower {card_name}.",
                    "de": "Spieler {seat} spielt die Blume {card_name}."},
    "green": {"cs": "Hráč {seat} hraje zelenou květinu {card_name}.",
              "en": "Player {seat} plays the green flower {card_name}.",
              "de": "Spieler {seat} spielt die grüne Blume {card_name}."},
    "discard": {"cs": "Hráč {seat} odhazuje květinu {card_name}.", "en": "Player {seat} discards the flower {card_name}.",
                "de": "Spieler {seat} wirft die Blume {card_name} ab."},
    "curse_drawn": {"cs": "Hráč {seat} si bere {curses}{card_text}.", "en": "Player {seat} draws {curses}{card_text}.",
                    "de": "Spieler {seat} zieht {curses}{card_text}."},
    "curse_placed": {"cs": "Hráč {seat} pokládá kletbu na místo akce {slot}.",
                     "en": "Player {seat} puts a curse on the {slot} slot.",
                     "de": "Spieler {seat} legt einen Fluch auf den Fluchplatz „{slot}“."},
    "curse_play": {"cs": "Hráč {seat} hraje kletbu {card_name}.", "en": "Player {seat} plays the curse {card_name}.",
                   "de": "Spieler {seat} spielt den Fluch {card_name}."},
    "white": {"cs": "Bílá kletba {card_name} teď leží na kartě času.",
              "en": "The white curse {card_name} now lies on the time card.",
              "de": "Der weiße Fluch {card_name} liegt jetzt auf der Zeitkarte."},
    "krizek": {"cs": "Hráč {seat} ruší kletbu Křížkem.", "en": "Player {seat} cancels the curse with Křížek.",
               "de": "Spieler {seat} hebt den Fluch mit Křížek auf."},
    "banish": {"cs": "Hráč {seat} je zahnán na {dst_acc}.", "en": "Player {seat} is banished to {dst}.",
               "de": "Spieler {seat} wird auf {dst_acc} vertrieben."},
    "banish_sea": {"cs": "Hráč {seat} je zahnán do moře, a proto jde na pláž.",
                   "en": "Player {seat} is banished into the sea and so goes to the beach.",
                   "de": "Spieler {seat} wird ins Meer vertrieben und geht deshalb an den Strand."},
    "banish_stay": {"cs": "Hráč {seat} má být zahnán, ale nemá kam ustoupit: zůstává na místě.",
                    "en": "Player {seat} would be banished but has nowhere to go: he stays.",
                    "de": "Spieler {seat} müsste vertrieben werden, kann aber nirgendwohin: er bleibt stehen."},
    "rosnatka": {"cs": "Hráč {seat} zůstává na místě díky Rosnatce.", "en": "Player {seat} stays thanks to Rosnatka.",
                 "de": "Spieler {seat} bleibt dank Rosnatka stehen."},
    "fights": {"cs": "Konec kola: souboje.", "en": "End of the round: the fights.", "de": "Rundenende: die Kämpfe."},
    "committed_own": {"cs": "Hráč {seat} tajně: {choice}.", "en": "Player {seat} in secret: {choice}.",
                      "de": "Spieler {seat} geheim: {choice}."},
    "committed": {"cs": "Hráč {seat} se tajně rozhodl.", "en": "Player {seat} has decided in secret.",
                  "de": "Spieler {seat} hat geheim entschieden."},
    "reveal": {"cs": "Odhalení investované energie: {commit}.", "en": "The committed energy is revealed: {commit}.",
               "de": "Die gesetzte Energie wird aufgedeckt: {commit}."},
    "red_none": {"cs": "Hráč {seat} nehraje červenou květinu.", "en": "Player {seat} plays no red flower.",
                 "de": "Spieler {seat} spielt keine rote Blume."},
    "red": {"cs": "Hráč {seat} hraje červenou květinu {card_name}.", "en": "Player {seat} plays the red flower {card_name}.",
            "de": "Spieler {seat} spielt die rote Blume {card_name}."},
    "die": {"cs": "Hráč {seat} hází kostkou: {face}.", "en": "Player {seat} rolls the die: {face}.",
            "de": "Spieler {seat} würfelt: {face}."},
    "fight_win": {"cs": "Souboj na {at_loc}: dobrodruzi vítězí, {ours} proti {theirs}.",
                  "en": "Fight on {at}: the adventurers win, {ours} against {theirs}.",
                  "de": "Kampf auf {at_dat}: Die Abenteurer gewinnen, {ours} gegen {theirs}."},
    "fight_lose": {"cs": "Souboj na {at_loc}: dobrodruzi prohrávají, {ours} proti {theirs}.",
                   "en": "Fight on {at}: the adventurers lose, {ours} against {theirs}.",
                   "de": "Kampf auf {at_dat}: Die Abenteurer verlieren, {ours} gegen {theirs}."},
    "fight_draw": {"cs": "Souboj na {at_loc}: remíza, {ours} proti {theirs}.",
                   "en": "Fight on {at}: a draw, {ours} against {theirs}.",
                   "de": "Kampf auf {at_dat}: unentschieden, {ours} gegen {theirs}."},
    "fight_shield": {"cs": "Souboj na {at_loc}: na kostce padl štít, souboj končí remízou bez vyhodnocení.",
                     "en": "Fight on {at}: the die shows the shield, so the fight ends in a draw without counting.",
                     "de": "Kampf auf {at_dat}: Der Würfel zeigt den Schild, der Kampf endet ohne Wertung unentschieden."},
    "defeated": {"cs": "Strážci na {at_loc} jsou poraženi.", "en": "The guardians on {at} are defeated.",
                 "de": "Die Wächter auf {at_dat} sind besiegt."},
    "defeated_kordie": {"cs": "Strážci na {at_loc} jsou poraženi; kvůli Kordii nikdo nezíská odměnu.",
                        "en": "The guardians on {at} are defeated; because of Kordie nobody gets a reward.",
                        "de": "Die Wächter auf {at_dat} sind besiegt; wegen Kordie erhält niemand eine Belohnung."},
    "kingos_beaten": {"cs": "Kingoš je poražen!", "en": "Kingoš is beaten!", "de": "Kingoš ist besiegt!"},
    "dusk": {"cs": "Soumrak: žeton času stojí na měsíci, vítězí Kingoš.",
             "en": "Dusk: the time token stands on the moon, and Kingoš wins.",
             "de": "Dämmerung: Der Zeitstein steht auf dem Mond, Kingoš gewinnt."},
    "anger": {"cs": "Hráč {seat} hází za Kingoše: {face}; jeho síla je {anger}.",
              "en": "Player {seat} rolls for Kingoš: {face}; his strength is {anger}.",
              "de": "Spieler {seat} würfelt für Kingoš: {face}; seine Stärke ist {anger}."},
    "peek": {"cs": "Hráč {seat} si prohlíží {at_acc}{card_text}.", "en": "Player {seat} looks at {at}{card_text}.",
             "de": "Spieler {seat} sieht sich {at_acc} an{card_text}."},
    "reshuffle": {"cs": "Odhazovací balíček {deck} je zamíchán jako nový lízací balíček.",
                  "en": "The {deck} discard pile is shuffled into a new deck.",
                  "de": "Der Ablagestapel der {deck} wird als neuer Stapel gemischt."},
    "choose": {"cs": "Hráč {seat} volí: {effects}.", "en": "Player {seat} chooses: {effects}.",
               "de": "Spieler {seat} wählt: {effects}."},
    "cannot": {"cs": "Hráč {seat} nemůže provést postih ({what}).", "en": "Player {seat} cannot carry out a penalty ({what}).",
               "de": "Spieler {seat} kann eine Strafe nicht ausführen ({what})."},
    "tired": {"cs": "Hráč {seat} přesouvá 1 energii do pole únavy.", "en": "Player {seat} moves 1 energy to fatigue.",
              "de": "Spieler {seat} legt 1 Energie in die Müdigkeit."},
    "no_effect": {"cs": "Kletba nic nezpůsobí.", "en": "The curse does nothing.", "de": "Der Fluch bewirkt nichts."},
    "uncurse": {"cs": "Hráč {seat} odhazuje kletbu {card_name}.", "en": "Player {seat} discards the curse {card_name}.",
                "de": "Spieler {seat} wirft den Fluch {card_name} ab."},
    "poplach": {"cs": "Poplach: zůstává silnější strážce.", "en": "Poplach: the stronger guardian stays.",
                "de": "Poplach: Der stärkere Wächter bleibt."},
    "refill": {"cs": "Pytlík je doplněn: {guardians}.", "en": "The bag is refilled: {guardians}.",
               "de": "Der Beutel wird aufgefüllt: {guardians}."},
    "returned": {"cs": "Hráč {seat} vrací do pytlíku strážce z {at_gen}.",
                 "en": "Player {seat} returns the guardian on {at} to the bag.",
                 "de": "Spieler {seat} legt den Wächter von {at_dat} in den Beutel zurück."},
    "curse_extra": {"cs": "Účinnější kletby: další kletba {card_name}.",
                    "en": "More effective curses: one more curse, {card_name}.",
                    "de": "Wirksamere Flüche: ein weiterer Fluch, {card_name}."},
    "certainty": {"cs": "Hráč {seat} volí Novou jistotu.", "en": "Player {seat} takes New Certainty.",
                  "de": "Spieler {seat} wählt die Neue Gewissheit."},
    "pick": {"cs": "Hráč {seat} trhá květinu na louce.", "en": "Player {seat} picks a flower on the meadow.",
             "de": "Spieler {seat} pflückt eine Blume auf der Wiese."},
}


def _event_kind(event: dict[str, Any]) -> str:
    kind = str(event.get("type", ""))
    if kind == "red" and not event.get("card"):
        return "red_none"
    if kind == "committed" and "choice" in event:
        return "committed_own"
    if kind == "fight":
        return "fight_shield" if event.get("shield") else f"fight_{event.get('outcome')}"
    if kind == "banish":
        return "banish_stay" if event.get("stay") else "banish_sea" if event.get("sea") else "banish"
    if kind == "defeated" and event.get("kordie"):
        return "defeated_kordie"
    if kind == "time" and event.get("pos") == data.TIME_MOON:
        return "time_moon"
    return kind


def describe_event(event: dict[str, Any], lang: str = "en") -> str:
    lang = lang if lang in LANGS else "en"
    kind = _event_kind(event)
    template = EVENTS.get(kind)
    if template is None:
        return f"{kind}: " + ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("type", "step"))
    fields = _event_fields(event, kind, lang)
    try:
        return template[lang].format(**fields)
    except (KeyError, IndexError):
        return f"{kind}: {event}"


def _event_fields(event: dict[str, Any], kind: str, lang: str) -> dict[str, Any]:
    fields = dict(event)
    fields.setdefault("seat", "")
    for k in ("seat", "holder"):  # players are numbered from 1 on screen, like the CLI does
        if isinstance(fields.get(k), int):
            fields[k] += 1
    card = event.get("card")
    fields["card_name"] = card_name(card) if card else "-"
    cards = event.get("cards") or ([card] if card and kind != "peek" else [])
    fields["card_text"] = (": " + ", ".join(card_name(c) for c in cards)) if cards else ""
    if kind == "peek" and card in data.ISLAND:
        fields["card_text"] = ": " + TERMS[lang][data.ISLAND[card]["kind"]]
    terms = TERMS[lang]
    for k in ("kind", "face", "deck"):
        if isinstance(fields.get(k), str):
            fields[k] = terms.get(fields[k], fields[k])
    if isinstance(fields.get("slot"), str):
        fields["slot"] = SLOT[lang].get(fields["slot"], fields["slot"])
    if isinstance(fields.get("what"), str):
        fields["what"] = EFFECT[lang].get(fields["what"], fields["what"])
    if isinstance(fields.get("effects"), list):
        fields["effects"] = " + ".join(EFFECT[lang].get(e, e) for e in fields["effects"])
    for k in ("src", "dst", "at"):
        for case in ("nom", "gen", "acc", "loc", "dat"):
            fields[k if case == "nom" else f"{k}_{case}"] = place(event.get(k), lang, case)
    _count_fields(event, kind, lang, fields)
    return fields


def _count_fields(event: dict[str, Any], kind: str, lang: str, fields: dict[str, Any]) -> None:
    if kind == "committed_own":
        fields["choice"] = label(event["choice"], lang)
    elif kind == "reveal":
        fields["commit"] = ", ".join(f"{PLAYER[lang]} {i + 1}: {c}"
                                     for i, c in enumerate(event.get("commit", [])) if c is not None)
    elif kind == "rest":
        fields["energy"] = plural(int(event.get("n", 0)), lang, ENERGY)
    elif kind == "curse_drawn":
        fields["curses"] = plural(len(event.get("cards") or []) or int(event.get("n", 1)), lang, CURSES)
    elif kind == "refill":
        fields["guardians"] = plural(int(event.get("bag", 0)), lang, GUARDIANS_NOM)
    elif kind == "time":
        fields["left"] = plural(data.TIME_MOON - int(event.get("pos", 0)), lang, STEPS)

