"""What the shared suites run of Djinn: they take the games from the registry, and from here each game's
configurations (players, options) and the facts they check against (see ``tests/games.py``)."""

from __future__ import annotations

import re
from typing import Any

from conjure.engine.undo import Barrier

GOLDEN = [
    (1, {}),
    (2, {}),
    (3, {"long_variant": True}),
]  # tests/golden: the smallest table with the default options, plus a variant
PICTURES = [(1, {}), (3, {}), (2, {"first_game": True})]  # tests/pictures: enough to show every kind of piece
EVERY_STEP = [(1, {"tom_cards": 12})]  # a picture at every step of a whole game
REUSE = [(1, {}), (4, {})]  # pictures with kept parts
HEURISTIC = [(1, {})]  # a seeded heuristic bot plays the same game twice
SEARCH = False  # the search's root prior and evaluations at once are checked on this game (3 players)
THINKING = True  # a bot in a thinking process chooses as in a thread
SHOWN_ORDER = [(2, {}), (1, {})]
PASSES = {"end"}  # the kinds of action the interfaces list last
BARRIERS = {
    Barrier.DRAW,
    Barrier.REVEAL,
    Barrier.OTHER,
}  # undo barriers the sample games show (no simultaneous or secret choice)
REPLAY = [(2, {})]  # an all-seeing replay of a whole game
CLICKS = [(2, {}), (1, {})]  # board clicks (solo: Tom)
OPENING_CLICK = "char:"  # tests/web/test_browser.py: the opening's character tile is picked on the board
BOARDLESS = {  # tests/web/coverage.py: actions that name no piece of the picture, and why
    "end": "ends the turn",
    "cgo": "confirms the catch put together on the board",
    "cnone": "declines to catch (a penalty or a gain instead)",
    "free:none": "declines the free djinn",
    "amage:done": "stops turning mages up",
    "up:done": "stops turning mages up",
    "arc:done": "stops choosing Archive options",
    "mkt:done": "stops buying at the market",
    "swap:done": "stops swapping",
    "xchest:no": "declines to reveal another chest",
    "put:release": "lets the caught djinn go: it goes nowhere on the board",
}
CLICK_COVERAGE = (1729, 0)  # tests/web/test_coverage.py: (actions on the board, actions missing) of the playouts
PICKER = (2, {}, 3, "act:")  # tests/web/test_browser_picker.py: table, seed, the kind of action the picker offers
WEB_BOTS: list[tuple[int, dict[str, Any]]] = []  # bots play a whole game through the server
# steps and seed of the web's hidden-information check: seed 79 deals the tile that takes only the bottom (face-down)
# equipment card, whose help once named that card (DJN-CHAR-N9)
HIDDEN = (16, 79)
PERSISTENCE = [(2, {})]  # tables that outlive the server
RAW_IDS = re.compile(
    r"\b(M|ST|HT|CL|C|A|W|P|N|T|R|S)\d+\b|\b(SRC|ACA|TAV|CAT|ARC|WRK|MKT)\b"
)  # ids the game uses internally, which a player must never read


def picture_ids(table: dict[str, Any]) -> set[str]:
    out = {"field-SRC", "chest-pile"} | {f"field-{f}" for f in table["tiles"]}
    for field, colours in table["djinn"].items():
        out |= {f"djinn-{field}-{i}" for i in range(len(colours))}
        if table["boss"].get(field):
            out.add(f"boss-{field}")
    for field, passages in table["passages"].items():
        out |= {f"passage-{field}-{i}" for i in range(len(passages))}
    out |= {f"mage-offer-{i}" for i, m in enumerate(table["mage_offer"]) if m is not None}
    out |= {f"equipment-offer-{k}" for k, e in table["equipment_offer"].items() if e is not None}
    out |= {f"chest-discard-{i}" for i in range(len(table["chest_discard"]))}
    out |= {f"award-{c}-{a}" for c, column in enumerate(table["awards"]) for a in column}
    out |= {f"scoring-{w}" for w in table["scoring"]}
    out |= {f"character-offer-{c}" for side in ("pos", "neg") for c in table["character_offer"].get(side, [])}
    out |= {f"market-stall-{n}" for n in range(len(table["market_stalls"]))}
    if table["tom"] is not None:
        out.add("tom-deck")
        if table["tom"]["revealed"]:
            out.add("tom-last")
    for s, p in enumerate(table["seats"]):
        out.add(f"seat-{s}")
        if p["position"] is not None:
            out.add(f"figure-{s}")
        if p["stall"] >= 0:
            out.add(f"assistant-{s}")
        out |= {f"seat-{s}-circle-{i}" for i in range(len(p["circles"]))}
        out |= {f"seat-{s}-bottles-{c}" for c in p["bottles"]}
        out |= {f"seat-{s}-mage-{i}" for i in range(len(p["mages"]))}
        out |= {f"seat-{s}-equipment-{i}" for i in range(len(p["equipment"]))}
        out |= {f"seat-{s}-character-{c}" for c in p["characters"]} | {f"seat-{s}-award-{a}" for a in p["awards"]}
        out |= {f"seat-{s}-scoring-{i}" for i in range(p["hidden_scoring_count"])}
    return out


# the results table (tests/web/test_sheets.py): solo against Tom, and two players with a tie-break
SCORESHEET = [(1, {}), (2, {})]

COMPACT = [(4, {})]  # tests/cli/test_compact.py: the compact table fits 80×45 at this table
