"""What the shared suites run of Trickerion: they take the games from the registry, and from here each game's
configurations (players, options) and the facts they check against (see ``tests/games.py``)."""

from __future__ import annotations

import re
from typing import Any

from conjure.engine.undo import Barrier

GOLDEN = [
    (2, {}),
    (3, {"dark_alley": False}),
]  # tests/golden: the smallest table with the default options, plus a variant
PICTURES = [
    (2, {}),
    (4, {"dark_alley": False}),
    (3, {"first_game": True}),
]  # tests/pictures: enough to show every kind of piece
EVERY_STEP = [(2, {})]  # a picture at every step of a whole game
REUSE = [(3, {})]  # pictures with kept parts
HEURISTIC: list[tuple[int, dict[str, Any]]] = []  # a seeded heuristic bot plays the same game twice
SEARCH = True  # the search's root prior and evaluations at once are checked on this game (3 players)
PRIOR_STEP = 80  # the root prior's choice point: past the secret assignment, whose cards look alike (a Market Row turn)
THINKING = False  # a bot in a thinking process chooses as in a thread
SHOWN_ORDER = [(2, {}), (3, {"dark_alley": False})]
PASSES = {"end", "done", "pass", "stop", "skip"}  # the kinds of action the interfaces list last
BARRIERS = {Barrier.DRAW, Barrier.REVEAL, Barrier.SECRET, Barrier.OTHER}  # undo barriers the sample games show
REPLAY = [(2, {})]  # an all-seeing replay of a whole game
CLICKS = [(2, {}), (4, {})]  # board clicks
BOARDLESS = {  # tests/web/coverage.py: actions that name no piece of the picture, and why
    "end": "ends the turn",
    "done": "assigns no more cards (the rest of the characters stay idle)",
    "pass": "does not advertise",
    "stop": "places no second character this turn (a prophecy)",
    "haggle": "an amount: how many coins to haggle off, an AP each",
    "enough": "the mix of props is complete",
    "skip": "leaves a special card's offer unused",
    "decline": "does not use the magician's ability",
    "keep_order": "leaves the performance cards where they are",
    "gain": "a link's bonus: fame or coins, counts on the seat's line",
    # which way the trick's own school points on the slot just chosen: the marker is laid only once turned, and the
    # view does not name the slot (it is the task's), so no piece of the picture stands for it yet
    "face": "a direction: which way the new marker turns on its slot",
}
CLICK_COVERAGE = (3544, 0)  # tests/web/test_coverage.py: (actions on the board, actions missing) of the playouts
# tests/web/test_browser_picker.py: table, seed, the kind of action the picker offers (a Market Row turn)
PICKER = (2, {}, 3, "act:")
OPENING_CLICK = "magician:"  # tests/web/test_browser.py: the opening's magician is chosen on the seat's board
WEB_BOTS: list[tuple[int, dict[str, Any]]] = []  # bots play a whole game through the server
HIDDEN = (24, 13)  # steps and seed of the web's hidden-information check
PERSISTENCE = [(2, {})]  # tables that outlive the server
# snake-case ids (market_row, face_down, prophecy_09), numbered characters (apprentice2) and performance card
# ids (P07: a card is named by its theatre and number, "Grand Magorian no. 3")
RAW_IDS = re.compile(
    r"\b[a-z]+_[a-z0-9_]+\b|\b[a-z]+\d+\b|\bP\d\d\b"
)  # ids the game uses internally, which a player must never read


def picture_ids(table: dict[str, Any]) -> set[str]:
    from conjure.games.trickerion import data
    from conjure.games.trickerion.phases.assignment import character_ids

    out = {"header", "tracks", "fame-track", "market-quick"} | {f"fame-{s}" for s in range(len(table["seats"]))}
    last = data.C["rounds_dark_alley" if table["options"]["dark_alley"] else "rounds_base"]
    out |= {f"round-{r}" for r in range(1, last + 1)} | {f"initiative-{s}" for s in table["initiative"]}
    out |= {f"die-{d}" for d in table["dice"]} | {f"market-{a}-{i}" for a in ("buy", "order") for i in range(4)}
    board = ("downtown", "market_row", "dark_alley") if table["options"]["dark_alley"] else ("downtown", "market_row")
    out |= {f"space-{loc}-{n}" for loc in board for n in range(1, 5)}
    for day in data.DATA.raw["days"]:
        out.add(f"space-theater-{day['id']}-performance")
        out |= {f"space-theater-{day['id']}-backstage-{k}" for k in range(day["backstage"])}
    out |= {f"character-{p['seat']}-{p['char']}" for p in table["placed"]}
    out |= {f"special-deck-{loc}" for loc in table["special_decks"]}
    if table["options"]["prophecies"]:
        out |= {"prophecy-active", "prophecy-pool"} | {
            f"prophecy-upcoming-{i}" for i in range(len(table["prophecy"]["upcoming"]))
        }
    for i, card in enumerate(table["theater"]):
        if card is None:
            out.add(f"theatre-position-{i}")
            continue
        perf = data.PERFORMANCES[card]
        out |= {f"performance-{card}"} | {f"perf-slot-{card}-{s}" for s in perf.slots}
        out |= {f"link-{card}-{a}-{b}" for a, b in perf.links}
        out |= {f"marker-{card}-{m['slot']}" for m in table["stage"].get(card, {}).get("markers", [])}
    out |= {f"performance-deck-{g['theatre']}" for g in table["performance_deck"]}
    out |= {f"performance-discard-{i}" for i in range(len(table["performance_discard"]))}
    out |= {f"trick-{t}" for deck in table["trick_decks"].values() for t in deck}
    out |= {f"trick-deck-{school}" for school in data.SCHOOLS_ORDER}
    for s, p in enumerate(table["seats"]):
        out |= {f"seat-{s}", f"seat-{s}-magician", f"workshop-{s}-1", f"workshop-{s}-2"}
        out |= {f"seat-{s}-char-{c}" for c in character_ids(p)}
        if table["phase"] == "setup":
            out.add(f"seat-{s}-props")
            if not p["specialists"]:
                out.add(f"seat-{s}-specialist")
        out |= {f"seat-{s}-card-{c}" for c in table["assigned"][s]} | {
            f"seat-{s}-hired-{i}" for i in range(len(p["hired"]))
        }
        out |= {f"seat-{s}-trick-{t['id']}" for t in p["tricks"]} | {f"seat-{s}-prop-{k}" for k in p["props"]}
        if "hand" in p:
            out |= {f"seat-{s}-hand-{loc}" for loc, n in p["hand"].items() if n}
            out |= {f"seat-{s}-special-{i}" for i in range(len(p["special_hand"]))}
        else:
            out |= {f"seat-{s}-hand", f"seat-{s}-special-hand"}
        if table.get("final"):
            out.add(f"seat-{s}-final")
    if table["turn"] and table["turn"].get("drawn"):
        out |= {f"drawn-{i}" for i in range(len(table["turn"]["drawn"]))}
    return out


# the results table (tests/web/test_sheets.py): with and without the Dark Alley (other final categories)
SCORESHEET = [(2, {}), (2, {"dark_alley": False})]

COMPACT = [(4, {"dark_alley": True})]  # tests/cli/test_compact.py: the compact table fits 80×45 at this table

OPENSPIEL_ISMCTS = True  # OpenSpiel's Python ISMCTS plays one whole game in the default run (about 8 s)
