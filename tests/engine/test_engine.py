"""The engine on its own: generator, actions, options, errors, save format."""

from __future__ import annotations

import json

import pytest

import conjure
from conjure.engine import Action, OptionSpec, Rng, make_id, natural_key, parse_id, sort_actions
from conjure.engine.errors import ConfigError, LoadError
from conjure.engine.registry import get_rules


def test_splitmix_is_fixed_by_this_code() -> None:
    """Same seed, same numbers on every machine: the published SplitMix64 reference values."""
    rng = Rng(0)
    assert [rng.next64() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    rng = Rng(42)
    draws = [rng.below(6) for _ in range(1000)]
    assert set(draws) == set(range(6))
    items = list(range(10))
    Rng(7).shuffle(items)
    again = list(range(10))
    Rng(7).shuffle(again)
    assert items == again and sorted(items) == list(range(10))
    with pytest.raises(ValueError):
        Rng(1).below(0)


def test_a_bounded_draw_is_the_first_unbiased_splitmix_output() -> None:
    """below(n) is rejection sampling over next64(): the first output under the largest multiple of n."""
    for seed in range(50):
        for n in (1, 6, 1000, 2**63 + 5):  # 2**63 + 5 rejects about half of the outputs
            drawn, reference = Rng(seed), Rng(seed)
            limit = 2**64 - 2**64 % n
            x = reference.next64()
            while x >= limit:
                x = reference.next64()
            assert drawn.below(n) == x % n and drawn.state == reference.state


def test_actions_round_trip_and_sort_naturally() -> None:
    a = conjure.get_rules("incantibus").action("take:hidden:3")  # type: ignore[attr-defined]
    assert a.kind == "take" and a.args == ["hidden", "3"]
    assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
    assert a.label("en") == "Point at the hidden token (slot 3)"
    assert a.label("cs").startswith("Ukázat") and a.label("de").startswith("Auf")
    assert Action("take:hidden:3", "incantibus").label("en") == "take:hidden:3"  # made without the game's words
    ids = ["take:10", "take:2", "brew:1"]
    assert [x.id for x in sort_actions([Action(i) for i in ids])] == ["brew:1", "take:2", "take:10"]
    assert natural_key("a:2") < natural_key("a:10")
    assert make_id("take", "hidden", 3) == "take:hidden:3" and parse_id("take:hidden:3") == ("take", ["hidden", "3"])
    assert parse_id("end") == ("end", [])


def test_option_parsing() -> None:
    flag = OptionSpec("first_game", False, (False, True))
    assert flag.parse("true") is True and flag.parse("no") is False
    with pytest.raises(ConfigError, match="allowed: yes, no"):
        flag.parse("maybe")
    count = OptionSpec("tom_cards", 15, low=12, high=15)
    assert count.parse("13") == 13
    with pytest.raises(ConfigError, match="12..15"):
        count.parse("20")
    for word in ("many", [13], None):  # not a number at all: the same clear refusal, never a TypeError
        with pytest.raises(ConfigError, match="tom_cards=.* is not allowed; allowed: 12..15"):
            count.parse(word)


def test_unknown_game_names_the_games() -> None:
    with pytest.raises(ConfigError, match="incantibus"):
        conjure.new_game("chess", players=2)


def test_save_has_versions_and_bad_saves_are_refused() -> None:
    g = conjure.new_game("incantibus", players=2, seed=11)
    data = g.to_json()
    assert data["schema"] == 1 and data["rules_version"] == g.rules.rules_version
    with pytest.raises(LoadError, match="schema"):
        conjure.load_game(dict(data, schema=99))
    with pytest.raises(LoadError, match="rules version"):
        conjure.load_game(dict(data, rules_version="0"))
    with pytest.raises(LoadError, match="JSON"):
        conjure.load_game("{not json")
    with pytest.raises(LoadError, match="Conjure"):
        conjure.load_game([])  # type: ignore[arg-type]
    bad = g.record()
    bad["actions"] = [[0, "no:such"]]
    with pytest.raises(LoadError, match="step 0"):
        conjure.replay(bad)


def test_result_before_the_end_is_refused() -> None:
    g = conjure.new_game("incantibus", players=2, seed=1)
    with pytest.raises(conjure.IllegalAction, match="not over"):
        g.result()
    with pytest.raises(conjure.IllegalAction, match="does not exist"):
        g.view(5)


def test_games_lists_options() -> None:
    info = {g["name"]: g for g in conjure.games()}["incantibus"]
    assert info["aliases"] == ["incalfibus"] and info["players"] == [2, 3, 4]
    assert info["options"][0]["name"] == "mode" and info["options"][0]["default"] == "apprentice"


def test_random_bot_is_seeded() -> None:
    runs = []
    for _ in range(2):
        g = conjure.new_game("incantibus", players=3, seed=9)
        conjure.play_out(g, conjure.RandomBot(3))
        runs.append(g.record()["actions"])
    assert runs[0] == runs[1]


def _mid_game(name: str, players: int, steps: int) -> conjure.Game:
    g = conjure.new_game(name, players=players, seed=21)
    bot = conjure.RandomBot(21)
    for _ in range(steps):
        g.apply(g.to_act[0], bot.choose(g, g.to_act[0]))
    return g


def test_a_save_is_checked_against_its_record_before_play() -> None:
    g = _mid_game("incantibus", 3, 15)
    data = g.to_json()
    assert conjure.load_game(json.dumps(data)).fingerprint() == g.fingerprint()
    edited = json.loads(json.dumps(data))
    edited["state"]["seats"][1]["wand"] += 1
    with pytest.raises(LoadError, match=r"does not match its own record at state\.seats\[1\]\.wand"):
        conjure.load_game(edited)
    edited["state"]["seats"][1]["wand"] -= 1
    edited["state"]["seats"][0]["points"] = 99
    with pytest.raises(LoadError, match=r"at state\.seats\[0\]\.points"):
        conjure.load_game(edited)
    # the trusted fast path (copies the program made itself) takes the state as it is
    assert conjure.load_game(edited, verify=False).state["seats"][0]["points"] == 99
    with pytest.raises(LoadError, match="record"):
        conjure.load_game(dict(data, players=4))
    with pytest.raises(LoadError, match="the record's set-up is not valid"):
        conjure.load_game(dict(data, players=9))


def test_a_save_that_names_another_game_is_refused() -> None:
    data = _mid_game("incantibus", 2, 5).to_json()
    other = conjure.new_game("djinn", players=2, seed=1)
    for game in ("djinn", "chess"):
        header = dict(data, game=game, rules_version=other.rules.rules_version)
        with pytest.raises(LoadError):
            conjure.load_game(header)
    with pytest.raises(LoadError, match="not \\[seat, action id\\]"):
        conjure.replay(dict(data, actions=[["x"]]))


def test_an_offered_action_is_applied_without_building_the_list_again(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = get_rules("incantibus")
    calls = []
    real = rules.legal_actions

    def counting(state: dict, seat: int) -> list[Action]:  # type: ignore[type-arg]
        calls.append(seat)
        return real(state, seat)

    # set before the game is made: a game asks its rules once which methods are the turn machine's own
    monkeypatch.setattr(rules, "legal_actions", counting)
    g = conjure.new_game("incantibus", players=2, seed=4)
    seat = g.to_act[0]
    offered = g.legal_actions(seat)
    g.apply(seat, offered[0])
    assert len(calls) == 1, "the checked path generates the legal list once"
    seat = g.to_act[0]
    g.apply(seat, g.legal_actions(seat)[0].id)  # a text id is always checked in full
    assert len(calls) == 3
    # an Action object offered at an earlier step is checked again, not trusted
    seat = g.to_act[0]
    with pytest.raises(conjure.IllegalAction):
        g.apply(
            seat,
            offered[-1]
            if offered[-1].id not in {a.id for a in real(g.state, seat)}
            else Action("no-such:thing", "incantibus"),
        )
    assert len(calls) == 4


def test_a_save_in_an_older_state_layout_is_rebuilt_from_its_record() -> None:
    g = _mid_game("incantibus", 2, 9)
    old = g.to_json()
    old["state_version"] = "0"
    old["state"] = {"layout": "of an earlier Conjure"}
    loaded = conjure.load_game(old)
    assert loaded.fingerprint() == g.fingerprint()
    with pytest.raises(LoadError, match="does not match"):
        conjure.load_game(dict(old, state_version=g.rules.state_version))
