"""Trickerion's presentation: the words for actions (``labels``), the log (``labels.describe_event``), the help
and the end (``guide``) and the terminal table (``render``).

The engine's contract (:class:`conjure.engine.presentation.Presentation`).
"""

from __future__ import annotations

from conjure.engine.presentation import ModulePresentation
from conjure.games.trickerion import guide, labels, render

PRESENTATION = ModulePresentation(labels, guide, render)
