"""The lobby and the results in Debian's Chromium: the Czech lobby shows every game's options in Czech (no option
key, no English help), an open seat is taken with one click and its link stays in the address bar, and a game's end
shows the results table with its replay, which runs under its own security policy.

With ``CONJURE_SCREENSHOTS=<folder>`` the tests also save the pictures of docs/pictures (lobby-cs-*.png,
results-*.png) at 1366×768 and 390×844.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

import conjure
from conjure.engine import registry
from tests.browser import needs_chromium
from tests.web import test_browser as base

pytestmark = needs_chromium
server, browser, shown = base.server, base.browser, base.shown  # the web table's browser fixtures

VIEWPORTS = {"laptop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}
SHOTS = os.environ.get("CONJURE_SCREENSHOTS")


def snap(page: Any, name: str, full: bool = False) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=full)


def conjures_games() -> list[Any]:
    return [r for r in conjure.engine.all_rules() if (registry.package(r.name) or "").startswith("conjure.games.")]


def play_out(server: str, seats: list[dict[str, Any]], game: str = "incantibus") -> dict[str, Any]:
    made = httpx.post(f"{server}/api/tables", json={"game": game, "players": len(seats), "seats": seats}).json()
    end = time.monotonic() + 120
    while not httpx.get(f"{server}/api/tables/{made['id']}").json()["is_over"]:
        assert time.monotonic() < end, "the bots did not finish the game"
        time.sleep(0.2)
    return dict(made)


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_the_czech_lobby_shows_no_option_key_and_no_english_help(server: str, browser: Any, viewport: str) -> None:
    open_table = httpx.post(
        f"{server}/api/tables",
        json={"game": "incantibus", "players": 3, "seats": [{"name": "Anna"}, {"open": True}, {"kind": "bot"}]},
    ).json()
    if SHOTS and viewport == "laptop":  # the pictures show a list with a table of each status
        play_out(server, [{"kind": "bot", "name": "Jana"}, {"kind": "bot", "name": "Petr"}])
        httpx.post(
            f"{server}/api/tables", json={"game": "djinn", "players": 2, "seats": [{"name": "Eva"}, {"name": "Ota"}]}
        )
    page = browser.new_context(viewport=VIEWPORTS[viewport]).new_page()
    page.goto(server + "/?lang=cs")
    for rules in conjures_games():
        page.select_option("#game", rules.name)
        for players in [str(n) for n in rules.players]:
            page.select_option("#players", players)
            shown_text = page.locator("#options").inner_text()
            for option in rules.options:
                assert not re.search(rf"\b{option.name}\b", shown_text), (rules.name, option.name)
                if option.help and (not option.players or int(players) in option.players):
                    assert option.help not in shown_text, (rules.name, option.name, "English help")
            assert "help" not in shown_text.lower()
        if rules.name == "trickerion":
            assert "Temná ulička" in page.locator("#options").inner_text()
            snap(page, f"lobby-cs-{viewport}", full=False)
    row = page.locator(f'tr[data-table="{open_table["id"]}"]')
    assert "čeká na hráče" in row.inner_text() and "Anna" in row.inner_text()
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), "the lobby scrolls sideways"
    if viewport == "phone":
        assert page.evaluate(
            "document.querySelector('.tables-panel').getBoundingClientRect().top"
            " < document.querySelector('#create').getBoundingClientRect().top"
        ), "a phone shows the tables to join before the form"
        return
    page.fill("#join-name", "Bert")
    row.locator("button[data-join]").click()
    page.wait_for_url(f"**/table/{open_table['id']}#seat=*")
    shown(page)
    assert page.get_attribute("main", "data-seat") == "1" and "Bert" in page.locator("#players").inner_text()
    page.reload()  # the link in the address bar keeps the seat
    shown(page)
    assert page.get_attribute("main", "data-seat") == "1" and "#seat=" in page.url


def test_the_list_follows_the_server_without_a_reload(server: str, browser: Any) -> None:
    page = browser.new_context(viewport=VIEWPORTS["laptop"]).new_page()
    page.goto(server + "/?lang=en")
    page.fill("#join-name", "Cleo")
    made = httpx.post(
        f"{server}/api/tables",
        json={"game": "djinn", "players": 2, "seats": [{"name": "Dana"}, {"open": True}]},
    ).json()
    row = page.locator(f'tr[data-table="{made["id"]}"]')
    row.wait_for(timeout=15_000)  # the list is fetched again every 5 s
    assert "Dana" in row.inner_text() and page.input_value("#join-name") == "Cleo"  # the name typed stays
    row.locator("button[data-join]").click()  # a refreshed row's button joins as one served with the page
    page.wait_for_url(f"**/table/{made['id']}#seat=*")
    shown(page)
    assert "Cleo" in page.locator("#players").inner_text()


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_the_results_table_and_the_replay_at_a_games_end(server: str, browser: Any, viewport: str) -> None:
    made = play_out(server, [{"kind": "bot", "name": "Anna"}, {"kind": "bot", "name": "Bert"}, {"kind": "bot"}])
    page = browser.new_context(viewport=VIEWPORTS[viewport]).new_page()
    page.goto(made["seats"][0]["link"].replace("#", "?lang=cs#"))
    page.wait_for_selector("#results table.results-table")
    result = httpx.get(f"{server}/api/tables/{made['id']}?lang=cs").json()["result"]
    rows = page.locator("#results tbody tr")
    assert rows.count() == len(result["sheet"]["rows"]) + 1  # the categories, the total, the tie-break
    header = page.locator("#results thead").inner_text()
    assert all(name in header for name in ("Anna", "Bert", "Hráč 3"))
    assert "Celkem" in page.locator("#results").inner_text() and "Záznam hry" in page.locator("#results").inner_text()
    total = page.locator('#results tr[data-row="total"] td').all_inner_texts()
    ranked = sorted(range(3), key=lambda s: (result["ranks"][s], s))
    assert total == [str(result["scores"][s]) for s in ranked]
    assert page.locator("#play-again").count() == 1 and page.locator("#replay-link").count() == 1
    page.locator("#results").scroll_into_view_if_needed()
    snap(page, f"results-{viewport}")
    assert page.evaluate(
        "(() => { const t = document.querySelector('#results table');"
        " return t.getBoundingClientRect().right <= window.innerWidth; })()"
    ), "the results table goes past the screen's edge"
    assert "Hráč 1" not in page.locator("#results").inner_text(), "the result lines name the players"
    replay = browser.new_context(viewport=VIEWPORTS[viewport]).new_page()
    replay.goto(server + page.get_attribute("#replay-link", "href"))
    replay.wait_for_selector("#table svg")
    replay.keyboard.press("End")
    replay.wait_for_function("() => document.getElementById('where').textContent.split(' / ')[0] !== '0'")
