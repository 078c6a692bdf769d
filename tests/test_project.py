"""The project's promises about itself: README commands, CI script, rule documents."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULE_ROW = re.compile(r"^\|\s*([A-Z]{3}-[A-Z0-9]+(?:-[A-Z0-9]+)*)\s*\|", re.MULTILINE)


def _readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text.split("```bash", 1)[1].split("```", 1)[0]
    return [line.strip() for line in block.strip().splitlines()]


def test_readme_starts_with_play_and_test_commands() -> None:
    play, test = _readme_commands()[:2]
    assert "conjure play" in play and "pip install" in play
    assert "pytest" in test and "pip install" in test


def test_ci_runs_the_readme_test_command() -> None:
    test = _readme_commands()[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test in [line.strip() for line in ci]


def test_every_rule_id_is_pinned_by_a_test() -> None:
    tests_text = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("*.py")
                           if p.name != "test_project.py")
    docs = sorted((ROOT / "docs" / "rules").glob("*.md"))
    assert docs, "every game has a rules document"
    missing = {doc.name: [rid for rid in RULE_ROW.findall(doc.read_text(encoding="utf-8")) if rid not in tests_text]
               for doc in docs}
    missing = {k: v for k, v in missing.items() if v}
    assert not missing, f"rule ids with no test mentioning them: {missing}"
    for doc in docs:
        assert RULE_ROW.findall(doc.read_text(encoding="utf-8")), f"{doc.name} lists no rule ids"
