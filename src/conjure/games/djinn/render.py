"""The table as terminal text."""

from __future__ import annotations

from typing import Any

from conjure.games.djinn.data import AWARDS, EQUIPMENT, MAGES, MARKET_OFFERS, NEIGHBOURS, ROUND, SOURCE, SQUARE
from conjure.games.djinn.labels import CARD_TEXT, CHAR_TEXT, LOC, effect_text, word


def render(table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
    loc = LOC.get(lang, LOC["en"])
    lines = [f"phase {table['phase']}  turn {table['turns']}  bosses gone {table['bosses_gone']}/6  "
             f"bag {table['bag_count']}  boss supply {table['boss_supply']}"]
    lines.append(f"  <{SOURCE}> {loc['SRC']:<12} paths {' '.join(NEIGHBOURS[SOURCE])}{wizards(table, SOURCE)}")
    for f in ROUND:
        boss = "[b]BOSS[/b] " if table["boss"][f] else ""
        djinn = " ".join(word(c, lang) for c in table["djinn"][f])
        lines.append(f"  ({f}) {loc[table['tiles'][f]]:<12} paths {' '.join(NEIGHBOURS[f]):<15} {boss}{djinn}"
                     f"{wizards(table, f)}")
    for f in SQUARE:
        passes = " ".join(f"P{s}:{loc[x]}" for s, x in table["passages"][f])
        lines.append(f"  [{f}] {loc[table['tiles'][f]]:<12} paths {' '.join(NEIGHBOURS[f]):<15} {passes}"
                     f"{wizards(table, f)}")
    offer = "  ".join(f"{i}:{mage_text(m, lang)}" for i, m in enumerate(table["mage_offer"]))
    lines.append(f"  mage piles (0, 1 without key; 2, 3 with key): {offer}")
    stalls = "  ".join(f"{i}:{'+'.join(MARKET_OFFERS[o]['id'] for o in st)}" for i, st in enumerate(table["market_stalls"]))
    lines.append(f"  market stalls: {stalls}")
    lines.append(f"  equipment offer: {'  '.join(equip_text(e) for e in table['equipment_offer'].values())}"
                 f"  chests {table['chests_left']}")
    for col, ids in zip(("I", "II", "III"), table["awards"], strict=True):
        text = "  ".join(f"{a}[{effect_text(AWARDS[a]['gain'], lang)} / {AWARDS[a]['vp']}]" for a in ids)
        lines.append(f"  awards {col}: {text}")
    if table["scoring"]:
        lines.append("  scoring cards: " + "; ".join(f"{c} {CARD_TEXT[c][lang]}" for c in table["scoring"]))
    offer = table["character_offer"]
    if offer["pos"] or offer["neg"]:
        for c in offer["pos"] + offer["neg"]:
            lines.append(f"  character {c}: {CHAR_TEXT[c][lang]}")
    if table.get("tom"):
        lines.append(f"  Tom: {table['tom']['left']} cards left, revealed {table['tom']['revealed']}")
    for s, p in enumerate(table["players"]):
        me = "*" if s == table["cur"] else " "
        circles = " ".join(f"{st}:{d or '-'}" for st, d in zip(p["circ"], p["cd"], strict=True))
        bottled = " ".join(f"{c}:{r}+{b}" for c, (r, b) in p["bot"].items() if r or b)
        lines.append(f"{me}P{s} at {p['pos']}  power {p['power']}/{p['max_power']} cap {p['cap']}"
                     f"{'F' if p['flip'] else ''} min {p['min']}  coins {p['coins']} scrolls {p['scrolls']} "
                     f"keys {p['keys']} corks {p['corks']}")
        lines.append(f"    circles {circles}  bottles {p['bt']}  bottled {bottled}  awards {p['aw']}")
        mages = ", ".join(f"#{i} {mage_text(m[0], lang)}{'' if m[1] else ' (down)'}" for i, m in enumerate(p["mages"]))
        equip = ", ".join(f"#{i} {equip_text(e[0])}{'' if e[1] else ' (down)'}" for i, e in enumerate(p["eq"]))
        lines.append(f"    mages [{mages}]")
        lines.append(f"    equipment [{equip}]  stall {p['mk']}  passages left {p['pb']}")
        for c in p["chars"]:
            lines.append(f"    character {c}: {CHAR_TEXT[c][lang]}")
        for c in p["hidden_scoring"]:
            lines.append(f"    hidden scoring card {c}: {CARD_TEXT[c][lang]}")
    return "\n".join(lines)


def mage_text(card: str | None, lang: str = "en") -> str:
    """``M18 g3 +1brown +1blue fee 2 key``: green power, colour bonuses, fee, key."""
    if card is None:
        return "-"
    m = MAGES[card]
    bonus = " ".join(f"+{v}{word(c, lang)}" for c, v in m["bonus"].items())
    return f"{card} g{m['green']} {bonus} fee {m['fee']}{' key' if m['key'] else ''}".replace("  ", " ")


def equip_text(card: str | None) -> str:
    if card is None:
        return "-"
    e = EQUIPMENT[card]
    extra = f" {e['location']} {e['reward'][0][0]}" if e["ability"] == "arrive" else ""
    return f"{card} {e['kind']} {e['ability']}{extra}"


def wizards(table: dict[str, Any], field: str) -> str:
    """Wizards standing at the field's edges: ``P1<S2`` = player 1, arrived from S2."""
    here = [f"P{s}<{p['pos'][1] or '*'}" for s, p in enumerate(table["players"]) if p["pos"] and p["pos"][0] == field]
    return "  wizards " + " ".join(here) if here else ""
