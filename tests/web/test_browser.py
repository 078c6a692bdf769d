"""The web table in a real browser: Debian's Chromium driven by Playwright, against a real uvicorn server.

Two players open their invite links in two browser contexts and play an opening of each game (the first
choice by a click on the board where the game has one, of the kind its suite's ``OPENING_CLICK`` names, the rest
from the list); a spectator watches from a third; one player reloads mid-game
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

from tests import games
from tests.browser import launch, needs_chromium
from tests.web.helpers import make_app

REGIONS = "#board .region svg"  # the table's picture, shown a region (a panel of the poster) at a time

pytestmark = needs_chromium


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    running = uvicorn.Server(
        uvicorn.Config(make_app(tmp_path, bot_delay=0.1), host="127.0.0.1", port=port, log_level="warning")
    )
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    end = time.monotonic() + 20
    while not running.started:
        assert time.monotonic() < end and thread.is_alive(), "the server did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    running.should_exit = True
    thread.join(10)


class Watched:
    """The browser, each of whose pages reports what the server's Content-Security-Policy refused (the browser
    logs it, and the page fires ``securitypolicyviolation``) and every script error: the pages must work under the
    policy (``conjure.web.guard``)."""

    def __init__(self, chromium: Any) -> None:
        self.chromium, self.refused = chromium, list[str]()

    def new_context(self, **options: Any) -> Any:
        context = self.chromium.new_context(**options)
        context.add_init_script(
            "document.addEventListener('securitypolicyviolation', (e) => console.error("
            "'Content Security Policy refused ' + e.violatedDirective + ' ' + e.blockedURI));"
        )
        context.on(
            "console",
            lambda message: self.refused.append(message.text) if "Content Security Policy" in message.text else None,
        )
        context.on("weberror", lambda error: self.refused.append(f"script error: {error.error}"))
        return context


@pytest.fixture
def browser() -> Iterator[Any]:
    refused: list[str] = []
    for chromium in launch():  # one browser, closed when the loop ends
        watched = Watched(chromium)
        yield watched
        refused = watched.refused
    assert refused == [], "the pages' security policy refused something, or a script failed"


def test_the_lobby_makes_a_table_and_every_page_works_under_the_security_policy(server: str, browser: Any) -> None:
    page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    answer = page.goto(server + "/")
    assert answer is not None and "script-src 'self'" in answer.headers["content-security-policy"]
    page.select_option("#game", "djinn")
    page.fill('[data-seat-name="0"]', "Anna")
    page.click("#create button[type=submit]")
    page.wait_for_selector("#created:not([hidden])")
    page.click('[data-seat-link="0"]')
    shown(page)
    assert page.locator(REGIONS).count() > 1 and page.locator("#players").inner_text().count("Anna") == 1
    assert page.locator("#actions button").count() > 0, "the table's script runs: its choices are listed"
    page.goto(server + "/")
    assert page.locator("table.tables a").count() == 1, "the lobby lists the table"
    page.goto(server + "/table/none-such")
    assert page.locator("body").inner_text() != ""
    framed = browser.new_context().new_page()  # another site may not frame the table
    framed.set_content(f'<iframe id="f" src="{server}/"></iframe>')
    framed.wait_for_timeout(500)
    frame = framed.frame_locator("#f")
    assert frame.locator("#create").count() == 0, "the lobby was shown in another site's frame"
    browser.refused[:] = [line for line in browser.refused if "frame-ancestors" not in line]  # that one was meant


def step_of(page: Any) -> int:
    return int(page.get_attribute("main", "data-step") or -1)


def shown(page: Any) -> None:
    """Wait until the page shows a frame and that frame's picture (which follows the frame in a message of its
    own)."""
    page.wait_for_function(
        "() => { const d = document.querySelector('main').dataset;"
        " return d.step !== undefined && d.picture === d.step; }"
    )


def to_act(page: Any) -> list[int]:
    return [int(s) for s in (page.get_attribute("main", "data-to-act") or "").split()]


@pytest.mark.parametrize("game", games.names())
def test_two_players_and_a_spectator_play_an_opening_one_reloads(
    server: str, browser: Any, tmp_path: Path, game: str
) -> None:
    made = httpx.post(f"{server}/api/tables", json={"game": game, "players": 2}).json()
    pages = []
    for link in [s["link"] for s in made["seats"]] + [made["spectator"]]:
        page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
        page.goto(link)
        shown(page)
        pages.append(page)
    players, spectator = pages[:2], pages[2]
    players[0].wait_for_selector('#players li[data-seat="1"].here')  # told that seat 1 came (a presence message)
    assert "#seat=" in players[0].url, "the seat's link stays in the address bar (a reload or a bookmark keeps it)"
    assert spectator.locator("#actions button").count() == 0
    clicked_board = False
    opening_click = games.told(game, "OPENING_CLICK")  # what the game's opening must offer on the board, if anything
    for turn in range(10):
        if turn == 4:
            players[1].reload()  # the token is remembered; the page catches up and plays on
            shown(players[1])
            assert players[1].get_attribute("main", "data-seat") == "1"
        step = step_of(players[0])
        seat = to_act(players[0])[0]
        page = players[seat]
        page.wait_for_function("s => Number(document.querySelector('main').dataset.picture) === s", arg=step)
        pieces = page.locator("#board .clickable" + (f'[data-actions*="{opening_click}"]' if opening_click else ""))
        if not clicked_board and pieces.count() and pieces.first.is_visible():
            made = (pieces.first.get_attribute("data-actions") or "").split()
            pieces.first.click()
            if len(made) > 1:  # several choices on the piece: the picker beside it offers them
                page.locator("#picker .picker-choice").first.click()
            clicked_board = True
        else:
            page.locator("#actions button").first.click()
        for other in pages:
            other.wait_for_function("s => Number(document.querySelector('main').dataset.step) > s", arg=step)
    assert clicked_board or opening_click is None, f"{game}'s opening offers {opening_click!r} on the board"
    assert step_of(spectator) == step_of(players[0]) == step_of(players[1]) >= 10
    assert spectator.locator("#log li").count() > 3
    for page in pages:  # every game draws its table (the words are the fallback of a game without one), in regions
        shown(page)
    assert all(p.locator(REGIONS).count() > 1 for p in pages)
    players[0].screenshot(path=str(tmp_path / f"{game}-web.png"))
    players[1].close()
    players[0].wait_for_selector('#players li[data-seat="1"].away')  # and that seat 1 went
    assert "Player 2 · " in players[0].locator('#players li[data-seat="1"]').inner_text()


def test_hot_seat_passes_the_device_before_the_next_seats_secret_choice(server: str, browser: Any) -> None:
    # three players point at once: the second must not see the first one's choice (the third, the last to point,
    # sees nothing hidden)
    made = httpx.post(f"{server}/api/tables", json={"game": "incantibus", "players": 3}).json()
    tokens = ",".join(s["token"] for s in made["seats"])
    page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    page.goto(f"{made['spectator']}#seats={tokens}")
    shown(page)
    assert page.get_attribute("main", "data-seat") == "0" and page.locator("#cover").is_hidden()
    page.locator("#actions button").first.click()  # seat 0 points in secret
    page.wait_for_selector("#cover:not([hidden])")
    assert "Player 2" in page.inner_text("#cover")
    assert page.locator("#board svg").count() == 0 and page.locator("#actions li").count() == 0, (
        "while the device is passed, nothing of seat 0's table is on the screen"
    )
    page.click("#ready")
    page.wait_for_function("() => document.querySelector('main').dataset.seat === '1'")
    shown(page)
    assert page.locator(REGIONS).count() > 1 and page.locator("#actions button").count() > 0
    page.locator("#actions button").first.click()  # seat 1 points: the phase resolves, and play goes on
    page.wait_for_function("""() => !document.getElementById("cover").hidden
        || Number(document.querySelector("main").dataset.step) >= 2""")


def djinn_table(server: str, **extra: Any) -> dict[str, Any]:
    """Djinn, seed 2: seat 1 (Bert) picks first; picking a character tile may be taken back."""
    body = {"game": "djinn", "players": 2, "seed": 2, "seats": [{"name": "Anna"}, {"name": "Bert"}], **extra}
    made: dict[str, Any] = httpx.post(f"{server}/api/tables", json=body).json()
    return made


def at_step(page: Any, step: int) -> None:
    """Wait until the page shows ``step`` and its picture."""
    page.wait_for_function(
        "s => { const d = document.querySelector('main').dataset;"
        " return Number(d.step) === s && Number(d.picture) === s; }",
        arg=step,
    )


def test_a_player_undoes_a_move_and_the_other_page_follows(server: str, browser: Any, tmp_path: Path) -> None:
    made = djinn_table(server)
    pages = []
    for link in [s["link"] for s in made["seats"]]:
        page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
        page.goto(link)
        shown(page)
        pages.append(page)
    anna, bert = pages
    bert.locator("#actions button").first.click()
    at_step(anna, 1)
    anna.locator("#actions button").first.click()
    at_step(bert, 2)
    at_step(anna, 2)
    anna.wait_for_selector("#undo-button")
    assert bert.locator("#undo-button").count() == 0, "Bert's pick was seen by Anna: only Anna may undo"
    assert "Anna (you)" in anna.inner_text("#board") and "Bert" in anna.inner_text("#board")
    assert "Anna" in anna.inner_text("#log") and "Player 1" not in anna.inner_text("#log")
    anna.screenshot(path=str(tmp_path / "undo-button.png"))
    version = int(anna.get_attribute("main", "data-version") or -1)
    anna.click("#undo-button")
    for page in pages:
        at_step(page, 1)
        page.wait_for_function("v => Number(document.querySelector('main').dataset.version) === v", arg=version + 1)
        assert page.locator("#log li").last.inner_text() == "Anna took back 1 action"
    assert anna.locator("#undo-button").count() == 0 and anna.locator("#actions button").count() > 0
    anna.locator("#actions button").first.click()  # the page plays on from the position after the undo
    at_step(bert, 2)


def test_hot_seat_a_player_takes_a_move_back_before_passing_the_device(server: str, browser: Any) -> None:
    """Trickerion, seed 1: Anna picks a magician (a step she may take back); Bert's table shows his hand."""
    body = {"game": "trickerion", "players": 2, "seed": 1, "seats": [{"name": "Anna"}, {"name": "Bert"}]}
    made = httpx.post(f"{server}/api/tables", json=body).json()
    tokens = ",".join(s["token"] for s in made["seats"])
    page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    page.goto(f"{made['spectator']}#seats={tokens}")
    shown(page)
    assert page.get_attribute("main", "data-seat") == "0" and page.locator("#cover").is_hidden(), "Anna picks first"
    page.locator("#actions button").first.click()
    page.wait_for_selector("#cover:not([hidden])")
    assert "Pass the device to Bert" in page.inner_text("#cover")
    page.click("#undo-before-passing")  # "Anna: undo my last action"
    page.wait_for_selector("#cover", state="hidden")
    at_step(page, 0)
    assert page.get_attribute("main", "data-seat") == "0" and page.locator("#actions button").count() > 0
    assert page.locator("#log li").last.inner_text() == "Anna took back 1 action"


def pick(page: Any, action: str) -> None:
    page.locator(f'#actions button[data-action="{action}"]').click()


def test_hot_seat_shows_an_open_table_at_once_and_covers_it_once_it_turns_private(
    server: str, browser: Any, tmp_path: Path
) -> None:
    """Djinn, seed 2: the characters are picked in the open, so each seat's table is shown at once, with the last
    seat's undo beside it; Bert's fourth pick draws hidden scoring cards, so the others look away first."""
    made = djinn_table(server)
    tokens = ",".join(s["token"] for s in made["seats"])
    page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    page.goto(f"{made['spectator']}#seats={tokens}")
    shown(page)
    pick(page, "char:N1")  # Bert
    at_step(page, 1)
    assert page.get_attribute("main", "data-seat") == "0" and page.locator("#cover").is_hidden(), "Anna, at once"
    assert page.get_attribute("main", "data-private") == ""
    page.wait_for_selector("#undo #undo-before-passing")
    assert page.inner_text("#undo-before-passing") == "Bert: undo my last action"
    page.screenshot(path=str(tmp_path / "hot-seat-open.png"))
    page.click("#undo-before-passing")
    at_step(page, 0)
    assert page.get_attribute("main", "data-seat") == "1" and page.locator("#cover").is_hidden()
    for step, action in enumerate(["char:N1", "char:N2", "char:P5"], start=1):
        pick(page, action)
        at_step(page, step)
        assert page.locator("#cover").is_hidden()
    pick(page, "char:P10")  # Bert draws hidden scoring cards: his table is his alone now
    page.wait_for_selector("#cover:not([hidden])")
    assert page.inner_text("#cover p") == "Bert's table now shows a secret. The others look away."
    assert page.locator("#board svg").count() == 0
    page.click("#ready")
    at_step(page, 4)
    assert page.get_attribute("main", "data-seat") == "1" and page.get_attribute("main", "data-private") == "yes"


def test_a_seat_whose_bank_runs_out_has_a_bot_move_for_it_and_the_page_says_so(server: str, browser: Any) -> None:
    made = djinn_table(server, clock={"minutes": 0.01, "increment": 5})  # 0.6 s each, 5 s more per move
    page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    page.goto(made["seats"][0]["link"])
    shown(page)
    assert page.locator("[data-clock]").count() == 2
    page.wait_for_selector("#clock-notes li", timeout=20_000)
    assert page.inner_text("#clock-notes li") == "Bert's time ran out: a bot made the move (step 1)."
    assert step_of(page) >= 1 and "Bert" in page.inner_text("#log")
