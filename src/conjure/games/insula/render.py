"""The table as terminal text: the island drawn as a grid, then time, fights and the players."""

from __future__ import annotations

from typing import Any

from . import data
from .labels import SLOT, TERMS, card_name

KIND_MARK = {"beach": "PLÁŽ", "citadel": "CITA", "pond": "jez", "meadow": "lou", "danger": "neb", "plain": "les"}
WORDS = {"cs": ("Kolo", "čas", "měsíc", "bílá kletba", "karta boje", "hráč", "vitalita", "únava", "odměny", "postihy",
                "ruka", "kletby", "karty ostrova", "pytlík", "kostka", "světlé", "stinné"),
         "en": ("Round", "time", "moon", "white curse", "battle card", "player", "vitality", "fatigue", "reward",
                "penalty", "hand", "curses", "island cards", "bag", "die", "light", "shadow"),
         "de": ("Runde", "Zeit", "Mond", "weißer Fluch", "Kampfkarte", "Spieler", "Vitalität", "Müdigkeit",
                "Belohnung", "Strafe", "Hand", "Flüche", "Inselkarten", "Beutel", "Würfel", "hell", "Schatten")}
W = 9
LEGEND = {"cs": "jez = jezírko, lou = louka, neb = nebezpečí, les = prosté pole, * = trny (viz výpis), [ ] = rubem, "
                "G = strážci (síla), @ = dobrodruzi",
          "en": "jez = pond, lou = meadow, neb = danger, les = plain, * = thorns (listed below), [ ] = face down, "
                "G = guardians (strength), @ = adventurers",
          "de": "jez = Teich, lou = Wiese, neb = Gefahr, les = einfach, * = Dornen (unten), [ ] = verdeckt, "
                "G = Wächter (Stärke), @ = Abenteurer"}
THORN_TEXT = {"in": "↑", "out": "↓", "left": "←", "right": "→"}


def _cell_text(table: dict[str, Any], key: str) -> tuple[str, str]:
    cell = table["cells"].get(key)
    if cell is None:
        return " " * W, " " * W
    if not cell["up"]:
        top = "[" + (KIND_MARK.get(_kind(cell), "") if cell["card"] else "?") + "]"
    else:
        top = KIND_MARK.get(cell.get("kind", ""), "?")
        if cell.get("thorns"):
            top += "*"
    guards = table["guards"].get(key, [])
    if guards:
        top += " G" + "+".join(str(data.GUARDIANS[g]["strength"]) for g in guards)
    seats = [str(i + 1) for i, p in enumerate(table["players"]) if p["pos"] == key]
    bottom = "@" + "".join(seats) if seats else ""
    return top[:W].ljust(W), bottom[:W].ljust(W)


def _commit_text(fight: dict[str, Any], seat: int) -> str:
    commit = fight["commit"][seat]
    if commit is True:
        return "✓"
    if commit is None or commit is False:
        return "…"
    red = fight["red"][seat]
    return str(commit) + (f" + {card_name(red)}" if isinstance(red, str) else "")


def _kind(cell: dict[str, Any]) -> str:
    return data.ISLAND[cell["card"]]["kind"] if cell["card"] in data.ISLAND else ""


def grid(table: dict[str, Any]) -> list[str]:
    keys = [tuple(map(int, k.split(","))) for k in table["cells"]]
    xs = [x for x, _ in keys]
    ys = [y for _, y in keys]
    lo_x, hi_x = min(xs) - 1, max(xs) + 1
    hi_y = max(ys) + 1
    sep = "+" + "+".join("-" * W for _ in range(lo_x, hi_x + 1)) + "+"
    lines = [" " + " ".join(f"x={x}".center(W) for x in range(lo_x, hi_x + 1))]
    for y in range(hi_y, -1, -1):
        lines.append(sep)
        tops, bottoms = [], []
        for x in range(lo_x, hi_x + 1):
            t, b = _cell_text(table, f"{x},{y}")
            tops.append(t)
            bottoms.append(b)
        lines.append("|" + "|".join(tops) + f"| y={y}")
        lines.append("|" + "|".join(bottoms) + "|")
    lines.append(sep)
    lines.append("~" * len(sep) + "  (sea)")
    return lines


def render_table(table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
    w = WORDS.get(lang, WORDS["en"])
    white = card_name(table["white"]) if table["white"] else "-"
    out = [f"{w[0]} {table['round']} · {w[1]} {table['time']}/{table['moon']} ({w[2]} = {table['moon']}) · "
           f"{w[3]}: {white} · {w[4]}: {w[5]} {table['holder'] + 1}"
           + (f" · Kingoš {table['anger']}" if table.get("anger") else "")]
    out += grid(table)
    out.append(LEGEND.get(lang, LEGEND["en"]))
    thorns = [f"{k}: {'/'.join(THORN_TEXT[e] + THORN_TEXT[f] for e, f in c['thorns'])}"
              for k, c in table["cells"].items() if c.get("thorns")]
    if thorns:
        out.append("* " + " · ".join(thorns) + "  (edge, then the way the points face)")
    piles = table["piles"]
    out.append(f"{w[12]}: {w[15]} {piles['light']}, {w[16]} {piles['shadow']} · {w[13]}: {table['bag']} · "
               f"{w[14]}: {TERMS.get(lang, TERMS['en']).get(table['die'] or '', '-')}")
    fight = table.get("fight")
    if fight:
        for key, seats in fight["fields"].items():
            shown = ", ".join(f"{s + 1}: {_commit_text(fight, s)}" for s in seats)
            out.append(f"⚔ {key}: {shown}")
    for i, p in enumerate(table["players"]):
        slots = ", ".join(f"{SLOT.get(lang, SLOT['en'])[k]}={card_name(v) if isinstance(v, str) else ('X' if v else '-')}"
                          for k, v in p["slots"].items())
        hand = ", ".join(card_name(c) for c in p["hand"]) if "hand" in p else f"{p['hand_size']} ?"
        mark = "*" if i == seat else " "
        out.append(f"{mark}{w[5]} {i + 1} @{p['pos']}: {w[6]} {p['vit']} {w[7]} {p['fat']} · {w[8]} {p['rew']} "
                   f"{w[9]} {p['pen']} · {w[10]}: {hand} · {w[11]}: {slots}")
    return "\n".join(out)
