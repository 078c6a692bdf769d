"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS).

One tree, seen from the bot's seat. Each iteration draws a determinization (a full game consistent with
what the seat has seen, the rest resampled by the game's ``redeal``), walks down the tree choosing, for
whichever seat is to act, the child with the best upper confidence bound among the actions that exist in
this determinization (counting how often each was available), adds one new node, plays the rest of the
game with the rollout policy (the weighted random bot, or with ``rollout="heuristic"`` each step the one the
game's ``evaluate`` judges best right after it) (or stops at ``rollout_depth`` and asks the game's ``evaluate``), and credits
every node with the result for the seat that chose it. In a simultaneous phase the bot's own seat is
searched first, so its choice never depends on another seat's secret one.

The budget is ``iterations`` (reproducible for a seed) or ``seconds`` (what players use).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from conjure.bots.heuristic import Greedy
from conjure.bots.judge import outcome
from conjure.bots.seat import SeatView
from conjure.engine.actions import Action
from conjure.engine.bots import Bot, RandomBot
from conjure.engine.errors import ConfigError
from conjure.engine.game import Game
from conjure.engine.rng import Rng

ROLLOUTS = ("random", "heuristic")


@dataclass
class Node:
    seat: int = -1                 # who chose the action leading here
    action: str = ""
    visits: int = 0
    available: int = 1             # iterations in which this action was legal at the parent
    reward: float = 0.0            # summed result for ``seat``
    children: dict[str, Node] = field(default_factory=dict)

    def ucb(self, exploration: float) -> float:
        return self.reward / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)


class Ismcts:
    """An ISMCTS bot. ``choose(game, seat)`` looks at the game only through a :class:`SeatView`."""

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None,
                 exploration: float = 0.7, rollout_depth: int | None = None, rollout: str = "random") -> None:
        if iterations is None and seconds is None:
            iterations = 200
        self.rng = Rng(seed ^ 0x15_3C75)
        self.iterations, self.seconds = iterations, seconds
        self.exploration, self.rollout_depth = exploration, rollout_depth
        if rollout not in ROLLOUTS:
            raise ConfigError(f"rollout {rollout!r} does not exist; rollouts: {', '.join(ROLLOUTS)}")
        self.rollout: Bot = Greedy(seed) if rollout == "heuristic" else RandomBot(seed)
        self.last_iterations = 0

    def choose(self, game: Game, seat: int) -> Action:
        return self.decide(SeatView(game, seat))

    def decide(self, view: SeatView) -> Action:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        root = Node()
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while (self.iterations is None or done < self.iterations) and (deadline is None or time.perf_counter() < deadline):
            self._iterate(root, view)
            done += 1
        self.last_iterations = done
        by_id = {a.id: a for a in legal}
        ranked = sorted((c for c in root.children.values() if c.action in by_id),
                        key=lambda c: (c.visits, c.reward), reverse=True)
        return by_id[ranked[0].action] if ranked else legal[self.rng.below(len(legal))]

    def _iterate(self, root: Node, view: SeatView) -> None:
        game = view.determinize(self.rng)
        node, path = root, []
        while not game.is_over:
            seats = game.to_act
            seat = view.seat if view.seat in seats else seats[0]
            actions = game.legal_actions(seat)
            untried = [a for a in actions if a.id not in node.children]
            for action in actions:
                child = node.children.get(action.id)
                if child is not None:
                    child.available += 1
            if untried:
                action = untried[self.rng.below(len(untried))]
                node.children[action.id] = child = Node(seat, action.id)
                game.apply_unchecked(seat, action)
                path.append(child)
                break
            best = max((node.children[a.id] for a in actions), key=lambda c: c.ucb(self.exploration))
            game.apply_unchecked(seat, by_id(actions, best.action))
            node = best
            path.append(node)
        rewards = self._play_on(game)
        for visited in path:
            visited.visits += 1
            visited.reward += rewards[visited.seat]

    def _play_on(self, game: Game) -> list[float]:
        """Play to the end with the rollout policy, or stop at ``rollout_depth`` where the game can evaluate."""
        steps = 0
        while not game.is_over:
            if steps == self.rollout_depth:
                values = [game.rules.evaluate(game.state, s) for s in range(game.players)]
                if all(v is not None for v in values):
                    return [float(v) for v in values if v is not None]
            seat = game.to_act[0]
            game.apply_unchecked(seat, self.rollout.choose(game, seat))
            steps += 1
        return outcome(game)


def by_id(actions: list[Action], action_id: str) -> Action:
    return next(a for a in actions if a.id == action_id)
