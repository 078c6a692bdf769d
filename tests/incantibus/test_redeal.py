"""INC-VIEW-1: what a searching bot's determinization (``redeal``) may and may not carry."""

from __future__ import annotations

import json
from typing import Any

from conjure.engine import Game, Rng
from conjure.games.incantibus.data import DATA
from tests.incantibus.helpers import give, new, play_all, set_room


def _dump(state: dict[str, Any]) -> str:
    return json.dumps(state, sort_keys=True)


def _point(state: dict[str, Any]) -> dict[str, Any]:
    task: dict[str, Any] = state["tasks"][-1]
    assert task["t"] == "point"
    return task


def _after_choice(seat: int, choice: str) -> Game:
    g = new(players=3, seed=12)
    g.apply(seat, choice)
    return g


def test_a_redeal_carries_no_other_seats_secret_choice() -> None:
    """INC-VIEW-1: after seat 1 has pointed, a redeal for seat 0 is the same whichever target seat 1
    chose: its choice is drawn afresh among its targets (seat 1 stays ready and not to act, as seat 0 sees
    it). The redeal for seat 1 keeps seat 1's own choice."""
    targets = [a.id for a in new(players=3, seed=12).legal_actions(1)]
    assert len(targets) > 1
    games = [_after_choice(1, choice) for choice in targets]
    for rseed in range(5):
        redealt = [g.rules.redeal(g.state, 0, Rng(rseed)) for g in games]
        assert len({_dump(r) for r in redealt}) == 1, "seat 0's redeal depends on seat 1's secret choice"
    drawn = set()
    for g in games:
        for rseed in range(30):
            state = g.rules.redeal(g.state, 0, Rng(rseed))
            task = _point(state)
            assert task["choices"][0] is None and task["choices"][2] is None
            assert task["choices"][1] in targets and task["wait"] == [0, 2]
            drawn.add(task["choices"][1])
            other = g.clone()
            other.state = state
            assert other.to_act == [0, 2] and other.view(0) == g.view(0)
        for rseed in range(5):
            assert _point(g.rules.redeal(g.state, 1, Rng(rseed)))["choices"][1] == _point(g.state)["choices"][1]
    assert drawn == set(targets), "the drawn choice is not spread over seat 1's targets"


def test_a_spectators_redeal_draws_every_choice() -> None:
    """INC-VIEW-1: for a spectator every choice made so far is hidden, and drawn afresh."""
    first = new(players=3, seed=12)
    play_all(first, {0: first.legal_actions(0)[0].id, 2: first.legal_actions(2)[0].id})
    second = new(players=3, seed=12)
    play_all(second, {0: second.legal_actions(0)[-1].id, 2: second.legal_actions(2)[-1].id})
    for rseed in range(5):
        assert _dump(first.rules.redeal(first.state, None, Rng(rseed))) == _dump(
            second.rules.redeal(second.state, None, Rng(rseed))
        )


def test_hidden_faces_are_dealt_from_a_canonical_order() -> None:
    """INC-VIEW-1: two games that differ only in which face lies where unseen (room, box, face-down
    wizards) redeal alike for the same generator."""
    g = new(players=3, seed=5)
    twin = g.rules.redeal(g.state, 0, Rng(1))
    assert twin["kind"] != g.state["kind"]
    for rseed in range(5):
        assert _dump(g.rules.redeal(g.state, 0, Rng(rseed))) == _dump(g.rules.redeal(twin, 0, Rng(rseed)))


def test_a_monster_seen_by_video_stays_a_monster_the_caster_cannot_catch() -> None:
    """INC-VIEW-1, INC-DEC-11: while the caster decides on Ultimus, the others know the token is a
    monster the caster has no weapon for, though not which: the redeal keeps it so."""
    g = new(players=2)
    spells = g.state["spells"]
    spells["deck"] = sorted(spells["deck"] + spells["up"])
    spells["up"] = []
    for spell in ("video", "locus", "retiro"):
        spells["deck"].remove(spell)
        spells["up"].append(spell)
    set_room(g.state, [("spell", True), ("pumpkin", True), ("vampire", False), ("gold2", False), ("mistletoe", True)])
    give(g.state, 0, "ultimus")
    play_all(g, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
    g.apply(0, "cast:video")
    g.apply(0, "video:2")
    token = g.state["room"]["slots"][2]["id"]
    owned = {g.state["kind"][t] for t in g.state["seats"][0]["tokens"]}
    faces = set()
    for rseed in range(40):
        state = g.rules.redeal(g.state, 1, Rng(rseed))
        face = state["kind"][token]
        assert face in DATA.catcher_of and DATA.catcher_of[face] not in owned
        faces.add(face)
        assert g.rules.redeal(g.state, 0, Rng(rseed))["kind"][token] == "vampire"  # the caster saw it
    assert len(faces) > 1
