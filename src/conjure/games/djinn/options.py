"""The options in words for the lobby (rulebook: the first game, the longer game, the solo game against Tom)."""

from __future__ import annotations

from conjure.engine.option_texts import OptionTexts, Said
from conjure.i18n import N_, Np_

from .labels import T

OPTIONS = OptionTexts(
    T,
    {
        "first_game": Said(
            Np_("option", "First game"),
            N_("An easier first game: no equal symbols joined, no scoring cards, no character tiles."),
        ),
        "long_variant": Said(
            Np_("option", "Longer game"), N_("One more djinn on the three fields joined to the Source of magic.")
        ),
        "tom_cards": Said(
            Np_("option", "Cards in Tom's deck"), N_("Solo game: the fewer cards, the harder Tom is to beat.")
        ),
    },
)
