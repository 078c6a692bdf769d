"""The help hooks (decision_help, explain_action, result_lines), the end of the game as shown at the
table, card effects where cards are offered, and grammar of counts and places (issue 9, items 4–6)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import conjure
from conjure import pictures
from conjure.engine import RandomBot
from conjure.games.insula import RULES, data
from conjure.games.insula.guide import HELP, card_effect
from conjure.games.insula.labels import T, card_name, describe_event, label, place
from tests.insula.helpers import DIE, ScriptedRng, at, blank, end_turns_until_fight, give

LANGS = ("cs", "en", "de")
DOC = (Path(__file__).resolve().parents[2] / "docs" / "rules" / "insula.md").read_text(encoding="utf-8")
RULE_IDS = set(re.findall(r"^\| (INS-[A-Z0-9-]+) \|", DOC, flags=re.M))


def _random_games(seeds: int = 2):
    for players, options in RULES.sample_configs():
        for seed in range(seeds):
            g = conjure.new_game("insula", players=players, seed=seed, options=options)
            yield g, RandomBot(seed + 11)


def test_every_decision_has_help_and_every_action_an_explanation() -> None:
    """INS-HELP-1: for every decision reached in seeded random games (every sample config) decision_help
    names a rule of docs/rules/insula.md and says in cs, en and de what is decided; explain_action never
    raises and returns a str; a seat not to act gets None."""
    kinds = set()
    for g, bot in _random_games():
        while not g.is_over:
            for seat in range(g.players):
                helps = [g.presentation.decision_help(g.state, seat, lang) for lang in LANGS]
                if seat not in g.to_act:
                    assert helps == [None] * 3
                    continue
                for found in helps:
                    assert found is not None and found[0] in RULE_IDS and len(found[1]) > 10, (found, seat)
                assert len({h[1] for h in helps if h}) == 3  # really three languages
                top = g.state["tasks"][-1]["t"] if g.state["tasks"] else "turn"
                kinds.add(top)
                for a in g.legal_actions(seat):
                    for lang in LANGS:
                        assert isinstance(g.presentation.explain_action(g.state, seat, a, lang), str)
            seat = g.to_act[0]
            g.apply(seat, bot.choose(g, seat))
        assert g.presentation.decision_help(g.state, 0, "en") is None
    assert {"turn", "commit", "place", "slash", "discard_pick"} <= kinds


def test_help_table_names_existing_rules() -> None:
    """INS-HELP-1: every help entry (one per decision kind the game can pose) cites a rule in the document."""
    from conjure.games.insula.flow import FLOW

    for rule, texts in HELP.values():
        assert rule in RULE_IDS and all(T.get(lang, texts).strip() for lang in LANGS)
    covered = {k.split(":")[0] for k in HELP}
    assert set(FLOW.decisions) <= covered


def test_card_effects_are_explained_where_offered() -> None:
    """INS-TEXT-3: a flower or curse offered as an action is explained by its effect in all three
    languages; every card in the data has an effect text; names stay Czech."""
    for cid in list(data.FLOWERS) + list(data.CURSES):
        for lang in LANGS:
            assert card_effect(cid, lang, False) and card_effect(cid, lang, True)
    g = blank(2)
    give(g, 0, "hvezdos1", "ohnivka1")
    g.state["seats"][0]["slots"]["rest"] = "mlha1"
    g.state["seats"][0].update(fatigue=3, vitality=3)
    acts = {a.id: a for a in g.legal_actions(0)}
    expl = {lang: g.presentation.explain_action(g.state, 0, acts["flower:hvezdos1"], lang) for lang in LANGS}
    assert "Starwort" in expl["en"] and "5 energy" in expl["en"]
    assert (
        "Hvězdoš" in expl["cs"]
        and "5 energií" in expl["cs"]
        and "Sternmiere" in expl["de"]
        and "5 Energie" in expl["de"]
    )
    curse = {lang: g.presentation.explain_action(g.state, 0, acts["curse:rest"], lang) for lang in LANGS}
    assert "Mlha" in curse["cs"] and "moon" in curse["en"] and "Mond" in curse["de"] and "měsíci" in curse["cs"]
    text = g.presentation.render_table(g.view(0)["table"], 0, "en")
    assert "Starwort – yellow" in text and "Fog – blue" in text and "Firebloom – red, in a fight: strength +2" in text


def test_second_action_and_move_are_explained() -> None:
    """INS-HELP-1 INS-TURN-1: the explanation tells what a step leads to and that a second action costs 1 energy."""
    g = blank(2)
    move = next(a for a in g.legal_actions(0) if a.id == "move:in")
    first = g.presentation.explain_action(g.state, 0, move, "en")
    assert "unexplored" in first and "1 energy" not in first
    g.state["seats"][0]["fatigue"] = 2
    g.apply(0, "rest:1")
    move = next(a for a in g.legal_actions(0) if a.id == "move:in")
    second = {lang: g.presentation.explain_action(g.state, 0, move, lang) for lang in LANGS}
    assert "second action: you pay 1 energy first" in second["en"]
    assert "1 energii" in second["cs"] and "1 Energie" in second["de"]
    assert g.presentation.explain_action(g.state, 0, next(a for a in g.legal_actions(0) if a.id == "end"), "en") == ""


def _shield_game() -> conjure.Game:
    g = blank(2)
    from tests.insula.helpers import card, gid_of, guard, lay

    lay(g, "0,1", card("plain"))
    guard(g, "0,1", gid_of(3))
    at(g, 0, "0,1")
    g.rng = ScriptedRng([DIE["shield"]])
    end_turns_until_fight(g)
    g.apply(0, "commit:2")
    g.apply(0, "red:none")
    return g


def test_shield_draw_reads_as_such() -> None:
    """INS-FIGHT-4 INS-TEXT-1: a shield draw is logged as a draw by the shield, with no empty numbers."""
    g = _shield_game()
    fight = [e for e in g.events if e["type"] == "fight"][-1]
    assert fight["shield"]
    for lang, word in (("cs", "štít"), ("en", "shield"), ("de", "Schild")):
        text = g.describe(fight, lang)
        assert word in text and "( " not in text and " )" not in text, text


def test_dusk_is_a_loss_to_kingos() -> None:
    """INS-CIT-3 INS-HELP-2: at dusk nobody wins, nobody scores, no tie-break is claimed, and the lines
    under the standings say in every language that Kingoš won and every adventurer lost."""
    g = blank(3)
    g.state["time"] = data.TIME_MOON - 1
    g.rng = ScriptedRng([DIE["moon"]])
    end_turns_until_fight(g)
    assert g.is_over
    r = g.result()
    assert r["winners"] == [] and r["scores"] == [0, 0, 0] and r["tiebreak"] == "none" and r["kingos_won"]
    lines = {lang: " ".join(RULES.presentation.result_lines(r, lang)) for lang in LANGS}
    assert "Kingoš won" in lines["en"] and "lost" in lines["en"]
    assert "zvítězil Kingoš" in lines["cs"] and "prohráli" in lines["cs"]
    assert "Kingoš hat gewonnen" in lines["de"] and "verloren" in lines["de"]


def test_result_lines_and_tiebreak_only_when_used() -> None:
    """INS-HELP-2 INS-ADV-4 INS-CIT-1: result_lines name the winners; the tie-break shows only when equal
    strengths were separated (purple, by entry order); otherwise tiebreak is "none"."""
    basic = {
        "scores": [6, 6, 0],
        "ranks": [1, 1, 2],
        "winners": [0, 1],
        "outcome": "kingos",
        "variant": "basic",
        "tiebreak": "none",
    }
    assert RULES.presentation.result_lines(basic, "en")[1].startswith("Players 1 and 2 win together")
    assert (
        "hráči 1 a 2" in RULES.presentation.result_lines(basic, "cs")[1]
        and "Spieler 1 und 2" in RULES.presentation.result_lines(basic, "de")[1]
    )
    from tests.insula.test_citadel import _citadel_fight

    g = blank(3, advanced=True)
    for s in (2, 0, 1):
        at(g, s, data.CITADEL)
    _citadel_fight(g, {0: 4, 1: 3, 2: 4}, ["blank"])
    r = g.result()
    assert r["tiebreak"] != "none" and r["winners"] == [2]
    for lang in LANGS:
        lines = RULES.presentation.result_lines(r, lang)
        assert len(lines) == 4 and "3" in lines[1]
    assert "follow by strength" in RULES.presentation.result_lines(r, "en")[3]
    g = blank(3, advanced=True)
    for s in (2, 0, 1):
        at(g, s, data.CITADEL)
    _citadel_fight(g, {0: 5, 1: 3, 2: 4}, ["blank"])
    r = g.result()
    assert r["tiebreak"] == "none" and r["winners"] == [0]
    assert not any("entered" in line for line in RULES.presentation.result_lines(r, "en"))


def test_counts_and_places_are_grammatical() -> None:
    """INS-TEXT-3: counts use the plural forms of each language; fields take the case their sentence needs."""
    assert label("rest:1", "cs") == "Odpočinek: obnovit 1 energii"
    assert label("rest:3", "cs") == "Odpočinek: obnovit 3 energie"
    assert label("commit:5", "cs") == "Investovat do boje 5 energií"
    assert label("step:stop", "cs") == "Běžník: dál nejít"
    assert label("step:stop", "en") == "Runner: stop here" and label("step:stop", "de") == "Läufer: hier anhalten"
    assert describe_event({"type": "curse_drawn", "seat": 0, "n": 1}, "en") == "Player 1 draws 1 curse."
    assert describe_event({"type": "curse_drawn", "seat": 0, "n": 2}, "cs") == "Hráč 1 si bere 2 kletby."
    assert describe_event({"type": "refill", "bag": 5}, "cs") == "Pytlík je doplněn: 5 strážců."
    assert describe_event({"type": "refill", "bag": 3}, "cs") == "Pytlík je doplněn: 3 strážci."
    assert describe_event({"type": "rest", "seat": 1, "n": 1}, "de") == "Spieler 2 erneuert 1 Energie."
    assert describe_event({"type": "guardian", "at": "0,2", "strength": 3}, "cs").startswith("Na poli (2. řada")
    assert describe_event({"type": "guardian", "at": "0,2", "strength": 3}, "de").startswith("Auf dem Feld (Reihe 2")
    assert describe_event({"type": "move", "seat": 0, "src": "0,0", "dst": "0,1"}, "cs").startswith(
        "Hráč 1 jde z pláže na pole"
    )
    assert place(data.CITADEL, "cs", "loc") == "citadele" and place(data.BEACH, "de", "dat") == "dem Strand"
    bad = re.compile(
        r"\b1 (energií|postihy|postihů|strážců|květin|kroků|kleteb|coins|flowers|curses|guardians|steps|"
        r"Blumen|Flüche|Schritte)\b|\b[2-4] (energií|strážců|květin|kroků|kleteb)\b|"
        r"\b([5-9]|\d\d) (energii|kletbu|květina|krok)\b| s Hráč|\( | \)"
    )
    for g, bot in _random_games(1):
        while not g.is_over:
            seat = g.to_act[0]
            for a in g.legal_actions(seat):
                for lang in LANGS:
                    assert not bad.search(g.label(a, lang)), g.label(a, lang)
            g.apply(seat, bot.choose(g, seat))
        for e in g.events:
            for lang in LANGS:
                assert not bad.search(g.describe(e, lang)), g.describe(e, lang)
        for lang in LANGS:
            text = g.presentation.render_table(g.view(0)["table"], 0, lang)
            assert not bad.search(text), text


def test_card_names_are_one_language_throughout() -> None:
    """INS-TEXT-3, issue 26.14: English and German name every flower and curse in their own language (ours: there is
    no such edition), in the actions, their help, the log, the table and the picture; Czech keeps the edition's."""
    czech = {str(r["name"]) for r in list(data.FLOWERS.values()) + list(data.CURSES.values())}
    for cid in list(data.FLOWERS) + list(data.CURSES):
        record = data.FLOWERS.get(cid) or data.CURSES[cid]
        assert card_name(cid, "cs") == record["name"]
        assert card_name(cid, "en") not in czech and card_name(cid, "de") not in czech
    for seed, options in ((3, {"advanced": True}), (4, {})):
        game = conjure.new_game("insula", players=3, seed=seed, options=options)
        chooser, texts = random.Random(seed), {"en": list[str](), "de": list[str]()}
        while not game.is_over:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            for lang, found in texts.items():
                found += [
                    game.label(a, lang) + " " + game.presentation.explain_action(game.state, seat, a, lang)
                    for a in legal
                ]
                found.append(str(game.presentation.decision_help(game.state, seat, lang)))
                if len(game.history) % 25 == 0:
                    found.append(game.presentation.render_table(game.view(seat)["table"], seat, lang))
            game.apply(seat, chooser.choice(legal))
        for lang, found in texts.items():
            found += [game.describe(e, lang) for e in game.events]
            found.append(pictures.draw(game.view(0), lang))
            shown = "\n".join(found)
            assert not [name for name in czech if name in shown], (lang, seed)
