"""What an option costs and what it gives, as data: every interface shows it the same way.

A game answers ``GameRules.terms(state, seat, action)`` with :class:`Terms`: for each resource it names (a short
key of its own: ``ap``, ``coins``, ``shards``, ``fame``, a prop's kind …) how much the option costs and how much it
gives. While a move is asked step by step (``conjure.engine.flow``, stepwise decisions) an early step stands for
several complete moves: its terms are then a span, the least and the most over the moves it leads to (``1–3 AP``,
``0–6 coins``; a gain only where all of them give it).

The game names its resources (``Presentation.resource_name``); :func:`terms_text` writes the terms in a player's
language, the same line in the terminal, the web table's choices and the help; :meth:`Terms.to_json` is the form
sent to clients and research adapters.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from conjure.i18n import Texts

T = Texts("conjure.engine")

Span = tuple[int, int]  # the least and the most of one resource


def _spans(amounts: Mapping[str, int | Span]) -> dict[str, Span]:
    spans: dict[str, Span] = {}
    for key, amount in amounts.items():
        low, high = (amount, amount) if isinstance(amount, int) else amount
        if low or high:
            spans[key] = (int(low), int(high))
    return spans


@dataclass(frozen=True)
class Terms:
    """An option's cost and gain, resource by resource (a zero amount is left out)."""

    cost: Mapping[str, Span] = field(default_factory=dict)
    gain: Mapping[str, Span] = field(default_factory=dict)

    @classmethod
    def of(cls, cost: Mapping[str, int | Span] | None = None, gain: Mapping[str, int | Span] | None = None) -> Terms:
        """Terms from plain amounts (or spans): ``Terms.of(cost={"ap": 1, "coins": 4}, gain={"wood": 2})``."""
        return cls(_spans(cost or {}), _spans(gain or {}))

    @classmethod
    def spread(cls, many: Iterable[Terms]) -> Terms:
        """The span of several options' terms, resource by resource: the least and the most. A cost one of them does
        not name counts 0 there ("0–6 coins": a Learn, free above the fame threshold); a gain is named only if every
        one of them names it (a step towards a prop of any kind names no prop). Empty if ``many`` is."""
        found = list(many)
        return cls(_spread([t.cost for t in found], every=False), _spread([t.gain for t in found]))

    def __bool__(self) -> bool:
        return bool(self.cost or self.gain)

    def to_json(self) -> dict[str, Any]:
        """``{"cost": {"ap": 1, "coins": [2, 6]}, "gain": {...}}``: an amount, or [least, most] for a span."""
        return {"cost": _json(self.cost), "gain": _json(self.gain)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Terms:
        return cls.of(
            {k: _amount(v) for k, v in data.get("cost", {}).items()},
            {k: _amount(v) for k, v in data.get("gain", {}).items()},
        )


def _amount(value: Any) -> int | Span:
    return (int(value[0]), int(value[1])) if isinstance(value, list | tuple) else int(value)


def _json(spans: Mapping[str, Span]) -> dict[str, int | list[int]]:
    return {k: (low if low == high else [low, high]) for k, (low, high) in spans.items()}


def _spread(many: list[Mapping[str, Span]], every: bool = True) -> dict[str, Span]:
    """Each resource's least and most; ``every``: only those every one names, else any one (missing counts 0)."""
    if every:
        keys = [k for k in many[0] if all(k in spans for spans in many[1:])] if many else []
    else:
        keys = list(dict.fromkeys(k for spans in many for k in spans))
    zero = (0, 0)
    return {k: (min(s.get(k, zero)[0] for s in many), max(s.get(k, zero)[1] for s in many)) for k in keys}


Namer = Callable[[str, int, str], str]  # (resource, amount, lang) → "3 coins"


def amounts_text(spans: Mapping[str, Span], name: Namer, lang: str) -> str:
    """``2 AP, 1–4 coins``: each amount named by the game (a span by its most, for the plural)."""
    parts = []
    for key, (low, high) in spans.items():
        if not high:
            continue  # nothing of it, whichever move (a span of costs counts a missing one as 0)
        named = name(key, high, lang)
        parts.append(named if low == high else named.replace(str(high), f"{low}–{high}", 1))
    return ", ".join(parts)


def terms_text(terms: Terms | None, name: Namer, lang: str = "en") -> str:
    """``costs 1 AP, 3 coins · gives 2 Wood`` in ``lang``; '' for no terms."""
    if not terms:
        return ""
    parts = []
    if terms.cost:
        parts.append(T.tr(lang, "costs {amounts}", amounts=amounts_text(terms.cost, name, lang)))
    if terms.gain:
        parts.append(T.tr(lang, "gives {amounts}", amounts=amounts_text(terms.gain, name, lang)))
    return " · ".join(parts)
