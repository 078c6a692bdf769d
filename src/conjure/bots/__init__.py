"""Bots that play from what their seat can see: weighted random, heuristic and ISMCTS, at levels for players."""

from conjure.bots.heuristic import Heuristic
from conjure.bots.ismcts import Ismcts
from conjure.bots.levels import LEVELS, make_bot
from conjure.bots.seat import NoRedeal, SeatView

__all__ = ["LEVELS", "Heuristic", "Ismcts", "NoRedeal", "SeatView", "make_bot"]
