"""An independent re-computation of the rulebook's arithmetic over random whole games (the review of issue 11).

Each game is played by a random policy biased towards the Theatre (so that tricks are set up and performed);
after every action the events are checked against numbers worked out here from the rulebook alone, not from the
package's own functions (only the geometry of links, ``theater.links_on``, is shared): the AP of every placement
(Systém akčních bodů; Divadlo), every performance's payout (Vyplacení výdělku; Modifikátory výdělku; Bonusy pro
účinkujícího), every wage (Vyplácení mezd), the initiative order (Nastavení pořadí iniciativy), the advertising
price (Propagace), every Buy's price (Nákup; Smlouvání; Rychlá objednávka), every Learn's coins (Úroveň triku a
práh slávy), every Prepare's markers (Připravit trik; pole technika; max. 4), every link's bonus (Bonusy za
propojení triků), the number of performance cards each round (Posun všech karet představení), the final scoring
(Konec hry) and the game's length. The base game and the beginners' setup, so that no special card, ability or
prophecy changes the numbers.
"""

from __future__ import annotations

import copy
import os
import random
from collections.abc import Iterator
from typing import Any

import pytest

from conjure.engine import Game
from conjure.games.trickerion import data
from conjure.games.trickerion.flow import FLOW
from conjure.games.trickerion.theatre.stage import links_on
from tests.trickerion.helpers import SIDE, new

BASE_AP = {"magician": 3, "apprentice": 1, "assistant": 2, "engineer": 2, "manager": 2}  # Typ postavy
WAGE = {"magician": 0, "apprentice": 1, "assistant": 2, "engineer": 2, "manager": 2}  # Vyplácení mezd
# the board: Downtown and the Market Row +2, +1 (3+ players), +1 (4 players), +0; the Workshop +0
SPACE_AP = {1: 2, 2: 1, 3: 1, 4: 0}
OPEN_SPACES = {2: {1, 4}, 3: {1, 2, 4}, 4: {1, 2, 3, 4}}  # Pravidla pro 2–3 hráče
DAY = {"thursday": (1, -1), "friday": (0, 0), "saturday": (0, 0), "sunday": (-1, 1)}  # backstage AP, yield
PERFORMER = {"assistant": ("fame", 2), "manager": ("coins", 3), "engineer": ("shards", 1)}
THEATRE_FIRST = ("setup", "slot", "face", "gain", "perform", "prepare", "buy", "learn", "advertise", "hire", "coins")
CONFIGS = [(players, {"dark_alley": False, "first_game": first}) for players in (2, 3, 4) for first in (False, True)]
SOAK_GAMES = int(os.environ.get("CONJURE_SOAK_GAMES", "150"))


def kind(char: str) -> str:
    return char.rstrip("0123456789")


class Snapshots:
    """The state as it stands just before a step runs inside one action (a performance's payout, the wages, the
    final scoring): the oracle needs the position the rule applies to, not the one before the whole action."""

    STEPS = ("performance_payout", "pay_wages", "round_over")

    def __init__(self) -> None:
        self.taken: dict[str, list[dict[str, Any]]] = {}
        self.saved = {step: FLOW.autos[step] for step in self.STEPS}

    def __enter__(self) -> Snapshots:
        for step, run in self.saved.items():
            FLOW.autos[step] = self._wrap(step, run)
        return self

    def __exit__(self, *exc: object) -> None:
        FLOW.autos.update(self.saved)

    def _wrap(self, step: str, run: Any) -> Any:
        def taking(state: dict[str, Any], task: Any, rng: Any, events: Any) -> Any:
            self.taken.setdefault(step, []).append(copy.deepcopy(state))
            return run(state, task, rng, events)

        return taking


def expected_payout(before: dict[str, Any], card: str, day: str, performer: int) -> dict[int, dict[str, int]]:
    """Each marker's owner earns the trick's yield with the day modifier of his own day in the Theatre (the
    performer's if he has nobody there), never below 0; the performer 1 fame per link, his specialists' bonuses in
    the Theatre and the card's bonus."""
    gains: dict[int, dict[str, int]] = {}

    def add(seat: int, what: str, n: int) -> None:
        gains.setdefault(seat, {"fame": 0, "coins": 0, "shards": 0})[what] += n

    markers = before["stage"][card]
    for marker in markers:
        days = {
            str(p["space"]).split(":")[0]
            for p in before["placed"]
            if p["seat"] == marker["seat"] and p["loc"] == "theater"
        }
        assert len(days) <= 1, "one day per player"
        modifier = DAY[days.pop() if days else day][1]
        trick = data.TRICKS[marker["trick"]]
        add(marker["seat"], "fame", max(0, trick.yield_fame + modifier))
        add(marker["seat"], "coins", max(0, trick.yield_coins + modifier))
        add(marker["seat"], "shards", trick.yield_shards)
    add(performer, "fame", len(links_on(card, markers)))
    for specialist in {kind(p["char"]) for p in before["placed"] if p["seat"] == performer and p["loc"] == "theater"}:
        if specialist in PERFORMER:
            add(performer, *PERFORMER[specialist])
    for what, n in data.PERFORMANCES[card].bonus.items():
        add(performer, what, n)
    return gains


def check_event(
    event: dict[str, Any], before: dict[str, Any], after: dict[str, Any], snaps: Snapshots, players: int
) -> None:
    kind_ = event["type"]
    if kind_ == "place":
        char, loc, space = kind(event["char"]), event["loc"], event["space"]
        if loc == "theater":
            day, where = str(space).split(":")
            assert where == "backstage" or char == "magician", "only a magician performs"
            assert not event["shard"], "no shard in the Theatre"
            owners = {p["seat"] for p in after["placed"] if p["loc"] == "theater" and str(p["space"]).startswith(day)}
            assert len(owners) <= 1, "a day belongs to one player"
            expected = 0 if where == "performance" else max(0, BASE_AP[char] + DAY[day][0])
        elif loc == "workshop":
            expected = BASE_AP[char] + int(event["shard"])
        else:
            assert int(space) in OPEN_SPACES[players], "a covered space"
            expected = BASE_AP[char] + SPACE_AP[int(space)] + int(event["shard"])
        assert event["ap"] == expected, event
    elif kind_ == "perform":
        position = snaps.taken["performance_payout"].pop(0)
        got = {int(seat): gain for seat, gain in event["gains"].items()}
        assert got == expected_payout(position, event["card"], event["day"], event["seat"]), event
    elif kind_ == "wages":
        position = snaps.taken["pay_wages"][0]
        seat = position["seats"][event["seat"]]
        kinds = [kind(p["char"]) for p in position["placed"] if p["seat"] == event["seat"]]
        due = sum(WAGE[k] for k in kinds) - (1 if seat["assistant_apprentice"] and "apprentice" in kinds else 0)
        paid = min(due, seat["coins"])
        assert (event["coins"], -event["fame"]) == (paid, min(seat["fame"], 2 * (due - paid))), event
    elif kind_ == "initiative" and before["phase"] != "setup":
        fame = [s["fame"] for s in after["seats"]]
        previous = before["initiative"]
        assert event["order"] == sorted(previous, key=lambda s: (fame[s], -previous.index(s))), event
    elif kind_ == "advertise":
        assert event["coins"] == after["track"][after["initiative"].index(event["seat"])] and event["fame"] == 2
    elif kind_ == "buy":
        market = before["market"]
        offer = {prop: data.price(prop) for prop in market["buy"] if prop}
        if market["quick"] and market["quick"] not in offer:
            offer[market["quick"]] = data.price(market["quick"]) + 1
        paid = offer[event["prop"]] * event["count"] - event["haggle"]
        assert event["coins"] == paid >= 1, event
    elif kind_ == "prepared" and before["phase"] not in ("setup", "round_start"):
        trick = next(t for t in before["seats"][event["seat"]]["tricks"] if t["id"] == event["trick"])
        expected = data.TRICKS[trick["id"]].markers + (1 if trick["slot"] == "engineer" else 0)
        assert event["markers"] == min(expected, 4 - trick.get("staged", 0)), event
    elif kind_ == "set_up":
        waiting = [t for t in after["tasks"] if t["t"] == "link_bonus"]
        assert len(waiting) == len(event["links"]), event
        assert all(t["amount"] == data.TRICKS[event["trick"]].level for t in waiting), event
    elif kind_ == "final_scoring":
        seat = snaps.taken["round_over"][-1]["seats"][event["seat"]]
        expected = {
            "shards": seat["shards"],
            "coins": seat["coins"] // 3,
            "apprentices": 2 * seat["characters"].count("apprentice"),
            "specialists": 3 * len(seat["specialists"]),
        }
        assert event["categories"] == {k: min(20, v) for k, v in expected.items()}, event


def check_round_start(before: dict[str, Any], after: dict[str, Any], players: int) -> None:
    """From round 1 the theatre shows players − 1 cards, one more each round, players + 1 from round 3 on."""
    if before["phase"] != "assignment" and after["phase"] == "assignment":
        shown = sum(1 for card in after["theater"] if card)
        assert shown == min(players - 1 + after["round"] - 1, players + 1), after["theater"]


def play(players: int, options: dict[str, Any], seed: int) -> Game:
    g = new(players, seed=seed, **options)
    policy = random.Random(seed)
    with Snapshots() as snaps:
        while not g.is_over:
            seat = g.to_act[0]
            legal = [a.id for a in g.legal_actions(seat)]
            kept = [a for a in legal if not a.startswith(SIDE)]  # returning at will, now and then only
            legal = kept if kept and policy.random() < 0.98 else legal
            theatre = [
                a
                for a in legal
                if (a.startswith("assign:") and a.endswith((":theater", ":workshop")))
                or (a.startswith("place:") and ":theater:" in a)
            ]
            progress = [a for a in legal if a.split(":")[0] in THEATRE_FIRST]
            pool = (
                theatre
                if theatre and policy.random() < 0.7
                else progress
                if progress and policy.random() < 0.8
                else legal
            )
            aid = policy.choice(pool)
            before = copy.deepcopy(g.state)
            snaps.taken.clear()
            events = g.make(seat, aid)
            for event in events:
                check_event(event, before, g.state, snaps, players)
            check_round_start(before, g.state, players)
    assert g.state["round"] == 5, "without the Dark Alley the game ends after round 5"
    return g


def games(count: int) -> Iterator[tuple[int, dict[str, Any], int]]:
    for n in range(count):
        for players, options in CONFIGS:
            yield players, options, 7000 + n


def test_random_games_follow_the_rulebooks_arithmetic() -> None:
    """TRK-GAME-2 (and through it TRK-AP-1, TRK-PERF-2, TRK-PERF-3, TRK-END-1, TRK-ROUND-2, TRK-ROUND-3, TRK-MARKET-1/2/4, TRK-DOWN-1,
    TRK-WORK-1/2, TRK-LINK-2, TRK-END-4, TRK-FINAL-1, TRK-FINAL-3): random base and beginners' games at 2–4 players
    agree with the rulebook's numbers at every step, performances included."""
    performed = 0
    for players, options, seed in games(2):
        g = play(players, options, seed)
        performed += sum(1 for e in g.events if e["type"] == "perform")
    assert performed >= 10, "the policy reaches the performances"


@pytest.mark.soak
def test_soak_the_rulebooks_arithmetic() -> None:
    """TRK-GAME-2 over many more games (``-m soak``)."""
    for players, options, seed in games(SOAK_GAMES // 10):
        play(players, options, seed)
