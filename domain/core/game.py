"""Playing a game in memory by exactly the steps the service takes.

The service, offline replay, the tests and the benches all go through these functions, so a game
played anywhere draws the same dice: setup draws from stream 0, a command submitted at version V
draws from stream V, and an automa choosing its command at version V from stream "automa/V"."""
from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

from marshmallow import Schema, ValidationError

from domain.core.canonical import state_hash
from domain.core.rng import Rng
from domain.core.rules import (
    MAX_EVENTS_PER_COMMAND,
    Event,
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


def load_options(rules: Rules, options: dict | None) -> dict:
    try:
        return loader(rules.options_schema).load(options or {})
    except ValidationError as exc:
        raise CommandInvalid({"options": exc.messages}) from exc


def load_command(rules: Rules, command: dict) -> dict:
    """Validate `{type, data}` against the game's command schemas; returns it normalised."""
    kind = command.get("type")
    schema = rules.command_schemas.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise CommandInvalid({"type": [f"unknown command type; one of {sorted(rules.command_schemas)}"]})
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
    return rules.setup(options, seats, Rng(seed, 0), version)


def decide(rules: Rules, state: State, version: int, seat: int, command: dict, seed: str) -> list[Event]:
    events = rules.decide(state, seat, load_command(rules, command), Rng(seed, version))
    if len(events) > MAX_EVENTS_PER_COMMAND:
        raise RuleEngineLimit(rules.name, len(events))
    return events


def automa_command(rules: Rules, state: State, version: int, seat: int, seed: str) -> dict:
    return rules.automa_command(state, seat, Rng(seed, f"automa/{version}"))


def fold(rules: Rules, events: Iterable[Event], state: State | None = None) -> State | None:
    for event in events:
        state = rules.evolve(state, event)
    return state


class LocalGame:
    """One game in memory: events, states and the hash after every event."""

    def __init__(self, rules: Rules, seats: list[SeatSpec], options: dict | None = None, seed: str = "local",
                 rules_version: str | None = None):
        self.rules = rules
        self.seed = seed
        self.seats = seats
        self.options = load_options(rules, options)
        self.events: list[Event] = []
        self.hashes: list[str] = []
        self.commands: list[tuple[int, dict, int]] = []  # (seat, command, version before it)
        self.state: State | None = None
        self._apply(setup_events(rules, self.options, seats, seed, rules_version))

    @property
    def version(self) -> int:
        return len(self.events)

    def _apply(self, events: list[Event]) -> None:
        for event in events:
            self.state = self.rules.evolve(self.state, event)
            self.events.append(event)
            self.hashes.append(state_hash(self.state))

    def play(self, seat: int, command: dict) -> list[Event]:
        events = decide(self.rules, self.state, self.version, seat, command, self.seed)
        self.commands.append((seat, command, self.version))
        self._apply(events)
        return events

    def play_automa(self, seat: int) -> list[Event]:
        return self.play(seat, automa_command(self.rules, self.state, self.version, seat, self.seed))

    def status(self):
        return self.rules.status(self.state)


def random_playout(
    rules: Rules,
    seats: list[SeatSpec],
    options: dict | None = None,
    seed: str = "local",
    chooser_seed: str = "chooser",
    max_commands: int = 100_000,
    rules_version: str | None = None,
) -> LocalGame:
    """Play a whole game: automa seats by their automa, the others by a random legal command."""
    game = LocalGame(rules, seats, options, seed, rules_version)
    chooser = Rng(chooser_seed, "play")
    for _ in range(max_commands):
        status = game.status()
        if status.finished:
            return game
        if not status.active_seats:
            raise AssertionError(f"{rules.name}: no active seat in an unfinished game at v{game.version}")
        seat = chooser.choice(list(status.active_seats))
        if seats[seat].kind == "automa":
            game.play_automa(seat)
            continue
        legal = rules.legal_commands(game.state, seat)
        if not legal:
            raise AssertionError(f"{rules.name}: active seat {seat} has no legal command at v{game.version}")
        game.play(seat, chooser.choice(legal))
    raise AssertionError(f"{rules.name}: game not finished after {max_commands} commands")
