"""What a potion, a spell book or a wizard asks to be handed in, as data (``need`` in data.toml).

A need is one of: ``recipe`` (these ingredients, each replaceable by the Philosopher's Stone),
``kind``/``category``/``colour`` + ``count``, ``gold`` (a total value), ``any`` (that many tokens of
any kind), ``special`` (special tokens), ``same``/``different`` + category (2 equal / 2 different
kinds of it), ``wand_at_most`` (no tokens; only with a weak wand).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations_with_replacement
from typing import Final

from .data import DATA, Need

KINDS: Final = DATA.kinds
STONE: Final = "stone"


def _matches(kind: str, need: Need) -> bool:
    info = KINDS[kind]
    if "kind" in need:
        return bool(kind == need["kind"])
    if "category" in need:
        return bool(info.category == need["category"])
    if "colour" in need:
        return bool(info.colour == need["colour"])
    if "special" in need:
        return info.special
    if "gold" in need:
        return info.gold > 0
    if "same" in need:
        return bool(info.category == need["same"])
    if "different" in need:
        return bool(info.category == need["different"])
    if "recipe" in need:
        return kind in need["recipe"] or kind == STONE
    return "any" in need


Check = Callable[[dict[str, int], int], bool]  # (tokens by kind, wand) -> met?
GOLD: Final = {kind: info.gold for kind, info in KINDS.items() if info.gold}
GOLD_VALUES: Final = tuple(sorted(GOLD.items()))


def matching(need: Need) -> frozenset[str]:
    """Every token kind that counts towards ``need``."""
    return _compiled(need)[0]


def satisfies(need: Need, pay: dict[str, int]) -> bool:
    """Does handing in ``pay`` meet ``need``? (A need on the wand alone is met by no tokens.)"""
    return "wand_at_most" not in need and _compiled(need)[1](pay, 0)


def can_meet(need: Need, owned: dict[str, int], wand: int) -> bool:
    """Could a seat holding ``owned`` (with this wand) meet ``need`` now?"""
    return _compiled(need)[1](owned, wand)


def can_afford(item: str, owned: dict[str, int], wand: int) -> bool:
    """``can_meet`` for the need printed on the component ``item`` (potion, book, wizard): the quick way."""
    return AFFORD[item](owned, wand)


def _compiled(need: Need) -> tuple[frozenset[str], Check]:
    """The kinds that count towards ``need`` and its test, worked out once per distinct need (the spell
    phase asks for every target of every seat). The needs printed on the components are found by
    identity (they live as long as ``DATA``); a payment task's own copy by its contents."""
    found = _PRINTED.get(id(need))
    if found is None:
        key = _content_key(need)
        found = _BY_CONTENT.get(key)
        if found is None:
            found = _BY_CONTENT[key] = _compile(need)
    return found


def _content_key(need: Need) -> str:
    """``need`` as a hashable value: its ``repr`` (plain JSON data, one call in C; two needs that differ only
    in the order of their keys are merely compiled twice)."""
    return repr(need)


def _compile(need: Need) -> tuple[frozenset[str], Check]:
    """The kinds that count towards ``need`` and its test. A test reads a handful of kinds (a recipe's, the gold
    ones, the few that count) rather than walking every kind held: the tests ask for counts that are never
    negative, and a kind missing counts 0."""
    counts = frozenset(kind for kind in KINDS if _matches(kind, need))
    listed = tuple(sorted(counts))
    if "wand_at_most" in need:
        limit = need["wand_at_most"]
        return counts, lambda pay, wand: wand <= limit
    if "recipe" in need:
        return counts, _has_recipe(tuple(need["recipe"]))
    if "gold" in need:
        worth = need["gold"]

        def has_gold(pay: dict[str, int], wand: int) -> bool:  # the tokens' gold values add up
            value = 0
            for kind, gold in GOLD_VALUES:
                n = pay.get(kind, 0)
                if n > 0:
                    value += gold * n
            return value >= worth

        return counts, has_gold
    if "same" in need:
        same = need.get("count", 2)

        def has_same(pay: dict[str, int], wand: int) -> bool:  # enough of one kind that counts
            for kind in listed:
                n = pay.get(kind, 0)
                if n >= same and n > 0:
                    return True
            return False

        return counts, has_same
    if "different" in need:
        different = need.get("count", 2)

        def has_different(pay: dict[str, int], wand: int) -> bool:  # enough kinds that count
            found = 0
            for kind in listed:
                if pay.get(kind, 0) > 0:
                    found += 1
            return found >= different

        return counts, has_different
    wanted = need["any"] if "any" in need else need["special"] if "special" in need else need.get("count", 1)
    if len(listed) == 1:  # one kind counts (a wizard's weakness, spell tokens)
        only = listed[0]
        return counts, lambda pay, wand: max(pay.get(only, 0), 0) >= wanted
    if len(listed) <= FEW:

        def has_few(pay: dict[str, int], wand: int) -> bool:  # enough tokens of the few kinds that count
            found = 0
            for kind in listed:
                n = pay.get(kind, 0)
                if n > 0:
                    found += n
            return found >= wanted

        return counts, has_few

    def has_count(pay: dict[str, int], wand: int) -> bool:  # enough tokens that count
        found = 0
        for kind, n in pay.items():
            if n > 0 and kind in counts:
                found += n
        return found >= wanted

    return counts, has_count


FEW: Final = 6  # up to this many kinds counting, a test looks each up; beyond, it walks the kinds held


def _has_recipe(recipe: tuple[str, ...]) -> Check:
    """Each ingredient, or the stone for one missing (each missing ingredient is a ``True``, counted as 1)."""
    if len(recipe) == 2:
        a, b = recipe
        return lambda pay, wand: (pay.get(a, 0) < 1) + (pay.get(b, 0) < 1) <= pay.get(STONE, 0)
    if len(recipe) == 3:
        a, b, c = recipe
        return lambda pay, wand: (pay.get(a, 0) < 1) + (pay.get(b, 0) < 1) + (pay.get(c, 0) < 1) <= pay.get(STONE, 0)

    def has_recipe(pay: dict[str, int], wand: int) -> bool:
        missing = 0
        for ingredient in recipe:
            if pay.get(ingredient, 0) < 1:
                missing += 1
        return missing <= pay.get(STONE, 0)

    return has_recipe


_BY_CONTENT: Final[dict[str, tuple[frozenset[str], Check]]] = {}
_PRINTED: Final = {id(info.need): _compile(info.need) for info in KINDS.values() if info.need}
_BY_CONTENT.update((_content_key(info.need), _PRINTED[id(info.need)]) for info in KINDS.values() if info.need)
# a payment task's copy of a printed need is found by its contents without compiling it again
AFFORD: Final = {name: _PRINTED[id(info.need)][1] for name, info in KINDS.items() if info.need}


# The printed needs' tests once more as data read by one plain function (``affords``), for the spell phase's
# targets: a compiled call of it costs a third of calling the test's closure. It reads the seat's tokens counted in
# a list by each kind's place (``KIND_AT``), a list read costing a fraction of a dict lookup. The same answers as
# ``AFFORD``'s tests for every count (tests/incantibus/test_same_speed.py).
_WAND: Final = 0
_RECIPE: Final = 1
_GOLD: Final = 2
_SAME: Final = 3
_DIFFERENT: Final = 4
_FEW: Final = 5
KIND_AT: Final = {name: i for i, name in enumerate(sorted(KINDS))}
"""Each kind's place in a list of counts by kind (:func:`counts_by_place`)."""
KIND_PLACES: Final = len(KIND_AT)
STONE_AT: Final = KIND_AT[STONE]
GOLD_VALUES_AT: Final = tuple((KIND_AT[kind], gold) for kind, gold in GOLD_VALUES)


def counts_by_place(counts: dict[str, int]) -> list[int]:
    """``counts`` (tokens by kind) as the list that :func:`affords` reads: by ``KIND_AT``, and one place more
    that nothing reads (where the spell phase counts the tokens it leaves out)."""
    found = [0] * (KIND_PLACES + 1)
    for kind, n in counts.items():
        found[KIND_AT[kind]] = n
    return found


def _spec(need: Need) -> tuple[int, tuple[int, ...], int]:
    """How ``affords`` tests ``need``: (the way, the places of the kinds it reads, the number asked)."""
    listed = tuple(KIND_AT[kind] for kind in sorted(_compiled(need)[0]))
    if "wand_at_most" in need:
        return _WAND, (), need["wand_at_most"]
    if "recipe" in need:
        return _RECIPE, tuple(KIND_AT[kind] for kind in need["recipe"]), 0
    if "gold" in need:
        return _GOLD, (), need["gold"]
    if "same" in need:
        return _SAME, listed, need.get("count", 2)
    if "different" in need:
        return _DIFFERENT, listed, need.get("count", 2)
    wanted = need["any"] if "any" in need else need["special"] if "special" in need else need.get("count", 1)
    return _FEW, listed, wanted


SPECS: Final = {name: _spec(info.need) for name, info in KINDS.items() if info.need}


def affords(item: str, owned: list[int], wand: int) -> bool:
    """``AFFORD[item](counts, wand)``, from ``SPECS``; ``owned`` holds the counts by place (:func:`counts_by_place`)."""
    way, places, number = SPECS[item]
    if way == _RECIPE:
        missing = 0
        for at in places:
            if owned[at] < 1:
                missing += 1
        return missing <= owned[STONE_AT]
    if way == _FEW:
        found = 0
        for at in places:
            n = owned[at]
            if n > 0:
                found += n
        return found >= number
    if way == _WAND:
        return wand <= number
    if way == _GOLD:
        value = 0
        for at, gold in GOLD_VALUES_AT:
            n = owned[at]
            if n > 0:
                value += gold * n
        return value >= number
    if way == _SAME:
        for at in places:
            n = owned[at]
            if n >= number and n > 0:
                return True
        return False
    found = 0
    for at in places:
        if owned[at] > 0:
            found += 1
    return found >= number


def next_gives(need: Need, given: dict[str, int], left: dict[str, int]) -> list[str]:
    """The kinds that may be handed in next: each one brings the payment closer, none is wasted.

    ``given`` is what was handed in so far, ``left`` what the seat still holds (counts by kind; a kind
    missing counts 0). Empty once paid.
    """
    counts, check = _compiled(need)
    if "wand_at_most" in need or check(given, 0):
        return []
    usable = sorted(k for k, n in left.items() if n > 0 and k in counts)
    if "recipe" in need:
        recipe = need["recipe"]
        covered = sum(1 for r in recipe if given.get(r, 0) > 0) + given.get(STONE, 0)
        open_ = [r for r in recipe if given.get(r, 0) == 0]
        picks = [k for k in usable if k in open_]
        if left.get(STONE, 0) > 0 and covered < len(recipe):
            picks.append(STONE)
        return sorted(picks)
    if "same" in need:
        if not any(n > 0 for n in given.values()):
            return [k for k in usable if left[k] >= need.get("count", 2)]
        return [k for k in usable if given.get(k, 0) > 0]
    if "different" in need:
        return [k for k in usable if given.get(k, 0) == 0]
    return usable


COUNTED: Final = ("kind", "category", "colour", "special", "any")


def forced_rest(need: Need, given: dict[str, int], left: dict[str, int]) -> list[str] | None:
    """The rest of the payment if there is only one way to finish it (order aside), else None."""
    counts, check = _compiled(need)
    if "wand_at_most" in need or check(given, 0):
        return []
    usable = {k: n for k, n in left.items() if n > 0 and k in counts}
    if "recipe" in need:
        recipe = need["recipe"]
        stones = given.get(STONE, 0)
        missing = [r for r in recipe if given.get(r, 0) == 0 and left.get(r, 0) == 0]
        if left.get(STONE, 0) == 0 or stones or missing:
            # no real choice: the stone (if any) covers what is missing, the rest is paid in kind
            rest = [r for r in recipe if given.get(r, 0) == 0 and left.get(r, 0) > 0]
            if missing and not stones:
                rest.append(STONE)
            uncovered = len([r for r in recipe if given.get(r, 0) == 0]) - stones
            return sorted(rest) if len(rest) == uncovered or missing else None
        return None
    if any(key in need for key in COUNTED):
        wanted = need.get("count", need.get("special", need.get("any", 1)))
        still = wanted - sum(n for k, n in given.items() if k in counts)
        if len(usable) == 1:
            return [next(iter(usable))] * still
        return sorted(k for k, n in usable.items() for _ in range(n)) if sum(usable.values()) == still else None
    if "same" in need and need.get("count", 2) >= 1:
        return _only_same(need.get("count", 2), given, usable)
    if "different" in need:
        return _only_different(need.get("count", 2), counts, given, usable)
    return _only_completion(check, given, usable)


def _only_same(same: int, given: dict[str, int], usable: dict[str, int]) -> list[str] | None:
    """:func:`_only_completion` for ``same`` kinds, worked out: no kind that counts has ``same`` tokens handed in
    yet (the payment is not met), so a minimal completion is the missing tokens of one kind (any token of a
    second kind could be taken back), at most 4 and no more than the seat holds. The one kind that can, or None."""
    ways = [kind for kind in sorted(usable) if same - given.get(kind, 0) <= min(usable[kind], 4)]
    if len(ways) != 1:
        return None
    return [ways[0]] * (same - given.get(ways[0], 0))


def _only_different(
    different: int, counts: frozenset[str], given: dict[str, int], usable: dict[str, int]
) -> list[str] | None:
    """:func:`_only_completion` for ``different`` kinds, worked out: a minimal completion is one token each of as
    many kinds not handed in yet as are still missing (a second token of a kind, or a kind already handed in,
    could be taken back), at most 4. The one way if the seat holds exactly that many such kinds, else None."""
    missing = different - sum(1 for kind in counts if given.get(kind, 0) > 0)
    fresh = sorted(kind for kind in usable if given.get(kind, 0) <= 0)
    return fresh if len(fresh) == missing <= 4 else None


def _only_completion(check: Check, given: dict[str, int], usable: dict[str, int]) -> list[str] | None:
    """The one minimal set of further tokens (at most 4) that finishes the payment, if there is exactly one.

    Minimal: it pays, and taking back any one of its tokens no longer does. The sets are tried by size, each
    size in sorted order (``combinations_with_replacement`` of the sorted kinds), and the search stops at a
    second one found: then there is a choice."""
    found: tuple[str, ...] | None = None
    kinds = sorted(usable)
    for size in range(1, 5):
        for combo in combinations_with_replacement(kinds, size):
            more: dict[str, int] = {}
            for k in combo:
                more[k] = more.get(k, 0) + 1
            if any(n > usable[k] for k, n in more.items()):
                continue
            total = dict(given)
            for k, n in more.items():
                total[k] = total.get(k, 0) + n
            if not check(total, 0):
                continue
            minimal = True
            for k in more:
                total[k] -= 1
                paid = check(total, 0)
                total[k] += 1
                if paid:
                    minimal = False
                    break
            if not minimal:
                continue
            if found is not None:
                return None
            found = combo
    return list(found) if found is not None else None


PAY_KEPT = 4096
"""How many payments' next choices :func:`pay_choices` keeps (each a need, what was given, what is left)."""


def pay_choices(need: Need, given: list[str], left: dict[str, int]) -> tuple[str, ...]:
    """The kinds a seat may hand in next towards ``need``: the first of the rest if only one way finishes
    the payment, else every kind that brings it closer (:func:`forced_rest`, :func:`next_gives`).

    Asked twice a payment step (the engine's lone-option check, then the legal list) and again in every
    search iteration, so the answers are kept (:func:`usable_choices`)."""
    counts = _compiled(need)[0]
    return usable_choices(need, given, {kind: n for kind, n in left.items() if n > 0 and kind in counts})


def usable_choices(need: Need, given: list[str], usable: dict[str, int]) -> tuple[str, ...]:
    """:func:`pay_choices` from the seat's *usable* holdings alone: the kinds it holds that count towards the
    need (:func:`payable_counting`), with their counts (each above 0).

    Both :func:`forced_rest` and :func:`next_gives` read the holdings only through the kinds that count (their
    ``usable``; a recipe's ingredients and the stone, which count too) and only where a count is above 0, so a
    kind that does not count cannot change the answer. The answers are kept, keyed by everything they read: the
    need's content (its ``repr``: plain JSON data), what was handed in (as a sorted multiset) and the usable
    holdings (sorted); at most ``PAY_KEPT``, the oldest dropped first. Keyed without the kinds that do not count,
    one answer serves every seat and determinization that differs only in what cannot pay."""
    return usable_choices_of(repr(need), need, given, usable)


def usable_choices_of(content: str, need: Need, given: list[str], usable: dict[str, int]) -> tuple[str, ...]:
    """:func:`usable_choices` with the need's ``repr`` (``content``) already made (it is the key's dearest part)."""
    key = (content, tuple(sorted(given)), tuple(sorted(usable.items())))
    found = _PAID.get(key)
    if found is None:
        if len(_PAID) >= PAY_KEPT:
            del _PAID[next(iter(_PAID))]
        paid: dict[str, int] = {}
        for kind in given:
            paid[kind] = paid.get(kind, 0) + 1
        forced = forced_rest(need, paid, usable)
        found = _PAID[key] = (forced[0],) if forced else tuple(next_gives(need, paid, usable))
    return found


def payable_counting(need: Need) -> frozenset[str]:
    """The kinds a seat may hand in (every kind but a wizard's) that count towards ``need``, found by the need's
    content (``repr``) among the printed needs, else worked out (:func:`matching`)."""
    return payable_counting_of(repr(need), need)


def payable_counting_of(content: str, need: Need) -> frozenset[str]:
    """:func:`payable_counting` with the need's ``repr`` (``content``) already made."""
    found = _PAYABLE_COUNTING.get(content)
    return found if found is not None else matching(need) - WIZARD_KINDS


_PAID: dict[tuple[str, tuple[str, ...], tuple[tuple[str, int], ...]], tuple[str, ...]] = {}
WIZARD_KINDS: Final = frozenset(DATA.wizard_kinds)
_PAYABLE_COUNTING: Final = {repr(info.need): matching(info.need) - WIZARD_KINDS for info in KINDS.values() if info.need}
"""The printed needs' payable kinds that count, by the need's ``repr`` (bounded: one per printed need)."""
