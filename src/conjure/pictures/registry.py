"""Which games can be drawn, and drawing a view through the game's module ``conjure.games.<game>.picture``."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any, Protocol, cast

from conjure.engine.errors import ConfigError
from conjure.i18n import LANGS
from conjure.pictures.canvas import collecting
from conjure.pictures.texts import seat_names


class PictureModule(Protocol):
    def draw(self, view: dict[str, Any], lang: str) -> str: ...


def _module(game: str) -> PictureModule | None:
    if not game.isidentifier():
        return None
    try:
        return cast(PictureModule, importlib.import_module(f"conjure.games.{game}.picture"))
    except ModuleNotFoundError as exc:
        if exc.name == f"conjure.games.{game}.picture":
            return None
        raise


def has_picture(game: str) -> bool:
    return _module(game) is not None


def draw(view: dict[str, Any], lang: str = "en", names: Sequence[str] = ()) -> str:
    """The SVG of the table in ``view`` (a ``Game.view`` dict), with its texts in ``lang``; ``names``: the
    seats' names where the picture would say "Player N" (an empty name keeps it)."""
    if lang not in LANGS:
        raise ConfigError(f"language {lang!r} is not available; choose {', '.join(LANGS)}")
    module = _module(str(view.get("game")))
    if module is None:
        raise ConfigError(f"no picture for the game {view.get('game')!r} yet")
    with seat_names(names):
        return module.draw(view, lang)


def draw_pieces(view: dict[str, Any], lang: str = "en", names: Sequence[str] = ()) -> list[tuple[bool, str]]:
    """:func:`draw`'s SVG in pieces: (is a reused part, text), which joined are the SVG (a part is a piece of the
    table drawn from a part of the view, the same text while that part stays the same)."""
    with collecting() as pieces:
        svg = draw(view, lang, names)
    return pieces if pieces else [(False, svg)]


def to_png(svg: str, scale: float = 1.0) -> bytes:
    """The SVG as a PNG (CairoSVG over libcairo)."""
    import cairosvg

    return cast(bytes, cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=scale))
