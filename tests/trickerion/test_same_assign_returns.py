"""Trickerion's assignment and returns made cheaper (issue 32, branch ``trkassign``): every list, state, random
stream and event as the code before gave it.

- The returns offered at every decision of a seat (``returns.return_options``): the stage's cards read one by one
  (``returns._returnable``) instead of as sets made of the stage and the tasks; the kinds of props held sorted, not
  the props' items (``returns._prop_options``); typed reads.
- The assignment's options (``assignment.assign_options``) kept by what makes the list (the first undecided
  character, the locations of the cards in hand, the special cards) instead of by the team, the characters decided
  and the hand's counts; the first undecided character found without listing them (``assignment._first_undecided``:
  each character named in turn); ``hand_cards`` sorts the locations held instead of the hand's items; the ids of
  every character's name and card written at import (``assignment._ROWS``).
- The assignment's step (``assignment.assign``) reads an id the options wrote back from the ids it wrote
  (``assignment._MADE``) instead of parsing it.

Here the old functions (main at acad73b) are kept as the yardstick: at every decision of seeded random games at 2–4
seats, with and without the Dark Alley and the prophecies, every seat's answers are compared, also with the seats
given tricks that the stage and the tasks name (so that the returns' every branch comes up); and each game is played
beside a copy run with the old code registered in the flow: the same legal lists, states, random streams and events.
The old code is interpreted (it lives here) and is called through the flow's registry, so the comparison holds on the
compiled build too.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import conjure
from conjure.engine.copies import deep_copy
from conjure.engine.rng import Rng
from conjure.games.trickerion import data, ids, returns
from conjure.games.trickerion.flow import FLOW, Events, State, Task
from conjure.games.trickerion.phases import assignment
from conjure.games.trickerion.phases.assignment import DONE, take_card
from tests.trickerion.helpers import on_top, play_beside, play_checked

# -- the old code (main at acad73b) ---------------------------------------------------------------------------------


def named_old(tasks: list[dict[str, Any]]) -> set[str]:
    found: set[str] = set()
    for task in tasks:
        for value in task.values():
            if isinstance(value, str):
                found.add(value)
            elif isinstance(value, list):
                found.update(v for v in value if isinstance(v, str))
    return found


def returnable_tricks_old(state: State, seat: int) -> list[str]:
    tricks = state["seats"][seat]["tricks"]
    if not tricks:
        return []
    busy = named_old(state["tasks"])
    cards = set(state["stage"]) if state["phase"] == "performance" else busy & set(state["stage"])
    held = {m["trick"] for card in cards for m in state["stage"][card] if m["seat"] == seat}
    return [t["id"] for t in tricks if t["id"] not in busy and t["id"] not in held]


def return_options_old(state: State, seat: int) -> list[str]:
    if state["phase"] == "setup":
        return []
    props = state["seats"][seat]["props"]
    found = [ids.text(ids.ReturnTrick, t) for t in returnable_tricks_old(state, seat)]
    if props:
        found += [ids.text(ids.ReturnProp, p) for p, n in sorted(props.items()) if n > 0]
    return found


def character_ids_old(seat: dict[str, Any]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for kind in seat["characters"]:
        seen[kind] = seen.get(kind, 0) + 1
        out.append(kind if seen[kind] == 1 else f"{kind}{seen[kind]}")
    return out


def hand_cards_old(seat: dict[str, Any]) -> list[str]:
    return [loc for loc, n in sorted(seat["hand"].items()) if n > 0] + sorted(set(seat["special_hand"]))


def undecided_old(state: State, task: Task, seat: int) -> list[str]:
    done = set(task["decided"][seat])
    return [c for c in character_ids_old(state["seats"][seat]) if c not in done]


def assign_options_old(state: State, task: Task, seat: int) -> list[str]:
    chars = undecided_old(state, task, seat)
    if not chars:
        return [DONE]
    char = chars[0]
    options = [ids.text(ids.Assign, char, card) for card in hand_cards_old(state["seats"][seat])]
    return [*options, ids.text(ids.Idle, char), DONE]


def assign_old(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    chosen = ids.parse(aid)
    own = state["seats"][seat]
    match chosen:
        case ids.Assign(char, card):
            take_card(state, seat, char, card)
            task["decided"][seat].append(char)
            events.append({"type": "assign", "seat": seat, "char": char, "card": card, "to": [seat]})
        case ids.Idle(char):
            task["decided"][seat].append(char)
    if isinstance(chosen, ids.Done) or not undecided_old(state, task, seat) or not hand_cards_old(own):
        task["wait"].remove(seat)
        events.append(
            {
                "type": "assigned",
                "seat": seat,
                "chars": sorted(state["assigned"][seat]),
                "to": [seat],
                "public": {"type": "assigned", "seat": seat},
            }
        )
    if not task["wait"]:
        state["tasks"].pop()


@contextmanager
def old_code() -> Iterator[None]:
    """The flow with the old assignment (options and step) and the old returns registered."""
    kept, sides = FLOW.decisions["assign"], list(FLOW.sides)
    (at,) = [i for i, side in enumerate(FLOW.sides) if returns.RETURN_TRICK in side.kinds]
    FLOW.decisions["assign"] = dataclasses.replace(kept, options=assign_options_old, resolve=assign_old)
    FLOW.sides[at] = dataclasses.replace(FLOW.sides[at], options=return_options_old)
    try:
        yield
    finally:
        FLOW.decisions["assign"] = kept
        FLOW.sides[:] = sides


# -- the comparisons --------------------------------------------------------------------------------------------------

CASES = [
    (2, 1, {}),
    (3, 2, {"dark_alley": False}),
    (4, 3, {}),
    (2, 4, {"prophecies": False}),
    (4, 5, {"prophecies": False}),
    (3, 6, {"first_game": True}),
]


def _with_tricks(state: State, phase: str | None, pick: Rng) -> State:
    """A copy where every seat also holds a trick of each id that the stage's markers, the tasks or the other seats
    name (the returns' busy and held tricks) and two more, each seat has a marker on each performance card of the
    stage (three cards at least), and a task names a card and a trick drawn by ``pick``; a prop's count drawn too
    (0–2); in the phase ``phase`` (None: as it is)."""
    other = deep_copy(state)
    if phase is not None:
        other["phase"] = phase
    stage = other["stage"]
    for card in sorted(data.PERFORMANCES)[:3]:
        stage.setdefault(card, [])  # the stage of random play is mostly empty
    named = {m["trick"] for markers in stage.values() for m in markers}
    named |= {v for v in named_old(other["tasks"]) if v in data.TRICKS}
    named |= {t["id"] for own in other["seats"] for t in own["tricks"]}
    named |= set(sorted(data.TRICKS)[:2])
    ordered = sorted(named)
    for seat, own in enumerate(other["seats"]):
        held = {t["id"] for t in own["tricks"]}
        own["tricks"] = own["tricks"] + [{"id": t} for t in ordered if t not in held]
        kinds = sorted(data.COMPONENTS)
        own["props"] = {**own["props"], kinds[pick.below(len(kinds))]: pick.below(3)}  # none of a kind, too
        for k, card in enumerate(sorted(stage)):
            stage[card].append({"seat": seat, "trick": ordered[(seat + k) % len(ordered)], "slot": 99})
    cards = sorted(stage)
    probe = {"t": "probe", "tricks": [ordered[pick.below(len(ordered))], 7]}
    if cards:
        probe["card"] = cards[pick.below(len(cards))]
    other["tasks"].insert(0, probe)
    return other


def _check_returns(state: State, pick: Rng) -> int:
    compared = 0
    for variant in (state, _with_tricks(state, None, pick), _with_tricks(state, "performance", pick)):
        for seat in range(len(variant["seats"])):
            new = returns.return_options(variant, seat)
            assert new == return_options_old(variant, seat)
            assert returns.returnable_tricks(variant, seat) == returnable_tricks_old(variant, seat)
            compared += bool(variant["seats"][seat]["tricks"])
    return compared


def _check_assignment(state: State) -> int:
    compared = 0
    for own in state["seats"]:
        assert assignment.hand_cards(own) == hand_cards_old(own)
        assert assignment.character_ids(own) == character_ids_old(own)
    task = state["tasks"][-1] if state["tasks"] else None
    if task is not None and task["t"] == "assign":
        for seat in range(len(state["seats"])):
            assert assignment.assign_options(state, task, seat) == assign_options_old(state, task, seat)
            assert assignment.undecided(state, task, seat) == undecided_old(state, task, seat)
            chars = undecided_old(state, task, seat)
            assert assignment._first_undecided(state["seats"][seat], task["decided"][seat]) == (
                chars[0] if chars else None
            )
            compared += 1
    return compared


@pytest.mark.parametrize("players,seed,options", CASES)
def test_the_answers_are_the_old_ones(players: int, seed: int, options: dict[str, Any]) -> None:
    game = conjure.new_game("trickerion", players=players, seed=seed, options=options)
    counts, draw = {"returns": 0, "assign": 0}, Rng(seed + 100)

    def check(state: State) -> int:
        counts["returns"] += _check_returns(state, draw)
        counts["assign"] += _check_assignment(state)
        return 1

    assert play_checked(game, check, seed) > 100
    assert counts["returns"] > 500 and counts["assign"] > 20


@pytest.mark.parametrize("players,seed,options", CASES)
def test_same_game_as_with_the_old_code(players: int, seed: int, options: dict[str, Any]) -> None:
    """The old step is taken before the new legal list is made (as tests/trickerion/test_same_turns.py does)."""
    game = conjure.new_game("trickerion", players=players, seed=seed + 30, options=options)
    decisions, assigns = play_beside(game, old_code, seed, counts=on_top("assign"))
    assert decisions > 100 and assigns > 20


def test_the_step_without_its_ids_read_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """The assignment's step of an id the options did not write (none kept: each parsed, as before) gives what the
    old step gave; and every id kept reads back as it parses (those written at import among them)."""
    game = conjure.new_game("trickerion", players=3, seed=8)

    def read_back_then_forget() -> None:
        for text, (char, card) in assignment._MADE.items():
            assert ids.parse(text) == (ids.Assign(char, card) if card else ids.Idle(char))
        monkeypatch.setattr(assignment, "_MADE", {})

    _, assigns = play_beside(
        game, old_code, 8, counts=on_top("assign"), before=read_back_then_forget, until=lambda n: n >= 60
    )
    assert assigns == 60


def test_the_kept_lists_are_bounded_and_copied(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each memo keeps at most its bound and answers right after; the lists handed out are the callers' own."""
    monkeypatch.setattr(assignment, "KEPT", 3)
    monkeypatch.setattr(assignment, "MADE_KEPT", 5)
    for name in ("_OPTIONS", "_NAMES", "_ROWS", "_MADE"):
        monkeypatch.setattr(assignment, name, {})
    game = conjure.new_game("trickerion", players=4, seed=9)
    pick = Rng(9)
    for _ in range(400):
        if game.is_over:
            break
        state = game.state
        _check_assignment(state)
        _check_returns(state, pick)
        assert len(assignment._OPTIONS) <= 3 and len(assignment._NAMES) <= 3 and len(assignment._ROWS) <= 3
        assert all(len(row) <= 3 for row in assignment._ROWS.values()) and len(assignment._MADE) <= 5
        for char, row in assignment._ROWS.items():
            for card, text in row.items():
                assert assignment._MADE.get(text, (char, card)) == (char, card)
        for seat in range(game.players):
            offered = returns.return_options(state, seat)
            offered.append("spoilt")
            assert "spoilt" not in returns.return_options(state, seat)
            if state["tasks"] and state["tasks"][-1]["t"] == "assign":
                listed = assignment.assign_options(state, state["tasks"][-1], seat)
                listed.append("spoilt")
                assert "spoilt" not in assignment.assign_options(state, state["tasks"][-1], seat)
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])


def test_the_first_undecided_of_any_team() -> None:
    """``_first_undecided`` against the old listing for drawn teams (several of a type among them) and drawn sets
    of characters decided (in character order or not, names of no character among them)."""
    pick = Rng(17)
    kinds = [str(c["type"]) for c in data.DATA.raw["characters"]]
    for _ in range(2000):
        team = [kinds[pick.below(len(kinds))] for _ in range(pick.below(8))]
        names = character_ids_old({"characters": team})
        decided = [c for c in [*names, "apprentice9", "nobody"] if pick.below(3) == 0]
        if pick.below(2):
            decided.reverse()
        state = {"seats": [{"characters": team}]}
        task = {"decided": [decided]}
        chars = undecided_old(state, task, 0)
        assert assignment._first_undecided(state["seats"][0], decided) == (chars[0] if chars else None)
        assert assignment.undecided(state, task, 0) == chars
