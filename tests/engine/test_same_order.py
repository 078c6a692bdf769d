"""The legal lists in the flow's order, sorted by codes and in parts (issue 32): the same lists as before.

``Flow.legal_ids`` sorted a decision's options, with the side actions beside them, as one list kept by the whole
tuple of ids (``_in_order``), comparing the ids' keys (tuples of texts and numbers). It now compares each key's code,
one text in the same order (``machine._code``), and sorts a decision's options and the side actions each apart
(``Flow._part``), then puts one part after the other when every key of the one is below every key of the other
(``Flow._joined``); where two ids of a part share a key, or some key has no code, it sorts as before.

The yardstick is the old code (``old_in_order``, ``old_legal_ids``: the old methods' bodies, interpreted here on
both builds), compared element by element at every decision of seeded random games of every game and seat count,
for every seat; and the codes against the keys, the parts against the whole, on made-up ids with ties, NULs,
shared ids and keys of other shapes."""

from __future__ import annotations

import random
from typing import Any

import pytest

from conjure.engine import Rng, all_rules, new_game
from conjure.engine.actions import Action, natural_key, new_action, word_order_key
from conjure.engine.flow import FlowRules
from conjure.engine.machine import ORDER_KEPT, Flow, _code

FLOWS = sorted(r.name for r in all_rules() if isinstance(r, FlowRules))


# -- the old code (main before this change), the yardstick ------------------------------------------------------
def old_in_order(flow: Flow, listed: tuple[str, ...]) -> list[str]:
    """The old ``Flow._in_order`` and ``_sorted`` without the kept lists: the ids unique, sorted by their keys."""
    keys = {aid: flow.key(aid) for aid in set(listed)}
    return sorted(set(listed), key=keys.__getitem__)


def old_legal_ids(flow: Flow, state: dict[str, Any], seat: int) -> list[str]:
    """The old ``Flow.legal_ids`` (nothing kept): the decision's options as it lists them (``option_ids`` lists
    them the same way), the side actions unless the seat has chosen a step, then sorted as the old code did."""
    asked = flow._asking(state, seat)
    if asked is None:
        return []
    decision, task = asked
    ids = flow.option_ids(state, seat)
    extra = [aid for side in flow.sides for aid in side.options(state, seat)] if flow.sides else []
    if extra and flow._committed(decision, task, state, seat):
        extra = []
    if extra:
        return old_in_order(flow, (*ids, *extra))
    if decision.ordered or len(ids) < 2:
        return ids
    return old_in_order(flow, tuple(ids))


# -- the games ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", FLOWS)
def test_every_legal_list_is_the_old_one(name: str) -> None:
    """Seeded random games at every seat count: every seat's legal list (the flow's, and the game's through its
    driver) is the old code's, element by element; and some lists had side actions joined where the game has any."""
    rules = next(r for r in all_rules() if r.name == name)
    assert isinstance(rules, FlowRules)
    flow, joined = rules.flow, 0
    for players in rules.players:
        for seed in (players, players + 30, players + 60):
            game = new_game(name, players=players, seed=seed)
            pick, made = Rng(seed + 7), 0
            while not game.is_over and made < 3000:
                state = game._state  # not shown: the game keeps its run's lists (``Game.legal_actions``)
                for other in range(players):
                    old = old_legal_ids(flow, state, other)
                    assert flow.legal_ids(state, other) == old, f"{players}p seed {seed} step {made} seat {other}"
                    if len(old) > len(flow.option_ids(state, other)):
                        joined += 1
                seat = game.to_act[0]
                actions = game.legal_actions(seat)
                if flow.lister is None:
                    assert [a.id for a in actions] == old_legal_ids(flow, state, seat)
                game.apply(seat, actions[pick.below(len(actions))])
                made += 1
    assert joined > 0 or not flow.sides


# -- the codes -----------------------------------------------------------------------------------------------------
WORDS = ["", "a", "b", "ab", "take", ":", "\0", "\0a", "a\0", "\1", "é", "z", "x:y", "\U0010ffff"]


def _made_up(rng: random.Random, ties: bool = True) -> str:
    """An id of words, numbers and colons (with ``ties``, numbers with leading zeros among them: ids of one key)."""
    numbers = ["0", "1", "2", "9", "10", "99", "100", "12345678901234567890"]
    numbers += ["00", "01", "010"] if ties else []
    parts = []
    for _ in range(rng.randrange(1, 5)):
        parts.append(rng.choice(WORDS) if rng.random() < 0.5 else rng.choice(numbers))
    return rng.choice([":", ""]).join(parts)


def test_codes_compare_as_the_keys() -> None:
    """For ``natural_key`` and a ``word_order_key`` (whose ranks put NULs in the texts): two ids' codes are equal,
    below or above each other exactly as their keys are."""
    rng = random.Random(32)
    for key in (natural_key, word_order_key(["b", "a", "take"])):
        ids = sorted({_made_up(rng) for _ in range(600)})
        for _ in range(20_000):
            a, b = rng.choice(ids), rng.choice(ids)
            ka, kb = key(a), key(b)
            ca, cb = _code(ka), _code(kb)
            assert ca is not None and cb is not None
            assert (ca < cb, ca == cb, ca > cb) == (ka < kb, ka == kb, ka > kb), (a, b)


def test_keys_of_other_shapes_have_no_code() -> None:
    for key in [(), ("a", 1), (1, "a", 2), ("a", "b", "c"), ("a", -1, "b"), ("a", True, "b"), ("a", 1.5, "b")]:
        assert _code(key) is None


# -- the parts -----------------------------------------------------------------------------------------------------
def _flows() -> list[tuple[Flow, bool]]:
    """Flows of three kinds of keys, each with ids that tie and without."""
    return [
        (flow, ties)
        for ties in (False, True)
        for flow in (
            Flow("natural"),
            Flow("words", key=word_order_key(["b", "a", "take"])),
            Flow("reversed", key=lambda aid: tuple(-ord(c) for c in aid)),  # no code: sorted by the keys
        )
    ]


def test_joined_parts_are_the_whole_list() -> None:
    """Made-up decision options and side actions (ids shared between them, repeated, of kinds below, above and among
    each other's; tied by their keys in one run of each flow): ``_joined`` is the old sorted whole, again and again as
    the parts recur; and without ties most lists are joined from their parts."""
    rng = random.Random(33)
    for flow, ties in _flows():
        pool = sorted({_made_up(rng, ties) for _ in range(60)}) + ["return:a", "return:1", "zz:2", "a:0"]
        pool += ["return:01"] if ties else []
        parts = [tuple(rng.choices(pool, k=rng.randrange(1, 6))) for _ in range(40)]
        joined = 0
        for _ in range(3000):
            ids, extra = rng.choice(parts), rng.choice(parts)
            found = flow._joined(list(ids), list(extra))
            assert found == old_in_order(flow, (*ids, *extra)), (ids, extra)
            found.append("changed by the caller")  # a list of its own: the kept parts stay as they were
            joined += (*ids, *extra) not in flow._order
        seen = {aid for part in parts for aid in part}
        tied = len({flow.key(aid) for aid in seen}) < len(seen)
        assert flow._uncoded == (flow.game == "reversed") and flow._ties == (tied and not flow._uncoded)
        if flow._uncoded or not flow._ties:  # (a flow with ties joined its parts until it found one)
            assert joined == 0 if flow._uncoded else joined > 300


def test_ties_are_sorted_as_before() -> None:
    """Two ids of one key (``take:1`` and ``take:01``) in a flow: from then on the lists are sorted whole as before,
    their ties in the set's order (``_in_order``), not a part's; the parts sorted before stay right."""
    flow = Flow("ties")
    assert flow._part(("take:2", "take:1", "take:2")) == ["take:1", "take:2"]
    assert flow._joined(["take:2", "take:1"], ["undo:1"]) == ["take:1", "take:2", "undo:1"]
    assert flow._part(("take:01", "take:3")) == [] and flow._ties
    assert flow._part(("take:4", "take:3")) == []
    assert flow._joined(["take:01", "take:1"], ["undo:1"]) == old_in_order(flow, ("take:01", "take:1", "undo:1"))
    assert flow._joined(["take:2", "take:1"], ["undo:1"]) == ["take:1", "take:2", "undo:1"]


def test_kept_parts_are_bounded() -> None:
    flow = Flow("bounded")
    for n in range(ORDER_KEPT + 10):
        assert flow._joined([f"b{n}", f"a{n}"], [f"c{n}"]) == [f"a{n}", f"b{n}", f"c{n}"]
    assert len(flow._parts) <= ORDER_KEPT


# -- the actions ---------------------------------------------------------------------------------------------------
def test_a_new_action_is_the_dataclass_made_one() -> None:
    def label(aid: str, lang: str) -> str:
        return aid.upper()

    made, plain = new_action("take:hidden:3", "g", label), Action("take:hidden:3", "g", label)
    assert type(made) is Action and made == plain and hash(made) == hash(plain) and repr(made) == repr(plain)
    assert (made.id, made.game, made.labeler, made.label()) == ("take:hidden:3", "g", label, "TAKE:HIDDEN:3")
    assert new_action("x", "", None).label() == "x" and new_action("x", "", None).to_json() == Action("x").to_json()
    with pytest.raises(AttributeError):
        made.id = "other"  # type: ignore[misc]  # frozen as ever


# -- the side actions' kinds and the steps so far ----------------------------------------------------------------
def old_side_head(action_id: str) -> str:
    return action_id.split(":", 1)[0]


def old_note(task: dict[str, Any], seat: int, begun: tuple[str, ...]) -> None:
    notes = task.get("sofar") or {}
    if begun:
        notes = {**notes, str(seat): list(begun)}
    else:
        notes = {k: v for k, v in notes.items() if k != str(seat)}
    if notes:
        task["sofar"] = notes
    else:
        task.pop("sofar", None)


def test_side_and_note_are_the_old_ones() -> None:
    """``Flow._side`` finds the side actions by the id's head as the old split did (ids with no colon, an empty
    head, several colons); ``_note`` leaves every task as the old one did (with and without steps kept, ``sofar``
    absent, empty or None)."""
    from conjure.engine.machine import Side, _note

    flow = Flow("sides")
    assert flow._side("return:x") is None
    flow.sides.append(Side(frozenset({"return", ""}), lambda state, seat: [], lambda *args: None))
    flow.sides.append(Side(frozenset({"give"}), lambda state, seat: [], lambda *args: None))
    for aid in ["return", "return:a", "return:a:b", ":a", "", "give:1", "give", "gives:1", "x:return", "returns"]:
        found = flow._side(aid)
        assert found is next((side for side in flow.sides if old_side_head(aid) in side.kinds), None), aid
    rng = random.Random(34)
    for _ in range(2000):
        task: dict[str, Any] = {"t": "k", "seat": 0}
        sofar = rng.choice([None, {}, {"0": ["a"]}, {"1": ["b", "c"]}, {"0": ["a"], "1": ["b"]}, "absent"])
        if sofar != "absent":
            task["sofar"] = sofar
        seat, begun = rng.randrange(3), tuple(rng.choices(["x", "y"], k=rng.randrange(3)))
        old = {k: (dict(v) if isinstance(v, dict) else v) for k, v in task.items()}
        _note(task, seat, begun)
        old_note(old, seat, begun)
        assert task == old and list(task) == list(old), (sofar, seat, begun)
