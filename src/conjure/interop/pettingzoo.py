"""Conjure's games as PettingZoo AEC environments (``pip install -e '.[rl]'``).

>>> from conjure.interop import pettingzoo as cz
>>> env = cz.env("incantibus", players=3, options={"mode": "expert"})
>>> env.reset(seed=7)
>>> for agent in env.agent_iter():
...     obs, reward, terminated, truncated, info = env.last()
...     action = None if terminated or truncated else env.action_space(agent).sample(obs["action_mask"])
...     env.step(action)

Agents are ``player_0 …``; each has one ``Discrete(A)`` action space (A: the game's catalog, the same object on
every call) and a dict observation: ``observation`` (float32, from the seat's own view only) and ``action_mask``
(int8; all zeros for a seat not to act). One seat is asked at a time: in a simultaneous phase the seats are asked
in turn and none sees another's choice before the reveal. Chance is the game's seeded generator: ``reset(seed)``
is Conjure's seed, so the same seed and actions replay as ``conjure.replay(env.unwrapped.record())``. Rewards come
at the end: the win share (1 / number of winners for each winner), or with ``reward="margin"`` the score less the
best other score. ``render_mode``: "ansi" (the terminal table, as a spectator sees it), "rgb_array" (the picture),
"human" (prints the table). See docs/interop.md.
"""

from __future__ import annotations

import secrets
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import EzPickle
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from conjure.engine.errors import ConfigError
from conjure.engine.registry import get_rules
from conjure.interop.episode import Episode, observation_size
from conjure.interop.render import table_picture, table_text

RENDER_MODES = ("human", "ansi", "rgb_array")


def default_players(game: str) -> int:
    """The smallest player count of at least two (one for a game that has no other)."""
    counts = get_rules(game).players
    return next((n for n in counts if n >= 2), counts[0])


def env(
    game: str,
    players: int | None = None,
    options: dict[str, Any] | None = None,
    render_mode: str | None = None,
    reward: str = "win",
) -> AECEnv:
    """The environment wrapped as PettingZoo's classic games are: an illegal action ends the game for the seat
    that played it (reward -1), an action outside the space is refused, and the AEC call order is enforced."""
    wrapped: AECEnv = raw_env(game, players, options, render_mode, reward)
    wrapped = wrappers.TerminateIllegalWrapper(wrapped, illegal_reward=-1)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)


class raw_env(AECEnv, EzPickle):  # type: ignore[misc]  # PettingZoo's name; AECEnv is untyped
    """The unwrapped environment (see the module's docstring)."""

    def __init__(
        self,
        game: str,
        players: int | None = None,
        options: dict[str, Any] | None = None,
        render_mode: str | None = None,
        reward: str = "win",
    ) -> None:
        EzPickle.__init__(self, game, players, options, render_mode, reward)
        super().__init__()
        rules = get_rules(game)
        self.game_name = rules.name
        self.players = players if players is not None else default_players(rules.name)
        self.game_options = rules.resolve_options(self.players, options)  # ConfigError for a bad count or option
        self.reward = reward
        self.episode = Episode(rules.name, self.players, self.game_options, 0, reward)  # until reset()
        spec = self.episode.spec
        self.metadata = {
            "render_modes": list(RENDER_MODES),
            "name": f"conjure_{spec.name}_v{spec.env_version}",
            "is_parallelizable": False,
            "render_fps": 1,
        }
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ConfigError(f"render_mode {render_mode!r} is not one of {', '.join(RENDER_MODES)}")
        self.render_mode = render_mode
        self.possible_agents = [f"player_{s}" for s in range(self.players)]
        self.agents = self.possible_agents[:]
        size, n = observation_size(rules.name), len(self.episode.catalog)
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(low=0.0, high=np.inf, shape=(size,), dtype=np.float32),
                    "action_mask": spaces.Box(low=0, high=1, shape=(n,), dtype=np.int8),
                }
            )
            for a in self.possible_agents
        }
        self._start()

    def _start(self) -> None:
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        seat = self.episode.seat
        self.agent_selection = self.possible_agents[seat if seat is not None else 0]

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; ``seed`` is Conjure's seed (None: a random one). ``options`` is not read (PettingZoo passes
        anything there): the game's options are the constructor's."""
        chosen = int(seed) if seed is not None else secrets.randbits(63)
        self.episode = Episode(self.game_name, self.players, self.game_options, chosen, self.reward)
        self._start()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.possible_agents.index(agent)
        mask = np.zeros(len(self.episode.catalog), dtype=np.int8)
        if agent == self.agent_selection and not self.terminations.get(agent, True):
            mask[self.episode.legal_numbers(seat)] = 1
        return {"observation": np.asarray(self.episode.observe(seat), dtype=np.float32), "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.episode.play(int(action))
        seat = self.episode.seat
        if seat is None:
            self.terminations = dict.fromkeys(self.agents, True)
            for a, value in zip(self.possible_agents, self.episode.returns(), strict=True):
                if a in self.rewards:
                    self.rewards[a] = value
            self._accumulate_rewards()
        else:
            self.agent_selection = self.possible_agents[seat]
        if self.render_mode == "human":
            self.render()

    def record(self) -> dict[str, Any]:
        """Conjure's record of the game so far (``conjure.replay(record)`` rebuilds it)."""
        return self.episode.record()

    def render(self) -> Any:
        """ "ansi": the terminal table as a spectator sees it; "rgb_array": its picture (H × W × 3, uint8);
        "human": the table printed; None (with no render mode) nothing."""
        if self.render_mode is None:
            return None
        game = self.episode.game
        if self.render_mode == "rgb_array":
            return table_picture(game)
        text = table_text(game)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass
