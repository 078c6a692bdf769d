"""Players' names in the picture and the log: a named seat is its name, an unnamed one stays "Player N"."""

from __future__ import annotations

import json
from xml.etree import ElementTree

import pytest
from fastapi.testclient import TestClient

import conjure
from conjure import pictures
from conjure.web.names import NAME_LENGTH, clean_name, named
from conjure.web.payload import drawn
from tests.web.helpers import auth, live


def test_every_language_says_the_name_in_place_of_the_player() -> None:
    names = ("Anna", "", "Eva")
    assert (
        named("Player 1 takes a card; Player 2's turn; player 3 pays.", "en", names)
        == "Anna takes a card; Player 2's turn; Eva pays."
    )
    assert named("Hráč 1 platí hráči 3, hráčem 2 a hráče 3.", "cs", names) == "Anna platí Eva, hráčem 2 a Eva."
    assert named("Spieler 3 hat 2 Aktionen zurückgenommen", "de", names) == "Eva hat 2 Aktionen zurückgenommen"
    assert named("Player 9 and Players 1", "en", names) == "Player 9 and Players 1", "only seats that exist"
    assert named("Player 1", "en", ("", "")) == "Player 1"


def test_the_picture_is_drawn_with_the_names_and_cached_by_them() -> None:
    game = conjure.new_game("incantibus", players=2, seed=3)
    view = game.view(0)
    plain = pictures.draw(view, "en")
    svg = pictures.draw(view, "en", ("Anna <&>", "Bert"))
    assert "Player 1 (you)" in plain and "Player 2" in plain
    assert "Anna &lt;&amp;&gt; (you)" in svg and "Bert" in svg and "Player 2" not in svg
    assert "As seen by Anna &lt;&amp;&gt;" in svg and "As seen by player 1" in plain
    assert "Anna (vy)" in pictures.draw(view, "cs", ("Anna", ""))
    text = json.dumps(view, sort_keys=True, separators=(",", ":"))
    assert "Player 1" in drawn(text, "en", ("", "")) and "Anna" in drawn(text, "en", ("Anna", "")), (
        "the names are part of the picture's cache key"
    )
    assert "Player 1 (you)" in pictures.draw(view, "en"), "the names are gone once the picture is drawn"


def test_pieces_kept_between_pictures_are_kept_per_names() -> None:
    """Trickerion keeps drawn pieces between pictures (``canvas.reuse``): a name must not outlive its drawing."""
    game = conjure.new_game("trickerion", players=2, seed=1)
    view = game.view(0)
    plain = pictures.draw(view, "en")
    assert "Zora" in pictures.draw(view, "en", ("", "Zora")) and "Zora" not in plain
    assert pictures.draw(view, "en") == plain


def test_a_tables_frames_name_its_seats_in_the_picture_and_the_log(client: TestClient) -> None:
    made = client.post(
        "/api/tables", json={"game": "djinn", "players": 2, "seed": 2, "seats": [{"name": "Anna"}, {"name": ""}]}
    ).json()
    tokens = [s["token"] for s in made["seats"]]
    first = client.get(f"/api/tables/{made['id']}", headers=auth(tokens[1])).json()
    after = client.post(
        f"/api/tables/{made['id']}/actions",
        headers=auth(tokens[1]),
        json={"action": first["actions"][0]["id"], "step": 0, "version": 0},
    ).json()
    mine = client.get(f"/api/tables/{made['id']}", headers=auth(tokens[0])).json()
    assert "Anna (you)" in mine["picture"]["svg"] and "Player 2" in mine["picture"]["svg"]
    assert "Player 2 (you)" in after["picture"]["svg"] and "Anna" in after["picture"]["svg"]
    assert any(line["text"].startswith("Player 2 ") for line in mine["log"])
    picked = client.post(
        f"/api/tables/{made['id']}/actions",
        headers=auth(tokens[0]),
        json={"action": mine["actions"][0]["id"], "step": 1, "version": 1},
    ).json()
    assert any(line["text"].startswith("Anna ") for line in picked["log"]), picked["log"]
    undone = client.post(
        f"/api/tables/{made['id']}/undo", headers=auth(tokens[0]), json={"step": 2, "version": 2}
    ).json()
    assert undone["log"][-1]["text"] == "Anna took back 1 action"
    assert [p["name"] for p in undone["players"]] == ["Anna", "Player 2"]
    assert live(client, made["id"]).seats[0].name == "Anna"


def test_the_pieces_tooltips_name_their_owner() -> None:
    """Djinn's wizards, assistants and passages and Insula's adventurers and battle card say whose they are."""
    djinn = conjure.new_game("djinn", players=2, seed=2)
    insula = conjure.new_game("insula", players=2, seed=2)
    for game in (djinn, insula):
        bot = conjure.RandomBot(5)
        while len(game.history) < 40 and not game.is_over:
            seat = game.to_act[0]
            game.apply(seat, bot.choose(game, seat).id)
    svg = pictures.draw(djinn.view(None), "en", ("Anna", "Bert"))
    assert "Wizard: Anna" in svg and "Wizard: Bert" in svg and "of player" not in svg
    assert "Wizard: Player 1" in pictures.draw(djinn.view(None), "en")
    svg = pictures.draw(insula.view(None), "cs", ("Anna", "Bert"))
    assert "Dobrodruh: Anna" in svg and "Karta boje: " in svg and "hráče" not in svg


def test_control_and_invisible_characters_are_dropped_and_the_picture_stays_valid_xml(client: TestClient) -> None:
    made = client.post(
        "/api/tables",
        json={
            "game": "djinn",
            "players": 2,
            "seats": [{"name": "An\x01na\u200b\u202e"}, {"name": " Bert\t\n  Kunz\x7f "}],
        },
    )
    assert made.status_code == 201, made.text
    frame = client.get(f"/api/tables/{made.json()['id']}").json()
    assert [p["name"] for p in frame["players"]] == ["Anna", "Bert Kunz"]
    ElementTree.fromstring(frame["picture"]["svg"])  # valid XML: no control character left in it


def test_a_long_name_is_cut_with_an_ellipsis() -> None:
    assert clean_name("Maximiliane von Hohenstein-Lichtenberg") == "Maximiliane von Hohenst…"
    assert len(clean_name("x" * 100)) == NAME_LENGTH and clean_name("x" * NAME_LENGTH) == "x" * NAME_LENGTH
    assert clean_name("") == "" and clean_name("\u200b \u2028") == ""


@pytest.mark.parametrize(
    ("names", "words"),
    [
        (["Anna", "anna"], "seats 1 and 2 are both named 'anna'"),
        (["Éva", "Eva"], "seats 1 and 2 are both named 'Eva'"),
        (["Anna", "An\u200bna"], "seats 1 and 2 are both named 'Anna'"),
        (["Player 2", ""], "seat 1's name 'Player 2' looks like a seat's default name"),
        (["Bert", "PLAYER1"], "seat 2's name 'PLAYER1' looks like a seat's default name"),
        (["Hráč 1", "Bert"], "looks like a seat's default name"),
        (["Anna", "der Spieler 1"], "looks like a seat's default name"),
    ],
)
def test_duplicate_names_and_imitations_of_a_default_name_are_refused(
    client: TestClient, names: list[str], words: str
) -> None:
    answer = client.post("/api/tables", json={"game": "djinn", "players": 2, "seats": [{"name": n} for n in names]})
    assert answer.status_code == 400 and answer.json()["error"] == "bad_name"
    assert words in answer.json()["message"], answer.json()
    assert client.get("/api/tables").json() == [], "no table was made"


def test_names_that_only_look_alike_in_part_are_fine(client: TestClient) -> None:
    answer = client.post(
        "/api/tables", json={"game": "djinn", "players": 2, "seats": [{"name": "Anna"}, {"name": "Annabel"}]}
    )
    assert answer.status_code == 201 and [s["name"] for s in answer.json()["seats"]] == ["Anna", "Annabel"]
