"""Insula's plain search iteration made cheaper (issue 32, Insula's fifth round; branch ``insit``) changes nothing a
player or a bot sees.

What changed, and the yardstick each is held to here:
- the flow's lister lists every plain decision too (``turn.legal_ids``: the options, their sorted set kept per list of
  options): against the engine's own ``Flow.legal_ids`` at every decision of seeded games;
- a turn's move is read once per id (``turn._read``) instead of matched on its typed id: against the old
  ``take_turn``/``_action``, kept below, applied to a copy of every turn position for every legal one-step move;
- the redeal lists the hidden island cards once: against the old redeal, kept below, at every decision. (This round
  copied the state by a walk of Insula's own, ``view.copied``; the redeal now copies by the engine's ``deep_copy``,
  which walks the state's tree the same way: the state never holds a dict or list twice, so no copy can differ in what
  it shares, and the copy shares no dict or list with the state);
- ``Flow.push``/``push_all`` and the ``lru_cache``'d grid tables done natively (``flow.push``/``push_all``,
  ``island.around``, ``cards._peek_near``): against the engine's functions and the tables made afresh.
And as a whole: a digest of seeded random games (every configuration of ``sample_configs``: each legal list, each
state, the events, a redeal at every decision) and of the plain ISMCTS choices at the bench's four 2-player
positions, recorded with main's code before this round (at 67e4577, compiled), must come out the same.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest

import conjure
from conjure.engine import Rng
from conjure.engine.copies import deep_copy
from conjure.engine.flow import Flow
from conjure.games.insula import cards, data, ids, island, turn
from conjure.games.insula.circles import check_limit, draw_flower
from conjure.games.insula.flow import FLOW, push, push_all
from conjure.games.insula.steps import PEEK
from conjure.games.insula.view import (
    _forget_steps,
    _gnum,
    _redeal_curses,
    _redeal_fight,
    _redeal_flowers,
    _redeal_krizek,
    redeal,
)

State = dict[str, Any]
Events = list[dict[str, Any]]
RULES = conjure.get_rules("insula")
CONFIGS = RULES.sample_configs()  # every player count, both citadels of the advanced game


# ---- the old code (main before this round) -------------------------------------------------------------------------
def take_turn_old(state: State, task: dict[str, Any], seat: int, aid: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    chosen = ids.parse_offered(aid)
    match chosen:
        case ids.End():
            state["turn_over"] = True
            return
        case ids.Bulv(x, y):
            cards.play_bulvuska(state, seat, island.key_of(x, y), events)
            return
        case ids.Koren(direction):
            state["korenka"] = True
            cards.play_korenka(state, seat, direction, events)
            return
    p = state["seats"][seat]
    acts = state["actions"]
    if acts:
        p["vitality"] -= 1
        p["fatigue"] += 1
        events.append({"type": "pay", "seat": seat})
    acts.append(chosen.kind)
    _action_old(state, seat, chosen, rng, events)


def _action_old(state: State, seat: int, chosen: Any, rng: Rng, events: Events) -> None:
    match chosen:
        case ids.Move(direction):
            island.step(state, seat, direction, events)
        case ids.Rest(amount):
            cards.gain(state, seat, amount, events)
        case ids.Flower("draw"):
            events.append({"type": "pick", "seat": seat})
            draw_flower(state, seat, rng, events)
            check_limit(state, seat)
        case ids.Flower(card):
            cards.play_yellow(state, seat, card, rng, events)
        case ids.Curse(slot):
            cards.play_curse(state, seat, slot, rng, events)
        case ids.Certainty(what, direction):
            events.append({"type": "certainty", "seat": seat})
            if what == "move" and direction is not None:
                island.step(state, seat, direction, events, why="certainty")
            else:
                cards.gain(state, seat, data.RULES["certainty_rest"], events)


def redeal_old(state: State, seat: int | None, rng: Rng) -> State:
    s = deep_copy(state)
    _redeal_island_old(s, seat, rng)
    _redeal_flowers(s, seat, rng)
    _redeal_curses(s, seat, rng)
    _redeal_fight(s, seat, rng)
    _redeal_krizek(s, seat, rng)
    _forget_steps(s, seat)
    s["bag"].sort(key=_gnum)
    return s


def _redeal_island_old(s: State, seat: int | None, rng: Rng) -> None:
    for pile in ("light", "shadow"):
        hidden = [
            s["cells"][k]
            for k in sorted(s["cells"])
            if not s["cells"][k]["up"]
            and (seat is None or seat not in s["cells"][k]["seen"])
            and data.ISLAND[s["cells"][k]["card"]]["pile"] == pile
        ]
        pool = sorted(s["piles"][pile] + [c["card"] for c in hidden])
        rng.shuffle(pool)
        for c in hidden:
            c["card"] = pool.pop()
        s["piles"][pile] = pool


# ---- the comparisons --------------------------------------------------------------------------------------------------
def _containers(value: Any, found: list[int]) -> None:
    if isinstance(value, dict):
        found.append(id(value))
        for v in value.values():
            _containers(v, found)
    elif isinstance(value, list):
        found.append(id(value))
        for v in value:
            _containers(v, found)


def _turn_moves_both_ways(state: State, seat: int, rng: Rng) -> int:
    """Every one-step move of the turn on top, taken by the old ``take_turn`` and by the new, from copies."""
    task = state["tasks"][-1]
    made = 0
    for aid in turn.turn_options(state, task, seat):
        if turn.turn_path(aid) != (aid,):
            continue  # a peek: its steps go through the engine (the new ``take_turn`` at the end, checked in games)
        old, new = deep_copy(state), deep_copy(state)
        old_rng, new_rng = Rng(0), Rng(0)
        old_rng.state = new_rng.state = rng.state
        old_events: Events = []
        new_events: Events = []
        take_turn_old(old, old["tasks"][-1], seat, aid, old_rng, old_events)
        turn.take_turn(new, new["tasks"][-1], seat, aid, new_rng, new_events)
        assert (new, new_rng.state, new_events) == (old, old_rng.state, old_events), aid
        made += 1
    return made


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_lists_moves_copies_and_redeals_are_the_same(players: int, options: dict[str, Any]) -> None:
    plain = moves = 0
    for seed in range(2):
        game = conjure.new_game("insula", players=players, seed=seed, options=options)
        pick = Rng(seed + 11)
        while not game.is_over:
            state = game.state
            seat = game.to_act[0]
            for other in range(players):  # the lister against the engine's own list, for every seat (asked or not)
                assert FLOW.listed(state, other) == FLOW.legal_ids(state, other)
            kind = state["tasks"][-1]["t"]
            plain += kind not in ("turn", "bulv2")
            if kind == "turn" and "sofar" not in state["tasks"][-1]:
                moves += _turn_moves_both_ways(state, seat, game.rng)
            found: list[int] = []
            _containers(state, found)
            assert len(found) == len(set(found))  # no dict or list held twice: nothing for a copy to keep shared
            copy = deep_copy(state)  # the redeal's copy
            assert copy == state
            mine: list[int] = []
            _containers(copy, mine)
            assert not set(mine) & set(found)
            for who in (seat, None):
                a, b = Rng(seed * 1000 + len(game.history)), Rng(seed * 1000 + len(game.history))
                dealt = redeal(state, who, a)
                assert dealt == redeal_old(state, who, b)
                assert a.state == b.state
                theirs: list[int] = []
                _containers(dealt, theirs)
                assert not set(theirs) & set(found)  # the redealt state shares no dict or list with the state
            actions = game.legal_actions(seat)
            game.apply(seat, actions[pick.below(len(actions))])
    assert plain > 50 and moves > 200


def test_native_stack_and_tables_are_the_engines() -> None:
    rng = Rng(3)
    for n in range(6):
        tasks = [{"t": "x", "i": i} for i in range(n)]
        below = [{"t": "base"}] * rng.below(3)
        old: State = {"tasks": list(below)}
        new: State = {"tasks": list(below)}
        Flow.push_all(old, tasks)
        push_all(new, tasks)
        assert new["tasks"] == old["tasks"] and all(a is b for a, b in zip(new["tasks"], old["tasks"], strict=True))
        Flow.push(old, {"t": "y"})
        push(new, {"t": "y"})
        assert new == old
    for x in range(-4, 5):
        for y in range(0, 9):
            key = island.key_of(x, y)
            near = (island.neighbour(key, d) for d in data.DIRS)
            assert cards._peek_near(key) == tuple(
                k for k in near if k is not None and k not in (data.CITADEL, data.BEACH)
            )
            found = []
            for d in data.DIRS:
                target = island.neighbour(key, d)
                if target is not None and not (target == data.CITADEL and d == "in"):
                    found.append((d, target))
            assert island.around(key) == tuple(found)
    assert PEEK not in turn._MOVES


# ---- the digest of whole games and searches ---------------------------------------------------------------------------
# sha256 of ``digest()``'s text, computed with main's code before this round (67e4577, the compiled build)
MAIN_DIGEST = "482ee824b7e2c889f434e3e88de26d5702537e7530ec0966ffe7e64e382c4735"


def digest() -> str:
    """Seeded random games at every configuration (each legal list, state, events, and a redeal for the seat to act),
    then the plain ISMCTS choice at each of the bench's four 2-player positions (basic and advanced)."""
    from conjure.bench_core import positions
    from conjure.bots import Ismcts
    from conjure.bots.search_settings import PLAIN

    h = hashlib.sha256()
    for players, options in CONFIGS:
        for seed in range(2):
            game = conjure.new_game("insula", players=players, seed=seed, options=options)
            pick = Rng(seed + 5)
            while not game.is_over:
                seat = game.to_act[0]
                actions = game.legal_actions(seat)
                h.update(json.dumps([a.id for a in actions]).encode())
                h.update(json.dumps(RULES.redeal(game.state, seat, Rng(len(game.history)))).encode())
                events = game.apply(seat, actions[pick.below(len(actions))])
                h.update(json.dumps([events, game.state, game.rng.state]).encode())
    for advanced in (False, True):
        two = RULES.resolve_options(2, {"advanced": advanced})
        for i, game in enumerate(positions("insula", two)):
            search = Ismcts(5 + i, iterations=30, settings=PLAIN)
            h.update(search.choose(game, game.to_act[0]).id.encode())
    return h.hexdigest()


def test_games_and_searches_are_as_on_main() -> None:
    assert digest() == MAIN_DIGEST
