"""Incantibus close-ups (the face ``closeups``): every token, spell, room and suitcase of the picture, from a view.

The ids are the picture's (``picture.py``). A token says its name, what it is for and worth (``kind_note``), what it
costs to take (a potion's recipe, a book's or wizard's price) and where it lies; a face-down token says only that
(and what the viewer saw of it, if it looked); piles say how many they hold.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from conjure.pictures.closeups import Amount, Closeup
from conjure.pictures.texts import seat_title

from .data import DATA
from .labels import SPELLS, T, cap, kind_name, kind_note, need_text, points, room_name, spell_effect


def _cost(kind: str, lang: str) -> tuple[Amount, ...]:
    """What a potion, book or wizard asks to be handed in (the recipe one ingredient at a time)."""
    need = DATA.kinds[kind].need
    if not need:
        return ()
    if "recipe" in need:
        return tuple(Amount(i, 1, kind_name(i, lang)) for i in need["recipe"])
    n = next((v for k, v in need.items() if isinstance(v, int)), None)
    return (Amount(next(iter(need)), n, need_text(need, lang)),)


def _gain(kind: str, lang: str) -> tuple[Amount, ...]:
    info = DATA.kinds[kind]
    return (Amount("points", info.points, points(info.points, lang)),) if info.points else ()


def token(kind: str, lang: str, state: str, what: str = "token") -> Closeup:
    """A face-up token: name, use, price and worth, and where it is."""
    info = DATA.kinds[kind]
    lines = [kind_note(kind, lang)]
    if info.gold:
        lines.append(T.tr(lang, "Gold value: {n}", n=info.gold))
    return Closeup(
        what, cap(kind_name(kind, lang)), tuple(x for x in lines if x), _cost(kind, lang), _gain(kind, lang), state
    )


def _slot(slot: dict[str, Any], where: str, lang: str) -> Closeup:
    if not slot.get("hidden"):
        return token(slot["kind"], lang, where)
    known = slot.get("known")
    lines = (T.tr(lang, "You saw: {name}", name=kind_name(known, lang)), kind_note(known, lang)) if known else ()
    return Closeup("token", T.tr(lang, "A face-down token"), lines, state=where, hidden=True)


class IncantibusCloseups:
    """The close-ups of the Incantibus picture (:class:`conjure.pictures.closeups.Closeups`)."""

    def closeups(self, view: dict[str, Any], lang: str) -> dict[str, Closeup]:
        table, viewer = view["table"], view.get("seat")
        out: dict[str, Closeup] = {}
        room = table["room"]
        if room is not None:
            here = room_name(room["name"], lang)
            for i, slot in enumerate(room["slots"]):
                if slot is not None:
                    out[f"room-slot-{i}"] = _slot(
                        slot, T.tr(lang, "In the {room}, place {n}", room=here, n=i + 1), lang
                    )
        for i, slot in enumerate(table["crypt"] or []):
            if slot is not None:
                out[f"crypt-slot-{i}"] = _slot(slot, T.tr(lang, "The crypt: the final duel"), lang)
        for what, supply in (("potion", "potion_supply"), ("book", "book_supply")):
            for i, kind in enumerate(table[what + "s"]):
                if kind is not None:
                    out[f"{what}-{i}"] = token(kind, lang, T.tr(lang, "On display"), "card")
            if what == "potion" or table["mode"] == "expert":
                title = T.tr(lang, "Potions") if what == "potion" else T.tr(lang, "Spell books")
                out[f"{what}-supply"] = Closeup(
                    "pile", title, state=T.tr(lang, "In the supply: {n}", n=table[supply]), hidden=True
                )
        spells = table["spells"]
        for i, spell in enumerate(spells["up"]):
            out[f"spell-up-{i}"] = Closeup(
                "card", SPELLS[spell], (spell_effect(spell, lang),), state=T.tr(lang, "Spells")
            )
        for i, spell in enumerate(spells["used"]):
            out[f"spell-used-{i}"] = Closeup(
                "card", SPELLS[spell], (spell_effect(spell, lang),), state=T.tr(lang, "Cast")
            )
        out["spell-deck"] = Closeup("pile", T.tr(lang, "Spell deck: {n}", n=spells["deck"]), hidden=True)
        wizards = table["wizards"]
        for kind in wizards["up"]:
            out[f"wizard-{kind}"] = token(kind, lang, T.tr(lang, "Wizards (beaten in the crypt)"))
        if wizards["down"]:
            out["wizards-face-down"] = Closeup(
                "pile", T.tr(lang, "Face-down wizards: {n}", n=wizards["down"]), hidden=True
            )
        seen: Counter[str] = Counter()
        for kind in table["specials"]:
            out[f"special-{kind}-{seen[kind]}"] = token(kind, lang, T.tr(lang, "Special tokens"))
            seen[kind] += 1
        for kind, n in table["moat"].items():
            out[f"moat-{kind}"] = token(kind, lang, T.tr(lang, "Moat") + f": ×{n}")
        box = table["box"]
        out["box"] = Closeup(
            "pile",
            T.tr(lang, "Box: {up} face up, {down} face down", up=box["visible"], down=box["hidden"]),
            hidden=True,
        )
        rooms = [*table["rooms_done"], *([room["name"]] if room is not None else [])]
        for name in rooms:
            now = T.tr(lang, "Room played") if name in table["rooms_done"] else T.tr(lang, "The room being played")
            out[f"tower-room-{name}"] = Closeup("tile", cap(room_name(name, lang)), state=now)
        for j in range(table["rooms_left"]):
            out[f"tower-left-{j}"] = Closeup("tile", T.tr(lang, "A room still to come"), hidden=True)
        for s, seat in enumerate(table["seats"]):
            out.update(self._seat(s, seat, viewer, lang))
        return out

    def _seat(self, s: int, seat: dict[str, Any], viewer: int | None, lang: str) -> dict[str, Closeup]:
        who = seat_title(s, viewer, lang)
        out = {
            f"seat-{s}": Closeup(
                "board",
                who,
                (T.tr(lang, "Wand of strength {n}", n=seat["wand"]),),
                gain=(Amount("points", seat["score"], points(seat["score"], lang)),),
                state=T.tr(lang, "wand put down") if seat["out"] else "",
            ),
            f"seat-{s}-wand": Closeup(
                "token", T.tr(lang, "Wand of strength {n}", n=seat["wand"]), state=who, extra={"strength": seat["wand"]}
            ),
        }
        for kind, n in Counter(seat["tokens"]).items():
            for i in range(n):
                out[f"seat-{s}-token-{kind}-{i}"] = token(kind, lang, who)
        return out


CLOSEUPS = IncantibusCloseups()
