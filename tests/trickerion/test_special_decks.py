"""The special decks' bottom (rulebook: Temná ulička: Dobrat první kartu and its Poznámka; Konec kola: Odhození
speciálních karet pověření): what is put under a deck stays there for good, is drawn only when the face-down top is
gone, in the order it went under; each seat knows only the cards it saw go there (TRK-ALLEY-1, TRK-END-7,
TRK-VIEW-2)."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import pytest

import conjure
from conjure.engine import Game, Rng, registry
from conjure.games.trickerion import NAME, data, texts
from conjure.games.trickerion.render import render_table
from conjure.games.trickerion.specials.decks import draw
from tests.trickerion.helpers import RULES, ids, new, turn_at
from tests.trickerion.test_round_end import end_round
from tests.trickerion.theatre_fixtures import place, table

LOC = "workshop"


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Trickerion in the engine's registry for this test only (``load_game`` looks games up by name)."""
    monkeypatch.setitem(registry._all_rules(), NAME, RULES)
    yield


def _under(state: dict[str, Any], loc: str = LOC) -> list[str]:
    return [entry["card"] for entry in state["special_bottom"][loc]]


def _put_back(seed: int = 1) -> tuple[Game, int, str]:
    """Round 1: the first player draws from the Workshop deck in the Dark Alley, keeps one card and puts the other
    under the deck, and ends the turn. Returns the game, the drawer and the card put back."""
    g, s = turn_at("dark_alley", 1, seed=seed)
    g.make(s, f"draw:{LOC}")
    kept, back = g.state["tasks"][-1]["cards"]
    g.make(s, f"keep:{kept}")
    g.make(s, "end")
    return g, s, back


def _draw_rule_holds(state: dict[str, Any], loc: str, drawn: list[str], top: list[str], under: list[str]) -> bool:
    """A draw took from the top only; what the top lacked from the bottom, first put under first."""
    if len(top) >= data.C["special_draw"]:
        return set(drawn) <= set(top)
    return sorted(drawn) == sorted(top + under[: data.C["special_draw"] - len(top)])


def _play_drawing(seed: int, players: int = 3) -> dict[str, int]:
    """A whole random game whose players draw in the Dark Alley whenever they can, from the smallest deck; at
    every draw the rule holds, a card put back goes to the end of the bottom seen by its drawer alone and the
    used cards of each End of Round follow, seen by everybody. Counts what happened."""
    g, r = new(players, seed=seed), Rng(seed)
    seen = {"draws": 0, "from_bottom": 0, "held_back_from_an_earlier_round": 0}
    put_back: dict[str, int] = {}  # card → the round it was put back in
    while g.to_act:
        seat = g.to_act[r.below(len(g.to_act))]
        legal = ids(g, seat)
        alley = g.state["tasks"][-1]["t"] == "turn_dark_alley"
        draws = sorted(
            (a for a in legal if alley and a.startswith("draw:")), key=lambda a: len(g.state["special_decks"][a[5:]])
        )
        aid = draws[r.below(2) and r.below(len(draws))] if draws and r.below(10) else legal[r.below(len(legal))]
        state, rnd = g.state, g.state["round"]
        if aid in draws:
            loc = aid[5:]
            top, under = list(state["special_decks"][loc]), _under(state, loc)
            g.make(seat, aid)
            task = g.state["tasks"][-1]
            drawn = (
                task["cards"]
                if task["t"] == "keep_special"
                else [  # a single card is kept at once
                    c for c in top + under if c not in g.state["special_decks"][loc] + _under(g.state, loc)
                ]
            )
            assert _draw_rule_holds(g.state, loc, drawn, top, under), (top, under, drawn)
            seen["draws"] += 1
            seen["from_bottom"] += len(set(drawn) - set(top))
            seen["held_back_from_an_earlier_round"] += len(top) >= data.C["special_draw"] and any(
                put_back.get(c, rnd) < rnd for c in under
            )
            continue
        before = copy.deepcopy(state["special_bottom"])
        g.make(seat, aid)
        if aid.startswith("keep:"):
            loc = data.SPECIAL_ASSIGNMENTS[aid[5:]]["location"]
            entries = g.state["special_bottom"][loc]
            assert entries[: len(before[loc])] == before[loc]
            assert [e["seen"] for e in entries[len(before[loc]) :]] in ([], [[seat]]), "put back: seen by the drawer"
            put_back |= {e["card"]: rnd for e in entries[len(before[loc]) :]}
        elif g.state["round"] != rnd or g.state["phase"] == "over":
            for loc, entries in g.state["special_bottom"].items():
                assert entries[: len(before[loc])] == before[loc] or len(entries) < len(before[loc])
                assert all(e["seen"] == list(range(players)) for e in entries[len(before[loc]) :])
    assert g.state["phase"] == "over"
    return seen


def test_a_card_put_back_stays_under_in_later_placements_and_rounds() -> None:
    """TRK-ALLEY-1: a card put back after a draw is not drawn again from its deck, in this placement, a later one
    or a later round, until every card of the deck's top has been drawn; then the bottom comes up in order."""
    g, s, back = _put_back()
    assert _under(g.state) == [back]
    assert "returned" not in json.dumps(g.state["tasks"]), "the turn is over: only the deck remembers"
    for n in range(20):  # any later draw from the deck, in another placement or round
        state = copy.deepcopy(g.state)
        while len(state["special_decks"][LOC]) >= data.C["special_draw"]:
            assert back not in draw(state, LOC, Rng(n))
        assert back in draw(state, LOC, Rng(n)) and _under(state) == []
    totals = dict.fromkeys(("draws", "from_bottom", "held_back_from_an_earlier_round"), 0)
    for seed in range(1, 5):
        for k, v in _play_drawing(seed).items():
            totals[k] += v
    assert totals["draws"] >= 20 and all(totals.values()), totals


def test_the_bottom_comes_up_in_order_when_the_top_runs_out() -> None:
    """TRK-ALLEY-1: with one card left on top a draw takes it and the first card under the deck; the next draw
    takes the following two, in the order they went under."""
    g, s = turn_at("dark_alley", 1, seed=5, shards=0)
    top, under = g.state["special_decks"][LOC], g.state["special_bottom"][LOC]
    g.state["seats"][s]["special_hand"] += top[1:5]
    under += [{"card": c, "seen": [0, 1]} for c in top[5:]]
    del top[1:]
    last, (first, second, third) = top[0], _under(g.state)[:3]
    g.make(s, f"draw:{LOC}")
    assert g.state["tasks"][-1]["cards"] == sorted([last, first]) and top == [] and _under(g.state)[0] == second
    g.make(s, f"keep:{first}")
    g.make(s, f"draw:{LOC}")
    assert sorted(g.state["tasks"][-1]["cards"]) == sorted([second, third])


def test_used_cards_go_under_their_decks_in_order_seen_by_everybody() -> None:
    """TRK-END-7: at the End of Round the used special cards go under their decks after what lies there, seat by
    seat, each seat's by character name; everybody saw them; one under an idle character goes back to the hand."""
    g = table(2, seed=9)
    decks = g.state["special_decks"]
    a, b, c = decks[LOC].pop(), decks[LOC].pop(), decks[LOC].pop()
    g.state["special_bottom"][LOC].append({"card": c, "seen": [1]})
    g.state["assigned"] = [{"magician": a}, {"apprentice": b}]
    place(g, 0, "magician", LOC, 1)
    place(g, 1, "apprentice", LOC, 2)
    end_round(g)
    assert g.state["special_bottom"][LOC] == [
        {"card": c, "seen": [1]},
        {"card": a, "seen": [0, 1]},
        {"card": b, "seen": [0, 1]},
    ]
    assert g.state["assigned"] == [{}, {}]


def test_a_seat_sees_only_the_cards_it_saw_go_under() -> None:
    """TRK-VIEW-2: a seat's view shows each deck's size and, in order, the cards under it it saw go there (the
    table too, TRK-TEXT-1); two games that differ only in the card another seat put back look the same to it."""
    g, s, back = _put_back(seed=2)
    other = 1 - s
    assert g.view(s)["table"]["special_bottom"][LOC] == [back]
    assert g.view(other)["table"]["special_bottom"][LOC] == [None]
    assert g.view(other)["table"]["special_decks"][LOC] == 9
    twin = copy.deepcopy(g.state)
    swap = twin["special_decks"][LOC][0]
    twin["special_decks"][LOC][0] = back
    twin["special_decks"][LOC].sort()
    twin["special_bottom"][LOC][0]["card"] = swap
    assert g.rules.view(twin, other) == g.rules.view(g.state, other)
    assert g.rules.view(twin, s) != g.rules.view(g.state, s)
    assert g.rules.view(g.state, None)["special_bottom"][LOC] == [None]
    name = texts.special(back, "en")
    assert f"Workshop 9 (at the bottom: {name})" in render_table(g.view(s)["table"], s, "en")
    assert "Workshop 9 (at the bottom: unseen)" in render_table(g.view(other)["table"], other, "en")


def test_redeal_keeps_the_cards_under_a_deck_the_seat_saw_go_there() -> None:
    """TRK-VIEW-2: ``redeal`` keeps in place every card under a deck the seat saw go there (its own put back, the
    used ones) and draws the others anew from the cards hidden from it, each in its place and deck; it keeps the
    seat's view and depends only on what the seat sees."""
    g, s, back = _put_back(seed=3)
    other = 1 - s
    top = g.state["special_decks"][LOC]
    theirs, used = top.pop(), top.pop()
    g.state["special_bottom"][LOC] += [{"card": theirs, "seen": [other]}, {"card": used, "seen": [0, 1]}]
    stand_ins = set()
    for n in range(10):
        twin = g.rules.redeal(g.state, s, Rng(n))
        entries = twin["special_bottom"][LOC]
        assert [e["seen"] for e in entries] == [[s], [other], [0, 1]]
        assert entries[0]["card"] == back and entries[2]["card"] == used
        assert data.SPECIAL_ASSIGNMENTS[entries[1]["card"]]["location"] == LOC
        assert entries[1]["card"] not in {back, used} | set(twin["special_decks"][LOC])
        stand_ins.add(entries[1]["card"])
        assert g.rules.view(twin, s) == g.rules.view(g.state, s)
        assert json.dumps(g.rules.redeal(twin, s, Rng(7)), sort_keys=True) == json.dumps(
            g.rules.redeal(g.state, s, Rng(7)), sort_keys=True
        )
    assert len(stand_ins) > 1, "the card another seat put back is not known to this one"


@pytest.mark.usefixtures("registered")
def test_the_bottom_saves_and_loads_exactly() -> None:
    """TRK-ALLEY-1: the cards under the decks, their order and who saw them are plain JSON; a save loads (and
    replays) to the same state, which plays on the same."""
    g = conjure.new_game(NAME, players=2, seed=11, options={})
    r = Rng(4)
    while not any(g.state["special_bottom"].values()) or g.state["round"] < 2:
        seat = g.to_act[r.below(len(g.to_act))]
        legal = [a.id for a in g.legal_actions(seat)]
        draws = [a for a in legal if a.startswith("draw:") and g.state["tasks"][-1]["t"] == "turn_dark_alley"]
        g.make(seat, draws[0] if draws else legal[r.below(len(legal))])
    loaded = conjure.load_game(json.dumps(g.to_json()))
    assert json.dumps(loaded.state, sort_keys=True) == json.dumps(g.state, sort_keys=True)
    for _ in range(200):
        if not g.to_act:
            break
        seat = g.to_act[r.below(len(g.to_act))]
        legal = [a.id for a in g.legal_actions(seat)]
        aid = legal[r.below(len(legal))]
        g.make(seat, aid)
        loaded.make(seat, aid)
    assert loaded.fingerprint() == g.fingerprint()
