"""Typed ids read and written without the interpreter's glue (issue 32, branch ``trkids``): every text, every parsed
value and every error message as the old code gave them.

The games' id classes are interpreted dataclasses subclassing the compiled ``TypedId``: the old methods read each
kind's fields through class attributes and class methods of the interpreted subclass (about 10,000 instructions a
``format``); the new ones work each kind's shape out once into a compiled record (``actions._Kind``). The old code is
kept here, interpreted, as the yardstick, and compared with the new on both builds:

- every kind of every game: made up values of each field's type (numbers, texts, a trailing ``None``, a last field
  of many with none, one and several parts) formatted, their parts, their shape, and the text parsed back;
- every id seeded random games of every game at its fewest and most seats offer, and for a decision asked step by
  step its complete moves: parsed by the game's table, formatted again, their parts; and the same ids spoilt (a part
  too many, one too few, a number made a word, an unknown kind) parsed by both, with the same value or the same
  error;
- ``make_id``, ``parse_id``, ``natural_key`` and ``word_order_key`` (Trickerion's days) on all those ids.
"""

from __future__ import annotations

import dataclasses
import importlib
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from conjure.engine import Rng, all_rules, new_game
from conjure.engine.actions import TypedId, id_text, make_id, natural_key, parse_id, parse_typed, word_order_key
from conjure.games.trickerion.flow import DAY_ORDER

# -- the old code (main at 5889e70), interpreted --------------------------------------------------------------------

_NUMBER = re.compile(r"(\d+)")


def make_id_old(kind: str, *args: object) -> str:
    return ":".join([kind, *map(str, args)])


def parse_id_old(action_id: str) -> tuple[str, list[str]]:
    kind, *args = action_id.split(":")
    return kind, args


def _is_number_old(annotation: object) -> bool:
    text = annotation.__name__ if isinstance(annotation, type) else str(annotation)
    text = text.replace(" ", "")
    return text.split("|")[0] == "int" or text == "tuple[int,...]"


def _is_many_old(annotation: object) -> bool:
    return str(annotation).replace(" ", "") in ("tuple[str,...]", "tuple[int,...]")


def fields_old(cls: type[TypedId]) -> tuple[tuple[str, bool, bool], ...]:
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    return tuple(
        (f.name, _is_number_old(f.type), f.default is dataclasses.MISSING and not _is_many_old(f.type)) for f in fields
    )


def takes_many_old(cls: type[TypedId]) -> bool:
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    return bool(fields) and _is_many_old(fields[-1].type)


def shape_old(cls: type[TypedId]) -> str:
    fields = fields_old(cls)
    many = f"[:<{fields[-1][0]}>…]" if takes_many_old(cls) else ""
    fixed = fields[:-1] if many else fields
    return cls.kind + "".join(f":<{name}>" if required else f"[:<{name}>]" for name, _, required in fixed) + many


def parse_old(cls: type[TypedId], action_id: str) -> TypedId:
    kind, args = parse_id_old(action_id)
    fields = fields_old(cls)
    many = takes_many_old(cls)
    fixed = fields[:-1] if many else fields
    try:
        if kind != cls.kind or not sum(required for _, _, required in fields) <= len(args):
            raise ValueError
        if not many and len(args) > len(fields):
            raise ValueError
        values: list[Any] = [int(a) if number else a for a, (_, number, _) in zip(args, fixed, strict=False)]
        if many:
            values.append(tuple(int(a) if fields[-1][1] else a for a in args[len(fixed) :]))
    except ValueError:
        raise ValueError(f"{action_id!r} is not an id of the kind {shape_old(cls)}") from None
    return cls(*values)


def parts_old(typed: TypedId) -> list[str]:
    values = [getattr(typed, name) for name, _, _ in fields_old(type(typed))]
    rest = list(values.pop()) if takes_many_old(type(typed)) else []
    while values and values[-1] is None and not rest:
        values.pop()
    return [str(v) for v in values + rest]


def format_old(typed: TypedId) -> str:
    return make_id_old(typed.kind, *parts_old(typed))


def parse_typed_old(kinds: dict[str, type[TypedId]], action_id: str) -> TypedId:
    kind = action_id.split(":", 1)[0]
    if kind not in kinds:
        raise ValueError(f"{action_id!r} has no kind of action known here: {', '.join(sorted(kinds))}")
    return parse_old(kinds[kind], action_id)


def natural_key_old(action_id: str) -> tuple[Any, ...]:
    return tuple(int(p) if p.isdigit() else p for p in _NUMBER.split(action_id))


def word_order_key_old(words: Sequence[str]) -> Callable[[str], tuple[Any, ...]]:
    rank = {word: f"\0{i}" for i, word in enumerate(words)}

    def key(action_id: str) -> tuple[Any, ...]:
        return natural_key_old(":".join([rank.get(part, part) for part in action_id.split(":")]))

    return key


# -- the comparisons --------------------------------------------------------------------------------------------------

GAMES = sorted(r.name for r in all_rules() if type(r).__module__ == f"conjure.games.{r.name}")  # the four games


def table(game: str) -> dict[str, type[TypedId]]:
    kinds: dict[str, type[TypedId]] = importlib.import_module(f"conjure.games.{game}.ids").IDS
    return kinds


def outcome(
    read: Callable[[dict[str, type[TypedId]], str], TypedId], kinds: dict[str, type[TypedId]], text: str
) -> tuple[str, Any]:
    """What reading gave: the value (its type, its fields) or the error's message."""
    try:
        typed = read(kinds, text)
    except ValueError as error:
        return "error", str(error)
    return type(typed).__name__, repr(typed)


def same_id(kinds: dict[str, type[TypedId]], action_id: str) -> None:
    """The id read by the game's table, written again and its parts, as the old code did; and the same for the
    spoilt ids made from it."""
    for spoilt in spoiled(action_id):
        old = outcome(parse_typed_old, kinds, spoilt)
        assert outcome(parse_typed, kinds, spoilt) == old, spoilt
        if old[0] != "error":
            typed = parse_typed(kinds, spoilt)
            assert typed == parse_typed_old(kinds, spoilt) and hash(typed) == hash(parse_typed_old(kinds, spoilt))
            assert list(vars(typed).items()) == list(vars(parse_typed_old(kinds, spoilt)).items()), spoilt
            assert typed.format() == format_old(typed) and str(typed) == format_old(typed), spoilt
            assert typed.parts() == parts_old(typed), spoilt
    assert parse_id(action_id) == parse_id_old(action_id)
    assert natural_key(action_id) == natural_key_old(action_id)


def spoiled(action_id: str) -> Iterator[str]:
    """The id and ids made wrong from it (or right in another way: a trailing part left out may be optional)."""
    yield action_id
    parts = action_id.split(":")
    yield action_id + ":x"
    yield action_id + ":7"
    if len(parts) > 1:
        yield ":".join(parts[:-1])
        yield ":".join([*parts[:-1], "x"])
        yield ":".join([parts[0], "", *parts[2:]])
    for i in range(1, len(parts)):
        if parts[i].isdigit():
            yield ":".join([*parts[:i], "one", *parts[i + 1 :]])
    yield "no_such_kind:" + action_id


def made_up(cls: type[TypedId]) -> Iterator[tuple[Any, ...]]:
    """Values of each field's type for one kind: every optional trailing field given, given as None and left out, a
    last field of many with none, one and three parts."""
    fields = fields_old(cls)
    many = takes_many_old(cls)
    fixed = fields[:-1] if many else fields
    plain = [7 if number else f"w{i}" for i, (_, number, _) in enumerate(fixed)]
    required = sum(1 for _, _, needed in fixed if needed)
    for given in range(required, len(fixed) + 1):
        for head in (plain[:given], plain[:given] + [None] * (len(fixed) - given)):
            if many:
                number = fields[-1][1]
                for tail in ((), (3,) if number else ("a",), (1, 20, 3) if number else ("a", "special", "b")):
                    yield (*head, tail)
            else:
                yield tuple(head)


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_of_id_is_written_and_read_as_the_old_code_did(game: str) -> None:
    kinds = table(game)
    for kind, cls in kinds.items():
        assert cls.fields() == fields_old(cls) and cls.takes_many() == takes_many_old(cls), kind
        assert cls.shape() == shape_old(cls), kind
        make: Callable[..., TypedId] = cls  # a dataclass of its fields
        for values in made_up(cls):
            typed = make(*values)
            text = format_old(typed)
            assert typed.format() == text and str(typed) == text and typed.parts() == parts_old(typed), typed
            assert id_text(cls, *values) == text, values
            assert make_id(cls.kind, *typed.parts()) == make_id_old(cls.kind, *parts_old(typed))
            same_id(kinds, text)


def offered(game: str, players: int, seed: int, most: int) -> Iterator[str]:
    """Every id a seeded random game offers (and every complete move of a decision asked step by step)."""
    g = new_game(game, players=players, seed=seed)
    pick, made = Rng(seed), 0
    while not g.is_over and made < most:
        seat = g.to_act[0]
        actions = g.legal_actions(seat)
        yield from (a.id for a in actions)
        yield from g.rules.moves(g.state, seat)
        g.apply(seat, actions[pick.below(len(actions))])
        made += 1


@pytest.mark.parametrize("game", GAMES)
def test_the_ids_random_games_offer_are_read_and_written_as_the_old_code_did(game: str) -> None:
    rules = next(r for r in all_rules() if r.name == game)
    kinds = table(game)
    days, days_old = word_order_key(DAY_ORDER), word_order_key_old(DAY_ORDER)
    seen: set[str] = set()
    for players in sorted({min(rules.players), max(rules.players)}):
        for action_id in offered(game, players, 11 + players, 400):
            if action_id in seen:
                continue
            seen.add(action_id)
            same_id(kinds, action_id)
            assert days(action_id) == days_old(action_id)
            assert rules.action_key(action_id) == (days_old if game == "trickerion" else natural_key_old)(action_id)
    assert len(seen) > 100


def test_make_id_and_the_keys_on_odd_parts() -> None:
    for args in [(), ("a",), (1, "b", None), (True, 2.5, -3), ("", ""), ("x:y",)]:
        assert make_id("k", *args) == make_id_old("k", *args)
    texts = ["", ":", "a::b", "10:2:x3y", "take:٣", "a:²", "go:thursday:10", "007", "x:-1", "go:thursdays:3"]
    texts += ["friday:thursday", "athursday", "place:m:theater:friday:performance:shard", "x:fri:day"]
    for text in texts:
        assert parse_id(text) == parse_id_old(text)
        assert natural_key(text) == natural_key_old(text), text
        for words in (["thursday"], ["thursday", "friday"], [], ["thursday", "friday", "thursday"]):
            assert word_order_key(words)(text) == word_order_key_old(words)(text), (words, text)


@dataclass(frozen=True)
class _Checked(TypedId, kind="checked"):
    """Not a plain dataclass: its ``__post_init__`` runs on every id made."""

    word: str
    count: int = 1

    def __post_init__(self) -> None:
        object.__setattr__(self, "word", self.word.upper())


@dataclass
class _Loose(TypedId, kind="loose"):
    """Not frozen: made by its own ``__init__``."""

    word: str


def test_a_kind_that_is_not_a_plain_frozen_dataclass_is_made_by_its_own_init() -> None:
    assert _Checked.parse("checked:ab") == _Checked("ab") and _Checked.parse("checked:cd:3").word == "CD"
    assert id_text(_Checked, "ab") == "checked:AB:1" == format_old(_Checked("ab"))
    assert _Loose.parse("loose:x") == _Loose("x") and id_text(_Loose, "y") == "loose:y"
    with pytest.raises(TypeError):
        id_text(_Checked)  # as _Checked() refuses
    with pytest.raises(TypeError):
        id_text(_Loose, "a", "b")
