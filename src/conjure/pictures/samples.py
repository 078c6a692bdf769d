"""The pictures in the documentation: seeded random games drawn at a mid-game step (each game's picture names its
own, :class:`~conjure.pictures.registry.Sample`).

``python -m conjure.pictures.samples [FOLDER]`` writes them (default ``docs/pictures``) as PNG and SVG; the
same seed and steps give the same pictures, so they can be made again after a change to the drawing.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import conjure
from conjure.engine.bots import RandomBot
from conjure.engine.registry import all_rules
from conjure.pictures.registry import draw, samples, to_png


def sample(game: str, players: int, options: dict[str, Any], seed: int, step: int) -> conjure.Game:
    g = conjure.new_game(game, players=players, seed=seed, options=options)
    bot = RandomBot(seed)
    while not g.is_over and len(g.history) < step:
        seat = g.to_act[0]
        g.apply(seat, bot.choose(g, seat))
    return g


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for game in (rules.name for rules in all_rules()):
        for name, players, options, seed, step, seat, lang in samples(game):
            svg = draw(sample(game, players, options, seed, step).view(seat), lang)
            (folder / f"{name}.svg").write_text(svg, encoding="utf-8")
            (folder / f"{name}.png").write_bytes(to_png(svg))
            print(folder / f"{name}.png")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/pictures"))
