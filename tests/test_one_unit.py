"""A game is one unit (issue 28): no code outside ``src/conjure/games/`` names a game, and no test outside the
per-game test folders lists the games by hand (the shared suites take them from the registry)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import conjure
from conjure.engine import all_rules, registry

SRC = Path(conjure.__file__).parent
TESTS = Path(__file__).parent
# a game named outside its package on purpose: the package's tagline and example, the benchmarks' default game
ALLOWED = {
    "__init__.py": ('"""Conjure: four magic-themed board games', '>>> g = conjure.new_game("incantibus"'),
    "cli/app.py": ('help="Conjure: Djinn, Trickerion, Insula and Incantibus, rules-exactly."',),
    "web/bench.py": ("--game incantibus``", 'parser.add_argument("--game", default="incantibus")'),
    "web/bench_push.py": ('parser.add_argument("--game", default="incantibus")',),
    "web/probe.py": (
        '\'{"game": "djinn", "players": 2, "options"',
        'json={"game": "djinn", "players": 2}',
    ),  # its table
    "interop/bench.py": ('CONFIGS: list[Config] = [("incantibus", 3, {})',),
    "interop/gym.py": ('>>> env = cg.make("djinn"',),  # the adapters' examples
    "interop/pettingzoo.py": ('>>> env = cz.env("incantibus"',),
}


def _names() -> set[str]:
    """The names of the games of ``conjure.games`` and their longer aliases (a short one, such as ``ins``, is a part
    of many words; a game the tests register, such as ``draft``, may be a plain word)."""
    return {
        name
        for rules in all_rules()
        for name in (rules.name, *rules.aliases)
        if len(name) > 3 and (registry.package(rules.name) or "").startswith("conjure.games.")
    }


def test_no_code_outside_the_games_names_a_game() -> None:
    pattern = re.compile(r"\b(" + "|".join(re.escape(n) for n in sorted(_names())) + r")\b", re.IGNORECASE)
    named = []
    for path in sorted(SRC.rglob("*.py")):
        where = path.relative_to(SRC).as_posix()
        if where.startswith("games/"):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line) and not any(allowed in line for allowed in ALLOWED.get(where, ())):
                named.append(f"{where}:{number}: {line.strip()}")
    assert named == []


def _listed(node: ast.AST, games: set[str]) -> set[str]:
    """The games a literal collection names: its strings, a tuple's first item, a dict's keys."""
    items = node.keys if isinstance(node, ast.Dict) else getattr(node, "elts", [])
    found = set()
    for item in items:
        if isinstance(item, ast.Tuple) and item.elts:
            item = item.elts[0]
        if isinstance(item, ast.Constant) and isinstance(item.value, str) and item.value in games:
            found.add(item.value)
    return found


def test_no_shared_test_lists_the_games_by_hand() -> None:
    games = {rules.name for rules in all_rules()}
    own = {TESTS / name for name in games} | {p.parent for p in TESTS.rglob("suite.py")}  # the per-game folders
    listed = []
    for path in sorted(TESTS.rglob("*.py")):
        if any(folder in path.parents for folder in own):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.List, ast.Tuple, ast.Set, ast.Dict)) and len(_listed(node, games)) > 1:
                listed.append(f"{path.relative_to(TESTS)}:{node.lineno}")
    assert listed == []


def test_the_guard_sees_a_list_of_games() -> None:
    games = {"alpha", "beta"}
    assert _listed(ast.parse('[("alpha", 2), ("beta", 3)]', mode="eval").body, games) == games
    assert _listed(ast.parse('{"alpha": 1, "beta": 2}', mode="eval").body, games) == games
    assert _listed(ast.parse('("alpha", "gamma")', mode="eval").body, games) == {"alpha"}
