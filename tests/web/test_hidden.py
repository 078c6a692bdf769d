"""No socket ever carries what its seat may not see.

Two seats play over their own sockets. Every frame a seat receives is compared with the frame the server
would have built for it after a ``redeal`` of everything that seat cannot see (the other's cards and secret
choices, the piles): they must be equal, picture, choices, help and log included — as the conformance suite
compares views.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest
from fastapi.testclient import TestClient

from conjure.engine.rng import Rng
from conjure.web.payload import frame
from conjure.web.tables import Table
from tests import games
from tests.web.helpers import hello, live, new_table, receive, receive_frame

# seeded, so a failure can be replayed; Djinn's seed 79 deals the tile that takes only the bottom (face-down)
# equipment card, whose help once named that card (DJN-CHAR-N9)
GAMES = [(name, *games.told(name, "HIDDEN", (24, 11))) for name in games.names()]


def redealt_frame(table: Table, seat: int, seed: int) -> dict[str, Any] | None:
    state = table.game.rules.redeal(table.game.state, seat, Rng(seed))
    if state is None:
        return None
    other = table.game.clone()
    other.state = state
    return frame(replace(table, game=other), seat, "en")


def check(client: TestClient, table_id: str, seat: int, received: dict[str, Any]) -> None:
    table = live(client, table_id)
    assert received == frame(table, seat, "en")
    for seed in (1, 2):
        again = redealt_frame(table, seat, seed)
        assert again is not None, f"{table.game.name} cannot redeal"
        # the undo limit is the record's (a redealt state is no record's replay): compared apart from the state
        assert {**received, "undo": None} == {**again, "undo": None}, (
            f"seat {seat}'s frame at step {received['step']} depends on what it cannot see"
        )


def check_secret_choice(client: TestClient, table_id: str, seat: int) -> int:
    """In a simultaneous phase, the other seat's frame must not depend on which secret choice ``seat`` makes."""
    table = live(client, table_id)
    game = table.game
    actions = game.legal_actions(seat)
    if len(game.to_act) < 2 or len(actions) < 2:
        return 0
    frames = []
    for action in (actions[0], actions[-1]):
        trial = game.clone()
        trial.apply(seat, action)
        if len(trial.to_act) != len(game.to_act) - 1:
            return 0  # the choice resolved the phase: not a pure secret choice
        frames.append(frame(replace(table, game=trial), 1 - seat, "en"))
    assert frames[0] == frames[1], f"seat {1 - seat} can tell which secret choice seat {seat} made"
    return 1


@pytest.mark.parametrize("pictures", ["inline", "after", "parts"])
@pytest.mark.parametrize(("game", "steps", "seed"), GAMES)
def test_two_seats_sockets_never_carry_the_others_secrets(
    client: TestClient, game: str, steps: int, seed: int, pictures: str
) -> None:
    """``pictures``: whole frames, or each frame at once and its picture after it, whole or in the parts the page
    lacks (the table page's way)."""
    made = new_table(client, game=game, seed=seed)
    chooser = random.Random(5)
    with (
        client.websocket_connect(f"/ws/tables/{made['id']}") as one,
        client.websocket_connect(f"/ws/tables/{made['id']}") as two,
    ):
        sockets = [one, two]

        def take(socket: Any, previous: dict[str, Any]) -> dict[str, Any]:
            return receive(socket) if pictures == "inline" else receive_frame(socket, previous)

        latest = [
            hello(one, made["seats"][0]["token"], pictures=pictures),
            hello(two, made["seats"][1]["token"], pictures=pictures),
        ]
        secret = 0
        for _ in range(steps):
            if latest[0]["is_over"]:
                break
            seat = latest[0]["to_act"][0]
            action = chooser.choice(latest[seat]["actions"])["id"]
            secret += check_secret_choice(client, made["id"], seat)
            sockets[seat].send_text(json.dumps({"type": "act", "action": action, "step": latest[seat]["step"]}))
            latest = [take(one, latest[0]), take(two, latest[1])]
            for who in (0, 1):
                check(client, made["id"], who, latest[who])
    assert secret or game != "incantibus", "Incantibus's spell phase is a secret choice: the test must meet one"
