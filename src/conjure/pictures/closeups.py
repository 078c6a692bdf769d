"""Close-ups: what a player reads of one piece of the picture when they hover, long-press or focus it.

A game's package registers ``CLOSEUPS: Closeups`` in its module ``closeups`` (found through
:func:`conjure.engine.registry.face`, like its picture). From a view (``Game.view(seat)``, never the state) it gives,
for every element id its picture draws for a component (card, tile, token, die, space, track, pile, board), a
:class:`Closeup`: the full name, the text the component carries, its cost and gain as data and its state now, in the
page's language. A view holds only what its seat may see, so a close-up of something hidden (a face-down tile, an
opponent's hand, a deck) can say only what is public ("face down; 4 cards").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from conjure.engine.errors import ConfigError
from conjure.engine.registry import face
from conjure.i18n import LANGS

KINDS = ("card", "tile", "token", "die", "space", "track", "pile", "board", "piece")


@dataclass(frozen=True)
class Amount:
    """One entry of a cost or a gain: ``what`` a stable key (``coins``, ``gold``, ``fame``, ``recipe``), ``n`` how
    many (None when it is not a number: a recipe's ingredient, a condition), ``text`` it in words."""

    what: str
    n: int | None
    text: str

    def to_json(self) -> dict[str, Any]:
        return {"what": self.what, "n": self.n, "text": self.text}


@dataclass(frozen=True)
class Closeup:
    """One component as a close-up shows it. ``kind`` is one of :data:`KINDS` (for clients; not shown as such),
    ``title`` its full name, ``lines`` the text it carries (one paragraph each), ``cost`` what it takes, ``gain`` what
    it gives, ``state`` where it is and how it stands now (whose, face up or down, how many), ``hidden``: the
    component is face down or out of sight, and only public facts are given."""

    kind: str
    title: str
    lines: tuple[str, ...] = ()
    cost: tuple[Amount, ...] = ()
    gain: tuple[Amount, ...] = ()
    state: str = ""
    hidden: bool = False
    extra: dict[str, Any] = field(default_factory=dict)  # a game's own data for clients (JSON-ready)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "title": self.title, "lines": list(self.lines)}
        if self.cost:
            out["cost"] = [a.to_json() for a in self.cost]
        if self.gain:
            out["gain"] = [a.to_json() for a in self.gain]
        if self.state:
            out["state"] = self.state
        if self.hidden:
            out["hidden"] = True
        if self.extra:
            out["extra"] = self.extra
        return out


@runtime_checkable
class Closeups(Protocol):
    """The contract of a game's close-ups, its face ``closeups``."""

    def closeups(self, view: dict[str, Any], lang: str) -> dict[str, Closeup]:
        """Every component the picture of ``view`` draws, by its element id, as ``view["seat"]`` may know it."""
        ...


def _module(game: str) -> Closeups | None:
    found = face(game, "closeups")
    if found is None:
        return None
    if not isinstance(found, Closeups):
        raise ConfigError(f"the game {game!r} registers close-ups without closeups(view, lang)")
    return found


def has_closeups(game: str) -> bool:
    return _module(game) is not None


def closeups(view: dict[str, Any], lang: str = "en") -> dict[str, Closeup]:
    """The close-ups of the components in the picture of ``view`` (a ``Game.view`` dict), in ``lang``; none for a
    game that registers no close-ups."""
    if lang not in LANGS:
        raise ConfigError(f"language {lang!r} is not available; choose {', '.join(LANGS)}")
    module = _module(str(view.get("game")))
    return {} if module is None else module.closeups(view, lang)


def closeup(view: dict[str, Any], element: str, lang: str = "en") -> Closeup:
    """The close-up of one element of the picture of ``view``; a ``ConfigError`` naming the element if the picture
    draws no component with that id."""
    found = closeups(view, lang).get(element)
    if found is None:
        raise ConfigError(f"the table shows no component with the id {element!r}")
    return found
