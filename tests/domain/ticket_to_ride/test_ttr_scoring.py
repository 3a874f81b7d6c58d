"""Final scoring and bulk scoring: route points, tickets, the longest path (exact), winners, bad boards."""
import time
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.core import RuleViolation, SeatSpec, random_playout
from domain.ticket_to_ride import RULES
from domain.ticket_to_ride.board import DOUBLE_PARTNER, ROUTES
from domain.ticket_to_ride.scoring import BOARD_RULES, longest_path
from domain.ticket_to_ride.scoring import _checked as check_board_by_rule
from domain.ticket_to_ride.scoring import _plainly_allowed as plainly_allowed

# 21 routes, 45 trains, ten cities of degree 3 to 5 around Nashville and Pittsburgh: the slowest network a
# random search over legal 45-train networks found.
DENSE_45 = ["atl-chr", "ltr-stl", "chi-pit-2", "ksc-stl-2", "pit-wsh", "chr-ral", "chi-stl-1", "ltr-nsh",
            "atl-ral-2", "nyc-wsh-2", "ksc-okc-1", "nsh-stl", "nsh-pit", "ral-wsh-1", "nyc-pit-2", "pit-ral",
            "ltr-okc", "nsh-ral", "ksc-omh-1", "dul-omh-1", "atl-nsh"]


def every_trail(route_ids):
    """The longest trail by trying every trail from every city (reference for small networks)."""
    adjacency = {}
    for index, route_id in enumerate(route_ids):
        route = ROUTES[route_id]
        adjacency.setdefault(route["a"], []).append((index, route["b"], route["length"]))
        adjacency.setdefault(route["b"], []).append((index, route["a"], route["length"]))

    def walk(city, used):
        return max([length + walk(other, used | {index})
                    for index, other, length in adjacency[city] if index not in used], default=0)

    return max((walk(city, frozenset()) for city in adjacency), default=0)


@pytest.mark.parametrize(("routes", "length"), [
    ([], 0),
    (["cal-van", "cal-hel", "hel-slc"], 10),  # a plain line
    (["sea-van-1", "cal-sea", "cal-van", "cal-hel"], 12),  # a triangle with a tail: all of it
    (["chi-dul", "chi-omh", "chi-stl-1", "chi-pit-1", "chi-tor"], 8),  # a star: the two longest arms
    (["sea-van-1", "cal-sea", "cal-van", "cal-hel", "hel-win", "cal-win"], 22),  # two loops through Calgary
    (["den-omh", "ksc-omh-1", "den-ksc-1", "den-slc-1", "ksc-stl-1"], 12),  # a loop with two tails: one left out
    (["cal-van", "mon-nyc", "bos-nyc-1"], 5),  # two networks: the longer one counts
    # loops at Montreal and Toronto, each city with three routes: the trail runs from one to the other,
    # and the spur to Pittsburgh is left out
    (["bos-mon-2", "bos-nyc-1", "mon-nyc", "mon-tor", "dul-tor", "chi-dul", "chi-tor", "chi-pit-1"], 23),
    # Omaha with three arms of 45 trains in all, each a route to a triangle: Duluth (2 + 3 + 4 + 6 = 15),
    # Kansas City (1 + 4 + 4 + 2 = 11), Helena (5 + 4 + 4 + 6 = 19). A trail passes Omaha once, so it
    # takes two arms whole: 19 + 15 = 34. Leaving out the one train to Kansas City alone would leave the
    # four odd cities paired (a ceiling of 44), but it cuts that triangle off: the search must see why.
    (["dul-omh-1", "chi-dul", "chi-tor", "dul-tor", "ksc-omh-1", "den-ksc-1", "den-okc", "ksc-okc-1",
      "hel-omh", "cal-hel", "cal-sea", "hel-sea"], 34),
])
def test_longest_path_of_hand_built_networks(routes, length):
    assert longest_path(routes) == length


def check_against_every_trail(networks, most, seed):
    rng = Random(seed)
    east = sorted(r for r in ROUTES if ROUTES[r]["length"] <= 3 and ROUTES[r]["a"] in
                  {"atl", "nsh", "stl", "pit", "ral", "wsh", "nyc", "chi", "ltr", "chr", "bos", "mon", "tor", "dal", "okc"})
    for _ in range(networks):
        network = []
        for route in rng.sample(east, rng.randint(1, most)):
            if DOUBLE_PARTNER.get(route) not in network:
                network.append(route)
        assert longest_path(network) == every_trail(network), network


def test_longest_path_agrees_with_trying_every_trail():
    check_against_every_trail(150, 12, seed=7)


@pytest.mark.soak
def test_soak_longest_path_agrees_with_trying_every_trail():
    check_against_every_trail(3000, 17, seed=8)


def test_longest_path_worst_case_of_45_trains_is_exact_and_fast():
    assert sum(ROUTES[r]["length"] for r in DENSE_45) == 45
    started = time.perf_counter()
    assert longest_path(DENSE_45) == 39
    assert time.perf_counter() - started < 1.0
    # 39 is the true optimum: a trail of 39 exists, and the reference search agrees
    assert every_trail(DENSE_45) == 39


# Every player keeps at least two tickets ("Každý hráč si musí nechat alespoň dvě"): two that nobody's
# routes below complete, a different pair for each seat.
SPARE = [["den-elp", "ksc-hst"], ["nyc-atl", "chi-nor"], ["cal-slc", "dul-hst"], ["ssm-nsh", "hel-lax"],
         ["mon-atl", "sea-lax"], ["chi-sfe", "ssm-okc"]]


def holding(seat, routes=(), tickets=None):
    """A player of a bulk board: the routes, and the tickets given or else the seat's spare pair."""
    return {"routes": list(routes), "tickets": SPARE[seat] if tickets is None else tickets}


def test_score_board_breaks_down_every_player():
    result = RULES.score_board({"players": [
        holding(0, ["cal-van", "cal-hel", "hel-slc"], ["cal-slc", "den-elp"]),  # 4 + 4 + 7; +7 - 4; path 10
        holding(1, ["mon-nyc"], ["sea-nyc", "ksc-hst"]),  # 4; -22 - 5
    ]})
    first, second = result["players"]
    assert (first["routes"], first["tickets"], first["longest_path"], first["total"]) == (15, 3, 10, 28)
    assert (second["routes"], second["tickets"], second["longest_path"], second["total"]) == (4, -27, 0, -23)
    assert first["tickets_completed"] == ["cal-slc"] and first["tickets_failed"] == ["den-elp"]
    assert second["tickets_failed"] == ["sea-nyc", "ksc-hst"]
    assert result["longest_path_holders"] == [0] and result["longest_path_length"] == 10
    assert result["winners"] == [0] and result["winner"] == 0


def test_equal_longest_paths_all_get_the_bonus_and_a_full_tie_has_two_winners():
    result = RULES.score_board({"players": [holding(0, ["chi-omh"], ["cal-slc", "chi-nor"]),  # 7 - 14 + 10
                                            holding(1, ["den-omh"], ["nyc-atl", "dul-hst"])]})  # 7 - 14 + 10
    assert result["longest_path_holders"] == [0, 1]
    assert [p["total"] for p in result["players"]] == [3, 3]
    assert result["winners"] == [0, 1] and result["winner"] is None


def test_a_tie_goes_to_more_completed_tickets():
    result = RULES.score_board({"players": [
        holding(0, ["den-sfe", "elp-sfe"], ["den-elp", "por-pnx"]),  # 2 + 2 + 4 - 11 + 10
        holding(1, ["chi-omh", "sea-van-1"], ["ksc-hst", "nyc-atl"]),  # 7 + 1 - 5 - 6 + 10
    ]})
    assert [p["total"] for p in result["players"]] == [7, 7] and result["winners"] == [0]


def test_then_to_the_longer_path():
    result = RULES.score_board({"players": [
        holding(0, ["chi-omh"], ["cal-slc", "chi-nor"]),  # 7 - 14, path 4
        holding(1, ["mon-nyc", "lav-lax", "sea-van-1"], ["nyc-atl", "hel-lax"]),  # 4 + 2 + 1 - 14, path 3
        holding(2, ["por-slc"], ["sea-nyc", "lax-nyc"]),  # 15 + 10 - 43
    ]})
    assert [p["total"] for p in result["players"]] == [-7, -7, -18] and result["winners"] == [0]


SIX_SIXES = ["por-slc", "elp-lax", "hel-sea", "cal-win", "ssm-win", "dul-tor"]  # 36 trains


def bad_board(board):
    """The refusal of a board: its rule and what is at fault (seat, route, ticket); the reason in words."""
    with pytest.raises(RuleViolation) as refused:
        RULES.score_board(board)
    violation = refused.value
    assert violation.code == "ticket_to_ride.bad_board"
    details = dict(violation.details)
    reason = details.pop("reason")
    assert reason == BOARD_RULES[details["rule"]] and violation.message.endswith(f": {reason}.")
    return details


BAD_BOARDS = [
    ({"players": [holding(0, ["nowhere"]), holding(1)]}, {"rule": "unknown_route", "seat": 0, "route": "nowhere"}),
    ({"players": [holding(0), holding(1, [7])]}, {"rule": "unknown_route", "seat": 1, "route": "7"}),
    ({"players": [holding(0, [], ["nowhere", "den-elp"]), holding(1)]},
     {"rule": "unknown_ticket", "seat": 0, "ticket": "nowhere"}),
    ({"players": [holding(0), holding(1, [], [None])]}, {"rule": "unknown_ticket", "seat": 1, "ticket": "None"}),
    ({"players": [holding(0, ["cal-van"]), holding(1, ["cal-van"])]},
     {"rule": "route_claimed_twice", "seat": 1, "route": "cal-van"}),
    ({"players": [holding(0, ["cal-van", "cal-van"]), holding(1)]},
     {"rule": "route_claimed_twice", "seat": 0, "route": "cal-van"}),
    ({"players": [holding(0, [], ["sea-nyc", "den-elp"]), holding(1, [], ["sea-nyc", "nyc-atl"])]},
     {"rule": "ticket_held_twice", "seat": 1, "ticket": "sea-nyc"}),
    ({"players": [holding(0, [], ["sea-nyc", "sea-nyc"]), holding(1)]},
     {"rule": "ticket_held_twice", "seat": 0, "ticket": "sea-nyc"}),
    ({"players": [holding(0, [], []), holding(1)]}, {"rule": "ticket_minimum", "seat": 0}),
    ({"players": [holding(0), holding(1, ["cal-van"], ["sea-nyc"])]}, {"rule": "ticket_minimum", "seat": 1}),
    ({"players": [holding(0), holding(1, ["dul-omh-1", "dul-omh-2"]), holding(2), holding(3)]},
     {"rule": "double_route_own", "seat": 1, "route": "dul-omh-1"}),
    ({"players": [holding(0, ["dul-omh-1"]), holding(1, ["dul-omh-2"])]},
     {"rule": "double_route_closed", "route": "dul-omh-1"}),
    ({"players": [holding(0, ["dul-omh-2"]), holding(1, ["dul-omh-1"]), holding(2)]},
     {"rule": "double_route_closed", "route": "dul-omh-2"}),
    ({"players": [holding(0), holding(1, [*SIX_SIXES, "dul-hel", "elp-hst"])]},  # 48 trains
     {"rule": "train_limit", "seat": 1}),
    ({"players": [holding(0)]}, {"rule": "player_count"}),
    ({"players": [holding(seat) for seat in range(6)]}, {"rule": "player_count"}),
    ({"players": "none"}, {"rule": "player_count"}),
    ({"other": []}, {"rule": "player_count"}),
    ([], {"rule": "player_count"}),
    ({"players": [{"routes": "cal-van", "tickets": SPARE[0]}, holding(1)]}, {"rule": "player_lists", "seat": 0}),
    ({"players": [holding(0), {"routes": []}]}, {"rule": "player_lists", "seat": 1}),
    ({"players": [holding(0), "p1"]}, {"rule": "player_lists", "seat": 1}),
]


@pytest.mark.parametrize(("board", "refusal"), BAD_BOARDS)
def test_bad_boards_are_refused_with_the_rule_they_break(board, refusal):
    assert bad_board(board) == refusal


def test_every_player_keeps_at_least_two_tickets():
    """"Každý hráč si musí nechat alespoň dvě z těchto karet" (every player keeps at least two of the
    three opening tickets) and no ticket is ever given up, so a board with fewer is no position."""
    two = RULES.score_board({"players": [holding(0, ["cal-van"]), holding(1, [], ["sea-nyc", "nyc-atl"])]})
    assert [p["tickets"] for p in two["players"]] == [-9, -28]
    assert bad_board({"players": [holding(0, ["cal-van"]), holding(1, [], ["sea-nyc"])]}) == \
        {"rule": "ticket_minimum", "seat": 1}


@pytest.mark.parametrize("players", [2, 5])
def test_every_allowed_player_count_is_scored(players):
    board = {"players": [holding(0, ["cal-van"])] + [holding(seat) for seat in range(1, players)]}
    result = RULES.score_board(board)
    assert len(result["players"]) == players and result["winners"] == [0]


def test_exactly_the_train_limit_is_scored_and_one_more_is_refused():
    at_limit = [*SIX_SIXES, "mim-nor", "cal-van"]  # 36 + 6 + 3 = 45 trains
    result = RULES.score_board({"players": [holding(0, at_limit), holding(1)]})
    assert result["players"][0]["routes"] == 7 * 15 + 4
    over = [*SIX_SIXES, "mim-nor", "chi-omh"]  # 36 + 6 + 4 = 46 trains
    assert bad_board({"players": [holding(0, over), holding(1)]}) == {"rule": "train_limit", "seat": 0}


def test_both_halves_of_a_double_route_by_different_players_with_four():
    board = {"players": [holding(0, ["dul-omh-1"]), holding(1, ["dul-omh-2"]), holding(2), holding(3)]}
    assert [p["routes"] for p in RULES.score_board(board)["players"]] == [2, 2, 0, 0]


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.sampled_from(["cal-van", "sea-nyc", "x"]),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
                        st.sampled_from(["players", "routes", "tickets", "other"]), inner, max_size=3),
                    max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(JSON)
def test_score_board_refuses_any_malformed_input_with_a_rule_violation(board):
    try:
        result = RULES.score_board(board)
    except RuleViolation as refused:
        assert refused.code == "ticket_to_ride.bad_board" and refused.details["rule"] in BOARD_RULES
    else:
        assert len(result["players"]) == len(board["players"])



def test_the_quick_check_of_a_board_allows_exactly_what_the_rules_do():
    """Bulk scoring first checks a board by set operations, and goes rule by rule (to name the first rule
    broken) only when that fails: the quick check refuses every board of the rules' examples above, and
    allows the boards of finished games, the two halves of a double route with four players included."""
    for board, refusal in BAD_BOARDS:
        if refusal["rule"] != "player_count":  # (counted before either check)
            assert not plainly_allowed(board["players"]), board
    assert not plainly_allowed([holding(0, [*SIX_SIXES, "mim-nor", "chi-omh"]), holding(1)])  # 46 trains
    finished = [random_playout(RULES, [SeatSpec(f"p{i}") for i in range(2 + seed % 4)], seed=f"quick-{seed}",
                               chooser_seed="q").state["players"] for seed in range(8)]
    allowed = [[holding(0, ["dul-omh-1"]), holding(1, ["dul-omh-2"]), holding(2), holding(3)],
               [holding(0, [*SIX_SIXES, "mim-nor", "cal-van"]), holding(1)],
               *([{"routes": p["routes"], "tickets": p["tickets"]} for p in players] for players in finished)]
    for players in allowed:
        assert plainly_allowed(players) and check_board_by_rule(players) == players
