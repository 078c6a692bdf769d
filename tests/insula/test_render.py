"""The table text in Czech, English and German."""

from __future__ import annotations

import conjure
from conjure.engine import RandomBot

WORDS = {
    "cs": ("Kolo", "Hráč", "vitalita", "únava", "květiny", "kletby", "pláž", "moře", "citad"),
    "en": ("Round", "Player", "vitality", "fatigue", "flowers", "curses", "beach", "sea", "citadel"),
    "de": ("Runde", "Spieler", "Vitalität", "Müdigkeit", "Blumen", "Flüche", "Strand", "Meer", "Zitadelle"),
}


def _games():
    for seed, opts in (
        (1, {}),
        (2, {"advanced": True, "citadel": "purple"}),
        (3, {"advanced": True, "citadel": "blue"}),
    ):
        g = conjure.new_game("insula", players=5, seed=seed, options=opts)
        bot = RandomBot(seed)
        for step in range(400):
            if g.is_over:
                break
            if step % 40 == 0:
                yield g
            seat = g.to_act[0]
            g.apply(seat, bot.choose(g, seat))
        yield g


def test_render_is_translated_and_clean() -> None:
    """INS-TEXT-2: the render uses only the chosen language and shows no raw Python values."""
    for g in _games():
        for seat in (0, None):
            for lang, words in WORDS.items():
                text = g.presentation.render_table(g.view(seat)["table"], seat, lang)
                for word in words:
                    assert word in text, (lang, word)
                for bad in ("None", "{", "[]", "CITA", "PLÁŽ"):
                    assert bad not in text, (lang, bad)
                if seat == 0:
                    assert {"cs": "(vy)", "en": "(you)", "de": "(du)"}[lang] in text


def test_render_fits_100_columns_and_hides_hands() -> None:
    """INS-TEXT-2: the grid fits a 100-column terminal and other players' hands show only as counts."""
    from rich.text import Text

    for g in _games():
        view = g.view(0)["table"]
        text = g.presentation.render_table(view, 0, "en")
        plain = Text.from_markup(text).plain
        grid_lines = [
            line for line in plain.splitlines() if line.startswith(("   +", "   |")) or line[:2].strip().isdigit()
        ]
        assert all(len(line) <= 100 for line in grid_lines)
        for i, p in enumerate(view["seats"]):
            if i != 0:
                assert "hand" not in p
        assert "hidden" in plain


def test_every_action_and_event_reads_in_three_languages() -> None:
    """INS-TEXT-1: labels and event sentences exist in cs, en and de for basic, purple and blue games."""
    import re

    raw = re.compile(r"-?\d+,-?\d+|None|\{|\}|\[|\]")
    for seed, opts in (
        (4, {}),
        (5, {"advanced": True, "citadel": "purple"}),
        (6, {"advanced": True, "citadel": "blue"}),
    ):
        g = conjure.new_game("insula", players=4, seed=seed, options=opts)
        bot = RandomBot(seed)
        while not g.is_over:
            seat = g.to_act[0]
            for a in g.legal_actions(seat):
                for lang in ("cs", "en", "de"):
                    text = a.label(lang)
                    assert text and text != a.id and not raw.search(text), (a.id, lang, text)
            g.apply(seat, bot.choose(g, seat))
        for e in g.events:
            for lang in ("cs", "en", "de"):
                text = g.describe(e, lang)
                assert text and not raw.search(text), (e, lang, text)
