"""The close-ups a table page fetches: the seat's own, through its token, in the page's language; a wrong element
or token is refused with a clear answer."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from conjure.pictures.closeups import closeups
from tests import games
from tests.web.helpers import auth, live, make_app, new_table


@pytest.mark.parametrize("name", games.names())
def test_a_seat_fetches_the_closeups_of_its_own_view(tmp_path: Path, name: str) -> None:
    with TestClient(make_app(tmp_path)) as client:
        players = games.configs("PICTURES")[[g for g, _, _ in games.configs("PICTURES")].index(name)][1]
        made = new_table(client, name, players=players)
        table_id, tokens = made["id"], [s["token"] for s in made["seats"]]
        for seat, token in enumerate(tokens):
            for lang in ("cs", "en", "de"):
                answer = client.get(f"/api/tables/{table_id}/closeups?lang={lang}", headers=auth(token))
                assert answer.status_code == 200, answer.text
                data = answer.json()
                table = live(client, table_id)
                assert data["version"] == table.revision
                expected = closeups(table.game.view(seat), lang)
                assert set(data["closeups"]) == set(expected)
                some = next(iter(expected))
                assert data["closeups"][some]["title"] == expected[some].title or table.seats[seat].name
        watcher = client.get(f"/api/tables/{table_id}/closeups?lang=en").json()
        assert set(watcher["closeups"]) == set(closeups(live(client, table_id).game.view(None), "en"))
        one = next(iter(watcher["closeups"]))
        single = client.get(f"/api/tables/{table_id}/closeups", params={"element": one, "lang": "en"}).json()
        assert single["closeups"] == {one: watcher["closeups"][one]}


def test_an_unknown_element_or_token_is_refused(tmp_path: Path) -> None:
    with TestClient(make_app(tmp_path)) as client:
        made = new_table(client, games.names()[0])
        table_id = made["id"]
        answer = client.get(f"/api/tables/{table_id}/closeups", params={"element": "<no-such-piece>"})
        assert answer.status_code == 404
        assert answer.json()["error"] == "unknown_element"
        assert "<no-such-piece>" in answer.json()["message"]
        answer = client.get(f"/api/tables/{table_id}/closeups", headers=auth("wrong-token"))
        assert answer.status_code == 403
        assert client.get("/api/tables/nope/closeups").status_code == 404
