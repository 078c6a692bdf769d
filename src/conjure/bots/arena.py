"""The arena: bots play many seeded games against each other, seats rotated; win rates and ratings.

Games run in worker processes (``workers``) or on a Ray cluster (``ray``); game ``i`` seats the bots in the order of the list rotated
by ``i``, so over the run every bot sits in every seat equally often. Each bot's win rate carries a 95%
Wilson interval; ratings come from openskill's Plackett–Luce model, one match per game (a bot seated
twice counts with its better place). For a semi-cooperative game where everyone can lose to the game
itself, ``team_win_rate`` says how often the table won while the bot was at it.
"""

from __future__ import annotations

import csv
import math
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import conjure
from conjure.bots.cluster import ray_map
from conjure.bots.heuristic import Heuristic
from conjure.bots.ismcts import Ismcts
from conjure.bots.search_settings import PLAIN
from conjure.engine.bots import Bot, RandomBot, play_out
from conjure.engine.errors import ConfigError

# ismcts: the game's own search settings (its bot.toml); ismcts-plain: the plain search (rollouts to the end);
# ismcts-h: the plain search with heuristic rollouts
KINDS = ("random", "heuristic", "ismcts", "ismcts-plain", "ismcts-h")


@dataclass(frozen=True)
class Budget:
    """How long a searching bot thinks per decision: ``iterations`` (reproducible) or ``seconds``."""

    iterations: int | None = 100
    seconds: float | None = None
    rollout_depth: int | None = None  # ISMCTS: judge by the game's evaluate after this many rollout steps
    cpu_seconds: float | None = None  # ISMCTS: iterations from the settings' calibration (per_second) instead
    search: tuple[tuple[str, Any], ...] = ()  # ISMCTS settings that replace the game's (key, value)


@dataclass
class GameRecord:
    index: int
    seed: int
    seats: list[str]
    scores: list[float]
    ranks: list[int]
    winners: list[int]
    decisions: int
    seconds: float


@dataclass
class BotRow:
    bot: str
    games: int = 0
    wins: float = 0.0
    table_wins: int = 0
    rating_mu: float = 0.0
    rating_sigma: float = 0.0
    ordinal: float = 0.0
    low: float = field(default=0.0)
    high: float = field(default=0.0)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def team_win_rate(self) -> float:
        return self.table_wins / self.games if self.games else 0.0


def make(kind: str, seed: int, budget: Budget) -> Bot:
    if kind == "random":
        return RandomBot(seed)
    if kind == "heuristic":
        return Heuristic(seed)
    if kind in ("ismcts", "ismcts-plain", "ismcts-h"):
        overrides = dict(budget.search)
        if budget.rollout_depth is not None:
            overrides["rollout_depth"] = budget.rollout_depth
        if kind == "ismcts-h":
            overrides["rollout"] = "heuristic"
        iterations = None if budget.cpu_seconds is not None else budget.iterations
        return Ismcts(
            seed,
            iterations=iterations,
            seconds=budget.seconds,
            cpu_seconds=budget.cpu_seconds,
            settings=None if kind == "ismcts" else PLAIN,
            **overrides,
        )
    raise ConfigError(f"bot {kind!r} does not exist; bots: {', '.join(KINDS)}")


def seating(bots: list[str], players: int, index: int) -> list[str]:
    """The bot in each seat for game ``index``: the list rotated by ``index``, repeated to fill the table."""
    return [bots[(index + seat) % len(bots)] for seat in range(players)]


def play_one(task: tuple[str, int, dict[str, Any], int, int, list[str], Budget]) -> GameRecord:
    """One arena game (a top-level function, so worker processes can run it)."""
    name, players, options, index, seed, seats, budget = task
    game = conjure.new_game(name, players=players, seed=seed, options=options)
    bots = {seat: make(kind, seed * 31 + seat, budget) for seat, kind in enumerate(seats)}
    start = time.perf_counter()
    play_out(game, bots)
    result = game.result()
    return GameRecord(
        index,
        seed,
        seats,
        [float(s) for s in result["scores"]],
        list(result["ranks"]),
        list(result["winners"]),
        len(game.history),
        time.perf_counter() - start,
    )


def run(
    name: str,
    bots: list[str],
    games: int,
    players: int,
    options: dict[str, Any],
    seed: int = 0,
    workers: int = 1,
    budget: Budget | None = None,
    on_game: Callable[[GameRecord], None] | None = None,
    ray: str | None = None,
) -> list[GameRecord]:
    """Play ``games`` games; ``on_game`` is told of each as it finishes (for a progress bar). With ``ray``
    (a cluster address, or ``local`` for a Ray instance started here with ``workers`` CPUs) the games run
    on Ray (see :mod:`conjure.bots.cluster`)."""
    for kind in bots:
        make(kind, 0, budget or Budget())  # unknown bot names (and search settings) fail before any game starts
    conjure.new_game(name, players=players, seed=seed, options=options)  # so do a bad game or options
    tasks = [(name, players, options, i, seed + i, seating(bots, players, i), budget or Budget()) for i in range(games)]
    records: list[GameRecord] = []
    mapped = _map(play_one, tasks, workers) if ray is None else ray_map(play_one, tasks, ray, workers)
    for record in mapped:
        records.append(record)
        if on_game is not None:
            on_game(record)
    return sorted(records, key=lambda r: r.index)


def _map(fn: Callable[[Any], GameRecord], tasks: list[Any], workers: int) -> Iterator[GameRecord]:
    if workers <= 1:
        yield from map(fn, tasks)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(fn, tasks)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def summarize(records: list[GameRecord], bots: list[str]) -> list[BotRow]:
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {kind: model.rating(name=kind) for kind in bots}
    rows = {kind: BotRow(kind) for kind in bots}
    for record in records:
        places: dict[str, int] = {}
        for seat, kind in enumerate(record.seats):
            places[kind] = min(places.get(kind, 10**6), record.ranks[seat])
        for kind in places:
            row = rows[kind]
            row.games += 1
            row.table_wins += bool(record.winners)
            mine = [s for s in record.winners if record.seats[s] == kind]
            row.wins += len(mine) / len(record.winners) if record.winners else 0.0
        if len(places) > 1:
            kinds = list(places)
            rated = model.rate([[ratings[k]] for k in kinds], ranks=[places[k] for k in kinds])
            for kind, team in zip(kinds, rated, strict=True):
                ratings[kind] = team[0]
    for kind, row in rows.items():
        row.rating_mu, row.rating_sigma = ratings[kind].mu, ratings[kind].sigma
        row.ordinal = ratings[kind].ordinal()
        row.low, row.high = wilson(row.wins, row.games)
    return sorted(rows.values(), key=lambda r: r.ordinal, reverse=True)


def write_csv(path: Path, records: list[GameRecord]) -> None:
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(asdict(records[0])) if records else ["index"])
        writer.writeheader()
        for record in records:
            writer.writerow(
                {k: (";".join(map(str, v)) if isinstance(v, list) else v) for k, v in asdict(record).items()}
            )


def plot(path: Path, rows: list[BotRow], title: str) -> None:
    """A bar chart of the ratings (mu with ±sigma) and the win rates with their intervals, as a PNG."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = [r.bot for r in rows]
    fig, (left, right) = plt.subplots(1, 2, figsize=(9, 3.6))
    left.bar(names, [r.rating_mu for r in rows], yerr=[r.rating_sigma for r in rows], capsize=6, color="#4C72B0")
    left.set_title("openskill rating (μ ± σ)")
    rates = [100 * r.win_rate for r in rows]
    errors = [[100 * max(0.0, r.win_rate - r.low) for r in rows], [100 * max(0.0, r.high - r.win_rate) for r in rows]]
    right.bar(names, rates, yerr=errors, capsize=6, color="#DD8452")
    right.set_ylim(0, 100)
    right.set_title("win rate, % (95% interval)")
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
