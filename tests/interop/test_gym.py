"""The single-agent Gymnasium environment: one seat, Conjure's bots on the others."""

from __future__ import annotations

import pytest

import conjure
from conjure.engine import ConfigError, IllegalAction
from tests.interop.helpers import GAMES, SMALLEST, need

need("gymnasium")
np = need("numpy")
from gymnasium.utils.env_checker import check_env  # noqa: E402

from conjure.interop import gym as cg  # noqa: E402


@pytest.mark.parametrize("name", GAMES)
def test_gymnasiums_env_checker_passes(name: str) -> None:
    players, options = SMALLEST[name]
    check_env(cg.make(name, players=players, options=options, opponents="easy"), skip_render_check=True)


def _episode(seed: int, level: str = "easy") -> tuple[cg.ConjureEnv, float]:
    env = cg.make("incantibus", players=3, seat=1, opponents=level)
    env.reset(seed=seed)
    env.action_space.seed(seed)
    done, reward = False, 0.0
    while not done:
        mask = env.action_masks()
        assert mask.any()
        action = int(env.action_space.sample(mask.astype(np.int8)))
        _, reward, done, truncated, info = env.step(action)
        assert not truncated and np.array_equal(info["action_mask"] == 1, env.action_masks())
    return env, reward


def test_a_seeded_episode_replays_and_ends_with_the_seats_win_share() -> None:
    env, reward = _episode(6)
    again, _ = _episode(6)
    assert again.record() == env.record()
    game = conjure.replay(env.record())
    assert game.fingerprint() == env.episode.game.fingerprint()
    winners = game.result()["winners"]
    assert reward == (1 / len(winners) if 1 in winners else 0.0)
    assert {seat for seat, _ in game.history} == {0, 1, 2}


def test_the_heuristic_opponents_play_and_illegal_actions_end_the_episode_without_changing_the_game() -> None:
    env = cg.make("djinn", players=2, seat=1, opponents="medium")
    obs, info = env.reset(seed=2)
    assert obs.shape == env.observation_space.shape and env.episode.seat == 1
    before = env.episode.game.fingerprint()
    illegal = int(np.flatnonzero(~env.action_masks())[0])
    _, reward, done, _, info = env.step(illegal)
    assert done and reward == -1.0 and "is not legal for seat 1 now" in info["illegal_action"]
    assert env.episode.game.fingerprint() == before
    env.episode.game.state["phase"] = "over"  # a finished game: one more step is refused
    with pytest.raises(IllegalAction):
        env.step(0)


def test_bad_arguments_are_named() -> None:
    with pytest.raises(ConfigError, match="bot level 'genius' does not exist"):
        cg.make("insula", players=2, opponents="genius")
    with pytest.raises(ConfigError, match="seat 3 does not exist; seats are 0..1"):
        cg.make("insula", players=2, seat=3)


def test_render_modes() -> None:
    env = cg.make("incantibus", players=2, opponents="easy", render_mode="ansi")
    env.reset(seed=1)
    assert "Player" in env.render()
