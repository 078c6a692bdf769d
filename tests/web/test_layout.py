"""The live table is readable without zoom, on a laptop and on a phone, and says what just happened (issue 30).

Measured in Debian's Chromium (``tests.web.layout``): every displayed text of the table is 11 CSS px or more at the
5th percentile and 9 px or more at the least, and the page never scrolls sideways; the banner says whose turn it is
and the decision, the tab's title says "Your turn"; the other seats' moves since the seat's last turn are marked on
the board and listed. One browser and one server for the module. Skipped, with the reason, without Chromium.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests import games
from tests.browser import launch, needs_chromium
from tests.web.layout import TIMEOUT, VIEWPORTS, measure, new_table, open_table, serving

pytestmark = needs_chromium


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with serving(tmp_path_factory.mktemp("layout")) as address:
        yield address


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    yield from launch()


@pytest.fixture(scope="module")
def made(server: str) -> dict[str, dict[str, Any]]:
    """A two-seat table of every game, 16 random moves in (more on the board than at the start)."""
    return {game: new_table(server, game, 16) for game in games.names()}


def acting_link(table: dict[str, Any], server: str) -> tuple[str, int]:
    """The link of the seat to act first, and that seat."""
    seat = httpx.get(f"{server}/api/tables/{table['id']}", timeout=TIMEOUT).json()["to_act"][0]
    return table["seats"][seat]["link"], seat


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
@pytest.mark.parametrize("game", games.names())
def test_every_text_reads_without_zoom_and_the_page_never_scrolls_sideways(
    server: str, chromium: Any, made: dict[str, dict[str, Any]], game: str, viewport: str
) -> None:
    link, _ = acting_link(made[game], server)
    page = open_table(chromium, link, viewport)
    try:
        found = measure(page)
        assert found.texts > 10, f"{game} at {viewport}: the table shows hardly any text ({found})"
        assert found.p5 >= 11, f"{game} at {viewport}: {found}"
        assert found.least >= 9, f"{game} at {viewport}: {found}"
        assert not found.sideways, f"{game} at {viewport}: the page scrolls sideways"
        for tab in ("shared", "mine", "others", "choices") if viewport == "phone" else ("",):  # a phone's every tab
            if tab:
                page.click(f'#tabs button[data-tab="{tab}"]')
            for others in page.locator("details.region").all():  # another seat's panel, opened, reads as well
                if others.is_visible():
                    others.locator("summary").click()
            again = measure(page)
            assert again.p5 >= 11 and again.least >= 9 and not again.sideways, f"{game} at {viewport} {tab}: {again}"
    finally:
        page.context.close()


@pytest.mark.parametrize("lang", ["cs", "en", "de"])
def test_the_banner_and_the_tab_title_say_whose_turn_it_is(server: str, chromium: Any, lang: str) -> None:
    body = {"game": "djinn", "players": 2, "seed": 2}  # one seat acts at a time
    table = httpx.post(f"{server}/api/tables", json=body, timeout=TIMEOUT).json()
    link, seat = acting_link(table, server)
    turn = {"cs": "Jste na tahu", "en": "Your turn", "de": "Du bist am Zug"}[lang]
    mine = open_table(chromium, link, "laptop", lang)
    other = open_table(chromium, table["seats"][1 - seat]["link"], "phone", lang)
    try:
        banner = mine.inner_text("#banner")
        assert banner.startswith(turn + ":") and len(banner) > len(turn) + 5, banner  # and the decision
        assert mine.title().startswith(turn + " · ")
        assert "mine" in (mine.get_attribute("#banner", "class") or "")
        assert not other.title().startswith(turn) and turn not in other.inner_text("#banner")
        assert other.inner_text("#banner").strip() != ""
    finally:
        mine.context.close()
        other.context.close()


def test_the_other_seats_moves_since_my_turn_are_marked_and_listed(server: str, chromium: Any) -> None:
    body = {"game": "djinn", "players": 2, "seed": 2, "seats": [{"name": "Anna"}, {"name": "Bert"}]}
    table = httpx.post(f"{server}/api/tables", json=body, timeout=TIMEOUT).json()  # seed 2: Bert picks first
    anna, bert = (open_table(chromium, s["link"], "laptop") for s in table["seats"])
    try:
        assert anna.locator(".moved").count() == 0 and anna.locator("#since-box").is_hidden()
        bert.locator("#actions button").first.click()
        anna.wait_for_function("() => document.querySelector('main').dataset.picture === '1'")
        assert anna.locator(".moved").count() > 0, "Bert's pick is marked on Anna's board"
        assert "Bert" in anna.inner_text("#since")
        anna.locator("#actions button").first.click()
        bert.wait_for_function("() => document.querySelector('main').dataset.picture === '2'")
        since = bert.inner_text("#since")
        assert "Anna" in since and "Bert" not in since, "Bert's list holds Anna's move, not his own"
        assert bert.locator("#board .moved").count() > 0
    finally:
        anna.context.close()
        bert.context.close()


def test_the_zoom_control_and_the_sound_toggle(server: str, chromium: Any, made: dict[str, dict[str, Any]]) -> None:
    link, _ = acting_link(made["insula"], server)
    page = open_table(chromium, link, "laptop")
    try:
        width = page.locator("#board .region svg").first.bounding_box()["width"]
        page.click("#zoom-in")
        assert page.inner_text("#zoom-level") == "110 %"
        larger = page.locator("#board .region svg").first.bounding_box()["width"]
        assert larger > width * 1.05
        assert page.get_attribute("#sound", "aria-pressed") == "false", "the sound is off unless turned on"
        page.click("#sound")
        assert page.get_attribute("#sound", "aria-pressed") == "true"
    finally:
        page.evaluate("() => localStorage.clear()")
        page.context.close()


def test_a_phone_switches_between_the_table_my_area_the_others_and_the_choices(
    server: str, chromium: Any, made: dict[str, dict[str, Any]], tmp_path: Path
) -> None:
    link, seat = acting_link(made["djinn"], server)
    page = open_table(chromium, link, "phone")
    try:
        for tab, shown in (
            ("mine", f'[data-region="seat-{seat}"]'),
            ("others", "details.region"),
            ("choices", "#actions"),
        ):
            page.click(f'#tabs button[data-tab="{tab}"]')
            assert page.locator(shown).first.is_visible(), tab
            assert page.locator("#board").is_visible() == (tab != "choices")
    finally:
        page.context.close()


REGIONS_JS = """
() => [...document.querySelectorAll('#board .region')].filter((r) => r.offsetParent !== null).map((r) => {
  const box = r.querySelector('.scroll');
  return { region: r.dataset.region, scroll: box.scrollWidth, width: box.clientWidth };
})
"""


@pytest.mark.parametrize("game", games.names())
def test_on_a_phone_every_region_fits_its_box_in_its_compact_form(
    server: str, chromium: Any, made: dict[str, dict[str, Any]], game: str
) -> None:
    link, _ = acting_link(made[game], server)
    page = open_table(chromium, link, "phone")
    try:
        seen = set()
        for tab in ("shared", "mine", "others"):
            page.click(f'#tabs button[data-tab="{tab}"]')
            for others in page.locator("details.region").all():
                if others.is_visible():
                    others.locator("summary").click()
            found = measure(page)
            assert found.p5 >= 11 and found.least >= 9 and not found.sideways, f"{game} {tab}: {found}"
            for r in page.evaluate(REGIONS_JS):
                seen.add(r["region"])
                assert r["scroll"] <= r["width"], f"{game} {tab}: {r['region']} scrolls sideways in its box ({r})"
        assert len(seen) >= 3, f"{game}: too few regions shown ({seen})"
        assert page.locator("[data-compact]").count() > 0, f"{game}: no region took its compact form"
    finally:
        page.context.close()


def test_what_moved_and_what_can_be_clicked_look_different_and_the_legend_says_so_once(
    server: str, chromium: Any
) -> None:
    body = {"game": "djinn", "players": 2, "seed": 2, "seats": [{"name": "Anna"}, {"name": "Bert"}]}
    table = httpx.post(f"{server}/api/tables", json=body, timeout=TIMEOUT).json()  # seed 2: Bert picks first
    anna, bert = (open_table(chromium, s["link"], "laptop") for s in table["seats"])
    try:
        bert.locator("#actions button").first.click()
        anna.wait_for_function("() => document.querySelector('main').dataset.picture === '1'")
        moved = anna.locator("#board .moved:not(.clickable)").first
        clickable = anna.locator("#board .clickable:not(.moved)").first
        style = (
            "(e) => { const s = getComputedStyle(e); const r = e.querySelector(':scope > rect, :scope > circle');"
            " const o = r ? getComputedStyle(r) : s;"
            " return {filter: s.filter, cursor: s.cursor, dash: o.strokeDasharray, stroke: o.stroke}; }"
        )
        m, c = moved.evaluate(style), clickable.evaluate(style)
        assert c["cursor"] == "pointer" and c["dash"] not in ("", "none"), c  # clickable: a dashed outline, the hand
        assert "drop-shadow" in m["filter"] and "drop-shadow" not in c["filter"], (m, c)  # moved: a halo, no outline
        assert m["stroke"] != c["stroke"] or m["dash"] != c["dash"], (m, c)
        assert anna.locator("#legend").is_visible(), "the legend says what the outline and the halo mean"
        assert "click" in anna.inner_text("#legend") and "changed since your last turn" in anna.inner_text("#legend")
        anna.click("#legend-ok")
        assert anna.locator("#legend").is_hidden()
        anna.reload()
        anna.wait_for_function("() => document.querySelector('main').dataset.picture !== undefined")
        assert anna.locator("#legend").is_hidden(), "once dismissed, the legend stays away"
    finally:
        anna.context.close()
        bert.context.close()
