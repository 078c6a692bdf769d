"""A wizard's turn: the character draft, the main decision at each stage of the turn (move, blocked,
field), the free actions beside it, the end of the turn, rounds and the final Source action.

Each kind is registered once with the turn machine (``flow.FLOW``) with its options and its resolution.
"""

from __future__ import annotations

from typing import Any, Final

from conjure.engine.actions import TypedId, make_id
from conjure.engine.flow import Flow
from conjure.engine.rng import Rng

from . import catch as C
from . import ids
from . import locations as L
from . import map as M
from .catch import EQUIP_ABILITY
from .data import AWARDS, CHARACTERS, COLOURS, EQUIPMENT, IS_ROUND, LOCATION_ACTIONS, SOURCE
from .effects import apply_effects, gain_power, has_ability, max_power
from .flow import FLOW, Events, State, Task, in_flow_order
from .setup import fresh_turn
from .solo import tom_turn


# -- the character draft ---------------------------------------------------------------------------
def draft_options(state: State, task: Task, seat: int) -> list[str]:
    """Snake draft: one tile of either kind, then (reverse order) one of the other kind (DJN-SETUP-10)."""
    mine = state["seats"][seat]["characters"]
    sides = ["pos", "neg"]
    if mine:
        sides = [s for s in sides if s != CHARACTERS[mine[0]]["side"]]
    return [make_id("char", c) for s in sides for c in state["offer"][s]]


@FLOW.decision("draft", draft_options)
def draft(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    pick_character(state, seat, ids.Char.parse(aid).tile, events)


def pick_character(state: State, seat: int, cid: str, events: Events) -> None:
    p = state["seats"][seat]
    side = CHARACTERS[cid]["side"]
    state["offer"][side].remove(cid)
    p["characters"].append(cid)
    events.append({"type": "character", "seat": seat, "tile": cid})
    apply_effects(state, seat, CHARACTERS[cid].get("on_take", []), events)  # a tile's effect when taken
    state["draft"].pop(0)
    if state["draft"]:
        state["current"] = state["draft"][0]
    else:
        state["phase"] = "play"
        start_turn(state, state["first"], events)


# -- the main decision and the free actions beside it ------------------------------------------------
def with_free(state: State, seat: int, main: list[str]) -> list[str]:
    """The stage's options and the free actions; N10 must bottle first while it can (DJN-CHAR-N10)."""
    free = free_actions(state, seat)
    if free and has_ability(state["seats"][seat], "must_bottle") and free[0].startswith("bottle:"):
        return free
    return main + free


def move_options(state: State, task: Task, seat: int) -> list[str]:
    """In the flow's order (registered ``ordered``: the engine does not sort it again)."""
    main = M.placements(state, seat) if state["seats"][seat]["position"] is None else M.moves(state, seat)
    return in_flow_order(with_free(state, seat, main or ["stay"]))


@FLOW.decision("move", move_options, ask_single=True, ordered=True)
def move(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """The first placement, a step along a path, or staying when every path is closed (DJN-MOVE-*)."""
    state["tasks"].pop()
    t = state["turn"]
    p = state["seats"][seat]
    kind, _, field = aid.partition(":")
    if kind == "move":  # the commonest, read from the text: its one argument is the field (as ids.Move)
        M.step_to(state, seat, field, p["position"][0], events)
        return
    match chosen := ids.parse(aid):
        case ids.Place(field, came_from):
            M.arrive(state, seat, field, came_from, events)
        case ids.Stay():
            events.append({"type": "stuck", "seat": seat})
            t["stage"] = "field"
            t["field"] = p["position"][0]
            t["declined"] = True
            t["catch"] = "none"
        case _:
            play_free(state, seat, chosen, events)


def blocked_options(state: State, task: Task, seat: int) -> list[str]:
    return M.blocked_options(state, seat)


@FLOW.decision("blocked", blocked_options, ask_single=True)
def blocked(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """At an occupied edge: pay the wizards there, or go on past the field (DJN-MOVE-3, DJN-MOVE-4)."""
    state["tasks"].pop()
    chosen = ids.parse(aid)
    if isinstance(chosen, ids.Pay):
        M.pay_and_arrive(state, seat, events)
        return
    to = state["turn"]["blocked_at"][0]
    events.append({"type": "skip", "seat": seat, "field": to})
    M.step_to(state, seat, ids.Skip.parse(aid).field, to, events)


def field_options(state: State, task: Task, seat: int) -> list[str]:
    """In the flow's order (registered ``ordered``: the engine does not sort it again)."""
    return in_flow_order(with_free(state, seat, field_actions(state, seat)))


def field_actions(state: State, seat: int) -> list[str]:
    t = state["turn"]
    field = t["field"]
    p = state["seats"][seat]
    out: list[str] = []
    if field == SOURCE:
        out += L.source_options(state, seat)
    elif not t["declined"]:
        loc = state["tiles"][field]
        if IS_ROUND[field]:
            if "special" not in t["did"] and "basic" not in t["did"]:
                if not special_barred(p, loc) and L.can_do(state, seat, loc, True):
                    out.append("act:special")
                if L.can_do(state, seat, loc, False):
                    out.append("act:basic")
        else:
            if "basic" not in t["did"] and L.can_do(state, seat, loc, False):
                out.append("act:basic")
            own = own_passage(state, seat, field)
            if (
                own
                and "secret" not in t["did"]
                and field + "," not in t["new_passages"]
                and L.can_do(state, seat, own, False)
            ):
                out.append("act:secret")
    if t["catch"] == "todo":
        out.append("catch")
    final = state["phase"] == "final"  # the final Source action has no bonus for acting not at all (DJN-END-4)
    if not t["acted"] and not t["declined"] and not final:
        out += ["decline:coins", "decline:mix", "decline:power"]
    if (t["acted"] or t["declined"] or final) and t["catch"] != "todo":
        out.append("end")
    return out


DECLINE_GAINS: Final = {"coins": [["coins", 2]], "power": [["power", 2]], "mix": [["coins", 1], ["power", 1]]}


@FLOW.decision("field", field_options, ask_single=True, ordered=True)
def at_field(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """At the field: its action, the catch, declining for a bonus, or ending the turn (DJN-TURN-*)."""
    state["tasks"].pop()
    t = state["turn"]
    kind, _, arg = aid.partition(":")  # the kind and the one argument of act and decline, as ids.parse reads them
    if kind == "act":
        t["did"].append(arg)
        t["acted"] = True
        loc = state["tiles"][t["field"]] if arg != "secret" else own_passage(state, seat, t["field"])
        L.do_location(state, seat, loc, arg == "special", rng, events)
    elif kind == "catch":
        C.start_catch(state, seat, False)
    elif kind == "decline":
        t["declined"] = True
        apply_effects(state, seat, DECLINE_GAINS[arg], events)
        events.append({"type": "decline", "seat": seat, "took": arg})
    elif kind == "end":
        end_turn(state, seat, rng, events)
    else:
        match chosen := ids.parse(aid):
            case ids.Src() as bought:
                L.source_step(state, seat, bought, events)
            case _:
                play_free(state, seat, chosen, events)


def special_barred(p: dict[str, Any], loc: str) -> bool:
    """A character tile that forbids the special action at this location (N6 at the Catacombs)."""
    return any(CHARACTERS[c].get("no_special_at") == loc for c in p["characters"])


def own_passage(state: State, seat: int, field: str) -> str:
    for s, loc in state["passages"].get(field, ()):
        if s == seat:
            return str(loc)
    return ""


# -- free actions --------------------------------------------------------------------------------
def free_actions(state: State, seat: int) -> list[str]:
    """Any time in your turn: bottle a djinn, take an award, spend a key, use equipment (DJN-FREE-*)."""
    p = state["seats"][seat]
    out = bottling_options(p)
    if state["phase"] != "final":
        out += award_options(state, seat)
    if p["keys"]:
        out += ["key:coin", "key:scroll"] + (["key:power"] if p["power"] < max_power(p) else [])
    out += equipment_options(state, seat)
    return out


def bottling_options(p: dict[str, Any]) -> list[str]:
    if not p["corks"]:
        return []
    bottles: dict[str, int] = p["bottles"]
    circle_djinn: list[str | None] = p["circle_djinn"]
    out = []
    for i in range(len(circle_djinn)):
        d = circle_djinn[i]
        if d is None:
            continue
        if d == "B":  # a boss goes into a bottle of any colour
            out += [f"bottle:{i}:{c}" for c in COLOURS if bottles[c]]
        elif bottles[d]:  # a djinn only into one of its colour
            out.append(f"bottle:{i}:{d}")
    return out


def award_columns(state: State, p: dict[str, Any]) -> list[int]:
    """The k-th award comes from column k (I, II, III), later ones from any; an empty column frees the choice."""
    k = len(p["awards"])
    if k < 3 and state["awards"][k]:
        return [k]
    return [i for i in range(3) if state["awards"][i]]


def award_options(state: State, seat: int) -> list[str]:
    p = state["seats"][seat]
    bottled: dict[str, list[int]] = p["bottled"]
    colours: list[str] = []
    for c in COLOURS:
        pair = bottled[c]  # [regular, bosses] bottled
        if pair[0] + pair[1] >= 3:
            colours.append(c)
    if not colours:
        return []
    ids = [a for col in award_columns(state, p) for a in state["awards"][col]]
    return [make_id("award", c, a) for c in colours for a in ids]


# the equipment cards' numbers the free actions read at every step, typed once
ARRIVE_AT: Final[dict[str, str]] = {e: str(card["location"]) for e, card in EQUIPMENT.items() if "location" in card}
PAYS_AT_ONCE: Final[dict[str, bool]] = {
    loc: bool(record.get("new_equipment_pays_at_once")) for loc, record in LOCATION_ACTIONS.items()
}


def equipment_options(state: State, seat: int) -> list[str]:
    p = state["seats"][seat]
    equipment: list[list[Any]] = p["equipment"]
    if not equipment:
        return []
    t = state["turn"]
    out: list[str] = []
    stage: str = t["stage"]
    field_ok = stage == "field" and state["phase"] == "play"  # what every arrival card asks first
    here: str | None = None  # the field's location, and the seat's own passage there (None: not asked yet)
    own: str | None = None
    for i in range(len(equipment)):
        card: str = equipment[i][0]
        if not equipment[i][1]:
            continue
        ab = EQUIP_ABILITY[card]
        if ab == "arrive":  # pays at its location (the field's, or the seat's own passage there: arrive_matches)
            if not field_ok or card in t["equipment_used"]:
                continue
            loc = ARRIVE_AT[card]
            if card in t["new_equipment"] and not PAYS_AT_ONCE[loc]:
                continue  # fresh from the Workshop
            if here is None:
                here = state["tiles"].get(t["field"]) or ""
            if loc == here:
                out.append(f"eq:{i}")
                continue
            if own is None:
                own = own_passage(state, seat, t["field"])
            if loc == own:
                out.append(f"eq:{i}")
        elif ab == "take_mage":
            if any(state["piles"]):
                out.append(f"eq:{i}")
        elif ab == "source_discount":
            if stage == "field" and t["field"] == SOURCE and not t["source_discount"]:
                out.append(f"eq:{i}")
        elif ab == "swap_bottles":
            if sum(p["bottles"].values()):
                out.append(f"eq:{i}")
    return out


def arrive_matches(state: State, seat: int, field: str, loc: str) -> bool:
    return bool(state["tiles"].get(field) == loc or own_passage(state, seat, field) == loc)


def play_free(state: State, seat: int, chosen: TypedId, events: Events) -> None:
    """A free action: bottle a djinn, take an award, use a key or an equipment card (DJN-TURN-*)."""
    p = state["seats"][seat]
    match chosen:
        case ids.Bottle(i, c):
            _bottle(p, seat, i, c, events)
        case ids.Award(colour, award):
            take_award(state, seat, colour, award, events)
        case ids.Key(gain):
            p["keys"] -= 1
            if gain == "power":
                gain_power(p, 1)
            else:
                p["coins" if gain == "coin" else "scrolls"] += 1
            events.append({"type": "key", "seat": seat, "for": gain})
        case ids.Eq(index):
            use_equipment(state, seat, index, events)
        case _:
            raise ValueError(f"unknown action kind {chosen.kind!r}")


def _bottle(p: dict[str, Any], seat: int, i: int, c: str, events: Events) -> None:
    d = p["circle_djinn"][i]
    p["circle_djinn"][i] = None
    p["bottles"][c] -= 1
    p["corks"] -= 1
    p["bottled"][c][1 if d == "B" else 0] += 1
    events.append({"type": "bottled", "seat": seat, "djinn": d, "colour": c})


def take_award(state: State, seat: int, colour: str, award: str, events: Events) -> None:
    """Pay 3 bottled djinn of one bottle colour (regular ones first) for an award (DJN-AWARD-1..3)."""
    p = state["seats"][seat]
    reg, boss = p["bottled"][colour]
    use_reg = min(3, reg)
    use_boss = 3 - use_reg
    p["bottled"][colour] = [reg - use_reg, boss - use_boss]
    state["bag"][colour] += use_reg
    state["boss_supply"] += use_boss
    for col in state["awards"]:
        if award in col:
            col.remove(award)
    p["awards"].append(award)
    events.append({"type": "award", "seat": seat, "award": award, "colour": colour})
    apply_effects(state, seat, AWARDS[award]["gain"], events)


def use_equipment(state: State, seat: int, i: int, events: Events) -> None:
    p = state["seats"][seat]
    card = p["equipment"][i][0]
    data = EQUIPMENT[card]
    ab = data["ability"]
    events.append({"type": "use_equipment", "seat": seat, "card": card})
    if ab == "arrive":
        state["turn"]["equipment_used"].append(card)
        apply_effects(state, seat, data["reward"], events)
        return
    p["equipment"][i][1] = False  # a one-time card is turned face down
    if ab == "take_mage":
        Flow.push(state, {"t": "takemage", "seat": seat, "piles": [0, 1, 2, 3], "key": False})
    elif ab == "source_discount":
        state["turn"]["source_discount"] = data["amount"]
    elif ab == "swap_bottles":
        Flow.push(state, {"t": "swap", "seat": seat, "n": data["amount"]})


def swap_options(state: State, task: Task, seat: int) -> list[str]:
    bt = state["seats"][seat]["bottles"]
    out = [make_id("swap", a, b) for a in COLOURS if bt[a] for b in COLOURS if b != a] if task["n"] else []
    return out + ["swap:done"]


@FLOW.decision("swap", swap_options, ask_single=True)
def swap(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """The amulet: swap up to n empty bottles for other colours, one by one (DJN-EQ-5)."""
    chosen = ids.Swap.parse(aid)
    if chosen.give == "done" or chosen.take is None:
        state["tasks"].remove(task)
        return
    bt = state["seats"][seat]["bottles"]
    bt[chosen.give] -= 1
    bt[chosen.take] += 1
    task["n"] -= 1
    events.append({"type": "swap", "seat": seat, "give": chosen.give, "take": chosen.take})


# -- turns, rounds and the end ------------------------------------------------------------------------
def start_turn(state: State, seat: int, events: Events) -> None:
    """A new turn: the minimum marker lifts power that fell below it (DJN-POWER-4)."""
    state["current"] = seat
    state["turn"] = fresh_turn()
    state["turns"] += 1
    p = state["seats"][seat]
    if p["power"] < p["minimum"]:
        p["power"] = p["minimum"]
    events.append({"type": "turn", "seat": seat})


def end_turn(state: State, seat: int, rng: Rng, events: Events) -> None:
    Flow.push(state, {"t": "advance", "seat": seat})
    if len(state["seats"]) == 1 and state["phase"] == "play":
        field = state["turn"]["field"]
        if state["end_rounds"]:
            tom_turn(state, rng, events, final=True)
        elif IS_ROUND.get(field, False):
            tom_turn(state, rng, events, final=False)


@FLOW.auto("advance")
def advance(state: State, task: Task, rng: Rng, events: Events) -> None:
    """Next player; after the 6th boss left: finish the round, one more round, then the final Source."""
    if state["phase"] == "over":
        return
    if state["phase"] == "final":
        state["final_left"].pop(0)
        if state["final_left"]:
            start_final_turn(state, state["final_left"][0], events)
        else:
            state["phase"] = "over"
            events.append({"type": "game_over"})
        return
    n = len(state["seats"])
    nxt = (state["current"] + 1) % n
    if state["end_rounds"] and (n == 1 or nxt == state["first"]):
        state["end_rounds"] -= 1
        if state["end_rounds"] == 0:
            start_final(state, events)
            return
    start_turn(state, nxt, events)


def start_final(state: State, events: Events) -> None:
    """Every wizard goes to the Magic Source for one last Source action, without awards (DJN-END-3)."""
    state["phase"] = "final"
    n = len(state["seats"])
    state["final_left"] = [(state["first"] + i) % n for i in range(n)]
    for p in state["seats"]:
        p["position"] = [SOURCE, ""]
    events.append({"type": "final_source"})
    start_final_turn(state, state["final_left"][0], events)


def start_final_turn(state: State, seat: int, events: Events) -> None:
    state["current"] = seat
    state["turn"] = fresh_turn()
    state["turn"].update(stage="field", field=SOURCE)
    events.append({"type": "final_turn", "seat": seat})
