"""The cheaper Incantibus rules (issue 32) give what the plain computation gave.

The payment options are worked out on plain dicts and kept (``requirements.pay_choices``), the ids come from the
remembered ``action_id``, the winners' gains read their typed ids without a ``match`` and count tokens in plain
dicts. The code as it was is kept below as the yardstick: at every decision of seeded random games at 2-4 players in
both modes the legal list must be the one the old code gives, and each action carried out with the old code patched
into the flow must leave the same state, random stream and events. The payment choices are also compared on random
holdings for every need printed on a component.
"""

from __future__ import annotations

import copy
import dataclasses
import json
from collections import Counter
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from itertools import combinations_with_replacement
from typing import Any

import pytest

import conjure
from conjure.engine.flow import Events, Flow, State, Task
from conjure.engine.results import ranked
from conjure.engine.rng import Rng
from conjure.games.incantibus import gains, ids, requirements, scoring, spell_phase, spells, suitcase, view
from conjure.games.incantibus.data import DATA, Need
from conjure.games.incantibus.requirements import AFFORD, GOLD, STONE, Check, _matches, matching, satisfies
from tests.incantibus.helpers import fetch, give, pure_twin

KINDS = DATA.kinds


# -- the old code (main at c22e321) -----------------------------------------------------------------------------
def next_gives_old(need: Need, given: Counter[str], left: Counter[str]) -> list[str]:
    if "wand_at_most" in need or satisfies(need, given):
        return []
    counts = matching(need)
    usable = sorted(k for k, n in left.items() if n > 0 and k in counts)
    if "recipe" in need:
        covered = sum(1 for r in need["recipe"] if given[r] > 0) + given[STONE]
        open_ = [r for r in need["recipe"] if given[r] == 0]
        picks = [k for k in usable if k in open_]
        if left[STONE] > 0 and covered < len(need["recipe"]):
            picks.append(STONE)
        return sorted(picks)
    if "same" in need:
        if not +given:
            return [k for k in usable if left[k] >= need.get("count", 2)]
        return [k for k in usable if given[k] > 0]
    if "different" in need:
        return [k for k in usable if given[k] == 0]
    return usable


COUNTED = ("kind", "category", "colour", "special", "any")


def forced_rest_old(need: Need, given: Counter[str], left: Counter[str]) -> list[str] | None:
    if "wand_at_most" in need or satisfies(need, given):
        return []
    counts = matching(need)
    usable = Counter({k: n for k, n in left.items() if n > 0 and k in counts})
    if "recipe" in need:
        missing = [r for r in need["recipe"] if given[r] == 0 and left[r] == 0]
        if left[STONE] == 0 or given[STONE] or missing:
            rest = [r for r in need["recipe"] if given[r] == 0 and left[r] > 0]
            if missing and not given[STONE]:
                rest.append(STONE)
            uncovered = len([r for r in need["recipe"] if given[r] == 0]) - given[STONE]
            return sorted(rest) if len(rest) == uncovered or missing else None
        return None
    if any(key in need for key in COUNTED):
        wanted = need.get("count", need.get("special", need.get("any", 1)))
        still = wanted - sum(n for k, n in given.items() if k in counts)
        if len(usable) == 1:
            return [next(iter(usable))] * still
        return sorted(usable.elements()) if sum(usable.values()) == still else None
    ways = _completions_old(need, given, usable)
    return list(ways[0]) if len(ways) == 1 else None


def _completions_old(need: Need, given: Counter[str], usable: Counter[str]) -> list[tuple[str, ...]]:
    found: list[tuple[str, ...]] = []
    kinds = sorted(usable)
    for size in range(1, 5):
        for combo in combinations_with_replacement(kinds, size):
            more = Counter(combo)
            if any(more[k] > usable[k] for k in more) or not satisfies(need, given + more):
                continue
            if any(satisfies(need, given + more - Counter([k])) for k in more):
                continue
            found.append(combo)
        if len(found) > 1:
            break
    return found


def payable_counts_old(state: State, seat: int) -> Counter[str]:
    return Counter(suitcase.payable(state, seat))


def owned_counts_old(state: State, seat: int) -> Counter[str]:
    return Counter(suitcase.kinds_of(state, seat))


def pay_options_old(state: State, task: Task, seat: int) -> list[str]:
    left = payable_counts_old(state, seat)
    given: Counter[str] = Counter(task["given"])
    forced = forced_rest_old(task["need"], given, left)
    if forced:
        return [ids.Give(forced[0]).format()]
    return [ids.Give(k).format() for k in next_gives_old(task["need"], given, left)]


def pay_old(state: State, task: Task, seat: int, action_id: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    kind = ids.Give.parse(action_id).token
    tokens = state["seats"][seat]["tokens"]
    token = gains.token_of(state, tokens, kind)
    tokens.remove(token)
    state["moat"].append(token)
    task["given"].append(kind)
    events.append({"type": "handed_in", "seat": seat, "kind": kind})
    Flow.push(state, task["then"] if satisfies(task["need"], Counter(task["given"])) else task)


def start_payment_old(state: State, seat: int, need: Need, then: Task) -> None:
    if "wand_at_most" in need:
        Flow.push(state, then)
    else:
        Flow.push(state, {"t": "pay", "seat": seat, "need": copy.deepcopy(need), "given": [], "then": then})


def win_old(state: State, task: Task, rng: Rng, events: Events) -> None:
    seat, target = task["seat"], task["target"]
    kind_of = state["kind"]
    match ids.parse(target):
        case ids.Take(where, slot_no):
            token = gains.take_from_room(state, slot_no)
            events.append(
                {"type": "take", "seat": seat, "slot": slot_no, "kind": kind_of[token], "hidden": where == "hidden"}
            )
            gain_old(state, seat, token, events, chain=False)
        case ids.Brew(slot_no) | ids.Master(slot_no) as chosen:
            row = state["potions" if chosen.kind == "brew" else "books"]
            token = row[slot_no]
            row[slot_no] = None
            events.append({"type": chosen.kind, "seat": seat, "kind": kind_of[token]})
            start_payment_old(
                state, seat, KINDS[kind_of[token]].need or {}, {"t": "place", "seat": seat, "token": token}
            )
        case ids.Duel(slot_no):
            _duel_old(state, seat, slot_no, task["wand"], events)


def _duel_old(state: State, seat: int, slot_no: int, wand: int, events: Events) -> None:
    slot = state["crypt"][slot_no]
    state["crypt"][slot_no] = None
    token = slot["id"]
    kind = state["kind"][token]
    need = KINDS[kind].need or {}
    if not slot["up"]:
        events.append({"type": "wizard_flipped", "seat": seat, "kind": kind})
    if not requirements.can_meet(need, payable_counts_old(state, seat), wand):
        state["moat"].append(token)
        events.append({"type": "wizard_fled", "seat": seat, "kind": kind})
        return
    events.append({"type": "wizard_defeated", "seat": seat, "kind": kind})
    start_payment_old(state, seat, need, {"t": "stack", "seat": seat, "token": token})


def gain_old(state: State, seat: int, token: int, events: Events, chain: bool) -> None:
    kind = state["kind"][token]
    info = KINDS[kind]
    if info.category == "monster":
        owned = owned_counts_old(state, seat)
        if owned[DATA.catcher_of[kind]]:
            events.append({"type": "caught", "seat": seat, "kind": kind, "with": DATA.catcher_of[kind]})
            Flow.push(state, {"t": "place", "seat": seat, "token": token})
        elif owned["ultimus"]:
            Flow.push(state, {"t": "ultimus", "seat": seat, "token": token, "decline": "moat"})
        else:
            state["moat"].append(token)
            events.append({"type": "fled", "seat": seat, "kind": kind})
    elif info.category == "spell":
        state["seats"][seat]["tokens"].append(token)
        if chain:
            Flow.push(state, {"t": "cast", "seat": seat})
        else:
            state["seats"][seat]["to_cast"] += 1
    else:
        Flow.push(state, {"t": "place", "seat": seat, "token": token})


def place_old(state: State, task: Task, rng: Rng, events: Events) -> None:
    seat, token = task["seat"], task["token"]
    kinds = suitcase.kinds_of(state, seat)
    if suitcase.fits_kinds(state, seat, kinds + [state["kind"][token]]):
        state["seats"][seat]["tokens"].append(token)
    else:
        Flow.push(state, {"t": "overflow", "seat": seat, "token": token})


def targets_old(state: dict[str, Any], seat: int) -> list[str]:
    kind = state["kind"]
    owned = suitcase.payable(state, seat)
    wand = state["seats"][seat]["wand"]
    found = _affordable_old(spell_phase.BREW, state["potions"], kind, owned, wand)
    crypt = state["crypt"]
    if crypt is not None:
        for i, slot in enumerate(crypt):
            if slot is None:
                continue
            if not slot["up"]:
                found.append(spell_phase.DUEL[i]["hidden"])
            elif AFFORD[kind[slot["id"]]](owned, wand):
                found.append(spell_phase.DUEL[i][kind[slot["id"]]])
    found += _affordable_old(spell_phase.MASTER, state["books"], kind, owned, wand)
    room = state["room"]
    if room is not None:
        hidden, visible = [], []
        for i, slot in enumerate(room["slots"]):
            if slot is not None:
                if slot["up"]:
                    visible.append(spell_phase.TAKE_VISIBLE[i][kind[slot["id"]]])
                else:
                    hidden.append(spell_phase.TAKE_HIDDEN[i])
        found += hidden + visible
    return found


def _affordable_old(
    table: list[dict[str, str]], row: list[int | None], kind: list[str], owned: dict[str, int], wand: int
) -> list[str]:
    found = []
    for i, token in enumerate(row):
        if token is not None:
            name = kind[token]
            if AFFORD[name](owned, wand):
                found.append(table[i][name])
    return found


def point_options_old(state: State, task: Task, seat: int) -> list[str]:
    return targets_old(state, seat)


def resolve_choices_old(state: dict[str, Any], choices: list[str], events: list[dict[str, Any]]) -> None:
    seats = state["seats"]
    events.append({"type": "reveal", "choices": list(choices), "wands": [s["wand"] for s in seats]})
    groups: dict[str, list[int]] = {}
    for seat, target in enumerate(choices):
        groups.setdefault(target, []).append(seat)
    winners: list[tuple[int, str, int]] = []
    for target, group in groups.items():
        strongest = max(group, key=lambda s: seats[s]["wand"])
        winners.append((strongest, target, seats[strongest]["wand"]))
        if len(group) > 1:
            weakest = min(group, key=lambda s: seats[s]["wand"])
            losers = [s for s in group if s != strongest]
            events.append(
                {
                    "type": "conflict",
                    "target": target,
                    "winner": strongest,
                    "losers": losers,
                    "swap": weakest,
                    "wands": [seats[strongest]["wand"], seats[weakest]["wand"]],
                }
            )
            seats[strongest]["wand"], seats[weakest]["wand"] = seats[weakest]["wand"], seats[strongest]["wand"]
    winners.sort(key=lambda w: -seats[w[0]]["wand"])
    Flow.push_all(state, [{"t": "win", "seat": s, "target": t, "wand": w} for s, t, w in winners] + [{"t": "casts"}])
    state["phase"] = "resolve"


def overflow_options_old(state: State, task: Task, seat: int) -> list[str]:
    new = state["kind"][task["token"]]
    kinds = suitcase.kinds_of(state, seat)
    per_field: Counter[str] = Counter(suitcase.FIELD[k] for k in kinds)
    per_field[suitcase.FIELD[new]] += 1
    caps = suitcase.side(state)
    full = {f for f, n in per_field.items() if f != "stack" and n > caps.get(f, 0)}
    drops = sorted({k for k in kinds if suitcase.FIELD[k] in full and k != new})
    return [ids.Drop(k).format() for k in drops] + [ids.Reject(new).format()]


def ultimus_options_old(state: State, task: Task, seat: int) -> list[str]:
    return [ids.Ultimus("decline").format(), ids.Ultimus("use").format()]


def cast_options_old(state: State, task: Task, seat: int) -> list[str]:
    return [ids.Cast(s).format() for s in sorted(set(state["spells"]["up"]))] or [ids.Cast("none").format()]


def steal_options_old(state: State, task: Task, seat: int) -> list[str]:
    found = set()
    for victim in range(len(state["seats"])):
        if victim == seat:
            continue
        for kind in suitcase.kinds_of(state, victim):
            if KINDS[kind].category in spells.STEALABLE or kind in ("ultimus", "stone"):
                found.add(ids.Steal(victim, kind).format())
    return sorted(found)


def retiro_options_old(state: State, task: Task, seat: int) -> list[str]:
    owned = owned_counts_old(state, seat)
    kinds = {state["kind"][t] for t in state["moat"]}
    return sorted(
        ids.Retiro(k).format()
        for k in kinds
        if KINDS[k].category != "wizard"
        and (KINDS[k].category != "monster" or owned[DATA.catcher_of[k]] or owned["ultimus"])
    )


def imperium_options_old(state: State, task: Task, seat: int) -> list[str]:
    room = state["room"]
    if room is None:
        return []
    return [
        ids.Imperium(i, state["kind"][s["id"]]).format()
        for i, s in enumerate(room["slots"])
        if s is not None and s["up"]
    ]


def video_options_old(state: State, task: Task, seat: int) -> list[str]:
    room = state["room"]
    if room is None:
        return []
    return [ids.Video(i).format() for i, s in enumerate(room["slots"]) if s is not None and not s["up"]]


OLD_OPTIONS = {
    "point": point_options_old,
    "overflow": overflow_options_old,
    "ultimus": ultimus_options_old,
    "cast": cast_options_old,
    "steal": steal_options_old,
    "retiro": retiro_options_old,
    "imperium": imperium_options_old,
    "video": video_options_old,
}


def _compile_old(need: Need) -> tuple[frozenset[str], Check]:
    counts = frozenset(kind for kind in KINDS if _matches(kind, need))
    if "wand_at_most" in need:
        limit = need["wand_at_most"]
        return counts, lambda pay, wand: wand <= limit
    if "recipe" in need:
        recipe = tuple(need["recipe"])

        def has_recipe(pay: Mapping[str, int], wand: int) -> bool:  # each ingredient, or the stone for one missing
            missing = 0
            for ingredient in recipe:
                if pay.get(ingredient, 0) < 1:
                    missing += 1
            return missing <= pay.get(STONE, 0)

        return counts, has_recipe
    if "gold" in need:
        worth = need["gold"]

        def has_gold(pay: Mapping[str, int], wand: int) -> bool:  # the tokens' gold values add up
            value = 0
            for kind, n in pay.items():
                if n > 0 and kind in GOLD:
                    value += GOLD[kind] * n
            return value >= worth

        return counts, has_gold
    if "same" in need:
        same = need.get("count", 2)

        def has_same(pay: Mapping[str, int], wand: int) -> bool:  # enough of one kind that counts
            for kind, n in pay.items():
                if n >= same and n > 0 and kind in counts:
                    return True
            return False

        return counts, has_same
    if "different" in need:
        different = need.get("count", 2)

        def has_different(pay: Mapping[str, int], wand: int) -> bool:  # enough kinds that count
            found = 0
            for kind, n in pay.items():
                if n > 0 and kind in counts:
                    found += 1
            return found >= different

        return counts, has_different
    wanted = need["any"] if "any" in need else need["special"] if "special" in need else need.get("count", 1)

    def has_count(pay: Mapping[str, int], wand: int) -> bool:  # enough tokens that count
        found = 0
        for kind, n in pay.items():
            if n > 0 and kind in counts:
                found += n
        return found >= wanted

    return counts, has_count


def casts_old(state: State, task: Task, rng: Rng, events: Events) -> None:
    seats = state["seats"]
    casters = sorted(
        (s for s, info in enumerate(seats) for _ in range(info["to_cast"])), key=lambda s: -seats[s]["wand"]
    )
    for info in seats:
        info["to_cast"] = 0
    Flow.push_all(state, [{"t": "cast", "seat": s} for s in casters])


def room_tokens_left_old(state: dict[str, Any]) -> int:
    room = state["room"]
    return 0 if room is None else sum(1 for slot in room["slots"] if slot is not None)


def result_old(state: State) -> dict[str, Any]:
    seats = range(len(state["seats"]))
    scores = [suitcase.total(state, s) for s in seats]
    wands = [state["seats"][s]["wand"] for s in seats]
    out: dict[str, Any] = dict(ranked(scores, wands, rule="wand"))
    out.pop("tiebreak_values", None)
    out["tiebreak"] = scoring.tiebreak_text(scores, wands)
    out.update(breakdown=[suitcase.score(state, s) for s in seats], wands=wands, end=state["end"])
    return out


# -- the old code patched in ------------------------------------------------------------------------------------
@contextmanager
def old_code(monkeypatch: pytest.MonkeyPatch) -> Iterator[Flow]:
    """The old code (its kinds' options, resolutions and automatic steps, the functions they call) patched into the
    rules modules' interpreted twin (``helpers.pure_twin``: on the compiled build a patch of a compiled module's
    function would not reach its compiled callers); yields the twin's flow, which runs it inside the block."""
    twin = pure_twin()
    flow: Flow = twin.flow.FLOW
    with monkeypatch.context() as patched:
        pay = flow.decisions["pay"]
        patched.setitem(flow.decisions, "pay", dataclasses.replace(pay, options=pay_options_old, resolve=pay_old))
        patched.setitem(flow.autos, "win", win_old)
        patched.setitem(flow.autos, "place", place_old)
        patched.setattr(twin.spells, "gain", gain_old)
        for kind, options in OLD_OPTIONS.items():
            patched.setitem(flow.decisions, kind, dataclasses.replace(flow.decisions[kind], options=options))
        patched.setattr(twin.spell_phase, "resolve_choices", resolve_choices_old)
        patched.setattr(twin.spell_phase, "targets", targets_old)
        patched.setitem(flow.autos, "casts", casts_old)
        patched.setattr(twin.spell_phase, "room_tokens_left", room_tokens_left_old)
        yield flow


def _same(new: Any, old: Any) -> None:
    assert new == old
    assert json.dumps(new) == json.dumps(old)  # the dicts' order too


CONFIGS = [(2, "apprentice", 1), (2, "expert", 2), (3, "apprentice", 3), (3, "expert", 4), (4, "expert", 5)]


@pytest.mark.parametrize("players,mode,seed", CONFIGS)
def test_legal_lists_and_actions_as_the_old_code(
    players: int, mode: str, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    pays = 0
    for game_no in range(3):
        game = conjure.new_game("incantibus", players=players, seed=seed * 10 + game_no, options={"mode": mode})
        pick = Rng(seed * 10 + game_no)
        while not game.is_over:
            seat = game.to_act[0]
            new = [a.id for a in game.legal_actions(seat)]
            with old_code(monkeypatch) as flow:
                old = flow.legal_ids(game.state, seat)
            assert new == old
            task = game.state["tasks"][-1]
            if task["t"] == "pay":
                pays += 1
                _check_pay_with_more(game.state, task, seat, pick)
            chosen = new[pick.below(len(new))]
            state, rng, events = copy.deepcopy(game.state), copy.deepcopy(game.rng), []
            with old_code(monkeypatch) as flow:
                flow.resolve(state, seat, chosen, rng, events)
            logged = len(game.events)
            game.apply(seat, chosen)
            _same(game.state, state)
            if game.is_over:
                _same(game.result(), result_old(game.state))
            assert game.rng.state == rng.state
            _same([{k: v for k, v in e.items() if k != "step"} for e in game.events[logged:]], events)
    assert pays >= 3


def _check_pay_with_more(state: State, task: Task, seat: int, pick: Rng) -> None:
    """The payment options the same after the seat is handed a few random tokens more (more ways to pay)."""
    for _ in range(4):
        other = copy.deepcopy(state)
        pool = other["box"]["visible"] + other["box"]["hidden"] + other["specials"]
        for _ in range(pick.below(5)):
            if pool:
                other["seats"][seat]["tokens"].append(pool.pop(pick.below(len(pool))))
        other_task = other["tasks"][-1]
        assert gains.pay_options(other, other_task, seat) == pay_options_old(other, other_task, seat)


PAYABLE = sorted(k for k, info in KINDS.items() if info.category not in ("wizard", "potion", "book"))


def test_pay_choices_for_every_printed_need_on_random_holdings() -> None:
    """Every need printed on a potion, book or wizard, with random tokens held and already handed in."""
    needs = [info.need for info in KINDS.values() if info.need and "wand_at_most" not in info.need]
    rng = Rng(32)
    checked = 0
    for need in needs:
        counts = sorted(matching(need))
        for _ in range(150):
            left: Counter[str] = Counter()
            for _ in range(rng.below(9)):
                source = counts if rng.below(3) else PAYABLE
                left[source[rng.below(len(source))]] += 1
            given = [counts[rng.below(len(counts))] for _ in range(rng.below(3))]
            copied: Need = copy.deepcopy(need)  # a payment task's own copy
            plain_left = dict(left)
            old_forced = forced_rest_old(copied, Counter(given), left)
            assert requirements.forced_rest(copied, Counter(given), plain_left) == old_forced
            assert requirements.next_gives(copied, Counter(given), plain_left) == next_gives_old(
                copied, Counter(given), left
            )
            old = [old_forced[0]] if old_forced else next_gives_old(copied, Counter(given), left)
            assert list(requirements.pay_choices(copied, given, plain_left)) == old
            checked += 1
    assert checked > 2000


def test_pay_choices_are_kept_and_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    need: Need = {"gold": 3}
    assert requirements.pay_choices(need, [], {"gold1": 1, "gold2": 1}) == ("gold1",)  # the one way: both
    assert requirements.pay_choices(need, [], {"gold1": 1, "gold2": 1}) == ("gold1",)  # kept
    monkeypatch.setattr(requirements, "PAY_KEPT", 3)
    monkeypatch.setattr(requirements, "_PAID", {})
    for n in range(1, 6):
        requirements.pay_choices(need, [], {"gold1": n})
        assert len(requirements._PAID) <= 3
    assert [key[2] for key in requirements._PAID] == [(("gold1", n),) for n in (3, 4, 5)]  # the oldest dropped


def test_target_parts_are_the_parsed_ids() -> None:
    assert len(spell_phase.TARGET_PARTS) > 100
    for target, (head, slot, hidden) in spell_phase.TARGET_PARTS.items():
        chosen = ids.parse(target)
        fields = dataclasses.asdict(chosen)
        assert (chosen.kind, fields["slot"], fields.get("where") == "hidden") == (
            head,
            slot,
            hidden,
        )


def test_fits_one_more_is_fits_kinds_with_it() -> None:
    game = conjure.new_game("incantibus", players=4, seed=7, options={"mode": "expert"})
    state = game.state
    rng = Rng(7)
    pool = state["box"]["visible"] + state["box"]["hidden"] + state["specials"]
    for _ in range(300):
        seat = rng.below(4)
        tokens = state["seats"][seat]["tokens"]
        tokens[:] = [pool[rng.below(len(pool))] for _ in range(rng.below(14))]
        state["seats"][seat]["pocket_tokens"] = list(range(rng.below(3)))
        new = state["kind"][pool[rng.below(len(pool))]]
        assert suitcase.fits_one_more(state, seat, new) == suitcase.fits_kinds(
            state, seat, suitcase.kinds_of(state, seat) + [new]
        )
        assert suitcase.owned(state, seat) == owned_counts_old(state, seat)


def test_needs_tests_as_the_old_ones() -> None:
    """Every printed need's test (and a payment task's copy of it) answers as the old one walking every kind held,
    on random counts (zeros and, for the record, negative counts too)."""
    rng = Rng(12)
    every = sorted(KINDS)
    needs = [info.need for info in KINDS.values() if info.need]
    olds = [_compile_old(need) for need in needs]
    for _ in range(1500):
        pay = {every[rng.below(len(every))]: rng.below(7) - 1 for _ in range(rng.below(10))}
        wand = 1 + rng.below(6)
        for need, (old_counts, old_check) in zip(needs, olds, strict=True):
            counts, check = requirements._compiled(need)
            assert counts == old_counts
            assert check(pay, wand) == old_check(pay, wand), (need, pay)
            assert requirements._compiled(copy.deepcopy(need))[1](pay, wand) == old_check(pay, wand)
        by_place = requirements.counts_by_place(pay)
        for name, test in AFFORD.items():  # the printed needs' tests as data (the spell phase's targets)
            assert requirements.affords(name, by_place, wand) == test(pay, wand), (name, pay, wand)


def test_payable_as_before() -> None:
    game = conjure.new_game("incantibus", players=4, seed=3, options={"mode": "expert"})
    state, rng = game.state, Rng(3)
    for _ in range(200):
        tokens = state["seats"][0]["tokens"]
        tokens[:] = [rng.below(len(state["kind"])) for _ in range(rng.below(12))]
        table = state["kind"]
        old: dict[str, int] = {}
        for token in tokens:
            if table[token] not in suitcase.WIZARDS:
                old[table[token]] = old.get(table[token], 0) + 1
        assert json.dumps(suitcase.payable(state, 0)) == json.dumps(old)


def score_old(state: State, seat: int) -> dict[str, int]:
    parts: Counter[str] = Counter()
    for kind in suitcase.kinds_of(state, seat):
        info = KINDS[kind]
        if info.points:
            parts[info.category if info.category != "special" else "gold"] += info.points
    if state["mode"] == "expert":
        parts["wand"] = state["seats"][seat]["wand"]
    return dict(parts)


def _deal_old(kind: list[str], places: list[int], rng: Rng) -> None:
    faces = sorted(kind[t] for t in places)
    rng.shuffle(faces)
    for token, face in zip(places, faces, strict=True):
        kind[token] = face


@pytest.mark.parametrize("mode", ["apprentice", "expert"])
def test_scores_and_redeals_as_before(mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The score by part (its order too) and a redeal (the same faces dealt, the same random stream) at every
    decision of a random game."""
    game = conjure.new_game("incantibus", players=3, seed=21, options={"mode": mode})
    pick = Rng(21)
    while not game.is_over:
        state = game.state
        for seat in range(3):
            _same(suitcase.score(state, seat), score_old(state, seat))
        viewer = game.to_act[0]
        new_rng, old_rng = Rng(pick.below(1000)), None
        old_rng = copy.deepcopy(new_rng)
        new = view.redeal(state, viewer, new_rng)
        with monkeypatch.context() as patched:
            twin = pure_twin().view  # interpreted: compiled, redeal would not call a patched _deal
            patched.setattr(twin, "_deal", _deal_old)
            old = twin.redeal(state, viewer, old_rng)
        _same(new, old)
        assert new_rng.state == old_rng.state
        actions = game.legal_actions(viewer)
        game.apply(viewer, actions[pick.below(len(actions))])
    _same(game.result(), {**game.result(), "breakdown": [score_old(game.state, s) for s in range(3)]})


def test_same_and_different_completions_as_the_search() -> None:
    """The worked-out only completion of a ``same`` or ``different`` need is the one the search over every
    combination of up to 4 tokens finds (``_only_completion``, still used for gold), on random holdings where the
    payment is not met yet: small counts, so unique completions are common."""
    needs = [info.need for info in KINDS.values() if info.need and ("same" in info.need or "different" in info.need)]
    assert needs
    rng = Rng(33)
    unique = 0
    for need in needs:
        counts, check = requirements._compiled(need)
        listed = sorted(counts)
        for _ in range(400):
            usable = {k: 1 + rng.below(3) for k in listed if rng.below(3) == 0}
            given: dict[str, int] = {}
            for _ in range(rng.below(3)):
                kind = listed[rng.below(len(listed))]
                given[kind] = given.get(kind, 0) + 1
            if check(given, 0):
                continue
            old = requirements._only_completion(check, given, usable)
            new = requirements.forced_rest(need, given, usable)
            assert new == old, (need, given, usable)
            unique += old is not None
    assert unique > 50


@pytest.mark.parametrize("need", [None, {"recipe": ["pumpkin", "mandrake"]}, {"category": "ingredient", "count": 2}])
def test_a_payment_reads_its_own_need_unless_it_is_the_printed_one(need: Need | None) -> None:
    """``gains.pay_options`` and ``pay`` read the need printed on the component paid for when the task's copy equals
    it (``None`` here: a copy of the printed one), else the task's own: the old code's answers either way."""
    game = conjure.new_game("incantibus", players=2, seed=3, options={"mode": "expert"})
    state = game.state
    token = fetch(state, "green_a")  # needs mistletoe and mushrooms
    printed = KINDS["green_a"].need
    assert printed is not None
    give(state, 0, "mistletoe", "mushrooms", "pumpkin", "mandrake", "stone")
    task: Task = {
        "t": "pay",
        "seat": 0,
        "need": copy.deepcopy(printed if need is None else need),
        "given": [],
        "then": {"t": "place", "seat": 0, "token": token},
    }
    assert gains.pay_options(state, task, 0) == pay_options_old(state, task, 0)
    chosen = gains.pay_options(state, task, 0)[0]
    old = copy.deepcopy(state)
    old_task = copy.deepcopy(task)
    state["tasks"].append(task)
    old["tasks"].append(old_task)
    gains.pay(state, task, 0, chosen, Rng(1), [])
    pay_old(old, old_task, 0, chosen, Rng(1), [])
    _same(state, old)
