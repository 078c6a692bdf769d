"""Incantibus's presentation: the words for actions, the log, the help and the end, and the terminal table.

The engine's contract (:class:`conjure.engine.presentation.Presentation`) answered by this package's
``labels``, ``guide`` and ``render`` modules.
"""

from __future__ import annotations

from conjure.engine.presentation import ModulePresentation

from . import guide, labels, render

PRESENTATION = ModulePresentation(labels, guide, render)
