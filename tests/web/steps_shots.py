"""Screenshots of moves asked step by step (issue 29): Trickerion's Market Row and Downtown turns and Insula's peek,
one step taken (so the page shows the move so far and the next question, each option with its cost and gain), in
Czech and English, at a laptop's 1366x768 and a phone's 390x844, through Debian's Chromium.

``python -m tests.web.steps_shots FOLDER`` saves ``web-trickerion-steps-{market,downtown}-{cs,en}-{laptop,phone}.png``
and ``web-insula-steps-peek-…`` (docs/pictures holds the ones docs/web.md shows)."""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path
from typing import Any

from conjure.engine import Game, Rng
from conjure.engine.copies import deep_copy
from tests.web.layout import TIMEOUT, VIEWPORTS, measure, open_table, serving

# each turn: its game, its task, the first steps wanted (the first offered is taken), the seed of a game that reaches one
TURNS = {
    "trickerion-steps-market": ("trickerion", "turn_market_row", ("act:buy",), 3),
    "trickerion-steps-downtown": ("trickerion", "turn_downtown", ("act:learn", "act:hire", "act:coins"), 4),
    "insula-steps-peek": ("insula", "turn", ("peek",), 2),
}


def table_at(server: str, game: str, task: str, firsts: tuple[str, ...], seed: int) -> tuple[dict[str, Any], int]:
    """A two-seat table of ``game`` (seeded), played at random over the API until a seat starts a ``task`` turn where
    one of the first steps ``firsts`` is offered and leaves more to ask; the first such taken. The table and the seat."""
    import httpx

    import conjure
    from conjure.engine.bots import RandomBot

    table: dict[str, Any] = httpx.post(
        f"{server}/api/tables", json={"game": game, "players": 2, "seed": seed}, timeout=TIMEOUT
    ).json()
    copy = conjure.new_game(game, players=2, seed=seed)
    bot = RandomBot(seed)
    tokens = [s["token"] for s in table["seats"]]
    step = 0
    while not copy.is_over:
        seat = copy.to_act[0]
        top = copy.state["tasks"][-1]["t"] if copy.state["tasks"] else ""
        offered = [f for f in firsts if half_made_by(copy, seat, f)] if top == task and not copy.sofar(seat) else []
        here = bool(offered)
        action = offered[0] if here else bot.choose(copy, seat).id
        copy.apply(seat, action)
        answer = httpx.post(
            f"{server}/api/tables/{table['id']}/actions",
            json={"action": action, "step": step},
            headers={"Authorization": f"Bearer {tokens[seat]}"},
            timeout=TIMEOUT,
        )
        answer.raise_for_status()
        step += 1
        if here:
            return table, seat
    raise RuntimeError(f"seed {seed}: no {task} turn offering any of {firsts}")


def half_made_by(game: Game, seat: int, step: str) -> bool:
    """Whether ``step`` is offered to ``seat`` and leaves a move half made (more questions to come)."""
    if step not in {a.id for a in game.legal_actions(seat)}:
        return False
    trial = Game(game.rules, game.players, game.seed, dict(game.options), deep_copy(game.state), Rng(game.rng.state))
    trial.apply(seat, step)
    return seat in trial.to_act and trial.sofar(seat) == [step]


def main() -> None:
    from tests.browser import launch

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    args = parser.parse_args()
    args.folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder, serving(Path(folder)) as server:
        for chromium in launch():
            for name, (game, task, firsts, seed) in TURNS.items():
                table, seat = table_at(server, game, task, firsts, seed)
                for lang in ("cs", "en"):
                    for viewport in VIEWPORTS:
                        page = open_table(chromium, table["seats"][seat]["link"], viewport, lang)
                        shot = args.folder / f"web-{name}-{lang}-{viewport}.png"
                        page.screenshot(path=str(shot))
                        print(f"{shot.name:50} {measure(page)}")
                        page.context.close()


if __name__ == "__main__":
    main()
