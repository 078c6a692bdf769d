"""One seat of a Conjure game as a single-agent Gymnasium environment; Conjure's bots play the other seats.

>>> from conjure.interop import gym as cg
>>> env = cg.make("djinn", players=2, seat=0, opponents="medium")
>>> obs, info = env.reset(seed=1)
>>> action = int(env.action_space.sample(env.action_masks().astype("int8")))

The action space is the game's catalog (``Discrete(A)``); the observation the seat's own encoded view (float32).
``action_masks()`` (also ``info["action_mask"]``) says which actions are legal now, as sb3-contrib's MaskablePPO
expects (sb3-contrib is not a dependency). An illegal action changes nothing in the game and ends the episode
with reward -1 and ``info["illegal_action"]`` saying why (PettingZoo's classic games do the same); a step after
the end raises ``conjure.IllegalAction``.
The opponents are a bot level (``"easy"``, ``"medium"``, ``"hard"``, ``"expert"``: ``conjure.bots.levels``), or any
object with ``choose(game, seat)``; they are seeded from ``reset(seed)``, so a seeded episode replays exactly.
The reward comes at the end: the seat's win share (or its score margin with ``reward="margin"``).
"""

from __future__ import annotations

import secrets
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from conjure.bots.levels import make_bot
from conjure.engine.bots import Bot
from conjure.engine.errors import ConfigError, IllegalAction
from conjure.engine.registry import get_rules
from conjure.interop.episode import Episode, observation_size
from conjure.interop.render import table_picture, table_text

ILLEGAL_REWARD = -1.0


def make(
    game: str,
    players: int | None = None,
    seat: int = 0,
    opponents: str | Bot = "medium",
    options: dict[str, Any] | None = None,
    reward: str = "win",
    render_mode: str | None = None,
) -> ConjureEnv:
    """The environment of ``seat`` in ``game`` (see the module's docstring)."""
    return ConjureEnv(game, players, seat, opponents, options, reward, render_mode)


class ConjureEnv(gymnasium.Env[np.ndarray, np.int64]):
    """A Conjure game from one seat; the others are bots."""

    metadata = {"render_modes": ["ansi", "rgb_array"], "render_fps": 1}

    def __init__(
        self,
        game: str,
        players: int | None = None,
        seat: int = 0,
        opponents: str | Bot = "medium",
        options: dict[str, Any] | None = None,
        reward: str = "win",
        render_mode: str | None = None,
    ) -> None:
        from conjure.interop.pettingzoo import default_players

        rules = get_rules(game)
        self.players = players if players is not None else default_players(rules.name)
        self.game_options = rules.resolve_options(self.players, options)
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ConfigError(f"seat {seat!r} does not exist; seats are 0..{self.players - 1}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ConfigError(f"render_mode {render_mode!r} is not one of {', '.join(self.metadata['render_modes'])}")
        if isinstance(opponents, str):
            make_bot(opponents, 0)  # ConfigError names the levels
        self.game_name, self.seat, self.opponents, self.reward = rules.name, seat, opponents, reward
        self.render_mode = render_mode
        self.episode = Episode(rules.name, self.players, self.game_options, 0, reward)
        self.action_space = spaces.Discrete(len(self.episode.catalog))
        self.observation_space = spaces.Box(
            low=0.0, high=np.inf, shape=(observation_size(rules.name),), dtype=np.float32
        )
        self.bots: dict[int, Bot] = {}

    def _bots(self, seed: int) -> dict[int, Bot]:
        if not isinstance(self.opponents, str):
            return {s: self.opponents for s in range(self.players) if s != self.seat}
        return {s: make_bot(self.opponents, seed + 1 + s) for s in range(self.players) if s != self.seat}

    def _others(self) -> None:
        """Let the bots play until the seat is asked or the game ends."""
        episode = self.episode
        while (seat := episode.seat) is not None and seat != self.seat:
            action = self.bots[seat].choose(episode.game, seat)
            episode.game.apply_unchecked(seat, action)

    def _obs(self) -> np.ndarray:
        return np.asarray(self.episode.observe(self.seat), dtype=np.float32)

    def action_masks(self) -> np.ndarray:
        """True for each catalog action the seat may play now."""
        mask = np.zeros(len(self.episode.catalog), dtype=bool)
        mask[self.episode.legal_numbers(self.seat)] = True
        return mask

    def _info(self) -> dict[str, Any]:
        return {"action_mask": self.action_masks().astype(np.int8)}

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        chosen = int(seed) if seed is not None else secrets.randbits(63)
        self.episode = Episode(self.game_name, self.players, self.game_options, chosen, self.reward)
        self.bots = self._bots(chosen)
        self._others()
        return self._obs(), self._info()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        if self.episode.seat is None:
            raise IllegalAction("the episode is over; call reset() before step()")
        try:
            self.episode.play(int(action))
        except IllegalAction as exc:  # as PettingZoo's classic games do: the game is unchanged, the episode ends
            return self._obs(), ILLEGAL_REWARD, True, False, {**self._info(), "illegal_action": str(exc)}
        self._others()
        over = self.episode.seat is None
        reward = self.episode.returns()[self.seat] if over else 0.0
        return self._obs(), float(reward), over, False, self._info()

    def record(self) -> dict[str, Any]:
        return self.episode.record()

    def render(self) -> Any:
        """ "ansi": the terminal table; "rgb_array": the picture (both as a spectator sees the table)."""
        if self.render_mode == "ansi":
            return table_text(self.episode.game)
        if self.render_mode == "rgb_array":
            return table_picture(self.episode.game)
        return None
