"""Trickerion's presentation (work in progress): the words for actions, from ``labels``.

The engine's contract (:class:`conjure.engine.presentation.Presentation`); the log, help and the terminal table
keep the engine's neutral defaults until the game's presentation is built.
"""

from __future__ import annotations

from conjure.engine.presentation import Presentation
from conjure.games.trickerion import labels


class TrickerionPresentation(Presentation):
    def label(self, action_id: str, lang: str = "en") -> str:
        return labels.label(action_id, lang)


PRESENTATION = TrickerionPresentation()
