"""Pictures of the table: one self-contained SVG of a seat's view, in Czech, English or German.

A game has a picture when ``conjure.pictures.games`` has a module of the game's name with
``draw(view, lang) -> str``; the view is what ``Game.view(seat)`` returns (never the state, so nothing
hidden can be drawn). Pictures are an interface, like the terminal: they read the games' public label
functions, and the games know nothing of them. Their own words are in ``conjure/pictures/locale``.
``draw(view, lang)`` finds the game's module; ``draw_pieces`` gives the same SVG in pieces, each part of the
table that was reused on its own (a page that keeps the parts of its last picture is sent only the new ones);
``to_png`` turns the SVG into a PNG with CairoSVG.
"""

from conjure.pictures.registry import draw, draw_pieces, has_picture, to_png

__all__ = ["draw", "draw_pieces", "has_picture", "to_png"]
