"""Trickerion close-ups (the face ``closeups``): every track, die, space, prop, trick, card, marker and board of the
picture (``picture/``), from a view.

A trick says its school, level, fame threshold, the props it needs, its Prepare's AP and markers and its yield per
performed marker; a prop its tier and price; a special card, prophecy or magician its printed text; a space its AP and
who stands there; a location what it is for (TRK-DOWN-1…4, TRK-MARKET-1…4, TRK-WORK-1, TRK-ALLEY-1/2,
TRK-THEATER-1). Another seat's assignment hand, the special decks, the performance deck and the prophecy pool say
only how many cards they hold; a card face down under a character only that it is one.
"""

from __future__ import annotations

from typing import Any

from conjure.i18n import N_
from conjure.pictures.closeups import Amount, Closeup
from conjure.pictures.texts import seat_title

from . import data, texts
from .labels import T, gains_text
from .phases.assignment import character_ids
from .picture.board import placed
from .picture.words import (
    SYMBOL,
    card,
    character,
    day,
    die_face,
    die_name,
    location,
    performance,
    prop,
    school,
    slot,
    theatre_name,
    trick,
)

PLACE_TEXT = {  # what a location is for, in our words (rulebook "Náměstí", "Krámky", "Ateliér", "Temná ulička", "Divadlo")
    "downtown": N_(
        "For 3 AP learn a trick, hire a character or take coins, as a die shows; for 1 AP reroll a die, for 2 AP set it."
    ),
    "market_row": N_(
        "For 1 AP buy up to three props of one kind or order one; for 2 AP a quick order (1 coin dearer this round)."
    ),
    "workshop": N_("Prepare a trick: for its AP, markers go on its card if the workshop holds its props."),
    "dark_alley": N_(
        "Draw two special cards of one deck and keep one (1 AP, each further draw 2 AP); with prophecies, fortune telling."
    ),
    "theater": N_("Backstage, for 1 AP set up a trick marker on a performance card; the magician performs on the day."),
}
FACE_DOWN_CARDS = ("face_down", "face_down_special")


def _coins(n: int, lang: str) -> Amount:
    return Amount("coins", n, T.ntr(lang, "{n} coin", "{n} coins", n))


def _trick(tid: str, lang: str, state: str, extra: tuple[str, ...] = ()) -> Closeup:
    t = data.TRICKS[tid]
    lines = [
        f"{school(t.school, lang)} · " + T.tr(lang, "level {level}, from {fame} fame", level=t.level, fame=t.threshold),
        T.ntr(lang, "Prepare: {ap} AP, {n} marker", "Prepare: {ap} AP, {n} markers", t.markers, ap=t.prepare_ap),
        *extra,
    ]
    cost = tuple(Amount(c, n, f"{prop(c, lang)} {n}") for c, n in sorted(t.components.items()))
    gain = [Amount("fame", t.yield_fame, T.tr(lang, "Fame {n}", n=t.yield_fame))] if t.yield_fame else []
    gain += [_coins(t.yield_coins, lang)] if t.yield_coins else []
    if t.yield_shards:
        gain.append(Amount("shards", t.yield_shards, T.ntr(lang, "{n} shard", "{n} shards", t.yield_shards)))
    return Closeup("card", trick(tid, lang), tuple(lines), cost, tuple(gain), state)


def _prop(kind: str, lang: str, state: str) -> Closeup:
    rec = data.COMPONENTS[kind]
    tier = {
        "basic": T.tr(lang, "basic prop"),
        "advanced": T.tr(lang, "advanced prop"),
        "superior": T.tr(lang, "superior prop"),
    }
    return Closeup("token", prop(kind, lang), (tier[rec["tier"]],), (_coins(int(rec["price"]), lang),), state=state)


def _special(card_id: str, lang: str, state: str) -> Closeup:
    loc = str(data.SPECIAL_ASSIGNMENTS[card_id]["location"])
    return Closeup("card", card(card_id, lang), (location(loc, lang), texts.special_effect(card_id, lang)), state=state)


def _performance(card_id: str, lang: str, state: str) -> Closeup:
    perf = data.PERFORMANCES[card_id]
    bonus = gains_text(perf.bonus, lang) if any(perf.bonus.values()) else T.ptr(lang, "picture", "none")
    lines = (theatre_name(perf.theatre, lang), T.tr(lang, "Performer: {bonus}", bonus=bonus))
    return Closeup("card", performance(card_id, lang), lines, state=state)


def _where(loc: str, space: str, lang: str) -> str:
    if loc == "theater":
        when, kind = space.split(":")
        return (
            day(when, lang) + ", " + (T.tr(lang, "Performance") if kind == "performance" else T.tr(lang, "Backstage"))
        )
    return f"{location(loc, lang)} {space}"


class TrickerionCloseups:
    """The close-ups of the Trickerion picture (:class:`conjure.pictures.closeups.Closeups`)."""

    def closeups(self, view: dict[str, Any], lang: str) -> dict[str, Closeup]:
        table, viewer = view["table"], view.get("seat")
        out: dict[str, Closeup] = {}
        self._tracks(out, table, viewer, lang)
        self._board(out, table, viewer, lang)
        self._theatre(out, table, viewer, lang)
        for s, p in enumerate(table["seats"]):
            self._seat(out, table, s, p, viewer, lang)
        return out

    def _tracks(self, out: dict[str, Closeup], table: dict[str, Any], viewer: int | None, lang: str) -> None:
        last = int(data.C["rounds_dark_alley" if table["options"]["dark_alley"] else "rounds_base"])
        now = T.tr(lang, "Round {n} of {last}", n=table["round"], last=last)
        out["tracks"] = Closeup("track", T.tr(lang, "Round"), state=now)
        for r in range(1, last + 1):
            out[f"round-{r}"] = Closeup("track", T.tr(lang, "Round {n} of {last}", n=r, last=last), state=now)
        for pos, seat in zip(table["track"], table["initiative"], strict=True):
            out[f"initiative-{seat}"] = Closeup(
                "piece", T.tr(lang, "{who}: initiative {n}", who=seat_title(seat, viewer, lang), n=pos)
            )
        fames = ", ".join(
            T.tr(lang, "{who}: {n} fame", who=seat_title(s, viewer, lang), n=p["fame"])
            for s, p in enumerate(table["seats"])
        )
        out["fame-track"] = Closeup("track", T.tr(lang, "Fame"), (fames,))
        for s, p in enumerate(table["seats"]):
            out[f"fame-{s}"] = Closeup(
                "piece", T.tr(lang, "{who}: {n} fame", who=seat_title(s, viewer, lang), n=p["fame"])
            )

    def _board(self, out: dict[str, Closeup], table: dict[str, Any], viewer: int | None, lang: str) -> None:
        where = placed(table)
        for die in data.DICE.values():
            face = table["dice"].get(die.id, "X")
            faces = ", ".join(die_face(f, lang) for f in die.faces)
            out[f"die-{die.id}"] = Closeup("die", die_name(die.id, lang), (faces,), state=die_face(face, lang))
        board = (
            ("downtown", "market_row", "dark_alley") if table["options"]["dark_alley"] else ("downtown", "market_row")
        )
        covered = table["covered"]
        for sp in data.SPACES:
            if sp.location not in board:
                continue
            who = [
                f"{seat_title(seat, viewer, lang)}: {character(char, lang)}"
                for seat, char in where[sp.location].get(str(sp.space), [])
            ]
            lines = (T.get(lang, PLACE_TEXT[sp.location]),)
            if sp.space in covered.get(sp.location, []):
                who.insert(0, T.tr(lang, "covered"))
            out[f"space-{sp.location}-{sp.space}"] = Closeup(
                "space",
                f"{location(sp.location, lang)} · " + T.tr(lang, "Space {n}: {ap:+d} AP", n=sp.space, ap=sp.ap),
                lines,
                state=", ".join(who),
                extra={"ap": sp.ap},
            )
        for p in table["placed"]:
            seat, char = p["seat"], p["char"]
            out[f"character-{seat}-{char}"] = Closeup(
                "piece",
                T.tr(lang, "{who}: {character}", who=seat_title(seat, viewer, lang), character=character(char, lang)),
                state=_where(p["loc"], str(p["space"]), lang),
            )
        m = table["market"]
        rows = (("buy", T.tr(lang, "For sale")), ("order", T.tr(lang, "Ordered")))
        for area, name in rows:
            for i, item in enumerate(m[area]):
                out[f"market-{area}-{i}"] = (
                    _prop(item, lang, name) if item else Closeup("space", name, state=T.tr(lang, "Empty"))
                )
        quick = T.tr(lang, "Quick order")
        out["market-quick"] = (
            _prop(m["quick"], lang, quick) if m["quick"] else Closeup("space", quick, state=T.tr(lang, "Empty"))
        )
        for loc, n in table["special_decks"].items():
            out[f"special-deck-{loc}"] = Closeup(
                "pile", T.tr(lang, "Special cards, {place}: {n}", place=location(loc, lang), n=int(n)), hidden=True
            )
        if table["options"]["prophecies"]:
            pro = table["prophecy"]
            active = pro["active"]
            out["prophecy-active"] = (
                self._prophecy(active, T.tr(lang, "active"), lang)
                if active
                else Closeup("space", T.tr(lang, "No prophecy is active"))
            )
            for i, pid in enumerate(pro["upcoming"]):
                if pid:
                    out[f"prophecy-upcoming-{i}"] = self._prophecy(pid, T.tr(lang, "upcoming"), lang)
                else:
                    out[f"prophecy-upcoming-{i}"] = Closeup(
                        "space", T.tr(lang, "Prophecies"), state=T.tr(lang, "Empty")
                    )
            out["prophecy-pool"] = Closeup(
                "pile", T.tr(lang, "Face-down prophecies: {n}", n=int(pro["face_down"])), hidden=True
            )
        for name in data.SCHOOLS_ORDER:
            deck = table["trick_decks"].get(name, [])
            out[f"trick-deck-{name}"] = Closeup(
                "pile",
                T.tr(lang, "Trick deck: {school}", school=school(name, lang)),
                tuple(trick(tid, lang) for tid in deck),
                state=T.tr(lang, "Trick decks"),
            )
        for name, deck in table["trick_decks"].items():
            for tid in deck:
                out[f"trick-{tid}"] = _trick(tid, lang, T.tr(lang, "Trick decks") + f" · {school(name, lang)}")

    def _prophecy(self, pid: str, state: str, lang: str) -> Closeup:
        number = int(pid.removeprefix("prophecy_"))
        return Closeup("token", T.tr(lang, "Prophecy {n}", n=number), (texts.prophecy_effect(pid, lang),), state=state)

    def _theatre(self, out: dict[str, Closeup], table: dict[str, Any], viewer: int | None, lang: str) -> None:
        where = placed(table)["theater"]
        for i, card_id in enumerate(table["theater"]):
            if card_id is None:
                out[f"theatre-position-{i}"] = Closeup("space", location("theater", lang), state=T.tr(lang, "Empty"))
                continue
            perf = data.PERFORMANCES[card_id]
            stage = table["stage"].get(card_id, {"markers": [], "links": []})
            out[f"performance-{card_id}"] = _performance(card_id, lang, f"{location('theater', lang)} · {i + 1}")
            taken = {m["slot"]: m for m in stage["markers"]}
            for s in perf.slots:
                out[f"perf-slot-{card_id}-{s}"] = Closeup(
                    "space",
                    slot(s, lang),
                    state=performance(card_id, lang) + (f" · {T.tr(lang, 'taken')}" if s in taken else ""),
                )
            made = {tuple(link) for link in stage["links"]}
            for a, b in perf.links:
                title = T.tr(lang, "Link circle (shard)") if (a, b) == perf.shard_link else T.tr(lang, "Link circle")
                state = T.tr(lang, "linked") if (a, b) in made else ""
                out[f"link-{card_id}-{a}-{b}"] = Closeup(
                    "space", title, (f"{slot(a, lang)} – {slot(b, lang)}",), state=state
                )
            for s, m in taken.items():
                seat, tid = int(m["seat"]), str(m["trick"])
                symbol = next((str(t["symbol"]) for t in table["seats"][seat]["tricks"] if t["id"] == tid), "")
                lines = (
                    T.tr(
                        lang,
                        "{who}: {trick} ({school}), {where}",
                        who=seat_title(seat, viewer, lang),
                        trick=trick(tid, lang),
                        school=school(data.TRICKS[tid].school, lang),
                        where=slot(int(s), lang),
                    ),
                )
                title = f"{trick(tid, lang)} {SYMBOL.get(symbol, '')}".strip() + (" ×2" if m.get("double") else "")
                out[f"marker-{card_id}-{s}"] = Closeup("token", title, lines, state=performance(card_id, lang))
        for pile in table["performance_deck"]:
            name = theatre_name(pile["theatre"], lang)
            out[f"performance-deck-{pile['theatre']}"] = Closeup(
                "pile",
                T.ntr(
                    lang, "{theatre}: {n} card face down", "{theatre}: {n} cards face down", pile["cards"], theatre=name
                ),
                hidden=True,
            )
        for i, card_id in enumerate(table["performance_discard"]):
            out[f"performance-discard-{i}"] = _performance(card_id, lang, T.tr(lang, "Discarded performance cards"))
        for rec in data.DATA.raw["days"]:
            name = str(rec["id"])
            mods = T.tr(
                lang, "yield {fame:+d} fame, {coins:+d} coins", fame=rec["yield_fame"], coins=rec["yield_coins"]
            )
            for kind, count in (("performance", 1), ("backstage", int(rec["backstage"]))):
                who = where.get(f"{name}:{kind}", [])
                for k in range(count):
                    standing = who if kind == "performance" else who[k : k + 1]
                    gid = f"space-theater-{name}-{kind}" + ("" if kind == "performance" else f"-{k}")
                    label = T.tr(lang, "Performance") if kind == "performance" else T.tr(lang, "Backstage")
                    ap = 0 if kind == "performance" else int(rec["backstage_ap"])
                    day_lines = ([f"{ap:+d} " + T.tr(lang, "AP")] if ap else []) + [
                        mods,
                        T.get(lang, PLACE_TEXT["theater"]),
                    ]
                    out[gid] = Closeup(
                        "space",
                        f"{day(name, lang)}: {label}",
                        tuple(day_lines),
                        state=", ".join(
                            f"{seat_title(seat, viewer, lang)}: {character(char, lang)}" for seat, char in standing
                        ),
                    )

    def _seat(
        self, out: dict[str, Closeup], table: dict[str, Any], s: int, p: dict[str, Any], viewer: int | None, lang: str
    ) -> None:
        who = seat_title(s, viewer, lang)
        lines = [
            " · ".join(
                [
                    T.tr(lang, "Fame {n}", n=p["fame"]),
                    T.ntr(lang, "{n} coin", "{n} coins", p["coins"]),
                    T.ntr(lang, "{n} shard", "{n} shards", p["shards"]),
                ]
            )
        ]
        if p.get("magician"):
            magician = data.MAGICIANS[p["magician"]]
            lines.append(f"{texts.magician(magician.id, lang)} ({school(magician.school, lang)})")
            lines.append(texts.ability(magician.id, lang))
        out[f"seat-{s}"] = Closeup("board", who, tuple(lines))
        out[f"seat-{s}-magician"] = Closeup(
            "piece",
            texts.magician(p["magician"], lang) if p.get("magician") else T.tr(lang, "No magician yet"),
            tuple(lines[1:]),
            state=who,
        )
        if table["phase"] == "setup":  # the places of the props and the specialist to come
            out[f"seat-{s}-props"] = Closeup("space", T.tr(lang, "Starting props"), state=who)
            if not p["specialists"]:
                out[f"seat-{s}-specialist"] = Closeup("space", T.tr(lang, "Starting specialist"), state=who)
        where = placed(table)
        at = {
            (seat, c): (loc, space) for loc, spaces in where.items() for space, hw in spaces.items() for seat, c in hw
        }
        assigned = table["assigned"][s]
        for char in character_ids(p):
            spot = at.get((s, char))
            state = (
                _where(*spot, lang) if spot else (T.ptr(lang, "picture", "idle") if char in table["idle"][s] else "")
            )
            out[f"seat-{s}-char-{char}"] = Closeup(
                "piece", character(char, lang), state=f"{who}" + (f" · {state}" if state else "")
            )
            card_id = assigned.get(char)
            if card_id is None:
                continue
            gid = f"seat-{s}-card-{char}"
            if card_id in FACE_DOWN_CARDS:
                title = (
                    T.tr(lang, "A face-down special card")
                    if card_id == "face_down_special"
                    else T.tr(lang, "A face-down assignment card")
                )
                out[gid] = Closeup("card", title, state=f"{who} · {character(char, lang)}", hidden=True)
            elif card_id in data.LOCATIONS:
                out[gid] = Closeup(
                    "card",
                    location(card_id, lang),
                    (T.get(lang, PLACE_TEXT[card_id]),),
                    state=f"{who} · {character(char, lang)}",
                )
            else:
                out[gid] = _special(card_id, lang, f"{who} · {character(char, lang)}")
        for j, kind in enumerate(p["hired"]):
            out[f"seat-{s}-hired-{j}"] = Closeup(
                "piece", character(kind, lang), (T.tr(lang, "Hired: joins at the end of the round"),), state=who
            )
        for t in p["tricks"]:
            markers = T.tr(
                lang,
                "{symbol} {n} on the card · {staged} on stage",
                symbol=SYMBOL.get(t["symbol"], ""),
                n=t["markers"],
                staged=t.get("staged", 0),
            )
            more = (markers,) + ((T.tr(lang, "engineer's slot"),) if t.get("slot") == "engineer" else ())
            out[f"seat-{s}-trick-{t['id']}"] = _trick(t["id"], lang, who, more)
        multi = list(p.get("multi", []))
        for kind, n in p["props"].items():
            state = f"{who} · × {n}" + (" · " + T.tr(lang, "on the manager's slot") if kind in multi else "")
            out[f"seat-{s}-prop-{kind}"] = _prop(kind, lang, state)
        for sp in sorted(sp.space for sp in data.SPACES if sp.location == "workshop"):
            here = [
                f"{seat_title(seat, viewer, lang)}: {character(char, lang)}"
                for seat, char in where["workshop"].get(str(sp), [])
                if seat == s
            ]
            out[f"workshop-{s}-{sp}"] = Closeup(
                "space",
                T.tr(lang, "Workshop space {n}", n=sp),
                (T.get(lang, PLACE_TEXT["workshop"]),),
                state=", ".join([who, *here]),
            )
        if "hand" in p:
            for loc, n in p["hand"].items():
                if n:
                    out[f"seat-{s}-hand-{loc}"] = Closeup(
                        "card", location(loc, lang), (T.get(lang, PLACE_TEXT[loc]),), state=f"{who} · × {n}"
                    )
            for j, special in enumerate(p.get("special_hand", [])):
                out[f"seat-{s}-special-{j}"] = _special(special, lang, who)
        else:
            n, k = int(p["hand_size"]), int(p["special_hand_size"])
            out[f"seat-{s}-hand"] = Closeup(
                "pile",
                T.nptr(lang, "picture", "{n} assignment card in hand", "{n} assignment cards in hand", n),
                state=who,
                hidden=True,
            )
            out[f"seat-{s}-special-hand"] = Closeup(
                "pile", T.ntr(lang, "{n} special card in hand", "{n} special cards in hand", k), state=who, hidden=True
            )
        turn = table["turn"]
        if turn and turn["seat"] == s and turn.get("drawn"):
            for i, special in enumerate(turn["drawn"]):
                out[f"drawn-{i}"] = _special(special, lang, T.tr(lang, "Drawn: keep one"))
        final = table["final"][s] if table.get("final") else None
        if final:
            out[f"seat-{s}-final"] = Closeup(
                "board",
                T.tr(lang, "Final scoring: +{n} fame", n=final["total"]),
                state=who,
                extra={"total": final["total"]},
            )


CLOSEUPS = TrickerionCloseups()
