"""The score sheet at the end (rulebook "Konec hry"): the fame won during the game, then the final scoring's
categories (shards, coins; apprentices and specialists without the Dark Alley, special assignment cards with it;
the level-3 tricks' end bonuses), the total; a tie goes to the seat higher in the initiative order
(TRK-FINAL-1..3)."""

from __future__ import annotations

from typing import Any

from conjure.engine.results import Sheet, separated, sheet_row
from conjure.i18n import Np_

from .labels import T

DURING = Np_("score sheet", "Fame during the game")
CATEGORIES = {
    "shards": Np_("score sheet", "Unused Trickerion shards"),
    "coins": Np_("score sheet", "Coins left (1 per 3)"),
    "apprentices": Np_("score sheet", "Apprentices"),
    "specialists": Np_("score sheet", "Specialists"),
    "special_assignments": Np_("score sheet", "Special assignment cards in hand"),
}
TRICKS = Np_("score sheet", "Level-3 trick bonuses")
TOTAL = Np_("score sheet", "Total")
TIEBREAK = Np_("score sheet", "Initiative order (1 = first)")


class TrickerionSheet:
    def sheet(self, result: dict[str, Any], table: dict[str, Any], lang: str) -> Sheet:
        scores, final = result["scores"], result.get("final") or []
        n = len(scores)
        if len(final) != n:  # no final scoring recorded: the fame is all there is
            final = [{"categories": {}, "tricks": {}, "total": 0} for _ in range(n)]
        rows = [sheet_row("during", T.get(lang, DURING), [scores[s] - final[s]["total"] for s in range(n)])]
        for key, label in CATEGORIES.items():
            if any(key in f["categories"] for f in final):
                rows.append(sheet_row(key, T.get(lang, label), [f["categories"].get(key, 0) for f in final]))
        rows.append(sheet_row("tricks", T.get(lang, TRICKS), [sum(f["tricks"].values()) for f in final]))
        rows.append(sheet_row("total", T.get(lang, TOTAL), scores, total=True))
        keys = result.get("tiebreak_values") or [0] * n
        places = [n + 1 - k for k in keys]  # the key is higher for the first in the initiative order
        decided = separated(scores, keys)
        return {"rows": rows, "tiebreak": {"label": T.get(lang, TIEBREAK), "values": places, "decided": decided}}


SCORESHEET = TrickerionSheet()
