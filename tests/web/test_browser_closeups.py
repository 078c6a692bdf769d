"""Close-ups in a real browser (Debian's Chromium through Playwright): in every game, hovering a piece on a laptop
shows its close-up, Tab reaches the pieces and focus shows theirs, and on a 390×844 phone a long press shows one inside
the viewport without playing the piece. Skipped, with the reason, where Chromium or Playwright is missing.

With ``CONJURE_CLOSEUP_SHOTS`` set to a folder, the screenshots of docs/pictures (``closeup-<game>-laptop.png``,
``closeup-<game>-phone.png``) are written there.
"""

from __future__ import annotations

import os
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
from tests.web.test_browser import Watched, shown

pytestmark = needs_chromium


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One uvicorn server for the module's tests (each makes its own tables)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    folder = tmp_path_factory.mktemp("closeups")
    running = uvicorn.Server(uvicorn.Config(make_app(folder), host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    end = time.monotonic() + 20
    while not running.started:
        assert time.monotonic() < end and thread.is_alive(), "the server did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    running.should_exit = True
    thread.join(10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """One Chromium for the module's tests; its pages must work under the security policy, without script errors."""
    refused: list[str] = []
    for chromium in launch():
        watched = Watched(chromium)
        yield watched
        refused = watched.refused
    assert refused == [], "the pages' security policy refused something, or a script failed"


SHOTS = os.environ.get("CONJURE_CLOSEUP_SHOTS")
BIGGEST = """ids => {
  // the largest piece in the viewport whose close-up has printed text (a card first, never a whole board), not
  // covered where its middle is
  let best = null, area = 0;
  for (const [id, c] of Object.entries(ids)) {
    if (!c.lines.length || c.hidden || c.kind === "board") continue;
    const piece = document.getElementById(id);
    if (!piece) continue;
    const r = piece.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const a = r.width * r.height * (c.kind === "card" ? 20 : 1) * (c.cost || c.gain ? 2 : 1);
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight || r.width > innerWidth * 0.6) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit.closest(".has-closeup") !== piece) continue;
    if (a > area) { best = [id, x, y]; area = a; }
  }
  return best;
}"""
SCROLLED = """ids => {
  // none on the screen yet (the region's top is empty, or the piece is beyond a wide region's edge): the player
  // scrolls to the first piece shown on this tab whose close-up has printed text
  for (const [id, c] of Object.entries(ids)) {
    if (!c.lines.length || c.hidden || c.kind === "board") continue;
    const piece = document.getElementById(id);
    if (!piece || !piece.getClientRects().length) continue;
    const r = piece.getBoundingClientRect();
    if (r.width > innerWidth * 0.6) continue;
    piece.scrollIntoView({ block: "center", inline: "center" });
    return true;
  }
  return false;
}"""
TIP_BOX = (
    "() => { const r = document.getElementById('closeup').getBoundingClientRect();"
    " return [r.left, r.top, r.right, r.bottom, innerWidth, innerHeight]; }"
)


def _table(server: str, game: str, lang: str) -> tuple[str, str, str]:
    made = httpx.post(f"{server}/api/tables", json={"game": game, "players": 2, "lang": lang}).json()
    token = made["seats"][0]["token"]
    return made["id"], token, f"{server}/table/{made['id']}?lang={lang}#seat={token}"


def _closeups(server: str, table: str, token: str, lang: str) -> dict[str, Any]:
    answer = httpx.get(
        f"{server}/api/tables/{table}/closeups", params={"lang": lang}, headers={"Authorization": f"Bearer {token}"}
    )
    assert answer.status_code == 200, answer.text
    found: dict[str, Any] = answer.json()["closeups"]
    return found


def _tip_shows(page: Any, closeups: dict[str, Any]) -> str:
    """The piece whose close-up is up (it says so with aria-describedby); its close-up's words are in the tooltip,
    which lies inside the viewport."""
    page.wait_for_selector("#closeup:not([hidden])")
    tip = page.locator("#closeup")
    assert tip.get_attribute("role") == "tooltip"
    described = page.locator('#board [aria-describedby="closeup"]')
    assert described.count() == 1
    piece = str(described.get_attribute("id"))
    closeup, shown_text = closeups[piece], tip.inner_text().lower()  # the title's first letter is shown in capitals
    assert closeup["title"].lower() in shown_text
    assert all(line.lower() in shown_text for line in closeup["lines"])
    left, top, right, bottom, width, height = page.evaluate(TIP_BOX)
    assert 0 <= left and right <= width and 0 <= top and bottom <= height, "the close-up leaves the viewport"
    return piece


@pytest.mark.parametrize("game", games.names())
def test_hover_and_keyboard_show_a_closeup_on_a_laptop(server: str, browser: Any, game: str) -> None:
    table, token, link = _table(server, game, "en")
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    page.goto(link)
    shown(page)
    closeups = _closeups(server, table, token, "en")
    # the pieces are marked once the page has asked; wait for one that shows (the first marked piece of the page may
    # lie in a region that is folded, or being laid out again, while the page settles)
    page.locator("#board .has-closeup >> visible=true").first.wait_for()
    found = page.evaluate(BIGGEST, closeups)
    assert found, "a piece with printed text is on the screen"
    piece, x, y = found
    page.mouse.move(x, y)
    assert _tip_shows(page, closeups) == piece
    assert page.locator(f'[id="{piece}"] > title').count() == 0, "no second tooltip of the browser's own"
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / f"closeup-{game}-laptop.png"))
    page.mouse.move(1, 1)
    page.wait_for_selector("#closeup", state="hidden")
    # the keyboard: Tab through the page until a piece of the board has the focus; its close-up shows
    focused = None
    for _ in range(40):
        page.keyboard.press("Tab")
        focused = page.evaluate(
            "() => document.activeElement && document.activeElement.classList.contains('has-closeup')"
            " ? document.activeElement.id : null"
        )
        if focused:
            break
    assert focused, "Tab reaches the pieces of the board"
    assert _tip_shows(page, closeups) == focused
    page.keyboard.press("ArrowRight")  # the arrow keys go from piece to piece, each showing its close-up
    moved = page.evaluate("() => document.activeElement.id")
    assert moved != focused and moved in closeups
    assert _tip_shows(page, closeups) == moved
    page.keyboard.press("Escape")
    page.wait_for_selector("#closeup", state="hidden")
    page.context.close()


STATE = """() => ({tab: document.querySelector('main').dataset.tab, step: document.querySelector('main').dataset.step,
  marked: document.querySelectorAll('#board .has-closeup').length, pending: document.getElementById('board')
  .classList.contains('pending')})"""


def _open_the_table(page: Any, seconds: float = 30) -> None:
    """Open the phone's table tab and wait until a piece with a close-up shows there (the pieces are marked once the
    page has asked). Should the page change tabs meanwhile (the turn coming as the page settles), the player opens
    the table again; the page's state is named if no piece shows."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if page.get_attribute("main", "data-tab") != "shared":
            page.click('#tabs [data-tab="shared"]')
        try:
            page.locator("#board .has-closeup >> visible=true").first.wait_for(timeout=2000)
            return
        except Exception:  # Playwright's TimeoutError (not imported: the module loads without Playwright)
            continue
    raise AssertionError(f"no piece with a close-up shows on the table tab: {page.evaluate(STATE)}")


@pytest.mark.parametrize("game", games.names())
def test_a_long_press_shows_a_closeup_on_a_phone(server: str, browser: Any, game: str) -> None:
    table, token, link = _table(server, game, "cs")
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(link)
    shown(page)
    step = page.get_attribute("main", "data-step")
    closeups = _closeups(server, table, token, "cs")
    # a phone shows one tab of regions (the choices' tab when the decision has no piece): the player opens the table
    _open_the_table(page)
    found = page.evaluate(BIGGEST, closeups) or page.evaluate(SCROLLED, closeups) and page.evaluate(BIGGEST, closeups)
    assert found, "a piece with printed text is on the screen"
    piece, x, y = found
    touch = context.new_cdp_session(page)
    point = [{"x": x, "y": y, "id": 1}]
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": point})
    page.wait_for_timeout(700)  # a long press: the finger rests
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    pressed = _tip_shows(page, closeups)
    # the pressed piece, or one beside it that the phone's touch adjustment chose (a pawn standing on a field)
    near = page.evaluate(
        "([id, x, y]) => { const r = document.getElementById(id).getBoundingClientRect();"
        " return Math.max(r.left - x, x - r.right, 0) + Math.max(r.top - y, y - r.bottom, 0); }",
        [pressed, x, y],
    )
    assert pressed == piece or near <= 24, f"pressed {piece}, shown {pressed} ({near} px away)"
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth + 1"), "no sideways scroll"
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / f"closeup-{game}-phone.png"))
    page.wait_for_timeout(300)
    assert page.get_attribute("main", "data-step") == step, "the long press played nothing"
    # a tap elsewhere puts it away
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": 5, "y": 5, "id": 2}]})
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_selector("#closeup", state="hidden")
    context.close()


def test_a_failed_question_for_the_closeups_is_asked_again(server: str, browser: Any) -> None:
    """The server answers the page's first question for the close-ups with 503 (busy): the page asks again a moment
    later, and the pieces get their close-ups without a move being made."""
    game = games.names()[0]
    table, token, link = _table(server, game, "en")
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    refused: list[str] = []

    def once(route: Any) -> None:
        if refused:
            route.continue_()
        else:
            refused.append(route.request.url)
            route.fulfill(status=503, body="busy")

    page.route("**/closeups*", once)
    page.goto(link)
    shown(page)
    page.locator("#board .has-closeup >> visible=true").first.wait_for(timeout=20_000)
    assert len(refused) == 1, "the first question was refused"
    assert page.get_attribute("main", "data-step") == "0", "no move was made meanwhile"
    page.context.close()
