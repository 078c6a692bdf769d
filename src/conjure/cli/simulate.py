"""``conjure simulate``: random bots play many games; a summary of speed, length and outcomes."""

from __future__ import annotations

import statistics
import time
from collections import Counter
from typing import Any

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

import conjure
from conjure.engine import RandomBot


def run(name: str, n: int, players: int, seed: int, options: dict[str, Any], console: Console) -> None:
    if n < 1:
        raise conjure.ConfigError("-n must be at least 1")
    conjure.new_game(name, players=players, seed=seed, options=options)  # validate before the bar
    lengths: list[int] = []
    scores: list[list[float]] = [[] for _ in range(players)]
    wins = [0.0] * players
    outcomes: Counter[str] = Counter()
    start = time.perf_counter()
    with Progress(console=console, transient=True) as progress:
        task = progress.add_task(f"{name}, {players} players", total=n)
        for i in range(n):
            game = conjure.new_game(name, players=players, seed=seed + i, options=options)
            conjure.play_out(game, RandomBot(seed + i))
            result = game.result()
            lengths.append(len(game.history))
            for s in range(players):
                scores[s].append(result["scores"][s])
            for s in result["winners"]:
                wins[s] += 1 / len(result["winners"])
            if not result["winners"]:
                outcomes["no winner"] += 1
            if "outcome" in result:
                outcomes[f"outcome {result['outcome']}"] += 1
            progress.advance(task)
    elapsed = time.perf_counter() - start
    console.print(
        f"[bold]{n}[/bold] games of {name} ({players} players, options {options or 'default'}) in "
        f"{elapsed:.2f} s: [bold]{n / elapsed:.1f} games/s[/bold], "
        f"{statistics.mean(lengths):.1f} decisions per game (min {min(lengths)}, max {max(lengths)})"
    )
    table = Table()
    for col in ("seat", "mean score", "min", "max", "wins", "win %"):
        table.add_column(col, justify="right")
    for s in range(players):
        table.add_row(
            str(s + 1),
            f"{statistics.mean(scores[s]):.1f}",
            f"{min(scores[s]):g}",
            f"{max(scores[s]):g}",
            f"{wins[s]:g}",
            f"{100 * wins[s] / n:.1f}",
        )
    console.print(table)
    if outcomes:
        console.print("; ".join(f"{key}: {count}" for key, count in sorted(outcomes.items())))
