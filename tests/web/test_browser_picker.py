"""The picker in a real browser (Debian's Chromium through Playwright): in Djinn, Insula and Trickerion, at a laptop's
1366×768 and a phone's 390×844, a piece of the board that starts several actions shows them beside it, inside the
viewport, each with its words in the page's language (and the list groups them under the piece's name); the arrow keys move between them, Escape closes the picker
and gives the focus back to the piece, and a choice made in it is played. Skipped, with the reason, where Chromium or
Playwright is missing. (In Incantibus every action names a piece of its own, so a click plays it at once:
tests/web/test_browser.py plays its opening so.)

The table is brought by the API to the first position of a seeded random game in which the seat to act has a piece
with several actions. With ``CONJURE_PICKER_SHOTS`` set to a folder, the screenshots of docs/pictures
(``picker-<game>-laptop.png``, ``picker-<game>-phone.png``) are written there.
"""

from __future__ import annotations

import os
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

import conjure
from conjure.engine import RandomBot
from conjure.web import clicks
from tests import games
from tests.browser import needs_chromium
from tests.web.test_browser import shown
from tests.web.test_browser_closeups import browser, server  # noqa: F401 (the fixtures: one server, one Chromium)

pytestmark = needs_chromium

SHOTS = os.environ.get("CONJURE_PICKER_SHOTS")
VIEWPORTS = {
    "laptop": {"viewport": {"width": 1366, "height": 768}},
    "phone": {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True},
}
# per game (its suite's PICKER): the table, its seed, and a word the picker's piece must start (the first such
# position is played to)
TABLES: dict[str, tuple[int, dict[str, Any], int, str]] = {
    name: games.told(name, "PICKER") for name in games.names() if games.told(name, "PICKER") is not None
}
BOX = """([piece]) => {
  const p = document.getElementById(piece).getBoundingClientRect(), b = document.getElementById('picker').getBoundingClientRect();
  const gap = Math.max(b.left - p.right, p.left - b.right, 0) + Math.max(b.top - p.bottom, p.top - b.bottom, 0);
  return { gap, inside: b.left >= 0 && b.top >= 0 && b.right <= innerWidth && b.bottom <= innerHeight };
}"""


def _moves(
    game: str, players: int, options: dict[str, Any], seed: int, wanted: str
) -> tuple[list[tuple[int, str]], str]:
    """The actions (seat, id) from the start to the first position whose seat to act has a piece with several
    actions (one of them beginning ``wanted``), and that piece's id."""
    played = conjure.new_game(game, players=players, seed=seed, options=options)
    bot = RandomBot(seed=seed)
    moves: list[tuple[int, str]] = []
    for _ in range(400):
        seat = played.to_act[0]
        table = played.view(seat)["table"]
        on: dict[str, list[str]] = defaultdict(list)
        for action in played.legal_actions(seat):
            found = clicks.target(game, action.id, table, seat, played.sofar(seat))
            if found is not None:
                on[found].append(action.id)
        for piece, ids in on.items():
            if len(ids) > 1 and any(i.startswith(wanted) for i in ids):
                return moves, piece
        chosen = bot.choose(played, seat)
        moves.append((seat, chosen.id))
        played.apply(seat, chosen)
    raise AssertionError(f"{game}: no piece with several actions in 400 steps")


def _table(url: str, game: str, lang: str) -> tuple[str, str]:
    """A table of ``game`` played to the position of :func:`_moves`: the link of the seat to act, the piece."""
    players, options, seed, wanted = TABLES[game]
    moves, piece = _moves(game, players, options, seed, wanted)
    made = httpx.post(
        f"{url}/api/tables", json={"game": game, "players": players, "options": options, "seed": seed, "lang": lang}
    ).json()
    tokens = [s["token"] for s in made["seats"]]
    frame = httpx.get(f"{url}/api/tables/{made['id']}", headers={"Authorization": f"Bearer {tokens[0]}"}).json()
    for seat, action in moves:
        answer = httpx.post(
            f"{url}/api/tables/{made['id']}/actions",
            json={"action": action, "step": frame["step"], "version": frame["version"]},
            headers={"Authorization": f"Bearer {tokens[seat]}"},
            timeout=30,
        )
        assert answer.status_code == 200, answer.text
        frame = answer.json()
    seat = frame["to_act"][0]
    return f"{url}/table/{made['id']}?lang={lang}#seat={tokens[seat]}", piece


@pytest.fixture(params=sorted(TABLES))
def game(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param


@pytest.mark.parametrize("size", sorted(VIEWPORTS))
def test_a_piece_with_several_actions_offers_them_beside_it(server: str, browser: Any, game: str, size: str) -> None:  # noqa: F811
    lang = "en" if size == "laptop" else "cs"
    link, piece = _table(server, game, lang)
    page = browser.new_context(**VIEWPORTS[size]).new_page()
    page.goto(link)
    shown(page)
    target = page.locator(f'[id="{piece}"]')
    if not target.is_visible():  # a phone shows one tab of regions: the player opens the piece's
        group = page.evaluate("id => document.getElementById(id).closest('[data-group]').dataset.group", piece)
        page.click(f'#tabs [data-tab="{group}"]')
    offered = (target.get_attribute("data-actions") or "").split()
    assert len(offered) > 1 and "clickable" in (target.get_attribute("class") or "")
    step = int(page.get_attribute("main", "data-step") or -1)
    # the list, the fallback, holds the piece's actions in one group named after the piece
    grouped = page.locator(f'#actions li.group[data-target="{piece}"] button')
    assert sorted(grouped.evaluate_all("bs => bs.map(b => b.dataset.action)")) == sorted(offered)
    assert page.locator(f'#actions li.group[data-target="{piece}"] .group-name').inner_text(timeout=5000).strip()
    target.click()
    picker = page.locator("#picker")
    picker.wait_for(state="visible")
    assert picker.get_attribute("data-for") == piece
    choices = picker.locator(".picker-choice")
    assert sorted(choices.evaluate_all("bs => bs.map(b => b.dataset.action)")) == sorted(offered)
    assert all(text.strip() for text in choices.all_inner_texts())
    close = {"en": "Close the choices", "cs": "Zavřít nabídku"}[lang]
    assert picker.locator(".picker-close").get_attribute("aria-label") == close
    placed = page.evaluate(BOX, [piece])
    assert placed["inside"], "the picker leaves the viewport"
    assert placed["gap"] <= 24, f"the picker is {placed['gap']} px from its piece"
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / f"picker-{game}-{size}.png"))
    # the keyboard: the first choice has the focus, the arrows move, Escape closes and the piece has the focus again
    assert page.evaluate("() => document.activeElement.dataset.action") == choices.first.get_attribute("data-action")
    page.keyboard.press("ArrowDown")
    assert page.evaluate("() => document.activeElement.dataset.action") == choices.nth(1).get_attribute("data-action")
    page.keyboard.press("Escape")
    picker.wait_for(state="hidden")
    assert page.evaluate("() => document.activeElement.id") == piece
    assert int(page.get_attribute("main", "data-step") or -1) == step, "closing the picker plays nothing"
    # a choice made in the picker is played
    target.click()
    picker.wait_for(state="visible")
    chosen = choices.nth(1).get_attribute("data-action")
    choices.nth(1).click()
    page.wait_for_function("s => Number(document.querySelector('main').dataset.step) > s", arg=step)
    log = page.locator("#log li").all_inner_texts()
    assert log, f"{chosen} was played and logged"
    page.context.close()


def _continued(seed: int) -> tuple[list[tuple[int, str]], str, str, list[str]]:
    """Djinn (two players): the actions to the first position where the seat to act plays an action on a piece and
    its next decision offers several actions on that same piece; the piece, the action, the next decision's actions
    that name no piece."""
    played = conjure.new_game("djinn", players=2, seed=seed)
    bot = RandomBot(seed=seed)
    moves: list[tuple[int, str]] = []
    for _ in range(400):
        seat = played.to_act[0]
        for action in played.legal_actions(seat):
            piece = clicks.target("djinn", action.id, played.view(seat)["table"], seat)
            if piece is None:
                continue
            after = played.clone()
            after.apply(seat, action.id)
            if after.to_act[:1] != [seat]:
                continue
            table = after.view(seat)["table"]
            there = [a for a in after.legal_actions(seat) if clicks.target("djinn", a.id, table, seat) == piece]
            if len(there) > 1:
                others = [a.id for a in after.legal_actions(seat) if clicks.target("djinn", a.id, table, seat) is None]
                return moves, piece, action.id, others
        chosen = bot.choose(played, seat)
        moves.append((seat, chosen.id))
        played.apply(seat, chosen)
    raise AssertionError("no decision carried on at the same piece in 400 steps")


def test_a_decision_that_follows_on_the_same_piece_carries_on_in_the_picker(server: str, browser: Any) -> None:  # noqa: F811
    """Djinn: the wizard is placed (or moved) on a field by a click; its actions there come up in the picker beside
    the field, with the decision's actions that name no piece (declining, ending the turn) below them."""
    moves, piece, action, others = _continued(3)
    made = httpx.post(f"{server}/api/tables", json={"game": "djinn", "players": 2, "seed": 3}).json()
    tokens = [s["token"] for s in made["seats"]]
    frame = httpx.get(f"{server}/api/tables/{made['id']}", headers={"Authorization": f"Bearer {tokens[0]}"}).json()
    for seat, move in moves:
        frame = httpx.post(
            f"{server}/api/tables/{made['id']}/actions",
            json={"action": move, "step": frame["step"], "version": frame["version"]},
            headers={"Authorization": f"Bearer {tokens[seat]}"},
            timeout=30,
        ).json()
    seat = frame["to_act"][0]
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    page.goto(f"{server}/table/{made['id']}#seat={tokens[seat]}")
    shown(page)
    step = int(page.get_attribute("main", "data-step") or -1)
    page.locator(f'[id="{piece}"]').click()
    if page.locator("#picker").is_visible():
        page.locator(f'#picker [data-action="{action}"]').click()
    page.wait_for_function("s => Number(document.querySelector('main').dataset.picture) > s", arg=step)
    picker = page.locator("#picker")
    picker.wait_for(state="visible")
    assert picker.get_attribute("data-for") == piece
    assert picker.locator(".picker-list:not(.picker-others) .picker-choice").count() > 1
    below = picker.locator(".picker-others .picker-choice").evaluate_all("bs => bs.map(b => b.dataset.action)")
    assert sorted(below) == sorted(others), "the decision's actions that name no piece are offered below"
    page.context.close()
