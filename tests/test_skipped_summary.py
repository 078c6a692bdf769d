"""Issue 26.2: a run without Chromium says at its end that browser tests were skipped, and why."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(tmp_path: Path, chromium: str) -> str:
    (tmp_path / "test_page.py").write_text(
        "from tests.browser import needs_chromium\n\n"
        "@needs_chromium\ndef test_a_page():\n    pass\n\n"
        "@needs_chromium\ndef test_another_page():\n    pass\n\n"
        "def test_plain():\n    pass\n",
        encoding="utf-8",
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT), CONJURE_CHROMIUM=chromium)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "tests.skipped_summary", "-p", "no:cacheprovider", str(tmp_path)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_skipped_browser_tests_are_named_at_the_end(tmp_path: Path) -> None:
    out = _run(tmp_path, str(tmp_path / "no-chromium-here"))
    line, stats = out.strip().splitlines()[-2:]  # just above pytest's own "1 passed, 2 skipped"
    assert "2 skipped" in stats
    assert "2 browser tests skipped" in line and "apt-get install chromium" in line
    assert f"no Chromium at {tmp_path / 'no-chromium-here'}" in line
    assert out.count("browser test") == 1


def test_nothing_is_said_when_chromium_is_there(tmp_path: Path) -> None:
    fake = tmp_path / "chromium"
    fake.write_text("", encoding="utf-8")
    assert "browser test" not in _run(tmp_path, str(fake))
