"""Help texts in Czech, English and German: what each flower and curse does, what a decision is about,
what a legal action leads to, and the closing lines under the final standings.

Presentation only: the rules logic never imports this module.
"""

from __future__ import annotations

from typing import Any

from conjure.engine.actions import parse_id
from conjure.engine.text import plural

from . import data
from .flow import FLOW
from .labels import ENERGY, SLOT, card_name, place, players_text

Texts = dict[str, str]

FLOWER_TEXT: dict[str, Texts] = {
    "move2": {"cs": "žlutá, akcí Květina: pohněte se až o dvě pole podle pravidel pohybu (i na neprozkoumaná)",
              "en": "yellow, with the Flower action: move up to two fields by the movement rules (into the unknown too)",
              "de": "gelb, mit der Aktion Blume: bis zu zwei Felder nach den Bewegungsregeln ziehen (auch ins Unerforschte)"},
    "restore": {"cs": "žlutá, akcí Květina: obnovte si až {energy}",
                "en": "yellow, with the Flower action: restore up to {energy}",
                "de": "gelb, mit der Aktion Blume: bis zu {energy} erneuern"},
    "sun": {"cs": "žlutá, akcí Květina: posuňte žeton času o 1 krok ke slunci",
            "en": "yellow, with the Flower action: move the time token 1 step toward the sun",
            "de": "gelb, mit der Aktion Blume: den Zeitstein 1 Schritt zur Sonne rücken"},
    "draw2": {"cs": "žlutá, akcí Květina: lízněte si 2 květiny",
              "en": "yellow, with the Flower action: draw 2 flowers",
              "de": "gelb, mit der Aktion Blume: 2 Blumen ziehen"},
    "uncurse": {"cs": "žlutá, akcí Květina: odhoďte jednu svou kletbu, aniž ji zahrajete",
                "en": "yellow, with the Flower action: discard one of your curses without playing it",
                "de": "gelb, mit der Aktion Blume: einen deiner Flüche abwerfen, ohne ihn zu spielen"},
    "strength": {"cs": "červená, v boji: síla +{bonus}", "en": "red, in a fight: strength +{bonus}",
                 "de": "rot, im Kampf: Stärke +{bonus}"},
    "kordie": {"cs": "červená, v boji proti strážcům: síla +{bonus}, ale nikdo na tom poli nezíská odměnu; neplatí na Kingoše",
               "en": "red, in a fight against guardians: strength +{bonus}, but nobody on that field gets a reward; "
                     "not against Kingoš",
               "de": "rot, im Kampf gegen Wächter: Stärke +{bonus}, aber niemand auf diesem Feld erhält eine "
                     "Belohnung; nicht gegen Kingoš"},
    "shield": {"cs": "červená, v boji: když boj prohrajete, neutrpíte postih a nebudete zahnán",
               "en": "red, in a fight: if the fight is lost, you take no penalty and are not banished",
               "de": "rot, im Kampf: geht der Kampf verloren, erleidest du keine Strafe und wirst nicht vertrieben"},
    "cancel": {"cs": "zelená, i mimo váš tah: zrušte právě zahranou modrou kletbu",
               "en": "green, even out of your turn: cancel a blue curse just played",
               "de": "grün, auch außerhalb deines Zuges: einen soeben gespielten blauen Fluch aufheben"},
    "peek": {"cs": "zelená, ve vašem tahu: prohlédněte si až dvě neprozkoumaná místa u prozkoumaných polí",
             "en": "green, in your turn: look at up to two unexplored places next to explored fields",
             "de": "grün, in deinem Zug: bis zu zwei unerforschte Orte neben erforschten Feldern ansehen"},
    "stay": {"cs": "zelená: když máte být zahnán, zůstaňte na místě",
             "en": "green: when you would be banished, stay where you are",
             "de": "grün: wenn du vertrieben würdest, bleibst du stehen"},
    "noshadow": {"cs": "zelená, v boji na stinném poli: neplatí +1 strážců ze stínu",
                 "en": "green, in a fight on a shadow field: the guardians' +1 from the shadow does not count",
                 "de": "grün, im Kampf auf einem Schattenfeld: das +1 der Wächter durch den Schatten zählt nicht"},
    "step": {"cs": "zelená, jednou ve vašem tahu a bez akce: krok na prozkoumané pole",
             "en": "green, once in your turn and without an action: a step onto an explored field",
             "de": "grün, einmal in deinem Zug und ohne Aktion: ein Schritt auf ein erforschtes Feld"},
    "bluff": {"cs": "červená: nic nedělá (blaf); po boji se vrací do ruky a nikdy se neodhazuje",
              "en": "red: does nothing (a bluff); it returns to your hand after the fight and is never discarded",
              "de": "rot: bewirkt nichts (ein Bluff); kehrt nach dem Kampf auf die Hand zurück und wird nie abgeworfen"},
}

CURSE_TEXT: dict[str, Texts] = {
    "banish_far": {"cs": "modrá: dobrodruh nejdál od citadely je zahnán (mezi stejně vzdálenými vybírá hráč kletby)",
                   "en": "blue: the adventurer farthest from the citadel is banished (its player picks among equally far ones)",
                   "de": "blau: Der Abenteurer, der am weitesten von der Zitadelle entfernt ist, wird vertrieben "
                         "(bei Gleichstand wählt, wer den Fluch spielt)"},
    "spawn_near": {"cs": "modrá: na prozkoumané pole bez strážce nejblíž citadele přijde strážce",
                   "en": "blue: a guardian appears on the explored field without a guardian nearest the citadel",
                   "de": "blau: Ein Wächter erscheint auf dem erforschten Feld ohne Wächter, das der Zitadelle am "
                         "nächsten liegt"},
    "tire_all": {"cs": "modrá: každý dobrodruh přesune 1 energii z vitality do únavy",
                 "en": "blue: every adventurer moves 1 energy from vitality to fatigue",
                 "de": "blau: Jeder Abenteurer legt 1 Energie aus der Vitalität in die Müdigkeit"},
    "moon": {"cs": "modrá: žeton času se posune o 1 krok k měsíci",
             "en": "blue: the time token moves 1 step toward the moon",
             "de": "blau: Der Zeitstein rückt 1 Schritt zum Mond"},
    "steal": {"cs": "modrá: každý další hráč odhodí jednu květinu podle svého výběru",
              "en": "blue: every other player discards a flower of his choice",
              "de": "blau: Jeder andere Spieler wirft eine Blume seiner Wahl ab"},
    "penalty_plus": {"cs": "bílá: postih za prohraný souboj je o 1 větší",
                     "en": "white: the penalty for a lost fight is 1 greater",
                     "de": "weiß: Die Strafe für einen verlorenen Kampf ist um 1 größer"},
    "draw_two": {"cs": "bílá: při losování strážce vylosujte dva a umístěte silnějšího",
                 "en": "white: when a guardian is drawn, draw two and place the stronger",
                 "de": "weiß: Beim Ziehen eines Wächters zwei ziehen und den stärkeren einsetzen"},
    "reward_minus": {"cs": "bílá: odměna za každého poraženého strážce je o 1 menší",
                     "en": "white: the reward for each defeated guardian is 1 smaller",
                     "de": "weiß: Die Belohnung für jeden besiegten Wächter ist um 1 kleiner"},
    "guardian_plus": {"cs": "bílá: každý strážce má sílu o 1 větší (Kingoš ne)",
                      "en": "white: every guardian has 1 more strength (not Kingoš)",
                      "de": "weiß: Jeder Wächter ist um 1 stärker (nicht Kingoš)"},
    "rest_minus": {"cs": "bílá: odpočinek přinese o 1 energii méně",
                   "en": "white: Rest restores 1 energy less",
                   "de": "weiß: Die Rast bringt 1 Energie weniger"},
    "kingos_plus": {"cs": "bílá: Kingoš má sílu o {bonus} větší", "en": "white: Kingoš has {bonus} more strength",
                    "de": "weiß: Kingoš ist um {bonus} stärker"},
}
WHITE_NOTE = {"cs": "zahraná leží na kartě času a platí, dokud ji nenahradí jiná",
              "en": "once played it lies on the time card and holds until another replaces it",
              "de": "gespielt liegt er auf der Zeitkarte und gilt, bis ein anderer ihn ersetzt"}


def card_effect(cid: str, lang: str, advanced: bool = False) -> str:
    """What a flower or curse card does, in a few words (the name stays Czech in every language)."""
    lang = lang if lang in FLOWER_TEXT["move2"] else "en"
    if cid in data.FLOWERS:
        rec = data.FLOWERS[cid]
        most = int(rec.get("advanced" if advanced else "basic", 0) or 0)
        return FLOWER_TEXT[rec["effect"]][lang].format(bonus=rec.get("bonus", 0), energy=plural(most, lang, ENERGY))
    if cid in data.CURSES:
        rec = data.CURSES[cid]
        return CURSE_TEXT[rec["effect"]][lang].format(bonus=rec.get("bonus", 0))
    return ""


def card_line(cid: str, lang: str, advanced: bool = False) -> str:
    return f"{card_name(cid)} – {card_effect(cid, lang, advanced)}"


# ---- the help command: which rule poses the current decision, and what is decided --------------

HELP: dict[str, tuple[str, Texts]] = {
    "turn": ("INS-TURN-1", {
        "cs": "Váš tah: zvolte akci (nejvýš dvě různé, druhá stojí 1 energii), zelenou květinu, nebo tah ukončete.",
        "en": "Your turn: choose an action (at most two different ones, the second costs 1 energy), "
              "a green flower, or end your turn.",
        "de": "Dein Zug: Wähle eine Aktion (höchstens zwei verschiedene, die zweite kostet 1 Energie), "
              "eine grüne Blume oder beende deinen Zug."}),
    "step": ("INS-CARD-BEZNIK", {
        "cs": "Běžník: udělejte další krok podle pravidel pohybu, nebo zůstaňte stát.",
        "en": "Běžník: take another step by the movement rules, or stop here.",
        "de": "Běžník: Mach einen weiteren Schritt nach den Bewegungsregeln oder bleib hier stehen."}),
    "amount": ("INS-CARD-HVEZDOS", {
        "cs": "Hvězdoš: zvolte, kolik energie si obnovíte.",
        "en": "Hvězdoš: choose how much energy to restore.",
        "de": "Hvězdoš: Wähle, wie viel Energie du erneuerst."}),
    "trnolam": ("INS-CARD-TRNOLAM", {
        "cs": "Trnolam: zvolte, kterou svou kletbu odhodíte.",
        "en": "Trnolam: choose which of your curses to discard.",
        "de": "Trnolam: Wähle, welchen deiner Flüche du abwirfst."}),
    "bulv2": ("INS-CARD-BULVUSKA", {
        "cs": "Bulvuška: prohlédněte si druhé neprozkoumané místo, nebo skončete.",
        "en": "Bulvuška: look at a second unexplored place, or stop.",
        "de": "Bulvuška: Sieh dir einen zweiten unerforschten Ort an oder hör auf."}),
    "discard_pick:limit": ("INS-FLOWER-1", {
        "cs": "Máte víc než pět květin: jednu odhoďte.",
        "en": "You hold more than five flowers: discard one.",
        "de": "Du hast mehr als fünf Blumen: Wirf eine ab."}),
    "discard_pick:penalty": ("INS-CIRCLE-6", {
        "cs": "Postih: odhoďte jednu květinu podle svého výběru.",
        "en": "A penalty: discard a flower of your choice.",
        "de": "Eine Strafe: Wirf eine Blume deiner Wahl ab."}),
    "discard_pick:zlodejka": ("INS-CARD-ZLODEJKA", {
        "cs": "Zlodějka: odhoďte jednu květinu podle svého výběru.",
        "en": "Zlodějka: discard a flower of your choice.",
        "de": "Zlodějka: Wirf eine Blume deiner Wahl ab."}),
    "lose_pick": ("INS-CIRCLE-6", {
        "cs": "Postih: zvolte, zda ztratíte žeton energie z pole vitality, nebo z pole únavy.",
        "en": "A penalty: choose whether the lost energy token comes from vitality or from fatigue.",
        "de": "Eine Strafe: Wähle, ob der verlorene Energiestein aus der Vitalität oder aus der Müdigkeit kommt."}),
    "slash": ("INS-CIRCLE-7", {
        "cs": "Pole s lomítkem: zvolte, který z proveditelných symbolů se uplatní.",
        "en": "A field with a slash: choose which of the symbols that can be carried out applies.",
        "de": "Ein Feld mit Schrägstrich: Wähle, welches der ausführbaren Symbole gilt."}),
    "place": ("INS-CIRCLE-3", {
        "cs": "Položte každou lízlou kletbu rubem nahoru na volné místo; zablokuje tu akci, dokud ji nezahrajete.",
        "en": "Put each drawn curse face down on a free slot; it blocks that action until you play it.",
        "de": "Leg jeden gezogenen Fluch verdeckt auf einen freien Fluchplatz; er sperrt diese Aktion, "
              "bis du ihn spielst."}),
    "commit:0": ("INS-FIGHT-2", {
        "cs": "Souboj: tajně zvolte, kolik energie z vitality do boje investujete.",
        "en": "A fight: choose in secret how much energy from vitality you commit.",
        "de": "Ein Kampf: Wähle geheim, wie viel Energie aus der Vitalität du setzt."}),
    "commit:1": ("INS-FIGHT-3", {
        "cs": "Souboj: položte rubem nahoru červenou květinu spolu s energií (Parádilka je blaf).",
        "en": "A fight: lay a red flower face down with your energy (Parádilka is a bluff).",
        "de": "Ein Kampf: Leg eine rote Blume verdeckt zu deiner Energie (Parádilka ist ein Bluff)."}),
    "commit:2": ("INS-CARD-STINOVKA", {
        "cs": "Souboj na stinném poli: rozhodněte, zda zahrajete Stínovku proti +1 strážců ze stínu.",
        "en": "A fight on a shadow field: decide whether to play Stínovka against the guardians' +1 from the shadow.",
        "de": "Ein Kampf auf einem Schattenfeld: Entscheide, ob du Stínovka gegen das +1 der Wächter spielst."}),
    "red": ("INS-FIGHT-3", {
        "cs": "Energie je odhalena: zahrajte jednu červenou květinu, nebo žádnou.",
        "en": "The energy is revealed: play one red flower, or none.",
        "de": "Die Energie ist aufgedeckt: Spiel eine rote Blume oder keine."}),
    "krizek": ("INS-CARD-KRIZEK", {
        "cs": "Byla zahrána modrá kletba: zrušte ji Křížkem, nebo ji nechte působit.",
        "en": "A blue curse was played: cancel it with Křížek, or let it act.",
        "de": "Ein blauer Fluch wurde gespielt: Heb ihn mit Křížek auf oder lass ihn wirken."}),
    "rosnatka": ("INS-CARD-ROSNATKA", {
        "cs": "Máte být zahnán: zůstaňte na místě díky Rosnatce, nebo ustupte.",
        "en": "You are to be banished: stay where you are with Rosnatka, or go.",
        "de": "Du sollst vertrieben werden: Bleib mit Rosnatka stehen oder weiche."}),
    "opratka": ("INS-CARD-OPRATKA", {
        "cs": "Oprátka: zvolte, kdo z nejvzdálenějších dobrodruhů bude zahnán.",
        "en": "Oprátka: choose which of the farthest adventurers is banished.",
        "de": "Oprátka: Wähle, welcher der entferntesten Abenteurer vertrieben wird."}),
    "zrozeni": ("INS-CARD-ZROZENI", {
        "cs": "Zrození: zvolte, na které z nejbližších polí přijde strážce.",
        "en": "Zrození: choose which of the nearest fields the guardian appears on.",
        "de": "Zrození: Wähle, auf welchem der nächsten Felder der Wächter erscheint."}),
    "refill": ("INS-GUARD-2", {
        "cs": "Doplnění pytlíku: zvolte, který ze stejně vzdálených strážců se vrátí do pytlíku.",
        "en": "The bag is refilled: choose which of the equally far guardians goes back into the bag.",
        "de": "Der Beutel wird aufgefüllt: Wähle, welcher der gleich weit entfernten Wächter zurückkommt."}),
}


def help_key(state: dict[str, Any], seat: int) -> str | None:
    """Which HELP entry describes the seat's current decision (None: the seat is not to act)."""
    if state["phase"] == "over":
        return None
    task = FLOW.top_decision(state)
    if task is None or seat not in FLOW.waiting(task):
        return None
    kind = str(task["t"])
    if kind == "discard_pick":
        return f"discard_pick:{task.get('why', 'penalty')}"
    if kind == "commit":
        return f"commit:{state['fight']['stage'][seat]}"
    return kind


def decision_help(state: dict[str, Any], seat: int, lang: str = "en") -> tuple[str, str] | None:
    key = help_key(state, seat)
    if key is None:
        return None
    rule, texts = HELP[key]
    return rule, texts.get(lang, texts["en"])


# ---- what a legal action leads to, beyond its label ----------------------------------------------

NOTE: dict[str, Texts] = {
    "second": {"cs": "druhá akce: nejdřív zaplatíte 1 energii", "en": "second action: you pay 1 energy first",
               "de": "zweite Aktion: du zahlst zuerst 1 Energie"},
    "draw": {"cs": "líznete si kartu květiny; víc než pět květin musíte hned odhodit",
             "en": "you draw a flower card; above five flowers you must discard at once",
             "de": "du ziehst eine Blumenkarte; über fünf Blumen musst du sofort abwerfen"},
    "unknown": {"cs": "neprozkoumané místo: líznete kartu ostrova (na nebezpečí přijde strážce)",
                "en": "an unexplored place: you draw an island card (danger brings a guardian)",
                "de": "ein unerforschter Ort: du ziehst eine Inselkarte (Gefahr bringt einen Wächter)"},
    "facedown": {"cs": "karta rubem nahoru: při vstupu se otočí (na nebezpečí přijde strážce)",
                 "en": "a face-down card: it turns face up as you enter (danger brings a guardian)",
                 "de": "eine verdeckte Karte: sie wird beim Betreten aufgedeckt (Gefahr bringt einen Wächter)"},
    "known": {"cs": "karta rubem nahoru, víte, že je to: {kind}", "en": "a face-down card you know: {kind}",
              "de": "eine verdeckte Karte, die du kennst: {kind}"},
    "terrain": {"cs": "cíl: {kind}", "en": "there: {kind}", "de": "dort: {kind}"},
    "guard": {"cs": "stojí tam strážce síly {n}: na konci kola souboj",
              "en": "a guardian of strength {n} stands there: a fight at the end of the round",
              "de": "dort steht ein Wächter der Stärke {n}: Kampf am Rundenende"},
    "guards": {"cs": "stojí tam strážci síly {n}: na konci kola souboj",
               "en": "guardians of strength {n} stand there: a fight at the end of the round",
               "de": "dort stehen Wächter der Stärke {n}: Kampf am Rundenende"},
    "thorns": {"cs": "proti trnům: postih {n}", "en": "against the thorns: a penalty of {n}",
               "de": "gegen die Dornen: eine Strafe von {n}"},
    "citadel": {"cs": "citadela: na konci kola souboj s Kingošem (síla {n})",
                "en": "the citadel: a fight with Kingoš at the end of the round (strength {n})",
                "de": "die Zitadelle: Kampf gegen Kingoš am Rundenende (Stärke {n})"},
    "malus": {"cs": "každý dobrodruh tam má sílu o {n} menší", "en": "every adventurer there counts {n} less",
              "de": "jeder Abenteurer zählt dort {n} weniger"},
    "restore": {"cs": "obnovíte si {energy}", "en": "you restore {energy}", "de": "du erneuerst {energy}"},
    "keep": {"cs": "ve vitalitě vám zůstane {energy}", "en": "{energy} stays in your vitality",
             "de": "{energy} bleibt in deiner Vitalität"},
    "blocks": {"cs": "zablokuje akci {slot}, dokud kletbu nezahrajete", "en": "it blocks {slot} until you play it",
               "de": "er sperrt die Aktion „{slot}“, bis du ihn spielst"},
}
ACTION_KINDS = ("move", "rest", "flower", "curse", "certainty")


def _top_kind(state: dict[str, Any]) -> str | None:
    task = FLOW.top_decision(state)
    return str(task["t"]) if task is not None else None


def _note(key: str, lang: str, **fields: Any) -> str:
    texts = NOTE[key]
    return texts.get(lang, texts["en"]).format(**fields)


def explain_action(state: dict[str, Any], seat: int, aid: str, lang: str = "en") -> str:
    lang = lang if lang in NOTE["second"] else "en"
    kind, args = parse_id(aid)
    notes = _card_notes(state, seat, kind, args, lang) + _move_notes(state, seat, kind, args, lang)
    if kind == "flower" and args[0] == "draw":
        notes.append(_note("draw", lang))
    elif kind == "certainty" and args[0] == "rest":
        notes.append(_note("restore", lang, energy=plural(data.RULES["certainty_rest"], lang, ENERGY)))
    elif kind == "commit":
        left = state["seats"][seat]["vitality"] - int(args[0])
        notes.append(_note("keep", lang, energy=plural(left, lang, ENERGY)))
    if kind in ACTION_KINDS and _top_kind(state) == "turn" and len(state["actions"]) == 1:
        notes.append(_note("second", lang))
    return "; ".join(notes)


def _card_notes(state: dict[str, Any], seat: int, kind: str, args: list[str], lang: str) -> list[str]:
    adv = state["advanced"]
    if kind in ("flower", "discard", "red", "krizek", "rosnatka", "stino") and args[0] in data.FLOWERS:
        return [card_line(args[0], lang, adv)]
    if kind in ("curse", "trnolam"):
        card = state["seats"][seat]["slots"].get(args[0])
        return [card_line(card, lang, adv)] if card else []
    if kind == "place" and args[0] in data.CURSES:
        return [card_line(args[0], lang, adv), _note("blocks", lang, slot=SLOT[lang][args[1]])]
    return []


def _move_notes(state: dict[str, Any], seat: int, kind: str, args: list[str], lang: str) -> list[str]:
    from .citadel import adventurer_malus, kingos_strength
    from .island import THORNS, against_thorns, step_target

    if kind in ("move", "step", "koren") and args[0] in data.DIRS:
        d = args[0]
    elif kind == "certainty" and args[0] == "move":
        d = args[1]
    else:
        return []
    pos = state["seats"][seat]["position"]
    target = step_target(state, pos, d)
    if target is None:
        return []
    if target == data.CITADEL:
        notes = [_note("citadel", lang, n=kingos_strength(state))]
        malus = adventurer_malus(state)
        return notes + ([_note("malus", lang, n=malus)] if malus else [])
    cell = state["cells"].get(target)
    notes = [_terrain(cell, target, seat, lang)]
    guards = state["guardians"].get(target)
    if guards:
        notes.append(_note("guard" if len(guards) == 1 else "guards", lang, n=" + ".join(str(data.GUARDIANS[g]["strength"]) for g in guards)))
    if cell is not None and cell["up"]:
        thorny = against_thorns(state, pos, target, d)
    else:  # only the hedge of the card one stands on is known
        thorny = any(edge == d and facing != d for edge, facing in THORNS.get(state["cells"][pos]["card"], ()))
    if thorny:
        n = data.RULES["thorn_penalty_advanced" if state["advanced"] else "thorn_penalty_basic"]
        notes.append(_note("thorns", lang, n=n))
    return notes


def _terrain(cell: dict[str, Any] | None, key: str, seat: int, lang: str) -> str:
    from .labels import TERMS

    if cell is None:
        return _note("unknown", lang)
    card = cell["card"]
    kind = TERMS[lang].get(data.ISLAND[card]["kind"], "") if card in data.ISLAND else place(key, lang)
    if cell["up"]:
        return _note("terrain", lang, kind=kind)
    if seat in cell["seen"]:
        return _note("known", lang, kind=kind)
    return _note("facedown", lang)


# ---- the lines under the final standings -------------------------------------------------------

RESULT: dict[str, Texts] = {
    "dusk": {"cs": "Soumrak: zvítězil Kingoš. Všichni dobrodruzi prohráli, nikdo nevyhrál.",
             "en": "Dusk: Kingoš won. Every adventurer lost; nobody wins.",
             "de": "Dämmerung: Kingoš hat gewonnen. Alle Abenteurer haben verloren; niemand gewinnt."},
    "beaten": {"cs": "Kingoš je poražen.", "en": "Kingoš is beaten.", "de": "Kingoš ist besiegt."},
    "basic_one": {"cs": "Vítězí {who}, který měl ve vítězném boji největší sílu ({n}).",
                  "en": "{who} wins with the greatest strength in the winning fight ({n}).",
                  "de": "{who} gewinnt mit der größten Stärke im siegreichen Kampf ({n})."},
    "basic_many": {"cs": "Společně vítězí {who}, kteří měli ve vítězném boji stejnou největší sílu ({n}).",
                   "en": "{who} win together with the same greatest strength in the winning fight ({n}).",
                   "de": "{who} gewinnen gemeinsam mit der gleichen größten Stärke im siegreichen Kampf ({n})."},
    "purple": {"cs": "Fialová citadela má jediného vítěze: {who} se silou {n}.",
               "en": "The purple citadel has a single winner: {who} with strength {n}.",
               "de": "Die violette Zitadelle hat einen einzigen Sieger: {who} mit Stärke {n}."},
    "purple_tie": {"cs": "Při stejné síle rozhodlo pořadí, v jakém hráči vstoupili do citadely.",
                   "en": "Equal strength was decided by the order in which the players entered the citadel.",
                   "de": "Bei gleicher Stärke entschied die Reihenfolge, in der die Spieler die Zitadelle betraten."},
    "blue": {"cs": "V modré citadele vítězí všichni účastníci vítězného boje: {who}.",
             "en": "In the blue citadel every adventurer of the winning fight wins: {who}.",
             "de": "In der blauen Zitadelle gewinnen alle Abenteurer des siegreichen Kampfes: {who}."},
    "others": {"cs": "Ostatní prohráli.", "en": "The others lost.", "de": "Die anderen haben verloren."},
    "ranked": {"cs": "Další účastníci závěrečného boje následují podle síly, při rovnosti podle pořadí vstupu.",
               "en": "The other fighters of the final fight follow by strength, then by order of entry.",
               "de": "Die anderen Teilnehmer des Schlusskampfes folgen nach Stärke, dann nach Reihenfolge des Eintritts."},
}


def _line(key: str, lang: str, **fields: Any) -> str:
    text = RESULT[key].get(lang, RESULT[key]["en"]).format(**fields)
    return text[:1].upper() + text[1:]


def result_lines(result: dict[str, Any], lang: str = "en") -> list[str]:
    lang = lang if lang in RESULT["dusk"] else "en"
    if result.get("outcome") == "dusk":
        return [_line("dusk", lang)]
    winners = list(result["winners"])
    best = max(result["scores"][s] for s in winners)
    who = players_text(winners, lang)
    lines = [_line("beaten", lang)]
    variant = result.get("variant", "basic")
    if variant == "purple":
        lines.append(_line("purple", lang, who=who, n=best))
        if result.get("tiebreak", "none") != "none":
            lines.append(_line("purple_tie", lang))
    elif variant == "blue":
        lines.append(_line("blue", lang, who=who))
    else:
        lines.append(_line("basic_one" if len(winners) == 1 else "basic_many", lang, who=who, n=best))
    if variant == "purple" and len(result.get("fighters", winners)) > 1:
        lines.append(_line("ranked", lang))
    elif len(winners) < len(result["scores"]):
        lines.append(_line("others", lang))
    return lines
