"""The game evaluations the heuristic bot judges by: what each new feature measures, and that judging never
changes the position (Trickerion's company, Djinn's catch judged as made, Djinn's race against Tom, Insula's
team fights)."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path
from typing import Any

import conjure
from conjure.bots.heuristic import best, progress
from conjure.engine import Game, RandomBot
from conjure.engine.actions import Action
from conjure.engine.rng import Rng
from conjure.games.djinn import evaluation as djinn_eval
from conjure.games.insula import data as insula_data
from conjure.games.insula import evaluation as insula_eval
from conjure.games.insula import fights as insula_fights
from conjure.games.trickerion import evaluation as trickerion_eval


def _play_until(game: Game, ready: Any, seed: int = 1, limit: int = 3000) -> Game:
    bot = RandomBot(seed)
    while not game.is_over and not ready(game) and len(game.history) < limit:
        game.apply_unchecked(game.to_act[0], bot.choose(game, game.to_act[0]))
    assert ready(game), "the position looked for never came"
    return game


# -- Trickerion ---------------------------------------------------------------------------------------------------


def _trickerion_after_setup() -> Game:
    game = conjure.new_game("trickerion", players=2, seed=6)
    return _play_until(game, lambda g: g.state["phase"] != "setup")


def test_trickerion_values_fame_and_prepared_and_staged_tricks() -> None:
    game = _trickerion_after_setup()
    state = game.state
    base = trickerion_eval.value(state, 0)
    richer = copy.deepcopy(state)
    richer["seats"][0]["fame"] += 5
    assert abs(trickerion_eval.value(richer, 0) - base - 5.0 * trickerion_eval.WEIGHTS.features["fame"]) < 1e-9
    prepared = copy.deepcopy(state)
    prepared["seats"][0]["tricks"][0]["markers"] += 2
    staged = copy.deepcopy(state)
    staged["seats"][0]["tricks"][0]["staged"] = 2
    assert base < trickerion_eval.value(prepared, 0) < trickerion_eval.value(staged, 0)
    assert trickerion_eval.evaluate(richer, 0) > trickerion_eval.evaluate(state, 0)
    assert trickerion_eval.evaluate(richer, 1) < trickerion_eval.evaluate(state, 1)  # a rival's fame is a loss


def test_trickerion_value_is_the_weighted_sum_of_its_features_bit_for_bit() -> None:
    """``value`` works out the features' shared parts once; it must give exactly the generic weighted sum (the search's
    choices depend on it), at every step of random games."""
    checked = 0
    for seed in (3, 4):
        game = conjure.new_game("trickerion", players=2, seed=seed)
        bot = RandomBot(seed)
        while not game.is_over:
            for seat in range(2):
                features = {name: f(game.state, seat) for name, f in trickerion_eval.FEATURES.items()}
                assert trickerion_eval._features(game.state, seat) == features
                assert trickerion_eval.value(game.state, seat) == trickerion_eval.WEIGHTS.value(
                    trickerion_eval.FEATURES, game.state, seat
                )
                checked += 1
            game.apply_unchecked(game.to_act[0], bot.choose(game, game.to_act[0]))
    assert checked > 200


def test_trickerion_resources_in_play_fade_with_the_rounds_left() -> None:
    state = copy.deepcopy(_trickerion_after_setup().state)
    state["round"] = 1
    early = trickerion_eval.coins_in_play(state, 0)
    state["round"] = trickerion_eval.last_round(state)
    assert early == state["seats"][0]["coins"] > 0 and trickerion_eval.coins_in_play(state, 0) == 0.0
    assert trickerion_eval.tricks(state, 0) == 0.0 and trickerion_eval.characters(state, 0) == 0.0


def test_trickerion_counts_the_fame_unpaid_wages_would_cost() -> None:
    """TRK-END-1: each coin of wages a seat cannot pay costs 2 fame, never below 0. The heuristic lost games to
    random by placing characters it could not pay (seed 1020: 8 fame lost to wages, the game lost by 8)."""
    state = copy.deepcopy(_trickerion_after_setup().state)
    apprentice = next(c for c in state["seats"][0]["characters"] if c.startswith("apprentice"))
    state["placed"] = [{"seat": 0, "char": apprentice, "loc": "market_row", "space": 0}]
    state["seats"][0]["assistant_apprentice"] = False
    state["seats"][0]["fame"] = 5
    state["seats"][0]["coins"] = 1
    assert trickerion_eval.wages_due(state, 0) == 1.0 and trickerion_eval.unpaid_wages(state, 0) == 0.0
    paid = trickerion_eval.value(state, 0)
    state["seats"][0]["coins"] = 0
    assert trickerion_eval.unpaid_wages(state, 0) == 2.0
    assert trickerion_eval.unpaid_wages(state, 1) == 0.0  # the rival placed nobody
    # a coin short costs its worth as a coin and its 2 fame
    coin = trickerion_eval.WEIGHTS.features["coins"] + trickerion_eval.WEIGHTS.features["coins_in_play"] * (
        trickerion_eval.rounds_left(state)
    )
    unpaid = trickerion_eval.WEIGHTS.features["unpaid_wages"] * 2.0
    assert abs(trickerion_eval.value(state, 0) - (paid - coin + unpaid)) < 1e-9
    state["seats"][0]["fame"] = 1
    assert trickerion_eval.unpaid_wages(state, 0) == 1.0  # never below 0 fame


def test_trickerion_judges_a_seat_only_between_its_decisions() -> None:
    game = _trickerion_after_setup()
    game = _play_until(game, lambda g: bool(g.state["tasks"]) and "seat" in g.state["tasks"][-1])
    seat = game.state["tasks"][-1]["seat"]
    assert not trickerion_eval.settled(game.state, seat) and trickerion_eval.settled(game.state, 1 - seat)
    assigning = conjure.new_game("trickerion", players=2, seed=6)
    assigning = _play_until(assigning, lambda g: bool(g.state["tasks"]) and "wait" in g.state["tasks"][-1])
    waiting = assigning.state["tasks"][-1]["wait"]
    assert all(not trickerion_eval.settled(assigning.state, s) for s in waiting)


# -- Djinn: a catch being chosen is judged as made ----------------------------------------------------------------


def _djinn_catch(seed: int) -> Game:
    game = conjure.new_game("djinn", players=2, seed=seed)

    def choosing(g: Game) -> bool:
        top = g.state["tasks"][-1] if g.state["tasks"] else None
        return bool(
            top
            and top["t"] == "catch"
            and not top["src"]
            and any(a.id.startswith("cadd:") and a.id != "cadd:boss" for a in g.legal_actions(top["seat"]))
        )

    return _play_until(game, choosing)


def test_a_payable_pick_is_worth_what_it_adds_and_judging_changes_nothing() -> None:
    game = _djinn_catch(3)
    seat = game.state["tasks"][-1]["seat"]
    add = next(a for a in game.legal_actions(seat) if a.id.startswith("cadd:") and a.id != "cadd:boss")
    before = djinn_eval.evaluate(game.state, seat)
    game.apply(seat, add)
    snapshot = copy.deepcopy(game.state)
    made = djinn_eval.as_made(game.state, seat)
    assert game.state == snapshot  # judged on a copy
    assert made is not game.state and not any(t["t"] == "catch" for t in made["tasks"][-1:])
    assert djinn_eval.catching(made, seat) >= 1 and djinn_eval.evaluate(game.state, seat) > before


def test_a_selection_that_cannot_be_made_is_judged_as_refused_and_picks_off_the_plan_cost() -> None:
    game = _djinn_catch(3)
    seat = game.state["tasks"][-1]["seat"]
    power = game.state["seats"][seat]["power"]
    refused = djinn_eval.as_made(game.state, seat)  # nothing selected yet: judged as refused
    assert not any(t["t"] == "catch" for t in refused["tasks"]) and refused["seats"][seat]["power"] <= power
    assert refused["bot_off_plan"] == [seat, 0] and djinn_eval.off_plan(game.state, seat) == 0.0
    assert djinn_eval.as_made(game.state, 1 - seat) is game.state  # not that seat's catch
    mage = next((a for a in game.legal_actions(seat) if a.id.startswith("cmage:")), None)
    if mage is not None:  # a helper with nothing to catch is off the plan: worth a little less than none
        before = djinn_eval.evaluate(game.state, seat)
        game.apply(seat, mage)
        assert djinn_eval.evaluate(game.state, seat) < before


def test_ties_go_to_the_progress_the_game_favours_then_to_the_generator() -> None:
    actions = [Action("cdel:red"), Action("cgo"), Action("cnone")]
    assert best(actions, [0.5, 0.5, 0.5], Rng(1), [0.05, 100.0, 0.2]).id == "cgo"
    assert best(actions, [0.9, 0.5, 0.5], Rng(1), [0.05, 100.0, 0.2]).id == "cdel:red"
    picked = {best(actions, [0.5, 0.5, 0.1], Rng(s)).id for s in range(20)}
    assert picked == {"cdel:red", "cgo"}
    game = _djinn_catch(3)
    seat = game.state["tasks"][-1]["seat"]
    assert progress(game, seat, game.legal_actions(seat)) is not None
    incantibus = conjure.new_game("incantibus", players=2, seed=1)
    assert progress(incantibus, 0, incantibus.legal_actions(0)) is None  # no bot_weight: ties at random


# -- Djinn solo: the race against Tom -----------------------------------------------------------------------------


def test_a_boss_costs_the_cheaper_of_catching_it_and_banishing_it() -> None:
    assert [djinn_eval.boss_price(n) for n in range(4)] == [4, 4, 8, 10]


def test_the_race_against_tom_counts_alone_only() -> None:
    duel = conjure.new_game("djinn", players=2, seed=2).state
    assert djinn_eval.boss_debt(duel, 0) == djinn_eval.solo_power(duel, 0) == djinn_eval.room(duel, 0) == 0.0
    duel["seats"][0]["mages"].append(["m1", True])
    assert djinn_eval.solo_mages(duel, 0) == 0.0 < djinn_eval.mages(duel, 0)
    solo = conjure.new_game("djinn", players=1, seed=2).state
    assert djinn_eval.solo_mages(solo, 0) == djinn_eval.mages(solo, 0)
    bosses = [f for f, here in solo["boss"].items() if here]
    expected = sum(djinn_eval.boss_price(len(solo["djinn"][f])) for f in bosses)
    assert djinn_eval.boss_debt(solo, 0) == expected > 0
    fed = copy.deepcopy(solo)
    fed["djinn"][bosses[0]].append("red")
    assert djinn_eval.boss_debt(fed, 0) > expected and djinn_eval.evaluate(fed, 0) < djinn_eval.evaluate(solo, 0)


def test_the_solo_par_is_data() -> None:
    """Solo, a position is judged against the par in bot.toml: a worth equal to it is even."""
    raw = tomllib.loads(Path(djinn_eval.__file__).with_name("bot.toml").read_text(encoding="utf-8"))
    assert djinn_eval.SOLO_PAR == raw["solo_par"]
    solo = conjure.new_game("djinn", players=1, seed=2).state
    worth = djinn_eval.value(djinn_eval.as_made(solo, 0), 0)
    assert djinn_eval.evaluate(solo, 0) == djinn_eval.squash(worth - raw["solo_par"], djinn_eval.WEIGHTS.scale)


# -- Insula: the team's fights ----------------------------------------------------------------------------------


def _insula_at_the_citadel(holder: int) -> dict[str, Any]:
    """Seat 0 in the citadel, seat 1 one step from a way in (beside it), both with 6 vitality; seat 0 on turn."""
    state = copy.deepcopy(conjure.new_game("insula", players=2, seed=3).state)
    state["seats"][0]["position"] = insula_data.CITADEL
    state["seats"][1]["position"] = f"-1,{insula_data.CITADEL_Y}"
    state["holder"], state["turn"] = holder, 0
    return state


def test_insula_counts_the_partner_who_can_still_join_in_the_citadel() -> None:
    joining = _insula_at_the_citadel(holder=1)  # seat 1 plays after seat 0 this round: it can step in
    assert insula_eval.citadel_party(joining) == [0, 1]
    assert insula_eval.citadel_odds(joining, 0) == (5 / 6, 0.0)  # 12 against 7: never lost, the shield draws
    alone = _insula_at_the_citadel(holder=0)  # seat 1 has played this round: seat 0 faces Kingoš alone
    assert insula_eval.citadel_party(alone) == [0]
    assert insula_eval.citadel_odds(alone, 0) == (1 / 3, 1 / 2)  # 6 against 7: won on the sword, drawn on the shield
    assert insula_eval.evaluate(joining, 0) > insula_eval.evaluate(alone, 0)


def _insula_fight(state: dict[str, Any]) -> Game:
    game = conjure.new_game("insula", players=2, seed=3)
    game.state.clear()
    game.state.update(state)
    game.state["tasks"], game.state["phase"] = [], "fight"
    insula_fights.start(game.state, Rng(1), [])
    return game


def test_insula_commits_everything_against_kingos_and_is_judged_before_the_die() -> None:
    state = _insula_at_the_citadel(holder=1)
    state["seats"][1]["position"] = insula_data.CITADEL
    values = {}
    for amount in (0, 3, 6):
        game = _insula_fight(state)
        assert not insula_eval.settled(game.state, 0)
        game.apply(0, f"commit:{amount}")
        assert insula_eval.settled(game.state, 0) and not insula_eval.settled(game.state, 1)
        values[amount] = insula_eval.evaluate(game.state, 0)
        assert insula_eval.held_back(game.state, 0) == 6 - amount
    assert values[0] < values[3] < values[6]


def test_insula_counts_on_its_own_strength_while_commitments_are_secret() -> None:
    state = _insula_at_the_citadel(holder=1)
    field = "0,2"
    state["guardians"][field] = ["g7"]  # strength 3
    for p in state["seats"]:
        p["position"] = field
    assert insula_eval.guardian_fight(state, 0) == (5 / 6 * 3, 0.0)  # before the fight: 12 against 3
    secret = _insula_fight(state)
    secret.apply(0, "commit:0")
    won, lost = insula_eval.guardian_fight(secret.state, 0)
    assert won == 0.0 and lost > 0  # seat 0 cannot count on seat 1's secret commitment
    revealed = _insula_fight(state)
    revealed.apply(0, "commit:0")
    revealed.apply(1, "commit:6")
    assert revealed.state["fight"]["revealed"] and insula_eval.guardian_fight(revealed.state, 0)[0] > 0
