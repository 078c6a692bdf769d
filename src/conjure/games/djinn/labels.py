"""Action labels and log lines in Czech, English and German."""

from __future__ import annotations

from typing import Any

LOC = {
    "cs": {"ACA": "Akademie", "TAV": "Hostinec", "CAT": "Katakomby", "ARC": "Archiv", "WRK": "Dílna", "MKT": "Tržnice",
           "SRC": "Zřídlo magie"},
    "en": {"ACA": "Academy", "TAV": "Tavern", "CAT": "Catacombs", "ARC": "Archive", "WRK": "Workshop", "MKT": "Market",
           "SRC": "Magic Source"},
    "de": {"ACA": "Akademie", "TAV": "Taverne", "CAT": "Katakomben", "ARC": "Archiv", "WRK": "Manufaktur", "MKT": "Markt",
           "SRC": "Magiequelle"},
}
COL = {
    "cs": {"brown": "hnědá", "blue": "modrá", "red": "červená", "yellow": "žlutá", "B": "veledžin"},
    "en": {"brown": "brown", "blue": "blue", "red": "red", "yellow": "yellow", "B": "boss djinn"},
    "de": {"brown": "braun", "blue": "blau", "red": "rot", "yellow": "gelb", "B": "Meisterdjinn"},
}

ACTIONS: dict[str, dict[str, str]] = {
    "char": {"cs": "Vzít destičku vlastnosti {0}", "en": "Take character tile {0}", "de": "Charakter-Plättchen {0} nehmen"},
    "place": {"cs": "Postavit kouzelníka k poli {0} (z cesty od {1})", "en": "Place your wizard at {0} (on the path from {1})",
              "de": "Figur vor {0} stellen (Weg von {1})"},
    "move": {"cs": "Táhnout k poli {0}", "en": "Move to {0}", "de": "Zu {0} ziehen"},
    "skip": {"cs": "Přeskočit a táhnout k poli {0}", "en": "Skip past and move on to {0}", "de": "Überspringen, weiter zu {0}"},
    "pay": {"cs": "Zaplatit kouzelníkům u okraje a zůstat", "en": "Pay the wizards at that edge and stop there",
            "de": "Die Figuren dort bezahlen und stehen bleiben"},
    "stay": {"cs": "Nelze táhnout: zůstat stát", "en": "No move possible: stay", "de": "Kein Zug möglich: stehen bleiben"},
    "act": {"cs": "Provést akci: {0}", "en": "Take the action: {0}", "de": "Aktion ausführen: {0}"},
    "catch": {"cs": "Povinná akce: polapit džiny", "en": "Mandatory action: catch djinn", "de": "Pflichtaktion: Djinns fangen"},
    "decline": {"cs": "Vzdát se akcí za {0}", "en": "Skip the actions for {0}", "de": "Auf Aktionen verzichten für {0}"},
    "end": {"cs": "Ukončit tah", "en": "End your turn", "de": "Zug beenden"},
    "bottle": {"cs": "Přesunout džina z kruhu {0} do lahve ({1}) se zátkou", "en": "Bottle the djinn of circle {0} ({1} bottle, cork)",
               "de": "Djinn aus Bannkreis {0} in Flasche ({1}) sperren"},
    "award": {"cs": "Ocenění {1} za 3 džiny v lahvích ({0})", "en": "Award {1} for 3 bottled djinn ({0})",
              "de": "Trophäe {1} für 3 Djinns in Flaschen ({0})"},
    "key": {"cs": "Směnit klíč za {0}", "en": "Spend a key for {0}", "de": "Schlüssel eintauschen gegen {0}"},
    "eq": {"cs": "Použít vybavení č. {0}", "en": "Use equipment #{0}", "de": "Ausrüstung Nr. {0} nutzen"},
    "src": {"cs": "Zřídlo magie: {0}", "en": "Magic Source: {0}", "de": "Magiequelle: {0}"},
    "cadd": {"cs": "Chytat i: {0}", "en": "Also catch: {0}", "de": "Auch fangen: {0}"},
    "cmage": {"cs": "Použít kartu mága č. {0}", "en": "Use mage card #{0}", "de": "Magiekarte Nr. {0} einsetzen"},
    "ceq": {"cs": "Použít vybavení č. {0} při polapení", "en": "Use equipment #{0} for the catch", "de": "Ausrüstung Nr. {0} beim Fangen"},
    "cgo": {"cs": "Polapit vybrané džiny", "en": "Catch the chosen djinn", "de": "Die gewählten Djinns fangen"},
    "cnone": {"cs": "Nechytat (ztráta 1 magické síly)", "en": "Catch nothing (lose 1 power)", "de": "Nichts fangen (1 Magiestärke abgeben)"},
    "put": {"cs": "Umístit džina: {0}", "en": "Put the djinn: {0}", "de": "Djinn unterbringen: {0}"},
    "free": {"cs": "Džin zdarma: {0}", "en": "Free djinn: {0}", "de": "Kostenloser Djinn: {0}"},
    "tip": {"cs": "Zaplatit 1 ({0})", "en": "Pay 1 {0}", "de": "1 {0} zahlen"},
    "bt": {"cs": "Lahev: {0}", "en": "Bottle: {0}", "de": "Flasche: {0}"},
    "tm": {"cs": "Vzít mága z hromádky {0}", "en": "Take the mage from pile {0}", "de": "Magiekarte von Stapel {0} nehmen"},
    "up": {"cs": "Otočit mága č. {0} lícem vzhůru", "en": "Turn mage #{0} face up", "de": "Magiekarte Nr. {0} aktivieren"},
    "amage": {"cs": "Akademie: aktivovat mága č. {0} za 1 sílu", "en": "Academy: turn mage #{0} face up for 1 power",
              "de": "Akademie: Magiekarte Nr. {0} für 1 Magiestärke aktivieren"},
    "open": {"cs": "Odemknout truhlu {0} klíčem", "en": "Unlock chest {0} with a key", "de": "Schatztruhe {0} mit Schlüssel öffnen"},
    "shut": {"cs": "Neodemykat truhlu {0}", "en": "Leave chest {0} locked", "de": "Schatztruhe {0} nicht öffnen"},
    "cdisc": {"cs": "Odhodit truhlu {0}", "en": "Discard chest {0}", "de": "Schatztruhe {0} ablegen"},
    "arc": {"cs": "Archiv: {0}", "en": "Archive: {0}", "de": "Archiv: {0}"},
    "pp": {"cs": "Utajená znalost {1} k poli {0}", "en": "Secret passage {1} at {0}", "de": "Geheimgang {1} an {0}"},
    "teq": {"cs": "Vzít vybavení: {0}", "en": "Take equipment: {0}", "de": "Ausrüstung nehmen: {0}"},
    "keep": {"cs": "Ponechat aktivní: {0}", "en": "Keep face up: {0}", "de": "Offen behalten: {0}"},
    "mkt": {"cs": "Tržnice: stánek {0}, nabídka {1}", "en": "Market: stall {0}, offer {1}", "de": "Markt: Zelt {0}, Angebot {1}"},
    "swap": {"cs": "Vyměnit lahev {0} za {1}", "en": "Swap a {0} bottle for {1}", "de": "Flasche {0} gegen {1} tauschen"},
    "tomb": {"cs": "Tomovi odevzdat lahev {0}", "en": "Give Tom a {0} bottle", "de": "Tom eine Flasche {0} geben"},
}
WORDS = {
    "cs": {"basic": "základní", "special": "zvláštní", "secret": "utajená znalost", "coins": "2 mince", "power": "2 síly",
           "mix": "1 minci a 1 sílu", "coin": "mince", "scroll": "svitek", "refill": "doplnit sílu", "bosses": "chytat veledžiny",
           "cork": "zátka", "mages": "aktivovat mágy", "circle": "kruh", "done": "hotovo", "none": "nic", "release": "pustit",
           "new": "nové", "old": "staré", "pass": "utajená znalost", "mage": "mág", "staff": "hůl", "hat": "klobouk", "cloak": "plášť"},
    "en": {"basic": "basic", "special": "special", "secret": "secret passage", "coins": "2 coins", "power": "2 power",
           "mix": "1 coin and 1 power", "coin": "coin", "scroll": "scroll", "refill": "refill power", "bosses": "catch bosses",
           "cork": "cork", "mages": "turn mages face up", "circle": "circle", "done": "done", "none": "none",
           "release": "let it go", "new": "new", "old": "old", "pass": "secret passage", "mage": "mage", "staff": "staff",
           "hat": "hat", "cloak": "cloak"},
    "de": {"basic": "Standard", "special": "Spezial", "secret": "Geheimgang", "coins": "2 Münzen", "power": "2 Magiestärke",
           "mix": "1 Münze und 1 Magiestärke", "coin": "Münze", "scroll": "Schriftrolle", "refill": "Magie auffüllen",
           "bosses": "Meisterdjinns fangen", "cork": "Korken", "mages": "Magiekarten aktivieren", "circle": "Bannkreis",
           "done": "fertig", "none": "nichts", "release": "freilassen", "new": "neu", "old": "alt", "pass": "Geheimgang",
           "mage": "Magier", "staff": "Stab", "hat": "Hut", "cloak": "Mantel"},
}


def word(x: str, lang: str) -> str:
    for table in (WORDS, COL, LOC):
        if x in table[lang]:
            return table[lang][x]
    return x


OFFER_TEXT = {
    "cs": {"bottles": "{p} mince za {n} lahve různých barev", "cork": "1 mince za zátku", "scrolls": "1 mince za 2 svitky",
           "bottle_cork": "1 svitek za lahev a zátku", "mages": "1 svitek za až 3 mágy lícem vzhůru",
           "coins": "1 svitek za 5 mincí"},
    "en": {"bottles": "{p} coins for {n} bottles of different colours", "cork": "1 coin for a cork",
           "scrolls": "1 coin for 2 scrolls", "bottle_cork": "1 scroll for a bottle and a cork",
           "mages": "1 scroll to turn up to 3 mages face up", "coins": "1 scroll for 5 coins"},
    "de": {"bottles": "{p} Münzen für {n} Flaschen verschiedener Farben", "cork": "1 Münze für 1 Korken",
           "scrolls": "1 Münze für 2 Schriftrollen", "bottle_cork": "1 Schriftrolle für Flasche und Korken",
           "mages": "1 Schriftrolle: bis zu 3 Magiekarten aktivieren", "coins": "1 Schriftrolle für 5 Münzen"},
}
STALL = {"cs": "Tržnice, stánek {s}: {o}", "en": "Market stall {s}: {o}", "de": "Marktzelt {s}: {o}"}


def market_label(args: list[str], lang: str) -> str:
    from conjure.games.djinn.data import MARKET_OFFERS

    s, o, v = (int(a) for a in args)
    offer = MARKET_OFFERS[o]
    price = (offer.get("cost_coins") or offer.get("cost_scrolls"))[v]
    return STALL[lang].format(s=s, o=OFFER_TEXT[lang][offer["id"]].format(p=price, n=v + 1))


def label(action_id: str, lang: str = "en") -> str:
    lang = lang if lang in WORDS else "en"
    kind, _, rest = action_id.partition(":")
    if kind == "mkt" and rest.count(":") == 2:
        return market_label(rest.split(":"), lang)
    if kind == "char" and rest in CHAR_TEXT:
        return f"{ACTIONS['char'][lang].format(rest)}: {CHAR_TEXT[rest][lang]}"
    if kind == "award" and rest.count(":") == 1:
        from conjure.games.djinn.data import AWARDS

        colour, award = rest.split(":")
        data = AWARDS.get(award)
        if data is not None:
            extra = f" ({effect_text(data['gain'], lang)}; {data['vp']} VP)"
            return ACTIONS["award"][lang].format(word(colour, lang), award) + extra
    args = [word(a, lang) for a in rest.split(":")] if rest else []
    tpl = ACTIONS.get(kind, {}).get(lang)
    if tpl is None:
        return action_id
    try:
        return tpl.format(*args)
    except IndexError:
        return tpl.format(*(args + [""] * 3))


def _e(cs: str, en: str, de: str) -> dict[str, str]:
    return {"cs": cs, "en": en, "de": de}


EVENTS: dict[str, dict[str, str]] = {
    "turn": _e("Na tahu je hráč {seat}.", "Player {seat} is to play.", "Spieler {seat} ist am Zug."),
    "arrive": _e("Hráč {seat} táhne k poli {field} ({loc}).", "Player {seat} moves to {field} ({loc}).",
                 "Spieler {seat} zieht zu {field} ({loc})."),
    "skip": _e("Hráč {seat} přeskakuje pole {field}.", "Player {seat} skips past {field}.",
               "Spieler {seat} überspringt {field}."),
    "stuck": _e("Hráč {seat} nemůže táhnout.", "Player {seat} cannot move.", "Spieler {seat} kann nicht ziehen."),
    "tip": _e("Hráč {seat} platí hráči {payee} ({what}).", "Player {seat} pays player {payee} a {what}.",
              "Spieler {seat} zahlt Spieler {payee} ({what})."),
    "action": _e("Hráč {seat} provádí akci: {loc}.", "Player {seat} takes the {loc} action.",
                 "Spieler {seat} führt die Aktion {loc} aus."),
    "decline": _e("Hráč {seat} se vzdává akcí a bere {took}.", "Player {seat} skips the actions and takes {took}.",
                  "Spieler {seat} verzichtet auf Aktionen und nimmt {took}."),
    "catch": _e("Hráč {seat} polapil {djinn} za {power} síly (mágové: {mages}, poplatky {fees}).",
                "Player {seat} catches {djinn} for {power} power (mages: {mages}, fees {fees}).",
                "Spieler {seat} fängt {djinn} für {power} Magiestärke (Magier: {mages}, Kosten {fees})."),
    "no_catch": _e("Hráč {seat} nic nepolapil.", "Player {seat} catches nothing.", "Spieler {seat} fängt nichts."),
    "source_no_boss": _e("Hráč {seat} nechytá veledžiny ze zásoby.", "Player {seat} catches no boss from the supply.",
                         "Spieler {seat} fängt keinen Meisterdjinn aus dem Vorrat."),
    "place": _e("Hráč {seat} umístil džina ({djinn}): {where}.", "Player {seat} puts the {djinn} djinn: {where}.",
                "Spieler {seat} bringt Djinn ({djinn}) unter: {where}."),
    "release": _e("Hráč {seat} vrací džina ({djinn}) do pytlíku.", "Player {seat} lets the {djinn} djinn go.",
                  "Spieler {seat} legt Djinn ({djinn}) zurück."),
    "free_djinn": _e("Hráč {seat} bere džina zdarma ({djinn}).", "Player {seat} takes a free djinn ({djinn}).",
                     "Spieler {seat} fängt kostenlos Djinn ({djinn})."),
    "overflow": _e("Kapacita hráče {seat} přetekla: džin z pytlíku ({djinn}).",
                   "Player {seat}'s capacity overflows: a djinn from the bag ({djinn}).",
                   "Kapazität von Spieler {seat} übervoll: Djinn aus dem Beutel ({djinn})."),
    "capacity": _e("Kapacita hráče {seat}: {cap}.", "Player {seat}'s capacity: {cap}.", "Kapazität von Spieler {seat}: {cap}."),
    "circle": _e("Hráč {seat} aktivuje čarovný kruh {circle}.", "Player {seat} activates magic circle {circle}.",
                 "Spieler {seat} aktiviert Bannkreis {circle}."),
    "banish": _e("Veledžin u pole {field} byl vyhnán z města.", "The boss djinn at {field} is driven out of town.",
                 "Der Meisterdjinn an {field} wurde vertrieben."),
    "arrivals": _e("K poli {field} přibyli džinové: {djinn}.", "New djinn arrive at {field}: {djinn}.",
                   "Neue Djinns an {field}: {djinn}."),
    "end_triggered": _e("Poslední veledžin opustil mapu: konec hry se blíží.",
                        "The last boss has left the map: the game end is near.",
                        "Der letzte Meisterdjinn ist fort: das Spielende naht."),
    "award": _e("Hráč {seat} získal ocenění {award} za džiny v lahvích ({colour}).",
                "Player {seat} takes award {award} for bottled djinn ({colour}).",
                "Spieler {seat} erhält Trophäe {award} für Djinns in Flaschen ({colour})."),
    "bottled": _e("Hráč {seat} zavřel džina ({djinn}) do lahve ({colour}).",
                  "Player {seat} bottles the {djinn} djinn ({colour} bottle).",
                  "Spieler {seat} sperrt Djinn ({djinn}) in eine Flasche ({colour})."),
    "key": _e("Hráč {seat} směnil klíč za: {for}.", "Player {seat} spends a key for: {for}.",
              "Spieler {seat} tauscht einen Schlüssel gegen: {for}."),
    "use_equipment": _e("Hráč {seat} používá vybavení {card}.", "Player {seat} uses equipment {card}.",
                        "Spieler {seat} nutzt Ausrüstung {card}."),
    "swap": _e("Hráč {seat} mění lahev {give} za {take}.", "Player {seat} swaps a {give} bottle for {take}.",
               "Spieler {seat} tauscht Flasche {give} gegen {take}."),
    "character": _e("Hráč {seat} bere destičku vlastnosti {tile}.", "Player {seat} takes character tile {tile}.",
                    "Spieler {seat} nimmt Charakter-Plättchen {tile}."),
    "scoring_drawn": _e("Hráč {seat} si bere 2 karty bodování: {cards}.", "Player {seat} draws 2 scoring cards: {cards}.",
                        "Spieler {seat} zieht 2 Wertungskarten: {cards}."),
    "refill": _e("Hráč {seat} doplňuje magickou sílu.", "Player {seat} refills power.",
                 "Spieler {seat} füllt die Magiestärke auf."),
    "source_buy": _e("Hráč {seat} kupuje u Zřídla: {what} {colour}.", "Player {seat} buys at the Source: {what} {colour}.",
                     "Spieler {seat} kauft an der Quelle: {what} {colour}."),
    "chests": _e("Hráč {seat} otáčí truhly: {chests}.", "Player {seat} reveals chests: {chests}.",
                 "Spieler {seat} deckt Schatztruhen auf: {chests}."),
    "chest": _e("Hráč {seat} bere obsah truhly {chest} (odemčeno: {unlock}).",
                "Player {seat} takes chest {chest} (unlocked: {unlock}).",
                "Spieler {seat} nimmt Schatztruhe {chest} (geöffnet: {unlock})."),
    "chest_discard": _e("Hráč {seat} odhazuje truhlu {chest}.", "Player {seat} discards chest {chest}.",
                        "Spieler {seat} legt Schatztruhe {chest} ab."),
    "chest_reshuffle": _e("Truhly se zamíchají.", "The chests are reshuffled.", "Die Schatztruhen werden neu gemischt."),
    "archive": _e("Hráč {seat} volí v archivu: {option}.", "Player {seat} chooses in the Archive: {option}.",
                  "Spieler {seat} wählt im Archiv: {option}."),
    "passage": _e("Hráč {seat} přikládá utajenou znalost {loc} k poli {field}.",
                  "Player {seat} places secret passage {loc} at {field}.",
                  "Spieler {seat} platziert Geheimgang {loc} an {field}."),
    "last_passage": _e("Hráč {seat} přiložil poslední utajenou znalost: minimum +1, 2 síly, červené možnosti.",
                       "Player {seat} placed the last passage: minimum +1, 2 power, red options.",
                       "Spieler {seat} hat den letzten Geheimgang platziert: Basis +1, 2 Magiestärke, rote Optionen."),
    "equipment": _e("Hráč {seat} získává vybavení {card}.", "Player {seat} takes equipment {card}.",
                    "Spieler {seat} nimmt Ausrüstung {card}."),
    "set_bonus": _e("Hráč {seat} má první sadu vybavení: minimum +1, 2 síly.",
                    "Player {seat} completes a first equipment set: minimum +1, 2 power.",
                    "Spieler {seat} hat das erste Set: Basis +1, 2 Magiestärke."),
    "mage": _e("Hráč {seat} získává kartu mága {card}.", "Player {seat} takes mage card {card}.",
               "Spieler {seat} nimmt Magiekarte {card}."),
    "market": _e("Hráč {seat} nakupuje na tržnici (stánek {stall}): {offer}.", "Player {seat} buys at market stall {stall}: {offer}.",
                 "Spieler {seat} kauft in Marktzelt {stall}: {offer}."),
    "bottle": _e("Hráč {seat} získává lahev ({colour}).", "Player {seat} takes a {colour} bottle.",
                 "Spieler {seat} nimmt eine Flasche ({colour})."),
    "tom_card": _e("Tom otáčí kartu {card}.", "Tom reveals card {card}.", "Tom deckt Karte {card} auf."),
    "tom_djinn": _e("Tom přidává džina ({djinn}) k poli {field}.", "Tom adds a djinn ({djinn}) at {field}.",
                    "Tom stellt einen Djinn ({djinn}) an {field}."),
    "tom_paid": _e("Hráč {seat} platí Tomovi: {what}.", "Player {seat} pays Tom: {what}.", "Spieler {seat} zahlt Tom: {what}."),
    "solo_lost": _e("Tom otočil poslední kartu: prohráváte.", "Tom revealed his last card: you lose.",
                    "Tom hat seine letzte Karte aufgedeckt: verloren."),
    "final_source": _e("Všichni kouzelníci jdou ke Zřídlu magie.", "All wizards go to the Magic Source.",
                       "Alle Figuren gehen zur Magiequelle."),
    "final_turn": _e("Hráč {seat} provádí závěrečnou akci u Zřídla.", "Player {seat} takes the final Source action.",
                     "Spieler {seat} führt die letzte Aktion an der Magiequelle aus."),
    "game_over": _e("Konec hry.", "The game is over.", "Spielende."),
}


def describe_event(event: dict[str, Any], lang: str = "en") -> str:
    lang = lang if lang in WORDS else "en"
    tpl = EVENTS.get(event.get("type", ""), {}).get(lang)
    fields = {k: _fmt(v, lang) for k, v in event.items()}
    if tpl is None:
        rest = ", ".join(f"{k}={fields[k]}" for k in sorted(fields) if k not in ("type", "step"))
        return f"{event.get('type', '?')}: {rest}"
    try:
        return tpl.format(**fields)
    except KeyError:
        return tpl


def _fmt(v: Any, lang: str) -> str:
    if isinstance(v, list):
        return ", ".join(_fmt(x, lang) for x in v) or "-"
    if isinstance(v, str):
        return word(v, lang)
    return str(v)


CHAR_TEXT = {
    "P1": _e("Začátek: +2 mince, +2 svitky, +1 síla", "Start: +2 coins, +2 scrolls, +1 power",
             "Spielbeginn: +2 Münzen, +2 Schriftrollen, +1 Magiestärke"),
    "P2": _e("Tržnice: neplatíte ostatním", "Market: pay nothing to others", "Markt: nichts an andere zahlen"),
    "P3": _e("Hostinec: klíč ke každému mágovi bez klíče", "Tavern: a key with each mage without a key",
             "Taverne: 1 Schlüssel zu jeder Magiekarte ohne Schlüssel"),
    "P4": _e("Dílna (kulaté pole): 3 zátky místo 2", "Workshop round field: 3 corks instead of 2",
             "Manufaktur (rund): 3 Korken statt 2"),
    "P5": _e("Zřídlo: vždy jen 2 svitky", "Magic Source: always 2 scrolls", "Magiequelle: stets nur 2 Schriftrollen"),
    "P6": _e("Archiv (kulaté pole): stejná možnost dvakrát", "Archive round field: the same option twice",
             "Archiv (rund): 2x die gleiche Option"),
    "P7": _e("Když nic nepolapíte: +2 síly místo −1", "Catch nothing: +2 power instead of −1",
             "Kein Djinn gefangen: +2 statt −1 Magiestärke"),
    "P8": _e("Klíč od truhly si ponecháte", "Keep the key after opening a chest", "Schlüssel nach Schatztruhe behalten"),
    "P9": _e("Akademie: až 2 mágy aktivovat za 1 sílu", "Academy: turn up to 2 mages face up for 1 power each",
             "Akademie: bis zu 2 Magiekarten für je 1 Magiestärke aktivieren"),
    "P10": _e("2 tajné karty bodování, na konci 1 z nich", "2 hidden scoring cards, 1 of them scores",
              "2 verdeckte Wertungskarten, 1 davon zählt"),
    "N1": _e("Začátek: −3 mince", "Start: −3 coins", "Spielbeginn: −3 Münzen"),
    "N2": _e("Začátek: −3 síly", "Start: −3 power", "Spielbeginn: −3 Magiestärke"),
    "N3": _e("Začátek: záslepka na aktivní kruh", "Start: cover on an active circle", "Spielbeginn: Bannkreis abgedeckt"),
    "N4": _e("Polapení: jen zelené bonusy mágů", "Catching: only green mage power", "Djinns fangen: nur grüne Magiestärke"),
    "N5": _e("Mágy nelze znovu aktivovat", "Mages can never be turned face up again", "Keine Magiekarten aktivieren"),
    "N6": _e("Katakomby: jen základní akce", "Catacombs: basic action only", "Katakomben: nur Standardaktion"),
    "N7": _e("Klíče nelze použít na truhly", "No keys on chests", "Keine Schlüssel für Schatztruhen"),
    "N8": _e("Mágové s klíčem přicházejí lícem dolů", "Mages with a key arrive face down",
             "Magiekarten mit Schlüssel sind inaktiv"),
    "N9": _e("Vybavení jen zespodu balíčku", "Equipment only from the bottom of a pile", "Nur die unterste Ausrüstung"),
    "N10": _e("Džina musíte ihned zavřít do lahve, když to jde", "Bottle a djinn at once whenever you can",
              "Djinn sofort in Flasche sperren, wenn möglich"),
}
CARD_TEXT = {
    "W1": _e("8 VB za 2 sady vybavení", "8 VP for 2 equipment sets", "8 Punkte für 2 Ausrüstungs-Sets"),
    "W2": _e("5 VB za třetí kartu každého druhu (max 15)", "5 VP per kind with a third card (max 15)",
             "5 Punkte je Sorte mit 3 Ausrüstungen (max. 15)"),
    "W3": _e("8 VB za nejvýše 1 utajenou znalost", "8 VP for at most 1 passage placed",
             "8 Punkte für höchstens 1 Geheimgang"),
    "W4": _e("8 VB bez mága s klíčem", "8 VP for no mage with a key", "8 Punkte ohne Magiekarte mit Schlüssel"),
    "W5": _e("8 VB za 2 neaktivní kruhy", "8 VP for 2 inactive circles", "8 Punkte für 2 inaktive Bannkreise"),
    "W6": _e("8 VB, když kapacita nepřešla pole 6", "8 VP if capacity never passed 6",
             "8 Punkte, wenn Kapazität höchstens 6"),
    "W7": _e("8 VB za ukazatel minima na poli 2", "8 VP for the minimum marker at 2", "8 Punkte für Basismarker auf 2"),
    "W8": _e("3 VB za klíč (max 9)", "3 VP per key (max 9)", "3 Punkte je Schlüssel (max. 9)"),
    "W9": _e("2 VB za mága lícem vzhůru (max 8)", "2 VP per face-up mage (max 8)", "2 Punkte je aktive Magiekarte (max. 8)"),
    "W10": _e("2 VB navíc za nepoužitou lahev či zátku (max 8)", "2 VP more per unused bottle or cork (max 8)",
              "2 Punkte extra je unbenutzte Flasche/Korken (max. 8)"),
}
EFFECT_WORDS = {
    "cs": {"coins": "mince", "scrolls": "svitky", "power": "síla", "capacity": "kapacita", "keys": "klíče",
           "corks": "zátky", "bottle_any": "lahev", "mage_choice": "mág z nabídky", "equip_choice": "vybavení",
           "mages_up": "mágové lícem vzhůru", "circle": "kruh", "power_max": "síla na maximum"},
    "en": {"coins": "coins", "scrolls": "scrolls", "power": "power", "capacity": "capacity", "keys": "keys",
           "corks": "corks", "bottle_any": "bottle", "mage_choice": "mage of your choice", "equip_choice": "equipment",
           "mages_up": "mages face up", "circle": "circle", "power_max": "power to the maximum"},
    "de": {"coins": "Münzen", "scrolls": "Schriftrollen", "power": "Magiestärke", "capacity": "Kapazität",
           "keys": "Schlüssel", "corks": "Korken", "bottle_any": "Flasche", "mage_choice": "Magiekarte",
           "equip_choice": "Ausrüstung", "mages_up": "Magiekarten aktivieren", "circle": "Bannkreis",
           "power_max": "Magiestärke auffüllen"},
}


def effect_text(effects: list[list[Any]], lang: str = "en") -> str:
    lang = lang if lang in EFFECT_WORDS else "en"
    return ", ".join(f"{n} {EFFECT_WORDS[lang].get(op, op)}" for op, n in effects) or "-"
