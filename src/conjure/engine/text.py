"""Language helpers shared by every game's texts: plural forms for cs, en and de."""

from __future__ import annotations

LANGS = ("cs", "en", "de")


def plural_index(n: int, lang: str) -> int:
    """Which plural form ``n`` takes: en/de 0 = one, 1 = other; cs 0 = one, 1 = few (2–4), 2 = many (CLDR)."""
    n = abs(n)
    if n == 1:
        return 0
    if lang == "cs":
        return 1 if 2 <= n <= 4 else 2
    return 1


def plural(n: int, lang: str, forms: dict[str, tuple[str, ...]]) -> str:
    """``n`` followed by the right word: ``plural(2, "cs", {"cs": ("bod", "body", "bodů"), ...})`` → ``2 body``.

    A language missing from ``forms`` falls back to English; a tuple shorter than needed uses its last form.
    """
    words = forms.get(lang) or forms["en"]
    return f"{n} {words[min(plural_index(n, lang), len(words) - 1)]}"
