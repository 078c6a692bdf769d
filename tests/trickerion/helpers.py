"""Building Trickerion games directly and driving them into a situation."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Any

from conjure.engine import Game, Rng
from conjure.engine.copies import deep_copy
from conjure.games.trickerion import TrickerionRules, data

SIDE = ("return_trick:", "return_prop:")  # the ids of returns.py's side actions

RULES = TrickerionRules()


def new(players: int = 3, seed: int = 1, **options: Any) -> Game:
    resolved = RULES.resolve_options(players, options)
    rng = Rng(seed)
    return Game(RULES, players, seed, resolved, RULES.setup(players, resolved, rng), rng)


def ids(g: Game, seat: int) -> list[str]:
    """The decision's own options: the legal ids without the side actions (returning a trick or a prop, offered
    with every decision: returns.py, tested in test_returns.py); for a decision asked step by step (steps.py), its
    complete moves, which ``g.make`` makes through their steps."""
    if g.rules.sofar(g.state, seat) or _stepwise(g):
        return sorted(set(g.rules.moves(g.state, seat)), key=g.rules.action_key)
    return [a.id for a in g.legal_actions(seat) if not a.id.startswith(SIDE)]


def steps(g: Game, seat: int) -> list[str]:
    """The options asked now, step ids included, without the side actions."""
    return [a.id for a in g.legal_actions(seat) if not a.id.startswith(SIDE)]


def _stepwise(g: Game) -> bool:
    from conjure.games.trickerion.flow import FLOW

    task = FLOW.top_decision(g.state)
    return task is not None and FLOW.decisions[task["t"]].path is not None


def top(g: Game) -> str | None:
    """The kind of the task on top of the stack."""
    tasks = g.state["tasks"]
    return str(tasks[-1]["t"]) if tasks else None


def play(g: Game, *wanted: str, stop: str = "advertise") -> None:
    """Answer the pending decisions until a ``stop`` task is on top (by default: the end of the setup): each in
    turn takes the first of ``wanted`` that is legal, else the first option."""
    while g.to_act and top(g) != stop:
        seat = g.to_act[0]
        legal = ids(g, seat)
        g.make(seat, next((w for w in wanted if w in legal), legal[0]))


def to_assignment(players: int = 3, seed: int = 1, **options: Any) -> Game:
    """A game set up, every player passing on advertising: round 1's Assignment phase waits for everyone."""
    g = new(players, seed=seed, **options)
    play(g, "pass", stop="assign")
    return g


def assign_all(g: Game, plan: dict[int, dict[str, str]]) -> None:
    """Every seat assigns the cards of ``plan`` (char → card) one character at a time, then stops; seats not in
    the plan assign nothing."""
    for seat in range(g.players):
        for char, card in plan.get(seat, {}).items():
            while f"assign:{char}:{card}" not in ids(g, seat):
                g.make(seat, next(a for a in ids(g, seat) if a.startswith("idle:")))
            g.make(seat, f"assign:{char}:{card}")
        if seat in g.to_act:
            g.make(seat, "done")


def to_turn(g: Game, seat: int, char: str, loc: str, space: int | str, shard: bool = False) -> None:
    """Place ``char`` of ``seat`` (the seat must be the one to place) on a space."""
    g.make(seat, f"place:{char}:{loc}:{space}" + (":shard" if shard else ""))


def skip_turn(g: Game) -> None:
    """Drop the location turn on top without spending its AP (for tests that do not depend on the location's own
    options, e.g. the Theatre's, which another module defines) and run on to the next decision."""
    from conjure.games.trickerion.flow import FLOW

    assert str(g.state["tasks"][-1]["t"]).startswith("turn_")
    g.state["tasks"].pop()
    FLOW.run(g.state, g.rng, [])


def turn_at(
    loc: str,
    space: int | str,
    char: str = "magician",
    players: int = 2,
    seed: int = 1,
    shard: bool = False,
    **seat: Any,
) -> tuple[Game, int]:
    """A game in round 1 whose first player (in initiative order) has just placed ``char`` on ``space`` at
    ``loc``; ``seat`` overrides that player's state first (coins, props, tricks, …). Returns the game and seat."""
    g = to_assignment(players, seed=seed)
    first = g.state["initiative"][0]
    own = g.state["seats"][first]
    own.update(seat)
    if char not in own["characters"]:
        own["characters"].append(char)
    assign_all(g, {first: {char: loc}})
    to_turn(g, first, char, loc, space, shard)
    return g, first


def with_special(card: str, space: int = 4, char: str = "magician", **seat: Any) -> tuple[Game, int]:
    """Round 1 of a 2-player game: the first player (returned) has just placed ``char``, assigned the special
    ``card``, on ``space`` of the card's location; ``seat`` overrides fields of that player's board."""
    g = to_assignment(2, seed=3)
    first = g.state["initiative"][0]
    own = g.state["seats"][first]
    own.update(seat)
    g.state["special_decks"][data.SPECIAL_ASSIGNMENTS[card]["location"]].remove(card)
    own["special_hand"].append(card)
    assign_all(g, {first: {char: card}})
    to_turn(g, first, char, data.SPECIAL_ASSIGNMENTS[card]["location"], space)
    return g, first


def ap_left(g: Game) -> int:
    """The action points left to the character whose turn it is."""
    return int(g.state["tasks"][-1]["ap"])


def play_checked(g: Game, check: Callable[[dict[str, Any]], int], seed: int) -> int:
    """Play ``g`` to its end, each step drawn by ``Rng(seed)`` from the legal list, summing ``check`` of the state
    before every step (the comparisons a sameness test made)."""
    pick, compared = Rng(seed), 0
    while not g.is_over:
        compared += check(g.state)
        seat = g.to_act[0]
        actions = g.legal_actions(seat)
        g.apply(seat, actions[pick.below(len(actions))])
    return compared


def play_beside(
    g: Game,
    old_code: Callable[[], AbstractContextManager[Any]],
    seed: int,
    counts: Callable[[dict[str, Any]], bool] = lambda state: False,
    new_code: Callable[[], AbstractContextManager[Any]] = nullcontext,
    before: Callable[[], None] | None = None,
    until: Callable[[int], bool] = lambda counted: False,
) -> tuple[int, int]:
    """Play ``g`` to its end (or until ``until(counted)``) beside a copy of its state stepped by the old code (the
    sameness tests' yardstick, registered in the flow by ``old_code()``): at each decision the old code lists and
    takes a pick drawn by ``Rng(seed)`` first, then the new code lists (under ``new_code()``) and applies the same
    pick; the lists, states, random streams and events must be equal. ``before`` runs before each step. Returns the
    decisions made and how many of them ``counts`` (the state before the step) held for."""
    from conjure.games.trickerion.flow import FLOW

    old, old_rng, pick = deep_copy(g.state), Rng(0), Rng(seed)
    old_rng.state = g.rng.state
    decisions = counted = 0
    while not g.is_over and not until(counted):
        if before is not None:
            before()
        seat = g.to_act[0]
        counted += counts(g.state)
        with old_code():
            listed = FLOW.legal_ids(old, seat)
            chosen = pick.below(len(listed))
            old_events: list[dict[str, Any]] = []
            FLOW.take(old, seat, listed[chosen], old_rng, old_events)
        with new_code():
            actions = g.legal_actions(seat)
            new_events = g.apply(seat, actions[chosen])
        assert [a.id for a in actions] == listed
        for event in new_events:
            event.pop("step", None)
        assert (g.state, g.rng.state, new_events) == (old, old_rng.state, old_events), listed[chosen]
        decisions += 1
    return decisions, counted


def on_top(kinds: str | tuple[str, ...]) -> Callable[[dict[str, Any]], bool]:
    """A ``counts`` for :func:`play_beside`: the task on top is of one of ``kinds``."""
    wanted = (kinds,) if isinstance(kinds, str) else kinds
    return lambda state: bool(state["tasks"]) and state["tasks"][-1]["t"] in wanted
