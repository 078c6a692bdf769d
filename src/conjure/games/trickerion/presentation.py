"""Trickerion's presentation: the words for actions (``labels``), the log (``labels.describe_event``), the help
and the end (``guide``) and the terminal table (``render``).

The engine's contract (:class:`conjure.engine.presentation.Presentation`).
"""

from __future__ import annotations

from conjure.engine.presentation import ModulePresentation

from . import guide, labels, render

# Listed last: End the turn, Assign no more, Do not advertise, Place no second character, Do not use the card's bonus
PRESENTATION = ModulePresentation(labels, guide, render, passes=("end", "done", "pass", "stop", "skip"))
