"""Trickerion's component texts in Czech, English and German (TRK-TEXT-2): every name and effect of data.toml is a
catalog message, the Czech edition's names are kept, effects show where a player decides, and sampled whole games
show no English data text and no id in Czech or German."""

from __future__ import annotations

import re
from typing import Any

import pytest

from conjure.engine import Game, Rng
from conjure.games.trickerion import data, guide, labels, render, texts
from conjure.games.trickerion.theatre import labels as theatre_labels
from conjure.i18n import InContext
from tests.trickerion.helpers import new, to_assignment
from tests.trickerion.test_full_games import choose
from tests.trickerion.test_presentation import RAW

TABLES: dict[str, dict[str, InContext]] = {
    "tricks": texts.TRICKS,
    "props": texts.PROPS,
    "props (accusative)": texts.PROPS_ACCUSATIVE,
    "magicians": texts.MAGICIANS,
    "abilities": texts.ABILITIES,
    "ability texts": texts.ABILITY_TEXTS,
    "theatres": texts.THEATRES,
    "special cards": texts.SPECIAL_NAMES,
    "special card effects": texts.SPECIAL_EFFECTS,
    "prophecies": texts.PROPHECIES,
}
PERFORMANCE_ID = re.compile(r"\bP\d\d\b")


def _english(lang: str) -> list[str]:
    """Every English name and effect whose ``lang`` translation differs (a name the same in both may show)."""
    found = []
    for table in TABLES.values():
        for marked in table.values():
            if texts.T.get(lang, marked) != marked.message:
                found.append(marked.message if len(marked.message) < 40 else marked.message[:40])
    return found


ENGLISH = {
    lang: re.compile(
        "|".join(
            rf"\b{re.escape(text)}" + (r"\b" if text[-1].isalpha() else "")
            for text in sorted(_english(lang), key=len, reverse=True)
        )
    )
    for lang in ("cs", "de")
}


def test_every_record_of_data_toml_has_its_message() -> None:
    """TRK-TEXT-2: the tables repeat data.toml's English word for word (texts.check runs at import)."""
    texts.check()
    assert len(texts.SPECIAL_EFFECTS) == 40 and len(texts.PROPHECIES) == 27 and len(texts.TRICKS) == 48
    assert texts.SPECIAL_EFFECTS["logistics"].message == data.SPECIAL_ASSIGNMENTS["logistics"]["effect"]


def test_a_text_differing_from_data_toml_fails_the_check(monkeypatch: pytest.MonkeyPatch) -> None:
    changed = dict(texts.SPECIAL_EFFECTS, logistics=InContext("special card effect", "Something else."))
    monkeypatch.setattr(texts, "SPECIAL_EFFECTS", changed)
    with pytest.raises(data.DataError, match="special card effects: logistics"):
        texts.check()
    monkeypatch.setattr(texts, "SPECIAL_EFFECTS", {k: v for k, v in changed.items() if k != "logistics"})
    with pytest.raises(data.DataError, match="ids differ from data.toml: \\['logistics'\\]"):
        texts.check()


@pytest.mark.parametrize("lang", ["cs", "de"])
def test_every_text_is_translated_and_differs_where_it_should(lang: str) -> None:
    """Every special card's effect, prophecy and ability text reads differently from the English."""
    for name in ("special card effects", "prophecies", "ability texts", "special cards"):
        same = [k for k, m in TABLES[name].items() if texts.T.get(lang, m) == m.message]
        assert same == [], (name, same)


def test_czech_uses_the_czech_editions_names() -> None:
    """Where data.toml records the Czech edition's name (the rulebook), the Czech catalog says exactly that."""
    raw = data.DATA.raw
    official = [
        (texts.TRICKS, {t.id: t.name_cs for t in data.TRICKS.values()}),
        (texts.PROPS, {c["id"]: c.get("name_cs") for c in raw["components"]}),
        (texts.MAGICIANS, {m["id"]: m["name_cs"] for m in raw["magicians"]}),
        (texts.ABILITIES, {m["id"]: m["ability_cs"] for m in raw["magicians"]}),
        (texts.THEATRES, {t["id"]: t["name_cs"] for t in raw["theatres"]}),
    ]
    checked = 0
    for table, names in official:
        for key, name in names.items():
            if name:
                assert texts.T.get("cs", table[key]) == name, key
                checked += 1
    assert checked >= 22 + 8 + 8 + 8 + 3


def test_czech_props_take_the_accusative_after_a_verb() -> None:
    assert labels.label("order:0:fabric", "cs") == "Objednat látku (pole 1)"
    assert labels.label("buy:saw:2:0", "cs").startswith("Koupit 2× pilu")
    assert labels.label("coins:bank_die_a:1", "cs") == "Vzít si 1 minci"
    assert (
        labels.describe_event({"type": "order", "seat": 0, "slot": 1, "prop": "fabric"}, "cs")
        == "Hráč 1 objednává látku."
    )
    assert labels.describe_event({"type": "draw_special", "seat": 1, "loc": "theater", "cards": 1}, "cs").startswith(
        "Hráč 2 si lízne 1 kartu"
    )
    assert labels.label("order:0:fabric", "de") == "Stoff bestellen (Feld 1)"
    assert labels.label("quick:fabric", "cs") == "Rychlá objednávka: látka"  # after a colon: the nominative


def test_performance_cards_are_named_by_theatre_and_number() -> None:
    assert theatre_labels.card_name("P01", "en") == "Riverside Theater no. 1"
    assert theatre_labels.card_name("P13", "cs") == "Velký Iluziarián č. 1"
    assert theatre_labels.card_name("P28", "de") == "Magnus Pantheon Nr. 8"
    names = {theatre_labels.card_name(card, "en") for card in data.PERFORMANCES}
    assert len(names) == 28


def test_special_cards_effects_in_the_help_of_keep_assign_and_a_bonus() -> None:
    """A decision offering a special card explains its effect; a bonus action and giving it up name the card."""
    assert guide.explain_action({}, 0, "keep:logistics", "cs") == texts.special_effect("logistics", "cs")
    assert guide.explain_action({}, 0, "assign:magician:interest", "de") == texts.special_effect("interest", "de")
    assert guide.explain_action({}, 0, "assign:magician:workshop", "de") == ""
    state = {"tasks": [{"t": "turn_market_row", "seat": 0, "special": "smuggled_goods", "ap": 3}]}
    note = guide.explain_action(state, 0, "forgo", "de")
    assert note == "Schmuggelware: " + texts.special_effect("smuggled_goods", "de")
    note = guide.explain_action(state, 0, "buy:wood:1:0:special", "cs")
    assert note.startswith("Pašované zboží: ") and note.endswith("(stojí 1 AB; 1 mince za kus)")


def test_prophecy_and_ability_in_the_help() -> None:
    assert guide.explain_action({}, 0, "fate:prophecy_07", "cs") == texts.prophecy_effect("prophecy_07", "cs")
    assert guide.explain_action({}, 0, "magician:the_red_lotus", "de").startswith("Trickraub: Als auftretender")


def test_the_table_lists_the_face_up_prophecies_with_their_effects() -> None:
    """Active and upcoming prophecies with what they do; none of the face-down ones."""
    game = to_assignment(3, seed=5)
    table = game.view(0)["table"]
    table["prophecy"]["active"] = "prophecy_16"
    shown = {"prophecy_16", *table["prophecy"]["upcoming"]}
    for lang in ("cs", "en", "de"):
        text = render.render_table(table, 0, lang)
        for prophecy in data.PROPHECIES:
            assert (texts.prophecy_effect(prophecy, lang) in text) == (prophecy in shown), (lang, prophecy)


def test_own_special_cards_show_their_effects_and_others_do_not() -> None:
    game = to_assignment(3, seed=5)
    table = game.view(0)["table"]
    table["seats"][0]["special_hand"] = ["headhunter"]
    table["seats"][0]["special_hand_size"] = 1
    text = render.render_table(table, 0, "cs")
    assert f"Lovec talentů: {texts.special_effect('headhunter', 'cs')}" in text
    other = render.render_table(game.view(1)["table"], 1, "cs")
    assert texts.special_effect("headhunter", "cs") not in other


# -- sampled whole games in Czech and German --------------------------------------------------------------------------


def _clean(text: str, lang: str, where: Any) -> None:
    assert not RAW.search(text), (where, RAW.search(text), text)
    assert not PERFORMANCE_ID.search(text), (where, text)
    found = ENGLISH[lang].search(text)
    assert found is None, (where, lang, found, text)


def _sample(game: Game, seat: int, step: int) -> None:
    for lang in ("cs", "de"):
        _clean(game.presentation.render_table(game.view(seat)["table"], seat, lang), lang, step)
        found = game.presentation.decision_help(game.state, seat, lang)
        _clean(found[1] if found else "", lang, step)
        for action in game.legal_actions(seat):
            _clean(game.label(action, lang), lang, action.id)
            _clean(game.presentation.explain_action(game.state, seat, action, lang), lang, action.id)


@pytest.mark.parametrize(("players", "seed", "options"), [(4, 31, {}), (3, 32, {}), (2, 33, {"dark_alley": False})])
def test_sampled_games_show_no_english_data_text_in_czech_or_german(
    players: int, seed: int, options: dict[str, Any]
) -> None:
    """TRK-TEXT-2: every 5th step the table, the help, the labels and notes; at the end every log line and the
    result lines, for every seat, in Czech and German."""
    game, rng, step = new(players, seed, **options), Rng(seed), 0
    while not game.is_over:
        seat = game.to_act[rng.below(len(game.to_act))]
        if step % 5 == 0:
            _sample(game, seat, step)
        game.make(seat, choose([a.id for a in game.legal_actions(seat)], rng))
        step += 1
    for lang in ("cs", "de"):
        for seat in range(players):
            _clean(game.presentation.render_table(game.view(seat)["table"], seat, lang), lang, "end")
            for event in game.events_for(seat):
                _clean(game.describe(event, lang), lang, event)
        for line in game.presentation.result_lines(game.result(), lang):
            _clean(line, lang, "result")


def test_the_english_list_catches_an_untranslated_name() -> None:
    """The check itself: an English name in a Czech line is found, a word that only starts like one is not."""
    assert ENGLISH["cs"].search("Hráč 1 se učí trik Levitation.")
    assert ENGLISH["de"].search("Spieler 1 kauft Glass.")
    assert not ENGLISH["de"].search("Spieler 1 kauft Metall.")
