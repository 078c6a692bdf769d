"""Pictures of the table: one self-contained SVG of a seat's view, in Czech, English or German.

A game has a picture when its package registers one (``games/<g>/picture.py`` with ``PICTURE``, a
:class:`~conjure.pictures.registry.Picture`: ``draw(view, lang) -> str``); the view is what ``Game.view(seat)``
returns (never the state, so nothing hidden can be drawn). This package is the game-agnostic part (the canvas,
the frame, the palette, the contract); each game's drawing code lives in its own package. Their own words are in
``conjure/pictures/locale``.
``draw(view, lang)`` finds the game's module; ``draw_pieces`` gives the same SVG in pieces, each part of the
table that was reused on its own (a page that keeps the parts of its last picture is sent only the new ones);
``to_png`` turns the SVG into a PNG with CairoSVG.
"""

from conjure.pictures.registry import draw, draw_pieces, has_picture, to_png

__all__ = ["draw", "draw_pieces", "has_picture", "to_png"]
