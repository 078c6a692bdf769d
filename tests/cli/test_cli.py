"""The terminal interface, driven as a user would (Typer's test runner feeds stdin)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

import conjure
from conjure.cli.app import app
from conjure.cli.play import CLEAR
from tests import games

runner = CliRunner()


def test_list_shows_games_and_options() -> None:
    result = runner.invoke(app, ["list"])
    assert result.exit_code == 0
    assert "incantibus" in result.output and "mode" in result.output and "apprentice" in result.output


def test_list_speaks_plain_words() -> None:
    """Issue 26.4: switches as yes/no everywhere (no "default: False" beside "false, true"), a player count in the
    singular, what an alias is, and a rulebook reference said to be one."""
    out = runner.invoke(app, ["list"]).output
    assert not {"True", "False", "true", "false"} & set(
        out.replace(";", " ").replace("(", " ").replace(")", " ").split()
    )
    assert "-o first_game=…  yes or no (default no)" in out and "dark_alley=…  yes or no (default yes)" in out
    assert "12 to 15 (default 15; only with 1 player)" in out and "1 players" not in out
    assert "Djinn, 1–4 players; the name may also be typed as dzin or džin" in out
    assert "the name may also be typed as incalfibus" in out and "(also:" not in out
    assert "(rulebook section G)" in out and "(rulebook section G.5)" in out and "(G" not in out
    game = conjure.new_game("djinn", players=3, seed=1, options={"first_game": "yes", "long_variant": "yes"})
    assert game.options == {"first_game": True, "long_variant": True}  # what the list says, a game accepts


def test_play_against_bots_to_the_end(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    result = runner.invoke(
        app, ["play", "incantibus", "-p", "3", "-b", "2", "-s", "5", "--save", str(save)], input="1\n" * 400
    )
    assert result.exit_code == 0, result.output
    assert "Incanto!" in result.output and "Final standings" in result.output
    assert json.loads(save.read_text())["game"] == "incantibus"
    replay = runner.invoke(app, ["replay", str(save), "--lang", "cs"])
    assert replay.exit_code == 0 and "Konečné pořadí" in replay.output


def test_bad_input_reprompts_and_quit_saves(tmp_path: Path, monkeypatch: object) -> None:
    save = tmp_path / "left.json"
    result = runner.invoke(
        app, ["play", "incantibus", "-p", "2", "-b", "1", "-s", "3", "--save", str(save)], input="99\nfoo\nquit\n"
    )
    assert result.exit_code == 0
    assert result.output.count("is not possible") == 2
    assert "Resume: conjure play --load" in result.output
    resumed = runner.invoke(app, ["play", "--load", str(save), "-b", "1"], input="1\n" * 300)
    assert resumed.exit_code == 0 and "Final standings" in resumed.output


def test_an_empty_line_says_what_may_be_typed() -> None:
    """Issue 26.5: Enter alone at the prompt is answered with what is allowed, in the player's language."""
    for lang, allowed in (("en", "Type a number 1–"), ("cs", "Zadejte číslo 1–"), ("de", "Gib eine Zahl 1–")):
        result = runner.invoke(app, ["play", "incantibus", "-p", "2", "-s", "3", "-l", lang], input="\n   \nquit\n")
        assert result.exit_code == 0, result.output
        assert result.output.count(allowed) == 2 and "''" not in result.output


def test_the_bots_level_reads_well_in_czech() -> None:
    """Issue 26.13: "boti: lehká" paired a plural noun with a feminine adjective; the level is the feminine one."""
    result = runner.invoke(app, ["play", "incantibus", "-p", "2", "-s", "3", "-l", "cs"], input="quit\n")
    assert "úroveň botů: lehká" in result.output and "boti:" not in result.output


def test_hot_seat_asks_each_human_in_turn() -> None:
    # Incantibus: both point in secret at once (the screen is passed to each); the last to point sees nothing hidden
    result = runner.invoke(
        app, ["play", "incantibus", "-p", "2", "-b", "0", "-s", "8", "--lang", "de"], input="\n1\n1\n\n1\nquit\n"
    )
    assert result.exit_code == 0, result.output
    assert result.output.count("Gebt den Bildschirm an") == 2 and "nicht möglich" not in result.output
    assert result.output.count("Spieler 2") >= 1


def test_bad_configuration_is_an_error_not_a_traceback() -> None:
    for args in (
        ["play", "chess"],
        ["play", "incantibus", "-p", "9"],
        ["play", "incantibus", "-o", "mode=x"],
        ["play", "incantibus", "--lang", "fr"],
        ["simulate", "incantibus", "-n", "0"],
    ):
        result = runner.invoke(app, args)
        assert result.exit_code == 2, args
        assert "error:" in result.output and "Traceback" not in result.output


def test_simulate_prints_a_summary() -> None:
    result = runner.invoke(app, ["simulate", "incantibus", "-n", "20", "-p", "4", "-s", "1"])
    assert result.exit_code == 0
    assert "games/s" in result.output and "decisions per game" in result.output and "win %" in result.output


def test_simulate_counts_outcomes_of_a_semi_cooperative_game() -> None:
    result = runner.invoke(app, ["simulate", "insula", "-n", "5", "-p", "3", "-s", "1"])
    assert result.exit_code == 0
    assert "outcome " in result.output and "no winner" in result.output


def test_replay_rejects_bad_files(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    result = runner.invoke(app, ["replay", str(bad)])
    assert result.exit_code == 2 and "not a Conjure save" in result.output


# -- nothing a player types may lose the game -----------------------------------------------------------------


def _start(tmp_path: Path, *extra: str, text: str) -> Result:
    return runner.invoke(app, ["play", "incantibus", "-p", "2", "-b", "1", "-s", "3", *extra], input=text)


def test_a_save_that_fails_says_why_and_the_game_goes_on(tmp_path: Path) -> None:
    (tmp_path / "afolder").mkdir()
    result = _start(tmp_path, text="save nowhere/x.json\nsave afolder\nsave\nsave ok.json\nquit\n")
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    assert "Could not save to nowhere/x.json: the folder nowhere does not exist" in result.output
    assert "Could not save to afolder: it is a folder" in result.output
    assert "Type save and a file name" in result.output
    assert f"Saved to {tmp_path / 'ok.json'}" in result.output and (tmp_path / "ok.json").exists()
    assert conjure.load_game((tmp_path / "ok.json").read_text()).name == "incantibus"


def test_a_bad_save_path_is_refused_before_play(tmp_path: Path) -> None:
    for bad, why in (("missing/dir/g.json", "does not exist"), (".", "is a folder")):
        result = _start(tmp_path, "--save", bad, text="1\n")
        assert result.exit_code == 2 and why in result.output and "Traceback" not in result.output


def test_ctrl_c_saves_like_ctrl_d(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(prompt: str = "") -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr("builtins.input", interrupted)
    result = _start(tmp_path, text="")
    assert result.exit_code == 0, result.output
    saved = tmp_path / "data" / "conjure" / "saves" / "incantibus-3.conjure.json"
    assert f"Game interrupted. Resume: conjure play --load {saved}" in result.output
    assert saved.exists()


def test_a_default_save_goes_to_the_data_folder_and_quit_says_how_to_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 26.1: not the current folder (README line 1 once left a save in the clone); XDG_DATA_HOME honoured; the
    message names the whole path and the command the player started with; a deliberate quit reads "Saved."."""
    venv_conjure = tmp_path / ".venv" / "bin" / "conjure"
    venv_conjure.parent.mkdir(parents=True)
    venv_conjure.write_text("#!/bin/sh\n")
    monkeypatch.setattr("sys.argv", [".venv/bin/conjure", "play"])
    result = runner.invoke(app, ["play", "incantibus", "-p", "3", "-b", "1", "-s", "3", "-l", "de"], input="\nquit\n")
    assert result.exit_code == 0, result.output
    saved = tmp_path / "data" / "conjure" / "saves" / "incantibus-3.conjure.json"
    assert saved.exists() and list(tmp_path.glob("*.json")) == []
    assert f"Gespeichert in {saved}" in result.output
    assert f"Gespeichert. Fortsetzen: .venv/bin/conjure play --load {saved} --bots 1 --lang de" in result.output
    assert "unterbrochen" not in result.output
    resumed = runner.invoke(app, ["play", "--load", str(saved), "--bots", "1", "--lang", "de"], input="\nquit\n")
    assert resumed.exit_code == 0 and "Gespeichert. Fortsetzen" in resumed.output


def test_save_wins_over_the_data_folder(tmp_path: Path) -> None:
    result = _start(tmp_path, "--save", "mine.json", text="quit\n")
    assert result.exit_code == 0, result.output
    assert f"Saved. Resume: conjure play --load {tmp_path / 'mine.json'}" in result.output
    assert (tmp_path / "mine.json").exists() and not (tmp_path / "data").exists()


def test_quitting_a_loaded_game_saves_back_to_its_file(tmp_path: Path) -> None:
    _start(tmp_path, "--save", "mine.json", text="1\nquit\n")
    first = json.loads((tmp_path / "mine.json").read_text())
    result = runner.invoke(app, ["play", "--load", "mine.json", "-b", "1"], input="1\nquit\n")
    assert result.exit_code == 0 and f"Saved to {tmp_path / 'mine.json'}" in result.output
    assert len(json.loads((tmp_path / "mine.json").read_text())["actions"]) > len(first["actions"])
    assert not (tmp_path / "incantibus-3.conjure.json").exists()
    assert not (tmp_path / "data" / "conjure" / "saves" / "incantibus-3.conjure.json").exists()


def test_load_ignores_and_says_so(tmp_path: Path) -> None:
    _start(tmp_path, "--save", "mine.json", text="quit\n")
    result = runner.invoke(app, ["play", "djinn", "--load", "mine.json", "-p", "3"], input="quit\n")
    assert result.exit_code == 0
    assert "ignored 'djinn', -p 3 (the save is incantibus, 2 players)" in result.output


def test_a_save_of_another_game_or_edited_by_hand_is_refused(tmp_path: Path) -> None:
    _start(tmp_path, "--save", "mine.json", text="1\nquit\n")
    data = json.loads((tmp_path / "mine.json").read_text())
    djinn = conjure.new_game("djinn", players=2, seed=1)
    (tmp_path / "other.json").write_text(json.dumps(dict(data, game="djinn", rules_version=djinn.rules.rules_version)))
    data["state"]["round"] = 7
    (tmp_path / "edited.json").write_text(json.dumps(data))
    (tmp_path / "text.json").write_text("hello")
    for name, said in (
        ("other.json", "set-up is not valid: djinn has no option mode"),
        ("edited.json", "does not match its own record at state.round"),
        ("text.json", "not valid JSON"),
        ("absent.json", "No such file"),
    ):
        result = runner.invoke(app, ["play", "--load", name], input="quit\n")
        assert result.exit_code == 2, (name, result.output)
        assert said in result.output and "Traceback" not in result.output


# -- what players trip over at the table ---------------------------------------------------------------------


def test_hot_seat_clears_the_screen_before_the_next_player_looks(tmp_path: Path) -> None:
    # three players point in secret at once: the second must not see the first one's choice
    result = runner.invoke(app, ["play", "incantibus", "-p", "3", "-b", "0", "-s", "8"], input="\n1\n\n1\nquit\n")
    first_choice = result.output.index("Action number")
    second_pass = result.output.index("Pass the screen to Player 2")
    assert first_choice < second_pass
    assert CLEAR in result.output[first_choice:second_pass], "the first player's choice must be wiped first"


def test_hot_seat_shows_an_open_table_at_once_and_wipes_a_secret_one(tmp_path: Path) -> None:
    # Incantibus, two players: Player 1 points in secret; Player 2, the last to point, sees nothing hidden
    result = runner.invoke(app, ["play", "incantibus", "-p", "2", "-b", "0", "-s", "8"], input="\n1\nquit\n")
    first_choice = result.output.index("Action number")
    second_table = result.output.index("Your move, Player 2")
    assert "Pass the screen to Player 2" not in result.output, "nothing private: everyone may watch"
    assert CLEAR in result.output[first_choice:second_table], "Player 1's table showed its choice: it is wiped"


def test_hot_seat_passes_the_screen_only_when_a_table_turns_private(tmp_path: Path) -> None:
    """Djinn, seed 2: the characters are picked openly (no cover, nothing wiped); Player 2's fourth pick draws
    hidden scoring cards, so before its table shows them the others look away."""
    picks = "char:N1\nchar:N2\nchar:P5\nchar:P10\n"
    result = runner.invoke(app, ["play", "djinn", "-p", "2", "-b", "0", "-s", "2"], input=picks + "\nquit\n")
    assert result.exit_code == 0, result.output
    fourth_choice = [i for i in range(len(result.output)) if result.output.startswith("Action number", i)][3]
    before = result.output[:fourth_choice]
    assert "Pass the screen" not in before and CLEAR not in before
    assert before.count("Your move, Player 1") == 2 and before.count("Your move, Player 2") == 2
    after = result.output[fourth_choice:]
    assert (
        after.index(CLEAR)
        < after.index("Player 2's table now shows a secret: the others look away.")
        < after.index("Your move, Player 2")
    )
    assert "Pass the screen" not in after, "Player 2 holds the screen already"


def test_help_explains_the_decision_the_actions_and_the_commands(tmp_path: Path) -> None:
    said = {"en": "Legal actions:", "de": "Mögliche Aktionen:", "cs": "Možné akce:"}
    for game, (lang, words) in zip(games.names(), said.items(), strict=False):
        result = runner.invoke(app, ["play", game, "-p", "2", "-s", "4", "-l", lang], input="help\nquit\n")
        assert result.exit_code == 0, result.output
        assert words in result.output and "is not possible" not in result.output
        assert "save" in result.output.split(words, 1)[1]
        rule = conjure.new_game(game, players=2, seed=4)
        decision = rule.presentation.decision_help(rule.state, rule.to_act[0], lang)
        assert decision is not None and decision[0] in result.output


def test_the_result_is_in_the_players_language(tmp_path: Path) -> None:
    result = runner.invoke(app, ["play", "incantibus", "-p", "2", "-b", "2", "-s", "5", "-l", "cs"])
    assert "Konečné pořadí" in result.output
    assert "tie" not in result.output.lower() and "most" not in result.output


def test_replay_numbers_seats_as_the_table_does_and_steps_once(tmp_path: Path) -> None:
    runner.invoke(app, ["play", "incantibus", "-p", "2", "-b", "2", "-s", "5", "--save", "g.json"])
    as_first = runner.invoke(app, ["replay", "g.json", "--seat", "1"])
    assert as_first.exit_code == 0 and "Step 1/" in as_first.output
    for bad in ("0", "3"):
        result = runner.invoke(app, ["replay", "g.json", "--seat", bad])
        assert result.exit_code == 2 and "players 1..2" in result.output
    stepped = runner.invoke(app, ["replay", "g.json", "--step"], input="\n\nq\n")
    assert "Enter = next step, q = stop" in stepped.output
    assert "Step 3/" in stepped.output and "Step 4/" not in stepped.output
    first_step = stepped.output.split("Step 1/", 1)[1].split("Step 2/", 1)[0]
    assert first_step.count("Point at") == 1, "each step is printed once"


def test_action_ids_print_as_they_are(tmp_path: Path) -> None:
    """Rich must not turn an id such as bulv:-1:0 into an emoji (":-1:" is a thumbs-down code)."""
    from conjure.cli.app import console

    with console.capture() as captured:
        console.print("bulv:-1:0 [x]")
    assert "bulv:-1:0" in captured.get()


def test_the_bots_level_is_chosen_and_shown(tmp_path: Path) -> None:
    result = runner.invoke(app, ["play", "incantibus", "-p", "2", "--level", "hard", "-l", "cs"], input="quit\n")
    assert result.exit_code == 0 and "úroveň botů: těžká" in result.output
    medium = runner.invoke(app, ["play", "incantibus", "-p", "2", "--level", "medium"], input="quit\n")
    assert medium.exit_code == 0 and "medium" in medium.output
    bad = runner.invoke(app, ["play", "incantibus", "--level", "genius"])
    assert bad.exit_code == 2 and "levels: easy, medium, hard, expert" in bad.output
