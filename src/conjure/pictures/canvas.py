"""Drawing primitives shared by every game's picture: the sheet, shapes, text, panels, cards, tokens, pawns.

The document is built as an XML tree with the standard library's ElementTree (it escapes every text and
attribute, and serialises a table of several hundred pieces in a few milliseconds, fast enough to draw
every step of a game). Every piece that stands for a game object is a ``<g>`` with a stable ``id`` and
``data-*`` attributes naming the object (``data-kind="token" data-slot="3"``), so a page can make it
clickable and a test can find it. Long texts are wrapped to the width they are given, measured with the font
the pictures are drawn in (DejaVu Sans, as matplotlib ships it); a text that must fit a few lines is made up to a
fifth smaller before it is cut short.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import matplotlib
from PIL import ImageFont

from conjure.pictures.palette import FACE_DOWN, FACE_DOWN_MARK, FONT, INK, LINE, PANEL, PAPER, seat_style, shape_points
from conjure.pictures.texts import NAMES

Element = ET.Element
SubElement = ET.SubElement
SVG_NS = "http://www.w3.org/2000/svg"


def _value(value: Any) -> str:
    """An attribute's text: numbers to one decimal place at most, booleans as true/false."""
    kind = type(value)
    if kind is str:
        return str(value)
    if kind is float:
        return _decimal(value)
    if kind is bool:
        return "true" if value else "false"
    return str(value)


@lru_cache(maxsize=16384)
def _decimal(value: float) -> str:
    """A float to one decimal place at most ("12", "12.5"); the same few hundred places recur in every picture."""
    rounded = round(float(value), 1)
    return str(int(rounded)) if rounded.is_integer() else str(rounded)


@cache
def _key(name: str) -> str:
    return name.replace("_", "-")


def _attributes(attrs: dict[str, Any], into: dict[str, str]) -> dict[str, str]:
    """``attrs`` as attribute texts added to ``into``; ``stroke_width`` is written ``stroke-width``, ``data_kind``
    ``data-kind``; None is left out."""
    for k, v in attrs.items():
        if v is not None:
            into[_key(k)] = v if type(v) is str else _value(v)
    return into


def node(parent: Element, tag: str, **attrs: Any) -> Element:
    """A child element; ``stroke_width`` is written ``stroke-width``, ``data_kind`` ``data-kind``; None is left out."""
    return SubElement(parent, tag, _attributes(attrs, {}))


def rect(parent: Element, x: float, y: float, w: float, h: float, **attrs: Any) -> Element:
    at = {"x": _decimal(x), "y": _decimal(y), "width": _decimal(w), "height": _decimal(h)}
    return SubElement(parent, "rect", _attributes(attrs, at) if attrs else at)


def circle(parent: Element, cx: float, cy: float, r: float, **attrs: Any) -> Element:
    at = {"cx": _decimal(cx), "cy": _decimal(cy), "r": _decimal(r)}
    return SubElement(parent, "circle", _attributes(attrs, at) if attrs else at)


def line(parent: Element, x1: float, y1: float, x2: float, y2: float, **attrs: Any) -> Element:
    at = {"x1": _decimal(x1), "y1": _decimal(y1), "x2": _decimal(x2), "y2": _decimal(y2)}
    return SubElement(parent, "line", _attributes(attrs, at) if attrs else at)


def polygon(parent: Element, points: list[float], **attrs: Any) -> Element:
    at = {"points": " ".join(map(_decimal, points))}
    return SubElement(parent, "polygon", _attributes(attrs, at) if attrs else at)


def sheet(width: float, height: float, *, game: str, seat: int | None, lang: str, title: str) -> Element:
    """The document: a paper background, the game, the viewing seat and the language as attributes."""
    root = ET.Element(
        "svg",
        {
            "xmlns": SVG_NS,
            "width": _value(width),
            "height": _value(height),
            "viewBox": f"0 0 {_value(width)} {_value(height)}",
            "font-family": FONT,
            "data-game": game,
            "data-seat": "spectator" if seat is None else str(seat),
            "data-lang": lang,
            "xml:lang": lang,
        },
    )
    SubElement(root, "title").text = title
    rect(root, 0, 0, width, height, fill=PAPER)
    return root


def document(root: Element) -> str:
    """The SVG document as text, with its XML declaration (written as ElementTree writes it, in a third of the time:
    our trees have no namespaces to resolve, no tails and no comments). Inside :func:`collecting`, its pieces are
    kept too."""
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n']
    kept = _COLLECTED.get()
    if kept is None:
        _write(root, out.append)
        return "".join(out)
    reused: set[int] = set()

    def put_reused(text: str) -> None:
        reused.add(len(out))
        out.append(text)

    _write(root, out.append, put_reused)
    kept[:] = _split(out, reused)
    return "".join(out)


PIECE_MIN = 256  # a reused part shorter than this goes with the text around it


def _split(out: list[str], reused: set[int]) -> list[tuple[bool, str]]:
    """The document as (is a reused part, text) pieces: each reused part of ``PIECE_MIN`` characters or more on its
    own, everything between them joined."""
    pieces: list[tuple[bool, str]] = []
    between: list[str] = []
    for i, text in enumerate(out):
        if i in reused and len(text) >= PIECE_MIN:
            if between:
                pieces.append((False, "".join(between)))
                between = []
            pieces.append((True, text))
        else:
            between.append(text)
    if between:
        pieces.append((False, "".join(between)))
    return pieces


_COLLECTED: ContextVar[list[tuple[bool, str]] | None] = ContextVar("conjure_pictures_pieces", default=None)


@contextmanager
def collecting() -> Iterator[list[tuple[bool, str]]]:
    """The pieces of the document written inside the block (empty if none was): (is a reused part, text), which
    joined are the document. A page that keeps the parts of its last picture need be sent only the new ones."""
    kept: list[tuple[bool, str]] = []
    token = _COLLECTED.set(kept)
    try:
        yield kept
    finally:
        _COLLECTED.reset(token)


_CDATA = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})
_ATTRIB = str.maketrans(
    {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\r": "&#13;", "\n": "&#10;", "\t": "&#09;"}
)


RAW = "conjure:raw"  # a node whose text is finished SVG, written as it is (see ``reuse``)
_FRAGMENTS: dict[Hashable, str] = {}
FRAGMENTS_KEPT = 4096


def reuse(parent: Element, key: Hashable, build: Callable[[Element], object]) -> None:
    """The pieces ``build`` draws into a group, kept as SVG text under ``key`` and written again, without being
    built again, whenever the same key recurs: a live table or a replay redraws mostly what did not change. The key
    must determine everything ``build`` draws (pass ``build`` only what the key holds); the seats' names the
    picture is drawn with (``texts.NAMES``) are part of it."""
    key = (key, NAMES.get())
    raw = _FRAGMENTS.get(key)
    if raw is None:
        raw = fragment(build)
        if len(_FRAGMENTS) >= FRAGMENTS_KEPT:
            _FRAGMENTS.clear()
        _FRAGMENTS[key] = raw
    SubElement(parent, RAW).text = raw


def part(parent: Element, key: tuple[Hashable, ...], sub: Any, build: Callable[[Element, Any], object]) -> None:
    """``reuse`` keyed by ``key`` and the JSON of ``sub``, the part of the view the piece shows; ``build`` is given
    ``sub`` alone (with what ``key`` holds), so it cannot draw what the key does not determine."""
    reuse(parent, (*key, json.dumps(sub, sort_keys=True)), lambda g: build(g, sub))


def fragment(build: Callable[[Element], object]) -> str:
    """The pieces ``build`` draws, as SVG text (for ``raw``: pieces drawn once, when a module is imported)."""
    holder = Element("g")
    build(holder)
    out: list[str] = []
    for child in holder:
        _write(child, out.append)
    return "".join(out)


def raw(parent: Element, svg: str) -> None:
    """Finished SVG text (from ``fragment``) written into ``parent`` as it is."""
    SubElement(parent, RAW).text = svg


def forget() -> None:
    """Drop the kept pieces (``reuse``): the next pictures are drawn whole (the benchmark's cold figure)."""
    _FRAGMENTS.clear()


@lru_cache(maxsize=65536)
def _attribute(key: str, value: str) -> str:
    """`` key="value"`` escaped; the same few thousand recur in every picture."""
    return f' {key}="{value.translate(_ATTRIB)}"'


def _write(e: Element, put: Any, put_reused: Any = None) -> None:
    """Write ``e`` through ``put``; a node of finished SVG (``RAW``) through ``put_reused`` if given."""
    tag = e.tag
    if tag == RAW:
        (put_reused or put)(e.text or "")
    elif len(e):
        put(_leaf(tag, e.text, tuple(e.attrib.items()), True))
        for child in e:
            if len(child) or child.tag == RAW:
                _write(child, put, put_reused)
            else:  # most elements: written here, without a call of their own
                put(_leaf(child.tag, child.text, tuple(child.attrib.items()), False))
        put("</" + tag + ">")
    else:
        put(_leaf(tag, e.text, tuple(e.attrib.items()), False))


@lru_cache(maxsize=65536)
def _leaf(tag: str, content: str | None, attributes: tuple[tuple[str, str], ...], parent: bool) -> str:
    """An element as text: whole if it has no children, else its opening tag and text. The same groups,
    rectangles, circles and lines of text recur in every picture of a game."""
    head = "<" + tag + "".join([_attribute(k, v) for k, v in attributes])
    if parent:
        return head + ">" + content.translate(_CDATA) if content else head + ">"
    return head + ">" + content.translate(_CDATA) + "</" + tag + ">" if content else head + " />"


def data_attrs(data: dict[str, Any]) -> dict[str, Any]:
    """``{"kind": "token"}`` as attributes (``data_kind``); None values are left out."""
    return {f"data_{key}": value for key, value in data.items() if value is not None}


@cache
def _data_key(name: str) -> str:
    return "data-" + name.replace("_", "-")


def group(parent: Element, gid: str | None = None, tip: str | None = None, **data: Any) -> Element:
    """A group for one game object, with its id, data attributes and an optional tooltip."""
    at = {} if gid is None else {"id": gid}
    for k, v in data.items():
        if v is not None:
            at[_data_key(k)] = v if type(v) is str else _value(v)
    g = SubElement(parent, "g", at)
    if tip:
        SubElement(g, "title").text = tip
    return g


@cache
def _font(bold: bool) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(Path(matplotlib.get_data_path()) / "fonts" / "ttf" / name), 100)


HYPHEN = re.compile(r"(?<=[^\W\d_]-)(?=[^\W\d_])")
SPARE = 1.08  # CairoSVG's hinting draws small text up to 7 % wider than the font's own widths (at 9 px)


@cache
def measure(content: str, size: float, bold: bool = False) -> float:
    """How wide ``content`` is drawn at ``size`` (DejaVu Sans, the pictures' first font), with room to spare."""
    return float(_font(bold).getlength(content)) * size / 100 * SPARE


@cache
def wrap(content: str, width: float, size: float, bold: bool = False) -> tuple[str, ...]:
    """``content`` in lines no wider than ``width``, broken between words or after a hyphen in a word
    (Charakter-|Plättchen); a piece longer than the width keeps a line of its own."""
    rows: list[str] = []
    row = ""
    for piece, spaced in _pieces(content):
        longer = row + (" " if spaced and row else "") + piece
        if row and measure(longer, size, bold) > width:
            rows.append(row)
            row = piece
        else:
            row = longer
    return (*rows, row)


def _pieces(content: str) -> list[tuple[str, bool]]:
    """The words, split after a hyphen between letters; each with whether a space stands before it."""
    return [(part, i == 0) for word in content.split() for i, part in enumerate(HYPHEN.split(word))]


def fit(content: str, width: float, size: float, bold: bool, lines: int | None) -> tuple[list[str], float]:
    """The lines and the size to write ``content`` in at most ``lines`` lines of ``width``: the given size if it
    fits, else up to a fifth smaller, else that smaller size with the last line cut short (…)."""
    if lines is None:
        return list(wrap(content, width, size, bold)), size
    for scale in (1.0, 0.9, 0.8):
        rows = list(wrap(content, width, size * scale, bold))
        if len(rows) <= lines and all(measure(r, size * scale, bold) <= width for r in rows):
            return rows, size * scale
    size *= 0.8
    rows = rows[:lines]
    last = rows[-1]
    while last and measure(last.rstrip(" .,;") + "…", size, bold) > width:
        last = last[:-1]
    rows[-1] = last.rstrip(" .,;") + "…"
    return rows, size


def text(
    parent: Element,
    x: float,
    y: float,
    content: str,
    *,
    size: float = 12,
    anchor: str = "start",
    bold: bool = False,
    fill: str = INK,
    width: float | None = None,
    lines: int | None = None,
) -> float:
    """Write ``content`` (wrapped to ``width`` if given, at most ``lines`` lines); the y below it."""
    rows, below = _text_rows(x, y, content, size, anchor, bold, fill, width, lines)
    for at, row in rows:
        SubElement(parent, "text", at).text = row
    return below


def runs(
    parent: Element,
    x: float,
    y: float,
    parts: list[str],
    *,
    size: float = 12,
    bold: bool = False,
    fill: str = INK,
    sep: str = " · ",
    width: float | None = None,
) -> None:
    """``parts`` joined by ``sep`` on one line, each part a text of its own, so that a narrow screen may lay them in
    rows (docs/web.md, "Compact regions"); one text cut to ``width`` if they do not fit it."""
    pieces = [p + sep.rstrip() for p in parts[:-1]] + parts[-1:]
    space = measure(" ", size, bold)
    if width is not None and sum(measure(p, size, bold) + space for p in pieces) - space > width:
        text(parent, x, y, sep.join(parts), size=size, bold=bold, fill=fill, width=width, lines=1)
        return
    for piece in pieces:  # placed by the font's own widths (``measure`` leaves room to spare)
        text(parent, x, y, piece, size=size, bold=bold, fill=fill)
        x += float(_font(bold).getlength(piece + " ")) * size / 100


@lru_cache(maxsize=16384)
def _text_rows(
    x: float,
    y: float,
    content: str,
    size: float,
    anchor: str,
    bold: bool,
    fill: str,
    width: float | None,
    lines: int | None,
) -> tuple[tuple[tuple[dict[str, str], str], ...], float]:
    """The attributes and the words of each line ``text`` writes, and the y below them: the same texts recur in
    every picture of a game (``SubElement`` copies the attributes, so the kept ones stay as they are)."""
    rows, size = fit(content, width, size, bold, lines) if width else ([content], size)
    out = []
    for i, row in enumerate(rows):
        at = {"x": _decimal(x), "y": _decimal(y + i * size * 1.2), "font-size": _decimal(size)}
        if anchor != "start" and anchor is not None:
            at["text-anchor"] = anchor
        if fill is not None:
            at["fill"] = fill
        if bold:
            at["font-weight"] = "bold"
        out.append((at, row))
    return tuple(out), y + len(rows) * size * 1.2


def panel(parent: Element, x: float, y: float, w: float, h: float, heading: str, gid: str, **data: Any) -> Element:
    """A section of the table: a light box with a heading. It is a region of the live table (``data-region``):
    the web page shows each outermost one on its own, cut from the picture by its box (the first rect), a seat's
    (``data-seat``) as that seat's panel (docs/web.md, "Layout")."""
    g = group(parent, gid, region="panel", **data)
    rect(g, x, y, w, h, rx=8, fill=PANEL, stroke=LINE, stroke_width=1)
    if heading:
        text(g, x + 10, y + 18, heading, size=13, bold=True)
        g[len(g) - 1].set("data-flow", "heading")  # it stays on top when a narrow screen lays the panel out again
    return g


def vacant(parent: Element, x: float, y: float, w: float, h: float, rx: float = 5) -> None:
    """An empty place (dashed outline)."""
    rect(parent, x, y, w, h, rx=rx, fill="none", stroke=LINE, stroke_dasharray="4 3")


def card(
    parent: Element,
    x: float,
    y: float,
    w: float,
    h: float,
    *,
    gid: str,
    title: str,
    body: str = "",
    fill: str = "#ffffff",
    tip: str | None = None,
    size: float = 10,
    **data: Any,
) -> Element:
    """A face-up card or tile: a rounded box, its name in bold and a wrapped description."""
    g = group(parent, gid, tip=tip, face="up", **data)
    rect(g, x, y, w, h, rx=5, fill=fill, stroke=INK, stroke_width=1)
    below = text(g, x + 5, y + size + 3, title, size=size, bold=True, width=w - 10, lines=2)
    if body:
        room = max(1, int((y + h - below) / (size * 1.1)))
        text(g, x + 5, below + 1, body, size=size - 1, width=w - 10, lines=room)
    return g


def face_down(
    parent: Element,
    x: float,
    y: float,
    w: float,
    h: float,
    *,
    gid: str,
    mark: str = "?",
    tip: str | None = None,
    **data: Any,
) -> Element:
    """A card or tile face down: the same back for every one of its kind, nothing of its face."""
    g = group(parent, gid, tip=tip, face="down", **data)
    rect(g, x, y, w, h, rx=5, fill=FACE_DOWN, stroke=INK, stroke_width=1)
    rect(g, x + 4, y + 4, w - 8, h - 8, rx=3, fill="none", stroke=FACE_DOWN_MARK, stroke_width=1)
    text(
        g,
        x + w / 2,
        y + h / 2 + 5,
        mark,
        size=min(14, h / 2),
        anchor="middle",
        bold=True,
        fill=FACE_DOWN_MARK,
        width=w - 6,
        lines=2,
    )
    return g


def fan(n: int, x: float, width: float, card_width: float, step: float = 24.0) -> list[float]:
    """Where the cards of a face-up pile go, oldest first, each partly covering the one before, within ``width``
    (drawn in this order, the newest lies on top and shows whole)."""
    if n <= 1:
        return [x] * n
    step = min(step, (width - card_width) / (n - 1))
    return [x + i * step for i in range(n)]


def token(
    parent: Element,
    cx: float,
    cy: float,
    r: float,
    *,
    gid: str,
    label: str,
    fill: str = "#ffffff",
    ink: str = INK,
    tip: str | None = None,
    size: float = 9,
    **data: Any,
) -> Element:
    """A round token with a short label inside."""
    g = group(parent, gid, tip=tip, **data)
    circle(g, cx, cy, r, fill=fill, stroke=INK, stroke_width=1)
    if label:
        text(g, cx, cy + size / 3, label, size=size, anchor="middle", fill=ink, bold=True)
    return g


def pawn(
    parent: Element,
    seat: int,
    cx: float,
    cy: float,
    r: float,
    *,
    gid: str | None = None,
    tip: str | None = None,
    **data: Any,
) -> Element:
    """A player's piece: the seat's colour, the seat's shape and the seat's number (1-based) on it."""
    style = seat_style(seat)
    g = group(parent, gid, tip=tip, seat=seat, **data)
    outline = {"fill": style.colour, "stroke": INK, "stroke_width": 1.2}
    if style.shape == "circle":
        circle(g, cx, cy, r, **outline)
    else:
        polygon(g, shape_points(style.shape, cx, cy, r), **outline)
    text(g, cx, cy + r * 0.4, str(seat + 1), size=r * 1.1, anchor="middle", bold=True, fill=style.ink)
    return g


__all__ = [
    "Element",
    "card",
    "circle",
    "data_attrs",
    "document",
    "face_down",
    "forget",
    "fan",
    "fragment",
    "group",
    "line",
    "node",
    "panel",
    "part",
    "pawn",
    "polygon",
    "raw",
    "rect",
    "reuse",
    "sheet",
    "text",
    "token",
    "vacant",
    "wrap",
    "PANEL",
    "PAPER",
]
