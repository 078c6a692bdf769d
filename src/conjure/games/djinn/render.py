"""The table as terminal text (Rich markup), in Czech, English or German, within 100 columns."""

from __future__ import annotations

from typing import Any

from conjure.games.djinn.data import CHARACTERS, MARKET_OFFERS, NEIGHBOURS, ROUND, SOURCE, SQUARE
from conjure.games.djinn.labels import (
    CARD_TEXT,
    CHAR_TEXT,
    KIND,
    LOC,
    award_text,
    catch_summary,
    colour,
    count,
    equip_text,
    mage_text,
    offer_phrase,
    tom_text,
)

T: dict[str, dict[str, str]] = {
    "en": {
        "draft": "choosing character tiles", "play": "play", "final": "final Magic Source actions", "over": "game over",
        "round": "Turn {t}, phase: {p}", "first": "start player: {s}", "gone": "bosses gone {g}/6",
        "end2": "END TRIGGERED: finish this round, then one more", "end1": "END: this is the last round",
        "bag": "djinn in the bag {b}, boss djinn in supply {s}", "map": "Map", "source": "centre",
        "rnd": "round", "sq": "square", "paths": "paths to", "boss": "BOSS", "pass": "secret passages",
        "here": "here", "from": "from", "offers": "Offers", "mages": "Mage cards", "nokey": "without key",
        "withkey": "with key", "pile": "pile", "cards": "cards", "market": "Market stalls", "stall": "stall", "equip": "Equipment", "chests": "treasure chests left",
        "awards": "Awards", "col": "column", "vp": "VP", "scoring": "Scoring cards", "chars": "Character tiles",
        "tom": "Tom (solo)", "tomleft": "cards left", "tomlast": "last", "tomrev": "revealed", "lost": "YOU HAVE LOST against Tom",
        "players": "Players", "you": "you", "player": "Player", "turnnow": "to play", "at": "at",
        "at_from": "{f} {l}, came from {c}", "nopos": "not on the map yet", "power": "power", "cap": "capacity",
        "min": "minimum", "flip": "flipped (max 8)", "coins": "coins", "scrolls": "scrolls", "keys": "keys",
        "corks": "corks", "circles": "circles", "a": "active", "i": "inactive", "x": "covered", "empty": "empty",
        "bottles": "empty bottles", "bottled": "djinn bottled", "none": "none", "up": "face up", "down": "face down",
        "left": "secret passages left", "hidden": "hidden scoring cards", "assistant": "assistant at stall",
        "final_left": "still to take the final Source action", "boss_b": "boss",
    },
    "cs": {
        "draft": "výběr destiček vlastností", "play": "hra", "final": "závěrečné akce ve Zřídle magie",
        "over": "konec hry", "round": "Tah {t}, fáze: {p}", "first": "začínající hráč: {s}",
        "gone": "veledžinů pryč {g}/6", "end2": "KONEC HRY SPUŠTĚN: dohrajte toto kolo a ještě jedno",
        "end1": "KONEC: toto je poslední kolo", "bag": "džinů v pytlíku {b}, veledžinů v zásobě {s}",
        "map": "Mapa", "source": "střed", "rnd": "kruhové", "sq": "čtvercové", "paths": "cesty:",
        "boss": "VELEDŽIN", "pass": "utajené znalosti", "here": "zde", "from": "od pole", "offers": "Nabídka",
        "mages": "Karty mágů", "nokey": "bez klíče", "withkey": "s klíčem", "pile": "hromádka", "cards": "karet", "market": "Stánky na tržnici", "stall": "stánek",
        "equip": "Vybavení", "chests": "zbývá truhel", "awards": "Ocenění", "col": "sloupec", "vp": "VB",
        "scoring": "Bodovací karty", "chars": "Destičky vlastností", "tom": "Tom (sólo)", "tomleft": "zbývající karty:", "tomlast": "poslední",
        "tomrev": "odkryté", "lost": "PROHRÁLI JSTE s Tomem", "players": "Hráči", "you": "vy", "player": "Hráč",
        "turnnow": "na tahu", "at": "stojí u pole", "at_from": "{f} {l}, přišel od pole {c}", "nopos": "ještě není na mapě",
        "power": "magická síla", "cap": "kapacita", "min": "minimum", "flip": "otočeno (max 8)", "coins": "mince",
        "scrolls": "svitky", "keys": "klíče", "corks": "zátky", "circles": "kruhy", "a": "aktivní",
        "i": "neaktivní", "x": "zakrytý", "empty": "prázdný", "bottles": "prázdné lahve", "bottled": "džinové v lahvích",
        "none": "žádné", "up": "lícem vzhůru", "down": "rubem vzhůru", "left": "zbývající utajené znalosti",
        "hidden": "skryté bodovací karty", "assistant": "pomocník u stánku",
        "final_left": "ještě provedou závěrečnou akci ve Zřídle", "boss_b": "veledžin",
    },
    "de": {
        "draft": "Charakter-Plättchen wählen", "play": "Spiel", "final": "letzte Aktionen an der Magiequelle",
        "over": "Spielende", "round": "Zug {t}, Phase: {p}", "first": "Startspieler: {s}",
        "gone": "Meisterdjinns weg {g}/6", "end2": "SPIELENDE AUSGELÖST: diese Runde und noch eine",
        "end1": "SPIELENDE: dies ist die letzte Runde", "bag": "Djinns im Beutel {b}, Meisterdjinns im Vorrat {s}",
        "map": "Spielplan", "source": "Mitte", "rnd": "rund", "sq": "eckig", "paths": "Wege zu",
        "boss": "MEISTERDJINN", "pass": "Geheimgänge", "here": "hier", "from": "von", "offers": "Auslagen",
        "mages": "Magiekarten", "nokey": "ohne Schlüssel", "withkey": "mit Schlüssel", "pile": "Stapel",
        "cards": "Karten", "market": "Marktzelte",
        "stall": "Zelt", "equip": "Ausrüstung", "chests": "Schatztruhen übrig", "awards": "Trophäen",
        "col": "Spalte", "vp": "SP", "scoring": "Wertungskarten", "chars": "Charakter-Plättchen", "tom": "Tom (Solo)",
        "tomleft": "Karten übrig", "tomlast": "zuletzt", "tomrev": "aufgedeckt", "lost": "SIE HABEN gegen Tom VERLOREN",
        "players": "Spieler", "you": "du", "player": "Spieler", "turnnow": "am Zug", "at": "steht an",
        "at_from": "{f} {l}, kam von {c}", "nopos": "noch nicht auf dem Plan", "power": "Magiestärke",
        "cap": "Kapazität", "min": "Minimum", "flip": "umgedreht (max. 8)", "coins": "Münzen",
        "scrolls": "Schriftrollen", "keys": "Schlüssel", "corks": "Korken", "circles": "Bannkreise",
        "a": "aktiv", "i": "inaktiv", "x": "abgedeckt", "empty": "leer", "bottles": "leere Flaschen",
        "bottled": "Djinns in Flaschen", "none": "keine", "up": "offen", "down": "verdeckt",
        "left": "verbleibende Geheimgänge", "hidden": "geheime Wertungskarten", "assistant": "Gehilfe am Zelt",
        "final_left": "noch mit letzter Aktion an der Magiequelle", "boss_b": "Meisterdjinn",
    },
}


MAGE_CARD = {"cs": "Karta mága", "en": "Mage card", "de": "Magiekarte"}


def _lang(lang: str) -> str:
    return lang if lang in T else "en"


def field_name(f: str, table: dict[str, Any], lang: str) -> str:
    loc = LOC[_lang(lang)]
    if f == SOURCE:
        return loc["SRC"]
    return f"{loc[table['tiles'][f]]} ({f})"


def render(table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
    lang = _lang(lang)
    w = T[lang]
    loc = LOC[lang]
    names = [w["you"] if s == seat else f"{w['player']} {s + 1}" for s in range(len(table["seats"]))]
    out = [f"[bold]{w['round'].format(t=table['turns'], p=w.get(table['phase'], table['phase']))}[/bold]  "
           f"{w['first'].format(s=names[table['first']])}  {w['gone'].format(g=table['bosses_gone'])}",
           "  " + w["bag"].format(b=table["bag_count"], s=table["boss_supply"])]
    if table["end_rounds"]:
        out.append(f"  [bold red]{w['end2'] if table['end_rounds'] >= 2 else w['end1']}[/]")
    node = table["tasks"][-1] if table.get("tasks") else None
    if node is not None and node["t"] == "catch":
        out.extend(_wrap(f"  [bold]{names[node['seat']]}[/bold] — {catch_summary(table, node['seat'], lang)}", indent=6))
    if table["final_left"]:
        out.append(f"  {w['final_left']}: {', '.join(names[s] for s in table['final_left'])}")
    out.append(f"[bold]{w['map']}[/bold]")
    for f in [SOURCE, *ROUND, *SQUARE]:
        kind = w["source"] if f == SOURCE else w["rnd"] if f in ROUND else w["sq"]
        paths = ", ".join(f"{(loc['SRC'] if n == SOURCE else loc[table['tiles'][n]])} ({n})" for n in NEIGHBOURS[f])
        head = f"  [bold]{field_name(f, table, lang)}[/bold] {kind}; {w['paths']} {paths}"
        out.extend(_wrap(head, indent=6))
        extra = []
        if table["boss"].get(f):
            extra.append(f"[bold magenta]{w['boss']}[/]")
        if table["djinn"].get(f):
            extra.append("djinn: " + " ".join(colour(c, lang) for c in table["djinn"][f])
                         if lang == "en" else ("džinové: " if lang == "cs" else "Djinns: ")
                         + " ".join(colour(c, lang) for c in table["djinn"][f]))
        passes = table["passages"].get(f) or []
        if passes:
            extra.append(f"{w['pass']}: " + ", ".join(f"{names[s]} → {loc[x]}" for s, x in passes))
        here = [f"{names[s]} ({w['from']} {field_name(p['position'][1], table, lang) if p['position'][1] else '-'})"
                for s, p in enumerate(table["seats"]) if p["position"] and p["position"][0] == f]
        if here:
            extra.append(f"{w['here']}: [cyan]{', '.join(here)}[/]")
        if extra:
            out.extend(_wrap("      " + "; ".join(extra), indent=8))
    out.append(f"[bold]{w['offers']}[/bold]")
    out.append(f"  {w['mages']}:")
    for i, m in enumerate(table["mage_offer"]):
        kind = w["nokey"] if i < 2 else w["withkey"]
        size = count(table["mage_piles"][i], "cards", lang)
        out.append(f"    {w['pile']} {i + 1} ({kind}, {size}): {mage_text(m, lang, markup=True)}")
    stalls = "; ".join(f"{w['stall']} {i + 1}: " + " / ".join(offer_text(o, lang) for o in st)
                       for i, st in enumerate(table["market_stalls"]))
    out.extend(_wrap(f"  {w['market']}: {stalls}"))
    for k, e in table["equipment_offer"].items():
        out.append(f"  {KIND[lang][k]} ({count(table['equipment_piles'][k], 'cards', lang)}): {equip_text(e, lang)}")
    out.append(f"  {w['chests']}: {table['chests_left']}")
    out.append(f"  {w['awards']}:")
    for col, ids in enumerate(table["awards"], start=1):
        text = "; ".join(award_text(a, lang) for a in ids) or "-"
        out.extend(_wrap(f"    {w['col']} {'I' * col}: {text}", indent=6))
    if table["scoring"]:
        out.append(f"  {w['scoring']}:")
        for c in table["scoring"]:
            out.extend(_wrap(f"    {CARD_TEXT[c][lang]}", indent=6))
    offer = table["character_offer"]
    if offer["pos"] or offer["neg"]:
        out.append(f"  {w['chars']}:")
        for c in offer["pos"] + offer["neg"]:
            sign = "+" if CHARACTERS[c]["side"] == "pos" else "−"
            out.extend(_wrap(f"    {sign} {CHAR_TEXT[c][lang]}", indent=6))
    if table.get("tom"):
        revealed = table["tom"]["revealed"]
        last = f" ({w['tomlast']}: {tom_text(revealed[-1], lang)})" if revealed else ""
        out.extend(_wrap(f"[bold]{w['tom']}[/bold]: {w['tomleft']} {table['tom']['left']}; "
                         f"{w['tomrev']} {len(revealed)}{last}", indent=6))
    if table.get("solo") and table["solo"].get("result") == "lost":
        out.append(f"  [bold red]{w['lost']}[/]")
    out.append(f"[bold]{w['players']}[/bold]")
    for s, p in enumerate(table["seats"]):
        out.extend(player_lines(table, s, p, names, seat, lang))
    return "\n".join(out)


def player_lines(table: dict[str, Any], s: int, p: dict[str, Any], names: list[str], seat: int | None,
                 lang: str) -> list[str]:
    w = T[lang]
    title = f"{w['player']} {s + 1}" + (f" ({w['you']})" if s == seat else "")
    mark = f"  [bold green]◀ {w['turnnow']}[/]" if s == table["current"] and table["phase"] != "over" else ""
    if p["position"]:
        came = field_name(p["position"][1], table, lang) if p["position"][1] else "-"
        where = w["at_from"].format(f=w["at"], l=field_name(p["position"][0], table, lang), c=came)
    else:
        where = w["nopos"]
    lines = [f" [bold]{title}[/bold]{mark}: {where}"]
    flip = f", {w['flip']}" if p["flipped"] else ""
    lines.extend(_wrap(f"    {w['power']} {p['power']}/{p['max_power']} ({w['cap']} {p['capacity']}{flip}, {w['min']} {p['minimum']}); "
                       f"{w['coins']} {p['coins']}, {w['scrolls']} {p['scrolls']}, {w['keys']} {p['keys']}, "
                       f"{w['corks']} {p['corks']}", indent=6))
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
    lines.extend(_wrap(f"    {w['bottles']}: {empty}; {w['bottled']}: {', '.join(bottled) or w['none']}", indent=6))
    if p["awards"]:
        lines.extend(_wrap(f"    {w['awards']}: " + "; ".join(award_text(a, lang) for a in p["awards"]), indent=6))
    for i, (m, up) in enumerate(p["mages"], start=1):
        lines.append(f"    {MAGE_CARD[lang]} {i} ({w['up'] if up else w['down']}): {mage_text(m, lang, markup=True)}")
    for i, (e, up) in enumerate(p["equipment"], start=1):
        lines.append(f"    {w['equip']} {i} ({w['up'] if up else w['down']}): "
                     f"{equip_text(e, lang, with_kind=True)}")
    if p["stall"] is not None and p["stall"] >= 0:
        lines.append(f"    {w['assistant']} {p['stall'] + 1}")
    for c in p["characters"]:
        lines.extend(_wrap(f"    {w['chars']}: {CHAR_TEXT[c][lang]}", indent=6))
    for c in p["hidden_scoring"]:
        lines.extend(_wrap(f"    {w['hidden']}: {CARD_TEXT[c][lang]}", indent=6))
    if p["hidden_scoring_count"] and not p["hidden_scoring"]:
        lines.append(f"    {w['hidden']}: {p['hidden_scoring_count']}")
    left = ", ".join(LOC[lang][x] for x in p["passage_bar"]) or w["none"]
    lines.extend(_wrap(f"    {w['left']}: {left}", indent=6))
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
        line = " " * indent + line[cut + 1:]
    out.append(line)
    return out
