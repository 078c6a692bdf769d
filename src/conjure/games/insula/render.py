"""The table as terminal text: the island drawn as a compact grid, then time, fights and the players."""

from __future__ import annotations

from typing import Any

from conjure.engine.text import plural

from . import data
from .guide import card_line
from .labels import ENERGY_NOM, FLOWERS, GUARDIANS_NOM, SLOT, STEPS, TERMS, card_name, where

W = 7
CELL_CITADEL = {"cs": "citad.", "en": "citadel", "de": "Zitad."}
ABBR = {"cs": {"beach": "pláž", "citadel": "citadela", "pond": "jez", "meadow": "lou", "danger": "neb", "plain": "pro"},
        "en": {"beach": "beach", "citadel": "citadel", "pond": "pnd", "meadow": "mdw", "danger": "dgr", "plain": "pln"},
        "de": {"beach": "Strand", "citadel": "Zitadelle", "pond": "Tei", "meadow": "Wie", "danger": "Gef",
               "plain": "einf"}}
PILE = {"cs": {"light": "svě", "shadow": "stí"}, "en": {"light": "lgt", "shadow": "shd"},
        "de": {"light": "hel", "shadow": "Sch"}}
COLOUR = {"beach": "yellow", "citadel": "bold magenta", "pond": "blue", "meadow": "green", "danger": "red",
          "plain": "white"}
SEAT_COLOUR = ("bold cyan", "bold yellow", "bold green", "bold magenta", "bold red")
WORDS = {
    "cs": {"round": "Kolo", "time": "Čas", "to_moon": "do měsíce", "white": "bílá kletba na časové kartě",
           "holder": "kartu boje má", "player": "Hráč", "you": "ty", "vit": "vitalita", "fat": "únava",
           "rew": "odměny", "pen": "postihy", "hand": "květiny", "cards": "×", "hidden_hand": "skryté", "curses": "kletby",
           "empty": "prázdné", "hidden": "kletba rubem", "island": "Balíčky ostrova", "light": "světlý",
           "shadow": "stinný", "bag": "v pytlíku", "die": "kostka", "none": "žádná", "fight": "Boj",
           "guard": "strážci", "strength": "síla", "waiting": "rozmýšlí", "ready": "rozhodnuto", "facedown": "karta rubem nahoru", "cards_help": "Co dělají karty",
           "off": "mimo ostrov", "sea": "moře", "toward": "k citadele", "anger": "hněv Kingoše",
           "legend": "▒svě▒/▒stí▒ = karta rubem (světlá/stinná), ▒lou?▒ = rubem, ale víte, co to je, ✶ = trny na té straně, G = strážce (síla), 1-5 = dobrodruzi hráčů"},
    "en": {"round": "Round", "time": "Time", "to_moon": "to the moon", "white": "white curse on the time card",
           "holder": "battle card held by", "player": "Player", "you": "you", "vit": "vitality", "fat": "fatigue",
           "rew": "reward", "pen": "penalty", "hand": "flowers", "cards": "×", "hidden_hand": "hidden", "curses": "curses",
           "empty": "empty", "hidden": "face-down curse", "island": "Island decks", "light": "light",
           "shadow": "shadow", "bag": "in the bag", "die": "die", "none": "none",
           "fight": "Fight", "guard": "guardians", "strength": "strength", "waiting": "deciding", "ready": "committed", "facedown": "face-down card", "cards_help": "What the cards do",
           "off": "off the island", "sea": "sea", "toward": "toward the citadel",
           "anger": "Kingoš's anger",
           "legend": "▒lgt▒/▒shd▒ = face-down card (light/shadow), ▒mdw?▒ = face down, known to you, ✶ = thorns on that side, G = guardian (strength), 1-5 = players' adventurers"},
    "de": {"round": "Runde", "time": "Zeit", "to_moon": "bis zum Mond", "white": "weißer Fluch auf der Zeitkarte",
           "holder": "Kampfkarte hat", "player": "Spieler", "you": "du", "vit": "Vitalität", "fat": "Müdigkeit",
           "rew": "Belohnung", "pen": "Strafe", "hand": "Blumen", "cards": "×", "hidden_hand": "verdeckt", "curses": "Flüche",
           "empty": "leer", "hidden": "verdeckter Fluch", "island": "Inselstapel", "light": "hell",
           "shadow": "Schatten", "bag": "im Beutel", "die": "Würfel", "none": "keiner",
           "fight": "Kampf", "guard": "Wächter", "strength": "Stärke", "waiting": "überlegt", "ready": "hat gesetzt", "facedown": "verdeckte Karte", "cards_help": "Was die Karten bewirken",
           "off": "nicht auf der Insel", "sea": "Meer", "toward": "zur Zitadelle",
           "anger": "Zorn des Kingoš",
           "legend": "▒hel▒/▒Sch▒ = verdeckt (hell/Schatten), ▒Wie?▒ = verdeckt, dir bekannt, ✶ = Dornen auf dieser Seite, G = Wächter (Stärke), 1-5 = Abenteurer"},
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
    w = WORDS[lang]
    if key is None or key not in table["cells"]:
        return w["off"]
    cell = table["cells"][key]
    kind = _kind(cell)
    if kind in ("beach", "citadel"):
        return str(ABBR[lang][kind])
    x, y = _xy(key)
    name = TERMS[lang].get(kind, "") if cell["up"] else w["facedown"]
    return f"{name} ({where(x, y, lang)})"


def _cell(table: dict[str, Any], key: str, lang: str) -> tuple[str, str]:
    """Two lines of W visible characters, with markup."""
    cell = table["cells"].get(key)
    if cell is None:
        return " " * W, " " * W
    kind = _kind(cell)
    if not cell["up"] and kind not in ("beach", "citadel"):
        known = ABBR[lang].get(kind) if cell.get("card") else None
        word = "▒" + (known or PILE[lang].get(cell.get("pile", ""), "▒▒▒")) + ("?▒" if known else "▒")
        top = f"[dim]{word.center(W)}[/]"
    else:
        word = (CELL_CITADEL[lang] if kind == "citadel" else ABBR[lang].get(kind, "?"))[:W]
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


def grid(table: dict[str, Any], lang: str = "en") -> list[str]:
    w = WORDS[lang]
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
        lines.append(sep(y))
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
        lines.append("   " + "".join(b + t for b, t in zip(bars, bottoms, strict=False)) + bars[-1])
    lines.append(sep(-1))
    lines.append("   [blue]" + "≈" * ((W + 1) * len(xs) + 1) + f"[/] {w['sea']}")
    return lines


def _commit_text(fight: dict[str, Any], seat: int, lang: str) -> str:
    w = WORDS[lang]
    commit = fight["commit"][seat]
    if not fight.get("revealed"):
        return w["ready"] if commit else w["waiting"]
    if commit is None or commit is True or commit is False:
        return w["waiting"]
    red = fight["red"][seat]
    text = plural(int(commit), lang, ENERGY_NOM)
    return text + (f" + {card_name(red)}" if isinstance(red, str) else "")


def _slot_text(v: Any, lang: str) -> str:
    w = WORDS[lang]
    if isinstance(v, str):
        return card_name(v)
    return w["hidden"] if v else w["empty"]


def render_table(table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
    if lang not in WORDS:
        lang = "en"
    w = WORDS[lang]
    white = card_name(table["white_curse"]) if table["white_curse"] else w["none"]
    to_moon = max(0, table["moon"] - table["time"])
    die = TERMS[lang].get(table["die"], w["none"]) if table.get("die") else w["none"]
    out = [f"[bold]{w['round']} {table['round']}[/] · {w['time']}: ☀ {'●' * table['time']}{'○' * to_moon} ☾ "
           f"({w['to_moon']}: {plural(to_moon, lang, STEPS)})",
           f"{w['white']}: {white} · {w['holder']}: {w['player']} {table['holder'] + 1} · {w['island']}: {w['light']} {table['piles']['light']}, "
           f"{w['shadow']} {table['piles']['shadow']}",
           f"{w['bag']}: {plural(table['bag'], lang, GUARDIANS_NOM)} · {w['die']}: {die}"
           + (f" · {w['anger']}: {table['anger']}" if table.get("anger") is not None else "")]
    out += grid(table, lang)
    first, _, rest = w["legend"].partition(", ✶")
    out.append(first)
    if rest:
        out.append("✶" + rest)
    fight = table.get("fight")
    if fight:
        for key, seats in fight["fields"].items():
            guards = " + ".join(str(data.GUARDIANS[g]["strength"]) for g in table["guardians"].get(key, [])) or w["none"]
            shown = ", ".join(f"{w['player']} {s + 1}: {_commit_text(fight, s, lang)}" for s in seats)
            out.append(f"[bold red]⚔ {w['fight']}: {_place_name(table, key, lang)}[/] · {w['guard']} ({w['strength']}): {guards} · {shown}")
    slots_names = SLOT[lang]
    for i, p in enumerate(table["seats"]):
        hand = ", ".join(card_name(c) for c in p["hand"]) if "hand" in p else f"{plural(p['hand_size'], lang, FLOWERS)} ({w['hidden_hand']})"
        if "hand" in p and not p["hand"]:
            hand = w["none"]
        slots = ", ".join(f"{slots_names.get(k, k)}: {_slot_text(v, lang)}" for k, v in p["slots"].items())
        you = f" ({w['you']})" if i == seat else ""
        mark = "▶" if i == seat else " "
        out.append(f"{mark}[{SEAT_COLOUR[i % 5]}]{w['player']} {i + 1}{you}[/] · {_place_name(table, p['position'], lang)}"
                   f" · {w['vit']} {p['vitality']}, {w['fat']} {p['fatigue']} · {w['rew']} {p['reward']}, {w['pen']} {p['penalty']}")
        out.append(f"    {w['hand']}: {hand} · {w['curses']}: {slots}")
    out += _card_help(table, seat, lang)
    return "\n".join(out)


def _card_help(table: dict[str, Any], seat: int | None, lang: str) -> list[str]:
    """What each card you can see in play does: the white curse on the time card, your flowers and curses."""
    cards: list[str] = [table["white_curse"]] if table["white_curse"] else []
    if seat is not None:
        own = table["seats"][seat]
        cards += sorted(own.get("hand", []), key=card_name)
        cards += [v for v in own["slots"].values() if isinstance(v, str)]
    names: dict[str, str] = {}
    for c in cards:
        names.setdefault(card_name(c), c)
    if not names:
        return []
    return [f"[dim]{WORDS[lang]['cards_help']}:[/]"] + [f"[dim]  · {card_line(c, lang, table['advanced'])}[/]"
                                                         for c in names.values()]
