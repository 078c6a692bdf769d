"""The examples of docs/interop.md and of the README's research section run as written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.interop.helpers import need

ROOT = Path(__file__).resolve().parents[2]


def _blocks(path: Path, after: str = "") -> list[str]:
    text = path.read_text(encoding="utf-8")
    if after:
        text = text.split(after, 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", text, re.DOTALL)


EXAMPLES = [(f"interop.md#{i}", code) for i, code in enumerate(_blocks(ROOT / "docs" / "interop.md"))]
EXAMPLES += [("README", code) for code in _blocks(ROOT / "README.md", "## For AI research")]


@pytest.mark.parametrize(("where", "code"), EXAMPLES, ids=[w for w, _ in EXAMPLES])
def test_the_example_runs(where: str, code: str, capsys: pytest.CaptureFixture[str]) -> None:
    for module in ("pettingzoo", "pyspiel", "gymnasium"):
        need(module)
    exec(compile(code, where, "exec"), {"__name__": "example"})  # noqa: S102 (our own documentation)
    capsys.readouterr()


def test_the_ci_script_installs_the_rl_extra_so_the_interop_tests_run() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert ".venv/bin/pip install --quiet -e '.[rl]'" in ci
