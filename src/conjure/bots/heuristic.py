"""The heuristic bot: tries each legal action on a game its seat may know and keeps the best-judged one.

For each decision the bot draws ``samples`` determinizations (``together`` in a simultaneous phase, where
the others' secret choices matter most) (everything its seat cannot see resampled by
the game's ``redeal``, as for ISMCTS), and in each applies every legal action to a copy. A move asked step
by step is judged whole (:func:`judged`: a step by the best complete move it leads to, each move made at once). A
compound turn is judged at its end: the copy plays on, the bot's own further steps chosen greedily (each judged right
after it is taken) and other seats' steps by the weighted random policy, until the game's
``bot_settled`` says the position can be judged (the seat's turn is over, a simultaneous phase it took
part in has resolved) or ``horizon`` steps have passed. The position is then scored by the rules'
``evaluate`` (a finished game by its result). The best average wins; ties are broken by the bot's own
seeded generator, so a seeded bot is reproducible.

After ``STREAK`` decisions in a row with nothing else happening, the bot stops weighing afresh and follows the
steps its last look-ahead took after the chosen action while each is still legal, so it cannot dither for
ever. A step that leads back to a position already met is a loop (adding a piece to a group and taking it back
out): inside the look-ahead such steps are not taken, and at the table the bot remembers the views it decided
at and avoids actions that lead back to one of them, unless every action does (a step of a move asked step by step
leaves the table as it was, and is no loop).

Equal values are broken towards progress first: among tied actions the ones the game's ``bot_weight`` favours
(committing a catch over taking a pick back), then at random; so a look-ahead through a dialogue of picks that
all judge alike (which helpers pay for a catch) ends instead of wandering. After ``PATIENCE`` own decisions in
a row with nothing else happening the bot stops weighing and takes the action ``bot_weight`` favours most: a
dialogue never runs on for ever.
"""

from __future__ import annotations

import json
import marshal
from collections import deque

from conjure.bots.judge import judge
from conjure.bots.seat import SeatView, for_bots
from conjure.bots.whole import fork, move_values
from conjure.engine.actions import Action
from conjure.engine.bots import RandomBot
from conjure.engine.game import Game
from conjure.engine.rng import Rng
from conjure.engine.rules import GameRules

TIE = 1e-9
LOOP = 10.0  # what a step back to a position already met costs (values lie in [0, 1])
MEMORY = 64  # views remembered
STREAK = 12  # own decisions in a row after which the bot follows its plan for the rest of the turn
PATIENCE = 40  # own decisions in a row after which the bot takes the step the game's bot_weight favours most


class Heuristic:
    """A heuristic bot; ``choose(game, seat)`` looks at the game only through a :class:`SeatView`."""

    def __init__(self, seed: int = 0, samples: int = 1, together: int = 3, horizon: int = 40) -> None:
        self.rng = Rng(seed ^ 0x4E_0217)
        self.samples, self.together, self.horizon = samples, together, horizon
        self.others = RandomBot(seed)
        self.steps = Greedy(seed)
        self.plan: list[str] = []  # the rest of the turn the last look-ahead chose, while nothing else happens
        self.plan_step = -1
        self.streak = 0  # own decisions in a row with nothing else happening in between
        self.memory: deque[str] = deque(maxlen=MEMORY)

    def choose(self, game: Game, seat: int) -> Action:
        return self.decide(SeatView(game, seat))

    def decide(self, view: SeatView) -> Action:
        legal = view.bot_actions()
        if len(legal) == 1:
            return legal[0]
        planned = self.follow(view, legal)
        if planned is not None:
            return planned
        if self.streak > PATIENCE:
            self.plan, self.plan_step = [], view.step()
            world = view.determinize(self.rng)
            return best(legal, [0.0] * len(legal), self.rng, progress(world, view.seat, legal))
        seen = view.view()
        self.memory.append(table_print(seen["table"]))
        totals = [0.0] * len(legal)
        plans: list[list[str]] = [[] for _ in legal]
        weights: list[float] | None = None
        for _ in range(self.together if len(seen["to_act"]) > 1 else self.samples):
            world = view.determinize(self.rng)
            weights = weights or progress(world, view.seat, legal)
            for i, action in enumerate(legal):
                trial = fork(world)
                trial.apply_unchecked(view.seat, action)
                back = not half_made(trial, view.seat) and table_print(trial.view(view.seat)["table"]) in self.memory
                value, plans[i] = self.settle(trial, view.seat)
                totals[i] += value - (LOOP if back else 0.0)
        chosen = best(legal, totals, self.rng, weights)
        self.plan, self.plan_step = plans[legal.index(chosen)], view.step()
        return chosen

    def follow(self, view: SeatView, legal: list[Action]) -> Action | None:
        """The next step of the plan, once the bot has decided ``STREAK`` times in a row with nothing else
        happening (it is dithering: adding and taking back picks), if its own last step is all that happened."""
        self.streak = self.streak + 1 if view.step() == self.plan_step + 1 else 0
        if not self.plan or self.streak <= STREAK or view.step() != self.plan_step + 1:
            return None
        step = self.plan.pop(0)
        found = next((a for a in legal if a.id == step), None)
        if found is None:
            self.plan = []
        else:
            self.plan_step = view.step()
        return found

    def settle(self, game: Game, seat: int) -> tuple[float, list[str]]:
        """Play on until the position can be judged for ``seat``: its value then, and the seat's own steps
        up to the first step of another seat (the plan the bot follows if it takes this action)."""
        met = {state_print(game)}
        plan: list[str] = []
        mine = True
        for _ in range(self.horizon):
            if game.is_over or game.rules.bot_settled(game.state, seat):
                break
            seats = game.to_act
            if seat in seats:
                action = self.steps.step(game, seat, met)
                if mine:
                    plan.append(action.id)
            else:
                action, mine = self.others.choose(game, seats[0]), False
            game.apply_unchecked(seat if seat in seats else seats[0], action)
            met.add(state_print(game))
        return judge(game, seat), plan


class Greedy:
    """One step at a time, the one judged best right after it; a policy for a game that is already the
    bot's own private world (the heuristic bot's look-ahead, ISMCTS's heuristic rollouts)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x6_4EED)

    def choose(self, game: Game, seat: int) -> Action:
        return self.step(game, seat, set())

    def step(self, game: Game, seat: int, met: set[bytes]) -> Action:
        """The best next step for ``seat``, never back to a position in ``met`` unless every step is."""
        legal = for_bots(game, seat, game.legal_actions(seat))
        if len(legal) == 1:
            return legal[0]
        return best(legal, judged(game, seat, legal, met), self.rng, progress(game, seat, legal))


def judged(game: Game, seat: int, actions: list[Action], met: set[bytes] | None = None) -> list[float]:
    """Each action's value for ``seat`` right after it, a step of a move asked step by step judged whole: by the
    best of the complete moves it leads to, each made at once (:func:`conjure.bots.whole.made`), so a decision's moves are
    each made and judged once, not once for every path of steps. Any other action (a plain option, a side action)
    is tried on a copy, less ``LOOP`` if it leads back to a position in ``met``; a step cannot (it only adds to the
    move being made)."""
    steps: dict[str, float] = {}
    moves = open_moves(game, seat)
    for move, value in move_values(game, seat, moves).items():
        step = moves[move]
        steps[step] = max(steps.get(step, value), value)
    values = []
    for action in actions:
        if action.id in steps:
            values.append(steps[action.id])
            continue
        trial = fork(game)
        trial.apply_unchecked(seat, action)
        values.append(judge_whole(trial, seat) - (LOOP if met and state_print(trial) in met else 0.0))
    return values


def judge_whole(game: Game, seat: int) -> float:
    """:func:`judge`, but a move ``seat`` is making step by step is judged whole: while it is half made (nothing of
    it has happened yet), the value is the best of the complete moves its further steps can still come to, each
    made at once and judged as it stands (not looking into the move after it)."""
    moves = open_moves(game, seat) if game.rules.half_made(game.state, seat) else {}
    if not moves:
        return judge(game, seat)
    return max(move_values(game, seat, moves).values())


def half_made(game: Game, seat: int) -> bool:
    """Whether ``seat`` is half way through a move asked step by step: its table looks as before the first step, which
    is no loop back to a position already decided at."""
    return not game.is_over and game.rules.half_made(game.state, seat)


def open_moves(game: Game, seat: int) -> dict[str, str]:
    """The complete moves of the stepwise decision ``seat`` is asked now, each with its next step (empty: none)."""
    if game.is_over or seat not in game.to_act:
        return {}
    return game.rules.open_moves(game.state, seat)


def best(actions: list[Action], values: list[float], rng: Rng, weights: list[float] | None = None) -> Action:
    """The best-valued action; ties go to the highest ``weights`` (the game's ``bot_weight``), then at random."""
    top = max(values)
    tied = [i for i, v in enumerate(values) if v >= top - TIE]
    if weights is not None:
        most = max(weights[i] for i in tied)
        tied = [i for i in tied if weights[i] >= most]
    return actions[tied[rng.below(len(tied))]]


def progress(game: Game, seat: int, actions: list[Action]) -> list[float] | None:
    """The game's ``bot_weight`` of each action (how much it favours progress), None if the game has none."""
    if type(game.rules).bot_weight is GameRules.bot_weight:
        return None
    return [game.rules.bot_weight(game.state, seat, a) for a in actions]


def state_print(game: Game) -> bytes:
    """The state as bytes: equal for a position met again by undoing a step (dicts keep their order)."""
    return marshal.dumps(game.state)


def table_print(table: object) -> str:
    return json.dumps(table, sort_keys=True, separators=(",", ":"))
