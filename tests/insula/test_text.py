"""Labels, the log and the table text in Czech, English and German."""

from __future__ import annotations

import conjure
from conjure.engine import RandomBot


def test_labels_and_log_read_in_three_languages() -> None:
    """INS-TEXT-1: every action has a label and every event a sentence in cs, en and de (no raw ids)."""
    g = conjure.new_game("insula", players=4, seed=9, options={"advanced": True})
    bot = RandomBot(9)
    while not g.is_over:
        seat = g.to_act[0]
        for a in g.legal_actions(seat):
            for lang in ("cs", "en", "de"):
                text = a.label(lang)
                assert text and text != a.id, (a.id, lang)
        g.apply(seat, bot.choose(g, seat))
    for e in g.events:
        for lang in ("cs", "en", "de"):
            text = g.describe(e, lang)
            assert text and not text.startswith(e["type"] + ":"), (e, lang)


def test_render_draws_the_island_as_a_grid() -> None:
    """INS-TEXT-2: the table text draws the island as a grid, from the citadel down to the beach and the sea."""
    g = conjure.new_game("insula", players=3, seed=1)
    g.apply(0, "move:in")
    for lang, beach in (("cs", "pláž"), ("en", "beach"), ("de", "Strand")):
        text = g.presentation.render_table(g.view(0)["table"], 0, lang)
        assert beach in text and "≈" in text and "+───────+" in text
        assert text.index("≈") > text.index(beach)
