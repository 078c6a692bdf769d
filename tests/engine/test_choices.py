"""The grouping of a decision's choices (conjure.engine.choices): headings from the labels' common words, a large
kind split by its first argument, the game's own groups where it names them, the passes last."""

from __future__ import annotations

from conjure.engine import Action
from conjure.engine.choices import common_words, flat, group_choices


def test_common_words_make_the_heading_and_leave_short_labels() -> None:
    assert common_words(["Order Animal (slot 1)", "Order Cog (slot 1)"]) == ("Order … (slot 1)", ["Animal", "Cog"])
    assert common_words(["Move left", "Move right"]) == ("Move", ["left", "right"])
    assert common_words(["Rest: 1", "Rest: 2"]) == ("Rest", ["1", "2"])
    assert common_words(["Brew", "Point at gold"]) == ("", ["Brew", "Point at gold"])
    assert common_words(["Downtown, space 1 (+2 AP)", "Downtown, space 2 (+1 AP)"]) == (
        "Downtown, space",
        ["1 (+2 AP)", "2 (+1 AP)"],
    )  # a bracket is never cut in two
    assert common_words(["Take 2", "Take 2 now"]) == ("Take", ["2", "2 now"])  # a short label keeps a word


def _group(ids: list[str], labels: dict[str, str], named=lambda a: None):  # type: ignore[no-untyped-def]
    actions = [Action(i, "test") for i in ids]
    return group_choices(actions, lambda a: labels[a.id], lambda a: a.kind == "end", named)


def test_kinds_group_under_their_common_words_loose_choices_stand_alone_passes_last() -> None:
    labels = {
        "end": "End the turn",
        "move:l": "Move left",
        "move:r": "Move right",
        "brew:1": "Brew the potion",
        "rest:1": "Rest one hour",
    }
    groups = _group(["end", "brew:1", "move:l", "move:r", "rest:1"], labels)
    assert [(g.heading, [c.short for c in g.choices]) for g in groups] == [
        ("", ["Brew the potion"]),
        ("Move", ["left", "right"]),
        ("", ["Rest one hour"]),
        ("", ["End the turn"]),
    ]
    assert [c.action.id for c in flat(groups)][-1] == "end"
    assert flat(groups)[-1].is_pass


def test_a_large_kind_is_split_by_its_first_argument() -> None:
    ids = [f"order:{slot}:{kind}" for slot in (0, 1) for kind in ("cog", "rope", "saw", "wood", "glass")]
    labels = {i: f"Order {i.split(':')[2].title()} (slot {int(i.split(':')[1]) + 1})" for i in ids}
    groups = _group(ids, labels)
    assert [g.heading for g in groups] == ["Order … (slot 1)", "Order … (slot 2)"]
    assert [c.short for c in groups[1].choices] == ["Cog", "Rope", "Saw", "Wood", "Glass"]


def test_a_game_may_name_its_groups() -> None:
    labels = {"buy:a": "Buy apples", "buy:b": "Buy bread", "sell:a": "Sell apples"}
    named = lambda a: ("Market", a.id.replace(":", " "))  # noqa: E731
    groups = _group(["buy:a", "buy:b", "sell:a"], labels, named)
    assert [(g.heading, [c.short for c in g.choices]) for g in groups] == [("Market", ["buy a", "buy b", "sell a"])]
    assert [c.label for c in flat(groups)] == ["Buy apples", "Buy bread", "Sell apples"]
