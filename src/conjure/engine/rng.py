"""The one seeded random generator a game keeps in its state.

We use SplitMix64 rather than :mod:`random` because its whole state is one integer (a save stays
small and readable) and its output is fixed by this file, not by the Python version, so the same
seed gives the same game on every machine.

The build compiles this module with mypyc. SplitMix64's values are 64-bit and unsigned, beyond mypyc's
tagged integers (63 bits, boxed beyond), and mypyc's ``i64`` is C's signed 64-bit arithmetic, whose overflow C
leaves undefined. So the compiled module draws on 32-bit halves held in ``i64``: every sum, product and shift
below stays under 2**63 (each multiplication by a 64-bit constant is done by 16-bit parts of the constant's
halves), and the result is exactly the unsigned 64-bit arithmetic. The interpreter, where Python's integers are
exact and the halves would be slower, runs the plain arithmetic on the whole value instead (``_NATIVE``). Both
give the same stream, bit for bit (tests/engine/test_rng_compiled.py).
"""

from __future__ import annotations

import types
from collections.abc import MutableSequence, Sequence
from typing import Any, Final, TypeVar

from mypy_extensions import i64, mypyc_attr

T = TypeVar("T")

_MASK: Final = (1 << 64) - 1
_TWO64: Final = 1 << 64
_GAMMA: Final = 0x9E3779B97F4A7C15


def _native() -> bool:
    """Whether this module runs compiled (a compiled function is not a Python function object)."""
    return not isinstance(_native, types.FunctionType)


_NATIVE: Final = _native()

# the compiled arithmetic on 32-bit halves (values in [0, 2**32) held in i64)
_M32: Final[i64] = 0xFFFFFFFF
_M16: Final[i64] = 0xFFFF
_TWO32: Final[i64] = 0x100000000
_SMALL: Final = 0x80000000  # bounds below this are drawn on halves: every remainder is under 2**31
_GAMMA_HI: Final[i64] = 0x9E3779B9
_GAMMA_LO: Final[i64] = 0x7F4A7C15
# the multipliers 0xBF58476D1CE4E5B9 and 0x94D049BB133111EB as 16-bit parts of their halves: (high half's
# upper, lower), (low half's upper, lower)
_A_HI1: Final[i64] = 0xBF58
_A_HI0: Final[i64] = 0x476D
_A_LO1: Final[i64] = 0x1CE4
_A_LO0: Final[i64] = 0xE5B9
_B_HI1: Final[i64] = 0x94D0
_B_HI0: Final[i64] = 0x49BB
_B_LO1: Final[i64] = 0x1331
_B_LO0: Final[i64] = 0x11EB


def _signed(value: int) -> i64:
    """An unsigned 64-bit value as the i64 of the same bits (the compiled build's store)."""
    return value - _TWO64 if value >> 63 else value


@mypyc_attr(allow_interpreted_subclasses=True)
class Rng:
    """SplitMix64 with unbiased bounded draws (rejection sampling).

    ``state`` is the generator's whole state, an integer in ``[0, 2**64)`` (a save stores it; setting it sets
    the generator). It is kept in ``_s``: that integer itself when interpreted, the i64 of the same bits compiled.
    """

    __slots__ = ("_s",)
    _s: i64

    def __init__(self, seed: int) -> None:
        self._s = _signed(seed & _MASK) if _NATIVE else seed & _MASK

    @property
    def state(self) -> int:
        if _NATIVE:
            return int(self._s) & _MASK
        return self._s

    @state.setter
    def state(self, value: int) -> None:
        self._s = _signed(value & _MASK) if _NATIVE else value & _MASK

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled and copied as its state: ``Rng(state)`` is the same generator (a subclass's copy is a plain
        ``Rng``; a compiled class has no default pickling)."""
        return (Rng, (self.state,))

    def next64(self) -> int:
        if _NATIVE:
            s = self._s
            hi, lo = _advance(s >> 32 & _M32, s & _M32)
            self._s = _join(hi, lo)
            zh, zl = _mix(hi, lo)
            return int(zh) << 32 | int(zl)
        state: int = self._s
        state = (state + _GAMMA) & _MASK
        self._s = state
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``."""
        if _NATIVE:
            if 0 < n < _SMALL:
                return int(self._below_small(n))
            return self._below_big(n)
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        limit = _TWO64 - _TWO64 % n
        state: int = self._s
        while True:  # next64() written out: setups and shuffles draw hundreds of times
            state = (state + _GAMMA) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self._s = state
                return x % n

    def _below_small(self, n: i64) -> i64:
        """:meth:`below` compiled, for ``0 < n < 2**31``. A draw ``x = hi * 2**32 + lo`` is refused when
        ``x >= 2**64 - 2**64 % n``: as ``2**64 % n < 2**32``, exactly when ``hi`` is all ones and ``lo`` exceeds
        ``2**32 - 1 - 2**64 % n``; and ``x % n`` is ``((hi % n) * (2**32 % n) + lo) % n``."""
        r32 = _TWO32 % n
        cut = _M32 - r32 * r32 % n
        s = self._s
        hi, lo = s >> 32 & _M32, s & _M32
        while True:
            hi, lo = _advance(hi, lo)
            zh, zl = _mix(hi, lo)
            if zh != _M32 or zl <= cut:
                self._s = _join(hi, lo)
                return (zh % n * r32 + zl) % n

    def _below_big(self, n: int) -> int:
        """:meth:`below` compiled, for any other bound: Python's integers (boxed), on the unsigned state."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        limit = _TWO64 - _TWO64 % n
        state = self.state
        while True:
            state = (state + _GAMMA) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self.state = state
                return x % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``[low, high]`` (both ends included)."""
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def fork(self) -> Rng:
        """An independent generator seeded from this one (for bots, never for rules)."""
        return Rng(self.next64())


def _advance(hi: i64, lo: i64) -> tuple[i64, i64]:
    """The state plus the golden gamma, mod 2**64, as halves."""
    lo = lo + _GAMMA_LO
    return (hi + _GAMMA_HI + (lo >> 32)) & _M32, lo & _M32


def _join(hi: i64, lo: i64) -> i64:
    """The halves as the i64 of the same bits (the high half taken signed, so nothing overflows)."""
    return (hi - (hi >> 31) * _TWO32) * _TWO32 + lo


def _mix(hi: i64, lo: i64) -> tuple[i64, i64]:
    """SplitMix64's output function on halves: z ^= z >> 30, z *= A; z ^= z >> 27, z *= B; z ^ z >> 31."""
    lo ^= (lo >> 30 | hi << 2) & _M32
    hi ^= hi >> 30
    hi, lo = _times(hi, lo, _A_HI1, _A_HI0, _A_LO1, _A_LO0)
    lo ^= (lo >> 27 | hi << 5) & _M32
    hi ^= hi >> 27
    hi, lo = _times(hi, lo, _B_HI1, _B_HI0, _B_LO1, _B_LO0)
    lo ^= (lo >> 31 | hi << 1) & _M32
    hi ^= hi >> 31
    return hi, lo


def _times(hi: i64, lo: i64, c_hi1: i64, c_hi0: i64, c_lo1: i64, c_lo0: i64) -> tuple[i64, i64]:
    """``(hi * 2**32 + lo) * c mod 2**64`` as halves, ``c``'s halves given as 16-bit parts: the low halves'
    full product by parts (each under 2**48), and the cross products only mod 2**32 (the high one drops out)."""
    p0 = lo * c_lo0
    p1 = lo * c_lo1
    low = p0 + ((p1 & _M16) << 16)
    high = (p1 >> 16) + (low >> 32)
    high += hi * c_lo0 + ((hi * c_lo1 & _M16) << 16) + lo * c_hi0 + ((lo * c_hi1 & _M16) << 16)
    return high & _M32, low & _M32
