"""Trickerion's board clicks (its face ``clicks``): each step of a move points at the piece it names, and a step
that names none of its own at the piece the steps so far chose (issue 30, "Moves on the board")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import conjure
from conjure.engine import Game, RandomBot
from conjure.web import clicks


def _target(game: Game, action: str) -> str | None:
    seat = game.to_act[0]
    return clicks.target("trickerion", action, game.view(seat)["table"], seat, game.sofar(seat))


def _until(wanted: Callable[[Game], bool], players: int = 2, seed: int = 3, **options: Any) -> Game:
    """A random game (of the first seed from ``seed`` that comes to one) played to the first decision ``wanted``
    accepts."""
    for tried in range(seed, seed + 6):
        game = conjure.new_game("trickerion", players=players, seed=tried, options=options)
        bot = RandomBot(seed=tried)
        while not game.is_over:
            if wanted(game):
                return game
            seat = game.to_act[0]
            game.apply(seat, bot.choose(game, seat))
    raise AssertionError("no such decision in six random games")


def _offers(game: Game, prefix: str) -> list[str]:
    if not game.to_act:
        return []
    return [a.id for a in game.legal_actions(game.to_act[0]) if a.id.startswith(prefix)]


def test_a_trickerion_placement_points_at_its_space() -> None:
    table = {"placed": [{"seat": 0, "char": "apprentice", "loc": "theater", "space": "thursday:backstage"}]}
    assert clicks.target("trickerion", "place:magician:downtown:2", table, 1) == "space-downtown-2"
    assert clicks.target("trickerion", "place:magician:downtown:2:shard", table, 1) == "space-downtown-2"
    assert clicks.target("trickerion", "place:magician:workshop:1", table, 1) == "workshop-1-1"
    assert (
        clicks.target("trickerion", "place:magician:theater:friday:performance", table, 1)
        == "space-theater-friday-performance"
    )
    assert (
        clicks.target("trickerion", "place:assistant:theater:thursday:backstage", table, 1)
        == "space-theater-thursday-backstage-1"
    )


def test_the_setup_points_at_the_seats_board_and_the_trick_decks() -> None:
    game = _until(lambda g: bool(_offers(g, "magician:")))
    seat = game.to_act[0]
    assert {_target(game, a) for a in _offers(game, "magician:")} == {f"seat-{seat}-magician"}
    game = _until(lambda g: bool(_offers(g, "trick:")))
    assert all(_target(game, a) == "trick-" + a.split(":")[1] for a in _offers(game, "trick:"))
    game = _until(lambda g: bool(_offers(g, "props:")))
    assert {_target(game, a) for a in _offers(game, "props:")} == {f"seat-{game.to_act[0]}-props"}
    game = _until(lambda g: bool(_offers(g, "specialist:")))
    assert {_target(game, a) for a in _offers(game, "specialist:")} == {f"seat-{game.to_act[0]}-specialist"}


def test_the_assignment_points_at_the_cards_in_hand_and_the_characters() -> None:
    game = _until(lambda g: bool(_offers(g, "assign:")))
    seat = game.to_act[0]
    for action in _offers(game, "assign:"):
        card = action.split(":")[2]
        assert _target(game, action) in {f"seat-{seat}-hand-{card}", *(f"seat-{seat}-special-{i}" for i in range(3))}
    char = _offers(game, "idle:")[0].split(":")[1]
    assert _target(game, f"idle:{char}") == f"seat-{seat}-char-{char}"
    assert _target(game, "done") is None


def test_a_placement_step_by_step_stays_on_its_character_and_space() -> None:
    game = _until(lambda g: bool(_offers(g, "who:")))
    seat = game.to_act[0]
    who = _offers(game, "who:")[0]
    assert _target(game, who) == f"seat-{seat}-char-{who.split(':')[1]}"
    game.apply(seat, who)
    if game.to_act == [seat] and _offers(game, "stay"):  # staying idle points at the character chosen
        assert _target(game, "stay") == f"seat-{seat}-char-{who.split(':')[1]}"
    boosted = _until(lambda g: bool(_offers(g, "boost:")))
    spot = boosted.sofar(boosted.to_act[0])[-1]
    assert {_target(boosted, a) for a in _offers(boosted, "boost:")} == {_target(boosted, spot)}


def test_a_market_row_turn_is_clicked_on_the_character_then_the_market() -> None:
    game = _until(lambda g: bool(_offers(g, "act:buy")))
    seat, turn = game.to_act[0], game.view(game.to_act[0])["table"]["turn"]
    acting = f"character-{seat}-{turn['char']}"
    assert {_target(game, a) for a in _offers(game, "act:")} == {acting}
    assert _target(game, "end") is None
    game.apply(seat, "act:buy")
    market = game.view(seat)["table"]["market"]
    ware = _offers(game, "ware:")[0]
    prop = ware.split(":")[1]
    slot = _target(game, ware)
    assert slot in {
        f"market-buy-{market['buy'].index(prop)}" if prop in market["buy"] else None,
        *(f"market-order-{i}" for i, p in enumerate(market["order"]) if p == prop),
        "market-quick",
    }
    game.apply(seat, ware)
    if _offers(game, "count:"):  # how many: the same prop for sale
        assert {_target(game, a) for a in _offers(game, "count:")} == {slot}


def test_an_order_goes_through_the_character_to_its_order_slot() -> None:
    game = _until(lambda g: bool(_offers(g, "to_slot:")))
    assert all(_target(game, a) == "market-order-" + a.split(":")[1] for a in _offers(game, "to_slot:"))


def test_a_downtown_turn_is_clicked_on_the_dice_and_the_tricks() -> None:
    game = _until(lambda g: bool(_offers(g, "die:")))
    assert all(_target(game, a) == "die-" + a.split(":")[1] for a in _offers(game, "die:"))
    game = _until(lambda g: bool(_offers(g, "to_face:")))
    die = game.sofar(game.to_act[0])[-1].split(":")[1]
    assert {_target(game, a) for a in _offers(game, "to_face:")} == {f"die-{die}"}
    game = _until(lambda g: bool(_offers(g, "pick_trick:")))
    assert all(_target(game, a) == "trick-" + a.split(":")[1] for a in _offers(game, "pick_trick:"))
    game = _until(lambda g: bool(_offers(g, "school:")))
    assert all(_target(game, a) == "trick-deck-" + a.split(":")[1] for a in _offers(game, "school:"))


def test_props_and_tricks_given_back_point_at_the_seats_own() -> None:
    game = _until(lambda g: bool(_offers(g, "return_prop:")) and bool(_offers(g, "return_trick:")))
    seat = game.to_act[0]
    assert all(_target(game, a) == f"seat-{seat}-prop-" + a.split(":")[1] for a in _offers(game, "return_prop:"))
    assert all(_target(game, a) == f"seat-{seat}-trick-" + a.split(":")[1] for a in _offers(game, "return_trick:"))


def test_the_theatre_points_at_its_cards_and_markers() -> None:
    stage = {
        "P05": {"markers": [{"slot": 1, "seat": 0, "trick": "t"}, {"slot": 3, "seat": 1, "trick": "u"}], "links": []},
        "P24": {"markers": [{"slot": 3, "seat": 1, "trick": "u"}], "links": []},
    }
    table = {"theater": ["P05", None, "P24"], "stage": stage}
    assert clicks.target("trickerion", "perform:P05", table, 0) == "performance-P05"
    assert clicks.target("trickerion", "possess:P24", table, 0) == "performance-P24"
    assert clicks.target("trickerion", "swap:0:2", table, 0) == "performance-P05"
    assert clicks.target("trickerion", "slot:P24:4", table, 0) == "perf-slot-P24-4"
    assert clicks.target("trickerion", "reschedule:P05:1", table, 0) == "marker-P05-1"
    assert clicks.target("trickerion", "premiere:1:fame", table, 0) == "marker-P05-1"
    assert clicks.target("trickerion", "premiere:3:fame", table, 1) is None  # two cards: which is played is unknown
    assert clicks.target("trickerion", "steal:1:3", table, 0) == "marker-P05-3"
    assert clicks.target("trickerion", "face:up", table, 0) is None


def test_a_special_prepares_steps_point_at_the_seats_props_and_tricks() -> None:
    """TRK-STEP-4: Unstable Prototype's props given back one at a time, and the trick Replaceable Parts marks."""
    me = {"props": {"wood": 2, "glass": 0}, "tricks": [{"id": "water_tank_escape"}, {"id": "levitation"}]}
    table = {"seats": [{"props": {}, "tricks": []}, me]}
    assert clicks.target("trickerion", "give_back:wood", table, 1) == "seat-1-prop-wood"
    assert clicks.target("trickerion", "give_back:glass", table, 1) is None  # none left of it
    assert clicks.target("trickerion", "mark:levitation", table, 1) == "seat-1-trick-levitation"
    assert clicks.target("trickerion", "mark:levitation", table, 0) is None  # not that seat's trick
