"""ISMCTS's search settings: each game's ``[ismcts]`` table loads, bad keys and values are refused, a seeded
bot of every variant is reproducible, and a rollout cut at a settled turn returns the game's evaluation."""

from __future__ import annotations

from pathlib import Path

import pytest

import conjure
from conjure.bots import Ismcts, SeatView, make_bot
from conjure.bots.arena import Budget, make
from conjure.bots.heuristic import table_print
from conjure.bots.ismcts import Node, evaluate, widened
from conjure.bots.search_settings import PLAIN, SearchSettings, load_settings, parse_settings, settings_for
from conjure.engine import RandomBot
from conjure.engine.errors import ConfigError
from tests import games

GAMES = games.names()


@pytest.mark.parametrize("name", GAMES)
def test_every_game_names_its_settings_and_calibration(name: str) -> None:
    settings = settings_for(conjure.new_game(name, players=2, seed=1).rules)
    assert settings != PLAIN and settings.per_second > 0
    assert settings.iterations(1.0) == settings.per_second and settings.iterations(0.0) == 1


def test_unknown_keys_and_bad_values_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"unknown keys \['depth'\]; known: exploration, rollout, rollout_depth"):
        parse_settings({"depth": 3})
    with pytest.raises(ConfigError, match="rollout_turns must be int, not 'two'"):
        parse_settings({"rollout_turns": "two"})
    with pytest.raises(ConfigError, match="reuse must be bool, not 1"):
        parse_settings({"reuse": 1})
    with pytest.raises(ConfigError, match="final 'best' does not exist; finals: visits, value"):
        parse_settings({"final": "best"})
    with pytest.raises(ConfigError, match="rollout_depth must be 0 or more"):
        parse_settings({"rollout_depth": -1})
    with pytest.raises(ConfigError, match="root_prior and widening must be 0 or more, not -1.0"):
        parse_settings({"root_prior": -1})
    with pytest.raises(ConfigError, match="widening must be float, not 'wide'"):
        parse_settings({"widening": "wide"})
    path = tmp_path / "bot.toml"
    path.write_text("scale = 1.0\n[weights]\na = 1.0\n[ismcts]\nprior = 2\nrollouts = 3\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"bot.toml \[ismcts\]: unknown keys \['rollouts'\]"):
        load_settings(path)
    path.write_text("[ismcts]\nprior = 2\nrollout_turns = 3\nreuse = true\n", encoding="utf-8")
    assert load_settings(path) == SearchSettings(prior=2.0, rollout_turns=3, reuse=True)
    with pytest.raises(ConfigError, match="unknown ISMCTS settings|unknown keys"):
        Ismcts(1, iterations=5, depth=3)
    with pytest.raises(ConfigError, match="prior must be float"):
        make("ismcts", 1, Budget(search=(("prior", "lots"),)))


def test_command_line_text_is_read_as_values() -> None:
    settings = parse_settings({"rollout_turns": "2", "prior": "1.5", "reuse": "true", "rollout_depth": "none"})
    assert settings == SearchSettings(rollout_turns=2, prior=1.5, reuse=True)


def _midgame(name: str, seed: int, steps: int) -> conjure.engine.Game:
    game = conjure.new_game(name, players=2, seed=seed)
    bot = RandomBot(seed)
    for _ in range(steps):
        game.apply_unchecked(game.to_act[0], bot.choose(game, game.to_act[0]))
    return game


@pytest.mark.parametrize(
    "settings",
    [
        PLAIN,
        SearchSettings(rollout_turns=1, prior=2.0, final="value", reuse=True, per_world=3),
        SearchSettings(rollout_turns=1, root_prior=5.0, widening=1.0),
    ],
    ids=["plain", "variant", "widened"],
)
def test_a_seeded_bot_of_every_variant_is_reproducible(settings: SearchSettings) -> None:
    game = _midgame("incantibus", 4, 12)
    seat = game.to_act[0]
    choices = [
        [Ismcts(7, iterations=30, settings=settings).choose(g, seat).id for _ in range(2)] for g in (game, game.clone())
    ]
    assert choices[0] == choices[1]


def test_a_rollout_cut_at_once_returns_the_evaluation() -> None:
    game = _midgame("trickerion", 6, 30)
    bot = Ismcts(1, iterations=1, settings=SearchSettings(rollout_turns=0))
    bot.configure(SeatView(game, 0))
    expected = evaluate(game)
    assert expected is not None and all(0.0 < v < 1.0 for v in expected)
    assert bot._play_on(game.clone(), bot.settings or PLAIN, 0) == expected


def test_a_rollout_cut_after_a_turn_stops_where_the_turn_settled() -> None:
    game = _midgame("trickerion", 6, 30)
    world = game.clone()
    bot = Ismcts(1, iterations=1, settings=SearchSettings(rollout_turns=1))
    bot.configure(SeatView(game, 0))
    values = bot._play_on(world, bot.settings or PLAIN, 0)
    assert values == evaluate(world)
    moves = world.history[len(game.history) :]
    assert moves
    replay = game.clone()
    for i, (seat, action_id) in enumerate(moves):  # the same steps: only the last one settles its seat's turn
        replay.apply(seat, action_id)
        assert replay.rules.bot_settled(replay.state, seat) == (i == len(moves) - 1)


def test_a_rollout_cut_at_the_leaf_seats_own_turn_stops_when_that_seat_has_settled_twice() -> None:
    game = _midgame("trickerion", 8, 40)
    leaf = game.to_act[0]
    assert not game.rules.bot_settled(game.state, leaf)
    world = game.clone()
    bot = Ismcts(1, iterations=1, settings=SearchSettings(rollout_own_turns=2))
    bot.configure(SeatView(game, leaf))
    assert bot._play_on(world, bot.settings or PLAIN, leaf) == evaluate(world)
    replay, settled, times = game.clone(), False, []
    for i, (seat, action_id) in enumerate(world.history[len(game.history) :]):
        replay.apply(seat, action_id)
        was, settled = settled, replay.rules.bot_settled(replay.state, leaf)
        if settled and not was:
            times.append(i)
    assert len(times) == 2 and times[-1] == len(world.history) - len(game.history) - 1


def test_turns_ahead_judges_where_the_bots_own_seat_has_settled() -> None:
    game = _midgame("insula", 3, 20)
    me = game.to_act[0]
    bot = Ismcts(1, iterations=1, settings=SearchSettings(turns_ahead=1, rollout="heuristic"))
    bot.configure(SeatView(game, me))
    world = game.clone()
    settled = game.rules.bot_settled(game.state, me)
    assert bot._ahead(world, 1, me, 0, settled, None) == evaluate(world)
    steps = world.history[len(game.history) :]
    replay = game.clone()
    for i, (seat, action_id) in enumerate(steps):
        replay.apply(seat, action_id)
        now = replay.rules.bot_settled(replay.state, me)
        assert (now and not settled) == (i == len(steps) - 1)
        settled = now
    choice = Ismcts(2, iterations=25, settings=SearchSettings(turns_ahead=1, prior=2.0)).choose(game, me)
    assert choice.id in {a.id for a in game.legal_actions(me)}


def _compound(name: str, seed: int) -> tuple[conjure.engine.Game, int]:
    """A position where the seat to act will act again right after (a compound turn), choices both times."""
    game, bot = conjure.new_game(name, players=2, seed=seed), RandomBot(seed)
    while True:
        seat = game.to_act[0]
        trial = game.clone()
        trial.apply_unchecked(seat, bot.choose(trial, seat))
        if len(game.legal_actions(seat)) > 1 and trial.to_act[:1] == [seat] and len(trial.legal_actions(seat)) > 1:
            return game, seat
        game.apply_unchecked(seat, bot.choose(game, seat))


def test_the_subtree_of_the_bots_own_move_is_kept_for_its_next_decision() -> None:
    game, seat = _compound("djinn", 2)
    bot = Ismcts(3, iterations=40, settings=SearchSettings(rollout_depth=10, reuse=True))
    action = bot.choose(game, seat)
    assert bot.kept is not None and bot.kept[1].action == action.id
    kept = bot.kept[1]
    before = sum(c.visits for c in kept.children.values())
    game.apply(seat, action.id)
    assert seat in game.to_act and len(game.legal_actions(seat)) > 1  # the turn goes on: the tree is kept
    bot.choose(game, seat)
    assert sum(c.visits for c in kept.children.values()) == before + 40
    fresh = Ismcts(3, iterations=40, settings=SearchSettings(rollout_depth=10))
    fresh.choose(game, seat)
    assert fresh.kept is not None and fresh.kept[1] is not kept


def test_patience_ends_a_dialogue_with_the_step_bot_weight_favours() -> None:
    game, seat = _compound("djinn", 2)
    bot = Ismcts(3, iterations=20, settings=SearchSettings(rollout_depth=10, patience=0))
    action = bot.choose(game, seat)
    assert bot.last_iterations == 20 and len(bot.memory) == 1
    game.apply(seat, action.id)
    bot.last_iterations = 0
    legal = game.legal_actions(seat)
    second = bot.choose(game, seat)  # the second own decision in a row: no search, the favoured step
    weights = [game.rules.bot_weight(game.state, seat, a) for a in legal]
    assert bot.last_iterations == 0 and game.rules.bot_weight(game.state, seat, second) == max(weights)


def _catch(seed: int) -> tuple[conjure.engine.Game, int]:
    """A Djinn position where the seat to act may add a djinn to a catch (and take it back after)."""
    game, bot = conjure.new_game("djinn", players=2, seed=seed), RandomBot(seed)
    while not any(a.id.startswith("cadd:") for a in game.legal_actions(game.to_act[0])):
        game.apply_unchecked(game.to_act[0], bot.choose(game, game.to_act[0]))
    return game, game.to_act[0]


def test_with_patience_the_bot_does_not_step_back_to_a_view_it_decided_at() -> None:
    game, seat = _catch(8)  # without patience the search takes the djinn back out here
    bot = Ismcts(3, iterations=30, settings=SearchSettings(rollout_depth=10, patience=40))
    bot.choose(game, seat)
    before = bot.memory[-1]
    game.apply(seat, next(a for a in game.legal_actions(seat) if a.id.startswith("cadd:")).id)
    back = []
    for action in game.legal_actions(seat):
        trial = game.clone()
        trial.apply(seat, action.id)
        if table_print(trial.view(seat)["table"]) == before:
            back.append(action.id)
    assert back and len(back) < len(game.legal_actions(seat))  # taking the djinn back out leads back
    assert bot.choose(game, seat).id not in back


def test_levels_use_the_games_settings_and_calibration() -> None:
    bot = make_bot("hard", 1)
    assert isinstance(bot, Ismcts) and bot.cpu_seconds == 1.0 and bot.settings is None
    game = conjure.new_game("incantibus", players=2, seed=3)
    bot.configure(SeatView(game, 0))
    assert bot.settings == settings_for(game.rules) and bot.budget(bot.settings) == bot.settings.per_second


def _choice_point(name: str, seed: int, steps: int) -> tuple[conjure.engine.Game, int]:
    """A position after ``steps`` random steps (or more) where the seat to act has at least four actions a bot
    considers (side actions that only waste, bot_weight 0, left out)."""
    game = _midgame(name, seed, steps)
    bot = RandomBot(seed)
    while len(SeatView(game, game.to_act[0]).bot_actions()) < 4:
        game.apply_unchecked(game.to_act[0], bot.choose(game, game.to_act[0]))
    return game, game.to_act[0]


@pytest.mark.parametrize("name", games.flagged("SEARCH"))
def test_a_root_prior_starts_the_search_from_the_heuristics_judgement(name: str) -> None:
    game, seat = _choice_point(name, 3, games.told(name, "PRIOR_STEP", 25))  # a step where the judgement differs
    legal = {a.id for a in SeatView(game, seat).bot_actions()}  # what a bot considers (bot_weight 0 left out)
    bot = make("ismcts", 4, Budget(iterations=10, search=(("root_prior", "1000"),)))  # as the arena makes it
    assert isinstance(bot, Ismcts)
    chosen = bot.choose(game, seat)
    root = bot.tree
    assert bot.settings is not None and bot.settings.root_prior == 1000.0 and root is not None
    assert root.ranking is not None and set(root.ranking) == legal and set(root.children) == legal
    assert sum(c.visits for c in root.children.values()) == 1000.0 * len(legal) + 10
    twin = make("ismcts", 4, Budget(iterations=10, search=(("root_prior", "1000"),)))  # the same generator
    assert isinstance(twin, Ismcts)
    judged = Node()
    twin.configure(SeatView(game, seat))
    twin.judge_root(SeatView(game, seat), SeatView(game, seat).bot_actions(), judged, 1000.0)
    assert judged.ranking == root.ranking
    values = {c.action: c.reward / c.visits for c in judged.children.values()}
    assert len(set(values.values())) > 1  # the heuristic's look-ahead tells the actions apart
    # ten iterations cannot outweigh a thousand virtual visits: the move is the heuristic's best-judged one
    assert values[chosen.id] == pytest.approx(max(values.values()), abs=0.011)


def test_widening_weighs_only_the_best_ranked_actions_growing_with_visits() -> None:
    game, seat = _choice_point("incantibus", 3, 25)
    legal = game.legal_actions(seat)
    node = Node(ranking=[a.id for a in reversed(legal)])
    assert [a.id for a in widened(node, legal, 1.0)] == [legal[-1].id]
    node.visits = 3.0
    assert [a.id for a in widened(node, legal, 1.0)] == [a.id for a in reversed(legal)][:2]
    node.visits = 1e6
    assert len(widened(node, legal, 1.0)) == len(legal)
    plain = Ismcts(5, iterations=8, settings=SearchSettings(rollout_turns=1))
    plain.choose(game, seat)
    bot = Ismcts(5, iterations=8, settings=SearchSettings(rollout_turns=1, widening=0.5))
    bot.choose(game, seat)
    assert plain.tree is not None and bot.tree is not None and bot.tree.ranking is not None
    # eight iterations: the plain search tries every action at the root, the widened one its best-ranked two
    assert len(plain.tree.children) == len(legal) and set(bot.tree.children) == set(bot.tree.ranking[:2])


@pytest.mark.parametrize("name", games.flagged("SEARCH"))
@pytest.mark.parametrize("players", [2, 3])
def test_every_seats_evaluation_at_once_is_each_seats_evaluation(name: str, players: int) -> None:
    game, bot = conjure.new_game(name, players=players, seed=2), RandomBot(2)
    for _ in range(6):
        for _ in range(15):
            if not game.is_over:
                game.apply_unchecked(game.to_act[0], bot.choose(game, game.to_act[0]))
        if not game.is_over:
            each = [game.rules.evaluate(game.state, s) for s in range(players)]
            assert game.rules.evaluate_seats(game.state) == each == evaluate(game)  # type: ignore[attr-defined]


def _arena_moves(search: tuple[tuple[str, str], ...], decisions: int = 20) -> list[str]:
    """The first moves of a seeded Incantibus game between two searching bots made as the arena makes them."""
    game = conjure.new_game("incantibus", players=2, seed=1)
    budget = Budget(iterations=30, search=(("rollout_turns", "1"), *search))
    bots = [make("ismcts-plain", 31 + seat, budget) for seat in range(2)]
    while not game.is_over and len(game.history) < decisions:
        seat = game.to_act[0]
        game.apply(seat, bots[seat].choose(game, seat).id)
    return [action for _, action in game.history]


@pytest.mark.parametrize(
    "setting",
    [("final", "value"), ("reuse", "true"), ("per_world", "3"), ("root_prior", "5"), ("widening", "0.5")],
    ids=lambda s: s[0],
)
def test_each_setting_changes_the_moves_played(setting: tuple[str, str]) -> None:
    plain = _arena_moves(())
    assert plain == _arena_moves(())  # reproducible
    assert _arena_moves((setting,)) != plain  # the setting reaches the bot at the table and changes its play
