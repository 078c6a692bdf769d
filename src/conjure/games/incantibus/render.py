"""The table as terminal text (Rich markup): what each thing is worth and does, and how full each suitcase is."""

from __future__ import annotations

from typing import Any

from rich.markup import escape

from conjure.engine.presentation import TablePart
from conjure.i18n import N_, Nn_

from .data import DATA
from .guide import cs_from, paid_item, progress
from .labels import (
    SPELLS,
    T,
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

HEAD = {
    "room": N_("Room"),
    "crypt": N_("The crypt – the final duel"),
    "potions": N_("Potions (brewed from the ingredients shown)"),
    "books": N_("Spell books (mastered by handing in what is shown)"),
    "spells": N_("Face-up spells (cast by whoever gains a spell token; {deck} in the deck)"),
    "wizards": N_("Wizards (beaten in the crypt with their weakness)"),
    "specials": N_("Special tokens in the supply"),
    "moat": N_("Moat"),
    "hidden": N_("hidden token"),
    "hidden_wizard": N_("hidden wizard"),
    "you_saw": N_("you saw"),
    "wand": N_("wand"),
    "ready": N_("has chosen"),
    "out": N_("wand put down"),
    "left": N_("rooms left"),
    "legend": N_("Suitcases (fields taken/all):"),
    "pay": N_("{who} is paying for {item} (needed: {need}): {done} of {total} handed in."),
    "stack_spell": N_("spell tokens"),
    "stack_wizard": N_("wizards beaten"),
    "pockets": N_("pockets"),
    "wand_rule": N_("Wand: the strongest wins a shared target, then swaps with the weakest"),
    "wand_points": N_("; at the end it adds its strength to the points"),
}
FIELD_NAMES = {
    "ingredient": N_("ingredients"),
    "weapon": N_("weapons"),
    "monster": N_("monsters"),
    "gold": N_("gold"),
    "potion": N_("potions"),
    "book": N_("books"),
}
# What the resolving seat is asked, for everyone at the table (the seat's own words are in guide.py).
DECIDING = {
    "overflow": N_("{who} decides what to throw into the moat (the new {kind} does not fit)."),
    "ultimus": N_("{who} decides whether to spend Ultimus on a monster."),
    "cast": N_("{who} chooses a spell to cast."),
    "spell": N_("{who} chooses the target of {spell}."),
}
SPELL_OF_TASK = {"steal": "alkimia", "retiro": "retiro", "imperium": "imperium", "video": "video"}
FACE_DOWN = Nn_("{n} face down", "{n} face down")  # the wizard tokens still face down
CARDS = Nn_("{n} card", "{n} cards")


def _h(key: str, lang: str) -> str:
    return T.get(lang, HEAD[key])


def _named(kind: str, lang: str) -> str:
    """A token's name with what it is worth or does: 'goblin – monster, 2 points; caught only with …'."""
    note = kind_note(kind, lang)
    return escape(f"{kind_name(kind, lang)} – {note}" if note else kind_name(kind, lang))


def render_table(table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
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


def table_parts(table: dict[str, Any], seat: int | None, lang: str = "en") -> list[TablePart]:
    """The table for a small screen: the seat's suitcase, the room (or the crypt) and what is being decided first;
    the displays; every other seat in one line (wand and points) when there is no room for its suitcase."""
    lang = lang if lang in ("cs", "en", "de") else "en"
    seats = table["seats"]
    parts = []
    if seat is not None:
        parts.append(TablePart("\n".join(_seat(table, seat, seats[seat], seat, lang)), first=True))
    where = _room(table, lang) if table["room"] is not None else _crypt(table, lang)
    parts.append(TablePart("\n".join(where), first=True))
    if table.get("decision") is not None:
        parts.append(TablePart(_deciding(table["decision"], lang), first=True))
    for s, info in enumerate(seats):
        if s != seat:
            lines = _seat(table, s, info, seat, lang)
            parts.append(TablePart("\n".join(lines), summary=lines[0]))
    parts.append(TablePart("\n".join(_displays(table, lang))))
    return parts


def _room(table: dict[str, Any], lang: str) -> list[str]:
    room = table["room"]
    lines = [
        f"[bold]{_h('room', lang)}: {room_name(room['name'], lang)}[/bold]  ({_h('left', lang)}: {table['rooms_left']})"
    ]
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
        lines.append(f"  [dim]+ {T.count(lang, FACE_DOWN, table['wizards']['down'])}[/dim]")
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
    lines.append(f"[bold]{_h('spells', lang).format(deck=T.count(lang, CARDS, table['spells']['deck']))}[/bold]")
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
        return (
            "[bold]"
            + escape(
                _h("pay", lang).format(
                    who=who,
                    item=paid_item(decision["paying_for"], lang),
                    need=need_text(decision["need"], lang),
                    done=done,
                    total=total,
                    z=cs_from(total),
                )
            )
            + "[/bold]"
        )
    if kind in SPELL_OF_TASK:
        text = T.get(lang, DECIDING["spell"]).format(who=who, spell=SPELLS[SPELL_OF_TASK[kind]])
    else:
        text = T.get(lang, DECIDING[kind]).format(who=who, kind=kind_name(decision.get("kind", ""), lang))
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
    return (
        escape(", ".join(f"{kind_name(k, lang)} ×{n}" if n > 1 else kind_name(k, lang) for k, n in counts.items()))
        or "—"
    )


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
    lines = [
        f"[bold]{player(s, lang)}[/bold]{me} · {_h('wand', lang)} {info['wand']} · {points(info['score'], lang)}{state}"
    ]
    mode = table["mode"]
    caps = DATA.suitcases[mode]
    fields, pocket = layout(info["tokens"], mode)
    parts = []
    for field in FIELDS:
        if caps.get(field, 0) == 0:
            continue
        held = ", ".join(_owned(k, lang) for k in fields[field])
        parts.append(
            f"{T.get(lang, FIELD_NAMES[field])} {len(fields[field])}/{caps[field]}" + (f": {held}" if held else "")
        )
    held = ", ".join(_owned(k, lang) for k in pocket)
    parts.append(f"{_h('pockets', lang)} {len(pocket)}/{info['pockets']}" + (f": {held}" if held else ""))
    spells = sum(1 for k in info["tokens"] if k == "spell")
    wizards = ", ".join(_owned(k, lang) for k in info["tokens"] if KINDS[k].category == "wizard") or "—"
    parts += [f"{_h('stack_spell', lang)}: {spells}", f"{_h('stack_wizard', lang)}: {wizards}"]
    lines.append("   " + escape(" · ".join(parts[:4])))
    lines.append("   " + escape(" · ".join(parts[4:])))
    return lines
