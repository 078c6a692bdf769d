"""The stable action catalogs and the observation encoders (pure Python: no extra needed)."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

import conjure
from conjure.engine import ConfigError, ConjureError, RandomBot, Rng
from conjure.interop.catalog import Catalog, catalog_of, main, next_catalog, read, versions
from conjure.interop.episode import Episode, margins, observation_size, win_shares
from conjure.interop.spec import Spec, interop_games, spec_of
from tests import games
from tests.interop.helpers import CONFIGS, GAMES, config_id


def test_a_game_without_an_adapter_says_which_games_have_one() -> None:
    assert GAMES, "at least one game has an interop adapter"
    for name in [n for n in games.names() if n not in GAMES]:
        with pytest.raises(ConfigError, match=f"{name} has no interop adapter yet; games with one: {GAMES[0]}"):
            spec_of(name)


@pytest.mark.parametrize("name", GAMES)
def test_catalog_file_matches_its_generator_and_is_sorted(name: str) -> None:
    spec = spec_of(name)
    assert next_catalog(spec) is None, "run python -m conjure.interop.catalog --write"
    first = read(spec, versions(spec)[0])
    assert list(first.ids) == sorted(first.ids) and len(set(first.ids)) == len(first.ids)
    assert 100 < len(catalog_of(name)) < 5000


@pytest.mark.parametrize("name", GAMES)
def test_versions_keep_every_id_at_its_number(name: str) -> None:
    spec = spec_of(name)
    stored = [read(spec, v) for v in versions(spec)]
    assert [c.version for c in stored] == list(range(1, len(stored) + 1))
    for older, newer in zip(stored, stored[1:], strict=False):
        assert newer.ids[: len(older)] == older.ids
    assert len(set(stored[-1].ids)) == len(stored[-1].ids)


def _fake_spec(tmp_path: Path, ids: list[str]) -> Spec:
    module = SimpleNamespace(catalog_ids=lambda: list(ids), ENV_VERSION=1, OBSERVATION_VERSION=1, MAX_DECISIONS=9)
    return Spec("fake", module, tmp_path)  # type: ignore[arg-type]


def test_a_new_version_appends_new_ids_and_retires_old_ones_without_renumbering(tmp_path: Path) -> None:
    first = Catalog("fake", 1, ("b:1", "b:2", "c"))
    (tmp_path / "actions.v1.json").write_text(json.dumps(first.to_json()), encoding="utf-8")
    wanted = next_catalog(_fake_spec(tmp_path, ["a", "b:1", "c", "d"]))
    assert wanted is not None and wanted.version == 2
    assert wanted.ids == ("b:1", "b:2", "c", "a", "d")  # old numbers kept, new ids after them
    assert wanted.retired == {"b:2"}
    assert next_catalog(_fake_spec(tmp_path, ["b:1", "b:2", "c"])) is None


def test_an_id_missing_from_the_catalog_is_named() -> None:
    with pytest.raises(ConjureError, match="'take:nowhere' is not in its catalog v1"):
        catalog_of("incantibus").number("take:nowhere")


def test_the_generator_script_checks_and_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    out = capsys.readouterr().out
    for name in interop_games():
        assert f"{name}: catalog v" in out


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_every_legal_action_of_random_games_is_in_the_catalog_and_observations_keep_their_length(
    config: tuple[str, int, dict[str, Any]],
) -> None:
    name, players, options = config
    catalog, spec, size = catalog_of(name), spec_of(name), observation_size(name)
    for seed in range(3):
        game = conjure.new_game(name, players=players, seed=seed, options=options)
        bot = RandomBot(seed)
        while not game.is_over:
            seat = game.to_act[0]
            for action in game.legal_actions(seat):
                catalog.number(action.id)
            if len(game.history) % 7 == 0:
                assert len(spec.encode(game.view(seat), seat).values) == size
            game.apply_unchecked(seat, bot.choose(game, seat))
        for seat in range(players):
            assert len(spec.encode(game.view(seat), seat).values) == size


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_no_observation_changes_when_only_what_the_seat_cannot_see_is_redealt(
    config: tuple[str, int, dict[str, Any]],
) -> None:
    """Another seat's hand, the decks' order, another's secret choice: redeal draws them all afresh, and the
    observation of the seat (its vector and its view) stays exactly as it was."""
    name, players, options = config
    spec = spec_of(name)
    game = conjure.new_game(name, players=players, seed=11, options=options)
    bot, rng, checked = RandomBot(5), Rng(99), 0
    while not game.is_over:
        if len(game.history) % 5 == 0:
            for seat in range(players):
                redealt = game.rules.redeal(game.state, seat, rng)
                assert redealt is not None
                world = replace_state(game, redealt)
                assert world.view(seat) == game.view(seat)
                assert spec.encode(world.view(seat), seat).values == spec.encode(game.view(seat), seat).values
                checked += 1
        seat = game.to_act[0]
        game.apply_unchecked(seat, bot.choose(game, seat))
    assert checked >= players


def replace_state(game: conjure.Game, state: dict[str, Any]) -> conjure.Game:
    twin = game.clone()
    twin.state = state
    return twin


def test_rewards_are_win_shares_or_score_margins() -> None:
    result = {"scores": [10, 14, 14], "winners": [1, 2]}
    assert win_shares(result, 3) == [0.0, 0.5, 0.5]
    assert margins(result, 3) == [-4.0, 0.0, 0.0]
    assert win_shares({"scores": [3, 3], "winners": []}, 2) == [0.0, 0.0]
    assert margins({"scores": [49], "winners": []}, 1) == [49.0]
    with pytest.raises(ConfigError, match="reward 'points' is not one of win, margin"):
        Episode("incantibus", 2, None, 1, reward="points")


def test_an_episode_replays_as_conjures_own_record_and_refuses_an_illegal_number() -> None:
    episode = Episode("insula", 3, {"advanced": True}, 21)
    rng = Rng(3)
    while episode.seat is not None:
        legal = episode.legal_numbers(episode.seat)
        assert episode.mask(episode.seat).count(1) == len(legal)
        episode.play(legal[rng.below(len(legal))])
    again = conjure.replay(episode.record())
    assert again.fingerprint() == episode.game.fingerprint()
    fresh = Episode("insula", 3, {"advanced": True}, 21)
    seat = fresh.seat
    assert seat is not None
    before = fresh.game.fingerprint()
    illegal = next(n for n in range(len(fresh.catalog)) if n not in fresh.legal_numbers(seat))
    with pytest.raises(conjure.IllegalAction, match=f"action {illegal} .* is not legal for seat {seat} now; legal: "):
        fresh.play(illegal)
    assert fresh.game.fingerprint() == before
    assert fresh.mask((seat + 1) % 3) == [0] * len(fresh.catalog)
