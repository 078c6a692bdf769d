"""Translations: gettext catalogs per text domain, in Czech, English and German.

Each package with player-facing text keeps ``locale/cs.po`` and ``locale/de.po`` beside its code (English
is the source language: the message ids *are* the English texts, so English needs no catalog). Babel
reads a catalog and compiles it in memory on first use; there is no build step and no binary file.

In code, a domain is a :class:`Texts` object; its four methods are what the extractor looks for::

    T = Texts("conjure.cli")
    T.tr(lang, "Saved to {path}", path=p)                         # a text
    T.ptr(lang, "table", "round")                                  # a text with a context
    T.ntr(lang, "{n} coin", "{n} coins", n)                        # a count: cs has 3 forms, en/de 2
    T.nptr(lang, "piece", "{n} sheep", "{n} sheep", n)             # both

A table of texts chosen at run time marks each entry for the catalog with :func:`N_` (a text) or :func:`Nn_`
(a count's two English forms) and translates the chosen one later::

    ACTIONS = {"brew": N_("Brew the {kind}"), ...}
    T.get(lang, ACTIONS[kind], kind=...)
    POINTS = Nn_("{n} point", "{n} points")
    T.count(lang, POINTS, 3)                                       # 3 body, 3 points, 3 Punkte

``conjure.i18n.extract(package)`` lists the messages a package uses (Babel's extractor, run by the
test that fails when a catalog lacks a translation); ``python -m conjure.i18n PACKAGE`` writes the
missing entries into its catalogs for a translator to fill in.
"""

from __future__ import annotations

import gettext
import importlib.resources
import io
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

LANGS = ("cs", "en", "de")


def known_lang(lang: str) -> str:
    """``lang`` if it is one of :data:`LANGS`, else English (the language of the message ids)."""
    return lang if lang in LANGS else "en"


TRANSLATED = ("cs", "de")  # English is the source language
KEYWORDS: dict[str, Any] = {
    "tr": (2,),
    "ntr": (2, 3),
    "ptr": ((2, "c"), 3),
    "nptr": ((2, "c"), 3, 4),
    "N_": (1,),
    "Nn_": (1, 2),
    "Np_": ((1, "c"), 2),
    "Nnp_": ((1, "c"), 2, 3),
}


class Counted(NamedTuple):
    """A count's English forms (both with ``{n}``), marked for the catalog by :func:`Nn_` (or :func:`Nnp_`)."""

    singular: str
    plural: str
    context: str | None = None


class InContext(NamedTuple):
    """A text with its context, marked for the catalog by :func:`Np_` (one English word, two translations)."""

    context: str
    message: str


def N_(message: str) -> str:
    """Mark ``message`` for the catalog; it is translated where it is used (``T.get(lang, message)``)."""
    return message


def Nn_(singular: str, plural: str) -> Counted:
    """Mark a count's two English forms for the catalog; ``T.count(lang, forms, n)`` translates them."""
    return Counted(singular, plural)


def Nnp_(context: str, singular: str, plural: str) -> Counted:
    """Mark a count's two English forms with a context (the same words, another grammatical case)."""
    return Counted(singular, plural, context)


def Np_(context: str, message: str) -> InContext:
    """Mark a text with a context for the catalog; ``T.get(lang, marked)`` translates it in that context."""
    return InContext(context, message)


def catalog_path(package: str, lang: str) -> Path:
    return Path(str(importlib.resources.files(package))) / "locale" / f"{lang}.po"


@cache
def _translations(package: str, lang: str) -> gettext.NullTranslations:
    path = catalog_path(package, lang)
    if lang not in TRANSLATED or not path.exists():
        return gettext.NullTranslations()
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


@dataclass(frozen=True)
class Texts:
    """The translated texts of one package (its ``locale/`` folder)."""

    package: str

    def tr(self, lang: str, message: str, **fields: Any) -> str:
        return _fill(_translations(self.package, lang).gettext(message), fields)

    def get(self, lang: str, marked: str | InContext, **fields: Any) -> str:
        """A text marked with :func:`N_` or :func:`Np_` elsewhere (``tr`` is for a literal the extractor sees)."""
        if isinstance(marked, InContext):
            return self.ptr(lang, marked.context, marked.message, **fields)
        return self.tr(lang, marked, **fields)

    def ptr(self, lang: str, context: str, message: str, **fields: Any) -> str:
        return _fill(_translations(self.package, lang).pgettext(context, message), fields)

    def ntr(self, lang: str, singular: str, plural: str, n: int, **fields: Any) -> str:
        return _fill(_translations(self.package, lang).ngettext(singular, plural, n), {"n": n, **fields})

    def nptr(self, lang: str, context: str, singular: str, plural: str, n: int, **fields: Any) -> str:
        text = _translations(self.package, lang).npgettext(context, singular, plural, n)
        return _fill(text, {"n": n, **fields})

    def table(self, lang: str, marked: Mapping[str, str | InContext]) -> dict[str, str]:
        """A table of marked texts (``{"done": N_("done"), ...}``) with every entry in ``lang``."""
        key = (self.package, lang, id(marked))
        found = _TABLES.get(key)
        if found is None or found[0] is not marked:
            found = _TABLES[key] = (marked, {k: self.get(lang, v) for k, v in marked.items()})
        return found[1]

    def count(self, lang: str, forms: Counted, n: int, **fields: Any) -> str:
        """A count marked with :func:`Nn_`, in ``lang``'s plural form for ``n``."""
        if forms.context is not None:
            return self.nptr(lang, forms.context, forms.singular, forms.plural, n, **fields)
        return self.ntr(lang, forms.singular, forms.plural, n, **fields)


_TABLES: dict[tuple[str, str, int], tuple[Mapping[str, Any], dict[str, str]]] = {}  # tables are module constants


def _fill(text: str, fields: dict[str, Any]) -> str:
    return text.format(**fields) if fields else text


def extract(package: str) -> Catalog:
    """Every message the package's code passes to a :class:`Texts` method, as a template catalog."""
    folder = Path(str(importlib.resources.files(package)))
    template = Catalog()
    for filename, lineno, message, comments, context in extract_from_dir(
        folder, method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=("i18n:",)
    ):
        template.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return template


def missing(package: str, lang: str) -> list[str]:
    """The messages used in code that ``lang``'s catalog does not translate (untranslated, fuzzy or absent)."""
    path = catalog_path(package, lang)
    catalog = read_po(path.open("rb"), locale=lang) if path.exists() else Catalog(locale=lang)
    gaps = []
    for message in extract(package):
        if not message.id:
            continue
        found = catalog.get(message.id, message.context)
        strings = found.string if found is not None else None
        filled = all(strings) if isinstance(strings, (list, tuple)) else bool(strings)
        if found is None or found.fuzzy or not filled:
            gaps.append(_describe(message.id, message.context))
    return gaps


def _describe(message_id: str | tuple[str, ...] | list[str], context: str | None) -> str:
    text = message_id if isinstance(message_id, str) else " / ".join(message_id)
    return f"{context}: {text}" if context else text


def update(package: str) -> None:
    """Add the messages the code uses to each catalog (empty, for a translator); drop obsolete ones."""
    template = extract(package)
    for lang in TRANSLATED:
        path = catalog_path(package, lang)
        catalog = read_po(path.open("rb"), locale=lang) if path.exists() else Catalog(locale=lang)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.project, catalog.version, catalog.fuzzy = "Conjure", "", False
        catalog.copyright_holder = "the Conjure authors"
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as handle:
            write_po(handle, catalog, width=100, ignore_obsolete=True, sort_output=True, include_lineno=False)


if __name__ == "__main__":
    for name in sys.argv[1:] or ["conjure.cli"]:
        update(name)
        for lang in TRANSLATED:
            print(f"{name} {lang}: {len(missing(name, lang))} messages to translate")
