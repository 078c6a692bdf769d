"""The help and the end: help on the current decision, what an action does, and the sentences under the
final standings (cs, en, de)."""

from __future__ import annotations

from typing import Any

from conjure.engine.actions import parse_id
from conjure.engine.text import plural_index
from conjure.games.djinn import catch as C
from conjure.games.djinn.data import IS_ROUND, SOURCE
from conjure.games.djinn.effects import has_ability, max_power
from conjure.games.djinn.flow import FLOW, TURN_KINDS
from conjure.games.djinn.labels import (
    COL,
    LOC,
    _e,
    _lang,
    catch_cost_text,
    chest_text,
    count,
    equip_text,
    mage_text,
)
from conjure.games.djinn.locations import source_fee

State = dict[str, Any]


HELP: dict[str, dict[str, str]] = {
    "draft": _e("Vyberte si destičku vlastnosti; během výběru získáte jednu kladnou a jednu zápornou.",
                "Choose a character tile; over the draft you take one positive and one negative tile.",
                "Wähle ein Charakter-Plättchen; im Lauf der Auswahl nimmst du ein positives und ein negatives."),
    "placement": _e("Vyberte, kde váš kouzelník vstoupí na mapu: volnou cestu k některému čtvercovému poli.",
                    "Choose where your wizard enters the map: a free path leading to a square field.",
                    "Wähle, wo deine Figur den Plan betritt: einen freien Weg zu einem eckigen Feld."),
    "move": _e("Vyberte cestu, po které kouzelník táhne (nikdy zpět cestou, kudy přišel).",
               "Choose the path your wizard moves along (never back the way it came).",
               "Wähle den Weg, den deine Figur zieht (nie den Weg zurück, den sie kam)."),
    "stay": _e("Žádný tah není možný: kouzelník zůstane stát.", "No move is possible: your wizard stays.",
               "Kein Zug ist möglich: deine Figur bleibt stehen."),
    "blocked": _e("U tohoto pole stojí jiní kouzelníci: zaplaťte každému 1 minci nebo 1 svitek, nebo pole přeskočte.",
                  "Other wizards stand at this edge: pay each of them 1 coin or 1 scroll, or skip past the field.",
                  "Hier stehen andere Figuren: zahle jeder 1 Münze oder 1 Schriftrolle oder überspringe das Feld."),
    "square": _e("Na čtvercovém poli: základní akce lokace a akce vaší utajené znalosti v libovolném pořadí, pak konec tahu.",
                 "On a square field: the location's basic action and your secret passage's action, in any order; then end your turn.",
                 "Auf einem eckigen Feld: die Standardaktion des Ortes und die deines Geheimgangs, in beliebiger Reihenfolge; dann Zug beenden."),
    "round": _e("Na kulatém poli: zvláštní (nebo základní) akce a povinné polapení džinů, v libovolném pořadí; pak konec tahu.",
                "On a round field: the special (or basic) action and the mandatory catch, in either order; then end your turn.",
                "Auf einem runden Feld: die Spezial- (oder Standard-)aktion und das Pflichtfangen, in beliebiger Reihenfolge; dann Zug beenden."),
    "source": _e("U Zřídla magie: horní řádek jednou, nákupy ze spodního řádku opakovaně, v libovolném pořadí; pak konec tahu.",
                 "At the Magic Source: the top row once and purchases from the bottom row as often as you pay, in any order; then end your turn.",
                 "An der Magiequelle: die obere Reihe einmal, Käufe aus der unteren Reihe beliebig oft, in beliebiger Reihenfolge; dann Zug beenden."),
    "final": _e("Závěrečná akce u Zřídla magie (bez ocenění); až budete hotovi, ukončete ji.",
                "Your final action at the Magic Source (no awards now); end it when you are done.",
                "Deine letzte Aktion an der Magiequelle (keine Trophäen mehr); beende sie, wenn du fertig bist."),
    "catch": _e("Vyberte džiny k polapení a mágy, kteří pomohou; pak je polapte, nebo nechytejte nic.",
                "Choose the djinn to catch and the mages that help, then catch them or catch nothing.",
                "Wähle die Djinns zum Fangen und die helfenden Magier; dann fange sie oder nichts."),
    "catch_src": _e("Vyberte, kolik veledžinů ze zásoby chytíte (6 magické síly za každého).",
                    "Choose how many boss djinn to catch from the supply (6 power each).",
                    "Wähle, wie viele Meisterdjinns du aus dem Vorrat fängst (je 6 Magiestärke)."),
    "place": _e("Umístěte polapeného džina do prázdného aktivního kruhu nebo do lahve se zátkou.",
                "Put the caught djinn into an empty active circle or into a bottle with a cork.",
                "Setze den gefangenen Djinn in einen leeren aktiven Bannkreis oder in eine Flasche mit Korken."),
    "free": _e("Za polapeného veledžina si smíte zdarma vzít jednoho džina z tohoto pole.",
               "For the boss you caught you may take one djinn of this field for free.",
               "Für den gefangenen Meisterdjinn darfst du einen Djinn dieses Feldes kostenlos nehmen."),
    "tip": _e("Zaplaťte 1 minci nebo 1 svitek dalšímu hráči, kterého se platba týká.",
              "Pay 1 coin or 1 scroll to the next player you owe.",
              "Zahle dem nächsten Spieler, dem du etwas schuldest, 1 Münze oder 1 Schriftrolle."),
    "bottle": _e("Vyberte barvu lahve, kterou získáte.", "Choose the colour of the bottle you get.",
                 "Wähle die Farbe der Flasche, die du bekommst."),
    "takemage": _e("Vyberte hromádku, z jejíhož vrchu si vezmete kartu mága.",
                   "Choose the pile whose top mage card you take.",
                   "Wähle den Stapel, von dem du die oberste Magiekarte nimmst."),
    "mageup": _e("Otočte karty mágů lícem vzhůru, nebo skončete.", "Turn mage cards face up, or stop.",
                 "Aktiviere Magiekarten oder hör auf."),
    "acad": _e("Za každou 1 ze 3 získaných magických sil smíte otočit mága lícem vzhůru (nejvýše 2).",
               "For 1 of the 3 power gained each, you may turn a mage face up (at most 2).",
               "Für je 1 der 3 erhaltenen Magiestärke darfst du eine Magiekarte aktivieren (höchstens 2)."),
    "chest": _e("Truhla s klíčem: zaplaťte klíč za její odměnu navíc, nebo ji nechte zamčenou.",
                "A chest with a key symbol: pay a key for its extra reward, or leave it locked.",
                "Schatztruhe mit Schlüssel: gib einen Schlüssel für die Zusatzbelohnung ab oder lass sie zu."),
    "chest_disc": _e("Odhoďte jednu z odhalených truhel bez odměny (hůl).",
                     "Discard one of the revealed chests unused (staff).",
                     "Lege eine der aufgedeckten Schatztruhen ungenutzt ab (Stab)."),
    "xchest": _e("Hůl: smíte otočit o 1 truhlu více, ale jednu pak odhodíte.",
                 "Staff: you may reveal 1 more chest, but then you discard one of them.",
                 "Stab: du darfst 1 Schatztruhe mehr aufdecken, legst dann aber eine davon ab."),
    "arch": _e("Vyberte možnost archivu (při zvláštní akci dvě různé), nebo skončete.",
               "Choose an Archive option (two different ones for the special action), or stop.",
               "Wähle eine Archiv-Option (bei der Spezialaktion zwei verschiedene) oder hör auf."),
    "ppl": _e("Vyberte čtvercové pole a symbol pro svou utajenou znalost.",
              "Choose the square field and the symbol of your secret passage.",
              "Wähle das eckige Feld und das Symbol deines Geheimgangs."),
    "takeequip": _e("Vyberte druh vybavení, jehož kartu si vezmete.", "Choose the kind of equipment card you take.",
                    "Wähle die Art der Ausrüstung, die du nimmst."),
    "keep": _e("Lícem vzhůru smí zůstat jen jedna karta každého druhu: kterou ponecháte aktivní?",
               "Only one card of each kind stays face up: which one do you keep active?",
               "Nur eine Karte jeder Art bleibt offen: welche behältst du aktiv?"),
    "mkt": _e("Přesuňte pomocníka k jinému stánku a kupte jeho nabídku.",
              "Move your assistant to another stall and buy its offer.",
              "Ziehe deinen Gehilfen zu einem anderen Zelt und kaufe dessen Angebot."),
    "swap": _e("Vyměňte prázdné lahve za lahve jiné barvy, nebo skončete.",
               "Swap empty bottles for bottles of another colour, or stop.",
               "Tausche leere Flaschen gegen andere Farben oder hör auf."),
    "tomb": _e("Tom bere prázdnou lahev: vyberte její barvu.", "Tom takes an empty bottle: choose its colour.",
               "Tom nimmt eine leere Flasche: wähle die Farbe."),
}
HELP_RULE = {"draft": "DJN-SETUP-10", "placement": "DJN-MOVE-1", "move": "DJN-MOVE-2", "stay": "DJN-MOVE-5",
             "blocked": "DJN-MOVE-3", "square": "DJN-FIELD-1", "round": "DJN-FIELD-2", "source": "DJN-SRC-3",
             "final": "DJN-END-3", "catch": "DJN-CATCH-2", "catch_src": "DJN-SRC-1", "place": "DJN-CATCH-6",
             "free": "DJN-CATCH-8", "bottle": "DJN-EFF-1", "takemage": "DJN-EFF-1", "mageup": "DJN-EFF-1",
             "acad": "DJN-CHAR-P9", "chest": "DJN-CAT-2", "chest_disc": "DJN-EQ-3", "xchest": "DJN-EQ-3",
             "arch": "DJN-ARC-1", "ppl": "DJN-ARC-2", "takeequip": "DJN-WRK-1", "keep": "DJN-WRK-2",
             "mkt": "DJN-MKT-1", "swap": "DJN-EQ-5", "tomb": "DJN-SOLO-4"}


def decision_key(state: State, seat: int) -> str:
    """Which kind of decision the seat faces (a key of HELP)."""
    node = state["tasks"][-1] if state["tasks"] else None
    if node is not None and node["t"] not in TURN_KINDS:
        k = node["t"]
        if k == "catch" and node["src"]:
            return "catch_src"
        if k == "chest" and node["discard"]:
            return "chest_disc"
        if k == "tip":
            return "tip"
        return str(k)
    if state["phase"] == "draft":
        return "draft"
    t = state["turn"]
    if t["stage"] == "blocked":
        return "blocked"
    if t["stage"] == "move":
        return "placement" if state["seats"][seat]["position"] is None else "move"
    if state["phase"] == "final":
        return "final"
    field = t["field"]
    if field == SOURCE:
        return "source"
    return "round" if IS_ROUND.get(field) else "square"


def decision_help(state: State, seat: int, lang: str = "en") -> tuple[str, str] | None:
    """(rule id, sentence) for the seat's current decision; None when it is not to act."""
    if seat not in FLOW.to_act(state):
        return None
    key = decision_key(state, seat)
    if key == "move" and FLOW.option_ids(state, seat) == ["stay"]:
        key = "stay"
    if key == "tip":
        return ("DJN-MKT-2" if state["turn"]["stage"] != "paying" else "DJN-MOVE-3"), HELP["tip"][_lang(lang)]
    return HELP_RULE[key], HELP[key][_lang(lang)]


# -- what an action does ---------------------------------------------------------------------------------
LOC_ACTION = {
    "cs": {"ACA": ("+1 svitek, +3 magické síly", "kapacita +1, +1 svitek, +3 magické síly"),
           "TAV": ("1 ze 2 mágů bez klíče", "1 ze 4 mágů; mág s klíčem dá i klíč"),
           "CAT": ("otočit 1 truhlu", "otočit 2 truhly"),
           "ARC": ("1 z 5 možností archivu", "2 různé možnosti archivu"),
           "WRK": ("za 2 mince 1 zátka a 1 vybavení", "za 3 mince 2 zátky a 1 vybavení"),
           "MKT": ("1 nákup na tržnici", "2 nákupy na tržnici")},
    "en": {"ACA": ("+1 scroll, +3 power", "capacity +1, +1 scroll, +3 power"),
           "TAV": ("1 of the 2 mages without a key", "1 of all 4 mages; a key mage also gives a key"),
           "CAT": ("reveal 1 chest", "reveal 2 chests"),
           "ARC": ("1 of the 5 Archive options", "2 different Archive options"),
           "WRK": ("for 2 coins: 1 cork and 1 equipment card", "for 3 coins: 2 corks and 1 equipment card"),
           "MKT": ("1 market purchase", "2 market purchases")},
    "de": {"ACA": ("+1 Schriftrolle, +3 Magiestärke", "Kapazität +1, +1 Schriftrolle, +3 Magiestärke"),
           "TAV": ("1 der 2 Magiekarten ohne Schlüssel", "1 aller 4 Magiekarten; mit Schlüssel auch 1 Schlüssel"),
           "CAT": ("1 Schatztruhe aufdecken", "2 Schatztruhen aufdecken"),
           "ARC": ("1 der 5 Archiv-Optionen", "2 verschiedene Archiv-Optionen"),
           "WRK": ("für 2 Münzen: 1 Korken und 1 Ausrüstung", "für 3 Münzen: 2 Korken und 1 Ausrüstung"),
           "MKT": ("1 Kauf auf dem Markt", "2 Käufe auf dem Markt")},
}
EXPLAIN = {
    "cs": {"round": "kulaté pole: zvláštní akce a povinné polapení", "square": "čtvercové pole: základní akce",
           "djinn": "džinové: {0}", "boss": "veledžin", "source": "Zřídlo magie: doplnění síly, veledžini, nákupy za svitky",
           "catch": "džin stojí 4 magické síly, veledžin 4 + 2 za každého dalšího džina u pole",
           "bottle": "na konci 10 VB místo 3; spotřebuje lahev a zátku", "refill": "magická síla na {0}",
           "bosses": "6 magických sil za každého veledžina; pomáhají mágové", "buy": "stojí {0}",
           "nothing_src": "horní řádek je tím využit", "lose": "−1 magická síla", "p7": "+2 magické síly",
           "tom": "Tom pak otočí kartu", "pay": "každému kouzelníkovi zde 1 minci nebo 1 svitek"},
    "en": {"round": "round field: special action and the mandatory catch", "square": "square field: basic action",
           "djinn": "djinn: {0}", "boss": "boss djinn", "source": "Magic Source: refill, bosses, purchases for scrolls",
           "catch": "a djinn costs 4 power, a boss 4 + 2 for each other djinn at its field",
           "bottle": "10 VP instead of 3 at the end; uses the bottle and a cork", "refill": "power up to {0}",
           "bosses": "6 power per boss djinn; mages help", "buy": "costs {0}",
           "nothing_src": "the top row is used up by this", "lose": "−1 power", "p7": "+2 power",
           "tom": "Tom then reveals a card", "pay": "1 coin or 1 scroll to each wizard here"},
    "de": {"round": "rundes Feld: Spezialaktion und Pflichtfangen", "square": "eckiges Feld: Standardaktion",
           "djinn": "Djinns: {0}", "boss": "Meisterdjinn", "source": "Magiequelle: Auffüllen, Meisterdjinns, Käufe für Schriftrollen",
           "catch": "ein Djinn kostet 4 Magiestärke, ein Meisterdjinn 4 + 2 je weiterem Djinn am Feld",
           "bottle": "am Ende 10 SP statt 3; verbraucht Flasche und Korken", "refill": "Magiestärke auf {0}",
           "bosses": "6 Magiestärke je Meisterdjinn; Magier helfen", "buy": "kostet {0}",
           "nothing_src": "die obere Reihe ist damit verbraucht", "lose": "−1 Magiestärke", "p7": "+2 Magiestärke",
           "tom": "Tom deckt dann eine Karte auf", "pay": "jeder Figur hier 1 Münze oder 1 Schriftrolle"},
}


def explain_action(state: State, seat: int, aid: str, lang: str = "en") -> str:
    """One line on what a legal action does beyond its label; '' where the label says it all."""
    lang = _lang(lang)
    kind, args = parse_id(aid)
    handler = _EXPLAINERS.get(kind)
    return handler(state, seat, args, lang) if handler else ""


def _field_info(state: State, seat: int, args: list[str], lang: str) -> str:
    field = args[0]
    w = EXPLAIN[lang]
    if field == SOURCE:
        return w["source"]
    loc = state["tiles"][field]
    if not IS_ROUND[field]:
        return f"{w['square']} ({LOC_ACTION[lang][loc][0]})"
    here = [w["boss"]] if state["boss"][field] else []
    here += [COL[lang][c] for c in state["djinn"][field]]
    text = f"{w['round']} ({LOC_ACTION[lang][loc][1]})"
    return text + (f"; {w['djinn'].format(', '.join(here))}" if here else "")


def _act_info(state: State, seat: int, args: list[str], lang: str) -> str:
    from conjure.games.djinn.turn import own_passage

    field = state["turn"]["field"]
    loc = own_passage(state, seat, field) if args[0] == "secret" else state["tiles"].get(field, "")
    if loc not in LOC_ACTION[lang]:
        return ""
    return f"{LOC[lang][loc]}: {LOC_ACTION[lang][loc][1 if args[0] == 'special' else 0]}"


def _source_info(state: State, seat: int, args: list[str], lang: str) -> str:
    w = EXPLAIN[lang]
    if args[0] == "refill":
        return w["refill"].format(max_power(state["seats"][seat]))
    if args[0] == "bosses":
        return w["bosses"]
    return w["buy"].format(count(source_fee(state, seat), "scrolls", lang))


def _cnone_info(state: State, seat: int, args: list[str], lang: str) -> str:
    node = state["tasks"][-1]
    w = EXPLAIN[lang]
    if node["src"]:
        return w["nothing_src"]
    return w["p7"] if has_ability(state["seats"][seat], "no_catch_power") else w["lose"]


def _end_info(state: State, seat: int, args: list[str], lang: str) -> str:
    solo_round = len(state["seats"]) == 1 and state["phase"] == "play" and IS_ROUND.get(state["turn"]["field"], False)
    return EXPLAIN[lang]["tom"] if solo_round and state["tom"] else ""


def _mage_at(state: State, seat: int, args: list[str], lang: str) -> str:
    p = state["seats"][seat]
    i = int(args[0])
    return mage_text(p["mages"][i][0], lang) if i < len(p["mages"]) else ""


def _equip_at(state: State, seat: int, args: list[str], lang: str) -> str:
    p = state["seats"][seat]
    i = int(args[0])
    return equip_text(p["equipment"][i][0], lang, with_kind=True) if i < len(p["equipment"]) else ""


def _pile_top(state: State, seat: int, args: list[str], lang: str) -> str:
    pile = state["piles"][int(args[0])]
    return mage_text(pile[-1], lang) if pile else ""


def _equip_top(state: State, seat: int, args: list[str], lang: str) -> str:
    pile = state["equipment_piles"][args[0]]
    if not pile:
        return ""
    return equip_text(pile[0] if has_ability(state["seats"][seat], "bottom_equipment") else pile[-1], lang)


def _keep_info(state: State, seat: int, args: list[str], lang: str) -> str:
    node = state["tasks"][-1]
    card = state["seats"][seat]["equipment"][node["new" if args[0] == "new" else "old"]][0]
    return equip_text(card, lang, with_kind=True)


def _chest_info(state: State, seat: int, args: list[str], lang: str) -> str:
    return chest_text(args[0], lang)


_EXPLAINERS: dict[str, Any] = {
    "move": _field_info, "skip": _field_info, "place": _field_info,
    "act": _act_info, "src": _source_info, "cnone": _cnone_info, "end": _end_info,
    "catch": lambda s, seat, a, lang: EXPLAIN[lang]["catch"],
    "bottle": lambda s, seat, a, lang: EXPLAIN[lang]["bottle"],
    "pay": lambda s, seat, a, lang: EXPLAIN[lang]["pay"],
    "cadd": lambda s, seat, a, lang: catch_cost_text(s, seat, C.added(s["tasks"][-1], a[0]), lang),
    "cgo": lambda s, seat, a, lang: catch_cost_text(s, seat, s["tasks"][-1], lang),
    "cmage": _mage_at, "ceq": _equip_at, "eq": _equip_at, "tm": _pile_top, "teq": _equip_top,
    "keep": _keep_info, "cdisc": _chest_info,
}


# -- the final result --------------------------------------------------------------------------------------
RESULT = {
    "cs": {"won_solo": "Vyhráli jste proti Tomovi: všech 6 veledžinů opustilo město dříve, než otočil poslední kartu.",
           "lost_solo": "Prohráli jste s Tomem: otočil svou poslední kartu a ve městě {0}.",
           "tom_bonus": "Za karty, které Tomovi zbyly, máte {0}.",
           "tasks": "Splněné úkoly z tabulky: {0}.",
           "one": "Vítězí hráč {0} s {1}.", "shared": "Hráči {0} se dělí o vítězství s {1}.",
           "broken": "Shodu {1} rozhodl součet mincí, svitků a klíčů: {0}.",
           "still": "Shodu {1} nerozhodl ani součet mincí, svitků a klíčů ({0}); pořadí je sdílené."},
    "en": {"won_solo": "You beat Tom: all 6 boss djinn left the town before he revealed his last card.",
           "lost_solo": "You lost to Tom: he revealed his last card while {0}.",
           "tom_bonus": "The cards Tom had left give you {0}.",
           "tasks": "Tasks of the table fulfilled: {0}.",
           "one": "Player {0} wins with {1}.", "shared": "Players {0} share the win with {1}.",
           "broken": "The tie at {1} was broken by coins + scrolls + keys: {0}.",
           "still": "The tie at {1} stayed even on coins + scrolls + keys ({0}), so the place is shared."},
    "de": {"won_solo": "Du hast Tom besiegt: alle 6 Meisterdjinns haben die Stadt verlassen, bevor er seine letzte Karte aufdeckte.",
           "lost_solo": "Du hast gegen Tom verloren: er deckte seine letzte Karte auf, als noch {0}.",
           "tom_bonus": "Die Karten, die Tom übrig hatte, bringen dir {0}.",
           "tasks": "Erfüllte Aufgaben der Tabelle: {0}.",
           "one": "Spieler {0} gewinnt mit {1}.", "shared": "Die Spieler {0} teilen sich den Sieg mit {1}.",
           "broken": "Der Gleichstand bei {1} wurde durch Münzen + Schriftrollen + Schlüssel entschieden: {0}.",
           "still": "Der Gleichstand bei {1} blieb auch bei Münzen + Schriftrollen + Schlüssel gleich ({0}); der Platz wird geteilt."},
}
LEFT_IN_TOWN = {"cs": ("zůstal {0} veledžin", "zůstali {0} veledžini", "zůstalo {0} veledžinů"),
                "en": ("{0} boss djinn was still in the town", "{0} boss djinn were still in the town"),
                "de": ("{0} Meisterdjinn in der Stadt war", "{0} Meisterdjinns in der Stadt waren")}
AND = {"cs": " a ", "en": " and ", "de": " und "}
PLAYER = {"cs": "hráč {0}", "en": "player {0}", "de": "Spieler {0}"}
TASKS = {
    "cs": {"mages8": "aspoň 8 mágů", "sets2": "aspoň 2 sady vybavení", "awards3": "aspoň 3 ocenění",
           "coins10": "aspoň 10 mincí", "keys3": "aspoň 3 klíče", "circles_max2": "nejvýše 2 aktivní kruhy",
           "capacity6": "kapacita nejvýše 6", "kinds_max1": "vybavení nejvýše jednoho druhu",
           "mages_max2": "nejvýše 2 mágové", "no_key_mage": "žádný mág s klíčem", "no_passage": "žádná utajená znalost"},
    "en": {"mages8": "at least 8 mages", "sets2": "at least 2 equipment sets", "awards3": "at least 3 awards",
           "coins10": "at least 10 coins", "keys3": "at least 3 keys", "circles_max2": "at most 2 active circles",
           "capacity6": "capacity at most 6", "kinds_max1": "equipment of at most one kind",
           "mages_max2": "at most 2 mages", "no_key_mage": "no mage with a key", "no_passage": "no secret passage"},
    "de": {"mages8": "mindestens 8 Magiekarten", "sets2": "mindestens 2 Ausrüstungs-Sets",
           "awards3": "mindestens 3 Trophäen", "coins10": "mindestens 10 Münzen", "keys3": "mindestens 3 Schlüssel",
           "circles_max2": "höchstens 2 aktive Bannkreise", "capacity6": "Kapazität höchstens 6",
           "kinds_max1": "Ausrüstung höchstens einer Art", "mages_max2": "höchstens 2 Magiekarten",
           "no_key_mage": "keine Magiekarte mit Schlüssel", "no_passage": "kein Geheimgang"},
}


def _names(seats: list[int], lang: str) -> str:
    names = [str(s + 1) for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + AND[lang] + names[-1]


def result_lines(result: dict[str, Any], lang: str = "en") -> list[str]:
    """Who won and how; a solo loss as a loss; the tie-break only when tied scores needed it."""
    lang = _lang(lang)
    w = RESULT[lang]
    if result.get("solo"):
        return _solo_lines(result, lang)
    scores = result["scores"]
    winners = result["winners"]
    top = _points_with(scores[winners[0]], lang)
    lines = [w["one"].format(winners[0] + 1, top) if len(winners) == 1 else w["shared"].format(_names(winners, lang), top)]
    if result.get("tiebreak", "none") != "none":
        values = result.get("tiebreak_values", [])
        for score in sorted({s for s in scores if scores.count(s) > 1}, reverse=True):
            tied = [i for i, s in enumerate(scores) if s == score]
            pts = _points_at(score, lang)
            detail = ", ".join(f"{PLAYER[lang].format(i + 1)}: {values[i]}" for i in tied) if values else ""
            even = len({values[i] for i in tied}) == 1 if values else True
            lines.append((w["still"] if even else w["broken"]).format(detail, pts))
    return lines


def _points_with(n: int, lang: str) -> str:
    """Points after "with": cs instrumental ("s 1 bodem", "s 85 body"), de dative ("mit 85 Punkten")."""
    if lang == "cs":
        return f"{n} bodem" if n == 1 else f"{n} body"
    if lang == "de":
        return f"{n} Punkt" if n == 1 else f"{n} Punkten"
    return count(n, "points", lang)


def _points_at(n: int, lang: str) -> str:
    """Points of a tie: cs "na 80 bodech", en "80 points", de "bei 80 Punkten" (the template adds the rest)."""
    if lang == "cs":
        return f"na {n} bodu" if n == 1 else f"na {n} bodech"
    return _points_with(n, lang)


def _solo_lines(result: dict[str, Any], lang: str) -> list[str]:
    w = RESULT[lang]
    if result["solo"] == "lost":
        left = int(result.get("bosses_left", 1)) or 1
        forms = LEFT_IN_TOWN[lang]
        return [w["lost_solo"].format(forms[min(plural_index(left, lang), len(forms) - 1)].format(left))]
    lines = [w["won_solo"]]
    tom = result["breakdown"][0].get("tom", 0)
    if tom:
        lines.append(w["tom_bonus"].format(count(tom, "points", lang)))
    if result.get("tasks"):
        lines.append(w["tasks"].format(", ".join(TASKS[lang].get(t, t) for t in result["tasks"])))
    return lines

