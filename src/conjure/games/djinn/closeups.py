"""Djinn close-ups (the face ``closeups``): every field, djinn, card, tile, chest, stall and board of the picture.

The ids are the picture's (``picture.py``). Fields say their location's basic or special action and what stands on
them; cards say their printed text (mage: green power, bonuses, fee, key; equipment; award; chest; scoring card;
character tile; Tom's card) with the fee or points as data. Face-down things (the chest pile, another seat's scoring
cards, Tom's deck) say only how many there are.
"""

from __future__ import annotations

from typing import Any

from conjure.pictures.closeups import Amount, Closeup
from conjure.pictures.texts import player, seat_title

from .data import AWARDS, MAGES, MARKET_OFFERS, ROUND, SOURCE, offer_prices
from .guide import EXPLAIN, LOC_ACTION
from .labels import (
    CARD_TEXT,
    CHAR_TEXT,
    T,
    award_text,
    chest_text,
    count,
    equip_text,
    mage_text,
    offer_phrase,
    tom_text,
    word,
)


def colour_name(c: str, lang: str) -> str:
    return word(c, lang)


def _side(side: str, lang: str) -> str:
    """A character tile's side (as the picture heads it)."""
    return T.tr(lang, "Advantage") if side == "pos" else T.tr(lang, "Drawback")


def _circle_tip(state: str, held: str | None, lang: str) -> str:
    """A magic circle: active, inactive or covered, and the djinn in it."""
    names = {
        "a": T.tr(lang, "active magic circle"),
        "i": T.tr(lang, "inactive magic circle"),
        "x": T.tr(lang, "covered magic circle"),
    }
    return names[state] + (f": {colour_name(held, lang)}" if held else "")


def _vp(n: int, lang: str) -> Amount:
    return Amount("vp", n, f"{n} {T.tr(lang, 'VP')}")


def _mage(card: str, lang: str, state: str, up: bool = True) -> Closeup:
    m = MAGES[card]
    title = T.tr(lang, "Mage card") + ("" if up else " · " + T.tr(lang, "face down"))
    cost = (Amount("fee", m["fee"], f"{T.tr(lang, 'fee')} {m['fee']}"),) if m["fee"] else ()
    gain = (Amount("green", m["green"], f"{T.tr(lang, 'green power')} {m['green']}"),) if m["green"] else ()
    return Closeup("card", title, (mage_text(card, lang),), cost, gain, state)


def _field(table: dict[str, Any], field: str, lang: str) -> Closeup:
    loc = SOURCE if field == SOURCE else table["tiles"][field]
    lines: list[str] = []
    if field == SOURCE:
        lines.append(T.get(lang, EXPLAIN["source"]))
    else:
        special = field in ROUND
        lines.append(T.get(lang, EXPLAIN["round" if special else "square"]))
        lines.append(T.get(lang, LOC_ACTION[loc][1 if special else 0]))
    djinn = table["djinn"].get(field, [])
    if djinn:
        lines.append(", ".join(colour_name(c, lang) for c in djinn))
    if table["boss"].get(field):
        lines.append(colour_name("B", lang))
    for s, to in table["passages"].get(field, []):
        lines.append(T.tr(lang, "Secret passage ({who}) to: {place}", who=player(s, lang), place=word(to, lang)))
    here = [player(s, lang) for s, p in enumerate(table["seats"]) if p["position"] and p["position"][0] == field]
    return Closeup("space", word(loc, lang), tuple(lines), state=", ".join(here))


class DjinnCloseups:
    """The close-ups of the Djinn picture (:class:`conjure.pictures.closeups.Closeups`)."""

    def closeups(self, view: dict[str, Any], lang: str) -> dict[str, Closeup]:
        table, viewer = view["table"], view.get("seat")
        out: dict[str, Closeup] = {}
        for field in [SOURCE, *table["tiles"]]:
            out[f"field-{field}"] = _field(table, field, lang)
            place = word(SOURCE if field == SOURCE else table["tiles"][field], lang)
            for i, c in enumerate(table["djinn"].get(field, [])):
                out[f"djinn-{field}-{i}"] = Closeup(
                    "token", colour_name(c, lang), (T.get(lang, EXPLAIN["catch"]),), state=place
                )
            if table["boss"].get(field):
                out[f"boss-{field}"] = Closeup(
                    "token", colour_name("B", lang), (T.get(lang, EXPLAIN["catch"]),), state=place
                )
            for i, (s, to) in enumerate(table["passages"].get(field, [])):
                out[f"passage-{field}-{i}"] = Closeup(
                    "piece",
                    T.tr(lang, "Secret passage ({who}) to: {place}", who=player(s, lang), place=word(to, lang)),
                    state=place,
                )
        for n, offers in enumerate(table["market_stalls"]):
            lines = []
            for o in offers:
                prices = offer_prices(MARKET_OFFERS[o])
                lines += [offer_phrase(MARKET_OFFERS[o]["id"], p, k + 1, lang) for k, p in enumerate(prices)]
            here = [player(s, lang) for s, p in enumerate(table["seats"]) if p["stall"] == n]
            out[f"market-stall-{n}"] = Closeup(
                "space", T.tr(lang, "Stall {n}", n=n + 1), tuple(lines), state=", ".join(here)
            )
        for i, mage in enumerate(table["mage_offer"]):
            if mage is not None:
                out[f"mage-offer-{i}"] = _mage(mage, lang, T.tr(lang, "pile of {n}", n=table["mage_piles"][i]))
        for kind, eq in table["equipment_offer"].items():
            if eq is not None:
                out[f"equipment-offer-{kind}"] = Closeup(
                    "card",
                    word(kind, lang).capitalize(),
                    (equip_text(eq, lang),),
                    state=T.tr(lang, "pile of {n}", n=table["equipment_piles"][kind]),
                )
        out["chest-pile"] = Closeup("pile", T.tr(lang, "Face-down chests: {n}", n=table["chests_left"]), hidden=True)
        for i, chest in enumerate(table["chest_discard"]):
            out[f"chest-discard-{i}"] = Closeup("card", T.tr(lang, "Chest"), (chest_text(chest, lang),))
        for c, column in enumerate(table["awards"]):
            for award in column:
                out[f"award-{c}-{award}"] = self._award(award, lang, "I" * (c + 1) if c < 3 else str(c + 1))
        for sc in table["scoring"]:
            out[f"scoring-{sc}"] = Closeup("card", T.tr(lang, "Scoring card"), (T.get(lang, CARD_TEXT[sc]),))
        offer = table["character_offer"]
        for side in ("pos", "neg"):
            for c in offer.get(side, []):
                out[f"character-offer-{c}"] = Closeup("tile", _side(side, lang), (T.get(lang, CHAR_TEXT[c]),))
        tom = table.get("tom")
        if tom is not None:
            out["tom-deck"] = Closeup("pile", T.tr(lang, "Tom's cards left: {n}", n=tom["left"]), hidden=True)
            if tom["revealed"]:
                out["tom-last"] = Closeup("card", T.tr(lang, "Tom's last card"), (tom_text(tom["revealed"][-1], lang),))
        for s, p in enumerate(table["seats"]):
            out.update(self._seat(s, p, viewer, lang))
            if p["position"] is not None:
                field = p["position"][0]
                where = word(SOURCE if field == SOURCE else table["tiles"][field], lang)
                out[f"figure-{s}"] = Closeup("piece", T.tr(lang, "Wizard: {who}", who=player(s, lang)), state=where)
        return out

    def _award(self, award: str, lang: str, state: str = "") -> Closeup:
        return Closeup(
            "card", T.tr(lang, "Award"), (award_text(award, lang),), gain=(_vp(AWARDS[award]["vp"], lang),), state=state
        )

    def _seat(self, s: int, p: dict[str, Any], viewer: int | None, lang: str) -> dict[str, Closeup]:
        who = seat_title(s, viewer, lang)
        goods = tuple(count(p[k], k, lang, nominative=True) for k in ("coins", "scrolls", "keys", "corks"))
        power = T.tr(
            lang,
            "Power {power} of {max} · capacity {cap} · minimum {min}",
            power=p["power"],
            max=p["max_power"],
            cap=p["capacity"],
            min=p["minimum"],
        )
        out = {f"seat-{s}": Closeup("board", who, (" · ".join(goods), power))}
        if p["stall"] >= 0:
            out[f"assistant-{s}"] = Closeup(
                "piece",
                T.tr(lang, "Assistant: {who}", who=player(s, lang)),
                state=T.tr(lang, "Assistant at market stall {n}", n=p["stall"] + 1),
            )
        for i, (state, held) in enumerate(zip(p["circles"], p["circle_djinn"], strict=True)):
            out[f"seat-{s}-circle-{i}"] = Closeup("space", _circle_tip(state, held, lang), state=who)
        for c in p["bottles"]:
            regular, bosses = p["bottled"][c]
            out[f"seat-{s}-bottles-{c}"] = Closeup(
                "token",
                T.tr(
                    lang,
                    "{colour}: {empty} empty, {full} djinn bottled",
                    colour=colour_name(c, lang),
                    empty=p["bottles"][c],
                    full=regular + bosses,
                ),
                (T.get(lang, EXPLAIN["bottle"]),),
                state=who,
            )
        for i, (mage, up) in enumerate(p["mages"]):
            out[f"seat-{s}-mage-{i}"] = _mage(mage, lang, who, up)
        for i, (eq, up) in enumerate(p["equipment"]):
            title = T.tr(lang, "Equipment") + ("" if up else " · " + T.tr(lang, "used"))
            out[f"seat-{s}-equipment-{i}"] = Closeup("card", title, (equip_text(eq, lang, with_kind=True),), state=who)
        for c in p["characters"]:
            side = "pos" if c.startswith("P") else "neg"
            out[f"seat-{s}-character-{c}"] = Closeup("tile", _side(side, lang), (T.get(lang, CHAR_TEXT[c]),), state=who)
        for a in p["awards"]:
            out[f"seat-{s}-award-{a}"] = self._award(a, lang, who)
        for i, sc in enumerate(p["hidden_scoring"]):
            out[f"seat-{s}-scoring-{i}"] = Closeup(
                "card", T.tr(lang, "Hidden scoring card"), (T.get(lang, CARD_TEXT[sc]),), state=who
            )
        if not p["hidden_scoring"]:
            for i in range(p["hidden_scoring_count"]):
                out[f"seat-{s}-scoring-{i}"] = Closeup(
                    "card", T.tr(lang, "A face-down scoring card"), state=who, hidden=True
                )
        return out


CLOSEUPS = DjinnCloseups()
