"""The lobby's list of tables (seats, open seats, whose turn, status, age), joining an open seat, the options in
the reader's language, and the results of a finished table: its score sheet and its replay."""

from __future__ import annotations

import base64
import datetime
import gzip
import re
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient

import conjure
from conjure.engine import registry
from conjure.web import lobby
from tests.web.helpers import auth, new_table


def listed(client: TestClient, table_id: str, lang: str = "en") -> dict[str, Any]:
    rows = client.get(f"/api/tables?lang={lang}").json()
    return next(r for r in rows if r["id"] == table_id)


def finished_table(client: TestClient, names: tuple[str, str] | None = None) -> dict[str, Any]:
    """A table two bots play to its end (no delay)."""
    if names:
        seats = [{"kind": "bot", "name": name} for name in names]
        made = client.post("/api/tables", json={"game": "incantibus", "players": 2, "seats": seats}).json()
    else:
        made = new_table(client, "incantibus", 2, kinds=("bot", "bot"))
    end = time.monotonic() + 60
    while not client.get(f"/api/tables/{made['id']}").json()["is_over"]:
        assert time.monotonic() < end, "the bots did not finish the game"
        time.sleep(0.05)
    return made


def test_the_list_names_the_seats_the_open_ones_whose_turn_the_status_and_the_age(client: TestClient) -> None:
    made = client.post(
        "/api/tables",
        json={
            "game": "incantibus",
            "players": 3,
            "seats": [{"name": "Anna"}, {"kind": "human", "open": True}, {"kind": "bot", "level": "easy"}],
        },
    ).json()
    assert [s["open"] for s in made["seats"]] == [False, True, False]
    assert made["seats"][1]["link"] is None and made["seats"][1]["token"] is None  # nobody holds an open seat
    row = listed(client, made["id"])
    assert [(s["name"], s["kind"], s["open"]) for s in row["seats"]] == [
        ("Anna", "human", False),
        ("Player 2", "human", True),
        ("Player 3", "bot", False),
    ]
    assert row["status"] == "waiting" and row["title"] and row["age"] == "just now"
    assert set(row["to_act"]) <= {"Anna", "Player 2", "Player 3"} and row["to_act"]
    czech = listed(client, made["id"], "cs")
    assert czech["age"] == "právě teď" and czech["seats"][1]["name"] == "Hráč 2"
    page = client.get("/?lang=cs").text
    assert "čeká na hráče" in page and f'data-join="{made["id"]}"' in page and "Přisednout" in page


def test_an_open_seat_is_taken_with_one_click_once(client: TestClient) -> None:
    made = new_table(client, "incantibus", 2, seats=[{"name": "Anna"}, {"open": True}])
    taken = client.post(f"/api/tables/{made['id']}/join", json={"seat": 1, "name": "Bert"})
    assert taken.status_code == 201, taken.text
    token = taken.json()["token"]
    assert taken.json()["link"].endswith(f"/table/{made['id']}#seat={token}")
    frame = client.get(f"/api/tables/{made['id']}", headers=auth(token)).json()
    assert frame["seat"] == 1 and frame["players"][1]["name"] == "Bert"
    again = client.post(f"/api/tables/{made['id']}/join", json={"seat": 1, "name": "Cyril"})
    assert again.status_code == 409 and again.json()["error"] == "taken"
    assert client.post(f"/api/tables/{made['id']}/join", json={"seat": 0}).json()["error"] == "taken"
    row = listed(client, made["id"])
    assert row["status"] == "running" and [s["name"] for s in row["seats"]] == ["Anna", "Bert"]
    assert client.post(f"/api/tables/{made['id']}/join", json={"seat": 7}).json()["error"] == "bad_seat"


def test_joining_under_a_name_the_table_has_is_refused_and_the_seat_stays_open(client: TestClient) -> None:
    made = new_table(client, "incantibus", 2, seats=[{"name": "Anna"}, {"open": True}])
    answer = client.post(f"/api/tables/{made['id']}/join", json={"seat": 1, "name": "anna"})
    assert answer.status_code == 400 and answer.json()["error"] == "bad_name"
    assert listed(client, made["id"])["seats"][1]["open"]


def test_a_table_with_open_seats_has_no_clock(client: TestClient) -> None:
    answer = client.post(
        "/api/tables",
        json={"game": "incantibus", "players": 2, "seats": [{}, {"open": True}], "clock": {"minutes": 5}},
    )
    assert answer.status_code == 400 and "open seats" in answer.json()["message"]


def test_a_finished_table_is_listed_as_finished_even_once_let_go_from_memory(client: TestClient) -> None:
    made = finished_table(client)
    assert listed(client, made["id"])["status"] == "finished"
    hub = client.app.state.hub  # type: ignore[attr-defined]
    del hub.tables[made["id"]]  # let go, as an idle table is
    client.app.state.listing.known.clear()  # type: ignore[attr-defined]
    row = listed(client, made["id"])
    assert row["status"] == "finished" and row["to_act"] == [] and made["id"] not in hub.tables


def test_the_age_is_said_in_the_readers_language() -> None:
    made = "2026-11-27T08:00:00+00:00"
    at = datetime.datetime(2026, 11, 27, 10, 30, tzinfo=datetime.UTC)
    assert lobby.age(made, "en", at) == "2 hours ago"
    assert lobby.age(made, "cs", at) == "před 2 hodinami"
    assert lobby.age(made, "de", at + datetime.timedelta(days=1)) == "vor 1 Tag"
    assert lobby.age(made, "cs", datetime.datetime(2026, 11, 27, 8, 5, tzinfo=datetime.UTC)) == "před 5 minutami"


GAMES = [r.name for r in conjure.engine.all_rules() if (registry.package(r.name) or "").startswith("conjure.games.")]


@pytest.mark.parametrize("game", GAMES)
def test_every_option_has_a_label_help_and_value_labels_in_each_language(client: TestClient, game: str) -> None:
    english = {o["name"]: o for g in client.get("/api/games?lang=en").json() if g["name"] == game for o in g["options"]}
    for lang in ("cs", "de"):
        info = next(g for g in client.get(f"/api/games?lang={lang}").json() if g["name"] == game)
        for option in info["options"]:
            assert option["label"] != option["name"] and option["help"], (lang, option["name"])
            assert option["help"] != english[option["name"]]["help"], (lang, option["name"], "English help")
            assert len(option["choice_labels"]) == len(option["choices"])
            if option["choices"] and not isinstance(option["choices"][0], bool):
                assert option["choice_labels"] != english[option["name"]]["choice_labels"] or lang == "de"


def test_a_finished_tables_frame_has_its_score_sheet_and_its_replay(client: TestClient) -> None:
    made = finished_table(client)
    result = client.get(f"/api/tables/{made['id']}?lang=cs").json()["result"]
    assert result["replay"] == f"/table/{made['id']}/replay"
    rows = result["sheet"]["rows"]
    assert rows[-1]["total"] and rows[-1]["values"] == result["scores"] and rows[-1]["label"] == "Celkem"
    assert result["sheet"]["tiebreak"]["label"] == "Síla hůlky"
    page = client.get(result["replay"] + "?lang=cs")
    assert page.status_code == 200 and "<svg" not in page.text[:2000]  # the pictures travel packed
    policy = page.headers["content-security-policy"]
    assert "script-src 'sha256-" in policy and "'self'" not in policy.split("script-src")[1].split(";")[0]
    assert "'unsafe-inline'" not in policy and "frame-ancestors 'none'" in policy
    assert client.get(result["replay"]).text == client.get(result["replay"]).text  # kept, not drawn again


def test_the_replay_names_the_seats_as_the_table_did(client: TestClient) -> None:
    made = finished_table(client, ("Anna", "Bořek"))
    page = client.get(f"/table/{made['id']}/replay?lang=cs").text
    titles = re.findall(r'<h4 id="log-\d+" data-step="\d+">([^<]*)</h4>', page)
    assert len(titles) > 10 and titles[0] == "Příprava hry"
    assert all(t.endswith((": Anna", ": Bořek")) for t in titles[1:]), titles[:5]
    svg = gzip.decompress(base64.b64decode(re.findall(r'"([A-Za-z0-9+/=]{200,})"', page)[0])).decode()
    assert "Anna" in svg and "Bořek" in svg and "Hráč 1" not in svg


def test_a_running_table_has_no_replay_yet(client: TestClient) -> None:
    made = new_table(client)
    answer = client.get(f"/table/{made['id']}/replay")
    assert answer.status_code == 409 and answer.json()["error"] == "not_over"
    assert client.get("/table/none-such/replay").status_code == 404
