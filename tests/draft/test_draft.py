"""The toy game's own rules: a card taken face down is seen by its taker alone; the shared suites do the rest."""

from __future__ import annotations

import conjure


def test_a_card_taken_face_down_is_seen_by_its_taker_alone() -> None:
    game = conjure.new_game("draft", players=2, seed=4)
    game.apply(0, "take:down")
    taken = game.state["seats"][0]["hand"][0]["value"]
    assert game.view(0)["table"]["hands"][0] == [taken]
    assert game.view(1)["table"]["hands"][0] == ["?"] and game.view(None)["table"]["hands"][0] == ["?"]
    assert [a.id for a in game.legal_actions(0)] == ["take:left", "take:right"]


def test_the_second_player_takes_the_card_left_and_a_new_offer_comes() -> None:
    game = conjure.new_game("draft", players=2, seed=4)
    game.apply(0, "take:left")
    game.apply(0, "take:down")
    assert game.to_act == [1] and [a.id for a in game.legal_actions(1)] == ["take:right"]
    game.apply(1, "take:right")
    assert game.to_act == [0] and game.view(1)["table"]["deck"] == 84 - 6
