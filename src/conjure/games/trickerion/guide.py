"""Help for the ``help`` command (the decision on top, with its rule id in ``docs/rules/trickerion.md``), what a
legal action does beyond its label, and the lines under the final standings."""

from __future__ import annotations

from typing import Any

from conjure.engine.actions import TypedId
from conjure.i18n import LANGS, N_

from . import data, ids, texts
from .flow import FLOW
from .labels import AP, COINS, COINS_ACC, FAME, PLAYER, SCHOOL, SCORE, SHARDS, T, prop_name
from .locations.dark_alley import draw_cost
from .locations.downtown import CHEAPER, learn_cost
from .locations.market import shelf
from .phases import placement
from .phases.opening import advertising_cost
from .phases.preparation import meets
from .phases.round_end import WAGE
from .prophecies.locations import AP_COST, cost
from .specials.bonuses import bonus

HELP = {
    "choose_magician": ("TRK-SETUP-8", N_("Choose your magician: its school is your favourite, its ability yours.")),
    "choose_trick": (
        "TRK-SETUP-10",
        N_(
            "Choose a level-1 trick of your school to start with (each option names its "
            "props, yield and Prepare); the props come next: with the props it needs it "
            "starts prepared."
        ),
    ),
    "choose_props": ("TRK-SETUP-9", N_("Choose the props you start with.")),
    "choose_specialist": ("TRK-SETUP-11", N_("Choose the specialist who joins you at the start.")),
    "choose_manager_props": ("TRK-SETUP-11", N_("Choose the manager's props.")),
    "choose_engineer_trick": ("TRK-SETUP-11", N_("Choose the trick for the engineer's slot.")),
    "advertise": ("TRK-ROUND-3", N_("Advertise (pay coins by your initiative for fame) or not.")),
    "assign": (
        "TRK-ASSIGN-1",
        N_("In secret, give each character you will place an assignment card; the cards are revealed together."),
    ),
    "place": ("TRK-PLACE-1", N_("Place a character at the location its card names, or leave it idle.")),
    "turn_downtown": (
        "TRK-DOWN-1",
        N_("Spend action points Downtown: learn a trick, hire, take coins, reroll or set a die; or end the turn."),
    ),
    "turn_market_row": (
        "TRK-MARKET-1",
        N_("Spend action points at the Market Row: buy, order or quick-order props; or end the turn."),
    ),
    "turn_workshop": (
        "TRK-WORK-1",
        N_(
            "Spend action points in the Workshop: prepare tricks or move tricks, props "
            "and apprentices; or end the turn."
        ),
    ),
    "turn_dark_alley": (
        "TRK-ALLEY-1",
        N_("Spend action points in the Dark Alley: draw special cards or tell fortunes; or end the turn."),
    ),
    "turn_theater": (
        "TRK-THEATER-1",
        N_("Spend action points in the Theater: set up a trick, reschedule a marker; or end the turn."),
    ),
    "keep_special": ("TRK-ALLEY-1", N_("Keep one of the drawn special cards; the other goes back.")),
    "theater_slot": ("TRK-THEATER-1", N_("Choose the slot of the performance card for the trick's marker.")),
    "theater_face": ("TRK-THEATER-2", N_("Turn the marker: its school corner decides the links it makes.")),
    "link_bonus": ("TRK-LINK-2", N_("Take the link bonus in fame or in coins.")),
    "perform": ("TRK-PERF-1", N_("Perform a performance card on this day with your magician.")),
    "break_free": ("TRK-PERF-5", N_("Master of Chains: move one of your markers before the performance, or not.")),
    "soul_possession": ("TRK-PERF-6", N_("Yoruba Spiritmaster: choose the card the opponent performs, or not.")),
    "trick_steal": (
        "TRK-PERF-7",
        N_("The Red Lotus: take the yield of another player's trick instead of yours, or not."),
    ),
    "buying_time": ("TRK-THEATER-10", N_("Buying Time: swap two performance cards for 3 coins, or not.")),
    "restock": ("TRK-ALLEY-9", N_("Choose the prop put back into the market.")),
    "invest": ("TRK-ALLEY-9", N_("Investments: choose the props to buy with the coins taken.")),
    "motivate": ("TRK-ALLEY-9", N_("Hypnotic Motivation: the new character may act at once, or not.")),
    "grand_premiere": (
        "TRK-PERF-8",
        N_("Grand Premiere: choose the yield of a trick performed for the first time to double."),
    ),
    "durable_components": (
        "TRK-PERF-8",
        N_("Durable Components: put one of your performed markers back onto its trick card, or not."),
    ),
    "on_stage": (
        "TRK-WORK-6",
        N_("On-stage Preparation: put one of the new markers onto a performance card (its links pay nothing), or not."),
    ),
    "hidden_talent": (
        "TRK-END-10",
        N_("Hidden Talent: let the apprentice go and hire a specialist, paying the higher wage, or not."),
    ),
}
OTHER = ("TRK-GAME-1", N_("Choose one of the legal actions."))
NOTE = {
    "learn": N_("costs {cost}; {school}, level {level}, needs {threshold} fame; props: {props}; yield {yield_}"),
    "learn_coins": N_("{ap} and {coins} (your fame is below {threshold})"),
    "trick": N_(
        "{school}, level {level}; props: {props}; yield {yield_}; a Prepare costs {ap} AP and gives {markers} markers"
    ),
    "prepare": N_("costs {ap} AP; gives {markers} markers; yield {yield_}; props: {props}"),
    "setup": N_("costs {cost}; a marker onto a performance card; its yield: {yield_}"),
    "price": N_("costs {cost}; {price} a piece"),
    "ap": N_("costs {cost}"),
    "hire": N_("costs {cost}; wages {wage} a round"),
    "return_trick": N_(
        "no cost: the card goes back to its deck, its markers (those on performance cards too) to your "
        "supply; then you go on deciding"
    ),
    "return_prop": N_("no cost: makes room in your workshop; then you go on deciding"),
    "place": N_("the character gets {ap} AP"),
    "perform": N_("the magician performs here later; no AP now"),
    "props": N_("worth {coins}; {trick} starts prepared with them"),
    "props_short": N_("worth {coins}; {trick} needs {props}"),
    "end": N_("the character's unspent action points are lost"),
    "idle": N_("the character does nothing this round"),
    "advertise": N_("costs {coins} and gives {fame}"),
    "school": N_("favourite school: {school}; without the Dark Alley a magician has no ability"),
}
SPECIALIST = {  # what each starting specialist brings (TRK-SETUP-11) and costs each round (TRK-END-1)
    "assistant": N_("brings a second apprentice on the assistant's board; wages {wage} a round"),
    "manager": N_("brings props worth up to 2 coins on his slots (a pile there counts one more); wages {wage} a round"),
    "engineer": N_("brings a second level-1 trick of any school on his slot; wages {wage} a round"),
}
AP_OF = {
    "coins": "take_coins",
    "reroll": "reroll_die",
    "set": "set_die",
    "order": "order",
    "quick": "quick_order",
    "fortune": "fortune_telling",
    "move_trick": "move_trick",
    "move_components": "move_components",
    "move_apprentice": "move_apprentice",
    "reschedule": "reschedule",
    "buyset": "buy",
}  # the action kinds whose note is their AP cost (data.toml [[actions]])
BASE_HELP = {  # the decisions whose help differs without the Dark Alley
    "choose_magician": (
        "TRK-SETUP-8",
        N_("Choose your magician: its school is your favourite (without the Dark Alley the magicians use no ability)."),
    ),
}
CARD_NOTE = N_("{card}: {effect}")
RESULT = {
    "won": N_("{who} wins with {fame}."),
    "shared": N_("{who} share the win with {fame}."),
    "tiebreak": N_("The tie is broken by the initiative order."),
    "line": N_("{who}: {fame} in the end ({scores})."),
    "nothing": N_("nothing"),
}


def decision_help(state: dict[str, Any], seat: int, lang: str = "en") -> tuple[str, str] | None:
    """The rule id and one sentence on the decision ``seat`` has to make now; None if it is not to act."""
    task = FLOW.top_decision(state)
    if task is None or seat not in FLOW.waiting(task):
        return None
    kind = str(task["t"])
    rule, text = BASE_HELP[kind] if kind in BASE_HELP and not state.get("dark_alley", True) else HELP.get(kind, OTHER)
    begun = FLOW.sofar(state, seat)
    question = _next_question(begun, bonus(task))
    if question is not None:
        rule, text = _step_rule(begun[0]), question
    return rule, T.get(lang if lang in LANGS else "en", text)


QUESTIONS = {  # the next question of a move asked step by step (steps.py), by the steps taken so far
    "ware": N_("Which prop?"),
    "count": N_("How many?"),
    "haggle": N_("How many coins to haggle off, for 1 AP each?"),
    "to_slot": N_("Onto which order slot? It arrives in the buy area's slot below it at the End of Round."),
    "add": N_("Which prop to add to the mix, or is that all?"),
    "die": N_("Which die?"),
    "learn": N_("Which trick to learn?"),
    "replace": N_("Which of your tricks does it replace (its markers move onto the new one)?"),
    "hire": N_("Which character to hire?"),
    "coins": N_("Take the coins the die shows."),
    "set": N_("Which face to set the die to?"),
    "school": N_("A trick of which school?"),
    "spot": N_("Which space, or does the character stay idle?"),
    "boost": N_("With a shard for +1 AP (or another extra), or without?"),
    "give_back": N_("Which of the trick's props to give back (1 fame and 1 coin each), or is that all?"),
    "mark": N_("Which other trick of yours gets a marker?"),
}
DOWNTOWN = ("learn", "hire", "coins", "reroll", "set")


def _step_rule(first: str) -> str:
    """The rule of a move asked step by step, by its first step: the Market Row, Downtown, a placement or the Workshop."""
    act = ids.parse(first)
    if isinstance(act, ids.Prepare):
        return "TRK-STEP-4"
    if isinstance(act, ids.Who):
        return "TRK-STEP-3"
    if isinstance(act, ids.Add):
        return "TRK-STEP-2"
    return "TRK-STEP-2" if isinstance(act, ids.Act) and act.what in DOWNTOWN else "TRK-STEP-1"


def _next_question(begun: tuple[str, ...], card: str | None = None) -> str | None:
    """The question the seat answers next in a move it has begun (None: none begun); ``card``: the special card
    whose bonus the turn holds (a Prepare begun asks what its card adds)."""
    if not begun:
        return None
    act = ids.parse(begun[0])
    if isinstance(act, ids.Prepare):  # Unstable Prototype gives props back, Replaceable Parts marks another trick
        return QUESTIONS["mark" if card == "replaceable_parts" else "give_back"]
    if isinstance(act, ids.Add):
        return QUESTIONS["add"]
    if isinstance(act, ids.Who):
        return QUESTIONS["spot" if len(begun) == 1 else "boost"]
    what = act.what if isinstance(act, ids.Act) else ""
    if what == "buyset":
        return QUESTIONS["add"]
    if what == "learn":
        return QUESTIONS[("die", "school", "learn", "replace")[min(len(begun), 4) - 1]]
    if what in DOWNTOWN:
        return QUESTIONS["die" if len(begun) == 1 else what]
    if len(begun) == 1:
        return QUESTIONS["ware"]
    if what == "order":
        return QUESTIONS["to_slot"]
    return QUESTIONS["count" if len(begun) == 2 else "haggle"]


def _yield(trick: data.Trick, lang: str) -> str:
    parts = [
        T.count(lang, FAME, trick.yield_fame) if trick.yield_fame else "",
        T.count(lang, COINS, trick.yield_coins) if trick.yield_coins else "",
        T.count(lang, SHARDS, trick.yield_shards) if trick.yield_shards else "",
    ]
    return ", ".join(p for p in parts if p) or T.get(lang, RESULT["nothing"])


def _trick_note(kind: str, trick_id: str, lang: str, price: str = "") -> str:
    trick = data.TRICKS[trick_id]
    props = ", ".join(f"{prop_name(p, lang)} {n}" for p, n in sorted(trick.components.items()))
    return T.get(
        lang,
        NOTE[kind],
        level=trick.level,
        threshold=trick.threshold,
        props=props,
        ap=trick.prepare_ap,
        markers=trick.markers,
        yield_=_yield(trick, lang),
        cost=price,
        school=T.get(lang, SCHOOL[trick.school]),
    )


def _card_note(card: str, lang: str) -> str:
    return T.get(lang, CARD_NOTE, card=texts.special(card, lang), effect=texts.special_effect(card, lang))


def _bonus_card(state: dict[str, Any]) -> str | None:
    """The special card whose bonus the turn on top still holds."""
    task = FLOW.top_decision(state) if state else None
    card = task.get("special") if task else None
    return str(card) if card in data.SPECIAL_ASSIGNMENTS else None


def explain_action(state: dict[str, Any], seat: int, aid: str, lang: str = "en") -> str:
    """One line on what a legal action does beyond its label ('' if the label says it all): a special card's or a
    prophecy's effect where the action offers, keeps, copies or uses one, a magician's ability, a trick's needs."""
    lang = lang if lang in LANGS else "en"
    card = _bonus_card(state) if aid.endswith(":special") or aid == "forgo" else None
    note = _explain(state, seat, aid, lang)
    if card is None:
        return note
    return f"{_card_note(card, lang)} ({note})" if note else _card_note(card, lang)


def _price(state: dict[str, Any], kind: str, prop: str) -> int:
    """What one of the prop costs: a Buy pays the price on offer now (a quick-ordered prop 1 coin more, a prophecy's
    price); a quick-ordered prop will be on offer for 1 coin more (Rychlá objednávka); an ordered one at its price."""
    printed = int(data.COMPONENTS[prop]["price"])
    if "market" not in state:
        return printed
    if kind == "buy":
        return int(shelf(state).get(prop, printed))
    if kind == "quick":
        return int(shelf({**state, "market": {**state["market"], "quick": prop}}).get(prop, printed))
    return printed


def _explain(state: dict[str, Any], seat: int, aid: str, lang: str) -> str:
    try:
        match chosen := ids.parse(aid):
            case ids.Assign(card=card) | ids.Keep(card=card) if card in data.SPECIAL_ASSIGNMENTS:
                return texts.special_effect(card, lang)  # the label names the card
            case ids.Place():
                return _place_note(state, seat, aid, lang)
            case ids.Fate(prophecy):
                return texts.prophecy_effect(prophecy, lang)
            case ids.Magician(magician):  # the ability side of the card only with the Dark Alley (TRK-SETUP-8)
                if state.get("dark_alley", True):
                    return texts.ability(magician, lang)
                return T.get(lang, NOTE["school"], school=T.get(lang, SCHOOL[data.MAGICIANS[magician].school]))
            case ids.Trick(trick):
                return _trick_note("trick", trick, lang)
            case ids.Props(props) if state.get("seats"):
                return _props_note(state, seat, [p for p in props if p in data.COMPONENTS], lang)
            case ids.Specialist(specialist):
                return T.get(lang, SPECIALIST[specialist], wage=T.count(lang, COINS_ACC, _wage(specialist)))
        return _turn_note(state, seat, aid, chosen, lang)
    except (KeyError, IndexError, ValueError):
        return ""


def _turn_note(state: dict[str, Any], seat: int, aid: str, chosen: TypedId, lang: str) -> str:
    """The note of an action in a location turn, the advertising or the end: what it costs and gives."""
    cheaper = 1 if aid.endswith(":special") and _bonus_card(state) in CHEAPER else 0
    kind = chosen.kind
    match chosen:
        case ids.Learn(trick=trick):
            return _learn_note(state, seat, trick, cheaper, lang)
        case ids.Prepare(trick=trick) | ids.Setup(trick=trick) if trick in data.TRICKS:
            return _trick_note(kind, trick, lang, _ap(lang, _cost(state, "set_up_trick")))
        case ids.Buy(prop=prop, haggle=haggle):
            return _price_note(state, kind, prop, _cost(state, "buy") + haggle * _cost(state, "bargain"), lang)
        case ids.Quick(prop=prop):
            return _price_note(state, kind, prop, _cost(state, AP_OF[kind]), lang)
        case ids.Order(prop=prop) if chosen.slot is not None:  # Logistics' order (no slot): its AP only
            return _price_note(state, kind, prop, _cost(state, AP_OF[kind]), lang)
        case ids.Hire(character=character):
            return T.get(
                lang,
                NOTE["hire"],
                cost=_ap(lang, _cost(state, "hire_character") - cheaper),
                wage=T.count(lang, COINS_ACC, _wage(character)),
            )
        case ids.Draw() if state.get("tasks"):
            return T.get(lang, NOTE["ap"], cost=_ap(lang, draw_cost(state, state["tasks"][-1])))
    if kind in AP_OF:
        return T.get(lang, NOTE["ap"], cost=_ap(lang, _cost(state, AP_OF[kind]) - cheaper))
    if kind == "advertise":
        fee = advertising_cost(state, seat)
        return T.get(
            lang,
            NOTE["advertise"],
            coins=T.count(lang, COINS_ACC, int(fee)),
            fame=T.count(lang, FAME, int(data.C["advertise_fame"])),
        )
    if kind in ("end", "idle", "return_trick", "return_prop"):
        return T.get(lang, NOTE[kind])
    return ""


def _price_note(state: dict[str, Any], kind: str, prop: str, spent: int, lang: str) -> str:
    return T.get(lang, NOTE["price"], cost=_ap(lang, spent), price=T.count(lang, COINS, _price(state, kind, prop)))


def _learn_note(state: dict[str, Any], seat: int, trick: str, cheaper: int, lang: str) -> str:
    """Learn a Trick: its AP, and its coins when the fame threshold is not met."""
    coins = learn_cost(state["seats"][seat], trick) if state.get("seats") else 0
    ap_text = _ap(lang, _cost(state, "learn_trick") - cheaper)
    price = (
        T.get(
            lang,
            NOTE["learn_coins"],
            ap=ap_text,
            coins=T.count(lang, COINS_ACC, coins),
            threshold=data.TRICKS[trick].threshold,
        )
        if coins
        else ap_text
    )
    return _trick_note("learn", trick, lang, price)


def _cost(state: dict[str, Any], action: str) -> int:
    """An action's AP (the active prophecy's where it sets one; the printed cost for a bare state)."""
    return cost(state, action) if "prophecy" in state else AP_COST[action]


def _ap(lang: str, n: int) -> str:
    return f"{n} {T.get(lang, AP)}"


def _wage(kind: str) -> int:
    return WAGE[kind]


def _place_note(state: dict[str, Any], seat: int, aid: str, lang: str) -> str:
    """A placement: the AP the character gets (its card, space, shard, gear and copy), a copied card's effect."""
    chosen = ids.Place.parse(aid)
    char, loc, space, extra = chosen.char, chosen.loc, chosen.space, chosen.extras
    card = state["assigned"][seat][char]
    copied = chosen.copied
    if loc == "theater" and str(space).endswith(":performance"):
        note = T.get(lang, NOTE["perform"])
    else:
        ap = placement.card_ap(
            state, seat, copied or card, char, loc, space, placement.SHARD in extra, placement.GEAR in extra
        )
        note = T.get(lang, NOTE["place"], ap=ap)
    return f"{note}; {_card_note(copied, lang)}" if copied else note


def _props_note(state: dict[str, Any], seat: int, props: list[str], lang: str) -> str:
    """Starting props: what they are worth, and whether the starting trick then starts prepared (TRK-SETUP-12)."""
    own = state["seats"][seat]
    worth = T.count(lang, COINS_ACC, sum(data.price(p) for p in props))
    if not own["tricks"]:
        return worth
    trick = own["tricks"][0]["id"]
    held = dict(own["props"])
    for p in props:
        held[p] = held.get(p, 0) + 1
    if meets({**own, "props": held}, trick):
        return T.get(lang, NOTE["props"], coins=worth, trick=texts.trick(trick, lang))
    needs = ", ".join(f"{prop_name(p, lang)} {n}" for p, n in sorted(data.TRICKS[trick].components.items()))
    return T.get(lang, NOTE["props_short"], coins=worth, trick=texts.trick(trick, lang), props=needs)


def result_lines(result: dict[str, Any], lang: str = "en") -> list[str]:
    """Who won with how much fame, the tie-break if used, and each player's final scoring."""
    lang = lang if lang in LANGS else "en"
    winners = list(result["winners"])
    if not winners:
        return []
    who = ", ".join(T.get(lang, PLAYER, p=s + 1) for s in winners)
    fame = T.count(lang, FAME, int(result["scores"][winners[0]]))
    lines = [T.get(lang, RESULT["won" if len(winners) == 1 else "shared"], who=who, fame=fame)]
    if result.get("tiebreak", "none") != "none":
        lines.append(T.get(lang, RESULT["tiebreak"]))
    for seat, score in enumerate(result.get("final", [])):
        parts = [f"{T.get(lang, SCORE[k])} {v}" for k, v in score["categories"].items() if k in SCORE]
        parts += [f"{texts.trick(t, lang)} {v}" for t, v in score["tricks"].items()]
        lines.append(
            T.get(
                lang,
                RESULT["line"],
                who=T.get(lang, PLAYER, p=seat + 1),
                fame=T.count(lang, FAME, int(result["scores"][seat])),
                scores=", ".join(parts),
            )
        )
    return lines
