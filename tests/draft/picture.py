"""Draft's picture: the deck, the offer (``offer-up``, ``offer-down``), the discard pile and each hand
(``seat-S-hand-N``)."""

from __future__ import annotations

from typing import Any

from conjure.pictures.canvas import card, document, face_down, panel
from conjure.pictures.frame import HEADER, start
from conjure.pictures.registry import Picture
from conjure.pictures.texts import seat_title

from . import HIDDEN, T

WIDTH, CARD_W, CARD_H, PER_ROW = 640, 60, 84, 8


def _card(parent: Any, x: float, y: float, value: Any, gid: str, lang: str) -> None:
    if value == HIDDEN:
        face_down(parent, x, y, CARD_W, CARD_H, gid=gid, tip=T.tr(lang, "A face-down card"))
    else:
        card(parent, x, y, CARD_W, CARD_H, gid=gid, title=str(value), body=T.tr(lang, "card"), card=value)


class DraftPicture:
    def draw(self, view: dict[str, Any], lang: str) -> str:
        table = view["table"]
        hands = table["hands"]
        rows = [1 + max(0, len(hand) - 1) // PER_ROW for hand in hands]
        height = HEADER + 6 + 150 + sum(60 + r * (CARD_H + 8) for r in rows) + 16
        d = start(view, lang, WIDTH, height, status=T.tr(lang, "Deck: {n}", n=table["deck"]))
        y = HEADER + 6
        g = panel(d, 16, y, WIDTH - 32, 140, T.tr(lang, "The offer"), "offer-panel", kind="offer")
        if table["offer_down"]:
            _card(g, 32, y + 40, HIDDEN, "offer-down", lang)
        for i, (slot, value) in enumerate(table["offer"].items(), 1):
            if value is not None:
                _card(g, 32 + i * (CARD_W + 12), y + 40, value, f"offer-{slot}", lang)
        top = y + 150
        for s, hand in enumerate(hands):
            h = panel(
                d,
                16,
                top,
                WIDTH - 32,
                50 + rows[s] * (CARD_H + 8),
                seat_title(s, view.get("seat"), lang),
                f"seat-{s}",
                kind="seat",
                seat=s,
            )
            for i, value in enumerate(hand):
                _card(
                    h,
                    32 + (i % PER_ROW) * (CARD_W + 12),
                    top + 36 + (i // PER_ROW) * (CARD_H + 8),
                    value,
                    f"seat-{s}-hand-{i}",
                    lang,
                )
            top += 60 + rows[s] * (CARD_H + 8)
        return document(d)


PICTURE: Picture = DraftPicture()
