"""Djinn's checked decision made cheaper (issue 32, branch ``djdec``) changes nothing: the same legal lists, in the
same order, and the same helpers' answers.

What changed, and is pinned here against the old code (main at 0909a55, kept in this file only as the yardstick):
the catch options are found in one pass over the seat's cards and the selection's counts (``catch_options``); the
helpers' power, the best helps, the fees and the free circles read typed tables of the cards (``helper_power``,
``best_helps``, ``fees``, ``free_circles``); the free actions read typed tables of the equipment cards and look up
the seat's own passage only when an arrival card asks it (``equipment_options``, ``award_options``,
``bottling_options``); the moves count the other wizards' edges on typed state (``others_at``); and the field's, the
move's and the catch's options come in the flow's order, kept by the list as listed (``flow.in_flow_order``; those
kinds are registered ``ordered``, so the engine does not sort them again). The old functions below are plain Python,
so on the compiled build they run interpreted beside the compiled new ones: each seeded random game (half of them with
seats made rich in mages, coins, corks and staffs, so that the fees bind and the knapsack runs) compares, at every
decision, the game's legal list with the engine's sort of the old options, and every replaced function with its old
self. The resolutions are unchanged code; the golden playthroughs pin them."""

from __future__ import annotations

from typing import Any

import pytest

import conjure
from conjure.engine.actions import natural_key
from conjure.engine.rng import Rng
from conjure.games.djinn import catch, flow, turn
from conjure.games.djinn import map as board
from conjure.games.djinn.catch import addable, added, best_mages, cost_with, fits_with, removals
from conjure.games.djinn.data import CHAR_BY_ABILITY, COLOURS, EQUIPMENT, LOCATION_ACTIONS, MAGES, SOURCE
from conjure.games.djinn.effects import has_ability, max_power
from conjure.games.djinn.map import _can_arrive, placements
from tests.djinn.helpers import enrich

State = dict[str, Any]


# -- the old code (main at 0909a55) --------------------------------------------------------------------------------
def old_free_circles(p: dict[str, Any]) -> int:
    n = 0
    for s, d in zip(p["circles"], p["circle_djinn"], strict=True):
        if d is None and s == "a":
            n += 1
    return n


def old_mage_power(card: dict[str, Any], node: dict[str, Any], colour_ok: bool) -> int:
    total = int(card["green"])
    if colour_ok:
        for c, v in card["bonus"].items():
            total += v * node["djinn"][c]
    return total


def old_helper_power(p: dict[str, Any], node: dict[str, Any]) -> int:
    total = 0
    colour_ok = not has_ability(p, "green_only")
    for i in node["mages"]:
        total += old_mage_power(MAGES[p["mages"][i][0]], node, colour_ok)
    for e in p["equipment"]:
        ab = EQUIPMENT[e[0]]["ability"]
        if e[1] and ab == "catch_plus":
            total += EQUIPMENT[e[0]]["amount"]
    for i in node["staffs"]:
        total += EQUIPMENT[p["equipment"][i][0]]["amount"]
    return total


def old_fees(p: dict[str, Any], node: dict[str, Any]) -> int:
    total = 0
    for i in node["mages"]:
        total += MAGES[p["mages"][i][0]]["fee"]
    return total


def old_cost_of(state: State, node: dict[str, Any]) -> int:
    regular = sum(node["djinn"].values())
    if node["src"]:
        return catch.SOURCE_BOSS * int(node["boss"])
    boss = (catch.BOSS_BASE + catch.BOSS_PER * len(state["djinn"][node["field"]])) if node["boss"] else 0
    return int(catch.DJINN_COST * regular + boss)


def old_fits_with(p: dict[str, Any], node: dict[str, Any], what: str | None = None) -> bool:
    bosses: int = node["boss"] + (what == "boss")
    bottles: dict[str, int] = p["bottles"]
    djinn: dict[str, int] = node["djinn"]
    spare = bottled = 0
    total = bosses
    for c in COLOURS:
        n = djinn[c] + (c == what)
        total += n
        b = min(n, bottles[c])
        bottled += b
        spare += bottles[c] - b
    bottled = min(int(p["corks"]), bottled + min(bosses, spare))
    return total - bottled <= old_free_circles(p)


def old_pick_helps(p: dict[str, Any], node: dict[str, Any], picks: list[str]) -> list[int]:
    spare = [i for i, m in enumerate(p["mages"]) if m[1] and i not in node["mages"]]
    staffs = [
        i
        for i, e in enumerate(p["equipment"])
        if e[1] and i not in node["staffs"] and EQUIPMENT[e[0]]["ability"] == "catch_once"
    ]
    budget = p["coins"] - old_fees(p, node)
    if len(spare) > 10:
        spare = spare[:10]
    colour_ok = not has_ability(p, "green_only")
    base = old_helper_power(p, {**node, "staffs": list(node["staffs"]) + staffs})
    cards = [MAGES[p["mages"][i][0]] for i in spare]
    fees_now = [int(c["fee"]) for c in cards]
    gains_now = [old_mage_power(c, node, colour_ok) for c in cards]
    all_fit = budget >= 0 and sum(fees_now) <= budget and all(g > 0 for g in gains_now)
    if all_fit:
        base += sum(gains_now)
    bonuses = [MAGES[p["mages"][i][0]]["bonus"] for i in node["mages"]] + (
        [c["bonus"] for c in cards] if all_fit else []
    )
    out = []
    for x in picks:
        coloured = colour_ok and x != "boss"
        best = base + sum(bonus.get(x, 0) for bonus in bonuses) if coloured else base
        if cards and not all_fit:
            gains = [g + c["bonus"].get(x, 0) for g, c in zip(gains_now, cards, strict=True)] if coloured else gains_now
            best += best_mages(list(zip(fees_now, gains, strict=True)), budget)
        out.append(best)
    return out


def old_payable_picks(state: State, p: dict[str, Any], node: dict[str, Any], picks: list[str]) -> list[str]:
    power = p["power"]
    costs = [cost_with(state, node, x) for x in picks]
    dear = [x for x, cost in zip(picks, costs, strict=True) if cost > power]
    if not dear:
        return picks
    helps = dict(zip(dear, old_pick_helps(p, node, dear), strict=True))
    return [x for x, cost in zip(picks, costs, strict=True) if cost <= power or cost - helps[x] <= power]


def old_can_commit_power(state: State, p: dict[str, Any], node: dict[str, Any]) -> bool:
    cost, power = old_cost_of(state, node), int(p["power"])
    return cost <= power or max(0, cost - old_helper_power(p, node)) <= power


def old_catch_options(state: State, seat: int, node: dict[str, Any]) -> list[str]:
    p = state["seats"][seat]
    out = [f"cadd:{x}" for x in old_payable_picks(state, p, node, addable(state, node))]
    paid = old_fees(p, node)
    for i, m in enumerate(p["mages"]):
        if m[1] and i not in node["mages"] and paid + MAGES[m[0]]["fee"] <= p["coins"]:
            out.append(f"cmage:{i}")
    for i, e in enumerate(p["equipment"]):
        if e[1] and i not in node["staffs"] and EQUIPMENT[e[0]]["ability"] == "catch_once":
            out.append(f"ceq:{i}")
    out += removals(node)
    if (
        (node["boss"] or any(node["djinn"].values()))
        and old_fits_with(p, node)
        and old_can_commit_power(state, p, node)
    ):
        out.append("cgo")
    out.append("cnone")
    return out


def old_best_helps(p: dict[str, Any], node: dict[str, Any], trials: list[dict[str, Any]]) -> list[int]:
    if not trials:
        return []
    spare = [i for i, m in enumerate(p["mages"]) if m[1] and i not in node["mages"]]
    staffs = [
        i
        for i, e in enumerate(p["equipment"])
        if e[1] and i not in node["staffs"] and EQUIPMENT[e[0]]["ability"] == "catch_once"
    ]
    all_staffs = list(node["staffs"]) + staffs
    budget = p["coins"] - old_fees(p, node)
    if len(spare) > 10:
        spare = spare[:10]
    colour_ok = not has_ability(p, "green_only")
    cards = [MAGES[p["mages"][i][0]] for i in spare]
    out = []
    for trial in trials:
        best = old_helper_power(p, {**trial, "staffs": all_staffs})
        if cards:
            best += best_mages([(int(c["fee"]), old_mage_power(c, trial, colour_ok)) for c in cards], budget)
        out.append(best)
    return out


def old_bottling_options(p: dict[str, Any]) -> list[str]:
    if not p["corks"]:
        return []
    bottles = p["bottles"]
    out = []
    for i, d in enumerate(p["circle_djinn"]):
        if d is None:
            continue
        if d == "B":
            out += [f"bottle:{i}:{c}" for c in COLOURS if bottles[c]]
        elif bottles[d]:
            out.append(f"bottle:{i}:{d}")
    return out


def old_award_options(state: State, seat: int) -> list[str]:
    p = state["seats"][seat]
    bottled = p["bottled"]
    colours = [c for c in COLOURS if bottled[c][0] + bottled[c][1] >= 3]
    if not colours:
        return []
    ids = [a for col in turn.award_columns(state, p) for a in state["awards"][col]]
    return [f"award:{c}:{a}" for c in colours for a in ids]


def old_equipment_options(state: State, seat: int) -> list[str]:
    p = state["seats"][seat]
    t = state["turn"]
    out: list[str] = []
    field_ok = t["stage"] == "field" and state["phase"] == "play"
    here: tuple[str | None, str] | None = None
    for i, (card, up) in enumerate(p["equipment"]):
        if not up:
            continue
        data = EQUIPMENT[card]
        ab = data["ability"]
        if ab == "arrive":
            if not field_ok or card in t["equipment_used"]:
                continue
            if card in t["new_equipment"] and not LOCATION_ACTIONS[data["location"]].get("new_equipment_pays_at_once"):
                continue
            if here is None:
                here = (state["tiles"].get(t["field"]), turn.own_passage(state, seat, t["field"]))
            if data["location"] in here:
                out.append(f"eq:{i}")
        elif ab == "take_mage":
            if any(state["piles"]):
                out.append(f"eq:{i}")
        elif ab == "source_discount":
            if t["stage"] == "field" and t["field"] == SOURCE and not t["source_discount"]:
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


def old_with_free(state: State, seat: int, main: list[str]) -> list[str]:
    free = old_free_actions(state, seat)
    if free and has_ability(state["seats"][seat], "must_bottle") and free[0].startswith("bottle:"):
        return free
    return main + free


def old_others_at(state: State, seat: int) -> dict[tuple[str, str], int]:
    out: dict[tuple[str, str], int] = {}
    for s, p in enumerate(state["seats"]):
        pos = p["position"]
        if s != seat and pos is not None:
            edge = (pos[0], pos[1])
            out[edge] = out.get(edge, 0) + 1
    return out


def old_moves(state: State, seat: int) -> list[str]:
    at, frm = state["seats"][seat]["position"]
    edges = old_others_at(state, seat)
    p = state["seats"][seat]
    return [f"move:{n}" for n in board.NEIGHBOURS[at] if n != frm and _can_arrive(edges, p, n, at, [])]


def old_options(state: State, seat: int) -> list[str] | None:
    """The old options of the decision on top (the field, the move, the catch), as they listed them; else None."""
    task = state["tasks"][-1]
    if task["t"] == "catch":
        return old_catch_options(state, seat, task)
    if task["t"] == "field":
        return old_with_free(state, seat, turn.field_actions(state, seat))
    if task["t"] == "move":
        position = state["seats"][seat]["position"]
        main = placements(state, seat) if position is None else old_moves(state, seat)
        return old_with_free(state, seat, main or ["stay"])
    return None


def engine_order(ids: list[str]) -> list[str]:
    """What the engine's legal list made of an unordered kind's options (``Flow.legal_ids``): unique, by the key."""
    return ids if len(ids) < 2 else sorted(set(ids), key=natural_key)


# -- the games ------------------------------------------------------------------------------------------------------
CONFIGS = [(1, {}), (2, {}), (2, {"first_game": True}), (3, {"long_variant": True}), (4, {})]


def _compare_functions(state: State, seat: int) -> None:
    """Every replaced function against its old self in this position (all seats: their cards differ)."""
    for p in state["seats"]:
        assert catch.free_circles(p) == old_free_circles(p)
    for other in range(len(state["seats"])):
        assert board.others_at(state, other) == old_others_at(state, other)
        assert turn.free_actions(state, other) == old_free_actions(state, other)
    p = state["seats"][seat]
    node = state["tasks"][-1]
    if node["t"] != "catch":
        return
    assert catch.catch_options(state, seat, node) == old_catch_options(state, seat, node)
    assert catch.helper_power(p, node) == old_helper_power(p, node)
    assert catch.fees(p, node) == old_fees(p, node)
    picks = addable(state, node)
    trials = [node] + [added(node, x) for x in picks]
    assert catch.best_helps(p, node, trials) == old_best_helps(p, node, trials)
    assert catch.pick_helps(p, node, picks) == old_pick_helps(p, node, picks)
    for x in [*picks, None]:
        assert fits_with(p, node, x) == old_fits_with(p, node, x)


@pytest.mark.parametrize("rich", [False, True])
@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_random_games_list_as_the_old_code(players: int, options: dict[str, Any], rich: bool) -> None:
    """Seeded random games: at every decision the legal list is the engine's sort of the old options, and every
    replaced function answers as its old self; the catch's knapsack is reached in the rich seats' games."""
    catches = 0
    for seed in range(2):
        rng = Rng(seed + 10 * players + 1000 * rich)
        game = conjure.new_game("djinn", players=players, seed=seed, options=options)
        if rich:
            enrich(game, rng, equipment=4, corks=True)
        while not game.is_over:
            seat = game.to_act[0]
            legal = [a.id for a in game.legal_actions(seat)]
            old = old_options(game.state, seat)
            if old is not None:
                assert legal == engine_order(old)
                catches += game.state["tasks"][-1]["t"] == "catch"
            _compare_functions(game.state, seat)
            game.apply(seat, legal[rng.below(len(legal))])
    assert catches > 0 or players == 1


def test_the_catch_options_with_the_fees_binding() -> None:
    """Random catches on random holdings (mages, coins, power, staffs, the N4 bar): the options as the old code's,
    the knapsack among them."""
    rng = Rng(32)
    game = conjure.new_game("djinn", players=3, seed=4)
    mage_ids = sorted(MAGES)
    staffs = [e for e, card in EQUIPMENT.items() if card["ability"] in ("catch_once", "catch_plus")]
    fields = [f for f in game.state["djinn"] if game.state["djinn"][f]]
    checked = 0
    for _ in range(1500):
        state = game.state
        p = state["seats"][0]
        p["mages"] = [[mage_ids[rng.below(len(mage_ids))], rng.below(4) > 0] for _ in range(rng.below(12))]
        p["equipment"] = [[staffs[rng.below(len(staffs))], rng.below(3) > 0] for _ in range(rng.below(4))]
        p["coins"], p["power"] = rng.below(9), rng.below(12)
        p["characters"] = [CHAR_BY_ABILITY["green_only"]] if rng.below(4) == 0 else []
        field = fields[rng.below(len(fields))]
        node = {"t": "catch", "seat": 0, "field": field, "src": rng.below(5) == 0, "boss": 0}
        node["djinn"] = {c: 0 for c in COLOURS}
        node["mages"] = [i for i, m in enumerate(p["mages"]) if m[1] and rng.below(3) == 0]
        node["staffs"] = [i for i, e in enumerate(p["equipment"]) if e[1] and rng.below(3) == 0]
        for x in addable(state, node):
            if rng.below(2):
                node = added(node, x)
        assert catch.catch_options(state, 0, node) == old_catch_options(state, 0, node)
        picks = addable(state, node)
        assert catch.pick_helps(p, node, picks) == old_pick_helps(p, node, picks)
        checked += 1
    assert checked == 1500


def test_in_flow_order_is_the_engines_sort_kept_and_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    ids = ["key:scroll", "eq:10", "act:basic", "eq:2", "end", "eq:2"]
    assert flow.in_flow_order(ids) == engine_order(ids) == ["act:basic", "end", "eq:2", "eq:10", "key:scroll"]
    first = flow.in_flow_order(ids)
    first.append("changed")  # a copy: the kept list stays as it was
    assert flow.in_flow_order(ids) == engine_order(ids)
    assert flow.in_flow_order(["one"]) == ["one"] and flow.in_flow_order([]) == []
    monkeypatch.setattr(flow, "_ORDER", {})  # (the compiled module reads its globals from the module's dict)
    for n in range(flow.ORDER_KEPT + 5):  # never more than ORDER_KEPT lists kept: cleared when full
        assert flow.in_flow_order([f"b:{n}", "a"]) == ["a", f"b:{n}"]
        assert len(flow._ORDER) <= flow.ORDER_KEPT
    assert 0 < len(flow._ORDER) < 10
