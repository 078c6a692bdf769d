"""The Djinn table text in Czech, English and German (DJN-VIEW-3)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from rich.text import Text

import conjure
from conjure.engine import RandomBot

WORDS = {
    "cs": ("Tah", "Mapa", "Hráči", "Hráč", "magická síla", "mince", "svitky", "kruhy", "Zřídlo magie"),
    "en": ("Turn", "Map", "Players", "Player", "power", "coins", "scrolls", "circles", "Magic Source"),
    "de": ("Zug", "Spieler", "Magiestärke", "Münzen", "Schriftrollen", "Magiequelle"),
}
YOU = {"cs": "(vy)", "en": "(you)", "de": "(du)"}
RAW = re.compile(r"None|\{'|\[\]|\bP\d\b|\bT\d+\b|stall -1|\bat -\b")


def _positions(players: int, seed: int, **options: object) -> Iterator[conjure.Game]:
    g = conjure.new_game("djinn", players=players, seed=seed, options=options)
    bot = RandomBot(seed)
    step = 0
    while not g.is_over:
        if step % 97 == 0:
            yield g
        seat = g.to_act[0]
        g.apply(seat, bot.choose(g, seat))
        step += 1
    yield g


def test_render_is_translated_and_clean() -> None:
    """Every word comes in the chosen language; no Python values or bare ids leak into the table."""
    for players, seed, opts in ((1, 1, {}), (2, 2, {}), (4, 3, {"long_variant": True}), (3, 4, {"first_game": True})):
        for g in _positions(players, seed, **opts):
            for seat in (0, None):
                for lang, words in WORDS.items():
                    text = g.presentation.render_table(g.view(seat)["table"], seat, lang)
                    plain = Text.from_markup(text).plain  # raises on broken markup
                    for word in words:
                        assert word in plain, (lang, word)
                    assert not RAW.search(plain), (lang, RAW.search(plain))
                    assert (YOU[lang] in plain) == (seat == 0), lang


def test_render_lines_fit_a_wide_terminal() -> None:
    """Long lines are wrapped to 100 characters (markup aside), so nothing runs off a normal terminal."""
    for g in _positions(4, 5):
        for lang in WORDS:
            plain = Text.from_markup(g.presentation.render_table(g.view(0)["table"], 0, lang)).plain
            assert max(len(line) for line in plain.splitlines()) <= 100, lang


def test_render_shows_only_what_the_seat_may_see() -> None:
    """Another seat's scoring cards drawn in secret appear as a count, never by name."""
    g = conjure.new_game("djinn", players=2, seed=7)
    table = g.view(0)["table"]
    table["seats"][1]["hidden_scoring"] = []
    table["seats"][1]["hidden_scoring_count"] = 2
    plain = Text.from_markup(g.presentation.render_table(table, 0, "en")).plain
    assert "hidden scoring cards: 2" in plain


def test_solo_table_names_toms_last_card() -> None:
    """In the solo game the table shows Tom's cards left and the last revealed card in words."""
    g = conjure.new_game("djinn", players=1, seed=3)
    bot = RandomBot(3)
    while not g.state["tom_revealed"]:
        g.apply(0, bot.choose(g, 0))
    plain = Text.from_markup(g.presentation.render_table(g.view(0)["table"], 0, "en")).plain
    line = next(line for line in plain.splitlines() if line.startswith("Tom"))
    assert "cards left" in line and "revealed 1 (last:" in line
