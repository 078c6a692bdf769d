"""Stable action catalogs: every action id a game can ever offer, numbered once and for ever.

A catalog file ``actions.v<N>.json`` lies in the game's package. Version 1 is the sorted list its generator
(``conjure.games.<game>.interop.catalog_ids``, from the component data) gave; a later version keeps every id of
the one before at its index and appends the new ids, sorted, after them, so an index never changes its meaning
and an id is never reused (ids the generator no longer gives stay, listed as ``retired``, and are never legal).
The catalog is one per game, for all its player counts and options: the same ``Discrete(A)`` everywhere, each
configuration masking what it cannot offer.

``python -m conjure.interop.catalog`` checks that every file matches its generator; ``--write`` writes a new
version where the generator gives something new.
"""

from __future__ import annotations

import argparse
import json
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from conjure.engine.errors import ConjureError
from conjure.interop.spec import Spec, interop_games, spec_of

_FILE = re.compile(r"actions\.v(\d+)\.json$")


@dataclass(frozen=True)
class Catalog:
    """One version of a game's catalog: ``ids[i]`` is action number ``i``."""

    game: str
    version: int
    ids: tuple[str, ...]
    retired: frozenset[str] = frozenset()
    index: dict[str, int] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self.index.update({action_id: i for i, action_id in enumerate(self.ids)})

    def __len__(self) -> int:
        return len(self.ids)

    def number(self, action_id: str) -> int:
        """The index of ``action_id``; a ConjureError when the catalog lacks it (the generator missed a case)."""
        found = self.index.get(action_id)
        if found is None:
            raise ConjureError(
                f"{self.game}: action {action_id!r} is not in its catalog v{self.version}; "
                "run `python -m conjure.interop.catalog --write` and raise the game's ENV_VERSION"
            )
        return found

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "version": self.version,
            "generator": "python -m conjure.interop.catalog --write",
            "size": len(self.ids),
            "retired": sorted(self.retired),
            "ids": list(self.ids),
        }


def versions(spec: Spec) -> list[int]:
    """The catalog versions stored for a game, oldest first."""
    found = [int(m.group(1)) for p in spec.folder.iterdir() if (m := _FILE.match(p.name))]
    return sorted(found)


def read(spec: Spec, version: int) -> Catalog:
    data = json.loads((spec.folder / f"actions.v{version}.json").read_text(encoding="utf-8"))
    return Catalog(spec.name, int(data["version"]), tuple(data["ids"]), frozenset(data["retired"]))


@cache
def catalog_of(name: str) -> Catalog:
    """The newest catalog of game ``name``."""
    spec = spec_of(name)
    found = versions(spec)
    if not found:
        raise ConjureError(f"{spec.name} has no catalog file; run `python -m conjure.interop.catalog --write`")
    return read(spec, found[-1])


def next_catalog(spec: Spec) -> Catalog | None:
    """The catalog the generator asks for now, or None when the newest stored one already matches it."""
    generated = set(spec.generate())
    found = versions(spec)
    if not found:
        return Catalog(spec.name, 1, tuple(sorted(generated)))
    latest = read(spec, found[-1])
    new = sorted(generated - set(latest.ids))
    retired = frozenset(set(latest.ids) - generated)
    if not new and retired == latest.retired:
        return None
    return Catalog(spec.name, latest.version + 1, latest.ids + tuple(new), retired)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m conjure.interop.catalog", description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", help="games (default: every game with an interop module)")
    parser.add_argument("--write", action="store_true", help="write a new version where the generator changed")
    args = parser.parse_args(argv)
    stale = 0
    for name in args.games or interop_games():
        spec = spec_of(name)
        wanted = next_catalog(spec)
        if wanted is None:
            print(
                f"{spec.name}: catalog v{versions(spec)[-1]} matches its generator ({len(catalog_of(spec.name))} ids)"
            )
            continue
        if args.write:
            path = spec.folder / f"actions.v{wanted.version}.json"
            path.write_text(json.dumps(wanted.to_json(), indent=0) + "\n", encoding="utf-8")
            print(f"{spec.name}: wrote {path.name} ({len(wanted)} ids, {len(wanted.retired)} retired)")
        else:
            stale += 1
            print(f"{spec.name}: the generator differs from the newest catalog; run with --write")
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
