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
    tests_text = "\n".join(
        p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("*.py") if p.name != "test_project.py"
    )
    docs = sorted((ROOT / "docs" / "rules").glob("*.md"))
    assert docs, "every game has a rules document"
    missing = {
        doc.name: [rid for rid in RULE_ROW.findall(doc.read_text(encoding="utf-8")) if rid not in tests_text]
        for doc in docs
    }
    missing = {k: v for k, v in missing.items() if v}
    assert not missing, f"rule ids with no test mentioning them: {missing}"
    for doc in docs:
        assert RULE_ROW.findall(doc.read_text(encoding="utf-8")), f"{doc.name} lists no rule ids"


def test_readme_play_examples_are_valid_games() -> None:
    """Every `conjure play <game> ...` example in the README names a game, player count and options that exist."""
    import shlex

    import conjure
    from conjure.cli.app import parse_options

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = [line.split("#", 1)[0].strip() for line in text.splitlines() if line.startswith("conjure play ")]
    lines = [line for line in lines if "--load" not in line]
    assert len(lines) >= 5
    for line in lines:
        words = shlex.split(line)[2:]
        game, players, pairs = words[0], 2, []
        for flag, value in zip(words[1:], words[2:], strict=False):
            if flag in ("-p", "--players"):
                players = int(value)
            elif flag in ("-o", "--option"):
                pairs.append(value)
        conjure.new_game(game, players=players, seed=1, options=parse_options(pairs))


def test_the_tests_leave_no_saves_in_the_repository() -> None:
    """Tests write only to temporary folders (a CLI test once left incantibus-8.conjure.json here)."""
    tracked_or_not = [p.name for p in ROOT.glob("*.conjure.json")]
    assert tracked_or_not == []
