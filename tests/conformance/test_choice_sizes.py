"""No decision offers more than 24 options (issue 29): a compound turn is asked as a few short questions.

Every registered game, at every player count with every option set (``conjure.choice_sizes.configs``), plays seeded
random games and looks at every legal list a seat is offered. The default run plays one game a configuration; the
soak run (``-m soak``) thirty. ``python -m conjure.choice_sizes`` prints the figures (docs/benchmarks.md).
"""

from __future__ import annotations

from typing import Any

import pytest

from conjure.choice_sizes import LIMIT, configs, measure
from tests.games import names, told

# issue 29: a game still offering longer lists names itself here: (why, strict). None does: Trickerion's Market Row,
# Downtown, placements, Investments and Workshop are asked step by step (TRK-STEP-1 … 4), Insula's peek (INS-STEP-1).
_OVER_TODAY: dict[str, tuple[str, bool]] = {}
CONFIGS = [(name, players, options) for name in names() for players, options in configs(name)]


def _ids(config: tuple[str, int, dict[str, Any]]) -> str:
    name, players, options = config
    return f"{name}-{players}-" + (",".join(f"{k}={v}" for k, v in options.items()) or "default")


def _marks(name: str) -> list[pytest.MarkDecorator]:
    """A game whose suite module says ``CHOICES_OVER_LIMIT = ("why", strict)`` still offers longer lists: an xfail
    (strict where every game meets one, so the day it passes the mark must go)."""
    why, strict = told(name, "CHOICES_OVER_LIMIT", _OVER_TODAY.get(name, ("", True)))
    return [pytest.mark.xfail(strict=strict, reason=why)] if why else []


def _params(seeds: int) -> list[Any]:
    return [
        pytest.param(name, players, options, seeds, marks=_marks(name), id=_ids((name, players, options)))
        for name, players, options in CONFIGS
    ]


def _check(name: str, players: int, options: dict[str, Any], seeds: int) -> None:
    sizes = measure(name, players, options, seeds, seed0=7 * len(options) + players)
    assert sizes.decisions > 0
    assert sizes.largest <= LIMIT, (
        f"{name} ({players} players, {options or 'default options'}): a choice of {sizes.largest} options "
        f"({sizes.over} of {sizes.decisions} decisions over {LIMIT}; kinds {dict(sizes.over_kinds)})"
    )


@pytest.mark.parametrize(("name", "players", "options", "seeds"), _params(1))
def test_no_choice_offers_more_than_24_options(name: str, players: int, options: dict[str, Any], seeds: int) -> None:
    _check(name, players, options, seeds)


@pytest.mark.soak
@pytest.mark.parametrize(("name", "players", "options", "seeds"), _params(30))
def test_no_choice_offers_more_than_24_options_soak(
    name: str, players: int, options: dict[str, Any], seeds: int
) -> None:
    _check(name, players, options, seeds)


def test_the_measure_counts_what_it_sees() -> None:
    """The figures are the lists' sizes: a game measured twice gives the same figures, and the share over the limit
    is the count over the decisions."""
    first = measure("insula", 2, {}, 1)
    again = measure("insula", 2, {}, 1)
    assert first.row() == again.row()
    assert first.share_over == first.over / first.decisions
    low = measure("insula", 2, {}, 1, limit=1)
    assert low.over > 0 and low.largest == first.largest
