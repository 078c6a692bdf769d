"""The table as terminal text (Rich markup)."""

from __future__ import annotations

from typing import Any

from conjure.games.incantibus.text import SPELLS, kind_name, player, room_name

HEAD = {"room": {"cs": "Místnost", "en": "Room", "de": "Raum"},
        "crypt": {"cs": "Krypta", "en": "Crypt", "de": "Krypta"},
        "potions": {"cs": "Lektvary", "en": "Potions", "de": "Tränke"},
        "books": {"cs": "Knihy", "en": "Books", "de": "Bücher"},
        "spells": {"cs": "Kouzla", "en": "Spells", "de": "Zauber"},
        "wizards": {"cs": "Čarodějové", "en": "Wizards", "de": "Zauberer"},
        "moat": {"cs": "Příkop", "en": "Moat", "de": "Burggraben"},
        "hidden": {"cs": "skrytý", "en": "hidden", "de": "verdeckt"},
        "wand": {"cs": "hůlka", "en": "wand", "de": "Stab"},
        "points": {"cs": "bodů", "en": "points", "de": "Punkte"},
        "ready": {"cs": "připraven", "en": "ready", "de": "bereit"},
        "left": {"cs": "zbývá místností", "en": "rooms left", "de": "Räume übrig"},
        "deck": {"cs": "v balíčku", "en": "in the deck", "de": "im Stapel"},
        "pockets": {"cs": "kapsy", "en": "pockets", "de": "Taschen"}}


def _h(key: str, lang: str) -> str:
    return HEAD[key].get(lang, HEAD[key]["en"])


def render(table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
    lines: list[str] = []
    room = table["room"]
    if room is not None:
        lines.append(f"[bold]{_h('room', lang)}: {room_name(room['name'], lang)}[/bold]  "
                     f"({_h('left', lang)}: {table['rooms_left']})")
        for slot in room["slots"]:
            if slot is None:
                continue
            if slot.get("hidden"):
                known = f" = {kind_name(slot['known'], lang)}" if "known" in slot else ""
                lines.append(f"  [{slot['slot']}] [dim]? {_h('hidden', lang)}{known}[/dim]")
            else:
                lines.append(f"  [{slot['slot']}] {kind_name(slot['kind'], lang)}")
        up = ", ".join(kind_name(k, lang) for k in table["wizards"]["up"])
        lines.append(f"{_h('wizards', lang)}: {up} (+{table['wizards']['down']} ?)")
    else:
        lines.append(f"[bold]{_h('crypt', lang)}[/bold]")
        for slot in table["crypt"] or []:
            if slot is not None:
                lines.append(f"  [{slot['slot']}] " + ("?" if slot.get("hidden") else kind_name(slot["kind"], lang)))
    lines.append(f"{_h('potions', lang)}: " + ", ".join(kind_name(k, lang) if k else "—" for k in table["potions"]))
    if table["mode"] == "expert":
        lines.append(f"{_h('books', lang)}: " + ", ".join(kind_name(k, lang) if k else "—" for k in table["books"]))
    lines.append(f"{_h('spells', lang)}: " + ", ".join(SPELLS[s] for s in table["spells"]["up"])
                 + f" ({table['spells']['deck']} {_h('deck', lang)})")
    moat = ", ".join(f"{kind_name(k, lang)}×{n}" for k, n in table["moat"].items()) or "—"
    lines.append(f"{_h('moat', lang)}: {moat}")
    lines.append("")
    for s, info in enumerate(table["seats"]):
        me = " [bold green]◀[/bold green]" if s == seat else ""
        ready = f" [cyan]{_h('ready', lang)}[/cyan]" if info.get("ready") else ""
        tokens = ", ".join(kind_name(k, lang) for k in info["tokens"]) or "—"
        lines.append(f"[bold]{player(s, lang)}[/bold]{me} {_h('wand', lang)} {info['wand']}, "
                     f"{info['score']} {_h('points', lang)}, {_h('pockets', lang)} {info['pockets']}{ready}")
        lines.append(f"   {tokens}")
    return "\n".join(lines)
