"""The solo game against Tom (rulebook "Sólová hra" / "Solospiel"; DJN-SOLO-*)."""

from __future__ import annotations

from typing import Any

from conjure.engine.rng import Rng

from .data import COLOURS, ROUND, SOLO_CARDS
from .effects import lose_power
from .flow import FLOW, Task
from .setup import draw_from_bag

State = dict[str, Any]
Events = list[dict[str, Any]]


def round_field_of(state: State, loc: str) -> str:
    return next(f for f in ROUND if state["tiles"][f] == loc)


def tom_turn(state: State, rng: Rng, events: Events, final: bool) -> None:
    """Reveal Tom's next card: rows 1 and 2 feed a boss a bag djinn, else pay row 3 (if you can).

    At the end (``final``) only the bottom row is paid. Revealing the last card while a boss is
    still on the map loses the game.
    """
    if not state["tom"]:
        return
    card = state["tom"].pop()
    state["tom_revealed"].append(card)
    data = SOLO_CARDS[card]
    events.append({"type": "tom_card", "card": card})
    if not data.get("nothing"):
        fed = False
        if not final:
            for row in ("row1", "row2"):
                field = round_field_of(state, data[row])
                if state["boss"][field]:
                    colour = draw_from_bag(state, rng)
                    if colour is not None:
                        state["djinn"][field].append(colour)
                        state["djinn"][field].sort(key=COLOURS.index)
                    events.append({"type": "tom_djinn", "field": field, "djinn": colour})
                    fed = True
                    break
        if not fed:
            tom_pay(state, data["row3"], events)
    if not final and not state["tom"] and not state["end_rounds"]:
        state["solo"]["result"] = "lost"
        state["phase"] = "over"
        state["tasks"] = []
        events.append({"type": "solo_lost"})


def tom_pay(state: State, row: list[list[Any]], events: Events) -> None:
    """Pay what the bottom row shows, as much of it as you have (decision DJN-SOLO-5)."""
    p = state["seats"][0]
    for op, n in row:
        if op == "pay_power":
            paid = min(n, p["power"])
            lose_power(p, n)
            events.append({"type": "tom_paid", "seat": 0, "what": "power", "n": paid})
        elif op in ("pay_coins", "pay_scrolls", "pay_corks"):
            res = op[4:]
            paid = min(n, p[res])
            p[res] -= paid
            events.append({"type": "tom_paid", "seat": 0, "what": res, "n": paid})
        elif op == "pay_key_or_coins":
            if p["keys"]:
                p["keys"] -= 1
                events.append({"type": "tom_paid", "seat": 0, "what": "keys", "n": 1})
            else:
                paid = min(n, p["coins"])
                p["coins"] -= paid
                events.append({"type": "tom_paid", "seat": 0, "what": "coins", "n": paid})
        elif op == "pay_bottle":
            colours = [c for c, k in p["bottles"].items() if k]
            if len(colours) == 1:
                p["bottles"][colours[0]] -= 1
                events.append({"type": "tom_paid", "seat": 0, "what": "bottle", "colour": colours[0]})
            elif colours:
                state["tasks"].append({"t": "tomb", "seat": 0})
        else:
            raise ValueError(f"unknown Tom payment {op!r}")


def tomb_options(state: State, task: Task, seat: int) -> list[str]:
    return [f"tomb:{c}" for c in COLOURS if state["seats"][seat]["bottles"][c]]


@FLOW.decision("tomb", tomb_options)
def pay_tom_a_bottle(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """Tom takes an empty bottle of the colour you choose (DJN-SOLO-4)."""
    colour = aid.partition(":")[2]
    state["tasks"].remove(task)
    state["seats"][seat]["bottles"][colour] -= 1
    events.append({"type": "tom_paid", "seat": seat, "what": "bottle", "colour": colour})
