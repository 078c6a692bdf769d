"""Bots are real seats: they play on the server, off the event loop, until a person is to act."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

import conjure
from conjure.web.app import create_app
from conjure.web.store import Store
from tests import games
from tests.web.helpers import auth, hello, live, make_app, new_table, receive, wait_until


@pytest.mark.parametrize(
    ("game", "players"), [(name, players) for name, players, _ in games.configs("WEB_BOTS", sample=False)]
)
def test_bots_play_a_game_to_the_end_through_the_server(
    client: TestClient, tmp_path: Path, game: str, players: int
) -> None:
    made = new_table(client, game=game, players=players, kinds=("bot",) * players)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as watcher:
        last = hello(watcher, None)
        while not last["is_over"]:  # the spectator's socket is told of every bot action
            last = receive(watcher)
    assert last["is_over"] and last["result"]["lines"] and last["to_act"] == []
    table = live(client, made["id"])
    stored = Store(f"sqlite:///{tmp_path / 'tables.sqlite'}").actions(made["id"])
    assert stored == table.game.history, "every bot action is in the record"
    assert conjure.replay(table.game.record()).fingerprint() == table.game.fingerprint()


def test_a_bot_answers_a_person_and_waits_for_them(client: TestClient) -> None:
    made = new_table(client, kinds=("human", "bot"))
    token = made["seats"][0]["token"]
    with client.websocket_connect(f"/ws/tables/{made['id']}") as socket:
        state = hello(socket, token)
        for _ in range(6):
            while state.get("to_act") != [0]:  # the pushes show the bot playing until the person is to act
                state = receive(socket)
            assert state["actions"] and state["players"][1]["status"] == "bot (easy)"
            sent = state["step"]
            socket.send_text(json.dumps({"type": "act", "action": state["actions"][0]["id"], "step": sent}))
            while state["step"] <= sent:  # a push sent before the action arrived may still be on its way
                state = receive(socket)
                assert state["type"] == "state", state
    seats = [s for s, _ in live(client, made["id"]).game.history]
    assert seats.count(0) >= 6 and 1 in seats


def test_a_seat_handed_to_a_bot_plays_on_and_comes_back(client: TestClient) -> None:
    made = new_table(client, kinds=("human", "human"))
    mine = made["seats"][0]["token"]
    url = f"/api/tables/{made['id']}/seats"
    client.post(url, headers=auth(mine), json={"seat": 0, "kind": "bot", "level": "medium"})
    wait_until(lambda: 0 not in client.get(f"/api/tables/{made['id']}").json()["to_act"])
    assert [s for s, _ in live(client, made["id"]).game.history] == [0], "the bot made seat 0's choice"
    client.post(url, headers=auth(mine), json={"seat": 0, "kind": "human"})
    assert live(client, made["id"]).seats[0].kind == "human"


def test_bots_carry_on_after_a_restart(tmp_path: Path) -> None:
    with TestClient(make_app(tmp_path, bot_delay=30)) as client:  # the bot is still waiting when the server stops
        made = new_table(client, kinds=("bot", "bot"))
        assert live(client, made["id"]).game.history == []
    with TestClient(make_app(tmp_path)) as client:
        wait_until(lambda: client.get(f"/api/tables/{made['id']}").json()["step"] >= 4)


def test_play_again_makes_one_new_table_with_the_same_seats(client: TestClient) -> None:
    made = new_table(client, game="insula", kinds=("bot", "bot"))
    tokens = [s["token"] for s in made["seats"]]
    refused = client.post(f"/api/tables/{made['id']}/again", headers=auth(tokens[0]))
    assert refused.status_code in (200, 409)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as watcher:
        last = hello(watcher, None)
        while not last["is_over"]:
            last = receive(watcher)
    assert client.post(f"/api/tables/{made['id']}/again").json()["error"] == "forbidden"
    first = client.post(f"/api/tables/{made['id']}/again", headers=auth(tokens[0]))
    second = client.post(f"/api/tables/{made['id']}/again", headers=auth(tokens[1]))
    assert first.status_code == second.status_code == 200 and first.json()["id"] == second.json()["id"]
    new_id = first.json()["id"]
    assert client.get(f"/api/tables/{made['id']}").json()["next"] == new_id
    for seat, token in enumerate(tokens):  # each player's old link plays the same seat at the new table
        assert client.get(f"/api/tables/{new_id}", headers=auth(token)).json()["seat"] == seat
    again = live(client, new_id)
    assert [s.kind for s in again.seats] == ["bot", "bot"] and again.row.previous == made["id"]
    assert again.row.seed != live(client, made["id"]).row.seed


def test_bots_that_search_think_in_a_process_of_their_own(tmp_path: Path) -> None:
    """With ``bot_workers``, two heuristic bots play Incantibus through the thinking process to the end."""
    from conjure.web.app import create_app

    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite'}", bot_delay=0.0, bot_workers=1)
    with TestClient(app) as client:
        made = client.post(
            "/api/tables",
            json={
                "game": "incantibus",
                "players": 2,
                "seed": 8,
                "seats": [{"kind": "bot", "level": "medium"}, {"kind": "bot", "level": "medium"}],
            },
        ).json()
        client.get(f"/api/tables/{made['id']}")  # the table is loaded: its bots start
        wait_until(lambda: live(client, made["id"]).game.is_over, seconds=120)
        table = live(client, made["id"])
        assert app.state.hub.thinkers.workers == 1 and table.game.result()["winners"]
        stored = Store(f"sqlite:///{tmp_path / 'tables.sqlite'}").actions(made["id"])
        assert stored == table.game.history


def test_a_player_who_left_is_waited_for_before_another_may_hand_their_seat_to_a_bot(tmp_path: Path) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'tables.sqlite'}", bot_delay=0, grace=1.0)) as client:
        made = new_table(client, "djinn")
        anna, bert = (s["token"] for s in made["seats"])
        url = f"/api/tables/{made['id']}/seats"
        with client.websocket_connect(f"/ws/tables/{made['id']}") as socket:
            hello(socket, anna)
            here = client.post(url, headers=auth(bert), json={"seat": 0, "kind": "bot"})
            assert here.status_code == 403 and here.json()["error"] == "forbidden", "not while she is here"
        soon = client.post(url, headers=auth(bert), json={"seat": 0, "kind": "bot"})
        assert soon.status_code == 409 and soon.json()["error"] == "too_soon", soon.json()
        assert "once they have been away 1 s" in soon.json()["message"]
        assert live(client, made["id"]).seats[0].kind == "human", "the refusal changed nothing"
        assert client.post(url, headers=auth(anna), json={"seat": 0, "kind": "bot"}).status_code == 200, (
            "her own seat she may hand over at once"
        )
        assert client.post(url, headers=auth(anna), json={"seat": 0, "kind": "human"}).status_code == 200
        time.sleep(1.1)
        later = client.post(url, headers=auth(bert), json={"seat": 0, "kind": "bot"})
        assert later.status_code == 200, later.json()
        assert live(client, made["id"]).seats[0].kind == "bot"


def test_a_seat_that_never_connected_may_be_handed_over_at_once_but_after_a_restart_the_grace_begins(
    tmp_path: Path,
) -> None:
    url = f"sqlite:///{tmp_path / 'tables.sqlite'}"
    with TestClient(create_app(url, bot_delay=0, grace=60.0)) as client:
        made = new_table(client, "djinn", players=3)
        tokens = [s["token"] for s in made["seats"]]
        seats = f"/api/tables/{made['id']}/seats"
        assert client.post(seats, headers=auth(tokens[1]), json={"seat": 0, "kind": "bot"}).status_code == 200, (
            "Anna never came: her seat may go to a bot at once"
        )
    with TestClient(create_app(url, bot_delay=0, grace=60.0)) as client:  # restarted: was Cyril here before?
        answer = client.post(seats, headers=auth(tokens[1]), json={"seat": 2, "kind": "bot"})
        assert answer.status_code == 409 and answer.json()["error"] == "too_soon"
