"""Trickerion as a picture (SVG): the main board (round, initiative and fame tracks, Downtown with its dice, the Market
Row, the Dark Alley, the Theatre, the trick decks) and each player's board.

Drawn from ``g.view(seat)`` only. Element ids: ``round-R``, ``initiative-S``, ``fame-track`` with ``fame-S``,
``die-DIE`` (``data-face``), ``space-LOC-N`` (Downtown, Market Row, Dark Alley; ``data-covered``),
``space-theater-DAY-performance`` and ``space-theater-DAY-backstage-K``, ``character-S-CHAR`` (a character placed on a
space, ``data-location`` / ``data-space``), ``market-buy-I`` / ``market-order-I`` / ``market-quick`` (``data-prop``),
``special-deck-LOC`` (a count), ``prophecy-active``, ``prophecy-upcoming-I``, ``prophecy-pool`` (a count),
``performance-CARD`` (``data-position``) with ``perf-slot-CARD-SLOT``, ``link-CARD-A-B`` and ``marker-CARD-SLOT``,
``theatre-position-I`` (an empty position), ``performance-deck-THEATRE`` (a count), ``performance-discard-I``,
``trick-ID`` (a trick in the decks); each seat ``seat-S`` with ``seat-S-char-CHAR`` (and ``seat-S-card-CHAR``: the
card under it, face up or its back), ``seat-S-hired-I``, ``seat-S-trick-ID``, ``seat-S-prop-TYPE``, ``workshop-S-N``
(its workshop's spaces), ``seat-S-hand-LOC`` and ``seat-S-special-I`` (its own hand) or ``seat-S-hand`` and
``seat-S-special-hand`` (another's: backs with counts), ``drawn-I`` (a Dark Alley draw, to the drawing seat),
``seat-S-final``.
"""

from __future__ import annotations

from typing import Any

from conjure.games.trickerion.labels import T as GAME
from conjure.games.trickerion.render import PHASE
from conjure.pictures.canvas import document
from conjure.pictures.frame import HEADER, start
from conjure.pictures.texts import T

from .board import dark_alley, downtown, market, placed, tracks, trick_decks
from .seats import SEAT_H, SEAT_W, seat_board
from .theatre import height, theatre

WIDTH = 1400
LEFT_W = 640


def draw(view: dict[str, Any], lang: str) -> str:
    table = view["table"]
    where = placed(table)
    viewer = view.get("seat")
    top = HEADER + 6 + 92 + 8
    bottom = max(_left_height(table), _right_height(table)) + top
    rows = (len(table["seats"]) + 1) // 2
    d = start(view, lang, WIDTH, bottom + 8 + rows * (SEAT_H + 12) + 6, status=_status(table, lang))
    tracks(d, table, viewer, lang, 16, HEADER + 6, WIDTH - 32)
    y = downtown(d, table, where, viewer, lang, 16, top, LEFT_W) + 8
    y = market(d, table, where, viewer, lang, 16, y, LEFT_W) + 8
    if table["options"]["dark_alley"]:
        dark_alley(d, table, where, viewer, lang, 16, y, LEFT_W)
    right = 16 + LEFT_W + 12
    y = theatre(d, table, where, viewer, lang, right, top, WIDTH - 16 - right) + 8
    trick_decks(d, table, lang, right, y, WIDTH - 16 - right)
    for s in range(len(table["seats"])):
        seat_board(d, table, s, where, viewer, lang, 16 + (s % 2) * (SEAT_W + 12), bottom + 8 + (s // 2) * (SEAT_H + 12))
    return document(d)


def _left_height(table: dict[str, Any]) -> float:
    return 124 + 8 + 124 + (8 + 196 if table["options"]["dark_alley"] else 0)


def _right_height(table: dict[str, Any]) -> float:
    longest = max((len(v) for v in table["trick_decks"].values()), default=0)
    return height() + 8 + 44 + longest * 15 + 8


def _status(table: dict[str, Any], lang: str) -> str:
    phase = GAME.get(lang, PHASE[table["phase"]]) if table["phase"] in PHASE else ""
    return T.tr(lang, "Round {n}: {phase}", n=table["round"], phase=phase)
