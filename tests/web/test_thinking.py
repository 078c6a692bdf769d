"""Bots that search think in a process of their own, and choose there what they would in the server's thread."""

from __future__ import annotations

import asyncio
import os
import random
import signal

import conjure
from conjure.bots import make_bot
from conjure.engine import Game
from conjure.web.thinking import Thinkers
from tests import games


def positions(name: str, count: int) -> list[Game]:
    game, chooser, found = conjure.new_game(name, players=2, seed=4), random.Random(2), []
    while len(found) < count and not game.is_over:
        seat = game.to_act[0]
        if len(game.legal_actions(seat)) > 1:
            found.append(game.clone())
        game.apply(seat, chooser.choice(game.legal_actions(seat)))
    return found


def choices(thinkers: Thinkers, name: str) -> list[str]:
    """A seeded heuristic bot's choices, in order, through ``thinkers`` (the bot coming back is the one used next)."""
    bot, made = make_bot("medium", 11), []

    async def run() -> None:
        nonlocal bot
        try:
            await thinkers.start()
            for game in positions(name, 6):
                action, bot = await thinkers.choose(bot, game, game.to_act[0])
                made.append(action)
        finally:
            thinkers.close()

    asyncio.run(run())
    return made


def test_a_bot_chooses_in_a_thinking_process_what_it_chooses_in_a_thread() -> None:
    for name in games.flagged("THINKING"):
        assert choices(Thinkers(1), name) == choices(Thinkers(0), name), name


def test_a_thinking_process_that_dies_is_replaced_and_the_choice_still_made() -> None:
    thinkers, game = Thinkers(1), positions("incantibus", 1)[0]

    async def run() -> list[str]:
        try:
            await thinkers.start()
            pool = thinkers.pool()
            for pid in list(pool._processes):  # type: ignore[attr-defined]
                os.kill(pid, signal.SIGKILL)
            first, _ = await thinkers.choose(make_bot("medium", 3), game.clone(), game.to_act[0])  # in a thread
            again, _ = await thinkers.choose(make_bot("medium", 3), game.clone(), game.to_act[0])  # a new process
            return [first, again]
        finally:
            thinkers.close()

    first, again = asyncio.run(run())
    assert first == again
