"""Action labels and event sentences in Czech, English and German.

Flower and curse names are the Czech edition's proper names in every language. The texts are gettext
messages (English is the message id; ``locale/cs.po``, ``locale/de.po``); counts are plural messages; a field
is named in the grammatical case its sentence needs (``place``): the place's message in that case's context.
"""

from __future__ import annotations

from typing import Any

from conjure.engine.actions import TypedId
from conjure.i18n import LANGS, N_, InContext, Nn_, Nnp_, Np_, Texts

from . import data, ids

T = Texts("conjure.games.insula")

DIR = {"in": N_("inland"), "out": N_("toward the coast"), "left": N_("left"), "right": N_("right")}
SLOT = {"move": N_("Move"), "rest": N_("Rest"), "flower": N_("Flower")}
EFFECT = {
    "lose": N_("lose an energy token"),
    "discard": N_("discard a flower"),
    "curse": N_("draw a curse"),
    "curses": N_("draw curses"),
    "guardian": N_("a guardian onto your field"),
    "energy": N_("a new energy token"),
    "flower": N_("draw a flower"),
    "sun": N_("move time toward the sun"),
}

TERMS = {
    "pond": N_("pond"),
    "meadow": N_("meadow"),
    "danger": N_("danger"),
    "plain": N_("plain field"),
    "sword": N_("sword"),
    "shield": N_("shield"),
    "moon": N_("moon"),
    "blank": N_("blank"),
    "flowers": N_("flower"),
    "curses": N_("curse"),
}

# plural forms for counts (cs: one, few, many; en and de: one, other)
ENERGY = Nnp_("accusative", "{n} energy", "{n} energy")  # "obnovit 3 energie", "ztratit 1 energii"
ENERGY_NOM = Nn_("{n} energy", "{n} energy")
CURSES = Nn_("{n} curse", "{n} curses")
GUARDIANS_NOM = Nn_("{n} guardian", "{n} guardians")
FLOWERS = Nn_("{n} flower", "{n} flowers")
STEPS = Nn_("{n} step", "{n} steps")
PLAYER = N_("player")

# A place in each grammatical case a sentence needs (Czech: nom, gen, acc, loc; German: nom, dat, acc;
# English has one form): the message in the case's context.
PLACE_NAMES: dict[str, dict[str, str | InContext]] = {
    "nom": {"beach": N_("the beach"), "citadel": N_("the citadel"), "field": N_("the field")},
    "gen": {
        "beach": Np_("genitive", "the beach"),
        "citadel": Np_("genitive", "the citadel"),
        "field": Np_("genitive", "the field"),
    },
    "dat": {
        "beach": Np_("dative", "the beach"),
        "citadel": Np_("dative", "the citadel"),
        "field": Np_("dative", "the field"),
    },
    "acc": {
        "beach": Np_("accusative", "the beach"),
        "citadel": Np_("accusative", "the citadel"),
        "field": Np_("accusative", "the field"),
    },
    "loc": {
        "beach": Np_("locative", "the beach"),
        "citadel": Np_("locative", "the citadel"),
        "field": Np_("locative", "the field"),
    },
}
# The case of a place after "z"/"on"/"von" (a guardian taken back from a field).
FROM_CASE = {"cs": "gen", "en": "nom", "de": "dat"}


def place(key: Any, lang: str = "en", case: str = "nom") -> str:
    """A field as a player finds it on the drawn grid (its row from the coast, its side of the beach),
    in the grammatical case the sentence needs: cs nom/gen/acc/loc, de nom/dat/acc (en has one form)."""
    if not isinstance(key, str) or "," not in key:
        return "" if key is None else str(key)
    x, y = (int(v) for v in key.split(","))
    what = "beach" if key == data.BEACH else "citadel" if key == data.CITADEL else "field"
    noun = T.get(lang, PLACE_NAMES.get(case, PLACE_NAMES["nom"])[what])
    if what != "field":
        return noun
    return f"{noun} ({where(x, y, lang)})"


def where(x: int, y: int, lang: str) -> str:
    """Row from the coast and side of the beach column: '2. řada od pobřeží, 1 vpravo' and so on."""
    side = "" if x == 0 else T.tr(lang, ", {n} right", n=x) if x > 0 else T.tr(lang, ", {n} left", n=-x)
    return T.tr(lang, "row {y} from the coast", y=y) + side


# The flowers' and curses' names. The game has only a Czech edition: the English and German names are our own
# translations (listed in docs/games/insula.md); Czech keeps the edition's names (data.toml).
CARD_NAMES = {
    "Běžník": Np_("card name", "Runner"),
    "Hvězdoš": Np_("card name", "Starwort"),
    "Svítilka": Np_("card name", "Lanternbloom"),
    "Šeptalka": Np_("card name", "Whisperleaf"),
    "Trnolam": Np_("card name", "Thornbreaker"),
    "Ohnivka": Np_("card name", "Firebloom"),
    "Plamenka": Np_("card name", "Flameflower"),
    "Kordie": Np_("card name", "Swordlily"),
    "Štítovka": Np_("card name", "Shieldcap"),
    "Křížek": Np_("card name", "Crosslet"),
    "Bulvuška": Np_("card name", "Eyebright"),
    "Rosnatka": Np_("card name", "Sundew"),
    "Stínovka": Np_("card name", "Shadebane"),
    "Kořenka": Np_("card name", "Rootlet"),
    "Parádilka": Np_("card name", "Showbloom"),
    "Oprátka": Np_("card name", "Noose"),
    "Zrození": Np_("card name", "Birth"),
    "Vichřice": Np_("card name", "Gale"),
    "Mlha": Np_("card name", "Fog"),
    "Zlodějka": Np_("card name", "Thief"),
    "Tesáky": Np_("card name", "Fangs"),
    "Poplach": Np_("card name", "Alarm"),
    "Breberky": Np_("card name", "Critters"),
    "Zuřivost": Np_("card name", "Fury"),
    "Únava": Np_("card name", "Fatigue"),
    "Temnota": Np_("card name", "Darkness"),
}


def card_name(cid: str, lang: str = "en") -> str:
    """A flower's or curse's name in ``lang`` (cs: the Czech edition's; en, de: ours)."""
    record = data.FLOWERS.get(cid) or data.CURSES.get(cid)
    if record is None:
        return cid
    return T.get(lang if lang in LANGS else "en", CARD_NAMES[str(record["name"])])


def guardian_name(gid: str, lang: str) -> str:
    s = data.GUARDIANS[gid]["strength"] if gid in data.GUARDIANS else "?"
    return T.tr(lang, "the guardian of strength {s}", s=s)


def players_text(seats: list[int], lang: str) -> str:
    """'hráč 2' / 'hráči 1 a 3'; 'player 2' / 'players 1 and 3'; 'Spieler 2' / 'Spieler 1 und 3'."""
    nums = [str(s + 1) for s in seats]
    if len(nums) == 1:
        return f"{T.get(lang, PLAYER)} {nums[0]}"
    joined = ", ".join(nums[:-1]) + T.tr(lang, " and ") + nums[-1]
    return T.tr(lang, "players") + " " + joined


TEXT = {
    "end": N_("End the turn"),
    "move": N_("Move {d}"),
    "rest": N_("Rest: restore {energy}"),
    "flower:draw": N_("Pick a flower on the meadow"),
    "flower": N_("Play the flower {c}"),
    "curse": N_("Play the curse on your {s} slot"),
    "certainty:move": N_("New Certainty: move {d}"),
    "certainty:rest": N_("New Certainty: rest"),
    "peek": N_("Eyebright: look at an unexplored place"),
    "row": N_("Row {y} from the coast"),  # a peek's row (the question and the move so far say Eyebright)
    "bulv": N_("Eyebright: look at {p}"),
    "bulv:done": N_("Eyebright: done"),
    "koren": N_("Rootlet: step {d}"),
    "step": N_("Runner: step {d}"),
    "step:stop": N_("Runner: stop here"),
    "amount": N_("Restore {energy}"),
    "trnolam": N_("Thornbreaker: discard the curse on your {s} slot"),
    "discard": N_("Discard the flower {c}"),
    "lose:vit": N_("Lose a token from vitality"),
    "lose:fat": N_("Lose a token from fatigue"),
    "choose": N_("Choose: {e}"),
    "place": N_("Put the curse {c} on your {s} slot"),
    "commit": N_("Commit {energy} to the fight"),
    "red:none": N_("No red flower"),
    "red": N_("Red flower {c}"),
    "stino:no": N_("No Shadebane"),
    "stino": N_("Play Shadebane"),
    "krizek:no": N_("Let the curse act"),
    "krizek": N_("Cancel the curse with Crosslet"),
    "rosnatka:no": N_("Be banished"),
    "rosnatka": N_("Sundew: stay where you are"),
    "target": N_("Noose on player {n}"),
    "field": N_("The guardian onto {p}"),
    "refill": N_("Return {g} to the bag"),
}
# the case of the field named in a label: Czech accusative after "na" / "prohlédnout", German accusative
LABEL_CASE = {"cs": "acc", "en": "nom", "de": "acc"}  # the case of a place in an action's label


def label(aid: str, lang: str = "en", state: dict[str, Any] | None = None) -> str:
    lang = lang if lang in LANGS else "en"
    chosen = ids.parse(aid)
    template = TEXT.get(aid)
    if isinstance(chosen, ids.Certainty):  # one text for the certainty's move in any direction
        template = template or TEXT.get(ids.Certainty(chosen.what).format())
    template = template or TEXT.get(chosen.kind)
    if template is None:
        return aid
    return T.get(lang, template).format(**_label_fields(chosen, lang, state))


def _label_fields(chosen: TypedId, lang: str, state: dict[str, Any] | None) -> dict[str, Any]:
    """The words a label's text fills in: a direction, energy, a card, a slot, a place, effects or a guardian."""
    dirs = T.table(lang, DIR)
    match chosen:
        case ids.Move(d) | ids.Koren(d) | ids.Step(d) if d in dirs:
            return {"d": dirs[d]}
        case ids.Certainty("move", d) if d is not None:
            return {"d": dirs[d]}
        case ids.Rest(n) | ids.Amount(n) | ids.Commit(n):
            return {"energy": T.count(lang, ENERGY, n)}
        case ids.Target(seat):
            return {"n": seat + 1}
        case ids.Flower(c) | ids.Discard(c) | ids.Red(c) | ids.Krizek(c) | ids.Rosnatka(c) | ids.Stino(c):
            return {"c": card_name(c, lang)}
        case ids.Curse(s) | ids.Trnolam(s):
            return {"s": T.table(lang, SLOT)[s]}
        case ids.Place(c, s):
            return {"c": card_name(c, lang), "s": T.table(lang, SLOT)[s]}
        case ids.Bulv(x, y) | ids.Field(x, y) if y is not None:
            return {"p": place(f"{x},{y}", lang, LABEL_CASE.get(lang, "nom"))}
        case ids.Row(y):
            return {"y": y}
        case ids.Choose(effects):
            return {"e": " + ".join(T.table(lang, EFFECT).get(e, e) for e in effects.split("+"))}
        case ids.Refill(g):
            return {"g": guardian_name(g, lang) + _guardian_place(state, g, lang)}
    return {}


def _guardian_place(state: dict[str, Any] | None, gid: str, lang: str) -> str:
    if state is None:
        return ""
    key = next((k for k, gs in state["guardians"].items() if gid in gs), None)
    if key is None:
        return ""
    return T.tr(lang, " on {place}", place=place(key, lang, FROM_CASE.get(lang, "nom")))


EVENTS = {
    "turn": N_("Player {seat} to play."),
    "turn_end": N_("Player {seat} ends the turn."),
    "round": N_("Round {round}: the battle card passes to player {holder}; player {seat} starts."),
    "pay": N_("Player {seat} pays 1 energy for a second action."),
    "explore": N_("Player {seat} explores {at}: {kind}."),
    "move": N_("Player {seat} moves from {src} to {dst}."),
    "thorns": N_("Against the thorns: player {seat} suffers a penalty of {n}."),
    "guardian": N_("A guardian of strength {strength} appears on {at}."),
    "rest": N_("Player {seat} restores {energy}."),
    "penalty": N_("Player {seat} suffers a penalty of {n}."),
    "reward": N_("Player {seat} gains a reward of {n}."),
    "energy_new": N_("Player {seat} gains a new energy token."),
    "energy_lost": N_("Player {seat} loses an energy token."),
    "time": N_("The time token moves: {left} to the moon."),
    "time_moon": N_("The time token reaches the moon."),
    "flower_drawn": N_("Player {seat} draws a flower{card_text}."),
    "flower_play": N_("Player {seat} plays the flower {card_name}."),
    "green": N_("Player {seat} plays the green flower {card_name}."),
    "discard": N_("Player {seat} discards the flower {card_name}."),
    "curse_drawn": N_("Player {seat} draws {curses}{card_text}."),
    "curse_placed": N_("Player {seat} puts a curse on the {slot} slot."),
    "curse_play": N_("Player {seat} plays the curse {card_name}."),
    "white": N_("The white curse {card_name} now lies on the time card."),
    "krizek": N_("Player {seat} cancels the curse with Crosslet."),
    "banish": N_("Player {seat} is banished to {dst}."),
    "banish_sea": N_("Player {seat} is banished into the sea and so goes to the beach."),
    "banish_stay": N_("Player {seat} would be banished but has nowhere to go: he stays."),
    "rosnatka": N_("Player {seat} stays thanks to Sundew."),
    "fights": N_("End of the round: the fights."),
    "committed_own": N_("Player {seat} in secret: {choice}."),
    "committed": N_("Player {seat} has decided in secret."),
    "reveal": N_("The committed energy is revealed: {commit}."),
    "red_none": N_("Player {seat} plays no red flower."),
    "red": N_("Player {seat} plays the red flower {card_name}."),
    "die": N_("Player {seat} rolls the die: {face}."),
    "fight_win": N_("Fight on {at}: the adventurers win, {ours} against {theirs}."),
    "fight_lose": N_("Fight on {at}: the adventurers lose, {ours} against {theirs}."),
    "fight_draw": N_("Fight on {at}: a draw, {ours} against {theirs}."),
    "fight_shield": N_("Fight on {at}: the die shows the shield, so the fight ends in a draw without counting."),
    "defeated": N_("The guardians on {at} are defeated."),
    "defeated_kordie": N_("The guardians on {at} are defeated; because of Swordlily nobody gets a reward."),
    "kingos_beaten": N_("Kingoš is beaten!"),
    "dusk": N_("Dusk: the time token stands on the moon, and Kingoš wins."),
    "anger": N_("Player {seat} rolls for Kingoš: {face}; his strength is {anger}."),
    "peek": N_("Player {seat} looks at {at}{card_text}."),
    "reshuffle": N_("The {deck} discard pile is shuffled into a new deck."),
    "choose": N_("Player {seat} chooses: {effects}."),
    "cannot": N_("Player {seat} cannot carry out a penalty ({what})."),
    "tired": N_("Player {seat} moves 1 energy to fatigue."),
    "no_effect": N_("The curse does nothing."),
    "uncurse": N_("Player {seat} discards the curse {card_name}."),
    "poplach": N_("Alarm: the stronger guardian stays."),
    "refill": N_("The bag is refilled: {guardians}."),
    "returned": N_("Player {seat} returns the guardian on {at} to the bag."),
    "curse_extra": N_("More effective curses: one more curse, {card_name}."),
    "certainty": N_("Player {seat} takes New Certainty."),
    "pick": N_("Player {seat} picks a flower on the meadow."),
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
        return T.get(lang, template).format(**fields)
    except (KeyError, IndexError):
        return f"{kind}: {event}"


def _event_fields(event: dict[str, Any], kind: str, lang: str) -> dict[str, Any]:
    fields = dict(event)
    fields.setdefault("seat", "")
    for k in ("seat", "holder"):  # players are numbered from 1 on screen, like the CLI does
        if isinstance(fields.get(k), int):
            fields[k] += 1
    card = event.get("card")
    fields["card_name"] = card_name(card, lang) if card else "-"
    cards = event.get("cards") or ([card] if card and kind != "peek" else [])
    fields["card_text"] = (": " + ", ".join(card_name(c, lang) for c in cards)) if cards else ""
    if kind == "peek" and card in data.ISLAND:
        fields["card_text"] = ": " + T.table(lang, TERMS)[data.ISLAND[card]["kind"]]
    terms = T.table(lang, TERMS)
    for k in ("kind", "face", "deck"):
        if isinstance(fields.get(k), str):
            fields[k] = terms.get(fields[k], fields[k])
    if isinstance(fields.get("slot"), str):
        fields["slot"] = T.table(lang, SLOT).get(fields["slot"], fields["slot"])
    if isinstance(fields.get("what"), str):
        fields["what"] = T.table(lang, EFFECT).get(fields["what"], fields["what"])
    if isinstance(fields.get("effects"), list):
        fields["effects"] = " + ".join(T.table(lang, EFFECT).get(e, e) for e in fields["effects"])
    for k in ("src", "dst", "at"):
        for case in ("nom", "gen", "acc", "loc", "dat"):
            fields[k if case == "nom" else f"{k}_{case}"] = place(event.get(k), lang, case)
    _count_fields(event, kind, lang, fields)
    return fields


def _count_fields(event: dict[str, Any], kind: str, lang: str, fields: dict[str, Any]) -> None:
    if kind == "committed_own":
        fields["choice"] = label(event["choice"], lang)
    elif kind == "reveal":
        fields["commit"] = ", ".join(
            f"{T.get(lang, PLAYER)} {i + 1}: {c}" for i, c in enumerate(event.get("commit", [])) if c is not None
        )
    elif kind == "rest":
        fields["energy"] = T.count(lang, ENERGY, int(event.get("n", 0)))
    elif kind == "curse_drawn":
        fields["curses"] = T.count(lang, CURSES, len(event.get("cards") or []) or int(event.get("n", 1)))
    elif kind == "refill":
        fields["guardians"] = T.count(lang, GUARDIANS_NOM, int(event.get("bag", 0)))
    elif kind == "time":
        fields["left"] = T.count(lang, STEPS, data.TIME_MOON - int(event.get("pos", 0)))


def action_label(state: dict[str, Any], aid: str, lang: str = "en") -> str:
    """The label of a legal action in the current position (see :func:`label`)."""
    return label(aid, lang, state)
