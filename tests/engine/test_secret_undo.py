"""Issue 26 item 6: in a simultaneous secret step a seat may take back its own choices until the reveal, whatever
the others chose in between (conjure.engine.undo, its last paragraph): Trickerion's assignment cards, Incantibus's
Incanto!, Insula's secret energy."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

import conjure
from conjure.engine import UNDO_EVENT, Barrier, RandomBot, UndoRefused
from tests.conftest import snapshot
from tests.trickerion.helpers import new, play


def _replays(game: conjure.Game) -> None:
    fresh = conjure.replay(game.record())
    assert game.fingerprint() == fresh.fingerprint()
    assert [e for e in game.events if e.get("type") != UNDO_EVENT] == fresh.events
    loaded = conjure.load_game(json.dumps(game.to_json()))
    assert loaded.events == game.events and loaded.fingerprint() == game.fingerprint()
    assert [loaded.undo_limit(s) for s in range(game.players)] == [game.undo_limit(s) for s in range(game.players)]


def test_trickerion_a_seat_changes_its_assignment_cards_until_everyone_is_done() -> None:
    g = new(2, seed=1)
    play(g, "pass", stop="assign")
    a, b = 0, 1
    hand = dict(g.state["seats"][a]["hand"])
    g.apply(a, "assign:magician:theater")
    g.apply(b, "assign:magician:downtown")
    assert g.undo_limit(a) == conjure.engine.UndoLimit(1, Barrier.BEGUN), "another seat chose since: still allowed"
    note = g.undo(a)
    assert note == {"type": UNDO_EVENT, "seat": a, "steps": 1, "step": len(g.history)}
    assert g.history[-1] == [b, "assign:magician:downtown"] and g.state["seats"][a]["hand"] == hand
    assert "magician" not in g.state["assigned"][a] and g.state["assigned"][b] == {"magician": "downtown"}
    assert g.describe(g.events_for(b)[-1], "en") == "Player 1 took back 1 action"
    _replays(g)
    g.apply(a, "assign:magician:workshop")
    g.apply(a, "done")  # declared done: may still change its mind while the other chooses
    assert a not in g.to_act and g.undo_limit(a).steps == 2
    g.apply(b, "assign:apprentice:market_row")
    g.undo(a, 2)
    assert a in g.to_act and g.state["assigned"][a] == {}
    _replays(g)
    g.apply(a, "assign:magician:theater")
    g.apply(a, "done")
    g.apply(b, "done")  # the last one: every card is revealed
    assert g.state["phase"] == "placement"
    for seat in (a, b):
        assert g.undoable(seat) == 0
    with pytest.raises(UndoRefused):
        g.undo(a)


def test_a_refused_secret_undo_changes_nothing_and_the_others_keep_theirs() -> None:
    g = new(3, seed=2)
    play(g, "pass", stop="assign")
    g.apply(0, "assign:magician:theater")
    g.apply(1, "assign:magician:theater")
    g.apply(0, "assign:apprentice:downtown")
    before = snapshot(g)
    with pytest.raises(UndoRefused) as info:
        g.undo(0, 3)
    assert info.value.reason is Barrier.BEGUN and info.value.allowed == 2 and snapshot(g) == before
    assert g.undoable(2) == 0, "a seat with no step in it has nothing to take back"
    g.undo(1)
    assert g.undo_limit(0).steps == 2, "another seat's undo does not bind this one's own secret steps"
    g.apply(2, "assign:magician:workshop")
    keep, tail = g.undo_plan(0, 2)  # seat 0's two cards go; seat 2's card, chosen in between, stays
    assert tail == [[2, "assign:magician:workshop"]]
    g.undo(0, 2)
    assert g.history[keep:] == tail and g.state["assigned"][0] == {}
    _replays(g)


def _until(
    name: str, players: int, seed: int, wanted: Callable[[conjure.Game], bool], options: dict[str, object] | None = None
) -> conjure.Game:
    game = conjure.new_game(name, players=players, seed=seed, options=options or {})
    bot = RandomBot(seed)
    for _ in range(3000):
        if wanted(game):
            return game
        assert not game.is_over
        seat = game.to_act[0]
        game.apply(seat, bot.choose(game, seat))
    raise AssertionError("never reached")


def test_incantibus_a_wand_pointed_in_secret_may_be_pointed_again() -> None:
    """Incanto!: every seat points at once; the first may point elsewhere while the others have not all chosen."""
    g = _until("incantibus", 3, 4, lambda g: len(g.to_act) == 3)
    first, second = g.to_act[0], g.to_act[1]
    choices = [a.id for a in g.legal_actions(first)]
    g.apply(first, choices[0])
    g.apply(second, g.legal_actions(second)[0])
    assert g.undo_limit(first) == conjure.engine.UndoLimit(1, Barrier.BEGUN)
    g.undo(first)
    assert first in g.to_act and second not in g.to_act
    g.apply(first, choices[-1])
    _replays(g)


def test_insula_secret_energy_may_be_changed_before_the_reveal() -> None:
    """The fight's secret commitment (energy, then in the advanced game a red flower): each fighter may take back its
    own until all have committed."""
    g = _until(
        "insula", 3, 5, lambda g: len(g.to_act) >= 2 and g.state["tasks"][-1]["t"] == "commit", {"advanced": True}
    )
    first, second = g.to_act[0], g.to_act[1]
    g.apply(first, g.legal_actions(first)[-1])
    g.apply(second, g.legal_actions(second)[0])
    assert g.undo_limit(first).steps >= 1
    g.undo(first)
    assert g.state["fight"]["commit"][first] is None and g.state["fight"]["commit"][second] is not None
    g.apply(first, g.legal_actions(first)[0])
    _replays(g)
