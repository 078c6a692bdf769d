"""Building Incantibus positions by hand for rulebook scenarios."""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
import types
from collections import Counter
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

import conjure
from conjure.engine import Game
from conjure.games import incantibus

TWIN = "_incantibus_pure"  # the name the rules modules' interpreted twin is imported under
PACKAGE = Path(incantibus.__file__).parent

ALL_PILES = ("visible", "hidden", "potions", "books", "wizards")


def new(players: int = 4, mode: str = "apprentice", seed: int = 1) -> Game:
    return conjure.new_game("incantibus", players=players, seed=seed, options={"mode": mode})


def locations(state: dict[str, Any]) -> Counter[int]:
    """How many places hold each token id (every id must be in exactly one)."""
    held: Counter[int] = Counter()
    for pile in ALL_PILES:
        held.update(state["box"][pile])
    held.update(state["specials"])
    held.update(state["moat"])
    if state["room"]:
        held.update(s["id"] for s in state["room"]["slots"] if s)
    held.update(t for t in state["potions"] if t is not None)
    held.update(t for t in state["books"] if t is not None)
    held.update(state["wizards"]["up"])
    held.update(state["wizards"]["down"])
    if state["crypt"]:
        held.update(s["id"] for s in state["crypt"] if s)
    for seat in state["seats"]:
        held.update(seat["tokens"])
        held.update(seat["pocket_tokens"])
    for task in state["tasks"]:
        while task:
            if "token" in task and task.get("decline") != "room":  # a Video target still lies in the room
                held[task["token"]] += 1
            task = task.get("then")
    return held


def assert_conserved(state: dict[str, Any]) -> None:
    held = locations(state)
    assert sorted(held) == list(range(len(state["kind"]))), "a token was lost or created"
    assert max(held.values()) == 1, f"tokens in two places: {[t for t, n in held.items() if n > 1]}"


def _detach(state: dict[str, Any], token: int) -> None:
    for pile in ALL_PILES:
        if token in state["box"][pile]:
            state["box"][pile].remove(token)
            return
    for pile in (state["specials"], state["moat"], state["wizards"]["up"], state["wizards"]["down"]):
        if token in pile:
            pile.remove(token)
            return
    for seat in state["seats"]:
        if token in seat["tokens"]:
            seat["tokens"].remove(token)
            return
    for row in (state["potions"], state["books"]):
        if token in row:
            row[row.index(token)] = None
            return
    if state["room"]:
        for i, slot in enumerate(state["room"]["slots"]):
            if slot and slot["id"] == token:
                state["room"]["slots"][i] = None
                return
    raise AssertionError(f"token {token} not found")


def fetch(state: dict[str, Any], kind: str, avoid: set[int] | None = None) -> int:
    """Take a token of ``kind`` from wherever it is (box first) and return its id, detached."""
    avoid = avoid or set()
    candidates = [t for t, k in enumerate(state["kind"]) if k == kind and t not in avoid]
    boxed = [t for t in candidates if any(t in state["box"][p] for p in ALL_PILES) or t in state["specials"]]
    token = (boxed or candidates)[0]
    _detach(state, token)
    return token


def set_room(state: dict[str, Any], slots: list[tuple[str, bool]]) -> None:
    """Replace the room's tokens (returned to the box) by these (kind, face up) tokens."""
    for slot in state["room"]["slots"]:
        if slot:
            pile = "visible" if slot["up"] else "hidden"
            state["box"][pile].append(slot["id"])
    state["room"]["slots"] = []
    for kind, up in slots:
        state["room"]["slots"].append({"id": fetch(state, kind), "up": up})


def give(state: dict[str, Any], seat: int, *kinds: str) -> list[int]:
    ids = [fetch(state, k) for k in kinds]
    state["seats"][seat]["tokens"].extend(ids)
    return ids


def set_potions(state: dict[str, Any], *kinds: str) -> None:
    for i, token in enumerate(state["potions"]):
        if token is not None:
            state["box"]["potions"].append(token)
            state["potions"][i] = None
    for i, kind in enumerate(kinds):
        state["potions"][i] = fetch(state, kind)


def set_wands(state: dict[str, Any], *wands: int) -> None:
    for seat, wand in enumerate(wands):
        state["seats"][seat]["wand"] = wand


def kinds(game: Game, seat: int) -> list[str]:
    return sorted(game.state["kind"][t] for t in game.state["seats"][seat]["tokens"])


def moat(game: Game) -> list[str]:
    return sorted(game.state["kind"][t] for t in game.state["moat"])


def play_all(game: Game, choices: dict[int, str]) -> None:
    for seat, action in choices.items():
        game.apply(seat, action)


class _TwinSources(importlib.abc.MetaPathFinder):
    """Loads ``_incantibus_pure.<module>`` from Incantibus's ``<module>.py`` source, never its extension module."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None = None, target: types.ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not fullname.startswith(TWIN + "."):
            return None
        source = PACKAGE.joinpath(*fullname.split(".")[1:]).with_suffix(".py")
        return importlib.util.spec_from_file_location(fullname, source) if source.exists() else None


@cache
def pure_twin() -> Any:
    """Incantibus's rules modules imported once more from their sources, as the package ``_incantibus_pure``
    (its own ``FLOW`` with its own kinds registered): interpreted even on the compiled build. The sameness tests
    patch the old code into the twin, where a patched module function reaches its callers (a compiled caller calls
    its compiled callee directly), and compare its games with those of the package as built."""
    package = types.ModuleType(TWIN)
    package.__path__ = [str(PACKAGE)]
    sys.modules[TWIN] = package
    sys.meta_path.insert(0, _TwinSources())
    for name in ("flow", "spell_phase", "gains", "spells", "scoring", "view"):
        module = importlib.import_module(f"{TWIN}.{name}")
        assert module.__spec__ is not None and str(module.__spec__.origin).endswith(".py")
    return package
