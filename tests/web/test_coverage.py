"""Issue 30, "Moves on the board": how many legal actions can be started from the board, pinned per game.

The playouts of ``tests/web/coverage.py`` count every legal action as on the board, board-less (listed with its
reason in the game's suite, ``BOARDLESS``) or missing. Each game's suite pins ``CLICK_COVERAGE = (on the board,
missing)`` exactly: a change that puts more actions on the board raises the first figure (and the pin with it), one
that loses a board click fails here.
"""

from __future__ import annotations

import pytest

from tests import games
from tests.web import coverage

GAMES = [name for name in games.names() if games.told(name, "CLICK_COVERAGE") is not None]


def test_every_game_with_board_clicks_pins_its_coverage() -> None:
    assert GAMES and set(GAMES) == {n for n in games.names() if games.told(n, "CLICKS")}


@pytest.mark.parametrize("name", GAMES)
def test_coverage_is_pinned(name: str) -> None:
    found = coverage.measure(name)
    assert found.pinned() == games.told(name, "CLICK_COVERAGE"), (
        f"{name}: {found.on_board} actions on the board, missing {dict(found.missing)}"
    )


@pytest.mark.parametrize("name", GAMES)
def test_every_boardless_action_says_why(name: str) -> None:
    listed = games.told(name, "BOARDLESS", {})  # none: every action names a piece (an unlisted one counts as missing)
    assert all(isinstance(why, str) and why.strip() for why in listed.values())


def test_boardless_matches_an_id_or_a_prefix() -> None:
    listed = {"end": "", "red:none": ""}
    assert coverage.is_boardless("end", listed)
    assert coverage.is_boardless("red:none", listed)
    assert not coverage.is_boardless("red:S3", listed)
    assert not coverage.is_boardless("ending", listed)
