"""Downtown (rulebook: Náměstí: Naučit se trik, Najmout postavu, Vzít si mince, Přehodit kostku, Nastavit kostku)."""

from __future__ import annotations

from conjure.games.trickerion import data
from tests.trickerion.helpers import ids, top, turn_at

DICE = {
    "trick_die_a": "optical",
    "trick_die_b": "X",
    "character_die_a": "manager",
    "character_die_b": "apprentice",
    "bank_die_a": "4",
    "bank_die_b": "X",
}


def _downtown(space: int = 1, **seat: object) -> tuple[object, int]:
    g, s = turn_at("downtown", space, **seat)
    g.state["dice"] = dict(DICE)
    return g, s


def test_learn_a_trick_by_the_residence_dice() -> None:
    """TRK-DOWN-1: for 3 AP a trick of the school a residence die shows, or of the magician's favourite school
    (still with a die), within the fame threshold or paying the missing fame in coins; the die turns to X; the
    trick takes a free slot and a symbol."""
    g, s = _downtown(coins=5, fame=5)
    own = g.state["seats"][s]
    school = own["school"]
    options = [a for a in ids(g, s) if a.startswith("learn:")]
    learnable = {a.split(":")[2] for a in options}
    for t in learnable:
        trick = data.TRICKS[t]
        assert trick.school in ("optical", school) and trick.threshold - 5 <= 5
    assert all(a.startswith("learn:trick_die_a:") for a in options), "a die showing X offers nothing"
    level2 = next(t for t in g.state["trick_decks"]["optical"] if data.TRICKS[t].level == 2)
    assert f"learn:trick_die_a:{level2}" not in options, "16 − 5 = 11 coins missing, only 5 held"
    own["coins"] = 11
    g.make(s, f"learn:trick_die_a:{level2}")
    assert own["coins"] == 0 and own["tricks"][-1]["id"] == level2 and own["tricks"][-1]["slot"] == "board"
    assert level2 not in g.state["trick_decks"]["optical"] and g.state["dice"]["trick_die_a"] == "X"
    assert g.state["tasks"][-1]["ap"] == 2 and not any(a.startswith("learn:") for a in ids(g, s))


def test_hire_a_character_at_the_inn() -> None:
    """TRK-DOWN-2: for 3 AP the character an Inn die shows waits at the Inn (``hired``) to join at the End of
    Round; the die turns to X; each specialist type once a game, apprentices up to 4 in all."""
    g, s = _downtown(specialists=["manager"], characters=["magician", "apprentice", "manager"])
    assert [a for a in ids(g, s) if a.startswith("hire:")] == ["hire:character_die_b:apprentice"]
    g.make(s, "hire:character_die_b:apprentice")
    own = g.state["seats"][s]
    assert own["hired"] == ["apprentice"] and g.state["dice"]["character_die_b"] == "X"
    g2, s2 = _downtown(characters=["magician", "apprentice", "apprentice", "apprentice", "apprentice"])
    assert [a for a in ids(g2, s2) if a.startswith("hire:")] == ["hire:character_die_a:manager"]


def test_take_coins_at_the_bank() -> None:
    """TRK-DOWN-3: for 3 AP the coins a bank die shows; the die turns to X."""
    g, s = _downtown(coins=2)
    assert [a for a in ids(g, s) if a.startswith("coins:")] == ["coins:bank_die_a:4"]
    g.make(s, "coins:bank_die_a:4")
    assert g.state["seats"][s]["coins"] == 6 and g.state["dice"]["bank_die_a"] == "X"


def test_reroll_and_set_a_die_then_spend_the_rest() -> None:
    """TRK-DOWN-4: for 1 AP any die is rerolled, for 2 AP set to any face (an X to a manager, say, to hire him);
    actions follow one another until the AP are spent or the player ends; the rulebook's Downtown example spends
    3 of a magician's 6 AP."""
    g, s = _downtown(shard=True)
    assert g.state["tasks"][-1]["ap"] == 6
    g.make(s, "set:bank_die_b:6")
    assert g.state["dice"]["bank_die_b"] == "6" and g.state["tasks"][-1]["ap"] == 4
    g.make(s, "reroll:trick_die_b")
    assert g.state["dice"]["trick_die_b"] in data.DICE["trick_die_b"].faces and g.state["tasks"][-1]["ap"] == 3
    g.make(s, "coins:bank_die_b:6")
    assert g.state["tasks"] == [] or top(g) != "turn_downtown", "no AP left: the turn ends by itself"


def test_the_favourite_school_still_needs_a_die_not_showing_x_and_equal_dice_are_offered_once() -> None:
    """TRK-DOWN-1, decisions on unclear text (Oblíbená škola triku: *Zvolenou kostku musíte i tak otočit*): learning
    a trick of the favourite school uses a residence die, which turns to X, so with both residence dice showing X
    nothing can be learnt; two dice showing the same face offer their tricks once (the die chosen is the first)."""
    g, s = _downtown(coins=40, fame=40)
    g.state["dice"].update(trick_die_a="X", trick_die_b="X")
    assert not any(a.startswith("learn:") for a in ids(g, s))
    g.state["dice"].update(trick_die_a="optical", trick_die_b="optical")
    favourite = g.state["seats"][s]["school"]
    learnable = [a for a in ids(g, s) if a.startswith("learn:")]
    assert learnable and all(a.startswith("learn:trick_die_a:") for a in learnable)
    schools = {data.TRICKS[a.split(":")[2]].school for a in learnable}
    assert schools == {"optical", favourite}
