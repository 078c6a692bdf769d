"""Action labels and log lines in Czech, English and German."""

from __future__ import annotations

from typing import Any

from conjure.engine.actions import parse_id
from conjure.engine.text import plural
from conjure.games.djinn import catch as C
from conjure.games.djinn.data import COLOURS, SOURCE, offer_prices
from conjure.games.djinn.effects import has_ability

State = dict[str, Any]

NOUNS: dict[str, dict[str, tuple[str, ...]]] = {
    "coins": {"cs": ("minci", "mince", "mincí"), "en": ("coin", "coins"), "de": ("Münze", "Münzen")},
    "scrolls": {"cs": ("svitek", "svitky", "svitků"), "en": ("scroll", "scrolls"),
                "de": ("Schriftrolle", "Schriftrollen")},
    "power": {"cs": ("magickou sílu", "magické síly", "magických sil"), "en": ("power",), "de": ("Magiestärke",)},
    "keys": {"cs": ("klíč", "klíče", "klíčů"), "en": ("key", "keys"), "de": ("Schlüssel",)},
    "corks": {"cs": ("zátku", "zátky", "zátek"), "en": ("cork", "corks"), "de": ("Korken",)},
    "bottles": {"cs": ("lahev", "lahve", "lahví"), "en": ("bottle", "bottles"), "de": ("Flasche", "Flaschen")},
    "bottle_any": {"cs": ("lahev dle výběru", "lahve dle výběru", "lahví dle výběru"),
                   "en": ("bottle of your choice", "bottles of your choice"),
                   "de": ("Flasche nach Wahl", "Flaschen nach Wahl")},
    "mage_choice": {"cs": ("kartu mága dle výběru", "karty mágů dle výběru", "karet mágů dle výběru"),
                    "en": ("mage card of your choice", "mage cards of your choice"),
                    "de": ("Magiekarte nach Wahl", "Magiekarten nach Wahl")},
    "equip_choice": {"cs": ("kartu vybavení dle výběru", "karty vybavení dle výběru", "karet vybavení dle výběru"),
                     "en": ("equipment card of your choice", "equipment cards of your choice"),
                     "de": ("Ausrüstung nach Wahl", "Ausrüstungen nach Wahl")},
    "mages_up": {"cs": ("mága lícem vzhůru", "mágy lícem vzhůru", "mágů lícem vzhůru"),
                 "en": ("mage face up", "mages face up"), "de": ("Magiekarte aktivieren", "Magiekarten aktivieren")},
    "djinn": {"cs": ("džina", "džiny", "džinů"), "en": ("djinn",), "de": ("Djinn", "Djinns")},
    "cards": {"cs": ("karta", "karty", "karet"), "en": ("card", "cards"), "de": ("Karte", "Karten")},
    "chests": {"cs": ("truhla", "truhly", "truhel"), "en": ("chest", "chests"), "de": ("Schatztruhe", "Schatztruhen")},
    "points": {"cs": ("bod", "body", "bodů"), "en": ("point", "points"), "de": ("Punkt", "Punkte")},
    "vp": {"cs": ("VB",), "en": ("VP",), "de": ("SP",)},
}


CS_NOMINATIVE: dict[str, tuple[str, ...]] = {
    "coins": ("mince", "mince", "mincí"), "power": ("magická síla", "magické síly", "magických sil"),
    "corks": ("zátka", "zátky", "zátek"), "djinn": ("džin", "džinové", "džinů"),
    "mage_choice": ("karta mága dle výběru", "karty mágů dle výběru", "karet mágů dle výběru"),
    "equip_choice": ("karta vybavení dle výběru", "karty vybavení dle výběru", "karet vybavení dle výběru"),
    "mages_up": ("mág lícem vzhůru", "mágové lícem vzhůru", "mágů lícem vzhůru"),
}


def count(n: int, noun: str, lang: str, nominative: bool = False) -> str:
    """``n`` and the noun in the right form; Czech takes the accusative ("zaplatit 1 minci") unless
    ``nominative`` ("+1 mince" in a list of gains)."""
    lang = lang if lang in ("cs", "en", "de") else "en"
    forms = NOUNS[noun]
    if nominative and lang == "cs" and noun in CS_NOMINATIVE:
        forms = {**forms, "cs": CS_NOMINATIVE[noun]}
    return plural(n, lang, forms)

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
    "char": {"cs": "Vzít destičku vlastnosti: {0}", "en": "Take the character tile: {0}",
             "de": "Charakter-Plättchen nehmen: {0}"},
    "place": {"cs": "Postavit kouzelníka k poli {0} (na cestu od pole {1})",
              "en": "Place your wizard at field {0} (on the path from {1})",
              "de": "Figur an Feld {0} stellen (auf den Weg von {1})"},
    "move": {"cs": "Táhnout k poli {0}", "en": "Move to field {0}", "de": "Zu Feld {0} ziehen"},
    "skip": {"cs": "Přeskočit a táhnout dál k poli {0}", "en": "Skip past, move on to field {0}",
             "de": "Überspringen, weiter zu Feld {0}"},
    "pay": {"cs": "Zaplatit kouzelníkům u pole a zůstat", "en": "Pay the wizards at this field and stop here",
            "de": "Die Figuren hier bezahlen und stehen bleiben"},
    "stay": {"cs": "Nelze táhnout: zůstat stát", "en": "No move possible: stay", "de": "Kein Zug möglich: stehen bleiben"},
    "act_basic": {"cs": "Provést základní akci", "en": "Take the basic action", "de": "Standardaktion ausführen"},
    "act_special": {"cs": "Provést zvláštní akci", "en": "Take the special action", "de": "Spezialaktion ausführen"},
    "act_secret": {"cs": "Využít utajenou znalost", "en": "Use a secret passage", "de": "Einen Geheimgang nutzen"},
    "act": {"cs": "Provést akci: {0}", "en": "Take the action: {0}", "de": "Aktion ausführen: {0}"},
    "catch": {"cs": "Povinná akce: polapit džiny", "en": "Mandatory action: catch djinn",
              "de": "Pflichtaktion: Djinns fangen"},
    "decline": {"cs": "Vzdát se akcí a vzít {0}", "en": "Skip the actions and take {0}",
                "de": "Auf Aktionen verzichten und {0} nehmen"},
    "end": {"cs": "Ukončit tah", "en": "End your turn", "de": "Zug beenden"},
    "bottle": {"cs": "Zavřít džina z kruhu {0} do lahve ({1}) se zátkou",
               "en": "Bottle the djinn from circle {0} ({1} bottle and a cork)",
               "de": "Djinn aus Bannkreis {0} in eine Flasche ({1}) mit Korken sperren"},
    "award": {"cs": "Vzít ocenění za 3 džiny v lahvích ({0}): {1}", "en": "Take an award for 3 bottled djinn ({0}): {1}",
              "de": "Trophäe für 3 Djinns in Flaschen ({0}) nehmen: {1}"},
    "key_coin": {"cs": "Směnit klíč za 1 minci", "en": "Spend a key for 1 coin", "de": "Schlüssel gegen 1 Münze tauschen"},
    "key_scroll": {"cs": "Směnit klíč za 1 svitek", "en": "Spend a key for 1 scroll",
                   "de": "Schlüssel gegen 1 Schriftrolle tauschen"},
    "key_power": {"cs": "Směnit klíč za 1 magickou sílu", "en": "Spend a key for 1 power",
                  "de": "Schlüssel gegen 1 Magiestärke tauschen"},
    "key": {"cs": "Směnit klíč za {0}", "en": "Spend a key for {0}", "de": "Schlüssel eintauschen gegen {0}"},
    "eq": {"cs": "Použít vybavení {0}", "en": "Use equipment {0}", "de": "Ausrüstung {0} nutzen"},
    "src_refill": {"cs": "Zřídlo magie: doplnit magickou sílu", "en": "Magic Source: refill your power",
                   "de": "Magiequelle: Magiestärke auffüllen"},
    "src_bosses": {"cs": "Zřídlo magie: chytat veledžiny ze zásoby", "en": "Magic Source: catch boss djinn from the supply",
                   "de": "Magiequelle: Meisterdjinns aus dem Vorrat fangen"},
    "src_bottle": {"cs": "Zřídlo magie: koupit lahev ({0})", "en": "Magic Source: buy a {0} bottle",
                   "de": "Magiequelle: Flasche ({0}) kaufen"},
    "src_cork": {"cs": "Zřídlo magie: koupit zátku", "en": "Magic Source: buy a cork", "de": "Magiequelle: Korken kaufen"},
    "src_mages": {"cs": "Zřídlo magie: otočit mágy lícem vzhůru", "en": "Magic Source: turn mages face up",
                  "de": "Magiequelle: Magiekarten aktivieren"},
    "src": {"cs": "Zřídlo magie: {0}", "en": "Magic Source: {0}", "de": "Magiequelle: {0}"},
    "cadd": {"cs": "Chytat i: {0}", "en": "Also catch: {0}", "de": "Auch fangen: {0}"},
    "cmage": {"cs": "Použít kartu mága {0}", "en": "Use mage card {0}", "de": "Magiekarte {0} einsetzen"},
    "ceq": {"cs": "Použít vybavení {0} při polapení", "en": "Use equipment {0} for the catch",
            "de": "Ausrüstung {0} beim Fangen nutzen"},
    "cgo": {"cs": "Polapit vybrané džiny", "en": "Catch the chosen djinn", "de": "Die gewählten Djinns fangen"},
    "cnone": {"cs": "Nechytat nic (ztráta 1 magické síly)", "en": "Catch nothing (lose 1 power)",
              "de": "Nichts fangen (1 Magiestärke abgeben)"},
    "put_circle": {"cs": "Umístit džina do čarovného kruhu", "en": "Put the djinn into a magic circle",
                   "de": "Djinn in einen Bannkreis setzen"},
    "put_release": {"cs": "Pustit džina (zpět do pytlíku)", "en": "Let the djinn go (back to the bag)",
                    "de": "Djinn freilassen (zurück in den Beutel)"},
    "put_bottle": {"cs": "Zavřít džina do lahve ({0}) se zátkou", "en": "Put the djinn into a {0} bottle with a cork",
                   "de": "Djinn in eine Flasche ({0}) mit Korken sperren"},
    "put": {"cs": "Umístit džina: {0}", "en": "Put the djinn: {0}", "de": "Djinn unterbringen: {0}"},
    "free_none": {"cs": "Žádného džina zdarma", "en": "No free djinn", "de": "Keinen kostenlosen Djinn"},
    "free": {"cs": "Vzít džina zdarma: {0}", "en": "Take a free djinn: {0}", "de": "Kostenlosen Djinn nehmen: {0}"},
    "tip_coin": {"cs": "Zaplatit 1 minci", "en": "Pay 1 coin", "de": "1 Münze zahlen"},
    "tip_scroll": {"cs": "Zaplatit 1 svitek", "en": "Pay 1 scroll", "de": "1 Schriftrolle zahlen"},
    "xchest_yes": {"cs": "Hůl: otočit o 1 truhlu více (jednu pak odhodíte)",
                   "en": "Staff: reveal 1 more chest (then discard one of them)",
                   "de": "Stab: 1 Schatztruhe mehr aufdecken (dann eine davon ablegen)"},
    "xchest_no": {"cs": "Neotáčet truhlu navíc", "en": "Reveal no extra chest", "de": "Keine zusätzliche Schatztruhe"},
    "cdel": {"cs": "Vrátit výběr: {0}", "en": "Take back: {0}", "de": "Zurücknehmen: {0}"},
    "bt": {"cs": "Vzít lahev: {0}", "en": "Take a {0} bottle", "de": "Flasche nehmen: {0}"},
    "tm": {"cs": "Vzít mága z hromádky {0}", "en": "Take the mage from pile {0}", "de": "Magiekarte von Stapel {0} nehmen"},
    "up": {"cs": "Otočit mága {0} lícem vzhůru", "en": "Turn mage {0} face up", "de": "Magiekarte {0} aktivieren"},
    "up_done": {"cs": "Hotovo (neotáčet další mágy)", "en": "Done (turn no more mages)",
                "de": "Fertig (keine weitere Magiekarte aktivieren)"},
    "amage": {"cs": "Akademie: otočit mága {0} lícem vzhůru za 1 magickou sílu", "en": "Academy: turn mage {0} face up for 1 power",
              "de": "Akademie: Magiekarte {0} für 1 Magiestärke aktivieren"},
    "amage_done": {"cs": "Akademie: hotovo", "en": "Academy: done", "de": "Akademie: fertig"},
    "open": {"cs": "Odemknout truhlu klíčem: {0}", "en": "Unlock the chest with a key: {0}",
             "de": "Schatztruhe mit Schlüssel öffnen: {0}"},
    "mkt_done": {"cs": "Tržnice: hotovo (žádný další nákup)", "en": "Market: done (no more purchases)",
                 "de": "Markt: fertig (kein weiterer Kauf)"},
    "shut": {"cs": "Neodemykat truhlu: {0}", "en": "Leave the chest locked: {0}", "de": "Schatztruhe nicht öffnen: {0}"},
    "cdisc": {"cs": "Odhodit truhlu: {0}", "en": "Discard the chest: {0}", "de": "Schatztruhe ablegen: {0}"},
    "arc_pass": {"cs": "Archiv: utajená znalost", "en": "Archive: a secret passage", "de": "Archiv: ein Geheimgang"},
    "arc_coins": {"cs": "Archiv: 2 mince", "en": "Archive: 2 coins", "de": "Archiv: 2 Münzen"},
    "arc_scroll": {"cs": "Archiv: 1 svitek", "en": "Archive: 1 scroll", "de": "Archiv: 1 Schriftrolle"},
    "arc_mage": {"cs": "Archiv: karta mága", "en": "Archive: a mage card", "de": "Archiv: eine Magiekarte"},
    "arc_circle": {"cs": "Archiv: aktivovat čarovný kruh", "en": "Archive: activate a magic circle",
                   "de": "Archiv: einen Bannkreis aktivieren"},
    "arc_done": {"cs": "Archiv: hotovo", "en": "Archive: done", "de": "Archiv: fertig"},
    "arc": {"cs": "Archiv: {0}", "en": "Archive: {0}", "de": "Archiv: {0}"},
    "pp": {"cs": "Přiložit utajenou znalost ({1}) k poli {0}", "en": "Place the secret passage to the {1} at field {0}",
           "de": "Geheimgang ({1}) an Feld {0} legen"},
    "teq": {"cs": "Vzít vybavení: {0}", "en": "Take equipment: {0}", "de": "Ausrüstung nehmen: {0}"},
    "keep_new": {"cs": "Ponechat aktivní nové vybavení (staré otočit)", "en": "Keep the new equipment face up (turn the old down)",
                 "de": "Neue Ausrüstung offen lassen (alte umdrehen)"},
    "keep_old": {"cs": "Ponechat aktivní staré vybavení (nové otočit)", "en": "Keep the old equipment face up (turn the new down)",
                 "de": "Alte Ausrüstung offen lassen (neue umdrehen)"},
    "keep": {"cs": "Ponechat aktivní: {0}", "en": "Keep face up: {0}", "de": "Offen behalten: {0}"},
    "swap": {"cs": "Vyměnit prázdnou lahev ({0}) za lahev ({1})", "en": "Swap an empty {0} bottle for a {1} one",
             "de": "Leere Flasche ({0}) gegen Flasche ({1}) tauschen"},
    "swap_done": {"cs": "Hotovo (žádná další výměna)", "en": "Done (no more swaps)", "de": "Fertig (kein weiterer Tausch)"},
    "tomb": {"cs": "Odevzdat Tomovi lahev ({0})", "en": "Give Tom a {0} bottle", "de": "Tom eine Flasche ({0}) geben"},
}
WORDS = {
    "cs": {"basic": "základní", "special": "zvláštní", "secret": "utajená znalost", "coins": "2 mince",
           "power": "2 magické síly", "mix": "1 minci a 1 magickou sílu", "coin": "mince", "scroll": "svitek", "refill": "doplnit sílu", "bosses": "chytat veledžiny",
           "cork": "zátka", "mages": "aktivovat mágy", "circle": "kruh", "done": "hotovo", "none": "nic", "release": "pustit",
           "new": "nové", "old": "staré", "pass": "utajená znalost", "mage": "mág", "staff": "hůl", "hat": "klobouk", "cloak": "plášť",
           "boss": "veledžin"},
    "en": {"basic": "basic", "special": "special", "secret": "secret passage", "coins": "2 coins", "power": "2 power",
           "mix": "1 coin and 1 power", "coin": "coin", "scroll": "scroll", "refill": "refill power", "bosses": "catch bosses",
           "cork": "cork", "mages": "turn mages face up", "circle": "circle", "done": "done", "none": "none",
           "release": "let it go", "new": "new", "old": "old", "pass": "secret passage", "mage": "mage", "staff": "staff",
           "hat": "hat", "cloak": "cloak", "boss": "boss djinn"},
    "de": {"basic": "Standard", "special": "Spezial", "secret": "Geheimgang", "coins": "2 Münzen", "power": "2 Magiestärke",
           "mix": "1 Münze und 1 Magiestärke", "coin": "Münze", "scroll": "Schriftrolle", "refill": "Magie auffüllen",
           "bosses": "Meisterdjinns fangen", "cork": "Korken", "mages": "Magiekarten aktivieren", "circle": "Bannkreis",
           "done": "fertig", "none": "nichts", "release": "freilassen", "new": "neu", "old": "alt", "pass": "Geheimgang",
           "mage": "Magier", "staff": "Stab", "hat": "Hut", "cloak": "Mantel", "boss": "Meisterdjinn"},
}


def word(x: str, lang: str) -> str:
    for table in (WORDS, COL, LOC):
        if x in table[lang]:
            return table[lang][x]
    return x


OFFER_TEXT = {
    "cs": {"bottles": "{nb} různých barev za {pc}", "cork": "zátka za {pc}", "scrolls": "2 svitky za {pc}",
           "bottle_cork": "lahev a zátka za {ps}", "mages": "až 3 mágové lícem vzhůru za {ps}",
           "coins": "5 mincí za {ps}"},
    "en": {"bottles": "{nb} of different colours for {pc}", "cork": "a cork for {pc}", "scrolls": "2 scrolls for {pc}",
           "bottle_cork": "a bottle and a cork for {ps}", "mages": "up to 3 mages face up for {ps}",
           "coins": "5 coins for {ps}"},
    "de": {"bottles": "{nb} verschiedener Farben für {pc}", "cork": "1 Korken für {pc}",
           "scrolls": "2 Schriftrollen für {pc}", "bottle_cork": "Flasche und Korken für {ps}",
           "mages": "bis zu 3 Magiekarten aktivieren für {ps}", "coins": "5 Münzen für {ps}"},
}


def offer_phrase(offer_id: str, price: int, n: int, lang: str) -> str:
    """A market offer in words: what you get for which price (``n`` bottles for the bottle offer)."""
    lang = lang if lang in OFFER_TEXT else "en"
    return OFFER_TEXT[lang][offer_id].format(nb=count(n, "bottles", lang), pc=count(price, "coins", lang),
                                            ps=count(price, "scrolls", lang))


STALL = {"cs": "Tržnice, stánek {s}: {o}", "en": "Market stall {s}: {o}", "de": "Marktzelt {s}: {o}"}


def market_label(args: list[str], lang: str) -> str:
    from conjure.games.djinn.data import MARKET_OFFERS

    s, o, v = (int(a) for a in args)
    offer = MARKET_OFFERS[o]
    price = offer_prices(offer)[v]
    return STALL[lang].format(s=s + 1, o=offer_phrase(offer["id"], price, v + 1, lang))


def label(action_id: str, lang: str = "en") -> str:
    """The text of a legal action: a short sentence with no raw ids (fields are named as on the map, R1..S6)."""
    lang = lang if lang in WORDS else "en"
    kind, args = parse_id(action_id)
    special = _special_label(kind, args, lang)
    if special is not None:
        return special
    tpl = ACTIONS.get(kind, {}).get(lang)
    if tpl is None:
        return action_id
    words = [word(a, lang) for a in args]
    return tpl.format(*(words + [""] * 3))


def _num(x: str) -> str:
    """A 0-based index in an action id, shown 1-based as on the table."""
    return str(int(x) + 1) if x.isdigit() else x


def _special_label(kind: str, args: list[str], lang: str) -> str | None:
    from conjure.games.djinn.data import AWARDS, CHESTS

    if kind == "mkt" and len(args) == 3:
        return market_label(args, lang)
    if kind == "char" and args and args[0] in CHAR_TEXT:
        return ACTIONS["char"][lang].format(CHAR_TEXT[args[0]][lang])
    if kind == "award" and len(args) == 2 and args[1] in AWARDS:
        return ACTIONS["award"][lang].format(word(args[0], lang), award_text(args[1], lang))
    if kind in ("open", "shut", "cdisc") and args and args[0] in CHESTS:
        return ACTIONS[kind][lang].format(chest_text(args[0], lang))
    if kind in ("amage", "up", "swap", "arc", "mkt") and args and args[0] == "done":
        return ACTIONS[kind + "_done"][lang]
    if kind in ("amage", "up", "eq", "ceq", "cmage", "tm") and args:
        return ACTIONS[kind][lang].format(_num(args[0]))
    if kind == "bottle" and len(args) == 2:
        return ACTIONS["bottle"][lang].format(_num(args[0]), word(args[1], lang))
    if kind == "src" and args:
        key = "src_" + args[0]
        if key in ACTIONS:
            return ACTIONS[key][lang].format(word(args[1], lang) if len(args) > 1 else "")
    if kind == "put" and args:
        key = "put_" + args[0] if args[0] in ("circle", "release") else "put_bottle"
        return ACTIONS[key][lang].format(word(args[0], lang))
    if kind in ("arc", "key", "keep", "free", "act", "tip", "xchest") and args:
        key = f"{kind}_{args[0]}"
        if key in ACTIONS:
            return ACTIONS[key][lang]
    return None


def _e(cs: str, en: str, de: str) -> dict[str, str]:
    return {"cs": cs, "en": en, "de": de}


EVENTS: dict[str, dict[str, str]] = {
    "turn": _e("Na tahu je hráč {seat}.", "Player {seat} is to play.", "Spieler {seat} ist am Zug."),
    "arrive": _e("Hráč {seat} táhne k poli {place}.", "Player {seat} moves to {place}.",
                 "Spieler {seat} zieht zu {place}."),
    "skip": _e("Hráč {seat} přeskakuje pole {place}.", "Player {seat} skips past {place}.",
               "Spieler {seat} überspringt {place}."),
    "stuck": _e("Hráč {seat} nemůže táhnout.", "Player {seat} cannot move.", "Spieler {seat} kann nicht ziehen."),
    "tip": _e("Hráč {seat} platí {what} hráči {payee}.", "Player {seat} pays {what} to player {payee}.",
              "Spieler {seat} zahlt {what} an Spieler {payee}."),
    "action": _e("Hráč {seat} provádí akci: {loc}.", "Player {seat} takes the {loc} action.",
                 "Spieler {seat} führt die Aktion {loc} aus."),
    "decline": _e("Hráč {seat} se vzdává akcí a bere {took}.", "Player {seat} skips the actions and takes {took}.",
                  "Spieler {seat} verzichtet auf Aktionen und nimmt {took}."),
    "catch": _e("Hráč {seat} chytá u pole {place}: {djinn} za {power}{helpers}.",
                "Player {seat} catches at {place}: {djinn} for {power}{helpers}.",
                "Spieler {seat} fängt an {place}: {djinn} für {power}{helpers}."),
    "no_catch": _e("Hráč {seat} nic nepolapil.", "Player {seat} catches nothing.", "Spieler {seat} fängt nichts."),
    "source_no_boss": _e("Hráč {seat} nechytá veledžiny ze zásoby.", "Player {seat} catches no boss from the supply.",
                         "Spieler {seat} fängt keinen Meisterdjinn aus dem Vorrat."),
    "place": _e("Hráč {seat} umisťuje džina ({djinn}) {where}.", "Player {seat} puts the {djinn} djinn {where}.",
                "Spieler {seat} setzt Djinn ({djinn}) {where}."),
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
    "banish": _e("Veledžin u pole {place} byl vyhnán z města.", "The boss djinn at {place} is driven out of town.",
                 "Der Meisterdjinn an {place} wurde vertrieben."),
    "arrivals": _e("K poli {place} přibyli džinové: {djinn}.", "New djinn arrive at {place}: {djinn}.",
                   "Neue Djinns an {place}: {djinn}."),
    "end_triggered": _e("Poslední veledžin opustil mapu: konec hry se blíží.",
                        "The last boss has left the map: the game end is near.",
                        "Der letzte Meisterdjinn ist fort: das Spielende naht."),
    "award": _e("Hráč {seat} získává ocenění ({award}) za džiny v lahvích ({colour}).",
                "Player {seat} takes an award ({award}) for bottled djinn ({colour}).",
                "Spieler {seat} erhält eine Trophäe ({award}) für Djinns in Flaschen ({colour})."),
    "bottled": _e("Hráč {seat} zavírá džina ({djinn}) do lahve ({colour}).",
                  "Player {seat} bottles the {djinn} djinn ({colour} bottle).",
                  "Spieler {seat} sperrt Djinn ({djinn}) in eine Flasche ({colour})."),
    "key": _e("Hráč {seat} směňuje klíč za {for}.", "Player {seat} spends a key for {for}.",
              "Spieler {seat} tauscht einen Schlüssel gegen {for}."),
    "use_equipment": _e("Hráč {seat} používá vybavení ({card}).", "Player {seat} uses equipment ({card}).",
                        "Spieler {seat} nutzt Ausrüstung ({card})."),
    "swap": _e("Hráč {seat} mění prázdnou lahev ({give}) za lahev ({take}).",
               "Player {seat} swaps an empty {give} bottle for a {take} one.",
               "Spieler {seat} tauscht eine leere Flasche ({give}) gegen eine Flasche ({take})."),
    "character": _e("Hráč {seat} bere destičku vlastnosti: {tile}.", "Player {seat} takes a character tile: {tile}.",
                    "Spieler {seat} nimmt ein Charakter-Plättchen: {tile}."),
    "scoring_drawn": _e("Hráč {seat} si bere 2 karty bodování: {cards}.", "Player {seat} draws 2 scoring cards: {cards}.",
                        "Spieler {seat} zieht 2 Wertungskarten: {cards}."),
    "refill": _e("Hráč {seat} doplňuje magickou sílu.", "Player {seat} refills power.",
                 "Spieler {seat} füllt die Magiestärke auf."),
    "source_buy": _e("Hráč {seat} kupuje u Zřídla magie {what}.", "Player {seat} buys {what} at the Magic Source.",
                     "Spieler {seat} kauft an der Magiequelle {what}."),
    "chests": _e("Hráč {seat} otáčí truhly: {chests}.", "Player {seat} reveals chests: {chests}.",
                 "Spieler {seat} deckt Schatztruhen auf: {chests}."),
    "chest": _e("Hráč {seat} bere truhlu: {chest}{unlock}.",
                "Player {seat} takes a chest: {chest}{unlock}.",
                "Spieler {seat} nimmt eine Schatztruhe: {chest}{unlock}."),
    "chest_discard": _e("Hráč {seat} odhazuje truhlu ({chest}).", "Player {seat} discards a chest ({chest}).",
                        "Spieler {seat} legt eine Schatztruhe ({chest}) ab."),
    "chest_reshuffle": _e("Truhly se zamíchají.", "The chests are reshuffled.", "Die Schatztruhen werden neu gemischt."),
    "archive": _e("Hráč {seat} volí v archivu: {option}.", "Player {seat} chooses in the Archive: {option}.",
                  "Spieler {seat} wählt im Archiv: {option}."),
    "passage": _e("Hráč {seat} přikládá utajenou znalost ({loc}) k poli {place}.",
                  "Player {seat} places a secret passage to the {loc} at {place}.",
                  "Spieler {seat} legt einen Geheimgang ({loc}) an {place}."),
    "last_passage": _e("Hráč {seat} přiložil poslední utajenou znalost: minimum +1, +2 magické síly, červené možnosti.",
                       "Player {seat} placed the last passage: minimum +1, +2 power, red options.",
                       "Spieler {seat} hat den letzten Geheimgang gelegt: Basis +1, +2 Magiestärke, rote Optionen."),
    "equipment": _e("Hráč {seat} získává vybavení ({card}).", "Player {seat} takes equipment ({card}).",
                    "Spieler {seat} nimmt Ausrüstung ({card})."),
    "set_bonus": _e("Hráč {seat} má první sadu vybavení: minimum +1, +2 magické síly.",
                    "Player {seat} completes a first equipment set: minimum +1, +2 power.",
                    "Spieler {seat} hat das erste Set: Basis +1, +2 Magiestärke."),
    "mage": _e("Hráč {seat} získává kartu mága ({card}).", "Player {seat} takes a mage card ({card}).",
               "Spieler {seat} nimmt eine Magiekarte ({card})."),
    "market": _e("Hráč {seat} nakupuje na tržnici (stánek {stall}): {offer}.", "Player {seat} buys at market stall {stall}: {offer}.",
                 "Spieler {seat} kauft in Marktzelt {stall}: {offer}."),
    "bottle": _e("Hráč {seat} získává lahev ({colour}).", "Player {seat} takes a {colour} bottle.",
                 "Spieler {seat} nimmt eine Flasche ({colour})."),
    "tom_card": _e("Tom otáčí kartu: {card}.", "Tom reveals a card: {card}.", "Tom deckt eine Karte auf: {card}."),
    "tom_djinn": _e("Tom přidává džina ({djinn}) k poli {place}.", "Tom adds a djinn ({djinn}) at {place}.",
                    "Tom stellt einen Djinn ({djinn}) an {place}."),
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
    """One log line: a sentence with players named as on the table (Player 1..4), cards in words."""
    lang = lang if lang in WORDS else "en"
    kind = event.get("type", "")
    tpl = EVENTS.get(kind, {}).get(lang)
    fields = {k: _fmt(v, lang) for k, v in event.items()}
    for k in ("seat", "payee"):
        if isinstance(event.get(k), int):
            fields[k] = str(event[k] + 1)
    fields.update(_event_fields(event, lang))
    if tpl is None:
        rest = ", ".join(f"{k}={fields[k]}" for k in sorted(fields) if k not in ("type", "step", "to", "public"))
        return f"{kind}: {rest}"
    try:
        return tpl.format(**fields)
    except KeyError:
        return tpl


def _event_fields(event: dict[str, Any], lang: str) -> dict[str, str]:
    """Event fields whose ids need words: cards, chests, tiles, awards, places, purchases."""
    from conjure.games.djinn.data import MARKET_OFFERS

    kind = event.get("type", "")
    out: dict[str, str] = {}
    card = event.get("card")
    if isinstance(card, str):
        if kind == "mage":
            out["card"] = mage_text(card, lang)
        elif kind in ("equipment", "use_equipment"):
            out["card"] = equip_text(card, lang, with_kind=True)
        elif kind == "tom_card":
            out["card"] = tom_text(card, lang)
    if isinstance(event.get("tile"), str):
        out["tile"] = CHAR_TEXT.get(event["tile"], {}).get(lang, event["tile"])
    if isinstance(event.get("award"), str):
        out["award"] = award_text(event["award"], lang)
    if isinstance(event.get("chest"), str):
        out["chest"] = chest_text(event["chest"], lang)
    if isinstance(event.get("chests"), list):
        out["chests"] = "; ".join(chest_text(c, lang) for c in event["chests"]) or _fmt([], lang)
    if isinstance(event.get("cards"), list):
        out["cards"] = "; ".join(CARD_TEXT.get(c, {}).get(lang, c) for c in event["cards"]) or _fmt([], lang)
    if "unlock" in event:
        out["unlock"] = UNLOCKED[lang] if event["unlock"] else ""
    if isinstance(event.get("mages"), list):
        out["mages"] = str(len(event["mages"]))
    if isinstance(event.get("field"), str):
        out["place"] = place_name(event["field"], event.get("at"), lang)
    if kind == "tip" and event.get("what") in ("coin", "scroll"):
        out["what"] = count(1, "coins" if event["what"] == "coin" else "scrolls", lang)
    if kind == "catch":
        out["power"] = count(int(event.get("power", 0)), "power", lang)
        used = len(event.get("mages") or [])
        out["helpers"] = HELPERS[lang].format(m=used, f=count(int(event.get("fees", 0)), "coins", lang, True)) if used else ""
    if kind == "tom_paid" and event.get("what") in PAID_NOUN:
        n = int(event.get("n", 0))
        noun = PAID_NOUN[event["what"]]
        out["what"] = count(n, noun, lang) if n else NOTHING[lang].format(NOUNS[noun][lang][-1])
    if kind == "tom_paid" and event.get("what") == "bottle":
        out["what"] = PLACES[lang]["buy_bottle"].format(word(str(event.get("colour", "")), lang))
    if kind == "catch":
        out["djinn"] = ", ".join(word(x if x != "B" else "boss", lang) for x in event.get("djinn", [])) or word("none", lang)
    if kind in ("place", "release", "free_djinn", "overflow", "bottled", "tom_djinn") and event.get("djinn") is None:
        out["djinn"] = word("none", lang)
    if kind == "place":
        where = event.get("where", "")
        out["where"] = (PLACES[lang]["circle"] if where == "circle" else
                        PLACES[lang]["release"] if where == "release" else
                        PLACES[lang]["bottle"].format(word(str(where), lang)))
    if kind == "market" and isinstance(event.get("offer"), str):
        offer = next((o for o in MARKET_OFFERS if o["id"] == event["offer"]), None)
        if offer is not None:
            costs = offer_prices(offer) or [0]
            n = int(event.get("n", 1) or 1)
            out["offer"] = offer_phrase(offer["id"], costs[min(n, len(costs)) - 1], n, lang)
        if isinstance(event.get("stall"), int):
            out["stall"] = str(event["stall"] + 1)
    if kind == "source_buy":
        what = str(event.get("what", ""))
        out["what"] = (PLACES[lang]["buy_bottle"].format(word(event.get("colour", ""), lang)) if what == "bottle"
                       else SOURCE_BUY[lang].get(what, word(what, lang)))
    if kind == "key":
        out["for"] = KEY_FOR[lang].get(str(event.get("for")), word(str(event.get("for")), lang))
    if kind == "archive":
        out["option"] = ARCHIVE_OPTION[lang].get(str(event.get("option")), word(str(event.get("option")), lang))
    if kind == "circle" and isinstance(event.get("circle"), int):
        out["circle"] = str(event["circle"] + 1)
    if kind == "capacity" and event.get("flip"):
        out["cap"] = f"{event.get('cap')} ({FLIPPED[lang]})"
    return out


UNLOCKED = {"cs": " — odemčeno klíčem", "en": " — unlocked with a key", "de": " — mit Schlüssel geöffnet"}
HELPERS = {"cs": " (mágové: {m}, poplatky: {f})", "en": " (mages: {m}, fees: {f})", "de": " (Magier: {m}, Gebühren: {f})"}
SOURCE_BUY = {"cs": {"cork": "zátku", "mages": "otočení mágů lícem vzhůru"},
              "en": {"cork": "a cork", "mages": "turning mages face up"},
              "de": {"cork": "einen Korken", "mages": "das Aktivieren von Magiekarten"}}
NOTHING = {"cs": "nic (nemá {0})", "en": "nothing (has no {0})", "de": "nichts (hat keine {0})"}
PAID_NOUN = {"power": "power", "coins": "coins", "scrolls": "scrolls", "corks": "corks", "keys": "keys"}


def place_name(field: str, loc: str | None, lang: str) -> str:
    """A map field by its location and code, e.g. "Academy (R5)"; the Magic Source by name."""
    lang = lang if lang in LOC else "en"
    if field == "SRC" or loc == "SRC":
        return LOC[lang]["SRC"]
    return f"{LOC[lang][loc]} ({field})" if loc in LOC[lang] else field
FLIPPED = {"cs": "ukazatel otočen, max. 8", "en": "marker flipped, max 8", "de": "Marker umgedreht, max. 8"}
PLACES = {
    "cs": {"circle": "do čarovného kruhu", "release": "zpět do pytlíku", "bottle": "do lahve ({0})",
           "buy_bottle": "lahev ({0})"},
    "en": {"circle": "into a magic circle", "release": "back into the bag", "bottle": "into a {0} bottle",
           "buy_bottle": "a {0} bottle"},
    "de": {"circle": "in einen Bannkreis", "release": "zurück in den Beutel", "bottle": "in eine Flasche ({0})",
           "buy_bottle": "eine Flasche ({0})"},
}
KEY_FOR = {
    "cs": {"coin": "1 minci", "scroll": "1 svitek", "power": "1 magickou sílu"},
    "en": {"coin": "1 coin", "scroll": "1 scroll", "power": "1 power"},
    "de": {"coin": "1 Münze", "scroll": "1 Schriftrolle", "power": "1 Magiestärke"},
}
ARCHIVE_OPTION = {
    "cs": {"pass": "utajená znalost", "coins": "2 mince", "scroll": "1 svitek", "mage": "mág lícem vzhůru",
           "circle": "aktivace čarovného kruhu"},
    "en": {"pass": "a secret passage", "coins": "2 coins", "scroll": "1 scroll", "mage": "a mage face up",
           "circle": "activate a magic circle"},
    "de": {"pass": "ein Geheimgang", "coins": "2 Münzen", "scroll": "1 Schriftrolle", "mage": "eine Magiekarte aktivieren",
           "circle": "einen Bannkreis aktivieren"},
}


def _fmt(v: Any, lang: str) -> str:
    if isinstance(v, bool):
        return {"cs": "ano", "en": "yes", "de": "ja"}[lang] if v else {"cs": "ne", "en": "no", "de": "nein"}[lang]
    if isinstance(v, list):
        return ", ".join(_fmt(x, lang) for x in v) or word("none", lang)
    if isinstance(v, str):
        return word(v, lang)
    if v is None:
        return word("none", lang)
    return str(v)


KIND = {
    "cs": {"staff": "Hůl", "hat": "Klobouk", "cloak": "Plášť"},
    "en": {"staff": "Staff", "hat": "Hat", "cloak": "Cloak"},
    "de": {"staff": "Stab", "hat": "Hut", "cloak": "Mantel"},
}
EQ_TEXT = {
    "cs": {"arrive": "při příchodu k poli {l}: {r}", "catch_plus": "+{n} magická síla při každém polapení",
           "catch_once": "jednou: +{n} magické síly při polapení", "extra_chest": "smíte otočit o 1 truhlu více, jednu pak odhodíte",
           "mage_gain_up": "noví mágové přicházejí lícem vzhůru", "take_mage": "vzít kartu mága",
           "source_discount": "Zřídlo magie o {n} levnější", "no_tips": "neplatit ostatním kouzelníkům",
           "swap_bottles": "vyměnit až {n} prázdné lahve", "stay_stall": "pomocník zůstává u stánku"},
    "en": {"arrive": "on arriving at {l}: {r}", "catch_plus": "+{n} power at every catch",
           "catch_once": "once: +{n} power for a catch", "extra_chest": "you may reveal 1 more chest, then discard one",
           "mage_gain_up": "new mages come face up", "take_mage": "take a mage card",
           "source_discount": "Magic Source costs {n} less", "no_tips": "pay nothing to other wizards",
           "swap_bottles": "swap up to {n} empty bottles", "stay_stall": "your assistant stays at the market stall"},
    "de": {"arrive": "bei Ankunft an {l}: {r}", "catch_plus": "+{n} Magiestärke bei jedem Fangen",
           "catch_once": "einmal: +{n} Magiestärke beim Fangen", "extra_chest": "1 Schatztruhe mehr aufdecken, dann eine ablegen",
           "mage_gain_up": "neue Magiekarten kommen offen", "take_mage": "eine Magiekarte nehmen",
           "source_discount": "Magiequelle kostet {n} weniger", "no_tips": "nichts an andere Figuren zahlen",
           "swap_bottles": "bis zu {n} leere Flaschen tauschen", "stay_stall": "Gehilfe bleibt am Marktzelt"},
}
MAGE_WORDS = {
    "cs": {"green": "zelená síla", "fee": "poplatek", "key": "klíč", "vp": "VB"},
    "en": {"green": "green power", "fee": "fee", "key": "key", "vp": "VP"},
    "de": {"green": "grüne Magie", "fee": "Gebühr", "key": "Schlüssel", "vp": "SP"},
}
STYLE = {"brown": "dark_orange3", "blue": "blue", "red": "red", "yellow": "yellow", "B": "bold magenta"}


def colour(c: str, lang: str) -> str:
    """A djinn or bottle colour in words and in its colour (``B`` = boss djinn), Rich markup."""
    lang = lang if lang in COL else "en"
    return f"[{STYLE.get(c, 'white')}]{COL[lang].get(c, c)}[/]"


def mage_text(card: str | None, lang: str = "en", markup: bool = False) -> str:
    """A mage card in words: green power, colour bonuses, fee, key (with Rich colours if ``markup``)."""
    from conjure.games.djinn.data import MAGES

    lang = lang if lang in MAGE_WORDS else "en"
    if card is None or card not in MAGES:
        return "-"
    w = MAGE_WORDS[lang]
    m = MAGES[card]
    green = f"{w['green']} {m['green']}"
    parts = [f"[green]{green}[/]" if markup else green] if m["green"] else []
    parts += [f"+{v} {colour(c, lang) if markup else COL[lang].get(c, c)}" for c, v in m["bonus"].items()]
    parts.append(f"{w['fee']} {m['fee']}")
    if m["key"]:
        parts.append(f"+1 {w['key']}")
    return ", ".join(parts)


def equip_text(card: str | None, lang: str = "en", with_kind: bool = False) -> str:
    """An equipment card in words (what it does), optionally prefixed by its kind."""
    from conjure.games.djinn.data import EQUIPMENT

    lang = lang if lang in EQ_TEXT else "en"
    if card is None or card not in EQUIPMENT:
        return "-"
    e = EQUIPMENT[card]
    tpl = EQ_TEXT[lang].get(e["ability"], e["ability"])
    text = tpl.format(l=LOC[lang].get(e.get("location", ""), ""), r=effect_text(e.get("reward", []), lang),
                      n=e.get("amount", 1))
    return f"{KIND[lang][e['kind']]}: {text}" if with_kind else text


def award_text(award: str, lang: str = "en") -> str:
    """An award in words: what it gives now and its victory points."""
    from conjure.games.djinn.data import AWARDS

    lang = lang if lang in MAGE_WORDS else "en"
    data = AWARDS.get(award)
    if data is None:
        return award
    vp = f"{data['vp']} {MAGE_WORDS[lang]['vp']}"
    gain = effect_text(data["gain"], lang)
    return vp if gain == "-" else f"{gain} + {vp}"


CHEST_WORDS = {"cs": "s klíčem navíc", "en": "with a key also", "de": "mit Schlüssel zusätzlich"}


def chest_text(chest: str, lang: str = "en") -> str:
    """A treasure chest in words: its contents and what a key adds."""
    from conjure.games.djinn.data import CHESTS

    lang = lang if lang in CHEST_WORDS else "en"
    data = CHESTS.get(chest)
    if data is None:
        return chest
    text = effect_text(data["gain"], lang)
    if data.get("key"):
        text += f" ({CHEST_WORDS[lang]} {effect_text(data['key'], lang)})"
    return text


TOM_WORDS = {
    "cs": {"nothing": "nic se neděje",
           "feed": "veledžin u kulatého pole {0}, jinak u kulatého pole {1}, dostane džina; jinak zaplatíte {2}",
           "pay_key_or_coins": "klíč nebo {0}", "pay_bottle": "prázdnou lahev"},
    "en": {"nothing": "nothing happens",
           "feed": "the boss at the round {0} field, else at the round {1} field, gets a djinn; else you pay {2}",
           "pay_key_or_coins": "a key or {0}", "pay_bottle": "an empty bottle"},
    "de": {"nothing": "nichts passiert",
           "feed": "Meisterdjinn am runden Feld {0}, sonst am runden Feld {1}, erhält einen Djinn; sonst zahlst du {2}",
           "pay_key_or_coins": "einen Schlüssel oder {0}", "pay_bottle": "eine leere Flasche"},
}
TOM_PAY_NOUN = {"pay_power": "power", "pay_coins": "coins", "pay_scrolls": "scrolls", "pay_corks": "corks"}


def tom_pay_text(op: str, n: int, lang: str) -> str:
    """One symbol of Tom's bottom row in words, e.g. "2 coins", "a key or 2 coins"."""
    w = TOM_WORDS[lang]
    if op in TOM_PAY_NOUN:
        return count(n, TOM_PAY_NOUN[op], lang)
    if op == "pay_key_or_coins":
        return w[op].format(count(n, "coins", lang))
    return w.get(op, op)


def tom_text(card: str, lang: str = "en") -> str:
    """A card of Tom's deck (solo) in words."""
    from conjure.games.djinn.data import SOLO_CARDS

    lang = lang if lang in TOM_WORDS else "en"
    w = TOM_WORDS[lang]
    data = SOLO_CARDS.get(card)
    if data is None:
        return card
    if data.get("nothing"):
        return w["nothing"]
    pay = ", ".join(tom_pay_text(op, n, lang) for op, n in data.get("row3", []))
    return w["feed"].format(LOC[lang][data["row1"]], LOC[lang][data["row2"]], pay)


CHAR_TEXT = {
    "P1": _e("Začátek: +2 mince, +2 svitky, +1 magická síla", "Start: +2 coins, +2 scrolls, +1 power",
             "Spielbeginn: +2 Münzen, +2 Schriftrollen, +1 Magiestärke"),
    "P2": _e("Tržnice: neplatíte ostatním", "Market: pay nothing to others", "Markt: nichts an andere zahlen"),
    "P3": _e("Hostinec: klíč ke každému mágovi bez klíče", "Tavern: a key with each mage without a key",
             "Taverne: 1 Schlüssel zu jeder Magiekarte ohne Schlüssel"),
    "P4": _e("Dílna (kulaté pole): 3 zátky místo 2", "Workshop round field: 3 corks instead of 2",
             "Manufaktur (rund): 3 Korken statt 2"),
    "P5": _e("Zřídlo: vždy jen 2 svitky", "Magic Source: always 2 scrolls", "Magiequelle: stets nur 2 Schriftrollen"),
    "P6": _e("Archiv (kulaté pole): stejná možnost dvakrát", "Archive round field: the same option twice",
             "Archiv (rund): 2x die gleiche Option"),
    "P7": _e("Když nic nepolapíte: +2 magické síly místo −1", "Catch nothing: +2 power instead of −1",
             "Kein Djinn gefangen: +2 statt −1 Magiestärke"),
    "P8": _e("Klíč od truhly si ponecháte", "Keep the key after opening a chest", "Schlüssel nach Schatztruhe behalten"),
    "P9": _e("Akademie: až 2 mágy otočit lícem vzhůru, každého za 1 magickou sílu", "Academy: turn up to 2 mages face up for 1 power each",
             "Akademie: bis zu 2 Magiekarten für je 1 Magiestärke aktivieren"),
    "P10": _e("2 tajné karty bodování, na konci 1 z nich", "2 hidden scoring cards, 1 of them scores",
              "2 verdeckte Wertungskarten, 1 davon zählt"),
    "N1": _e("Začátek: −3 mince", "Start: −3 coins", "Spielbeginn: −3 Münzen"),
    "N2": _e("Začátek: −3 magické síly", "Start: −3 power", "Spielbeginn: −3 Magiestärke"),
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
EFFECT_PHRASES = {
    "cs": {"capacity": "kapacita +{n}", "circle": "aktivace čarovného kruhu", "power_max": "magická síla na maximum"},
    "en": {"capacity": "capacity +{n}", "circle": "a magic circle activated", "power_max": "power to the maximum"},
    "de": {"capacity": "Kapazität +{n}", "circle": "1 Bannkreis aktivieren", "power_max": "Magiestärke auffüllen"},
}


def effect_text(effects: list[list[Any]], lang: str = "en") -> str:
    """Gains in words with their counts ("+2 coins, +1 cork"); '-' for none."""
    lang = lang if lang in EFFECT_PHRASES else "en"
    parts = []
    for op, n in effects:
        phrase = EFFECT_PHRASES[lang].get(op)
        parts.append(phrase.format(n=n) if phrase else "+" + count(n, op, lang, nominative=True))
    return ", ".join(parts) or "-"


# -- labels that need the position: places by name, a catch's selection and cost ---------------------------
def _lang(lang: str) -> str:
    return lang if lang in LOC else "en"


def field_name(state: State, field: str, lang: str) -> str:
    return place_name(field, state["tiles"].get(field, "SRC"), lang)


# -- labels ---------------------------------------------------------------------------------------
FIELD_LABELS = {
    "move": _e("Táhnout k poli {0}", "Move to {0}", "Zu {0} ziehen"),
    "skip": _e("Přeskočit a táhnout dál k poli {0}", "Skip past, move on to {0}", "Überspringen, weiter zu {0}"),
    "place": _e("Postavit kouzelníka k poli {0}, na cestu od pole {1}", "Place your wizard at {0}, on the path from {1}",
                "Figur an {0} stellen, auf den Weg von {1}"),
    "pp": _e("Přiložit utajenou znalost ({1}) k poli {0}", "Place the secret passage to the {1} at {0}",
             "Geheimgang ({1}) an {0} legen"),
}
TO_SOURCE = {
    "move": _e("Táhnout ke Zřídlu magie", "Move to the Magic Source", "Zur Magiequelle ziehen"),
    "skip": _e("Přeskočit a táhnout dál ke Zřídlu magie", "Skip past, move on to the Magic Source",
               "Überspringen, weiter zur Magiequelle"),
}
CATCH_WORDS = {
    "cs": {"add": "Chytat i: {0}", "then": "výběr pak: {0}", "needs": "potřebujete {0}", "have": "máte {0}",
           "go": "Polapit: {0} — zaplatit {1}", "fee": "poplatky {0}", "none": "Nechytat nic (ztráta 1 magické síly)",
           "none_p7": "Nechytat nic (+2 magické síly, P7)", "none_src": "Nechytat žádného veledžina ze zásoby",
           "mage": "Použít kartu mága {0} ({1})", "boss": "veledžin", "sel": "Výběr",
           "eq_n": "vybavení", "mage_n": "karta mága"},
    "en": {"add": "Also catch: {0}", "then": "selection then: {0}", "needs": "needs {0}", "have": "you have {0}",
           "go": "Catch: {0} — pay {1}", "fee": "fees {0}", "none": "Catch nothing (lose 1 power)",
           "none_p7": "Catch nothing (gain 2 power, P7)", "none_src": "Catch no boss djinn from the supply",
           "mage": "Use mage card {0} ({1})", "boss": "boss djinn", "sel": "Selection",
           "eq_n": "equipment", "mage_n": "mage card"},
    "de": {"add": "Auch fangen: {0}", "then": "Auswahl dann: {0}", "needs": "benötigt {0}", "have": "du hast {0}",
           "go": "Fangen: {0} — zahlen {1}", "fee": "Gebühren {0}", "none": "Nichts fangen (1 Magiestärke abgeben)",
           "none_p7": "Nichts fangen (+2 Magiestärke, P7)", "none_src": "Keinen Meisterdjinn aus dem Vorrat fangen",
           "mage": "Magiekarte {0} einsetzen ({1})", "boss": "Meisterdjinn", "sel": "Auswahl",
           "eq_n": "Ausrüstung", "mage_n": "Magiekarte"},
}


def djinn_word(x: str, lang: str) -> str:
    return CATCH_WORDS[lang]["boss"] if x in ("B", "boss") else COL[lang].get(x, x)


def selection_text(node: dict[str, Any], lang: str) -> str:
    """The chosen djinn in words, e.g. "boss djinn, brown ×2"; '-' when nothing is chosen."""
    parts = []
    if node["boss"]:
        parts.append(djinn_word("B", lang) + (f" ×{node['boss']}" if node["boss"] > 1 else ""))
    for c in COLOURS:
        k = node["djinn"][c]
        if k:
            parts.append(djinn_word(c, lang) + (f" ×{k}" if k > 1 else ""))
    return ", ".join(parts) or "-"


def catch_cost_text(state: State, seat: int, node: dict[str, Any], lang: str) -> str:
    """Power still to pay after the helpers and the seat's power, e.g. "needs 4 power, you have 5"."""
    w = CATCH_WORDS[lang]
    p = state["seats"][seat]
    need = C.power_needed(state, p, node)
    text = f"{w['needs'].format(count(need, 'power', lang))}, {w['have'].format(count(p['power'], 'power', lang))}"
    fees = C.fees(p, node)
    return text + (f", {w['fee'].format(count(fees, 'coins', lang, True))}" if fees else "")


def catch_summary(state: State, seat: int, lang: str) -> str:
    """The catch in progress: the selection and its cost ('' when no catch is being chosen)."""
    node = state["tasks"][-1] if state["tasks"] else None
    if node is None or node["t"] != "catch" or node["seat"] != seat:
        return ""
    w = CATCH_WORDS[_lang(lang)]
    return f"{w['sel']}: {selection_text(node, _lang(lang))}; {catch_cost_text(state, seat, node, _lang(lang))}"


def action_label(state: State, aid: str, lang: str = "en") -> str:
    """The label of a legal action in this position: places by name, a catch with its selection and cost."""
    lang = _lang(lang)
    kind, args = parse_id(aid)
    if kind in ("move", "skip") and args:
        if args[0] == SOURCE:
            return TO_SOURCE[kind][lang]
        return FIELD_LABELS[kind][lang].format(field_name(state, args[0], lang))
    if kind == "place" and len(args) == 2:
        return FIELD_LABELS["place"][lang].format(field_name(state, args[0], lang), field_name(state, args[1], lang))
    if kind == "pp" and len(args) == 2:
        return FIELD_LABELS["pp"][lang].format(field_name(state, args[0], lang), LOC[lang].get(args[1], args[1]))
    node = state["tasks"][-1] if state["tasks"] else None
    if node is not None and node["t"] == "catch" and kind in ("cadd", "cdel", "cgo", "cnone", "cmage"):
        return _catch_label(state, node, kind, args, lang)
    return label(aid, lang)


def _catch_label(state: State, node: dict[str, Any], kind: str, args: list[str], lang: str) -> str:
    w = CATCH_WORDS[lang]
    seat = node["seat"]
    p = state["seats"][seat]
    if kind == "cadd":
        trial = C.added(node, args[0])
        return (f"{w['add'].format(djinn_word(args[0], lang))} ({w['then'].format(selection_text(trial, lang))}; "
                f"{catch_cost_text(state, seat, trial, lang)})")
    if kind == "cdel":
        what = args[0]
        if what in ("mage", "eq") and len(args) > 1:
            i = int(args[1])
            text = mage_text(p["mages"][i][0], lang) if what == "mage" else equip_text(p["equipment"][i][0], lang)
            return ACTIONS["cdel"][lang].format(f"{w[what + '_n']} {i + 1} ({text})")
        return ACTIONS["cdel"][lang].format(djinn_word(what, lang))
    if kind == "cgo":
        pay = count(C.power_needed(state, p, node), "power", lang)
        fees = C.fees(p, node)
        if fees:
            pay += ", " + count(fees, "coins", lang)
        return w["go"].format(selection_text(node, lang), pay)
    if kind == "cmage":
        i = int(args[0])
        return w["mage"].format(i + 1, mage_text(p["mages"][i][0], lang))
    if node["src"]:
        return w["none_src"]
    return w["none_p7"] if has_ability(p, "no_catch_power") else w["none"]


# -- help on the current decision --------------------------------------------------------------------
