"""Deep copies of game states: what a clone for search, a save and a load all need, fast.

A state is JSON-like data (dicts, lists, strings, ints, floats, bools, None) and a tree: no list or dict in it is
reached twice (a save's JSON round trip could not keep such sharing, so no game relies on it;
tests/engine/test_same_copies.py checks every game's states and events in seeded random games). Compiled, a copy
walks the tree (:func:`_tree`): each dict and list copied as a whole (``dict.copy``/``list.copy``, in C), then the
dicts and lists among its values copied in turn; the strings and numbers are shared, as they are immutable (a
search's determinization copied so keeps its strings' cached hashes, and no string is interned again). Interpreted
(the pure build), where that walk would run in Python, a round trip through the standard library's ``marshal``
(written in C, for exactly these built-in types) copies it about four times faster than ``copy.deepcopy``, which
dispatches on every object in Python; the bytes never leave the process, so marshal's version-dependent format does
not matter. Anything either way refuses (a subclass such as an ``IntEnum``, a tuple, a set, an object of another
class) falls back to ``copy.deepcopy``: the result is equal either way.
"""

from __future__ import annotations

import copy
import marshal
import types
from typing import Any, Final, TypeVar

T = TypeVar("T")


def _native() -> bool:
    """Whether this module runs compiled (a compiled function is not a Python function object)."""
    return not isinstance(_native, types.FunctionType)


_NATIVE: Final = _native()


class _Foreign(Exception):
    """A value of a type the tree copy does not copy (:func:`_tree`): the whole value is copied the old way."""


def deep_copy(value: T) -> T:
    """An independent deep copy of JSON-like ``value`` (a tree: see the module's notes)."""
    data: Any = value
    if _NATIVE:
        kind = type(data)
        if kind is dict or kind is list:
            try:
                made: Any = _dict(data) if kind is dict else _list(data)
            except _Foreign:
                return marshal_copy(value)
            copied: T = made
            return copied
    return marshal_copy(value)


def marshal_copy(value: T) -> T:
    """A deep copy by a round trip through ``marshal`` (``copy.deepcopy`` for what marshal refuses)."""
    data: Any = value
    try:
        copied: T = marshal.loads(marshal.dumps(data))
    except ValueError:
        return copy.deepcopy(value)
    return copied


def _dict(found: dict[Any, Any]) -> dict[Any, Any]:
    """A copy of a dict of the tree (its keys, strings or ints, shared)."""
    out = found.copy()
    for key, value in found.items():
        if not (type(key) is str or type(key) is int):
            raise _Foreign
        kind = type(value)
        if kind is dict:
            out[key] = _dict(value)
        elif kind is list:
            out[key] = _list(value)
        elif not (kind is str or kind is int or value is None or kind is bool or kind is float):
            raise _Foreign
    return out


def _list(found: list[Any]) -> list[Any]:
    """A copy of a list of the tree."""
    out = found.copy()
    i = 0
    for value in found:
        kind = type(value)
        if kind is dict:
            out[i] = _dict(value)
        elif kind is list:
            out[i] = _list(value)
        elif not (kind is str or kind is int or value is None or kind is bool or kind is float):
            raise _Foreign
        i += 1
    return out
