"""How readable the live table is in a browser: every displayed text's rendered size, and sideways scrolling.

``measure(page)`` walks every text node the page displays (hidden ones, closed panels and an SVG's ``<title>`` left
out) and gives its size in CSS pixels as drawn: an HTML text's computed font size, an SVG text's font size times
the scale its screen transformation applies (the viewBox, the page's zoom). ``python -m tests.web.layout`` opens a
table of every game at a laptop's 1366x768 and a phone's 390x844 through Debian's Chromium and prints, per game and
viewport, the 5th percentile and the minimum of those sizes and whether the page scrolls sideways
(``--shots FOLDER`` also saves screenshots). The browser tests (``tests/web/test_layout.py``) hold the figures to the
goal of issue 30: at least 11 px at the 5th percentile, nothing under 9 px, no sideways scroll.
"""

from __future__ import annotations

import argparse
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

VIEWPORTS = {"laptop": (1366, 768), "phone": (390, 844)}
TIMEOUT = 60.0  # seconds an API call may take (a busy machine draws slowly)

SIZES_JS = """
() => {
  const sizes = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent.trim()) continue;
    const e = n.parentElement;
    if (!e || e.closest("script, style, title, template")) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const box = range.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;          // not displayed (hidden, closed, covered)
    const style = getComputedStyle(e);
    if (style.visibility === "hidden" || Number(style.opacity) === 0) continue;
    let size = parseFloat(style.fontSize);
    if (e instanceof SVGElement) {
      const m = e.getScreenCTM();
      if (m) size *= Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    }
    sizes.push(size);
  }
  const root = document.documentElement;
  return { sizes, sideways: root.scrollWidth > root.clientWidth + 1 };
}
"""


@dataclass(frozen=True)
class Measured:
    """What one page displays: how many texts, their 5th percentile and smallest size (CSS px), sideways scroll."""

    texts: int
    p5: float
    least: float
    sideways: bool

    def __str__(self) -> str:
        return f"{self.texts} texts, p5 {self.p5:.1f} px, min {self.least:.1f} px, sideways scroll: {self.sideways}"


def measure(page: Any) -> Measured:
    found = page.evaluate(SIZES_JS)
    sizes = sorted(found["sizes"])
    if not sizes:
        return Measured(0, 0.0, 0.0, bool(found["sideways"]))
    return Measured(len(sizes), sizes[int(0.05 * (len(sizes) - 1))], sizes[0], bool(found["sideways"]))


def shown(page: Any) -> None:
    """Wait until the page shows a frame and that frame's picture."""
    page.wait_for_function(
        "() => { const d = document.querySelector('main').dataset;"
        " return d.step !== undefined && d.picture === d.step; }"
    )


@contextmanager
def serving(folder: Path) -> Iterator[str]:
    """A real uvicorn server over a fresh SQLite file in ``folder``; its address."""
    import uvicorn

    from tests.web.helpers import make_app

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    running = uvicorn.Server(
        uvicorn.Config(make_app(folder, bot_delay=0.1), host="127.0.0.1", port=port, log_level="warning")
    )
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    end = time.monotonic() + 20
    while not running.started:
        if time.monotonic() > end or not thread.is_alive():
            raise RuntimeError("the server did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        running.should_exit = True
        thread.join(10)


def open_table(browser: Any, link: str, viewport: str, lang: str = "en") -> Any:
    width, height = VIEWPORTS[viewport]
    page = browser.new_context(viewport={"width": width, "height": height}).new_page()
    base, _, fragment = link.partition("#")
    page.goto(base + ("&" if "?" in base else "?") + f"lang={lang}" + (f"#{fragment}" if fragment else ""))
    shown(page)
    return page


def new_table(server: str, game: str, steps: int = 0, seed: int = 1) -> dict[str, Any]:
    """A two-seat table of ``game`` (seeded), ``steps`` moves in: each a random choice of the seat to act, made on a
    copy of the game (the same game, by the seed) and played over the API (a table in mid-game has more on the
    board than at the start)."""
    import httpx

    import conjure
    from conjure.engine.bots import RandomBot

    table: dict[str, Any] = httpx.post(
        f"{server}/api/tables", json={"game": game, "players": 2, "seed": seed}, timeout=TIMEOUT
    ).json()
    copy = conjure.new_game(game, players=2, seed=seed)
    bot = RandomBot(seed)
    tokens = [s["token"] for s in table["seats"]]
    for step in range(steps):
        if copy.is_over:
            break
        seat = copy.to_act[0]
        action = bot.choose(copy, seat).id
        copy.apply(seat, action)
        answer = httpx.post(
            f"{server}/api/tables/{table['id']}/actions",
            json={"action": action, "step": step},
            headers={"Authorization": f"Bearer {tokens[seat]}"},
            timeout=TIMEOUT,
        )
        answer.raise_for_status()
    return table


def main() -> None:
    import httpx

    from tests import games
    from tests.browser import launch

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=Path, help="save a screenshot of each page into this folder")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--games", nargs="*", default=None)
    parser.add_argument("--steps", type=int, default=0, help="random moves played before the page opens")
    args = parser.parse_args()
    import tempfile

    with tempfile.TemporaryDirectory() as folder, serving(Path(folder)) as server:
        for chromium in launch():
            for game in args.games or games.names():
                made = new_table(server, game, args.steps)
                for viewport in VIEWPORTS:
                    seat = httpx.get(f"{server}/api/tables/{made['id']}", timeout=TIMEOUT).json()["to_act"][0]
                    page = open_table(chromium, made["seats"][seat]["link"], viewport, args.lang)
                    print(f"{game:11} {viewport:6} {measure(page)}")
                    if args.shots:
                        args.shots.mkdir(parents=True, exist_ok=True)
                        page.screenshot(path=str(args.shots / f"web-{game}-{viewport}-{args.lang}.png"))
                        if viewport == "phone":  # and the table's own tab, and the seat's area
                            for tab in ("shared", "mine"):
                                page.click(f'#tabs button[data-tab="{tab}"]')
                                page.screenshot(path=str(args.shots / f"web-{game}-{viewport}-{tab}-{args.lang}.png"))
                    page.context.close()


if __name__ == "__main__":
    main()
