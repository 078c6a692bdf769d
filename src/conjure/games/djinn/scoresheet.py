"""The score sheet at the end (rulebook "Závěrečné bodování"): awards, bottled djinn, djinn in circles, unused
bottles and corks, scoring cards (solo: Tom's cards left), the total; ties go to the most coins, scrolls and keys
left (DJN-SCORE-1, DJN-SCORE-2)."""

from __future__ import annotations

from typing import Any

from conjure.engine.results import Sheet, separated, sheet_row
from conjure.i18n import Np_

from .labels import T

CATEGORIES = {
    "awards": Np_("score sheet", "Awards"),
    "bottled": Np_("score sheet", "Bottled djinn (10 each)"),
    "circles": Np_("score sheet", "Djinn in magic circles (3 each)"),
    "unused": Np_("score sheet", "Unused bottles and corks"),
    "cards": Np_("score sheet", "Scoring cards"),
    "tom": Np_("score sheet", "Cards left in Tom's deck (10 each)"),
}
TOTAL = Np_("score sheet", "Total")
TIEBREAK = Np_("score sheet", "Coins, scrolls and keys left")


class DjinnSheet:
    def sheet(self, result: dict[str, Any], table: dict[str, Any], lang: str) -> Sheet:
        parts = result["breakdown"]
        solo = len(parts) == 1
        rows = [
            sheet_row(key, T.get(lang, label), [p.get(key, 0) for p in parts])
            for key, label in CATEGORIES.items()
            if key != "tom" or solo
        ]
        rows.append(sheet_row("total", T.get(lang, TOTAL), [p["total"] for p in parts], total=True))
        values = result.get("tiebreak_values")
        if solo or values is None:
            return {"rows": rows, "tiebreak": None}
        decided = separated(result["scores"], values)
        return {"rows": rows, "tiebreak": {"label": T.get(lang, TIEBREAK), "values": values, "decided": decided}}


SCORESHEET = DjinnSheet()
