"""One line at the end of a test run when browser tests were skipped, saying how many and why (a run without
Chromium used to pass quietly with the browser tests left out). Loaded by ``tests/conftest.py``."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

BROWSER_WORDS = ("Chromium", "playwright")  # the skip reasons of tests/browser.py name one of these


def skip_reason(report: Any) -> str:
    """The reason a skipped test gave (pytest keeps it as the last part of ``longrepr``)."""
    longrepr = report.longrepr
    reason = str(longrepr[-1]) if isinstance(longrepr, tuple) else str(longrepr)
    return reason.removeprefix("Skipped: ")


def browser_skips(reports: list[Any]) -> Counter[str]:
    """How many browser tests were skipped, by reason."""
    reasons = (skip_reason(r) for r in reports if getattr(r, "skipped", False))
    return Counter(r for r in reasons if any(word in r for word in BROWSER_WORDS))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    skipped = browser_skips(terminalreporter.stats.get("skipped", []))
    if skipped:
        count, why = sum(skipped.values()), "; ".join(sorted(skipped))
        terminalreporter.write_line(
            f"{count} browser test{'s' if count != 1 else ''} skipped ({why}): the full run "
            "needs Chromium (apt-get install chromium)",
            yellow=True,
            bold=True,
        )
