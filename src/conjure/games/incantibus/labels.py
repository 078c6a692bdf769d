"""Words: names, action labels and log lines in Czech, English and German.

Czech and German nouns change their form after verbs and prepositions. Rather than declining every
name, the texts use two forms: the nominative (``kind_name``) and the accusative (``kind_name(...,
"acc")``), from the small tables :data:`CS_ACC` and :data:`DE_ACC` (only where the form differs).
Wizards' names are only ever used in the nominative: the sentences are built so that they stand
after a colon or as the subject. Players are "Hráč 1" / "hráče 1" / "hráči 1" / "hráčem 1" in Czech.
Counts always go through :func:`conjure.engine.text.plural`.
"""

from __future__ import annotations

from typing import Any

from conjure.engine.actions import parse_id
from conjure.engine.text import plural
from conjure.games.incantibus.data import DATA, Need

LANGS = ("cs", "en", "de")
KINDS = DATA.kinds

SPELLS = {"alkimia": "Alkimia", "retiro": "Retiro", "locus": "Locus", "ultimus": "Ultimus",
          "imperium": "Imperium", "video": "Video", "philosophia": "Philosophia", "fortuna": "Fortuna"}
SPELL_OF_GRANT = {kind: spell for spell, kind in DATA.grants.items()}

# What each spell does (rulebook "Sesílání kouzla"), in our words.
SPELL_EFFECTS: dict[str, dict[str, str]] = {
    "alkimia": {"cs": "ukradněte jinému hráči z kufru ingredienci, zbraň nebo zlato (i Ultimus či Kámen mudrců)",
                "en": "steal an ingredient, a weapon or gold (Ultimus and the Philosopher's Stone too) from another player",
                "de": "stiehl einem anderen Spieler eine Zutat, eine Waffe oder Gold (auch Ultimus oder den Stein der Weisen)"},
    "retiro": {"cs": "vezměte si z příkopu libovolný žeton kromě čaroděje",
               "en": "take any token but a wizard out of the moat",
               "de": "nimm ein beliebiges Plättchen außer einem Zauberer aus dem Burggraben"},
    "locus": {"cs": "vezměte si žeton kapsy – v kufru tak budete mít o kapsu víc",
              "en": "take a pocket token, which gives your suitcase one more pocket",
              "de": "nimm ein Taschenplättchen – so hat dein Koffer eine Tasche mehr"},
    "ultimus": {"cs": "vezměte si Ultimus, který jednou nahradí libovolnou zbraň při lovu příšery",
                "en": "take Ultimus, which stands in once for any weapon when you hunt a monster",
                "de": "nimm Ultimus, das einmal eine beliebige Waffe bei der Monsterjagd ersetzt"},
    "imperium": {"cs": "vezměte si z místnosti jeden žeton lícem nahoru",
                 "en": "take a face-up token from the room",
                 "de": "nimm ein offenes Plättchen aus dem Raum"},
    "video": {"cs": "podívejte se na skrytý žeton v místnosti a vezměte si ho, pokud můžete",
              "en": "look at a face-down token in the room and take it if you can",
              "de": "sieh dir ein verdecktes Plättchen im Raum an und nimm es, wenn du kannst"},
    "philosophia": {"cs": "vezměte si Kámen mudrců, který jednou nahradí libovolnou ingredienci při vaření lektvaru",
                    "en": "take the Philosopher's Stone, which stands in once for any ingredient when you brew",
                    "de": "nimm den Stein der Weisen, der einmal eine beliebige Zutat beim Brauen ersetzt"},
    "fortuna": {"cs": "vezměte si speciální žeton zlata za 3 body",
                "en": "take a special gold token worth 3 points",
                "de": "nimm ein Spezial-Goldplättchen im Wert von 3 Punkten"},
}

# Accusative forms where they differ from the nominative (books and potions are handled below).
CS_ACC = {"pumpkin": "dýni", "mandrake": "mandragoru", "net": "magickou síť", "crystal_ball": "křišťálovou kouli",
          "goblin": "goblina", "ghost": "ducha", "werewolf": "vlkodlaka", "vampire": "upíra", "pocket": "kapsu"}
DE_ACC = {"stake": "fliegenden Pflock"}
DE_COLOUR_ACC = {"green": "grünen Trank", "red": "roten Trank", "blue": "blauen Trank"}
BOOK = {"cs": ("kniha", "knihu"), "en": ("book", "book"), "de": ("Buch", "Buch")}

POINTS = {"cs": ("bod", "body", "bodů"), "en": ("point", "points"), "de": ("Punkt", "Punkte")}
PLAYER = {"cs": {"nom": "Hráč {n}", "gen": "hráče {n}", "dat": "hráči {n}", "ins": "hráčem {n}"},
          "en": {"nom": "Player {n}"}, "de": {"nom": "Spieler {n}"}}

# Nouns that requirements count (rulebook "Slabiny čarodějů", "Kouzelné knihy").
NOUNS: dict[str, dict[str, tuple[str, ...]]] = {
    "goblin": {"cs": ("goblin", "goblini", "goblinů"), "en": ("goblin", "goblins"), "de": ("Goblin", "Goblins")},
    "ghost": {"cs": ("duch", "duchové", "duchů"), "en": ("ghost", "ghosts"), "de": ("Geist", "Geister")},
    "werewolf": {"cs": ("vlkodlak", "vlkodlaci", "vlkodlaků"), "en": ("werewolf", "werewolves"),
                 "de": ("Werwolf", "Werwölfe")},
    "vampire": {"cs": ("upír", "upíři", "upírů"), "en": ("vampire", "vampires"), "de": ("Vampir", "Vampire")},
    "spell": {"cs": ("žeton kouzla", "žetony kouzel", "žetonů kouzel"), "en": ("spell token", "spell tokens"),
              "de": ("Zauberplättchen", "Zauberplättchen")},
    "weapon": {"cs": ("zbraň", "zbraně", "zbraní"), "en": ("weapon", "weapons"), "de": ("Waffe", "Waffen")},
    "ingredient": {"cs": ("ingredience", "ingredience", "ingrediencí"), "en": ("ingredient", "ingredients"),
                   "de": ("Zutat", "Zutaten")},
    "green": {"cs": ("zelený lektvar", "zelené lektvary", "zelených lektvarů"), "en": ("green potion", "green potions"),
              "de": ("grüner Trank", "grüne Tränke")},
    "red": {"cs": ("červený lektvar", "červené lektvary", "červených lektvarů"), "en": ("red potion", "red potions"),
            "de": ("roter Trank", "rote Tränke")},
    "blue": {"cs": ("modrý lektvar", "modré lektvary", "modrých lektvarů"), "en": ("blue potion", "blue potions"),
             "de": ("blauer Trank", "blaue Tränke")},
    "any": {"cs": ("libovolný žeton", "libovolné žetony", "libovolných žetonů"),
            "en": ("token of any kind", "tokens of any kind"), "de": ("beliebiges Plättchen", "beliebige Plättchen")},
    "special": {"cs": ("speciální žeton", "speciální žetony", "speciálních žetonů"),
                "en": ("special token", "special tokens"), "de": ("Spezialplättchen", "Spezialplättchen")},
}
SAME = {"cs": "stejné", "en": "identical", "de": "gleiche"}
DIFFERENT = {"cs": "různé", "en": "different", "de": "verschiedene"}
NEED_WORDS = {
    "gold": {"cs": "zlato v hodnotě {n}", "en": "gold worth {n}", "de": "Gold im Wert von {n}"},
    "wand": {"cs": "hůlka se silou nejvýš {n} (žádné žetony)", "en": "a wand of strength {n} or less (no tokens)",
             "de": "ein Stab der Stärke {n} oder weniger (keine Plättchen)"},
}

# Short notes on what a token is and is worth (the table and the help).
NOTES = {
    "ingredient": {"cs": "ingredience do lektvarů", "en": "ingredient for potions", "de": "Zutat für Tränke"},
    "weapon": {"cs": "zbraň na {monster}", "en": "weapon, catches {monster}", "de": "Waffe gegen {monster}"},
    "monster": {"cs": "příšera, {points}; chytíte ji jen se zbraní: {weapon}",
                "en": "monster, {points}; caught only with the {weapon}",
                "de": "Monster, {points}; nur mit dieser Waffe zu fangen: {weapon}"},
    "gold": {"cs": "zlato, {points}", "en": "gold, {points}", "de": "Gold, {points}"},
    "spell": {"cs": "{points}; kdo ho získá, sešle jedno z odkrytých kouzel",
              "en": "{points}; whoever gains it casts one of the face-up spells",
              "de": "{points}; wer es bekommt, wirkt einen der offenen Zauber"},
    "ultimus": {"cs": "jednou nahradí libovolnou zbraň při lovu", "en": "stands in once for any weapon in a hunt",
                "de": "ersetzt einmal eine beliebige Waffe bei der Jagd"},
    "stone": {"cs": "jednou nahradí libovolnou ingredienci při vaření", "en": "stands in once for any ingredient in a potion",
              "de": "ersetzt einmal eine beliebige Zutat beim Brauen"},
    "pocket": {"cs": "o kapsu víc v kufru", "en": "one more pocket in the suitcase", "de": "eine Tasche mehr im Koffer"},
    "potion": {"cs": "{points}", "en": "{points}", "de": "{points}"},
    "book": {"cs": "{points}", "en": "{points}", "de": "{points}"},
    "wizard": {"cs": "{points}; slabina: {need}", "en": "{points}; weakness: {need}", "de": "{points}; Schwäche: {need}"},
}

ACTIONS: dict[str, dict[str, str]] = {
    "take:visible": {"cs": "Ukázat na {kind} (pole {slot})", "en": "Point at {kind} (slot {slot})",
                     "de": "Auf {kind} zeigen (Feld {slot})"},
    "take:hidden": {"cs": "Ukázat na skrytý žeton (pole {slot})", "en": "Point at the hidden token (slot {slot})",
                    "de": "Auf das verdeckte Plättchen zeigen (Feld {slot})"},
    "brew": {"cs": "Uvařit {kind}", "en": "Brew the {kind}", "de": "{kind} brauen"},
    "master": {"cs": "Ovládnout {kind}", "en": "Master the {kind}", "de": "{kind} meistern"},
    "duel:known": {"cs": "Souboj s čarodějem: {kind}", "en": "Duel the wizard {kind}",
                   "de": "Duell mit dem Zauberer: {kind}"},
    "duel:hidden": {"cs": "Souboj se skrytým čarodějem (pole {slot})", "en": "Duel the hidden wizard (slot {slot})",
                    "de": "Duell mit dem verdeckten Zauberer (Feld {slot})"},
    "drop": {"cs": "Hodit {kind} do příkopu a nový žeton si nechat",
             "en": "Drop your {kind} into the moat to keep the new token",
             "de": "{kind} in den Burggraben werfen und das neue Plättchen behalten"},
    "reject": {"cs": "Hodit nový žeton ({kind}) do příkopu", "en": "Throw the new {kind} into the moat",
               "de": "Das neue Plättchen ({kind}) in den Burggraben werfen"},
    "give": {"cs": "Odevzdat {kind}", "en": "Hand in {kind}", "de": "{kind} abgeben"},
    "ultimus:use": {"cs": "Použít Ultimus na příšeru", "en": "Use Ultimus on the monster",
                    "de": "Ultimus gegen das Monster einsetzen"},
    "ultimus:decline": {"cs": "Ultimus nepoužít (příšera nebude chycena)", "en": "Keep Ultimus (the monster is not caught)",
                        "de": "Ultimus behalten (das Monster wird nicht gefangen)"},
    "cast": {"cs": "Seslat kouzlo {spell}", "en": "Cast {spell}", "de": "{spell} wirken"},
    "cast:none": {"cs": "Žádné kouzlo nezbývá", "en": "No spell left to cast", "de": "Kein Zauber mehr übrig"},
    "steal": {"cs": "Ukrást {kind} hráči {victim}", "en": "Steal {kind} from Player {victim}",
              "de": "{kind} von Spieler {victim} stehlen"},
    "retiro": {"cs": "Vzít {kind} z příkopu", "en": "Take {kind} from the moat", "de": "{kind} aus dem Burggraben nehmen"},
    "imperium": {"cs": "Vzít {kind} z místnosti", "en": "Take {kind} from the room", "de": "{kind} aus dem Raum nehmen"},
    "video": {"cs": "Podívat se na skrytý žeton (pole {slot})", "en": "Look at the hidden token (slot {slot})",
              "de": "Das verdeckte Plättchen ansehen (Feld {slot})"},
}

# What a seat points at, as a noun phrase (the reveal and conflicts): nominative and accusative.
TARGETS: dict[str, dict[str, tuple[str, str]]] = {
    "visible": {"cs": ("{kind} (pole {slot})", "{kind_acc} (pole {slot})"),
                "en": ("{kind} (slot {slot})", "{kind} (slot {slot})"),
                "de": ("{kind} (Feld {slot})", "{kind_acc} (Feld {slot})")},
    "hidden": {"cs": ("skrytý žeton (pole {slot})", "skrytý žeton (pole {slot})"),
               "en": ("the hidden token (slot {slot})", "the hidden token (slot {slot})"),
               "de": ("verdecktes Plättchen (Feld {slot})", "verdecktes Plättchen (Feld {slot})")},
    "wizard": {"cs": ("čaroděj ({kind})", "čaroděje ({kind})"), "en": ("the wizard {kind}", "the wizard {kind}"),
               "de": ("Zauberer ({kind})", "Zauberer ({kind})")},
    "hidden_wizard": {"cs": ("skrytý čaroděj (pole {slot})", "skrytého čaroděje (pole {slot})"),
                      "en": ("the hidden wizard (slot {slot})", "the hidden wizard (slot {slot})"),
                      "de": ("verdeckter Zauberer (Feld {slot})", "verdeckten Zauberer (Feld {slot})")},
    "item": {"cs": ("{kind}", "{kind_acc}"), "en": ("the {kind}", "the {kind}"), "de": ("{kind}", "{kind_acc}")},
}

EVENTS: dict[str, dict[str, str]] = {
    "reveal": {"cs": "Incanto! {choices}", "en": "Incanto! {choices}", "de": "Incanto! {choices}"},
    "conflict": {"cs": "Spor o {target}: vyhrává {winner} (hůlka {w1}) a mění si hůlku s {swap} (hůlka {w2}).",
                 "en": "Conflict over {target}: {winner} wins with wand {w1} and swaps wands with {swap} (wand {w2}).",
                 "de": "Streit um {target}: {winner} gewinnt mit Stab {w1} und tauscht den Stab mit {swap} (Stab {w2})."},
    "take": {"cs": "{seat} získává {kind_acc}.", "en": "{seat} takes {kind}.", "de": "{seat} nimmt {kind_acc}."},
    "brew": {"cs": "{seat} vaří {kind_acc}.", "en": "{seat} brews the {kind}.", "de": "{seat} braut {kind_acc}."},
    "master": {"cs": "{seat} ovládá {kind_acc}.", "en": "{seat} masters the {kind}.", "de": "{seat} meistert {kind_acc}."},
    "caught": {"cs": "{seat} chytá {kind_acc} ({with_}).", "en": "{seat} catches the {kind} with the {with_}.",
               "de": "{seat} fängt {kind_acc} ({with_})."},
    "fled": {"cs": "{kind} utíká {seat_dat} do příkopu.", "en": "The {kind} flees from {seat} into the moat.",
             "de": "{kind} flieht vor {seat} in den Burggraben."},
    "handed_in": {"cs": "{seat} odevzdává {kind_acc} do příkopu.", "en": "{seat} hands in {kind} to the moat.",
                  "de": "{seat} wirft {kind_acc} in den Burggraben."},
    "dropped": {"cs": "{seat} hází {kind_acc} do příkopu, aby se vešel nový žeton.",
                "en": "{seat} drops {kind} into the moat to make room.",
                "de": "{seat} wirft {kind_acc} in den Burggraben, um Platz zu schaffen."},
    "rejected": {"cs": "{seat} hází nový žeton ({kind}) do příkopu.", "en": "{seat} throws the new {kind} into the moat.",
                 "de": "{seat} wirft das neue Plättchen ({kind}) in den Burggraben."},
    "cast": {"cs": "{seat} sesílá kouzlo {spell}.", "en": "{seat} casts {spell}.", "de": "{seat} wirkt {spell}."},
    "no_effect": {"cs": "Kouzlo {spell} {seat_gen} nemá žádný účinek.", "en": "{seat}'s {spell} has no effect.",
                  "de": "{spell} von {seat} bleibt ohne Wirkung."},
    "no_spell": {"cs": "{seat} nemá co seslat.", "en": "{seat} has no spell to cast.", "de": "{seat} hat keinen Zauber."},
    "special": {"cs": "{seat} bere speciální žeton: {kind}.", "en": "{seat} takes the special token {kind}.",
                "de": "{seat} nimmt das Spezialplättchen {kind}."},
    "stolen": {"cs": "{seat} krade {kind_acc} {victim_dat}.", "en": "{seat} steals {kind} from {victim}.",
               "de": "{seat} stiehlt {kind_acc} von {victim}."},
    "retrieved": {"cs": "{seat} loví {kind_acc} z příkopu.", "en": "{seat} fishes {kind} out of the moat.",
                  "de": "{seat} fischt {kind_acc} aus dem Burggraben."},
    "video_look": {"cs": "{seat} se dívá na skrytý žeton v poli {slot}{seen}.",
                   "en": "{seat} looks at the hidden token in slot {slot}{seen}.",
                   "de": "{seat} sieht sich das verdeckte Plättchen in Feld {slot} an{seen}."},
    "video_back": {"cs": "{seat} vrací žeton v poli {slot} lícem dolů.", "en": "{seat} puts the token in slot {slot} back face down.",
                   "de": "{seat} legt das Plättchen in Feld {slot} verdeckt zurück."},
    "leftover": {"cs": "Poslední žeton ({kind}) padá do příkopu.", "en": "The last token ({kind}) goes into the moat.",
                 "de": "Das letzte Plättchen ({kind}) landet im Burggraben."},
    "room_cleared": {"cs": "Místnost {room} je prohledána.", "en": "The {room} is cleared.",
                     "de": "Der Raum {room} ist durchsucht."},
    "room_revealed": {"cs": "Nová místnost: {room}.", "en": "New room: {room}.", "de": "Neuer Raum: {room}."},
    "wizard_up": {"cs": " Otočen žeton čaroděje: {wizard}.", "en": " Wizard turned face up: {wizard}.",
                  "de": " Aufgedeckter Zauberer: {wizard}."},
    "crypt": {"cs": "Krypta! Počet čarodějů v závěrečném souboji: {n}.", "en": "The crypt! The final duel against {n} begins.",
              "de": "Die Krypta! Das Abschlussduell gegen {n} beginnt."},
    "wizard_flipped": {"cs": "{seat} otáčí čaroděje: {kind}.", "en": "{seat} turns the wizard over: {kind}.",
                       "de": "{seat} dreht den Zauberer um: {kind}."},
    "wizard_defeated": {"cs": "{seat} vítězí v souboji: {kind}.", "en": "{seat} defeats {kind}.",
                        "de": "{seat} besiegt den Zauberer: {kind}."},
    "wizard_fled": {"cs": "Čaroděj {kind} utíká {seat_dat} do příkopu.", "en": "{kind} escapes {seat} into the moat.",
                    "de": "Der Zauberer {kind} entkommt {seat} in den Burggraben."},
    "phase": {"cs": "— Fáze zaklínadla {round} —", "en": "— Spell phase {round} —", "de": "— Beschwörungsphase {round} —"},
    "game_over": {"cs": "Konec hry ({reason}). {scores}.", "en": "Game over ({reason}). {scores}.",
                  "de": "Spielende ({reason}). {scores}."},
}

WIZARDS_WORD = {"cs": ("čaroděj", "čarodějové", "čarodějů"), "en": ("wizard", "wizards"), "de": ("Zauberer", "Zauberer")}
REASONS = {"no_wizards": {"cs": "nezbyl žádný čaroděj", "en": "no wizard is left", "de": "kein Zauberer ist mehr übrig"},
           "wand_down": {"cs": "kdo nemá co získat, odkládá hůlku: {who}", "en": "wand put down by {who}", "de": "Stab abgelegt von {who}"}}


def _lang(lang: str) -> str:
    return lang if lang in LANGS else "en"


def cap(text: str) -> str:
    """The text with its first letter in upper case (a sentence that starts with a token name)."""
    return text[:1].upper() + text[1:]


def points(n: int, lang: str = "en") -> str:
    """``n`` magic points with the right plural: 1 bod, 2 body, 5 bodů; 1 point, 2 points."""
    return plural(n, _lang(lang), POINTS)


def kind_name(kind: str, lang: str = "en", case: str = "nom") -> str:
    """A token kind's name; ``case="acc"`` gives the form after a verb or "na"/"auf"/"um"."""
    lang = _lang(lang)
    info = KINDS.get(kind)
    if info is None:
        return kind
    if info.category == "book":
        word = BOOK[lang][1 if case == "acc" else 0]
        return f"{word} ({need_text(info.need or {}, lang)})"
    if case == "acc" and lang == "cs" and kind in CS_ACC:
        return CS_ACC[kind]
    if case == "acc" and lang == "de":
        if info.colour:
            recipe = " + ".join(kind_name(i, lang) for i in (info.need or {}).get("recipe", []))
            return f"{DE_COLOUR_ACC[info.colour]} ({recipe})"
        return DE_ACC.get(kind, info.names[lang])
    return info.names.get(lang, kind)


def short_name(kind: str, lang: str = "en", case: str = "nom") -> str:
    """A potion by its colour, a book as 'book', anything else by its name: for a token whose price is
    shown beside it or already paid (in a suitcase, or while it is being paid for)."""
    lang = _lang(lang)
    info = KINDS[kind]
    if info.category == "book":
        return BOOK[lang][1 if case == "acc" else 0]
    if info.colour:
        return DE_COLOUR_ACC[info.colour] if (case == "acc" and lang == "de") else DATA.colours[info.colour][lang]
    return kind_name(kind, lang, case)


def room_name(room: str, lang: str = "en") -> str:
    info = DATA.rooms.get(room)
    return info.names.get(_lang(lang), room) if info else room


def player(seat: int | None, lang: str = "en", case: str = "nom") -> str:
    """'Player 2'; in Czech also the genitive, dative and instrumental ('hráče 2', 'hráči 2', 'hráčem 2')."""
    if seat is None:
        return "—"
    forms = PLAYER[_lang(lang)]
    return forms.get(case, forms["nom"]).format(n=seat + 1)


def need_text(need: Need, lang: str = "en") -> str:
    """What a potion, book or wizard asks to be handed in, e.g. '2 spell tokens', 'gold worth 4'."""
    lang = _lang(lang)
    if "recipe" in need:
        return " + ".join(kind_name(k, lang) for k in need["recipe"])
    if "gold" in need:
        return NEED_WORDS["gold"][lang].format(n=need["gold"])
    if "wand_at_most" in need:
        return NEED_WORDS["wand"][lang].format(n=need["wand_at_most"])
    count = need.get("count", need.get("any", need.get("special", 1)))
    if "same" in need or "different" in need:
        adjective = (SAME if "same" in need else DIFFERENT)[lang]
        noun = plural(count, lang, NOUNS[need.get("same") or need["different"]])
        number, word = noun.split(" ", 1)
        return f"{number} {adjective} {word}"
    key = need.get("kind") or need.get("category") or need.get("colour") or ("any" if "any" in need else "special")
    return plural(count, lang, NOUNS[key])


def kind_note(kind: str, lang: str = "en") -> str:
    """What a token is for and what it is worth, in a few words (e.g. 'monster, 3 points; caught only with …')."""
    lang = _lang(lang)
    info = KINDS[kind]
    note = NOTES.get(kind) or NOTES.get(info.category)
    if note is None:
        return ""
    fields = {"points": points(info.points, lang), "need": need_text(info.need or {}, lang)}
    if info.category == "weapon" and info.catches:
        monster = NOUNS[info.catches][lang]
        fields["monster"] = CS_ACC[info.catches] if lang == "cs" else monster[-1]
    if info.category == "monster":
        fields["weapon"] = kind_name(DATA.catcher_of[kind], lang)
    return note[lang].format(**fields)


def spell_effect(spell: str, lang: str = "en") -> str:
    return SPELL_EFFECTS[spell][_lang(lang)]


def label(action_id: str, lang: str = "en") -> str:
    lang = _lang(lang)
    head, args = parse_id(action_id)
    if head == "take":
        return ACTIONS[f"take:{args[0]}"][lang].format(slot=args[1], kind=kind_name(args[2], lang, "acc") if len(args) > 2 else "")
    if head in ("brew", "master", "imperium"):
        return cap(ACTIONS[head][lang].format(kind=kind_name(args[-1], lang, "acc")))
    if head == "duel":
        if args[1] == "hidden":
            return ACTIONS["duel:hidden"][lang].format(slot=args[0])
        return ACTIONS["duel:known"][lang].format(kind=kind_name(args[1], lang))
    if head in ("drop", "give", "retiro"):
        return cap(ACTIONS[head][lang].format(kind=kind_name(args[0], lang, "acc")))
    if head == "reject":
        return ACTIONS[head][lang].format(kind=kind_name(args[0], lang))
    if head == "ultimus" or action_id == "cast:none":
        return ACTIONS[action_id][lang]
    if head == "cast":
        return ACTIONS["cast"][lang].format(spell=SPELLS.get(args[0], args[0]))
    if head == "steal":
        return cap(ACTIONS["steal"][lang].format(kind=kind_name(args[1], lang, "acc"), victim=int(args[0]) + 1))
    if head == "video":
        return ACTIONS["video"][lang].format(slot=args[0])
    return action_id


def target(action_id: str, lang: str = "en", case: str = "nom") -> str:
    """What a spell-phase choice points at, as a noun phrase ('mandrake (slot 2)', 'the hidden wizard (slot 1)')."""
    lang = _lang(lang)
    head, args = parse_id(action_id)
    if head == "take":
        key, kind, slot = ("hidden", "", args[1]) if args[0] == "hidden" else ("visible", args[2], args[1])
    elif head == "duel":
        key, kind, slot = ("hidden_wizard", "", args[0]) if args[1] == "hidden" else ("wizard", args[1], args[0])
    else:
        key, kind, slot = "item", args[-1], args[0]
    form = TARGETS[key][lang][1 if case == "acc" else 0]
    return form.format(slot=slot, kind=kind_name(kind, lang) if kind else "",
                       kind_acc=kind_name(kind, lang, "acc") if kind else "")


def describe(event: dict[str, Any], lang: str = "en") -> str:
    lang = _lang(lang)
    kind = event["type"]
    template = EVENTS.get(kind, {}).get(lang)
    if template is None:
        return str(event)
    fields: dict[str, Any] = dict(event)
    if "seat" in event:
        fields.update(seat=player(event["seat"], lang), seat_gen=player(event["seat"], lang, "gen"),
                      seat_dat=player(event["seat"], lang, "dat"))
    if "kind" in event:
        fields["kind"] = kind_name(event["kind"], lang) if event.get("kind") else "?"
        fields["kind_acc"] = kind_name(event["kind"], lang, "acc") if event.get("kind") else "?"
    if kind == "reveal":
        fields["choices"] = "; ".join(f"{player(s, lang)} → {target(c, lang)}" for s, c in enumerate(event["choices"]))
    elif kind == "conflict":
        fields.update(target=target(event["target"], lang, "acc"), winner=player(event["winner"], lang),
                      swap=player(event["swap"], lang, "ins"), w1=event["wands"][0], w2=event["wands"][1])
    elif kind == "caught":
        fields["with_"] = kind_name(event["with"], lang)
    elif kind in ("cast", "no_effect"):
        spell = SPELL_OF_GRANT.get(event["spell"], event["spell"])
        fields["spell"] = SPELLS.get(spell, spell)
    elif kind == "stolen":
        fields.update(victim=player(event["victim"], lang), victim_dat=player(event["victim"], lang, "dat"))
    elif kind == "video_look":
        fields["seen"] = f": {kind_name(event['kind'], lang)}" if event.get("kind") else ""
    elif kind in ("room_cleared", "room_revealed"):
        fields["room"] = room_name(event["room"], lang)
        if kind == "room_revealed" and event.get("wizard"):
            template += EVENTS["wizard_up"][lang].format(wizard=kind_name(event["wizard"], lang))
    elif kind == "crypt":
        fields["n"] = event["wizards"] if lang == "cs" else plural(event["wizards"], lang, WIZARDS_WORD)
    elif kind == "game_over":
        who = ", ".join(player(s, lang) for s in event.get("seats") or [])
        fields["reason"] = REASONS.get(event["reason"], {}).get(lang, event["reason"]).format(who=who)
        fields["scores"] = ", ".join(f"{player(s, lang)}: {points(v, lang)}" for s, v in enumerate(event["scores"]))
    return cap(template.format(**fields))


def describe_event(event: dict[str, Any], lang: str = "en") -> str:
    """A log line; a seat's own secret choice (``chose``) and what the others see of it (``ready``)."""
    if event["type"] == "chose":
        return player(event["seat"], lang) + ": " + label(event["choice"], lang)
    if event["type"] == "ready":
        return player(event["seat"], lang) + " ✓"
    return describe(event, lang)
