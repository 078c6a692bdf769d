"""The web table in a real browser: Debian's Chromium driven by Playwright, against a real uvicorn server.

Two players open their invite links in two browser contexts and play an opening of each game (the first
choice by a click on the board where the game has one, the rest from the list); a spectator watches from a third; one player reloads mid-game
and carries on from the same seat. Skipped, with the reason, where Chromium or Playwright is missing.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn

from tests.browser import launch, needs_chromium
from tests.web.helpers import make_app

BOARD_CLICKS = {"incantibus"}  # Djinn's clickable pieces (characters, fields) need not come up in its opening

pytestmark = needs_chromium


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    running = uvicorn.Server(uvicorn.Config(make_app(tmp_path, bot_delay=0.1), host="127.0.0.1", port=port,
                                            log_level="warning"))
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    end = time.monotonic() + 20
    while not running.started:
        assert time.monotonic() < end and thread.is_alive(), "the server did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    running.should_exit = True
    thread.join(10)


@pytest.fixture
def browser() -> Iterator[Any]:
    yield from launch()


def step_of(page: Any) -> int:
    return int(page.get_attribute("main", "data-step") or -1)


def shown(page: Any) -> None:
    page.wait_for_function("() => document.querySelector('main').dataset.step !== undefined")


def to_act(page: Any) -> list[int]:
    return [int(s) for s in (page.get_attribute("main", "data-to-act") or "").split()]


@pytest.mark.parametrize("game", ["incantibus", "djinn", "insula", "trickerion"])
def test_two_players_and_a_spectator_play_an_opening_one_reloads(server: str, browser: Any, tmp_path: Path,
                                                                 game: str) -> None:
    made = httpx.post(f"{server}/api/tables", json={"game": game, "players": 2}).json()
    pages = []
    for link in [s["link"] for s in made["seats"]] + [made["spectator"]]:
        page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
        page.goto(link)
        shown(page)
        pages.append(page)
    players, spectator = pages[:2], pages[2]
    assert "#seat=" not in players[0].url, "the token leaves the address bar"
    assert spectator.locator("#actions button").count() == 0
    clicked_board = False
    for turn in range(10):
        if turn == 4:
            players[1].reload()  # the token is remembered; the page catches up and plays on
            shown(players[1])
            assert players[1].get_attribute("main", "data-seat") == "1"
        step = step_of(players[0])
        seat = to_act(players[0])[0]
        page = players[seat]
        page.wait_for_function("s => Number(document.querySelector('main').dataset.step) === s", arg=step)
        pieces = page.locator("#board .clickable")
        if not clicked_board and pieces.count() and pieces.first.is_visible():
            pieces.first.click()
            clicked_board = True
        else:
            page.locator("#actions button").first.click()
        for other in pages:
            other.wait_for_function("s => Number(document.querySelector('main').dataset.step) > s", arg=step)
    assert clicked_board or game not in BOARD_CLICKS, f"{game}'s pieces are clickable on the board"
    assert step_of(spectator) == step_of(players[0]) == step_of(players[1]) >= 10
    assert spectator.locator("#log li").count() > 3
    picture = "#board svg"  # every game draws its table (the words are the fallback of a game without one)
    assert all(p.locator(picture).count() == 1 for p in pages)
    players[0].screenshot(path=str(tmp_path / f"{game}-web.png"))


def test_hot_seat_passes_the_device_before_the_next_seats_secret_choice(server: str, browser: Any) -> None:
    made = httpx.post(f"{server}/api/tables", json={"game": "incantibus", "players": 2}).json()
    tokens = ",".join(s["token"] for s in made["seats"])
    page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    page.goto(f"{made['spectator']}#seats={tokens}")
    shown(page)
    assert page.get_attribute("main", "data-seat") == "0" and page.locator("#cover").is_hidden()
    page.locator("#actions button").first.click()  # seat 0 points in secret
    page.wait_for_selector("#cover:not([hidden])")
    assert "Player 2" in page.inner_text("#cover")
    assert page.locator("#board svg").count() == 0 and page.locator("#actions li").count() == 0, \
        "while the device is passed, nothing of seat 0's table is on the screen"
    page.click("#ready")
    page.wait_for_function("() => document.querySelector('main').dataset.seat === '1'")
    assert page.locator("#board svg").count() == 1 and page.locator("#actions button").count() > 0
    page.locator("#actions button").first.click()  # seat 1 points: the phase resolves, and play goes on
    page.wait_for_function("""() => !document.getElementById("cover").hidden
        || Number(document.querySelector("main").dataset.step) >= 2""")
