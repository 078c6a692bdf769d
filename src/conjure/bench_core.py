"""The engine's core cost: ``python -m conjure.bench_core [--row GAME:PLAYERS[:key=value,...]] [--instructions]``.

Two figures per game, each as a multiple of one random move of a plain-Python tic-tac-toe timed in the same run
("× ttt", the figure to compare between runs and machines; this machine's speed varies by a factor of three):

- a *checked decision*: ``legal_actions`` + a seeded random pick + ``apply`` through the public :class:`Game` API,
  as a terminal, a server or a careful bot uses it (the median over the decisions of ``--games`` seeded games);
- a *plain ISMCTS iteration* in a 2-player game: the search's default settings (``PLAIN``: a determinization per
  iteration, random rollouts to the end, no prior), four mid-game positions of a seeded random game (a quarter to
  seven tenths of the way through), CPU time divided by the iterations made.

With ``--instructions`` the same work is also counted in machine instructions by valgrind's callgrind (this
machine's CPU counters are not open to ``perf stat``): each figure runs in a process of its own under
``valgrind --tool=callgrind``, collecting only inside one call of ``sys.call_tracing`` (so the interpreter's
start, the imports and the set-up of the games are not counted), and is divided by the decisions, iterations or
tic-tac-toe moves made. Instructions do not depend on the machine's load; they are about 50 times slower to take.

``--profile`` prints the functions where each row's time goes (cProfile, by own time). Rows default to every
registered game at its largest player count with its default options.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

import conjure
from conjure._build import compiled
from conjure.bench import PlainRng, tictactoe_move_us
from conjure.engine import ConfigError, Game, Rng
from conjure.engine.registry import all_rules, get_rules

Row = tuple[str, int, dict[str, Any]]
TTT_GAMES = 3000
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


# -- the work, each part a function of no arguments returning how many units it did ------------------------------
def ttt_work(games: int) -> Callable[[], int]:
    """``games`` random tic-tac-toe games in plain Python, the same moves ``tictactoe_move_us`` times."""

    def work() -> int:
        rng, moves = PlainRng(1), 0
        for _ in range(games):
            board = [0] * 9
            mark, over = 1, False
            while not over:
                free = [i for i in range(9) if board[i] == 0]
                board[free[rng.below(len(free))]] = mark
                won = any(board[a] == board[b] == board[c] == mark for a, b, c in LINES)
                over = won or len(free) == 1
                mark = 3 - mark
                moves += 1
        return moves

    return work


def decision_work(row: Row, games: int) -> Callable[[], int]:
    """The checked decisions of ``games`` seeded random games (set up before the work starts)."""
    name, players, options = row
    tables = [(conjure.new_game(name, players=players, seed=seed, options=options), Rng(seed)) for seed in range(games)]

    def work() -> int:
        done = 0
        for game, rng in tables:
            while not game.is_over:
                seat = game.to_act[0]
                actions = game.legal_actions(seat)
                game.apply(seat, actions[rng.below(len(actions))])
                done += 1
        return done

    return work


def positions(name: str, options: dict[str, Any]) -> list[Game]:
    """Four mid-game positions of a seeded random 2-player game, each with a choice of at least two actions: from
    each of the cut points (a quarter to seven tenths of the way through), the first such decision of the game at or
    after it (a cut point may fall on a decision with a single option, which the search does not search)."""
    record = conjure.play_out(conjure.new_game(name, players=2, seed=5, options=options), conjure.RandomBot(5)).record()
    length = len(record["actions"])
    found: list[Game] = []
    after = -1  # the last position's step: each position is a different one
    for share in (0.25, 0.4, 0.55, 0.7):
        for upto in range(max(int(length * share), after + 1), length):
            game = conjure.replay(record, upto)
            if game.to_act and len(game.legal_actions(game.to_act[0])) >= 2:
                found.append(game)
                after = upto
                break
    return found


def search_work(row: Row, iterations: int) -> Callable[[], int]:
    """Plain ISMCTS, ``iterations`` at each of the 2-player positions; the units are the iterations made."""
    from conjure.bots import Ismcts
    from conjure.bots.search_settings import PLAIN

    name, _, options = row
    two = get_rules(name).resolve_options(2, {k: v for k, v in options.items()})
    games = positions(name, two)

    def work() -> int:
        done = 0
        for i, game in enumerate(games):
            search = Ismcts(5 + i, iterations=iterations, settings=PLAIN)
            search.choose(game, game.to_act[0])
            done += search.last_iterations
        return done

    return work


# -- wall clock ------------------------------------------------------------------------------------------------
def decision_us(row: Row, games: int) -> float:
    """Median µs of a checked decision (as ``conjure.bench`` times it: the clock read around each)."""
    name, players, options = row
    clock = time.perf_counter_ns
    spent: list[float] = []
    for seed in range(games):
        game = conjure.new_game(name, players=players, seed=seed, options=options)
        rng = Rng(seed)
        while not game.is_over:
            seat = game.to_act[0]
            t0 = clock()
            actions = game.legal_actions(seat)
            game.apply(seat, actions[rng.below(len(actions))])
            spent.append((clock() - t0) / 1000)
    return statistics.median(spent)


def iteration_us(row: Row, iterations: int) -> float:
    """CPU µs of one plain ISMCTS iteration (the mean over the positions' searches)."""
    work = search_work(row, iterations)
    start = time.process_time()
    done = work()
    return (time.process_time() - start) / done * 1e6


# -- instructions ------------------------------------------------------------------------------------------------
def _worker(kind: str, row: Row | None, size: int) -> None:
    """Run one part of the work inside ``sys.call_tracing`` (what callgrind collects) and print the units done."""
    if kind == "ttt":
        work = ttt_work(size)
    elif kind == "decisions":
        assert row is not None
        work = decision_work(row, size)
    else:
        assert row is not None
        work = search_work(row, size)
    done: int = sys.call_tracing(work, ())
    print(json.dumps({"units": done, "compiled": compiled()}))


def instructions(kind: str, row: Row | None, size: int) -> tuple[float, list[str]]:
    """Instructions per unit of one part of the work, counted by callgrind in a process of its own; and the
    modules that ran compiled there."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        spec = json.dumps([kind, list(row) if row else None, size])
        command = [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={out}",
            "--collect-atstart=no",
            "--toggle-collect=sys_call_tracing",
            sys.executable,
            "-m",
            "conjure.bench_core",
            "--worker",
            spec,
        ]
        ran = subprocess.run(command, capture_output=True, text=True, check=True)
        answer = json.loads(ran.stdout.strip().splitlines()[-1])
        with open(out, encoding="utf-8") as counted:
            totals = [line for line in counted if line.startswith(("totals:", "summary:"))]
        total = int(totals[-1].split()[1])
    return total / answer["units"], answer["compiled"]


# -- profile ------------------------------------------------------------------------------------------------------
def profile(row: Row, games: int, iterations: int, top: int) -> None:
    """Print the ``top`` functions by own time of the row's decisions and of its searches."""
    for label, work in (("checked decisions", decision_work(row, games)), ("ISMCTS", search_work(row, iterations))):
        profiler = cProfile.Profile()
        profiler.enable()
        work()
        profiler.disable()
        print(f"\n== {row[0]} {row[1] if label != 'ISMCTS' else 2}p: {label}")
        pstats.Stats(profiler).sort_stats("tottime").print_stats(top)


# -- the command ----------------------------------------------------------------------------------------------------
def _row(text: str) -> Row:
    """``GAME:PLAYERS[:key=value,...]``; argparse's error for a malformed one (a game or option that does not exist
    is checked later, by the rules)."""
    parts = text.split(":", 2)
    if len(parts) < 2 or not parts[1].isdigit():
        raise argparse.ArgumentTypeError(f"row {text!r} must look like GAME:PLAYERS or GAME:PLAYERS:key=value,...")
    options: dict[str, Any] = {}
    for pair in parts[2].split(",") if len(parts) == 3 and parts[2] else []:
        if "=" not in pair:
            raise argparse.ArgumentTypeError(f"option {pair!r} of row {text!r} must look like key=value")
        key, value = pair.split("=", 1)
        options[key.strip()] = value.strip()
    return parts[0], int(parts[1]), options


def _resolved(rows: list[Row]) -> list[Row]:
    if not rows:
        return [
            (rules.name, max(rules.players), rules.resolve_options(max(rules.players), {})) for rules in all_rules()
        ]
    return [(name, players, get_rules(name).resolve_options(players, options)) for name, players, options in rows]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m conjure.bench_core", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--row", type=_row, action="append", default=[], help="GAME:PLAYERS[:key=value,...]")
    parser.add_argument("--games", type=int, default=40, help="seeded games for the decisions (default 40)")
    parser.add_argument("--iterations", type=int, default=200, help="ISMCTS iterations a position (default 200)")
    parser.add_argument("--instructions", action="store_true", help="also count instructions (callgrind; slow)")
    parser.add_argument("--profile", type=int, metavar="TOP", help="print the TOP functions by own time instead")
    parser.add_argument("--json", action="store_true", help="print rows as JSON lines")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        kind, row, size = json.loads(args.worker)
        _worker(kind, tuple(row) if row else None, size)
        return
    try:
        rows = _resolved(args.row)
    except ConfigError as exc:
        parser.error(str(exc))
    if args.profile:
        for row in rows:
            profile(row, args.games, args.iterations, args.profile)
        return
    ttt = tictactoe_move_us(TTT_GAMES)
    ttt_ir = instructions("ttt", None, 300)[0] if args.instructions else None
    if not args.json:
        print(f"compiled modules: {len(compiled()) or 'none'}; tic-tac-toe move {ttt:.2f} µs", end="")
        print(f", {ttt_ir:,.0f} instructions" if ttt_ir else "")
    for name, players, options in rows:
        row = (name, players, options)
        result: dict[str, Any] = {"game": name, "players": players, "options": options, "ttt_us": ttt}
        result["decision_us"] = decision_us(row, args.games)
        result["iteration_us"] = iteration_us(row, args.iterations)
        result["decision_ttt"] = result["decision_us"] / ttt
        result["iteration_ttt"] = result["iteration_us"] / ttt
        if ttt_ir:
            result["ttt_ir"] = ttt_ir
            result["decision_ir"], result["compiled"] = instructions("decisions", row, max(2, args.games // 8))
            result["iteration_ir"] = instructions("search", row, max(10, args.iterations // 8))[0]
            result["decision_ir_ttt"] = result["decision_ir"] / ttt_ir
            result["iteration_ir_ttt"] = result["iteration_ir"] / ttt_ir
        if args.json:
            print(json.dumps(result))
            continue
        label = f"{name} {players}p" + "".join(f" {k}={v}" for k, v in sorted(options.items()) if v != "")
        line = (
            f"{label:<40} decision {result['decision_us']:6.1f} µs {result['decision_ttt']:5.1f}× ttt"
            f" | ISMCTS 2p iteration {result['iteration_us']:8.0f} µs {result['iteration_ttt']:7.0f}× ttt"
        )
        if ttt_ir:
            line += (
                f" | instructions: decision {result['decision_ir']:,.0f} ({result['decision_ir_ttt']:.1f}× ttt),"
                f" iteration {result['iteration_ir']:,.0f} ({result['iteration_ir_ttt']:.0f}× ttt)"
            )
        print(line, flush=True)


if __name__ == "__main__":
    main()
