"""The opening of a round (rulebook: Hod kostkami; Nastavení pořadí iniciativy; Propagace)."""

from __future__ import annotations

from typing import Any

from conjure.engine import Game, Rng
from conjure.games.trickerion import data
from conjure.games.trickerion.flow import FLOW
from conjure.games.trickerion.phases.opening import initiative_order
from tests.trickerion.helpers import ids, new, play, top


def _set_up(players: int = 3, seed: int = 1, **options: Any) -> Game:
    g = new(players, seed=seed, **options)
    play(g)
    return g


def _next_round(g: Game, fame: list[int]) -> list[dict[str, Any]]:
    """Jump a finished opening to the start of the next round with the given fame (a position built by hand)."""
    state = g.state
    state["tasks"].clear()
    state["round"] += 1
    state["phase"] = "round_start"
    for seat, value in zip(state["seats"], fame, strict=True):
        seat["fame"] = value
        seat["poster"] = True
    events: list[dict[str, Any]] = []
    FLOW.run(state, g.rng, events)
    return events


def test_the_six_downtown_dice_are_rolled_each_round() -> None:
    """TRK-ROUND-1: every round opens with a roll of the six Downtown dice (two trick, two character, two bank
    dice), each showing one of its faces."""
    rolls = set()
    for seed in range(8):
        g = _set_up(seed=seed)
        dice = g.state["dice"]
        assert set(dice) == set(data.DICE) and all(dice[d] in data.DICE[d].faces for d in dice)
        assert [e for e in g.events if e["type"] == "dice"][-1]["dice"] == dice
        rolls.add(tuple(sorted(dice.items())))
        events = _next_round(g, [5, 5, 5])
        assert any(e["type"] == "dice" and e["round"] == 2 for e in events)
    assert len(rolls) > 1


def test_initiative_least_fame_first_ties_swap() -> None:
    """TRK-ROUND-2: from round 2 the least famous player goes first; two players with equal fame swap their
    places; round 1 keeps the random order of the setup."""
    assert initiative_order([5, 8, 3], [0, 1, 2]) == [2, 0, 1]
    assert initiative_order([7, 7, 9], [1, 0, 2]) == [0, 1, 2]  # the tie swaps seats 1 and 0
    assert initiative_order([6, 6, 1, 6], [0, 1, 2, 3]) == [2, 3, 1, 0]
    g = _set_up(seed=3)
    setup_order = [e for e in g.events if e["type"] == "initiative"][0]["order"]
    assert g.state["initiative"] == setup_order
    first, second, third = setup_order
    fame = [0, 0, 0]
    fame[first], fame[second], fame[third] = 9, 9, 4
    _next_round(g, fame)
    assert g.state["initiative"] == [third, second, first]


def test_advertising_in_initiative_order_by_track_position() -> None:
    """TRK-ROUND-3: once a round, in initiative order, each player may pay 1/2/3/4 coins by initiative-track
    position (1 and 3 with two players) to put up the poster and gain 2 fame at once."""
    g = _set_up(4, seed=5)
    order = g.state["initiative"]
    for position, seat in enumerate(order, start=1):
        assert g.to_act == [seat] and ids(g, seat) == ["advertise", "pass"]
        coins, fame = g.state["seats"][seat]["coins"], g.state["seats"][seat]["fame"]
        g.make(seat, "advertise" if position % 2 else "pass")
        own = g.state["seats"][seat]
        if position % 2:
            assert own["coins"] == coins - position and own["fame"] == fame + 2 and not own["poster"]
        else:
            assert own["coins"] == coins and own["fame"] == fame and own["poster"]
    assert g.state["phase"] == "assignment" and top(g) == "assign"
    two = _set_up(2, seed=5)
    first, last = two.state["initiative"]
    two.apply(first, "advertise")
    two.apply(last, "advertise")
    assert [two.state["seats"][s]["coins"] for s in (first, last)] == [10 - 1, 14 - 3]


def test_advertising_needs_the_coins() -> None:
    """TRK-ROUND-3: a player who cannot pay the cost is not asked (the only option, passing, is taken)."""
    g = _set_up(3, seed=6)
    first, second, third = g.state["initiative"]
    for seat in (first, second, third):
        g.make(seat, "pass")
    g.state["seats"][second]["coins"] = 1
    _next_round(g, [5, 5, 5])
    order = g.state["initiative"]
    assert order[1] == second
    g.make(order[0], "pass")
    assert g.to_act == [order[2]], "the second player, with 1 coin, could not pay 2 and was not asked"
    assert g.state["seats"][second]["fame"] == 5


def test_a_state_mid_opening_saves_and_plays_on() -> None:
    """TRK-ROUND-3: the opening is pending work in the state, so it resumes from a copy."""
    import json

    g = _set_up(3, seed=8)
    copy = Game(g.rules, 3, 8, g.options, json.loads(json.dumps(g.state)), Rng(g.rng.state))
    for game in (g, copy):
        for seat in list(game.state["initiative"]):
            game.make(seat, "advertise")
    assert copy.state == g.state
