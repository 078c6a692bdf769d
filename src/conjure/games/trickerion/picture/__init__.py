"""Trickerion as a picture (SVG): the main board (round, initiative and fame tracks, Downtown with its dice, the Market
Row, the Dark Alley, the Theatre, the trick decks) and each player's board.

Drawn from ``g.view(seat)`` only. Element ids: ``round-R``, ``initiative-S``, ``fame-track`` with ``fame-S``,
``die-DIE`` (``data-face``), ``space-LOC-N`` (Downtown, Market Row, Dark Alley; ``data-covered``),
``space-theater-DAY-performance`` and ``space-theater-DAY-backstage-K``, ``character-S-CHAR`` (a character placed on a
space, ``data-location`` / ``data-space``), ``market-buy-I`` / ``market-order-I`` / ``market-quick`` (``data-prop``),
``special-deck-LOC`` (a count), ``prophecy-active``, ``prophecy-upcoming-I``, ``prophecy-pool`` (a count),
``performance-CARD`` (``data-position``) with ``perf-slot-CARD-SLOT``, ``link-CARD-A-B`` and ``marker-CARD-SLOT``,
``theatre-position-I`` (an empty position), ``performance-deck-THEATRE`` (a count), ``performance-discard-I``,
``trick-ID`` (a trick in the decks) under its school's heading ``trick-deck-SCHOOL``; each seat ``seat-S`` with
``seat-S-magician`` (its title: the magician), ``seat-S-char-CHAR`` (and ``seat-S-card-CHAR``: the
card under it, face up or its back), ``seat-S-hired-I``, ``seat-S-trick-ID``, ``seat-S-prop-TYPE``, ``workshop-S-N``
(its workshop's spaces), ``seat-S-hand-LOC`` and ``seat-S-special-I`` (its own hand) or ``seat-S-hand`` and
``seat-S-special-hand`` (another's: backs with counts), ``drawn-I`` (a Dark Alley draw, to the drawing seat),
``seat-S-final``; during the setup the empty places of the props and the specialist to come, ``seat-S-props`` and
``seat-S-specialist`` (until it joins).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from conjure.pictures.canvas import Element, document, reuse
from conjure.pictures.frame import HEADER, start
from conjure.pictures.registry import Picture, Sample

from ..labels import T
from ..labels import T as GAME
from ..render import PHASE
from .board import dark_alley, downtown, market, placed, tracks, trick_decks
from .seats import SEAT_H, SEAT_W, seat_board, seat_part
from .theatre import height, theatre

WIDTH = 1400
LEFT_W = 640
RIGHT = 16 + LEFT_W + 12
Build = Callable[[Element, dict[str, Any]], object]


def draw(view: dict[str, Any], lang: str) -> str:
    table = view["table"]
    viewer = view.get("seat")
    top = HEADER + 6 + 92 + 8
    bottom = max(_left_height(table), _right_height(table)) + top
    rows = (len(table["seats"]) + 1) // 2
    d = start(view, lang, WIDTH, bottom + 8 + rows * (SEAT_H + 12) + 6, status=_status(table, lang))

    def part(name: str, sub: dict[str, Any], build: Build) -> None:
        """A part of the table drawn from ``sub`` alone, and reused while ``sub`` stays the same."""
        key = (name, lang, viewer, bottom, json.dumps(sub, sort_keys=True))
        reuse(d, key, lambda g: build(g, sub))

    part(
        "tracks",
        _pick(table, "options", "round", "track", "initiative")
        | {"seats": [{"fame": s["fame"]} for s in table["seats"]]},
        lambda g, t: tracks(g, t, viewer, lang, 16, HEADER + 6, WIDTH - 32),
    )
    for name, keys, build in _board(table, viewer, lang, top):
        part(name, _pick(table, *keys) | _at(table, name), build)
    part(
        "theatre",
        _pick(table, "theater", "stage", "performance_deck", "performance_discard")
        | _at(table, "theater")
        | {
            "seats": [{"tricks": [{"id": t["id"], "symbol": t["symbol"]} for t in s["tricks"]]} for s in table["seats"]]
        },
        lambda g, t: theatre(g, t, placed(t), viewer, lang, RIGHT, top, WIDTH - 16 - RIGHT),
    )
    part(
        "trick-decks",
        _pick(table, "trick_decks"),
        lambda g, t: trick_decks(g, t, lang, RIGHT, top + height() + 8, WIDTH - 16 - RIGHT),
    )
    for s in range(len(table["seats"])):
        x, y = 16 + (s % 2) * (SEAT_W + 12), bottom + 8 + (s // 2) * (SEAT_H + 12)
        part(f"seat-{s}", seat_part(table, s), _seat(s, viewer, lang, x, y))
    return document(d)


def _board(
    table: dict[str, Any], viewer: int | None, lang: str, top: float
) -> list[tuple[str, tuple[str, ...], Build]]:
    """The locations of the main board's left column: name, what each reads from the view, how it is drawn."""
    ys = [top, top + 124 + 8, top + 2 * (124 + 8)]
    parts: list[tuple[str, tuple[str, ...], Build]] = [
        ("downtown", ("dice", "covered"), lambda g, t: downtown(g, t, placed(t), viewer, lang, 16, ys[0], LEFT_W)),
        ("market_row", ("market", "covered"), lambda g, t: market(g, t, placed(t), viewer, lang, 16, ys[1], LEFT_W)),
    ]
    if table["options"]["dark_alley"]:
        parts.append(
            (
                "dark_alley",
                ("special_decks", "covered", "options", "prophecy"),
                lambda g, t: dark_alley(g, t, placed(t), viewer, lang, 16, ys[2], LEFT_W),
            )
        )
    return parts


def _seat(s: int, viewer: int | None, lang: str, x: float, y: float) -> Build:
    return lambda g, t: seat_board(g, t, s, placed(t), viewer, lang, x, y)


def _pick(table: dict[str, Any], *keys: str) -> dict[str, Any]:
    return {k: table[k] for k in keys}


def _at(table: dict[str, Any], loc: str) -> dict[str, Any]:
    """The characters placed at ``loc`` and which of them acts now (all a location's spaces show of them)."""
    turn = table["turn"]
    return {
        "placed": [p for p in table["placed"] if p["loc"] == loc],
        "turn": {"seat": turn["seat"], "char": turn["char"]} if turn else None,
    }


def _left_height(table: dict[str, Any]) -> float:
    return 124 + 8 + 124 + (8 + 196 if table["options"]["dark_alley"] else 0)


def _right_height(table: dict[str, Any]) -> float:
    longest = max((len(v) for v in table["trick_decks"].values()), default=0)
    return height() + 8 + 44 + longest * 15 + 8


def _status(table: dict[str, Any], lang: str) -> str:
    phase = GAME.get(lang, PHASE[table["phase"]]) if table["phase"] in PHASE else ""
    return T.tr(lang, "Round {n}: {phase}", n=table["round"], phase=phase)


class TrickerionPicture:
    """The Trickerion table as an SVG: the game's face ``picture`` (:class:`conjure.pictures.registry.Picture`)."""

    samples = (  # the documentation's pictures: file name, players, options, seed, step, seat, language
        Sample("trickerion", 3, {}, 19, 45, 0, "en"),
    )

    def draw(self, view: dict[str, Any], lang: str) -> str:
        return draw(view, lang)


PICTURE: Picture = TrickerionPicture()
