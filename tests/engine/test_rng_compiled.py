"""The generator compiled draws the stream the plain arithmetic draws, bit for bit.

``conjure.engine.rng`` draws on 32-bit halves held in ``i64`` when compiled (C's signed arithmetic, kept from
overflowing) and on whole Python integers when interpreted. Here the generator in force (compiled on a compiled
build) is compared with the plain SplitMix64 written out below (the module's code before it was compiled); on
the pure build the halves are run interpreted as well (``_NATIVE`` set), so each build checks the arithmetic.
"""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Iterator
from typing import Any

import pytest

from conjure.engine import rng as rng_module
from conjure.engine.rng import Rng

MASK = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15
A, B = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB


class PlainRng:
    """SplitMix64 as the module had it before it was compiled (whole Python integers)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK

    def next64(self) -> int:
        self.state = (self.state + GAMMA) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * A) & MASK
        z = ((z ^ (z >> 27)) * B) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, items: list[Any]) -> Any:
        return items[self.below(len(items))]

    def shuffle(self, items: list[Any]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: list[Any], k: int) -> list[Any]:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def fork(self) -> PlainRng:
        return PlainRng(self.next64())


def unmix(x: int) -> int:
    """The SplitMix64 output function's inverse: the advanced state whose draw is ``x``."""

    def unshift(z: int, k: int) -> int:  # the inverse of z ^ (z >> k)
        y = z
        for _ in range(64 // k + 1):
            y = z ^ (y >> k)
        return y

    z = unshift(x, 31)
    z = (z * pow(B, -1, 1 << 64)) & MASK
    z = unshift(z, 27)
    z = (z * pow(A, -1, 1 << 64)) & MASK
    return unshift(z, 30)


def seeds() -> Iterator[int]:
    """Seeds of every kind: small, negative, beyond 64 bits, near the ends, random ones."""
    draw = random.Random(32)
    yield from [0, 1, 2, 7, 42, -1, -2, 1 << 63, (1 << 63) - 1, MASK, 1 << 64, (1 << 70) + 5, -(1 << 65)]
    yield from [(-GAMMA) & MASK, (-GAMMA - 1) & MASK, ((1 << 63) - GAMMA) & MASK]  # sums that wrap
    yield from [draw.getrandbits(64) for _ in range(120)]


BOUNDS = [1, 2, 3, 5, 6, 7, 10, 13, 24, 52, 100, 1000, 65_535, 65_536, 1 << 20, (1 << 31) - 1]
BIG_BOUNDS = [1 << 31, (1 << 31) + 1, 1 << 32, (1 << 32) + 7, 3 << 40, (1 << 63) + 1, MASK, 1 << 64]


@pytest.fixture(params=["in force", "halves interpreted"])
def build(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The generator as the build runs it; and, where the module is interpreted, its compiled arithmetic too."""
    if request.param == "halves interpreted":
        if rng_module._NATIVE:
            pytest.skip("the module is compiled: its halves are what runs in force")
        monkeypatch.setattr(rng_module, "_NATIVE", True)
    return str(request.param)


def test_streams_are_the_plain_arithmetics(build: str) -> None:
    draw = random.Random(5)
    for seed in seeds():
        ours, plain = Rng(seed), PlainRng(seed)
        assert ours.state == plain.state
        for bound in BOUNDS + [draw.randrange(1, 1 << 31) for _ in range(4)]:
            assert ours.below(bound) == plain.below(bound)
        for bound in BIG_BOUNDS[:-1]:
            assert ours.below(bound) == plain.below(bound)
        values = [ours.next64() for _ in range(6)]
        assert values == [plain.next64() for _ in range(6)]
        assert ours.state == plain.state
        assert ours.randint(-3, 9) == plain.below(13) - 3
        items = list(range(30))
        mine, theirs = list(items), list(items)
        ours.shuffle(mine)
        plain.shuffle(theirs)
        assert mine == theirs
        assert ours.choice(items) == plain.choice(items)
        assert ours.sample(items, 7) == plain.sample(items, 7)
        child, other = ours.fork(), plain.fork()
        assert [child.below(1000) for _ in range(3)] == [other.below(1000) for _ in range(3)]
        assert ours.state == plain.state and child.state == other.state


def test_values_past_two_to_the_63(build: str) -> None:
    ours, plain = Rng(99), PlainRng(99)
    values = [ours.next64() for _ in range(400)]
    assert values == [plain.next64() for _ in range(400)]
    assert any(v >= 1 << 63 for v in values) and any(v < 1 << 63 for v in values)
    assert all(0 <= v <= MASK for v in values)
    assert ours.next64() == unmix_check(ours.state)


def unmix_check(state: int) -> int:
    """The draw the plain arithmetic makes from an advanced ``state`` (a cross-check of :func:`unmix`)."""
    z = state
    z = ((z ^ (z >> 30)) * A) & MASK
    z = ((z ^ (z >> 27)) * B) & MASK
    return z ^ (z >> 31)


def test_refused_draws(build: str) -> None:
    """A draw at the top of the range is refused (rejection sampling) exactly as the plain arithmetic does."""
    for bound in [3, 7, 1000, (1 << 31) - 1, (1 << 31) + 3, (1 << 40) + 3]:
        reject = (1 << 64) % bound
        assert reject
        for x in [MASK, MASK - reject + 1, MASK - reject, MASK - reject - 1, (MASK >> 32) << 32]:
            start = (unmix(x) - GAMMA) & MASK
            assert unmix_check((start + GAMMA) & MASK) == x
            ours, plain = Rng(start), PlainRng(start)
            assert ours.below(bound) == plain.below(bound)
            assert ours.state == plain.state
            assert (ours.state - start) % (1 << 64) == (2 if x >= (1 << 64) - reject else 1) * GAMMA % (1 << 64)


def test_the_state_is_the_same_integer(build: str) -> None:
    for seed in seeds():
        ours = Rng(seed)
        assert ours.state == seed & MASK and type(ours.state) is int
        ours.state = seed  # setting takes any integer, as a save's
        assert ours.state == seed & MASK
        ours.next64()
        again = Rng(ours.state)
        assert [again.below(52) for _ in range(5)] == [ours.below(52) for _ in range(5)]
    with pytest.raises(ValueError, match="positive bound"):
        Rng(1).below(0)
    with pytest.raises(ValueError, match="positive bound"):
        Rng(1).below(-5)


def test_copies_and_pickles() -> None:
    ours = Rng(123_456_789)
    ours.next64()
    for other in [copy.copy(ours), copy.deepcopy(ours), pickle.loads(pickle.dumps(ours))]:
        assert type(other) is Rng and other is not ours and other.state == ours.state
        assert other.next64() == Rng(ours.state).next64()
