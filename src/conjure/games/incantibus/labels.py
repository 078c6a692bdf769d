"""Words: names, action labels and log lines in Czech, English and German.

The texts are gettext messages (English is the message id; ``locale/cs.po`` and ``locale/de.po``
translate them). Czech and German nouns change their form after verbs and prepositions. Rather than
declining every name, the texts use two forms: the nominative (``kind_name``, the component's name in
data.toml) and the accusative (``kind_name(..., "acc")``): the message in context ``accusative`` for the
names that change (:data:`ACCUSATIVE`). Wizards' names are only ever used in the nominative: the
sentences are built so that they stand after a colon or as the subject. Players are "Hráč 1" /
"hráče 1" / "hráči 1" / "hráčem 1" in Czech: "Player {n}" in the contexts genitive, dative and
instrumental. Counts are plural messages (:func:`conjure.i18n.Nn_`).
"""

from __future__ import annotations

from typing import Any

from conjure.i18n import N_, InContext, Nn_, Np_, Texts, known_lang

from . import ids
from .data import DATA, Need

T = Texts("conjure.games.incantibus")

LANGS = ("cs", "en", "de")
KINDS = DATA.kinds

SPELLS = {
    "alkimia": "Alkimia",
    "retiro": "Retiro",
    "locus": "Locus",
    "ultimus": "Ultimus",
    "imperium": "Imperium",
    "video": "Video",
    "philosophia": "Philosophia",
    "fortuna": "Fortuna",
}
SPELL_OF_GRANT = {kind: spell for spell, kind in DATA.grants.items()}

# What each spell does (rulebook "Sesílání kouzla"), in our words.
SPELL_EFFECTS: dict[str, str] = {
    "alkimia": N_(
        "steal an ingredient, a weapon or gold (Ultimus and the Philosopher's Stone too) from another player"
    ),
    "retiro": N_("take any token but a wizard out of the moat"),
    "locus": N_("take a pocket token, which gives your suitcase one more pocket"),
    "ultimus": N_("take Ultimus, which stands in once for any weapon when you hunt a monster"),
    "imperium": N_("take a face-up token from the room"),
    "video": N_("look at a face-down token in the room and take it if you can"),
    "philosophia": N_("take the Philosopher's Stone, which stands in once for any ingredient when you brew"),
    "fortuna": N_("take a special gold token worth 3 points"),
}

# The names whose form changes after a verb or "na"/"auf"/"um" in Czech or German (the English id is the
# name in data.toml); potions by their colour, books as "book" (the rest of their name is the recipe).
ACCUSATIVE = {
    "pumpkin": Np_("accusative", "pumpkin"),
    "mandrake": Np_("accusative", "mandrake"),
    "net": Np_("accusative", "magic net"),
    "crystal_ball": Np_("accusative", "crystal ball"),
    "stake": Np_("accusative", "flying stake"),
    "goblin": Np_("accusative", "goblin"),
    "ghost": Np_("accusative", "ghost"),
    "werewolf": Np_("accusative", "werewolf"),
    "vampire": Np_("accusative", "vampire"),
    "pocket": Np_("accusative", "pocket"),
}
COLOUR_ACCUSATIVE = {
    "green": Np_("accusative", "green potion"),
    "red": Np_("accusative", "red potion"),
    "blue": Np_("accusative", "blue potion"),
}
BOOK: tuple[str | InContext, ...] = (N_("book"), Np_("accusative", "book"))
# What a weapon catches, after "weapon, catches" (the Czech says "zbraň na goblina").
CATCHES = {
    "goblin": Np_("catches", "goblins"),
    "ghost": Np_("catches", "ghosts"),
    "werewolf": Np_("catches", "werewolves"),
    "vampire": Np_("catches", "vampires"),
}

POINTS = Nn_("{n} point", "{n} points")
PLAYER: dict[str, str | InContext] = {
    "nom": N_("Player {n}"),
    "gen": Np_("genitive", "Player {n}"),
    "dat": Np_("dative", "Player {n}"),
    "ins": Np_("instrumental", "Player {n}"),
}

# Nouns that requirements count (rulebook "Slabiny čarodějů", "Kouzelné knihy").
NOUNS = {
    "goblin": Nn_("{n} goblin", "{n} goblins"),
    "ghost": Nn_("{n} ghost", "{n} ghosts"),
    "werewolf": Nn_("{n} werewolf", "{n} werewolves"),
    "vampire": Nn_("{n} vampire", "{n} vampires"),
    "spell": Nn_("{n} spell token", "{n} spell tokens"),
    "weapon": Nn_("{n} weapon", "{n} weapons"),
    "ingredient": Nn_("{n} ingredient", "{n} ingredients"),
    "green": Nn_("{n} green potion", "{n} green potions"),
    "red": Nn_("{n} red potion", "{n} red potions"),
    "blue": Nn_("{n} blue potion", "{n} blue potions"),
    "any": Nn_("{n} token of any kind", "{n} tokens of any kind"),
    "special": Nn_("{n} special token", "{n} special tokens"),
}
SAME = N_("identical")
DIFFERENT = N_("different")
NEED_WORDS = {
    "gold": N_("gold worth {n}"),
    "wand": N_("a wand of strength {n} or less (no tokens)"),
}

# Short notes on what a token is and is worth (the table and the help).
NOTES = {
    "ingredient": N_("ingredient for potions"),
    "weapon": N_("weapon, catches {monster}"),
    "monster": N_("monster, {points}; caught only with the {weapon}"),
    "gold": N_("gold, {points}"),
    "spell": N_("{points}; whoever gains it casts one of the face-up spells"),
    "ultimus": N_("stands in once for any weapon in a hunt"),
    "stone": N_("stands in once for any ingredient in a potion"),
    "pocket": N_("one more pocket in the suitcase"),
    "potion": N_("{points}"),
    "book": N_("{points}"),
    "wizard": N_("{points}; weakness: {need}"),
}

ACTIONS = {
    "take:visible": N_("Point at {kind} (slot {slot})"),
    "take:hidden": N_("Point at the hidden token (slot {slot})"),
    "brew": N_("Brew the {kind}"),
    "master": N_("Master the {kind}"),
    "duel:known": N_("Duel the wizard {kind}"),
    "duel:hidden": N_("Duel the hidden wizard (slot {slot})"),
    "drop": N_("Drop your {kind} into the moat to keep the new token"),
    "reject": N_("Throw the new {kind} into the moat"),
    "give": N_("Hand in {kind}"),
    "ultimus:use": N_("Use Ultimus on the monster"),
    "ultimus:decline": N_("Keep Ultimus (the monster is not caught)"),
    "cast": N_("Cast {spell}"),
    "cast:none": N_("No spell left to cast"),
    "steal": N_("Steal {kind} from Player {victim}"),
    "retiro": N_("Take {kind} from the moat"),
    "imperium": N_("Take {kind} from the room"),
    "video": N_("Look at the hidden token (slot {slot})"),
}

# What a seat points at, as a noun phrase (the reveal and conflicts): nominative and accusative.
TARGETS: dict[str, tuple[str | InContext, ...]] = {
    "visible": (N_("{kind} (slot {slot})"), Np_("accusative", "{kind} (slot {slot})")),
    "hidden": (N_("the hidden token (slot {slot})"), Np_("accusative", "the hidden token (slot {slot})")),
    "wizard": (N_("the wizard {kind}"), Np_("accusative", "the wizard {kind}")),
    "hidden_wizard": (N_("the hidden wizard (slot {slot})"), Np_("accusative", "the hidden wizard (slot {slot})")),
    "item": (N_("the {kind}"), Np_("accusative", "the {kind}")),
}

EVENTS = {
    "reveal": N_("Incanto! {choices}"),
    "conflict": N_("Conflict over {target}: {winner} wins with wand {w1} and swaps wands with {swap} (wand {w2})."),
    "take": N_("{seat} takes {kind}."),
    "brew": N_("{seat} brews the {kind}."),
    "master": N_("{seat} masters the {kind}."),
    "caught": N_("{seat} catches the {kind} with the {with_}."),
    "fled": N_("The {kind} flees from {seat} into the moat."),
    "handed_in": N_("{seat} hands in {kind} to the moat."),
    "dropped": N_("{seat} drops {kind} into the moat to make room."),
    "rejected": N_("{seat} throws the new {kind} into the moat."),
    "cast": N_("{seat} casts {spell}."),
    "no_effect": N_("{seat}'s {spell} has no effect."),
    "no_spell": N_("{seat} has no spell to cast."),
    "special": N_("{seat} takes the special token {kind}."),
    "stolen": N_("{seat} steals {kind} from {victim}."),
    "retrieved": N_("{seat} fishes {kind} out of the moat."),
    "video_look": N_("{seat} looks at the hidden token in slot {slot}{seen}."),
    "video_back": N_("{seat} puts the token in slot {slot} back face down."),
    "leftover": N_("The last token ({kind}) goes into the moat."),
    "room_cleared": N_("The {room} is cleared."),
    "room_revealed": N_("New room: {room}."),
    "wizard_up": N_(" Wizard turned face up: {wizard}."),
    "wizard_flipped": N_("{seat} turns the wizard over: {kind}."),
    "wizard_defeated": N_("{seat} defeats {kind}."),
    "wizard_fled": N_("{kind} escapes {seat} into the moat."),
    "phase": N_("— Spell phase {round} —"),
    "game_over": N_("Game over ({reason}). {scores}."),
}

CRYPT = Nn_(
    "The crypt! The final duel against {n} wizard begins.", "The crypt! The final duel against {n} wizards begins."
)
REASONS = {"no_wizards": N_("no wizard is left"), "wand_down": N_("wand put down by {who}")}


def cap(text: str) -> str:
    """The text with its first letter in upper case (a sentence that starts with a token name)."""
    return text[:1].upper() + text[1:]


def points(n: int, lang: str = "en") -> str:
    """``n`` magic points with the right plural: 1 bod, 2 body, 5 bodů; 1 point, 2 points."""
    return T.count(lang, POINTS, n)


def kind_name(kind: str, lang: str = "en", case: str = "nom") -> str:
    """A token kind's name; ``case="acc"`` gives the form after a verb or "na"/"auf"/"um"."""
    lang = known_lang(lang)
    info = KINDS.get(kind)
    if info is None:
        return kind
    if info.category == "book":
        word = T.get(lang, BOOK[1 if case == "acc" else 0])
        return f"{word} ({need_text(info.need or {}, lang)})"
    if case == "acc" and info.colour:
        recipe = " + ".join(kind_name(i, lang) for i in (info.need or {}).get("recipe", []))
        return f"{T.get(lang, COLOUR_ACCUSATIVE[info.colour])} ({recipe})"
    if case == "acc" and kind in ACCUSATIVE:
        return T.get(lang, ACCUSATIVE[kind])
    return info.names.get(lang, kind)


def short_name(kind: str, lang: str = "en", case: str = "nom") -> str:
    """A potion by its colour, a book as 'book', anything else by its name: for a token whose price is
    shown beside it or already paid (in a suitcase, or while it is being paid for)."""
    lang = known_lang(lang)
    info = KINDS[kind]
    if info.category == "book":
        return T.get(lang, BOOK[1 if case == "acc" else 0])
    if info.colour:
        return T.get(lang, COLOUR_ACCUSATIVE[info.colour]) if case == "acc" else DATA.colours[info.colour][lang]
    return kind_name(kind, lang, case)


def room_name(room: str, lang: str = "en") -> str:
    info = DATA.rooms.get(room)
    return info.names.get(known_lang(lang), room) if info else room


def player(seat: int | None, lang: str = "en", case: str = "nom") -> str:
    """'Player 2'; in Czech also the genitive, dative and instrumental ('hráče 2', 'hráči 2', 'hráčem 2')."""
    if seat is None:
        return "—"
    return T.get(lang, PLAYER.get(case, PLAYER["nom"]), n=seat + 1)


def need_text(need: Need, lang: str = "en") -> str:
    """What a potion, book or wizard asks to be handed in, e.g. '2 spell tokens', 'gold worth 4'."""
    lang = known_lang(lang)
    if "recipe" in need:
        return " + ".join(kind_name(k, lang) for k in need["recipe"])
    if "gold" in need:
        return T.get(lang, NEED_WORDS["gold"], n=need["gold"])
    if "wand_at_most" in need:
        return T.get(lang, NEED_WORDS["wand"], n=need["wand_at_most"])
    count = need.get("count", need.get("any", need.get("special", 1)))
    if "same" in need or "different" in need:
        adjective = T.get(lang, SAME if "same" in need else DIFFERENT)
        noun = T.count(lang, NOUNS[need.get("same") or need["different"]], count)
        number, word = noun.split(" ", 1)
        return f"{number} {adjective} {word}"
    key = need.get("kind") or need.get("category") or need.get("colour") or ("any" if "any" in need else "special")
    return T.count(lang, NOUNS[key], count)


def kind_note(kind: str, lang: str = "en") -> str:
    """What a token is for and what it is worth, in a few words (e.g. 'monster, 3 points; caught only with …')."""
    lang = known_lang(lang)
    info = KINDS[kind]
    note = NOTES.get(kind) or NOTES.get(info.category)
    if note is None:
        return ""
    fields = {"points": points(info.points, lang), "need": need_text(info.need or {}, lang)}
    if info.category == "weapon" and info.catches:
        fields["monster"] = T.get(lang, CATCHES[info.catches])
    if info.category == "monster":
        fields["weapon"] = kind_name(DATA.catcher_of[kind], lang)
    return T.get(lang, note).format(**fields)


def spell_effect(spell: str, lang: str = "en") -> str:
    return T.get(lang, SPELL_EFFECTS[spell])


def label(action_id: str, lang: str = "en") -> str:
    lang = known_lang(lang)
    match ids.parse(action_id):
        case ids.Take(where, slot, token):
            return T.get(lang, ACTIONS[f"take:{where}"]).format(
                slot=slot, kind=kind_name(token, lang, "acc") if token else ""
            )
        case ids.Brew(_, token) | ids.Master(_, token) | ids.Imperium(_, token) as chosen:
            return cap(T.get(lang, ACTIONS[chosen.kind]).format(kind=kind_name(token, lang, "acc")))
        case ids.Duel(slot, "hidden"):
            return T.get(lang, ACTIONS["duel:hidden"]).format(slot=slot)
        case ids.Duel(_, wizard):
            return T.get(lang, ACTIONS["duel:known"]).format(kind=kind_name(wizard, lang))
        case ids.Drop(token) | ids.Give(token) | ids.Retiro(token) as chosen:
            return cap(T.get(lang, ACTIONS[chosen.kind]).format(kind=kind_name(token, lang, "acc")))
        case ids.Reject(token):
            return T.get(lang, ACTIONS["reject"]).format(kind=kind_name(token, lang))
        case ids.Ultimus() | ids.Cast("none"):
            return T.get(lang, ACTIONS[action_id])
        case ids.Cast(spell):
            return T.get(lang, ACTIONS["cast"]).format(spell=SPELLS.get(spell, spell))
        case ids.Steal(victim, token):
            return cap(T.get(lang, ACTIONS["steal"]).format(kind=kind_name(token, lang, "acc"), victim=victim + 1))
        case ids.Video(slot):
            return T.get(lang, ACTIONS["video"]).format(slot=slot)
    return action_id


def target(action_id: str, lang: str = "en", case: str = "nom") -> str:
    """What a spell-phase choice points at, as a noun phrase ('mandrake (slot 2)', 'the hidden wizard (slot 1)')."""
    lang = known_lang(lang)
    match ids.parse(action_id):
        case ids.Take("hidden", slot):
            key, kind = "hidden", ""
        case ids.Take(_, slot, token):
            key, kind = "visible", token or ""
        case ids.Duel(slot, "hidden"):
            key, kind = "hidden_wizard", ""
        case ids.Duel(slot, wizard):
            key, kind = "wizard", wizard
        case ids.Brew(slot, token) | ids.Master(slot, token):
            key, kind = "item", token
        case _:
            raise ValueError(f"{action_id!r} is not a spell-phase target: take, brew, master or duel")
    form = T.get(lang, TARGETS[key][1 if case == "acc" else 0])
    return form.format(
        slot=slot, kind=kind_name(kind, lang) if kind else "", kind_acc=kind_name(kind, lang, "acc") if kind else ""
    )


def describe(event: dict[str, Any], lang: str = "en") -> str:
    lang = known_lang(lang)
    kind = event["type"]
    if kind == "crypt":
        return T.count(lang, CRYPT, event["wizards"])
    if kind not in EVENTS:
        return str(event)
    template = T.get(lang, EVENTS[kind])
    fields: dict[str, Any] = dict(event)
    if "seat" in event:
        fields.update(
            seat=player(event["seat"], lang),
            seat_gen=player(event["seat"], lang, "gen"),
            seat_dat=player(event["seat"], lang, "dat"),
        )
    if "kind" in event:
        fields["kind"] = kind_name(event["kind"], lang) if event.get("kind") else "?"
        fields["kind_acc"] = kind_name(event["kind"], lang, "acc") if event.get("kind") else "?"
    if kind == "reveal":
        fields["choices"] = "; ".join(f"{player(s, lang)} → {target(c, lang)}" for s, c in enumerate(event["choices"]))
    elif kind == "conflict":
        fields.update(
            target=target(event["target"], lang, "acc"),
            winner=player(event["winner"], lang),
            swap=player(event["swap"], lang, "ins"),
            w1=event["wands"][0],
            w2=event["wands"][1],
        )
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
            template += T.get(lang, EVENTS["wizard_up"]).format(wizard=kind_name(event["wizard"], lang))
    elif kind == "game_over":
        who = ", ".join(player(s, lang) for s in event.get("seats") or [])
        fields["reason"] = (
            T.get(lang, REASONS[event["reason"]]) if event["reason"] in REASONS else event["reason"]
        ).format(who=who)
        fields["scores"] = ", ".join(f"{player(s, lang)}: {points(v, lang)}" for s, v in enumerate(event["scores"]))
    return cap(template.format(**fields))


def describe_event(event: dict[str, Any], lang: str = "en") -> str:
    """A log line; a seat's own secret choice (``chose``) and what the others see of it (``ready``)."""
    if event["type"] == "chose":
        return player(event["seat"], lang) + ": " + label(event["choice"], lang)
    if event["type"] == "ready":
        return player(event["seat"], lang) + " ✓"
    return describe(event, lang)
