"""Action labels in Czech, English and German (the Theatre's and the performances' kinds: ``theatre_labels``).

The texts are gettext messages (English is the message id; ``locale/cs.po``, ``locale/de.po``). Components are
named by ``texts`` (tricks, props, magicians, special assignment cards, prophecies: the catalogs translate
data.toml's English). Czech nouns change their case after a verb: a prop the verb takes as its object is in the
accusative (``prop_name(..., "acc")``), and a count of coins or cards taken or paid is the accusative count
(``COINS_ACC``, ``CARDS_ACC``: "1 minci", "1 kartu"); other names stand after a colon or beside a noun that
carries the case ("trik {trick}", "kartu {card}").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conjure.engine.actions import TypedId
from conjure.i18n import LANGS, N_, Nn_, Nnp_, Np_, Texts

from . import data, ids, texts
from .phases.assignment import char_type
from .theatre import labels as theatre_labels

T = Texts("conjure.games.trickerion")

LOC = {
    "downtown": N_("Downtown"),
    "market_row": N_("Market Row"),
    "workshop": N_("Workshop"),
    "dark_alley": N_("Dark Alley"),
    "theater": N_("Theater"),
}
CHAR = {
    "magician": N_("magician"),
    "apprentice": N_("apprentice"),
    "engineer": N_("engineer"),
    "manager": N_("manager"),
    "assistant": N_("assistant"),
}
DAY = {"thursday": N_("Thursday"), "friday": N_("Friday"), "saturday": N_("Saturday"), "sunday": N_("Sunday")}
SPACE = {"performance": N_("performance"), "backstage": N_("backstage"), "space": N_("space")}
SCHOOL = {
    "spiritual": N_("spiritual"),
    "mechanical": N_("mechanical"),
    "optical": N_("optical"),
    "escape": N_("escape"),
    "any": N_("any school"),
}
FACE_ACC = {  # a die face after a verb ("Set die … to …": Czech "na únikovou", "na technika")
    "spiritual": Np_("accusative", "spiritual"),
    "mechanical": Np_("accusative", "mechanical"),
    "optical": Np_("accusative", "optical"),
    "escape": Np_("accusative", "escape"),
    "any": Np_("accusative", "any school"),
    "magician": Np_("accusative", "magician"),
    "apprentice": Np_("accusative", "apprentice"),
    "engineer": Np_("accusative", "engineer"),
    "manager": Np_("accusative", "manager"),
    "assistant": Np_("accusative", "assistant"),
}
DIE_PLACE = {"residence": N_("residence"), "inn": N_("inn"), "bank": N_("bank")}
COINS = Nn_("{n} coin", "{n} coins")
COINS_ACC = Nnp_("accusative", "{n} coin", "{n} coins")
AP = N_("AP")

WORDS = {
    "advertise": N_("Advertise"),
    "pass": N_("Do not advertise"),
    "stop": N_("Place no second character"),
    "done": N_("Assign no more"),
    "end": N_("End the turn"),
    "assign": N_("{char}: {card} card"),
    "idle": N_("{char} stays idle"),
    "place": N_("{char} → {loc}, {space}"),
    "shard": N_(" (+1 AP for a shard)"),
    "gear": N_(" (+1 AP: Mechanical Enhancement)"),
    "copy": N_(" (Mimesis: {card})"),
    "learn": N_("Learn {trick} (die {face})"),
    "hire": N_("Hire: {char}"),
    "coins": N_("Take {coins}"),
    "reroll": N_("Reroll die {die}"),
    "set": N_("Set die {die} to {face}"),
    "buy": N_("Buy {count}× {prop} (haggle {haggle} AP)"),
    "order": N_("Order {prop} (slot {slot})"),
    "quick": N_("Quick order: {prop}"),
    "prepare": N_("Prepare {trick}"),
    "move_trick": N_("Move {trick} to the engineer's slot"),
    "move_components": N_("Move {prop} to the manager's slot"),
    "move_apprentice": N_("Move an apprentice to the assistant"),
    "draw": N_("Draw special cards: {loc}"),
    "fortune": N_("Fortune telling"),
    "fate": N_("Fate Weaving: make prophecy {prophecy} active"),
    "special": N_(" (with the special card's bonus)"),
    "forgo": N_("Give up the card's bonus for +1 AP"),
    "buyset": N_("Buy: {props}"),
    "restock": N_("Restock: {prop}"),
    "invest": N_("Invest in: {props}"),
    "keep": N_("Keep {card}"),
    "magician": N_("Magician {name}"),
    "trick": N_("Trick {trick}"),
    "props": N_("Props: {props}"),
    "specialist": N_("Specialist: {char}"),
    "none": N_("none"),
    "overhaul": N_("Learn {trick} (die {face}) in place of {old}, with its markers"),
    "order_stock": N_("Order {prop} beside the buy area (for sale this round)"),
    "return_trick": N_("Return {trick} to its deck (its markers to your supply)"),
    "return_prop": N_("Return one {prop} to the supply"),
    "skip": N_("Do not use the card's bonus"),
    "durable": N_("Durable Components: a marker of {trick} back onto its card"),
    "talent": N_("Hidden Talent: the apprentice leaves, a new {char} joins"),
    "enough": N_("That is all"),
    "add": N_("Add: {prop}"),
    "count": N_("{count}×"),
    "haggle": N_("Haggle {haggle} AP"),
    "to_slot": N_("Order slot {slot}"),
    "replace": N_("In place of {trick}"),
    "school": N_("School: {school}"),
    "spot": N_("{loc}, {space}"),
    "stay": N_("Stays idle"),
    "no_boost": N_("Without extras"),
    "boost_shard": N_("With a shard (+1 AP)"),
    "boost_gear": N_("With Mechanical Enhancement (+1 AP)"),
    "boost_copy": N_("Mimesis: {card}"),
    "give_back": N_("Give back: {prop}"),
    "mark": N_("A marker onto {trick}"),
}
ACT = {  # the first step of a location's move: which action
    "learn": N_("Learn a trick"),
    "hire": N_("Hire a character"),
    "coins": N_("Take coins"),
    "reroll": N_("Reroll a die"),
    "set": N_("Set a die"),
    "buy": N_("Buy props"),
    "buyset": N_("Buy props of several kinds"),
    "order": N_("Order a prop"),
    "quick": N_("Quick order"),
}
PREMIERE = {
    "fame": N_("Grand Premiere: double the fame of the trick at {slot}"),
    "coins": N_("Grand Premiere: double the coins of the trick at {slot}"),
    "shards": N_("Grand Premiere: double the shards of the trick at {slot}"),
}


def char_name(char: str, lang: str) -> str:
    """A character by its type and number: "Apprentice 2"."""
    word = T.get(lang, CHAR[char_type(char)])
    number = char[len(char_type(char)) :]
    return f"{word} {number}" if number else word


def assignment_card_name(card: str, lang: str) -> str:
    """An assignment card: a location's or a special card's name."""
    return T.get(lang, LOC[card]) if card in LOC else texts.special(card, lang)


BACKSTAGE_AP = {r["id"]: int(r["backstage_ap"]) for r in data.DATA.raw["days"]}  # a day's backstage AP modifier


def space_name(loc: str, args: list[str], lang: str) -> str:
    """A space with the AP modifier printed under it: a board space by number, a Theatre space by day and kind
    (backstage: the day's modifier, Thursday +1, Sunday −1; a performance space gives the magician no AP)."""
    if loc == "theater":
        where = f"{T.get(lang, DAY[args[0]])}, {T.get(lang, SPACE[args[1]])}"
        if args[1] != "backstage":
            return where
        return f"{where} ({BACKSTAGE_AP[args[0]]:+d} {T.get(lang, AP)})"
    modifier = next(s.ap for s in data.SPACES if s.location == loc and s.space == int(args[0]))
    return f"{T.get(lang, SPACE['space'])} {args[0]} ({modifier:+d} {T.get(lang, AP)})"


def die_name(die: str, lang: str) -> str:
    """A die by its place on the board and its letter: "inn A"."""
    return f"{T.get(lang, DIE_PLACE[data.DICE[die].place])} {die[-1].upper()}"


def face_name(face: str, lang: str, case: str = "nom") -> str:
    """A die face in words: a school or a character (``case`` "acc" after a verb)."""
    if case == "acc" and face in FACE_ACC:
        return T.get(lang, FACE_ACC[face])
    if face in SCHOOL:
        return T.get(lang, SCHOOL[face])
    return T.get(lang, CHAR[face]) if face in CHAR else face


def prop_name(prop: str, lang: str, case: str = "nom") -> str:
    """A prop's name in ``case``."""
    return texts.prop(prop, lang, case)


def label(action_id: str, lang: str = "en") -> str:
    """A readable label for any Trickerion action id; an unknown id is shown as it is."""
    lang = lang if lang in LANGS else "en"
    try:
        return _label(action_id, lang)
    except (KeyError, IndexError, ValueError, StopIteration):
        return action_id


def _label(action_id: str, lang: str) -> str:
    if action_id.endswith(":special"):
        return _label(action_id.removesuffix(":special"), lang) + _w(lang, "special")
    chosen = ids.parse(action_id)
    if chosen.kind in theatre_labels.KINDS:
        return theatre_labels.label(action_id, lang)
    if chosen.kind in (
        "advertise",
        "pass",
        "stop",
        "done",
        "end",
        "fortune",
        "move_apprentice",
        "forgo",
        "skip",
        "enough",
    ):
        return _w(lang, chosen.kind)
    match chosen:
        case ids.Assign(char, card):
            return _w(lang, "assign", char=char_name(char, lang), card=assignment_card_name(card, lang))
        case ids.Idle(char):
            return _w(lang, "idle", char=char_name(char, lang))
        case ids.Place(char, loc):
            where = space_name(loc, chosen.space_parts, lang)
            text = _w(lang, "place", char=char_name(char, lang), loc=T.get(lang, LOC[loc]), space=where)
            text += "".join(_w(lang, extra) for extra in chosen.extras if extra in ("shard", "gear"))
            copied = chosen.copied
            return text + (_w(lang, "copy", card=assignment_card_name(copied, lang)) if copied else "")
        case ids.Prepare(trick) if chosen.extras:
            more = [texts.trick(x, lang) if x in data.TRICKS else prop_name(x, lang) for x in chosen.extras]
            return _w(lang, "prepare", trick=texts.trick(trick, lang)) + " + " + ", ".join(more)
        case ids.Learn(die, trick) if chosen.old:
            old = texts.trick(chosen.old, lang)
            return _w(lang, "overhaul", trick=texts.trick(trick, lang), old=old, face=die_name(die, lang))
        case ids.ReturnTrick(trick) | ids.Durable(trick):
            return _w(lang, chosen.kind, trick=texts.trick(trick, lang))
        case ids.Premiere(slot, what):
            return T.get(lang, PREMIERE[what], slot=theatre_labels.slot_name(slot, lang))
        case ids.Learn(die, trick):
            return _w(lang, "learn", trick=texts.trick(trick, lang), face=die_name(die, lang))
        case ids.Prepare(trick) | ids.MoveTrick(trick) | ids.Trick(trick):
            return _w(lang, chosen.kind, trick=texts.trick(trick, lang), face="")
        case ids.Hire(die, face) | ids.SetDie(die, face):
            return _die_label(chosen.kind, die, face, "", lang)
        case ids.Coins(die, face):
            return _die_label("coins", die, face, T.count(lang, COINS_ACC, int(face)), lang)
        case ids.Reroll(die):
            return _die_label("reroll", die, "", "", lang)
    return _label_more(chosen, lang)


def _w(lang: str, key: str, **fields: object) -> str:
    return T.get(lang, WORDS[key], **fields)


def _die_label(kind: str, die: str, face: str, coins: str, lang: str) -> str:
    """Hire, Take Coins, Reroll or Set: the die, and the face it shows or is set to."""
    return _w(
        lang, kind, die=die_name(die, lang), char=face_name(face, lang), face=face_name(face, lang, "acc"), coins=coins
    )


def _label_more(chosen: TypedId, lang: str) -> str:
    match chosen:
        case ids.Buy(prop, count, haggle):
            return _w(lang, "buy", count=count, prop=prop_name(prop, lang, "acc"), haggle=haggle)
        case ids.Order(prop=prop) if chosen.slot is None:
            return _w(lang, "order_stock", prop=prop_name(prop, lang, "acc"))
        case ids.Order(prop=prop, slot=int() as slot):
            return _w(lang, "order", prop=prop_name(prop, lang, "acc"), slot=slot + 1)
        case ids.ReturnProp(prop):
            return _w(lang, "return_prop", prop=prop_name(prop, lang, "acc"))
        case ids.Talent(specialist):
            return _w(lang, "talent", char=T.get(lang, CHAR[specialist]))
        case ids.Quick(prop):
            return _w(lang, "quick", prop=prop_name(prop, lang, "nom"))
        case ids.MoveComponents(prop):
            return _w(lang, "move_components", prop=prop_name(prop, lang, "acc"))
        case ids.Draw(loc):
            return _w(lang, "draw", loc=T.get(lang, LOC[loc]))
        case ids.Fate(prophecy):
            return _w(lang, "fate", prophecy=prophecy.removeprefix("prophecy_"))
        case ids.Keep(card):
            return _w(lang, "keep", card=assignment_card_name(card, lang))
        case ids.Magician(magician):
            return _w(lang, "magician", name=texts.magician(magician, lang))
        case ids.Restock(prop):
            return _w(lang, "restock", prop=prop_name(prop, lang))
        case ids.Invest():
            return _w(lang, "invest", props=", ".join(prop_name(p, lang) for p in chosen.chosen) or _w(lang, "none"))
        case ids.Buyset():
            return _w(lang, "buyset", props=", ".join(prop_name(p, lang) for p in chosen.props))
        case ids.Props():
            return _w(lang, "props", props=", ".join(prop_name(p, lang) for p in chosen.chosen) or _w(lang, "none"))
        case ids.Specialist(specialist):
            return _w(lang, "specialist", char=T.get(lang, CHAR[specialist]))
    return _step_label(chosen, lang)


def _step_label(chosen: TypedId, lang: str) -> str:
    """A step of a move asked in parts (``steps.py``)."""
    match chosen:
        case ids.Act(what):
            return T.get(lang, ACT[what])
        case ids.Ware(prop):
            return prop_name(prop, lang)
        case ids.Add(prop):
            return _w(lang, "add", prop=prop_name(prop, lang))
        case ids.Count(count):
            return _w(lang, "count", count=count)
        case ids.Haggle(haggle):
            return _w(lang, "haggle", haggle=haggle)
        case ids.ToSlot(slot):
            return _w(lang, "to_slot", slot=slot + 1)
        case ids.Die(die):
            return die_name(die, lang)
        case ids.PickTrick(trick):
            return texts.trick(trick, lang)
        case ids.Replace(trick):
            return _w(lang, "replace", trick=texts.trick(trick, lang))
        case ids.HireAs(character):
            return T.get(lang, CHAR[character])
        case ids.TakeCoins(face):
            return T.count(lang, COINS, int(face)) if face.isdigit() else face
        case ids.ToFace(face):
            return face_name(face, lang)
        case ids.School(school):
            return _w(lang, "school", school=T.get(lang, SCHOOL[school]))
        case ids.Who(char):
            return char_name(char, lang)
        case ids.Spot(loc, where):
            return _w(lang, "spot", loc=T.get(lang, LOC[loc]), space=space_name(loc, list(where), lang))
        case ids.Boost(extras):
            return _boost_label(list(extras), lang)
        case ids.Stay():
            return _w(lang, "stay")
        case ids.GiveBack(prop):
            return _w(lang, "give_back", prop=prop_name(prop, lang))
        case ids.Mark(trick):
            return _w(lang, "mark", trick=texts.trick(trick, lang))
    raise KeyError(chosen.kind)


def _boost_label(extras: list[str], lang: str) -> str:
    """A placement's extras: a shard, the Mechaniker's gear, the Great Optico's copy of a card; or none."""
    parts = [_w(lang, f"boost_{x}") for x in extras if x in ("shard", "gear")]
    if "copy" in extras:
        parts.append(_w(lang, "boost_copy", card=assignment_card_name(extras[extras.index("copy") + 1], lang)))
    return ", ".join(parts) or _w(lang, "no_boost")


def resource_name(resource: str, amount: int, lang: str = "en") -> str:
    """An amount of what an option costs or gives (``conjure.engine.terms``): AP, coins, shards, fame or a prop."""
    if resource == "ap":
        return f"{amount} {T.get(lang, AP)}"
    counted = {"coins": COINS, "shards": SHARDS, "fame": FAME}.get(resource)
    if counted is not None:
        return T.count(lang, counted, amount)
    return f"{amount}× {prop_name(resource, lang)}"


# ---- the log --------------------------------------------------------------------------------------------------------

FAME = Nn_("{n} fame", "{n} fame")
LOSING = N_(", losing {fame}")
SHARDS = Nn_("{n} shard", "{n} shards")
MARKERS = Nn_("{n} marker", "{n} markers")
CARDS_ACC = Nnp_("accusative", "{n} card", "{n} cards")
PLAYER = N_("Player {p}")
EVENTS = {
    "magician": N_("Player {p} plays {magician} ({school})."),
    "trick": N_("Player {p} learns {trick}."),
    "props": N_("Player {p} takes props: {props}."),
    "specialist": N_("Player {p} takes a specialist: {specialist}."),
    "prepared": N_("Player {p} prepares {trick} ({markers})."),
    "initiative": N_("Initiative order: {order}."),
    "prophecies": N_("Upcoming prophecies: {upcoming}."),
    "dice": N_("Round {round}: the dice show {dice}."),
    "advertise": N_("Player {p} advertises: pays {coins}, gains {fame}."),
    "assign": N_("Player {p} assigns the {card} card to their {char}."),
    "assigned": N_("Player {p} has assigned their cards."),
    "reveal": N_("The assignment cards are revealed: {assigned}."),
    "place": N_("Player {p} places their {char}: {loc}, {space} ({ap} AP)."),
    "idle": N_("Player {p}'s {char} stays idle."),
    "space_fee": N_("Player {p} pays {coins} for the space."),
    "hire": N_("Player {p} hires: {char}."),
    "coins": N_("Player {p} takes {coins}."),
    "reroll": N_("Player {p} rerolls {die}: {face}."),
    "set_die": N_("Player {p} sets {die} to {face}."),
    "buy": N_("Player {p} buys {count}× {prop} for {coins}."),
    "buy_mix": N_("Player {p} buys {props} for {coins} ({card})."),
    "order": N_("Player {p} orders {prop}."),
    "quick_order": N_("Player {p} places a quick order: {prop}."),
    "restock": N_("Player {p} restocks the market with {prop}."),
    "move_trick": N_("Player {p} moves {trick} to the engineer's slot."),
    "move_components": N_("Player {p} moves {props} to the manager's slot."),
    "move_apprentice": N_("Player {p} moves an apprentice to the assistant."),
    "draw_special": N_("Player {p} draws {cards} at the {loc} and keeps one."),
    "keep_special": N_("Player {p} keeps the special card {card}."),
    "fortune": N_("Player {p} tells fortunes: upcoming prophecies {upcoming}."),
    "special_used": N_("Player {p} uses the special card {card}."),
    "special_bonus": N_("Player {p}: the bonus of {card}{gains}."),
    "forgo": N_("Player {p} gives up the bonus of {card} for +1 AP."),
    "set_up": N_("Player {p} sets up {trick} on {perf}, {slot}."),
    "reschedule": N_("Player {p} reschedules {trick} to {perf}, {slot}."),
    "link_bonus": N_("Player {p} gains a link bonus: {gains}."),
    "link_shard": N_("Player {p} gains {shards} for a shard link on {perf}."),
    "prophecy_bonus": N_("Player {p} gains {fame} from the prophecy."),
    "no_performance": N_("Player {p} performs nothing on {day}."),
    "perform": N_("Player {p} performs {perf} on {day}: {gains}."),
    "nothing_to_do": N_("Player {p}'s {char} can do nothing at the {loc}: {ap} lost."),
    "shards": N_("Player {p} gains {shards}{gains}."),
    "placement_over": N_("Round {round}: every character is placed."),
    "wages": N_("Player {p} pays wages: {coins}{gains}."),
    "joins": N_("Player {p}'s new {char} joins the company."),
    "delivered": N_("The orders are delivered; the market offers {buy}."),
    "performance_discarded": N_("{perf} leaves the theater ({markers} returned)."),
    "performance_revealed": N_("{perf} comes to the theater."),
    "prophecy": N_("Prophecy {active} is active; upcoming: {upcoming}."),
    "round_end": N_("Round {round} ends."),
    "final_scoring": N_("Player {p} scores {fame} at the end: {scores}."),
    "business_share": N_("Player {p} receives {coins} that player {payer} spent at the Market Row (Business Share)."),
    "fiasco": N_("Player {p} loses {fame} (Arranged Fiasco)."),
    "overhaul": N_("Player {p} learns {trick} in place of {old}, with its markers (Trick Overhaul)."),
    "trick_returned": N_("Player {p} returns {trick} to its deck."),
    "props_returned": N_("Player {p} returns {count}× {prop} to the supply."),
    "hidden_talent": N_(
        "Player {p}'s apprentice makes way for a new {specialist}: {coins} more in wages{gains} (Hidden Talent)."
    ),
}
ABILITY = {
    "the_gentleman": N_("Player {p}'s magician gains {fame} (The Gentleman)."),
    "master_of_chains": N_("Player {p}'s magician uses the Master of Chains' ability."),
    "priestess_of_mysticism": N_(
        "Player {p} makes prophecy {active} active (Priestess of Mysticism); upcoming: {upcoming}."
    ),
    "the_great_optico": N_("Player {p} copies {card} (The Great Optico)."),
    "yoruba_spiritmaster": N_("Player {p} makes player {target} perform {card} (Soul Possession)."),
    "the_red_lotus": N_("Player {p} takes the yield of another player's trick on {card} (Trick Steal)."),
}
ABILITY_ANY = N_("Player {p} uses their magician's ability ({magician}).")
SCORE = {
    "shards": N_("shards"),
    "coins": N_("coins"),
    "special_assignments": N_("special cards"),
    "apprentices": N_("apprentices"),
    "specialists": N_("specialists"),
}
NONE_YET = N_("none")
SWAP = N_("performance cards {a} and {b} swapped")
RETURNED = N_("returned {props}")
LOST_AP = Nnp_("lost", "{n} action point", "{n} action points")
PART = {  # one source of a performance's payout (TRK-PERF-2, TRK-PERF-3)
    "trick": N_("{trick}: {gains}"),
    "stolen": N_("{trick} (stolen): {gains}"),
    "mod": N_("{day} {mod}"),
    "specialists": N_("specialists: {gains}"),
    "card": N_("the card's bonus: {gains}"),
}
DOUBLED = {"fame": N_("fame doubled"), "coins": N_("coins doubled"), "shards": N_("shards doubled")}
PART_LINKS = Nn_("{n} link: {gains}", "{n} links: {gains}")


def prophecy_name(prophecy: str | None, lang: str) -> str:
    """A prophecy by its number ("7"); no prophecy: "none"."""
    return str(int(prophecy.removeprefix("prophecy_"))) if prophecy else T.get(lang, NONE_YET)


def card_text(card: str, lang: str) -> str:
    """Any card by name: a performance card, a special or permanent assignment card."""
    if card in data.PERFORMANCES:
        return theatre_labels.card_name(card, lang)
    return assignment_card_name(card, lang)


def gains_text(gains: dict[str, Any], lang: str) -> str:
    """Fame, coins and shards as words ("2 fame, 3 coins"); nothing gained: "none"."""
    forms = {"fame": FAME, "coins": COINS, "shards": SHARDS, "markers": MARKERS}
    parts = [T.count(lang, forms[k], int(v)) for k, v in gains.items() if k in forms and v]
    return ", ".join(parts) or T.get(lang, NONE_YET)


def _names(items: list[str], lang: str, case: str = "nom") -> str:
    return ", ".join(prop_name(p, lang, case) for p in items) or T.get(lang, NONE_YET)


def _reveal(assigned: list[dict[str, str]], lang: str) -> str:
    return "; ".join(
        T.get(lang, PLAYER, p=i + 1)
        + ": "
        + (
            ", ".join(f"{char_name(c, lang)} → {assignment_card_name(card, lang)}" for c, card in sorted(cards.items()))
            or T.get(lang, NONE_YET)
        )
        for i, cards in enumerate(assigned)
    )


def _bonus_gains(event: dict[str, Any], lang: str) -> str:
    parts = [gains_text({k: event[k] for k in ("fame", "coins", "shards", "markers") if k in event}, lang)]
    if "prop" in event:
        parts.append(prop_name(event["prop"], lang))
    if "swap" in event:
        parts.append(T.get(lang, SWAP, a=event["swap"][0] + 1, b=event["swap"][1] + 1))
    if event.get("returned"):
        parts.append(T.get(lang, RETURNED, props=_names(event["returned"], lang)))
    if "trick" in event:
        parts.append(texts.trick(event["trick"], lang))
    return (
        ": " + ", ".join(p for p in parts if p != T.get(lang, NONE_YET))
        if any(p != T.get(lang, NONE_YET) for p in parts)
        else ""
    )


def _parts(parts: list[dict[str, Any]], lang: str) -> str:
    """A payout by source: "Linking Rings 1 fame, 2 coins (Friday −1/−1); 1 link 1 fame; the card's bonus 1 coin"."""
    said = []
    for part in parts:
        gains = gains_text(part["gain"], lang)
        source = part["source"]
        if source == "trick":
            text = T.get(
                lang,
                PART["stolen" if part.get("stolen") else "trick"],
                trick=texts.trick(part["trick"], lang),
                gains=gains,
            )
            notes = (
                [
                    T.get(
                        lang,
                        PART["mod"],
                        day=T.get(lang, DAY[part["day"]]),
                        mod="/".join(f"{int(n):+d}".replace("-", "−") for n in part["mod"]),
                    )
                ]
                if any(part["mod"])
                else []
            )
            notes += [T.get(lang, DOUBLED[part["doubled"]])] if part.get("doubled") else []
            said.append(text + (f" ({', '.join(notes)})" if notes else ""))
        elif source == "links":
            said.append(T.count(lang, PART_LINKS, int(part["links"]), gains=gains))
        else:
            said.append(T.get(lang, PART[source], gains=gains))
    return "; ".join(said)


def _event_fields(event: dict[str, Any], lang: str) -> dict[str, Any]:
    kind, f = event["type"], dict(event)
    if isinstance(event.get("seat"), int):
        f["p"] = event["seat"] + 1
    if "char" in event:
        f["char"] = char_name(event["char"], lang)
    if "character" in event:
        f["char"] = T.get(lang, CHAR[event["character"]])
    if "specialist" in event:
        f["specialist"] = T.get(lang, CHAR[event["specialist"]])
    if isinstance(event.get("trick"), str):
        f["trick"] = texts.trick(event["trick"], lang)
    if "card" in event:
        f["card"] = card_text(event["card"], lang)
        f["perf"] = f["card"]
    case = "acc" if kind in ("buy", "buy_mix", "order", "delivered") else "nom"  # the object of "buys", "offers"
    for key in ("prop", "props", "buy"):
        if key in event:
            f[key] = (
                prop_name(event[key], lang, case) if isinstance(event[key], str) else _names(event[key], lang, case)
            )
    if "magician" in event:
        f["magician"] = texts.magician(event["magician"], lang)
    if "school" in event:
        f["school"] = T.get(lang, SCHOOL[event["school"]])
    coins = COINS if kind == "wages" else COINS_ACC  # paid or taken: the accusative ("platí 1 minci")
    for key, forms in (
        ("coins", coins),
        ("fame", FAME),
        ("shards", SHARDS),
        ("markers", MARKERS),
        ("cards", CARDS_ACC),
    ):
        if isinstance(event.get(key), int) and kind not in ("prepared", "special_bonus", "link_bonus"):
            f[key] = T.count(lang, forms, abs(event[key]))
    return _event_more(kind, event, f, lang)


Words = dict[str, Any]
Wording = Callable[[dict[str, Any], str], Words]


def _int_plus_one(key: str) -> Wording:
    """A seat named by an event field, numbered from 1 as players are."""
    return lambda e, lang: {key: e[key] + 1} if isinstance(e[key], int) else {}


# the words of an event's fields, whatever its kind
_FIELD_WORDS: tuple[tuple[str, Wording], ...] = (
    ("die", lambda e, lang: {"die": die_name(e["die"], lang), "face": face_name(e["face"], lang)}),
    ("loc", lambda e, lang: {"loc": T.get(lang, LOC[e["loc"]])}),
    ("payer", _int_plus_one("payer")),
    ("old", lambda e, lang: {"old": texts.trick(e["old"], lang)}),
    ("target", _int_plus_one("target")),
    ("day", lambda e, lang: {"day": T.get(lang, DAY[e["day"]])}),
    (
        "upcoming",
        lambda e, lang: {"upcoming": ", ".join(prophecy_name(p, lang) for p in e["upcoming"]) or T.get(lang, NONE_YET)},
    ),
    ("active", lambda e, lang: {"active": prophecy_name(e["active"], lang)}),
)


def _perform_gains(event: dict[str, Any], lang: str) -> Words:
    parts = event.get("parts", {})
    return {
        "gains": "; ".join(
            T.get(lang, PLAYER, p=int(o) + 1)
            + " "
            + gains_text(g, lang)
            + (f" ({_parts(parts[o], lang)})" if parts.get(o) else "")
            for o, g in event["gains"].items()
        )
    }


def _fame_change(event: dict[str, Any], lang: str) -> Words:
    """Shards, wages, Hidden Talent: a gain of fame, or a loss said as one ("ztrácí 4 body slávy")."""
    fame = int(event.get("fame") or 0)
    if fame < 0:
        return {"gains": T.get(lang, LOSING, fame=T.count(lang, FAME, -fame))}
    return {"gains": ", " + gains_text({"fame": fame}, lang) if fame else ""}


def _final_scoring(event: dict[str, Any], lang: str) -> Words:
    scores = [f"{T.get(lang, SCORE[k])} {v}" for k, v in event["categories"].items()]
    scores += [f"{texts.trick(t, lang)} {v}" for t, v in event["tricks"].items()]
    return {"fame": T.count(lang, FAME, event["total"]), "scores": ", ".join(scores)}


def _slot(event: dict[str, Any], lang: str) -> Words:
    return {"slot": theatre_labels.slot_name(event["slot"], lang)}


# the words only one kind of event has
_KIND_WORDS: dict[str, Wording] = {
    "prepared": lambda e, lang: {"markers": T.count(lang, MARKERS, e["markers"])},
    "place": lambda e, lang: {"space": space_name(e["loc"], str(e["space"]).split(":"), lang)},
    "set_up": _slot,
    "reschedule": _slot,
    "dice": lambda e, lang: {
        "dice": ", ".join(f"{die_name(d, lang)} {face_name(face, lang)}" for d, face in sorted(e["dice"].items()))
    },
    "initiative": lambda e, lang: {"order": ", ".join(str(s + 1) for s in e["order"])},
    "reveal": lambda e, lang: {"assigned": _reveal(e["assigned"], lang)},
    "move_trick": lambda e, lang: {"trick": texts.trick(e["args"][0], lang), "props": ""},
    "move_components": lambda e, lang: {"trick": "", "props": _names(e["args"], lang)},
    "perform": _perform_gains,
    "nothing_to_do": lambda e, lang: {"ap": T.count(lang, LOST_AP, int(e["ap"]))},
    "link_bonus": lambda e, lang: {"gains": gains_text({k: v for k, v in e.items() if k in ("fame", "coins")}, lang)},
    "special_bonus": lambda e, lang: {"gains": _bonus_gains(e, lang)},
    "shards": _fame_change,
    "wages": _fame_change,
    "hidden_talent": _fame_change,
    "final_scoring": _final_scoring,
}


def _event_more(kind: str, event: dict[str, Any], f: dict[str, Any], lang: str) -> dict[str, Any]:
    """The words of the fields any event may have, then those of its own kind."""
    for key, words in _FIELD_WORDS:
        if key in event:
            f.update(words(event, lang))
    own = _KIND_WORDS.get(kind)
    if own is not None:
        f.update(own(event, lang))
    return f


def describe_event(event: dict[str, Any], lang: str = "en") -> str:
    """One line of the log in ``lang``; an unknown kind shows its fields (never expected)."""
    lang = lang if lang in LANGS else "en"
    kind = str(event.get("type"))
    template = ABILITY.get(event.get("magician", ""), ABILITY_ANY) if kind == "ability" else EVENTS.get(kind)
    if template is None:
        return f"{kind}: " + ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("type", "step"))
    try:
        return T.get(lang, template, **_event_fields(event, lang))
    except (KeyError, IndexError, ValueError):
        return f"{kind}: {event}"
