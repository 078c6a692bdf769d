"""Trickerion's location turns resolved and checked with less work (issue 32, branch ``trkturns``): every list,
state and event as the code before gave it.

- ``end`` with AP left: whether it was the turn's only option (said in the log, ``nothing_to_do``) is asked of the
  location (``_only_end`` of the Market Row, Downtown, the Workshop and the Theatre, passed to
  ``bonuses.ends_or_forgoes``) instead of listing every option again (``FLOW.option_ids``).
- The location turns take ``end`` and ``forgo`` by their ids, and parse the other ids once (``bonuses.parsed``); the
  Market Row reads a plain Order's slot and prop from its id (``market.ORDER_PARTS``) and a plain Buy's parts where
  its row made it (``market.BUY_PARTS``), the Dark Alley a draw's deck (``dark_alley.DRAW_LOCS``) and takes fortune
  telling by its id.
- The Dark Alley's options read its AP costs once for each prophecy (``dark_alley._alley_aps``) and a deck's cards
  without ``decks.size``.

Here, over seeded random games at 2–4 seats with and without the Dark Alley and the prophecies, each game is played
beside a copy run with the old code (below, as on main at 8ab52e9) registered in the flow in place of the new (the
same legal lists, states, random streams and events); at every location turn of random games, with every AP from 0
to 6 and each special card held, each ``_only_end`` is compared with the old question, and the Dark Alley's options
with the old ones.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import conjure
from conjure.engine.copies import deep_copy
from conjure.engine.machine import sofar
from conjure.engine.rng import Rng
from conjure.games.trickerion import data, ids
from conjure.games.trickerion.flow import FLOW, Events, State, Task
from conjure.games.trickerion.locations import dark_alley, downtown, market, workshop
from conjure.games.trickerion.prophecies.locations import RULES, cost
from conjure.games.trickerion.specials import bonuses
from conjure.games.trickerion.theatre import stage
from tests.trickerion.helpers import on_top, play_beside

Resolve = Callable[[State, Task, int, str, Rng, Events], None]

# -- the old code (main at 8ab52e9) -----------------------------------------------------------------------------------


def ends_or_forgoes_old(state: State, task: Task, seat: int, kind: str, events: Events) -> bool:
    if kind == "end":
        if task["ap"] > 0 and FLOW.option_ids(state, seat) == [kind]:
            events.append(
                {"type": "nothing_to_do", "seat": seat, "char": task["char"], "loc": task["t"][5:], "ap": task["ap"]}
            )
        state["tasks"].pop()
        return True
    if kind == "forgo":
        bonuses.forgo(state, task, seat, events)
        return True
    return False


def turn_market_row_old(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    chosen = ids.parse(aid)
    if ends_or_forgoes_old(state, task, seat, chosen.kind, events):
        return
    match chosen:
        case ids.Buy():
            buy_old(state, task, seat, chosen, events)
        case ids.Buyset():
            market.spend(task, cost(state, "buy"))
            market.buy_mix(state, task, seat, chosen.props, events)
        case ids.Order():
            market._order(state, task, seat, chosen, events)
        case ids.Quick(prop, special):
            market.spend(task, cost(state, "quick_order"))
            state["market"]["quick"] = prop
            events.append({"type": "quick_order", "seat": seat, "prop": prop})
            if special:
                market.spend_bonus(task)
                state["dubious_sources"] = seat
                events.append({"type": "special_used", "seat": seat, "card": "dubious_sources"})


def buy_old(state: State, task: Task, seat: int, chosen: ids.Buy, events: Events) -> None:
    prop, count, haggle, card = chosen.prop, chosen.count, chosen.haggle, market.bonus(task) if chosen.bonus else None
    if card == "smuggled_goods":
        market.spend(task, cost(state, "buy"))
        market.smuggle(state, seat, prop, count, events)
        market.spend_bonus(task)
        return
    market.spend(task, cost(state, "buy") + haggle * cost(state, "bargain"))
    if card == "shoplifting":
        market.shoplift(state, seat, prop, count, haggle, events)
        market.spend_bonus(task)
    elif card == "workshop_delivery":
        market.buy(state, seat, prop, count, haggle, events, market.delivery_shelf(state, seat))
        market.spend_bonus(task)
        events.append({"type": "special_used", "seat": seat, "card": "workshop_delivery"})
    else:
        paid = market.buy(state, seat, prop, count, haggle, events)
        if chosen.bonus:
            market.spend_bonus(task)
            market.fame(state, seat, "workshop_exhibition", paid - 1, events)
            events.append({"type": "special_used", "seat": seat, "card": "workshop_exhibition"})


def draw_cost_old(state: State, task: Task) -> int:
    return cost(state, "draw_further_cards" if task.get("drew") else "draw_first_card")


def alley_options_old(state: State, task: Task, seat: int) -> list[str]:
    ap = task["ap"]
    options = []
    if ap >= draw_cost_old(state, task):
        options += [
            dark_alley.DRAW_IDS[loc] for loc in data.SA_LOCATIONS if state["dark_alley"] and dark_alley.size(state, loc)
        ]
    if ap >= cost(state, "fortune_telling") and state["prophecies"] and len(state["prophecy"]["upcoming"]) > 1:
        options.append(dark_alley.FORTUNE)
    if ap >= dark_alley.FATE_AP and dark_alley.can_weave_fate(state, seat):
        options += [ids.text(ids.Fate, p) for p in state["prophecy"]["upcoming"]]
    return [*options, dark_alley.END]


def turn_dark_alley_old(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    match ids.parse(aid):
        case ids.End():
            state["tasks"].pop()
        case ids.Draw(loc):
            dark_alley.spend(task, draw_cost_old(state, task))
            task["drew"] = True
            cards = dark_alley.draw(state, loc, rng)
            events.append({"type": "draw_special", "seat": seat, "loc": loc, "cards": len(cards)})
            FLOW.push(state, {"t": "keep_special", "seat": seat, "loc": loc, "cards": cards})
        case ids.Fate(prophecy):
            dark_alley.spend(task, dark_alley.FATE_AP)
            dark_alley.fate_weaving(state, seat, prophecy, rng, events)
        case _:
            dark_alley.spend(task, cost(state, "fortune_telling"))
            dark_alley.fortune_telling(state, events, seat)


def ended_old(new: Resolve) -> Resolve:
    """The old resolution of a turn whose code changed only before the id's kind was known (Downtown, the
    Workshop, the Theatre): the id parsed, ``end`` and ``forgo`` taken by the old ``ends_or_forgoes``, any other id
    by the rest of the turn's code (unchanged)."""

    def resolve(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
        if not ends_or_forgoes_old(state, task, seat, ids.parse(aid).kind, events):
            new(state, task, seat, aid, rng, events)

    return resolve


OLD: dict[str, Resolve] = {
    "turn_market_row": turn_market_row_old,
    "turn_downtown": ended_old(downtown.turn_downtown),
    "turn_workshop": ended_old(workshop.turn_workshop),
    "turn_theater": ended_old(stage.turn_theater),
    "turn_dark_alley": turn_dark_alley_old,
}


@contextmanager
def old_code() -> Iterator[None]:
    """The flow with the old resolutions of the location turns registered, and the Dark Alley's old options."""
    kept = {kind: FLOW.decisions[kind] for kind in OLD}
    for kind, old in OLD.items():
        stepwise = kept[kind].stepwise
        if stepwise is None:
            FLOW.decisions[kind] = dataclasses.replace(kept[kind], resolve=old)
        else:
            stepped = dataclasses.replace(stepwise, finish=old)
            FLOW.decisions[kind] = dataclasses.replace(
                kept[kind], resolve=stepped.resolve, finish=old, stepwise=stepped
            )
    FLOW.decisions["turn_dark_alley"] = dataclasses.replace(
        FLOW.decisions["turn_dark_alley"], options=alley_options_old
    )
    try:
        yield
    finally:
        FLOW.decisions.update(kept)


def test_the_old_code_is_registered() -> None:
    """The yardstick is in place: each kind resolves by the old function (a stepwise one through its steps)."""
    with old_code():
        for kind, old in OLD.items():
            decision = FLOW.decisions[kind]
            assert (decision.stepwise.finish if decision.stepwise is not None else decision.resolve) is old
        assert FLOW.decisions["turn_dark_alley"].options is alley_options_old
    assert FLOW.decisions["turn_market_row"].finish is market.turn_market_row


CASES = [
    (2, 1, {}),
    (3, 2, {"dark_alley": False}),
    (4, 3, {}),
    (2, 4, {"prophecies": False}),
    (4, 5, {"prophecies": False}),
    (3, 6, {}),
]


@pytest.mark.parametrize("players,seed,options", CASES)
def test_same_game_as_with_the_old_code(players: int, seed: int, options: dict[str, Any]) -> None:
    game = conjure.new_game("trickerion", players=players, seed=seed + 80, options=options)
    _, located = play_beside(game, old_code, seed, counts=on_top(tuple(OLD)))
    assert located > 10


# -- the location's own "only end" against the old question --------------------------------------------------------

ONLY_END: dict[str, Callable[[State, Task, int], bool]] = {
    "turn_market_row": market._only_end,
    "turn_downtown": downtown._only_end,
    "turn_workshop": workshop._only_end,
    "turn_theater": stage._only_end,
}
CARDS: dict[str, tuple[str | None, ...]] = {
    kind: (None, *(c for c, card in data.SPECIAL_ASSIGNMENTS.items() if card["location"] == loc))
    for kind, loc in (
        ("turn_market_row", "market_row"),
        ("turn_downtown", "downtown"),
        ("turn_workshop", "workshop"),
        ("turn_theater", "theater"),
    )
}


def own_markers_old(state: State, seat: int) -> list[tuple[str, Any]]:
    return [(card, m) for card in stage.display(state) for m in stage.on_card(state, card) if m["seat"] == seat]


def free_slots_old(state: State, card: str, seat: int, trick: str, moving: tuple[str, int] | None = None) -> list[int]:
    markers = [m for m in stage.on_card(state, card) if moving != (card, m["slot"])]
    if any(m["seat"] == seat and m["trick"] == trick for m in markers):
        return []
    taken = {m["slot"] for m in stage.on_card(state, card)}
    return [s for s in data.PERFORMANCES[card].slots if s not in taken]


def compare_stage(state: State) -> int:
    """The Theatre's markers read without copies (``stage.own_markers``, ``stage.free_slots``) against the old
    reads, for every seat, trick and performance card, with each marker moving and none; how many."""
    compared = 0
    for seat, own in enumerate(state["seats"]):
        assert stage.own_markers(state, seat) == own_markers_old(state, seat)
        for card in stage.display(state):
            moves = [None, *((card, m["slot"]) for m in state["stage"].get(card, []))]
            for trick in own["tricks"]:
                for moving in moves:
                    assert stage.free_slots(state, card, seat, trick["id"], moving) == free_slots_old(
                        state, card, seat, trick["id"], moving
                    )
                    compared += 1
    return compared


def only_end_old(state: State, seat: int) -> bool:
    return FLOW.option_ids(state, seat) == ["end"]


def compare_turn(state: State, task: Task, seat: int) -> int:
    """At a location turn (no step chosen): each special card held (its bonus taken or not) and none, every AP from
    0 to 6 (the Dark Alley's also with a draw made or not): the new answers against the old; how many."""
    kind, compared = task["t"], 0
    if kind == "turn_dark_alley":
        for ap in range(7):
            for drew in (False, True):
                held = {**task, "ap": ap, "drew": drew}
                state["tasks"][-1] = held
                assert dark_alley.alley_options(state, held, seat) == alley_options_old(state, held, seat)
                compared += 1
    else:
        for card in CARDS[kind]:
            for taken in (False, True):
                for ap in range(7):
                    held = {**task, "special": card, "bonus_taken": taken, "ap": ap}
                    state["tasks"][-1] = held
                    assert ONLY_END[kind](state, held, seat) == only_end_old(state, seat), (kind, card, taken, ap)
                    compared += 1
    state["tasks"][-1] = task
    return compared


def variants(state: State, seat: int) -> Iterator[State]:
    """The state, and copies with the seat poor (no props, no specialist, its tricks' markers gone), rich (its
    tricks' markers gone), short of one kind of its first trick's props (else poor), every seat's tricks with one marker each on the performance cards where a slot is
    free, holding 2 markers more on their cards or none (the seat without specialists)."""
    yield state
    poor = deep_copy(state)
    poor["seats"][seat].update(coins=0, fame=0, shards=0, props={}, multi=[], specialists=[])
    rich = deep_copy(state)
    rich["seats"][seat].update(coins=30, fame=40, shards=3)
    short = deep_copy(poor)  # the props of the seat's first trick but one kind (Ingenuity's)
    tricks = short["seats"][seat]["tricks"]
    if tricks:
        needs = sorted(data.TRICKS[tricks[0]["id"]].components.items())
        short["seats"][seat]["props"] = dict(needs[1:])
    for trial in (poor, rich, short):
        for trick in trial["seats"][seat]["tricks"]:
            trick["markers"] = 0
        yield trial
    for held in (2, 0):
        staged = deep_copy(state)
        for number, own in enumerate(staged["seats"]):
            for trick in own["tricks"]:
                trick["markers"] = held
                for card in stage.display(staged):
                    free = stage.free_slots(staged, card, number, trick["id"])
                    if free:
                        marker = {"slot": free[0], "seat": number, "trick": trick["id"], "facing": "up"}
                        staged["stage"].setdefault(card, []).append(marker)
                        trick["staged"] = 1
                        break
        if not held:
            staged["seats"][seat]["specialists"] = []
        yield staged


def walk_turns(game: Any, seed: int, most: int) -> dict[str, int]:
    """Play ``game`` at random; at each of its first ``most`` location turns (no step chosen), each location's
    turn is put in its place for the same seat and character, in each of :func:`variants`, and compared; how many
    comparisons by kind (and of the Theatre's reads, ``stage``)."""
    pick, counted, turns = Rng(seed), {kind: 0 for kind in (*ONLY_END, "turn_dark_alley", "stage")}, 0
    while not game.is_over and turns < most:
        task = game.state["tasks"][-1] if game.state["tasks"] else None
        if task is not None and task["t"] in counted and not sofar(task, task["seat"]):
            seat = task["seat"]
            for state in variants(deep_copy(game.state), seat):
                counted["stage"] += compare_stage(state)
                for kind in counted:
                    if kind == "stage":
                        continue
                    state["tasks"][-1] = {**task, "t": kind}
                    counted[kind] += compare_turn(state, state["tasks"][-1], seat)
            turns += 1
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])
    return counted


@pytest.mark.parametrize("players,seed,options", [(4, 31, {}), (3, 32, {}), (2, 33, {"prophecies": False})])
def test_only_end_is_the_old_question(players: int, seed: int, options: dict[str, Any]) -> None:
    game = conjure.new_game("trickerion", players=players, seed=seed, options=options)
    counted = walk_turns(game, seed, 12)
    assert all(n > 500 for kind, n in counted.items() if kind != "stage"), counted
    assert counted["stage"] > (50 if players > 2 else 0), counted  # few performance cards are out early at 2 seats


def test_only_end_under_every_prophecy() -> None:
    """A 4-player game's location turns under each prophecy in turn (those that change an AP cost among them)."""
    game = conjure.new_game("trickerion", players=4, seed=34)
    pick, compared = Rng(34), 0
    while not game.is_over and compared < 3000:
        task = game.state["tasks"][-1] if game.state["tasks"] else None
        if task is not None and task["t"] in (*ONLY_END, "turn_dark_alley") and not sofar(task, task["seat"]):
            for prophecy in sorted(RULES):
                state = deep_copy(game.state)
                state["prophecies"] = True
                state["prophecy"]["active"] = prophecy
                compared += compare_turn(state, state["tasks"][-1], task["seat"])
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])
    assert compared >= 3000


def test_alley_costs_under_every_prophecy() -> None:
    state: Any = {"prophecies": True, "prophecy": {"active": None}}
    actions = ("draw_first_card", "draw_further_cards", "fortune_telling")
    for prophecies, active in [(False, "x"), (True, None), *((True, p) for p in sorted(RULES))]:
        state.update(prophecies=prophecies, prophecy={"active": active})
        assert dark_alley._alley_aps(state) == tuple(cost(state, a) for a in actions)
        for drew in (False, True):
            assert dark_alley.draw_cost(state, {"drew": drew}) == draw_cost_old(state, {"drew": drew})


# -- the ids read without parsing, and the parsed ids kept -----------------------------------------------------------


def test_ids_read_from_their_parts() -> None:
    for move, (slot, prop) in market.ORDER_PARTS.items():
        chosen = ids.parse(move)
        assert isinstance(chosen, ids.Order) and not chosen.special and (chosen.slot, chosen.prop) == (slot, prop)
    assert len(market.ORDER_PARTS) == len(market.PROPS) * len(market.ORDER_IDS)
    market.buy_options(  # every row of a rich seat's, so that BUY_PARTS holds some
        {
            "market": {"buy": list(market.PROPS), "order": [None], "quick": None},
            "seats": [{"coins": 30, "props": {}, "multi": []}],
            "prophecies": False,
            "prophecy": {"active": None},
        },
        0,
        4,
    )
    assert len(market.BUY_PARTS) >= 3 * len(market.PROPS)
    for move, (prop, count, haggle) in market.BUY_PARTS.items():
        assert ids.parse(move) == ids.Buy(prop, count, haggle, None)
    for move, loc in dark_alley.DRAW_LOCS.items():
        assert ids.parse(move) == ids.Draw(loc)
    assert set(dark_alley.DRAW_LOCS.values()) == set(data.SA_LOCATIONS)
    for move, kind in ((bonuses.FORGO, "forgo"), (market.END, "end"), (dark_alley.FORTUNE, "fortune")):
        assert ids.parse(move).kind == move == kind


def test_parsed_ids_are_the_parsed_ids(monkeypatch: pytest.MonkeyPatch) -> None:
    """``parsed`` gives what ``ids.parse`` does, kept at most ``PARSED_KEPT`` (emptied when full); an unknown id
    is refused as before, and not kept."""
    monkeypatch.setattr(bonuses, "PARSED_KEPT", 3)
    monkeypatch.setattr(bonuses, "_PARSED", {})
    for move in ("end", "draw:downtown", "buy:wood:2:1", "order:0:rope:special", "reroll:bank_die_a", "end"):
        assert bonuses.parsed(move) == ids.parse(move)
        assert bonuses.parsed(move) is bonuses.parsed(move)
        assert len(bonuses._PARSED) <= 3
    with pytest.raises(ValueError):
        ids.parse("nonsense:1")
    with pytest.raises(ValueError):
        bonuses.parsed("nonsense:1")
    assert "nonsense:1" not in bonuses._PARSED


# -- the Market Row's special card's bonus list made only when its first step is taken -----------------------------


def test_market_bonus_lists_at_the_edges() -> None:
    """The Market Row's turns of a random game with each special card held and none, AP 1 and 3, the seat's coins
    and fame at the edges of a single prop's price (and below 0; the market as it is, or offering only the dearest
    kind), its workshop empty, full of single props or full:
    every list of next steps reachable, new and old (``market._first_steps`` asks whether the bonus list has a
    move without making it; tests/trickerion/test_same_market.py's yardstick)."""
    from tests.trickerion.test_same_market import walk

    game = conjure.new_game("trickerion", players=4, seed=35)
    pick, compared, turns = Rng(35), 0, 0
    kinds = market.PROPS[: market.BOARD_SLOTS]
    dearest = max(market.PROPS, key=market.PRICE.__getitem__)
    workshops = ({}, dict.fromkeys(kinds, 1), dict.fromkeys(kinds, 3))
    while not game.is_over and turns < 3:
        task = game.state["tasks"][-1] if game.state["tasks"] else None
        if task is not None and task["t"] == "turn_market_row" and not sofar(task, task["seat"]):
            seat = task["seat"]
            for coins, fame, dear in (
                (-1, 0, False),
                (0, 0, False),
                (1, 0, False),
                (0, 1, True),
                (1, 2, True),
                (3, 3, True),
                (2, 2, False),
            ):
                for props in workshops:
                    state = deep_copy(game.state)
                    state["seats"][seat].update(coins=coins, fame=fame, shards=1, props=dict(props), multi=[])
                    if dear:  # only the dearest kind on offer
                        stock = state["market"]
                        stock["buy"] = [dearest for _ in stock["buy"]]
                        stock["quick"], stock["logistics"] = None, []
                    for card in CARDS["turn_market_row"]:
                        for ap in (1, 3):
                            held = {**task, "special": card, "bonus_taken": False, "ap": ap}
                            state["tasks"][-1] = held
                            compared += walk("turn_market_row", state, held, seat, ())
            turns += 1
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])
    assert compared > 1000


# -- Downtown: the first step's checks without dice_at's lists, the dice actions' later steps without die_options --


def can_learn_old(state: State, seat_no: int, cap: int = downtown.MOST_THRESHOLD) -> bool:
    seat = state["seats"][seat_no]
    coins = seat["coins"]
    if downtown.trick_slot(seat) is None or coins < 0:
        return False
    limit = min(int(seat["fame"]) + coins, downtown.MOST_THRESHOLD, cap)
    for die in downtown.dice_at(state, "residence"):
        face = state["dice"][die]
        for school in data.SCHOOLS_ORDER if face == downtown.ANY else sorted({face, seat["school"]}):
            if any(data.TRICKS[t].threshold <= limit for t in state["trick_decks"][school]):
                return True
    return False


def downtown_steps_old(state: State, task: Task, seat: int, begun: tuple[str, ...]) -> dict[str, str | None]:
    """Downtown's next steps as on main at 8ab52e9: after the first step test_same_market's yardstick (every list
    made, its moves gone through), the first step with the old ``can_learn``, ``hire_options`` and ``dice_at``."""
    from tests.trickerion.test_same_market import dice_steps_old
    from tests.trickerion.test_same_market import downtown_steps_old as later_old

    if begun:
        return later_old(state, task, seat, begun)
    ap, found = task["ap"], dict[str, str | None]()
    if ap >= cost(state, "learn_trick") and can_learn_old(state, seat):
        found[downtown.ACT_LEARN] = None
    if ap >= cost(state, "hire_character") and downtown.hire_options(state, seat):
        found[downtown.ACT_HIRE] = None
    if ap >= cost(state, "take_coins") and downtown.dice_at(state, "bank"):
        found[downtown.ACT_COINS] = None
    for move in downtown.special_options(state, task, seat):
        step = downtown.downtown_path(move)[0]
        if step not in found:
            found[step] = None
    for step in dice_steps_old(state, ap):
        if step not in found:
            found[step] = None
    for move in (*downtown.forgo_option(task), downtown.END):
        found[move] = move
    return found


def walk_downtown(state: State, task: Task, seat: int, begun: tuple[str, ...]) -> int:
    """Every list of next steps reachable from ``begun``, new and old (stray steps after each too); how many."""
    new = downtown.downtown_steps(state, task, seat, begun)
    assert list(new.items()) == list(downtown_steps_old(state, task, seat, begun).items()), begun
    for stray in ("die:nowhere", "act:set", "to_face:1"):
        after = (*begun, stray)
        assert downtown.downtown_steps(state, task, seat, after) == downtown_steps_old(state, task, seat, after)
    return 1 + sum(walk_downtown(state, task, seat, (*begun, step)) for step, move in new.items() if move is None)


def test_downtown_steps_with_every_die_face() -> None:
    """Downtown's turns of a random game (and the other locations' turns made Downtown's) with each die set to
    each of its faces, the seat's fame and coins low and high, some special cards held and none, AP 1 and 3: every
    list of next steps reachable, new and old; ``can_learn`` against the old under every cap."""
    game = conjure.new_game("trickerion", players=3, seed=36)
    pick, compared, turns = Rng(36), 0, 0
    cards = (None, "thirst_for_knowledge", "leaked_blueprints", "headhunter", "interest")
    while not game.is_over and turns < 3:
        task = game.state["tasks"][-1] if game.state["tasks"] else None
        if task is not None and str(task["t"]).startswith("turn_") and not sofar(task, task["seat"]):
            seat = task["seat"]
            for die in sorted(game.state["dice"]):
                for face in sorted({*data.DICE[die].faces}):
                    for fame, coins in ((0, 0), (12, 30)):
                        trial = deep_copy(game.state)
                        trial["dice"][die] = face
                        trial["seats"][seat].update(fame=fame, coins=coins)
                        for cap in range(downtown.MOST_THRESHOLD + 2):
                            assert downtown.can_learn(trial, seat, cap) == can_learn_old(trial, seat, cap)
                        for card in cards:
                            for ap in (1, 3):
                                held = {**task, "t": "turn_downtown", "special": card, "ap": ap}
                                trial["tasks"][-1] = held
                                compared += walk_downtown(trial, held, seat, ())
            turns += 1
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])
    assert compared > 1000


def test_downtown_kept_ids() -> None:
    """The thresholds, the Reroll's and Set a Die's steps written at import are those of the tricks' records and of
    the moves' paths."""
    assert downtown.THRESHOLD == {t: trick.threshold for t, trick in data.TRICKS.items()}
    for die in downtown.DICE_IDS:
        reroll = downtown.REROLL_IDS[die]
        assert downtown.downtown_path(reroll) == (downtown.ACT_REROLL, downtown.DIE_STEPS[die])
        assert downtown.REROLL_NEXTS[downtown.DIE_STEPS[die]] == reroll
        assert downtown.DIE_OF_STEP[downtown.DIE_STEPS[die]] == die
        for face, step, move in downtown.FACE_STEPS[die]:
            assert downtown.downtown_path(move) == (downtown.ACT_SET, downtown.DIE_STEPS[die], step)
            assert ids.parse(move) == ids.SetDie(die, face)
    assert list(downtown.REROLL_NEXTS) == [downtown.DIE_STEPS[die] for die in downtown.DICE_IDS]
