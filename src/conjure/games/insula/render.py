"""The table as terminal text: the island drawn as a compact grid, then time, fights and the players."""

from __future__ import annotations

from typing import Any

from conjure.engine.presentation import TablePart
from conjure.i18n import LANGS, N_, Np_

from . import data
from .guide import card_line
from .labels import ENERGY_NOM, FLOWERS, GUARDIANS_NOM, SLOT, STEPS, TERMS, T, card_name, where

W = 7
CELL_CITADEL = Np_("abbreviation", "citadel")  # fits a map cell
ABBR = {
    "beach": N_("beach"),
    "citadel": N_("citadel"),
    "pond": N_("pnd"),
    "meadow": N_("mdw"),
    "danger": N_("dgr"),
    "plain": N_("pln"),
}
PILE = {"light": N_("lgt"), "shadow": N_("shd")}
COLOUR = {
    "beach": "yellow",
    "citadel": "bold magenta",
    "pond": "blue",
    "meadow": "green",
    "danger": "red",
    "plain": "white",
}
SEAT_COLOUR = ("bold cyan", "bold yellow", "bold green", "bold magenta", "bold red")
WORDS = {
    "round": N_("Round"),
    "time": N_("Time"),
    "to_moon": N_("to the moon"),
    "white": N_("white curse on the time card"),
    "holder": N_("battle card held by"),
    "player": N_("Player"),
    "you": N_("you"),
    "vit": N_("vitality"),
    "fat": N_("fatigue"),
    "rew": N_("reward"),
    "pen": N_("penalty"),
    "hand": N_("flowers"),
    "cards": N_("×"),
    "hidden_hand": N_("hidden"),
    "curses": N_("curses"),
    "empty": N_("empty"),
    "hidden": N_("face-down curse"),
    "island": N_("Island decks"),
    "light": N_("light"),
    "shadow": N_("shadow"),
    "bag": N_("in the bag"),
    "die": N_("die"),
    "none": N_("none"),
    "fight": N_("Fight"),
    "guard": N_("guardians"),
    "strength": N_("strength"),
    "waiting": N_("deciding"),
    "ready": N_("committed"),
    "facedown": N_("face-down card"),
    "cards_help": N_("What the cards do"),
    "off": N_("off the island"),
    "sea": N_("sea"),
    "toward": N_("toward the citadel"),
    "anger": N_("Kingoš's anger"),
    "legend": N_(
        "▒lgt▒/▒shd▒ = face-down card (light/shadow), ▒mdw?▒ = face down, known to you, ✶ = thorns on that side, G = guardian (strength), 1-5 = players' adventurers"
    ),
}


def _xy(key: str) -> tuple[int, int]:
    x, y = key.split(",")
    return int(x), int(y)


def _kind(cell: dict[str, Any] | None) -> str:
    if cell is None:
        return ""
    if cell.get("kind"):
        return str(cell["kind"])
    card = cell.get("card")
    if card in ("beach", "citadel"):
        return str(card)
    return str(data.ISLAND[card]["kind"]) if card in data.ISLAND else ""


def _thorn_edges(cell: dict[str, Any] | None) -> set[str]:
    if cell is None or not cell.get("up"):
        return set()
    return {e for e, _ in cell.get("thorns") or []}


def _place_name(table: dict[str, Any], key: str | None, lang: str) -> str:
    """Where an adventurer stands: the field's terrain and its place on the grid (nominative)."""
    w = T.table(lang, WORDS)
    if key is None or key not in table["cells"]:
        return w["off"]
    cell = table["cells"][key]
    kind = _kind(cell)
    if kind in ("beach", "citadel"):
        return str(T.table(lang, ABBR)[kind])
    x, y = _xy(key)
    name = T.table(lang, TERMS).get(kind, "") if cell["up"] else w["facedown"]
    return f"{name} ({where(x, y, lang)})"


def _cell(table: dict[str, Any], key: str, lang: str) -> tuple[str, str]:
    """Two lines of W visible characters, with markup."""
    cell = table["cells"].get(key)
    if cell is None:
        return " " * W, " " * W
    kind = _kind(cell)
    if not cell["up"] and kind not in ("beach", "citadel"):
        known = T.table(lang, ABBR).get(kind) if cell.get("card") else None
        word = "▒" + (known or T.table(lang, PILE).get(cell.get("pile", ""), "▒▒▒")) + ("?▒" if known else "▒")
        top = f"[dim]{word.center(W)}[/]"
    else:
        word = (T.get(lang, CELL_CITADEL) if kind == "citadel" else T.table(lang, ABBR).get(kind, "?"))[:W]
        top = f"[{COLOUR.get(kind, 'white')}]{word.center(W)}[/]"
    guards = table["guardians"].get(key, [])
    g = ("G" + "+".join(str(data.GUARDIANS[x]["strength"]) for x in guards)) if guards else ""
    seats = [i for i, p in enumerate(table["seats"]) if p["position"] == key]
    names = "".join(f"[{SEAT_COLOUR[i % 5]}]{i + 1}[/]" for i in seats)
    plain = g + (" " if g and seats else "") + "".join(str(i + 1) for i in seats)
    pad = max(0, W - len(plain))
    bottom = " " * (pad // 2) + (f"[bold red]{g}[/]" if g else "") + (" " if g and seats else "") + names
    bottom += " " * (pad - pad // 2)
    return top, bottom


def grid(table: dict[str, Any], lang: str = "en", compact: bool = False) -> list[str]:
    """The island as a grid of cells, the citadel up and the sea down; ``compact`` (a small screen) leaves out the
    lines between two rows where no thorns stand and a row's second line when nobody stands in it."""
    w = T.table(lang, WORDS)
    cells = table["cells"]
    keys = [_xy(k) for k in cells]
    lo_x, hi_x = min(x for x, _ in keys) - 1, max(x for x, _ in keys) + 1
    hi_y = max(y for _, y in keys) + 1
    if any(_kind(c) == "citadel" for c in cells.values()):
        hi_y -= 1
    xs = range(lo_x, hi_x + 1)
    lines = [f"      ↑ {w['toward']} ↑"]

    def sep(y: int) -> str:
        parts = []
        for x in xs:
            below, above = cells.get(f"{x},{y}"), cells.get(f"{x},{y + 1}")
            thorn = "in" in _thorn_edges(below) or "out" in _thorn_edges(above)
            parts.append("─[red]✶✶✶✶✶[/]─" if thorn else "─" * W)
        return "   +" + "+".join(parts) + "+"

    for y in range(hi_y, -1, -1):
        line = sep(y)
        if not compact or y == hi_y or "✶" in line:
            lines.append(line)
        tops, bottoms = [], []
        for x in xs:
            t, b = _cell(table, f"{x},{y}", lang)
            tops.append(t)
            bottoms.append(b)
        bars = []
        for x in list(xs) + [hi_x + 1]:
            left, right = cells.get(f"{x - 1},{y}"), cells.get(f"{x},{y}")
            bars.append("[red]✶[/]" if "right" in _thorn_edges(left) or "left" in _thorn_edges(right) else "|")
        lines.append(f"{y:>2} " + "".join(b + t for b, t in zip(bars, tops, strict=False)) + bars[-1])
        if not compact or any(b.strip() for b in bottoms):
            lines.append("   " + "".join(b + t for b, t in zip(bars, bottoms, strict=False)) + bars[-1])
    lines.append(sep(-1))
    lines.append("   [blue]" + "≈" * ((W + 1) * len(xs) + 1) + f"[/] {w['sea']}")
    return lines


def _commit_text(fight: dict[str, Any], seat: int, lang: str) -> str:
    w = T.table(lang, WORDS)
    commit = fight["commit"][seat]
    if not fight.get("revealed"):
        return w["ready"] if commit else w["waiting"]
    if commit is None or commit is True or commit is False:
        return w["waiting"]
    red = fight["red"][seat]
    text = T.count(lang, ENERGY_NOM, int(commit))
    return text + (f" + {card_name(red, lang)}" if isinstance(red, str) else "")


def _slot_text(v: Any, lang: str) -> str:
    w = T.table(lang, WORDS)
    if isinstance(v, str):
        return card_name(v, lang)
    return w["hidden"] if v else w["empty"]


def render_table(table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
    if lang not in LANGS:
        lang = "en"
    out = _head_lines(table, lang) + grid(table, lang) + _legend_lines(lang) + _fight_lines(table, lang)
    for i in range(len(table["seats"])):
        out += _seat_lines(table, i, seat, lang)
    out += _card_help(table, seat, lang)
    return "\n".join(out)


def table_parts(table: dict[str, Any], seat: int | None, lang: str = "en") -> list[TablePart]:
    """The table for a small screen: the round, the seat's own lines, a fight and the cards' help first; then the
    island's grid and its legend; every other player in one line (place, vitality, rewards) when room is short."""
    if lang not in LANGS:
        lang = "en"
    parts = [TablePart("\n".join(_head_lines(table, lang)), first=True)]
    if seat is not None:
        parts.append(TablePart("\n".join(_seat_lines(table, seat, seat, lang)), first=True))
    fight = _fight_lines(table, lang)
    if fight:
        parts.append(TablePart("\n".join(fight), first=True))
    help_lines = _card_help(table, seat, lang)
    if help_lines:
        parts.append(TablePart("\n".join(help_lines), first=True))
    for i in range(len(table["seats"])):
        if i != seat:
            lines = _seat_lines(table, i, seat, lang)
            parts.append(TablePart("\n".join(lines), summary=lines[0]))
    parts.append(TablePart("\n".join(grid(table, lang, compact=True) + _legend_lines(lang))))
    return parts


def _head_lines(table: dict[str, Any], lang: str) -> list[str]:
    w = T.table(lang, WORDS)
    white = card_name(table["white_curse"], lang) if table["white_curse"] else w["none"]
    to_moon = max(0, table["moon"] - table["time"])
    die = T.table(lang, TERMS).get(table["die"], w["none"]) if table.get("die") else w["none"]
    return [
        f"[bold]{w['round']} {table['round']}[/] · {w['time']}: ☀ {'●' * table['time']}{'○' * to_moon} ☾ "
        f"({w['to_moon']}: {T.count(lang, STEPS, to_moon)})",
        f"{w['white']}: {white} · {w['holder']}: {w['player']} {table['holder'] + 1} · {w['island']}: {w['light']} {table['piles']['light']}, "
        f"{w['shadow']} {table['piles']['shadow']}",
        f"{w['bag']}: {T.count(lang, GUARDIANS_NOM, table['bag'])} · {w['die']}: {die}"
        + (f" · {w['anger']}: {table['anger']}" if table.get("anger") is not None else ""),
    ]


def _legend_lines(lang: str) -> list[str]:
    first, _, rest = T.table(lang, WORDS)["legend"].partition(", ✶")
    return [first, "✶" + rest] if rest else [first]


def _fight_lines(table: dict[str, Any], lang: str) -> list[str]:
    w = T.table(lang, WORDS)
    fight = table.get("fight")
    out = []
    if fight:
        for key, seats in fight["fields"].items():
            guards = (
                " + ".join(str(data.GUARDIANS[g]["strength"]) for g in table["guardians"].get(key, [])) or w["none"]
            )
            shown = ", ".join(f"{w['player']} {s + 1}: {_commit_text(fight, s, lang)}" for s in seats)
            out.append(
                f"[bold red]⚔ {w['fight']}: {_place_name(table, key, lang)}[/] · {w['guard']} ({w['strength']}): {guards} · {shown}"
            )
    return out


def _seat_lines(table: dict[str, Any], i: int, seat: int | None, lang: str) -> list[str]:
    w = T.table(lang, WORDS)
    p = table["seats"][i]
    slots_names = T.table(lang, SLOT)
    hand = (
        ", ".join(card_name(c, lang) for c in p["hand"])
        if "hand" in p
        else f"{T.count(lang, FLOWERS, p['hand_size'])} ({w['hidden_hand']})"
    )
    if "hand" in p and not p["hand"]:
        hand = w["none"]
    slots = ", ".join(f"{slots_names.get(k, k)}: {_slot_text(v, lang)}" for k, v in p["slots"].items())
    you = f" ({w['you']})" if i == seat else ""
    mark = "▶" if i == seat else " "
    return [
        f"{mark}[{SEAT_COLOUR[i % 5]}]{w['player']} {i + 1}{you}[/] · {_place_name(table, p['position'], lang)}"
        f" · {w['vit']} {p['vitality']}, {w['fat']} {p['fatigue']} · {w['rew']} {p['reward']}, {w['pen']} {p['penalty']}",
        f"    {w['hand']}: {hand} · {w['curses']}: {slots}",
    ]


def _card_help(table: dict[str, Any], seat: int | None, lang: str) -> list[str]:
    """What each card you can see in play does: the white curse on the time card, your flowers and curses."""
    cards: list[str] = [table["white_curse"]] if table["white_curse"] else []
    if seat is not None:
        own = table["seats"][seat]
        cards += sorted(own.get("hand", []), key=lambda c: card_name(c, lang))
        cards += [v for v in own["slots"].values() if isinstance(v, str)]
    names: dict[str, str] = {}
    for c in cards:
        names.setdefault(card_name(c, lang), c)
    if not names:
        return []
    return [f"[dim]{T.table(lang, WORDS)['cards_help']}:[/]"] + [
        f"[dim]  · {card_line(c, lang, table['advanced'])}[/]" for c in names.values()
    ]
