"""The end as a table (rulebook E.2, G.5): Insula has no points; the adventurers who beat Kingoš in the citadel
win. Per seat: its place in the order of entry into the citadel, its strength in the winning citadel fight and
whether it won; at dusk Kingoš won and every adventurer lost. The purple citadel breaks equal strength by the order
of entry."""

from __future__ import annotations

from typing import Any

from conjure.engine.results import Sheet, sheet_row
from conjure.i18n import Np_

from .labels import T

ENTRY = Np_("score sheet", "Order of entry into the citadel")
STRENGTH = Np_("score sheet", "Strength in the citadel fight")
OUTCOME = Np_("score sheet", "Result")
WON = Np_("score sheet", "won")
LOST = Np_("score sheet", "lost")
DUSK = Np_("score sheet", "lost: dusk fell, Kingoš won")
TIEBREAK = Np_("score sheet", "Order of entry into the citadel (purple citadel)")
NONE = "—"


class InsulaSheet:
    def sheet(self, result: dict[str, Any], table: dict[str, Any], lang: str) -> Sheet:
        n = len(result["scores"])
        entry = list(table.get("citadel_entry") or [])
        order = [entry.index(s) + 1 if s in entry else NONE for s in range(n)]
        if result.get("outcome") == "dusk":
            rows = [
                sheet_row("entry", T.get(lang, ENTRY), order),
                sheet_row("total", T.get(lang, OUTCOME), [T.get(lang, DUSK)] * n, total=True),
            ]
            return {"rows": rows, "tiebreak": None}
        fought = {int(k): v for k, v in ((table.get("end") or {}).get("strength") or {}).items()}
        rows = [
            sheet_row("entry", T.get(lang, ENTRY), order),
            sheet_row("strength", T.get(lang, STRENGTH), [fought.get(s, NONE) for s in range(n)]),
            sheet_row(
                "total",
                T.get(lang, OUTCOME),
                [T.get(lang, WON if s in result["winners"] else LOST) for s in range(n)],
                total=True,
            ),
        ]
        if result.get("variant") != "purple":
            return {"rows": rows, "tiebreak": None}
        decided = result.get("tiebreak", "none") != "none"
        return {"rows": rows, "tiebreak": {"label": T.get(lang, TIEBREAK), "values": order, "decided": decided}}


SCORESHEET = InsulaSheet()
