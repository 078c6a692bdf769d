"""Speed of the adapters: ``python -m conjure.interop.bench [--seconds S] [--no-classic]``.

PettingZoo's own ``performance_benchmark`` (about 5 seconds of random masked play each, every step observing the
agent to act, as a learner would) for each Conjure environment beside PettingZoo's classic ``texas_holdem_v4`` and
``hanabi_v5`` in the same run (they need ``pip install rlcard pygame 'shimmy[openspiel]'``; one that cannot be
imported is reported as missing), then steps per second of the OpenSpiel game (random play: legal actions, apply,
the observation tensor of the player to act) and of the single-agent Gymnasium environment (random opponents).
Prints one table (Markdown) and, with ``--json``, the figures as JSON.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import io
import json
import re
import time
from collections.abc import Callable
from typing import Any

import numpy as np

Config = tuple[str, int, dict[str, Any]]  # game, players, options
CONFIGS: list[Config] = [("incantibus", 3, {}), ("djinn", 2, {}), ("insula", 3, {}), ("trickerion", 3, {})]
CLASSIC = ("texas_holdem_v4", "hanabi_v5")


def _pettingzoo_rate(make: Callable[[], Any]) -> float:
    """Turns per second as PettingZoo's performance_benchmark prints them."""
    from pettingzoo.test import performance_benchmark

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        performance_benchmark(make())
    found = re.search(r"([0-9.]+) turns per second", out.getvalue())
    if found is None:
        raise RuntimeError(f"performance_benchmark printed no rate: {out.getvalue()!r}")
    return float(found.group(1))


def _classic(name: str) -> Callable[[], Any] | None:
    import importlib

    try:
        module = importlib.import_module(f"pettingzoo.classic.{name}")
        module.env().reset()
    except ImportError:
        return None
    return module.env  # type: ignore[no-any-return]


def _openspiel_rate(name: str, players: int, options: dict[str, Any], seconds: float) -> float:
    import pyspiel

    import conjure.interop.openspiel as cos

    game = pyspiel.load_game(cos.short_name(name), {"players": players, **options})
    rng = np.random.RandomState(0)
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal() and time.perf_counter() - start < seconds:
            if state.is_chance_node():
                state.apply_action(int(rng.randint(256)))
                continue
            state.observation_tensor(state.current_player())
            state.apply_action(int(rng.choice(state.legal_actions())))
            steps += 1
    return steps / (time.perf_counter() - start)


def _gym_rate(name: str, players: int, options: dict[str, Any], seconds: float) -> float:
    from conjure.interop import gym as cg

    env = cg.make(name, players=players, options=options, opponents="easy")
    rng = np.random.RandomState(0)
    steps, start, done = 0, time.perf_counter(), True
    while time.perf_counter() - start < seconds:
        if done:
            env.reset(seed=int(rng.randint(2**31)))
        legal = np.flatnonzero(env.action_masks())
        _, _, done, _, _ = env.step(int(rng.choice(legal)))
        steps += 1
    return steps / (time.perf_counter() - start)


def run(seconds: float, classic: bool) -> list[dict[str, Any]]:
    from conjure.interop import pettingzoo as cz

    rows: list[dict[str, Any]] = []
    for name, players, options in CONFIGS:
        rate = _pettingzoo_rate(functools.partial(cz.env, name, players, options))
        rows.append({"env": f"conjure_{name} ({players}p)", "api": "PettingZoo AEC", "steps_per_s": rate})
    if classic:
        for name in CLASSIC:
            make = _classic(name)
            rows.append(
                {
                    "env": name,
                    "api": "PettingZoo AEC",
                    "steps_per_s": _pettingzoo_rate(make) if make is not None else None,
                }
            )
    for name, players, options in CONFIGS:
        rows.append(
            {
                "env": f"python_conjure_{name} ({players}p)",
                "api": "OpenSpiel",
                "steps_per_s": _openspiel_rate(name, players, options, seconds),
            }
        )
        rows.append(
            {
                "env": f"conjure_{name} seat 0 ({players}p, random opponents)",
                "api": "Gymnasium",
                "steps_per_s": _gym_rate(name, players, options, seconds),
            }
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m conjure.interop.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds of play for OpenSpiel and Gymnasium")
    parser.add_argument("--no-classic", action="store_true", help="leave out texas_holdem_v4 and hanabi_v5")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    args = parser.parse_args(argv)
    rows = run(args.seconds, not args.no_classic)
    print("| environment | API | steps/s |\n|---|---|---:|")
    for row in rows:
        rate = row["steps_per_s"]
        print(f"| {row['env']} | {row['api']} | {'not installed' if rate is None else f'{rate:,.0f}'} |")
    if args.json:
        print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
