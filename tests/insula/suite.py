"""What the shared suites run of Insula: they take the games from the registry, and from here each game's
configurations (players, options) and the facts they check against (see ``tests/games.py``)."""

from __future__ import annotations

import re
from typing import Any

from conjure.engine.undo import Barrier

GOLDEN = [
    (2, {}),
    (3, {"advanced": True, "citadel": "blue"}),
]  # tests/golden: the smallest table with the default options, plus a variant
PICTURES = [(3, {}), (5, {"advanced": True, "citadel": "blue"})]  # tests/pictures: enough to show every kind of piece
EVERY_STEP = [(3, {})]  # a picture at every step of a whole game
REUSE = [(3, {}), (5, {"advanced": True, "citadel": "blue"})]  # pictures with kept parts
HEURISTIC = [(3, {})]  # a seeded heuristic bot plays the same game twice
SEARCH = False  # the search's root prior and evaluations at once are checked on this game (3 players)
THINKING = False  # a bot in a thinking process chooses as in a thread
SHOWN_ORDER = [(3, {}), (3, {"advanced": True})]
PASSES = {"end"}  # the kinds of action the interfaces list last
BARRIERS = {Barrier.DRAW, Barrier.REVEAL, Barrier.SECRET, Barrier.OTHER}  # undo barriers the sample games show
REPLAY = [(3, {})]  # an all-seeing replay of a whole game
CLICKS = [(3, {}), (4, {"advanced": True})]  # board clicks: a move points at the place it leads to
BOARDLESS = {  # tests/web/coverage.py: actions that name no piece of the picture, and why
    "end": "ends the turn",
    "amount": "a number of energy tokens (Starwort)",
    "choose": "one of the symbols of a slash field already reached",
    "lose": "vitality or fatigue: counts in the seat's line, not pieces",
    "red:none": "plays no red flower",
    "krizek:no": "lets the curse act",
    "rosnatka:no": "accepts the banishment",
    "stino:no": "declines the card",
    "bulv:done": "stops looking",
    "row": "a row of places to look at (INS-STEP-1): its places come next, each on the board",
    "step:stop": "stops the runner here",
}
CLICK_COVERAGE = (2240, 0)  # tests/web/test_coverage.py: (actions on the board, actions missing) of the playouts
PICKER = (3, {}, 3, "commit:")  # tests/web/test_browser_picker.py: table, seed, the kind of action the picker offers
OPENING_CLICK = "move:"  # tests/web/test_browser.py: the opening's first move is a click on the place
WEB_BOTS = [(2, {})]  # bots play a whole game through the server
HIDDEN = (24, 12)  # steps and seed of the web's hidden-information check
PERSISTENCE = [(2, {})]  # tables that outlive the server
RAW_IDS = re.compile(
    r"\b[LS]\d\d\b|\bg\d+\b|\b[a-z]+\d+\b"
)  # ids the game uses internally, which a player must never read


def picture_ids(table: dict[str, Any]) -> set[str]:
    out = {"time-track", "time-token", "pile-light", "pile-shadow", "guardian-bag", "flower-deck", "curse-deck"}
    out |= {"cell-" + key.replace(",", "_") for key in table["cells"]}
    for key, cell in table["cells"].items():
        out |= {f"thorn-{key.replace(',', '_')}-{n}" for n in range(len(cell.get("thorns", [])))}
    out |= {f"guardian-{g}" for guardians in table["guardians"].values() for g in guardians}
    out |= {f"defeated-{g}" for g in table["defeated"]}
    for deck in ("flower", "curse"):
        out |= {f"{deck}-discard-{n}" for n in range(len(table[deck + "s"]["discard"]))}
    if table["white_curse"]:
        out.add("white-curse")
    if table["fight"] is not None:
        out.add("fight")
    for s, p in enumerate(table["seats"]):
        out.add(f"seat-{s}")
        if p["position"] is not None:
            out.add(f"adventurer-{s}")
        out |= {f"seat-{s}-{c}-{i}" for c in ("reward", "penalty") for i in range(10)}
        out |= {f"seat-{s}-hand-{i}" for i in range(p["hand_size"])}
        out |= {f"seat-{s}-slot-{slot}" for slot, value in p["slots"].items() if value}
    return out


OPENSPIEL_ISMCTS = True  # OpenSpiel's Python ISMCTS plays one whole game in the default run (short enough)

COMPACT = [(5, {"advanced": True})]  # tests/cli/test_compact.py: the compact table fits 80×45 at this table
