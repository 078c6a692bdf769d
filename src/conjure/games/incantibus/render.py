"""The table as terminal text (Rich markup): what each thing is worth and does, and how full each suitcase is."""

from __future__ import annotations

from typing import Any

from rich.markup import escape

from conjure.engine.text import plural
from conjure.games.incantibus.data import DATA
from conjure.games.incantibus.guide import cs_from, paid_item, progress
from conjure.games.incantibus.labels import (
    SPELLS,
    kind_name,
    kind_note,
    need_text,
    player,
    points,
    room_name,
    short_name,
    spell_effect,
)

KINDS = DATA.kinds
FIELDS = ("ingredient", "weapon", "monster", "gold", "potion", "book")

HEAD = {"room": {"cs": "Místnost", "en": "Room", "de": "Raum"},
        "crypt": {"cs": "Krypta – závěrečný souboj", "en": "The crypt – the final duel", "de": "Die Krypta – das Abschlussduell"},
        "potions": {"cs": "Lektvary (uvaříte je z uvedených ingrediencí)", "en": "Potions (brewed from the ingredients shown)",
                    "de": "Tränke (gebraut aus den genannten Zutaten)"},
        "books": {"cs": "Kouzelné knihy (ovládnete je odevzdáním uvedených žetonů)",
                  "en": "Spell books (mastered by handing in what is shown)",
                  "de": "Zauberbücher (gemeistert durch Abgabe des Genannten)"},
        "spells": {"cs": "Kouzla lícem nahoru (sešle je, kdo získá žeton kouzla; {deck} v balíčku)",
                   "en": "Face-up spells (cast by whoever gains a spell token; {deck} in the deck)",
                   "de": "Offene Zauber (gewirkt von dem, der ein Zauberplättchen bekommt; {deck} im Stapel)"},
        "wizards": {"cs": "Čarodějové (porazíte je v kryptě jejich slabinou)", "en": "Wizards (beaten in the crypt with their weakness)",
                    "de": "Zauberer (in der Krypta mit ihrer Schwäche zu besiegen)"},
        "specials": {"cs": "Speciální žetony v zásobě", "en": "Special tokens in the supply", "de": "Spezialplättchen im Vorrat"},
        "moat": {"cs": "Příkop", "en": "Moat", "de": "Burggraben"},
        "hidden": {"cs": "skrytý žeton", "en": "hidden token", "de": "verdecktes Plättchen"},
        "hidden_wizard": {"cs": "skrytý čaroděj", "en": "hidden wizard", "de": "verdeckter Zauberer"},
        "you_saw": {"cs": "viděli jste", "en": "you saw", "de": "du hast gesehen"},
        "wand": {"cs": "hůlka", "en": "wand", "de": "Stab"},
        "ready": {"cs": "má vybráno", "en": "has chosen", "de": "hat gewählt"},
        "out": {"cs": "hůlka odložena", "en": "wand put down", "de": "Stab abgelegt"},
        "left": {"cs": "zbývající místnosti", "en": "rooms left", "de": "verbleibende Räume"},
        "legend": {"cs": "Kufry (pole obsazená/všechna):", "en": "Suitcases (fields taken/all):",
                   "de": "Koffer (Felder belegt/alle):"},
        "pay": {"cs": "{who} platí za {item} (potřeba: {need}): odevzdáno {done} {z} {total}.",
                "en": "{who} is paying for {item} (needed: {need}): {done} of {total} handed in.",
                "de": "{who} zahlt für {item} (nötig: {need}): {done} von {total} abgegeben."},
        "stack_spell": {"cs": "žetony kouzel", "en": "spell tokens", "de": "Zauberplättchen"},
        "stack_wizard": {"cs": "poražení čarodějové", "en": "wizards beaten", "de": "besiegte Zauberer"},
        "pockets": {"cs": "kapsy", "en": "pockets", "de": "Taschen"},
        "wand_rule": {"cs": "Hůlka: o stejný cíl vyhrává nejsilnější a pak si ji vymění s nejslabší",
                      "en": "Wand: the strongest wins a shared target, then swaps with the weakest",
                      "de": "Stab: bei gleichem Ziel gewinnt der stärkste und tauscht dann mit dem schwächsten"},
        "wand_points": {"cs": "; na konci hry přidá body podle své síly", "en": "; at the end it adds its strength to the points",
                        "de": "; am Spielende zählt seine Stärke als Punkte"}}
FIELD_NAMES = {"ingredient": {"cs": "ingredience", "en": "ingredients", "de": "Zutaten"},
               "weapon": {"cs": "zbraně", "en": "weapons", "de": "Waffen"},
               "monster": {"cs": "příšery", "en": "monsters", "de": "Monster"},
               "gold": {"cs": "zlato", "en": "gold", "de": "Gold"},
               "potion": {"cs": "lektvary", "en": "potions", "de": "Tränke"},
               "book": {"cs": "knihy", "en": "books", "de": "Bücher"}}
# What the resolving seat is asked, for everyone at the table (the seat's own words are in guide.py).
DECIDING = {"overflow": {"cs": "{who} se rozhoduje, co hodí do příkopu (nevejde se nový žeton: {kind}).",
                         "en": "{who} decides what to throw into the moat (the new {kind} does not fit).",
                         "de": "{who} entscheidet, was in den Burggraben kommt ({kind} passt nicht mehr)."},
            "ultimus": {"cs": "{who} se rozhoduje, zda použije Ultimus na příšeru.",
                        "en": "{who} decides whether to spend Ultimus on a monster.",
                        "de": "{who} entscheidet, ob Ultimus gegen ein Monster eingesetzt wird."},
            "cast": {"cs": "{who} vybírá kouzlo.", "en": "{who} chooses a spell to cast.",
                     "de": "{who} wählt einen Zauber."},
            "spell": {"cs": "{who} vybírá cíl kouzla {spell}.", "en": "{who} chooses the target of {spell}.",
                      "de": "{who} wählt das Ziel von {spell}."}}
SPELL_OF_TASK = {"steal": "alkimia", "retiro": "retiro", "imperium": "imperium", "video": "video"}
FACE_DOWN = {"cs": ("skrytý", "skryté", "skrytých"), "en": ("face down", "face down"), "de": ("verdeckt", "verdeckt")}
CARDS = {"cs": ("karta", "karty", "karet"), "en": ("card", "cards"), "de": ("Karte", "Karten")}


def _h(key: str, lang: str) -> str:
    return HEAD[key].get(lang, HEAD[key]["en"])


def _named(kind: str, lang: str) -> str:
    """A token's name with what it is worth or does: 'goblin – monster, 2 points; caught only with …'."""
    note = kind_note(kind, lang)
    return escape(f"{kind_name(kind, lang)} – {note}" if note else kind_name(kind, lang))


def render(table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
    lang = lang if lang in ("cs", "en", "de") else "en"
    lines = _room(table, lang) if table["room"] is not None else _crypt(table, lang)
    lines += _displays(table, lang)
    lines.append("")
    wand = _h("wand_rule", lang) + (_h("wand_points", lang) if table["mode"] == "expert" else "")
    lines.append(f"[dim]{wand}.[/dim]")
    lines.append(f"[dim]{_h('legend', lang)}[/dim]")
    for s, info in enumerate(table["seats"]):
        lines += _seat(table, s, info, seat, lang)
    if table.get("decision") is not None:
        lines += ["", _deciding(table["decision"], lang)]
    return "\n".join(lines)


def _room(table: dict[str, Any], lang: str) -> list[str]:
    room = table["room"]
    lines = [f"[bold]{_h('room', lang)}: {room_name(room['name'], lang)}[/bold]  "
             f"({_h('left', lang)}: {table['rooms_left']})"]
    for slot in room["slots"]:
        if slot is None:
            continue
        if slot.get("hidden"):
            known = f" ({_h('you_saw', lang)}: {_named(slot['known'], lang)})" if "known" in slot else ""
            lines.append(f"  \\[{slot['slot']}] [dim]? {_h('hidden', lang)}[/dim]{known}")
        else:
            lines.append(f"  \\[{slot['slot']}] {_named(slot['kind'], lang)}")
    lines.append(f"[bold]{_h('wizards', lang)}[/bold]")
    lines += [f"  {_named(k, lang)}" for k in table["wizards"]["up"]]
    if table["wizards"]["down"]:
        lines.append(f"  [dim]+ {plural(table['wizards']['down'], lang, FACE_DOWN)}[/dim]")
    return lines


def _crypt(table: dict[str, Any], lang: str) -> list[str]:
    lines = [f"[bold]{_h('crypt', lang)}[/bold]"]
    for slot in table["crypt"] or []:
        if slot is not None:
            shown = f"[dim]? {_h('hidden_wizard', lang)}[/dim]" if slot.get("hidden") else _named(slot["kind"], lang)
            lines.append(f"  \\[{slot['slot']}] {shown}")
    return lines


def _displays(table: dict[str, Any], lang: str) -> list[str]:
    lines = [f"[bold]{_h('potions', lang)}[/bold]"]
    lines += [f"  \\[{i}] {_named(k, lang) if k else '—'}" for i, k in enumerate(table["potions"])]
    if table["mode"] == "expert":
        lines.append(f"[bold]{_h('books', lang)}[/bold]")
        lines += [f"  \\[{i}] {_named(k, lang) if k else '—'}" for i, k in enumerate(table["books"])]
    lines.append(f"[bold]{_h('spells', lang).format(deck=plural(table['spells']['deck'], lang, CARDS))}[/bold]")
    lines += [f"  {SPELLS[s]}: {escape(spell_effect(s, lang))}" for s in table["spells"]["up"]]
    specials = _counted(table["specials"], lang)
    lines.append(f"{_h('specials', lang)}: {specials}")
    moat = ", ".join(f"{kind_name(k, lang)} ×{n}" if n > 1 else kind_name(k, lang) for k, n in table["moat"].items())
    lines.append(f"{_h('moat', lang)}: {escape(moat) or '—'}")
    return lines


def _deciding(decision: dict[str, Any], lang: str) -> str:
    """Who is deciding what while a phase resolves; a payment with how far along it is."""
    who = player(decision["seat"], lang)
    kind = decision["type"]
    if kind == "pay":
        done, total = progress(decision["need"], decision["given"])
        return "[bold]" + escape(_h("pay", lang).format(
            who=who, item=paid_item(decision["paying_for"], lang), need=need_text(decision["need"], lang),
            done=done, total=total, z=cs_from(total))) + "[/bold]"
    if kind in SPELL_OF_TASK:
        text = DECIDING["spell"][lang].format(who=who, spell=SPELLS[SPELL_OF_TASK[kind]])
    else:
        text = DECIDING[kind][lang].format(who=who, kind=kind_name(decision.get("kind", ""), lang))
    return "[bold]" + escape(text) + "[/bold]"


def _owned(kind: str, lang: str) -> str:
    """A token in a suitcase: its name, and its points where it scores (the price is paid by then)."""
    info = KINDS[kind]
    name = short_name(kind, lang)
    return f"{name} ({points(info.points, lang)})" if info.category in ("potion", "book", "monster", "wizard") else name


def _counted(kinds: list[str], lang: str) -> str:
    counts: dict[str, int] = {}
    for k in kinds:
        counts[k] = counts.get(k, 0) + 1
    return escape(", ".join(f"{kind_name(k, lang)} ×{n}" if n > 1 else kind_name(k, lang)
                            for k, n in counts.items())) or "—"


def layout(tokens: list[str], mode: str) -> tuple[dict[str, list[str]], list[str]]:
    """Lay the tokens out as the rulebook's suitcase: each field of its type up to its size, the rest in pockets."""
    caps = DATA.suitcases[mode]
    fields: dict[str, list[str]] = {f: [] for f in FIELDS}
    pocket: list[str] = []
    for kind in sorted(tokens, key=lambda k: (-KINDS[k].points, k)):
        field = KINDS[kind].field
        if field == "stack":
            continue
        if field in fields and len(fields[field]) < caps.get(field, 0):
            fields[field].append(kind)
        else:
            pocket.append(kind)
    return fields, pocket


def _seat(table: dict[str, Any], s: int, info: dict[str, Any], viewer: int | None, lang: str) -> list[str]:
    me = " [bold green]◀[/bold green]" if s == viewer else ""
    state = f" · [cyan]{_h('ready', lang)}[/cyan]" if info.get("ready") else ""
    state += f" · [red]{_h('out', lang)}[/red]" if info.get("out") else ""
    lines = [f"[bold]{player(s, lang)}[/bold]{me} · {_h('wand', lang)} {info['wand']} · "
             f"{points(info['score'], lang)}{state}"]
    mode = table["mode"]
    caps = DATA.suitcases[mode]
    fields, pocket = layout(info["tokens"], mode)
    parts = []
    for field in FIELDS:
        if caps.get(field, 0) == 0:
            continue
        held = ", ".join(_owned(k, lang) for k in fields[field])
        parts.append(f"{FIELD_NAMES[field][lang]} {len(fields[field])}/{caps[field]}" + (f": {held}" if held else ""))
    held = ", ".join(_owned(k, lang) for k in pocket)
    parts.append(f"{_h('pockets', lang)} {len(pocket)}/{info['pockets']}" + (f": {held}" if held else ""))
    spells = sum(1 for k in info["tokens"] if k == "spell")
    wizards = ", ".join(_owned(k, lang) for k in info["tokens"] if KINDS[k].category == "wizard") or "—"
    parts += [f"{_h('stack_spell', lang)}: {spells}", f"{_h('stack_wizard', lang)}: {wizards}"]
    lines.append("   " + escape(" · ".join(parts[:4])))
    lines.append("   " + escape(" · ".join(parts[4:])))
    return lines
