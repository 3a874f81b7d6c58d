"""The decider contract every game implements (see DESIGN.md)."""
from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, runtime_checkable

from domain.core.rng import Rng

if TYPE_CHECKING:  # (marshmallow is the command schemas' and is loaded with them: domain/core/__init__.py)
    from marshmallow import Schema

State = dict[str, Any]
"""Game state: plain JSON data (str keys, ints, strs, bools, None, lists, dicts; never floats or
tuples), so that it serialises to canonical JSON and reloads from a snapshot unchanged."""


@dataclass(frozen=True, slots=True)
class Event:
    """A fact. `seat` is the seat it belongs to (None for table-wide facts such as a dice roll)."""

    type: str
    data: dict[str, Any] = field(default_factory=dict)
    seat: int | None = None

    def as_dict(self) -> dict[str, Any]:
        return {"type": self.type, "data": self.data, "seat": self.seat}

    @classmethod
    def from_dict(cls, raw: dict[str, Any]) -> Event:
        return cls(type=raw["type"], data=raw.get("data") or {}, seat=raw.get("seat"))


@dataclass(frozen=True, slots=True)
class SeatSpec:
    name: str
    kind: str = "human"  # "human" | "automa"


@dataclass(frozen=True, slots=True)
class Status:
    turn: int
    round: int
    active_seats: tuple[int, ...]
    finished: bool = False
    scores: tuple[int, ...] | None = None
    winners: tuple[int, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "round": self.round,
            "active_seats": list(self.active_seats),
            "finished": self.finished,
            "scores": list(self.scores) if self.scores is not None else None,
            "winners": list(self.winners),
        }


class RuleViolation(Exception):
    """A command breaks a rule. `code` is stable and namespaced (`ticket_to_ride.not_enough_cards`);
    the message says which rule was broken in words a player understands."""

    def __init__(self, code: str, message: str, **details: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.details = details


MAX_EVENTS_PER_COMMAND = 1000
"""No legal command of any game produces nearly this many events (the longest known, a Lilliput
operating round or a Ticket to Ride reshuffle, make a few dozen): more means a rules bug loops."""


class RuleEngineLimit(RuleViolation):
    """A game's decide produced more events than any command may: a bug in the rules, refused so
    that it cannot take the server down."""

    def __init__(self, game: str, produced: int) -> None:
        super().__init__("rule_engine_limit", f"The {game} rules produced more than {MAX_EVENTS_PER_COMMAND} "
                         "events for one command; the command is refused and the fault is logged.",
                         produced=produced)


@runtime_checkable
class Rules(Protocol):
    name: ClassVar[str]  # "railroad-ink", "lilliput", "ticket-to-ride", "mini-express", "tinners-trail"
    title: ClassVar[str]
    rules_version: ClassVar[str]  # bump when behaviour changes; new games are set up under it
    rules_versions: ClassVar[tuple[str, ...]]  # every version whose logs this code still decides, oldest first
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    automa: ClassVar[bool]  # the rulebook has an automa (seats of kind "automa" are allowed)
    options_schema: ClassVar[type[Schema]]  # marshmallow schema of the game options, with defaults
    command_schemas: ClassVar[dict[str, type[Schema]]]  # command type -> schema of its `data`
    revealing_events: ClassVar[frozenset[str]]
    """Event types whose content the acting seat or somebody else could not know before the command:
    dice rolled, cards or tiles drawn, dealt or shuffled, hidden information shown. A command whose
    events include one cannot be undone: what it showed cannot be unseen."""

    def setup(self, options: dict, seats: list[SeatSpec], rng: Rng, rules_version: str) -> list[Event]: ...

    def evolve(self, state: State | None, event: Event) -> State: ...

    def decide(self, state: State, seat: int, command: dict, rng: Rng) -> list[Event]: ...

    def legal_commands(self, state: State, seat: int) -> list[dict]: ...

    def view(self, state: State, seat: int | None) -> dict: ...

    def redact(self, event: Event, seat: int | None) -> Event | None: ...

    def status(self, state: State) -> Status: ...


def recorded_version(rules_version: str, unrecorded: tuple[str, ...]) -> dict[str, str]:
    """The `rules_version` field of a game's first event, which `evolve` keeps in the state so that
    `decide` can follow the rules the game was set up under. Versions in `unrecorded` were played
    before games recorded it: their first event stays as it was, so their logs keep their hashes."""
    return {} if rules_version in unrecorded else {"rules_version": rules_version}


def with_recorded_version(state: State, first_event_data: dict) -> State:
    """The state set up by a game's first event, keeping the rules version that event records."""
    version = first_event_data.get("rules_version")
    return state if version is None else {**state, "rules_version": version}


class NextState(dict[str, Any]):
    """The state an event makes, while `evolve` makes it: a shallow copy of the state before the event,
    sharing whatever the event leaves alone, so that a late state costs no more to evolve than an early
    one. The state before stays as it was (reads keep every state of a batch, for undo): a handler edits
    a nested list or dict only through `own`. `made()` is the finished state, plain JSON data again."""

    _owned: dict[int, Any] | None = None  # this event's copies by id (kept, so that no id is reused meanwhile)

    def own(self, *path: str | int) -> Any:
        """The list or dict at `path`, the event's own to edit: copied into a copy of each container on
        the way the first time, the same copy every time after (so every edit lands in the new state)."""
        owned = self._owned
        if owned is None:  # set on first use, so that making a NextState is dict's own copy (no __init__)
            owned = self._owned = {}
        node: Any = self
        for key in path:
            child = node[key]
            if id(child) not in owned:
                child = node[key] = child.copy()
                owned[id(child)] = child
            node = child
        return node

    def made(self) -> State:
        return dict(self)


def played_since(state: State, version: int) -> bool:
    """Whether the game was set up under rules version `version` or newer (a state without a
    recorded version predates every recorded one)."""
    return int(state.get("rules_version", 0)) >= version


def chance(state: State, since: int, rng: Rng, event: str) -> Rng:
    """What a chance event after set-up draws from. A game set up under rules version `since` or newer
    keys it by its place in the game's chance sequence (`event`, as Rng.chance names it), so that
    every game dealt the same seed meets the same dice and draws there, whatever was played before
    (docs/table.md, Duplicate deals); an older game draws from the command's own stream, as its log did."""
    return rng.chance(event) if played_since(state, since) else rng


CHANCE_COUNTS = "chance"
"""The state's count of each kind of chance event a game has had, where the kind's events are keyed
by their number (the n-th reshuffle): kept only under the rules versions that key them, so older
games keep their state hashes. Bookkeeping of the draws, not a thing on the table: views leave it out."""


def next_chance(state: State, kind: str) -> str:
    """The place of the game's next chance event of `kind` in its sequence: `kind:n` for the n-th."""
    return f"{kind}:{state.get(CHANCE_COUNTS, {}).get(kind, 0) + 1}"


def count_chance(state: State, since: int, kind: str) -> None:
    """One more chance event of `kind` (in `state`, the top level of a copy evolve owns), in a game set
    up under rules version `since` or newer."""
    if played_since(state, since):
        counts = state.get(CHANCE_COUNTS, {})
        state[CHANCE_COUNTS] = {**counts, kind: counts.get(kind, 0) + 1}


@runtime_checkable
class AutomaRules(Rules, Protocol):
    """A game whose rulebook has an automa (solo opponent); `automa` is True."""

    def automa_command(self, state: State, seat: int, rng: Rng) -> dict: ...


@runtime_checkable
class Redealing(Protocol):
    """A game with hidden information (cards face down, a shuffled deck). A fork of it deals again,
    from its own seed, everything its copied log hid from a spectator (docs/table.md, Forks)."""

    def redeal(self, state: State, events: list[Event], rng: Rng) -> list[Event]:
        """The events that deal again what a spectator of the game so far (`events`, the log's game
        events, folding to `state`) could not see; none once nothing is hidden (a finished game)."""
        ...


@runtime_checkable
class BoardScoring(Protocol):
    """A game that scores raw positions and finished games in bulk scoring jobs."""

    def score_board(self, board: dict) -> dict:
        """The score breakdown of one position (`{rules, board}`); RuleViolation if it is malformed."""
        ...

    def final_scoring(self, state: State) -> dict:
        """The score breakdown of a finished game, as `score_board` gives it for its final position."""
        ...


@runtime_checkable
class Pictured(Protocol):
    """A game that draws its positions (`domain/<game>/picture.py`)."""

    def picture(self, view: dict, legal: list[dict] | None = None, names: Sequence[str] | None = None) -> str:
        """The SVG picture of `view`, a view as `view()` returns it for some seat or the spectator:
        drawn from the redacted view only, so it shows nothing the view does not. With `legal`, the
        viewing seat's legal commands, the elements they refer to are targets (domain/core/targets.py);
        with `names`, the table's names of the seats in seat order (public, as the game's summary
        lists them: not the rules' state), each seat's board, row or marker is labelled with its name;
        without either, the picture is as it always was (docs/pictures.md)."""
        ...


@runtime_checkable
class RouteIncomeRules(Protocol):
    """A game whose companies earn by running trains (route-income analyses)."""

    def route_graph(self, state: State, company: str) -> dict:
        """The company's position as a `trackside-track-graph/1` dict; RuleViolation for no such company."""
        ...


def rules_on_first_use(namespace: dict[str, Any], module: str, name: str) -> Callable[[str], Any]:
    """A title package's module `__getattr__` (PEP 562): its `RULES`, an instance of `name` from `module`, and
    `name` itself are made at first use, so that what imports only a part of the title (a board's score:
    `trackside score`) loads neither its command schemas nor its views and pictures."""
    def first_use(attribute: str) -> Any:
        if attribute not in ("RULES", name):
            raise AttributeError(f"module {namespace['__name__']!r} has no attribute {attribute!r}")
        made = getattr(importlib.import_module(module), name)
        namespace.setdefault("RULES", made())
        namespace[name] = made
        return namespace[attribute]

    return first_use
