"""What players read: the table, labels, the log, the help hooks and the final lines (issue 9)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rich.text import Text

import conjure
from conjure.engine import RandomBot, Rng
from conjure.games.incantibus import RULES, guide
from conjure.games.incantibus.flow import FLOW
from conjure.games.incantibus.labels import describe, label
from tests.incantibus.helpers import give, new, play_all, set_potions, set_room, set_wands
from tests.incantibus.test_crypt_and_end import _crypt

LANGS = ("cs", "en", "de")
DOC = (Path(__file__).resolve().parents[2] / "docs" / "rules" / "incantibus.md").read_text(encoding="utf-8")
RULE_IDS = set(re.findall(r"^\|\s*(INC-[A-Z0-9-]+)\s*\|", DOC, re.MULTILINE))
# slips the review found: a count with the wrong plural, a player's name not declined after a preposition
BAD = re.compile(r"(?<!\d)1 (points|bodů|body|Punkte)\b|\b[2-4] bodů|\b(s|od|o) Hráč \d|hráči Hráč|hráče Hráč|\{|\}")


def _plain(markup: str) -> str:
    return Text.from_markup(markup).plain


def _table(game: conjure.Game, seat: int | None, lang: str) -> str:
    return _plain(game.presentation.render_table(game.view(seat)["table"], seat, lang))


def _games():  # type: ignore[no-untyped-def]
    """Seeded random games of every sample configuration, yielding each position before an action."""
    for players, options in RULES.sample_configs():
        for seed in range(3):
            g = conjure.new_game("incantibus", players=players, seed=seed, options=options)
            bot, rng = RandomBot(seed), Rng(seed + 3)
            while not g.is_over:
                yield g
                seat = g.to_act[rng.below(len(g.to_act))]
                g.apply(seat, bot.choose(g, seat))
            yield g


def test_help_explain_and_texts_for_every_decision_in_random_games() -> None:
    """Every decision reached has a rule id from the rules document and a sentence in cs, en and de;
    explaining any legal action never fails; no label, log line or table shows a known grammar slip."""
    seen_rules: set[str] = set()
    seen_events = 0
    for g in _games():
        for seat in range(g.players):
            helps = [g.presentation.decision_help(g.state, seat, lang) for lang in LANGS]
            if seat not in g.to_act:
                assert helps == [None, None, None]
                continue
            for rule_id, sentence in (h for h in helps if h is not None):
                assert rule_id in RULE_IDS and sentence.strip() and not BAD.search(sentence), sentence
                seen_rules.add(rule_id)
            assert None not in helps
            for action in g.legal_actions(seat):
                for lang in LANGS:
                    assert isinstance(g.presentation.explain_action(g.state, seat, action, lang), str)
                    assert not BAD.search(g.label(action, lang)), g.label(action, lang)
        if g.to_act and len(g.history) % 3 == 0:
            lang = LANGS[len(g.history) // 3 % 3]
            table = _table(g, g.to_act[0], lang)
            assert not BAD.search(table), table
        if g.is_over:
            for lang in LANGS:
                lines = g.presentation.result_lines(g.result(), lang)
                assert lines and all(line.strip() and not BAD.search(line) for line in lines), lines
                assert not BAD.search(_table(g, None, lang))
                for event in g.events:
                    text = g.describe(event, lang)
                    assert text and not BAD.search(text), text
            seen_events += len(g.events)
    assert {"INC-PHASE-1", "INC-CRYPT-2", "INC-GAIN-6"} <= seen_rules and seen_events


def test_every_decision_kind_has_a_rule_in_the_document() -> None:
    """decision_help covers each decision the game can pose; each id is a row of docs/rules/incantibus.md."""
    assert set(guide.RULE_OF) | {"pay"} == set(FLOW.decisions) - {"point"}  # point: the spell phase's own help
    assert set(guide.RULE_OF.values()) | set(guide.PAY_RULE.values()) | {"INC-PHASE-1", "INC-CRYPT-2"} <= RULE_IDS


def test_czech_cases_and_plurals() -> None:
    """Issue 9: "Ukázat na mandragoru", "s hráčem 3", "utíká hráči 1"; 1 bod, 2 body, 5 bodů; 1 point."""
    assert label("take:visible:2:mandrake", "cs") == "Ukázat na mandragoru (pole 2)"
    assert label("give:net", "cs") == "Odevzdat magickou síť"
    assert label("take:visible:1:stake", "de") == "Auf fliegenden Pflock zeigen (Feld 1)"
    assert label("brew:0:green_a", "de") == "Grünen Trank (Mistel + Pilze) brauen"
    assert label("duel:0:pani_bila", "cs") == "Souboj s čarodějem: Paní Bílá"
    conflict = {
        "type": "conflict",
        "target": "take:visible:0:mandrake",
        "winner": 0,
        "losers": [2],
        "swap": 2,
        "wands": [4, 1],
    }
    assert describe(conflict, "cs") == (
        "Spor o mandragoru (pole 0): vyhrává Hráč 1 (hůlka 4) a mění si hůlku s hráčem 3 (hůlka 1)."
    )
    assert describe({"type": "fled", "seat": 0, "kind": "vampire"}, "cs") == "Upír utíká hráči 1 do příkopu."
    over = {"type": "game_over", "reason": "no_wizards", "seats": None, "scores": [1, 3, 5]}
    assert describe(over, "cs").endswith("Hráč 1: 1 bod, Hráč 2: 3 body, Hráč 3: 5 bodů.")
    assert describe(over, "en").endswith("Player 1: 1 point, Player 2: 3 points, Player 3: 5 points.")
    assert describe(over, "de").endswith("Spieler 1: 1 Punkt, Spieler 2: 3 Punkte, Spieler 3: 5 Punkte.")


def test_table_shows_worth_weaknesses_spells_and_room_left() -> None:
    """Issue 9: wizards with weakness and points, potions and books with points, each face-up spell's
    effect, and each suitcase field as taken/all."""
    g = new(players=2, mode="expert")
    s = g.state
    set_room(s, [("goblin", True), ("net", True), ("gold2", True), ("spell", True)])
    s["wizards"]["down"].append(s["wizards"]["up"].pop())
    s["wizards"]["up"].append(
        next(t for t in s["wizards"]["down"] + s["box"]["wizards"] if s["kind"][t] == "lady_goblina")
    )
    for pile in (s["wizards"]["down"], s["box"]["wizards"]):
        if s["wizards"]["up"][-1] in pile:
            pile.remove(s["wizards"]["up"][-1])
    set_potions(s, "green_a", "red_a", "blue_a")
    s["spells"]["deck"] += s["spells"]["up"]
    s["spells"]["up"] = []
    for spell in ("alkimia", "video", "fortuna"):
        s["spells"]["deck"].remove(spell)
        s["spells"]["up"].append(spell)
    give(s, 0, "mistletoe", "mushrooms", "goblin", "gold1")
    en, cs = _table(g, 0, "en"), _table(g, 0, "cs")
    assert "Lady Goblina – 6 points; weakness: 1 goblin" in en
    assert "Lady Goblina – 6 bodů; slabina: 1 goblin" in cs
    assert "green potion (mistletoe + mushrooms) – 5 points" in en
    assert re.search(r"book \(.+\) – \d points", en)
    assert "Video: look at a face-down token in the room and take it if you can" in en
    assert "Fortuna: vezměte si speciální žeton zlata za 3 body" in cs
    assert "goblin – monster, 2 points; caught only with the magic net" in en
    assert "ingredients 2/3: mistletoe, mushrooms" in en and "monsters 1/3: goblin (2 points)" in en
    assert "gold 1/2: gold 1" in en and "pockets 0/1" in en and "books 0/2" in en
    assert "ingredience 2/3" in cs and "Hráč 1 ◀ · hůlka" in cs and "4 body" in cs
    assert "Wand: the strongest wins a shared target, then swaps with the weakest; at the end it adds its" in en


def test_payment_progress_in_table_and_help() -> None:
    """INC-CRYPT-6: while Bert Hroznata's 4 tokens are handed in one by one, the table and the help say how far along."""
    g = _crypt([("bert_hroznata", True), ("ramus_sensei", False)])
    give(g.state, 0, "goblin", "net", "gold1", "gold2", "spell")
    play_all(g, {0: "duel:0:bert_hroznata", 1: "duel:1:hidden"})
    assert (
        "Player 1 is paying for the wizard Bert Hroznata (needed: 4 tokens of any kind): 0 of 4 handed in."
        in _table(g, 1, "en")
    )
    g.apply(0, "give:spell")
    assert "1 of 4 handed in" in _table(g, 0, "en") and "odevzdáno 1 ze 4" in _table(g, 0, "cs")
    assert "1 von 4 abgegeben" in _table(g, 0, "de")
    rule_id, sentence = g.presentation.decision_help(g.state, 0, "en")
    assert rule_id == "INC-CRYPT-2" and "1 of 4 handed in" in sentence
    assert g.presentation.decision_help(g.state, 1, "en") is None
    explained = {a.id: g.presentation.explain_action(g.state, 0, a, "cs") for a in g.legal_actions(0)}
    assert explained["give:gold2"] == "Přijdete o 2 body." and explained["give:goblin"] == "Přijdete o 2 body."
    brew = new(players=2)
    set_room(brew.state, [("gold1", True), ("pumpkin", True), ("net", True)])
    set_potions(brew.state, "green_a", "red_a", "blue_a")
    give(brew.state, 0, "mistletoe", "mushrooms", "stone")
    play_all(brew, {0: "brew:0:green_a", 1: "take:visible:0:gold1"})
    assert "Player 1 is paying for the green potion (needed: mistletoe + mushrooms): 0 of 2 handed in." in _table(
        brew, 1, "en"
    )
    assert "Hráč 1 platí za zelený lektvar (potřeba: jmelí + houby): odevzdáno 0 ze 2." in _table(brew, 1, "cs")
    assert "Hráč 1 platí za čaroděje (Bert Hroznata)" in _table(g, 0, "cs")
    assert "Spieler 1 zahlt für den grünen Trank (nötig: Mistel + Pilze): 0 von 2 abgegeben." in _table(brew, 1, "de")
    assert brew.presentation.decision_help(brew.state, 0, "en") == (
        "INC-GAIN-5",
        "Choose what to hand in for the green potion (needed: mistletoe + mushrooms); 0 of 2 handed in.",
    )


def test_explain_action_says_worth_cost_and_effect() -> None:
    """INC-GAIN-3, INC-GAIN-5, INC-GAIN-6: the help line for an action names its worth, its price, a spell's effect,
    and warns when a monster would flee."""
    g = new(players=2)
    set_room(g.state, [("vampire", True), ("goblin", True), ("gold2", True)])
    set_potions(g.state, "green_a", "red_a", "blue_a")
    give(g.state, 0, "mistletoe", "mushrooms", "stake")
    explain = {a.id: g.presentation.explain_action(g.state, 0, a, "en") for a in g.legal_actions(0)}
    assert explain["take:visible:0:vampire"] == "Monster, 5 points; caught only with the flying stake."
    assert "You have no magic net: the monster would flee." in explain["take:visible:1:goblin"]
    assert explain["brew:0:green_a"] == "You hand in mistletoe + mushrooms and gain 5 points."
    assert (
        g.presentation.explain_action(g.state, 0, conjure.Action("cast:imperium", "incantibus"), "cs")
        == "Vezměte si z místnosti jeden žeton lícem nahoru."
    )


def test_result_lines_and_tiebreak_only_when_needed() -> None:
    """INC-END-4: the winner and how the game ended; a tie line (and a tiebreak in result()) only when a tie was broken."""
    g = _crypt([("lady_goblina", True), ("pani_bila", True)])
    give(g.state, 0, "goblin", "gold2")
    give(g.state, 1, "ghost")
    set_wands(g.state, 4, 1)
    play_all(g, {0: "duel:0:lady_goblina", 1: "duel:1:pani_bila"})
    result = g.result()
    assert result["tiebreak"] != "none"
    assert g.presentation.result_lines(result, "en") == [
        "Player 1 wins with 8 points.",
        "Player 1's points: gold 2, wizards 6.",
        "The game ended because no wizard was left in the crypt.",
        "Player 1 and Player 2 have 8 points each; the stronger wand ranks first: Player 1 (wand 4), Player 2 (wand 1).",
    ]
    assert g.presentation.result_lines(result, "cs")[0] == "Vítězí Hráč 1: 8 bodů."
    assert "Spieler 1 und Spieler 2 haben je 8 Punkte" in g.presentation.result_lines(result, "de")[3]
    single = _crypt([("lady_goblina", True), ("pani_bila", True)])
    give(single.state, 0, "goblin")
    give(single.state, 1, "ghost", "gold1")
    play_all(single, {0: "duel:0:lady_goblina", 1: "duel:1:pani_bila"})
    result = single.result()
    assert result["tiebreak"] == "none" and result["scores"] == [6, 9]
    assert single.presentation.result_lines(result, "en") == [
        "Player 2 wins with 9 points.",
        "Player 2's points: gold 1, wizards 8.",
        "The game ended because no wizard was left in the crypt.",
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_overflow_and_ultimus_are_told_to_everyone(lang: str) -> None:
    """INC-GAIN-2: the table tells every seat who is deciding what while a phase resolves."""
    g = new(players=2)
    give(g.state, 0, "gold1", "gold2", "gold1")
    set_room(g.state, [("gold2", True), ("pumpkin", True), ("mistletoe", True), ("mandrake", True)])
    play_all(g, {0: "take:visible:0:gold2", 1: "take:visible:1:pumpkin"})
    words = {
        "cs": "Hráč 1 se rozhoduje, co hodí do příkopu",
        "en": "Player 1 decides what to throw into the moat",
        "de": "Spieler 1 entscheidet, was in den Burggraben kommt",
    }
    assert words[lang] in _table(g, 1, lang)
