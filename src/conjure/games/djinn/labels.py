"""Action labels and log lines in Czech, English and German."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conjure.engine.actions import TypedId
from conjure.i18n import LANGS, N_, Nn_, Nnp_, Texts, known_lang

from . import catch as C
from . import ids
from .data import AWARDS, CHESTS, COLOURS, EQUIPMENT, MAGES, MARKET_OFFERS, SOLO_CARDS, SOURCE, offer_prices
from .effects import has_ability

T = Texts("conjure.games.djinn")

State = dict[str, Any]

NOUNS = {
    "coins": Nn_("{n} coin", "{n} coins"),
    "scrolls": Nn_("{n} scroll", "{n} scrolls"),
    "power": Nn_("{n} power", "{n} power"),
    "keys": Nn_("{n} key", "{n} keys"),
    "corks": Nn_("{n} cork", "{n} corks"),
    "bottles": Nn_("{n} bottle", "{n} bottles"),
    "bottle_any": Nn_("{n} bottle of your choice", "{n} bottles of your choice"),
    "mage_choice": Nn_("{n} mage card of your choice", "{n} mage cards of your choice"),
    "equip_choice": Nn_("{n} equipment card of your choice", "{n} equipment cards of your choice"),
    "mages_up": Nn_("{n} mage face up", "{n} mages face up"),
    "djinn": Nn_("{n} djinn", "{n} djinn"),
    "cards": Nn_("{n} card", "{n} cards"),
    "chests": Nn_("{n} chest", "{n} chests"),
    "points": Nn_("{n} point", "{n} points"),
    "vp": Nn_("{n} VP", "{n} VP"),
}


# The forms a count takes in a list of gains ("+1 mince"), where Czech needs the nominative, not the accusative.
NOMINATIVE = {
    "coins": Nnp_("nominative", "{n} coin", "{n} coins"),
    "power": Nnp_("nominative", "{n} power", "{n} power"),
    "corks": Nnp_("nominative", "{n} cork", "{n} corks"),
    "djinn": Nnp_("nominative", "{n} djinn", "{n} djinn"),
    "mage_choice": Nnp_("nominative", "{n} mage card of your choice", "{n} mage cards of your choice"),
    "equip_choice": Nnp_("nominative", "{n} equipment card of your choice", "{n} equipment cards of your choice"),
    "mages_up": Nnp_("nominative", "{n} mage face up", "{n} mages face up"),
}


def count(n: int, noun: str, lang: str, nominative: bool = False) -> str:
    """``n`` and the noun in the right form; Czech takes the accusative ("zaplatit 1 minci") unless
    ``nominative`` ("+1 mince" in a list of gains)."""
    return T.count(lang, NOMINATIVE[noun] if nominative and noun in NOMINATIVE else NOUNS[noun], n)


def noun_word(noun: str, lang: str) -> str:
    """The noun as it stands after "no" ("has no coins", "nemá mincí"): the form of many, without a number."""
    return T.count(lang, NOUNS[noun], 5).split(" ", 1)[1]


LOC = {
    "ACA": N_("Academy"),
    "TAV": N_("Tavern"),
    "CAT": N_("Catacombs"),
    "ARC": N_("Archive"),
    "WRK": N_("Workshop"),
    "MKT": N_("Market"),
    "SRC": N_("Magic Source"),
}
COL = {"brown": N_("brown"), "blue": N_("blue"), "red": N_("red"), "yellow": N_("yellow"), "B": N_("boss djinn")}

ACTIONS = {
    "char": N_("Take the character tile: {0}"),
    "place": N_("Place your wizard at field {0} (on the path from {1})"),
    "move": N_("Move to field {0}"),
    "skip": N_("Skip past, move on to field {0}"),
    "pay": N_("Pay the wizards at this field and stop here"),
    "stay": N_("No move possible: stay"),
    "act_basic": N_("Take the basic action"),
    "act_special": N_("Take the special action"),
    "act_secret": N_("Use a secret passage"),
    "act": N_("Take the action: {0}"),
    "catch": N_("Mandatory action: catch djinn"),
    "decline": N_("Skip the actions and take {0}"),
    "end": N_("End your turn"),
    "bottle": N_("Bottle the djinn from circle {0} ({1} bottle and a cork)"),
    "award": N_("Take an award for 3 bottled djinn ({0}): {1}"),
    "key_coin": N_("Spend a key for 1 coin"),
    "key_scroll": N_("Spend a key for 1 scroll"),
    "key_power": N_("Spend a key for 1 power"),
    "key": N_("Spend a key for {0}"),
    "eq": N_("Use equipment {0}"),
    "src_refill": N_("Magic Source: refill your power"),
    "src_bosses": N_("Magic Source: catch boss djinn from the supply"),
    "src_bottle": N_("Magic Source: buy a {0} bottle"),
    "src_cork": N_("Magic Source: buy a cork"),
    "src_mages": N_("Magic Source: turn mages face up"),
    "src": N_("Magic Source: {0}"),
    "cadd": N_("Also catch: {0}"),
    "cmage": N_("Use mage card {0}"),
    "ceq": N_("Use equipment {0} for the catch"),
    "cgo": N_("Catch the chosen djinn"),
    "cnone": N_("Catch nothing (lose 1 power)"),
    "put_circle": N_("Put the djinn into a magic circle"),
    "put_release": N_("Let the djinn go (back to the bag)"),
    "put_bottle": N_("Put the djinn into a {0} bottle with a cork"),
    "put": N_("Put the djinn: {0}"),
    "free_none": N_("No free djinn"),
    "free": N_("Take a free djinn: {0}"),
    "tip_coin": N_("Pay 1 coin"),
    "tip_scroll": N_("Pay 1 scroll"),
    "xchest_yes": N_("Staff: reveal 1 more chest (then discard one of them)"),
    "xchest_no": N_("Reveal no extra chest"),
    "cdel": N_("Take back: {0}"),
    "bt": N_("Take a {0} bottle"),
    "tm": N_("Take the mage from pile {0}"),
    "up": N_("Turn mage {0} face up"),
    "up_done": N_("Done (turn no more mages)"),
    "amage": N_("Academy: turn mage {0} face up for 1 power"),
    "amage_done": N_("Academy: done"),
    "open": N_("Unlock the chest with a key: {0}"),
    "mkt_done": N_("Market: done (no more purchases)"),
    "shut": N_("Leave the chest locked: {0}"),
    "cdisc": N_("Discard the chest: {0}"),
    "arc_pass": N_("Archive: a secret passage"),
    "arc_coins": N_("Archive: 2 coins"),
    "arc_scroll": N_("Archive: 1 scroll"),
    "arc_mage": N_("Archive: a mage card"),
    "arc_circle": N_("Archive: activate a magic circle"),
    "arc_done": N_("Archive: done"),
    "arc": N_("Archive: {0}"),
    "pp": N_("Place the secret passage to the {1} at field {0}"),
    "teq": N_("Take equipment: {0}"),
    "keep_new": N_("Keep the new equipment face up (turn the old down)"),
    "keep_old": N_("Keep the old equipment face up (turn the new down)"),
    "keep": N_("Keep face up: {0}"),
    "swap": N_("Swap an empty {0} bottle for a {1} one"),
    "swap_done": N_("Done (no more swaps)"),
    "tomb": N_("Give Tom a {0} bottle"),
}
WORDS = {
    "basic": N_("basic"),
    "special": N_("special"),
    "secret": N_("secret passage"),
    "coins": N_("2 coins"),
    "power": N_("2 power"),
    "mix": N_("1 coin and 1 power"),
    "coin": N_("coin"),
    "scroll": N_("scroll"),
    "refill": N_("refill power"),
    "bosses": N_("catch bosses"),
    "cork": N_("cork"),
    "mages": N_("turn mages face up"),
    "circle": N_("circle"),
    "done": N_("done"),
    "none": N_("none"),
    "release": N_("let it go"),
    "new": N_("new"),
    "old": N_("old"),
    "pass": N_("secret passage"),
    "mage": N_("mage"),
    "staff": N_("staff"),
    "hat": N_("hat"),
    "cloak": N_("cloak"),
    "boss": N_("boss djinn"),
}


def word(x: str, lang: str) -> str:
    for table in (WORDS, COL, LOC):
        if x in table:
            return T.get(lang, table[x])
    return x


OFFER_TEXT = {
    "bottles": N_("{nb} of different colours for {pc}"),
    "cork": N_("a cork for {pc}"),
    "scrolls": N_("2 scrolls for {pc}"),
    "bottle_cork": N_("a bottle and a cork for {ps}"),
    "mages": N_("up to 3 mages face up for {ps}"),
    "coins": N_("5 coins for {ps}"),
}


def offer_phrase(offer_id: str, price: int, n: int, lang: str) -> str:
    """A market offer in words: what you get for which price (``n`` bottles for the bottle offer)."""
    lang = lang if lang in LANGS else "en"
    return T.table(lang, OFFER_TEXT)[offer_id].format(
        nb=count(n, "bottles", lang), pc=count(price, "coins", lang), ps=count(price, "scrolls", lang)
    )


STALL = N_("Market stall {s}: {o}")


def market_label(args: list[str], lang: str) -> str:

    s, o, v = (int(a) for a in args)
    offer = MARKET_OFFERS[o]
    price = offer_prices(offer)[v]
    return T.get(lang, STALL).format(s=s + 1, o=offer_phrase(offer["id"], price, v + 1, lang))


def label(action_id: str, lang: str = "en") -> str:
    """The text of a legal action: a short sentence with no raw ids (fields are named as on the map, R1..S6)."""
    lang = lang if lang in LANGS else "en"
    chosen = ids.parse(action_id)
    special = _special_label(chosen, lang)
    if special is not None:
        return special
    tpl = T.get(lang, ACTIONS[chosen.kind]) if chosen.kind in ACTIONS else None
    if tpl is None:
        return action_id
    words = [word(a, lang) for a in chosen.parts()]
    return tpl.format(*(words + [""] * 3))


def _num(x: str) -> str:
    """A 0-based index in an action id, shown 1-based as on the table."""
    return str(int(x) + 1) if x.isdigit() else x


def _special_label(chosen: TypedId, lang: str) -> str | None:
    """The label of a kind whose arguments need more than a word each; None for the plain ones."""
    kind, first = chosen.kind, (chosen.parts() or [""])[0]
    match chosen:
        case ids.Mkt(stall, offer, amount) if offer is not None and amount is not None:
            return market_label([stall, str(offer), str(amount)], lang)
        case ids.Char(tile) if tile in CHAR_TEXT:
            return T.get(lang, ACTIONS["char"]).format(T.get(lang, CHAR_TEXT[tile]))
        case ids.Award(colour, award) if award in AWARDS:
            return T.get(lang, ACTIONS["award"]).format(word(colour, lang), award_text(award, lang))
        case ids.Open(chest) | ids.Shut(chest) | ids.Cdisc(chest) if chest in CHESTS:
            return T.get(lang, ACTIONS[kind]).format(chest_text(chest, lang))
        case ids.Amage("done") | ids.Up("done") | ids.Swap("done") | ids.Arc("done") | ids.Mkt("done"):
            return T.get(lang, ACTIONS[kind + "_done"])
        case ids.Amage() | ids.Up() | ids.Eq() | ids.Ceq() | ids.Cmage() | ids.Tm():
            return T.get(lang, ACTIONS[kind]).format(_num(first))
        case ids.Bottle(index, colour):
            return T.get(lang, ACTIONS["bottle"]).format(_num(str(index)), word(colour, lang))
        case ids.Src(what, colour) if "src_" + what in ACTIONS:
            return T.get(lang, ACTIONS["src_" + what]).format(word(colour, lang) if colour is not None else "")
        case ids.Put(where):
            key = "put_" + where if where in ("circle", "release") else "put_bottle"
            return T.get(lang, ACTIONS[key]).format(word(where, lang))
        case ids.Arc() | ids.Key() | ids.Keep() | ids.Free() | ids.Act() | ids.Tip() | ids.Xchest() if (
            f"{kind}_{first}" in ACTIONS
        ):
            return T.get(lang, ACTIONS[f"{kind}_{first}"])
    return None


EVENTS = {
    "turn": N_("Player {seat} is to play."),
    "arrive": N_("Player {seat} moves to {place}."),
    "skip": N_("Player {seat} skips past {place}."),
    "stuck": N_("Player {seat} cannot move."),
    "tip": N_("Player {seat} pays {what} to player {payee}."),
    "action": N_("Player {seat} takes the {loc} action."),
    "decline": N_("Player {seat} skips the actions and takes {took}."),
    "catch": N_("Player {seat} catches at {place}: {djinn} for {power}{helpers}."),
    "no_catch": N_("Player {seat} catches nothing."),
    "source_no_boss": N_("Player {seat} catches no boss from the supply."),
    "place": N_("Player {seat} puts the {djinn} djinn {where}."),
    "release": N_("Player {seat} lets the {djinn} djinn go."),
    "free_djinn": N_("Player {seat} takes a free djinn ({djinn})."),
    "overflow": N_("Player {seat}'s capacity overflows: a djinn from the bag ({djinn})."),
    "capacity": N_("Player {seat}'s capacity: {cap}."),
    "circle": N_("Player {seat} activates magic circle {circle}."),
    "banish": N_("The boss djinn at {place} is driven out of town."),
    "arrivals": N_("New djinn arrive at {place}: {djinn}."),
    "end_triggered": N_("The last boss has left the map: the game end is near."),
    "award": N_("Player {seat} takes an award ({award}) for bottled djinn ({colour})."),
    "bottled": N_("Player {seat} bottles the {djinn} djinn ({colour} bottle)."),
    "key": N_("Player {seat} spends a key for {for}."),
    "use_equipment": N_("Player {seat} uses equipment ({card})."),
    "swap": N_("Player {seat} swaps an empty {give} bottle for a {take} one."),
    "character": N_("Player {seat} takes a character tile: {tile}."),
    "scoring_drawn": N_("Player {seat} draws 2 scoring cards: {cards}."),
    "refill": N_("Player {seat} refills power."),
    "source_buy": N_("Player {seat} buys {what} at the Magic Source."),
    "chests": N_("Player {seat} reveals chests: {chests}."),
    "chest": N_("Player {seat} takes a chest: {chest}{unlock}."),
    "chest_discard": N_("Player {seat} discards a chest ({chest})."),
    "chest_reshuffle": N_("The chests are reshuffled."),
    "archive": N_("Player {seat} chooses in the Archive: {option}."),
    "passage": N_("Player {seat} places a secret passage to the {loc} at {place}."),
    "last_passage": N_("Player {seat} placed the last passage: minimum +1, +2 power, red options."),
    "equipment": N_("Player {seat} takes equipment ({card})."),
    "set_bonus": N_("Player {seat} completes a first equipment set: minimum +1, +2 power."),
    "mage": N_("Player {seat} takes a mage card ({card})."),
    "market": N_("Player {seat} buys at market stall {stall}: {offer}."),
    "bottle": N_("Player {seat} takes a {colour} bottle."),
    "tom_card": N_("Tom reveals a card: {card}."),
    "tom_djinn": N_("Tom adds a djinn ({djinn}) at {place}."),
    "tom_paid": N_("Player {seat} pays Tom: {what}."),
    "solo_lost": N_("Tom revealed his last card: you lose."),
    "final_source": N_("All wizards go to the Magic Source."),
    "final_turn": N_("Player {seat} takes the final Source action."),
    "game_over": N_("The game is over."),
}


def describe_event(event: dict[str, Any], lang: str = "en") -> str:
    """One log line: a sentence with players named as on the table (Player 1..4), cards in words."""
    lang = lang if lang in LANGS else "en"
    kind = event.get("type", "")
    tpl = T.get(lang, EVENTS[kind]) if kind in EVENTS else None
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


Fields = dict[str, str]
Event = dict[str, Any]
FieldsFn = Callable[[Event, str], Fields]


def _event_fields(event: Event, lang: str) -> Fields:
    """Event fields whose ids need words: cards, chests, tiles, awards, places (any event that carries them, by
    :data:`CARRIED`), and what only one kind of event says (purchases, payments, a catch: by :data:`BY_KIND`)."""
    out: Fields = {}
    for key, (wanted, words) in CARRIED.items():
        if key in event and isinstance(event[key], wanted):
            out.update(words(event, lang))
    out.update(BY_KIND.get(event.get("type", ""), _no_fields)(event, lang))
    return out


def _no_fields(event: Event, lang: str) -> Fields:
    return {}


def _card(event: Event, lang: str) -> Fields:
    words = CARD_WORDS.get(event.get("type", ""))
    return {"card": words(event["card"], lang)} if words else {}


def _tile(event: Event, lang: str) -> Fields:
    tile: str = event["tile"]
    return {"tile": T.table(lang, CHAR_TEXT).get(tile, tile)}


def _cards(event: Event, lang: str) -> Fields:
    return {"cards": "; ".join(T.table(lang, CARD_TEXT).get(c, c) for c in event["cards"]) or _fmt([], lang)}


def _unlock(event: Event, lang: str) -> Fields:
    return {"unlock": T.get(lang, UNLOCKED) if event["unlock"] else ""}


def _tip(event: Event, lang: str) -> Fields:
    what = event.get("what")
    return {"what": count(1, "coins" if what == "coin" else "scrolls", lang)} if what in ("coin", "scroll") else {}


def _catch(event: Event, lang: str) -> Fields:
    used = len(event.get("mages") or [])
    fees = count(int(event.get("fees", 0)), "coins", lang, True)
    return {
        "power": count(int(event.get("power", 0)), "power", lang),
        "helpers": T.get(lang, HELPERS).format(m=used, f=fees) if used else "",
        "djinn": ", ".join(word(x if x != "B" else "boss", lang) for x in event.get("djinn", [])) or word("none", lang),
    }


def _tom_paid(event: Event, lang: str) -> Fields:
    what = event.get("what")
    if what in PAID_NOUN:
        n = int(event.get("n", 0))
        noun = PAID_NOUN[what]
        return {"what": count(n, noun, lang) if n else T.get(lang, NOTHING).format(noun_word(noun, lang))}
    if what == "bottle":
        return {"what": T.table(lang, PLACES)["buy_bottle"].format(word(str(event.get("colour", "")), lang))}
    return {}


def _no_djinn(event: Event, lang: str) -> Fields:
    return {"djinn": word("none", lang)} if event.get("djinn") is None else {}


def _place(event: Event, lang: str) -> Fields:
    where = event.get("where", "")
    places = T.table(lang, PLACES)
    return {
        **_no_djinn(event, lang),
        "where": places[where] if where in ("circle", "release") else places["bottle"].format(word(str(where), lang)),
    }


def _market(event: Event, lang: str) -> Fields:
    out: Fields = {}
    if not isinstance(event.get("offer"), str):
        return out
    offer = next((o for o in MARKET_OFFERS if o["id"] == event["offer"]), None)
    if offer is not None:
        costs = offer_prices(offer) or [0]
        n = int(event.get("n", 1) or 1)
        out["offer"] = offer_phrase(offer["id"], costs[min(n, len(costs)) - 1], n, lang)
    if isinstance(event.get("stall"), int):
        out["stall"] = str(event["stall"] + 1)
    return out


def _source_buy(event: Event, lang: str) -> Fields:
    what = str(event.get("what", ""))
    return {
        "what": (
            T.table(lang, PLACES)["buy_bottle"].format(word(event.get("colour", ""), lang))
            if what == "bottle"
            else T.table(lang, SOURCE_BUY).get(what, word(what, lang))
        )
    }


def _named(key: str, table: dict[str, str]) -> FieldsFn:
    """The fields of an event whose ``key`` is a word of ``table`` (or, failing that, of the common words)."""

    def fields(event: Event, lang: str) -> Fields:
        value = str(event.get(key))
        return {key: T.table(lang, table).get(value, word(value, lang))}

    return fields


def _circle(event: Event, lang: str) -> Fields:
    return {"circle": str(event["circle"] + 1)} if isinstance(event.get("circle"), int) else {}


def _capacity(event: Event, lang: str) -> Fields:
    return {"cap": f"{event.get('cap')} ({T.get(lang, FLIPPED)})"} if event.get("flip") else {}


UNLOCKED = N_(" — unlocked with a key")
HELPERS = N_(" (mages: {m}, fees: {f})")
SOURCE_BUY = {"cork": N_("a cork"), "mages": N_("turning mages face up")}
NOTHING = N_("nothing (has no {0})")
PAID_NOUN = {"power": "power", "coins": "coins", "scrolls": "scrolls", "corks": "corks", "keys": "keys"}


def place_name(field: str, loc: str | None, lang: str) -> str:
    """A map field by its location and code, e.g. "Academy (R5)"; the Magic Source by name."""
    lang = lang if lang in LANGS else "en"
    if field == "SRC" or loc == "SRC":
        return T.table(lang, LOC)["SRC"]
    return f"{T.table(lang, LOC)[loc]} ({field})" if loc in T.table(lang, LOC) else field


FLIPPED = N_("marker flipped, max 8")
PLACES = {
    "circle": N_("into a magic circle"),
    "release": N_("back into the bag"),
    "bottle": N_("into a {0} bottle"),
    "buy_bottle": N_("a {0} bottle"),
}
KEY_FOR = {"coin": N_("1 coin"), "scroll": N_("1 scroll"), "power": N_("1 power")}
ARCHIVE_OPTION = {
    "pass": N_("a secret passage"),
    "coins": N_("2 coins"),
    "scroll": N_("1 scroll"),
    "mage": N_("a mage face up"),
    "circle": N_("activate a magic circle"),
}


def _fmt(v: Any, lang: str) -> str:
    if isinstance(v, bool):
        return T.tr(lang, "yes") if v else T.tr(lang, "no")
    if isinstance(v, list):
        return ", ".join(_fmt(x, lang) for x in v) or word("none", lang)
    if isinstance(v, str):
        return word(v, lang)
    if v is None:
        return word("none", lang)
    return str(v)


KIND = {"staff": N_("Staff"), "hat": N_("Hat"), "cloak": N_("Cloak")}
EQ_TEXT = {
    "arrive": N_("on arriving at {l}: {r}"),
    "catch_plus": N_("+{n} power at every catch"),
    "catch_once": N_("once: +{n} power for a catch"),
    "extra_chest": N_("you may reveal 1 more chest, then discard one"),
    "mage_gain_up": N_("new mages come face up"),
    "take_mage": N_("take a mage card"),
    "source_discount": N_("Magic Source costs {n} less"),
    "no_tips": N_("pay nothing to other wizards"),
    "swap_bottles": N_("swap up to {n} empty bottles"),
    "stay_stall": N_("your assistant stays at the market stall"),
}
MAGE_WORDS = {"green": N_("green power"), "fee": N_("fee"), "key": N_("key"), "vp": N_("VP")}
STYLE = {"brown": "dark_orange3", "blue": "blue", "red": "red", "yellow": "yellow", "B": "bold magenta"}


def colour(c: str, lang: str) -> str:
    """A djinn or bottle colour in words and in its colour (``B`` = boss djinn), Rich markup."""
    lang = lang if lang in LANGS else "en"
    return f"[{STYLE.get(c, 'white')}]{T.table(lang, COL).get(c, c)}[/]"


def mage_text(card: str | None, lang: str = "en", markup: bool = False) -> str:
    """A mage card in words: green power, colour bonuses, fee, key (with Rich colours if ``markup``)."""

    lang = lang if lang in LANGS else "en"
    if card is None or card not in MAGES:
        return "-"
    w = T.table(lang, MAGE_WORDS)
    m = MAGES[card]
    green = f"{w['green']} {m['green']}"
    parts = [f"[green]{green}[/]" if markup else green] if m["green"] else []
    parts += [f"+{v} {colour(c, lang) if markup else T.table(lang, COL).get(c, c)}" for c, v in m["bonus"].items()]
    parts.append(f"{w['fee']} {m['fee']}")
    if m["key"]:
        parts.append(f"+1 {w['key']}")
    return ", ".join(parts)


def equip_text(card: str | None, lang: str = "en", with_kind: bool = False) -> str:
    """An equipment card in words (what it does), optionally prefixed by its kind."""

    lang = lang if lang in LANGS else "en"
    if card is None or card not in EQUIPMENT:
        return "-"
    e = EQUIPMENT[card]
    tpl = T.table(lang, EQ_TEXT).get(e["ability"], e["ability"])
    text = tpl.format(
        l=T.table(lang, LOC).get(e.get("location", ""), ""),
        r=effect_text(e.get("reward", []), lang),
        n=e.get("amount", 1),
    )
    return f"{T.table(lang, KIND)[e['kind']]}: {text}" if with_kind else text


def award_text(award: str, lang: str = "en") -> str:
    """An award in words: what it gives now and its victory points."""

    lang = lang if lang in LANGS else "en"
    data = AWARDS.get(award)
    if data is None:
        return award
    vp = f"{data['vp']} {T.table(lang, MAGE_WORDS)['vp']}"
    gain = effect_text(data["gain"], lang)
    return vp if gain == "-" else f"{gain} + {vp}"


CHEST_WORDS = N_("with a key also")


def chest_text(chest: str, lang: str = "en") -> str:
    """A treasure chest in words: its contents and what a key adds."""

    lang = lang if lang in LANGS else "en"
    data = CHESTS.get(chest)
    if data is None:
        return chest
    text = effect_text(data["gain"], lang)
    if data.get("key"):
        text += f" ({T.get(lang, CHEST_WORDS)} {effect_text(data['key'], lang)})"
    return text


TOM_WORDS = {
    "nothing": N_("nothing happens"),
    "feed": N_("the boss at the round {0} field, else at the round {1} field, gets a djinn; else you pay {2}"),
    "pay_key_or_coins": N_("a key or {0}"),
    "pay_bottle": N_("an empty bottle"),
}
TOM_PAY_NOUN = {"pay_power": "power", "pay_coins": "coins", "pay_scrolls": "scrolls", "pay_corks": "corks"}


def tom_pay_text(op: str, n: int, lang: str) -> str:
    """One symbol of Tom's bottom row in words, e.g. "2 coins", "a key or 2 coins"."""
    w = T.table(lang, TOM_WORDS)
    if op in TOM_PAY_NOUN:
        return count(n, TOM_PAY_NOUN[op], lang)
    if op == "pay_key_or_coins":
        return w[op].format(count(n, "coins", lang))
    return w.get(op, op)


def tom_text(card: str, lang: str = "en") -> str:
    """A card of Tom's deck (solo) in words."""

    lang = lang if lang in LANGS else "en"
    w = T.table(lang, TOM_WORDS)
    data = SOLO_CARDS.get(card)
    if data is None:
        return card
    if data.get("nothing"):
        return w["nothing"]
    pay = ", ".join(tom_pay_text(op, n, lang) for op, n in data.get("row3", []))
    return w["feed"].format(T.table(lang, LOC)[data["row1"]], T.table(lang, LOC)[data["row2"]], pay)


CHAR_TEXT = {
    "P1": N_("Start: +2 coins, +2 scrolls, +1 power"),
    "P2": N_("Market: pay nothing to others"),
    "P3": N_("Tavern: a key with each mage without a key"),
    "P4": N_("Workshop round field: 3 corks instead of 2"),
    "P5": N_("Magic Source: always 2 scrolls"),
    "P6": N_("Archive round field: the same option twice"),
    "P7": N_("Catch nothing: +2 power instead of −1"),
    "P8": N_("Keep the key after opening a chest"),
    "P9": N_("Academy: turn up to 2 mages face up for 1 power each"),
    "P10": N_("2 hidden scoring cards, 1 of them scores"),
    "N1": N_("Start: −3 coins"),
    "N2": N_("Start: −3 power"),
    "N3": N_("Start: cover on an active circle"),
    "N4": N_("Catching: only green mage power"),
    "N5": N_("Mages can never be turned face up again"),
    "N6": N_("Catacombs: basic action only"),
    "N7": N_("No keys on chests"),
    "N8": N_("Mages with a key arrive face down"),
    "N9": N_("Equipment only from the bottom of a pile"),
    "N10": N_("Bottle a djinn at once whenever you can"),
}
CARD_TEXT = {
    "W1": N_("8 VP for 2 equipment sets"),
    "W2": N_("5 VP per kind with a third card (max 15)"),
    "W3": N_("8 VP for at most 1 passage placed"),
    "W4": N_("8 VP for no mage with a key"),
    "W5": N_("8 VP for 2 inactive circles"),
    "W6": N_("8 VP if capacity never passed 6"),
    "W7": N_("8 VP for the minimum marker at 2"),
    "W8": N_("3 VP per key (max 9)"),
    "W9": N_("2 VP per face-up mage (max 8)"),
    "W10": N_("2 VP more per unused bottle or cork (max 8)"),
}
EFFECT_PHRASES = {
    "capacity": N_("capacity +{n}"),
    "circle": N_("a magic circle activated"),
    "power_max": N_("power to the maximum"),
}


def effect_text(effects: list[list[Any]], lang: str = "en") -> str:
    """Gains in words with their counts ("+2 coins, +1 cork"); '-' for none."""
    lang = lang if lang in LANGS else "en"
    parts = []
    for op, n in effects:
        phrase = T.table(lang, EFFECT_PHRASES).get(op)
        parts.append(phrase.format(n=n) if phrase else "+" + count(n, op, lang, nominative=True))
    return ", ".join(parts) or "-"


# -- labels that need the position: places by name, a catch's selection and cost ---------------------------


def field_name(state: State, field: str, lang: str) -> str:
    return place_name(field, state["tiles"].get(field, "SRC"), lang)


# -- labels ---------------------------------------------------------------------------------------
FIELD_LABELS = {
    "move": N_("Move to {0}"),
    "skip": N_("Skip past, move on to {0}"),
    "place": N_("Place your wizard at {0}, on the path from {1}"),
    "pp": N_("Place the secret passage to the {1} at {0}"),
}
TO_SOURCE = {
    "move": N_("Move to the Magic Source"),
    "skip": N_("Skip past, move on to the Magic Source"),
}
CATCH_WORDS = {
    "add": N_("Also catch: {0}"),
    "then": N_("selection then: {0}"),
    "needs": N_("needs {0}"),
    "have": N_("you have {0}"),
    "go": N_("Catch: {0} — pay {1}"),
    "fee": N_("fees {0}"),
    "none": N_("Catch nothing (lose 1 power)"),
    "none_p7": N_("Catch nothing (gain 2 power, P7)"),
    "none_src": N_("Catch no boss djinn from the supply"),
    "mage": N_("Use mage card {0} ({1})"),
    "boss": N_("boss djinn"),
    "sel": N_("Selection"),
    "eq_n": N_("equipment"),
    "mage_n": N_("mage card"),
}


def djinn_word(x: str, lang: str) -> str:
    return T.table(lang, CATCH_WORDS)["boss"] if x in ("B", "boss") else T.table(lang, COL).get(x, x)


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
    w = T.table(lang, CATCH_WORDS)
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
    w = T.table(lang, CATCH_WORDS)
    return (
        f"{w['sel']}: {selection_text(node, known_lang(lang))}; {catch_cost_text(state, seat, node, known_lang(lang))}"
    )


def action_label(state: State, aid: str, lang: str = "en") -> str:
    """The label of a legal action in this position: places by name, a catch with its selection and cost."""
    lang = known_lang(lang)
    match chosen := ids.parse(aid):
        case ids.Move(field) | ids.Skip(field) if field == SOURCE:
            return T.get(lang, TO_SOURCE[chosen.kind])
        case ids.Move(field) | ids.Skip(field):
            return T.get(lang, FIELD_LABELS[chosen.kind]).format(field_name(state, field, lang))
        case ids.Place(field, came_from):
            return T.get(lang, FIELD_LABELS["place"]).format(
                field_name(state, field, lang), field_name(state, came_from, lang)
            )
        case ids.Pp(field, location):
            return T.get(lang, FIELD_LABELS["pp"]).format(
                field_name(state, field, lang), T.table(lang, LOC).get(location, location)
            )
    node = state["tasks"][-1] if state["tasks"] else None
    if (
        node is not None
        and node["t"] == "catch"
        and isinstance(chosen, ids.Cadd | ids.Cdel | ids.Cgo | ids.Cnone | ids.Cmage)
    ):
        return _catch_label(state, node, chosen, lang)
    return label(aid, lang)


def _catch_label(state: State, node: dict[str, Any], chosen: TypedId, lang: str) -> str:
    w = T.table(lang, CATCH_WORDS)
    seat = node["seat"]
    p = state["seats"][seat]
    match chosen:
        case ids.Cadd(what):
            trial = C.added(node, what)
            return (
                f"{w['add'].format(djinn_word(what, lang))} ({w['then'].format(selection_text(trial, lang))}; "
                f"{catch_cost_text(state, seat, trial, lang)})"
            )
        case ids.Cdel("mage" | "eq" as what, int(i)):
            text = mage_text(p["mages"][i][0], lang) if what == "mage" else equip_text(p["equipment"][i][0], lang)
            return T.get(lang, ACTIONS["cdel"]).format(f"{w[what + '_n']} {i + 1} ({text})")
        case ids.Cdel(what):
            return T.get(lang, ACTIONS["cdel"]).format(djinn_word(what, lang))
        case ids.Cgo():
            pay = count(C.power_needed(state, p, node), "power", lang)
            fees = C.fees(p, node)
            if fees:
                pay += ", " + count(fees, "coins", lang)
            return w["go"].format(selection_text(node, lang), pay)
        case ids.Cmage(i):
            return w["mage"].format(i + 1, mage_text(p["mages"][i][0], lang))
    if node["src"]:
        return w["none_src"]
    return w["none_p7"] if has_ability(p, "no_catch_power") else w["none"]


# -- the tables of event fields (at the end: they name functions from the whole module) ----------------
CARD_WORDS: dict[str, Callable[[str, str], str]] = {
    "mage": mage_text,
    "equipment": lambda card, lang: equip_text(card, lang, with_kind=True),
    "use_equipment": lambda card, lang: equip_text(card, lang, with_kind=True),
    "tom_card": tom_text,
}

# field of the event → (the type its value must have, its words)
CARRIED: dict[str, tuple[type, FieldsFn]] = {
    "card": (str, _card),
    "tile": (str, _tile),
    "award": (str, lambda e, lang: {"award": award_text(e["award"], lang)}),
    "chest": (str, lambda e, lang: {"chest": chest_text(e["chest"], lang)}),
    "chests": (list, lambda e, lang: {"chests": "; ".join(chest_text(c, lang) for c in e["chests"]) or _fmt([], lang)}),
    "cards": (list, _cards),
    "unlock": (object, _unlock),
    "mages": (list, lambda e, lang: {"mages": str(len(e["mages"]))}),
    "field": (str, lambda e, lang: {"place": place_name(e["field"], e.get("at"), lang)}),
}

# event type → the fields only that kind of event has
BY_KIND: dict[str, FieldsFn] = {
    "tip": _tip,
    "catch": _catch,
    "tom_paid": _tom_paid,
    "place": _place,
    **dict.fromkeys(("release", "free_djinn", "overflow", "bottled", "tom_djinn"), _no_djinn),
    "market": _market,
    "source_buy": _source_buy,
    "key": _named("for", KEY_FOR),
    "archive": _named("option", ARCHIVE_OPTION),
    "circle": _circle,
    "capacity": _capacity,
}
