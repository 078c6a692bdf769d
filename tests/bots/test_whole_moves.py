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
# choice, the heuristic's, and each root child's visits and summed reward. Pinned again (branch trkbot) when the
# evaluation gained its ``assigned`` feature: the values moved wherever a character with a card was still to act, and
# only the assignment at step 69 chose otherwise (ISMCTS downtown, the heuristic hypnotic_motivation: both theater).
PINNED: dict[int, tuple[str, str, dict[str, tuple[float, float]]]] = {
    17: (
        "stay",
        "stay",
        {"spot:workshop:1": (18, 8.910306), "spot:workshop:2": (20, 9.883362), "stay": (32, 16.559771)},
    ),
    20: (
        "act:set",
        "act:set",
        {
            "act:coins": (25, 14.054413),
            "act:hire": (10, 4.576021),
            "act:learn": (13, 6.921906),
            "act:reroll": (16, 8.665022),
            "act:set": (26, 14.689277),
            "end": (10, 4.576021),
        },
    ),
    40: (
        "spot:theater:saturday:backstage",
        "spot:theater:sunday:backstage",
        {
            "spot:theater:friday:backstage": (20, 12.199714),
            "spot:theater:saturday:backstage": (20, 12.236991),
            "spot:theater:sunday:backstage": (20, 12.139934),
            "spot:theater:thursday:backstage": (20, 12.151761),
            "stay": (10, 4.983333),
        },
    ),
    69: (
        "assign:magician:theater",
        "assign:magician:theater",
        {
            "assign:magician:dark_alley": (14, 6.037492),
            "assign:magician:downtown": (17, 7.471267),
            "assign:magician:grand_premiere": (10, 4.043193),
            "assign:magician:hypnotic_motivation": (10, 3.899553),
            "assign:magician:market_row": (17, 7.435264),
            "assign:magician:theater": (23, 10.425023),
            "assign:magician:traveling_merchants": (10, 3.971151),
            "assign:magician:workshop": (17, 7.451621),
            "done": (10, 3.804827),
            "idle:magician": (12, 5.031159),
        },
    ),
    90: (
        "ware:metal",
        "ware:wood",
        {
            "ware:fabric": (19, 8.836502),
            "ware:glass": (19, 8.836502),
            "ware:metal": (21, 9.914255),
            "ware:wood": (21, 9.914255),
        },
    ),
    91: ("count:3", "count:3", {"count:1": (14, 6.250545), "count:2": (14, 6.215806), "count:3": (42, 20.591668)}),
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
