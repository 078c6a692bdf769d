"""One module per game, named as the game is registered: ``draw(view, lang) -> str`` (an SVG document)."""
