"""A game and its table as one decider: the one pipeline from a command to its events, the state and
the table's status after each, the table after the command, and what must happen next (intents).

The service, the in-memory LocalGame and replay all decide and fold through here, so that every check
(the game is over, a bot plays the seat, its clock ran out, the table's commands, the game's own, the
rule engine's limit) is made in one place, and every log is folded by the same steps."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from domain.core import game as games
from domain.core import table as tables
from domain.core.canonical import state_hash
from domain.core.rules import Event, Rules, RuleViolation, State, Status

Earlier = Callable[[int], State]
"""earlier(version): the log's state after an earlier version (an undo goes back to one)."""


@dataclass(frozen=True)
class Setting:
    """What never changes in a game once it is set up."""

    rules: Rules
    options: dict
    kinds: tuple[str, ...]  # each seat's kind: "human", "automa", "bot"
    seed: str
    rules_version: str


@dataclass(frozen=True)
class Position:
    """Where a game stands: after event `version` (0 and no state before its set-up), with its table."""

    version: int
    state: State | None
    table: dict = field(default_factory=dict)


# --- refusals -------------------------------------------------------------------------------------
class Conflict(RuleViolation):
    """A command refused for where the game stands, not for what it says (the service answers 409)."""


class VersionConflict(Conflict):
    def __init__(self, version: int, expected: int) -> None:
        super().__init__("version_conflict", f"The game is at version {version}, not {expected}.")


class GameOver(Conflict):
    def __init__(self) -> None:
        super().__init__("game_over", "The game is over.")


class ClockRanOut(Conflict):
    def __init__(self) -> None:
        super().__init__("clock.ran_out", "This seat's clock has run out.")


class TakenOver(RuleViolation):
    def __init__(self) -> None:
        super().__init__("seat.taken_over", "A bot plays this seat now; take it back first (take_back), "
                         "if its player handed it over.")


# --- intents: what must happen once a decision is stored ---------------------------------------------
@dataclass(frozen=True)
class MachineMoveOwed:
    """Seats to act now that an automa or a bot plays (the workers play the first)."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class ClockCheckDue:
    """A player's clock runs: it runs out at `deadline_ms` unless the game moves on first."""

    deadline_ms: int


@dataclass(frozen=True)
class GameListed:
    """A new game: the listing shows it."""


@dataclass(frozen=True)
class GameFinished:
    """The game has just ended: the listing moves it among the finished."""

    winners: tuple[int, ...]


@dataclass(frozen=True)
class SeatsToAct:
    """Seats their players play that must act now, each with its clock's time left (ms; None without a
    clock): told when a seat becomes active, the turn or round moves on, or the seat that just acted
    must act again (a turn of several commands)."""

    seats: tuple[int, ...]
    left_ms: tuple[int | None, ...]


@dataclass(frozen=True)
class SeatsTakenOver:
    """Seats a machine plays from now on instead of their player, each with why (the table's reason:
    handed_over, resigned, clock_ran_out)."""

    seats: tuple[int, ...]
    reasons: tuple[str, ...]


@dataclass(frozen=True)
class ClockLow:
    """Seats their players play whose clocks this decision left under LOW_CLOCK of their base, having been
    at or above it before (so each crossing once), each with its time left (ms)."""

    seats: tuple[int, ...]
    left_ms: tuple[int, ...]


LOW_CLOCK = 0.2  # a clock under this share of its base is low

Intent = MachineMoveOwed | ClockCheckDue | GameListed | GameFinished | SeatsToAct | SeatsTakenOver | ClockLow


# --- deciding -------------------------------------------------------------------------------------
def status(rules: Rules, state: State, table: dict) -> Status:
    """The game's status as the table has it (seats leaving may have decided the game)."""
    return tables.status(rules.status(state), table)


def events(setting: Setting, at: Position, seat: int, command: dict, by: str | None = None,
           now_ms: int | None = None, expected_version: int | None = None) -> list[Event]:
    """The events of `command` posted for `seat` at `at` (`by`: the machine that chose it, None for the
    seat's player; `now_ms`: when, or None where nothing reads the time), or the RuleViolation that
    refuses it (a Conflict for where the game stands; CommandInvalid for a body off its schema)."""
    rules, table = setting.rules, at.table
    if expected_version is not None and expected_version != at.version:
        raise VersionConflict(at.version, expected_version)
    game_status = rules.status(at.state)
    if tables.status(game_status, table).finished:
        raise GameOver
    if command["type"] in tables.COMMAND_SCHEMAS:
        return tables.decide(table, setting.options, list(setting.kinds), game_status, seat,
                             games.load_command(rules, command), now_ms)
    if (by or "human") != tables.controller(table, setting.kinds, seat):
        raise TakenOver
    if by is None and now_ms is not None and seat in tables.run_out(table, now_ms):
        raise ClockRanOut
    return games.decide(rules, at.state, at.version, seat, command, setting.seed)


def played_by(setting: Setting, table: dict, seat: int) -> str | None:
    """Who plays `seat` now, as a command's `by` names it: None for its player, else the machine."""
    controller = tables.controller(table, setting.kinds, seat)
    return None if controller == "human" else controller


def recorded(seat: int, command: dict, by: str | None = None) -> dict:
    """A command as the log records it (`by`: the machine that chose it, if one did)."""
    return {"seat": seat, "type": command["type"], "data": command.get("data") or {}, **({"by": by} if by else {})}


def decide(setting: Setting, at: Position, seat: int, command: dict, earlier: Earlier, by: str | None = None,
           now_ms: int | None = None, expected_version: int | None = None) -> Decision:
    """The decision on `command` (see `events`), folded onto `at`."""
    made = events(setting, at, seat, command, by, now_ms, expected_version)
    return record(setting, at, [(recorded(seat, command, by), made)], earlier, now_ms)


def record(setting: Setting, at: Position, batches: Iterable[tuple[dict, list[Event]]], earlier: Earlier,
           now_ms: int | None = None) -> Decision:
    """Commands' batches of events (each as the log records its command) folded onto `at`."""
    play, steps = Play(setting, at, earlier), []
    for command, batch in batches:
        play.open(command, now_ms)
        steps += [play.add(event) for event in batch]
        play.close(batch)
    return play.decision(steps)


# --- folding --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Step:
    """One event folded: the state after it, the status the table gives it, and its command's batch."""

    version: int
    event: Event
    state: State
    status: Status
    command: dict | None  # the command, on its batch's first event only
    first: int  # the batch's first version


@dataclass(frozen=True)
class Decision:
    steps: list[Step]
    table: dict  # after the last batch
    status: Status  # after the last event
    before: Status | None  # the status the steps follow (None for a new game)
    intents: tuple[Intent, ...]

    @property
    def events(self) -> list[Event]:
        return [step.event for step in self.steps]

    @property
    def states(self) -> list[State]:
        return [step.state for step in self.steps]

    @property
    def version(self) -> int:
        return self.steps[-1].version

    @property
    def state(self) -> State:
        return self.steps[-1].state

    def envelopes(self, setting: Setting, command_id: str, at: str) -> list[dict]:
        """The steps as the log stores them (`command_id`: the Idempotency-Key's, else `v<first>`)."""
        return [{"version": s.version, "type": s.event.type, "data": s.event.data, "seat": s.event.seat,
                 "turn": s.status.turn, "round": s.status.round, "command_id": command_id or f"v{s.first}",
                 "command": s.command, "rules_version": setting.rules_version, "state_hash": state_hash(s.state),
                 "at": at} for s in self.steps]

    def snapshots(self, every: int) -> dict[int, State]:
        """The states after every version `every` divides."""
        return {s.version: s.state for s in self.steps if s.version % every == 0}


class Play:
    """Events folded onto a position one at a time, command by command: the state and the table's
    status after each, and the table closed after each command (its undo ledger, the turn its limits
    count, the clocks at its time). Replay checks each step against its log as it goes, keeping none
    (a long log's states would not fit)."""

    def __init__(self, setting: Setting, at: Position, earlier: Earlier) -> None:
        self.setting = setting
        self.version, self.state, self.table = at.version, at.state, at.table
        self.now_ms: int | None = None
        self.status = status(setting.rules, at.state, at.table) if at.state is not None else None
        self.before = self.status
        self._table_before = at.table
        self._acted: set[int] = set()  # the seats whose commands this decision holds
        self._earlier = earlier
        self._ends: dict[int, State] = {}  # the state after each batch an undo may still go back to
        self._command: dict = {}
        self._first = at.version + 1

    @property
    def position(self) -> Position:
        return Position(self.version, self.state, self.table)

    def open(self, command: dict, now_ms: int | None) -> None:
        """A command's batch begins (`command` as the log records it; `now_ms`: its time, None in logs
        older than the times)."""
        self._command, self._first, self.now_ms = command, self.version + 1, now_ms
        if command.get("seat") is not None:
            self._acted.add(command["seat"])

    def add(self, event: Event) -> Step:
        rules = self.setting.rules
        self.state, self.table = tables.apply(rules, self.state, self.table, event, self._back_to)
        self.status = status(rules, self.state, self.table)
        self.version += 1
        return Step(self.version, event, self.state, self.status,
                    self._command if self.version == self._first else None, self._first)

    def close(self, batch: list[Event]) -> None:
        s = self.setting
        self.table = tables.close_command(s.rules, self.table, self._command, batch, self._first, self.version,
                                          s.options, list(s.kinds), self.status, self.now_ms)
        undoable = {first - 1 for first, _ in (self.table.get("undo") or {}).get("batches", [])}
        self._ends = {v: kept for v, kept in self._ends.items() if v in undoable}
        self._ends[self.version] = self.state

    def _back_to(self, version: int) -> State:
        return self._ends[version] if version in self._ends else self._earlier(version)

    def decision(self, steps: list[Step]) -> Decision:
        """The decision these `steps` (all that were added) make."""
        return Decision(steps, self.table, self.status, self.before, self._intents())

    def _intents(self) -> tuple[Intent, ...]:
        s, now = self.setting, self.status
        out: list[Intent] = []
        if not now.finished:
            machines = tuple(seat for seat in now.active_seats
                             if tables.controller(self.table, s.kinds, seat) in tables.MACHINE_KINDS)
            deadline = tables.deadline_ms(self.table)
            out += [MachineMoveOwed(machines)] if machines else []
            out += [ClockCheckDue(deadline)] if deadline is not None else []
        out += self._players_told()
        if self.before is None:
            out.append(GameListed())
        elif now.finished and not self.before.finished:
            out.append(GameFinished(now.winners))
        return tuple(out)

    def _players_told(self) -> list[Intent]:
        """What the seats' players are told: who must act (see SeatsToAct), who a machine took over."""
        s, now, before, out = self.setting, self.status, self.before, []
        controllers = [tables.controller(self.table, s.kinds, seat) for seat in range(len(s.kinds))]
        taken = [seat for seat, kind in enumerate(s.kinds) if kind == "human" and controllers[seat] != "human"
                 and tables.controller(self._table_before, s.kinds, seat) == "human"]
        if taken:
            reasons = tuple(self.table["controllers"][str(seat)]["reason"] for seat in taken)
            out.append(SeatsTakenOver(tuple(taken), reasons))
        if now.finished:
            return out
        out += self._clocks_low(controllers)
        moved_on = before is None or (now.turn, now.round) != (before.turn, before.round)
        was_active = () if before is None or before.finished else before.active_seats
        to_act = tuple(seat for seat in now.active_seats if controllers[seat] == "human"
                       and (moved_on or seat not in was_active or seat in self._acted))
        if to_act:
            clocks = self.table.get("clocks")
            left = tuple(clocks["remaining_ms"][seat] if clocks else None for seat in to_act)
            out.append(SeatsToAct(to_act, left))
        return out

    def _clocks_low(self, controllers: list[str]) -> list[Intent]:
        """The players' clocks this decision took under LOW_CLOCK of their base (see ClockLow)."""
        clock, after = self.setting.options.get("clock"), self.table.get("clocks")
        if clock is None or after is None:
            return []
        low = clock["base_s"] * 1000 * LOW_CLOCK
        before = (self._table_before.get("clocks") or {}).get("remaining_ms")
        seats = tuple(seat for seat, left in enumerate(after["remaining_ms"]) if controllers[seat] == "human"
                      and left < low <= (before[seat] if before else clock["base_s"] * 1000))
        return [ClockLow(seats, tuple(after["remaining_ms"][seat] for seat in seats))] if seats else []
