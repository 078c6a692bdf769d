"""The replay page (``conjure replay --html``) in a real browser: Debian's Chromium driven by Playwright.

Skipped, with the reason, where Chromium or Playwright is missing (``.ci/run`` installs Chromium). The page is
opened from a file, as a user opens it; the test steps through it with the keys and a click, and keeps a
screenshot (in pytest's temporary folder) to look at.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from conjure.cli.app import app
from tests.browser import launch, needs_chromium
from tests.pictures.helpers import played

STEPS = 14

pytestmark = needs_chromium


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from launch()


def _replay_page(folder: Path) -> Path:
    game = played("djinn", 2, {}, seed=2, steps=STEPS)
    saved, page = folder / "djinn.json", folder / "djinn.html"
    saved.write_text(json.dumps(game.to_json()), encoding="utf-8")
    result = CliRunner().invoke(app, ["replay", str(saved), "--html", str(page), "--seat", "1", "--lang", "de"])
    assert result.exit_code == 0, result.output
    return page


def _shown(page: Any) -> list[Any]:
    """What the page shows now: the step counter, the picture's step and seat, the log headings marked now."""
    return page.evaluate("""() => [
        document.getElementById("where").textContent,
        document.querySelector("#table svg g[data-step]").dataset.step,
        document.querySelector("#table svg").dataset.seat,
        [...document.querySelectorAll("#log h4.now")].map(h => h.id)]""")


def _follow(page: Any, step: int) -> None:
    """Wait until the page shows ``step``, then check the picture and the log agree."""
    page.wait_for_function(f"document.getElementById('where').textContent === '{step} / {STEPS}'")
    assert _shown(page) == [f"{step} / {STEPS}", str(step), "0", [f"log-{step}"]]
    in_view = page.evaluate(f"""() => {{
        const h = document.getElementById("log-{step}").getBoundingClientRect();
        const log = document.getElementById("log").getBoundingClientRect();
        return h.top >= log.top - 1 && h.bottom <= log.bottom + 1; }}""")
    assert in_view, f"the log scrolled to step {step}"


def test_the_replay_page_steps_through_the_game_in_a_browser(browser: Any, tmp_path: Path) -> None:
    from PIL import Image

    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(_replay_page(tmp_path).as_uri())
    page.wait_for_selector("#table svg")
    _follow(page, 0)
    assert page.locator("#table svg title").first.text_content() == "Djinn"
    assert page.locator("#table svg [id=market-stall-0]").count() == 1
    page.keyboard.press("ArrowRight")
    _follow(page, 1)
    page.keyboard.press("End")
    _follow(page, STEPS)
    page.keyboard.press("ArrowRight")  # past the last step: stays there
    _follow(page, STEPS)
    page.keyboard.press("ArrowLeft")
    _follow(page, STEPS - 1)
    page.click("#log-3")
    _follow(page, 3)
    page.keyboard.press("Home")
    _follow(page, 0)
    shot = tmp_path / "replay.png"
    page.screenshot(path=str(shot))
    image = Image.open(io.BytesIO(shot.read_bytes())).convert("RGB")
    assert image.size == (1280, 800)
    assert len(image.getcolors(1 << 16) or range(1 << 16)) > 50, "the screenshot shows a picture, not a blank page"
    assert page.locator("#table svg").bounding_box()["width"] > 800
    assert not errors, errors
    page.close()
