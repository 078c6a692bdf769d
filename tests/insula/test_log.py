"""The log keeps what happened: events never share lists or dicts with the state (issue 9, item 3)."""

from __future__ import annotations

import json

import pytest

import conjure
from conjure.engine import RandomBot

from .helpers import blank, curse_top, play


def _configs() -> list[tuple[int, dict[str, object]]]:
    return conjure.new_game("insula", players=2, seed=1).rules.sample_configs()


@pytest.mark.parametrize("players,options", _configs())
def test_loaded_copy_plays_on_in_lockstep(players: int, options: dict[str, object]) -> None:
    """INS-PROP-2: at many points a game loaded from its own to_json() plays on identically for several
    actions (the same to_json() after every action), so nothing logged changes after the fact."""
    for seed in range(2):
        g = conjure.new_game("insula", players=players, seed=seed, options=options)
        bot = RandomBot(seed)
        copy, left, step = None, 0, 0
        while not g.is_over:
            if copy is None and step % 16 == 0:
                copy, left = conjure.load_game(json.dumps(g.to_json())), 4
            seat = g.to_act[0]
            action = bot.choose(g, seat)
            g.apply(seat, action.id)
            step += 1
            if copy is not None:
                copy.apply(seat, action.id)
                assert copy.to_json() == g.to_json(), (seed, step)
                left -= 1
                copy = copy if left else None


def test_curse_drawn_event_keeps_its_cards() -> None:
    """INS-PROP-2: the logged curse_drawn event still names the drawn curses after they are placed."""
    g = blank(2)
    s = g.state
    s["seats"][0]["penalty"] = 2  # the next penalty field is a curse
    curse_top(g, "mlha1")
    s["tasks"].insert(0, {"t": "penalty", "seat": 0, "size": 1, "fight": False})  # under the turn: runs after "end"
    g.apply(0, "end")
    drawn = [e for e in g.events if e["type"] == "curse_drawn"]
    assert drawn and drawn[-1]["cards"] == ["mlha1"]
    play(g, (0, "place:mlha1:move"))
    assert drawn[-1]["cards"] == ["mlha1"]
