"""Issue 26 (review findings, third round), Trickerion items: the poster line, the log lines of a wasted placement and
of a performance, what each choice costs and gives, the texts, abilities without the Dark Alley, Mimesis and revealed
Freelancers, and returning tricks and props at any time."""

from __future__ import annotations

from conjure.engine import Game
from conjure.pictures import draw
from tests.pictures.helpers import parse, texts
from tests.trickerion.helpers import ids, new, play


def _poster_lines(g, seat: int) -> list[str]:
    return [t for t in texts(parse(draw(g.view(seat), "en"))) if "poster:" in t]


def test_the_poster_line_shows_only_who_advertised() -> None:
    """TRK-ROUND-3: in round 1 nobody has advertised before the advertising step; the line names only a player
    whose poster is up."""
    g = new(2, seed=5)
    play(g)
    assert not any("poster:" in line for line in texts(parse(draw(g.view(0), "en"))))
    first = g.to_act[0]
    g.make(first, "advertise")
    shown = [t for t in texts(parse(draw(g.view(0), "en"))) if "poster:" in t]
    assert len(shown) == 1


def test_set_die_names_the_face_in_the_czech_accusative() -> None:
    """TRK-TEXT-2: after the verb the face takes the accusative ("na libovolnou", "na únikovou", "na optickou")."""
    from conjure.games.trickerion.labels import label

    assert label("set:trick_die_b:any", "cs") == "Nastavit kostku rezidence B na libovolnou"
    assert label("set:trick_die_a:escape", "cs").endswith("na únikovou")
    assert label("set:trick_die_a:optical", "cs").endswith("na optickou")
    assert label("set:character_die_a:engineer", "cs").endswith("na technika")
    assert label("set:trick_die_a:escape", "en") == "Set die residence A to escape"


def test_one_word_for_the_shard_and_one_spelling_of_theater() -> None:
    """TRK-TEXT-2: the shard is the rulebook's "úlomek" on the board as in the terminal; English says "Theater" (the
    English edition's spelling) everywhere, never "Theatre"."""
    from conjure.games.trickerion.picture import seats
    from conjure.i18n import Texts, extract

    board, terminal = seats.T, Texts("conjure.games.trickerion")  # the picture's words are the game's catalog
    for n in (1, 2, 5):
        assert board.ntr("cs", "{n} shard", "{n} shards", n) == terminal.ntr("cs", "{n} shard", "{n} shards", n)
    assert "úlomek" in board.ntr("cs", "{n} shard", "{n} shards", 1)
    for package in ("conjure.games.trickerion", "conjure.pictures"):
        ids = [m.id if isinstance(m.id, str) else " ".join(m.id) for m in extract(package) if m.id]
        assert ids and not [m for m in ids if "heatre" in m.replace("{theatre}", "")], package


def test_without_the_dark_alley_no_magician_ability_is_shown() -> None:
    """TRK-SETUP-8: the magician card's ability side is used only with the Dark Alley, so without it neither the
    table nor the choice of a magician names an ability; the Priestess of Mysticism is offered there (setup step 7's
    note bars her only with the Dark Alley and without prophecies) and no text says she cannot be chosen."""
    from conjure.games.trickerion import data, texts
    from conjure.games.trickerion.guide import decision_help, explain_action

    names = {lang: [texts.ability(m, lang).split(":")[0] for m in data.MAGICIANS] for lang in ("cs", "en", "de")}
    base = new(2, seed=5, dark_alley=False)
    seat = base.to_act[0]
    offered = [a.id for a in base.legal_actions(seat)]
    assert "magician:priestess_of_mysticism" in offered
    for lang in ("cs", "en", "de"):
        notes = [explain_action(base.state, seat, aid, lang) for aid in offered]
        assert not [n for n in notes if any(name in n for name in names[lang])], lang
        assert "prophec" not in " ".join(notes).lower()
        assert names[lang][0] not in str(decision_help(base.state, seat, lang))
    play(base)
    for lang in ("cs", "en", "de"):
        table = base.presentation.render_table(base.view(0)["table"], 0, lang)
        assert not [name for name in names[lang] if name in table], lang
    alley = new(2, seed=5)
    seat = alley.to_act[0]
    assert names["en"][0] in explain_action(alley.state, seat, "magician:" + next(iter(data.MAGICIANS)), "en")
    play(alley)
    chosen = alley.state["seats"][0]["magician"]
    assert texts.ability(chosen, "de").split(":")[0] in alley.presentation.render_table(alley.view(0)["table"], 0, "de")
    assert "magician:priestess_of_mysticism" not in [a.id for a in new(2, seed=5, prophecies=False).legal_actions(seat)]
    assert "prophecies" not in texts.ability("priestess_of_mysticism", "en")


def _optico_against(card: str) -> tuple[Game, int, int]:
    """Round 1's placement: the first player is the Great Optico with a Workshop card under his apprentice; the other
    has ``card`` (a special card of the Workshop) under her magician, revealed."""
    from tests.trickerion.helpers import assign_all, to_assignment

    g = to_assignment(2, seed=1)
    first, second = g.state["initiative"]
    g.state["seats"][first]["magician"] = "the_great_optico"
    g.state["seats"][first]["characters"] = ["magician", "apprentice"]
    g.state["special_decks"]["workshop"].remove(card)
    g.state["seats"][second]["special_hand"].append(card)
    g.state["seats"][second]["characters"] = ["magician", "apprentice"]
    assign_all(g, {first: {"apprentice": "workshop"}, second: {"magician": card}})
    return g, first, second


def test_the_great_optico_copies_a_revealed_freelancer() -> None:
    """TRK-PLACE-7: Mimesis may copy a revealed Freelancer like any special card of the location: a Workshop card
    then sends its character to any location (the Freelancer's effect, no +1 AP), or gives +1 AP in the Workshop
    (the alternative); without the copy the Workshop card sends it to the Workshop only."""
    from tests.trickerion.helpers import ids

    g, first, _ = _optico_against("freelancer")
    options = ids(g, first)
    assert any(a.startswith("place:apprentice:workshop:") and a.endswith(":copy:freelancer") for a in options)
    away = [a for a in options if a.startswith("place:apprentice:") and ":workshop:" not in a]
    assert away and all(a.endswith(":copy:freelancer") for a in away), "elsewhere only with the copy"
    assert {a.split(":")[2] for a in away} >= {"downtown", "market_row", "dark_alley"}
    home = next(
        a for a in options if a.startswith("place:apprentice:workshop:") and ":copy:" not in a and ":shard" not in a
    )
    g.make(first, home + ":copy:freelancer")
    copied = next(e for e in g.events if e["type"] == "place")
    g1, first1, _ = _optico_against("freelancer")
    g1.make(first1, home)
    plain = next(e for e in g1.events if e["type"] == "place")
    assert copied["ap"] == plain["ap"] + 1, "the +1 AP alternative in the Workshop"
    g2, first2, _ = _optico_against("freelancer")
    target = next(a for a in ids(g2, first2) if a.startswith("place:apprentice:downtown:"))
    g2.make(first2, target)
    placed = g2.state["placed"][-1]
    assert (placed["loc"], g2.state["tasks"][-1]["t"]) == ("downtown", "turn_downtown")
    assert first2 in g2.state["mimicked"]


def test_a_placement_that_can_do_nothing_says_so() -> None:
    """TRK-PLACE-2: a character whose location turn offers nothing but ending it loses its AP, and the log says so."""
    from tests.trickerion.helpers import turn_at

    g, seat = turn_at("workshop", 1, char="apprentice", tricks=[], props={})
    lost = [e for e in g.events if e["type"] == "nothing_to_do"]
    assert [(e["seat"], e["char"], e["loc"]) for e in lost] == [(seat, "apprentice", "workshop")] and lost[0]["ap"] > 0
    assert (
        g.describe(lost[0], "en") == f"Player {seat + 1}'s apprentice can do nothing at the Workshop: "
        f"{lost[0]['ap']} action point{'s' if lost[0]['ap'] > 1 else ''} lost."
    )
    assert "ztrácí" in g.describe(lost[0], "cs") and "verfallen" in g.describe(lost[0], "de")


def test_the_performance_line_gives_the_breakdown() -> None:
    """TRK-PERF-2, TRK-PERF-3 (example B): the log line of a performance gives each trick's yield with the day's
    modifier, the links, the specialists' and the card's bonus, besides each player's total."""
    from tests.trickerion.test_performance import BLUE, CARD3, after_example_a

    g, _ = after_example_a()
    g.make(BLUE, f"perform:{CARD3}")
    event = next(e for e in g.events if e["type"] == "perform")
    line = g.describe(event, "en")
    assert line == (
        "Player 3 performs Riverside Theater no. 10 on Thursday: Player 3 10 fame, 4 coins, 1 shard (Spirit "
        "Hand: 1 fame, 1 shard (Thursday −1/−1); Pepper's Ghost: 3 fame, 4 coins (Thursday −1/−1); 2 links: "
        "2 fame; specialists: 2 fame; the card's bonus: 2 fame); Player 4 1 fame, 2 coins, 1 shard (Water "
        "Tank Escape: 1 fame, 2 coins, 1 shard)."
    )
    for owner, parts in event["parts"].items():  # the parts add up to the totals
        assert {k: sum(p["gain"][k] for p in parts) for k in ("fame", "coins", "shards")} == event["gains"][owner]
    assert "čtvrtek −1/−1" in g.describe(event, "cs") and "Donnerstag −1/−1" in g.describe(event, "de")


COSTING = (
    "learn",
    "hire",
    "coins",
    "reroll",
    "set",
    "buy",
    "buyset",
    "order",
    "quick",
    "prepare",
    "setup",
    "reschedule",
    "move_trick",
    "move_components",
    "move_apprentice",
    "draw",
    "fortune",
)


def test_every_choice_says_what_it_costs_and_gives() -> None:
    """TRK-TEXT-1 (issue 26): the starting trick names its school, props, yield and Prepare; the starting props their
    worth and whether the trick then starts prepared; a specialist what he brings and his wages; every location
    action its AP (a Learn below the fame threshold its coins too); a placement the AP the character gets."""
    from conjure.engine.actions import parse_id
    from conjure.engine.bots import RandomBot
    from conjure.games.trickerion.guide import decision_help, explain_action

    g = new(2, seed=5)
    play(g, stop="choose_trick")
    seat = g.to_act[0]
    note = explain_action(g.state, seat, g.legal_actions(seat)[0].id, "en")
    assert all(word in note for word in ("level 1", "props:", "yield", "AP")) and note.split(",")[0] in (
        "spiritual",
        "mechanical",
        "optical",
        "escape",
    )
    assert "props come next" in str(decision_help(g.state, seat, "en"))
    g.make(seat, g.legal_actions(seat)[0])
    notes = [explain_action(g.state, seat, a.id, "en") for a in g.legal_actions(seat)]
    assert all(n.startswith("worth ") and ("starts prepared" in n or " needs " in n) for n in notes)
    checked: set[str] = set()
    for game_seed in (5, 6):
        g = new(3, seed=game_seed)
        bot = RandomBot(game_seed)
        while not g.is_over:
            seat = g.to_act[0]
            for action_id in ids(g, seat):  # a decision asked step by step: its complete moves
                kind = parse_id(action_id)[0]
                said = {lang: explain_action(g.state, seat, action_id, lang) for lang in ("en", "cs", "de")}
                if kind in COSTING:
                    assert " AP" in said["en"] and " AB" in said["cs"] and " AP" in said["de"], (action_id, said)
                    checked.add(kind)
                if kind == "place":
                    assert "AP" in said["en"], (action_id, said)
                if kind in ("specialist", "trick", "props"):
                    assert said["en"], action_id
            g.make(seat, bot.choose(g, seat))
    assert {"learn", "buy", "hire", "coins"} <= checked, checked


def test_a_learn_below_the_fame_threshold_names_its_coins() -> None:
    """TRK-DOWN-1: a Learn says its AP, and below the trick's fame threshold the coins it costs."""
    from conjure.games.trickerion import data
    from conjure.games.trickerion.guide import explain_action

    g = new(2, seed=5)
    play(g)
    seat = g.to_act[0]
    g.state["seats"][seat]["fame"] = 10
    level2 = next(t for t in data.TRICKS.values() if t.threshold == 16)
    note = explain_action(g.state, seat, f"learn:trick_die_a:{level2.id}", "en")
    assert note.startswith("costs 3 AP and 6 coins (your fame is below 16); ") and "yield" in note
    assert explain_action(g.state, seat, f"learn:trick_die_a:{level2.id}", "cs").startswith("stojí 3 AB a 6 mincí")
    cheap = next(t for t in data.TRICKS.values() if t.threshold == 1)
    assert explain_action(g.state, seat, f"learn:trick_die_a:{cheap.id}", "en").startswith("costs 3 AP; ")
