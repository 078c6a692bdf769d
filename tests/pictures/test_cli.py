"""``conjure render`` and ``conjure replay --html``: driven as a user would, in a temporary folder."""

from __future__ import annotations

import base64
import gzip
import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conjure.cli.app import app
from conjure.pictures import draw, to_png
from conjure.pictures.registry import samples
from tests import games
from tests.pictures.helpers import parse, played

runner = CliRunner()


@pytest.fixture(autouse=True)
def _in_a_temporary_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)


def _saved(name: str = "insula", players: int = 3, steps: int = 40) -> Path:
    game = played(name, players, {}, seed=2, steps=steps)
    path = Path(f"{name}.json")
    path.write_text(json.dumps(game.to_json()), encoding="utf-8")
    return path


def test_render_draws_a_saved_game_at_a_step_for_a_seat() -> None:
    path = _saved()
    result = runner.invoke(app, ["render", str(path), "--seat", "2", "--step", "12", "--lang", "de", "-o", "t.svg"])
    assert result.exit_code == 0, result.output
    root = parse(Path("t.svg").read_text(encoding="utf-8"))
    assert (root.attrib["data-seat"], root.attrib["data-lang"]) == ("1", "de")
    assert root.find(".//{http://www.w3.org/2000/svg}g[@data-step='12']") is not None
    spectator = runner.invoke(app, ["render", str(path)])
    assert spectator.exit_code == 0 and parse(Path("table.svg").read_text())[0].text == "Insula"


def test_render_and_replay_draw_a_trickerion_save() -> None:
    path = _saved("trickerion", 2, steps=60)
    result = runner.invoke(app, ["render", str(path), "--seat", "2", "--step", "50", "--lang", "cs", "-o", "t.svg"])
    assert result.exit_code == 0, result.output
    root = parse(Path("t.svg").read_text(encoding="utf-8"))
    assert (root.attrib["data-game"], root.attrib["data-seat"], root.attrib["data-lang"]) == ("trickerion", "1", "cs")
    assert root[0].text == "Trickerion: Legendy iluzionismu"
    assert root.find(".//{http://www.w3.org/2000/svg}g[@id='theatre']") is not None
    page = runner.invoke(app, ["replay", str(path), "--html", "out.html", "--lang", "de"])
    assert page.exit_code == 0, page.output
    assert Path("out.html").read_text(encoding="utf-8").count('<h4 id="log-') == 61


def test_render_writes_a_png() -> None:
    result = runner.invoke(app, ["render", str(_saved("djinn", 2)), "-o", "table.png"])
    assert result.exit_code == 0, result.output
    png = Path("table.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
    assert width == 1400 and height > 800


def test_render_refuses_bad_input_with_a_reason() -> None:
    path = _saved()
    Path("bad.json").write_text("{}")
    cases = [
        (["render", str(path), "--step", "999"], "steps 0..40"),
        (["render", str(path), "--seat", "4"], "players 1..3"),
        (["render", str(path), "-o", "table.gif"], ".svg or a .png"),
        (["render", str(path), "--lang", "fr"], "choose cs, en or de"),
        (["render", "bad.json"], "not a Conjure save"),
        (["render", "missing.json"], "No such file"),
    ]
    for args, reason in cases:
        result = runner.invoke(app, args)
        assert result.exit_code == 2 and reason in result.output, (args, result.output)
        assert "Traceback" not in result.output


def test_replay_html_steps_through_the_game_with_pictures_and_log() -> None:
    path = _saved("incantibus", 2, steps=12)
    result = runner.invoke(app, ["replay", str(path), "--html", "out.html", "--seat", "1", "--lang", "cs"])
    assert result.exit_code == 0, result.output
    page = Path("out.html").read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and 'lang="cs"' in page and "ArrowRight" in page
    packed = re.search(r"const pictures = (\[.*?\]);", page, re.S)
    assert packed is not None
    pictures = [gzip.decompress(base64.b64decode(p)).decode("utf-8") for p in json.loads(packed.group(1))]
    assert len(pictures) == 13 and all(p.startswith("<svg") for p in pictures)
    assert all(parse(p).attrib["data-seat"] == "0" for p in pictures)
    assert page.count('<h4 id="log-') == 13 and "Krok 12: hráč" in page
    bad = runner.invoke(app, ["replay", str(path), "--html", "out.html", "--seat", "3"])
    assert bad.exit_code == 2 and "players 1..2" in bad.output


def test_to_png_scales() -> None:
    svg = draw(played("incantibus", 2, {}, seed=1, steps=0).view(None), "en")
    small, large = to_png(svg, 0.5), to_png(svg, 1.0)
    assert int.from_bytes(small[16:20], "big") * 2 == int.from_bytes(large[16:20], "big")


def test_each_games_document_shows_its_picture() -> None:
    root = Path(__file__).resolve().parents[2]
    for game in (name for name in games.names() if samples(name)):  # the games whose pictures the docs show
        doc = (root / "docs" / "games" / f"{game}.md").read_text(encoding="utf-8")
        assert f"](../pictures/{game}.png)" in doc
        png = (root / "docs" / "pictures" / f"{game}.png").read_bytes()
        assert png.startswith(b"\x89PNG") and int.from_bytes(png[16:20], "big") == 1400
