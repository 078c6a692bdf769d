"""The options in words for the lobby (rulebook: the apprentice and the expert mode)."""

from __future__ import annotations

from conjure.engine.option_texts import OptionTexts, Said
from conjure.i18n import N_, Np_

from .labels import T

OPTIONS = OptionTexts(
    T,
    {
        "mode": Said(
            Np_("option", "Mode"),
            N_("Apprentice: the basic game. Expert: spell books, the suitcase's expert side and the wand's points."),
            {"apprentice": Np_("mode", "Apprentice"), "expert": Np_("mode", "Expert")},
        ),
    },
)
