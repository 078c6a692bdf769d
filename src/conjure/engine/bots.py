"""Bots: anything with ``choose(game, seat) -> Action``."""

from __future__ import annotations

from typing import Any, Protocol

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
        rules = game.rules
        if type(rules).bot_weight is GameRules.bot_weight:  # uniform: no weights to ask for
            return actions[self.rng.below(len(actions))]
        state = game.state
        # the weights as the game gives them (ints or floats, left as they are: the sum and the walk below are the
        # same arithmetic whichever build runs)
        weights: list[Any] = [rules.bot_weight(state, seat, a) for a in actions]
        total: Any = sum(weights)
        drawn: Any = self.rng.next64()
        pick: Any = drawn / 2**64 * total
        for i, weight in enumerate(weights):
            pick -= weight
            if pick < 0:
                return actions[i]
        return actions[-1]


def play_random(game: Game, bot: RandomBot, steps: int | None = None, quiet: bool = False) -> int:
    """Let ``bot`` play every seat (in a simultaneous phase, the first seat to act) until the game ends or ``steps``
    steps are made (None: no limit); the steps made. The search's random rollout (``conjure.bots.ismcts``), in this
    compiled module so that its loop runs as machine code: the same steps and draws as ``bot.choose`` one step at a
    time. A game whose bot picks uniformly is played by its turn machine with the ids alone (``Game.play_uniform``);
    ``quiet``: the steps' events are not logged (nor built, where the game leaves them: a rollout nobody reads)."""
    if type(game.rules).bot_weight is GameRules.bot_weight:  # uniform: ``pick`` draws ``below`` of the list's length
        played = game.play_uniform(bot.rng, steps, not quiet)
        if played is not None:
            return played
    made = 0
    while (steps is None or made < steps) and not game.is_over:
        seat = game.to_act[0]
        # after a step of its own (nothing between), the options the machine listed to find it was asked are the list
        actions = game.next_actions(seat) if made else game.legal_actions(seat)
        game.apply_unchecked(seat, bot.pick(game, seat, actions))
        made += 1
    return made


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
