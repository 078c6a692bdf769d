"""What the browser may send: every request body and socket message is one of these pydantic models."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter

Lang = Literal["cs", "en", "de"]
Kind = Literal["human", "bot"]
ActionId = Annotated[str, StringConstraints(min_length=1, max_length=200)]
OptionValue = Annotated[str, StringConstraints(max_length=40)] | int | bool


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SeatSpec(Strict):
    kind: Kind = "human"
    level: str = Field(default="easy", max_length=16)
    name: str = Field(default="", max_length=100)  # cleaned and cut to 24 characters (conjure.web.names)
    # a person's seat nobody holds yet: no link is made for it, anyone may take it from the lobby (conjure.web.lobby)
    open: bool = False


class ClockSpec(Strict):
    minutes: float = Field(gt=0, le=600)  # each person's time bank
    increment: float = Field(default=0, ge=0, le=600)  # seconds added after each of their moves


class CreateTable(Strict):
    game: str = Field(max_length=40)
    players: int = Field(ge=1, le=8)
    options: dict[Annotated[str, StringConstraints(max_length=40)], OptionValue] = Field(
        default_factory=dict, max_length=20
    )
    seats: list[SeatSpec] = Field(default_factory=list, max_length=8)
    lang: Lang = "en"
    seed: int | None = Field(default=None, ge=0, lt=2**63)
    clock: ClockSpec | None = None


class Seen(Strict):
    """Where the client saw the table: its step, and its version (the frame's ``version``, which an undo
    changes too; without it the step stands for it, refused once the table has had an undo)."""

    step: int = Field(ge=0)
    version: int | None = Field(default=None, ge=0)


class Act(Seen):
    action: ActionId


class Undo(Seen):
    """Take back the seat's own last ``steps`` actions (the frame's ``undo`` says how many it may)."""

    steps: int = Field(default=1, ge=1, le=100)


class SeatChange(Strict):
    seat: int = Field(ge=0, le=7)
    kind: Kind
    level: str = Field(default="easy", max_length=16)


class Join(Strict):
    """Take an open seat from the lobby, under a name (optional)."""

    seat: int = Field(ge=0, le=7)
    name: str = Field(default="", max_length=100)


class Hello(Strict):
    """A socket's first message: who it is (a seat token, or none for a spectator) and the last step it saw."""

    type: Literal["hello"]
    token: str | None = Field(default=None, max_length=100)
    step: int | None = Field(default=None, ge=0)
    lang: Lang | None = None
    # "after": each frame at once, its picture in a message of its own; "parts": so, and each picture in pieces,
    # with only the parts the page does not hold from the last one (see docs/web.md, "The socket")
    pictures: Literal["inline", "after", "parts"] = "inline"
    # a page that plays several seats on one device: each frame then says whether its table is ``private`` (the page
    # covers the screen before showing it; see docs/web.md, "Hot-seat")
    hot_seat: bool = False


class SocketAct(Act):
    type: Literal["act"]


class SocketUndo(Undo):
    type: Literal["undo"]


# what a socket may send after its hello
SocketMessage = TypeAdapter(Annotated[SocketAct | SocketUndo, Field(discriminator="type")])
