"""Insula close-ups (the face ``closeups``): every island card, guardian, adventurer, thorn hedge, pile, deck, card,
circle field and board of the picture, from a view.

The ids are the picture's (``picture.py``). An island card says its terrain and what the terrain does (rulebook C.1,
F.4–F.7: INS-REST-1, INS-FLOWER-1, INS-MOVE-2/4, INS-GUARD-1), who and what stands on it; a face-down one only its
pile (or what the viewer looked at). Flowers and curses say their effect (``guide.card_effect``); another seat's hand
and face-down curses say only how many there are.
"""

from __future__ import annotations

from typing import Any

from conjure.i18n import N_
from conjure.pictures.closeups import Amount, Closeup
from conjure.pictures.texts import player, seat_title

from . import data
from .guide import card_effect
from .labels import T, card_name, guardian_name, place
from .picture import cell_id, die_face, effect_name, pile_name, terrain

TERRAIN_TEXT = {  # what a terrain does, in our words (rulebook C.1, E.1, F.4–F.7)
    "beach": N_("Every adventurer starts here; no guardian is ever drawn onto the beach."),
    "citadel": N_("Kingoš's citadel: it cannot be entered from the coast side, only from the sides or behind."),
    "pond": N_("Resting here restores more energy (4; advanced game 3)."),
    "meadow": N_("The flower action here draws a flower."),
    "danger": N_("When it is explored, a guardian comes from the bag onto it."),
    "plain": N_("A plain field: nothing happens here."),
}


def _strength(gid: str, lang: str) -> Amount:
    n = int(data.GUARDIANS[gid]["strength"])
    return Amount("strength", n, T.tr(lang, "strength {n}", n=n))


def _card(cid: str, lang: str, advanced: bool, state: str) -> Closeup:
    return Closeup("card", card_name(cid, lang), (card_effect(cid, lang, advanced),), state=state)


def _cell(table: dict[str, Any], key: str, cell: dict[str, Any], lang: str) -> Closeup:
    lines: list[str] = []
    kind = cell.get("kind")
    where = place(key, lang)
    guardians = table["guardians"].get(key, [])
    if guardians:
        lines.append(", ".join(guardian_name(g, lang) for g in guardians))
    if cell.get("thorns"):
        lines.append(T.tr(lang, "Thorns"))
    here = ", ".join(player(s, lang) for s, p in enumerate(table["seats"]) if p["position"] == key)
    state = where + (f" · {here}" if here else "")
    if cell["up"] and kind is not None:
        return Closeup("tile", terrain(kind, lang), (T.get(lang, TERRAIN_TEXT[kind]), *lines), state=state)
    if kind is not None:  # face down, but the viewer looked at it
        seen = T.tr(lang, "Face down; you looked: {terrain}", terrain=terrain(kind, lang))
        return Closeup("tile", seen, (T.get(lang, TERRAIN_TEXT[kind]), *lines), state=state, hidden=True)
    title = T.tr(lang, "Face-down island card ({pile})", pile=pile_name(cell["pile"], lang))
    return Closeup("tile", title, tuple(lines), state=state, hidden=True)


def _circle_field(circle: str, options: list[list[str]], lang: str, who: str, here: bool) -> Closeup:
    name = T.tr(lang, "Reward") if circle == "reward" else T.tr(lang, "Penalty")
    text = " / ".join(" + ".join(effect_name(e, lang) for e in option) for option in options) or "—"
    return Closeup("space", name, (text,), state=who + (" · " + T.tr(lang, "the marker stands here") if here else ""))


class InsulaCloseups:
    """The close-ups of the Insula picture (:class:`conjure.pictures.closeups.Closeups`)."""

    def closeups(self, view: dict[str, Any], lang: str) -> dict[str, Closeup]:
        table, viewer = view["table"], view.get("seat")
        advanced = table["advanced"]
        out: dict[str, Closeup] = {}
        for key, cell in table["cells"].items():
            out[cell_id(key)] = _cell(table, key, cell, lang)
            for n in range(len(cell.get("thorns", []))):
                out[f"thorn-{key.replace(',', '_')}-{n}"] = Closeup(
                    "piece",
                    T.tr(lang, "Thorns"),
                    (
                        T.tr(
                            lang,
                            "Crossing the hedge against its points costs 2 penalties (advanced game 3); with the points nothing.",
                        ),
                    ),
                    state=place(key, lang),
                )
        for key, guardians in table["guardians"].items():
            for gid in guardians:
                out[f"guardian-{gid}"] = Closeup(
                    "token", guardian_name(gid, lang), gain=(_strength(gid, lang),), state=place(key, lang)
                )
        for s, p in enumerate(table["seats"]):
            if p["position"] is not None and p["position"] in table["cells"]:
                out[f"adventurer-{s}"] = Closeup(
                    "piece", T.tr(lang, "Adventurer: {who}", who=player(s, lang)), state=place(p["position"], lang)
                )
        moon = table["moon"]
        out["time-track"] = Closeup(
            "track",
            T.tr(lang, "Time: sun → moon"),
            state=f"{table['time']} / {moon}",
            extra={"time": table["time"], "moon": moon},
        )
        out["time-token"] = Closeup("token", T.tr(lang, "Time token"), state=f"{table['time']} / {moon}")
        if table["white_curse"]:
            cid = table["white_curse"]
            out["white-curse"] = Closeup(
                "card",
                T.tr(lang, "White curse: {name}", name=card_name(cid, lang)),
                (card_effect(cid, lang, advanced),),
            )
        for pile in ("light", "shadow"):
            n = table["piles"][pile]
            out[f"pile-{pile}"] = Closeup(
                "pile", T.tr(lang, "{pile} island cards: {n}", pile=pile_name(pile, lang), n=n), hidden=True
            )
        out["guardian-bag"] = Closeup("pile", T.tr(lang, "Guardians in the bag: {n}", n=table["bag"]), hidden=True)
        for deck in ("flower", "curse"):
            info = table[deck + "s"]
            name = T.tr(lang, "Flowers") if deck == "flower" else T.tr(lang, "Curses")
            out[f"{deck}-deck"] = Closeup("pile", name, state=f"×{info['deck']}", hidden=True)
            for n, cid in enumerate(info["discard"]):
                out[f"{deck}-discard-{n}"] = _card(cid, lang, advanced, name)
        supply = T.tr(
            lang,
            "Energy in the supply: {n} · last die: {face}",
            n=table["supply"],
            face=die_face(table["die"], lang) if table["die"] else "—",
        )
        for gid in table["defeated"]:
            out[f"defeated-{gid}"] = Closeup(
                "token",
                guardian_name(gid, lang),
                gain=(_strength(gid, lang),),
                state=T.tr(lang, "Guardians beaten:").rstrip(":"),
            )
        if table["fight"] is not None:
            out["fight"] = self._fight(table, viewer, lang)
        for s, p in enumerate(table["seats"]):
            out.update(self._seat(table, s, p, viewer, lang, supply))
        return out

    def _fight(self, table: dict[str, Any], viewer: int | None, lang: str) -> Closeup:
        fight = table["fight"]
        lines = []
        for key, fighters in sorted(fight["fields"].items()):
            strength = sum(data.GUARDIANS[g]["strength"] for g in table["guardians"].get(key, []))
            where = place(key, lang)
            lines.append(
                T.tr(lang, "{place}: guardians of strength {n}", place=where[:1].upper() + where[1:], n=strength)
            )
            for s in fighters:
                commit = fight["commit"][s]
                if type(commit) is int:
                    shown = T.tr(lang, "energy committed: {n}", n=commit)
                else:
                    shown = T.tr(lang, "has committed (hidden)") if commit else T.tr(lang, "deciding")
                if fight["red"][s]:
                    shown += " · " + card_name(fight["red"][s], lang)
                lines.append(f"{seat_title(s, viewer, lang)}: {shown}")
        return Closeup("space", T.tr(lang, "Fight"), tuple(lines))

    def _seat(
        self, table: dict[str, Any], s: int, p: dict[str, Any], viewer: int | None, lang: str, supply: str
    ) -> dict[str, Closeup]:
        who = seat_title(s, viewer, lang)
        energy = T.tr(
            lang,
            "Vitality {v} · fatigue {f} · in the fight {c} · new tokens {n}",
            v=p["vitality"],
            f=p["fatigue"],
            c=p["committed"],
            n=p["new_tokens"],
        )
        out = {f"seat-{s}": Closeup("board", who, (energy, supply))}
        for circle in ("reward", "penalty"):
            for i, options in enumerate(data.circle(circle, table["advanced"])):
                out[f"seat-{s}-{circle}-{i}"] = _circle_field(circle, options, lang, who, i == p[circle])
        hand = p.get("hand")
        for i in range(p["hand_size"] if hand is None else len(hand)):
            if hand is not None:
                out[f"seat-{s}-hand-{i}"] = _card(hand[i], lang, table["advanced"], who)
            else:
                out[f"seat-{s}-hand-{i}"] = Closeup(
                    "card",
                    T.tr(lang, "A flower in hand"),
                    state=f"{who} · ×{p['hand_size']}",
                    hidden=True,
                )
        names = {"flower": T.tr(lang, "Flower slot"), "move": T.tr(lang, "Move slot"), "rest": T.tr(lang, "Rest slot")}
        for which, value in p["slots"].items():
            if isinstance(value, str):
                found = _card(value, lang, table["advanced"], f"{who} · {names[which]}")
                out[f"seat-{s}-slot-{which}"] = found
            elif value:
                out[f"seat-{s}-slot-{which}"] = Closeup(
                    "card", names[which] + ": " + T.tr(lang, "a face-down curse"), state=who, hidden=True
                )
        return out


CLOSEUPS = InsulaCloseups()
