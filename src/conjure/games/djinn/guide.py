"""The help and the end: help on the current decision, what an action does, and the sentences under the
final standings (cs, en, de)."""

from __future__ import annotations

from typing import Any

from conjure.i18n import N_, Nn_, known_lang

from . import catch as C
from . import ids
from .data import IS_ROUND, SOURCE
from .effects import has_ability, max_power
from .flow import FLOW, TURN_KINDS
from .labels import (
    COL,
    LOC,
    T,
    catch_cost_text,
    chest_text,
    count,
    equip_text,
    mage_text,
)
from .locations import source_fee
from .turn import own_passage

State = dict[str, Any]


HELP = {
    "draft": N_("Choose a character tile; over the draft you take one positive and one negative tile."),
    "placement": N_("Choose where your wizard enters the map: a free path leading to a square field."),
    "move": N_("Choose the path your wizard moves along (never back the way it came)."),
    "stay": N_("No move is possible: your wizard stays."),
    "blocked": N_("Other wizards stand at this edge: pay each of them 1 coin or 1 scroll, or skip past the field."),
    "square": N_(
        "On a square field: the location's basic action and your secret passage's action, in any order; then end your turn."
    ),
    "round": N_(
        "On a round field: the special (or basic) action and the mandatory catch, in either order; then end your turn."
    ),
    "source": N_(
        "At the Magic Source: the top row once and purchases from the bottom row as often as you pay, in any order; then end your turn."
    ),
    "final": N_("Your final action at the Magic Source (no awards now); end it when you are done."),
    "catch": N_("Choose the djinn to catch and the mages that help, then catch them or catch nothing."),
    "catch_src": N_("Choose how many boss djinn to catch from the supply (6 power each)."),
    "place": N_("Put the caught djinn into an empty active circle or into a bottle with a cork."),
    "free": N_("For the boss you caught you may take one djinn of this field for free."),
    "tip": N_("Pay 1 coin or 1 scroll to the next player you owe."),
    "bottle": N_("Choose the colour of the bottle you get."),
    "takemage": N_("Choose the pile whose top mage card you take."),
    "mageup": N_("Turn mage cards face up, or stop."),
    "acad": N_("For 1 of the 3 power gained each, you may turn a mage face up (at most 2)."),
    "chest": N_("A chest with a key symbol: pay a key for its extra reward, or leave it locked."),
    "chest_disc": N_("Discard one of the revealed chests unused (staff)."),
    "xchest": N_("Staff: you may reveal 1 more chest, but then you discard one of them."),
    "arch": N_("Choose an Archive option (two different ones for the special action), or stop."),
    "ppl": N_("Choose the square field and the symbol of your secret passage."),
    "takeequip": N_("Choose the kind of equipment card you take."),
    "keep": N_("Only one card of each kind stays face up: which one do you keep active?"),
    "mkt": N_("Move your assistant to another stall and buy its offer."),
    "swap": N_("Swap empty bottles for bottles of another colour, or stop."),
    "tomb": N_("Tom takes an empty bottle: choose its colour."),
}
HELP_RULE = {
    "draft": "DJN-SETUP-10",
    "placement": "DJN-MOVE-1",
    "move": "DJN-MOVE-2",
    "stay": "DJN-MOVE-5",
    "blocked": "DJN-MOVE-3",
    "square": "DJN-FIELD-1",
    "round": "DJN-FIELD-2",
    "source": "DJN-SRC-3",
    "final": "DJN-END-3",
    "catch": "DJN-CATCH-2",
    "catch_src": "DJN-SRC-1",
    "place": "DJN-CATCH-6",
    "free": "DJN-CATCH-8",
    "bottle": "DJN-EFF-1",
    "takemage": "DJN-EFF-1",
    "mageup": "DJN-EFF-1",
    "acad": "DJN-CHAR-P9",
    "chest": "DJN-CAT-2",
    "chest_disc": "DJN-EQ-3",
    "xchest": "DJN-EQ-3",
    "arch": "DJN-ARC-1",
    "ppl": "DJN-ARC-2",
    "takeequip": "DJN-WRK-1",
    "keep": "DJN-WRK-2",
    "mkt": "DJN-MKT-1",
    "swap": "DJN-EQ-5",
    "tomb": "DJN-SOLO-4",
}


def decision_key(state: State, seat: int) -> str:
    """Which kind of decision the seat faces (a key of HELP)."""
    node = state["tasks"][-1] if state["tasks"] else None
    if node is not None and node["t"] not in TURN_KINDS:
        k = node["t"]
        if k == "catch" and node["src"]:
            return "catch_src"
        if k == "chest" and node["discard"]:
            return "chest_disc"
        if k == "tip":
            return "tip"
        return str(k)
    if state["phase"] == "draft":
        return "draft"
    t = state["turn"]
    if t["stage"] == "blocked":
        return "blocked"
    if t["stage"] == "move":
        return "placement" if state["seats"][seat]["position"] is None else "move"
    if state["phase"] == "final":
        return "final"
    field = t["field"]
    if field == SOURCE:
        return "source"
    return "round" if IS_ROUND.get(field) else "square"


def decision_help(state: State, seat: int, lang: str = "en") -> tuple[str, str] | None:
    """(rule id, sentence) for the seat's current decision; None when it is not to act."""
    if seat not in FLOW.to_act(state):
        return None
    key = decision_key(state, seat)
    if key == "move" and FLOW.option_ids(state, seat) == ["stay"]:
        key = "stay"
    if key == "tip":
        return ("DJN-MKT-2" if state["turn"]["stage"] != "paying" else "DJN-MOVE-3"), T.get(lang, HELP["tip"])
    return HELP_RULE[key], T.get(lang, HELP[key])


# -- what an action does ---------------------------------------------------------------------------------
LOC_ACTION = {  # a location's basic and special action, in words
    "ACA": (N_("+1 scroll, +3 power"), N_("capacity +1, +1 scroll, +3 power")),
    "TAV": (N_("1 of the 2 mages without a key"), N_("1 of all 4 mages; a key mage also gives a key")),
    "CAT": (N_("reveal 1 chest"), N_("reveal 2 chests")),
    "ARC": (N_("1 of the 5 Archive options"), N_("2 different Archive options")),
    "WRK": (N_("for 2 coins: 1 cork and 1 equipment card"), N_("for 3 coins: 2 corks and 1 equipment card")),
    "MKT": (N_("1 market purchase"), N_("2 market purchases")),
}
EXPLAIN = {
    "round": N_("round field: special action and the mandatory catch"),
    "square": N_("square field: basic action"),
    "djinn": N_("djinn: {0}"),
    "boss": N_("boss djinn"),
    "source": N_("Magic Source: refill, bosses, purchases for scrolls"),
    "catch": N_("a djinn costs 4 power, a boss 4 + 2 for each other djinn at its field"),
    "bottle": N_("10 VP instead of 3 at the end; uses the bottle and a cork"),
    "refill": N_("power up to {0}"),
    "bottom_equipment": N_("the bottom card of the pile, face down until you take it"),
    "bosses": N_("6 power per boss djinn; mages help"),
    "buy": N_("costs {0}"),
    "nothing_src": N_("the top row is used up by this"),
    "lose": N_("−1 power"),
    "p7": N_("+2 power"),
    "tom": N_("Tom then reveals a card"),
    "pay": N_("1 coin or 1 scroll to each wizard here"),
}


def explain_action(state: State, seat: int, aid: str, lang: str = "en") -> str:
    """One line on what a legal action does beyond its label; '' where the label says it all."""
    lang = known_lang(lang)
    chosen = ids.parse(aid)
    handler = _EXPLAINERS.get(chosen.kind)
    return str(handler(state, seat, chosen, lang)) if handler else ""


def _field_info(state: State, seat: int, chosen: ids.Move | ids.Skip | ids.Place, lang: str) -> str:
    field = chosen.field
    w = T.table(lang, EXPLAIN)
    if field == SOURCE:
        return w["source"]
    loc = state["tiles"][field]
    if not IS_ROUND[field]:
        return f"{w['square']} ({T.get(lang, LOC_ACTION[loc][0])})"
    here = [w["boss"]] if state["boss"][field] else []
    here += [T.table(lang, COL)[c] for c in state["djinn"][field]]
    text = f"{w['round']} ({T.get(lang, LOC_ACTION[loc][1])})"
    return text + (f"; {w['djinn'].format(', '.join(here))}" if here else "")


def _act_info(state: State, seat: int, chosen: ids.Act, lang: str) -> str:

    field = state["turn"]["field"]
    loc = own_passage(state, seat, field) if chosen.action == "secret" else state["tiles"].get(field, "")
    if loc not in LOC_ACTION:
        return ""
    return f"{T.table(lang, LOC)[loc]}: {T.get(lang, LOC_ACTION[loc][1 if chosen.action == 'special' else 0])}"


def _source_info(state: State, seat: int, chosen: ids.Src, lang: str) -> str:
    w = T.table(lang, EXPLAIN)
    if chosen.what == "refill":
        return w["refill"].format(max_power(state["seats"][seat]))
    if chosen.what == "bosses":
        return w["bosses"]
    return w["buy"].format(count(source_fee(state, seat), "scrolls", lang))


def _cnone_info(state: State, seat: int, chosen: ids.Cnone, lang: str) -> str:
    node = state["tasks"][-1]
    w = T.table(lang, EXPLAIN)
    if node["src"]:
        return w["nothing_src"]
    return w["p7"] if has_ability(state["seats"][seat], "no_catch_power") else w["lose"]


def _end_info(state: State, seat: int, chosen: ids.End, lang: str) -> str:
    solo_round = len(state["seats"]) == 1 and state["phase"] == "play" and IS_ROUND.get(state["turn"]["field"], False)
    return T.table(lang, EXPLAIN)["tom"] if solo_round and state["tom"] else ""


def _mage_at(state: State, seat: int, chosen: ids.Cmage, lang: str) -> str:
    p = state["seats"][seat]
    i = chosen.index
    return mage_text(p["mages"][i][0], lang) if i < len(p["mages"]) else ""


def _equip_at(state: State, seat: int, chosen: ids.Ceq | ids.Eq, lang: str) -> str:
    p = state["seats"][seat]
    i = chosen.index
    return equip_text(p["equipment"][i][0], lang, with_kind=True) if i < len(p["equipment"]) else ""


def _pile_top(state: State, seat: int, chosen: ids.Tm, lang: str) -> str:
    pile = state["piles"][chosen.pile]
    return mage_text(pile[-1], lang) if pile else ""


def _equip_top(state: State, seat: int, chosen: ids.Teq, lang: str) -> str:
    pile = state["equipment_piles"][chosen.pile]
    if not pile:
        return ""
    if has_ability(state["seats"][seat], "bottom_equipment"):  # DJN-CHAR-N9: the bottom card is not seen before
        return T.table(lang, EXPLAIN)["bottom_equipment"]
    return equip_text(pile[-1], lang)


def _keep_info(state: State, seat: int, chosen: ids.Keep, lang: str) -> str:
    node = state["tasks"][-1]
    card = state["seats"][seat]["equipment"][node["new" if chosen.which == "new" else "old"]][0]
    return equip_text(card, lang, with_kind=True)


def _chest_info(state: State, seat: int, chosen: ids.Cdisc, lang: str) -> str:
    return chest_text(chosen.chest, lang)


_EXPLAINERS: dict[str, Any] = {
    "move": _field_info,
    "skip": _field_info,
    "place": _field_info,
    "act": _act_info,
    "src": _source_info,
    "cnone": _cnone_info,
    "end": _end_info,
    "catch": lambda s, seat, a, lang: T.table(lang, EXPLAIN)["catch"],
    "bottle": lambda s, seat, a, lang: T.table(lang, EXPLAIN)["bottle"],
    "pay": lambda s, seat, a, lang: T.table(lang, EXPLAIN)["pay"],
    "cadd": lambda s, seat, a, lang: catch_cost_text(s, seat, C.added(s["tasks"][-1], a.what), lang),
    "cgo": lambda s, seat, a, lang: catch_cost_text(s, seat, s["tasks"][-1], lang),
    "cmage": _mage_at,
    "ceq": _equip_at,
    "eq": _equip_at,
    "tm": _pile_top,
    "teq": _equip_top,
    "keep": _keep_info,
    "cdisc": _chest_info,
}


# -- the final result --------------------------------------------------------------------------------------
RESULT = {
    "won_solo": N_("You beat Tom: all 6 boss djinn left the town before he revealed his last card."),
    "lost_solo": N_("You lost to Tom: he revealed his last card while {0}."),
    "tom_bonus": N_("The cards Tom had left give you {0}."),
    "tasks": N_("Tasks of the table fulfilled: {0}."),
    "one": N_("Player {0} wins with {1}."),
    "shared": N_("Players {0} share the win with {1}."),
    "broken": N_("The tie at {1} was broken by coins + scrolls + keys: {0}."),
    "still": N_("The tie at {1} stayed even on coins + scrolls + keys ({0}), so the place is shared."),
}
LEFT_IN_TOWN = Nn_("{n} boss djinn was still in the town", "{n} boss djinn were still in the town")
AND = N_(" and ")
PLAYER = N_("player {0}")
TASKS = {
    "mages8": N_("at least 8 mages"),
    "sets2": N_("at least 2 equipment sets"),
    "awards3": N_("at least 3 awards"),
    "coins10": N_("at least 10 coins"),
    "keys3": N_("at least 3 keys"),
    "circles_max2": N_("at most 2 active circles"),
    "capacity6": N_("capacity at most 6"),
    "kinds_max1": N_("equipment of at most one kind"),
    "mages_max2": N_("at most 2 mages"),
    "no_key_mage": N_("no mage with a key"),
    "no_passage": N_("no secret passage"),
}


def _names(seats: list[int], lang: str) -> str:
    names = [str(s + 1) for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + T.get(lang, AND) + names[-1]


def result_lines(result: dict[str, Any], lang: str = "en") -> list[str]:
    """Who won and how; a solo loss as a loss; the tie-break only when tied scores needed it."""
    lang = known_lang(lang)
    w = T.table(lang, RESULT)
    if result.get("solo"):
        return _solo_lines(result, lang)
    scores = result["scores"]
    winners = result["winners"]
    top = _points_with(scores[winners[0]], lang)
    lines = [
        w["one"].format(winners[0] + 1, top) if len(winners) == 1 else w["shared"].format(_names(winners, lang), top)
    ]
    if result.get("tiebreak", "none") != "none":
        values = result.get("tiebreak_values", [])
        for score in sorted({s for s in scores if scores.count(s) > 1}, reverse=True):
            tied = [i for i, s in enumerate(scores) if s == score]
            pts = _points_at(score, lang)
            detail = ", ".join(f"{T.get(lang, PLAYER).format(i + 1)}: {values[i]}" for i in tied) if values else ""
            even = len({values[i] for i in tied}) == 1 if values else True
            lines.append((w["still"] if even else w["broken"]).format(detail, pts))
    return lines


def _points_with(n: int, lang: str) -> str:
    """Points after "with": cs instrumental ("s 1 bodem", "s 85 body"), de dative ("mit 85 Punkten")."""
    return T.nptr(lang, "with", "{n} point", "{n} points", n)


def _points_at(n: int, lang: str) -> str:
    """Points of a tie: cs "na 80 bodech", en "80 points", de "bei 80 Punkten" (the template adds the rest)."""
    return T.nptr(lang, "at a score of", "{n} point", "{n} points", n)


def _solo_lines(result: dict[str, Any], lang: str) -> list[str]:
    w = T.table(lang, RESULT)
    if result["solo"] == "lost":
        left = int(result.get("bosses_left", 1)) or 1
        return [w["lost_solo"].format(T.count(lang, LEFT_IN_TOWN, left))]
    lines = [w["won_solo"]]
    tom = result["breakdown"][0].get("tom", 0)
    if tom:
        lines.append(w["tom_bonus"].format(count(tom, "points", lang)))
    if result.get("tasks"):
        lines.append(w["tasks"].format(", ".join(T.table(lang, TASKS).get(t, t) for t in result["tasks"])))
    return lines
