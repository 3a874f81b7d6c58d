"""A bounded search for endless play: from a position, sequences of legal commands (of whichever seats
are to act, automa seats by their automa) that come back to an equal state (same state hash) while
the game's turn and round stay where they were. Such a cycle could be played for ever: a hostile
client would grow the game's log without end. Used by the games' loop tests."""
from __future__ import annotations

from collections.abc import Callable, Iterator

from domain.core.canonical import state_hash
from domain.core.game import LocalGame, load_command
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
