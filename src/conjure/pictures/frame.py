"""The frame every picture shares: the title bar (game, step, who acts, whose view) and the players' legend."""

from __future__ import annotations

from typing import Any

from conjure.engine.registry import get_rules
from conjure.pictures.canvas import Element, group, pawn, sheet, text
from conjure.pictures.palette import MUTED
from conjure.pictures.texts import T, seat_name, seat_title

HEADER = 58


def start(view: dict[str, Any], lang: str, width: float, height: float, status: str = "") -> Element:
    """A sheet with the title bar drawn: the game's title, the step, who is to act and whose view this is."""
    seat = view.get("seat")
    title = get_rules(view["game"]).title(lang)
    d = sheet(width, height, game=view["game"], seat=seat, lang=lang, title=title)
    bar = group(d, "header", kind="header", step=view.get("step", 0))
    text(bar, 16, 26, title, size=20, bold=True)
    seen = (
        T.tr(lang, "Spectator's view")
        if seat is None
        else (
            T.tr(lang, "As seen by {name}", name=seat_name(seat))
            if seat_name(seat)
            else T.tr(lang, "As seen by player {n}", n=seat + 1)
        )
    )
    parts = [T.tr(lang, "Step {k}", k=view.get("step", 0)), seen]
    if view.get("is_over"):
        parts.append(T.tr(lang, "Game over"))
    text(bar, 16, 46, " · ".join(parts), size=12, fill=MUTED)
    if status:  # the live table shows this line above its regions (data-kind "status")
        line = group(bar, "header-status", kind="status")
        text(line, width / 2 - 120, 26, status, size=12, width=width / 2 + 100, lines=2)
    _to_act(bar, view, lang, width)
    return d


def _to_act(parent: Element, view: dict[str, Any], lang: str, width: float) -> None:
    acting = list(view.get("to_act") or [])
    if not acting:
        return
    x = width - 20 - 26 * len(acting)
    text(parent, x - 8, 30, T.tr(lang, "To act:"), size=12, anchor="end", bold=True)
    for i, s in enumerate(acting):
        pawn(
            parent,
            s,
            x + 12 + 26 * i,
            26,
            10,
            gid=f"to-act-{s}",
            kind="to_act",
            tip=seat_title(s, view.get("seat"), lang),
        )
