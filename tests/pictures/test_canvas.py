"""Texts on the pictures fit their boxes: measured in the pictures' font, wrapped between words, made smaller
before they are cut short."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET

import pytest
from PIL import Image

from conjure.pictures import to_png
from conjure.pictures.canvas import document, fit, forget, group, measure, rect, reuse, sheet, text, wrap
from conjure.pictures.palette import FONT

WORDS = [
    "Charakter-Plättchen",
    "křišťálová koule ×1",
    "1 bottle of different colours for 1 coin",
    "nimm ein beliebiges Plättchen außer einem Zauberer",
    "Magiestärke 5 von 5 · Kapazität 6",
]


def _ink_width(words: str, size: float, bold: bool) -> int:
    """How wide CairoSVG really draws ``words`` (the dark pixels' extent)."""
    weight = "bold" if bold else "normal"
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="800" height="40" font-family="{FONT}">'
        f'<rect width="800" height="40" fill="white"/>'
        f'<text x="10" y="30" font-size="{size}" font-weight="{weight}">{words}</text></svg>'
    )
    ink = Image.eval(Image.open(io.BytesIO(to_png(svg))).convert("L"), lambda p: 255 - p).getbbox()
    assert ink is not None
    return ink[2] - 10


@pytest.mark.parametrize("bold", [False, True])
def test_a_measured_text_is_never_narrower_than_drawn(bold: bool) -> None:
    for size in (6.5, 7, 8, 9, 10, 12, 13):
        for words in WORDS:
            assert _ink_width(words, size, bold) <= measure(words, size, bold) + 0.5, (words, size)


def test_wrap_breaks_between_words_or_after_a_hyphen_never_inside_a_word() -> None:
    assert wrap("Charakter-Plättchen", 80, 11, True) == ("Charakter-", "Plättchen")
    assert wrap("x-1 Sachen", 10, 9) == ("x-1", "Sachen")  # no break before a digit
    for words in WORDS:
        rows = wrap(words, 90, 9)
        assert " ".join(rows).replace("- ", "-") == words
        assert all(measure(r, 9) <= 90 or " " not in r for r in rows)
    assert wrap("", 50, 9) == ("",)


def test_a_text_that_must_fit_is_made_smaller_before_it_is_cut_short() -> None:
    rows, size = fit("fliegender Pflock ×2", 72, 8, False, 1)
    assert rows == ["fliegender Pflock ×2"] and 6.4 <= size < 8
    assert fit("Potions", 90, 12, True, 2) == (["Potions"], 12)
    rows, size = fit("Spieler 2: nimm ein beliebiges Plättchen außer einem Zauberer", 80, 10, False, 1)
    assert size == 8 and len(rows) == 1 and rows[0].endswith("…") and measure(rows[0], size) <= 80


def test_the_document_is_written_as_elementtree_writes_it() -> None:
    root = sheet(100, 50, game="djinn", seat=None, lang="cs", title='A & B <"x">')
    piece = group(root, "p-1", tip="tab\there\nnew line", kind="token", slot=3, up=True)
    text(piece, 1.25, 2.0, "5 < 6 & 7 > 3")
    rect(piece, 0, 0, 10.04, 3)
    assert document(root) == '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode")


def test_a_reused_part_is_built_once_per_key_and_written_the_same() -> None:
    built: list[str] = []

    def build(parent: ET.Element) -> None:
        built.append("once")
        group(parent, "part-1", kind="part")

    forget()
    first, second = (
        sheet(10, 10, game="x", seat=0, lang="en", title="t"),
        sheet(10, 10, game="x", seat=0, lang="en", title="t"),
    )
    reuse(first, ("part", 1), build)
    reuse(second, ("part", 1), build)
    assert built == ["once"] and document(first) == document(second) and 'id="part-1"' in document(first)
    reuse(second, ("part", 2), build)
    forget()
    reuse(first, ("part", 1), build)
    assert built == ["once"] * 3
