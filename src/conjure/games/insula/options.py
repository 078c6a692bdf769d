"""The options in words for the lobby (rulebook: the advanced game, section G; its two citadels, G.5)."""

from __future__ import annotations

from conjure.engine.option_texts import OptionTexts, Said
from conjure.i18n import N_, Np_

from .labels import T

OPTIONS = OptionTexts(
    T,
    {
        "advanced": Said(Np_("option", "Advanced game"), N_("The advanced game (rulebook, section G).")),
        "citadel": Said(
            Np_("option", "Citadel"),
            N_("Advanced game only: the purple or the blue citadel (rulebook, section G.5)."),
            {"purple": Np_("citadel", "purple"), "blue": Np_("citadel", "blue")},
        ),
    },
)
