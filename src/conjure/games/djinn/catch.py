"""The mandatory catch at round fields, catching bosses at the Magic Source, placing caught djinn.

Decision nodes: ``catch`` (choose djinn and helpers, then commit or refuse), ``place`` (each caught
djinn into an empty active circle or a matching bottle with a cork), ``free`` (after a boss: one
djinn of that field for nothing), and the automatic ``aftercatch`` (banish, arrivals, game end).
"""

from __future__ import annotations

from typing import Any, Final

from conjure.engine.flow import Flow
from conjure.engine.rng import Rng

from .data import COLOURS, COUNTS, EQUIPMENT, MAGES, ROUND, SOURCE
from .effects import ability_amount, gain_power, has_ability, lose_power
from .flow import FLOW, Events, Task, in_flow_order
from .setup import draw_from_bag

State = dict[str, Any]
DJINN_COST: Final[int] = COUNTS["djinn_cost"]
BOSS_BASE: Final[int] = COUNTS["boss_base"]
BOSS_PER: Final[int] = COUNTS["boss_per_djinn"]
SOURCE_BOSS: Final[int] = COUNTS["source_boss_cost"]

# the cards' numbers the catch options read at every step, typed once (every fee, green power, bonus and staff
# amount an int, every bonus a colour's: checked below)
K: Final = len(COLOURS)
MAGE_FEE: Final[dict[str, int]] = {m: int(card["fee"]) for m, card in MAGES.items()}
MAGE_GREEN: Final[dict[str, int]] = {m: int(card["green"]) for m, card in MAGES.items()}
MAGE_BONUS: Final[dict[str, list[int]]] = {
    m: [int(card["bonus"].get(c, 0)) for c in COLOURS] for m, card in MAGES.items()
}
EQUIP_ABILITY: Final[dict[str, str]] = {e: str(card["ability"]) for e, card in EQUIPMENT.items()}
EQUIP_AMOUNT: Final[dict[str, int]] = {e: int(card.get("amount", 0)) for e, card in EQUIPMENT.items()}
PICKS: Final = ["boss", *COLOURS]  # a pick by its number: -1 the boss (PICKS[-1 + 1]), k the k-th colour
CADD: Final = [f"cadd:{x}" for x in PICKS]
CDEL: Final = [f"cdel:{x}" for x in PICKS]
if any(c not in COLOURS for card in MAGES.values() for c in card["bonus"]):
    raise ValueError("data.toml: a mage's colour bonus names no colour")


# -- placement ---------------------------------------------------------------------------------
def free_circles(p: dict[str, Any]) -> int:
    circles: list[str] = p["circles"]
    djinn: list[str | None] = p["circle_djinn"]
    n = 0
    for i in range(len(circles)):  # by index, not zip(strict=True) (a call the build cannot make natively)
        if djinn[i] is None and circles[i] == "a":
            n += 1
    return n


def can_place_all(
    p: dict[str, Any],
    items: list[str],
    circles: int | None = None,
    bottles: dict[str, int] | None = None,
    corks: int | None = None,
) -> bool:
    """Whether djinn ``items`` (colours, or "B" for a boss) all fit: circles, or bottle + cork."""
    circles = free_circles(p) if circles is None else circles
    bottles = p["bottles"] if bottles is None else bottles
    corks = p["corks"] if corks is None else corks
    spare = 0
    bottled = 0
    for c in COLOURS:
        b = min(items.count(c), bottles[c])
        bottled += b
        spare += bottles[c] - b
    bosses = items.count("B")
    bottled = min(corks, bottled + min(bosses, spare))
    return len(items) - bottled <= circles


def fits_with(p: dict[str, Any], node: dict[str, Any], what: str | None = None) -> bool:
    """``can_place_all(p, selection(added(node, what)))`` (``what`` None: of the selection itself) from the
    selection's counts, without the lists."""
    bosses: int = node["boss"] + (what == "boss")
    bottles: dict[str, int] = p["bottles"]
    djinn: dict[str, int] = node["djinn"]
    spare = bottled = 0
    total = bosses
    for c in COLOURS:
        n = djinn[c] + (c == what)
        total += n
        b = min(n, bottles[c])
        bottled += b
        spare += bottles[c] - b
    bottled = min(int(p["corks"]), bottled + min(bosses, spare))
    return total - bottled <= free_circles(p)


def place_options(p: dict[str, Any], items: list[str], optional: bool) -> list[str]:
    """Where the first of ``items`` may go so that the rest still fit (DJN-CATCH-6)."""
    first, rest = items[0], items[1:]
    out: list[str] = []
    circles = free_circles(p)
    if circles and can_place_all(p, rest, circles - 1):
        out.append("put:circle")
    bottles: list[str] = []
    if p["corks"]:
        for c in COLOURS:
            if p["bottles"][c] and (first == "B" or first == c):
                left = dict(p["bottles"])
                left[c] -= 1
                if can_place_all(p, rest, circles, left, p["corks"] - 1):
                    bottles.append(f"put:{c}")
    if bottles and has_ability(p, "must_bottle"):
        out = []
    out += bottles
    if optional:
        out.append("put:release")
    return out


def place_task_options(state: State, task: Task, seat: int) -> list[str]:
    return place_options(state["seats"][seat], task["queue"], task["optional"])


@FLOW.decision("place", place_task_options, ask_single=True)
def place(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """Put the next caught djinn into a circle or a bottle (or release an optional one, DJN-CATCH-6)."""
    do_place(state, seat, task, aid.partition(":")[2], events)


def do_place(state: State, seat: int, node: dict[str, Any], where: str, events: list[dict[str, Any]]) -> None:
    p = state["seats"][seat]
    item = node["queue"].pop(0)
    if where == "release":
        state["bag"][item] += 1
        events.append({"type": "release", "seat": seat, "djinn": item})
    elif where == "circle":
        i = next(
            i for i, (s, d) in enumerate(zip(p["circles"], p["circle_djinn"], strict=True)) if s == "a" and d is None
        )
        p["circle_djinn"][i] = item
        events.append({"type": "place", "seat": seat, "djinn": item, "where": "circle"})
    else:
        p["bottles"][where] -= 1
        p["corks"] -= 1
        p["bottled"][where][1 if item == "B" else 0] += 1
        events.append({"type": "place", "seat": seat, "djinn": item, "where": where})
    if not node["queue"]:
        state["tasks"].remove(node)


# -- the catch ---------------------------------------------------------------------------------
def start_catch(state: State, seat: int, source: bool) -> None:
    field = SOURCE if source else state["turn"]["field"]
    state["tasks"].append(
        {
            "t": "catch",
            "seat": seat,
            "field": field,
            "src": source,
            "boss": 0,
            "djinn": {c: 0 for c in COLOURS},
            "mages": [],
            "staffs": [],
        }
    )


def selection(node: dict[str, Any]) -> list[str]:
    items = ["B"] * node["boss"]
    for c in COLOURS:
        items += [c] * node["djinn"][c]
    return items


def cost_of(state: State, node: dict[str, Any]) -> int:
    regular = sum(node["djinn"].values())
    if node["src"]:
        return SOURCE_BOSS * int(node["boss"])
    boss = (BOSS_BASE + BOSS_PER * len(state["djinn"][node["field"]])) if node["boss"] else 0
    return int(DJINN_COST * regular + boss)


def helper_power(p: dict[str, Any], node: dict[str, Any]) -> int:
    """Green power once per mage, colour bonus per djinn of that colour (never for bosses)."""
    return _helpers(p, node["mages"], node["djinn"], node["staffs"], not has_ability(p, "green_only"))


def _helpers(p: dict[str, Any], chosen: list[int], djinn: dict[str, int], staffs: list[int], colour_ok: bool) -> int:
    """:func:`helper_power` of the mages ``chosen`` and the one-time ``staffs`` with the djinn counts ``djinn``."""
    mages: list[list[Any]] = p["mages"]
    equipment: list[list[Any]] = p["equipment"]
    total = 0
    for i in chosen:
        total += _mage_help(mages[i][0], djinn, colour_ok)
    for e in equipment:
        if e[1] and EQUIP_ABILITY[e[0]] == "catch_plus":
            total += EQUIP_AMOUNT[e[0]]
    for i in staffs:
        total += EQUIP_AMOUNT[equipment[i][0]]
    return total


def _mage_help(card: str, djinn: dict[str, int], colour_ok: bool) -> int:
    """:func:`mage_power` of the mage card ``card`` (its id) with the djinn counts ``djinn``."""
    total = MAGE_GREEN[card]
    if colour_ok:
        bonus = MAGE_BONUS[card]
        for k in range(K):
            if bonus[k]:
                total += bonus[k] * djinn[COLOURS[k]]
    return total


def mage_power(card: dict[str, Any], node: dict[str, Any], colour_ok: bool) -> int:
    """One mage's help to the selection: its green power, and its colour bonus per djinn unless barred (N4)."""
    total = int(card["green"])
    if colour_ok:
        for c, v in card["bonus"].items():
            total += v * node["djinn"][c]
    return total


def power_needed(state: State, p: dict[str, Any], node: dict[str, Any]) -> int:
    return max(0, cost_of(state, node) - helper_power(p, node))


def fees(p: dict[str, Any], node: dict[str, Any]) -> int:
    mages: list[list[Any]] = p["mages"]
    total = 0
    for i in node["mages"]:  # a loop, not sum() over a generator: asked at every catch step, mostly of no mage
        total += MAGE_FEE[mages[i][0]]
    return total


def catch_task_options(state: State, task: Task, seat: int) -> list[str]:
    """In the flow's order (registered ``ordered``: the engine does not sort it again)."""
    return in_flow_order(catch_options(state, seat, task))


def catch_options(state: State, seat: int, node: dict[str, Any]) -> list[str]:
    """Add a djinn the seat could still pay for, add a helper, take a pick back, commit or refuse (DJN-CATCH-12).

    What :func:`payable_picks`, :func:`removals`, :func:`fits_with` and :func:`can_commit_power` say, in one pass
    over the seat's cards and the selection's counts (asked at every step of a catch, a quarter of all decisions):
    a pick's helpers are searched only when its cost alone is more than the seat's power (:func:`pick_helps`)."""
    p = state["seats"][seat]
    power: int = p["power"]
    coins: int = p["coins"]
    mages: list[list[Any]] = p["mages"]
    equipment: list[list[Any]] = p["equipment"]
    used: list[int] = node["mages"]
    staffs: list[int] = node["staffs"]
    djinn: dict[str, int] = node["djinn"]
    bosses: int = node["boss"]
    src: bool = node["src"]
    counts: list[int] = []
    regular = 0
    picked = bosses != 0
    for c in COLOURS:
        n: int = djinn[c]
        counts.append(n)
        regular += n
        if n:
            picked = True
    paid = 0
    for i in used:
        paid += MAGE_FEE[mages[i][0]]
    # the picks (what the field or the Source still holds beyond the selection: addable) and what each would cost
    picks: list[int] = []
    if src:
        if bosses < state["boss_supply"]:
            picks.append(-1)
        boss_cost = 0
    else:
        on_field: list[str] = state["djinn"][node["field"]]
        if state["boss"][node["field"]] and not bosses:
            picks.append(-1)
        for k in range(K):
            if on_field.count(COLOURS[k]) > counts[k]:
                picks.append(k)
        boss_cost = BOSS_BASE + BOSS_PER * len(on_field)
    out: list[str] = []
    dear = False
    for x in picks:
        if _cost(src, bosses + (x < 0), regular + (x >= 0), boss_cost) > power:
            dear = True
    # the helpers the selection has (committing's power) and, for dear picks, the most help it could get
    colour_ok = not has_ability(p, "green_only")
    helped = 0  # helper_power(p, node)
    bonus = [0] * K  # the chosen mages' colour bonuses
    for i in used:
        card = mages[i][0]
        helped += MAGE_GREEN[card]
        if colour_ok:
            b = MAGE_BONUS[card]
            for k in range(K):
                helped += b[k] * counts[k]
                bonus[k] += b[k]
    for e in equipment:
        if e[1] and EQUIP_ABILITY[e[0]] == "catch_plus":
            helped += EQUIP_AMOUNT[e[0]]
    for i in staffs:
        helped += EQUIP_AMOUNT[equipment[i][0]]
    if dear:
        base = helped
        for i, e in enumerate(equipment):  # every one-time staff not chosen yet
            if e[1] and i not in staffs and EQUIP_ABILITY[e[0]] == "catch_once":
                base += EQUIP_AMOUNT[e[0]]
        spare: list[str] = []  # the face-up mages not chosen yet (the first ten: best_helps' bound)
        for i, m in enumerate(mages):
            if m[1] and i not in used and len(spare) < 10:
                spare.append(m[0])
        budget = coins - paid
        fees_now: list[int] = []
        gains_now: list[int] = []
        all_fit = budget >= 0
        total_fees = 0
        for card in spare:
            fee = MAGE_FEE[card]
            gain = MAGE_GREEN[card]
            if colour_ok:
                b = MAGE_BONUS[card]
                for k in range(K):
                    gain += b[k] * counts[k]
            fees_now.append(fee)
            gains_now.append(gain)
            total_fees += fee
            if gain <= 0:
                all_fit = False
        if total_fees > budget:
            all_fit = False
        if all_fit:  # every spare mage helps, whatever the pick
            for j, card in enumerate(spare):
                base += gains_now[j]
                if colour_ok:
                    b = MAGE_BONUS[card]
                    for k in range(K):
                        bonus[k] += b[k]
        for x in picks:
            cost = _cost(src, bosses + (x < 0), regular + (x >= 0), boss_cost)
            if cost > power:
                best = base + (bonus[x] if colour_ok and x >= 0 else 0)
                if spare and not all_fit:
                    gains = gains_now
                    if colour_ok and x >= 0:
                        gains = [g + MAGE_BONUS[card][x] for g, card in zip(gains_now, spare, strict=True)]
                    best += best_mages(list(zip(fees_now, gains, strict=True)), budget)
                if cost - best > power:
                    continue
            out.append(CADD[x + 1])
    else:
        for x in picks:
            out.append(CADD[x + 1])
    for i, m in enumerate(mages):
        if m[1] and i not in used and paid + MAGE_FEE[m[0]] <= coins:
            out.append(f"cmage:{i}")
    for i, e in enumerate(equipment):
        if e[1] and i not in staffs and EQUIP_ABILITY[e[0]] == "catch_once":
            out.append(f"ceq:{i}")
    # take a pick back (removals)
    if bosses:
        out.append(CDEL[0])
    for k in range(K):
        if counts[k]:
            out.append(CDEL[k + 1])
    for i in used:
        out.append(f"cdel:mage:{i}")
    for i in staffs:
        out.append(f"cdel:eq:{i}")
    # commit: something picked, it fits (fits_with) and its power is at hand with the chosen helpers
    if picked and _fits(p, counts, bosses):
        cost = _cost(src, bosses, regular, boss_cost)
        if cost <= power or max(0, cost - helped) <= power:
            out.append("cgo")
    out.append("cnone")
    return out


def _cost(src: bool, bosses: int, regular: int, boss_cost: int) -> int:
    """A selection's cost (:func:`cost_of`) from its numbers: ``boss_cost`` is what a boss costs at the field."""
    if src:
        return SOURCE_BOSS * bosses
    return DJINN_COST * regular + (boss_cost if bosses else 0)


def _fits(p: dict[str, Any], counts: list[int], bosses: int) -> bool:
    """:func:`fits_with` (the selection itself) from the selection's counts by colour and its bosses."""
    bottles: dict[str, int] = p["bottles"]
    spare = bottled = 0
    total = bosses
    for k in range(K):
        n = counts[k]
        have = bottles[COLOURS[k]]
        total += n
        b = min(n, have)
        bottled += b
        spare += have - b
    corks: int = p["corks"]
    bottled = min(corks, bottled + min(bosses, spare))
    return total - bottled <= free_circles(p)


def can_commit_power(state: State, p: dict[str, Any], node: dict[str, Any]) -> bool:
    """``power_needed(state, p, node) <= p["power"]``; the helpers are asked only when the cost alone is more than
    the power (their help is never negative)."""
    cost, power = cost_of(state, node), int(p["power"])
    return cost <= power or max(0, cost - helper_power(p, node)) <= power


def addable(state: State, node: dict[str, Any]) -> list[str]:
    """What the field (or the Source's supply) still holds beyond the selection: ``boss`` and colours."""
    if node["src"]:
        return ["boss"] if node["boss"] < state["boss_supply"] else []
    field = node["field"]
    out = ["boss"] if state["boss"][field] and not node["boss"] else []
    return out + [c for c in COLOURS if state["djinn"][field].count(c) > node["djinn"][c]]


def added(node: dict[str, Any], what: str) -> dict[str, Any]:
    """A copy of the selection with one more djinn (``boss`` or a colour)."""
    trial = {**node, "djinn": dict(node["djinn"])}
    if what == "boss":
        trial["boss"] += 1
    else:
        trial["djinn"][what] += 1
    return trial


def cost_with(state: State, node: dict[str, Any], what: str) -> int:
    """``cost_of(state, added(node, what))``, without the copy."""
    boss: int = node["boss"] + (what == "boss")
    if node["src"]:
        return SOURCE_BOSS * boss
    regular: int = sum(node["djinn"].values()) + (what != "boss")
    return DJINN_COST * regular + ((BOSS_BASE + BOSS_PER * len(state["djinn"][node["field"]])) if boss else 0)


def payable_picks(state: State, p: dict[str, Any], node: dict[str, Any], picks: list[str]) -> list[str]:
    """The ``picks`` (``boss`` or colours) that the seat could still pay for, added to the selection, with the best
    helpers it can get (:func:`can_pay`). Helper power is never negative (mages' green power and bonuses, staffs:
    a test checks the data), so a pick whose cost the seat's power covers alone needs no helper search."""
    power = p["power"]
    costs = [cost_with(state, node, x) for x in picks]
    dear = [x for x, cost in zip(picks, costs, strict=True) if cost > power]
    if not dear:
        return picks
    helps = dict(zip(dear, pick_helps(p, node, dear), strict=True))
    return [x for x, cost in zip(picks, costs, strict=True) if cost <= power or cost - helps[x] <= power]


def pick_helps(p: dict[str, Any], node: dict[str, Any], picks: list[str]) -> list[int]:
    """``best_help(p, added(node, x))`` for each ``x`` of ``picks``. A pick changes only the colour bonuses: a
    mage's help to the selection with one more djinn of colour ``x`` is its help to the selection and its bonus
    for ``x`` (bosses earn no bonus), so the helpers' help is summed once and each pick adds its bonuses. When the
    fees of every spare mage of some help fit the coins left (most of the time), they all help, whatever the pick;
    else each pick's best set is searched (:func:`best_mages`)."""
    spare = [i for i, m in enumerate(p["mages"]) if m[1] and i not in node["mages"]]
    staffs = [
        i
        for i, e in enumerate(p["equipment"])
        if e[1] and i not in node["staffs"] and EQUIPMENT[e[0]]["ability"] == "catch_once"
    ]
    budget = p["coins"] - fees(p, node)
    if len(spare) > 10:  # as best_helps
        spare = spare[:10]
    colour_ok = not has_ability(p, "green_only")
    base = helper_power(p, {**node, "staffs": list(node["staffs"]) + staffs})
    cards = [MAGES[p["mages"][i][0]] for i in spare]
    fees_now = [int(c["fee"]) for c in cards]
    gains_now = [mage_power(c, node, colour_ok) for c in cards]
    all_fit = budget >= 0 and sum(fees_now) <= budget and all(g > 0 for g in gains_now)  # bonuses only add
    if all_fit:
        base += sum(gains_now)
    bonuses = [MAGES[p["mages"][i][0]]["bonus"] for i in node["mages"]] + (
        [c["bonus"] for c in cards] if all_fit else []
    )
    out = []
    for x in picks:
        coloured = colour_ok and x != "boss"
        best = base + sum(bonus.get(x, 0) for bonus in bonuses) if coloured else base
        if cards and not all_fit:
            gains = [g + c["bonus"].get(x, 0) for g, c in zip(gains_now, cards, strict=True)] if coloured else gains_now
            best += best_mages(list(zip(fees_now, gains, strict=True)), budget)
        out.append(best)
    return out


def removals(node: dict[str, Any]) -> list[str]:
    """Take back a pick: a djinn, a mage or a one-time staff (DJN-CATCH-12)."""
    out = ["cdel:boss"] if node["boss"] else []
    out += [f"cdel:{c}" for c in COLOURS if node["djinn"][c]]
    out += [f"cdel:mage:{i}" for i in node["mages"]] + [f"cdel:eq:{i}" for i in node["staffs"]]
    return out


def best_help(p: dict[str, Any], node: dict[str, Any]) -> int:
    """The most helper power the selection can get: its helpers plus the best set of unused mages whose fees
    the seat can still pay, and every unused one-time staff."""
    return best_helps(p, node, [node])[0]


def best_helps(p: dict[str, Any], node: dict[str, Any], trials: list[dict[str, Any]]) -> list[int]:
    """:func:`best_help` of each selection of ``trials``: ``node`` with other djinn picked, the same helpers (so
    the spare mages and staffs and the coins left for fees are found once for them all)."""
    if not trials:
        return []
    mages: list[list[Any]] = p["mages"]
    equipment: list[list[Any]] = p["equipment"]
    chosen: list[int] = node["mages"]
    spare: list[str] = []  # the face-up mages not chosen (the first ten: never more in a real game, 32 mage cards
    for i, m in enumerate(mages):  # and few face up; it keeps the search bounded)
        if m[1] and i not in chosen and len(spare) < 10:
            spare.append(m[0])
    all_staffs = list(node["staffs"])
    for i, e in enumerate(equipment):
        if e[1] and i not in node["staffs"] and EQUIP_ABILITY[e[0]] == "catch_once":
            all_staffs.append(i)
    budget = p["coins"] - fees(p, node)
    colour_ok = not has_ability(p, "green_only")
    out = []
    for trial in trials:
        djinn: dict[str, int] = trial["djinn"]
        best = _helpers(p, trial["mages"], djinn, all_staffs, colour_ok)
        if spare:
            best += best_mages([(MAGE_FEE[card], _mage_help(card, djinn, colour_ok)) for card in spare], budget)
        out.append(best)
    return out


def best_mages(mages: list[tuple[int, int]], budget: int) -> int:
    """The most help a set of the ``(fee, gain)`` mages gives whose fees add up to at most ``budget`` (0 for
    none): a small knapsack, by the most help at each budget (what trying every set gave, in far fewer steps).
    A mage's help adds up with the others' (it depends on the selection alone), and fees are never negative, so
    a mage of no help never belongs to the best set."""
    if budget < 0:
        return 0
    useful = [(fee, gain) for fee, gain in mages if gain > 0]
    if sum(fee for fee, _ in useful) <= budget:
        return sum(gain for _, gain in useful)
    most = [0] * (budget + 1)  # most[b]: the most help for fees of at most b, from the mages seen so far
    for fee, gain in useful:
        for b in range(budget, fee - 1, -1):
            if most[b - fee] + gain > most[b]:
                most[b] = most[b - fee] + gain
    return most[budget]


def can_pay(state: State, p: dict[str, Any], node: dict[str, Any]) -> bool:
    """Whether the selection can be paid in power once the best available helpers are added (helper power is never
    negative, so a cost the seat's power covers alone needs no helper search)."""
    return cost_of(state, node) <= p["power"] or can_pay_with(state, p, node, best_help(p, node))


def can_pay_with(state: State, p: dict[str, Any], node: dict[str, Any], best: int) -> bool:
    """Whether the selection can be paid in power with ``best`` helper power at most."""
    return bool(cost_of(state, node) - best <= p["power"])


def can_catch_source_boss(state: State, seat: int) -> bool:
    """Catching bosses at the Source is offered only if one boss can be placed and paid (DJN-SRC-1)."""
    p = state["seats"][seat]
    trial = {"src": True, "boss": 1, "djinn": {c: 0 for c in COLOURS}, "mages": [], "staffs": [], "field": SOURCE}
    return state["boss_supply"] > 0 and can_place_all(p, ["B"]) and can_pay(state, p, trial)


@FLOW.decision("catch", catch_task_options, ask_single=True, ordered=True)
def catch(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """Choose the djinn and helpers one pick at a time, then commit or refuse (DJN-CATCH-*)."""
    catch_step(state, seat, task, aid, events)


def catch_step(state: State, seat: int, node: dict[str, Any], aid: str, events: list[dict[str, Any]]) -> None:
    kind, _, arg = aid.partition(":")
    if kind == "cadd":
        if arg == "boss":
            node["boss"] += 1
        else:
            node["djinn"][arg] += 1
    elif kind == "cdel":
        take_back(node, arg)
    elif kind == "cmage":
        node["mages"].append(int(arg))
    elif kind == "ceq":
        node["staffs"].append(int(arg))
    elif kind == "cgo":
        commit(state, seat, node, events)
    else:
        refuse(state, seat, node, events)


def take_back(node: dict[str, Any], arg: str) -> None:
    what, _, index = arg.partition(":")
    if what == "boss":
        node["boss"] -= 1
    elif what == "mage":
        node["mages"].remove(int(index))
    elif what == "eq":
        node["staffs"].remove(int(index))
    else:
        node["djinn"][what] -= 1


def refuse(state: State, seat: int, node: dict[str, Any], events: list[dict[str, Any]]) -> None:
    """Will not or cannot catch: lose 1 power (P7: gain 2 instead). At the Source: the top row is used."""
    state["tasks"].remove(node)
    p = state["seats"][seat]
    if node["src"]:
        events.append({"type": "source_no_boss", "seat": seat})
        return
    if has_ability(p, "no_catch_power"):
        gain_power(p, ability_amount("no_catch_power"))
    else:
        lose_power(p, 1)
    state["turn"]["catch"] = "done"
    events.append({"type": "no_catch", "seat": seat, "p7": has_ability(p, "no_catch_power")})


def commit(state: State, seat: int, node: dict[str, Any], events: list[dict[str, Any]]) -> None:
    p = state["seats"][seat]
    need = power_needed(state, p, node)
    p["coins"] -= fees(p, node)
    for i in node["mages"]:
        p["mages"][i][1] = False
    for i in node["staffs"]:
        p["equipment"][i][1] = False
    p["power"] -= need
    items = selection(node)
    field = node["field"]
    if node["src"]:
        state["boss_supply"] -= node["boss"]
    else:
        for c in COLOURS:
            for _ in range(node["djinn"][c]):
                state["djinn"][field].remove(c)
        if node["boss"]:
            state["boss"][field] = False
    events.append(
        {
            "type": "catch",
            "seat": seat,
            "field": field,
            "djinn": list(items),
            "power": need,
            "mages": [p["mages"][i][0] for i in node["mages"]],
            "fees": fees(p, node),
        }
    )
    pend = state["tasks"]
    pend.remove(node)
    Flow.push(state, {"t": "aftercatch", "seat": seat, "field": field, "boss": node["boss"] > 0, "src": node["src"]})
    if node["boss"] and not node["src"] and state["djinn"][field]:
        Flow.push(state, {"t": "free", "seat": seat, "field": field})
    Flow.push(state, {"t": "place", "seat": seat, "queue": items, "optional": False})


def free_options(state: State, task: Task, seat: int) -> list[str]:
    """After catching a boss: one regular djinn from the same field for free (DJN-CATCH-8)."""
    p = state["seats"][seat]
    out = [f"free:{c}" for c in COLOURS if c in state["djinn"][task["field"]] and can_place_all(p, [c])]
    return out + ["free:none"]


@FLOW.decision("free", free_options, ask_single=True)
def take_free(state: State, node: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    colour = aid.partition(":")[2]
    state["tasks"].remove(node)
    if colour == "none":
        return
    state["djinn"][node["field"]].remove(colour)
    events.append({"type": "free_djinn", "seat": seat, "djinn": colour})
    Flow.push(state, {"t": "place", "seat": seat, "queue": [colour], "optional": False})


@FLOW.auto("aftercatch")
def after_catch(state: State, node: dict[str, Any], rng: Rng, events: list[dict[str, Any]]) -> None:
    """Banish a lonely boss; djinn arrive where a boss left; the 6th boss off the map ends the game."""
    if node["src"]:
        return
    state["turn"]["catch"] = "done"
    field = node["field"]
    left = node["boss"]
    if not left and state["boss"][field] and not state["djinn"][field]:
        state["boss"][field] = False
        state["boss_supply"] += 1
        left = True
        events.append({"type": "banish", "field": field})
    if left:
        boss_left_map(state, field, rng, events)


def boss_left_map(state: State, field: str, rng: Rng, events: list[dict[str, Any]]) -> None:
    state["bosses_gone"] += 1
    arrived = []
    for _ in range(COUNTS["arrivals"][str(len(state["seats"]))]):
        colour = draw_from_bag(state, rng)
        if colour is not None:
            state["djinn"][field].append(colour)
            arrived.append(colour)
    state["djinn"][field].sort(key=COLOURS.index)
    if arrived:
        events.append({"type": "arrivals", "field": field, "djinn": arrived})
    if state["bosses_gone"] >= len(ROUND) and state["end_rounds"] == 0:
        state["end_rounds"] = 2 if len(state["seats"]) > 1 else 1
        events.append({"type": "end_triggered"})


@FLOW.auto("overflow")
def overflow(state: State, node: dict[str, Any], rng: Rng, events: list[dict[str, Any]]) -> None:
    """Capacity past field 8: a random djinn from the bag, caught if it has a place (DJN-POWER-3)."""
    seat = node["seat"]
    colour = draw_from_bag(state, rng)
    if colour is None:
        return
    events.append({"type": "overflow", "seat": seat, "djinn": colour})
    if can_place_all(state["seats"][seat], [colour]):
        Flow.push(state, {"t": "place", "seat": seat, "queue": [colour], "optional": True})
    else:
        state["bag"][colour] += 1
