"""A tiny text domain for the translation tests: one text, one count, one context."""

from __future__ import annotations

from conjure.i18n import Texts

T = Texts("tests.engine.i18n_sample")


def coins(lang: str, n: int) -> str:
    return T.ntr(lang, "{n} coin", "{n} coins", n)


def greeting(lang: str, who: str) -> str:
    return T.tr(lang, "Hello, {who}", who=who)


def stone(lang: str) -> str:
    return T.ptr(lang, "material", "stone")
