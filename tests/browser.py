"""Debian's Chromium driven by Playwright, shared by the browser tests (the replay page, the web table).

Skipped, with the reason, where Chromium or Playwright is missing (``.ci/run`` installs Chromium with apt;
Playwright's own browser download is not available here); ``tests/skipped_summary.py`` then says so in one line at
the end of the run. ``CONJURE_CHROMIUM`` names another Chromium.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = os.environ.get("CONJURE_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

needs_chromium = pytest.mark.skipif(
    not Path(CHROMIUM).exists(), reason=f"no Chromium at {CHROMIUM}"
)  # the run's last lines say how to get it


def launch() -> Iterator[Any]:
    """A headless Chromium for one fixture's lifetime (``yield from launch()``)."""
    sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
    with sync_api.sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        yield chromium
        chromium.close()
