"""Helpers to build Djinn positions by hand (see docs/games/djinn.md for the state layout)."""

from __future__ import annotations

from typing import Any

import conjure
from conjure.games.djinn.data import COLOURS, MAGES


def new(players: int = 2, seed: int = 1, **options: Any) -> conjure.Game:
    """A game past the character draft (each seat takes the first tile offered)."""
    game = conjure.new_game("djinn", players=players, seed=seed, options=options)
    while game.state["phase"] == "draft":
        seat = game.to_act[0]
        game.apply(seat, game.legal_actions(seat)[0])
    return game


def bare(players: int = 2, seed: int = 1, **options: Any) -> conjure.Game:
    """A first-game setup (no characters, no scoring cards): the plainest position to edit."""
    options.setdefault("first_game", True)
    return new(players, seed, **options)


def ids(game: conjure.Game, seat: int | None = None) -> list[str]:
    seat = game.to_act[0] if seat is None else seat
    return [a.id for a in game.legal_actions(seat)]


def do(game: conjure.Game, *actions: str) -> None:
    for action in actions:
        game.apply(game.to_act[0], action)


def field_of(game: conjure.Game, loc: str, round_: bool) -> str:
    tiles = game.state["tiles"]
    return next(f for f, x in tiles.items() if x == loc and f.startswith("R" if round_ else "S"))


def stand(game: conjure.Game, seat: int, field: str, frm: str) -> None:
    """Put a wizard at the edge of ``field`` coming from ``frm`` (no action taken)."""
    game.state["seats"][seat]["position"] = [field, frm]


def at_field(game: conjure.Game, seat: int, field: str, frm: str = "") -> None:
    """Make ``seat`` the player to act, standing at ``field`` with its actions open."""
    from conjure.games.djinn.map import arrive
    from conjure.games.djinn.setup import fresh_turn

    st = game.state
    st["current"] = seat
    st["tasks"] = []
    st["turn"] = fresh_turn()
    if not frm:
        from conjure.games.djinn.data import NEIGHBOURS

        frm = NEIGHBOURS[field][0]
    arrive(st, seat, field, frm, [])
    settle(game)


def settle(game: conjure.Game) -> None:
    """After a position was edited by hand: let the turn machine put the next decision on its stack."""
    game.rules.flow.run(game.state, game.rng, [])  # type: ignore[attr-defined]


def restart(game: conjure.Game) -> None:
    """After a position was edited by hand (a new turn or phase): drop the old main decision and settle."""
    game.state["tasks"] = []
    settle(game)


def pending(state: dict[str, Any]) -> list[dict[str, Any]]:
    """The pending work above the turn's main decision (the draft pick, move, blocked or field)."""
    from conjure.games.djinn.flow import TURN_KINDS

    return [task for task in state["tasks"] if task["t"] not in TURN_KINDS]


def set_field(game: conjure.Game, field: str, djinn: list[str], boss: bool) -> None:
    """Set the djinn at a round field, keeping the total number of djinn (the bag pays or takes)."""
    st = game.state
    for c in st["djinn"][field]:
        st["bag"][c] += 1
    for c in djinn:
        st["bag"][c] -= 1
    st["djinn"][field] = sorted(djinn, key=COLOURS.index)
    st["boss"][field] = boss


def total_djinn(state: dict[str, Any]) -> int:
    """Regular djinn everywhere: bag, map, circles, bottles and caught ones still to be placed."""
    n = sum(state["bag"].values()) + sum(len(v) for v in state["djinn"].values())
    for p in state["seats"]:
        n += sum(1 for d in p["circle_djinn"] if d not in (None, "B"))
        n += sum(r for r, _ in p["bottled"].values())
    return n + sum(1 for node in state["tasks"] if node["t"] == "place" for d in node["queue"] if d != "B")


def total_bosses(state: dict[str, Any]) -> int:
    n = state["boss_supply"] + sum(1 for b in state["boss"].values() if b)
    for p in state["seats"]:
        n += sum(1 for d in p["circle_djinn"] if d == "B")
        n += sum(b for _, b in p["bottled"].values())
    return n + sum(1 for node in state["tasks"] if node["t"] == "place" for d in node["queue"] if d == "B")


STAFFS_AND_MORE = [["ST8", True], ["ST7", True], ["CL8", True], ["HT8", True]]


def enrich(game: conjure.Game, rng: Any, equipment: int = 2, corks: bool = False) -> None:
    """Give every seat random face-up mages, coins and power, sometimes some of the first ``equipment`` pieces of
    one-time staffs and more, and with ``corks`` extra corks: the catch's and the market's hard cases (the
    sameness tests' random positions)."""
    cards = sorted(MAGES)
    for p in game.state["seats"]:
        p["mages"] = [[cards[rng.below(len(cards))], rng.below(4) > 0] for _ in range(rng.below(9))]
        p["coins"] = rng.below(12)
        p["power"] = rng.below(9)
        if corks:
            p["corks"] += rng.below(3)
        if rng.below(2):
            # each piece a list of the seat's own: a state is a tree (shared lists would differ between the builds'
            # copies once a staff is used: the compiled deep_copy does not keep sharing, marshal did)
            p["equipment"] = [list(piece) for piece in STAFFS_AND_MORE[: 1 + rng.below(equipment)]]
