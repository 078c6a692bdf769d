"""What the shared suites run of Incantibus: they take the games from the registry, and from here each game's
configurations (players, options) and the facts they check against (see ``tests/games.py``)."""

from __future__ import annotations

import re
from typing import Any

from conjure.engine.undo import Barrier
from tests.pictures.expected import counted

GOLDEN = [(2, {}), (4, {"mode": "expert"})]  # tests/golden: the smallest table with the default options, plus a variant
PICTURES = [(2, {"mode": "apprentice"}), (4, {"mode": "expert"})]  # tests/pictures: enough to show every kind of piece
EVERY_STEP = [(4, {"mode": "expert"})]  # a picture at every step of a whole game
REUSE = [(4, {"mode": "expert"})]  # pictures with kept parts
HEURISTIC = [(2, {})]  # a seeded heuristic bot plays the same game twice
SEARCH = True  # the search's root prior and evaluations at once are checked on this game (3 players)
THINKING = True  # a bot in a thinking process chooses as in a thread
SHOWN_ORDER = [(3, {})]
PASSES = set()  # the kinds of action the interfaces list last
BARRIERS = {
    Barrier.DRAW,
    Barrier.REVEAL,
    Barrier.BEGUN,
    Barrier.OTHER,
}  # undo barriers the sample games show (each seat
# makes one secret choice, the last of which reveals them all: its own choice is taken back as far as the step's start)
REPLAY = [(3, {})]  # an all-seeing replay of a whole game
CLICKS = [(3, {}), (4, {"mode": "expert"})]  # board clicks
BOARDLESS = {  # tests/web/coverage.py: actions that name no piece of the picture, and why
    "reject": "throws the new token (taken, not yet laid anywhere on the board) into the moat",
    "ultimus:decline": "declines Ultimus",
}
CLICK_COVERAGE = (2353, 0)  # tests/web/test_coverage.py: (actions on the board, actions missing) of the playouts
OPENING_CLICK = ""  # tests/web/test_browser.py: the opening is played by a click on the board (any piece)
WEB_BOTS = [(3, {})]  # bots play a whole game through the server
HIDDEN = (24, 11)  # steps and seed of the web's hidden-information check
PERSISTENCE = [(3, {})]  # tables that outlive the server
RAW_IDS = re.compile(
    r"\b[a-z]+_[a-z0-9_]+\b|\b(gold|book)\d\b"
)  # ids the game uses internally, which a player must never read


def picture_ids(table: dict[str, Any]) -> set[str]:
    out = {"header", "spell-deck", "potion-supply", "box"}
    if table["wizards"]["down"]:
        out.add("wizards-face-down")
    if table["room"] is not None:
        out |= {f"room-slot-{i}" for i, s in enumerate(table["room"]["slots"]) if s is not None}
        out.add(f"tower-room-{table['room']['name']}")
    out |= {f"tower-room-{name}" for name in table["rooms_done"]} | {
        f"tower-left-{j}" for j in range(table["rooms_left"])
    }
    out |= {f"crypt-slot-{i}" for i, s in enumerate(table["crypt"] or []) if s is not None}
    out |= {f"potion-{i}" for i, k in enumerate(table["potions"]) if k is not None}
    if table["mode"] == "expert":
        out |= {f"book-{i}" for i, k in enumerate(table["books"]) if k is not None} | {"book-supply"}
    out |= {f"spell-up-{i}" for i in range(len(table["spells"]["up"]))}
    out |= {f"spell-used-{i}" for i in range(len(table["spells"]["used"]))}
    out |= {f"wizard-{k}" for k in table["wizards"]["up"]}
    out |= counted("special", table["specials"]) | {f"moat-{k}" for k in table["moat"]}
    for s, seat in enumerate(table["seats"]):
        out |= {f"seat-{s}", f"seat-{s}-wand"} | counted(f"seat-{s}-token", seat["tokens"])
    return out


OPENSPIEL_ISMCTS = True  # OpenSpiel's Python ISMCTS plays one whole game in the default run (short enough)


# the results table (tests/web/test_sheets.py): the expert game scores the wand too
SCORESHEET = [(3, {}), (3, {"mode": "expert"})]

COMPACT = [(4, {"mode": "expert"})]  # tests/cli/test_compact.py: the compact table fits 80×45 at this table
