"""The presentation contract: the words (and the terminal table) a game gives the interfaces.

The rules (:class:`conjure.engine.rules.GameRules`) decide what is legal and what happens; a
:class:`Presentation` says it in Czech, English or German. Each game package has a ``presentation.py``
with a subclass and ``PRESENTATION = <Game>Presentation()``; its rules class points to it with the class
attribute ``presentation = PRESENTATION``. Interfaces reach it as ``game.presentation`` (the
:class:`~conjure.engine.game.Game` façade) or ``rules.presentation``. Every method has a neutral default,
so a game being built (and a test double) works before it has words.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from conjure.engine.actions import Action

State = dict[str, Any]
Event = dict[str, Any]


@dataclass(frozen=True)
class TablePart:
    """One region of the terminal table, for a screen too small for all of it (``conjure.cli.compact``): the
    region's text (Rich markup), whether it comes first (the seat's own area, the current decision), and one line
    standing for it when it does not fit ('' if it is cut instead)."""

    text: str
    first: bool = False
    summary: str = ""


class Presentation:
    """Base class: override what the game can say better than the defaults."""

    passes: frozenset[str] = frozenset()  # the kinds of action (an id's first word) that end a turn or do nothing

    def is_pass(self, action_id: str) -> bool:
        """Whether the action ends the turn or passes ("End the turn", "Do not advertise"): an interface lists it
        after the real moves and never offers it as the default."""
        return action_id.split(":", 1)[0] in self.passes

    def in_shown_order(self, actions: list[Action]) -> list[Action]:
        """The legal actions in the order a player reads them: as generated, the passes last. Only the numbering
        on the screen changes; the legal order (bots, records, golden playthroughs) stays the rules'."""
        return sorted(actions, key=lambda a: self.is_pass(a.id))

    def label(self, action_id: str, lang: str = "en") -> str:
        """An action in words without the position (the log, a replay); by default its id."""
        return action_id

    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        """The label of a legal action in the current position (it may name what the id only codes,
        e.g. the location at a map field); by default the context-free :meth:`label`."""
        return self.label(action.id, lang)

    def describe_event(self, event: Event, lang: str = "en") -> str:
        """One line of the log."""
        return str(event)

    def choice_group(self, state: State, seat: int, action: Action, lang: str = "en") -> tuple[str, str] | None:
        """The group a legal action is listed in, when the game names it: (heading, the short label under it).
        None (the default): the group is found from the ids and labels (:mod:`conjure.engine.choices`)."""
        return None

    def resource_name(self, resource: str, amount: int, lang: str = "en") -> str:
        """An amount of one of the game's resources in words, as an option's terms name it (``3 coins``,
        :mod:`conjure.engine.terms`); by default the amount and the key."""
        return f"{amount} {resource}"

    def decision_help(self, state: State, seat: int, lang: str = "en") -> tuple[str, str] | None:
        """The current decision of ``seat`` for the ``help`` command: (rule id, one sentence on what is decided).

        The rule id is a row of ``docs/rules/<game>.md`` (e.g. ``DJN-CAT-2``); None if the seat is not to act.
        """
        return None

    def explain_action(self, state: State, seat: int, action: Action, lang: str = "en") -> str:
        """One line on what a legal action does beyond its label (a card's effect, a cost); '' if the label says it all."""
        return ""

    def result_lines(self, result: dict[str, Any], lang: str = "en") -> list[str]:
        """Sentences under the final standings: who won and how (a loss as a loss), a tie-break only if used."""
        return []

    def render_table(self, table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
        """The table (``view(...)["table"]``) as terminal text; Rich markup allowed."""
        return json.dumps(table, ensure_ascii=False, indent=1)

    def table_parts(self, table: dict[str, Any], seat: int | None, lang: str = "en") -> list[TablePart]:
        """The table in regions for a small screen, in the order shown: the seat's own area and the current
        decision marked ``first``, the other seats each with a one-line summary. By default one part, the table."""
        return [TablePart(self.render_table(table, seat, lang), first=True)]


class ModulePresentation(Presentation):
    """The contract answered by a game's three presentation modules, by one naming convention:

    - ``labels.label(action_id, lang)`` and ``labels.describe_event(event, lang)``; an optional
      ``labels.action_label(state, action_id, lang)`` when a label depends on the position, and an optional
      ``labels.choice_group(state, seat, action_id, lang)`` naming the group a choice is listed in;
      ``labels.resource_name(resource, amount, lang)`` naming what options cost and give;
    - ``guide.decision_help(state, seat, lang)``, ``guide.explain_action(state, seat, action_id, lang)``,
      ``guide.result_lines(result, lang)``;
    - ``render.render_table(table, seat, lang)``, and an optional ``render.table_parts(table, seat, lang)`` for a
      small screen.

    A game's ``presentation.py`` is then one line: ``PRESENTATION = ModulePresentation(labels, guide, render)``,
    with ``passes=(...)`` naming its kinds of action that end a turn or pass.
    """

    def __init__(self, labels: Any, guide: Any, render: Any, passes: tuple[str, ...] = ()) -> None:
        self.labels, self.guide, self.render = labels, guide, render
        self.passes = frozenset(passes)

    def label(self, action_id: str, lang: str = "en") -> str:
        return str(self.labels.label(action_id, lang))

    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        positional = getattr(self.labels, "action_label", None)
        return str(positional(state, action.id, lang)) if positional else self.label(action.id, lang)

    def describe_event(self, event: Event, lang: str = "en") -> str:
        return str(self.labels.describe_event(event, lang))

    def choice_group(self, state: State, seat: int, action: Action, lang: str = "en") -> tuple[str, str] | None:
        named = getattr(self.labels, "choice_group", None)
        return None if named is None else named(state, seat, action.id, lang)

    def resource_name(self, resource: str, amount: int, lang: str = "en") -> str:
        named = getattr(self.labels, "resource_name", None)
        return str(named(resource, amount, lang)) if named else super().resource_name(resource, amount, lang)

    def decision_help(self, state: State, seat: int, lang: str = "en") -> tuple[str, str] | None:
        found: tuple[str, str] | None = self.guide.decision_help(state, seat, lang)
        return found

    def explain_action(self, state: State, seat: int, action: Action, lang: str = "en") -> str:
        return str(self.guide.explain_action(state, seat, action.id, lang))

    def result_lines(self, result: dict[str, Any], lang: str = "en") -> list[str]:
        return list(self.guide.result_lines(result, lang))

    def render_table(self, table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
        return str(self.render.render_table(table, seat, lang))

    def table_parts(self, table: dict[str, Any], seat: int | None, lang: str = "en") -> list[TablePart]:
        parts = getattr(self.render, "table_parts", None)
        return super().table_parts(table, seat, lang) if parts is None else list(parts(table, seat, lang))
