"""Bots: anything with ``choose(game, seat) -> Action``."""

from __future__ import annotations

from typing import Protocol

from conjure.engine.actions import Action
from conjure.engine.game import Game
from conjure.engine.rng import Rng
from conjure.engine.rules import GameRules


class Bot(Protocol):
    def choose(self, game: Game, seat: int) -> Action: ...


class RandomBot:
    """Picks uniformly among legal actions (weighted by the game's ``bot_weight``, default 1)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5EED_B07)

    def choose(self, game: Game, seat: int) -> Action:
        return self.pick(game, seat, game.legal_actions(seat))

    def pick(self, game: Game, seat: int, actions: list[Action]) -> Action:
        """One of ``actions`` (the seat's legal ones, or another list it may make), weighted as :meth:`choose`."""
        if not actions:
            raise ValueError(f"seat {seat} has nothing to choose now")
        if type(game.rules).bot_weight is GameRules.bot_weight:  # uniform: no weights to ask for
            return actions[self.rng.below(len(actions))]
        weights = [game.rules.bot_weight(game.state, seat, a) for a in actions]
        total = sum(weights)
        pick = self.rng.next64() / 2**64 * total
        for action, weight in zip(actions, weights, strict=True):
            pick -= weight
            if pick < 0:
                return action
        return actions[-1]


def play_out(game: Game, bots: dict[int, Bot] | Bot, max_steps: int = 1_000_000) -> Game:
    """Let bots play until the game ends (in simultaneous phases, seats in number order)."""
    for _ in range(max_steps):
        seats = game.to_act
        if not seats:
            return game
        seat = seats[0]
        bot = bots[seat] if isinstance(bots, dict) else bots
        game.apply_unchecked(seat, bot.choose(game, seat))
    raise RuntimeError(f"{game.name} did not end within {max_steps} steps")
