"""A bounded search for endless play: from a position, sequences of legal commands (of whichever seats
are to act, automa seats by their automa) that come back to an equal state (same state hash) while
the game's turn and round stay where they were. Such a cycle could be played for ever: a hostile
client would grow the game's log without end. Used by the games' loop tests.

`find_table_loop` searches the same with the table's commands too (undo, hand_over, take_back, of
any seat), on whole games (an undo reads the log back)."""
from __future__ import annotations

import copy
from collections.abc import Callable, Iterator

from domain.core import table as tables
from domain.core.canonical import state_hash
from domain.core.game import load_command
from domain.core.local import LocalGame
from domain.core.rng import Rng
from domain.core.rules import Rules, RuleViolation, State


def positions(game: LocalGame, every: int) -> Iterator[State]:
    """The states between the commands of a played game (every `every`-th one), while it is not over:
    the positions a client can be in."""
    ends = sorted({version for _, _, version in game.commands})
    for version in ends[::every]:
        state = game.state_after(version)
        if not game.rules.status(state).finished:
            yield state


def _moves(rules: Rules, kinds: list[str], state: State, rng: Rng, per_type: int) -> list[tuple[int, dict]]:
    """The commands to try: every seat to act, at most `per_type` commands of each type (picked at
    random: a Lilliput action stage lists hundreds of lays)."""
    out = []
    for seat in rules.status(state).active_seats:
        if kinds[seat] == "automa":
            out.append((seat, rules.automa_command(state, seat, rng)))
            continue
        by_type: dict[str, list[dict]] = {}
        for command in rules.legal_commands(state, seat):
            by_type.setdefault(command["type"], []).append(command)
        for commands in by_type.values():
            if len(commands) > per_type:
                commands = [commands[i] for i in sorted(rng.sample(range(len(commands)), per_type))]
            out += [(seat, command) for command in commands]
    return out


def turn_and_round(rules: Rules, state: State) -> tuple:
    status = rules.status(state)
    return status.turn, status.round


def find_loop(rules: Rules, kinds: list[str], start: State, depth: int = 6, nodes: int = 200,
              per_type: int = 4, progress: Callable[[Rules, State], tuple] = turn_and_round,
              key: Callable[[State], str] = state_hash) -> list[tuple[int, dict]] | None:
    """A cycle of at most `depth` commands from `start` (or from a state reached from it without
    progress) back to an equal state, with `progress` (the turn and round) unchanged; None if the
    bounded search (at most `nodes` states expanded) finds none. Every listed command must be
    accepted by decide. A game that counts every command in its state (Tinners' Trail's `turn`) is
    searched with a `key` that leaves the count out and a `progress` that does not include it."""
    where = progress(rules, start)
    rng = Rng("loop-search", state_hash(start))
    explored: set[str] = set()
    budget = [nodes]

    def search(state: State, path: list[str], commands: list[tuple[int, dict]]) -> list | None:
        here = key(state)
        if here in path:
            return commands[path.index(here):]
        if here in explored or len(path) >= depth or budget[0] <= 0:
            return None
        budget[0] -= 1
        for seat, command in _moves(rules, kinds, state, rng, per_type):
            try:
                events = rules.decide(state, seat, load_command(rules, command), rng)
            except RuleViolation as refused:  # listed but refused: legal and decide disagree
                raise AssertionError(f"{rules.name}: listed {command} refused: {refused.code}") from refused
            after = state
            for event in events:
                after = rules.evolve(after, event)
            if rules.status(after).finished or progress(rules, after) != where:
                continue
            found = search(after, [*path, here], [*commands, (seat, command)])
            if found is not None:
                return found
        explored.add(here)
        return None

    return search(start, [], [])


# --- with the table's commands ----------------------------------------------------------------------
HAND_OVER = {"type": "hand_over", "data": {}}


def _copy(game: LocalGame) -> LocalGame:
    """A game to play on without touching `game` (states and tables are replaced, never changed)."""
    child = copy.copy(game)
    child.events, child.hashes, child.commands = list(game.events), list(game.hashes), list(game.commands)
    return child


def played_games(game: LocalGame, every: int, table_version: int = tables.TABLE_VERSION) -> Iterator[LocalGame]:
    """The played game again, under `table_version`, as it stood before every `every`-th command
    while not over: the positions a client can be in, with their logs."""
    again = LocalGame(game.rules, game.seats, game.options, game.seed, game.setting.rules_version, table_version)
    for n, (seat, command, _) in enumerate(game.commands):
        if again.status().finished:
            return
        if n % every == 0:
            yield _copy(again)
        again.play(seat, command, by="automa" if game.seats[seat].kind == "automa" else None)


def position(game: LocalGame, key: Callable[[State], str] = state_hash) -> str:
    """The game's state (by `key`) and its table, less the versions its undo ledger names (they only
    grow with the log; how many commands it holds is kept). The turn the table's limits count from
    is kept: a count started afresh at a new turn is not the same position as the count before."""
    table = dict(game.table)
    undo = table.pop("undo", {})
    ledger = {"seat": undo.get("seat"), "commands": len(undo.get("batches", [])), "reason": undo.get("reason")}
    return state_hash({"state": key(game.state), "table": table, "undo": ledger})


def _table_moves(game: LocalGame, rng: Rng, per_type: int) -> list[tuple[int, dict, str | None]]:
    """The table's commands of every seat first (undo and take_back when listed, hand_over by any
    seat its player plays: not listed, so that random clients never leave by chance; resigning is
    left out: a seat out stays out), then the game's commands of the seats to act, each by whoever
    plays the seat now (`by`: its machine, if one does)."""
    kinds = [seat.kind for seat in game.seats]
    players = [tables.controller(game.table, kinds, seat) for seat in range(len(kinds))]
    out: list[tuple[int, dict, str | None]] = []
    for seat, player in enumerate(players):
        out += [(seat, command, None) for command in tables.seat_commands(game.table, game.options, kinds, seat)]
        if player == "human" and seat not in game.table.get("out", ()):
            out.append((seat, HAND_OVER, None))
    out += [(seat, command, None if players[seat] == "human" else players[seat])
            for seat, command in _moves(game.rules, players, game.state, rng, per_type)]
    return out


def find_table_loop(start: LocalGame, depth: int = 6, nodes: int = 200, per_type: int = 4,
                    key: Callable[[State], str] = state_hash) -> list[tuple[int, dict]] | None:
    """A cycle of at most `depth` commands, the game's and the table's, from `start` (or from a
    position reached from it) back to an equal position (`position`: the game's state and its table);
    None if the bounded search (at most `nodes` positions expanded) finds none. The commands may go
    past a turn and back (an undo takes a turn's end back); an equal state is at the same turn and
    round. Every listed command must be accepted; an unlisted hand_over may be refused."""
    rng = Rng("loop-search", start.hashes[-1])
    explored: set[str] = set()
    budget = [nodes]

    def search(game: LocalGame, path: list[str], commands: list[tuple[int, dict]]) -> list | None:
        here = position(game, key)
        if here in path:
            return commands[path.index(here):]
        if here in explored or len(path) >= depth or budget[0] <= 0:
            return None
        budget[0] -= 1
        for seat, command, by in _table_moves(game, rng, per_type):
            after = _copy(game)
            try:
                after.play(seat, command, by)
            except RuleViolation as refused:
                if command is HAND_OVER:
                    continue
                raise AssertionError(f"{game.rules.name}: listed {command} refused: {refused.code}") from refused
            if after.status().finished:
                continue
            found = search(after, [*path, here], [*commands, (seat, command)])
            if found is not None:
                return found
        explored.add(here)
        return None

    return search(start, [], [])
