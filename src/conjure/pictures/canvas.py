"""Drawing primitives shared by every game's picture: the sheet, panels, text, cards, tokens, pawns.

Every piece that stands for a game object is a ``<g>`` with a stable ``id`` and ``data-*`` attributes
naming the object (``data-kind="token" data-slot="3"``), so a page can make it clickable and a test can
find it. Texts are escaped by drawsvg; long texts are wrapped to the width they are given.
"""

from __future__ import annotations

import textwrap
from typing import Any, TypeAlias

import drawsvg as dw

from conjure.pictures.palette import FACE_DOWN, FACE_DOWN_MARK, FONT, INK, LINE, PANEL, PAPER, seat_style, shape_points

Parent: TypeAlias = dw.Drawing | dw.Group
CHAR_WIDTH = 0.56  # average glyph width as a share of the font size (DejaVu Sans)


def sheet(width: float, height: float, *, game: str, seat: int | None, lang: str, title: str) -> dw.Drawing:
    """The document: a paper background, the game, the viewing seat and the language as attributes."""
    d = dw.Drawing(width, height, id_prefix=f"{game}-def", font_family=FONT,
                   data_game=game, data_seat="spectator" if seat is None else str(seat), data_lang=lang)
    d.append(dw.Rectangle(0, 0, width, height, fill=PAPER))
    d.append_title(title)
    return d


def data_attrs(data: dict[str, Any]) -> dict[str, str]:
    """``{"kind": "token"}`` as drawsvg keyword arguments (``data_kind``), values as text."""
    return {f"data_{key}": str(value) for key, value in data.items() if value is not None}


def group(parent: Parent, gid: str | None = None, tip: str | None = None, **data: Any) -> dw.Group:
    """A group for one game object, with its id, data attributes and an optional tooltip."""
    attrs = data_attrs(data)
    if gid is not None:
        attrs["id"] = gid
    g = dw.Group(**attrs)
    if tip:
        g.append_title(tip)
    parent.append(g)
    return g


def wrap(text: str, width: float, size: float) -> list[str]:
    chars = max(4, int(width / (size * CHAR_WIDTH)))
    return textwrap.wrap(text, chars) or [""]


def text(parent: Parent, x: float, y: float, content: str, *, size: float = 12, anchor: str = "start",
         bold: bool = False, fill: str = INK, width: float | None = None, lines: int | None = None) -> float:
    """Write ``content`` (wrapped to ``width`` if given, at most ``lines`` lines); the y below it."""
    rows = wrap(content, width, size) if width else [content]
    if lines is not None and len(rows) > lines:
        rows = rows[:lines]
        rows[-1] = rows[-1].rstrip(" .,;") + "…"
    extra = {"font_weight": "bold"} if bold else {}
    for i, row in enumerate(rows):
        parent.append(dw.Text(row, size, x, y + i * size * 1.2, text_anchor=anchor, fill=fill, **extra))
    return y + len(rows) * size * 1.2


def panel(parent: Parent, x: float, y: float, w: float, h: float, heading: str, gid: str, **data: Any) -> dw.Group:
    """A section of the table: a light box with a heading."""
    g = group(parent, gid, **data)
    g.append(dw.Rectangle(x, y, w, h, rx=8, fill=PANEL, stroke=LINE, stroke_width=1))
    text(g, x + 10, y + 18, heading, size=13, bold=True)
    return g


def card(parent: Parent, x: float, y: float, w: float, h: float, *, gid: str, title: str, body: str = "",
         fill: str = "#ffffff", tip: str | None = None, size: float = 10, **data: Any) -> dw.Group:
    """A face-up card or tile: a rounded box, its name in bold and a wrapped description."""
    g = group(parent, gid, tip=tip, face="up", **data)
    g.append(dw.Rectangle(x, y, w, h, rx=5, fill=fill, stroke=INK, stroke_width=1))
    below = text(g, x + 5, y + size + 3, title, size=size, bold=True, width=w - 8, lines=2)
    if body:
        room = max(1, int((y + h - below) / (size * 1.1)))
        text(g, x + 5, below + 1, body, size=size - 1, width=w - 8, lines=room)
    return g


def face_down(parent: Parent, x: float, y: float, w: float, h: float, *, gid: str, mark: str = "?",
              tip: str | None = None, **data: Any) -> dw.Group:
    """A card or tile face down: the same back for every one of its kind, nothing of its face."""
    g = group(parent, gid, tip=tip, face="down", **data)
    g.append(dw.Rectangle(x, y, w, h, rx=5, fill=FACE_DOWN, stroke=INK, stroke_width=1))
    g.append(dw.Rectangle(x + 4, y + 4, w - 8, h - 8, rx=3, fill="none", stroke=FACE_DOWN_MARK, stroke_width=1))
    text(g, x + w / 2, y + h / 2 + 5, mark, size=min(14, h / 2), anchor="middle", bold=True, fill=FACE_DOWN_MARK)
    return g


def token(parent: Parent, cx: float, cy: float, r: float, *, gid: str, label: str, fill: str = "#ffffff",
          ink: str = INK, tip: str | None = None, size: float = 9, **data: Any) -> dw.Group:
    """A round token with a short label inside."""
    g = group(parent, gid, tip=tip, **data)
    g.append(dw.Circle(cx, cy, r, fill=fill, stroke=INK, stroke_width=1))
    text(g, cx, cy + size / 3, label, size=size, anchor="middle", fill=ink, bold=True)
    return g


def pawn(parent: Parent, seat: int, cx: float, cy: float, r: float, *, gid: str | None = None,
         tip: str | None = None, **data: Any) -> dw.Group:
    """A player's piece: the seat's colour, the seat's shape and the seat's number (1-based) on it."""
    style = seat_style(seat)
    g = group(parent, gid, tip=tip, seat=seat, **data)
    outline = {"fill": style.colour, "stroke": INK, "stroke_width": 1.2}
    if style.shape == "circle":
        g.append(dw.Circle(cx, cy, r, **outline))
    else:
        g.append(dw.Lines(*shape_points(style.shape, cx, cy, r), close=True, **outline))
    text(g, cx, cy + r * 0.4, str(seat + 1), size=r * 1.1, anchor="middle", bold=True, fill=style.ink)
    return g


def count_badge(parent: Parent, x: float, y: float, n: int) -> None:
    """A small ×N next to a pile or a stack of identical things."""
    text(parent, x, y, f"×{n}", size=10, bold=True)


__all__ = ["Parent", "card", "count_badge", "data_attrs", "face_down", "group", "panel", "pawn", "sheet", "text",
           "token", "wrap", "PANEL", "PAPER"]
