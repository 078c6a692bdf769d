"""Undo at the web table: a seat takes back its own last actions (the engine's safe undo), every socket sees it,
the record loses them, and a client that saw the table before the undo cannot act on the position after it.

Djinn, two players, seed 2, always the first legal action: seat 1 picks a character tile (step 0), seat 0 picks
two (steps 1, 2), seat 1 picks one and places its apprentice (steps 3, 4), then its basic action reveals what it
could not see (step 5). Picks and placements may be taken back; the reveal may not.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

import conjure
from tests.web.helpers import auth, hello, live, make_app, new_table, receive

TAKE_BACK_TWO = "Player 1 took back 2 actions"


def djinn(client: TestClient) -> tuple[str, list[str]]:
    made = new_table(client, game="djinn", seed=2)
    return made["id"], [s["token"] for s in made["seats"]]


def look(client: TestClient, table_id: str, token: str | None) -> dict[str, Any]:
    return dict(client.get(f"/api/tables/{table_id}", headers=auth(token) if token else {}).json())


def play_first(client: TestClient, table_id: str, tokens: list[str], count: int) -> dict[str, Any]:
    """Let the seat to act play its first legal action, ``count`` times; the last answer."""
    state: dict[str, Any] = {}
    for _ in range(count):
        seat = live(client, table_id).game.to_act[0]
        state = look(client, table_id, tokens[seat])
        answer = client.post(
            f"/api/tables/{table_id}/actions",
            headers=auth(tokens[seat]),
            json={"action": state["actions"][0]["id"], "step": state["step"], "version": state["version"]},
        )
        assert answer.status_code == 200, answer.text
        state = answer.json()
    return state


def undo(client: TestClient, table_id: str, token: str, state: dict[str, Any], steps: int = 1) -> Any:
    return client.post(
        f"/api/tables/{table_id}/undo",
        headers=auth(token),
        json={"steps": steps, "step": state["step"], "version": state["version"]},
    )


def test_a_seat_takes_back_its_own_actions_and_every_socket_sees_it(client: TestClient) -> None:
    table_id, tokens = djinn(client)
    play_first(client, table_id, tokens, 3)
    with (
        client.websocket_connect(f"/ws/tables/{table_id}") as mine,
        client.websocket_connect(f"/ws/tables/{table_id}") as theirs,
    ):
        seen = hello(mine, tokens[0])
        hello(theirs, tokens[1])
        assert seen["undo"] == {"steps": 2, "barrier": "other", "reason": "another player has acted since"}
        mine.send_text(json.dumps({"type": "undo", "steps": 2, "step": seen["step"], "version": seen["version"]}))
        pushed = [receive(mine), receive(theirs)]
    for frame in pushed:
        assert frame["step"] == 1 and frame["version"] == seen["version"] + 1
        assert frame["log"][-1]["text"] == TAKE_BACK_TWO, "everyone reads the undo in the log"
    assert pushed[0]["actions"] and pushed[0]["undo"]["steps"] == 0
    assert pushed[1]["undo"] == {"steps": 0, "barrier": "other", "reason": "another player has acted since"}, (
        "seat 0 saw seat 1's pick before the undo: seat 1 cannot take it back now"
    )
    table = live(client, table_id)
    assert table.game.history == [[1, "char:N1"]]
    assert table.game.fingerprint() == conjure.replay(table.game.record()).fingerprint(), "the undo is a replay"
    assert client.app.state.hub.store.actions(table_id) == [[1, "char:N1"]]  # type: ignore[attr-defined]


def test_an_undo_is_refused_after_another_seat_acted_or_something_was_revealed(client: TestClient) -> None:
    table_id, tokens = djinn(client)
    state = play_first(client, table_id, tokens, 4)  # seat 1 picked after seat 0
    before = live(client, table_id).game.fingerprint()
    refused = undo(client, table_id, tokens[0], look(client, table_id, tokens[0]))
    body = refused.json()
    assert refused.status_code == 409 and body["error"] == "no_undo"
    assert "another player has acted since" in body["message"] and body["state"]["step"] == 4
    assert live(client, table_id).game.fingerprint() == before, "a refused undo changes nothing"
    state = play_first(client, table_id, tokens, 2)  # seat 1 places, then its action reveals a card
    assert state["undo"]["steps"] == 0 and state["undo"]["barrier"] == "reveal"
    refused = undo(client, table_id, tokens[1], state)
    assert refused.status_code == 409 and "something hidden was revealed since" in refused.json()["message"]
    assert undo(client, table_id, tokens[1], state, steps=3).json()["error"] == "no_undo"


def test_a_client_that_saw_the_table_before_an_undo_cannot_act_on_it(client: TestClient) -> None:
    table_id, tokens = djinn(client)
    play_first(client, table_id, tokens, 1)
    before = look(client, table_id, tokens[0])  # step 1, version 1: seat 0 to pick
    play_first(client, table_id, tokens, 1)
    after = undo(client, table_id, tokens[0], look(client, table_id, tokens[0])).json()
    assert after["step"] == before["step"] == 1 and after["version"] == 3, "the step repeats, the version does not"
    pick = before["actions"][-1]["id"]
    for stale in ({"step": 1, "version": 1}, {"step": 1}):  # the old version; or an old client without one
        refused = client.post(
            f"/api/tables/{table_id}/actions", headers=auth(tokens[0]), json={"action": pick, **stale}
        )
        assert refused.status_code == 409 and refused.json()["error"] == "stale"
        assert refused.json()["state"]["version"] == 3
    again = undo(client, table_id, tokens[0], before)
    assert again.status_code == 409 and again.json()["error"] == "stale"
    fresh = client.post(
        f"/api/tables/{table_id}/actions", headers=auth(tokens[0]), json={"action": pick, "step": 1, "version": 3}
    )
    assert fresh.status_code == 200 and fresh.json()["version"] == 4


def test_a_restarted_server_restores_the_position_after_an_undo(tmp_path: Path) -> None:
    with TestClient(make_app(tmp_path)) as first:
        table_id, tokens = djinn(first)
        play_first(first, table_id, tokens, 3)
        undo(first, table_id, tokens[0], look(first, table_id, tokens[0]), steps=1)
        play_first(first, table_id, tokens, 2)  # seat 0 picks again, then seat 1
        undo(first, table_id, tokens[1], look(first, table_id, tokens[1]), steps=1)
        frames = [look(first, table_id, token) for token in (*tokens, None)]
        game = live(first, table_id).game
        limits = [game.undo_limit(seat) for seat in (0, 1)]
    with TestClient(make_app(tmp_path)) as second:
        assert [look(second, table_id, token) for token in (*tokens, None)] == frames
        again = live(second, table_id).game
        assert again.fingerprint() == game.fingerprint() and again.events == game.events
        assert [again.undo_limit(seat) for seat in (0, 1)] == limits
        assert [line["text"] for line in frames[0]["log"] if "took back" in line["text"]] == [
            "Player 1 took back 1 action",
            "Player 2 took back 1 action",
        ]


def test_a_second_server_takes_the_others_undo(tmp_path: Path) -> None:
    with TestClient(make_app(tmp_path)) as first, TestClient(make_app(tmp_path)) as second:
        table_id, tokens = djinn(first)
        play_first(first, table_id, tokens, 3)
        seen = look(second, table_id, tokens[1])  # seat 1 to pick, as the second server has it
        undo(first, table_id, tokens[0], look(first, table_id, tokens[0]), steps=2)
        late = client_act(second, table_id, tokens[1], seen["actions"][0]["id"], seen)
        assert late.status_code == 409 and late.json()["error"] == "stale", "seat 1 is not to act any more"
        assert look(second, table_id, tokens[0]) == look(first, table_id, tokens[0])


def client_act(client: TestClient, table_id: str, token: str, action: str, seen: dict[str, Any]) -> Any:
    return client.post(
        f"/api/tables/{table_id}/actions",
        headers=auth(token),
        json={"action": action, "step": seen["step"], "version": seen["version"]},
    )


def test_bad_undo_requests_are_refused_with_reasons(client: TestClient) -> None:
    table_id, tokens = djinn(client)
    start = look(client, table_id, tokens[1])
    assert start["undo"] == {"steps": 0, "barrier": "nothing", "reason": "there is nothing to take back"}
    assert look(client, table_id, None)["undo"] is None, "spectators take nothing back"
    nothing = undo(client, table_id, tokens[1], start)
    assert nothing.status_code == 409 and "there is nothing to take back" in nothing.json()["message"]
    spectator = client.post(f"/api/tables/{table_id}/undo", json={"steps": 1, "step": 0, "version": 0})
    assert spectator.status_code == 403 and spectator.json()["error"] == "spectator"
    for body, words in (
        ({"steps": 0, "step": 0}, "steps: Input should be greater than or equal to 1"),
        ({"steps": 1}, "step: Field required"),
        ({"steps": 1, "step": 0, "seat": 1}, "seat: Extra inputs are not permitted"),
        ({"steps": "all", "step": 0}, "steps: Input should be a valid integer"),
    ):
        bad = client.post(f"/api/tables/{table_id}/undo", headers=auth(tokens[1]), json=body)
        assert bad.status_code == 422 and words in bad.json()["message"], bad.text
    with client.websocket_connect(f"/ws/tables/{table_id}") as socket:
        hello(socket, tokens[1])
        socket.send_text(json.dumps({"type": "undo", "steps": -1, "step": 0}))
        answer = receive(socket)
        assert answer["error"] == "bad_request" and "greater than or equal to 1" in answer["message"]
        socket.send_text(json.dumps({"type": "undo", "step": 0, "version": 0}))
        refused = receive(socket)
        assert refused["error"] == "no_undo" and refused["state"]["step"] == 0


def test_an_undo_takes_back_the_increments_of_the_moves_taken_back(client: TestClient) -> None:
    made = new_table(client, game="djinn", seed=2, clock={"minutes": 10, "increment": 30})
    table_id, tokens = made["id"], [s["token"] for s in made["seats"]]
    play_first(client, table_id, tokens, 2)  # seat 0's pick earned it 30 s
    state = look(client, table_id, tokens[0])
    assert state["clock"]["left"][0] > 600 and state["clock"]["running"] == [0]
    after = undo(client, table_id, tokens[0], state).json()
    assert after["clock"]["running"] == [0] and after["clock"]["left"][0] <= 600, "the 30 s went with the pick"
    assert after["clock"]["left"][0] > 590


def test_a_secret_choice_is_taken_back_after_another_seat_chose(client: TestClient) -> None:
    """Issue 26 item 6: in a simultaneous secret step (Incantibus's Incanto!: every seat points its wand at once) a
    seat takes back its own choice although another chose after it; the other's choice and the record stay."""
    made = new_table(client, game="incantibus", players=3, seed=4)
    table_id, tokens = made["id"], [s["token"] for s in made["seats"]]
    game = live(client, table_id).game
    while len(game.to_act) < 3:
        play_first(client, table_id, tokens, 1)
    first, second = game.to_act[0], game.to_act[1]
    for seat in (first, second):
        state = look(client, table_id, tokens[seat])
        answer = client.post(
            f"/api/tables/{table_id}/actions",
            headers=auth(tokens[seat]),
            json={"action": state["actions"][0]["id"], "step": state["step"], "version": state["version"]},
        )
        assert answer.status_code == 200, answer.text
    theirs = game.history[-1]
    mine = look(client, table_id, tokens[first])
    assert mine["undo"]["steps"] == 1
    answer = undo(client, table_id, tokens[first], mine)
    assert answer.status_code == 200, answer.text
    table = live(client, table_id)
    assert table.game.history[-1] == theirs and first in table.game.to_act
    assert client.app.state.hub.store.actions(table_id) == table.game.history  # type: ignore[attr-defined]
    assert table.game.fingerprint() == conjure.replay(table.game.record()).fingerprint()
