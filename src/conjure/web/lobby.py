"""The lobby: the list of tables (game, seats, open seats, whose turn, status, age), the games' options in the
reader's language, and taking an open seat.

Whose turn and whether the game is over come from the live game when the table is in memory; a table at rest
(let go from memory, or stored before a restart) is replayed from its record off the event loop, at most
:data:`REPLAYS` per listing, and what was found is kept per (table, version): a listing never replays fifty games.

An *open seat* is a person's seat whose token nobody holds yet (stored with an empty token hash, which no token
matches): the table's creator gets no link for it, and anyone may take it from the lobby with one click
(:func:`claim`), which makes its token then and stores it only if the seat is still open, so two people who click
at once get one seat and one refusal (``409 taken``).
"""

from __future__ import annotations

import asyncio
import datetime
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import conjure
from conjure.engine.errors import ConfigError, LoadError
from conjure.engine.registry import face
from conjure.web import tokens
from conjure.web.hub import Hub
from conjure.web.names import clean_name, name_problem
from conjure.web.schema import SEATS
from conjure.web.store import SeatRow, TableRow
from conjure.web.tables import Refused, Table
from conjure.web.texts import T, player

OPEN = ""  # the token hash of an open seat: no token hashes to it
REPLAYS = 3  # tables at rest a listing may replay to learn whose turn it is
STATUSES = ("waiting", "running", "finished")


@runtime_checkable
class OptionWords(Protocol):
    """The contract of a game's face ``options``: its options' words in the reader's language."""

    def words(self, lang: str) -> dict[str, dict[str, Any]]:
        """Per option name: ``label`` (a few words), ``help`` (one sentence) and ``choices`` (per value, as
        ``str(value)``, its label), all in ``lang``."""
        ...


def option_words(game: str, lang: str) -> dict[str, dict[str, Any]]:
    found = face(game, "options")
    if found is None:
        return {}
    if not isinstance(found, OptionWords):
        raise ConfigError(f"the game {game!r} registers option words without words(lang)")
    return found.words(lang)


def games(lang: str) -> list[dict[str, Any]]:
    """The games for the lobby's form: name, title, player counts, and each option with its label, help and the
    labels of its values in ``lang`` (the option's name and English help only for a game that gives none)."""
    out = []
    for info in conjure.games():
        said = option_words(info["name"], lang)
        options = []
        for option in info["options"]:
            words = said.get(option["name"], {})
            labels = words.get("choices", {})
            values = option.get("choices") or []
            options.append(
                dict(
                    option,
                    label=words.get("label", option["name"]),
                    help=words.get("help", option.get("help", "")),
                    choice_labels=[labels.get(str(v), str(v)) for v in values],
                )
            )
        out.append(dict(info, title=conjure.get_rules(info["name"]).title(lang), options=options))
    return out


# -- the list of tables ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Summary:
    """What the listing says of a table's game: who is to act, and whether it is over."""

    to_act: tuple[int, ...]
    over: bool


class Listing:
    """The lobby's list of tables, with what it learnt of the tables at rest."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.known: dict[tuple[str, int], Summary] = {}

    async def rows(self, lang: str, limit: int = 50) -> list[dict[str, Any]]:
        rows = await asyncio.to_thread(self.hub.store.tables, limit)
        seats = await asyncio.to_thread(_seats_of, self.hub, [r.id for r in rows])
        replayed = 0
        listed = []
        for row in rows:
            summary = self._summary(row)
            if summary is None and replayed < REPLAYS:
                replayed += 1
                summary = await asyncio.to_thread(self._replayed, row)
            listed.append(describe(row, seats.get(row.id, []), summary, lang))
        if len(self.known) > 4 * limit:  # forget what no longer lists
            listing = {(r.id, r.revision) for r in rows}
            self.known = {k: v for k, v in self.known.items() if k in listing}
        return listed

    def _summary(self, row: TableRow) -> Summary | None:
        table = self.hub.tables.get(row.id)
        if table is not None:
            game = table.game
            found = Summary(tuple(game.to_act), game.is_over)
            self.known[(row.id, table.revision)] = found
            return found
        return self.known.get((row.id, row.revision))

    def _replayed(self, row: TableRow) -> Summary | None:
        record = {
            "schema": 1,
            "game": row.game,
            "rules_version": row.rules_version,
            "players": row.players,
            "seed": row.seed,
            "options": row.options,
            "actions": self.hub.store.actions(row.id),
        }
        try:
            game = conjure.replay(record)
        except (LoadError, ConfigError):
            return None
        found = self.known[(row.id, row.revision)] = Summary(tuple(game.to_act), game.is_over)
        return found


def _seats_of(hub: Hub, ids: list[str]) -> dict[str, list[SeatRow]]:
    from sqlalchemy import select

    found: dict[str, list[SeatRow]] = {}
    if not ids:
        return found
    with hub.store.engine.connect() as conn:
        rows = conn.execute(select(SEATS).where(SEATS.c.table_id.in_(ids)).order_by(SEATS.c.table_id, SEATS.c.seat))
        for r in rows.mappings():
            found.setdefault(r["table_id"], []).append(
                SeatRow(r["seat"], r["token_hash"], r["kind"], r["level"], r["name"])
            )
    return found


def describe(row: TableRow, seats: list[SeatRow], summary: Summary | None, lang: str) -> dict[str, Any]:
    """One table of the list: its game, seats (name, kind, open), who is to act, status and age, in ``lang``."""
    names = [clean_name(s.name) or player(lang, s.seat) for s in seats]
    is_open = [s.kind == "human" and s.token_hash == OPEN for s in seats]
    if summary is None:
        status = "waiting" if any(is_open) else "running"
    else:
        status = "finished" if summary.over else "waiting" if any(is_open) else "running"
    to_act = list(summary.to_act) if summary is not None and not summary.over else []
    return {
        "id": row.id,
        "game": row.game,
        "title": conjure.get_rules(row.game).title(lang),
        "players": row.players,
        "steps": row.version,
        "created": row.created,
        "age": age(row.created, lang),
        "status": status,
        "known": summary is not None,
        "to_act": [names[s] for s in to_act if s < len(names)],
        "seats": [
            {"seat": s.seat, "name": names[i], "kind": s.kind, "level": s.level, "open": is_open[i]}
            for i, s in enumerate(seats)
        ],
        "next": row.next,
    }


def age(created: str, lang: str, now: datetime.datetime | None = None) -> str:
    """How long ago a table was made, in ``lang`` ("just now", "5 min ago", "3 h ago", "2 days ago")."""
    try:
        made = datetime.datetime.fromisoformat(created)
    except ValueError:
        return ""
    if made.tzinfo is None:
        made = made.replace(tzinfo=datetime.UTC)
    seconds = max(0.0, ((now or datetime.datetime.now(datetime.UTC)) - made).total_seconds())
    if seconds < 60:
        return T.tr(lang, "just now")
    if seconds < 3600:
        return T.ntr(lang, "{n} minute ago", "{n} minutes ago", int(seconds // 60))
    if seconds < 86400:
        return T.ntr(lang, "{n} hour ago", "{n} hours ago", int(seconds // 3600))
    return T.ntr(lang, "{n} day ago", "{n} days ago", int(seconds // 86400))


# -- taking an open seat ----------------------------------------------------------------------------------------
async def claim(hub: Hub, table_id: str, seat: int, name: str) -> tuple[Table, str]:
    """Take the open seat ``seat`` of the table, under ``name`` (cleaned; empty: "Player N"): its new token, shown
    once. ``409 taken`` if the seat is not open (any more), ``400 bad_name`` for a name the table refuses."""
    table = await hub.get(table_id)
    if not 0 <= seat < len(table.seats):
        raise Refused("bad_seat", f"seat {seat} does not exist; seats are 0..{len(table.seats) - 1}", 400)
    async with table.lock:
        target = table.seats[seat]
        if target.kind != "human" or target.token_hash != OPEN:
            raise Refused("taken", "this seat is not open: someone has taken it, or it was never open", 409)
        if table.game.is_over:
            raise Refused("not_open", "the game is over; its seats can no longer be taken", 409)
        cleaned = clean_name(name) if name.strip() else target.name
        problem = name_problem([cleaned if s.seat == seat else s.name for s in table.seats])
        if problem is not None:
            raise Refused("bad_name", problem, 400)
        secret = tokens.new_token()
        hashed = tokens.hash_token(secret)
        if not await asyncio.to_thread(hub.store.claim_seat, table.id, seat, hashed, cleaned):
            raise Refused("taken", "this seat is not open: someone has taken it, or it was never open", 409)
        target.token_hash, target.name = hashed, cleaned
    await hub.broadcast(table)
    return table, secret
