"""Trickerion's presentation (issue 11, TRK-TEXT-1): a log line for every event kind the package emits, the terminal table at
every step of random whole games, in Czech, English and German with no raw ids, and no secret of another seat in
a seat's table or log."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from conjure.engine import Game, Rng
from conjure.games import trickerion
from conjure.games.trickerion import data, guide, labels
from conjure.games.trickerion.flow import FLOW
from tests.trickerion.helpers import RULES, new, to_assignment, turn_at
from tests.trickerion.test_full_games import choose

LANGS = ("cs", "en", "de")
RAW = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|[{}]|\bprophecy_|'type'")  # an id, a format field or a dict left over
PACKAGE = Path(trickerion.__file__).parent
RULES_DOC = Path(__file__).parents[2] / "docs" / "rules" / "trickerion.md"
RULE_IDS = set(re.findall(r"^\| (TRK-[A-Z]+-\d+) \|", RULES_DOC.read_text(), re.MULTILINE))

SAMPLES: list[dict[str, Any]] = [
    {"type": "magician", "seat": 0, "magician": "the_red_lotus", "school": "escape"},
    {"type": "trick", "seat": 0, "trick": "barricaded_barrels", "slot": "board"},
    {"type": "props", "seat": 0, "props": ["fabric", "glass"], "manager": False},
    {"type": "specialist", "seat": 0, "specialist": "engineer"},
    {"type": "prepared", "seat": 1, "trick": "enchanted_butterflies", "markers": 2},
    {"type": "initiative", "order": [1, 0]},
    {"type": "prophecies", "upcoming": ["prophecy_02", "prophecy_11", "prophecy_25"]},
    {
        "type": "dice",
        "round": 1,
        "dice": {
            "trick_die_a": "X",
            "trick_die_b": "optical",
            "character_die_a": "engineer",
            "character_die_b": "apprentice",
            "bank_die_a": "6",
            "bank_die_b": "5",
        },
    },
    {"type": "advertise", "seat": 0, "coins": 1, "fame": 2},
    {"type": "assign", "seat": 1, "char": "apprentice2", "card": "theater", "to": [1]},
    {
        "type": "assigned",
        "seat": 1,
        "chars": ["apprentice", "magician"],
        "to": [1],
        "public": {"type": "assigned", "seat": 1},
    },
    {"type": "assigned", "seat": 1},
    {"type": "reveal", "assigned": [{"magician": "workshop"}, {"magician": "theater", "manager": "logistics"}]},
    {
        "type": "place",
        "seat": 0,
        "char": "magician",
        "loc": "workshop",
        "space": 2,
        "ap": 4,
        "shard": True,
        "gear": False,
        "card": "workshop",
    },
    {
        "type": "place",
        "seat": 1,
        "char": "engineer",
        "loc": "theater",
        "space": "sunday:backstage",
        "ap": 2,
        "card": "theater",
    },
    {"type": "place", "seat": 1, "char": "manager", "loc": "market_row", "space": 1, "ap": 3, "card": "market_row"},
    {"type": "idle", "seat": 1, "char": "manager"},
    {"type": "space_fee", "seat": 1, "coins": 1},
    {"type": "hire", "seat": 3, "char": "engineer"},
    {"type": "hire", "seat": 3, "char": "apprentice", "joined": "apprentice2"},
    {"type": "coins", "seat": 1, "coins": 6},
    {"type": "reroll", "seat": 1, "die": "bank_die_b", "face": "X"},
    {"type": "set_die", "seat": 0, "die": "character_die_a", "face": "manager"},
    {"type": "buy", "seat": 0, "prop": "wood", "count": 2, "coins": 1, "haggle": 1},
    {"type": "buy_mix", "seat": 0, "props": ["wood", "glass"], "coins": 3, "card": "investments"},
    {"type": "order", "seat": 0, "slot": 3, "prop": "glass"},
    {"type": "order", "seat": 0, "slot": 1, "prop": "glass", "bought": 1, "coins": 2},
    {"type": "quick_order", "seat": 1, "prop": "disguise"},
    {"type": "restock", "seat": 1, "slot": 0, "prop": "rope"},
    {"type": "move_trick", "seat": 0, "args": ["barricaded_barrels"]},
    {"type": "move_components", "seat": 1, "args": ["animal", "fabric"]},
    {"type": "move_apprentice", "seat": 1, "args": []},
    {"type": "draw_special", "seat": 1, "loc": "theater", "cards": 2},
    {"type": "keep_special", "seat": 1, "card": "guest_performer", "to": [1]},
    {"type": "fortune", "seat": 1, "upcoming": ["prophecy_14", "prophecy_09", "prophecy_25"]},
    {"type": "special_used", "seat": 0, "card": "trick_tweaking"},
    {"type": "special_bonus", "seat": 2, "card": "test_run", "fame": 2, "coins": 0, "shards": 0},
    {"type": "special_bonus", "seat": 2, "card": "dubious_sources", "prop": "rope"},
    {"type": "special_bonus", "seat": 2, "card": "buying_time", "swap": [0, 2], "coins": 3},
    {
        "type": "special_bonus",
        "seat": 2,
        "card": "unstable_prototype",
        "returned": ["wood", "rope"],
        "fame": 2,
        "coins": 2,
    },
    {"type": "special_bonus", "seat": 2, "card": "replaceable_parts", "trick": "levitation", "markers": 1},
    {"type": "special_bonus", "seat": 2, "card": "interest", "rolled": "5", "coins": 1},
    {"type": "special_bonus", "seat": 2, "card": "street_performance", "trick": "levitation", "fame": 2, "coins": 1},
    {"type": "special_bonus", "seat": 2, "card": "enhance_trick", "trick": "levitation"},
    {"type": "special_bonus", "seat": 2, "card": "durable_components", "trick": "levitation", "markers": 1},
    {"type": "special_bonus", "seat": 2, "card": "arranged_fiasco", "fame": 3},
    {"type": "fiasco", "seat": 1, "fame": 2},
    {"type": "business_share", "seat": 2, "payer": 0, "coins": 4},
    {"type": "overhaul", "seat": 0, "trick": "levitation", "old": "barricaded_barrels", "markers": 2},
    {"type": "trick_returned", "seat": 0, "trick": "levitation"},
    {"type": "props_returned", "seat": 0, "prop": "rope", "count": 2},
    {"type": "order", "seat": 0, "prop": "glass", "card": "logistics"},
    {"type": "hidden_talent", "seat": 1, "specialist": "engineer", "coins": 1, "fame": 0},
    {"type": "hidden_talent", "seat": 1, "specialist": "manager", "coins": 0, "fame": -2},
    {"type": "forgo", "seat": 0, "card": "barter_with_power"},
    {
        "type": "set_up",
        "seat": 1,
        "trick": "enchanted_butterflies",
        "card": "P15",
        "slot": 2,
        "facing": "up",
        "links": [],
    },
    {
        "type": "reschedule",
        "seat": 1,
        "trick": "enchanted_butterflies",
        "card": "P18",
        "slot": 3,
        "facing": "left",
        "links": [[2, 3]],
        "from": ["P24", 5],
    },
    {"type": "link_bonus", "seat": 1, "fame": 2},
    {"type": "link_bonus", "seat": 1, "coins": 1},
    {"type": "link_shard", "seat": 0, "card": "P15", "shards": 1},
    {"type": "prophecy_bonus", "seat": 0, "fame": 1},
    {"type": "no_performance", "seat": 1, "day": "saturday"},
    {
        "type": "perform",
        "seat": 1,
        "day": "thursday",
        "card": "P24",
        "gains": {"0": {"fame": 1, "coins": 1, "shards": 0}, "1": {"fame": 1, "coins": 5, "shards": 0}},
    },
    {
        "type": "perform",
        "seat": 1,
        "day": "saturday",
        "card": "P24",
        "gains": {"0": {"fame": 4, "coins": 1, "shards": 0}, "1": {"fame": 3, "coins": 1, "shards": 0}},
        "parts": {
            "0": [
                {
                    "source": "trick",
                    "trick": "linking_rings",
                    "day": "sunday",
                    "mod": [1, 1],
                    "doubled": "fame",
                    "gain": {"fame": 4, "coins": 1, "shards": 0},
                }
            ],
            "1": [
                {
                    "source": "trick",
                    "trick": "bullet_catch",
                    "day": "saturday",
                    "mod": [0, 0],
                    "stolen": True,
                    "gain": {"fame": 0, "coins": 1, "shards": 0},
                },
                {"source": "links", "links": 1, "gain": {"fame": 1, "coins": 0, "shards": 0}},
                {"source": "specialists", "gain": {"fame": 2, "coins": 0, "shards": 0}},
                {"source": "card", "gain": {"fame": 0, "coins": 0, "shards": 0}},
            ],
        },
    },
    {"type": "nothing_to_do", "seat": 0, "char": "apprentice2", "loc": "workshop", "ap": 2},
    {"type": "shards", "seat": 0, "shards": 1, "fame": 0},
    {"type": "shards", "seat": 0, "shards": 2, "fame": 1},
    {"type": "placement_over", "round": 1},
    {"type": "wages", "seat": 0, "coins": 1, "fame": 0},
    {"type": "wages", "seat": 0, "coins": 0, "fame": -2},
    {"type": "joins", "seat": 3, "character": "engineer"},
    {"type": "delivered", "buy": ["wood", "metal", "glass", "glass"]},
    {"type": "performance_discarded", "card": "P10", "markers": 0},
    {"type": "performance_revealed", "card": "P07"},
    {"type": "prophecy", "active": "prophecy_02", "upcoming": ["prophecy_11", "prophecy_25"]},
    {"type": "round_end", "round": 1},
    {
        "type": "final_scoring",
        "seat": 0,
        "categories": {"shards": 0, "coins": 1, "special_assignments": 6},
        "tricks": {"iron_maiden": 4},
        "total": 11,
    },
    {"type": "ability", "seat": 1, "magician": "the_gentleman", "fame": 2},
    {"type": "ability", "seat": 1, "magician": "master_of_chains"},
    {
        "type": "ability",
        "seat": 1,
        "magician": "priestess_of_mysticism",
        "active": "prophecy_25",
        "upcoming": ["prophecy_06"],
    },
    {"type": "ability", "seat": 2, "magician": "the_great_optico", "card": "headliner_trick"},
    {"type": "ability", "seat": 2, "magician": "yoruba_spiritmaster", "target": 0, "card": "P15"},
    {"type": "ability", "seat": 2, "magician": "the_red_lotus", "card": "P15"},
]


def _emitted_kinds() -> set[str]:
    """Every event type written literally in the package, and the workshop's moves (``{"type": kind}``)."""
    text = "\n".join(p.read_text() for p in PACKAGE.glob("*.py") if p.name not in ("labels.py", "render.py"))
    return set(re.findall(r'"type": "([a-z_]+)"', text)) | {"move_trick", "move_components", "move_apprentice"}


def _emitted_abilities() -> set[str]:
    text = "\n".join(p.read_text() for p in PACKAGE.glob("*.py"))
    return set(re.findall(r'"type": "ability", "seat": seat, "magician": "([a-z_]+)"', text))


def test_every_event_kind_has_a_sample() -> None:
    """TRK-TEXT-1: the samples below cover every event kind and every magician's ability the package emits."""
    kinds = {e["type"] for e in SAMPLES}
    assert _emitted_kinds() <= kinds, _emitted_kinds() - kinds
    abilities = {e["magician"] for e in SAMPLES if e["type"] == "ability"}
    assert _emitted_abilities() <= abilities


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("event", SAMPLES, ids=[f"{i}-{e['type']}" for i, e in enumerate(SAMPLES)])
def test_every_event_has_a_line_without_raw_ids(event: dict[str, Any], lang: str) -> None:
    line = labels.describe_event(event, lang)
    assert line and not line.startswith(event["type"] + ":"), line
    assert not RAW.search(line), line


def test_lines_differ_by_language() -> None:
    event = {"type": "advertise", "seat": 0, "coins": 2, "fame": 2}
    assert len({labels.describe_event(event, lang) for lang in LANGS}) == 3


def test_private_events_do_not_reach_other_seats() -> None:
    """An assignment choice and a kept special card go to their seat only; the others learn only that the seat
    assigned (no characters, no cards)."""
    assign, assigned, keep = SAMPLES[9], SAMPLES[10], next(e for e in SAMPLES if e["type"] == "keep_special")
    assert not RULES.event_visible(assign, 0) and RULES.redact_event(assign, 0) is None
    assert not RULES.event_visible(keep, 0) and RULES.redact_event(keep, 0) is None
    public = RULES.redact_event(assigned, 0)
    assert public is not None
    for lang in LANGS:
        line = labels.describe_event(public, lang)
        assert "2" in line and labels.T.get(lang, labels.CHAR["apprentice"]) not in line


# -- the table over whole games -------------------------------------------------------------------------------------


def _play(players: int, seed: int, options: dict[str, Any], every: Any) -> Game:
    game, rng = new(players, seed, **options), Rng(seed + 3)
    step = 0
    while not game.is_over:
        seat = game.to_act[rng.below(len(game.to_act))]
        every(game, seat, step)
        game.make(seat, choose([a.id for a in game.legal_actions(seat)], rng))
        step += 1
    every(game, None, step)
    return game


def _check_table(game: Game, seat: int | None, step: int) -> None:
    """The table, the help and every legal action's note in one language per step (they rotate)."""
    lang = LANGS[step % 3]
    text = game.presentation.render_table(game.view(seat)["table"], seat, lang)
    assert text and not RAW.search(text), (step, lang, RAW.search(text), text)
    if seat is None:
        return
    found = game.presentation.decision_help(game.state, seat, lang)
    assert found is not None and found[0] in RULE_IDS and not RAW.search(found[1]), found
    for action in game.legal_actions(seat):
        note = game.presentation.explain_action(game.state, seat, action, lang)
        assert not RAW.search(note), (action.id, note)


GAMES = [(2, 11, {}), (3, 12, {"prophecies": False}), (4, 13, {}), (2, 14, {"dark_alley": False})]


@pytest.mark.parametrize("game", GAMES, ids=[f"{p}p-{s}" for p, s, _ in GAMES])
def test_table_renders_at_every_step_without_raw_ids(game: tuple[int, int, dict[str, Any]]) -> None:
    """TRK-TEXT-1: the table, the help and the action notes at every step, the log and the result lines at the end."""
    players, seed, options = game
    played = _play(players, seed, options, _check_table)
    for lang in LANGS:
        for viewer in [None, *range(players)]:
            text = played.presentation.render_table(played.view(viewer)["table"], viewer, lang)
            assert not RAW.search(text)
        lines = played.presentation.result_lines(played.result(), lang)
        assert len(lines) == players + 1 + (played.result()["tiebreak"] != "none")
        assert all(line and not RAW.search(line) for line in lines), lines
        for event in played.events_for(0):
            line = played.describe(event, lang)
            assert not RAW.search(line) and not line.startswith(event["type"] + ":"), line


def test_table_lists_the_theatre_by_position_and_the_days_thursday_to_sunday() -> None:
    """TRK-TEXT-1: the performance cards are numbered by position (players + 1 positions, which are not days); the
    days follow, Thursday to Sunday, each with the modifiers the board prints for it (backstage AP and yields:
    Thursday +1 AP, −1/−1; Sunday −1 AP, +1/+1) and the characters standing on its spaces; a Theatre space's label
    shows its backstage AP modifier like a board space's."""
    game = to_assignment(3, seed=5)
    game.state["placed"] = [
        {"seat": 1, "char": "magician", "loc": "theater", "space": "sunday:performance"},
        {"seat": 0, "char": "assistant", "loc": "theater", "space": "thursday:backstage"},
    ]
    text = game.presentation.render_table(game.view(0)["table"], 0, "en")
    days = [
        line.strip()
        for line in text.splitlines()
        if line.strip().split(" ")[0].rstrip(":") in ("Thursday", "Friday", "Saturday", "Sunday")
    ]
    assert days == [
        "Thursday (backstage +1 AP, yields: fame -1, coins -1): Player 1 assistant (backstage)",
        "Friday: empty",
        "Saturday: empty",
        "Sunday (backstage -1 AP, yields: fame +1, coins +1): Player 2 magician (performance)",
    ]
    positions = [line.strip() for line in text.splitlines() if re.match(r"\s+\d\. ", line)]
    assert len(positions) == 4 and not any(day in line for line in positions for day in ("Thursday", "Friday"))
    czech = game.presentation.render_table(game.view(0)["table"], 0, "cs")
    assert "  čtvrtek (zákulisí +1 AB, výdělek: sláva -1, mince -1): Hráč 1" in czech
    assert "  neděle (zákulisí -1 AB, výdělek: sláva +1, mince +1): Hráč 2" in czech
    labels = [
        game.label(f"place:apprentice:theater:{day}:backstage", lang)
        for day, lang in (("thursday", "en"), ("sunday", "cs"), ("friday", "de"))
    ]
    assert labels == [
        "apprentice → Theater, Thursday, backstage (+1 AP)",
        "učeň → Divadlo, neděle, zákulisí (-1 AB)",
        "Lehrling → Theater, Freitag, hinter der Bühne (+0 AP)",
    ]
    assert game.label("place:magician:theater:sunday:performance", "en") == "magician → Theater, Sunday, performance"


def _check_secrets(game: Game, seat: int | None, step: int) -> None:
    """What a seat cannot see, resampled, leaves its table and its log unchanged (the other seats' hands, their
    assignment before the reveal, the cards of their Dark Alley draws)."""
    if step % 4:
        return
    for viewer in range(game.players):
        hidden = game.rules.redeal(game.state, viewer, Rng(step))
        if hidden is None:
            continue
        shown = game.rules.view(hidden, viewer)
        for lang in ("en", "cs"):
            assert game.presentation.render_table(
                game.view(viewer)["table"], viewer, lang
            ) == game.presentation.render_table(shown, viewer, lang)


def test_secrets_never_show_in_another_seats_table() -> None:
    """TRK-TEXT-1 with TRK-VIEW-1: every few steps of a whole game, for every seat."""
    _play(3, 21, {}, _check_secrets)


def test_own_assignment_shows_and_others_do_not() -> None:
    """In the Assignment phase a seat's own hand shows; after seat 0 assigns its magician, seat 1's table and log
    are exactly as before, while seat 0 sees its choice."""
    game = to_assignment(3, seed=5)
    before = [game.presentation.render_table(game.view(1)["table"], 1, "en")]
    before.append("\n".join(game.describe(e) for e in game.events_for(1)))
    assign = next(a.id for a in game.legal_actions(0) if a.id.startswith("assign:magician:"))
    game.make(0, assign)
    after = [game.presentation.render_table(game.view(1)["table"], 1, "en")]
    after.append("\n".join(game.describe(e) for e in game.events_for(1)))
    assert after == before
    own = "\n".join(game.describe(e) for e in game.events_for(0))
    assert "Player 1 assigns the" in own  # the third person, as every other line (issue 26.15)


# -- help and the end -------------------------------------------------------------------------------------------------


def test_every_decision_kind_has_help_with_a_documented_rule() -> None:
    assert set(FLOW.decisions) <= set(guide.HELP), set(FLOW.decisions) - set(guide.HELP)
    assert {rule for rule, _ in guide.HELP.values()} <= RULE_IDS


def test_help_only_for_the_seat_to_act() -> None:
    game = to_assignment(3, seed=5)
    assert game.presentation.decision_help(game.state, 0, "cs") == (
        "TRK-ASSIGN-1",
        guide.T.get("cs", guide.HELP["assign"][1]),
    )
    game = new(3, 5)
    idle = next(s for s in range(3) if s not in game.to_act)
    assert game.presentation.decision_help(game.state, idle, "en") is None


def test_unpaid_wages_read_as_a_loss_of_fame() -> None:
    """TRK-TEXT-1, TRK-END-1: fame lost for unpaid wages is said as a loss, in the count's own form ("ztrácí 4 body
    slávy", not "-4 bodů slávy")."""
    event = {"type": "wages", "seat": 0, "coins": 0, "fame": -4}
    assert labels.describe_event(event, "en") == "Player 1 pays wages: 0 coins, losing 4 fame."
    assert labels.describe_event(event, "cs") == "Hráč 1 vyplácí mzdy: 0 mincí, ztrácí 4 body slávy."
    assert labels.describe_event(event, "de") == "Spieler 1 zahlt Löhne: 0 Münzen, verliert 4 Ruhm."
    assert labels.describe_event({**event, "coins": 3, "fame": 0}, "en") == "Player 1 pays wages: 3 coins."


def test_help_names_the_rule_of_each_setup_choice() -> None:
    """TRK-TEXT-1: the help of the starting trick names TRK-SETUP-10, that of the starting props TRK-SETUP-9, and
    Shoplifting's restock TRK-ALLEY-9 (the rules doc's ids for them)."""
    assert guide.HELP["choose_trick"][0] == "TRK-SETUP-10" and guide.HELP["choose_props"][0] == "TRK-SETUP-9"
    assert guide.HELP["restock"][0] == "TRK-ALLEY-9"
    game = new(2, 1)
    while FLOW.top_decision(game.state)["t"] != "choose_trick":
        game.make(game.to_act[0], [a.id for a in game.legal_actions(game.to_act[0])][0])
    assert game.presentation.decision_help(game.state, game.to_act[0], "en")[0] == "TRK-SETUP-10"


def test_explain_a_buy_names_the_price_on_offer() -> None:
    """TRK-TEXT-1, TRK-MARKET-4: the note of a Buy gives the price on offer now (a quick-ordered prop 1 coin more),
    that of a Quick Order the price the prop will be on offer for."""
    game, seat = turn_at("market_row", 1, coins=9, props={})
    assert guide.explain_action(game.state, seat, "quick:rope", "en") == "costs 2 AP; 3 coins a piece"
    assert guide.explain_action(game.state, seat, "buy:wood:1:0", "en") == "costs 1 AP; 1 coin a piece"
    game.make(seat, "quick:rope")
    assert guide.explain_action(game.state, seat, "buy:rope:1:0", "cs") == "stojí 1 AB; 3 mince za kus"


def test_explain_learn_names_the_tricks_needs() -> None:
    trick = data.TRICKS["levitation"]
    note = guide.explain_action({}, 0, "learn:trick_die_a:levitation", "en")
    assert f"level {trick.level}" in note and "Glass 3" in note


def test_result_lines_name_the_winner_and_the_tie_break() -> None:
    result = {
        "scores": [30, 30],
        "ranks": [1, 2],
        "winners": [0],
        "tiebreak": "initiative",
        "final": [
            {"categories": {"shards": 2, "coins": 3}, "tricks": {"iron_maiden": 4}, "total": 9},
            {"categories": {"shards": 0, "coins": 1}, "tricks": {}, "total": 1},
        ],
    }
    for lang in LANGS:
        lines = guide.result_lines(result, lang)
        assert len(lines) == 4 and "1" in lines[0] and "30" in lines[0] and not any(RAW.search(x) for x in lines)
    assert "initiative" in guide.result_lines(result, "en")[1]
