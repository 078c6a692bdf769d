"""Draft's close-ups: each card of the offer and of the hands (a face-down one says only that), the offer's panel
and each seat's hand."""

from __future__ import annotations

from typing import Any

from conjure.pictures.closeups import Amount, Closeup
from conjure.pictures.texts import seat_title

from . import HIDDEN, T


def _card(value: Any, state: str, lang: str) -> Closeup:
    if value == HIDDEN:
        return Closeup("card", T.tr(lang, "A face-down card"), state=state, hidden=True)
    return Closeup(
        "card", str(value), (T.tr(lang, "card"),), gain=(Amount("value", int(value), str(value)),), state=state
    )


class DraftCloseups:
    def closeups(self, view: dict[str, Any], lang: str) -> dict[str, Closeup]:
        table = view["table"]
        offer = T.tr(lang, "The offer")
        out = {"offer-panel": Closeup("board", offer, state=T.tr(lang, "Deck: {n}", n=table["deck"]))}
        if table["offer_down"]:
            out["offer-down"] = _card(HIDDEN, offer, lang)
        for slot, value in table["offer"].items():
            if value is not None:
                out[f"offer-{slot}"] = _card(value, offer, lang)
        for s, hand in enumerate(table["hands"]):
            who = seat_title(s, view.get("seat"), lang)
            out[f"seat-{s}"] = Closeup("board", who)
            for i, value in enumerate(hand):
                out[f"seat-{s}-hand-{i}"] = _card(value, who, lang)
        return out


CLOSEUPS = DraftCloseups()
