"""The table as terminal text, from one seat's view (``view(...)["table"]``): the round and phase, the dice, the
market, the theatre with its markers and days, then every player's board.

Only what the view holds is drawn, so another seat's secrets (its hands, its assignment before the reveal, the cards
of its Dark Alley draw) cannot show: its hands appear as counts.
"""

from __future__ import annotations

from typing import Any

from conjure.engine.presentation import TablePart
from conjure.i18n import LANGS, N_, Nn_

from . import data, texts
from .flow import DAY_ORDER
from .labels import (
    CHAR,
    COINS,
    DAY,
    FAME,
    LOC,
    SHARDS,
    SPACE,
    T,
    assignment_card_name,
    char_name,
    die_name,
    face_name,
    gains_text,
    prop_name,
    prophecy_name,
    space_name,
)
from .phases.assignment import character_ids
from .theatre import labels as theatre_labels

SEAT_COLOUR = ("bold cyan", "bold yellow", "bold green", "bold magenta")
PHASE = {
    "setup": N_("setup"),
    "round_start": N_("start of the round"),
    "assignment": N_("Assignment phase"),
    "placement": N_("Placement phase"),
    "performance": N_("Performance phase"),
    "round_end": N_("End of Round"),
    "over": N_("the game is over"),
}
SYMBOL = {"spade": "♠", "heart": "♥", "diamond": "♦", "club": "♣"}
FACING = {"up": "↑", "right": "→", "down": "↓", "left": "←"}
HAND = Nn_("{n} assignment card in hand", "{n} assignment cards in hand")
SPECIAL_HAND = Nn_("{n} special card in hand", "{n} special cards in hand")
LEFT = Nn_("{n} action point left", "{n} action points left")
DECK = Nn_("{n} card face down", "{n} cards face down")
WORDS = {
    "round": N_("Round {round} of {last}, {phase}"),
    "dice": N_("Dice"),
    "market": N_("Market Row"),
    "buy": N_("for sale"),
    "order": N_("ordered"),
    "quick": N_("quick order"),
    "theatre": N_("Theater"),
    "logistics": N_("beside the buy area (Logistics)"),
    "enhanced": N_("enhanced +{n}"),
    "empty": N_("empty"),
    "deck": N_("performance deck"),
    "specials": N_("special decks"),
    "under": N_("at the bottom: {cards}"),
    "unseen": N_("unseen"),
    "prophecies": N_("Prophecies ({face_down} face down)"),
    "active": N_("active {number}: {effect}"),
    "no_active": N_("no active prophecy"),
    "upcoming": N_("upcoming {number}: {effect}"),
    "ability": N_("ability {ability}"),
    "player": N_("Player {p}"),
    "you": N_("you"),
    "tricks": N_("tricks"),
    "props": N_("props"),
    "team": N_("characters"),
    "hired": N_("hired, joining at the end of the round"),
    "hand": N_("hand"),
    "assigned": N_("assigned"),
    "face_down": N_("face-down card"),
    "face_down_special": N_("face-down special card"),
    "idle": N_("idle"),
    "turn": N_("Now: player {p}'s {char} at the {loc}, {left}"),
    "drawn": N_("Drawn, keep one: {cards}"),
    "poster": N_("poster"),
    "none": N_("none"),
    "engineer_slot": N_("engineer's slot"),
    "initiative": N_("Initiative"),
    "decks": N_("trick decks"),
    "final": N_("Final scoring"),
    "bonus": N_("bonus"),
    "waiting": N_("Assignment: the players choose their cards in secret"),
    "day_mods": N_("backstage {ap} AP, yields: fame {fame}, coins {coins}"),
}
DAY_MODS = {
    r["id"]: {"ap": int(r["backstage_ap"]), "fame": int(r["yield_fame"]), "coins": int(r["yield_coins"])}
    for r in data.DATA.raw["days"]
}  # what the board prints for each day
SCHOOL_SHORT = {
    "spiritual": N_("spiritual"),
    "mechanical": N_("mechanical"),
    "optical": N_("optical"),
    "escape": N_("escape"),
}


def _w(lang: str, key: str, **fields: Any) -> str:
    return T.get(lang, WORDS[key], **fields)


def _player(i: int, seat: int | None, lang: str) -> str:
    name = _w(lang, "player", p=i + 1) + (f" ({_w(lang, 'you')})" if i == seat else "")
    return f"[{SEAT_COLOUR[i % 4]}]{name}[/]"


def _last_round(table: dict[str, Any]) -> int:
    return int(data.C["rounds_dark_alley" if table["options"]["dark_alley"] else "rounds_base"])


def _header(table: dict[str, Any], lang: str) -> list[str]:
    phase = T.get(lang, PHASE[table["phase"]]) if table["phase"] in PHASE else table["phase"]
    lines = [f"[bold]{_w(lang, 'round', round=table['round'], last=_last_round(table), phase=phase)}[/]"]
    order = ", ".join(str(s + 1) for s in table["initiative"])
    lines.append(f"{_w(lang, 'initiative')}: {order}")
    dice = ", ".join(f"{die_name(d, lang)} {face_name(f, lang)}" for d, f in sorted(table["dice"].items()))
    lines.append(f"{_w(lang, 'dice')}: {dice}")
    return lines


def _market(table: dict[str, Any], lang: str) -> list[str]:
    market, none = table["market"], _w(lang, "empty")
    buy = ", ".join(prop_name(p, lang) for p in market["buy"] if p) or none
    order = ", ".join(prop_name(p, lang) for p in market["order"] if p) or none
    quick = prop_name(market["quick"], lang) if market["quick"] else none
    beside = ", ".join(prop_name(p, lang) for p in market.get("logistics", ()))
    beside = f"; {_w(lang, 'logistics')}: {beside}" if beside else ""
    return [
        f"[bold]{_w(lang, 'market')}[/]: {_w(lang, 'buy')}: {buy}{beside}; {_w(lang, 'order')}: {order}; "
        f"{_w(lang, 'quick')}: {quick}"
    ]


def _marker(marker: dict[str, Any], lang: str) -> str:
    trick = texts.trick(marker["trick"], lang)
    return (
        f"{theatre_labels.slot_name(int(marker['slot']), lang)}: {marker['seat'] + 1}·{trick} "
        f"{FACING.get(marker.get('facing', ''), '')}"
    )


def _theatre(table: dict[str, Any], lang: str) -> list[str]:
    """The performance cards by position (players + 1 positions, not days) with their markers, the days from
    Thursday to Sunday with the characters standing there, and the performance deck."""
    lines = [f"[bold]{_w(lang, 'theatre')}[/]"]
    for i, card in enumerate(table["theater"]):
        if card is None:
            lines.append(f"  {i + 1}. {_w(lang, 'empty')}")
            continue
        perf = data.PERFORMANCES[card]
        bonus = f" ({_w(lang, 'bonus')} {gains_text(perf.bonus, lang)})" if any(perf.bonus.values()) else ""
        lines.append(f"  {i + 1}. {theatre_labels.card_name(card, lang)}{bonus}")
        for marker in table["stage"].get(card, {}).get("markers", []):
            lines.append("     " + _marker(marker, lang))
    lines += _days(table, lang)
    deck = "; ".join(
        f"{texts.theatre(g['theatre'], lang)} {T.count(lang, DECK, g['cards'])}" for g in table["performance_deck"]
    ) or _w(lang, "empty")
    lines.append(f"  {_w(lang, 'deck')}: {deck}")
    return lines


def _days(table: dict[str, Any], lang: str) -> list[str]:
    """Each day of the Theatre, Thursday first, with the modifiers the board prints for it (backstage AP, yields;
    Divadlo, Modifikátory výdělku) where it has any, and who stands on its spaces this round."""
    lines = []
    for day in DAY_ORDER:
        here = [p for p in table["placed"] if p["loc"] == "theater" and str(p["space"]).split(":")[0] == day]
        who = ", ".join(
            f"{_w(lang, 'player', p=p['seat'] + 1)} {char_name(p['char'], lang)} "
            f"({T.get(lang, SPACE[str(p['space']).split(':')[1]])})"
            for p in here
        )
        mods = DAY_MODS[day]
        printed = f" ({_w(lang, 'day_mods', **{k: f'{v:+d}' for k, v in mods.items()})})" if any(mods.values()) else ""
        lines.append(f"  {T.get(lang, DAY[day])}{printed}: {who or _w(lang, 'empty')}")
    return lines


def _alley(table: dict[str, Any], lang: str) -> list[str]:
    lines = []
    if table["special_decks"]:
        decks = ", ".join(
            f"{T.get(lang, LOC[loc])} {n}{_bottom(table, loc, lang)}"
            for loc, n in sorted(table["special_decks"].items())
        )
        lines.append(f"{_w(lang, 'specials')}: {decks}")
    if table["options"]["prophecies"]:
        lines += _prophecies(table["prophecy"], lang)
    return lines


def _bottom(table: dict[str, Any], loc: str, lang: str) -> str:
    """The cards under a special deck, the next to come up first: by name where the seat saw them go there."""
    under = table.get("special_bottom", {}).get(loc)
    if not under:
        return ""
    cards = ", ".join(texts.special(c, lang) if c else _w(lang, "unseen") for c in under)
    return f" ({_w(lang, 'under', cards=cards)})"


def _prophecies(prophecy: dict[str, Any], lang: str) -> list[str]:
    """The active and the upcoming prophecies (face up) with what each does; the face-down ones as a count."""
    lines = [_w(lang, "prophecies", face_down=prophecy["face_down"])]
    active = prophecy["active"]
    lines.append(
        "  "
        + (
            _w(lang, "active", number=prophecy_name(active, lang), effect=texts.prophecy_effect(active, lang))
            if active
            else _w(lang, "no_active")
        )
    )
    for upcoming in prophecy["upcoming"]:
        lines.append(
            "  "
            + _w(lang, "upcoming", number=prophecy_name(upcoming, lang), effect=texts.prophecy_effect(upcoming, lang))
        )
    return lines


def _trick(trick: dict[str, Any], lang: str) -> str:
    name = texts.trick(trick["id"], lang)
    where = f", {_w(lang, 'engineer_slot')}" if trick.get("slot") == "engineer" else ""
    staged = f"+{trick['staged']}" if trick.get("staged") else ""
    where += f", {_w(lang, 'enhanced', n=trick['enhanced'])}" if trick.get("enhanced") else ""
    return f"{SYMBOL.get(trick['symbol'], '')}{name} ({trick['markers']}{staged}{where})"


def _places(table: dict[str, Any], i: int, lang: str) -> dict[str, str]:
    """Where each of seat ``i``'s characters stands this round."""
    where: dict[str, str] = {}
    for p in table["placed"]:
        if p["seat"] == i:
            space = (
                space_name(p["loc"], str(p["space"]).split(":"), lang)
                if p["loc"] != "workshop"
                else T.get(lang, SPACE["space"]) + f" {p['space']}"
            )
            where[p["char"]] = f"{T.get(lang, LOC[p['loc']])}, {space}"
    for char in table["idle"][i]:
        where[char] = _w(lang, "idle")
    return where


def _seat(table: dict[str, Any], i: int, seat: int | None, lang: str) -> list[str]:
    s = table["seats"][i]
    magician = texts.magician(s["magician"], lang) if s.get("magician") else "?"
    school = f" ({T.get(lang, SCHOOL_SHORT[s['school']])})" if s.get("school") in SCHOOL_SHORT else ""
    lines = [
        f"{_player(i, seat, lang)}: {magician}{school} — {T.count(lang, FAME, s['fame'])}, "
        f"{T.count(lang, COINS, s['coins'])}, {T.count(lang, SHARDS, s['shards'])}"
    ]
    if s.get("magician") and table["options"]["dark_alley"]:  # the ability side only with the Dark Alley
        lines.append("  " + _w(lang, "ability", ability=texts.ability(s["magician"], lang)))
    where, cards = _places(table, i, lang), table["assigned"][i]
    team = []
    for char in character_ids(s):
        text = char_name(char, lang)
        card = cards.get(char)
        if card:
            text += (
                " ["
                + (_w(lang, card) if card in ("face_down", "face_down_special") else assignment_card_name(card, lang))
                + "]"
            )
        if char in where:
            text += f" @ {where[char]}"
        team.append(text)
    lines.append(f"  {_w(lang, 'team')}: " + "; ".join(team))
    if s["hired"]:
        lines.append(f"  {_w(lang, 'hired')}: " + ", ".join(T.get(lang, CHAR[c]) for c in s["hired"]))
    tricks = ", ".join(_trick(t, lang) for t in s["tricks"]) or _w(lang, "none")
    lines.append(f"  {_w(lang, 'tricks')}: {tricks}")
    props = ", ".join(f"{prop_name(p, lang)} {n}" for p, n in sorted(s["props"].items())) or _w(lang, "none")
    lines.append(f"  {_w(lang, 'props')}: {props}")
    lines.append(
        "  " + T.count(lang, HAND, s["hand_size"]) + ", " + T.count(lang, SPECIAL_HAND, s["special_hand_size"])
    )
    if "hand" in s:
        own = ", ".join(f"{assignment_card_name(c, lang)} {n}" for c, n in sorted(s["hand"].items()) if n)
        own += "".join(f", {assignment_card_name(c, lang)}" for c in s.get("special_hand", []))
        lines.append(f"  {_w(lang, 'hand')}: {own or _w(lang, 'none')}")
        lines += [
            f"    {assignment_card_name(c, lang)}: {texts.special_effect(c, lang)}" for c in s.get("special_hand", [])
        ]
    return lines


def _turn(table: dict[str, Any], lang: str) -> list[str]:
    turn = table["turn"]
    if turn is None:
        return [_w(lang, "waiting")] if table["phase"] == "assignment" else []
    lines = [
        _w(
            lang,
            "turn",
            p=turn["seat"] + 1,
            char=char_name(turn["char"], lang),
            loc=T.get(lang, LOC[turn["loc"]]),
            left=T.count(lang, LEFT, int(turn["ap"])),
        )
    ]
    if turn.get("drawn"):
        lines.append(_w(lang, "drawn", cards=", ".join(assignment_card_name(c, lang) for c in turn["drawn"])))
        lines += [f"  {assignment_card_name(c, lang)}: {texts.special_effect(c, lang)}" for c in turn["drawn"]]
    return lines


def _final(table: dict[str, Any], lang: str) -> list[str]:
    if not table.get("final"):
        return []
    lines = [f"[bold]{_w(lang, 'final')}[/]"]
    for i, score in enumerate(table["final"]):
        lines.append(f"  {_w(lang, 'player', p=i + 1)}: {T.count(lang, FAME, score['total'])}")
    return lines


def render_table(table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
    """The whole table as lines of Rich markup."""
    lang = lang if lang in LANGS else "en"
    lines = _header(table, lang) + _market(table, lang) + _theatre(table, lang) + _alley(table, lang)
    for i in range(len(table["seats"])):
        lines += _seat(table, i, seat, lang)
    return "\n".join(lines + _turn(table, lang) + _final(table, lang))


def table_parts(table: dict[str, Any], seat: int | None, lang: str = "en") -> list[TablePart]:
    """The table for a small screen: the round, the seat's own area, the turn being played and the final scoring
    first; then the Market Row, the Theater and the Dark Alley; every other magician in one line (fame, coins,
    shards) when room is short."""
    lang = lang if lang in LANGS else "en"
    parts = [TablePart("\n".join(_header(table, lang)), first=True)]
    if seat is not None:
        parts.append(TablePart("\n".join(_seat(table, seat, seat, lang)), first=True))
    now = _turn(table, lang) + _final(table, lang)
    if now:
        parts.append(TablePart("\n".join(now), first=True))
    for i in range(len(table["seats"])):
        if i != seat:
            lines = _seat(table, i, seat, lang)
            parts.append(TablePart("\n".join(lines), summary=lines[0]))
    for lines in (_market(table, lang), _theatre(table, lang), _alley(table, lang)):
        if lines:
            parts.append(TablePart("\n".join(lines)))
    return parts
