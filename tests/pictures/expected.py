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


def trickerion(table: dict[str, Any]) -> set[str]:
    from conjure.games.trickerion import data
    from conjure.games.trickerion.assignment import character_ids

    out = {"header", "tracks", "fame-track", "market-quick"} | {f"fame-{s}" for s in range(len(table["seats"]))}
    last = data.C["rounds_dark_alley" if table["options"]["dark_alley"] else "rounds_base"]
    out |= {f"round-{r}" for r in range(1, last + 1)} | {f"initiative-{s}" for s in table["initiative"]}
    out |= {f"die-{d}" for d in table["dice"]} | {f"market-{a}-{i}" for a in ("buy", "order") for i in range(4)}
    board = ("downtown", "market_row", "dark_alley") if table["options"]["dark_alley"] else ("downtown", "market_row")
    out |= {f"space-{loc}-{n}" for loc in board for n in range(1, 5)}
    for day in data.DATA.raw["days"]:
        out.add(f"space-theater-{day['id']}-performance")
        out |= {f"space-theater-{day['id']}-backstage-{k}" for k in range(day["backstage"])}
    out |= {f"character-{p['seat']}-{p['char']}" for p in table["placed"]}
    out |= {f"special-deck-{loc}" for loc in table["special_decks"]}
    if table["options"]["prophecies"]:
        out |= {"prophecy-active", "prophecy-pool"} | {f"prophecy-upcoming-{i}" for i in range(len(table["prophecy"]["upcoming"]))}
    for i, card in enumerate(table["theater"]):
        if card is None:
            out.add(f"theatre-position-{i}")
            continue
        perf = data.PERFORMANCES[card]
        out |= {f"performance-{card}"} | {f"perf-slot-{card}-{s}" for s in perf.slots}
        out |= {f"link-{card}-{a}-{b}" for a, b in perf.links}
        out |= {f"marker-{card}-{m['slot']}" for m in table["stage"].get(card, {}).get("markers", [])}
    out |= {f"performance-deck-{g['theatre']}" for g in table["performance_deck"]}
    out |= {f"performance-discard-{i}" for i in range(len(table["performance_discard"]))}
    out |= {f"trick-{t}" for deck in table["trick_decks"].values() for t in deck}
    for s, p in enumerate(table["seats"]):
        out |= {f"seat-{s}", f"workshop-{s}-1", f"workshop-{s}-2"} | {f"seat-{s}-char-{c}" for c in character_ids(p)}
        out |= {f"seat-{s}-card-{c}" for c in table["assigned"][s]} | {f"seat-{s}-hired-{i}" for i in range(len(p["hired"]))}
        out |= {f"seat-{s}-trick-{t['id']}" for t in p["tricks"]} | {f"seat-{s}-prop-{k}" for k in p["props"]}
        if "hand" in p:
            out |= {f"seat-{s}-hand-{loc}" for loc, n in p["hand"].items() if n}
            out |= {f"seat-{s}-special-{i}" for i in range(len(p["special_hand"]))}
        else:
            out |= {f"seat-{s}-hand", f"seat-{s}-special-hand"}
        if table.get("final"):
            out.add(f"seat-{s}-final")
    if table["turn"] and table["turn"].get("drawn"):
        out |= {f"drawn-{i}" for i in range(len(table["turn"]["drawn"]))}
    return out


EXPECTED = {"incantibus": incantibus, "djinn": djinn, "insula": insula, "trickerion": trickerion}
