"""The steps of Trickerion's compound moves (``steps.py``) made with each step's text formatted once (issue 32, branch
``trkids``): every path as the old code gave it.

The old paths (main at 5889e70) are kept here, writing each step with the old ``TypedId.format`` (kept interpreted in
tests/engine/test_same_ids.py), and compared with the game's on every complete move and every legal id of seeded
random games at 2–4 players, and on moves made up for every kind a path reads: each trick learnt plainly, with the
bonus and by Trick Overhaul; each trick prepared with Unstable Prototype's props and Replaceable Parts' other trick;
each character placed on every kind of space with every boost; Buys, Orders, Quick Orders and Buys of several kinds
with and without the bonus.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from conjure.engine import Rng, new_game
from conjure.engine.actions import TypedId
from conjure.engine.machine import next_steps
from conjure.games.trickerion import data, ids, steps
from tests.engine.test_same_ids import format_old


def f(typed: TypedId) -> str:
    return format_old(typed)


def _act(what: str, special: bool) -> str:
    return f(ids.Act(what, ids.SPECIAL if special else None))


def market_path_old(move: str) -> tuple[str, ...]:
    chosen = ids.parse(move)
    match chosen:
        case ids.Buy(prop, count, haggle, bonus):
            parts = [ids.Ware(prop), ids.Count(count), ids.Haggle(haggle)]
            return (_act("buy", bonus is not None), *(f(s) for s in parts))
        case ids.Buyset():
            added = [f(ids.Add(p)) for p in chosen.props]
            return (_act("buyset", chosen.special), *added, f(ids.Enough()))
        case ids.Order():
            slot = () if chosen.slot is None else (f(ids.ToSlot(chosen.slot)),)
            return (_act("order", chosen.special), f(ids.Ware(chosen.prop)), *slot)
        case ids.Quick(prop, bonus):
            return (_act("quick", bonus is not None), f(ids.Ware(prop)))
    return (move,)


def downtown_path_old(move: str) -> tuple[str, ...]:
    chosen = ids.parse(move)
    match chosen:
        case ids.Learn(die, trick):
            old = () if chosen.old is None else (f(ids.Replace(chosen.old)),)
            school = f(ids.School(data.TRICKS[trick].school))
            return (_act("learn", chosen.special), f(ids.Die(die)), school, f(ids.PickTrick(trick)), *old)
        case ids.Hire(die, character, bonus):
            return (_act("hire", bonus is not None), f(ids.Die(die)), f(ids.HireAs(character)))
        case ids.Coins(die, face, bonus):
            return (_act("coins", bonus is not None), f(ids.Die(die)), f(ids.TakeCoins(face)))
        case ids.Reroll(die):
            return (_act("reroll", False), f(ids.Die(die)))
        case ids.SetDie(die, face):
            return (_act("set", False), f(ids.Die(die)), f(ids.ToFace(face)))
    return (move,)


def place_path_old(move: str) -> tuple[str, ...]:
    chosen = ids.parse(move)
    match chosen:
        case ids.Place(char, loc):
            spot = f(ids.Spot(loc, tuple(chosen.space_parts)))
            return (f(ids.Who(char)), spot, f(ids.Boost(tuple(chosen.extras) or ("none",))))
        case ids.Idle(char):
            return (f(ids.Who(char)), f(ids.Stay()))
    return (move,)


def invest_path_old(move: str) -> tuple[str, ...]:
    chosen = ids.Invest.parse(move)
    return (*(f(ids.Add(p)) for p in chosen.chosen), f(ids.Enough()))


def workshop_path_old(move: str) -> tuple[str, ...]:
    chosen = ids.parse(move)
    if not isinstance(chosen, ids.Prepare) or not chosen.special or not chosen.extras:
        return (move,)
    first = f(ids.Prepare(chosen.trick, (ids.SPECIAL,)))
    if chosen.extras[0] in data.TRICKS:
        return (first, f(ids.Mark(chosen.extras[0])))
    given = (f(ids.GiveBack(p)) for p in sorted(chosen.extras))
    return (first, *given, f(ids.Enough()))


PATHS: list[tuple[Callable[[str], tuple[str, ...]], Callable[[str], tuple[str, ...]]]] = [
    (steps.market_path, market_path_old),
    (steps.downtown_path, downtown_path_old),
    (steps.place_path, place_path_old),
    (steps.workshop_path, workshop_path_old),
]


def same_paths(move: str) -> None:
    for new, old in PATHS:
        assert new(move) == old(move), (new.__name__, move)
    if move.startswith("invest:"):
        assert steps.invest_path(move) == invest_path_old(move), move


def made_up() -> Iterator[str]:
    """Moves of every kind a path reads, beyond what random games come to."""
    tricks, props = sorted(data.TRICKS), sorted(data.COMPONENTS)
    bonus = (None, ids.SPECIAL)
    for trick, other in zip(tricks, tricks[1:] + tricks[:1], strict=True):
        for more in [(), (ids.SPECIAL,), (other, ids.SPECIAL)]:
            yield ids.Learn("downtown_die_a", trick, more).format()
        for more in [(), (ids.SPECIAL,), ("wood", ids.SPECIAL), (props[2], props[0], ids.SPECIAL), (other, "special")]:
            yield ids.Prepare(trick, more).format()
    for prop in props:
        for b in bonus:
            yield ids.Buy(prop, 2, 1, b).format()
            yield ids.Quick(prop, b).format()
        for args in [(prop,), ("1", prop), ("3", prop, ids.SPECIAL), (prop, ids.SPECIAL)]:
            yield ids.Order(args).format()
        yield ids.Buyset((prop, props[0], ids.SPECIAL)).format()
        yield ids.Buyset((prop, ids.SPECIAL)).format()
        yield ids.Invest((prop, props[-1])).format()
    yield ids.Invest(("none",)).format()
    for b in bonus:
        yield ids.Hire("downtown_die_b", "engineer", b).format()
        yield ids.Coins("bank_die", "3", b).format()
    yield ids.Reroll("downtown_die_a").format()
    yield ids.SetDie("downtown_die_a", "assistant").format()
    for char in ["magician", "engineer", "apprentice"]:
        yield ids.Idle(char).format()
        for loc, space in [("downtown", ("2",)), ("market_row", ("1",)), (ids.THEATER, ("friday", "performance"))]:
            for extra in [(), ("shard",), ("gear",), ("copy", "some_card"), ("shard", "copy", "other_card")]:
                yield ids.Place(char, loc, space + extra).format()


def offered(players: int, seed: int) -> Iterator[str]:
    g = new_game("trickerion", players=players, seed=seed)
    pick, made = Rng(seed), 0
    while not g.is_over and made < 600:
        seat = g.to_act[0]
        actions = g.legal_actions(seat)
        yield from (a.id for a in actions)
        yield from g.rules.moves(g.state, seat)
        g.apply(seat, actions[pick.below(len(actions))])
        made += 1


def test_made_up_moves_of_every_kind_step_as_before() -> None:
    for move in made_up():
        same_paths(move)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_moves_of_random_games_step_as_before(players: int) -> None:
    seen: set[str] = set()
    for move in offered(players, 30 + players):
        if move not in seen:
            seen.add(move)
            same_paths(move)
    assert any(m.startswith("place:") for m in seen) and any(m.startswith("buy:") for m in seen)


# -- the paths made where the moves are made (issue 32, branch ``trkpath``) --------------------------------------------


def made_with_their_paths() -> Iterator[tuple[str, str, Callable[[str], tuple[str, ...]]]]:
    """Every plain move the Market Row's and Downtown's listers make with its path (``steps.buy_move`` …), its id as
    the old code wrote it, and the old path function."""
    props, dice, tricks = sorted(data.COMPONENTS), sorted(data.DICE), sorted(data.TRICKS)
    for prop in props:
        for count in range(1, 4):
            for haggle in range(0, 12):
                yield steps.buy_move(prop, count, haggle), f(ids.Buy(prop, count, haggle)), market_path_old
        for slot in range(data.MARKET["order_slots"]):
            yield steps.order_move(slot, prop), f(ids.Order((str(slot), prop))), market_path_old
        yield steps.quick_move(prop), f(ids.Quick(prop)), market_path_old
    for die in dice:
        for trick in tricks:
            yield steps.learn_move(die, trick), f(ids.Learn(die, trick, ())), downtown_path_old
        for character in ["apprentice", *data.SPECIALISTS]:
            yield steps.hire_move(die, character), f(ids.Hire(die, character)), downtown_path_old
        yield steps.reroll_move(die), f(ids.Reroll(die)), downtown_path_old
        for face in sorted(set(data.DICE[die].faces)):
            yield steps.coins_move(die, face), f(ids.Coins(die, face)), downtown_path_old
            yield steps.set_move(die, face), f(ids.SetDie(die, face)), downtown_path_old


def test_moves_made_with_their_paths_are_the_old_ids_and_paths() -> None:
    kept = {**steps._MARKET_PATHS}, {**steps._DOWNTOWN_PATHS}
    try:
        steps._MARKET_PATHS.clear()
        steps._DOWNTOWN_PATHS.clear()
        made = 0
        for move, old_id, old_path in made_with_their_paths():
            assert move == old_id
            paths = steps._MARKET_PATHS if old_path is market_path_old else steps._DOWNTOWN_PATHS
            assert paths[move] == old_path(move), move  # kept when made: not parsed back
            assert (steps.market_path if old_path is market_path_old else steps.downtown_path)(move) == old_path(move)
            made += 1
        assert made > 500
        for paths, marked, old_path in [
            (steps._MARKET_PATHS, steps.market_bonus, market_path_old),
            (steps._DOWNTOWN_PATHS, steps.downtown_bonus, downtown_path_old),
        ]:
            plain = list(paths)
            for move in marked(plain):  # the paths made from the plain moves' (not Rerolls nor Set a Die)
                assert move in paths or move.startswith(("reroll:", "set:")), move
            for move, path in paths.items():
                assert path == old_path(move), move
    finally:
        steps._MARKET_PATHS.clear()
        steps._DOWNTOWN_PATHS.clear()
        steps._MARKET_PATHS.update(kept[0])
        steps._DOWNTOWN_PATHS.update(kept[1])


@pytest.mark.parametrize("players", [2, 4])
def test_every_kept_path_of_random_games_is_the_old_path(players: int) -> None:
    for _ in offered(players, 60 + players):
        pass
    assert steps._MARKET_PATHS and steps._DOWNTOWN_PATHS
    for move, path in steps._MARKET_PATHS.items():
        assert path == market_path_old(move), move
    for move, path in steps._DOWNTOWN_PATHS.items():
        assert path == downtown_path_old(move), move


def test_the_kept_paths_are_bounded() -> None:
    paths = {f"m{i}": ("x",) for i in range(steps.PATHS_KEPT)}
    steps._keep(paths, "new", ("y",))
    assert len(paths) == steps.PATHS_KEPT and "m0" not in paths and paths["new"] == ("y",)
    assert len(steps._MARKET_PATHS) <= steps.PATHS_KEPT and len(steps._DOWNTOWN_PATHS) <= steps.PATHS_KEPT


def test_the_next_steps_read_here_are_the_engines() -> None:
    """``steps.market_nexts``/``downtown_nexts`` (the paths read without a call through the interpreter's convention)
    give ``next_steps`` of the same moves for every steps so far that begins one of them, and for none."""
    moves = list(made_up()) + [m for m, _, _ in made_with_their_paths()]
    for mine, path in [(steps.market_nexts, steps.market_path), (steps.downtown_nexts, steps.downtown_path)]:
        prefixes = {p[:n] for p in map(path, moves) for n in range(len(p) + 1)} | {("no such step",)}
        for begun in sorted(prefixes):
            for some in (moves, moves[::-1], moves[::7], tuple(moves[3::5])):
                found = mine(some, begun)
                assert list(found.items()) == list(next_steps(some, path, begun).items()), begun


def test_next_steps_reads_the_kept_paths_first() -> None:
    """The engine's ``next_steps`` given a kind's kept paths (``paths``: read first, ``path`` only for a move not
    there) answers as with the path function alone; a kept path is taken as it is, without calling ``path``."""
    moves = list(made_up()) + [m for m, _, _ in made_with_their_paths()]
    for path in (steps.market_path, steps.downtown_path):
        kept = {m: path(m) for m in moves[::2]}
        prefixes = {p[:n] for p in map(path, moves) for n in range(len(p) + 1)}
        for begun in sorted(prefixes):
            found = next_steps(moves, path, begun, kept)
            assert list(found.items()) == list(next_steps(moves, path, begun).items()), begun
    calls: list[str] = []

    def path_called(move: str) -> tuple[str, ...]:
        calls.append(move)
        return ("b", move)

    assert next_steps(["x", "y"], path_called, ("a",), {"x": ("a", "x")}) == {"x": "x"}
    assert calls == ["y"]
