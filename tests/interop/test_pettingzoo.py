"""The PettingZoo AEC environments pass PettingZoo's own tests, replay as Conjure's records and keep secrets."""

from __future__ import annotations

import functools
from typing import Any

import pytest

import conjure
from conjure.engine import ConfigError
from tests.interop.helpers import CONFIGS, GAMES, SMALLEST, config_id, need

need("pettingzoo")
np = need("numpy")
from pettingzoo.test import api_test, render_test, seed_test  # noqa: E402

from conjure.interop import pettingzoo as cz  # noqa: E402
from conjure.interop.catalog import catalog_of  # noqa: E402


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_api_and_seed_tests_pass(config: tuple[str, int, dict[str, Any]]) -> None:
    name, players, options = config
    api_test(cz.env(name, players=players, options=options), num_cycles=40)
    seed_test(functools.partial(cz.env, name, players=players, options=options), num_cycles=40)


@pytest.mark.parametrize("name", GAMES)
def test_render_test_passes(name: str) -> None:
    players, options = SMALLEST[name]
    render_test(functools.partial(cz.env, name, players=players, options=options))


@pytest.mark.soak
@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_render_test_passes_at_every_configuration(config: tuple[str, int, dict[str, Any]]) -> None:
    name, players, options = config
    render_test(functools.partial(cz.env, name, players=players, options=options))


def _play(env: Any, seed: int) -> list[int]:
    """A whole seeded game of masked random actions (the mask's own seeded sampler); the actions played."""
    env.reset(seed=seed)
    for i, agent in enumerate(env.possible_agents):
        env.action_space(agent).seed(seed + i)
    played = []
    for agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        action = None if terminated or truncated else int(env.action_space(agent).sample(obs["action_mask"]))
        if action is not None:
            played.append(action)
        env.step(action)
    return played


@pytest.mark.parametrize("name", GAMES)
def test_a_seeded_episode_replays_exactly_as_conjures_record(name: str) -> None:
    players, options = SMALLEST[name]
    env = cz.env(name, players=players, options=options)
    played = _play(env, 17)
    record = env.unwrapped.record()
    assert record["seed"] == 17
    catalog = catalog_of(name)
    assert [catalog.number(a) for _, a in record["actions"]] == played
    again = conjure.replay(record)
    assert again.fingerprint() == env.unwrapped.episode.game.fingerprint()
    assert again.result() == env.unwrapped.episode.game.result()


def test_spaces_metadata_and_masks() -> None:
    env = cz.env("incantibus", players=3)
    env.reset(seed=2)
    raw = env.unwrapped
    assert raw.metadata["name"] == "conjure_incantibus_v1"
    assert env.possible_agents == ["player_0", "player_1", "player_2"]
    space = env.action_space("player_1")
    assert space is env.action_space("player_1") and space.n == len(catalog_of("incantibus"))
    obs = env.observe("player_0")
    assert obs["observation"].dtype == np.float32 and obs["action_mask"].dtype == np.int8
    assert env.agent_selection == "player_0" and obs["action_mask"].sum() > 0
    assert env.observe("player_2")["action_mask"].sum() == 0  # not asked yet (Incanto! is asked seat by seat)


def test_a_secret_choice_is_not_seen_by_the_next_seat_before_the_reveal() -> None:
    """Incantibus's spell phase: every seat points its wand at once. player_1's observation after player_0 chose
    is the same whichever target player_0 chose."""
    seen = []
    for pick in (0, -1):
        env = cz.env("incantibus", players=3)
        env.reset(seed=4)
        legal = np.flatnonzero(env.observe("player_0")["action_mask"])
        env.step(int(legal[pick]))
        assert env.agent_selection == "player_1"
        seen.append(env.observe("player_1")["observation"])
    assert len(legal) > 1 and np.array_equal(seen[0], seen[1])


def test_an_illegal_action_ends_the_game_for_its_player_with_a_penalty() -> None:
    env = cz.env("insula", players=2)
    env.reset(seed=1)
    agent = env.agent_selection
    illegal = int(np.flatnonzero(env.observe(agent)["action_mask"] == 0)[0])
    before = env.unwrapped.episode.game.fingerprint()
    env.step(illegal)
    assert all(env.terminations.values()) and env.rewards[agent] == -1
    assert env.unwrapped.episode.game.fingerprint() == before  # the game itself never took the action


def test_score_margin_rewards_and_bad_arguments() -> None:
    env = cz.env("incantibus", players=2, reward="margin")
    _play(env, 5)
    result = env.unwrapped.episode.game.result()
    scores = result["scores"]
    assert env.unwrapped.episode.returns() == [scores[0] - scores[1], scores[1] - scores[0]]
    with pytest.raises(ConfigError, match="insula is played by 2, 3, 4, 5 players, not 7"):
        cz.env("insula", players=7)
    with pytest.raises(ConfigError, match="render_mode 'video' is not one of human, ansi, rgb_array"):
        cz.env("djinn", players=2, render_mode="video")


def test_rewards_at_the_end_are_the_win_shares() -> None:
    env = cz.env("incantibus", players=2)
    env.reset(seed=8)
    env.action_space("player_0").seed(1)
    env.action_space("player_1").seed(2)
    rewards: dict[str, float] = {}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        if terminated or truncated:
            rewards[agent] = reward
            env.step(None)
            continue
        assert reward == 0
        env.step(int(env.action_space(agent).sample(obs["action_mask"])))
    winners = env.unwrapped.episode.game.result()["winners"]
    assert rewards == {f"player_{s}": (1 / len(winners) if s in winners else 0.0) for s in range(2)}


def test_the_picture_and_the_table_are_the_spectators() -> None:
    env = cz.env("djinn", players=2, render_mode="ansi")
    env.reset(seed=3)
    text = env.render()
    assert "Players" in text and "hidden_scoring" not in text
    picture = cz.env("insula", players=2, render_mode="rgb_array")
    picture.reset(seed=3)
    image = picture.render()
    assert image.dtype == np.uint8 and image.ndim == 3 and image.shape[2] == 3
