"""Trickerion's action ids, one typed kind each: ``parse`` reads an id, ``format`` writes it (the same text).

The id texts are those of the records and saves (``docs/games/trickerion.md``, "Action ids"); the classes only name
their parts. An action taken with a special assignment card's bonus carries the suffix ``:special``
(``specials.bonuses.with_bonus``): a kind that may be boosted so has the field ``bonus`` (``"special"`` or ``None``)
or, when its other parts vary in number, reads the suffix off its last field of many (the property ``special``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from conjure.engine.actions import TypedId, id_kinds, id_text, parse_typed

SPECIAL = "special"
NONE = "none"  # ``props:none`` (the manager takes no props), ``invest:none``
THEATER = "theater"  # the Theatre's location id (a placement there names a day and a kind of space, not a number)


class _PropChoice:
    """A choice of props that may be none (``props:none``, ``invest:none``): ``chosen`` lists the props taken."""

    props: tuple[str, ...]

    @property
    def chosen(self) -> list[str]:
        return [p for p in self.props if p != NONE]


def _special(parts: tuple[str, ...]) -> bool:
    return parts[-1:] == (SPECIAL,)


def _core(parts: tuple[str, ...]) -> tuple[str, ...]:
    """The parts without the ``special`` suffix."""
    return parts[:-1] if _special(parts) else parts


# -- the players' setup and the round's opening -------------------------------------------------------------------


@dataclass(frozen=True)
class Magician(TypedId, kind="magician"):
    """Choose a magician."""

    magician: str


@dataclass(frozen=True)
class Trick(TypedId, kind="trick"):
    """Choose a starting trick (or the engineer's trick)."""

    trick: str


@dataclass(frozen=True)
class Props(_PropChoice, TypedId, kind="props"):
    """Choose starting props: ``props:<type>[:<type>]``, or ``props:none`` (the manager)."""

    props: tuple[str, ...]


@dataclass(frozen=True)
class Specialist(TypedId, kind="specialist"):
    """Choose a starting specialist."""

    specialist: str  # "assistant", "engineer" or "manager"


@dataclass(frozen=True)
class Advertise(TypedId, kind="advertise"):
    """Advertise this round."""


@dataclass(frozen=True)
class Pass(TypedId, kind="pass"):
    """Do not advertise."""


# -- assignment and placement ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Assign(TypedId, kind="assign"):
    """Put an assignment card under a character (also Hypnotic Motivation's new character)."""

    char: str
    card: str


@dataclass(frozen=True)
class Idle(TypedId, kind="idle"):
    """Leave a character idle."""

    char: str


@dataclass(frozen=True)
class Done(TypedId, kind="done"):
    """Assign no more."""


@dataclass(frozen=True)
class Place(TypedId, kind="place"):
    """Place a character: ``place:<char>:<loc>:<space>[extras]``, in the Theatre ``place:<char>:theater:<day>:
    performance|backstage[extras]``; the extras: ``shard``, ``gear`` (the Mechaniker), ``copy:<card>`` (Great
    Optico)."""

    char: str
    loc: str
    where: tuple[str, ...]  # the space's parts, then the extras

    @property
    def space(self) -> int | str:
        """A board space by number, a Theatre space as ``day:kind``."""
        return ":".join(self.where[:2]) if self.loc == THEATER else int(self.where[0])

    @property
    def space_parts(self) -> list[str]:
        """The space as its parts: ``[number]`` or ``[day, kind]``."""
        return list(self.where[: 2 if self.loc == THEATER else 1])

    @property
    def extras(self) -> list[str]:
        return list(self.where[2 if self.loc == THEATER else 1 :])

    @property
    def copied(self) -> str | None:
        """The special card the Great Optico copies, if any."""
        extras = self.extras
        return extras[extras.index("copy") + 1] if "copy" in extras else None


@dataclass(frozen=True)
class Stop(TypedId, kind="stop"):
    """Place no second character this turn (a prophecy)."""


# -- the locations' turns --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class End(TypedId, kind="end"):
    """End the turn (the rest of the AP are lost)."""


@dataclass(frozen=True)
class Forgo(TypedId, kind="forgo"):
    """Give a special card's bonus up for +1 AP."""


@dataclass(frozen=True)
class Learn(TypedId, kind="learn"):
    """Learn a trick by a die: ``learn:<die>:<trick>[:special]``; Trick Overhaul ``learn:<die>:<new>:<old>:special``."""

    die: str
    trick: str
    more: tuple[str, ...]

    @property
    def special(self) -> bool:
        return _special(self.more)

    @property
    def old(self) -> str | None:
        """The trick given back for the new one (Trick Overhaul)."""
        return _core(self.more)[0] if _core(self.more) else None


@dataclass(frozen=True)
class Hire(TypedId, kind="hire"):
    """Hire a character by a die."""

    die: str
    character: str
    bonus: str | None = None


@dataclass(frozen=True)
class Coins(TypedId, kind="coins"):
    """Take coins by a die (its face: a number of coins, or X for none)."""

    die: str
    face: str
    bonus: str | None = None


@dataclass(frozen=True)
class Reroll(TypedId, kind="reroll"):
    die: str


@dataclass(frozen=True)
class SetDie(TypedId, kind="set"):
    """Turn a die to a face."""

    die: str
    face: str


@dataclass(frozen=True)
class Buy(TypedId, kind="buy"):
    """Buy props of one kind, haggling with AP."""

    prop: str
    count: int
    haggle: int
    bonus: str | None = None


@dataclass(frozen=True)
class Buyset(TypedId, kind="buyset"):
    """Buy a mix of props with a special card's bonus: ``buyset:<prop>:…:special``."""

    args: tuple[str, ...]

    @property
    def special(self) -> bool:
        return _special(self.args)

    @property
    def props(self) -> list[str]:
        return list(_core(self.args))


@dataclass(frozen=True)
class Order(TypedId, kind="order"):
    """Order a prop onto an order slot: ``order:<slot>:<prop>[:special]``; Logistics ``order:<prop>:special``."""

    args: tuple[str, ...]

    @property
    def special(self) -> bool:
        return _special(self.args)

    @property
    def slot(self) -> int | None:
        core = _core(self.args)
        return int(core[0]) if len(core) > 1 else None

    @property
    def prop(self) -> str:
        return _core(self.args)[-1]


@dataclass(frozen=True)
class Quick(TypedId, kind="quick"):
    """Quick-order a prop."""

    prop: str
    bonus: str | None = None


@dataclass(frozen=True)
class Prepare(TypedId, kind="prepare"):
    """Prepare a trick: ``prepare:<trick>[:special]``; Unstable Prototype adds the props given back, Replaceable
    Parts the other trick that gets a marker: ``prepare:<trick>:<…>:special``."""

    trick: str
    more: tuple[str, ...]

    @property
    def special(self) -> bool:
        return _special(self.more)

    @property
    def extras(self) -> list[str]:
        return list(_core(self.more))


@dataclass(frozen=True)
class MoveTrick(TypedId, kind="move_trick"):
    """Move a trick card to the Workshop (an engineer's move)."""

    trick: str


@dataclass(frozen=True)
class MoveComponents(TypedId, kind="move_components"):
    """Move a prop kind onto the multi-use slot (a manager's move), swapping another out."""

    prop: str
    swapped: str | None = None


@dataclass(frozen=True)
class MoveApprentice(TypedId, kind="move_apprentice"):
    """Move the apprentice (an assistant's move)."""


@dataclass(frozen=True)
class Draw(TypedId, kind="draw"):
    """Draw from a special assignment deck."""

    loc: str


@dataclass(frozen=True)
class Keep(TypedId, kind="keep"):
    """Keep one of the two drawn special cards."""

    card: str


@dataclass(frozen=True)
class Fortune(TypedId, kind="fortune"):
    """Fortune telling."""


@dataclass(frozen=True)
class Fate(TypedId, kind="fate"):
    """Priestess of Mysticism: choose a prophecy."""

    prophecy: str


@dataclass(frozen=True)
class Invest(_PropChoice, TypedId, kind="invest"):
    """Investments: buy props with the coins just taken: ``invest:<prop>:…`` or ``invest:none``."""

    props: tuple[str, ...]


@dataclass(frozen=True)
class Restock(TypedId, kind="restock"):
    prop: str


@dataclass(frozen=True)
class Talent(TypedId, kind="talent"):
    """Hidden Talent: the specialist the apprentice becomes."""

    specialist: str


@dataclass(frozen=True)
class Skip(TypedId, kind="skip"):
    """Leave a special card's offer unused."""


# -- the Theatre and the Performance phase ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Setup(TypedId, kind="setup"):
    """Set up a trick: ``setup:<trick>[:double][:special]``."""

    trick: str
    more: tuple[str, ...]

    @property
    def special(self) -> bool:
        return _special(self.more)

    @property
    def double(self) -> bool:
        return "double" in self.more


@dataclass(frozen=True)
class Reschedule(TypedId, kind="reschedule"):
    card: str
    slot: int
    bonus: str | None = None


@dataclass(frozen=True)
class Slot(TypedId, kind="slot"):
    """The slot of a performance card a marker goes to."""

    card: str
    slot: int


@dataclass(frozen=True)
class Face(TypedId, kind="face"):
    """Where the corner of the trick's own school points."""

    facing: str  # "up", "right", "down" or "left"


@dataclass(frozen=True)
class Gain(TypedId, kind="gain"):
    """A link's bonus."""

    what: str  # "fame" or "coins"


@dataclass(frozen=True)
class Swap(TypedId, kind="swap"):
    """Buying Time: swap two performance cards (positions from 0)."""

    first: int
    second: int


@dataclass(frozen=True)
class KeepOrder(TypedId, kind="keep_order"):
    """Buying Time: leave the performance cards."""


@dataclass(frozen=True)
class Premiere(TypedId, kind="premiere"):
    """Grand Premiere: what a performed slot's trick gives."""

    slot: int
    what: str  # "fame", "coins" or "shards"


@dataclass(frozen=True)
class Durable(TypedId, kind="durable"):
    """Durable Components: the trick that gets a marker back."""

    trick: str


@dataclass(frozen=True)
class Perform(TypedId, kind="perform"):
    card: str


@dataclass(frozen=True)
class Possess(TypedId, kind="possess"):
    """Yoruba Spiritmaster: the card another magician must perform."""

    card: str


@dataclass(frozen=True)
class Steal(TypedId, kind="steal"):
    """Red Lotus: take the yield of their trick for one's own."""

    own: int
    their: int


@dataclass(frozen=True)
class Decline(TypedId, kind="decline"):
    """Do not use the magician's ability."""


# -- at any time -----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ReturnTrick(TypedId, kind="return_trick"):
    trick: str


@dataclass(frozen=True)
class ReturnProp(TypedId, kind="return_prop"):
    prop: str


# -- the steps of a move asked as a few short questions (issue 29; ``steps.py`` maps each move to its steps) ----------


@dataclass(frozen=True)
class Act(TypedId, kind="act"):
    """Which action, the first step of a location's move: ``act:buy``, ``act:order:special`` …"""

    what: str
    bonus: str | None = None


@dataclass(frozen=True)
class Ware(TypedId, kind="ware"):
    """Which prop (a step of a Buy, an Order or a Quick Order)."""

    prop: str


@dataclass(frozen=True)
class Count(TypedId, kind="count"):
    """How many (a step of a Buy)."""

    count: int


@dataclass(frozen=True)
class Haggle(TypedId, kind="haggle"):
    """How many coins to haggle off, an AP each (the last step of a Buy)."""

    haggle: int


@dataclass(frozen=True)
class ToSlot(TypedId, kind="to_slot"):
    """Which order slot (the last step of an Order)."""

    slot: int


@dataclass(frozen=True)
class Add(TypedId, kind="add"):
    """One more prop into a mix (a step of a Buy of several kinds)."""

    prop: str


@dataclass(frozen=True)
class Enough(TypedId, kind="enough"):
    """The mix is complete (the last step of a Buy of several kinds)."""


@dataclass(frozen=True)
class Die(TypedId, kind="die"):
    """Which die (a step of a Downtown action)."""

    die: str


@dataclass(frozen=True)
class PickTrick(TypedId, kind="pick_trick"):
    """Which trick to learn (a step of a Learn)."""

    trick: str


@dataclass(frozen=True)
class Replace(TypedId, kind="replace"):
    """Which own trick the new one takes the place of (the last step of Trick Overhaul)."""

    trick: str


@dataclass(frozen=True)
class HireAs(TypedId, kind="hire_as"):
    """Which character to hire (the last step of a Hire)."""

    character: str


@dataclass(frozen=True)
class TakeCoins(TypedId, kind="take_coins"):
    """The coins the bank die shows (the last step of Take Coins)."""

    face: str


@dataclass(frozen=True)
class ToFace(TypedId, kind="to_face"):
    """Which face to set the die to (the last step of Set a Die)."""

    face: str


@dataclass(frozen=True)
class School(TypedId, kind="school"):
    """Which school to learn a trick of (a step of a Learn by a die showing several)."""

    school: str


@dataclass(frozen=True)
class Who(TypedId, kind="who"):
    """Which character to place (the first step of a placement)."""

    char: str


@dataclass(frozen=True)
class Spot(TypedId, kind="spot"):
    """Which space: ``spot:<loc>:<number>``, in the Theatre ``spot:theater:<day>:performance|backstage``."""

    loc: str
    where: tuple[str, ...]


@dataclass(frozen=True)
class Boost(TypedId, kind="boost"):
    """With what on placing: ``boost:shard``, ``boost:gear``, ``boost:copy:<card>`` …, or ``boost:none``."""

    extras: tuple[str, ...]


@dataclass(frozen=True)
class Stay(TypedId, kind="stay"):
    """The character stays idle (the second step of a placement)."""


@dataclass(frozen=True)
class GiveBack(TypedId, kind="give_back"):
    """One more of the trick's props given back to the supply (a step of a Prepare with Unstable Prototype)."""

    prop: str


@dataclass(frozen=True)
class Mark(TypedId, kind="mark"):
    """The other own trick that gets a marker (the last step of a Prepare with Replaceable Parts)."""

    trick: str


IDS = id_kinds(
    [
        Magician,
        Trick,
        Props,
        Specialist,
        Advertise,
        Pass,
        Assign,
        Idle,
        Done,
        Place,
        Stop,
        End,
        Forgo,
        Learn,
        Hire,
        Coins,
        Reroll,
        SetDie,
        Buy,
        Buyset,
        Order,
        Quick,
        Prepare,
        MoveTrick,
        MoveComponents,
        MoveApprentice,
        Draw,
        Keep,
        Fortune,
        Fate,
        Invest,
        Restock,
        Talent,
        Skip,
        Setup,
        Reschedule,
        Slot,
        Face,
        Gain,
        Swap,
        KeepOrder,
        Premiere,
        Durable,
        Perform,
        Possess,
        Steal,
        Decline,
        ReturnTrick,
        ReturnProp,
        Act,
        Ware,
        Count,
        Haggle,
        ToSlot,
        Add,
        Enough,
        Die,
        PickTrick,
        Replace,
        HireAs,
        TakeCoins,
        ToFace,
        School,
        Who,
        Spot,
        Boost,
        Stay,
        GiveBack,
        Mark,
    ]
)


TEXTS_KEPT = 16_384  # id texts :func:`text` keeps (a game lists a few thousand distinct ids)


@lru_cache(maxsize=TEXTS_KEPT, typed=True)
def text(kind: type[TypedId], *args: Any) -> str:
    """``kind(*args).format()``, formatted once: the option lists format the same ids at every step of a game and
    of a bot's look-ahead (the arguments must be hashable: a last field of many as a tuple). At most
    :data:`TEXTS_KEPT` are kept, the least recently used going first. (Written from the values without making the
    id: :func:`conjure.engine.actions.id_text`.)"""
    return id_text(kind, *args)


def parse(action_id: str) -> TypedId:
    """The typed id of any Trickerion action id; ValueError naming the kinds there are if it is none of them."""
    return parse_typed(IDS, action_id)
