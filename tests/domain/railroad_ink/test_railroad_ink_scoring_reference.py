"""The bitboard scorer (domain/railroad_ink/bitboard.py, issue 42) against the scorer it replaced, kept here
as the reference: a pass over neighbouring pairs of squares, union-find over route segments, and every
simple path walked for the longest routes. Boards are the final boards of random games, as the bench
builds them (bench/railroad_ink_scoring.py), with each expansion and both."""
from __future__ import annotations

import pytest

from domain.core import Rng, RuleViolation, SeatSpec, random_playout
from domain.railroad_ink import RULES
from domain.railroad_ink.board import (
    CENTER,
    EXIT_NETWORK_POINTS,
    EXITS,
    KINDS,
    NEIGHBOURS,
    OPPOSITE,
    SQUARE_COUNT,
    orient,
)
from domain.railroad_ink.expansions import expansion_score
from domain.railroad_ink.scoring import (
    CODES,
    _drawn_at_a_glance,
    _segment_of,
    expansions_of,
    parse_board,
    score,
    to_api,
)
from tests.domain.railroad_ink.test_railroad_ink_scoring import _components, brute_longest

SEGMENT_OF = {code: _segment_of(code) for code in CODES}
FORWARD = tuple(
    tuple((NEIGHBOURS[i][side], side, OPPOSITE[side]) for side in (1, 2) if NEIGHBOURS[i][side] >= 0)
    for i in range(SQUARE_COUNT)
)


def reference_links(board: list[str]) -> dict[str, dict[int, list[int]]]:
    """Per kind, {square holding it: squares it is joined to by that kind}."""
    return {
        kind: {i: [j for side, j in enumerate(NEIGHBOURS[i])
                   if j >= 0 and board[j] and board[i][side] == kind == board[j][OPPOSITE[side]]]
               for i, code in enumerate(board) if kind in code}
        for kind in KINDS
    }


def reference_score(board: list[str], expansions: list[str]) -> dict[str, int]:
    """The scorer before issue 42's bitboards, its longest routes by walking every simple path."""
    occupied = [i for i, code in enumerate(board) if code]
    links = reference_links(board)
    network = list(range(2 * SQUARE_COUNT))
    ends = joined = 0
    for i in occupied:
        code = board[i]
        ends += sum(1 for side in range(4) if NEIGHBOURS[i][side] >= 0 and code[side] in KINDS)
        for j, side, facing in FORWARD[i]:
            other = board[j]
            kind = code[side]
            if other and kind in KINDS and kind == other[facing]:
                joined += 1
                network[root(network, 2 * i + SEGMENT_OF[code][side])] = root(network, 2 * j + SEGMENT_OF[other][facing])
    exits_of: dict[int, int] = {}
    for i, side, kind in EXITS:
        code = board[i]
        if code and code[side] == kind:
            top = root(network, 2 * i + SEGMENT_OF[code][side])
            exits_of[top] = exits_of.get(top, 0) + 1
    breakdown = {
        "exits": sum(EXIT_NETWORK_POINTS.get(count, 0) for count in exits_of.values()),
        "longest_highway": brute_longest(links["H"]),
        "longest_railway": brute_longest(links["R"]),
        "center": len([i for i in CENTER if board[i] and any(side in KINDS for side in board[i][:4])]),
    }
    errors = ends - 2 * joined
    if expansions:
        breakdown["expansion"], more_errors = expansion_score(board, expansions)
        errors += more_errors
    return {**breakdown, "errors": errors, "total": sum(breakdown.values()) - errors}


def root(parent: list[int], node: int) -> int:
    while parent[node] != node:
        parent[node] = node = parent[parent[node]]
    return node


def finished_boards(expansions: list[str], games: int) -> list[tuple[list[str], dict]]:
    """(internal board, API board as the view shows it) of every seat of `games` random 6-seat games."""
    out = []
    for n in range(games):
        game = random_playout(RULES, [SeatSpec(f"p{i}") for i in range(6)], {"expansions": expansions},
                              seed=f"reference-{'-'.join(expansions)}-{n}", chooser_seed=str(n))
        views = RULES.view(game.state, None)["boards"]
        out += [(seat["board"], view) for seat, view in zip(game.state["seats"], views, strict=True)]
    return out


def scored_as_the_reference(expansions: list[str], games: int) -> int:
    """Compare every way in to the reference on random finished boards; the count of boards with a loop."""
    looped = 0
    for board, api in finished_boards(expansions, games):
        expected = reference_score(board, expansions)
        assert score(board, expansions) == expected
        assert RULES.score_board(api) == expected and list(RULES.score_board(api)) == list(expected)
        assert RULES.score_board(to_api(board, expansions)) == expected
        looped += any(has_a_loop(links) for links in reference_links(board).values())
    return looped


def test_the_bitboard_scorer_scores_random_finished_boards_as_the_scorer_it_replaced():
    assert scored_as_the_reference([], 20) >= 2  # boards with a loop (the exact search's way) were among them


@pytest.mark.parametrize("expansions", [["meteor"], ["lava"], ["meteor", "lava"]])
def test_the_bitboard_scorer_scores_random_finished_boards_of_the_expansions_as_the_scorer_it_replaced(expansions):
    scored_as_the_reference(expansions, 4)


def has_a_loop(links: dict[int, list[int]]) -> bool:
    return sum(map(len, links.values())) // 2 > len(links) - _components(links)


def test_dense_corners_of_the_board_with_many_loops_are_scored_as_the_scorer_it_replaced():
    """4 by 4 squares of crossings, stations and overpasses in a random place (small enough for the
    reference to walk every path), many with loops."""
    rng = Rng("dense", 0)
    pieces = ["HHHH", "HHHH", "HHHH", "RRRR", "RRRR", "HRHR*", "HHRH", "HRRR"]
    loops = 0
    for _ in range(60):
        top, left = rng.below(4), rng.below(4)
        board = [""] * SQUARE_COUNT
        for row in range(top, top + 4):
            for col in range(left, left + 4):
                if rng.below(10) < 9:
                    board[row * 7 + col] = orient(rng.choice(pieces), rng.below(4), False)
        assert score(board) == reference_score(board, [])
        loops += any(has_a_loop(links) for links in reference_links(board).values())
    assert loops >= 10  # boards with a loop of a kind (14 of the 60)


def mended(api: dict, rng: Rng) -> dict:
    """A copy of an API board with one square (or the board) changed the way a careless client would."""
    squares = [dict(square) for square in api["squares"]]
    square = rng.choice(squares)
    change = rng.below(9)
    if change == 0:
        square["row"] = square["row"] == 1 if square["row"] < 2 else float(square["row"])  # True, False or 3.0
    elif change == 1:
        square["col"] = float(square["col"])
    elif change == 2:
        square["overpass"] = int(square["overpass"])
    elif change == 3:
        square["colour"] = "red"
    elif change == 4:
        squares.append(dict(square))  # listed twice
    elif change == 5:
        square["edges"] = square["edges"].lower()
    elif change == 6:
        square["overpass"] = True
    elif change == 7:
        del square["overpass"]
    else:
        return {"squares": squares, "expansions": []}
    return {"squares": squares}


def test_a_changed_board_is_scored_or_refused_as_the_rule_by_rule_check_says():
    """The check at a glance (scoring._drawn_at_a_glance) passes only boards the rule-by-rule check passes,
    and scores them the same; any other board gets the rule-by-rule check's refusal."""
    rng = Rng("changed", 0)
    refusals = 0
    for _, api in finished_boards([], 3):
        assert _drawn_at_a_glance(api) is not None  # a well-formed board is read at a glance
        for _ in range(12):
            raw = mended(api, rng)
            try:
                expected = score(parse_board(raw), expansions_of(raw))
            except RuleViolation as refusal:
                refusals += 1
                assert _drawn_at_a_glance(raw) is None
                with pytest.raises(RuleViolation) as caught:
                    RULES.score_board(raw)
                assert (caught.value.message, caught.value.details) == (refusal.message, refusal.details)
            else:
                assert RULES.score_board(raw) == expected
    assert 50 < refusals < 200  # both kinds of board were tried
