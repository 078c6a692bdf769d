"""The build: the engine's and the games' hot modules compiled to C extension modules by mypyc, from the same Python source.

``pip install .`` and ``pip install -e .`` compile the modules of ``COMPILED`` where a C compiler is found; the
installed package then imports the extension modules instead of the sources (an editable install builds them in
place, beside the sources). The pure-Python build, which behaves identically, is made instead when

- the environment variable ``CONJURE_PURE`` is set to anything but ``0`` or empty,
- no C compiler is found, or mypyc (which ships with mypy) cannot be imported,
- or compiling fails: the install goes on pure and says why.

A pure build removes the extension modules an earlier compiled build left beside the sources. Every build writes
``src/conjure/compiled.json`` (the compiled modules and a hash of each source); at import, ``conjure._build``
loads the sources instead of the extension modules when the variable ``CONJURE_PURE`` is set, or when a source has
changed since it was compiled (an editable install being worked on), so stale compiled code never runs.

What is compiled, and why the rest is not, is written down in docs/benchmarks.md ("The compiled build").
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import sysconfig
import tomllib
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
SRC = ROOT / "src"
MANIFEST = SRC / "conjure" / "compiled.json"

# the engine's core (each game names its own in its build.toml, below), where the profile says a decision's and a search iteration's time goes (docs/benchmarks.md)
# (engine/rng.py draws on 32-bit halves held in i64 when compiled: SplitMix64's 64-bit values exceed mypyc's tagged ints;
# not engine/flow.py: FlowRules, which every game's rules class subclasses, stays interpreted there)
ENGINE = [
    "conjure/engine/copies.py",
    "conjure/engine/actions.py",
    "conjure/engine/machine.py",
    "conjure/engine/game.py",
    "conjure/engine/bots.py",
    "conjure/engine/rng.py",
]


def _games_modules() -> list[str]:
    """The modules each game compiles, named in its own package (a game is one unit: nothing here names one): the
    ``compiled`` list of ``src/conjure/games/<game>/build.toml``, paths inside that package; a game without the file
    compiles nothing. Read as data, so the build never imports the package."""
    found: list[str] = []
    for listing in sorted((SRC / "conjure" / "games").glob("*/build.toml")):
        package = listing.parent.relative_to(SRC).as_posix()
        for name in tomllib.loads(listing.read_text(encoding="utf-8")).get("compiled", []):
            if not (listing.parent / name).is_file():
                raise SystemExit(f"conjure: {listing} names {name!r}, which is not a module of that package")
            found.append(f"{package}/{name}")
    return found


COMPILED = ENGINE + _games_modules()


def _module(path: str) -> str:
    return path.removesuffix(".py").replace("/", ".")


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _why_pure() -> str | None:
    """Why this build is pure (None: it compiles)."""
    if os.environ.get("CONJURE_PURE", "") not in ("", "0"):
        return "CONJURE_PURE is set"
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(os.environ.get("CC", compiler).split()[0]) is None:
        return f"no C compiler ({compiler}) was found"
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        return "mypyc (it ships with mypy) cannot be imported"
    return None


def _remove_compiled() -> None:
    """Remove the extension modules an earlier build left in the source tree (an editable install builds them in
    place): before a pure build, and before a compiled one (whose list of modules may have changed)."""
    for found in [*SRC.glob("*__mypyc*.so"), *SRC.glob("*__mypyc*.pyd")]:
        found.unlink()
    for found in [*(SRC / "conjure").rglob("*.so"), *(SRC / "conjure").rglob("*.pyd")]:
        if found.with_name(found.name.split(".", 1)[0] + ".py").exists():  # an extension module of a source
            found.unlink()


def _write_manifest(modules: list[str]) -> None:
    MANIFEST.write_text(
        json.dumps({_module(p): _digest(SRC / p) for p in modules}, indent=1, sort_keys=True) + "\n", encoding="utf-8"
    )


class OptionalBuild(build_ext):
    """Compile the extension modules; if that fails, say why and leave the build pure."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as failure:  # a compiler error of any kind: the pure build behaves the same
            print(f"conjure: compiling failed ({failure}); installing pure Python", file=sys.stderr)
            _remove_compiled()
            _write_manifest([])
            self.extensions = []


def _extensions() -> list[object]:
    why = _why_pure()
    if why is not None:
        print(f"conjure: pure-Python build ({why})", file=sys.stderr)
        _remove_compiled()
        _write_manifest([])
        return []
    from mypyc.build import mypycify

    _remove_compiled()
    _write_manifest(COMPILED)
    # the build environment lacks the project's own dependencies: their types are Any here (mypy's strict check of
    # all of src, in CI, vouches for them), and so a `type: ignore` about them may be unused here, and a value of
    # theirs returned as it is (rich's `escape` in a game's words, which a compiled module's imports reach through
    # its package) is Any returned where a `str` is declared: not an error here, as mypy's check with them shows
    options = ["--ignore-missing-imports", "--no-warn-unused-ignores", "--no-warn-return-any"]
    return list(
        mypycify([f"src/{p}" for p in COMPILED] + options, opt_level="3", target_dir=str(ROOT / "build" / "mypyc"))
    )


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuild})
