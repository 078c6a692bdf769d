"""Which build runs: the compiled extension modules (see setup.py) or the Python sources they were compiled from.

The build leaves ``compiled.json`` beside this file: the modules it compiled and a hash of each source. Imported
first by the package, :func:`guard` makes those modules load from their sources instead when

- the environment variable ``CONJURE_PURE`` is set to anything but ``0`` or empty (the pure build, without
  reinstalling), or
- any of their sources has changed since it was compiled (an editable install being worked on): compiled modules
  call one another directly, so a changed one means none of them is used, and stale compiled code never runs.

This module is never compiled itself; the package imports it first, and importing it guards.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
MANIFEST = HERE / "compiled.json"

why_pure: str | None = None  # why the sources run (None: the compiled modules do, if the build made any)


def _manifest() -> dict[str, str]:
    try:
        data = json.loads(MANIFEST.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def _source(module: str) -> Path:
    return HERE.parent.joinpath(*module.split(".")).with_suffix(".py")


def _stale(modules: dict[str, str]) -> str | None:
    for module, digest in sorted(modules.items()):
        try:
            found = hashlib.sha256(_source(module).read_bytes()).hexdigest()
        except OSError:
            return f"the source of {module} is missing"
        if found != digest:
            return f"{module} changed since it was compiled (pip install -e . compiles it again)"
    return None


class _Sources:
    """A finder that loads the listed modules from their ``.py`` sources, never their extension modules."""

    def __init__(self, modules: set[str]) -> None:
        self.modules = modules

    def find_spec(
        self, fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.modules:
            return None
        source = _source(fullname)
        return importlib.util.spec_from_file_location(fullname, source) if source.exists() else None


def guard() -> None:
    """Load the compiled modules from their sources if the build is to run pure (see the module's notes)."""
    global why_pure
    modules = _manifest()
    if not modules:
        why_pure = "the build compiled nothing"
        return
    if os.environ.get("CONJURE_PURE", "") not in ("", "0"):
        why_pure = "CONJURE_PURE is set"
    else:
        why_pure = _stale(modules)
    if why_pure is not None:
        sys.meta_path.insert(0, _Sources(set(modules)))


def compiled() -> list[str]:
    """The modules of this package that run compiled now (extension modules), sorted."""
    return sorted(
        name
        for name, module in list(sys.modules.items())
        if name.startswith("conjure.") and (getattr(module, "__file__", None) or "").endswith((".so", ".pyd"))
    )


guard()
