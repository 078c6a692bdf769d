"""Whole games of Trickerion, from the setup choices to the result, played by a seeded random player through the
engine's ``Game`` in every configuration: 2, 3 and 4 players; the base game, the Dark Alley without and with
prophecies; the beginners' setup (TRK-GAME-1).

At every step: the legal actions are sorted, unique and never empty while the game is on, and the table keeps what
the rules conserve (see :func:`check_table`). Every few steps the engine's conformance checks run on the game: an
illegal action is refused and changes nothing, every seat's view (and the spectator's) is JSON and unchanged by
``redeal``, a secret choice does not show in another seat's view, and a copy saved and loaded earlier has played
on in lockstep. At the end: the game is over after the last round with a result, and it loads from its save (which
replays and verifies the record) and replays from its record to the same game. The game is not registered yet, so
the engine finds it by name only inside these tests (fixture ``registered``).
"""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

import conjure
from conjure.engine import Game, Rng, registry
from conjure.games.trickerion import NAME, data
from conjure.games.trickerion.phases.assignment import is_special
from conjure.games.trickerion.phases.preparation import prop_count
from conjure.games.trickerion.phases.round_end import last_round
from conjure.games.trickerion.theatre.stage import marker_count
from tests.conformance.test_conformance import (
    _check_illegal,
    _check_lockstep,
    _check_save_and_replay,
    _check_secret_choices,
    _check_views,
    _loaded_copy,
)
from tests.trickerion.helpers import RULES, SIDE

CONFIGS = [
    (players, options) for players in (2, 3, 4) for options in ({"dark_alley": False}, {"prophecies": False}, {})
] + [(3, {"first_game": True})]
DEEP_EVERY = 15  # the conformance checks every N steps
QUIET = ("end", "pass", "done", "decline", "stop", "idle", "forgo")  # kinds that do less: chosen less often
SOAK_GAMES = int(os.environ.get("CONJURE_SOAK_GAMES", "150"))  # games per configuration under `-m soak`


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Trickerion in the engine's registry for this test only (``load_game`` and ``replay`` look games up by
    name); the package itself exposes no ``RULES`` until the game is released."""
    monkeypatch.setitem(registry._all_rules(), NAME, RULES)
    yield


def _config_id(config: tuple[int, dict[str, Any]]) -> str:
    players, options = config
    return f"{players}p-" + (",".join(f"{k}={v}" for k, v in sorted(options.items())) or "default")


# -- what the table keeps ----------------------------------------------------------------------------------------


def check_table(state: dict[str, Any], players: int) -> None:
    """Cards, markers and limits: everything the rules keep in one place or within a limit."""
    _check_cards(state, players)
    _check_markers(state)
    for seat in state["seats"]:
        _check_seat(seat)
    spaces = Counter(
        (p["loc"], str(p["space"]), p["seat"] if p["loc"] == "workshop" else None)
        for p in state["placed"]
        if not str(p["space"]).endswith("backstage")
    )
    assert all(n == 1 for n in spaces.values()), "one character per space"
    prophecy = state["prophecy"]
    shown = [prophecy["active"], *prophecy["upcoming"], *prophecy["pool"]]
    assert len([p for p in shown if p]) == len({p for p in shown if p}) and len(prophecy["upcoming"]) <= 3
    market = state["market"]
    assert len(market["buy"]) == len(market["order"]) == data.MARKET["order_slots"]
    assert all(face == "X" or face in data.DICE[die].faces for die, face in state["dice"].items())


def _check_cards(state: dict[str, Any], players: int) -> None:
    """Every trick, performance card and special assignment card is in exactly one place; permanent assignment
    cards are each in their owner's hand or under one of his characters."""
    owned = [t["id"] for seat in state["seats"] for t in seat["tricks"]]
    decks = [t for deck in state["trick_decks"].values() for t in deck]
    in_play = [t.id for t in data.TRICKS.values() if t.level < 3 or state["dark_alley"]]
    assert Counter(owned + decks) == Counter(in_play)
    shows = [c for group in state["performance_deck"] for c in group]
    shows += [c for c in state["theater"] if c is not None] + state["performance_discard"]
    assert len(shows) == len(set(shows)) == (6 if state["dark_alley"] else 4) + players - 1
    assert set(state["stage"]) <= set(state["theater"]), "markers lie only on cards in the Theatre"
    specials = [c for deck in state["special_decks"].values() for c in deck]
    specials += [e["card"] for under in state["special_bottom"].values() for e in under]
    assert all(
        data.SPECIAL_ASSIGNMENTS[e["card"]]["location"] == loc and e["seen"]
        for loc, under in state["special_bottom"].items()
        for e in under
    ), "each card under its own deck"
    specials += [c for seat in state["seats"] for c in seat["special_hand"]]
    specials += [c for cards in state["assigned"] for c in cards.values() if is_special(c)]
    specials += [c for task in state["tasks"] if task["t"] == "keep_special" for c in task["cards"]]
    assert Counter(specials) == Counter(list(data.SPECIAL_ASSIGNMENTS) if state["dark_alley"] else [])
    hand = sum(r["hand_dark_alley" if state["dark_alley"] else "hand_base"] for r in data.PERMANENT.values())
    for seat, cards in zip(state["seats"], state["assigned"], strict=True):
        assert sum(seat["hand"].values()) + sum(1 for c in cards.values() if not is_special(c)) == hand


def _check_markers(state: dict[str, Any]) -> None:
    """A trick's markers set up in the Theatre are counted in its ``staged``; with those on its card never more
    than 4; one marker per slot and one of a player's symbol per performance card (New Twist may add a second)."""
    for seat_no, seat in enumerate(state["seats"]):
        for trick in seat["tricks"]:
            on_stage = sum(
                marker_count(m)
                for markers in state["stage"].values()
                for m in markers
                if m["seat"] == seat_no and m["trick"] == trick["id"]
            )
            assert trick.get("staged", 0) == on_stage and trick["markers"] >= 0
            assert trick["markers"] + on_stage <= data.C["max_markers_per_symbol"]
    for markers in state["stage"].values():
        assert markers and len({m["slot"] for m in markers}) == len(markers)
        plain = [(m["seat"], m["trick"]) for m in markers if not m.get("twist")]
        assert len(set(plain)) == len(plain), "one of a player's symbols per card, New Twist's second aside"
        twists = [(m["seat"], m["trick"]) for m in markers if m.get("twist")]
        assert len(set(twists)) == len(twists)


def _check_seat(seat: dict[str, Any]) -> None:
    assert min(seat["coins"], seat["shards"], seat["fame"]) >= 0
    assert all(0 < prop_count(seat, c) <= data.C["max_components_per_type"] for c in seat["props"])
    assert len(seat["tricks"]) <= data.C["max_tricks_owned"] and len(seat["multi"]) <= 2
    team = seat["characters"] + seat["hired"]
    assert team.count("apprentice") <= data.C["apprentices_per_player"] and team.count("magician") == 1
    assert sorted(seat["specialists"]) == sorted(c for c in seat["characters"] if c in data.SPECIALISTS)
    assert all(team.count(kind) <= 1 for kind in data.SPECIALISTS), "one specialist of each type"


# -- playing ---------------------------------------------------------------------------------------------------------


def choose(legal: list[str], rng: Rng) -> str:
    """A random legal action, three times in four one that does something (not ending, passing or declining); a
    side action (returning a trick or a prop, offered with every decision) once in twenty where one is offered."""
    sides = [a for a in legal if a.startswith(SIDE)]
    if sides and not rng.below(20):
        return sides[rng.below(len(sides))]
    legal = [a for a in legal if not a.startswith(SIDE)] or legal
    busy = [a for a in legal if a.split(":")[0] not in QUIET]
    pool = busy if busy and rng.below(4) else legal
    return pool[rng.below(len(pool))]


def play_game(players: int, options: dict[str, Any], seed: int, deep: bool = True) -> Game:
    """One whole game with every check; the game at its end."""
    game = conjure.new_game(NAME, players=players, seed=seed, options=options)
    rng = Rng(seed + 7)
    copy: Game | None = None
    step = 0
    while not game.is_over:
        seat = game.to_act[rng.below(len(game.to_act))]
        actions = game.legal_actions(seat)
        legal = [a.id for a in actions]
        assert legal and legal == sorted(set(legal), key=game.rules.action_key), f"step {step}: {legal}"
        if deep and step % DEEP_EVERY == 0:
            _check_illegal(game, seat, legal)
            _check_views(game, seed + step)
            _check_secret_choices(game, seat, actions)
            _check_lockstep(game, copy)
            copy = _loaded_copy(game)
        aid = choose(legal, rng)
        assert all(game.label(aid, lang) != aid for lang in ("cs", "en", "de")), aid
        game.make(seat, aid)
        if copy is not None:
            copy.apply(seat, aid)
        check_table(game.state, players)
        step += 1
        assert step < 5_000, "the game did not end"
    _check_lockstep(game, copy)
    return game


def check_end(game: Game) -> None:
    """Over after the last round's End of Round, scored once, with a result; the save loads and the record
    replays to the same game."""
    state = game.state
    assert game.to_act == [] and state["round"] == last_round(state) and state["phase"] == "over"
    assert [e["type"] for e in game.events].count("final_scoring") == game.players
    result = game.result()
    assert result["scores"] == [seat["fame"] for seat in state["seats"]] and sorted(result["ranks"])[0] == 1
    assert result["winners"] and len(result["final"]) == game.players
    _check_save_and_replay(game)


@pytest.mark.usefixtures("registered")
@pytest.mark.parametrize("config", CONFIGS, ids=[_config_id(c) for c in CONFIGS])
def test_random_games_play_to_the_end(config: tuple[int, dict[str, Any]]) -> None:
    """TRK-GAME-1: a whole random game in each configuration keeps the table's cards, markers and limits, passes
    the engine's conformance checks on the way, ends after the last round and saves, loads and replays."""
    players, options = config
    check_end(play_game(players, options, seed=players * 31 + len(options)))


@pytest.mark.usefixtures("registered")
def test_same_seed_same_game() -> None:
    """TRK-GAME-1: the same seed and the same choices give the same game, log included; another seed another."""
    games = [play_game(3, {}, seed, deep=False) for seed in (5, 5, 6)]
    assert games[0].fingerprint() == games[1].fingerprint() and games[0].events == games[1].events
    assert games[0].fingerprint() != games[2].fingerprint()


@pytest.mark.soak
@pytest.mark.usefixtures("registered")
@pytest.mark.parametrize("config", CONFIGS, ids=[_config_id(c) for c in CONFIGS])
def test_soak_random_games(config: tuple[int, dict[str, Any]]) -> None:
    """TRK-GAME-1 at length: ``CONJURE_SOAK_GAMES`` whole games per configuration (deep checks in every fifth)."""
    players, options = config
    started = time.perf_counter()
    for seed in range(SOAK_GAMES):
        check_end(play_game(players, options, seed=10_000 + seed, deep=seed % 5 == 0))
    print(f"\n{_config_id(config)}: {SOAK_GAMES} games in {time.perf_counter() - started:.1f} s")
