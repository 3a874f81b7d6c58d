"""Final scoring by the rulebook ("Jak počítat body"), on hand-built boards in the API format."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from domain.core import Rng, RuleViolation
from domain.railroad_ink import RULES
from domain.railroad_ink.board import NEIGHBOURS, orient
from domain.railroad_ink.scoring import _segment_of, longest_path, parse_board, score

# The checked content, as the project received it (its copy in the package must stay byte for byte).
CHECKED_SHA256 = "6eb30891e2a23540522a357493300ab18b8cdb4e8ecd54c421cdee0beec3d59d"
PACKAGE = Path(__file__).resolve().parents[3] / "domain" / "railroad_ink" / "content" / "railroad-ink.json"


def board(squares: dict[tuple[int, int], str]) -> dict:
    """An API board from {(row, col): edges}, a trailing * marking an overpass."""
    return {
        "squares": [
            {"row": r, "col": c, "edges": code[:4], "overpass": code.endswith("*")}
            for (r, c), code in sorted(squares.items())
        ]
    }


def line(cells, code: str) -> dict[tuple[int, int], str]:
    return {cell: code for cell in cells}


def test_package_content_is_the_checked_file():
    assert hashlib.sha256(PACKAGE.read_bytes()).hexdigest() == CHECKED_SHA256


def test_exit_network_table_is_the_checked_content():
    table = CONTENT["exit_network_points"]
    assert table["4"] == 12 and table["6"] == 20 and table["12"] == 45


def rulebook_example() -> dict[tuple[int, int], str]:
    """Two networks like Jiřina's: A, a highway cross of 4 exits; B, railways joining 6 exits.
    B's railways pass under A's highways on overpasses, so A and B stay apart."""
    squares = {}
    squares |= line([(r, 1) for r in range(7)], "H_H_")  # highway from exit N(0,1) to exit S(6,1)
    squares |= line([(3, c) for c in range(7)], "_H_H")  # highway from exit W(3,0) to exit E(3,6)
    squares[(3, 1)] = "HHHH"
    squares |= line([(r, 3) for r in range(7)], "R_R_")  # railway from exit N(0,3) to exit S(6,3)
    squares[(3, 3)] = "RHRH*"
    for row in (1, 5):  # railways from exit W(row,0) to exit E(row,6)
        squares |= line([(row, c) for c in range(7)], "_R_R")
        squares[(row, 1)] = "HRHR*"
        squares[(row, 3)] = "RRRR"
    return squares


def test_rulebook_example_networks_of_4_and_6_exits_score_12_plus_20():
    result = RULES.score_board(board(rulebook_example()))
    assert result["exits"] == 12 + 20 == 32
    assert result["errors"] == 0
    # highway: from exit N down to the cross, then east to exit E: 4 + 5 squares (the branch west is not counted)
    assert result["longest_highway"] == 9
    # railway: row 1 from an end to col 3, down col 3 to row 5, out to an end: 4 + 4 + 3 squares
    assert result["longest_railway"] == 11
    assert result["center"] == 5  # (2,3), (3,2), (3,3), (3,4), (4,3)
    assert result["total"] == 32 + 9 + 11 + 5


def test_without_overpasses_the_two_networks_join_into_one_of_10_exits():
    squares = rulebook_example()
    squares[(1, 1)] = squares[(5, 1)] = "HRHR"  # stations instead of overpasses: highway and railway join
    assert RULES.score_board(board(squares))["exits"] == 36


def test_a_single_exit_scores_nothing():
    assert RULES.score_board(board({(0, 1): "H_H_"}))["exits"] == 0


def ring() -> dict[tuple[int, int], str]:
    """Highways all round the board edge, joining the six highway exits; railway exits are passed by."""
    squares = {}
    squares |= line([(0, c) for c in range(1, 6)], "_H_H")
    squares |= line([(6, c) for c in range(1, 6)], "_H_H")
    squares |= line([(r, 0) for r in range(1, 6)], "H_H_")
    squares |= line([(r, 6) for r in range(1, 6)], "H_H_")
    squares |= {(0, 0): "_HH_", (0, 6): "__HH", (6, 6): "H__H", (6, 0): "HH__"}
    squares |= {(0, 1): "HH_H", (0, 5): "HH_H", (6, 1): "_HHH", (6, 5): "_HHH", (3, 0): "H_HH", (3, 6): "HHH_"}
    return squares


def test_a_loop_counts_once_round_and_railway_exits_beside_it_are_not_joined():
    result = RULES.score_board(board(ring()))
    assert result == {
        "exits": 20, "longest_highway": 24, "longest_railway": 0, "center": 0, "errors": 0, "total": 44,
    }


def test_a_small_loop_is_counted_without_closing_it():
    squares = {(2, 2): "_HH_", (2, 3): "__HH", (3, 3): "H__H", (3, 2): "HH__"}
    assert RULES.score_board(board(squares))["longest_highway"] == 4


def test_a_loop_with_a_tail_counts_the_tail_and_the_whole_way_round():
    squares = {(1, 1): "_HH_", (1, 2): "_H_H", (1, 3): "__HH", (2, 1): "H_H_", (2, 3): "H_H_",
               (3, 1): "HH__", (3, 2): "_H_H", (3, 3): "HHH_",  # T: the tail leaves south
               (4, 3): "H_H_", (5, 3): "H_H_"}
    assert RULES.score_board(board(squares))["longest_highway"] == 10


def test_the_longest_of_several_highways_counts_even_beside_a_bigger_looped_one():
    squares = line([(0, c) for c in range(7)], "_H_H")  # 7 in a line
    # 8 squares: a small loop with a tail at each corner, but no path longer than 6
    squares |= {(3, 2): "HHH_", (3, 3): "_HHH", (4, 3): "H_HH", (4, 2): "HH_H",
                (2, 2): "__H_", (3, 4): "___H", (5, 3): "H___", (4, 1): "_H__"}
    assert RULES.score_board(board(squares))["longest_highway"] == 7
    del squares[(0, 6)], squares[(0, 5)]
    assert RULES.score_board(board(squares))["longest_highway"] == 6


def test_branches_are_not_counted():
    squares = line([(3, c) for c in range(5)], "_H_H") | line([(4, 2), (5, 2)], "H_H_")
    squares[(3, 2)] = "_HHH"
    squares[(6, 2)] = "H___"
    # 8 highway squares, but the longest run without a branch is (3,0)..(3,2) then down to (6,2)
    assert RULES.score_board(board(squares))["longest_highway"] == 6


def test_stations_do_not_break_a_highway_or_a_railway_but_do_not_join_them_into_one_route():
    squares = {(3, 0): "_H_H", (3, 1): "_H_H", (3, 2): "RH_H", (3, 3): "_H_H",  # station on the highway
               (2, 2): "R_R_", (1, 2): "R_R_", (0, 2): "__R_"}
    result = RULES.score_board(board(squares))
    assert result["longest_highway"] == 4  # the station square is part of the highway
    assert result["longest_railway"] == 4  # and of the railway, which is not added to the highway


def test_an_overpass_carries_both_routes_without_joining_them():
    squares = {(3, 0): "_H_H", (3, 1): "_H_H", (3, 2): "RHRH*", (3, 3): "_H_H",
               (2, 2): "R_R_", (4, 2): "R_R_"}
    result = RULES.score_board(board(squares))
    assert result["longest_highway"] == 4
    assert result["longest_railway"] == 3
    assert result["exits"] == 0  # only exit W(3,0) is reached


def test_center_squares_score_one_each():
    squares = {(r, c): "_H_H" for r in range(1, 6) for c in range(7)}
    assert RULES.score_board(board(squares))["center"] == 9
    assert RULES.score_board(board({(2, 2): "_H_H", (4, 4): "_H_H", (1, 1): "_H_H"}))["center"] == 2


def test_errors_are_open_ends_inside_the_board_and_never_ends_at_the_board_edge():
    # A curve on the edge whose N end leaves the board where there is no exit: not an error;
    # its E end faces an empty square: an error.
    assert RULES.score_board(board({(0, 0): "HH__"}))["errors"] == 1
    # A T in the middle: three open ends.
    assert RULES.score_board(board({(3, 3): "_HHH"}))["errors"] == 3
    # An end facing the blank side of a route is not joined: an error.
    assert RULES.score_board(board({(3, 3): "_H__", (3, 4): "H_H_"}))["errors"] == 3
    # Highway facing railway (impossible in play): neither end is joined, both are errors (plus the
    # railway's far end).
    assert RULES.score_board(board({(3, 0): "_H_H", (3, 1): "_R_R"}))["errors"] == 3


def test_an_end_at_an_exit_of_the_other_kind_is_neither_joined_nor_an_error():
    result = RULES.score_board(board({(0, 3): "H_H_", (1, 3): "H_H_", (2, 3): "H_H_"}))
    assert result["exits"] == 0 and result["errors"] == 1  # only the S end of (2,3)


def test_a_lone_highway_square_is_a_longest_highway_of_one_square_scoring_one():
    # "Za každé pole, které tvoří nejdelší dálnici, získáte 1 bod": one square, 1 point, not 2.
    assert RULES.score_board(board({(0, 1): "H_H_"})) == {
        "exits": 0, "longest_highway": 1, "longest_railway": 0, "center": 0, "errors": 1, "total": 0,
    }
    assert RULES.score_board(board({(0, 3): "R___", (3, 3): "HRHR*"}))["longest_railway"] == 1


def test_an_empty_board_scores_zero():
    assert RULES.score_board({"squares": []}) == {
        "exits": 0, "longest_highway": 0, "longest_railway": 0, "center": 0, "errors": 0, "total": 0,
    }


EDGES = "edges must be four letters for the sides NESW, each H, R or _"


@pytest.mark.parametrize(
    ("raw", "message", "details"),
    [
        ([], 'a board is {"squares": [...]}', {}),
        ({"squares": {}}, 'a board is {"squares": [...]}', {}),
        ({"squares": [{"row": 7, "col": 0, "edges": "H_H_", "overpass": False}]},
         "square 0: row must be an integer from 0 to 6", {"square": 0, "field": "row"}),
        ({"squares": [{"row": -1, "col": 0, "edges": "H_H_"}]},
         "square 0: row must be an integer from 0 to 6", {"square": 0, "field": "row"}),
        ({"squares": [{"row": True, "col": 0, "edges": "H_H_"}]},
         "square 0: row must be an integer from 0 to 6", {"square": 0, "field": "row"}),
        ({"squares": [{"row": 1.0, "col": 0, "edges": "H_H_"}]},
         "square 0: row must be an integer from 0 to 6", {"square": 0, "field": "row"}),
        ({"squares": [{"row": 0, "col": "1", "edges": "H_H_"}]},
         "square 0: col must be an integer from 0 to 6", {"square": 0, "field": "col"}),
        ({"squares": [{"row": 0, "col": 0, "edges": "HXH_"}]}, f"square 0: {EDGES}", {"square": 0, "field": "edges"}),
        ({"squares": [{"row": 0, "col": 0, "edges": "H_H"}]}, f"square 0: {EDGES}", {"square": 0, "field": "edges"}),
        ({"squares": [{"row": 0, "col": 0, "edges": ["H", "_", "H", "_"]}]},
         f"square 0: {EDGES}", {"square": 0, "field": "edges"}),
        ({"squares": [{"row": 0, "col": 0, "edges": "H_H_", "overpass": True}]},
         f"square 0: {EDGES}; an overpass is HRHR or RHRH", {"square": 0, "field": "edges"}),
        ({"squares": [{"row": 0, "col": 0, "edges": "H_H_", "overpass": "no"}]},
         "square 0: overpass must be true or false", {"square": 0, "field": "overpass"}),
        ({"squares": [{"row": 0, "col": 0}]}, "square 0 must have row, col, edges and optionally overpass", {"square": 0}),
        ({"squares": [{"row": 0, "col": 0, "edges": "H_H_", "colour": "red"}]},
         "square 0 must have row, col, edges and optionally overpass", {"square": 0}),
        ({"squares": ["H_H_"]}, "square 0 must have row, col, edges and optionally overpass", {"square": 0}),
        ({"squares": [{"row": 2, "col": 3, "edges": "H_H_"}, {"row": 2, "col": 3, "edges": "_H_H"}]},
         "square 1: row 2, col 3 is listed twice", {"square": 1}),
    ],
)
def test_malformed_boards_are_refused_with_a_clear_message(raw, message, details):
    with pytest.raises(RuleViolation) as caught:
        RULES.score_board(raw)
    assert (caught.value.code, caught.value.message, caught.value.details) == (
        "railroad_ink.bad_board", message, details)


@pytest.mark.parametrize(
    ("raw", "message", "details"),
    [
        # True is 1 to Python, but a board's col is a number: (0, True) is not square (0, 1)
        ({"squares": [{"row": 0, "col": 1, "edges": "H_H_"}, {"row": 1, "col": True, "edges": "H_H_"}]},
         "square 1: col must be an integer from 0 to 6", {"square": 1, "field": "col"}),
        # 1 is not true: an overpass flag is a boolean, even where HRHR could be an overpass
        ({"squares": [{"row": 2, "col": 2, "edges": "HRHR", "overpass": 1}]},
         "square 0: overpass must be true or false", {"square": 0, "field": "overpass"}),
        ({"squares": [], "expansions": ["meteor", "lava", "meteor"], "craters": [{"row": 0, "col": 0}]},
         "expansions must list each expansion at most once: meteor twice", {"twice": ["meteor"]}),
        ({"squares": [], "expansions": ["lava", "meteor", "meteor", "lava"]},
         "expansions must list each expansion at most once: meteor, lava twice", {"twice": ["meteor", "lava"]}),
        ({"squares": [], "expansions": ["comets"]}, "expansions must be a list of meteor, lava", {}),
    ],
    ids=["col-true", "overpass-1", "expansion-twice", "both-twice", "unknown-expansion"],
)
def test_look_alike_values_in_a_board_are_refused_each_with_its_own_reason(raw, message, details):
    with pytest.raises(RuleViolation) as caught:
        RULES.score_board(raw)
    assert (caught.value.code, caught.value.message, caught.value.details) == (
        "railroad_ink.bad_board", message, details)


def brute_longest(links: dict[int, list[int]]) -> int:
    """Every simple path, by plain depth-first search (small boards only)."""
    best = 0

    def walk(square, visited):
        nonlocal best
        best = max(best, len(visited))
        for nxt in links[square]:
            if nxt not in visited:
                walk(nxt, visited | {nxt})

    for start in links:
        walk(start, {start})
    return best


def test_longest_route_matches_a_plain_search_on_random_looped_boards():
    rng = Rng("longest", 0)
    pieces = ["HHHH", "_HHH", "_HHH", "_HH_", "RHRH*", "HHRH"]
    looped = 0
    for _ in range(150):
        squares = {
            (r, c): orient(rng.choice(pieces), rng.below(4), False)
            for r in range(1, 5) for c in range(1, 5) if rng.below(10) < 8
        }
        internal = parse_board(board(squares))
        links = {i: [] for i, code in enumerate(internal) if "H" in code}
        for i in links:
            links[i] = [
                j for side, j in enumerate(NEIGHBOURS[i])
                if j in links and internal[i][side] == "H" and internal[j][(side + 2) % 4] == "H"
            ]
        looped += sum(map(len, links.values())) // 2 > len(links) - _components(links)  # has a loop
        assert longest_path(links) == brute_longest(links) == score(internal)["longest_highway"]
    assert looped >= 15  # the loop case really was exercised


def test_a_loop_whose_longest_highway_joins_a_path_end_to_a_loop_piece_is_counted_in_full():
    # found by a wider random search: joining a piece that ends the path to a piece still open at
    # both ends must keep the path's end, or the 12th square is lost
    squares = {(0, 0): "HHHH", (0, 1): "HHH_", (0, 2): "__HH", (0, 3): "_H_H", (1, 1): "H_H_",
               (1, 2): "HRHR*", (1, 3): "H_H_", (2, 0): "HHHR", (2, 1): "HHHH", (2, 2): "H_HH",
               (2, 3): "H_HH", (3, 0): "HHH_", (3, 2): "HHHH", (3, 3): "HRHH"}
    internal = parse_board(board(squares))
    links = {i: [j for side, j in enumerate(NEIGHBOURS[i])
                 if j >= 0 and internal[j] and internal[i][side] == "H" == internal[j][(side + 2) % 4]]
             for i, code in enumerate(internal) if "H" in code}
    assert brute_longest(links) == 12 == RULES.score_board(board(squares))["longest_highway"]


def test_an_overpass_keeps_its_two_routes_apart_and_any_other_square_joins_its_sides():
    assert _segment_of("RHRH*") == _segment_of("HRHR*") == (0, 1, 0, 1)
    assert _segment_of("_H_R") == (-1, 0, -1, 0)  # a station: one segment
    assert _segment_of("HHHH") == (0, 0, 0, 0) and _segment_of("____") == (-1, -1, -1, -1)


def _components(links: dict[int, list[int]]) -> int:
    seen: set[int] = set()
    count = 0
    for start in links:
        if start not in seen:
            count += 1
            todo = [start]
            seen.add(start)
            while todo:
                for nxt in links[todo.pop()]:
                    if nxt not in seen:
                        seen.add(nxt)
                        todo.append(nxt)
    return count


def test_a_dense_raw_board_is_scored_quickly_and_exactly():
    import time

    full = {(r, c): "HHHH" for r in range(7) for c in range(7)}
    assert RULES.score_board(board(full))["longest_highway"] == 49
    holes = dict(full)
    for cell in [(1, 1), (1, 4), (2, 6), (3, 2), (4, 5), (5, 0), (5, 3), (6, 6)]:
        del holes[cell]
    started = time.process_time()
    RULES.score_board(board(holes))
    assert time.process_time() - started < 5  # a plain search of every path takes minutes here


def reference_exits_and_errors(squares: dict[tuple[int, int], str]) -> tuple[int, int]:
    """Exit networks and errors straight from the rulebook's words, slowly, for comparison."""
    exits = {(e["row"], e["col"], "NESW".index(e["side"])): e["kind"] for e in CONTENT["exits"]}
    steps = [(-1, 0), (0, 1), (1, 0), (0, -1)]

    def parts(code):
        if code.endswith("*"):
            return [(0, 2), (1, 3)]
        return [tuple(side for side in range(4) if code[side] != "_")]

    def across(r, c, side):
        return r + steps[side][0], c + steps[side][1]

    errors = 0
    for (r, c), code in squares.items():
        for side in range(4):
            there = across(r, c, side)
            if code[side] != "_" and 0 <= there[0] < 7 and 0 <= there[1] < 7:
                other = squares.get(there, "____")
                errors += other[(side + 2) % 4] != code[side]
    points, seen = 0, set()
    for (r, c), code in squares.items():
        for part in parts(code):
            if ((r, c), part) in seen or not part:
                continue
            seen.add(((r, c), part))
            todo, reached = [((r, c), part)], set()
            while todo:
                (row, col), sides = todo.pop()
                kind_of = squares[(row, col)]
                for side in sides:
                    there = across(row, col, side)
                    if exits.get((row, col, side)) == kind_of[side]:
                        reached.add((row, col, side))
                    other = squares.get(there)
                    if other and other[(side + 2) % 4] == kind_of[side]:
                        nxt = (there, next(p for p in parts(other) if (side + 2) % 4 in p))
                        if nxt not in seen:
                            seen.add(nxt)
                            todo.append(nxt)
            points += CONTENT["exit_network_points"].get(str(len(reached)), 0)
    return points, errors


CONTENT = json.loads(PACKAGE.read_text())


def test_exits_and_errors_match_a_plain_reading_of_the_rules_on_random_boards():
    rng = Rng("networks", 0)
    codes = ["H_H_", "_HH_", "_HHH", "R_R_", "_RR_", "_RRR", "HRHR*", "_H_R", "__HR", "HHHH", "RRRR",
             "HHRH", "HRRR", "HRRH", "HRHR"]
    networks = 0
    for _ in range(300):
        squares = {
            (r, c): orient(rng.choice(codes), rng.below(4), rng.below(2) == 1)
            for r in range(7) for c in range(7) if rng.below(10) < 7
        }
        result = RULES.score_board(board(squares))
        assert (result["exits"], result["errors"]) == reference_exits_and_errors(squares)
        networks += result["exits"] > 0
    assert networks >= 10  # boards where exit networks scored were really compared
