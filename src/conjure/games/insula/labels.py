"""Action labels and event descriptions in Czech, English and German."""

from __future__ import annotations

from typing import Any

from . import data

DIR = {"cs": {"in": "do vnitrozemí", "out": "k pobřeží", "left": "doleva", "right": "doprava", "stop": "stát"},
       "en": {"in": "inland", "out": "toward the coast", "left": "left", "right": "right", "stop": "stop"},
       "de": {"in": "ins Landesinnere", "out": "zur Küste", "left": "nach links", "right": "nach rechts",
              "stop": "anhalten"}}
SLOT = {"cs": {"move": "Pohyb", "rest": "Odpočinek", "flower": "Květina"},
        "en": {"move": "Move", "rest": "Rest", "flower": "Flower"},
        "de": {"move": "Bewegung", "rest": "Rast", "flower": "Blume"}}
EFFECT = {"cs": {"lose": "ztratit energii", "discard": "odhodit květinu", "curse": "kletba", "guardian": "strážce",
                 "energy": "nový žeton energie", "flower": "líznout květinu", "sun": "čas ke slunci"},
          "en": {"lose": "lose an energy token", "discard": "discard a flower", "curse": "a curse",
                 "guardian": "a guardian", "energy": "a new energy token", "flower": "draw a flower",
                 "sun": "time toward the sun"},
          "de": {"lose": "einen Energiestein verlieren", "discard": "eine Blume abwerfen", "curse": "ein Fluch",
                 "guardian": "ein Wächter", "energy": "ein neuer Energiestein", "flower": "eine Blume ziehen",
                 "sun": "Zeit zur Sonne"}}

TERMS = {
    "cs": {"pond": "jezírko", "meadow": "louka", "danger": "nebezpečí", "plain": "prosté pole", "win": "výhra",
           "lose": "prohra", "draw": "remíza", "sword": "meč", "shield": "štít", "moon": "měsíc", "blank": "nic",
           "flowers": "květin", "curses": "kleteb"},
    "en": {"pond": "pond", "meadow": "meadow", "danger": "danger", "plain": "plain field", "win": "won",
           "lose": "lost", "draw": "a draw", "sword": "sword", "shield": "shield", "moon": "moon", "blank": "blank",
           "flowers": "flowers", "curses": "curses"},
    "de": {"pond": "Teich", "meadow": "Wiese", "danger": "Gefahr", "plain": "einfaches Feld", "win": "gewonnen",
           "lose": "verloren", "draw": "unentschieden", "sword": "Schwert", "shield": "Schild", "moon": "Mond",
           "blank": "leer", "flowers": "Blumen", "curses": "Flüche"},
}

TEXT: dict[str, dict[str, str]] = {
    "end": {"cs": "Ukončit tah", "en": "End the turn", "de": "Zug beenden"},
    "move": {"cs": "Pohyb {d}", "en": "Move {d}", "de": "Bewegung {d}"},
    "rest": {"cs": "Odpočinek: +{n} energie", "en": "Rest: +{n} energy", "de": "Rast: +{n} Energie"},
    "flower:draw": {"cs": "Utrhnout květinu na louce", "en": "Pick a flower on the meadow",
                    "de": "Eine Blume auf der Wiese pflücken"},
    "flower": {"cs": "Zahrát květinu {c}", "en": "Play the flower {c}", "de": "Die Blume {c} spielen"},
    "curse": {"cs": "Zahrát kletbu z místa {s}", "en": "Play the curse on your {s} slot",
              "de": "Den Fluch auf dem Feld {s} spielen"},
    "certainty:move": {"cs": "Nová jistota: pohyb {d}", "en": "New Certainty: move {d}",
                       "de": "Neue Gewissheit: Bewegung {d}"},
    "certainty:rest": {"cs": "Nová jistota: odpočinek", "en": "New Certainty: rest",
                       "de": "Neue Gewissheit: Rast"},
    "bulv": {"cs": "Bulvuška: prohlédnout {p}", "en": "Bulvuška: look at {p}",
             "de": "Bulvuška: {p} ansehen"},
    "bulv:done": {"cs": "Bulvuška: dost", "en": "Bulvuška: done", "de": "Bulvuška: fertig"},
    "koren": {"cs": "Kořenka: krok {d}", "en": "Kořenka: step {d}", "de": "Kořenka: Schritt {d}"},
    "step": {"cs": "Běžník: krok {d}", "en": "Běžník: step {d}", "de": "Běžník: Schritt {d}"},
    "amount": {"cs": "Obnovit {n} energie", "en": "Restore {n} energy", "de": "{n} Energie erneuern"},
    "trnolam": {"cs": "Trnolam: odhodit kletbu z místa {s}", "en": "Trnolam: discard the curse on {s}",
                "de": "Trnolam: den Fluch auf {s} abwerfen"},
    "discard": {"cs": "Odhodit květinu {c}", "en": "Discard the flower {c}", "de": "Die Blume {c} abwerfen"},
    "lose:vit": {"cs": "Ztratit žeton z pole vitality", "en": "Lose a token from vitality",
                 "de": "Einen Stein aus der Vitalität verlieren"},
    "lose:fat": {"cs": "Ztratit žeton z pole únavy", "en": "Lose a token from fatigue",
                 "de": "Einen Stein aus der Müdigkeit verlieren"},
    "choose": {"cs": "Zvolit: {e}", "en": "Choose: {e}", "de": "Wählen: {e}"},
    "place": {"cs": "Položit kletbu {c} na místo {s}", "en": "Put the curse {c} on your {s} slot",
              "de": "Den Fluch {c} auf das Feld {s} legen"},
    "commit": {"cs": "Investovat {n} energie do boje", "en": "Commit {n} energy to the fight",
               "de": "{n} Energie in den Kampf setzen"},
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
    "refill": {"cs": "Vrátit strážce {g} do pytlíku", "en": "Return guardian {g} to the bag",
               "de": "Wächter {g} in den Beutel zurücklegen"},
}


def card_name(cid: str) -> str:
    if cid in data.FLOWERS:
        return str(data.FLOWERS[cid]["name"])
    if cid in data.CURSES:
        return str(data.CURSES[cid]["name"])
    if cid in data.GUARDIANS:
        return f"{cid} ({data.GUARDIANS[cid]['strength']})"
    return cid


def place(key: Any, lang: str = "en") -> str:
    """A field named as a player finds it on the drawn grid: its row from the coast and its side of the beach."""
    if not isinstance(key, str) or "," not in key:
        return "" if key is None else str(key)
    x, y = (int(v) for v in key.split(","))
    if y == 0 and x == 0:
        return {"cs": "pole pláže", "en": "the beach", "de": "Strandfeld"}[lang]
    side = "" if x == 0 else {"cs": f", {abs(x)} {'vpravo' if x > 0 else 'vlevo'}",
                              "en": f", {abs(x)} {'right' if x > 0 else 'left'}",
                              "de": f", {abs(x)} {'rechts' if x > 0 else 'links'}"}[lang]
    return {"cs": f"pole ({y}. řada od pobřeží{side})", "en": f"the field (row {y} from the coast{side})",
            "de": f"Feld (Reihe {y} ab Küste{side})"}[lang]


def label(aid: str, lang: str = "en") -> str:
    lang = lang if lang in ("cs", "en", "de") else "en"
    parts = aid.split(":")
    kind = parts[0]
    exact = TEXT.get(aid) or TEXT.get(":".join(parts[:2]))
    fields: dict[str, Any] = {}
    if kind in ("move", "koren", "step"):
        fields["d"] = DIR[lang].get(parts[1], parts[1])
    elif kind == "certainty" and parts[1] == "move":
        fields["d"] = DIR[lang][parts[2]]
    elif kind in ("rest", "amount", "commit"):
        fields["n"] = parts[1]
    elif kind == "target":
        fields["n"] = int(parts[1]) + 1
    elif kind in ("flower", "discard", "red", "krizek", "rosnatka", "stino"):
        fields["c"] = card_name(parts[1])
    elif kind in ("curse", "trnolam"):
        fields["s"] = SLOT[lang][parts[1]]
    elif kind == "place":
        fields["c"], fields["s"] = card_name(parts[1]), SLOT[lang][parts[2]]
    elif kind in ("bulv", "field"):
        fields["p"] = place(",".join(parts[1:]), lang)
    elif kind == "choose":
        fields["e"] = " + ".join(EFFECT[lang].get(e, e) for e in parts[1].split("+"))
    elif kind == "refill":
        fields["g"] = card_name(parts[1])
    template = exact if exact and (aid in TEXT or kind in ("certainty",)) else TEXT.get(kind, exact)
    if template is None:
        return aid
    return template[lang].format(**fields)


EVENTS: dict[str, dict[str, str]] = {
    "turn": {"cs": "Na tahu je hráč {seat}.", "en": "Player {seat} to play.", "de": "Spieler {seat} ist am Zug."},
    "turn_end": {"cs": "Hráč {seat} končí tah.", "en": "Player {seat} ends the turn.",
                 "de": "Spieler {seat} beendet den Zug."},
    "round": {"cs": "Kolo {round}: karta boje přechází k hráči {holder}, začíná hráč {seat}.",
              "en": "Round {round}: the battle card passes to player {holder}; player {seat} starts.",
              "de": "Runde {round}: die Kampfkarte geht an Spieler {holder}; Spieler {seat} beginnt."},
    "pay": {"cs": "Hráč {seat} platí 1 energii za druhou akci.", "en": "Player {seat} pays 1 energy for a second action.",
            "de": "Spieler {seat} zahlt 1 Energie für eine zweite Aktion."},
    "explore": {"cs": "Hráč {seat} objevuje {at}: {kind}.", "en": "Player {seat} explores {at}: {kind}.",
                "de": "Spieler {seat} erkundet {at}: {kind}."},
    "move": {"cs": "Hráč {seat} se pohne z {src} na {dst}.", "en": "Player {seat} moves from {src} to {dst}.",
             "de": "Spieler {seat} zieht von {src} auf {dst}."},
    "thorns": {"cs": "Proti trnům: hráč {seat} utrpí {n} postihy.", "en": "Against the thorns: player {seat} takes {n} penalties.",
               "de": "Gegen die Dornen: Spieler {seat} erleidet {n} Strafen."},
    "guardian": {"cs": "Na {at} přichází strážce síly {strength}.", "en": "A guardian of strength {strength} appears on {at}.",
                 "de": "Ein Wächter der Stärke {strength} erscheint auf {at}."},
    "rest": {"cs": "Hráč {seat} si obnoví {n} energie.", "en": "Player {seat} restores {n} energy.",
             "de": "Spieler {seat} erneuert {n} Energie."},
    "penalty": {"cs": "Hráč {seat} utrpí postih {n}.", "en": "Player {seat} suffers a penalty of {n}.",
                "de": "Spieler {seat} erleidet eine Strafe von {n}."},
    "reward": {"cs": "Hráč {seat} získává odměnu {n}.", "en": "Player {seat} gains a reward of {n}.",
               "de": "Spieler {seat} erhält eine Belohnung von {n}."},
    "energy_new": {"cs": "Hráč {seat} získává nový žeton energie.", "en": "Player {seat} gains a new energy token.",
                   "de": "Spieler {seat} erhält einen neuen Energiestein."},
    "energy_lost": {"cs": "Hráč {seat} ztrácí žeton energie.", "en": "Player {seat} loses an energy token.",
                    "de": "Spieler {seat} verliert einen Energiestein."},
    "time": {"cs": "Žeton času je na poli {pos}.", "en": "The time token is now on step {pos}.",
             "de": "Der Zeitstein steht jetzt auf Feld {pos}."},
    "flower_drawn": {"cs": "Hráč {seat} si lízl květinu{card_text}.", "en": "Player {seat} draws a flower{card_text}.",
                     "de": "Spieler {seat} zieht eine Blume{card_text}."},
    "flower_play": {"cs": "Hráč {seat} hraje květinu {card_name}.", "en": "Player {seat} plays the flower {card_name}.",
                    "de": "Spieler {seat} spielt die Blume {card_name}."},
    "green": {"cs": "Hráč {seat} hraje zelenou květinu {card_name}.", "en": "Player {seat} plays the green flower {card_name}.",
              "de": "Spieler {seat} spielt die grüne Blume {card_name}."},
    "discard": {"cs": "Hráč {seat} odhazuje květinu {card_name}.", "en": "Player {seat} discards the flower {card_name}.",
                "de": "Spieler {seat} wirft die Blume {card_name} ab."},
    "curse_drawn": {"cs": "Hráč {seat} si lízl kletby{card_text}.", "en": "Player {seat} draws curses{card_text}.",
                    "de": "Spieler {seat} zieht Flüche{card_text}."},
    "curse_placed": {"cs": "Hráč {seat} kladl kletbu na místo {slot}.", "en": "Player {seat} puts a curse on the {slot} slot.",
                     "de": "Spieler {seat} legt einen Fluch auf das Feld {slot}."},
    "curse_play": {"cs": "Hráč {seat} hraje kletbu {card_name}.", "en": "Player {seat} plays the curse {card_name}.",
                   "de": "Spieler {seat} spielt den Fluch {card_name}."},
    "white": {"cs": "Bílá kletba {card_name} leží na kartě času.", "en": "The white curse {card_name} now lies on the time card.",
              "de": "Der weiße Fluch {card_name} liegt jetzt auf der Zeitkarte."},
    "krizek": {"cs": "Hráč {seat} ruší kletbu Křížkem.", "en": "Player {seat} cancels the curse with Křížek.",
               "de": "Spieler {seat} hebt den Fluch mit Křížek auf."},
    "banish": {"cs": "Hráč {seat} je zahnán{where}.", "en": "Player {seat} is banished{where}.",
               "de": "Spieler {seat} wird vertrieben{where}."},
    "rosnatka": {"cs": "Hráč {seat} zůstává díky Rosnatce.", "en": "Player {seat} stays thanks to Rosnatka.",
                 "de": "Spieler {seat} bleibt dank Rosnatka."},
    "fights": {"cs": "Konec kola: souboje.", "en": "End of the round: the fights.", "de": "Rundenende: die Kämpfe."},
    "committed_own": {"cs": "Hráč {seat} tajně: {choice}.", "en": "Player {seat} in secret: {choice}.",
                      "de": "Spieler {seat} geheim: {choice}."},
    "committed": {"cs": "Hráč {seat} investoval tajně.", "en": "Player {seat} has committed in secret.",
                  "de": "Spieler {seat} hat geheim gesetzt."},
    "reveal": {"cs": "Odhalení investované energie: {commit}.", "en": "The committed energy is revealed: {commit}.",
               "de": "Die gesetzte Energie wird aufgedeckt: {commit}."},
    "red_none": {"cs": "Hráč {seat} nehraje červenou květinu.", "en": "Player {seat} plays no red flower.",
                 "de": "Spieler {seat} spielt keine rote Blume."},
    "red": {"cs": "Hráč {seat}: červená květina {card_name}.", "en": "Player {seat}: red flower {card_name}.",
            "de": "Spieler {seat}: rote Blume {card_name}."},
    "die": {"cs": "Hráč {seat} hodil kostkou: {face}.", "en": "Player {seat} rolls the die: {face}.",
            "de": "Spieler {seat} würfelt: {face}."},
    "fight": {"cs": "Souboj – {at}: {outcome} ({ours} proti {theirs}).", "en": "Fight on {at}: {outcome} ({ours} against {theirs}).",
              "de": "Kampf auf {at}: {outcome} ({ours} gegen {theirs})."},
    "defeated": {"cs": "Strážci z {at} jsou poraženi.", "en": "The guardians on {at} are defeated.",
                 "de": "Die Wächter auf {at} sind besiegt."},
    "kingos_beaten": {"cs": "Kingoš je poražen!", "en": "Kingoš is beaten!", "de": "Kingoš ist besiegt!"},
    "dusk": {"cs": "Soumrak: vítězí Kingoš.", "en": "Dusk: Kingoš wins.", "de": "Dämmerung: Kingoš gewinnt."},
    "anger": {"cs": "Hráč {seat} hází za Kingoše: {face}, síla {anger}.", "en": "Player {seat} rolls for Kingoš: {face}, strength {anger}.",
              "de": "Spieler {seat} würfelt für Kingoš: {face}, Stärke {anger}."},
    "peek": {"cs": "Hráč {seat} si prohlíží {at}{card_text}.", "en": "Player {seat} looks at {at}{card_text}.",
             "de": "Spieler {seat} sieht sich {at} an{card_text}."},
    "reshuffle": {"cs": "Odhazovací balíček ({deck}) je zamíchán.", "en": "The {deck} discard pile is shuffled into a new deck.",
                  "de": "Der Ablagestapel ({deck}) wird neu gemischt."},
    "choose": {"cs": "Hráč {seat} volí: {effects}.", "en": "Player {seat} chooses: {effects}.",
               "de": "Spieler {seat} wählt: {effects}."},
    "cannot": {"cs": "Hráč {seat} nemůže provést postih ({what}).", "en": "Player {seat} cannot carry out a penalty ({what}).",
               "de": "Spieler {seat} kann eine Strafe nicht ausführen ({what})."},
    "tired": {"cs": "Hráč {seat} přesouvá 1 energii do únavy.", "en": "Player {seat} moves 1 energy to fatigue.",
              "de": "Spieler {seat} legt 1 Energie in die Müdigkeit."},
    "no_effect": {"cs": "Kletba nic nezpůsobí.", "en": "The curse does nothing.", "de": "Der Fluch bewirkt nichts."},
    "uncurse": {"cs": "Hráč {seat} odhazuje kletbu {card_name}.", "en": "Player {seat} discards the curse {card_name}.",
                "de": "Spieler {seat} wirft den Fluch {card_name} ab."},
    "poplach": {"cs": "Poplach: zůstává silnější strážce.", "en": "Poplach: the stronger guardian stays.",
                "de": "Poplach: der stärkere Wächter bleibt."},
    "refill": {"cs": "Pytlík je doplněn ({bag} strážců).", "en": "The bag is refilled ({bag} guardians).",
               "de": "Der Beutel wird aufgefüllt ({bag} Wächter)."},
    "returned": {"cs": "Hráč {seat} vrací strážce z {at} do pytlíku.", "en": "Player {seat} returns the guardian on {at} to the bag.",
                 "de": "Spieler {seat} legt den Wächter von {at} in den Beutel."},
    "curse_extra": {"cs": "Účinnější kletby: další kletba {card_name}.", "en": "More effective curses: one more curse, {card_name}.",
                    "de": "Wirksamere Flüche: ein weiterer Fluch, {card_name}."},
    "certainty": {"cs": "Hráč {seat} volí Novou jistotu.", "en": "Player {seat} takes New Certainty.",
                  "de": "Spieler {seat} nimmt Neue Gewissheit."},
    "pick": {"cs": "Hráč {seat} trhá květinu na louce.", "en": "Player {seat} picks a flower on the meadow.",
             "de": "Spieler {seat} pflückt eine Blume auf der Wiese."},
}


def describe_event(event: dict[str, Any], lang: str = "en") -> str:
    lang = lang if lang in ("cs", "en", "de") else "en"
    kind = event.get("type", "")
    if kind == "red" and not event.get("card"):
        kind = "red_none"
    if kind == "committed" and "choice" in event:
        kind = "committed_own"
    template = EVENTS.get(kind)
    if template is None:
        return f"{kind}: " + ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("type", "step"))
    fields = {k: v for k, v in event.items()}
    fields.setdefault("seat", "")
    for k in ("seat", "holder"):  # players are numbered from 1 on screen, like the CLI does
        if isinstance(fields.get(k), int):
            fields[k] += 1
    card = event.get("card")
    fields["card_name"] = card_name(card) if card else "-"
    cards_ = event.get("cards") or ([card] if card else [])
    fields["card_text"] = (": " + ", ".join(card_name(c) for c in cards_)) if cards_ else ""
    terms = TERMS[lang]
    for k in ("kind", "outcome", "face", "deck"):
        if isinstance(fields.get(k), str):
            fields[k] = terms.get(fields[k], fields[k])
    if isinstance(fields.get("slot"), str):
        fields["slot"] = SLOT[lang].get(fields["slot"], fields["slot"])
    if isinstance(fields.get("what"), str):
        fields["what"] = EFFECT[lang].get(fields["what"], fields["what"])
    if isinstance(fields.get("effects"), list):
        fields["effects"] = " + ".join(EFFECT[lang].get(e, e) for e in fields["effects"])
    if kind == "committed_own":
        fields["choice"] = label(event["choice"], lang)
    if kind == "reveal":
        who = {"cs": "Hráč", "en": "Player", "de": "Spieler"}[lang]
        fields["commit"] = ", ".join(f"{who} {i + 1}: {c}" for i, c in enumerate(event.get("commit", [])) if c is not None)
    if kind == "peek" and card:
        fields["card_text"] = ": " + terms.get(data.ISLAND[card]["kind"], card) if card in data.ISLAND else ""
    for k in ("src", "dst", "pos", "at"):
        if isinstance(fields.get(k), str) and "," in fields[k]:
            fields[k] = place(fields[k], lang)
    if kind == "banish":
        fields["where"] = "" if event.get("stay") else f" → {place(event.get('dst'), lang)}"
    if kind in ("move", "fight", "reveal", "explore", "time"):
        for k in ("src", "dst", "pos", "at", "kind", "outcome", "ours", "theirs", "commit"):
            fields.setdefault(k, "")
    try:
        return template[lang].format(**fields)
    except (KeyError, IndexError):
        return f"{kind}: {event}"
