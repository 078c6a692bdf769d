"""Safe undo (conjure.engine.undo): a seat takes back only its own last steps, never past a random draw,
a reveal, a secret choice or another seat's action; an undo is the replay of the shorter record."""

from __future__ import annotations

import dataclasses
import json
import pickle
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

import conjure
from conjure.engine import UNDO_EVENT, Barrier, Game, IllegalAction, RandomBot, Rng, UndoRefused, reason_text
from conjure.engine.flow import Flow, FlowRules, State, Task
from conjure.engine.undo import readable, run_marks
from tests import games
from tests.conftest import config_id, snapshot

ALL = [(r.name, n, opts) for r in conjure.engine.all_rules() for n, opts in r.sample_configs()]
# two configurations per game for the deep checks (the first two sample configs), every one for the light test
DEEP = [c for name in sorted({c[0] for c in ALL}) for c in [x for x in ALL if x[0] == name][:2]]
MAX_STEPS = 120
# the barriers the sample games must show (each game's tests name them)
EXPECTED = {name: games.told(name, "BARRIERS", {Barrier.OTHER}) for name in games.names()}


def _game(config: tuple[str, int, dict[str, Any]], seed: int) -> conjure.Game:
    name, players, options = config
    return conjure.new_game(name, players=players, seed=seed, options=options)


def _game_events(game: conjure.Game) -> list[dict[str, Any]]:
    return [e for e in game.events if e.get("type") != UNDO_EVENT]


def _states(game: conjure.Game, start: int) -> list[conjure.Game]:
    """Fresh replays of the record after ``start``, ``start + 1``, … ``len(history)`` steps."""
    record = game.record()
    first = conjure.replay(record, upto=start)
    out = [first.clone()]
    for seat, action_id in game.history[start:]:
        first.apply(seat, action_id)
        out.append(first.clone())
    return out


def _seat_view_moves(before: conjure.Game, seat: int, action_id: str, after: conjure.Game, tries: int) -> bool:
    """Whether redealing what ``seat`` cannot see before the step changes what it sees after (a reveal)."""
    rules = before.rules
    expected = (rules.view(after.state, seat), readable(rules, after.events[len(before.events) :], seat))
    for i in range(tries):
        redealt = rules.redeal(before.state, seat, Rng(99_991 + i))
        assert redealt is not None
        action = next((a for a in rules.legal_actions(redealt, seat) if a.id == action_id), None)
        if action is None:
            return True
        events: list[dict[str, Any]] = []
        rules.apply(redealt, seat, action, Rng(before.rng.state), events)
        if (rules.view(redealt, seat), readable(rules, events, seat)) != expected:
            return True
    return False


def _check_allowed_steps(game: conjure.Game, seat: int, allowed: int) -> None:
    """The steps undo would take back: the seat's own, one seat to act, no draw, no private event, no reveal."""
    n = len(game.history)
    assert all(who == seat for who, _ in game.history[n - allowed :])
    states = _states(game, n - allowed)
    for before, after, (_, action_id) in zip(states[:-1], states[1:], game.history[n - allowed :], strict=True):
        assert before.rng.state == after.rng.state, "undo would cross a random draw"
        assert before.to_act == [seat], "undo would cross a simultaneous choice"
        assert not any("to" in e for e in after.events[len(before.events) :]), "undo would cross a private event"
        assert not _seat_view_moves(before, seat, action_id, after, 6), "undo would cross a reveal"


def _check_barrier(game: conjure.Game, seat: int, allowed: int, barrier: Barrier) -> None:
    """The step just before the allowed ones really is the barrier the engine names."""
    n = len(game.history)
    at = n - allowed - 1
    if barrier is Barrier.OTHER:
        assert at >= 0 and (
            game.history[at][0] != seat or any(e["seat"] != seat for e in game.events if e.get("type") == UNDO_EVENT)
        )
        return
    assert game.history[at][0] == seat
    before, after = _states(game, at)[:2]
    new_events = after.events[len(before.events) :]
    if barrier is Barrier.DRAW:
        assert before.rng.state != after.rng.state
    elif barrier is Barrier.SECRET:
        assert len(before.to_act) > 1 or any("to" in e for e in new_events)
    elif barrier is Barrier.REVEAL:
        assert _seat_view_moves(before, seat, game.history[at][1], after, 40) or any(
            set(e.get("to", [seat])) - {seat} for e in new_events
        )


def _check_undo_and_redo(game: conjure.Game, seat: int, steps: int) -> None:
    """Undo is the replay of the shorter record; the same actions again give back the same game."""
    before_fp, before_events, taken = game.fingerprint(), _game_events(game), game.history[-steps:]
    kept = len(game.history) - steps
    note = game.undo(seat, steps)
    assert note == {"type": UNDO_EVENT, "seat": seat, "steps": steps, "step": kept}
    assert game.events[-1] == note and game.events_for(None)[-1] == note
    assert all(game.events_for(s)[-1] == note for s in range(game.players))
    assert game.record()["actions"] == [list(h) for h in game.history] and len(game.history) == kept
    fresh = conjure.replay(game.record())
    assert game.fingerprint() == fresh.fingerprint()
    assert _game_events(game) == fresh.events
    for who, action_id in taken:
        game.apply(who, action_id)
    assert game.fingerprint() == before_fp
    assert _game_events(game) == before_events


def _check_refusals(game: conjure.Game, seat: int, allowed: int, barrier: Barrier) -> None:
    """Asking for more than allowed, or for another seat, is refused with the reason; nothing changes."""
    before = snapshot(game)
    with pytest.raises(UndoRefused) as info:
        game.undo(seat, allowed + 1)
    assert info.value.reason is barrier and info.value.allowed == allowed
    assert reason_text(barrier, "en") in str(info.value)
    for other in range(game.players):
        if other != seat and not game.secret_steps(other):
            assert game.undoable(other) == 0
            with pytest.raises(UndoRefused) as info:
                game.undo(other)
            assert info.value.reason in (Barrier.OTHER, Barrier.NOTHING)
    assert snapshot(game) == before


def _check_secret(game: conjure.Game, seat: int, limit: conjure.engine.UndoLimit, pick: Rng) -> None:
    """In an open simultaneous step: the steps the seat may take back are its own last ones there, each made while
    the step was open, drawing nothing and logging nothing another seat reads as it is; the one before them is the
    barrier named (or the step's start: BEGUN); more is refused; the undo keeps the others' steps and is a replay."""
    own = game.secret_steps(seat)
    taken, rest = own[len(own) - limit.steps :], own[: len(own) - limit.steps]
    start = own[0]
    states = _states(game, start)
    for i in taken:
        before, after = states[i - start], states[i - start + 1]
        assert before.rules.simultaneous(before.state) and seat in before.to_act
        assert before.rng.state == after.rng.state, "undo would cross a random draw"
        new = after.events[len(before.events) :]
        assert all(not game.rules.event_visible(e, o) for e in new for o in range(game.players) if o != seat)
    if limit.barrier is Barrier.BEGUN:
        assert not rest
    else:
        before, after = states[rest[-1] - start], states[rest[-1] - start + 1]
        drew = before.rng.state != after.rng.state
        assert limit.barrier is (Barrier.DRAW if drew else Barrier.REVEAL)
    snap = snapshot(game)
    with pytest.raises(UndoRefused) as info:
        game.undo(seat, limit.steps + 1)
    assert info.value.reason is limit.barrier and snapshot(game) == snap
    if not limit.steps:
        return
    steps = 1 + pick.below(limit.steps)
    others = [h for i, h in enumerate(game.history) if i >= start and h[0] != seat]
    keep, tail = game.undo_plan(seat, steps)
    note = game.undo(seat, steps)
    assert note == {"type": UNDO_EVENT, "seat": seat, "steps": steps, "step": len(game.history)}
    assert game.history[keep:] == tail and len(game.history) == len(json.loads(snap)["actions"]) - steps
    assert [h for i, h in enumerate(game.history) if i >= start and h[0] != seat] == others
    fresh = conjure.replay(game.record())
    assert game.fingerprint() == fresh.fingerprint() and _game_events(game) == fresh.events
    assert conjure.load_game(json.dumps(game.to_json())).events == game.events


def _walk(config: tuple[str, int, dict[str, Any]], seed: int, deep_every: int) -> Counter[Barrier]:
    """Random play; after each step the actor's undo limit is checked against fresh replays now and then."""
    game = _game(config, seed)
    bot, pick = RandomBot(seed), Rng(seed + 5)
    seen: Counter[Barrier] = Counter()
    for step in range(MAX_STEPS):
        if game.is_over:
            break
        to_act = game.to_act
        seat = to_act[pick.below(len(to_act))]
        game.apply(seat, bot.choose(game, seat))
        limit = game.undo_limit(seat)
        assert limit.steps == game.undoable(seat)
        if game.is_over:
            assert limit == conjure.engine.UndoLimit(0, Barrier.OVER)
            break
        first_sight = limit.barrier not in seen
        seen[limit.barrier] += 1
        if game.secret_steps(seat):
            if step % deep_every == 0 or first_sight:
                _check_secret(game, seat, limit, pick)
            continue
        if step % deep_every == 0 or first_sight:
            _check_barrier(game, seat, limit.steps, limit.barrier)
            _check_refusals(game, seat, limit.steps, limit.barrier)
            if limit.steps:
                _check_allowed_steps(game, seat, limit.steps)
                _check_undo_and_redo(game, seat, 1 + pick.below(limit.steps))
    return seen


@pytest.mark.parametrize("config", DEEP, ids=[config_id(c) for c in DEEP])
def test_undo_never_crosses_a_barrier_and_is_a_replay(config: tuple[str, int, dict[str, Any]]) -> None:
    seen = _walk(config, 11, deep_every=6)
    assert seen[Barrier.OTHER] or config[1] == 1


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_kind_of_barrier_happens_and_blocks(name: str) -> None:
    seen: Counter[Barrier] = Counter()
    for config in [c for c in DEEP if c[0] == name]:
        seen += _walk(config, 3, deep_every=12)
    assert EXPECTED[name] <= set(seen), f"{name}: barriers seen {dict(seen)}"


@pytest.mark.parametrize("config", ALL, ids=[config_id(c) for c in ALL])
def test_every_configuration_undoes_within_its_rules(config: tuple[str, int, dict[str, Any]]) -> None:
    """A shorter walk over every sample configuration: limits are checked against replays at a few steps."""
    game = _game(config, 5)
    bot = RandomBot(5)
    for step in range(40):
        if game.is_over:
            break
        seat = game.to_act[0]
        game.apply(seat, bot.choose(game, seat))
        limit = game.undo_limit(seat)
        if limit.steps and step % 3 == 0 and game.secret_steps(seat):
            _check_secret(game, seat, limit, Rng(step))
        elif limit.steps and step % 3 == 0:
            _check_allowed_steps(game, seat, limit.steps)
            _check_undo_and_redo(game, seat, limit.steps)


# -- random operations: apply, undo (allowed or not), by any seat ------------------------------------------------
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_random_applies_and_undos_keep_the_game_a_replay(name: str) -> None:
    config = next(c for c in ALL if c[0] == name and c[1] == 2)
    undone = 0
    for seed in range(3):
        game, bot, pick = _game(config, 100 + seed), RandomBot(seed), Rng(seed)
        for _ in range(100):
            if game.is_over:
                break
            op = pick.below(4)
            last = game.history[-1][0] if game.history else 0
            if op == 0 or (op == 1 and game.undoable(last)):
                seat = pick.below(game.players) if op == 0 else last
                allowed = game.undoable(seat)
                steps = 1 + pick.below(3) if op == 0 else 1 + pick.below(allowed)
                before = snapshot(game)
                if steps <= allowed:
                    game.undo(seat, steps)
                    undone += 1
                    assert game.fingerprint() == conjure.replay(game.record()).fingerprint()
                else:
                    with pytest.raises(UndoRefused):
                        game.undo(seat, steps)
                    assert snapshot(game) == before
                continue
            seat = game.to_act[pick.below(len(game.to_act))]
            game.apply(seat, bot.choose(game, seat))
        assert game.fingerprint() == conjure.replay(game.record()).fingerprint()
        loaded = conjure.load_game(json.dumps(game.to_json()))
        assert loaded.events == game.events and loaded.fingerprint() == game.fingerprint()
    assert undone, "the walks should have taken something back"


def _undoing_walk(name: str, seed: int, steps: int = 90) -> Iterator[conjure.Game]:
    """A two-player game of ``name`` played by a random bot whose mover takes back one to three of its last steps
    now and then; the game after each step or undo."""
    config = next(c for c in ALL if c[0] == name and c[1] == 2)
    game, bot, pick = _game(config, seed), RandomBot(seed), Rng(seed)
    for _ in range(steps):
        if game.is_over:
            return
        last = game.history[-1][0] if game.history else 0
        if game.undoable(last) and pick.below(5) == 0:
            game.undo(last, 1 + pick.below(game.undoable(last)))
        else:
            seat = game.to_act[pick.below(len(game.to_act))]
            game.apply(seat, bot.choose(game, seat))
        yield game


def _limits(game: conjure.Game) -> list[Any]:
    return [game.undo_limit(seat) for seat in range(game.players)]


@pytest.mark.parametrize("name", sorted({c[0] for c in ALL}))
def test_the_marks_are_the_same_however_they_were_reached(name: str) -> None:
    """The reveal test carries its redealt worlds from step to step of a run: a game asked after every step, and
    after its undos, must allow what a game loaded from its record (its marks made in one go) allows."""
    carried = 0
    for game in _undoing_walk(name, 7):
        carried += bool(game._trail is not None and game._trail.worlds)
        assert _limits(conjure.load_game(json.dumps(game.to_json()))) == _limits(game)
    assert carried, "some steps should have been tested on carried worlds"


@pytest.mark.parametrize("name", sorted({c[0] for c in ALL}))
def test_marks_made_elsewhere_are_the_marks_made_at_home(name: str) -> None:
    """A server marks off its event loop: ``mark_job`` → ``run_marks`` (here through pickle, as to a process) →
    ``take_marks``; the game then allows what a game that marked itself allows. A job that shares the game's
    states (``copy=False``), pickled at once as the server does, finds the same marks as a copied one, and making
    them changes nothing in the game."""
    taken = 0
    for game in _undoing_walk(name, 11):
        shared = game.mark_job(copy=False)
        pickled = pickle.dumps(shared)
        job = game.mark_job()
        if job is not None:
            marked = run_marks(pickle.loads(pickled))
            assert marked == run_marks(pickle.loads(pickle.dumps(job)))
            assert pickle.dumps(game.mark_job(copy=False)) == pickled, "the game's own states are left as they were"
            taken += game.take_marks(job, marked)
            assert game.mark_job() is None, "every step is marked now"
        else:
            assert shared is None
        assert _limits(game) == _limits(conjure.load_game(json.dumps(game.to_json())))
    assert taken


def test_marks_for_a_game_that_moved_on_are_not_taken() -> None:
    game, seat = _undoable_game("djinn", 3)
    taken_back = game.history[-1][1]
    game.undo(seat)
    game.apply(seat, taken_back)
    job = game.mark_job()
    assert job is not None and job.steps[-1][:2] == (seat, taken_back)
    marked = run_marks(pickle.loads(pickle.dumps(job)))
    game.undo(seat)  # marked at home, then taken back: the marks start again
    assert not game.take_marks(job, marked), "marks of a step taken back are not taken"
    game.apply(seat, taken_back)
    again = game.mark_job()
    assert again is not None and game.take_marks(again, run_marks(again))
    assert game.undo_limit(seat) == conjure.load_game(json.dumps(game.to_json())).undo_limit(seat)


# -- the log, saves, the notes -----------------------------------------------------------------------------------
def _undoable_game(name: str = "djinn", seed: int = 1) -> tuple[conjure.Game, int]:
    """A game where a seat has just made a step it may take back (Djinn: picking a character tile)."""
    game = conjure.new_game(name, players=2, seed=seed)
    bot = RandomBot(seed)
    for _ in range(200):
        seat = game.to_act[0]
        game.apply(seat, bot.choose(game, seat))
        if game.undoable(seat):
            return game, seat
    raise AssertionError("no undoable step found")


def test_the_undo_note_is_in_every_language_and_survives_a_save() -> None:
    game, seat = _undoable_game()
    note = game.undo(seat)
    assert game.describe(note, "en") == f"Player {seat + 1} took back 1 action"
    assert game.describe(note, "cs") == f"Hráč {seat + 1} bere zpět 1 akci"
    assert game.describe(dict(note, steps=2), "de") == f"Spieler {seat + 1} hat 2 Aktionen zurückgenommen"
    assert game.describe(dict(note, steps=5), "cs") == f"Hráč {seat + 1} bere zpět 5 akcí"
    text = json.dumps(game.to_json())
    for loaded in (conjure.load_game(text), conjure.load_game(text, verify=False)):
        assert loaded.events == game.events and loaded.history == game.history
    assert UNDO_EVENT not in json.dumps(game.record())


def test_a_verified_load_drops_a_malformed_note() -> None:
    game, seat = _undoable_game()
    game.undo(seat)
    data = game.to_json()
    data["events"].append({"type": UNDO_EVENT, "seat": 9, "steps": 1, "step": 0})
    data["events"].append({"type": UNDO_EVENT, "seat": True, "steps": 1, "step": 0})
    assert conjure.load_game(json.dumps(data)).events == game.events


def test_a_loaded_game_may_undo_as_the_original() -> None:
    game, seat = _undoable_game("djinn", 2)
    text = json.dumps(game.to_json())
    for loaded in (conjure.load_game(text), conjure.load_game(text, verify=False)):
        assert loaded.undo_limit(seat) == game.undo_limit(seat)
        loaded.undo(seat)
        assert loaded.fingerprint() == conjure.replay(loaded.record()).fingerprint()


def test_after_an_undo_the_others_cannot_take_back_what_they_did_before() -> None:
    """Djinn's character tiles: each seat picks, then the other; a pick may be taken back. When the second seat
    takes back its pick, the first seat's pick is the last step again, but the second seat saw it: no undo."""
    for seed in range(1, 30):
        game = conjure.new_game("djinn", players=2, seed=seed)
        first = game.to_act[0]
        game.apply(first, game.legal_actions(first)[0])
        if game.undoable(first) != 1 or game.to_act == [first]:
            continue
        second = game.to_act[0]
        game.apply(second, game.legal_actions(second)[0])
        if game.undoable(second) == 1 and game.undo_limit(second).barrier is Barrier.OTHER:
            game.undo(second)
            assert game.history[-1][0] == first
            assert game.undo_limit(first) == conjure.engine.UndoLimit(0, Barrier.OTHER)
            with pytest.raises(UndoRefused, match="another player has acted"):
                game.undo(first)
            reloaded = conjure.load_game(json.dumps(game.to_json()))
            assert reloaded.undo_limit(first) == conjure.engine.UndoLimit(0, Barrier.OTHER)
            assert game.undoable(second) == 0  # its last step is not the last one any more
            return
    raise AssertionError("no seed gave two picks that may be taken back")


# -- bad input and the edges ---------------------------------------------------------------------------------------
def test_bad_undo_input_is_refused_and_changes_nothing() -> None:
    game, seat = _undoable_game()
    before = snapshot(game)
    for steps in (0, -1, True, "1", 1.5):
        with pytest.raises(IllegalAction, match="steps must be a whole number"):
            game.undo(seat, steps)  # type: ignore[arg-type]
    for bad_seat in (-1, 2, None, "0"):
        with pytest.raises(IllegalAction, match="does not exist"):
            game.undo(bad_seat)  # type: ignore[arg-type]
        with pytest.raises(IllegalAction, match="does not exist"):
            game.undoable(bad_seat)  # type: ignore[arg-type]
    assert snapshot(game) == before


def test_nothing_to_undo_at_the_start_and_after_the_end() -> None:
    game = conjure.new_game("incantibus", players=2, seed=1)
    assert game.undo_limit(0) == conjure.engine.UndoLimit(0, Barrier.NOTHING)
    with pytest.raises(UndoRefused, match="nothing to take back"):
        game.undo(0)
    conjure.play_out(game, RandomBot(1))
    for seat in range(2):
        assert game.undo_limit(seat) == conjure.engine.UndoLimit(0, Barrier.OVER)
        with pytest.raises(UndoRefused, match="the game is over"):
            game.undo(seat)


def test_a_rules_hook_may_declare_an_action_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    game, seat = _undoable_game()
    record = game.record()
    monkeypatch.setattr(game.rules, "undo_barrier", lambda state, seat, action: "secret")
    again = conjure.replay(record)
    assert again.undo_limit(seat) == conjure.engine.UndoLimit(0, Barrier.SECRET)


def test_a_game_without_redeal_never_undoes(monkeypatch: pytest.MonkeyPatch) -> None:
    game, seat = _undoable_game()
    again = conjure.replay(game.record())
    monkeypatch.setattr(again.rules, "redeal", lambda state, seat, rng: None)
    assert again.undo_limit(seat) == conjure.engine.UndoLimit(0, Barrier.REVEAL)


def test_a_state_changed_by_hand_is_not_undone() -> None:
    game, seat = _undoable_game()
    game.state["round"] = 99
    assert game.undo_limit(seat) == conjure.engine.UndoLimit(0, Barrier.CHANGED)


def test_bots_and_clones_pay_nothing_until_undo_is_asked() -> None:
    game, seat = _undoable_game()
    copy = game.clone()
    assert copy._trail is None  # noqa: SLF001 - the lazily kept checkpoint
    assert copy.undo_limit(seat) == game.undo_limit(seat)


def test_the_revision_grows_with_every_change_an_undo_included() -> None:
    game, seat = _undoable_game()
    seen = [game.revision]
    taken = game.history[-1]
    game.undo(seat)
    seen.append(game.revision)
    game.apply(*taken)
    seen.append(game.revision)
    assert seen == sorted(set(seen)) and len(game.history) == seen[0]
    assert conjure.load_game(json.dumps(game.to_json())).revision == game.revision


def test_a_history_that_does_not_replay_is_not_undone() -> None:
    game, seat = _undoable_game()
    broken = conjure.load_game(json.dumps(game.to_json()), verify=False)
    broken.history[0] = [broken.history[0][0], "no-such:action"]
    assert broken.undo_limit(seat) == conjure.engine.UndoLimit(0, Barrier.CHANGED)


# -- a toy game on the engine's Flow: a secret the generic checks cannot see, declared at registration ---------------
toy = Flow("undo-toy")


@toy.phase("turn")
def _next_turn(state: State, rng: Rng, events: list[dict[str, Any]]) -> bool:
    if state["turns"] == 4:
        state["phase"] = "over"
        return False
    Flow.push(state, {"t": "move", "seat": state["turns"] % 2})
    return True


@toy.decision("move", lambda state, task, seat: ["add:1", "add:2", "end"])
def _move(state: State, task: Task, seat: int, aid: str, rng: Rng, events: list[dict[str, Any]]) -> None:
    if aid == "end":
        state["tasks"].pop()
        state["turns"] += 1
        Flow.push(state, {"t": "hide", "seat": seat})
    else:
        state["total"] += int(aid.split(":")[1])
        events.append({"type": "add", "seat": seat, "n": int(aid.split(":")[1])})


@toy.decision("hide", lambda state, task, seat: ["hide:a", "hide:b"], undo="secret")
def _hide(state: State, task: Task, seat: int, aid: str, rng: Rng, events: list[dict[str, Any]]) -> None:
    state["tasks"].pop()
    state["marks"][seat].append(aid.split(":")[1])


@dataclasses.dataclass
class ToyRules(FlowRules):
    name: str = "undo-toy"
    players: tuple[int, ...] = (2,)

    def setup(self, players: int, options: dict[str, Any], rng: Rng) -> State:
        state: State = {"phase": "turn", "tasks": [], "turns": 0, "total": 0, "marks": [[], []]}
        self.flow.run(state, rng, [])
        return state

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {"total": state["total"], "marks": [m if s == seat else len(m) for s, m in enumerate(state["marks"])]}

    def redeal(self, state: State, seat: int | None, rng: Rng) -> State:
        new = json.loads(json.dumps(state))
        for s, marks in enumerate(new["marks"]):
            if s != seat:
                new["marks"][s] = [rng.choice(["a", "b"]) for _ in marks]
        return new


ToyRules.flow = toy


def _toy(steps: list[tuple[int, str]]) -> Game:
    rules = ToyRules()
    rng = Rng(1)
    game = Game(rules, 2, 1, {}, rules.setup(2, {}, rng), rng)
    for seat, action_id in steps:
        game.apply(seat, action_id)
    return game


def test_a_decision_kind_registered_secret_is_never_taken_back() -> None:
    game = _toy([(0, "add:1"), (0, "add:2")])
    assert game.undo_limit(0) == conjure.engine.UndoLimit(2, Barrier.NOTHING)
    game.apply(0, "end")
    game.apply(0, "hide:b")
    assert game.undo_limit(0) == conjure.engine.UndoLimit(0, Barrier.SECRET)
    game.apply(1, "add:2")
    assert game.undo_limit(1) == conjure.engine.UndoLimit(1, Barrier.OTHER)
    game.undo(1)
    assert game.fingerprint() == _toy([(0, "add:1"), (0, "add:2"), (0, "end"), (0, "hide:b")]).fingerprint()
    assert game.events[-1] == {"type": UNDO_EVENT, "seat": 1, "steps": 1, "step": 4}


def test_without_the_declaration_the_secret_would_be_undoable(monkeypatch: pytest.MonkeyPatch) -> None:
    """Why the declaration exists: the hidden mark leaves no event and no trace in the actor's own view."""
    monkeypatch.setitem(toy.decisions, "hide", dataclasses.replace(toy.decisions["hide"], undo=None))
    game = _toy([(0, "end"), (0, "hide:a")])
    assert game.undoable(0) == 2
