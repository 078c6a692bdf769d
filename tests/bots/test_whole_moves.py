"""The values of a stepwise decision's complete moves are kept while its steps are taken (``conjure.bots.whole``): the
kept values are the ones the bot would compute again, so the bots choose exactly as they did before they were kept."""

from __future__ import annotations

from typing import Any

import pytest

import conjure
from conjure.bots import Heuristic, Ismcts, whole
from conjure.bots.judge import judge
from conjure.engine.game import Game

SEED = 11  # the random Trickerion game whose positions are pinned


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    return conjure.play_out(conjure.new_game("trickerion", players=2, seed=SEED), conjure.RandomBot(SEED)).record()


def _at(record: dict[str, Any], step: int) -> Game:
    return conjure.replay(dict(record, actions=record["actions"][:step]))


# Seeded decisions at positions of that game (its step, then the decision there: a placement's space, Downtown's
# action, a Theatre space, the assignment, a Market Row Buy's prop and count), made by ``Ismcts(3, iterations=40)``
# with Trickerion's own settings and by ``Heuristic(3)`` on main at 31ab552, before the values were kept: the ISMCTS
# choice, the heuristic's, and each root child's visits and summed reward.
PINNED: dict[int, tuple[str, str, dict[str, tuple[float, float]]]] = {
    17: (
        "stay",
        "stay",
        {"spot:workshop:1": (18, 8.461449), "spot:workshop:2": (20, 9.434505), "stay": (32, 15.760018)},
    ),
    20: (
        "act:set",
        "act:set",
        {
            "act:coins": (25, 15.265981),
            "act:hire": (10, 5.074994),
            "act:learn": (13, 7.562872),
            "act:reroll": (16, 9.452549),
            "act:set": (26, 15.945913),
            "end": (10, 5.074994),
        },
    ),
    40: (
        "spot:theater:saturday:backstage",
        "spot:theater:sunday:backstage",
        {
            "spot:theater:friday:backstage": (19, 11.597472),
            "spot:theater:saturday:backstage": (22, 13.542729),
            "spot:theater:sunday:backstage": (21, 12.921023),
            "spot:theater:thursday:backstage": (18, 10.96565),
            "stay": (10, 4.983333),
        },
    ),
    69: (
        "assign:magician:downtown",
        "assign:magician:hypnotic_motivation",
        {
            "assign:magician:dark_alley": (12, 5.737667),
            "assign:magician:downtown": (22, 11.196682),
            "assign:magician:grand_premiere": (10, 4.532618),
            "assign:magician:hypnotic_motivation": (18, 9.010593),
            "assign:magician:market_row": (12, 5.747656),
            "assign:magician:theater": (20, 10.062499),
            "assign:magician:traveling_merchants": (10, 4.28616),
            "assign:magician:workshop": (12, 5.747656),
            "done": (10, 4.781389),
            "idle:magician": (14, 6.831291),
        },
    ),
    90: (
        "ware:metal",
        "ware:wood",
        {
            "ware:fabric": (20, 9.273915),
            "ware:glass": (20, 9.273915),
            "ware:metal": (20, 9.345862),
            "ware:wood": (20, 9.345862),
        },
    ),
    91: ("count:3", "count:3", {"count:1": (17, 7.596587), "count:2": (17, 7.568487), "count:3": (36, 17.167974)}),
}


@pytest.mark.parametrize("step", sorted(PINNED))
def test_seeded_trickerion_decisions_are_as_before_the_values_were_kept(record: dict[str, Any], step: int) -> None:
    game = _at(record, step)
    seat = game.to_act[0]
    search = Ismcts(3, iterations=40)
    chosen = search.choose(game, seat).id
    assert search.tree is not None
    tree = {c.action: (c.visits, round(c.reward, 6)) for c in search.tree.children.values()}
    assert (chosen, Heuristic(3).choose(game, seat).id, tree) == PINNED[step]


def _fresh(game: Game, seat: int, moves: list[str]) -> dict[str, float]:
    return {move: judge(whole.made(game, seat, move), seat) for move in moves}


def test_kept_values_are_the_values_judged_afresh_at_every_step(record: dict[str, Any]) -> None:
    """Walk every stepwise decision of a game step by step: at each step the values given (kept from an earlier step
    where they can be) equal the moves made and judged afresh, bit for bit."""
    whole.forget()
    assert not whole._KEPT.values
    game = conjure.new_game("trickerion", players=2, seed=SEED)
    checked = 0
    for who, action in record["actions"][:120]:
        seat = int(who)
        moves = list(game.rules.open_moves(game.state, seat))
        if moves:
            assert whole.move_values(game, seat, moves) == _fresh(game, seat, moves)
            assert whole._KEPT.values  # kept for the next step
            checked += 1
        game.apply(seat, str(action))
    assert checked > 30


def test_a_decision_is_known_by_everything_but_the_seat_s_own_steps(record: dict[str, Any]) -> None:
    """The key forgets only the steps the seat has taken of its move: another step of the same move keeps it, a coin
    more, the generator moved on, or another seat, is another decision."""
    game = _at(record, 90)  # a Market Row Buy, its prop asked
    seat = game.to_act[0]
    assert game.rules.sofar(game.state, seat)
    key = whole.decision_key(game, seat)
    on = game.clone()
    on.apply(seat, next(iter(on.rules.open_moves(on.state, seat).values())))
    assert on.rules.half_made(on.state, seat) and whole.decision_key(on, seat) == key
    richer = game.clone()
    richer.state["seats"][seat]["coins"] += 1
    assert whole.decision_key(richer, seat) != key
    later = game.clone()
    later.rng.next64()
    assert whole.decision_key(later, seat) != key
    assert whole.decision_key(game, 1 - seat) != key
