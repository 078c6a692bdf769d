"""The end of the game (rulebook: Konec hry; Bonusy za triky na konci hry; the level-3 bonus example)."""

from __future__ import annotations

from conjure.games.trickerion import TrickerionRules
from conjure.games.trickerion.scoring import categories, result, trick_bonuses
from tests.trickerion.theatre_fixtures import give_tricks, run_phase, table


def _seat(**values: object) -> dict[str, object]:
    seat: dict[str, object] = {
        "shards": 0,
        "coins": 0,
        "characters": ["magician"],
        "specialists": [],
        "tricks": [],
        "props": {},
        "multi": [],
        "special_hand": [],
    }
    seat.update(values)
    return seat


def _trick(trick: str, markers: int = 0) -> dict[str, object]:
    return {"id": trick, "symbol": "spade", "markers": markers, "slot": "board"}


def test_level_3_bonus_example() -> None:
    """TRK-FINAL-2 (the rulebook's example): Honza has Assistant's Revenge in his workshop with the props it needs
    and an assistant: 7 more fame. Without the props, or without the assistant, nothing."""
    props = {"glass": 3, "saw": 2, "mirror": 2}
    honza = _seat(tricks=[_trick("assistant_s_revenge")], props=props, specialists=["assistant"])
    assert trick_bonuses(honza) == {"assistant_s_revenge": 7}
    assert trick_bonuses({**honza, "props": {"glass": 3, "saw": 2, "mirror": 1}}) == {}
    assert trick_bonuses({**honza, "specialists": ["engineer"]}) == {"assistant_s_revenge": 0}


def test_level_3_bonuses_count_without_the_counted_tricks_props_and_are_capped() -> None:
    """TRK-FINAL-2: Iron Maiden counts every level-1 trick owned, their props not needed (its own are); Horror
    Saws' 1 fame per shard stops at 20; Aztec Lady counts markers on trick cards only; component bonuses count a
    manager's pile one more."""
    maiden = _seat(
        tricks=[_trick("iron_maiden"), _trick("linking_rings"), _trick("mind_reading"), _trick("pepper_s_ghost")],
        props={"metal": 3, "saw": 3, "padlock": 2},
    )
    assert trick_bonuses(maiden) == {"iron_maiden": 8}
    saws = _seat(tricks=[_trick("horror_saws")], props={"wood": 3, "saw": 2, "cog": 2}, shards=25)
    assert trick_bonuses(saws) == {"horror_saws": 20}
    assert categories(saws, dark_alley=True)["shards"] == 20
    lady = _seat(
        tricks=[_trick("aztec_lady", 2), _trick("linking_rings", 3)],
        props={"glass": 2, "saw": 1, "padlock": 1, "cog": 2},
    )
    assert trick_bonuses(lady) == {"aztec_lady": 10}
    dance = _seat(
        tricks=[_trick("skeleton_dance")], props={"glass": 2, "rope": 2, "cog": 2, "wood": 1}, multi=["glass"]
    )
    assert trick_bonuses(dance) == {"skeleton_dance": 4}  # 2 glass + 1 on the multi slot + 1 wood


def test_final_categories_by_module() -> None:
    """TRK-FINAL-1: 1 fame per shard, 1 per 3 coins; without the Dark Alley 2 per apprentice and 3 per specialist;
    with it 2 per special assignment card in hand instead; every category capped at 20."""
    seat = _seat(
        shards=4,
        coins=32,
        characters=["magician", "apprentice", "apprentice", "manager"],
        specialists=["manager"],
        special_hand=["a", "b"],
    )
    assert categories(seat, dark_alley=False) == {"shards": 4, "coins": 10, "apprentices": 4, "specialists": 3}
    assert categories(seat, dark_alley=True) == {"shards": 4, "coins": 10, "special_assignments": 4}
    rich = _seat(coins=100, shards=21)
    assert categories(rich, dark_alley=True) == {"shards": 20, "coins": 20, "special_assignments": 0}


def test_the_game_ends_after_the_last_round_with_a_result() -> None:
    """TRK-FINAL-3: the game ends at the end of round 7 (round 5 without the Dark Alley): final scoring, then most
    fame wins; equal fame goes to the player higher in the initiative order. ``is_over`` and ``result`` on the
    rules object."""
    rules = TrickerionRules()
    for dark_alley, last in ((True, 7), (False, 5)):
        g = table(3, seed=11, dark_alley=dark_alley)
        g.state["round"] = last - 1
        run_phase(g, "round_end")
        assert not rules.is_over(g.state) and g.state["round"] == last
        g.state["tasks"].clear()
        run_phase(g, "round_end")
        assert rules.is_over(g.state) and g.state["tasks"] == [] and g.state["round"] == last
    seats = g.state["seats"]
    for seat in seats:
        seat.update(fame=30, coins=0, shards=0, characters=["magician"], specialists=[], tricks=[])
    seats[2]["fame"] = 40
    g.state["initiative"] = [1, 0, 2]
    res = rules.result(g.state)
    assert res["scores"] == [30, 30, 40] and res["winners"] == [2]
    assert res["ranks"] == [3, 2, 1] and res["tiebreak"] == "initiative"
    seats[2]["fame"] = 30
    assert result(g.state)["winners"] == [1]


def test_final_scoring_adds_fame_once_and_is_shown() -> None:
    """TRK-FINAL-1, TRK-FINAL-2: the final scoring adds each player's total to his fame once, logs it and keeps the
    breakdown in the state (``final``) and the result."""
    g = table(2, seed=12)
    give_tricks(g, 0, ("buried_alive", 0))
    seats = g.state["seats"]
    seats[0].update(
        fame=20, coins=9, shards=2, props={"wood": 3, "padlock": 3}, specialists=["engineer"], special_hand=["x"]
    )
    seats[1].update(fame=20, coins=2, shards=0, special_hand=[])
    g.state["round"] = 7
    events = run_phase(g, "round_end")
    final = [e for e in events if e["type"] == "final_scoring"]
    assert final[0]["categories"] == {"shards": 2, "coins": 3, "special_assignments": 2}
    assert final[0]["tricks"] == {"buried_alive": 7} and final[0]["total"] == 14
    assert seats[0]["fame"] == 20 + 14 and g.state["phase"] == "over"
    assert TrickerionRules().result(g.state)["final"] == g.state["final"]
