"""Where the server's bots think: a bot that searches (the heuristic, ISMCTS) thinks in a process of its own, so
its seconds of work never share the interpreter with the event loop that serves every table.

A bot and a copy of the game (both a few kilobytes pickled) go to a thinking process, and the choice comes back
with the bot as it is after choosing (its generator and what it remembers), which replaces the server's; so a
seeded bot makes the same moves in a process as in the server's own thread. ``workers=0`` thinks in a thread
of the server instead. A thinking process that dies is replaced, and that choice is thought in a thread; one
whose server is gone, even by ``kill -9``, ends itself within a second.
"""

from __future__ import annotations

from conjure.engine import Game
from conjure.engine.bots import Bot
from conjure.web.workers import Workers


def think(bot: Bot, game: Game, seat: int) -> tuple[str, Bot]:
    """The id of the bot's choice for ``seat`` and the bot after it (what a thinking process is given and
    returns)."""
    return bot.choose(game, seat).id, bot


def load_bots() -> None:
    """Import the bots and every game (in a thinking process, before its first choice)."""
    import conjure.bots  # noqa: F401  (the import is the point)

    for game in conjure.games():
        conjure.new_game(game["name"], players=game["players"][0], seed=0)


class Thinkers(Workers):
    """The processes the bots think in (``workers`` of them; 0: a thread of the server). Call :meth:`close` when
    the server stops."""

    def __init__(self, workers: int = 1) -> None:
        super().__init__(workers, load_bots)

    async def choose(self, bot: Bot, game: Game, seat: int) -> tuple[str, Bot]:
        """The id of the choice of ``bot`` for ``seat`` in ``game`` (a copy the server no longer uses), and the bot
        after it."""
        return await self.run(think, bot, game, seat)
