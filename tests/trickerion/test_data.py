"""The component data against the rulebook's counts and facts (TRK-DATA-1)."""

from __future__ import annotations

import pytest

from conjure.games.trickerion import data
from conjure.games.trickerion.data import DataError, load

TEXT = data.DATA_FILE.read_text(encoding="utf-8")


def test_counts_match_the_rulebook() -> None:
    """TRK-DATA-1: 48 tricks (12 per school, 4 per level), 28 performance cards (12/8/8), 40 special
    assignments (10 per location), 8 magicians, 27 prophecies, 6 dice of 6 faces."""
    assert len(data.TRICKS) == 48 and len(data.PERFORMANCES) == 28 and len(data.SPECIAL_ASSIGNMENTS) == 40
    assert len(data.MAGICIANS) == 8 and len(data.PROPHECIES) == 27 and len(data.DICE) == 6
    assert {t: r["cards"] for t, r in data.THEATRES.items()} == {
        "riverside": 12,
        "grand_magorian": 8,
        "magnus_pantheon": 8,
    }
    assert all(len(d.faces) == 6 for d in data.DICE.values())
    for school in data.SCHOOLS_ORDER:
        levels = [t.level for t in data.TRICKS.values() if t.school == school]
        assert sorted(levels) == [1] * 4 + [2] * 4 + [3] * 4


def test_every_record_has_a_provenance() -> None:
    """TRK-DATA-1: each record says where it comes from; the reference's conflicts are reconstructed."""
    for section, records in data.DATA.raw.items():
        if isinstance(records, list):
            assert all(r["source"] in data.SOURCES for r in records), section
    for tid in ("rabbit_from_the_top_hat", "paper_shred", "mutilation", "beast_within", "seance"):
        assert data.TRICKS[tid].source == "reconstructed"
    assert all(d.source == "reconstructed" for d in data.DICE.values())


def test_rulebook_facts_the_game_uses() -> None:
    """TRK-DATA-1: facts stated in the rulebook, read from the data."""
    assert data.TRICKS["mind_reading"].markers == 3 and data.TRICKS["mind_reading"].name_cs == "Čtení myšlenek"
    assert data.TRICKS["card_manipulation"].name_cs is None
    assert data.name(data.TRICKS["card_manipulation"], "cs") == "Card Manipulation"
    assert data.name(data.TRICKS["mind_reading"], "en") == "Mind Reading"
    assert data.C["starting_coins_by_initiative"] == [10, 12, 14, 16] and data.C["starting_fame"] == 5
    assert [data.price(c) for c in ("wood", "rope", "cog")] == [1, 2, 3]
    downtown = sorted((s.space, s.ap) for s in data.SPACES if s.location == "downtown")
    assert downtown == [(1, 2), (2, 1), (3, 1), (4, 0)]
    assert sum(r["hand_dark_alley"] for r in data.PERMANENT.values()) == 6
    assert sum(r["hand_base"] for r in data.PERMANENT.values()) == 9


def _broken(old: str, new: str) -> str:
    assert TEXT.count(old) >= 1, old
    return TEXT.replace(old, new, 1)


@pytest.mark.parametrize(
    ("old", "new", "named"),
    [
        (
            'id = "mind_reading"\nname_en = "Mind Reading"\nname_cs = "Čtení myšlenek"\nschool = "spiritual"\nlevel = 1',
            'id = "mind_reading"\nname_en = "Mind Reading"\nname_cs = "Čtení myšlenek"\nschool = "optical"\nlevel = 1',
            "tricks",
        ),
        ("threshold = 16", "threshold = 15", "tricks self_decapitation"),
        ('id = "P01"\ntheatre = "riverside"', 'id = "P01"\ntheatre = "grand_magorian"', "performances"),
        ("links = [[0, 2], [2, 4]]", "links = [[0, 2], [2, 5]]", "performances P01"),
        (
            'location = "theater"\nboosted_action = "set_up_trick"',
            'location = "workshop"\nboosted_action = "set_up_trick"',
            "special_assignments",
        ),
        ("starting_fame = 5", "starting_fame = 10", "constants starting_fame"),
        ('faces = ["3", "4", "4", "5", "6", "X"]', 'faces = ["3", "4", "4", "5", "X"]', "dice bank_die_a"),
        ('location = "downtown"\nspace = 3\nap = 1', 'location = "downtown"\nspace = 3\nap = 0', "spaces downtown"),
        (
            'id = "sunday"\nname_cs = "neděle"\nbackstage = 2\nbackstage_ap = -1\nperformance = 1\nyield_fame = 1',
            'id = "sunday"\nname_cs = "neděle"\nbackstage = 2\nbackstage_ap = -1\nperformance = 1\nyield_fame = 0',
            "days sunday",
        ),
        ("price = 3", "price = 2", "components padlock"),
        ('source = "public:bga"', 'source = "internet"', "source must be"),
        (
            'id = "character_discs"\nwhat = "character discs (8 per colour: magician, 3 specialists, 4 apprentices)"\ncount = 32',
            'id = "character_discs"\nwhat = "character discs (8 per colour: magician, 3 specialists, 4 apprentices)"\ncount = 36',
            "inventory character_discs",
        ),
    ],
)
def test_a_broken_record_is_caught_and_named(old: str, new: str, named: str) -> None:
    """TRK-DATA-1: a deliberately broken record fails the load with a message naming the record."""
    with pytest.raises(DataError, match=named):
        load(_broken(old, new))


def test_reconstructed_values_are_edited_in_the_data_only() -> None:
    """TRK-DATA-1: a reconstructed value (the +2 space at Downtown, a die face) can be corrected in data.toml alone:
    the load accepts it and the rules read the new value."""
    edited = _broken('location = "downtown"\nspace = 1\nap = 2', 'location = "downtown"\nspace = 1\nap = 3')
    edited = edited.replace('faces = ["3", "4", "4", "5", "6", "X"]', 'faces = ["1", "2", "3", "4", "5", "X"]', 1)
    fixed = load(edited)
    assert next(s.ap for s in fixed.spaces if s.location == "downtown" and s.space == 1) == 3
    assert fixed.dice["bank_die_a"].faces == ("1", "2", "3", "4", "5", "X")
