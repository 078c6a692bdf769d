"""Positions for the Theatre, Performance, End of Round and final-scoring tests, built by hand on a real setup.

These helpers write what the Assignment and Placement phases would leave, ``state["placed"]`` and the
``turn_theater`` tasks, or the phase to start from, so that a test reaches a Theatre position in a few lines.
"""

from __future__ import annotations

from typing import Any

from conjure.engine import Game
from conjure.games.trickerion import data
from conjure.games.trickerion.flow import FLOW
from tests.trickerion.helpers import new, play

SIDE = ("return_trick:", "return_prop:")  # the ids of returns.py's side actions

SYMBOLS = data.C["symbol_sets"]


def table(players: int = 4, seed: int = 1, **options: Any) -> Game:
    """A game whose setup and round-1 opening are over (everybody passed on advertising), with nothing waiting."""
    g = new(players, seed=seed, **options)
    play(g, "pass", stop="assign")
    g.state["tasks"].clear()
    return g


def give_tricks(g: Game, seat: int, *tricks: tuple[str, int]) -> None:
    """The seat's tricks become exactly these (trick id, markers on its card), each with its own symbol; the
    cards leave the decks."""
    own = g.state["seats"][seat]
    for old in own["tricks"]:
        g.state["trick_decks"][data.TRICKS[old["id"]].school].append(old["id"])
    own["tricks"] = []
    for (trick, markers), symbol in zip(tricks, SYMBOLS, strict=False):
        for deck in g.state["trick_decks"].values():
            if trick in deck:
                deck.remove(trick)
        own["tricks"].append({"id": trick, "symbol": symbol, "markers": markers, "slot": "board", "staged": 0})


def show_cards(g: Game, *cards: str) -> None:
    """The Theatre shows these cards from the left (the rest of its positions empty); they leave the deck."""
    state = g.state
    for group in state["performance_deck"]:
        group[:] = [c for c in group if c not in cards]
    state["theater"] = [*cards, *[None] * (len(state["seats"]) + 1 - len(cards))]


def stage(g: Game, card: str, seat: int, trick: str, slot: int, facing: str) -> None:
    """A marker already on a performance card (set up in an earlier round)."""
    g.state["stage"].setdefault(card, []).append({"slot": slot, "seat": seat, "trick": trick, "facing": facing})
    g.state["stage"][card].sort(key=lambda m: m["slot"])
    record = next(t for t in g.state["seats"][seat]["tricks"] if t["id"] == trick)
    record["staged"] += 1


def place(g: Game, seat: int, char: str, loc: str, space: int | str) -> None:
    g.state.setdefault("placed", []).append({"seat": seat, "char": char, "loc": loc, "space": space})


def turns(g: Game, *turn: tuple[int, str, str, int], then: str = "performance") -> list[dict[str, Any]]:
    """Queue Theatre turns (seat, character, space, AP) in this order, the phase ``then`` to follow them; run."""
    g.state["phase"] = then
    FLOW.push_all(
        g.state, [{"t": "turn_theater", "seat": s, "char": c, "space": sp, "ap": ap} for s, c, sp, ap in turn]
    )
    events: list[dict[str, Any]] = []
    FLOW.run(g.state, g.rng, events)
    return events


def run_phase(g: Game, phase: str) -> list[dict[str, Any]]:
    g.state["phase"] = phase
    events: list[dict[str, Any]] = []
    FLOW.run(g.state, g.rng, events)
    return events


def ids(g: Game, seat: int) -> list[str]:
    """The decision's own options: the legal ids without the side actions (returning a trick or a prop, offered
    with every decision: returns.py, tested in test_returns.py)."""
    return [a.id for a in g.legal_actions(seat) if not a.id.startswith(SIDE)]


def gains(g: Game) -> list[tuple[int, int, int]]:
    """(fame, coins, shards) of every seat."""
    return [(s["fame"], s["coins"], s["shards"]) for s in g.state["seats"]]


# -- the rulebook's examples A and B (Dodatek) ---------------------------------------------------------------------

GREEN, YELLOW, BLUE, RED = 0, 1, 2, 3
CARD1, CARD2, CARD3 = "P06", "P03", "P10"


def example_a_table() -> Game:
    """Rulebook example A before anyone acts: green's two spiritual markers linked on the first card from an
    earlier round; the characters on their spaces as the example places them."""
    g = table(4, seed=3)
    show_cards(g, CARD1, CARD2, CARD3)
    give_tricks(g, GREEN, ("window_to_the_otherworld", 0), ("mind_reading", 0))
    give_tricks(g, YELLOW, ("barricaded_barrels", 1), ("burning_mummy", 1), ("linking_rings", 1))
    give_tricks(g, BLUE, ("spirit_hand", 1), ("pepper_s_ghost", 2))
    give_tricks(g, RED, ("water_tank_escape", 2), ("living_piano", 1))
    stage(g, CARD1, GREEN, "window_to_the_otherworld", 0, "down")
    stage(g, CARD1, GREEN, "mind_reading", 2, "up")
    g.state["seats"][YELLOW]["specialists"] = ["manager"]
    g.state["seats"][BLUE]["specialists"] = ["assistant"]
    for seat, char, space in (
        (GREEN, "magician", "sunday:performance"),
        (YELLOW, "manager", "friday:backstage"),
        (BLUE, "assistant", "thursday:backstage"),
        (YELLOW, "apprentice", "friday:backstage"),
        (RED, "magician", "saturday:backstage"),
        (BLUE, "magician", "thursday:performance"),
        (YELLOW, "magician", "friday:performance"),
    ):
        place(g, seat, char, "theater", space)
    for seat in g.state["seats"]:
        seat.update(fame=10, coins=10, shards=0)
    return g


def play_example_a(g: Game) -> list[tuple[int, int, int]]:
    """Example A's Theatre turns, each link bonus taken in fame for yellow and in coins for the others; returns
    everyone's (fame, coins, shards) after each turn."""
    turns(
        g,
        (YELLOW, "manager", "friday:backstage", 2),
        (BLUE, "assistant", "thursday:backstage", 3),
        (YELLOW, "apprentice", "friday:backstage", 1),
        (RED, "magician", "saturday:backstage", 3),
    )
    after = []
    # ② yellow's manager: ②a on the second card's top slot (its only link points down), ②b below it, own school up
    g.make(YELLOW, "setup:barricaded_barrels")
    g.make(YELLOW, f"slot:{CARD2}:0")
    g.make(YELLOW, "setup:burning_mummy")
    g.make(YELLOW, f"slot:{CARD2}:2")
    g.make(YELLOW, "face:up")
    g.make(YELLOW, "gain:fame")
    after.append(gains(g))
    # ③ blue's assistant (3 AP): ③a and ③b on the third card, ③c beside yellow on the second
    g.make(BLUE, "setup:spirit_hand")
    g.make(BLUE, f"slot:{CARD3}:0")
    g.make(BLUE, "setup:pepper_s_ghost")
    g.make(BLUE, f"slot:{CARD3}:1")
    g.make(BLUE, "face:left")
    g.make(BLUE, "gain:coins")
    g.make(BLUE, "setup:pepper_s_ghost")
    g.make(BLUE, f"slot:{CARD2}:3")
    g.make(BLUE, "face:left")
    g.make(BLUE, "gain:coins")
    after.append(gains(g))
    # ④ yellow's apprentice: a mechanical trick on the first card makes no link whichever way it points
    g.make(YELLOW, "setup:linking_rings")
    g.make(YELLOW, f"slot:{CARD1}:4")
    assert ids(g, YELLOW) == ["face:right", "face:up"]  # up would face green's optical corner: no link either
    g.make(YELLOW, "face:right")
    after.append(gains(g))
    # ⑤ red's magician backstage: one marker on each card, each making a link
    for card, slot, trick in ((CARD1, 5, "living_piano"), (CARD2, 5, "water_tank_escape")):
        g.make(RED, f"setup:{trick}")
        g.make(RED, f"slot:{card}:{slot}")
        g.make(RED, "gain:coins")
    g.make(RED, "setup:water_tank_escape")  # the third card's slot 3 is its only place left: taken without asking
    assert g.state["stage"][CARD3][-1]["seat"] == RED
    g.make(RED, "gain:coins")
    after.append(gains(g))
    return after
