"""The JSON API and the pages: creating tables, acting with a seat's token, and every kind of bad input."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

import conjure
from tests.web.helpers import auth, live, new_table


def test_a_new_table_gives_each_seat_a_link_and_keeps_only_hashes(client: TestClient, tmp_path: Path) -> None:
    made = new_table(client, kinds=("human", "bot"))
    assert [s["kind"] for s in made["seats"]] == ["human", "bot"]
    tokens = [s["token"] for s in made["seats"]]
    assert len(set(tokens)) == 2 and all(len(t) >= 32 for t in tokens)
    assert made["seats"][0]["link"].endswith(f"/table/{made['id']}#seat={tokens[0]}")
    assert made["spectator"].endswith(f"/table/{made['id']}")
    stored = b"".join(f.read_bytes() for f in tmp_path.glob("tables.sqlite*"))  # the file and its write-ahead log
    assert made["id"].encode() in stored, "the table was stored"
    assert all(t.encode() not in stored for t in tokens), "a token must never be stored, only its hash"


def test_a_seat_sees_its_choices_and_plays_one(client: TestClient) -> None:
    made = new_table(client)
    token = made["seats"][0]["token"]
    state = client.get(f"/api/tables/{made['id']}", headers=auth(token)).json()
    assert state["seat"] == 0 and state["step"] == 0 and 0 in state["to_act"]
    assert state["actions"] and all(a["label"] and a["id"] for a in state["actions"])
    assert "<svg" in state["picture"]["svg"]
    first = state["actions"][0]
    assert first["target"] is not None and first["target"].startswith("room-slot-")
    after = client.post(
        f"/api/tables/{made['id']}/actions", headers=auth(token), json={"action": first["id"], "step": 0}
    )
    assert after.status_code == 200, after.text
    assert after.json()["step"] == 1 and live(client, made["id"]).game.history == [[0, first["id"]]]


def test_a_spectator_sees_the_table_but_no_choices(client: TestClient) -> None:
    made = new_table(client)
    state = client.get(f"/api/tables/{made['id']}").json()
    assert state["seat"] is None and state["actions"] == [] and state["decision"] is None
    refused = client.post(f"/api/tables/{made['id']}/actions", json={"action": "take:hidden:0", "step": 0})
    assert refused.status_code == 403 and refused.json()["error"] == "spectator"


def test_a_stale_step_is_refused_with_the_fresh_table(client: TestClient) -> None:
    made = new_table(client)
    token = made["seats"][0]["token"]
    first = client.get(f"/api/tables/{made['id']}", headers=auth(token)).json()["actions"][0]["id"]
    client.post(
        f"/api/tables/{made['id']}/actions",
        headers=auth(made["seats"][1]["token"]),
        json={
            "action": client.get(f"/api/tables/{made['id']}", headers=auth(made["seats"][1]["token"])).json()[
                "actions"
            ][0]["id"],
            "step": 0,
        },
    )
    refused = client.post(f"/api/tables/{made['id']}/actions", headers=auth(token), json={"action": first, "step": 0})
    assert refused.status_code == 409
    body = refused.json()
    assert body["error"] == "stale" and "moved on" in body["message"] and body["state"]["step"] == 1
    assert len(live(client, made["id"]).game.history) == 1, "the stale action must not be applied"


def test_an_illegal_action_gets_the_engines_reason_and_changes_nothing(client: TestClient) -> None:
    made = new_table(client)
    token = made["seats"][0]["token"]
    before = live(client, made["id"]).game.fingerprint()
    refused = client.post(
        f"/api/tables/{made['id']}/actions", headers=auth(token), json={"action": "take:visible:99:dragon", "step": 0}
    )
    assert refused.status_code == 422
    body = refused.json()
    assert body["error"] == "illegal" and "'take:visible:99:dragon' is not legal for seat 0" in body["message"]
    assert "legal:" in body["message"] and body["state"]["step"] == 0
    assert live(client, made["id"]).game.fingerprint() == before


@pytest.mark.parametrize(
    ("headers", "status", "error"),
    [
        ({"Authorization": "Bearer not-a-token"}, 403, "bad_token"),
        ({"Authorization": "Bearer " + "x" * 5000}, 403, "bad_token"),
    ],
)
def test_a_wrong_token_is_refused(client: TestClient, headers: dict[str, str], status: int, error: str) -> None:
    made = new_table(client)
    for answer in (
        client.get(f"/api/tables/{made['id']}", headers=headers),
        client.post(f"/api/tables/{made['id']}/actions", headers=headers, json={"action": "x", "step": 0}),
    ):
        assert answer.status_code == status and answer.json()["error"] == error


def test_a_token_of_another_table_is_refused(client: TestClient) -> None:
    one, two = new_table(client), new_table(client)
    answer = client.get(f"/api/tables/{two['id']}", headers=auth(one["seats"][0]["token"]))
    assert answer.status_code == 403 and "does not belong to this table" in answer.json()["message"]


def test_unknown_tables_are_404(client: TestClient) -> None:
    page = client.get("/table/nope?lang=de")
    assert page.status_code == 404 and "Diesen Tisch gibt es nicht." in page.text
    for answer in (
        client.get("/api/tables/nope"),
        client.get("/api/tables/" + "n" * 300),
        client.post("/api/tables/nope/actions", json={"action": "x", "step": 0}),
    ):
        assert answer.status_code == 404 and answer.json()["error"] == "unknown_table"
        assert "there is no table" in answer.json()["message"]


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ('{"action": "x"', "JSON decode error"),  # not JSON
        ('{"action": "x"}', "step: Field required"),
        ('{"action": "", "step": 0}', "action: String should have at least 1 character"),
        ('{"action": "x", "step": -1}', "step: Input should be greater than or equal to 0"),
        ('{"action": "x", "step": "soon"}', "step: Input should be a valid integer"),
        ('{"action": "x", "step": 0, "seat": 1}', "seat: Extra inputs are not permitted"),
        ("[1, 2]", "Input should be a valid dictionary"),
    ],
)
def test_bad_bodies_get_a_clear_422(client: TestClient, body: str, where: str) -> None:
    made = new_table(client)
    answer = client.post(
        f"/api/tables/{made['id']}/actions",
        content=body,
        headers={**auth(made["seats"][0]["token"]), "Content-Type": "application/json"},
    )
    assert answer.status_code == 422 and answer.json()["error"] == "bad_request"
    assert where in answer.json()["message"]
    assert live(client, made["id"]).game.history == []


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        ({"game": "chess", "players": 2}, 400, "chess"),
        ({"game": "incantibus", "players": 7}, 400, "players"),
        ({"game": "incantibus", "players": 2, "options": {"mode": "wizard"}}, 400, "mode"),
        ({"game": "djinn", "players": 2, "options": {"first_game": 7}}, 400, "first_game"),
        ({"game": "djinn", "players": 1, "options": {"tom_cards": "many"}}, 400, "tom_cards"),
        ({"game": "djinn", "players": 1, "options": {"tom_cards": [1]}}, 422, "options.tom_cards"),
        ({"game": "incantibus", "players": 2, "seats": [{"kind": "human"}]}, 400, "give 2 seats"),
        ({"game": "incantibus", "players": 2, "seats": [{"kind": "bot", "level": "godlike"}] * 2}, 400, "godlike"),
        ({"game": "incantibus", "players": 2, "seats": [{"kind": "alien"}] * 2}, 422, "seats.0.kind"),
        ({"game": "incantibus", "players": 2, "lang": "fr"}, 422, "lang"),
        ({"game": "incantibus", "players": 0}, 422, "players"),
    ],
)
def test_bad_tables_are_refused_with_the_reason(
    client: TestClient, body: dict[str, object], status: int, words: str
) -> None:
    answer = client.post("/api/tables", json=body)
    assert answer.status_code == status, answer.text
    assert words in answer.json()["message"]


def test_options_and_language_are_kept(client: TestClient) -> None:
    made = new_table(client, game="djinn", players=1, options={"tom_cards": 13}, lang="cs")
    state = client.get(f"/api/tables/{made['id']}", headers=auth(made["seats"][0]["token"])).json()
    assert live(client, made["id"]).game.options["tom_cards"] == 13
    assert state["players"][0]["name"] == "Hráč 1" and state["title"]
    assert client.get(f"/api/tables/{made['id']}?lang=de").json()["players"][0]["name"] == "Spieler 1"


def test_a_seat_goes_to_a_bot_and_comes_back(client: TestClient) -> None:
    made = new_table(client)
    mine, theirs = (s["token"] for s in made["seats"])
    url = f"/api/tables/{made['id']}/seats"
    assert client.post(url, headers=auth(mine), json={"seat": 0, "kind": "bot", "level": "easy"}).status_code == 200
    assert live(client, made["id"]).seats[0].kind == "bot"
    assert client.get(f"/api/tables/{made['id']}", headers=auth(mine)).json()["actions"] == [], (
        "while a bot plays the seat, its player is offered nothing"
    )
    refused = client.post(
        f"/api/tables/{made['id']}/actions",
        headers=auth(mine),
        json={"action": "take:hidden:0", "step": len(live(client, made["id"]).game.history)},
    )
    assert refused.status_code in (409, 422)
    assert client.post(url, headers=auth(mine), json={"seat": 0, "kind": "human"}).status_code == 200
    assert live(client, made["id"]).seats[0].kind == "human"
    # another player may hand an away seat to a bot, but never take it
    assert client.post(url, headers=auth(theirs), json={"seat": 0, "kind": "bot"}).status_code == 200
    taken = client.post(url, headers=auth(theirs), json={"seat": 0, "kind": "human"})
    assert taken.status_code == 403 and "only they can take it back" in taken.json()["message"]
    assert client.post(url, json={"seat": 0, "kind": "bot"}).json()["error"] == "spectator"
    assert client.post(url, headers=auth(mine), json={"seat": 5, "kind": "bot"}).json()["error"] == "bad_seat"
    assert client.post(url, headers=auth(mine), json={"seat": 0, "kind": "bot", "level": "x"}).status_code == 400


def test_the_pages_speak_the_players_language(client: TestClient) -> None:
    made = new_table(client)
    assert "New table" in client.get("/?lang=xx").text
    assert "Nový stůl" in client.get("/?lang=cs").text
    assert "Nový stůl" in client.get("/").text, "the language is remembered in a cookie"
    client.cookies.set("conjure_lang", "de")
    assert "Neuer Tisch" in client.get("/").text
    page = client.get(f"/table/{made['id']}?lang=de")
    assert page.status_code == 200 and "Protokoll" in page.text and "conjure_lang=de" in page.headers["set-cookie"]
    assert made["id"] in client.get("/").text, "the lobby lists the tables"
    assert [g["name"] for g in client.get("/api/games").json()] and client.get("/api/tables").json()[0]["id"]


def test_the_database_is_migrated_once_and_again_without_harm(tmp_path: Path) -> None:
    from tests.web.helpers import make_app

    make_app(tmp_path)
    make_app(tmp_path)
    with sqlite3.connect(tmp_path / "tables.sqlite") as db:
        names = {r[0] for r in db.execute("select name from sqlite_master where type='table'")}
        assert {"tables", "seats", "actions", "alembic_version"} <= names
        assert db.execute("select version_num from alembic_version").fetchall() == [(newest_revision(),)]


def newest_revision() -> str:
    from importlib import resources

    from alembic.config import Config
    from alembic.script import ScriptDirectory

    config = Config()
    config.set_main_option("script_location", str(resources.files("conjure.web") / "migrations"))
    head = ScriptDirectory.from_config(config).get_current_head()
    assert head is not None, "the migrations have one head"
    return head


def test_a_database_of_the_first_schema_is_upgraded_with_its_tables(tmp_path: Path) -> None:
    from importlib import resources

    from alembic import command
    from alembic.config import Config
    from sqlalchemy import create_engine

    from tests.web.helpers import make_app

    engine = create_engine(f"sqlite:///{tmp_path / 'tables.sqlite'}")
    config = Config()
    config.set_main_option("script_location", str(resources.files("conjure.web") / "migrations"))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "r0001")
        connection.exec_driver_sql(
            "insert into tables values ('old', 'incantibus', ?, 2, '{\"mode\": \"apprentice\"}', 5, 'en', 0, "
            "'2026-01-01', null, null)",
            (conjure.get_rules("incantibus").rules_version,),
        )
        for seat in (0, 1):
            connection.exec_driver_sql(f"insert into seats values ('old', {seat}, 'h', 'human', 'easy', '')")
    with TestClient(make_app(tmp_path)) as client:
        state = client.get("/api/tables/old").json()
        assert state["step"] == 0 and state["game"] == "incantibus" and live(client, "old").clock is None
