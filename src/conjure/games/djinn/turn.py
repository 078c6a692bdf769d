"""The flow of a game: the draft, turns, free actions, pending decisions, rounds and the end.

``legal(state, seat)`` lists the action ids; ``play(state, seat, id, rng, events)`` carries one out.
Both read the same state: the top pending decision if any, else the phase and the turn's stage.
"""

from __future__ import annotations

from typing import Any

from conjure.engine.rng import Rng
from conjure.games.djinn import catch as C
from conjure.games.djinn import locations as L
from conjure.games.djinn import map as M
from conjure.games.djinn.data import AWARDS, CHARACTERS, COLOURS, EQUIPMENT, IS_ROUND, SOURCE
from conjure.games.djinn.effects import apply_effects, gain_power, has_char, max_power
from conjure.games.djinn.setup import fresh_turn
from conjure.games.djinn.solo import tom_turn

State = dict[str, Any]
Events = list[dict[str, Any]]
AUTO = {"arrive", "aftercatch", "overflow", "buy", "advance"}


def to_act(state: State) -> list[int]:
    if state["phase"] == "over":
        return []
    if state["pending"]:
        return [state["pending"][-1]["seat"]]
    return [state["cur"]]


# -- legal actions -------------------------------------------------------------------------------
def legal(state: State, seat: int) -> list[str]:
    if state["phase"] == "over" or seat not in to_act(state):
        return []
    if state["pending"]:
        return pending_options(state, seat, state["pending"][-1])
    if state["phase"] == "draft":
        return draft_options(state, seat)
    stage = state["turn"]["stage"]
    if stage == "blocked":
        return M.blocked_options(state, seat)
    if stage == "move":
        main = M.placements(state, seat) if state["players"][seat]["pos"] is None else M.moves(state, seat)
        if not main:
            main = ["stay"]
    else:
        main = field_actions(state, seat)
    free = free_actions(state, seat)
    if free and has_char(state["players"][seat], "N10") and free[0].startswith("bottle:"):
        return free
    return main + free


def pending_options(state: State, seat: int, node: dict[str, Any]) -> list[str]:
    k = node["k"]
    if k == "catch":
        return C.catch_options(state, seat, node)
    if k == "place":
        return C.place_options(state["players"][seat], node["q"], node["opt"])
    if k == "free":
        return C.free_options(state, seat, node)
    if k == "tip":
        return L.tip_options(state, seat, node)
    if k == "bottle":
        return L.bottle_options(node)
    if k == "takemage":
        return L.takemage_options(state, node)
    if k == "mageup":
        return L.mageup_options(state, seat, node)
    if k == "acad":
        return L.acad_options(state, seat, node)
    if k == "chest":
        return L.chest_options(state, seat, node)
    if k == "xchest":
        return ["xchest:no", "xchest:yes"]
    if k == "arch":
        return L.archive_options(state, seat, node) + ["arc:done"]
    if k == "ppl":
        return L.passage_spots(state, seat)
    if k == "takeequip":
        return L.takeequip_options(state, seat)
    if k == "keep":
        return ["keep:new", "keep:old"]
    if k == "mkt":
        return L.market_options(state, seat) + (["mkt:done"] if node["done"] else [])
    if k == "swap":
        return swap_options(state, seat, node)
    if k == "tomb":
        return [f"tomb:{c}" for c in COLOURS if state["players"][seat]["bt"][c]]
    raise ValueError(f"unknown pending node {k!r}")


def draft_options(state: State, seat: int) -> list[str]:
    """Snake draft: one tile of either kind, then (reverse order) one of the other kind (DJN-SETUP-10)."""
    mine = state["players"][seat]["chars"]
    sides = ["pos", "neg"]
    if mine:
        sides = [s for s in sides if s != CHARACTERS[mine[0]]["side"]]
    return [f"char:{c}" for s in sides for c in state["offer"][s]]


def field_actions(state: State, seat: int) -> list[str]:
    t = state["turn"]
    field = t["field"]
    p = state["players"][seat]
    out: list[str] = []
    if field == SOURCE:
        out += L.source_options(state, seat)
    elif not t["declined"]:
        loc = state["tiles"][field]
        if IS_ROUND[field]:
            if "special" not in t["did"] and "basic" not in t["did"]:
                if not (loc == "CAT" and has_char(p, "N6")) and L.can_do(state, seat, loc, True):
                    out.append("act:special")
                if L.can_do(state, seat, loc, False):
                    out.append("act:basic")
        else:
            if "basic" not in t["did"] and L.can_do(state, seat, loc, False):
                out.append("act:basic")
            own = own_passage(state, seat, field)
            if own and "secret" not in t["did"] and field + "," not in t["newpass"] and L.can_do(state, seat, own, False):
                out.append("act:secret")
    if t["catch"] == "todo":
        out.append("catch")
    final = state["phase"] == "final"  # the final Source action has no bonus for acting not at all (DJN-END-4)
    if not t["acted"] and not t["declined"] and not final:
        out += ["decline:coins", "decline:mix", "decline:power"]
    if (t["acted"] or t["declined"] or final) and t["catch"] != "todo":
        out.append("end")
    return out


def own_passage(state: State, seat: int, field: str) -> str:
    for s, loc in state["pass"].get(field, ()):
        if s == seat:
            return loc
    return ""


# -- free actions --------------------------------------------------------------------------------
def free_actions(state: State, seat: int) -> list[str]:
    """Any time in your turn: bottle a djinn, take an award, spend a key, use equipment (DJN-FREE-*)."""
    p = state["players"][seat]
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
    out = []
    for i, d in enumerate(p["cd"]):
        if d is None:
            continue
        for c in COLOURS:
            if p["bt"][c] and (d == "B" or d == c):
                out.append(f"bottle:{i}:{c}")
    return out


def award_columns(state: State, p: dict[str, Any]) -> list[int]:
    """The k-th award comes from column k (I, II, III), later ones from any; an empty column frees the choice."""
    k = len(p["aw"])
    if k < 3 and state["awards"][k]:
        return [k]
    return [i for i in range(3) if state["awards"][i]]


def award_options(state: State, seat: int) -> list[str]:
    p = state["players"][seat]
    colours = [c for c in COLOURS if sum(p["bot"][c]) >= 3]
    if not colours:
        return []
    ids = [a for col in award_columns(state, p) for a in state["awards"][col]]
    return [f"award:{c}:{a}" for c in colours for a in ids]


def equipment_options(state: State, seat: int) -> list[str]:
    p = state["players"][seat]
    t = state["turn"]
    out = []
    for i, (card, up) in enumerate(p["eq"]):
        if not up:
            continue
        data = EQUIPMENT[card]
        ab = data["ability"]
        if ab == "arrive":
            fresh = card in t["neweq"] and data["location"] != "WRK"  # only Workshop cards pay at once
            if t["stage"] == "field" and state["phase"] == "play" and card not in t["eq_used"] and not fresh \
                    and arrive_matches(state, seat, t["field"], data["location"]):
                out.append(f"eq:{i}")
        elif ab == "take_mage":
            if any(state["piles"]):
                out.append(f"eq:{i}")
        elif ab == "source_discount":
            if t["stage"] == "field" and t["field"] == SOURCE and not t["disc"]:
                out.append(f"eq:{i}")
        elif ab == "swap_bottles":
            if sum(p["bt"].values()):
                out.append(f"eq:{i}")
    return out


def arrive_matches(state: State, seat: int, field: str, loc: str) -> bool:
    return state["tiles"].get(field) == loc or own_passage(state, seat, field) == loc


def swap_options(state: State, seat: int, node: dict[str, Any]) -> list[str]:
    bt = state["players"][seat]["bt"]
    out = [f"swap:{a}:{b}" for a in COLOURS if bt[a] for b in COLOURS if b != a] if node["n"] else []
    return out + ["swap:done"]


# -- carrying out an action ----------------------------------------------------------------------
def play(state: State, seat: int, aid: str, rng: Rng, events: Events) -> None:
    kind, _, rest = aid.partition(":")
    args = rest.split(":") if rest else []
    if state["pending"]:
        play_pending(state, seat, state["pending"][-1], kind, args, rng, events)
    else:
        play_main(state, seat, kind, args, rng, events)
    settle(state, rng, events)


def play_pending(state: State, seat: int, node: dict[str, Any], kind: str, args: list[str], rng: Rng,
                 events: Events) -> None:
    k = node["k"]
    arg = args[0] if args else ""
    if k == "catch":
        C.catch_step(state, seat, node, ":".join([kind, *args]), events)
    elif k == "place":
        C.do_place(state, seat, node, arg, events)
    elif k == "free":
        C.take_free(state, seat, node, arg, events)
    elif k == "tip":
        L.tip_step(state, seat, node, arg, events)
    elif k == "bottle":
        L.bottle_step(state, seat, node, arg, events)
    elif k == "takemage":
        L.take_mage(state, seat, node, int(arg), events)
    elif k == "mageup":
        L.mageup_step(state, seat, node, arg)
    elif k == "acad":
        L.acad_step(state, seat, node, arg)
    elif k == "chest":
        L.chest_step(state, seat, node, kind, arg, events)
    elif k == "xchest":
        L.extra_chest_step(state, seat, node, arg, rng, events)
    elif k == "arch":
        L.archive_step(state, seat, node, arg, events)
    elif k == "ppl":
        L.place_passage(state, seat, args[0], args[1], events)
    elif k == "takeequip":
        L.take_equipment(state, seat, node, arg, events)
    elif k == "keep":
        L.keep_step(state, seat, node, arg)
    elif k == "mkt":
        if arg == "done":
            state["pending"].remove(node)
        else:
            L.market_buy(state, seat, node, int(args[0]), int(args[1]), int(args[2]), events)
    elif k == "swap":
        swap_step(state, seat, node, args, events)
    elif k == "tomb":
        state["pending"].remove(node)
        state["players"][seat]["bt"][arg] -= 1
        events.append({"type": "tom_paid", "seat": seat, "what": "bottle", "colour": arg})


def play_main(state: State, seat: int, kind: str, args: list[str], rng: Rng, events: Events) -> None:
    t = state["turn"]
    p = state["players"][seat]
    if kind == "char":
        pick_character(state, seat, args[0], events)
    elif kind == "place":
        M.arrive(state, seat, args[0], args[1], events)
    elif kind == "move":
        at = p["pos"][0]
        M.step_to(state, seat, args[0], at, events)
    elif kind == "skip":
        to = t["bl"][0]
        events.append({"type": "skip", "seat": seat, "field": to})
        M.step_to(state, seat, args[0], to, events)
    elif kind == "pay":
        M.pay_and_arrive(state, seat, events)
    elif kind == "stay":
        events.append({"type": "stuck", "seat": seat})
        t["stage"] = "field"
        t["field"] = p["pos"][0]
        t["declined"] = True
        t["catch"] = "none"
    elif kind == "act":
        t["did"].append(args[0])
        t["acted"] = True
        loc = state["tiles"][t["field"]] if args[0] != "secret" else own_passage(state, seat, t["field"])
        L.do_location(state, seat, loc, args[0] == "special", rng, events)
    elif kind == "catch":
        C.start_catch(state, seat, False)
    elif kind == "src":
        L.source_step(state, seat, args, events)
    elif kind == "decline":
        t["declined"] = True
        gains = {"coins": [["coins", 2]], "power": [["power", 2]], "mix": [["coins", 1], ["power", 1]]}[args[0]]
        apply_effects(state, seat, gains, events)
        events.append({"type": "decline", "seat": seat, "took": args[0]})
    elif kind == "end":
        end_turn(state, seat, rng, events)
    else:
        play_free(state, seat, kind, args, events)


def play_free(state: State, seat: int, kind: str, args: list[str], events: Events) -> None:
    p = state["players"][seat]
    if kind == "bottle":
        i, c = int(args[0]), args[1]
        d = p["cd"][i]
        p["cd"][i] = None
        p["bt"][c] -= 1
        p["corks"] -= 1
        p["bot"][c][1 if d == "B" else 0] += 1
        events.append({"type": "bottled", "seat": seat, "djinn": d, "colour": c})
    elif kind == "award":
        take_award(state, seat, args[0], args[1], events)
    elif kind == "key":
        p["keys"] -= 1
        if args[0] == "power":
            gain_power(p, 1)
        else:
            p["coins" if args[0] == "coin" else "scrolls"] += 1
        events.append({"type": "key", "seat": seat, "for": args[0]})
    elif kind == "eq":
        use_equipment(state, seat, int(args[0]), events)
    else:
        raise ValueError(f"unknown action kind {kind!r}")


def take_award(state: State, seat: int, colour: str, award: str, events: Events) -> None:
    """Pay 3 bottled djinn of one bottle colour (regular ones first) for an award (DJN-AWARD-1..3)."""
    p = state["players"][seat]
    reg, boss = p["bot"][colour]
    use_reg = min(3, reg)
    use_boss = 3 - use_reg
    p["bot"][colour] = [reg - use_reg, boss - use_boss]
    state["bag"][colour] += use_reg
    state["bsup"] += use_boss
    for col in state["awards"]:
        if award in col:
            col.remove(award)
    p["aw"].append(award)
    events.append({"type": "award", "seat": seat, "award": award, "colour": colour})
    apply_effects(state, seat, AWARDS[award]["gain"], events)


def use_equipment(state: State, seat: int, i: int, events: Events) -> None:
    p = state["players"][seat]
    card = p["eq"][i][0]
    data = EQUIPMENT[card]
    ab = data["ability"]
    events.append({"type": "use_equipment", "seat": seat, "card": card})
    if ab == "arrive":
        state["turn"]["eq_used"].append(card)
        apply_effects(state, seat, data["reward"], events)
        return
    p["eq"][i][1] = False  # a one-time card is turned face down
    if ab == "take_mage":
        state["pending"].append({"k": "takemage", "seat": seat, "piles": [0, 1, 2, 3], "key": False})
    elif ab == "source_discount":
        state["turn"]["disc"] = data["amount"]
    elif ab == "swap_bottles":
        state["pending"].append({"k": "swap", "seat": seat, "n": data["amount"]})


def swap_step(state: State, seat: int, node: dict[str, Any], args: list[str], events: Events) -> None:
    if args[0] == "done":
        state["pending"].remove(node)
        return
    bt = state["players"][seat]["bt"]
    bt[args[0]] -= 1
    bt[args[1]] += 1
    node["n"] -= 1
    events.append({"type": "swap", "seat": seat, "give": args[0], "take": args[1]})


def pick_character(state: State, seat: int, cid: str, events: Events) -> None:
    p = state["players"][seat]
    side = CHARACTERS[cid]["side"]
    state["offer"][side].remove(cid)
    p["chars"].append(cid)
    events.append({"type": "character", "seat": seat, "tile": cid})
    if cid == "P1":
        p["coins"] += 2
        p["scrolls"] += 2
        gain_power(p, 1)
    elif cid == "N1":
        p["coins"] = max(0, p["coins"] - 3)
    elif cid == "N2":
        p["power"] = max(0, p["power"] - 3)
    elif cid == "N3":
        p["circ"][1] = "x"
    elif cid == "P10":
        p["hsc"] = [state["sdeck"].pop(), state["sdeck"].pop()]
        events.append({"type": "scoring_drawn", "seat": seat, "cards": list(p["hsc"]), "to": [seat],
                       "public": {"type": "scoring_drawn", "seat": seat, "cards": []}})
    state["draft"].pop(0)
    if state["draft"]:
        state["cur"] = state["draft"][0]
    else:
        state["phase"] = "play"
        start_turn(state, state["first"], events)


# -- the automatic steps, turns, rounds and the end -----------------------------------------------
def settle(state: State, rng: Rng, events: Events) -> None:
    """Run automatic pending steps and drop decisions that have nothing left to decide."""
    pend = state["pending"]
    while pend:
        node = pend[-1]
        k = node["k"]
        if k in AUTO:
            pend.pop()
            run_auto(state, node, rng, events)
        elif k == "chest" and not node["disc"] and not L.chest_options(state, node["seat"], node):
            L.resolve_chest(state, node["seat"], node, False, events)
        elif not pending_options(state, node["seat"], node):
            pend.pop()
        else:
            return


def run_auto(state: State, node: dict[str, Any], rng: Rng, events: Events) -> None:
    k = node["k"]
    if k == "arrive":
        M.arrive(state, node["seat"], node["at"], node["from"], events)
    elif k == "aftercatch":
        C.after_catch(state, node, rng, events)
    elif k == "overflow":
        C.overflow(state, node, rng, events)
    elif k == "buy":
        L.buy(state, node["seat"], node, events)
    elif k == "advance":
        advance(state, events)


def start_turn(state: State, seat: int, events: Events) -> None:
    """A new turn: the minimum marker lifts power that fell below it (DJN-POWER-4)."""
    state["cur"] = seat
    state["turn"] = fresh_turn()
    state["turns"] += 1
    p = state["players"][seat]
    if p["power"] < p["min"]:
        p["power"] = p["min"]
    events.append({"type": "turn", "seat": seat})


def end_turn(state: State, seat: int, rng: Rng, events: Events) -> None:
    state["pending"].append({"k": "advance", "seat": seat})
    if state["n"] == 1 and state["phase"] == "play":
        field = state["turn"]["field"]
        if state["end"]:
            tom_turn(state, rng, events, final=True)
        elif IS_ROUND.get(field, False):
            tom_turn(state, rng, events, final=False)


def advance(state: State, events: Events) -> None:
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
    n = state["n"]
    nxt = (state["cur"] + 1) % n
    if state["end"] and (n == 1 or nxt == state["first"]):
        state["end"] -= 1
        if state["end"] == 0:
            start_final(state, events)
            return
    start_turn(state, nxt, events)


def start_final(state: State, events: Events) -> None:
    """Every wizard goes to the Magic Source for one last Source action, without awards (DJN-END-3)."""
    state["phase"] = "final"
    n = state["n"]
    state["final_left"] = [(state["first"] + i) % n for i in range(n)]
    for p in state["players"]:
        p["pos"] = [SOURCE, ""]
    events.append({"type": "final_source"})
    start_final_turn(state, state["final_left"][0], events)


def start_final_turn(state: State, seat: int, events: Events) -> None:
    state["cur"] = seat
    state["turn"] = fresh_turn()
    state["turn"].update(stage="field", field=SOURCE)
    events.append({"type": "final_turn", "seat": seat})
