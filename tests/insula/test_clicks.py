"""Insula's board clicks (``conjure.games.insula.clicks``): which piece each action points at.

The shared test (tests/web/test_clicks.py) checks that every target is in the seat's picture; these pin that each
action points at the piece it concerns, and that what concerns a piece is never left to the list alone.
"""

from __future__ import annotations

import re

import conjure
from conjure import pictures
from conjure.engine import RandomBot
from conjure.games.insula import data
from conjure.web import clicks

from .helpers import new

PASSES = re.compile(
    r"^end$|^amount:|^choose:|^lose:|^row:|:(no|none|done|stop)$"
)  # what names no piece (a row: its places do)


def targets(game: conjure.Game, seat: int) -> dict[str, str | None]:
    table = game.view(seat)["table"]
    return {a.id: clicks.target("insula", a.id, table, seat) for a in game.legal_actions(seat)}


def test_the_opening_moves_point_at_the_places_they_lead_to() -> None:
    game = new(players=3, seed=5)
    seat = game.to_act[0]
    assert game.state["seats"][seat]["position"] == "0,0" and "0,1" not in game.state["cells"]
    pointed = targets(game, seat)
    assert pointed["move:in"] == "place-0_1"  # an open place: the island grows there
    assert pointed["move:left"] == "place--1_0" and pointed["move:right"] == "place-1_0"
    flower = next(a for a in pointed if a.startswith("flower:"))
    assert pointed[flower] == f"seat-{seat}-hand-0"
    assert pointed["end"] is None


def test_a_move_points_at_the_card_it_leads_to_once_laid() -> None:
    game = new(players=3, seed=5)
    bot = RandomBot(seed=5)
    onto_cards = 0
    while not game.is_over:
        seat = game.to_act[0]
        state = game.state
        for action, found in targets(game, seat).items():
            if action.startswith("move:"):
                x, y = (int(n) for n in state["seats"][seat]["position"].split(","))
                dx, dy = data.DIRS[action.split(":")[1]]
                laid = f"{x + dx},{y + dy}" in state["cells"]
                assert found == ("cell-" if laid else "place-") + f"{x + dx}_{y + dy}", action
                onto_cards += laid
        game.apply(seat, bot.choose(game, seat))
    assert onto_cards > 10


def test_resting_points_at_the_rest_slot_and_empty_slots_are_pieces() -> None:
    game = new(players=3, seed=5)
    seat = game.to_act[0]
    game.apply(seat, "move:in")  # the second action of the turn may be a rest
    pointed = targets(game, seat)
    rests = [a for a in pointed if a.startswith("rest:")]
    assert rests and all(pointed[a] == f"seat-{seat}-slot-rest" for a in rests)
    ids = set(re.findall(r'\bid="([^"]+)"', pictures.draw(game.view(seat), "en")))
    assert {f"seat-{seat}-slot-{slot}" for slot in ("flower", "move", "rest")} <= ids, "empty slots are pieces"


def test_every_action_that_names_a_piece_points_at_it() -> None:
    for players, options in ((3, {}), (4, {"advanced": True})):
        game = conjure.new_game("insula", players=players, seed=3, options=options)
        bot = RandomBot(seed=3)
        kinds = set()
        for _ in range(500):
            if game.is_over:
                break
            seat = game.to_act[0]
            for action, found in targets(game, seat).items():
                if not PASSES.search(action):
                    assert found is not None, f"{action} concerns a piece but points at none"
                    kinds.add(action.split(":")[0])
            game.apply(seat, bot.choose(game, seat))
        assert {"move", "rest", "flower", "commit"} <= kinds, kinds
