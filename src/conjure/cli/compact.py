"""The compact terminal table: one decision on one screen of 80×45 (or whatever the terminal has).

Top to bottom: a title line; the table's regions (``Presentation.table_parts``) with the seat's own area and the
current decision first, then the rest while rows are left (a region that does not fit is replaced by its one-line
summary, or cut, and a last line says how to see the whole table); the decision in one sentence; the choices in
their groups (``Game.choice_groups``: a heading, then the numbered short labels side by side (``3) Cog``), each with its cost
where the game gives one, the passes last); the undo line and the prompt. No line is wider than the screen, and a
choice's number and words are never split from each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from conjure.engine.choices import ChoiceGroup
from conjure.engine.presentation import TablePart

WIDE = 100  # columns from which the richer layout may be shown (when the whole of it fits the height too)
INDENT = 3  # a group's choices that go on to another line start here
GAP = "  "  # between two choices on one line
MIN_TABLE = 3  # rows the table keeps however many choices there are


@dataclass(frozen=True)
class Screen:
    """What the compact layout prints, line by line: the table, then the choices (each line at most the width)."""

    table: list[Text]
    choices: list[Text]
    shortened: bool  # some region was summarised or cut: the whole table is one command away


def wrap(console: Console, markup: str | Text, width: int) -> list[Text]:
    """Rich markup as the lines it takes at ``width`` columns."""
    text = Text.from_markup(markup) if isinstance(markup, str) else markup
    lines: list[Text] = []
    for paragraph in text.split("\n", allow_blank=True):
        wrapped = list(paragraph.wrap(console, width, overflow="fold"))
        lines.extend(wrapped or [Text()])
    return lines


def choice_lines(console: Console, groups: Sequence[ChoiceGroup], width: int) -> list[Text]:
    """The numbered choices group by group: a heading then its choices side by side; choices that stand alone (no
    heading) side by side too. Numbers follow :func:`conjure.engine.choices.flat`."""
    lines: list[Text] = []
    number = 0
    for group in groups:
        items = []
        for choice in group.choices:
            number += 1
            item = Text()
            item.append(f"{number})", style="bold cyan")
            item.append(" " + (choice.short if group.heading else choice.label))
            if choice.terms:
                item.append(f" ({choice.terms})", style="green")
            items.append(item)
        if group.heading:
            lines.extend(_flow(console, Text(group.heading + ":", style="bold"), items, width))
        else:  # choices standing alone keep their whole label, one a line
            for item in items:
                lines.extend(_flow(console, Text(" "), [item], width))
    return lines


def _flow(console: Console, start: Text, items: list[Text], width: int) -> list[Text]:
    """``start`` then the items side by side, a new line (indented) when the next one does not fit whole; an item
    wider than a line is wrapped on its own lines, its number and first words together."""
    lines: list[Text] = []
    line = start.copy()
    fresh = True  # nothing but the heading or the indent on the line yet
    for item in items:
        needed = cell_len(item.plain) + (1 if fresh else cell_len(GAP))
        if not fresh and line.cell_len + needed > width:
            lines.append(line)
            line, fresh = Text(" " * INDENT), True
            needed = cell_len(item.plain) + 1
        if fresh and line.cell_len + needed > width and line.plain.strip():  # a heading too long to share
            lines.append(line)
            line = Text(" " * INDENT)
        line.append(" " if fresh else GAP)
        line.append_text(item)
        if line.cell_len > width:  # one item alone is wider than the screen
            wrapped = wrap(console, line, width)
            lines.extend(wrapped[:-1])
            line = Text(" " * INDENT) + wrapped[-1]
        fresh = False
    lines.append(line)
    return [ln for ln in lines if ln.plain.strip()]


def fit_table(console: Console, parts: Sequence[TablePart], width: int, rows: int) -> tuple[list[Text], bool]:
    """The table's regions in fewer than ``rows`` lines: the ``first`` ones at the top, then the others in order.
    Room goes first to the ``first`` regions, then to a one-line summary of each region that has one (the other
    seats), then to the regions without one (the shared board: whole, or cut), and what is left turns summaries
    back into whole regions, in order. True when anything was left out (one row is kept for the line saying so)."""
    ordered = [p for p in parts if p.first] + [p for p in parts if not p.first]
    whole = [wrap(console, p.text, width) for p in ordered]
    short = [wrap(console, p.summary, width) if p.summary and not p.first else None for p in ordered]
    shown: list[list[Text]] = [[] for _ in ordered]
    room = rows - 1

    def give(i: int, lines: list[Text]) -> None:
        nonlocal room
        room += len(shown[i])
        shown[i] = lines[: max(room, 0)]
        room -= len(shown[i])

    for i, part in enumerate(ordered):
        if part.first:
            give(i, whole[i])
    for i, summary in enumerate(short):
        if summary is not None:
            give(i, summary)
    for i, summary in enumerate(short):
        if summary is None and not ordered[i].first:
            give(i, whole[i])
    for i, summary in enumerate(short):
        if summary is not None and len(whole[i]) - len(shown[i]) <= room:
            give(i, whole[i])
    shortened = any(len(lines) < len(full) for lines, full in zip(shown, whole, strict=True))
    return [line for lines in shown for line in lines], shortened
