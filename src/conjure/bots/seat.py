"""What a bot is given: the game as its seat sees it, never the true hidden state.

A :class:`SeatView` answers only what the seat could learn at the table: its view, its log, its legal
actions. Searching bots ask it for :meth:`SeatView.determinize`: a private game in which everything the
seat cannot see (face-down cards, deck order, others' secret choices, the future of the dice) is
resampled by the game's ``redeal`` from the bot's own generator, with no history and a fresh generator,
so nothing the seat cannot see can reach the bot through it.
"""

from __future__ import annotations

from typing import Any

from conjure.engine.actions import Action
from conjure.engine.game import Game
from conjure.engine.rng import Rng
from conjure.engine.rules import GameRules


class NoRedeal(ValueError):
    """The game cannot resample what a seat cannot see, so a searching bot cannot play it fairly."""


def for_bots(game: Game, seat: int, actions: list[Action]) -> list[Action]:
    """The actions a bot considers: those the game's ``bot_weight`` does not rule out (0), unless it rules out all."""
    if len(actions) < 2 or type(game.rules).bot_weight is GameRules.bot_weight:
        return actions
    kept = [a for a in actions if game.rules.bot_weight(game.state, seat, a) > 0]
    return kept or actions


class SeatView:
    """One seat's window on a game."""

    def __init__(self, game: Game, seat: int) -> None:
        self._game = game
        self.seat = seat
        self.name = game.name
        self.players = game.players
        self.options = dict(game.options)

    @property
    def rules(self) -> Any:
        return self._game.rules

    def view(self) -> dict[str, Any]:
        return self._game.view(self.seat)

    def events(self) -> list[dict[str, Any]]:
        return self._game.events_for(self.seat)

    def legal_actions(self) -> list[Action]:
        return self._game.legal_actions(self.seat)

    def bot_actions(self) -> list[Action]:
        """The legal actions a bot considers (``heuristic.for_bots``: not those the game's ``bot_weight`` rules out;
        the weight depends only on what the seat sees)."""
        return for_bots(self._game, self.seat, self._game.legal_actions(self.seat))

    def step(self) -> int:
        return len(self._game.history)

    def determinize(self, rng: Rng) -> Game:
        """A game consistent with everything this seat has seen, the rest drawn at random from ``rng``."""
        state = self._game.rules.redeal(self._game.state, self.seat, rng)
        if state is None:
            raise NoRedeal(f"{self.name} cannot resample what seat {self.seat} cannot see")
        return Game(self._game.rules, self.players, 0, dict(self.options), state, Rng(rng.next64()))
