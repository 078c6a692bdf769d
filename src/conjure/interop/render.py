"""The adapters' render modes: the table as a spectator sees it (nothing hidden is ever shown)."""

from __future__ import annotations

import io
from typing import Any

import numpy as np

from conjure.engine.game import Game


def table_text(game: Game, lang: str = "en") -> str:
    """ "ansi": the terminal table (Rich markup) as text with ANSI colours."""
    from rich.console import Console

    out = io.StringIO()
    markup = game.presentation.render_table(game.view(None)["table"], None, lang)
    Console(file=out, force_terminal=True, color_system="standard", width=100).print(markup)
    return out.getvalue()


def table_picture(game: Game, lang: str = "en") -> np.ndarray[Any, Any]:
    """ "rgb_array": the table's picture (``conjure.pictures``) as an H × W × 3 array of uint8."""
    from PIL import Image

    from conjure.pictures import draw, to_png

    png = to_png(draw(game.view(None), lang))
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=np.uint8)
