"""The special assignment cards of the Dark Alley (rulebook: Speciální karty pověření): ``bonuses`` (their printed
bonuses) and ``decks`` (the four special decks: drawing, putting under, what a seat knows of them)."""
