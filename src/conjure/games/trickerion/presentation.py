"""Trickerion's presentation: the words for actions (``labels``), the log (``labels.describe_event``), the help
and the end (``guide``) and the terminal table (``render``).

The engine's contract (:class:`conjure.engine.presentation.Presentation`).
"""

from __future__ import annotations

from typing import Any

from conjure.engine.presentation import Event, Presentation
from conjure.games.trickerion import labels, render


class TrickerionPresentation(Presentation):
    def label(self, action_id: str, lang: str = "en") -> str:
        return labels.label(action_id, lang)

    def describe_event(self, event: Event, lang: str = "en") -> str:
        return labels.describe_event(event, lang)

    def render_table(self, table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
        return render.render_table(table, seat, lang)


PRESENTATION = TrickerionPresentation()
