"""The score sheet at the end (rulebook "Konec hry"): the magic points of the suitcase by category (gold,
monsters, potions, spell tokens, wizards, books; in the expert game the wand's strength), the total; equal points
go to the stronger wand."""

from __future__ import annotations

from typing import Any

from conjure.engine.results import Sheet, SheetTiebreak, separated, sheet_row
from conjure.i18n import Np_

from .labels import T

CATEGORIES = {
    "gold": Np_("score sheet", "Gold"),
    "monster": Np_("score sheet", "Monsters"),
    "potion": Np_("score sheet", "Potions"),
    "spell": Np_("score sheet", "Spell tokens"),
    "wizard": Np_("score sheet", "Wizards"),
    "book": Np_("score sheet", "Books"),
    "wand": Np_("score sheet", "Wand"),
}
TOTAL = Np_("score sheet", "Total")
TIEBREAK = Np_("score sheet", "Wand strength")


class IncantibusSheet:
    def sheet(self, result: dict[str, Any], table: dict[str, Any], lang: str) -> Sheet:
        parts = result["breakdown"]
        expert = any("wand" in p for p in parts)
        rows = [
            sheet_row(key, T.get(lang, label), [p.get(key, 0) for p in parts])
            for key, label in CATEGORIES.items()
            if key != "wand" or expert
        ]
        rows.append(sheet_row("total", T.get(lang, TOTAL), result["scores"], total=True))
        wands = result["wands"]
        tiebreak: SheetTiebreak = {
            "label": T.get(lang, TIEBREAK),
            "values": wands,
            "decided": separated(result["scores"], wands),
        }
        return {"rows": rows, "tiebreak": tiebreak}


SCORESHEET = IncantibusSheet()
