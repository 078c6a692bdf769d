"""Colours and shapes defined once for every picture.

Players' colours are the Okabe–Ito palette (readable with every common colour-vision deficiency), and
each player also has a shape and the seat's number written on it, so colour is never the only cue.
"""

from __future__ import annotations

from dataclasses import dataclass

INK = "#222222"
MUTED = "#666666"
PAPER = "#fbf8f1"
PANEL = "#f1ebdd"
LINE = "#8a7f6a"
FACE_DOWN = "#5b4a6b"
FACE_DOWN_MARK = "#d9cce6"
HIGHLIGHT = "#000000"
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"


@dataclass(frozen=True)
class SeatStyle:
    colour: str
    ink: str  # text colour on ``colour``
    shape: str  # circle, square, triangle, diamond, hexagon


SEATS = (
    SeatStyle("#0072B2", "#ffffff", "circle"),
    SeatStyle("#E69F00", "#000000", "square"),
    SeatStyle("#009E73", "#ffffff", "triangle"),
    SeatStyle("#CC79A7", "#000000", "diamond"),
    SeatStyle("#D55E00", "#ffffff", "hexagon"),
)


def seat_style(seat: int) -> SeatStyle:
    return SEATS[seat % len(SEATS)]


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[float]:
    """The corner points of a seat's polygon shape, flattened (x, y, x, y, …)."""
    corners = {
        "square": [(-0.85, -0.85), (0.85, -0.85), (0.85, 0.85), (-0.85, 0.85)],
        "triangle": [(0.0, -1.1), (1.0, 0.75), (-1.0, 0.75)],
        "diamond": [(0.0, -1.15), (1.1, 0.0), (0.0, 1.15), (-1.1, 0.0)],
        "hexagon": [(0.0, -1.05), (0.95, -0.5), (0.95, 0.5), (0.0, 1.05), (-0.95, 0.5), (-0.95, -0.5)],
    }[shape]
    return [v for x, y in corners for v in (cx + x * r, cy + y * r)]
