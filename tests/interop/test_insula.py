"""Insula's adapter: the steps ``peek`` and ``row:<y>`` (INS-STEP-1) in the catalog and in the seat's own observation
only."""

from __future__ import annotations

from conjure.engine import Rng
from conjure.games.insula import interop
from conjure.interop.catalog import catalog_of, read, versions
from conjure.interop.episode import Episode
from conjure.interop.spec import spec_of


def test_catalog_v2_appends_the_peek_steps_and_keeps_every_number() -> None:
    spec = spec_of("insula")
    first, newest = read(spec, 1), catalog_of("insula")
    assert versions(spec)[-1] == 2 and interop.ENV_VERSION == 2
    added = newest.ids[len(first.ids) :]
    assert newest.ids[: len(first.ids)] == first.ids and not newest.retired
    assert added[0] == "peek" and {int(a.split(":")[1]) for a in added[1:]} == set(range(interop.REACH + 1))


def test_a_peek_begun_shows_in_the_seats_own_observation_and_nowhere_else() -> None:
    """The step ``peek`` changes nothing on the table: without ``sofar`` the seat would see the same observation with
    other legal actions (the places)."""
    episode, rng = Episode("insula", 2, None, 2), Rng(5)
    peek = episode.catalog.number("peek")
    while True:
        seat = episode.seat
        assert seat is not None, "the game ended before a peek"
        legal = episode.legal_numbers(seat)
        if peek in legal:
            break
        episode.play(legal[rng.below(len(legal))])
    other = 1 - seat
    mine, theirs = episode.observe(seat), episode.observe(other)
    episode.play(peek)
    assert episode.seat == seat and episode.game.sofar(seat) == ["peek"]
    after = episode.observe(seat)
    changed = [i for i, (a, b) in enumerate(zip(mine, after, strict=True)) if a != b]
    start = 0
    for name, length in interop.encode(episode.game.view(seat), seat).parts:
        if name == "sofar.peek":
            break
        start += length
    assert changed == [start] and after[start] == 1.0
    assert episode.observe(other) == theirs
