"""The last 13 special assignment cards' printed bonuses (rulebook: Speciální karty pověření; card texts in
data.toml), and returning tricks and props at will (Náměstí, Krámky: *kdykoliv*).

Each card: a position built from a seeded game, the card's bonus applied and the exact change checked, then the
way to decline it (giving it up for +1 AP, or ``skip``), and bad input refused without a change.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

import conjure
from conjure.engine import Game, IllegalAction, Rng
from conjure.games.trickerion import NAME, data
from conjure.games.trickerion.flow import FLOW
from conjure.games.trickerion.locations.market import shelf
from conjure.games.trickerion.returns import returnable_tricks
from conjure.games.trickerion.theatre.performance import payouts
from conjure.games.trickerion.theatre.stage import corner, links_on, neighbour, opposite
from tests.conformance.test_conformance import _check_illegal, _check_lockstep, _check_views, _loaded_copy
from tests.trickerion.helpers import SIDE, ap_left, assign_all, ids, new, play, to_assignment, with_special
from tests.trickerion.test_full_games import SOAK_GAMES, check_table, choose, registered  # noqa: F401
from tests.trickerion.theatre_fixtures import give_tricks, place, run_phase, show_cards, stage, table

LEVITATION, BARRELS, RINGS, MIND, TANK = (
    "levitation",
    "barricaded_barrels",
    "linking_rings",
    "mind_reading",
    "water_tank_escape",
)


def _quiet_magicians(g: Game) -> None:
    """No magician ability may step into these positions (the Theatre's abilities are tested elsewhere)."""
    for seat in g.state["seats"]:
        seat["magician"] = "the_gentleman"


def _theatre(players: int = 2) -> Game:
    g = table(players, seed=2)
    _quiet_magicians(g)
    return g


def _act(g: Game, card: str, ap: int = 2, day: str = "friday") -> None:
    """Seat 0's apprentice on ``day``'s backstage with ``card`` and ``ap`` AP is about to act."""
    place(g, 0, "apprentice", "theater", f"{day}:backstage")
    g.state["phase"] = "performance"
    FLOW.push(
        g.state,
        {"t": "turn_theater", "seat": 0, "char": "apprentice", "space": f"{day}:backstage", "ap": ap, "special": card},
    )
    FLOW.run(g.state, g.rng, [])


def _refused(g: Game, seat: int, aid: str) -> None:
    before = copy.deepcopy(g.state)
    with pytest.raises(IllegalAction):
        g.make(seat, aid)
    assert g.state == before


def _record(g: Game, seat: int, trick: str) -> dict[str, Any]:
    return next(t for t in g.state["seats"][seat]["tricks"] if t["id"] == trick)


# -- the Theatre's set-ups and reschedules ---------------------------------------------------------------------------


def test_guest_performer_sets_up_on_a_full_card() -> None:
    """TRK-THEATER-11: with Guest Performer a marker goes onto a full card, on a spot beside its slots that makes no
    link; the card's performance pays it. Declined: +1 AP."""
    g = _theatre()
    show_cards(g, "P10")  # slots 0, 1, 3
    give_tricks(g, 0, (BARRELS, 2))
    give_tricks(g, 1, (RINGS, 0), (MIND, 0), ("spirit_hand", 0))
    for slot, trick in ((0, RINGS), (1, MIND), (3, "spirit_hand")):
        stage(g, "P10", 1, trick, slot, "up")
    _act(g, "guest_performer")
    assert f"setup:{BARRELS}" not in ids(g, 0) and f"setup:{BARRELS}:special" in ids(g, 0)
    g.make(0, f"setup:{BARRELS}:special")  # one guest spot: taken without asking, and no direction to choose
    assert g.state["stage"]["P10"][-1] == {"slot": 6, "seat": 0, "trick": BARRELS, "facing": "up"}
    assert _record(g, 0, BARRELS)["markers"] == 1 and _record(g, 0, BARRELS)["staged"] == 1
    assert not any(t["t"] == "turn_theater" for t in g.state["tasks"]), "nothing left to do: the turn ended"
    assert len(links_on("P10", g.state["stage"]["P10"])) == 0
    assert payouts(g.state, "P10", "friday", 1)[0] == {"fame": 1, "coins": 1, "shards": 0}
    _refused(g, 0, f"setup:{BARRELS}:special")
    for lang in ("cs", "en", "de"):
        assert g.presentation.label("slot:P10:6", lang) != "slot:P10:6"
    g2 = _theatre()
    give_tricks(g2, 0, (BARRELS, 2))
    _act(g2, "guest_performer")
    g2.make(0, "forgo")
    assert ap_left(g2) == 3 and not any(a.endswith(":special") for a in ids(g2, 0))


def test_new_twist_sets_a_second_marker_of_a_trick_on_a_card() -> None:
    """TRK-THEATER-12: New Twist puts a second marker of a trick on a card that holds one; both are performed."""
    g = _theatre()
    show_cards(g, "P21")
    give_tricks(g, 0, (RINGS, 2))
    stage(g, "P21", 0, RINGS, 0, "right")
    _act(g, "new_twist")
    assert f"setup:{RINGS}" not in ids(g, 0), "one marker of a trick per card without the card"
    g.make(0, f"setup:{RINGS}:special")
    assert ids(g, 0) == [f"slot:P21:{s}" for s in (1, 2, 3, 4, 5)]
    g.make(0, "slot:P21:1")
    g.make(0, "face:down")  # its left corner shows optical, the other's right corner mechanical: no link
    mine = [m for m in g.state["stage"]["P21"] if m["seat"] == 0]
    assert [(m["slot"], m["trick"], m.get("twist", False)) for m in mine] == [(0, RINGS, False), (1, RINGS, True)]
    assert _record(g, 0, RINGS) == {**_record(g, 0, RINGS), "markers": 1, "staged": 2}
    assert payouts(g.state, "P21", "friday", 1)[0]["coins"] == 2 * data.TRICKS[RINGS].yield_coins
    g2 = _theatre()
    give_tricks(g2, 0, (RINGS, 2))
    _act(g2, "new_twist")
    g2.make(0, "forgo")
    assert ap_left(g2) == 3


def test_street_performance_collects_the_yields_at_once() -> None:
    """TRK-THEATER-13: for a Reschedule's AP one of the player's markers leaves its card and he collects the trick's
    yields with his day's modifier (Sunday +1/+1)."""
    g = _theatre()
    show_cards(g, "P06")
    give_tricks(g, 0, (LEVITATION, 1))
    stage(g, "P06", 0, LEVITATION, 0, "down")
    _act(g, "street_performance", day="sunday")
    fame, coins = g.state["seats"][0]["fame"], g.state["seats"][0]["coins"]
    assert "reschedule:P06:0:special" in ids(g, 0)
    g.make(0, "reschedule:P06:0:special")
    own = g.state["seats"][0]
    assert (own["fame"], own["coins"]) == (fame + 2 + 1, coins + 3 + 1)
    assert "P06" not in g.state["stage"] and _record(g, 0, LEVITATION) == {
        **_record(g, 0, LEVITATION),
        "markers": 1,
        "staged": 0,
    }
    assert ap_left(g) == 1 and "forgo" not in ids(g, 0)
    g2 = _theatre()
    give_tricks(g2, 0, (LEVITATION, 1))
    _act(g2, "street_performance")
    g2.make(0, "forgo")
    assert ap_left(g2) == 3


def _no_link_face(g: Game, card: str, slot: int, trick: str) -> str:
    """A direction for a marker of ``trick`` on ``slot`` that makes no link with its neighbours."""
    at = {m["slot"]: m for m in g.state["stage"][card]}
    school = data.TRICKS[trick].school
    for face in [a.split(":")[1] for a in ids(g, 0)]:
        if all(
            corner(school, face, d) != corner(data.TRICKS[at[nb]["trick"]].school, at[nb]["facing"], opposite(d))
            for d in ("up", "right", "down", "left")
            if (nb := neighbour(slot, d)) in at
        ):
            return face
    raise AssertionError("every direction links")


def test_orchestral_interlude_pays_every_connected_marker() -> None:
    """TRK-THEATER-14: Orchestral Interlude pays the link bonus once per marker joined by a link circle, schools
    aside (here two, though no school matches)."""
    g = _theatre()
    show_cards(g, "P21")  # slot 1 is joined to slots 0 and 3
    give_tricks(g, 0, (LEVITATION, 1))
    give_tricks(g, 1, (BARRELS, 0), (MIND, 0))
    stage(g, "P21", 1, BARRELS, 0, "up")
    stage(g, "P21", 1, MIND, 3, "up")
    _act(g, "orchestral_interlude")
    g.make(0, f"setup:{LEVITATION}:special")
    g.make(0, "slot:P21:1")
    face = _no_link_face(g, "P21", 1, LEVITATION)
    fame, coins = g.state["seats"][0]["fame"], g.state["seats"][0]["coins"]
    g.make(0, f"face:{face}")
    assert [m for m in links_on("P21", g.state["stage"]["P21"]) if 1 in m] == []
    assert g.state["tasks"][-1]["t"] == "link_bonus"
    g.make(0, "gain:fame")
    g.make(0, "gain:coins")
    assert (g.state["seats"][0]["fame"], g.state["seats"][0]["coins"]) == (fame + 1, coins + 1)
    assert g.state["tasks"][-1]["t"] == "turn_theater"
    g2 = _theatre()
    give_tricks(g2, 0, (LEVITATION, 1))
    _act(g2, "orchestral_interlude")
    g2.make(0, "forgo")
    assert ap_left(g2) == 3


# -- the performer's cards -------------------------------------------------------------------------------------------


def _performance(card: str, **extra: Any) -> tuple[Game, dict[int, dict[str, int]]]:
    """Seat 0's magician performs on Friday with ``card``: Levitation at slot 0 of P06 (his), Barricaded Barrels at
    slot 2 (seat 1's); the payout the card does not change."""
    g = table(2, seed=2)
    _quiet_magicians(g)
    show_cards(g, "P06")
    give_tricks(g, 0, (LEVITATION, 1))
    give_tricks(g, 1, (BARRELS, 0))
    stage(g, "P06", 0, LEVITATION, 0, "down")
    stage(g, "P06", 1, BARRELS, 2, "up")
    g.state["placed"] = [
        {"seat": 0, "char": "magician", "loc": "theater", "space": "friday:performance", "special": card}
    ]
    g.state.update(extra)
    return g, payouts(g.state, "P06", "friday", 0)


def test_arranged_fiasco_fame_for_markers() -> None:
    """TRK-PERF-8: Arranged Fiasco: the performer 1 fame per marker of his on the card, the others 1 fame less per
    marker of theirs, never below 0."""
    g, base = _performance("arranged_fiasco")
    g.state["seats"][1]["fame"] = 0
    fame = [s["fame"] for s in g.state["seats"]]
    run_phase(g, "performance")
    assert g.state["seats"][0]["fame"] == fame[0] + base[0]["fame"] + 1
    assert g.state["seats"][1]["fame"] == max(0, fame[1] + base[1]["fame"] - 1)
    g2, base2 = _performance("arranged_fiasco")
    g2.state["seats"][1]["fame"] = 5
    events = run_phase(g2, "performance")
    assert g2.state["seats"][1]["fame"] == 5 + base2[1]["fame"] - 1
    assert {"type": "fiasco", "seat": 1, "fame": 1} in events


def test_grand_premiere_doubles_a_first_performance() -> None:
    """TRK-PERF-8: Grand Premiere doubles the chosen printed yield of one of the performer's tricks performed for
    the first time in this game; a trick performed before is not offered (then nothing is asked)."""
    g, base = _performance("grand_premiere")
    coins = g.state["seats"][0]["coins"]
    run_phase(g, "performance")
    assert g.state["tasks"][-1]["t"] == "grand_premiere"
    assert ids(g, 0) == ["premiere:0:coins", "premiere:0:fame"]
    _refused(g, 0, "premiere:0:shards")
    g.make(0, "premiere:0:coins")
    assert g.state["seats"][0]["coins"] == coins + base[0]["coins"] + data.TRICKS[LEVITATION].yield_coins
    assert LEVITATION in g.state["performed"] and BARRELS in g.state["performed"]
    g2, base2 = _performance("grand_premiere", performed=[LEVITATION])
    coins = g2.state["seats"][0]["coins"]
    events = run_phase(g2, "performance")
    assert not any(t["t"] == "grand_premiere" for t in g2.state["tasks"])
    assert g2.state["seats"][0]["coins"] == coins + base2[0]["coins"], "paid without a doubled yield"
    assert not any(e.get("card") == "grand_premiere" for e in events)


def test_durable_components_a_marker_back_onto_its_card() -> None:
    """TRK-PERF-8: Durable Components: after the performance one of the performer's markers goes back onto its trick
    card instead of his supply, or none (``skip``)."""
    g, _ = _performance("durable_components")
    run_phase(g, "performance")
    assert ids(g, 0) == [f"durable:{LEVITATION}", "skip"]
    assert _record(g, 0, LEVITATION)["staged"] == 0 and "P06" not in g.state["stage"]
    _refused(g, 0, f"durable:{BARRELS}")
    g.make(0, f"durable:{LEVITATION}")
    assert _record(g, 0, LEVITATION)["markers"] == 2
    g2, _ = _performance("durable_components")
    run_phase(g2, "performance")
    g2.make(0, "skip")
    assert _record(g2, 0, LEVITATION)["markers"] == 1


# -- Downtown: Trick Overhaul and returning a trick --------------------------------------------------------------------


def test_trick_overhaul_takes_the_old_tricks_place_and_markers() -> None:
    """TRK-DOWN-6: Trick Overhaul returns a trick to its deck; the new one, whose props are met, takes its slot,
    symbol and markers, those on performance cards too, without changing their links."""
    g, s = with_special("trick_overhaul", space=4, props={"wood": 2}, coins=0, fame=5)
    show_cards(g, "P21")
    give_tricks(g, s, (LEVITATION, 1), (RINGS, 0))
    stage(g, "P21", s, LEVITATION, 0, "right")
    give_tricks(g, 1 - s, (MIND, 0))
    stage(g, "P21", 1 - s, MIND, 1, "left")
    links = links_on("P21", g.state["stage"]["P21"])
    g.state["dice"].update(trick_die_a="escape", trick_die_b="X")
    assert f"learn:trick_die_a:{BARRELS}:{LEVITATION}:special" in ids(g, s)
    assert f"learn:trick_die_a:{TANK}:{LEVITATION}:special" not in ids(g, s), "its props are not met"
    g.make(s, f"learn:trick_die_a:{BARRELS}:{LEVITATION}:special")
    own = g.state["seats"][s]
    assert own["tricks"][0] == {"id": BARRELS, "symbol": "spade", "markers": 1, "slot": "board", "staged": 1}
    assert LEVITATION in g.state["trick_decks"]["mechanical"] and BARRELS not in g.state["trick_decks"]["escape"]
    assert g.state["trick_decks"]["mechanical"] == [t for t in data.TRICKS if t in g.state["trick_decks"]["mechanical"]]
    moved = g.state["stage"]["P21"][0]
    assert moved["trick"] == BARRELS and links_on("P21", g.state["stage"]["P21"]) == links
    assert g.state["dice"]["trick_die_a"] == "X" and not any(t["t"] == "turn_downtown" for t in g.state["tasks"])
    assert any(e["type"] == "overhaul" and e["old"] == LEVITATION for e in g.events)
    g2, s2 = with_special("trick_overhaul", space=4)
    g2.make(s2, "forgo")
    assert ap_left(g2) == 4


def test_returning_a_trick_and_props_at_will() -> None:
    """TRK-DOWN-7, TRK-MARKET-8 (issue 26: "kdykoliv"): whenever the seat has a decision of its own, a trick may go
    back to its deck with its markers (those on performance cards too) and a prop to the supply, one at a time, as
    side actions: no AP, and the decision goes on (the same turn, the same AP)."""
    g, s = with_special("fame_and_fortune", space=4)
    show_cards(g, "P06")
    give_tricks(g, s, (LEVITATION, 1), (RINGS, 0), (BARRELS, 0))
    stage(g, "P06", s, LEVITATION, 0, "down")
    g.state["seats"][s]["props"] = {"wood": 2, "glass": 1}
    legal = [a.id for a in g.legal_actions(s)]
    assert [a for a in legal if a.startswith("return_")] == [
        "return_prop:glass",
        "return_prop:wood",
        f"return_trick:{BARRELS}",
        f"return_trick:{LEVITATION}",
        f"return_trick:{RINGS}",
    ], "offered in the turn, room for a trick or not"
    ap, turn = ap_left(g), g.state["tasks"][-1]["t"]
    g.make(s, f"return_trick:{LEVITATION}")
    assert [t["id"] for t in g.state["seats"][s]["tricks"]] == [RINGS, BARRELS] and "P06" not in g.state["stage"]
    assert LEVITATION in g.state["trick_decks"]["mechanical"]
    assert (ap_left(g), g.state["tasks"][-1]["t"], g.to_act) == (ap, turn, [s]), "the turn goes on"
    g.make(s, "return_prop:wood")
    g.make(s, "return_prop:wood")
    assert g.state["seats"][s]["props"] == {"glass": 1} and ap_left(g) == ap
    assert not any(a.id == "return_prop:wood" for a in g.legal_actions(s))
    _refused(g, s, f"return_trick:{LEVITATION}")
    for lang in ("cs", "en", "de"):
        assert g.presentation.label(f"return_trick:{RINGS}", lang) != f"return_trick:{RINGS}"
        assert g.presentation.label("return_prop:glass", lang) != "return_prop:glass"
    assert [e["type"] for e in g.events[-3:]] == ["trick_returned", "props_returned", "props_returned"]


def test_returning_is_offered_in_every_phase_but_not_for_a_trick_at_work() -> None:
    """TRK-DOWN-7, TRK-MARKET-8: the side actions come with the advertising, the secret assignment and a Theatre
    decision alike; not during the setup choices; a trick a pending task is working on (its marker being set up) is
    not offered, nor one with a marker on the card being performed."""
    g = new(2, seed=5)
    play(g, stop="choose_props")
    assert not any(a.id.startswith("return_") for a in g.legal_actions(g.to_act[0])), "not during the setup"
    play(g)
    seat = g.to_act[0]
    trick = g.state["seats"][seat]["tricks"][0]["id"]
    assert f"return_trick:{trick}" in [a.id for a in g.legal_actions(seat)], "with the advertising"
    play(g, "pass", stop="assign")
    for seat in g.to_act:
        assert any(a.id.startswith("return_trick:") for a in g.legal_actions(seat)), "with the secret assignment"
    g.state["tasks"].append(
        {"t": "theater_slot", "seat": 0, "trick": g.state["seats"][0]["tricks"][0]["id"], "source": None, "pay": True}
    )
    busy = g.state["seats"][0]["tricks"][0]["id"]
    assert returnable_tricks(g.state, 0) == [t["id"] for t in g.state["seats"][0]["tricks"] if t["id"] != busy]


# -- the Workshop -----------------------------------------------------------------------------------------------------

PROPS = {"glass": 3, "rope": 1, "petroleum": 2}  # Levitation's


def test_enhance_trick_yields_more_for_the_rest_of_the_game() -> None:
    """TRK-WORK-6: Enhance Trick spends a shard with a Prepare; the trick yields 1 fame and 1 coin more whenever it
    is performed. Without a shard it is not offered; declined: +1 AP."""
    lev = {"id": LEVITATION, "symbol": "spade", "markers": 0, "slot": "board", "staged": 0}
    g, s = with_special("enhance_trick", space=1, props=dict(PROPS), tricks=[dict(lev)], shards=1)
    g.make(s, f"prepare:{LEVITATION}:special")
    own = g.state["seats"][s]
    assert own["shards"] == 0 and own["tricks"][0]["enhanced"] == 1 and own["tricks"][0]["markers"] == 2
    show_cards(g, "P06")
    stage(g, "P06", s, LEVITATION, 0, "down")
    assert payouts(g.state, "P06", "friday", 1 - s)[s] == {"fame": 2 + 1, "coins": 3 + 1, "shards": 0}
    g, s = with_special("enhance_trick", space=1, props=dict(PROPS), tricks=[dict(lev)], shards=0)
    assert f"prepare:{LEVITATION}:special" not in ids(g, s)
    g.make(s, "forgo")
    assert ap_left(g) == 3 + 1


def test_on_stage_preparation_puts_a_new_marker_on_stage() -> None:
    """TRK-WORK-6: On-stage Preparation: after the Prepare one new marker may go onto a free slot of a performance
    card; its links pay nothing; or none (``skip``)."""
    lev = {"id": LEVITATION, "symbol": "spade", "markers": 0, "slot": "board", "staged": 0}
    g, s = with_special("on_stage_preparation", space=1, props=dict(PROPS), tricks=[dict(lev)])
    show_cards(g, "P11")  # slots 0, 1, 2
    g.state["trick_decks"]["mechanical"].remove(RINGS)
    g.state["seats"][1 - s]["tricks"].append(
        {"id": RINGS, "symbol": "spade", "markers": 0, "slot": "board", "staged": 0}
    )
    stage(g, "P11", 1 - s, RINGS, 0, "right")  # its right corner: mechanical
    coins, fame = g.state["seats"][s]["coins"], g.state["seats"][s]["fame"]
    g.make(s, f"prepare:{LEVITATION}:special")
    assert ids(g, s) == ["skip", "slot:P11:1", "slot:P11:2"]
    g.make(s, "slot:P11:1")  # its one link circle is to the left: turned so without asking; mechanical meets mechanical
    assert links_on("P11", g.state["stage"]["P11"]) == [(0, 1)]
    assert g.state["tasks"][-1]["t"] != "link_bonus" and (
        g.state["seats"][s]["coins"],
        g.state["seats"][s]["fame"],
    ) == (coins, fame)
    assert _record(g, s, LEVITATION)["markers"] == 1 and _record(g, s, LEVITATION)["staged"] == 1
    g, s = with_special("on_stage_preparation", space=1, props=dict(PROPS), tricks=[dict(lev)])
    show_cards(g, "P11")
    g.make(s, f"prepare:{LEVITATION}:special")
    g.make(s, "skip")
    assert _record(g, s, LEVITATION)["markers"] == 2 and "P11" not in g.state["stage"]


def test_hidden_talent_an_apprentice_makes_way_for_a_specialist() -> None:
    """TRK-WORK-6, TRK-END-10: Hidden Talent with an apprentice's Prepare: at the End of Round, after the wages, the
    apprentice may go back to the supply for a specialist of a new type, whose wage less the apprentice's is paid at
    once; or not. A magician's Prepare cannot take the bonus."""
    lev = {"id": LEVITATION, "symbol": "spade", "markers": 0, "slot": "board", "staged": 0}
    g, s = with_special(
        "hidden_talent",
        space=1,
        char="apprentice",
        props=dict(PROPS),
        tricks=[dict(lev)],
        coins=5,
        specialists=["manager"],
        characters=["magician", "apprentice", "manager"],
        assistant_apprentice=False,
    )
    g.make(s, f"prepare:{LEVITATION}:special")  # his AP spent, nobody else to place: on to the End of Round
    assert g.state["tasks"][-1]["t"] == "hidden_talent" and g.state["phase"] == "round_end"
    assert ids(g, s) == ["skip", "talent:assistant", "talent:engineer"]
    coins = g.state["seats"][s]["coins"]
    assert coins == 5 - 1, "the apprentice's wage is paid first"
    g.make(s, "talent:engineer")
    own = g.state["seats"][s]
    assert sorted(own["characters"]) == ["engineer", "magician", "manager"] and own["specialists"] == [
        "manager",
        "engineer",
    ]
    assert own["coins"] == coins - 1
    g, s = with_special("hidden_talent", space=1, char="apprentice", props=dict(PROPS), tricks=[dict(lev)])
    team = list(g.state["seats"][s]["characters"])
    g.make(s, f"prepare:{LEVITATION}:special")
    g.make(s, "skip")
    assert g.state["seats"][s]["characters"] == team
    g, s = with_special("hidden_talent", space=1, props=dict(PROPS), tricks=[dict(lev)])
    assert f"prepare:{LEVITATION}:special" not in ids(g, s), "the magician prepares: no bonus"


# -- the Market Row ----------------------------------------------------------------------------------------------------


def test_logistics_puts_the_order_on_sale_this_round() -> None:
    """TRK-MARKET-7: Logistics: an Order puts a kind beside the buy area, for sale this round at its price, and it
    goes back to the supply when the orders arrive."""
    g, s = with_special("logistics", space=4, coins=10, props={})
    kind = next(c for c in sorted(data.COMPONENTS) if c not in g.state["market"]["buy"])
    assert f"order:{kind}:special" in ids(g, s)
    g.make(s, f"order:{kind}:special")
    assert g.state["market"]["logistics"] == [kind] and shelf(g.state)[kind] == data.price(kind)
    assert f"buy:{kind}:1:0" in ids(g, s) and f"order:{kind}:special" not in ids(g, s)
    from conjure.games.trickerion.phases.round_end import deliver_orders

    deliver_orders(g.state, {}, g.rng, [])
    assert "logistics" not in g.state["market"]
    g, s = with_special("logistics", space=4)
    g.make(s, "forgo")
    assert ap_left(g) == 4


def _share(forgo: bool) -> tuple[Game, int, int]:
    """Both players at the Market Row: the first with Business Share (given up if ``forgo``), then the other, who
    buys 2 wood."""
    g = to_assignment(2, seed=3)
    first = g.state["initiative"][0]
    other = 1 - first
    g.state["special_decks"]["market_row"].remove("business_share")
    g.state["seats"][first]["special_hand"].append("business_share")
    g.state["seats"][other].update(coins=10, props={})
    assign_all(g, {first: {"magician": "business_share"}, other: {"magician": "market_row"}})
    space = next(a for a in ids(g, first) if a.startswith("place:magician:market_row:") and a.count(":") == 3)
    g.make(first, space)
    assert "forgo" in ids(g, first)
    g.make(first, "forgo" if forgo else "end")
    if forgo:
        g.make(first, "end")
    g.make(other, next(a for a in ids(g, other) if a.startswith("place:magician:market_row:") and a.count(":") == 3))
    return g, first, other


def test_business_share_takes_the_opponents_market_coins() -> None:
    """TRK-MARKET-7: Business Share: the coins an opponent pays at the Market Row after the card's placing go to its
    owner; given up for +1 AP, they go to the bank."""
    g, first, other = _share(forgo=False)
    coins = g.state["seats"][first]["coins"]
    g.make(other, "buy:wood:2:0")
    assert g.state["seats"][other]["coins"] == 10 - 2 and g.state["seats"][first]["coins"] == coins + 2
    shared = [e for e in g.events if e["type"] == "business_share"]
    assert [(e["seat"], e["payer"], e["coins"]) for e in shared] == [(first, other, 2)]
    g, first, other = _share(forgo=True)
    coins = g.state["seats"][first]["coins"]
    g.make(other, "buy:wood:2:0")
    assert g.state["seats"][first]["coins"] == coins and g.state.get("business_share") == []


# -- in random games ---------------------------------------------------------------------------------------------------

NEW = (
    "guest_performer",
    "orchestral_interlude",
    "new_twist",
    "durable_components",
    "arranged_fiasco",
    "grand_premiere",
    "street_performance",
    "trick_overhaul",
    "enhance_trick",
    "on_stage_preparation",
    "hidden_talent",
    "logistics",
    "business_share",
)
EAGER = ("premiere", "durable", "talent")


def _eager(state: dict[str, Any], seat: int, legal: list[str], rng: Rng) -> str:
    """A random player keen on the special cards: three times in four it assigns one of the 13 cards, places a
    character holding one (a magician with a performance card on a performance space), or takes a card's bonus where
    one is offered; it never gives a bonus up or skips one while anything else is possible, and returns a trick or a
    prop (a side action, offered with every decision) once in twenty when it might."""
    cards = state["assigned"][seat] if state["phase"] == "placement" else {}
    perform = {c for c in NEW if data.SPECIAL_ASSIGNMENTS[c]["boosted_action"] == "perform"}

    def keen(aid: str) -> bool:
        kind, *args = aid.split(":")
        if kind == "assign":
            return args[1] in NEW
        if kind == "place" and cards.get(args[0]) in NEW:
            return cards[args[0]] not in perform or aid.endswith(":performance")
        return aid.endswith(":special") or kind in EAGER

    special = [a for a in legal if keen(a)]
    if special and rng.below(4):
        return special[rng.below(len(special))]
    rest = [a for a in legal if a not in ("forgo", "skip") and (not a.startswith(SIDE) or not rng.below(20))] or legal
    return choose(rest, rng)


def _cards_used(events: list[dict[str, Any]]) -> set[str]:
    used = {e["card"] for e in events if e["type"] in ("special_used", "special_bonus") and e.get("card") in NEW}
    return used | ({"business_share"} if any(e["type"] == "business_share" for e in events) else set())


def play_eager(players: int, seed: int, deep: bool) -> Game:
    """A whole game with the 13 cards dealt into the players' special hands at the start, played by ``_eager``,
    every step checked like TRK-GAME-1's games (and the engine's conformance checks every 15 steps when ``deep``).
    The dealing is no action, so the record does not replay to this game: saved copies are loaded without a replay."""
    game = conjure.new_game(NAME, players=players, seed=seed, options={"prophecies": seed % 2 == 0})
    for i, card in enumerate(NEW):
        game.state["special_decks"][data.SPECIAL_ASSIGNMENTS[card]["location"]].remove(card)
        game.state["seats"][i % players]["special_hand"].append(card)
    rng, copy_, step = Rng(seed + 7), None, 0
    while not game.is_over:
        seat = game.to_act[rng.below(len(game.to_act))]
        legal = [a.id for a in game.legal_actions(seat)]
        if deep and step % 15 == 0:
            _check_illegal(game, seat, legal)
            _check_views(game, seed + step)
            _check_lockstep(game, copy_)
            copy_ = _loaded_copy(game)
        aid = _eager(game.state, seat, legal, rng)
        assert all(game.label(aid, lang) != aid for lang in ("cs", "en", "de")), aid
        game.make(seat, aid)
        if copy_ is not None:
            copy_.make(seat, aid)
        check_table(game.state, players)
        step += 1
    _check_lockstep(game, copy_)
    return game


@pytest.mark.usefixtures("registered")
def test_the_new_cards_in_random_games() -> None:
    """TRK-GAME-1 for these cards: random games at 2, 3 and 4 players with the 13 cards in the players' hands keep
    every card, marker and limit (New Twist's second marker aside), views unchanged by ``redeal``, loaded copies in
    lockstep, and end with a result; most of the cards are used on the way."""
    used: set[str] = set()
    for seed in range(18):
        game = play_eager(2 + seed % 3, seed, deep=seed % 3 == 0)
        assert game.is_over and game.result()["winners"]
        used |= _cards_used(game.events)
    assert len(used) >= 5, sorted(set(NEW) - used)


@pytest.mark.soak
@pytest.mark.usefixtures("registered")
def test_soak_the_new_cards_in_random_games() -> None:
    """The same at length: ``CONJURE_SOAK_GAMES`` games (deep checks in every fifth)."""
    used: set[str] = set()
    for seed in range(SOAK_GAMES):
        game = play_eager(2 + seed % 3, 10_000 + seed, deep=seed % 5 == 0)
        assert game.is_over and game.result()["winners"]
        used |= _cards_used(game.events)
    assert len(used) >= 10, sorted(set(NEW) - used)
