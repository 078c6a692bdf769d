"""Trickerion's search at its "1 s" budget (480 iterations) assigns its characters (issue 32).

At 480 iterations the bot had passed its whole round-2 assignment (``done`` first, every character idle for the round)
and lost seed 6000 that it won at 140: ISMCTS judges each line at the end of the bot's own turn (``turns_ahead = 1``),
and there, at the end of its assignment, an assignment card changed no feature of the evaluation, so every line from
``done`` to assigning every character was worth the same and the noise of 480 iterations picked. The evaluation now
counts the characters with a card still to act (``assigned``)."""

from __future__ import annotations

import copy

import conjure
from conjure.bots.ismcts import Ismcts
from conjure.engine import Game
from conjure.games.trickerion import evaluation as trickerion_eval

# seed 6000, the ISMCTS (seat 0) against the heuristic (seat 1) at 480 iterations before the fix: up to the bot's
# first assignment decision of round 2, which was ``done``
LINE = (
    "0 magician:electra;1 magician:the_great_optico;0 trick:linking_rings;0 props:metal:metal;0 specialist:assistant;"
    "1 trick:enchanted_butterflies;1 props:fabric:fabric;1 specialist:manager;1 props:glass:wood;1 advertise;0 pass;"
    "0 assign:magician:downtown;0 idle:apprentice;0 idle:assistant;0 assign:apprentice2:dark_alley;"
    "1 assign:magician:downtown;1 done;1 spot:downtown:1;1 boost:shard;1 act:learn;1 die:trick_die_b;"
    "1 school:spiritual;1 pick_trick:mind_reading;1 act:coins;0 who:apprentice2;0 spot:dark_alley:1;0 boost:none;"
    "0 draw:downtown;0 keep:thirst_for_knowledge;0 draw:market_row;0 keep:barter_with_power;0 spot:downtown:4;"
    "0 boost:none;0 act:hire;0 advertise;1 advertise"
)


def _round_two_assignment() -> Game:
    game = conjure.new_game("trickerion", players=2, seed=6000)
    for step in LINE.split(";"):
        seat, action = step.split(" ")
        game.apply(int(seat), next(a for a in game.legal_actions(int(seat)) if a.id == action))
    assert game.state["round"] == 2 and any(a.id.startswith("assign:") for a in game.legal_actions(0))
    return game


def test_an_assigned_character_is_an_action_to_come() -> None:
    """At the end of a seat's assignment its cards are worth something: a character with a card counts until it is
    placed or left idle, and assigning beats passing for the evaluation (before: both judged alike)."""
    game = _round_two_assignment()
    passed, assigned = copy.deepcopy(game), copy.deepcopy(game)
    passed.apply(0, next(a for a in passed.legal_actions(0) if a.id == "done"))
    assigned.apply(0, next(a for a in assigned.legal_actions(0) if a.id == "assign:magician:downtown"))
    assert trickerion_eval.assigned(passed.state, 0) == 0.0 and trickerion_eval.assigned(assigned.state, 0) == 1.0
    assert trickerion_eval.evaluate(assigned.state, 0) > trickerion_eval.evaluate(passed.state, 0)
    state = assigned.state
    state["placed"] = [{"seat": 0, "char": "magician", "loc": "downtown", "space": 1}]
    assert trickerion_eval.assigned(state, 0) == 0.0  # placed: it acts, what it earns is counted by the rest
    state["placed"], state["idle"][0] = [], ["magician"]
    assert trickerion_eval.assigned(state, 0) == 0.0  # left idle: no action


def test_the_search_at_one_second_assigns_at_the_seed_6000_round_two_position() -> None:
    """The position where the bot at 480 iterations passed with every character unassigned: it now assigns one."""
    game = _round_two_assignment()
    chosen = Ismcts(6000 * 31, iterations=480).choose(game, 0)
    assert chosen.id.startswith("assign:"), chosen.id
