"""What a position is worth to a seat: a finished game's outcome, else the game's ``evaluate``."""

from __future__ import annotations

from conjure.engine.game import Game


def outcome(game: Game) -> list[float]:
    """Each seat's reward for a finished game: a win (shared between co-winners) plus a little for score."""
    result = game.result()
    winners = result["winners"]
    scores = [float(s) for s in result["scores"]]
    top = max(max(scores), 1.0)
    low = min(min(scores), 0.0)
    return [
        (0.9 / len(winners) if seat in winners else 0.0) + 0.1 * (scores[seat] - low) / (top - low)
        for seat in range(game.players)
    ]


def judge(game: Game, seat: int) -> float:
    """A finished game's outcome for ``seat``, else the game's ``evaluate`` (0.5 when it has none)."""
    if game.is_over:
        return outcome(game)[seat]
    value = game.rules.evaluate(game.state, seat)
    return 0.5 if value is None else float(value)
