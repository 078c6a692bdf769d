"""Benchmark: ``python -m conjure.bench [--game NAME] [--players N] [--games K]``.

Per game and player count it plays K seeded random games on one core and prints: decisions per
game; microseconds per decision (``legal_actions`` + ``apply``, median, mean and 90th percentile)
both for the search path (``apply_unchecked``) and the checked path (``apply``, which re-checks
legality, as a server or a careful bot uses it), and the checked/unchecked ratio; whole random games
per second; save/load and clone cost; peak memory of one game's state; ISMCTS iterations per CPU-second (the
game's configured search, mid-game, each decision given its calibrated second); the
median milliseconds to draw one view as a picture (``conjure.pictures.draw``): 40 consecutive mid-game steps, each
drawn as the seat to act sees it, as a live table or a replay draws them ("draw ms"; a picture may reuse the parts
that did not change since the step before), and the same views each drawn with no part kept ("cold ms": every part
is built and written again after ``canvas.forget()``; the small tables of text widths, line breaks and element texts
that any process keeps once it has drawn a picture stay, so this is not the first picture after start-up). Both are
also given in CPU time of this process ("cpu"), which other programs on a busy machine disturb far less.

This machine's speed varies from run to run, so the run also times one random move of a plain-Python
tic-tac-toe (no engine) and reports the checked median as a multiple of it ("× ttt"): that ratio is
the figure to compare between runs and machines.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
import tracemalloc
from typing import Any

import conjure
from conjure.engine import ConfigError, Rng
from conjure.engine.registry import all_rules, get_rules


def _decisions(name: str, players: int, options: dict[str, Any], games: int) -> dict[str, float]:
    fast: list[float] = []
    checked: list[float] = []
    lengths: list[int] = []
    clock = time.perf_counter_ns
    for seed in range(games):
        game = conjure.new_game(name, players=players, seed=seed, options=options)
        rng = Rng(seed)
        while not game.is_over:
            to_act = game.to_act
            seat = to_act[0]
            t0 = clock()
            actions = game.legal_actions(seat)
            t1 = clock()
            action = actions[rng.below(len(actions))]
            if seed % 2:
                t2 = clock()
                game.apply_unchecked(seat, action)
                fast.append((t1 - t0 + clock() - t2) / 1000)
            else:
                t2 = clock()
                game.apply(seat, action)
                checked.append((t1 - t0 + clock() - t2) / 1000)
        lengths.append(len(game.history))
    return {
        "decisions": statistics.mean(lengths),
        "fast_median": statistics.median(fast),
        "fast_mean": statistics.mean(fast),
        "fast_p90": _p90(fast),
        "checked_median": statistics.median(checked),
        "checked_mean": statistics.mean(checked),
    }


def tictactoe_move_us(games: int = 3000) -> float:
    """Median µs of one random tic-tac-toe move in plain Python (list the free cells, pick, place, check)."""
    lines = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
    rng = PlainRng(1)
    clock = time.perf_counter_ns
    moves: list[float] = []
    for _ in range(games):
        board = [0] * 9
        mark, over = 1, False
        while not over:
            t0 = clock()
            free = [i for i in range(9) if board[i] == 0]
            board[free[rng.below(len(free))]] = mark
            won = any(board[a] == board[b] == board[c] == mark for a, b, c in lines)
            over = won or len(free) == 1
            mark = 3 - mark
            moves.append((clock() - t0) / 1000)
    return statistics.median(moves)


class PlainRng:
    """The engine's generator (the same draws) as plain Python: the tic-tac-toe yardstick stays plain in a compiled
    build (``conjure.engine.rng`` may be compiled)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & 0xFFFFFFFFFFFFFFFF

    def below(self, n: int) -> int:
        mask = 0xFFFFFFFFFFFFFFFF
        limit = (1 << 64) - (1 << 64) % n
        state = self.state
        while True:
            state = (state + 0x9E3779B97F4A7C15) & mask
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
            x = z ^ (z >> 31)
            if x < limit:
                self.state = state
                return x % n


def _p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[int(0.9 * (len(ordered) - 1))]


def _games_per_second(name: str, players: int, options: dict[str, Any], games: int) -> float:
    start = time.perf_counter()
    for seed in range(games):
        game = conjure.new_game(name, players=players, seed=10_000 + seed, options=options)
        conjure.play_out(game, conjure.RandomBot(seed))
    return games / (time.perf_counter() - start)


def _save_load(name: str, players: int, options: dict[str, Any]) -> dict[str, float]:
    game = conjure.new_game(name, players=players, seed=1, options=options)
    bot = conjure.RandomBot(1)
    for _ in range(40):
        if game.is_over:
            break
        game.apply_unchecked(game.to_act[0], bot.choose(game, game.to_act[0]))
    reps = 200
    start = time.perf_counter()
    for _ in range(reps):
        text = json.dumps(game.to_json())
    save = (time.perf_counter() - start) / reps * 1e6
    start = time.perf_counter()
    for _ in range(reps):
        conjure.load_game(json.loads(text), verify=False)
    load = (time.perf_counter() - start) / reps * 1e6
    start = time.perf_counter()
    for _ in range(reps):
        game.clone()
    clone = (time.perf_counter() - start) / reps * 1e6
    return {"save_us": save, "load_us": load, "clone_us": clone, "save_bytes": len(text)}


def _ismcts_rate(name: str, players: int, options: dict[str, Any], iterations: int | None = None) -> float:
    """ISMCTS iterations per CPU-second of this process (determinize, descend, expand, play out or cut and
    evaluate) with the game's own search settings (its ``bot.toml`` ``[ismcts]``), over four mid-game positions
    of a seeded random game (a quarter to seven tenths of the way through): the figure its ``per_second``
    calibrates "1 s a move" with. Each decision gets the calibrated second (``per_second`` iterations) unless
    ``iterations`` says otherwise, so a cost paid once a decision (the heuristic's judgement of the root's
    actions, ``root_prior``) weighs as much as it does in play."""
    from conjure.bots import Ismcts
    from conjure.bots.search_settings import settings_for

    record = conjure.play_out(
        conjure.new_game(name, players=players, seed=5, options=options), conjure.RandomBot(5)
    ).record()
    length = len(record["actions"])
    done, spent = 0, 0.0
    if iterations is None:
        iterations = settings_for(conjure.new_game(name, players=players, seed=5, options=options).rules).per_second
    for share in (0.25, 0.4, 0.55, 0.7):
        game = conjure.replay(dict(record, actions=record["actions"][: int(length * share)]))
        seat = game.to_act[0] if game.to_act else -1
        if seat < 0 or len(game.legal_actions(seat)) < 2:
            continue
        search = Ismcts(5, iterations=iterations)
        start = time.process_time()
        search.choose(game, seat)
        spent += time.process_time() - start
        done += search.last_iterations
    return done / spent if spent else 0.0


def _peak_memory(name: str, players: int, options: dict[str, Any]) -> float:
    tracemalloc.start()
    game = conjure.new_game(name, players=players, seed=3, options=options)
    conjure.play_out(game, conjure.RandomBot(3))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 1024


def _render_ms(name: str, players: int, options: dict[str, Any], views: int = 40) -> dict[str, float | None]:
    """Median ms to draw one view: ``views`` consecutive mid-game steps of a seeded random game, each as the seat to
    act sees it, once in play order (parts unchanged since the last step may be reused) and once with no part kept."""
    from conjure.pictures import canvas, has_picture

    if not has_picture(name):
        return dict.fromkeys(("render_ms", "render_cold_ms", "render_cpu_ms", "render_cold_cpu_ms"))
    game = conjure.new_game(name, players=players, seed=7, options=options)
    conjure.play_out(game, conjure.RandomBot(7))
    record = game.record()
    begin = max(0, len(record["actions"]) // 2 - views // 2)
    game = conjure.replay(dict(record, actions=record["actions"][:begin]))
    shown = []
    for who, action in record["actions"][begin : begin + views]:
        game.apply(int(who), str(action))
        shown.append(game.view(game.to_act[0] if game.to_act else None))
    canvas.forget()
    warm, warm_cpu = _draw_times(shown, cold=False)
    cold, cold_cpu = _draw_times(shown, cold=True)
    return {
        "render_ms": statistics.median(warm),
        "render_cold_ms": statistics.median(cold),
        "render_cpu_ms": statistics.median(warm_cpu),
        "render_cold_cpu_ms": statistics.median(cold_cpu),
    }


def _draw_times(views: list[dict[str, Any]], cold: bool) -> tuple[list[float], list[float]]:
    """Ms to draw each view in English, elapsed and in CPU time; ``cold``: with no part kept from the pictures before."""
    from conjure.pictures import canvas, draw

    times, cpu = [], []
    for view in views:
        if cold:
            canvas.forget()
        start, start_cpu = time.perf_counter(), time.process_time()
        draw(view, "en")
        cpu.append((time.process_time() - start_cpu) * 1000)
        times.append((time.perf_counter() - start) * 1000)
    return times, cpu


def bench(name: str, players: int, options: dict[str, Any], games: int) -> dict[str, Any]:
    row: dict[str, Any] = {"game": name, "players": players, "options": options}
    row.update(_decisions(name, players, options, games))
    row["games_per_s"] = _games_per_second(name, players, options, games)
    row.update(_save_load(name, players, options))
    row["peak_kib"] = _peak_memory(name, players, options)
    row["ismcts_per_s"] = _ismcts_rate(name, players, options)
    row.update(_render_ms(name, players, options))
    return row


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is too few; give at least 1")
    return value


def _option(pair: str) -> tuple[str, str]:
    if "=" not in pair:
        raise argparse.ArgumentTypeError(f"option {pair!r} must look like key=value")
    key, value = pair.split("=", 1)
    return key.strip(), value.strip()


def _rows(args: argparse.Namespace) -> list[tuple[str, int, dict[str, Any]]]:
    """The (game, players, options) rows asked for; ConfigError if a game, count or option does not exist."""
    options = dict(args.option)
    rules_list = [get_rules(args.game)] if args.game else all_rules()
    rows = []
    for rules in rules_list:
        for players in [args.players] if args.players else list(rules.players):
            rows.append((rules.name, players, rules.resolve_options(players, options)))
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m conjure.bench", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", help="one game (default: every registered game)")
    parser.add_argument("--players", type=_positive, help="one player count (default: every count)")
    parser.add_argument("--games", type=_positive, default=200, help="random games per row (default 200)")
    parser.add_argument("--option", type=_option, action="append", default=[], help="key=value game option")
    parser.add_argument("--json", action="store_true", help="print rows as JSON lines")
    args = parser.parse_args(argv)
    try:
        rows = _rows(args)
    except ConfigError as exc:
        parser.error(str(exc))
    ttt = tictactoe_move_us()
    header = (
        f"{'game':<26}{'players':>8}{'decisions':>10}{'fast med':>9}{'mean':>7}{'checked med':>12}{'mean':>7}"
        f"{'chk/fast':>9}{'× ttt':>7}{'games/s':>9}{'save µs':>8}{'load µs':>8}{'clone µs':>9}{'KiB':>6}"
        f"{'ISMCTS/s':>12}{'draw ms':>9}{'cold ms':>9}{'cpu':>6}{'cpu':>6}"
    )
    if not args.json:
        print(f"tic-tac-toe random move (plain Python): {ttt:.2f} µs; figures below in µs per decision")
        print(header)
    for name, players, options in rows:
        row = bench(name, players, options, args.games)
        row["ttt_us"] = ttt
        row["checked_per_fast"] = row["checked_mean"] / row["fast_mean"]
        row["checked_per_ttt"] = row["checked_median"] / ttt
        if args.json:
            print(json.dumps(row))
        else:
            label = name + "".join(f" {k}={v}" for k, v in sorted(dict(args.option).items()))
            print(
                f"{label:<26}{players:>8}{row['decisions']:>10.1f}{row['fast_median']:>9.1f}{row['fast_mean']:>7.1f}"
                f"{row['checked_median']:>12.1f}{row['checked_mean']:>7.1f}{row['checked_per_fast']:>9.2f}"
                f"{row['checked_per_ttt']:>7.1f}{row['games_per_s']:>9.1f}{row['save_us']:>8.0f}"
                f"{row['load_us']:>8.0f}{row['clone_us']:>9.0f}{row['peak_kib']:>6.0f}{row['ismcts_per_s']:>12.0f}"
                f"{_ms(row['render_ms']):>9}{_ms(row['render_cold_ms']):>9}{_ms(row['render_cpu_ms']):>6}"
                f"{_ms(row['render_cold_cpu_ms']):>6}"
            )


def _ms(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}"


if __name__ == "__main__":
    main()
