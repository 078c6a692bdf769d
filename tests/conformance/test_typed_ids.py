"""Typed action ids (issue 28): each game's ``ids`` module has one class per kind of action, and every id offered in
random games parses to its kind's class and formats back to the same text. The games come from the registry."""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import Any

import pytest

import conjure
from conjure.engine import RandomBot, registry
from conjure.engine.actions import TypedId, id_kinds, parse_typed
from conjure.engine.registry import all_rules

GAMES = sorted(rules.name for rules in all_rules())


def _has_ids(game: str) -> bool:
    """Whether the game's package declares typed ids (every game of conjure.games does; a toy game of the tests
    may not)."""
    home = registry.package(game)
    if home is None:
        return False
    return home.startswith("conjure.games.") or importlib.util.find_spec(f"{home}.ids") is not None


def _ids_module(game: str) -> Any:
    rules = next(r for r in all_rules() if r.name == game)
    return importlib.import_module(f"{type(rules).__module__}.ids")


def _offered(game: str, seeds: tuple[int, ...] = (1, 2)) -> set[str]:
    """Every action id offered to anyone in a few seeded random games at the smallest and largest table."""
    rules = next(r for r in all_rules() if r.name == game)
    seen: set[str] = set()
    for seed in seeds:
        players = rules.players[0] if seed % 2 else rules.players[-1]
        g = conjure.new_game(game, players=players, seed=seed)
        bot = RandomBot(seed)
        while not g.is_over:
            seat = g.to_act[0]
            seen.update(a.id for a in g.legal_actions(seat))
            g.apply(seat, bot.choose(g, seat))
    return seen


@pytest.mark.parametrize("game", [g for g in GAMES if _has_ids(g)])
def test_every_offered_id_parses_to_its_kind_and_formats_back(game: str) -> None:
    kinds: dict[str, type[TypedId]] = _ids_module(game).IDS
    seen_kinds = set()
    for action_id in sorted(_offered(game)):
        typed = parse_typed(kinds, action_id)
        assert type(typed) is kinds[typed.kind] and typed.kind == action_id.split(":")[0]
        assert typed.format() == action_id
        assert type(typed).parse(typed.format()) == typed
        seen_kinds.add(typed.kind)
    assert seen_kinds  # the games offered something


@dataclass(frozen=True)
class _Take(TypedId, kind="take"):
    where: str
    slot: int
    token: str | None = None


@dataclass(frozen=True)
class _End(TypedId, kind="end"):
    pass


def test_a_typed_id_reads_numbers_and_optional_trailing_fields() -> None:
    assert _Take.parse("take:hidden:4") == _Take("hidden", 4)
    assert _Take.parse("take:open:-2:gold") == _Take("open", -2, "gold")
    assert _Take("open", 2, "gold").format() == "take:open:2:gold" and str(_Take("hidden", 4)) == "take:hidden:4"
    assert _End.parse("end").format() == "end" and _End().parts() == []
    assert _Take("open", 2, "gold").parts() == ["open", "2", "gold"] and _Take("hidden", 4).parts() == ["hidden", "4"]
    assert _Take.shape() == "take:<where>:<slot>[:<token>]"


@pytest.mark.parametrize("bad", ["take:x", "take:x:y", "tak:x:1", "take:a:1:b:c", "end"])
def test_a_typed_id_refuses_another_shape_and_names_the_shape(bad: str) -> None:
    with pytest.raises(ValueError, match=r"is not an id of the kind take:<where>:<slot>\[:<token>\]"):
        _Take.parse(bad)


@dataclass(frozen=True)
class _Props(TypedId, kind="props"):
    who: str
    props: tuple[str, ...]


@dataclass(frozen=True)
class _Steps(TypedId, kind="steps"):
    steps: tuple[int, ...]


def test_a_last_field_of_many_takes_every_argument_left() -> None:
    assert _Props.parse("props:me:wood:glass") == _Props("me", ("wood", "glass"))
    assert _Props.parse("props:me") == _Props("me", ()) and _Props("me", ()).format() == "props:me"
    assert _Props("me", ("wood", "glass")).format() == "props:me:wood:glass"
    assert _Steps.parse("steps:1:-2") == _Steps((1, -2)) and _Steps((3,)).parts() == ["3"]
    assert _Props.shape() == "props:<who>[:<props>…]"
    with pytest.raises(ValueError, match=r"not an id of the kind props:<who>\[:<props>…\]"):
        _Props.parse("props")
    with pytest.raises(ValueError, match="not an id of the kind steps"):
        _Steps.parse("steps:1:x")


def test_a_table_of_kinds_has_each_kind_once_and_names_them_on_an_unknown_id() -> None:
    kinds = id_kinds([_Take, _End])
    assert parse_typed(kinds, "take:hidden:1") == _Take("hidden", 1)
    with pytest.raises(ValueError, match="no kind of action known here: end, take"):
        parse_typed(kinds, "go:1")
    with pytest.raises(ValueError, match="given twice"):
        id_kinds([_Take, _Take])


def test_an_id_is_parsed_once_and_the_memory_of_parsed_ids_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    from conjure.engine import actions

    first = _Take.parse("take:open:7")
    assert _Take.parse("take:open:7") is first, "the same text hands out the same (frozen) value"
    assert _End.parse("end") is not first and _Take._parsed is not _End._parsed, "each kind keeps its own"
    with pytest.raises(ValueError):
        _Take.parse("take:open:x")  # a refused text is not kept
    assert "take:open:x" not in _Take._parsed
    monkeypatch.setattr(actions, "PARSED_KEPT", 3)
    for slot in range(10):
        assert _Take.parse(f"take:hidden:{slot}") == _Take("hidden", slot)
        assert len(_Take._parsed) <= 3
