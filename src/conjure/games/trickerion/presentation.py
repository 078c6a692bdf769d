"""Trickerion's presentation: the words for actions (``labels``), the log (``labels.describe_event``), the help
and the end (``guide``) and the terminal table (``render``).

The engine's contract (:class:`conjure.engine.presentation.Presentation`).
"""

from __future__ import annotations

from typing import Any

from conjure.engine.actions import Action
from conjure.engine.presentation import Event, Presentation, State
from conjure.games.trickerion import guide, labels, render


class TrickerionPresentation(Presentation):
    def label(self, action_id: str, lang: str = "en") -> str:
        return labels.label(action_id, lang)

    def describe_event(self, event: Event, lang: str = "en") -> str:
        return labels.describe_event(event, lang)

    def decision_help(self, state: State, seat: int, lang: str = "en") -> tuple[str, str] | None:
        return guide.decision_help(state, seat, lang)

    def explain_action(self, state: State, seat: int, action: Action, lang: str = "en") -> str:
        return guide.explain_action(state, seat, action.id, lang)

    def result_lines(self, result: dict[str, Any], lang: str = "en") -> list[str]:
        return guide.result_lines(result, lang)

    def render_table(self, table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
        return render.render_table(table, seat, lang)


PRESENTATION = TrickerionPresentation()
