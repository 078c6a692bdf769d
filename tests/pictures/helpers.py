"""Helpers for the pictures' tests: seeded random games, the SVG parsed, its ids, texts and data attributes."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable
from typing import Any

import conjure
from conjure.engine.bots import RandomBot
from tests import games

SVG = "{http://www.w3.org/2000/svg}"
GAMES = games.names()
# a few configurations per game, enough to show every kind of piece (solo Tom, expert books, the blue citadel)
CONFIGS: list[tuple[str, int, dict[str, Any]]] = games.configs("PICTURES")


def played(name: str, players: int, options: dict[str, Any], seed: int, steps: int) -> conjure.Game:
    """A seeded random game after ``steps`` actions (or at its end)."""
    game = conjure.new_game(name, players=players, seed=seed, options=options)
    bot = RandomBot(seed)
    while not game.is_over and len(game.history) < steps:
        seat = game.to_act[0]
        game.apply(seat, bot.choose(game, seat))
    return game


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg.encode("utf-8"))
    assert root.tag == SVG + "svg"
    return root


def ids(root: ET.Element) -> Counter[str]:
    return Counter(e.attrib["id"] for e in root.iter() if "id" in e.attrib)


def by_id(root: ET.Element) -> dict[str, ET.Element]:
    return {e.attrib["id"]: e for e in root.iter() if "id" in e.attrib}


def texts(root: ET.Element) -> list[str]:
    """Every text a person can read: the texts drawn and the tooltips."""
    return [e.text for e in root.iter() if e.tag in (SVG + "text", SVG + "title") and e.text]


def data_values(root: ET.Element, key: str) -> set[str]:
    return {e.attrib[f"data-{key}"] for e in root.iter() if f"data-{key}" in e.attrib}


def played_until(name: str, players: int, seed: int, wanted: Callable[[conjure.Game], bool]) -> conjure.Game:
    """A seeded random game run until ``wanted`` holds (AssertionError if it never does)."""
    game = conjure.new_game(name, players=players, seed=seed)
    bot = RandomBot(seed)
    while not wanted(game):
        assert not game.is_over, "the game ended before the position wanted"
        seat = game.to_act[0]
        game.apply(seat, bot.choose(game, seat))
    return game
