"""Which games can be drawn, and drawing a view through the picture the game registers (its face ``picture``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol, cast, runtime_checkable

from conjure.engine.errors import ConfigError
from conjure.engine.registry import face
from conjure.i18n import LANGS
from conjure.pictures.canvas import collecting
from conjure.pictures.texts import seat_names


class Sample(NamedTuple):
    """A picture of the documentation (``python -m conjure.pictures.samples``): a seeded random game drawn at a
    step, saved as ``docs/pictures/<name>.svg`` and ``.png``."""

    name: str
    players: int
    options: dict[str, Any]
    seed: int
    step: int
    seat: int | None
    lang: str


@runtime_checkable
class Picture(Protocol):
    """The contract of a game's picture, its face ``picture``: the game's module ``picture`` (``games/<g>/picture.py``
    or a package) registers ``PICTURE: Picture``, found through :func:`conjure.engine.registry.face`."""

    def draw(self, view: dict[str, Any], lang: str) -> str:
        """The SVG document of the table in ``view`` (a ``Game.view`` dict), its texts in ``lang``."""
        ...


@runtime_checkable
class Sampled(Protocol):
    """A picture that names the samples the documentation shows of it (optional)."""

    samples: tuple[Sample, ...]


def _module(game: str) -> Picture | None:
    found = face(game, "picture")
    if found is None:
        return None
    if not isinstance(found, Picture):
        raise ConfigError(f"the game {game!r} registers a picture without draw(view, lang)")
    return found


def samples(game: str) -> tuple[Sample, ...]:
    """The documentation's samples of the game's picture (none if it names none)."""
    found = _module(game)
    return found.samples if isinstance(found, Sampled) else ()


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
