"""The options in words for the lobby (rulebook: the Dark Alley module, prophecies, the first game's setup)."""

from __future__ import annotations

from conjure.engine.option_texts import OptionTexts, Said
from conjure.i18n import N_, Np_

from .labels import T

OPTIONS = OptionTexts(
    T,
    {
        "dark_alley": Said(
            Np_("option", "Dark Alley"), N_("Play with the Dark Alley module: seven rounds instead of five.")
        ),
        "prophecies": Said(
            Np_("option", "Prophecies"), N_("Prophecies change the rules of each round; only with the Dark Alley.")
        ),
        "first_game": Said(
            Np_("option", "First game"), N_("The beginners' setup instead of choosing at the start of the game.")
        ),
    },
)
