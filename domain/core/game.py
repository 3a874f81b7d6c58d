"""The steps from a game's options and commands to its events: loading options and commands, setting up,
deciding, re-dealing a fork, the automa's choice, folding events into a state.

The service, offline replay, LocalGame (domain/core/local.py), the tests and the benches all go through
these functions, so a game played anywhere draws the same dice: setup draws from stream 0, a command
submitted at version V draws from stream V, and an automa choosing its command at version V from stream
"automa/V"."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from typing import TYPE_CHECKING, Any

from marshmallow import ValidationError

if TYPE_CHECKING:
    from marshmallow import Schema

from domain.core import table
from domain.core.rng import Rng
from domain.core.rules import (
    MAX_EVENTS_PER_COMMAND,
    Event,
    Redealing,
    RuleEngineLimit,
    Rules,
    RuleViolation,
    SeatSpec,
    State,
)


class CommandInvalid(Exception):
    """A command body does not match its schema (the HTTP layer answers 400 with `errors`)."""

    def __init__(self, errors: dict[str, Any]) -> None:
        super().__init__("invalid command")
        self.errors = errors


@cache
def loader(schema: type[Schema]) -> Schema:
    """One instance per schema class: instances keep no state between loads, and building one (it
    deep-copies its declared fields) costs more than the load itself."""
    return schema()


def load_options(rules: Rules, options: dict | None, table_version: int = table.TABLE_VERSION) -> dict:
    """The game's own options and the table's (undo, clock), each checked by its schema (the table's
    as of `table_version`: a log set up under an older one replays with the options it took)."""
    own, table_options = table.split_options(options or {})
    try:
        return {**loader(rules.options_schema).load(own),
                **loader(table.OPTIONS_SCHEMAS[table_version]).load(table_options)}
    except ValidationError as exc:
        raise CommandInvalid({"options": exc.messages}) from exc


def command_schema(rules: Rules, kind: Any) -> type[Schema] | None:
    """The schema of a command a seat may post: the game's own, or the table's (undo, resign, ...)."""
    if not isinstance(kind, str):
        return None
    return rules.command_schemas.get(kind) or (table.COMMAND_SCHEMAS.get(kind) if kind in table.SEAT_COMMANDS else None)


def seat_command_types(rules: Rules) -> list[str]:
    return sorted([*rules.command_schemas, *table.SEAT_COMMANDS])


def load_command(rules: Rules, command: dict) -> dict:
    """Validate `{type, data}` against the game's command schemas (or the table's, the clock job's
    included); returns it normalised."""
    kind = command.get("type")
    schema = command_schema(rules, kind) or (table.COMMAND_SCHEMAS[kind] if kind == table.CLOCK_COMMAND else None)
    if schema is None:
        raise CommandInvalid({"type": [f"unknown command type; one of {seat_command_types(rules)}"]})
    try:
        data = loader(schema).load(command.get("data") or {})
    except ValidationError as exc:
        raise CommandInvalid({"data": exc.messages}) from exc
    return {"type": kind, "data": data}


def setup_events(rules: Rules, options: dict, seats: list[SeatSpec], seed: str,
                 rules_version: str | None = None) -> list[Event]:
    """The first events of a game under `rules_version` (the newest by default; an older one to
    replay a log played under it)."""
    version = rules_version or rules.rules_version
    if version not in rules.rules_versions:
        raise RuleViolation("game.rules_version", f"{rules.title} has rules versions {', '.join(rules.rules_versions)}, "
                            f"not {version}.", rules_versions=list(rules.rules_versions))
    if not rules.min_players <= len(seats) <= rules.max_players:
        raise RuleViolation(
            "game.player_count",
            f"{rules.title} is for {rules.min_players} to {rules.max_players} players, not {len(seats)}.",
        )
    if not rules.automa and any(seat.kind == "automa" for seat in seats):
        raise RuleViolation("game.no_automa", f"{rules.title} has no automa in its rulebook.")
    return rules.setup(table.split_options(options)[0], seats, Rng(seed, 0), version)


def decide(rules: Rules, state: State, version: int, seat: int, command: dict, seed: str) -> list[Event]:
    events = rules.decide(state, seat, load_command(rules, command), Rng(seed, version))
    if len(events) > MAX_EVENTS_PER_COMMAND:
        raise RuleEngineLimit(rules.name, len(events))
    return events


def redeal_events(rules: Rules, events: list[Event], seed: str) -> list[Event]:
    """A fork's first events of its own: what its copied log (`events`, the table's events included)
    hid from a spectator, dealt again from the fork's seed. None in a game that hides nothing."""
    if not isinstance(rules, Redealing):
        return []
    return rules.redeal(fold(rules, events), table.game_events(events), Rng(seed, table.REDEAL_COMMAND))


def automa_command(rules: Rules, state: State, version: int, seat: int, seed: str) -> dict:
    return rules.automa_command(state, seat, Rng(seed, f"automa/{version}"))


def fold(rules: Rules, events: Iterable[Event], state: State | None = None,
         earlier: Callable[[int], State] | None = None) -> State | None:
    """The state after `events`. A whole log (from no state) may hold undos; events folded onto a
    state may too when `earlier(version)` gives the log's state after an earlier version."""
    if state is None and earlier is None:
        events = table.game_events(events)
    for event in events:
        state = table.advance(rules, state, event, earlier or _no_earlier)
    return state


def _no_earlier(version: int) -> State:
    raise ValueError(f"an undo back to version {version} needs the log's earlier states")
