"""Djinn's second round of speed work (issue 32) changes nothing: the same legal lists, weights, states and events.

What changed, and is pinned here against the old code (main at c22e321, kept in this file only as the yardstick):
the catch options judge a pick's cost before its helpers and sum the helpers' help once for all picks
(``payable_picks``, ``pick_helps``), and count the selection instead of listing it (``fits_with``,
``can_commit_power``); the random seat's ``bot_weight`` reads an id's kind from its text; the free actions, the
market, the Archive's and a location's checks and the moves find what they share once; the log copies only the
lists and dicts in its events; the field's and the move's resolutions read the id's kind from its text. Every
seeded random game below is played twice at once: at each decision the legal list, every action's bot weight, and
(after the same action) the state, the random stream and the events with the old code patched in equal those of the
new code; the field's and the move's old resolutions are compared on copies of the state."""

from __future__ import annotations

from typing import Any

import pytest

import conjure
from conjure.engine.copies import deep_copy
from conjure.engine.rng import Rng
from conjure.games.djinn import bots, catch, ids, locations, turn
from conjure.games.djinn import map as board
from conjure.games.djinn.catch import (
    BOSS_BASE,
    BOSS_PER,
    DJINN_COST,
    SOURCE_BOSS,
    addable,
    added,
    best_help,
    best_helps,
    can_place_all,
    fits_with,
    pick_helps,
    power_needed,
    removals,
    selection,
)
from conjure.games.djinn.data import COLOURS, EQUIPMENT, LOCATION_ACTIONS, MAGES, MARKET_OFFERS, MARKET_STALLS
from conjure.games.djinn.data import offer_prices as prices
from conjure.games.djinn.effects import apply_effects, can_afford, can_turn_mages_up, max_power
from conjure.games.djinn.flow import FLOW, json_copy, logged
from tests.djinn.helpers import enrich

State = dict[str, Any]


# -- the old code (main at c22e321) --------------------------------------------------------------------------------
def old_bot_weight(state: State, seat: int, action_id: str) -> float:
    match chosen := ids.parse(action_id):
        case ids.Cadd(what):
            return old_catch_weight(state, seat, what)
        case ids.Move(field):
            return bots._move_weight(state, seat, field)
    return bots._WEIGHTS.get(chosen.kind, 1.0)


def old_catch_weight(state: State, seat: int, arg: str) -> float:
    node = state["tasks"][-1]
    trial = {**node, "djinn": dict(node["djinn"])}
    if arg == "boss":
        trial["boss"] += 1
    else:
        trial["djinn"][arg] += 1
    p = state["seats"][seat]
    ok = can_place_all(p, selection(trial)) and power_needed(state, p, trial) <= p["power"]
    return 5.0 if ok else 0.05


def old_cost_of(state: State, node: dict[str, Any]) -> int:
    regular = sum(node["djinn"].values())
    if node["src"]:
        return SOURCE_BOSS * int(node["boss"])
    boss = (BOSS_BASE + BOSS_PER * len(state["djinn"][node["field"]])) if node["boss"] else 0
    return int(DJINN_COST * regular + boss)


def old_fees(p: dict[str, Any], node: dict[str, Any]) -> int:
    return sum(MAGES[p["mages"][i][0]]["fee"] for i in node["mages"])


def old_catch_options(state: State, seat: int, node: dict[str, Any]) -> list[str]:
    p = state["seats"][seat]
    picks = addable(state, node)
    trials = [added(node, x) for x in picks]
    helps = best_helps(p, node, trials)
    out = [
        f"cadd:{x}"
        for x, trial, h in zip(picks, trials, helps, strict=True)
        if old_cost_of(state, trial) - h <= p["power"]
    ]
    paid = old_fees(p, node)
    for i, m in enumerate(p["mages"]):
        if m[1] and i not in node["mages"] and paid + MAGES[m[0]]["fee"] <= p["coins"]:
            out.append(f"cmage:{i}")
    for i, e in enumerate(p["equipment"]):
        if e[1] and i not in node["staffs"] and EQUIPMENT[e[0]]["ability"] == "catch_once":
            out.append(f"ceq:{i}")
    out += removals(node)
    items = selection(node)
    if items and can_place_all(p, items) and power_needed(state, p, node) <= p["power"]:
        out.append("cgo")
    out.append("cnone")
    return out


def old_can_pay(state: State, p: dict[str, Any], node: dict[str, Any]) -> bool:
    return bool(old_cost_of(state, node) - best_help(p, node) <= p["power"])


def old_bottling_options(p: dict[str, Any]) -> list[str]:
    if not p["corks"]:
        return []
    out = []
    for i, d in enumerate(p["circle_djinn"]):
        if d is None:
            continue
        for c in COLOURS:
            if p["bottles"][c] and (d == "B" or d == c):
                out.append(f"bottle:{i}:{c}")
    return out


def old_award_options(state: State, seat: int) -> list[str]:
    p = state["seats"][seat]
    colours = [c for c in COLOURS if sum(p["bottled"][c]) >= 3]
    if not colours:
        return []
    found = [a for col in turn.award_columns(state, p) for a in state["awards"][col]]
    return [f"award:{c}:{a}" for c in colours for a in found]


def old_equipment_options(state: State, seat: int) -> list[str]:
    p = state["seats"][seat]
    t = state["turn"]
    out = []
    for i, (card, up) in enumerate(p["equipment"]):
        if not up:
            continue
        data = EQUIPMENT[card]
        ab = data["ability"]
        if ab == "arrive":
            fresh = card in t["new_equipment"] and not LOCATION_ACTIONS[data["location"]].get(
                "new_equipment_pays_at_once"
            )
            if (
                t["stage"] == "field"
                and state["phase"] == "play"
                and card not in t["equipment_used"]
                and not fresh
                and turn.arrive_matches(state, seat, t["field"], data["location"])
            ):
                out.append(f"eq:{i}")
        elif ab == "take_mage":
            if any(state["piles"]):
                out.append(f"eq:{i}")
        elif ab == "source_discount":
            if t["stage"] == "field" and t["field"] == catch.SOURCE and not t["source_discount"]:
                out.append(f"eq:{i}")
        elif ab == "swap_bottles":
            if sum(p["bottles"].values()):
                out.append(f"eq:{i}")
    return out


def old_free_actions(state: State, seat: int) -> list[str]:
    p = state["seats"][seat]
    out = old_bottling_options(p)
    if state["phase"] != "final":
        out += old_award_options(state, seat)
    if p["keys"]:
        out += ["key:coin", "key:scroll"] + (["key:power"] if p["power"] < max_power(p) else [])
    out += old_equipment_options(state, seat)
    return out


def old_market_options(state: State, seat: int) -> list[str]:
    p = state["seats"][seat]
    out = []
    for s, offers in enumerate(MARKET_STALLS[len(state["seats"])]):
        if s == p["stall"] and not locations.can_stay(p):
            continue
        tips = len(locations.stall_owners(state, seat, s)) if locations.pays_others(p) else 0
        for o in offers:
            offer = MARKET_OFFERS[o]
            for v, price in enumerate(prices(offer)):
                cc = price if "cost_coins" in offer else 0
                cs = price if "cost_scrolls" in offer else 0
                if offer["id"] == "mages" and not can_turn_mages_up(p):
                    continue
                if can_afford(p["coins"], p["scrolls"], tips, cc, cs):
                    out.append(f"mkt:{s}:{o}:{v}")
    return out


def old_can_archive(state: State, seat: int, params: dict[str, Any]) -> bool:
    return bool(locations.archive_options(state, seat, {"used": [], "twice": False}))


def old_can_market(state: State, seat: int, params: dict[str, Any]) -> bool:
    return bool(old_market_options(state, seat))


def old_can_do(state: State, seat: int, loc: str, special: bool) -> bool:
    return bool(locations.CAN[LOCATION_ACTIONS[loc]["handler"]](state, seat, locations.params_of(loc, special)))


def old_can_arrive(state: State, seat: int, to: str, frm: str, visited: list[str]) -> bool:
    occ = board.occupants(state, seat, to, frm)
    if not occ or board.can_pay_tips(state["seats"][seat], len(occ)):
        return True
    edge = f"{to}<{frm}"
    seen = visited + [edge]
    return any(
        old_can_arrive(state, seat, nxt, to, seen)
        for nxt in board.NEIGHBOURS[to]
        if nxt != frm and f"{nxt}<{to}" not in seen
    )


def old_moves(state: State, seat: int) -> list[str]:
    at, frm = state["seats"][seat]["position"]
    return [f"move:{n}" for n in board.NEIGHBOURS[at] if n != frm and old_can_arrive(state, seat, n, at, [])]


def old_logged(state: State, caused: list[dict[str, Any]]) -> list[dict[str, Any]]:
    for event in caused:
        field = event.get("field")
        if isinstance(field, str):
            event["at"] = state["tiles"].get(field, catch.SOURCE)
    return [json_copy(event) for event in caused]


def old_at_field(state: State, task: dict[str, Any], seat: int, aid: str, rng: Rng, events: list[Any]) -> None:
    state["tasks"].pop()
    t = state["turn"]
    match chosen := ids.parse(aid):
        case ids.Act(action):
            t["did"].append(action)
            t["acted"] = True
            field = t["field"]
            loc = state["tiles"][field] if action != "secret" else turn.own_passage(state, seat, field)
            locations.do_location(state, seat, loc, action == "special", rng, events)
        case ids.Catch():
            catch.start_catch(state, seat, False)
        case ids.Src() as bought:
            locations.source_step(state, seat, bought, events)
        case ids.Decline(took):
            t["declined"] = True
            apply_effects(state, seat, turn.DECLINE_GAINS[took], events)
            events.append({"type": "decline", "seat": seat, "took": took})
        case ids.End():
            turn.end_turn(state, seat, rng, events)
        case _:
            turn.play_free(state, seat, chosen, events)


def old_move(state: State, task: dict[str, Any], seat: int, aid: str, rng: Rng, events: list[Any]) -> None:
    state["tasks"].pop()
    t = state["turn"]
    p = state["seats"][seat]
    match chosen := ids.parse(aid):
        case ids.Place(field, came_from):
            board.arrive(state, seat, field, came_from, events)
        case ids.Move(field):
            board.step_to(state, seat, field, p["position"][0], events)
        case ids.Stay():
            events.append({"type": "stuck", "seat": seat})
            t["stage"] = "field"
            t["field"] = p["position"][0]
            t["declined"] = True
            t["catch"] = "none"
        case _:
            turn.play_free(state, seat, chosen, events)


def same_resolution(state: State, seat: int, aid: str, seed: int) -> None:
    """The field's or the move's resolution carries ``aid`` out as the old one did (on copies: state, random
    stream, events)."""
    field = state["tasks"][-1]["t"] == "field"
    ends = []
    for resolve in (turn.at_field, old_at_field) if field else (turn.move, old_move):
        mine, rng, events = deep_copy(state), Rng(seed), []
        resolve(mine, mine["tasks"][-1], seat, aid, rng, events)
        ends.append((mine, rng.state, events))
    assert ends[0] == ends[1]


def old_ways(patched: pytest.MonkeyPatch) -> None:
    """Patch every replaced function back to its old self (each is looked up by name where it is called)."""
    patched.setattr(bots, "bot_weight", old_bot_weight)
    patched.setattr(bots, "FIXED", {})  # the weights by id text, never filled by the old code
    patched.setattr(catch, "catch_options", old_catch_options)
    patched.setattr(catch, "can_pay", old_can_pay)
    patched.setattr(catch, "fees", old_fees)
    patched.setattr(turn, "free_actions", old_free_actions)
    patched.setattr(locations, "market_options", old_market_options)
    patched.setattr(locations, "can_do", old_can_do)
    patched.setitem(locations.CAN, "archive", old_can_archive)
    patched.setitem(locations.CAN, "market", old_can_market)
    patched.setattr(board, "moves", old_moves)
    patched.setattr(FLOW, "logger", old_logged)  # the log's copies (the flow's logger since step 17)


# -- the games ------------------------------------------------------------------------------------------------------
def _rich(game: conjure.Game, rng: Rng) -> None:
    """Random mages, coins, staffs, power and corks: the catch's and the market's hard cases."""
    enrich(game, rng, equipment=4, corks=True)


CONFIGS = [
    (1, {}),
    (1, {"tom_cards": 12, "long_variant": True}),
    (2, {}),
    (2, {"first_game": True}),
    (3, {"long_variant": True}),
    (3, {}),
    (4, {}),
]


def _compare_functions(state: State, seat: int) -> int:
    """The replaced functions against the old ones in this position; the number of catch picks judged."""
    p = state["seats"][seat]
    assert turn.free_actions(state, seat) == old_free_actions(state, seat)
    assert locations.market_options(state, seat) == old_market_options(state, seat)
    for loc in LOCATION_ACTIONS:
        for special in (False, True):
            assert locations.can_do(state, seat, loc, special) == old_can_do(state, seat, loc, special)
    assert locations.can_archive(state, seat, {}) == old_can_archive(state, seat, {})
    if p["position"] is not None:
        assert board.moves(state, seat) == old_moves(state, seat)
    node = state["tasks"][-1] if state["tasks"] else None
    if node is None or node["t"] != "catch" or node.get("seat") != seat:
        return 0
    picks = addable(state, node)
    assert catch.catch_options(state, seat, node) == old_catch_options(state, seat, node)
    assert pick_helps(p, node, picks) == [best_help(p, added(node, x)) for x in picks]
    assert fits_with(p, node) == can_place_all(p, selection(node))
    for x in picks:
        assert fits_with(p, node, x) == can_place_all(p, selection(added(node, x)))
        assert catch.cost_with(state, node, x) == old_cost_of(state, added(node, x))
    trial = {"src": True, "boss": 1, "djinn": {c: 0 for c in COLOURS}, "mages": [], "staffs": [], "field": "S"}
    assert catch.can_pay(state, p, trial) == old_can_pay(state, p, trial)
    return len(picks)


# the default run keeps every configuration once (rich seats where the catch's fees bind), plain seats for one and two
# players; the dearest rest (three and four plain seats, three rich seats with the long variant) run with `-m soak`
CASES = [
    pytest.param(
        rich,
        players,
        options,
        marks=[pytest.mark.soak] if (not rich and players > 2) or (rich and players == 3 and options) else [],
    )
    for rich in (False, True)
    for players, options in CONFIGS
]


@pytest.mark.parametrize(("rich", "players", "options"), CASES)
def test_random_games_play_as_with_the_old_code(players, options, rich, monkeypatch):
    """Seeded random games (half of them with seats made rich in mages, coins and staffs, so that the catch's fees
    bind): at every decision the legal list and every action's weight are the old code's, and the chosen action
    leaves the same state, random stream and events as the old code does."""
    picks = decisions = 0
    for seed in range(1 + rich):  # the rich seats' games are shorter
        rng = Rng(seed + 100 * players)
        game = conjure.new_game("djinn", players=players, seed=seed, options=options)
        if rich:
            _rich(game, rng)
        while not game.is_over:
            seat = game.to_act[0]
            twin = game.clone()
            legal = game.legal_actions(seat)
            weights = [game.rules.bot_weight(game.state, seat, a) for a in legal]
            picks += _compare_functions(game.state, seat)
            action = legal[rng.below(len(legal))] if rng.below(2) else bots_pick(game, seat, legal, rng)
            if game.state["tasks"][-1]["t"] in ("field", "move"):
                same_resolution(game.state, seat, action.id, seed)
            caused = game.apply(seat, action)
            with monkeypatch.context() as patched:
                old_ways(patched)
                assert [a.id for a in twin.legal_actions(seat)] == [a.id for a in legal]
                assert [twin.rules.bot_weight(twin.state, seat, a) for a in legal] == weights
                caused_before = twin.apply(seat, action.id)
            assert twin.state == game.state
            assert caused_before == caused
            assert twin.rng.state == game.rng.state
            decisions += 1
    assert game.events == twin.events and decisions > 100 and (picks > 0 or players == 1)


def bots_pick(game: conjure.Game, seat: int, legal: list[Any], rng: Rng) -> Any:
    """A pick weighted as the random seat weighs (so the catches the weights favour are played through)."""
    weights = [game.rules.bot_weight(game.state, seat, a) for a in legal]
    at = rng.next64() / 2**64 * sum(weights)
    for action, weight in zip(legal, weights, strict=True):
        at -= weight
        if at < 0:
            return action
    return legal[-1]


def test_the_log_copies_share_nothing_with_the_state_or_each_other():
    """The log's copies are json_copy's: equal, and no list or dict shared with the state or between events."""
    shared = [1, 2]
    state = {"tiles": {"f1": "academy"}}
    caused = [
        {"type": "a", "field": "f1", "djinn": shared},
        {"type": "b", "djinn": shared, "t": (1, "x"), "f": 0.5},
        {"type": "c", "nested": {"k": [shared]}, "none": None, "flag": True},
    ]
    new = logged(state, [dict(e) for e in caused])
    assert new == old_logged(state, [dict(e) for e in caused])
    assert new[0]["djinn"] is not shared and new[1]["djinn"] is not shared and new[0]["djinn"] is not new[1]["djinn"]
    assert isinstance(new[1]["t"], tuple) and new[0] is not caused[0]
    assert new[2]["nested"] is not caused[2]["nested"] and new[2]["nested"]["k"][0] is not shared


def test_an_unknown_kind_of_id_is_still_refused_by_bot_weight():
    with pytest.raises(ValueError, match="no kind of action known here"):
        bots.bot_weight({}, 0, "nonsense:1")
    with pytest.raises(ValueError, match="no kind of action known here"):
        old_bot_weight({}, 0, "nonsense:1")


def test_helper_power_is_never_negative_by_the_data():
    """The catch's shortcuts (a cost the power covers alone needs no helper search) rest on this."""
    assert all(card["green"] >= 0 and all(v >= 0 for v in card["bonus"].values()) for card in MAGES.values())
    helping = [card for card in EQUIPMENT.values() if card["ability"] in ("catch_plus", "catch_once")]
    assert helping and all(card["amount"] >= 0 for card in helping)


def test_ismcts_chooses_as_with_the_old_code(monkeypatch):
    """Seeded plain searches from the bench's positions choose the same actions with the old code."""
    from conjure.bench_core import positions
    from conjure.bots import Ismcts

    found = positions("djinn", {})

    def choices() -> list[str]:
        return [Ismcts(7 + i, iterations=10).choose(g.clone(), g.to_act[0]).id for i, g in enumerate(found)]

    new = choices()
    with monkeypatch.context() as patched:
        old_ways(patched)
        assert choices() == new
