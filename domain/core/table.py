"""What the table adds to every game: undo, resigning, handing a seat to a bot, and turn clocks.

These are facts about the players, not about the game, so they live beside the game's own state in a
small *table* (plain JSON, kept in the game's meta and rebuilt by replay from the log) and are
decided here, the same for all five games. A table event never changes the game's state, except
`undone`, whose state is the game's state before the command it takes back (read from the log).

The table, every key optional (an empty table is a game nobody undid, left or timed):
- `undo`: `{"seat", "batches": [[first, last], ...], "reason"}`: the last commands of `seat` that
  may still be taken back (oldest first), or, with no batches, why none may (`reason`).
- `controllers`: `{"<seat>": {"kind": "bot", "reason": "handed_over" | "resigned" | "clock_ran_out"}}`:
  seats the workers play now instead of their player.
- `out`: seats that resigned or lost on time: never among the winners.
- `ended`: `{"winners": [...], "reason"}` when leaving seats decided the game (`game_decided`).
- `clocks`: `{"remaining_ms": [...], "running": [...], "since_ms"}` in a game with a clock.
- `version`: the table rules the game was set up under (its set-up command's `table_version`; absent
  in logs older than the versions: 1, no limits). From version 2 (TABLE_VERSION) a clock's base is
  at least MIN_BASE_S, and the table keeps `turn`.
- `turn`: `{"at": [turn, round], "undo": {"<seat>": n}, "hand_over": {"<seat>": n}}`: what each seat
  has taken back and handed over since the game first reached its furthest turn and round `at`;
  at most UNDOS_PER_TURN and HAND_OVERS_PER_TURN. An undo moves the game back but not `at`, so
  playing a command again and taking it back cannot start the count afresh: every loop of the
  table's commands ends within a turn (under version 1 a seat could place and undo for ever)."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from domain.core.rules import Event, Rules, RuleViolation, State, Status

UNDO_DEPTH = 20  # commands a seat may take back in a row (bounds what an undo reads back)
TABLE_VERSIONS = (1, 2)  # 1: no limit on undos and hand-overs a turn, any clock; 2: the limits below
TABLE_VERSION = TABLE_VERSIONS[-1]  # new games'
UNDOS_PER_TURN = 3  # undos a seat may make while the game stands at its furthest turn and round
HAND_OVERS_PER_TURN = 1  # likewise hand-overs (each taken back or played on by the bot)
MIN_BASE_S = 5  # a clock's base: the least time a seat has for its first move
TAKE_OVER_LEVEL = "normal"  # the bot level that plays a seat its player left
MACHINE_KINDS = ("automa", "bot")  # who plays a seat on the workers (controller())

# Commands a seat may post to /commands in every game; `clock_ran_out` only the clock job issues.
SEAT_COMMANDS = ("undo", "resign", "hand_over", "take_back")
CLOCK_COMMAND = "clock_ran_out"
REDEAL_COMMAND = "redeal"
"""Recorded on a fork's re-deal (game.redeal_events), which follows its copied events: no seat's command;
replay decides it again from the fork's seed, drawing on the stream of this name."""
EVENTS = frozenset({"undone", "resigned", "seat_taken_over", "seat_taken_back", "clock_ran_out", "game_decided"})


class _Empty(Schema):
    """Table commands carry no data."""


COMMAND_SCHEMAS: dict[str, type[Schema]] = {name: _Empty for name in (*SEAT_COMMANDS, CLOCK_COMMAND)}


BASE_S = {"description": "The seconds each seat's clock starts with."}


class Clock(Schema):
    """A new game's clock: a base of MIN_BASE_S at least (the increment comes only once a turn ends, so
    a smaller base would run out before a player could answer)."""

    base_s = fields.Integer(strict=True, required=True, metadata=BASE_S, validate=validate.Range(
        min=MIN_BASE_S, max=30 * 86400, error=f"a clock's base_s is {MIN_BASE_S} to {{max}} seconds"))
    increment_s = fields.Integer(strict=True, load_default=0, validate=validate.Range(min=0, max=86400), metadata={
        "description": "The seconds added to a seat's clock each time its turn ends (Fischer)."})
    on_timeout = fields.String(load_default="lose", validate=validate.OneOf(["lose", "automa"]), metadata={
        "description": "When a seat's clock reaches zero: lose, the seat is out (with one seat left in, that seat "
                       "wins; with more, a bot plays it on and it cannot win); automa, a bot takes the seat over and "
                       "plays it on."})


class ClockV1(Clock):
    """A clock as table version 1 took it (logs set up under it replay with it): any base, with some time."""

    base_s = fields.Integer(strict=True, required=True, metadata=BASE_S, validate=validate.Range(min=0, max=30 * 86400))

    @validates_schema
    def _some_time(self, data: dict, **_: Any) -> None:
        if data["base_s"] + data["increment_s"] <= 0:
            raise ValidationError("a clock needs base_s or increment_s above 0", "base_s")


class TableOptions(Schema):
    """The options every game takes besides its own. Absent means: undo allowed, no clock (nothing is
    added to the stored options, so games created before these options keep their logs' hashes)."""

    undo = fields.Boolean(truthy={True}, falsy={False}, metadata={"description": (
        "false: no seat may take back a command (undo is refused: undo.disabled). Left out: a seat may take back "
        "its last commands while they revealed nothing and no other seat has acted, at most 3 undos a turn.")})
    clock = fields.Nested(Clock, metadata={"description": (
        "A Fischer clock per seat, running while the seat is to act. Left out: no clock.")})


class TableOptionsV1(TableOptions):
    clock = fields.Nested(ClockV1)


OPTIONS_SCHEMAS: dict[int, type[Schema]] = {1: TableOptionsV1, 2: TableOptions}
OPTION_NAMES = frozenset(TableOptions().fields)


def setup_version(command: dict) -> int:
    """The table version a set-up command opens its game under (1 when it names none: older logs)."""
    version = command.get("table_version", 1)
    if version not in TABLE_VERSIONS or isinstance(version, bool):
        raise RuleViolation("table.version", f"The table rules have versions {', '.join(map(str, TABLE_VERSIONS))}, "
                            f"not {version!r}.", table_versions=list(TABLE_VERSIONS))
    return version


def opening(command: dict) -> dict:
    """The table a set-up command opens: empty under version 1, as older logs built it."""
    version = setup_version(command)
    return {"version": version} if version > 1 else {}


def split_options(options: dict) -> tuple[dict, dict]:
    """(the game's own options, the table's)."""
    return ({k: v for k, v in options.items() if k not in OPTION_NAMES},
            {k: v for k, v in options.items() if k in OPTION_NAMES})


# --- reading the table ----------------------------------------------------------------------------
def controller(table: dict, kinds: list[str], seat: int) -> str:
    """Who plays `seat` now: its own kind ("human", "automa", "bot") unless a bot took it over."""
    taken = table.get("controllers", {}).get(str(seat))
    return taken["kind"] if taken else kinds[seat]


def status(game_status: Status, table: dict) -> Status:
    """The game's status as the table has it: ended by leaving seats, and no seat that left among
    the winners (the best-scoring seat still in wins a game whose rules-winners all left)."""
    ended = table.get("ended")
    if ended:
        return replace(game_status, active_seats=(), finished=True, winners=tuple(ended["winners"]))
    out = table.get("out")
    if not out or not game_status.finished:
        return game_status
    winners = tuple(s for s in game_status.winners if s not in out)
    if not winners and game_status.scores is not None:
        staying = [s for s in range(len(game_status.scores)) if s not in out]
        best = max((game_status.scores[s] for s in staying), default=None)
        winners = tuple(s for s in staying if game_status.scores[s] == best)
    return replace(game_status, winners=winners)


def undo_refusal(table: dict, options: dict, seat: int) -> RuleViolation | None:
    if options.get("undo") is False:
        return RuleViolation("undo.disabled", "This game was created with undo: false.")
    undo = table.get("undo") or {}
    if undo.get("batches") and undo["seat"] == seat:
        return _limit(table, "undo", seat, UNDOS_PER_TURN)
    if undo.get("seat") not in (None, seat):
        return RuleViolation("undo.other_seat_acted", "Another seat has acted since your last command.")
    reasons = {
        "revealed_information": "Your last command revealed something (a die, a draw or a hidden card); "
                                "it cannot be taken back.",
        "not_undoable": "Your last command was not yours to take back (the table or a machine played it).",
    }
    reason = undo.get("reason", "nothing_to_undo")
    return RuleViolation(f"undo.{reason}", reasons.get(reason, "You have no command left to take back."))


def _limit(table: dict, kind: str, seat: int, limit: int) -> RuleViolation | None:
    """The refusal of a seat's `kind` (undo, hand_over) once it made `limit` of them this turn (table
    version 2 on)."""
    if table.get("version", 1) < 2 or table.get("turn", {}).get(kind, {}).get(str(seat), 0) < limit:
        return None
    what = "undos" if kind == "undo" else "hand-overs"
    return RuleViolation(f"{kind}.limit", f"A seat may make {limit} {what} a turn, and this seat has made them; "
                         "play on (the count starts again once the game reaches a new turn or round).",
                         limit=limit)


def seat_commands(table: dict, options: dict, kinds: list[str], seat: int) -> list[dict]:
    """The table commands listed among a seat's legal commands: undo when allowed (resigning and
    handing over are always allowed to a seat still in, and not listed, so that a client playing
    random legal commands never leaves by chance)."""
    if controller(table, kinds, seat) != "human":
        return [{"type": "take_back", "data": {}}] if _taken_back_allowed(table, seat) else []
    return [{"type": "undo", "data": {}}] if undo_refusal(table, options, seat) is None else []


def _taken_back_allowed(table: dict, seat: int) -> bool:
    taken = table.get("controllers", {}).get(str(seat))
    return bool(taken) and taken["reason"] == "handed_over"


# --- deciding -------------------------------------------------------------------------------------
def decide(table: dict, options: dict, kinds: list[str], game_status: Status, seat: int, command: dict,
           now_ms: int | None = None) -> list[Event]:
    """The events of a table command posted by `seat` (for `clock_ran_out`: the seat whose clock ran
    out, posted by the clock job at `now_ms`). `undone` carries the versions it takes back; the
    caller restores the state before `from_version`."""
    kind = command["type"]
    if status(game_status, table).finished:
        raise RuleViolation("game_over", "The game is over.")
    if kind == "undo":
        refusal = undo_refusal(table, options, seat)
        if refusal is not None:
            raise refusal
        first, last = table["undo"]["batches"][-1]
        return [Event("undone", {"from_version": first, "to_version": last}, seat)]
    if kind == "take_back":
        if not _taken_back_allowed(table, seat):
            raise RuleViolation("take_back.not_handed_over", "Only a seat its player handed over can be taken back.")
        return [Event("seat_taken_back", {}, seat)]
    if seat in table.get("out", ()):
        raise RuleViolation("seat.out", "This seat has left the game.")
    if kind == "resign":
        return [Event("resigned", {}, seat), *_leaving(table, kinds, [seat], "resigned")]
    if kind == "hand_over":
        if controller(table, kinds, seat) != "human":
            raise RuleViolation("hand_over.not_yours", "This seat is already played by a machine.")
        refusal = _limit(table, "hand_over", seat, HAND_OVERS_PER_TURN)
        if refusal is not None:
            raise refusal
        return [Event("seat_taken_over", {"kind": "bot", "reason": "handed_over"}, seat)]
    if kind == CLOCK_COMMAND:  # every clock that has run out by now, not only `seat`'s
        clock = options.get("clock")
        ran_out = run_out(table, now_ms) if clock is not None and now_ms is not None else []
        if seat not in ran_out:
            raise RuleViolation("clock.running", "This seat's clock has not run out.")
        events = [Event("clock_ran_out", {"on_timeout": clock["on_timeout"]}, s) for s in ran_out]
        if clock["on_timeout"] == "automa":
            return [*events, *(Event("seat_taken_over", {"kind": "bot", "reason": "clock_ran_out"}, s) for s in ran_out)]
        return [*events, *_leaving(table, kinds, ran_out, "clock_ran_out")]
    raise RuleViolation("table.unknown_command", f"There is no table command {kind!r}.")


def _leaving(table: dict, kinds: list[str], leaving: list[int], reason: str) -> list[Event]:
    """Seats leave (resigned, or lost on time): with one seat or none still in, the game ends and
    that seat wins; otherwise a bot plays the seats on, and they can no longer win."""
    staying = [s for s in range(len(kinds)) if s not in leaving and s not in table.get("out", ())]
    if len(staying) <= 1:
        return [Event("game_decided", {"winners": staying, "reason": reason})]
    return [Event("seat_taken_over", {"kind": "bot", "reason": reason}, s) for s in leaving]


def run_out(table: dict, now_ms: int) -> list[int]:
    """The running clocks that have reached zero at `now_ms`."""
    clocks = table.get("clocks")
    if not clocks:
        return []
    spent = now_ms - clocks["since_ms"]
    return [s for s in clocks["running"] if clocks["remaining_ms"][s] - spent <= 0]


def deadline_ms(table: dict) -> int | None:
    """When the first running clock reaches zero, if any runs."""
    clocks = table.get("clocks")
    if not clocks or not clocks["running"]:
        return None
    return clocks["since_ms"] + min(clocks["remaining_ms"][s] for s in clocks["running"])


# --- evolving -------------------------------------------------------------------------------------
def evolve(table: dict, event: Event) -> dict:
    """The table after one of its own events."""
    seat = event.seat
    if event.type == "undone":
        batches = table["undo"]["batches"][:-1]
        undo = {"seat": seat, "batches": batches} if batches else {"seat": seat, "batches": [], "reason": "nothing_to_undo"}
        return _counted({**table, "undo": undo}, "undo", seat)
    table = {**table, "undo": {"seat": seat, "batches": [], "reason": "not_undoable"}}
    if event.type == "seat_taken_over" and event.data["reason"] == "handed_over":
        table = _counted(table, "hand_over", seat)
    if event.type == "seat_taken_over":
        return {**table, "controllers": {**table.get("controllers", {}),
                                         str(seat): {"kind": event.data["kind"], "reason": event.data["reason"]}}}
    if event.type == "seat_taken_back":
        return {**table, "controllers": {k: v for k, v in table.get("controllers", {}).items() if k != str(seat)}}
    if event.type in ("resigned", "clock_ran_out") and (event.type == "resigned" or event.data["on_timeout"] == "lose"):
        return {**table, "out": sorted({*table.get("out", ()), seat})}
    if event.type == "game_decided":
        return {**table, "ended": {"winners": event.data["winners"], "reason": event.data["reason"]}}
    return table


def _counted(table: dict, kind: str, seat: int) -> dict:
    """One more undo or hand-over of `seat` this turn (table version 2 on)."""
    if table.get("version", 1) < 2:
        return table
    turn = table.get("turn", {})
    counts = turn.get(kind, {})
    return {**table, "turn": {**turn, kind: {**counts, str(seat): counts.get(str(seat), 0) + 1}}}


def _furthest(table: dict, after: Status) -> dict:
    """The counts start again when the game first reaches a turn or round further than any before
    (turn and round only grow as the game is played; an undo takes them back, not `at`)."""
    if table.get("version", 1) < 2:
        return table
    at = table.get("turn", {}).get("at")
    if at is not None and [after.turn, after.round] <= at:
        return table
    return {**table, "turn": {"at": [after.turn, after.round]}}


def after_batch(rules: Rules, table: dict, command: dict, events: list[Event], first: int, last: int) -> dict:
    """The undo ledger after a command's batch, versions `first`..`last` (`command` as the log records
    it: seat, type, and `by` the machine that chose it, if one did): a player's game command that
    revealed nothing joins the seat's commands that may be taken back; any other game command closes
    them (the table's own commands have already done so, or taken one back). A set-up opens the table."""
    if command["type"] == "setup":
        return opening(command)
    if command["type"] == REDEAL_COMMAND:  # taking back a copied command would take back the deal with it
        return {**table, "undo": {"seat": None, "batches": [], "reason": "revealed_information"}}
    if command["type"] in COMMAND_SCHEMAS:
        return table
    seat = command["seat"]
    if command.get("by") is not None:
        return {**table, "undo": {"seat": seat, "batches": [], "reason": "not_undoable"}}
    if any(event.type in rules.revealing_events for event in events):
        return {**table, "undo": {"seat": seat, "batches": [], "reason": "revealed_information"}}
    undo = table.get("undo") or {}
    batches = undo.get("batches", []) if undo.get("seat") == seat else []
    return {**table, "undo": {"seat": seat, "batches": [*batches, [first, last]][-UNDO_DEPTH:]}}


def run_clocks(table: dict, options: dict, kinds: list[str], after: Status, now_ms: int) -> dict:
    """Charge the time since the last batch to the clocks that ran, give the increment to every seat
    whose turn just ended (it was to act and is not any more), and start the clocks of the players
    now to act. Machines' seats have no clock running."""
    clock = options.get("clock")
    if clock is None:
        return table
    clocks = table.get("clocks") or {"remaining_ms": [clock["base_s"] * 1000] * len(kinds), "running": [],
                                     "since_ms": now_ms}
    remaining = list(clocks["remaining_ms"])
    spent = now_ms - clocks["since_ms"]
    running_after = [] if after.finished else [s for s in after.active_seats if controller(table, kinds, s) == "human"]
    for s in clocks["running"]:
        remaining[s] = max(0, remaining[s] - spent)
        if s not in running_after:
            remaining[s] += clock["increment_s"] * 1000
    return {**table, "clocks": {"remaining_ms": remaining, "running": running_after, "since_ms": now_ms}}


# --- folding --------------------------------------------------------------------------------------
def advance(rules: Rules, state: State | None, event: Event, earlier: Callable[[int], State]) -> State:
    """The game's state after any event: a table event changes nothing but `undone`, whose state is
    the one before the command it takes back (`earlier(version)`: the state after `version`)."""
    if event.type == "undone":
        return earlier(event.data["from_version"] - 1)
    if event.type in EVENTS:
        return state
    return rules.evolve(state, event)


def apply(rules: Rules, state: State | None, table: dict, event: Event,
          earlier: Callable[[int], State]) -> tuple[State, dict]:
    """The game's state and the table after one event, the game's or the table's."""
    return advance(rules, state, event, earlier), evolve(table, event) if event.type in EVENTS else table


def close_command(rules: Rules, table: dict, command: dict, events: list[Event], first: int, last: int,
                  options: dict, kinds: list[str], after: Status, now_ms: int | None) -> dict:
    """The table once a command's events `first`..`last` are in (`after`: the status they leave):
    its undo ledger, the turn its limits count, then its clocks at `now_ms` (a log older than the
    events' times runs none)."""
    table = _furthest(after_batch(rules, table, command, events, first, last), after)
    return table if now_ms is None else run_clocks(table, options, kinds, after, now_ms)


def game_events(events: Iterable[Event]) -> list[Event]:
    """A whole log's events (version = position + 1) as the game has them: what an undo took back is
    left out, and so are the table's own events. Folding these gives the log's final state."""
    kept: list[tuple[int, Event]] = []
    for version, event in enumerate(events, start=1):
        if event.type == "undone":
            while kept and kept[-1][0] >= event.data["from_version"]:
                kept.pop()
        elif event.type not in EVENTS:
            kept.append((version, event))
    return [event for _, event in kept]


def redact(rules: Rules, event: Event, seat: int | None) -> Event | None:
    """Table events are public; the game's own are redacted by its rules."""
    return event if event.type in EVENTS else rules.redact(event, seat)

