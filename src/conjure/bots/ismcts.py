"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS).

One tree, seen from the bot's seat. Each iteration draws a determinization (a full game consistent with
what the seat has seen, the rest resampled by the game's ``redeal``), walks down the tree choosing, for
whichever seat is to act, the child with the best upper confidence bound among the actions that exist in
this determinization (counting how often each was available), adds one new node, plays on with the rollout
policy, and credits every node with the result for the seat that chose it. In a simultaneous phase the
bot's own seat is searched first, so its choice never depends on another seat's secret one.

How it searches is a :class:`SearchSettings` (by default the game's own, from the ``[ismcts]`` table of its
``bot.toml``): the rollout policy (the weighted random bot, or the greedy heuristic step); where a rollout
stops and asks the game's ``evaluate`` instead of playing to the end (after ``rollout_depth`` steps, once
``rollout_turns`` turns have settled by the game's ``bot_settled``, or ``rollout_own_turns`` of the new node's
seat), or ``turns_ahead``: every iteration judged where the bot's own seat has settled that many times, the
tree stopping there; how many iterations share one determinization (``per_world``); a prior that starts each new node with
``prior`` virtual visits at the value ``evaluate`` gives the position right after its action; the move
played (most visited, or best valued among the well visited); whether the subtree of the bot's own last
move is kept for its next decision when nothing else happened in between (a compound turn); and how much the
search leans on the heuristic bot: ``root_prior`` virtual visits for each root action at the heuristic's own
judgement of it, and ``widening``, a node weighing only its best-ranked actions, more as its visits grow.

The budget is ``iterations`` (reproducible for a seed), ``cpu_seconds`` (iterations from the settings'
calibration ``per_second``: reproducible, and the same whatever the machine's load) or ``seconds`` of wall
clock.
"""

from __future__ import annotations

import math
import time
from collections import deque
from dataclasses import dataclass, field, replace
from typing import Any

from conjure.bots.heuristic import MEMORY, Greedy, Heuristic, best, judge_whole, judged, progress, table_print
from conjure.bots.judge import judge, outcome
from conjure.bots.search_settings import PLAIN, ROLLOUTS, SearchSettings, checked, settings_for
from conjure.bots.seat import SeatView, for_bots
from conjure.bots.whole import fork
from conjure.engine.actions import Action
from conjure.engine.bots import Bot, RandomBot, play_random
from conjure.engine.copies import deep_copy
from conjure.engine.game import Game
from conjure.engine.rng import Rng

__all__ = ["PLAIN", "ROLLOUTS", "Ismcts", "Node", "SearchSettings"]

WELL_VISITED = 0.25  # with final = "value": a child needs this share of the most visited child's visits


@dataclass
class Node:
    seat: int = -1  # who chose the action leading here
    action: str = ""
    visits: float = 0.0  # real visits plus the prior's virtual ones
    available: int = 1  # iterations in which this action was legal at the parent
    reward: float = 0.0  # summed result for ``seat``
    children: dict[str, Node] = field(default_factory=dict)
    ranking: list[str] | None = None  # with ``widening``: the actions here, best-judged first

    def ucb(self, exploration: float) -> float:
        return self.reward / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)


class Ismcts:
    """An ISMCTS bot. ``choose(game, seat)`` looks at the game only through a :class:`SeatView`.

    ``settings`` None takes the game's own (its ``bot.toml``) at the first decision; keyword ``overrides``
    (``exploration=``, ``rollout_depth=``, ``rollout=`` …) replace single fields of whichever settings apply.
    """

    def __init__(
        self,
        seed: int = 0,
        iterations: int | None = None,
        seconds: float | None = None,
        cpu_seconds: float | None = None,
        settings: SearchSettings | None = None,
        **overrides: Any,
    ) -> None:
        if iterations is None and seconds is None and cpu_seconds is None:
            cpu_seconds = 1.0
        overrides = checked(overrides)
        self.rng = Rng(seed ^ 0x15_3C75)
        self.seed = seed
        self.iterations, self.seconds, self.cpu_seconds = iterations, seconds, cpu_seconds
        self.overrides = overrides
        self.settings = replace(settings, **overrides) if settings is not None else None
        if self.settings is None and overrides:
            replace(PLAIN, **overrides)  # bad values fail now, not at the first decision
        self.rollout: Bot | None = None
        self.last_iterations = 0
        self.tree: Node | None = None  # the root of the last search
        self.kept: tuple[int, Node] | None = None  # (the step it is for, the subtree of the bot's last move)
        self.streak, self.last_step = 0, -2  # own decisions in a row with nothing else happening (``patience``)
        self.memory: deque[str] = deque(maxlen=MEMORY)  # views decided at (``patience``)
        self.judging: Heuristic | None = None  # the heuristic's look-ahead, for ``root_prior`` and ``widening``

    def choose(self, game: Game, seat: int) -> Action:
        return self.decide(SeatView(game, seat))

    def configure(self, view: SeatView) -> SearchSettings:
        """The settings in force: given, or the game's own with the overrides (read once)."""
        if self.settings is None:
            self.settings = replace(settings_for(view.rules), **self.overrides)
        if self.rollout is None:
            self.rollout = Greedy(self.seed) if self.settings.rollout == "heuristic" else RandomBot(self.seed)
        return self.settings

    def budget(self, settings: SearchSettings) -> int | None:
        if self.iterations is not None:
            return self.iterations
        return None if self.cpu_seconds is None else settings.iterations(self.cpu_seconds)

    def decide(self, view: SeatView) -> Action:
        settings = self.configure(view)
        legal = view.bot_actions()
        if len(legal) == 1:
            self.kept = None
            return legal[0]
        if settings.patience is not None:
            impatient = self.dialogue(view, legal, settings.patience)
            if impatient is not None:
                return impatient
        root = self.kept[1] if settings.reuse and self.kept is not None and self.kept[0] == view.step() else Node()
        if (settings.root_prior or settings.widening) and root.ranking is None:
            self.judge_root(view, legal, root, settings.root_prior)
        iterations = self.budget(settings)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        world = view.determinize(self.rng)
        while (iterations is None or done < iterations) and (deadline is None or time.perf_counter() < deadline):
            if done and done % settings.per_world == 0:
                world = view.determinize(self.rng)
            game = world if settings.per_world == 1 else copy_of(world, self.rng)
            self._iterate(root, game, view.seat, settings)
            done += 1
        self.last_iterations, self.tree = done, root
        by_id = {a.id: a for a in legal}
        order = ranked([c for c in root.children.values() if c.action in by_id], settings.final)
        chosen = order[0] if order else None
        if settings.patience is not None and order:
            chosen = self.no_loop(view, order, by_id)
        self.kept = None if chosen is None else (view.step() + 1, chosen)
        return by_id[chosen.action] if chosen is not None else legal[self.rng.below(len(legal))]

    def judge_root(self, view: SeatView, legal: list[Action], root: Node, prior: float) -> None:
        """Rank the root's actions by the heuristic bot's own judgement (each tried on a determinization, the
        turn finished by its greedy look-ahead, judged once settled; three determinizations in a simultaneous
        phase, as the heuristic does), and start each new root child with ``prior`` virtual visits at that value:
        the search then refines the heuristic's choice instead of starting from nothing."""
        if self.judging is None:
            self.judging = Heuristic(self.seed)
        samples = self.judging.together if len(view.view()["to_act"]) > 1 else self.judging.samples
        totals = [0.0] * len(legal)
        for _ in range(samples):
            world = view.determinize(self.rng)
            for i, action in enumerate(legal):
                trial = fork(world)
                trial.apply_unchecked(view.seat, action)
                totals[i] += self.judging.settle(trial, view.seat)[0] / samples
        root.ranking = [legal[i].id for i in sorted(range(len(legal)), key=lambda i: -totals[i])]
        if prior:
            for action, value in zip(legal, totals, strict=True):
                if action.id not in root.children:
                    root.children[action.id] = Node(view.seat, action.id, visits=prior, reward=prior * value)

    def dialogue(self, view: SeatView, legal: list[Action], patience: int) -> Action | None:
        """Remember the view decided at; after ``patience`` own decisions in a row with nothing else happening
        (a dialogue of picks that the search judges alike), the step the game's ``bot_weight`` favours most."""
        self.streak = self.streak + 1 if view.step() == self.last_step + 1 else 0
        self.last_step = view.step()
        self.memory.append(table_print(view.view()["table"]))
        if self.streak <= patience:
            return None
        self.kept = None
        return best(legal, [0.0] * len(legal), self.rng, progress(view.determinize(self.rng), view.seat, legal))

    def no_loop(self, view: SeatView, order: list[Node], by_id: dict[str, Action]) -> Node:
        """The best-ranked child whose action does not lead back to a view already decided at (adding a pick
        and taking it back), or the best one if every action does."""
        world = view.determinize(self.rng)
        for child in order:
            trial = fork(world)
            trial.apply_unchecked(view.seat, by_id[child.action])
            if table_print(trial.view(view.seat)["table"]) not in self.memory:
                return child
        return order[0]

    def _iterate(self, root: Node, game: Game, me: int, settings: SearchSettings) -> None:
        """One iteration on ``game``, a determinization of its own (it is played on)."""
        node, path = root, list[Node]()
        here: list[float] | None = None  # the new node's values by evaluate, once asked for
        settled, turns = game.rules.bot_settled(game.state, me), 0
        if settings.widening:
            root.visits += 1  # the root's own count sets how many of its actions are weighed
        while not game.is_over:
            if settings.turns_ahead is not None and path:
                was, settled = settled, game.rules.bot_settled(game.state, me)
                turns += settled and not was
                if turns >= settings.turns_ahead:
                    break  # the tree ends here, where this iteration is judged
            seats = game.to_act
            seat = me if me in seats else seats[0]
            # after the descent's own step the turn machine hands over the list its lone-option check made
            listed = game.next_actions(seat) if path else game.legal_actions(seat)
            actions = for_bots(game, seat, listed)
            for action in actions:
                child = node.children.get(action.id)
                if child is not None:
                    child.available += 1
            if settings.widening:
                if node.ranking is None:
                    node.ranking = rank(game, seat, actions)
                actions = widened(node, actions, settings.widening)
            untried = [a for a in actions if a.id not in node.children]
            if untried:
                action = untried[0] if settings.widening else untried[self.rng.below(len(untried))]
                game.apply_unchecked(seat, action)
                node.children[action.id] = child = Node(seat, action.id)
                if settings.prior:
                    here = outcome(game) if game.is_over else evaluate(game)
                    value = here[seat] if here is not None else judge(game, seat)
                    if game.rules.half_made(game.state, seat):  # a move made step by step is judged whole
                        here, value = None, judge_whole(game, seat)
                    child.visits, child.reward = settings.prior, settings.prior * value
                path.append(child)
                break
            best = max((node.children[a.id] for a in actions), key=lambda c: c.ucb(settings.exploration))
            game.apply_unchecked(seat, by_id(actions, best.action))
            node = best
            path.append(node)
        if settings.turns_ahead is not None:
            rewards = self._ahead(game, settings.turns_ahead, me, turns, settled, here)
        else:
            rewards = self._play_on(game, settings, path[-1].seat if path else me, here)
        for visited in path:
            visited.visits += 1
            visited.reward += rewards[visited.seat]

    def _ahead(
        self, game: Game, ahead: int, me: int, turns: int, settled: bool, here: list[float] | None
    ) -> list[float]:
        """Play on with the rollout policy until the bot's seat ``me`` has become settled ``ahead`` times since
        the root (``turns`` so far, ``settled`` now), then judge: every iteration is judged at the same point
        of the bot's own play, so no line is favoured for a turn of its own more than another has had."""
        assert self.rollout is not None
        if game.is_over or turns >= ahead:
            return outcome(game) if game.is_over else (here if here is not None else evaluate(game) or outcome(game))
        while not game.is_over:
            seats = game.to_act
            seat = me if me in seats else seats[0]
            game.apply_unchecked(seat, self.rollout.choose(game, seat))
            was, settled = settled, game.rules.bot_settled(game.state, me)
            turns += settled and not was
            if turns >= ahead:
                values = evaluate(game)
                if values is not None:
                    return values
        return outcome(game)

    def _play_on(self, game: Game, settings: SearchSettings, leaf: int, here: list[float] | None = None) -> list[float]:
        """Play on with the rollout policy to the end, or to the cut the settings set, then judge. ``leaf`` is
        the seat that chose the new node: with ``rollout_own_turns`` it goes first in a simultaneous phase (as
        the bot's seat does in the tree), and the positions where it becomes settled are the ones counted, so
        the siblings of a node are all judged at the same point of their seat's play, as the heuristic judges.
        ``here``: the values of this position by ``evaluate``, if already known."""
        assert self.rollout is not None
        own = settings.rollout_own_turns
        if type(self.rollout) is RandomBot and own is None and settings.rollout_turns is None:
            return self._play_random(game, self.rollout, settings.rollout_depth, here)
        settled = own is not None and game.rules.bot_settled(game.state, leaf)
        steps, turns, mine = 0, 0, int(settled)
        while not game.is_over:
            if cut(settings, steps, turns, mine):
                values = here if steps == 0 and here is not None else evaluate(game)
                if values is not None:
                    return values
            seats = game.to_act
            seat = leaf if own is not None and leaf in seats else seats[0]
            game.apply_unchecked(seat, self.rollout.choose(game, seat))
            steps += 1
            if settings.rollout_turns is not None and game.rules.bot_settled(game.state, seat):
                turns += 1
            if own is not None:
                was, settled = settled, game.rules.bot_settled(game.state, leaf)
                mine += settled and not was
        return outcome(game)

    @staticmethod
    def _play_random(game: Game, bot: RandomBot, depth: int | None, here: list[float] | None) -> list[float]:
        """:meth:`_play_on` with random rollouts cut, if at all, only by ``rollout_depth``: the steps are played by
        the compiled :func:`~conjure.engine.bots.play_random` (the same steps and draws as that loop's), quietly: the
        rollout's events are read by nobody (only its state is judged), so they are neither logged nor built."""
        steps = play_random(game, bot, depth, True)
        if not game.is_over:  # cut at the depth: judged there, or played to the end if the game has no evaluate
            values = here if steps == 0 and here is not None else evaluate(game)
            if values is not None:
                return values
            play_random(game, bot, None, True)
        return outcome(game)


def cut(settings: SearchSettings, steps: int, turns: int, mine: int = 0) -> bool:
    """Whether a rollout stops here: ``rollout_depth`` steps made, ``rollout_turns`` turns (any seat's)
    settled, or the leaf's seat become settled ``rollout_own_turns`` times."""
    return (
        steps == settings.rollout_depth
        or (settings.rollout_turns is not None and turns >= settings.rollout_turns)
        or (settings.rollout_own_turns is not None and mine >= settings.rollout_own_turns)
    )


def evaluate(game: Game) -> list[float] | None:
    """Each seat's value of an unfinished position by the game's ``evaluate`` (None if the game has none); a
    game whose rules offer ``evaluate_seats(state)`` gives them all at once (the same values, each seat's
    worth computed once instead of once for every seat's margin)."""
    at_once = getattr(game.rules, "evaluate_seats", None)
    if at_once is not None:
        return [float(v) for v in at_once(game.state)]
    values = [game.rules.evaluate(game.state, s) for s in range(game.players)]
    return None if any(v is None for v in values) else [float(v) for v in values if v is not None]


def rank(game: Game, seat: int, actions: list[Action]) -> list[str]:
    """The actions' ids, best first by the game's judgement of the position right after each (for ``seat``)."""
    values = judged(game, seat, actions)
    return [actions[i].id for i in sorted(range(len(actions)), key=lambda i: -values[i])]


def widened(node: Node, actions: list[Action], widening: float) -> list[Action]:
    """Progressive widening: the best-ranked ``ceil(widening * sqrt(visits + 1))`` of the actions legal here
    (those the ranking does not know, met in another determinization, after the ranked ones)."""
    here = {a.id: a for a in actions}
    ranking = node.ranking or []
    known = set(ranking)
    order = [here[i] for i in ranking if i in here] + [a for a in actions if a.id not in known]
    return order[: max(1, math.ceil(widening * math.sqrt(node.visits + 1)))]


def ranked(children: list[Node], final: str) -> list[Node]:
    """The root children, best first: by visits, or (``value``) by mean among the well visited (then the rest)."""
    order = sorted(children, key=lambda c: (c.visits, c.reward), reverse=True)
    if final == "value" and order:
        most = order[0].visits
        well = sorted(
            (c for c in order if c.visits >= WELL_VISITED * most),
            key=lambda c: (c.reward / c.visits, c.visits),
            reverse=True,
        )
        order = well + [c for c in order if c.visits < WELL_VISITED * most]
    return order


def copy_of(world: Game, rng: Rng) -> Game:
    """A copy of a determinization for one iteration, with dice of its own."""
    return Game(world.rules, world.players, 0, dict(world.options), deep_copy(world.state), Rng(rng.next64()))


def by_id(actions: list[Action], action_id: str) -> Action:
    return next(a for a in actions if a.id == action_id)
