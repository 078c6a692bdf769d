"""The table as terminal text (Rich markup), in Czech, English or German, within 100 columns."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from conjure.engine.presentation import TablePart
from conjure.i18n import N_, InContext, Np_, known_lang

from .data import CHARACTERS, MARKET_OFFERS, NEIGHBOURS, ROUND, SOURCE, SQUARE
from .labels import (
    CARD_TEXT,
    CHAR_TEXT,
    KIND,
    LOC,
    T,
    award_text,
    catch_summary,
    colour,
    count,
    equip_text,
    mage_text,
    offer_phrase,
    tom_text,
)

TEXT: dict[str, str | InContext] = {
    "draft": N_("choosing character tiles"),
    "play": N_("play"),
    "final": N_("final Magic Source actions"),
    "over": N_("game over"),
    "round": N_("Turn {t}, phase: {p}"),
    "first": N_("start player: {s}"),
    "gone": N_("bosses gone {g}/6"),
    "end2": N_("END TRIGGERED: finish this round, then one more"),
    "end1": N_("END: this is the last round"),
    "bag": N_("djinn in the bag {b}, boss djinn in supply {s}"),
    "map": N_("Map"),
    "source": N_("centre"),
    "rnd": N_("round"),
    "sq": N_("square"),
    "paths": N_("paths to"),
    "boss": N_("BOSS"),
    "pass": N_("secret passages"),
    "here": N_("here"),
    "from": N_("from"),
    "offers": N_("Offers"),
    "mages": N_("Mage cards"),
    "nokey": N_("without key"),
    "withkey": N_("with key"),
    "pile": N_("pile"),
    "cards": N_("cards"),
    "market": N_("Market stalls"),
    "stall": N_("stall"),
    "equip": N_("Equipment"),
    "chests": N_("treasure chests left"),
    "awards": N_("Awards"),
    "col": N_("column"),
    "vp": N_("VP"),
    "scoring": N_("Scoring cards"),
    "chars": N_("Character tiles"),
    "tom": N_("Tom (solo)"),
    "tomleft": N_("cards left"),
    "tomlast": N_("last"),
    "tomrev": N_("revealed"),
    "lost": N_("YOU HAVE LOST against Tom"),
    "players": N_("Players"),
    "you": N_("you"),
    "player": N_("Player"),
    "turnnow": N_("to play"),
    "at": N_("at"),
    "at_from": N_("{f} {l}, came from {c}"),
    "nopos": N_("not on the map yet"),
    "power": N_("power"),
    "cap": N_("capacity"),
    "min": N_("minimum"),
    "flip": N_("flipped (max 8)"),
    "coins": N_("coins"),
    "scrolls": N_("scrolls"),
    "keys": N_("keys"),
    "corks": N_("corks"),
    "circles": N_("circles"),
    "a": N_("active"),
    "i": N_("inactive"),
    "x": N_("covered"),
    "empty": N_("empty"),
    "bottles": N_("empty bottles"),
    "bottled": N_("djinn bottled"),
    "none": Np_("no items", "none"),
    "up": N_("face up"),
    "down": N_("face down"),
    "left": N_("secret passages left"),
    "hidden": N_("hidden scoring cards"),
    "assistant": N_("assistant at stall"),
    "final_left": N_("still to take the final Source action"),
    "boss_b": N_("boss"),
}


MAGE_CARD = N_("Mage card")


def field_name(f: str, table: dict[str, Any], lang: str) -> str:
    loc = T.table(lang, LOC)
    if f == SOURCE:
        return loc["SRC"]
    return f"{loc[table['tiles'][f]]} ({f})"


@dataclass(frozen=True)
class _Table:
    """What every part of the terminal table reads: the table, whose it is, and the words in its language."""

    table: dict[str, Any]
    seat: int | None
    lang: str
    w: dict[str, str]
    loc: dict[str, str]
    names: list[str]
    width: int = 100  # where long lines are wrapped (the compact table: the terminal's width)


def render_table(table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
    """The table in parts, top to bottom (:data:`PARTS`): the round, the map, the offers, the cards open to all,
    Tom (solo), the players."""
    lang = known_lang(lang)
    w = T.table(lang, TEXT)
    names = [w["you"] if s == seat else f"{w['player']} {s + 1}" for s in range(len(table["seats"]))]
    at = _Table(table, seat, lang, w, T.table(lang, LOC), names)
    return "\n".join(line for part in PARTS for line in part(at))


def _round_lines(at: _Table) -> list[str]:
    table, w, names = at.table, at.w, at.names
    out = [
        f"[bold]{w['round'].format(t=table['turns'], p=w.get(table['phase'], table['phase']))}[/bold]  "
        f"{w['first'].format(s=names[table['first']])}  {w['gone'].format(g=table['bosses_gone'])}",
        "  " + w["bag"].format(b=table["bag_count"], s=table["boss_supply"]),
    ]
    if table["end_rounds"]:
        out.append(f"  [bold red]{w['end2'] if table['end_rounds'] >= 2 else w['end1']}[/]")
    node = table["tasks"][-1] if table.get("tasks") else None
    if node is not None and node["t"] == "catch":
        out.extend(
            _wrap(
                f"  [bold]{names[node['seat']]}[/bold] — {catch_summary(table, node['seat'], at.lang)}",
                indent=6,
                width=at.width,
            )
        )
    if table["final_left"]:
        out.append(f"  {w['final_left']}: {', '.join(names[s] for s in table['final_left'])}")
    return out


def _map_lines(at: _Table) -> list[str]:
    out = [f"[bold]{at.w['map']}[/bold]"]
    for f in [SOURCE, *ROUND, *SQUARE]:
        out.extend(_field_lines(at, f))
    return out


def _compact_map_lines(at: _Table) -> list[str]:
    """The map for a small screen: a line per field, its paths named by the fields' short ids."""
    table, w, names, lang = at.table, at.w, at.names, at.lang
    out = [f"[bold]{w['map']}[/bold]"]
    for f in [SOURCE, *ROUND, *SQUARE]:
        extra = [f"{w['paths']} " + ", ".join(NEIGHBOURS[f])]
        extra += _field_notes(at, f)
        here = [names[s] for s, p in enumerate(table["seats"]) if p["position"] and p["position"][0] == f]
        if here:
            extra.append(f"{w['here']}: [cyan]{', '.join(here)}[/]")
        out.append(f"  [bold]{field_name(f, table, lang)}[/bold]: " + "; ".join(extra))
    return out


def _field_notes(at: _Table, f: str) -> list[str]:
    """What lies on a field: a boss, djinn, secret passages leading on."""
    table, w, loc, names, lang = at.table, at.w, at.loc, at.names, at.lang
    notes = []
    if table["boss"].get(f):
        notes.append(f"[bold magenta]{w['boss']}[/]")
    if table["djinn"].get(f):
        djinn = " ".join(colour(c, lang) for c in table["djinn"][f])
        notes.append(T.ptr(lang, "on a field", "djinn: {djinn}", djinn=djinn))
    passes = table["passages"].get(f) or []
    if passes:
        notes.append(f"{w['pass']}: " + ", ".join(f"{names[s]} → {loc[x]}" for s, x in passes))
    return notes


def _field_lines(at: _Table, f: str) -> list[str]:
    table, w, loc, names, lang = at.table, at.w, at.loc, at.names, at.lang
    kind = w["source"] if f == SOURCE else w["rnd"] if f in ROUND else w["sq"]
    paths = ", ".join(f"{(loc['SRC'] if n == SOURCE else loc[table['tiles'][n]])} ({n})" for n in NEIGHBOURS[f])
    out = _wrap(f"  [bold]{field_name(f, table, lang)}[/bold] {kind}; {w['paths']} {paths}", indent=6, width=at.width)
    extra = []
    extra += _field_notes(at, f)
    here = [
        f"{names[s]} ({w['from']} {field_name(p['position'][1], table, lang) if p['position'][1] else '-'})"
        for s, p in enumerate(table["seats"])
        if p["position"] and p["position"][0] == f
    ]
    if here:
        extra.append(f"{w['here']}: [cyan]{', '.join(here)}[/]")
    if extra:
        out.extend(_wrap("      " + "; ".join(extra), indent=8, width=at.width))
    return out


def _offer_lines(at: _Table) -> list[str]:
    table, w, lang = at.table, at.w, at.lang
    out = [f"[bold]{w['offers']}[/bold]", f"  {w['mages']}:"]
    for i, m in enumerate(table["mage_offer"]):
        kind = w["nokey"] if i < 2 else w["withkey"]
        size = count(table["mage_piles"][i], "cards", lang)
        out.append(f"    {w['pile']} {i + 1} ({kind}, {size}): {mage_text(m, lang, markup=True)}")
    stalls = "; ".join(
        f"{w['stall']} {i + 1}: " + " / ".join(offer_text(o, lang) for o in st)
        for i, st in enumerate(table["market_stalls"])
    )
    out.extend(_wrap(f"  {w['market']}: {stalls}", width=at.width))
    for k, e in table["equipment_offer"].items():
        out.append(
            f"  {T.table(lang, KIND)[k]} ({count(table['equipment_piles'][k], 'cards', lang)}): {equip_text(e, lang)}"
        )
    out.append(f"  {w['chests']}: {table['chests_left']}")
    out.append(f"  {w['awards']}:")
    for col, ids in enumerate(table["awards"], start=1):
        text = "; ".join(award_text(a, lang) for a in ids) or "-"
        out.extend(_wrap(f"    {w['col']} {'I' * col}: {text}", indent=6, width=at.width))
    return out


def _open_card_lines(at: _Table) -> list[str]:
    table, w, lang = at.table, at.w, at.lang
    out = []
    if table["scoring"]:
        out.append(f"  {w['scoring']}:")
        for c in table["scoring"]:
            out.extend(_wrap(f"    {T.get(lang, CARD_TEXT[c])}", indent=6, width=at.width))
    offer = table["character_offer"]
    if offer["pos"] or offer["neg"]:
        out.append(f"  {w['chars']}:")
        for c in offer["pos"] + offer["neg"]:
            sign = "+" if CHARACTERS[c]["side"] == "pos" else "−"
            out.extend(_wrap(f"    {sign} {T.get(lang, CHAR_TEXT[c])}", indent=6, width=at.width))
    return out


def _tom_lines(at: _Table) -> list[str]:
    table, w = at.table, at.w
    out = []
    if table.get("tom"):
        revealed = table["tom"]["revealed"]
        last = f" ({w['tomlast']}: {tom_text(revealed[-1], at.lang)})" if revealed else ""
        out.extend(
            _wrap(
                f"[bold]{w['tom']}[/bold]: {w['tomleft']} {table['tom']['left']}; {w['tomrev']} {len(revealed)}{last}",
                indent=6,
                width=at.width,
            )
        )
    if table.get("solo") and table["solo"].get("result") == "lost":
        out.append(f"  [bold red]{w['lost']}[/]")
    return out


def _players_lines(at: _Table) -> list[str]:
    out = [f"[bold]{at.w['players']}[/bold]"]
    for s, p in enumerate(at.table["seats"]):
        out.extend(player_lines(at.table, s, p, at.names, at.seat, at.lang))
    return out


PARTS: tuple[Callable[[_Table], list[str]], ...] = (
    _round_lines,
    _map_lines,
    _offer_lines,
    _open_card_lines,
    _tom_lines,
    _players_lines,
)


COMPACT_WIDTH = 76  # the compact table's lines are wrapped here, within an 80-column terminal


def table_parts(table: dict[str, Any], seat: int | None, lang: str = "en") -> list[TablePart]:
    """The table for a small screen: the round and the seat's own area first; then the map, the offers, the open
    cards and Tom; every other player in one line (where they stand) when there is no room for all of it."""
    lang = known_lang(lang)
    w = T.table(lang, TEXT)
    names = [w["you"] if s == seat else f"{w['player']} {s + 1}" for s in range(len(table["seats"]))]
    at = _Table(table, seat, lang, w, T.table(lang, LOC), names, COMPACT_WIDTH)
    seats = table["seats"]
    parts = [TablePart("\n".join(_round_lines(at)), first=True)]
    if seat is not None:
        parts.append(
            TablePart("\n".join(player_lines(table, seat, seats[seat], names, seat, lang, COMPACT_WIDTH)), first=True)
        )
    for s, p in enumerate(seats):
        if s != seat:
            lines = player_lines(table, s, p, names, seat, lang, COMPACT_WIDTH)
            parts.append(TablePart("\n".join(lines), summary=lines[0]))
    for part in (_compact_map_lines, _offer_lines, _open_card_lines, _tom_lines):
        lines = part(at)
        if lines:
            parts.append(TablePart("\n".join(lines)))
    return parts


def player_lines(
    table: dict[str, Any], s: int, p: dict[str, Any], names: list[str], seat: int | None, lang: str, width: int = 100
) -> list[str]:
    w = T.table(lang, TEXT)
    title = f"{w['player']} {s + 1}" + (f" ({w['you']})" if s == seat else "")
    mark = f"  [bold green]◀ {w['turnnow']}[/]" if s == table["current"] and table["phase"] != "over" else ""
    if p["position"]:
        came = field_name(p["position"][1], table, lang) if p["position"][1] else "-"
        where = w["at_from"].format(f=w["at"], l=field_name(p["position"][0], table, lang), c=came)
    else:
        where = w["nopos"]
    lines = [f" [bold]{title}[/bold]{mark}: {where}"]
    flip = f", {w['flip']}" if p["flipped"] else ""
    lines.extend(
        _wrap(
            f"    {w['power']} {p['power']}/{p['max_power']} ({w['cap']} {p['capacity']}{flip}, {w['min']} {p['minimum']}); "
            f"{w['coins']} {p['coins']}, {w['scrolls']} {p['scrolls']}, {w['keys']} {p['keys']}, "
            f"{w['corks']} {p['corks']}",
            indent=6,
            width=width,
        )
    )
    circles = []
    for i, (st, d) in enumerate(zip(p["circles"], p["circle_djinn"], strict=True), start=1):
        inside = colour(d, lang) if d else w["empty"]
        circles.append(f"{i} {w[st]}" + (f" {inside}" if st != "x" else ""))
    lines.append(f"    {w['circles']}: " + ", ".join(circles))
    empty = ", ".join(f"{colour(c, lang)} {n}" for c, n in p["bottles"].items() if n) or w["none"]
    bottled = []
    for c, (r, b) in p["bottled"].items():
        if r or b:
            bottled.append(f"{colour(c, lang)} {r}" + (f" + {b} {w['boss_b']}" if b else ""))
    lines.extend(
        _wrap(f"    {w['bottles']}: {empty}; {w['bottled']}: {', '.join(bottled) or w['none']}", indent=6, width=width)
    )
    if p["awards"]:
        lines.extend(
            _wrap(f"    {w['awards']}: " + "; ".join(award_text(a, lang) for a in p["awards"]), indent=6, width=width)
        )
    for i, (m, up) in enumerate(p["mages"], start=1):
        lines.append(
            f"    {T.get(lang, MAGE_CARD)} {i} ({w['up'] if up else w['down']}): {mage_text(m, lang, markup=True)}"
        )
    for i, (e, up) in enumerate(p["equipment"], start=1):
        lines.append(f"    {w['equip']} {i} ({w['up'] if up else w['down']}): {equip_text(e, lang, with_kind=True)}")
    if p["stall"] is not None and p["stall"] >= 0:
        lines.append(f"    {w['assistant']} {p['stall'] + 1}")
    for c in p["characters"]:
        lines.extend(_wrap(f"    {w['chars']}: {T.get(lang, CHAR_TEXT[c])}", indent=6, width=width))
    for c in p["hidden_scoring"]:
        lines.extend(_wrap(f"    {w['hidden']}: {T.get(lang, CARD_TEXT[c])}", indent=6, width=width))
    if p["hidden_scoring_count"] and not p["hidden_scoring"]:
        lines.append(f"    {w['hidden']}: {p['hidden_scoring_count']}")
    left = ", ".join(T.table(lang, LOC)[x] for x in p["passage_bar"]) or w["none"]
    lines.extend(_wrap(f"    {w['left']}: {left}", indent=6, width=width))
    return lines


def offer_text(o: int, lang: str) -> str:
    """A stall's offer with every price it has (the bottle offer: 1, 2 or 3 bottles)."""
    off = MARKET_OFFERS[o]
    prices = off.get("cost_coins") or off.get("cost_scrolls") or [1]
    return " / ".join(offer_phrase(off["id"], price, n, lang) for n, price in enumerate(prices, start=1))


def _wrap(line: str, width: int = 100, indent: int = 4) -> list[str]:
    """Split a long line at spaces (markup counted as text, which only makes lines shorter on screen)."""
    out = []
    while len(line) > width:
        cut = line.rfind(" ", indent + 1, width)
        if cut <= indent:
            break
        out.append(line[:cut])
        line = " " * indent + line[cut + 1 :]
    out.append(line)
    return out
