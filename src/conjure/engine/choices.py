"""The legal actions of a decision as a player reads them: in groups under a heading, each with a short label.

One grouping for every interface (the terminal's compact table lists it; any list of choices may): a game may
name a choice's group itself (``Presentation.choice_group``: a heading and the short label under it); otherwise the
group is found from the action ids and their labels. Actions of one kind (an id's first word) that share the first
words of their labels form a group headed by those words ("Order … (slot 1)": Animal, Cog, …); a kind with many
choices is split by its first argument first when that makes groups of two or more, so each group stays readable. Choices that share nothing stand alone
(no heading, their whole label), and the passes (``Presentation.is_pass``) come last, as in every list.

The numbers a player types follow :func:`flat`: the groups in order, the choices in order within each.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from conjure.engine.actions import Action

SPLIT_ABOVE = 8  # a kind with more choices than this is grouped by its first argument too


@dataclass(frozen=True)
class Choice:
    """One legal action as listed: its whole label, the short one shown under its group's heading, and what it
    costs and gives in words ('' if the game does not say)."""

    action: Action
    label: str
    short: str
    terms: str = ""
    is_pass: bool = False


@dataclass(frozen=True)
class ChoiceGroup:
    """Choices under one heading ('' for choices that stand alone, each with its whole label)."""

    heading: str
    choices: tuple[Choice, ...]


Named = Callable[[Action], tuple[str, str] | None]  # a game's own (heading, short label) for an action, or None


def group_choices(
    actions: Sequence[Action],
    label: Callable[[Action], str],
    is_pass: Callable[[Action], bool],
    named: Named = lambda action: None,
    terms: Callable[[Action], str] = lambda action: "",
) -> list[ChoiceGroup]:
    """``actions`` (in shown order) in groups: the game's own groups where it names them, else by kind and common
    words; the passes last."""
    groups: list[ChoiceGroup] = []
    loose: list[Choice] = []  # choices standing alone, gathered until the next group

    def flush() -> None:
        if loose:
            groups.append(ChoiceGroup("", tuple(loose)))
            loose.clear()

    moves = [a for a in actions if not is_pass(a)]
    for key, members in _partition(moves, named):
        if isinstance(key, str):  # the game named this group
            flush()
            groups.append(ChoiceGroup(key, tuple(Choice(a, label(a), short, terms(a)) for a, short in members)))
            continue
        labels = [label(a) for a, _ in members]
        heading, shorts = common_words(labels) if len(members) > 1 else ("", labels)
        if not heading:
            loose.extend(Choice(a, text, text, terms(a)) for (a, _), text in zip(members, labels, strict=True))
            continue
        flush()
        groups.append(
            ChoiceGroup(
                heading,
                tuple(
                    Choice(a, text, short, terms(a))
                    for (a, _), text, short in zip(members, labels, shorts, strict=True)
                ),
            )
        )
    flush()
    passes = [Choice(a, label(a), label(a), terms(a), True) for a in actions if is_pass(a)]
    if passes:
        groups.append(ChoiceGroup("", tuple(passes)))
    return groups


def _partition(moves: list[Action], named: Named) -> list[tuple[object, list[tuple[Action, str]]]]:
    """The moves in groups in order of first appearance: keyed by the game's heading (a str) where it names one,
    else by kind (a tuple), a large kind by kind and first argument."""
    per_kind: dict[str, int] = {}
    firsts: dict[str, set[str]] = {}
    for a in moves:
        per_kind[a.kind] = per_kind.get(a.kind, 0) + 1
        firsts.setdefault(a.kind, set()).add(str(a.args[0]) if a.args else "")
    split = {kind for kind, n in per_kind.items() if n > SPLIT_ABOVE and 1 < len(firsts[kind]) <= n // 2}
    out: dict[object, list[tuple[Action, str]]] = {}
    for a in moves:
        found = named(a)
        if found is not None:
            out.setdefault(found[0], []).append((a, found[1]))
            continue
        key: tuple[str, ...] = (a.kind,)
        if a.kind in split and a.args:
            key = (a.kind, str(a.args[0]))
        out.setdefault(key, []).append((a, ""))
    return list(out.items())


def common_words(labels: list[str]) -> tuple[str, list[str]]:
    """The words all ``labels`` begin with (and end with) as a heading, and what is left of each: ("Order … (slot
    1)", ["Animal", "Cog"]) for "Order Animal (slot 1)", "Order Cog (slot 1)". ("", labels) when they share no first
    word; every short label keeps at least one word."""
    split = [text.split() for text in labels]
    shortest = min(len(words) for words in split)
    head = 0
    while head < shortest - 1 and all(words[head] == split[0][head] for words in split):
        head += 1
    if head == 0:
        return "", list(labels)
    while head and not _balanced(split[0][:head]):  # never cut inside brackets: "(+2 AP)" stays whole
        head -= 1
    if head == 0:
        return "", list(labels)
    tail = 0
    while tail < shortest - head - 1 and all(words[-1 - tail] == split[0][-1 - tail] for words in split):
        tail += 1
    while tail and not all(_balanced(words[len(words) - tail :]) for words in split):
        tail -= 1
    heading = " ".join(split[0][:head]).rstrip(":,")
    if tail:
        heading += " … " + " ".join(split[0][len(split[0]) - tail :])
    shorts = [" ".join(words[head : len(words) - tail]) for words in split]
    return heading, shorts


def _balanced(words: list[str]) -> bool:
    text = " ".join(words)
    return text.count("(") == text.count(")") and text.count("[") == text.count("]")


def flat(groups: Sequence[ChoiceGroup]) -> list[Choice]:
    """The choices in the order they are numbered on the screen."""
    return [choice for group in groups for choice in group.choices]
