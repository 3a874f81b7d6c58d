"""A game played in memory: LocalGame (tests, benches, bots) decides and folds through the same decider as the
service (domain/core/match.py), and random_playout plays one to its end by random legal commands (play_out
plays on one that has begun)."""
from __future__ import annotations

from types import EllipsisType

from domain.core import match, table
from domain.core.canonical import state_hash
from domain.core.game import automa_command, fold, load_options, setup_events
from domain.core.rng import Rng
from domain.core.rules import Event, Rules, SeatSpec, State


class LocalGame:
    """One game in memory: events, states and the hash after every event, and its table (undo,
    resigning, handing over, under `table_version`; no clocks: nothing here reads the time). It
    decides and folds as the service does (domain/core/match.py)."""

    def __init__(self, rules: Rules, seats: list[SeatSpec], options: dict | None = None, seed: str = "local",
                 rules_version: str | None = None, table_version: int = table.TABLE_VERSION):
        self.rules = rules
        self.seed = seed
        self.seats = seats
        self.options = load_options(rules, options, table_version)
        self.setting = match.Setting(rules, self.options, tuple(s.kind for s in seats), seed,
                                     rules_version or rules.rules_version)
        self.events: list[Event] = []
        self.hashes: list[str] = []
        self.commands: list[tuple[int, dict, int]] = []  # (seat, command, version before it)
        self.state: State | None = None
        self.table: dict = {}
        setup = setup_events(rules, self.options, seats, seed, rules_version)
        opening = {"type": "setup", "table_version": table_version}
        self._take(match.record(self.setting, match.Position(0, None), [(opening, setup)], self.state_after))

    @property
    def version(self) -> int:
        return len(self.events)

    def state_after(self, version: int) -> State:
        return fold(self.rules, self.events[:version])

    def _take(self, decision: match.Decision) -> list[Event]:
        self.events += decision.events
        self.hashes += [state_hash(state) for state in decision.states]
        self.state, self.table = decision.state, decision.table
        return decision.events

    def play(self, seat: int, command: dict, by: str | None | EllipsisType = ...) -> list[Event]:
        """`by`: None for the seat's player, else the machine that chose the command; by default,
        whoever plays the seat now (an automa seat's automa)."""
        at = match.Position(self.version, self.state, self.table)
        if by is ...:
            by = match.played_by(self.setting, self.table, seat)
        decision = match.decide(self.setting, at, seat, command, self.state_after, by)
        self.commands.append((seat, command, at.version))
        return self._take(decision)

    def play_automa(self, seat: int) -> list[Event]:
        return self.play(seat, automa_command(self.rules, self.state, self.version, seat, self.seed), by="automa")

    def status(self):
        return match.status(self.rules, self.state, self.table)


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
    return play_out(LocalGame(rules, seats, options, seed, rules_version), chooser_seed, max_commands)


def play_out(game: LocalGame, chooser_seed: str = "chooser", max_commands: int = 100_000) -> LocalGame:
    """Play `game` on from where it stands to its end, as random_playout plays a new one."""
    rules, seats = game.rules, game.seats
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
