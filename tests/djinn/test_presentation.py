"""Words that need the position: labels, help, explanations and result lines in cs, en and de."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import conjure
from conjure.engine import Action, RandomBot
from conjure.games.djinn.labels import equip_text, label
from conjure.games.djinn.scoring import result
from tests.djinn.helpers import at_field, bare, do, field_of, set_field

LANGS = ("cs", "en", "de")
RULE_IDS = set(
    re.findall(
        r"^\| (DJN-[A-Z0-9-]+) \|",
        (Path(__file__).parents[2] / "docs/rules/djinn.md").read_text(encoding="utf-8"),
        re.M,
    )
)


def _decisions(players: int, options: dict, seed: int):
    g = conjure.new_game("djinn", players=players, seed=seed, options=options)
    bot = RandomBot(seed)
    while not g.is_over:
        yield g
        seat = g.to_act[0]
        g.apply(seat, bot.choose(g, seat))
    yield g


@pytest.mark.parametrize("players,options", conjure.new_game("djinn", 2, seed=0).rules.sample_configs())
def test_every_decision_has_help_and_every_action_an_explanation(players, options):
    """DJN-VIEW-4: help names a rule of docs/rules/djinn.md and says what is decided, in three languages;
    explain_action never fails; the final result gives sentences in three languages."""
    for g in _decisions(players, options, seed=players + 11):
        rules = g.rules
        if g.is_over:
            assert rules.presentation.decision_help(g.state, 0, "en") is None
            res = g.result()
            for lang in LANGS:
                lines = rules.presentation.result_lines(res, lang)
                assert lines and all(isinstance(x, str) and x.strip() for x in lines)
            continue
        seat = g.to_act[0]
        for lang in LANGS:
            found = rules.presentation.decision_help(g.state, seat, lang)
            assert found is not None
            rule, sentence = found
            assert rule in RULE_IDS, rule
            assert sentence.strip()
            for action in g.legal_actions(seat):
                assert isinstance(rules.presentation.explain_action(g.state, seat, action, lang), str)
                assert g.label(action, lang).strip()
        other = (seat + 1) % g.players
        if other not in g.to_act:
            assert rules.presentation.decision_help(g.state, other, "en") is None


def test_moves_name_the_place():
    """DJN-VIEW-5: a move, skip, placement or passage names the location and its field code."""
    g = bare(2)
    st = g.state
    f = field_of(g, "ACA", True)
    assert g.label(Action(f"move:{f}", "djinn"), "en") == f"Move to Academy ({f})"
    assert g.label(Action(f"move:{f}", "djinn"), "cs") == f"Táhnout k poli Akademie ({f})"
    assert g.label(Action(f"move:{f}", "djinn"), "de") == f"Zu Akademie ({f}) ziehen"
    assert "Magic Source" in g.label(Action("skip:SRC", "djinn"), "en")
    sq = field_of(g, "TAV", False)
    assert g.label(Action(f"pp:{sq}:ARC", "djinn"), "en") == f"Place the secret passage to the Archive at Tavern ({sq})"
    assert st["tiles"][f] == "ACA"


def test_catch_labels_show_the_selection_and_its_cost():
    """DJN-VIEW-5, DJN-CATCH-12: the catch shows what is chosen and what it costs, in labels and on the table."""
    g = bare(2)
    f = field_of(g, "ACA", True)
    set_field(g, f, ["brown", "blue"], False)
    p = g.state["seats"][0]
    p["power"] = 8
    at_field(g, 0, f)
    do(g, "catch", "cadd:brown")
    labels = {a.id: g.label(a, "en") for a in g.legal_actions(0)}
    assert labels["cadd:blue"] == "Also catch: blue (selection then: brown, blue; needs 8 power, you have 8 power)"
    assert labels["cdel:brown"] == "Take back: brown"
    assert labels["cgo"] == "Catch: brown — pay 4 power"
    table = g.presentation.render_table(g.view(0)["table"], 0, "en")
    assert "Selection: brown; needs 4 power, you have 8 power" in table


def test_staff_labels_say_what_the_staff_does():
    """DJN-EQ-2: the staffs add power to a catch (data.toml: catch_plus, catch_once), they catch no extra djinn."""
    assert equip_text("ST7", "en") == "+1 power at every catch"
    assert equip_text("ST8", "en") == "once: +3 power for a catch"
    assert equip_text("ST8", "cs") == "jednou: +3 magické síly při polapení"
    assert equip_text("ST7", "de") == "+1 Magiestärke bei jedem Fangen"


def test_counts_agree_with_their_nouns():
    """DJN-VIEW-3: no "1 coins" or Czech "1 bodů": counts take the form their number needs."""
    assert label("mkt:0:0:0", "en") == "Market stall 1: 1 bottle of different colours for 1 coin"
    assert label("mkt:0:0:1", "cs") == "Tržnice, stánek 1: 2 lahve různých barev za 2 mince"
    assert label("mkt:0:0:2", "cs") == "Tržnice, stánek 1: 3 lahve různých barev za 4 mince"
    assert label("tip:coin", "cs") == "Zaplatit 1 minci"
    assert label("key:power", "en") == "Spend a key for 1 power"
    g = bare(2)
    event = {
        "type": "catch",
        "seat": 0,
        "field": "R1",
        "at": "ACA",
        "djinn": ["brown"],
        "power": 1,
        "mages": [],
        "fees": 0,
    }
    assert g.describe(event, "cs") == "Hráč 1 chytá u pole Akademie (R1): hnědá za 1 magickou sílu."
    assert g.describe(event, "en") == "Player 1 catches at Academy (R1): brown for 1 power."
    event = {"type": "tom_paid", "seat": 0, "what": "corks", "n": 0}
    assert g.describe(event, "en") == "Player 1 pays Tom: nothing (has no corks)."


def test_result_lines_name_the_winner_and_a_tiebreak_only_when_used():
    """DJN-SCORE-3: "tiebreak" is "none" unless tied scores needed it; the lines say who won and how."""
    g = bare(3)
    ps = g.state["seats"]
    for s, p in enumerate(ps):
        p["coins"], p["bottled"]["red"] = 0, [s, 0]
    res = result(g.state)
    assert res["tiebreak"] == "none"
    assert g.presentation.result_lines(res, "en") == ["Player 3 wins with 20 points."]
    assert g.presentation.result_lines(res, "cs") == ["Vítězí hráč 3 s 20 body."]
    assert g.presentation.result_lines(res, "de") == ["Spieler 3 gewinnt mit 20 Punkten."]
    for p in ps:
        p["bottled"]["red"] = [2, 0]
    ps[0]["coins"] = 3
    res = result(g.state)
    assert res["tiebreak"] != "none" and res["winners"] == [0]
    assert g.presentation.result_lines(res, "en") == [
        "Player 1 wins with 20 points.",
        "The tie at 20 points was broken by coins + scrolls + keys: player 1: 3, player 2: 0, player 3: 0.",
    ]
    ps[0]["coins"] = 0
    res = result(g.state)
    assert res["winners"] == [0, 1, 2]
    assert g.presentation.result_lines(res, "en")[0] == "Players 1, 2 and 3 share the win with 20 points."
    assert "shared" in g.presentation.result_lines(res, "en")[1]


def test_a_lost_solo_game_reads_as_a_loss():
    """DJN-SOLO-9: no winner, no victory line, and the lines say the player lost to Tom and why."""
    g = conjure.new_game("djinn", players=1, seed=1)
    g.state["tom"] = ["T13"]
    at_field(g, 0, field_of(g, "ACA", True))
    do(g, "act:basic", "catch", "cnone", "end")
    res = g.result()
    assert res["winners"] == [] and res["solo"] == "lost" and res["tiebreak"] == "none"
    assert g.presentation.result_lines(res, "en") == [
        "You lost to Tom: he revealed his last card while 6 boss djinn were still in the town."
    ]
    assert g.presentation.result_lines(res, "cs") == [
        "Prohráli jste s Tomem: otočil svou poslední kartu a ve městě zůstalo 6 veledžinů."
    ]
    assert "verloren" in g.presentation.result_lines(res, "de")[0]


def test_rewards_of_your_choice_are_chosen_when_gained():
    """DJN-EFF-1: a chest's "bottle of your choice" asks for the colour; help names the rule."""
    g = bare(2)
    g.state["chests"] = ["C11"]
    at_field(g, 0, field_of(g, "CAT", False))
    do(g, "act:basic")
    assert [a.id for a in g.legal_actions(0)] == ["bt:blue", "bt:brown", "bt:red", "bt:yellow"]
    assert g.presentation.decision_help(g.state, 0, "en")[0] == "DJN-EFF-1"
    do(g, "bt:red")
    assert g.state["seats"][0]["bottles"]["red"] == 1


def test_every_text_counts_and_names_in_three_languages():
    """DJN-VIEW-3: Tom's cards, market "done", players' mage cards and map paths read as sentences."""
    from conjure.games.djinn.labels import tom_text

    assert tom_text("T2", "en").endswith("else you pay 1 scroll")
    assert tom_text("T2", "cs").endswith("jinak zaplatíte 1 svitek")
    assert tom_text("T7", "de").endswith("sonst zahlst du einen Schlüssel oder 2 Münzen")
    assert label("mkt:done", "en") == "Market: done (no more purchases)"
    assert label("key:power", "cs") == "Směnit klíč za 1 magickou sílu"
    g = bare(2)
    assert g.label(Action("move:SRC", "djinn"), "en") == "Move to the Magic Source"
    assert g.label(Action("move:SRC", "djinn"), "cs") == "Táhnout ke Zřídlu magie"
    g.state["seats"][0]["mages"] = [["M4", True]]
    table = g.presentation.render_table(g.view(0)["table"], 0, "cs")
    assert "Karta mága 1 (lícem vzhůru)" in table and "Karty mágů 1" not in table
    event = {"type": "chest", "seat": 0, "chest": "C2", "unlock": True}
    assert (
        g.describe(event, "en") == "Player 1 takes a chest: +3 coins (with a key also +1 cork) — unlocked with a key."
    )


def test_help_covers_every_pending_kind_with_a_documented_rule():
    """DJN-VIEW-4: every decision kind the game can pose has help whose rule id is in docs/rules/djinn.md."""
    from conjure.games.djinn.flow import FLOW, TURN_KINDS
    from conjure.games.djinn.guide import HELP, HELP_RULE
    from conjure.games.djinn.labels import T

    kinds = set(FLOW.decisions) - set(TURN_KINDS)
    assert len(kinds) >= 17 and set(TURN_KINDS) <= set(FLOW.decisions)
    assert {"draft", "move", "placement", "stay", "blocked", "round", "square", "source", "final"} <= set(HELP_RULE)
    assert kinds <= set(HELP_RULE) | {"tip"} and set(HELP_RULE) | {"tip"} <= set(HELP)
    assert set(HELP_RULE.values()) <= RULE_IDS
    for key, texts in HELP.items():
        assert all(T.get(lang, texts).strip() for lang in LANGS), key
