"""A game's options in words, for a lobby: each option's label, one sentence of help and its values' labels, marked
for the game's own catalog (a game's face ``options``; ``conjure.web.lobby`` owns the contract)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from conjure.i18n import InContext, Texts

Marked = str | InContext


@dataclass(frozen=True)
class Said:
    """One option: its label and help, and the labels of its values (by ``str(value)``; a switch needs none)."""

    label: Marked
    help: Marked
    choices: Mapping[str, Marked] = field(default_factory=dict)


class OptionTexts:
    def __init__(self, texts: Texts, options: Mapping[str, Said]) -> None:
        self.texts, self.options = texts, options

    def words(self, lang: str) -> dict[str, dict[str, Any]]:
        """Per option: ``label``, ``help`` and ``choices`` in ``lang``."""
        get = self.texts.get
        return {
            name: {
                "label": get(lang, said.label),
                "help": get(lang, said.help),
                "choices": {value: get(lang, label) for value, label in said.choices.items()},
            }
            for name, said in self.options.items()
        }
