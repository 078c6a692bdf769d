"""Deep copies of game states: what a clone for search, a save and a load all need, fast.

A state is JSON-like data (dicts, lists, strings, ints, bools, None), so a round trip through the standard
library's ``marshal`` (written in C, for exactly these built-in types) copies it about four times faster
than ``copy.deepcopy``, which dispatches on every object in Python. The bytes never leave the process, so
marshal's version-dependent format does not matter. Anything marshal refuses (a subclass such as an
``IntEnum``, an object of another class) falls back to ``copy.deepcopy``: the result is the same either way.
"""

from __future__ import annotations

import copy
import marshal
from typing import Any, TypeVar

T = TypeVar("T")


def deep_copy(value: T) -> T:
    """An independent deep copy of JSON-like ``value`` (shared inner objects stay shared, as with deepcopy)."""
    data: Any = value
    try:
        copied: T = marshal.loads(marshal.dumps(data))
    except ValueError:
        return copy.deepcopy(value)
    return copied
