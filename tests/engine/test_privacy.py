"""Game.needs_privacy: whether a seat's table may be shown with everyone looking (hot-seat's "pass the device").

Private: the seat's view shows something a spectator's does not, or its decision now is secret (several seats to
act at once, or a legal action the rules declare secret). Open otherwise. Seeded positions of each game, and a
sweep over every game's sample configurations."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import conjure
from conjure.engine import Game, IllegalAction
from conjure.engine.privacy import is_blank, shows_more
from tests.conftest import config_id

ALL = [(r.name, n, opts) for r in conjure.engine.all_rules() for n, opts in r.sample_configs()]


def play_until(
    name: str,
    players: int,
    seed: int,
    wanted: Callable[[Game], bool],
    options: dict[str, Any] | None = None,
    limit: int = 400,
) -> Game:
    """A game played by seeded random choices up to the first position where ``wanted`` holds."""
    game = conjure.new_game(name, players=players, seed=seed, options=options)
    pick = random.Random(seed)
    while not wanted(game):
        assert not game.is_over and len(game.history) < limit, "the position was not reached"
        seat = game.to_act[0]
        game.apply(seat, pick.choice(game.legal_actions(seat)))
    return game


# -- the comparison of views -----------------------------------------------------------------------------------


def test_blank_values_say_the_same_nothing() -> None:
    for blank in (None, False, 0, "", [], {}, [None, False], {"theater": 0, "workshop": 0}):
        assert is_blank(blank), blank
    for something in (True, 1, "card", [0, 1], {"a": "card"}):
        assert not is_blank(something), something
    # an own empty hand where a spectator's view has none, an empty slot where the spectator reads "not taken"
    assert not shows_more({"hand": [], "slots": {"rest": None}}, {"slots": {"rest": False}})
    assert shows_more({"hand": ["rose"]}, {})
    assert shows_more({"slots": {"rest": "curse7"}}, {"slots": {"rest": True}})
    assert shows_more({"commit": 0}, {"commit": True}), "a commitment of nothing is still a secret commitment"
    assert shows_more({"cards": [None, "c2"]}, {"cards": [None, None]})
    assert shows_more({"cards": ["c1"]}, {"cards": [None, None]}), "lists of other lengths differ"


# -- each game ---------------------------------------------------------------------------------------------------


def test_djinn_is_open_until_a_seat_holds_hidden_scoring_cards() -> None:
    start = conjure.new_game("djinn", players=2, seed=2)
    assert [start.needs_privacy(s) for s in range(2)] == [False, False], "nothing hidden, nothing simultaneous"
    solo = conjure.new_game("djinn", players=1, seed=1)
    assert not solo.needs_privacy(0)
    game = play_until("djinn", 2, 2, lambda g: any(p["hidden_scoring"] for p in g.state["seats"]))
    holds = [bool(p["hidden_scoring"]) for p in game.state["seats"]]
    assert holds == [False, True]
    assert [game.needs_privacy(s) for s in range(2)] == holds


def test_incantibus_spell_choices_are_secret_until_the_last_one() -> None:
    game = conjure.new_game("incantibus", players=2, seed=8)
    assert game.to_act == [0, 1] and game.state["phase"] == "spell"
    assert not game.rules.sees_secret(game.state, 0), "the table itself is all face up"
    assert game.needs_privacy(0) and game.needs_privacy(1), "both choose at once: a secret choice"
    game.apply(0, game.legal_actions(0)[0])
    assert game.to_act == [1]
    assert game.needs_privacy(0), "seat 0's table shows the spell it chose"
    assert not game.needs_privacy(1), "the last to choose sees nothing hidden; its choice is revealed at once"
    game.apply(1, game.legal_actions(1)[0])
    assert "choice" not in str(game.rules.view(game.state, 0)["seats"])


def test_incantibus_resolving_spells_is_open() -> None:
    game = play_until("incantibus", 2, 0, lambda g: g.state["phase"] == "resolve")
    assert game.to_act == [1]
    assert [game.needs_privacy(s) for s in range(2)] == [False, False]


def test_incantibus_a_face_down_token_a_seat_has_looked_at_is_private() -> None:
    game = play_until("incantibus", 2, 6, lambda g: any(g.state["known"].values()))
    slots = game.rules.view(game.state, 1)["room"]["slots"]
    assert [slot["known"] for slot in slots if slot and "known" in slot] == ["goblin"], "seat 1 looked at it (Video)"
    assert game.rules.sees_secret(game.state, 1) and not game.rules.sees_secret(game.state, 0)


def test_insula_a_hand_of_flowers_is_private_an_empty_hand_is_not() -> None:
    game = play_until("insula", 2, 0, lambda g: not g.needs_privacy(g.to_act[0]))
    seat = game.to_act[0]
    assert game.state["seats"][seat]["hand"] == [] and all(
        v is None for v in game.state["seats"][seat]["slots"].values()
    )
    assert game.rules.view(game.state, seat) != game.rules.view(game.state, None), (
        "the views differ in form (an own empty hand, empty slots as None): no secret"
    )
    other = 1 - seat
    assert game.state["seats"][other]["hand"] and game.needs_privacy(other), "a seat holding flowers is private"


def test_insula_a_fight_commitment_is_secret() -> None:
    game = play_until("insula", 2, 0, lambda g: len(g.to_act) > 1)
    assert game.rules.view(game.state, None)["pending"] == {"kind": "commit", "seats": [0, 1]}
    assert game.needs_privacy(0) and game.needs_privacy(1)


def test_trickerion_a_seat_always_sees_its_own_hand() -> None:
    """Every Trickerion seat holds assignment cards that the others see only by count: no position is open."""
    game = conjure.new_game("trickerion", players=2, seed=1)
    assert [game.needs_privacy(s) for s in range(2)] == [True, True]
    assert game.rules.sees_secret(game.state, 1), "private by its hand, though not to act"
    assigning = play_until("trickerion", 2, 1, lambda g: len(g.to_act) > 1)
    assert assigning.state["phase"] == "assignment" and assigning.needs_privacy(0) and assigning.needs_privacy(1)


def test_a_declared_secret_choice_is_private(monkeypatch: pytest.MonkeyPatch) -> None:
    game = conjure.new_game("djinn", players=2, seed=2)
    (seat,) = game.to_act
    assert not game.needs_privacy(seat)
    rules = type(game.rules)
    monkeypatch.setattr(rules, "undo_barrier", lambda self, state, seat, action: "reveal")
    assert not game.needs_privacy(seat), "a reveal is not a secret choice (the view tells once it is made)"
    monkeypatch.setattr(rules, "undo_barrier", lambda self, state, seat, action: "secret")
    assert game.needs_privacy(seat)
    assert not game.needs_privacy(1 - seat), "only the seat that chooses"


def test_nothing_is_private_once_the_game_is_over() -> None:
    game = play_until("insula", 2, 0, lambda g: g.is_over, limit=2000)
    assert any(game.rules.sees_secret(game.state, s) for s in range(2)), "a hand is still hidden from spectators"
    assert [game.needs_privacy(s) for s in range(2)] == [False, False], "nothing seen can change the game now"


def test_a_seat_that_does_not_exist_is_refused() -> None:
    game = conjure.new_game("djinn", players=2, seed=2)
    for bad in (2, -1, None):
        with pytest.raises(IllegalAction):
            game.needs_privacy(bad)  # type: ignore[arg-type]


# -- every game --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("config", ALL, ids=config_id)
def test_private_exactly_when_the_view_shows_more_or_the_choice_is_secret(
    config: tuple[str, int, dict[str, Any]],
) -> None:
    name, players, options = config
    game = conjure.new_game(name, players=players, seed=5, options=options)
    pick = random.Random(5)
    while not game.is_over and len(game.history) < 80:
        before = game.fingerprint()
        to_act = game.to_act
        for seat in range(players):
            private = game.needs_privacy(seat)
            if seat in to_act and len(to_act) > 1:
                assert private, (name, len(game.history), seat)
            elif not private:
                assert not shows_more(game.rules.view(game.state, seat), game.rules.view(game.state, None))
            else:
                assert game.rules.sees_secret(game.state, seat)
        assert game.fingerprint() == before, "asking changes nothing"
        game.apply(to_act[0], pick.choice(game.legal_actions(to_act[0])))
