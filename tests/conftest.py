"""Shared test helpers."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from typing import Any

import pytest

# the toy game of tests/draft/ joins the registered games for the whole run (and any process a test starts)
os.environ["CONJURE_GAME_PACKAGES"] = ",".join(filter(None, [os.environ.get("CONJURE_GAME_PACKAGES"), "tests.draft"]))

import conjure  # noqa: E402
from tests.skipped_summary import pytest_terminal_summary  # noqa: E402

__all__ = ["pytest_terminal_summary"]  # the hook, defined beside its test


def snapshot(game: conjure.Game) -> str:
    """Everything a game holds, as canonical text (state, generator, history, log)."""
    return json.dumps(game.to_json(), sort_keys=True)


def config_id(config: tuple[str, int, dict[str, Any]]) -> str:
    name, players, options = config
    opts = ",".join(f"{k}={v}" for k, v in sorted(options.items()))
    return f"{name}-{players}p" + (f"-{opts}" if opts else "")


@pytest.fixture(autouse=True, scope="session")
def _a_data_folder_of_their_own(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """No test writes into the user's data folder (default saves, the web table's database): XDG_DATA_HOME points
    to a temporary folder for the whole run."""
    patch = pytest.MonkeyPatch()
    patch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
    yield
    patch.undo()
