"""Clocks: a bank per person that runs while their seat is to act, an increment per move, a bot when it is empty."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from conjure.web.clocks import Clock
from tests.web.helpers import auth, live, make_app, new_table, wait_until


def test_only_running_clocks_are_charged_and_the_mover_gains_the_increment() -> None:
    clock = Clock(increment=5.0, left=[60.0, 60.0, 60.0], since=100.0)
    after = clock.after_move(0, running=[0, 1], now=110.0)
    assert after.left == [55.0, 50.0, 60.0] and after.since == 110.0
    assert clock.after_move(2, running=[0, 1], now=110.0).left == [50.0, 50.0, 60.0], "a bot seat has no clock"
    assert clock.next_out([0, 1], now=130.0) == (0, 30.0)
    assert Clock(0.0, [3.0, 1.0], 0.0).next_out([0, 1], now=2.0) == (1, 0.0)
    assert clock.next_out([], now=0.0) is None
    assert Clock(0.0, [3.0], 0.0).charged([0], now=10.0).left == [0.0], "a bank never goes below empty"


def test_an_undo_charges_the_clocks_and_takes_back_the_increments() -> None:
    clock = Clock(increment=5.0, left=[60.0, 60.0], since=100.0)
    assert clock.after_undo(0, 2, running=[1], now=110.0).left == [50.0, 50.0]
    assert clock.after_undo(0, 3, running=[0], now=110.0).left == [35.0, 60.0]
    assert Clock(5.0, [4.0], 0.0).after_undo(0, 1, running=[], now=1.0).left == [0.0], "never below empty"


def test_a_move_charges_the_clocks_and_adds_the_increment(client: TestClient) -> None:
    made = new_table(client, clock={"minutes": 10, "increment": 5})
    token = made["seats"][0]["token"]
    state = client.get(f"/api/tables/{made['id']}", headers=auth(token)).json()
    assert state["clock"]["running"] == [0, 1] and state["clock"]["timeouts"] == []
    after = client.post(
        f"/api/tables/{made['id']}/actions", headers=auth(token), json={"action": state["actions"][0]["id"], "step": 0}
    ).json()
    left = after["clock"]["left"]
    assert 600 < left[0] <= 605 and 595 < left[1] <= 600 and after["clock"]["running"] == [1]


def test_an_empty_bank_lets_a_bot_move_and_the_table_says_so(tmp_path: Path) -> None:
    with TestClient(make_app(tmp_path)) as client:
        made = new_table(client, clock={"minutes": 0.002})  # 0.12 s each
        wait_until(lambda: client.get(f"/api/tables/{made['id']}").json()["step"] >= 4)
        state = client.get(f"/api/tables/{made['id']}").json()
        assert {t["seat"] for t in state["clock"]["timeouts"]} == {0, 1}
        assert [t["step"] for t in state["clock"]["timeouts"]][:2] == [0, 1], "the first two moves were the bots'"
        assert state["clock"]["left"] == [0.0, 0.0]
    with TestClient(make_app(tmp_path)) as client:  # a restarted server says which moves the clock made
        again = client.get(f"/api/tables/{made['id']}").json()["clock"]["timeouts"]
        assert again[: len(state["clock"]["timeouts"])] == state["clock"]["timeouts"]


def test_the_banks_survive_a_restart(tmp_path: Path) -> None:
    with TestClient(make_app(tmp_path)) as client:
        made = new_table(client, clock={"minutes": 10, "increment": 30})
        token = made["seats"][1]["token"]
        state = client.get(f"/api/tables/{made['id']}", headers=auth(token)).json()
        client.post(
            f"/api/tables/{made['id']}/actions",
            headers=auth(token),
            json={"action": state["actions"][0]["id"], "step": 0},
        )
        before = live(client, made["id"]).clock
    with TestClient(make_app(tmp_path)) as client:
        client.get(f"/api/tables/{made['id']}")
        again = live(client, made["id"]).clock
        assert before is not None and again is not None and again == before
        assert again.left[1] > 600, "the increment was stored with the move"


@pytest.mark.parametrize(
    ("clock", "words"),
    [
        ({"minutes": 0}, "clock.minutes"),
        ({"minutes": 5, "increment": -1}, "clock.increment"),
        ({"minutes": 5, "bonus": 1}, "clock.bonus"),
        ({"minutes": "soon"}, "clock.minutes"),
    ],
)
def test_bad_clocks_are_refused(client: TestClient, clock: dict[str, object], words: str) -> None:
    answer = client.post("/api/tables", json={"game": "incantibus", "players": 2, "clock": clock})
    assert answer.status_code == 422 and words in answer.json()["message"]
