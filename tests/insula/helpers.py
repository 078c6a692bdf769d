"""Helpers to build Insula positions by hand (see docs/games/insula.md for the state layout)."""

from __future__ import annotations

from typing import Any

import conjure
from conjure.engine import Rng
from conjure.games.insula import data

DIE = {face: data.DIE_FACES.index(face) for face in set(data.DIE_FACES)}


class ScriptedRng(Rng):
    """A generator whose bounded draws come from a script (then 0): lets a test choose die faces."""

    def __init__(self, script: list[int] | None = None) -> None:
        super().__init__(1)
        self.script = list(script or [])

    def below(self, n: int) -> int:
        return self.script.pop(0) % n if self.script else 0


def new(players: int = 2, advanced: bool = False, citadel: str = "purple", seed: int = 1) -> conjure.Game:
    return conjure.new_game("insula", players=players, seed=seed, options={"advanced": advanced, "citadel": citadel})


def blank(players: int = 2, advanced: bool = False, citadel: str = "purple") -> conjure.Game:
    """A fresh game with empty hands and no face-down cards, so a test sets exactly what it needs."""
    g = new(players, advanced, citadel)
    s = g.state
    for p in s["seats"]:
        s["flowers"]["deck"] += [c for c in p["hand"] if data.flower_effect(c) != data.BLUFF]
        p["hand"] = []
    for key in [k for k, c in s["cells"].items() if not c["up"]]:
        cell = s["cells"].pop(key)
        s["piles"][data.ISLAND[cell["card"]]["pile"]].append(cell["card"])
    return g


def card(kind: str, pile: str = "light", thorns: bool = False) -> str:
    """An island card id of that kind (with or without a thorn hedge)."""
    for cid, rec in data.ISLAND.items():
        if rec["kind"] == kind and rec["pile"] == pile and bool(rec["thorns"]) == thorns:
            return cid
    raise KeyError(kind)


def lay(g: conjure.Game, key: str, cid: str) -> None:
    """Put island card ``cid`` face up on ``key`` (taking it out of its pile)."""
    s = g.state
    for pile in s["piles"].values():
        if cid in pile:
            pile.remove(cid)
    s["cells"][key] = {"card": cid, "up": True, "seen": []}


def top(g: conjure.Game, cid: str) -> None:
    """Make ``cid`` the next island card drawn (top of its pile; the light pile is drawn first)."""
    s = g.state
    for pile in s["piles"].values():
        if cid in pile:
            pile.remove(cid)
    s["piles"][data.ISLAND[cid]["pile"]].append(cid)
    if data.ISLAND[cid]["pile"] == "shadow" and not s["advanced"]:
        s["piles"]["shadow"] += s["piles"]["light"]
        s["piles"]["shadow"].remove(cid)
        s["piles"]["shadow"].append(cid)
        s["piles"]["light"] = []


def flower(kind: str, n: int = 1) -> str:
    return f"{kind}{n}"


def give(g: conjure.Game, seat: int, *cards: str) -> None:
    s = g.state
    for c in cards:
        for pile in (s["flowers"]["deck"], s["flowers"]["discard"]):
            if c in pile:
                pile.remove(c)
        for p in s["seats"]:
            if c in p["hand"]:
                p["hand"].remove(c)
        s["seats"][seat]["hand"].append(c)


def curse_top(g: conjure.Game, *cards: str) -> None:
    """Put curses on top of the curse deck; the first given is drawn first."""
    deck = g.state["curses"]["deck"]
    for c in cards:
        if c in deck:
            deck.remove(c)
    deck.extend(reversed(cards))


def flower_top(g: conjure.Game, *cards: str) -> None:
    deck = g.state["flowers"]["deck"]
    for c in cards:
        if c in deck:
            deck.remove(c)
        for p in g.state["seats"]:
            if c in p["hand"]:
                p["hand"].remove(c)
    deck.extend(reversed(cards))


def guard(g: conjure.Game, key: str, *gids: str) -> None:
    s = g.state
    for gid in gids:
        if gid in s["bag"]:
            s["bag"].remove(gid)
        s["guardians"].setdefault(key, []).append(gid)


def gid_of(strength: int, nth: int = 0) -> str:
    return [g for g, r in data.GUARDIANS.items() if r["strength"] == strength][nth]


def at(g: conjure.Game, seat: int, key: str) -> None:
    g.state["seats"][seat]["position"] = key
    if key == data.CITADEL and seat not in g.state["citadel_entry"]:
        g.state["citadel_entry"].append(seat)
        g.state["citadel_entered"] = True


def ids(g: conjure.Game, seat: int) -> list[str]:
    return [a.id for a in g.legal_actions(seat)]


def play(g: conjure.Game, *steps: tuple[int, str]) -> None:
    for seat, aid in steps:
        g.apply(seat, aid)


def end_turns_until_fight(g: conjure.Game) -> None:
    """Every seat ends its turn until the end-of-round fights begin."""
    while g.state["phase"] == "turn" and g.state["tasks"][-1]["t"] == "turn":
        g.apply(g.state["turn"], "end")


def types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]
