"""Every loop bounded, in the games that had none to fix: from positions of random games no bounded
sequence of legal commands comes back to an equal state while the game stands still. (18 Lilliput
and Railroad Ink had such loops; their tests are beside them, tests/domain/<game>/test_*_loops.py.)

Why none is possible: Ticket to Ride's every turn ends the turn or draws from a finite deck, and a
pass is listed only when nothing else is, every seat passing in a row ending the game; Mini Express's
every turn ends the turn; Tinners' Trail's every action spends time on the time track, an auction's
bids rise and a seat passes once a phase.

With the table's commands too (undo, hand_over, take_back: domain/core/table.py), from table version 2
no loop either: a seat makes at most 3 undos and 1 hand-over a turn (counted from the furthest turn
and round the game reached, which an undo does not take back); under version 1 a seat could place and
undo, or hand over and take back, for ever."""
from __future__ import annotations

import pytest

from domain.core.canonical import state_hash
from domain.core.local import random_playout
from domain.core.registry import get_rules
from domain.core.rules import SeatSpec
from tests.domain.loop_search import find_loop, find_table_loop, played_games, positions, turn_and_round


def seats(n: int, automa: bool = False) -> list[SeatSpec]:
    return [SeatSpec(f"p{i}") for i in range(n - automa)] + ([SeatSpec("automa", "automa")] if automa else [])


def without_turn(state: dict) -> str:
    """Tinners' Trail counts every seat's event in `turn`: left out, a loop would show as a repeat."""
    return state_hash({k: v for k, v in state.items() if k != "turn"})


def round_and_phase(rules, state: dict) -> tuple:
    return state["round"], state["phase"]


GAMES = [
    ("ticket-to-ride", seats(3), {}, turn_and_round, state_hash),
    ("mini-express", seats(2), {}, turn_and_round, state_hash),
    ("mini-express", seats(2, automa=True), {}, turn_and_round, state_hash),
    ("mini-express", seats(2), {"mode": "expert"}, turn_and_round, state_hash),
    ("tinners-trail", seats(3), {}, round_and_phase, without_turn),
    ("tinners-trail", seats(4), {}, round_and_phase, without_turn),
]


@pytest.mark.parametrize("name, table, options, progress, key", GAMES,
                         ids=[f"{g[0]}-{'-'.join(s.kind[0] for s in g[1])}-{'-'.join(g[2].values()) or 'base'}"
                              for g in GAMES])
def test_no_sequence_of_legal_commands_comes_back_to_the_same_position(name, table, options, progress, key):
    rules = get_rules(name)
    game = random_playout(rules, table, options, seed=f"loops-{name}", chooser_seed="loops")
    kinds = [seat.kind for seat in table]
    searched = 0
    for state in positions(game, 5):
        assert find_loop(rules, kinds, state, depth=5, nodes=30, progress=progress, key=key) is None
        searched += 1
    assert searched >= 10


TABLE_GAMES = [
    ("railroad-ink", seats(2), {}, state_hash),
    ("railroad-ink", seats(1), {"expansions": ["meteor", "lava"]}, state_hash),
    ("lilliput", seats(3), {}, state_hash),
    ("lilliput", [SeatSpec("p0"), SeatSpec("Gulliver", "automa")], {}, state_hash),
    ("ticket-to-ride", seats(3), {}, state_hash),
    ("mini-express", seats(2, automa=True), {}, state_hash),
    ("mini-express", seats(3), {}, state_hash),
    ("tinners-trail", seats(3), {}, without_turn),
]


@pytest.mark.parametrize("name, table, options, key", TABLE_GAMES,
                         ids=[f"{g[0]}-{'-'.join(s.kind[0] for s in g[1])}" for g in TABLE_GAMES])
def test_with_the_tables_commands_no_sequence_comes_back_to_the_same_position(name, table, options, key):
    """Issue 24.3: undo, hand_over and take_back of any seat, with the game's commands, from positions
    of a random game (whose commands were undoable, so undos are tried): no endless loop."""
    rules = get_rules(name)
    game = random_playout(rules, table, options, seed=f"table-loops-{name}", chooser_seed="table-loops")
    searched = 0
    for position in played_games(game, max(1, len(game.commands) // 12)):
        assert find_table_loop(position, depth=5, nodes=30, key=key) is None
        searched += 1
    assert searched >= 10


def test_under_table_version_1_the_search_finds_the_tables_loops():
    """The search sees the loops the limits end: under version 1 (no limits) it finds one everywhere."""
    rules = get_rules("railroad-ink")
    game = random_playout(rules, seats(2), {}, seed="table-loops-railroad-ink", chooser_seed="table-loops-2")
    kinds = set()
    for position in played_games(game, len(game.commands) // 6, table_version=1):
        loop = find_table_loop(position, depth=5, nodes=30)
        assert loop is not None
        kinds.add(" ".join(sorted(command["type"] for _, command in loop)))
    assert "hand_over take_back" in kinds and any(kind.endswith(" undo") for kind in kinds)  # a command and its undo
