"""One game driven by catalog numbers: what every adapter shares (no numpy, no outside package).

Decisions are asked one seat at a time: the lowest seat among those to act. In a simultaneous phase the
engine keeps each seat's choice secret until all have chosen, so asking the seats in turn shows nobody another's
choice before the reveal (the next seat's view says only that the others are ready). Chance is the game's own
seeded generator: the same seed and the same numbers replay as Conjure's own record (:meth:`Episode.record`).
"""

from __future__ import annotations

from typing import Any

from conjure.engine.actions import Action
from conjure.engine.copies import deep_copy
from conjure.engine.errors import ConfigError, IllegalAction
from conjure.engine.game import Game, load_game, new_game
from conjure.engine.registry import get_rules
from conjure.engine.rng import Rng
from conjure.interop.catalog import Catalog, catalog_of
from conjure.interop.spec import Spec, spec_of

REWARDS = ("win", "margin")


def win_shares(result: dict[str, Any], players: int) -> list[float]:
    """Each winner gets 1 / (number of winners); everyone else 0 (nobody won: all 0, as when a cooperative game is lost)."""
    winners = result["winners"]
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]


def margins(result: dict[str, Any], players: int) -> list[float]:
    """Each seat's score less the best score of the others (alone: its score)."""
    scores = [float(x) for x in result["scores"]]
    if players == 1:
        return scores
    return [scores[s] - max(scores[:s] + scores[s + 1 :]) for s in range(players)]


class Episode:
    """A :class:`Game` whose actions are numbered by the game's catalog."""

    def __init__(self, game: str, players: int, options: dict[str, Any] | None, seed: int, reward: str = "win") -> None:
        if reward not in REWARDS:
            raise ConfigError(f"reward {reward!r} is not one of {', '.join(REWARDS)}")
        self.spec: Spec = spec_of(game)
        self.catalog: Catalog = catalog_of(self.spec.name)
        self.reward = reward
        self.game: Game = new_game(self.spec.name, players=players, seed=seed, options=options)
        self._legal: tuple[int, int, list[Action]] | None = None  # (step, seat, actions)

    @classmethod
    def of(cls, game: Game, reward: str = "win") -> Episode:
        """An episode around an existing game (a copy made by the caller, a redealt world)."""
        episode = cls.__new__(cls)
        episode.spec, episode.reward, episode.game, episode._legal = spec_of(game.name), reward, game, None
        episode.catalog = catalog_of(episode.spec.name)
        return episode

    def __deepcopy__(self, memo: dict[int, Any]) -> Episode:
        """A copy with its own game: the state copied; the steps of the history (lists never changed once played)
        and the events shared, as ``Game.clone`` shares the events (search clones often, and a long game's history
        is thousands of steps)."""
        g = self.game
        twin = Game(
            g.rules,
            g.players,
            g.seed,
            dict(g.options),
            deep_copy(g.state),
            Rng(g.rng.state),
            list(g.history),
            list(g.events),
        )
        return Episode.of(twin, self.reward)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as the game's full save (state, generator, log) and the reward: the module and the catalog
        are found again by name."""
        return (_restore, (self.game.to_json(), self.reward))

    @property
    def players(self) -> int:
        return self.game.players

    @property
    def seat(self) -> int | None:
        """The seat asked now (the lowest of those to act), or None when the game is over."""
        to_act = self.game.to_act
        return min(to_act) if to_act else None

    def legal(self, seat: int) -> list[Action]:
        """The seat's legal actions now (empty unless it is the seat asked)."""
        if seat != self.seat:
            return []
        step = len(self.game.history)
        cached = self._legal
        if cached is not None and cached[0] == step and cached[1] == seat:
            return cached[2]
        actions = self.game.legal_actions(seat)
        self._legal = (step, seat, actions)
        return actions

    def legal_numbers(self, seat: int) -> list[int]:
        """The catalog numbers of the seat's legal actions, ascending."""
        return sorted(self.catalog.number(a.id) for a in self.legal(seat))

    def mask(self, seat: int) -> list[int]:
        """1 for each catalog number the seat may play now, else 0 (all 0 for a seat not asked)."""
        out = [0] * len(self.catalog)
        for number in self.legal_numbers(seat):
            out[number] = 1
        return out

    def play(self, number: int) -> None:
        """Play catalog action ``number`` for the seat asked; IllegalAction (nothing changes) if it may not."""
        seat = self.seat
        if seat is None:
            raise IllegalAction("the game is over; no action can be played")
        if not isinstance(number, int) or not 0 <= number < len(self.catalog):
            raise IllegalAction(f"action {number!r} is not a catalog number 0..{len(self.catalog) - 1}")
        wanted = self.catalog.ids[number]
        for action in self.legal(seat):
            if action.id == wanted:
                self.game.apply_unchecked(seat, action)
                self._legal = None
                return
        raise IllegalAction(
            f"action {number} ({wanted}) is not legal for seat {seat} now; legal: {self.legal_numbers(seat)}"
        )

    def observe(self, seat: int) -> list[float]:
        """The seat's observation vector (its own view only)."""
        return self.spec.encode(seat_view(self.game, seat), seat).values

    def returns(self) -> list[float]:
        """The rewards of a finished game (the win share, or the score margin); zeros while it goes on."""
        if not self.game.is_over:
            return [0.0] * self.players
        result = self.game.result()
        return margins(result, self.players) if self.reward == "margin" else win_shares(result, self.players)

    def record(self) -> dict[str, Any]:
        """Conjure's own record of the game (``conjure.replay`` rebuilds it)."""
        return self.game.record()


def seat_view(game: Game, seat: int) -> dict[str, Any]:
    """What an encoder reads of a seat: its view, and under ``sofar`` the steps it has taken of a move it is making
    step by step (its own choices, which the table does not show until the move is complete)."""
    view = game.view(seat)
    view["sofar"] = game.sofar(seat)
    return view


def _restore(saved: dict[str, Any], reward: str) -> Episode:
    return Episode.of(load_game(saved, verify=False), reward)


def observation_size(game: str) -> int:
    """The length of the game's observation vector: the same at every player count and option (each encoder pads
    to the most seats; the tests check it on every configuration), so it is measured on the first one."""
    spec = spec_of(game)
    players, options = get_rules(spec.name).sample_configs()[0]
    probe = new_game(spec.name, players=players, seed=0, options=options)
    return len(spec.encode(probe.view(0), 0).values)
