"""Conjure's games in OpenSpiel: ``import conjure.interop.openspiel`` registers ``python_conjure_<game>``.

>>> import pyspiel, conjure.interop.openspiel
>>> game = pyspiel.load_game("python_conjure_incantibus", {"players": 3, "mode": "expert"})
>>> state = game.new_initial_state()

Parameters: ``players`` and each of the game's options (by its name, with its default). The dynamics are
sequential: one seat is asked at a time, and a simultaneous phase is asked seat by seat with imperfect information
(nobody sees another's choice before the reveal). Chance is explicit: the game starts with eight chance nodes of
256 equally likely outcomes each, the bytes of Conjure's 64-bit seed (little-endian), after which every draw is the
game's own seeded generator; so a state's history (chance bytes, then catalog numbers) replays it, and the default
history serialization round-trips. Rewards are terminal: each winner gets 1 / (number of winners), the others 0
(general-sum: a cooperative game is won or lost together, a solo game has one player).

Information-state strings are the seat's view with a digest of the log as the seat read it (perfect recall);
observation strings are the view alone; the observation tensor is the game's encoder (docs/interop.md). A
public-only observer (``private_info=NONE``) sees the spectator's view. ``resample_from_infostate`` is the game's
``redeal``: everything the seat cannot see drawn afresh, with a new generator for what comes later.

OpenSpiel's C++ ISMCTS (``pyspiel.ISMCTSBot``) crashes on Python games (also on OpenSpiel's own
``python_kuhn_poker``): use its Python ISMCTS, ``open_spiel.python.algorithms.ismcts.ISMCTSBot``, with
:class:`HeuristicEvaluator` (the game's own position judge) or a rollout evaluator. :class:`ConjureBot` plays a
Conjure bot (``"medium"``: the heuristic) as a ``pyspiel.Bot`` seeing only its own seat.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any, cast

import numpy as np
import pyspiel

from conjure.bots.levels import make_bot
from conjure.engine.game import Game
from conjure.engine.registry import get_rules
from conjure.engine.rng import Rng
from conjure.engine.rules import GameRules
from conjure.interop.catalog import catalog_of
from conjure.interop.episode import Episode, observation_size, seat_view, win_shares
from conjure.interop.spec import interop_games, spec_of

SEED_BYTES = 8
CHANCE_OUTCOMES = 256
_CHANCE = [(i, 1.0 / CHANCE_OUTCOMES) for i in range(CHANCE_OUTCOMES)]


def short_name(game: str) -> str:
    return f"python_conjure_{spec_of(game).name}"


def _parameters(rules: GameRules) -> dict[str, Any]:
    params: dict[str, Any] = {"players": next((n for n in rules.players if n >= 2), rules.players[0])}
    for option in rules.options:
        params[option.name] = option.default
    return params


def _game_type(rules: GameRules) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=short_name(rules.name),
        long_name=f"Conjure {rules.title('en')}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(rules.players),
        min_num_players=min(rules.players),
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameters(rules),
    )


class ConjureGame(pyspiel.Game):  # type: ignore[misc]
    """One Conjure game for OpenSpiel (a subclass per game is registered; see :func:`register`)."""

    rules: GameRules

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        rules = self.rules
        given = dict(params or {})
        players = int(given.pop("players", _parameters(rules)["players"]))
        defaults = {o.name: o.default for o in rules.options}
        chosen = {k: v for k, v in given.items() if k in defaults and v != defaults[k]}
        self.players = players
        self.options = rules.resolve_options(players, chosen)  # ConfigError for a bad count or option
        self.spec = spec_of(rules.name)
        self.catalog = catalog_of(rules.name)
        self.setup = Setup(self)
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.catalog),
            max_chance_outcomes=CHANCE_OUTCOMES,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=SEED_BYTES + self.spec.max_decisions,
        )
        super().__init__(
            _game_type(rules), info, {"players": players, **{k: v for k, v in given.items() if k in defaults}}
        )

    def new_initial_state(self) -> ConjureState:
        return ConjureState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ConjureObserver:
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        return ConjureObserver(self, iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False))


class Setup:
    """What a state needs of its game. OpenSpiel clones a Python state by deep-copying its attributes: this one is
    shared, not copied (it never changes)."""

    def __init__(self, game: ConjureGame) -> None:
        self.rules, self.players, self.options = game.rules, game.players, game.options
        self.catalog = game.catalog

    def __deepcopy__(self, memo: dict[int, Any]) -> Setup:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_setup_of, (self.rules.name, self.players, self.options))


def _setup_of(name: str, players: int, options: dict[str, Any]) -> Setup:
    """The setup of a game loaded again (when OpenSpiel unpickles a state)."""
    game = pyspiel.load_game(short_name(name), {"players": players, **options})
    return game.setup  # type: ignore[no-any-return]


class ConjureState(pyspiel.State):  # type: ignore[misc]
    """A state: the seed's bytes drawn so far, then the Conjure game (an :class:`Episode`)."""

    def __init__(self, game: ConjureGame) -> None:
        super().__init__(game)
        self.conjure = game.setup
        self.seed_bytes: list[int] = []
        self.episode: Episode | None = None
        self.logs: list[str] = []  # per seat: a digest of the log as that seat read it

    # -- OpenSpiel's protocol ----------------------------------------------------------------
    def current_player(self) -> int:
        if self.episode is None:
            return int(pyspiel.PlayerId.CHANCE)
        seat = self.episode.seat
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        return [] if self.episode is None else self.episode.legal_numbers(player)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return list(_CHANCE)

    def _apply_action(self, action: int) -> None:
        if self.episode is None:
            self.seed_bytes.append(int(action))
            if len(self.seed_bytes) == SEED_BYTES:
                seed = int.from_bytes(bytes(self.seed_bytes), "little")
                self.episode = Episode(self.conjure.rules.name, self.conjure.players, self.conjure.options, seed)
                self.logs = [""] * self.conjure.players
            return
        game, actor = self.episode.game, self.episode.seat
        before = len(game.events)
        self.episode.play(int(action))
        self._read_log(game.events[before:], actor, self.conjure.catalog.ids[int(action)])

    def _read_log(self, events: list[dict[str, Any]], actor: int | None, chosen: str) -> None:
        """Each seat's digest of the log as it read it, and the acting seat's own choice (perfect recall: a choice
        that leaves no open trace, such as a step or the slot a marker is bound for, is still remembered)."""
        rules = self.conjure.rules
        for seat in range(self.conjure.players):
            shown: list[dict[str, Any]] = [{"chose": chosen}] if seat == actor else []
            for event in events:
                if rules.event_visible(event, seat):
                    shown.append({k: v for k, v in event.items() if k not in ("to", "public")})
                else:
                    redacted = rules.redact_event(event, seat)
                    if redacted is not None:
                        shown.append(redacted)
            if shown:
                text = self.logs[seat] + json.dumps(shown, sort_keys=True, separators=(",", ":"))
                self.logs[seat] = hashlib.sha1(text.encode("utf-8")).hexdigest()

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed byte {len(self.seed_bytes)}: {action}"
        return self.conjure.catalog.ids[action]

    def is_terminal(self) -> bool:
        return self.episode is not None and self.episode.seat is None

    def returns(self) -> list[float]:
        if self.episode is None or not self.episode.game.is_over:
            return [0.0] * self.conjure.players
        return win_shares(self.episode.game.result(), self.conjure.players)

    def resample_from_infostate(self, player_id: int, probability_sampler: Callable[[], float]) -> ConjureState:
        """A state the seat cannot tell from this one: the game's ``redeal`` of what it cannot see, and a fresh
        generator for what comes later (drawn from ``probability_sampler``, OpenSpiel's source of randomness)."""
        if self.episode is None:
            return cast(ConjureState, self.clone())
        rng = Rng(int(probability_sampler() * 2**53) ^ (int(probability_sampler() * 2**53) << 11))
        game = self.episode.game
        redealt = game.rules.redeal(game.state, player_id, rng)
        if redealt is None:
            raise pyspiel.SpielError(f"{game.name} cannot resample what seat {player_id} does not see")
        world = Game(
            game.rules,
            game.players,
            game.seed,
            dict(game.options),
            redealt,
            Rng(rng.next64()),
            [list(h) for h in game.history],
            list(game.events),
        )
        state = cast(ConjureState, self.clone())
        state.episode = Episode.of(world)
        return state

    def __str__(self) -> str:
        if self.episode is None:
            return f"{self.conjure.rules.name}: seed bytes {self.seed_bytes}"
        game = self.episode.game
        digest = hashlib.sha1(game.fingerprint().encode("utf-8")).hexdigest()[:16]
        return f"{game.name} seed {game.seed} step {len(game.history)} to act {game.to_act} state {digest}"


class ConjureObserver:
    """OpenSpiel's Python observer: strings and the tensor from a seat's view (the spectator's for a public one)."""

    def __init__(self, game: ConjureGame, iig_obs_type: Any) -> None:
        self.spec = game.spec
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        self.public_only = iig_obs_type.private_info == pyspiel.PrivateInfoType.NONE
        self.tensor = np.zeros(observation_size(game.spec.name), np.float32)
        self.dict = {"observation": self.tensor}

    def _view(self, state: ConjureState, player: int) -> dict[str, Any] | None:
        if state.episode is None:
            return None
        if self.public_only:
            return state.episode.game.view(None)
        # with the seat's own steps of a move begun (a step shows nothing on the table, yet what may follow depends
        # on it: without them two positions after different first steps had one information state)
        return seat_view(state.episode.game, player)

    def set_from(self, state: ConjureState, player: int) -> None:
        view = self._view(state, player)
        if view is None:
            self.tensor.fill(0.0)
            return
        self.tensor[:] = self.spec.encode(view, player).values

    def string_from(self, state: ConjureState, player: int) -> str:
        view = self._view(state, player)
        if view is None:
            return f"player {player}: the seed is being drawn"
        text = json.dumps(view, sort_keys=True, separators=(",", ":"))
        if self.perfect_recall:
            return f"{text} log {state.logs[player] if not self.public_only else ''}"
        return text


class HeuristicEvaluator:
    """An evaluator for OpenSpiel's Python MCTS and ISMCTS: the game's own judge of a position (``evaluate``,
    each seat's value in [0, 1]) instead of a random rollout, and as priors the weights the game gives its actions
    for bots (``bot_weight``: progress first, such as committing a catch over taking a pick back out of it)."""

    def evaluate(self, state: ConjureState) -> np.ndarray:
        if state.is_terminal():
            return np.asarray(state.returns(), dtype=np.float64)
        assert state.episode is not None
        game = state.episode.game
        values = [game.rules.evaluate(game.state, s) for s in range(game.players)]
        return np.asarray([0.5 if v is None else float(v) for v in values], dtype=np.float64)

    def prior(self, state: ConjureState) -> list[tuple[int, float]]:
        assert state.episode is not None
        episode, player = state.episode, state.current_player()
        game = episode.game
        weighed = [
            (episode.catalog.number(a.id), game.rules.bot_weight(game.state, player, a)) for a in episode.legal(player)
        ]
        total = sum(w for _, w in weighed)
        if total <= 0:
            return [(n, 1.0 / len(weighed)) for n, _ in weighed]
        return sorted((n, w / total) for n, w in weighed)


class ConjureBot(pyspiel.Bot):  # type: ignore[misc]
    """A Conjure bot (a level of :func:`conjure.bots.levels.make_bot`, such as "medium") as an OpenSpiel bot.

    It looks at the game through a :class:`SeatView` of its own seat, as Conjure's bots always do."""

    def __init__(self, player: int, level: str = "medium", seed: int = 0) -> None:
        super().__init__()
        self.player = player
        self.bot = make_bot(level, seed)

    def step(self, state: ConjureState) -> int:
        assert state.episode is not None and state.current_player() == self.player
        game = state.episode.game
        action = self.bot.choose(game, self.player)
        return state.conjure.catalog.number(action.id)

    def restart_at(self, state: ConjureState) -> None:
        pass

    def inform_action(self, state: ConjureState, player_id: int, action: int) -> None:
        pass


def ismcts_bot(game: ConjureGame, simulations: int = 20, seed: int = 0, uct_c: float = 1.0) -> pyspiel.Bot:
    """OpenSpiel's Python ``ISMCTSBot`` judging leaves with :class:`HeuristicEvaluator` and choosing children by
    PUCT, so the game's action weights guide it (with plain UCT and few simulations it wanders for ever through a
    reversible dialogue such as a selection that adds and takes back picks), ready for
    ``evaluate_bots`` (which asks every bot to ``restart_at`` the first state and informs it of others' actions:
    the Python ISMCTS builds its tree afresh at each decision, so both are nothing to it)."""
    from open_spiel.python.algorithms import ismcts

    class _Ismcts(ismcts.ISMCTSBot):  # type: ignore[misc]
        def restart_at(self, state: ConjureState) -> None:
            pass

        def inform_action(self, state: ConjureState, player_id: int, action: int) -> None:
            pass

    return _Ismcts(
        game,
        HeuristicEvaluator(),
        uct_c,
        simulations,
        random_state=np.random.RandomState(seed),
        child_selection_policy=ismcts.ChildSelectionPolicy.PUCT,
    )


def register(game: str) -> str:
    """Register ``python_conjure_<game>`` with OpenSpiel (again: nothing happens); its short name."""
    rules = get_rules(game)
    name = short_name(rules.name)
    if name in pyspiel.registered_names():
        return name
    cls = type(f"ConjureGame_{rules.name}", (ConjureGame,), {"rules": rules})
    pyspiel.register_game(_game_type(rules), cls)
    return name


def _register_all() -> None:
    for name in interop_games():
        register(name)


_register_all()

__all__ = [
    "ConjureBot",
    "ConjureGame",
    "ConjureObserver",
    "ConjureState",
    "HeuristicEvaluator",
    "ismcts_bot",
    "register",
    "short_name",
]
