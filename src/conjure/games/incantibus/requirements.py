"""What a potion, a spell book or a wizard asks to be handed in, as data (``need`` in data.toml).

A need is one of: ``recipe`` (these ingredients, each replaceable by the Philosopher's Stone),
``kind``/``category``/``colour`` + ``count``, ``gold`` (a total value), ``any`` (that many tokens of
any kind), ``special`` (special tokens), ``same``/``different`` + category (2 equal / 2 different
kinds of it), ``wand_at_most`` (no tokens; only with a weak wand).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from itertools import combinations_with_replacement

from .data import DATA, Need

KINDS = DATA.kinds
STONE = "stone"


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


Check = Callable[[Mapping[str, int], int], bool]  # (tokens by kind, wand) -> met?
GOLD = {kind: info.gold for kind, info in KINDS.items() if info.gold}


def matching(need: Need) -> frozenset[str]:
    """Every token kind that counts towards ``need``."""
    return _compiled(need)[0]


def satisfies(need: Need, pay: Counter[str]) -> bool:
    """Does handing in ``pay`` meet ``need``? (A need on the wand alone is met by no tokens.)"""
    return "wand_at_most" not in need and _compiled(need)[1](pay, 0)


def can_meet(need: Need, owned: Counter[str], wand: int) -> bool:
    """Could a seat holding ``owned`` (with this wand) meet ``need`` now?"""
    return _compiled(need)[1](owned, wand)


def can_afford(item: str, owned: Mapping[str, int], wand: int) -> bool:
    """``can_meet`` for the need printed on the component ``item`` (potion, book, wizard): the quick way."""
    return AFFORD[item](owned, wand)


def _compiled(need: Need) -> tuple[frozenset[str], Check]:
    """The kinds that count towards ``need`` and its test, worked out once per distinct need (the spell
    phase asks for every target of every seat). The needs printed on the components are found by
    identity (they live as long as ``DATA``); a payment task's own copy by its contents."""
    found = _PRINTED.get(id(need))
    if found is None:
        key = tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in need.items())
        found = _BY_CONTENT.get(key)
        if found is None:
            found = _BY_CONTENT[key] = _compile(need)
    return found


def _compile(need: Need) -> tuple[frozenset[str], Check]:
    counts = frozenset(kind for kind in KINDS if _matches(kind, need))
    if "wand_at_most" in need:
        limit = need["wand_at_most"]
        return counts, lambda pay, wand: wand <= limit
    if "recipe" in need:
        recipe = tuple(need["recipe"])

        def has_recipe(pay: Mapping[str, int], wand: int) -> bool:  # each ingredient, or the stone for one missing
            missing = 0
            for ingredient in recipe:
                if pay.get(ingredient, 0) < 1:
                    missing += 1
            return missing <= pay.get(STONE, 0)

        return counts, has_recipe
    if "gold" in need:
        worth = need["gold"]

        def has_gold(pay: Mapping[str, int], wand: int) -> bool:  # the tokens' gold values add up
            value = 0
            for kind, n in pay.items():
                if n > 0 and kind in GOLD:
                    value += GOLD[kind] * n
            return value >= worth

        return counts, has_gold
    if "same" in need:
        same = need.get("count", 2)

        def has_same(pay: Mapping[str, int], wand: int) -> bool:  # enough of one kind that counts
            for kind, n in pay.items():
                if n >= same and n > 0 and kind in counts:
                    return True
            return False

        return counts, has_same
    if "different" in need:
        different = need.get("count", 2)

        def has_different(pay: Mapping[str, int], wand: int) -> bool:  # enough kinds that count
            found = 0
            for kind, n in pay.items():
                if n > 0 and kind in counts:
                    found += 1
            return found >= different

        return counts, has_different
    wanted = need["any"] if "any" in need else need["special"] if "special" in need else need.get("count", 1)

    def has_count(pay: Mapping[str, int], wand: int) -> bool:  # enough tokens that count
        found = 0
        for kind, n in pay.items():
            if n > 0 and kind in counts:
                found += n
        return found >= wanted

    return counts, has_count


_BY_CONTENT: dict[tuple[tuple[str, object], ...], tuple[frozenset[str], Check]] = {}
_PRINTED = {id(info.need): _compile(info.need) for info in KINDS.values() if info.need}
AFFORD = {name: _PRINTED[id(info.need)][1] for name, info in KINDS.items() if info.need}


def next_gives(need: Need, given: Counter[str], left: Counter[str]) -> list[str]:
    """The kinds that may be handed in next: each one brings the payment closer, none is wasted.

    ``given`` is what was handed in so far, ``left`` what the seat still holds. Empty once paid.
    """
    if "wand_at_most" in need or satisfies(need, given):
        return []
    counts = matching(need)
    usable = sorted(k for k, n in left.items() if n > 0 and k in counts)
    if "recipe" in need:
        covered = sum(1 for r in need["recipe"] if given[r] > 0) + given[STONE]
        open_ = [r for r in need["recipe"] if given[r] == 0]
        picks = [k for k in usable if k in open_]
        if left[STONE] > 0 and covered < len(need["recipe"]):
            picks.append(STONE)
        return sorted(picks)
    if "same" in need:
        if not +given:
            return [k for k in usable if left[k] >= need.get("count", 2)]
        return [k for k in usable if given[k] > 0]
    if "different" in need:
        return [k for k in usable if given[k] == 0]
    return usable


COUNTED = ("kind", "category", "colour", "special", "any")


def forced_rest(need: Need, given: Counter[str], left: Counter[str]) -> list[str] | None:
    """The rest of the payment if there is only one way to finish it (order aside), else None."""
    if "wand_at_most" in need or satisfies(need, given):
        return []
    counts = matching(need)
    usable = Counter({k: n for k, n in left.items() if n > 0 and k in counts})
    if "recipe" in need:
        missing = [r for r in need["recipe"] if given[r] == 0 and left[r] == 0]
        if left[STONE] == 0 or given[STONE] or missing:
            # no real choice: the stone (if any) covers what is missing, the rest is paid in kind
            rest = [r for r in need["recipe"] if given[r] == 0 and left[r] > 0]
            if missing and not given[STONE]:
                rest.append(STONE)
            uncovered = len([r for r in need["recipe"] if given[r] == 0]) - given[STONE]
            return sorted(rest) if len(rest) == uncovered or missing else None
        return None
    if any(key in need for key in COUNTED):
        wanted = need.get("count", need.get("special", need.get("any", 1)))
        still = wanted - sum(n for k, n in given.items() if k in counts)
        if len(usable) == 1:
            return [next(iter(usable))] * still
        return sorted(usable.elements()) if sum(usable.values()) == still else None
    ways = _completions(need, given, usable)
    return list(ways[0]) if len(ways) == 1 else None


def _completions(need: Need, given: Counter[str], usable: Counter[str]) -> list[tuple[str, ...]]:
    """Minimal sets of further tokens that finish the payment (small needs only)."""
    found: list[tuple[str, ...]] = []
    kinds = sorted(usable)
    for size in range(1, 5):
        for combo in combinations_with_replacement(kinds, size):
            more = Counter(combo)
            if any(more[k] > usable[k] for k in more) or not satisfies(need, given + more):
                continue
            if any(satisfies(need, given + more - Counter([k])) for k in more):
                continue
            found.append(combo)
        if len(found) > 1:
            break
    return found
