"""What must be on each game's picture: the element ids of every object a view shows, worked out from the view."""

from __future__ import annotations

from collections import Counter
from typing import Any


def counted(prefix: str, kinds: list[str]) -> set[str]:
    """``prefix-KIND-N`` for each thing, N counting equal things from 0."""
    seen: Counter[str] = Counter()
    out = set()
    for kind in kinds:
        out.add(f"{prefix}-{kind}-{seen[kind]}")
        seen[kind] += 1
    return out


def incantibus(table: dict[str, Any]) -> set[str]:
    out = {"header", "spell-deck", "potion-supply", "box"}
    if table["wizards"]["down"]:
        out.add("wizards-face-down")
    if table["room"] is not None:
        out |= {f"room-slot-{i}" for i, s in enumerate(table["room"]["slots"]) if s is not None}
        out.add(f"tower-room-{table['room']['name']}")
    out |= {f"tower-room-{name}" for name in table["rooms_done"]} | {f"tower-left-{j}" for j in range(table["rooms_left"])}
    out |= {f"crypt-slot-{i}" for i, s in enumerate(table["crypt"] or []) if s is not None}
    out |= {f"potion-{i}" for i, k in enumerate(table["potions"]) if k is not None}
    if table["mode"] == "expert":
        out |= {f"book-{i}" for i, k in enumerate(table["books"]) if k is not None} | {"book-supply"}
    out |= {f"spell-up-{i}" for i in range(len(table["spells"]["up"]))}
    out |= {f"spell-used-{i}" for i in range(len(table["spells"]["used"]))}
    out |= {f"wizard-{k}" for k in table["wizards"]["up"]}
    out |= counted("special", table["specials"]) | {f"moat-{k}" for k in table["moat"]}
    for s, seat in enumerate(table["seats"]):
        out |= {f"seat-{s}", f"seat-{s}-wand"} | counted(f"seat-{s}-token", seat["tokens"])
    return out


def djinn(table: dict[str, Any]) -> set[str]:
    out = {"field-SRC", "chest-pile"} | {f"field-{f}" for f in table["tiles"]}
    for field, colours in table["djinn"].items():
        out |= {f"djinn-{field}-{i}" for i in range(len(colours))}
        if table["boss"].get(field):
            out.add(f"boss-{field}")
    for field, passages in table["passages"].items():
        out |= {f"passage-{field}-{i}" for i in range(len(passages))}
    out |= {f"mage-offer-{i}" for i, m in enumerate(table["mage_offer"]) if m is not None}
    out |= {f"equipment-offer-{k}" for k, e in table["equipment_offer"].items() if e is not None}
    out |= {f"chest-discard-{i}" for i in range(len(table["chest_discard"]))}
    out |= {f"award-{c}-{a}" for c, column in enumerate(table["awards"]) for a in column}
    out |= {f"scoring-{w}" for w in table["scoring"]}
    out |= {f"character-offer-{c}" for side in ("pos", "neg") for c in table["character_offer"].get(side, [])}
    out |= {f"market-stall-{n}" for n in range(len(table["market_stalls"]))}
    if table["tom"] is not None:
        out.add("tom-deck")
        if table["tom"]["revealed"]:
            out.add("tom-last")
    for s, p in enumerate(table["seats"]):
        out.add(f"seat-{s}")
        if p["position"] is not None:
            out.add(f"figure-{s}")
        if p["stall"] >= 0:
            out.add(f"assistant-{s}")
        out |= {f"seat-{s}-circle-{i}" for i in range(len(p["circles"]))}
        out |= {f"seat-{s}-bottles-{c}" for c in p["bottles"]}
        out |= {f"seat-{s}-mage-{i}" for i in range(len(p["mages"]))}
        out |= {f"seat-{s}-equipment-{i}" for i in range(len(p["equipment"]))}
        out |= {f"seat-{s}-character-{c}" for c in p["characters"]} | {f"seat-{s}-award-{a}" for a in p["awards"]}
        out |= {f"seat-{s}-scoring-{i}" for i in range(p["hidden_scoring_count"])}
    return out


def insula(table: dict[str, Any]) -> set[str]:
    out = {"time-track", "time-token", "pile-light", "pile-shadow", "guardian-bag", "flower-deck", "curse-deck"}
    out |= {"cell-" + key.replace(",", "_") for key in table["cells"]}
    for key, cell in table["cells"].items():
        out |= {f"thorn-{key.replace(',', '_')}-{n}" for n in range(len(cell.get("thorns", [])))}
    out |= {f"guardian-{g}" for guardians in table["guardians"].values() for g in guardians}
    out |= {f"defeated-{g}" for g in table["defeated"]}
    for deck in ("flower", "curse"):
        out |= {f"{deck}-discard-{n}" for n in range(len(table[deck + "s"]["discard"]))}
    if table["white_curse"]:
        out.add("white-curse")
    if table["fight"] is not None:
        out.add("fight")
    for s, p in enumerate(table["seats"]):
        out.add(f"seat-{s}")
        if p["position"] is not None:
            out.add(f"adventurer-{s}")
        out |= {f"seat-{s}-{c}-{i}" for c in ("reward", "penalty") for i in range(10)}
        out |= {f"seat-{s}-hand-{i}" for i in range(p["hand_size"])}
        out |= {f"seat-{s}-slot-{slot}" for slot, value in p["slots"].items() if value}
    return out


EXPECTED = {"incantibus": incantibus, "djinn": djinn, "insula": insula}
