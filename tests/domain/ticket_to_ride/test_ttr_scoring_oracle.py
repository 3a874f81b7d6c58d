"""The bounded longest-trail search scores exactly as the plain search it replaced (issue 42).

`plain_longest_path` is the former implementation (a depth-first search over routes remembering the best
continuation from each (city, routes used)), here started at every city, kept here only as the oracle."""
from random import Random

from domain.core import SeatSpec, random_playout
from domain.ticket_to_ride import RULES
from domain.ticket_to_ride.board import CITIES, DOUBLE_PARTNER, MAP, ROUTES
from domain.ticket_to_ride.scoring import longest_path, score_board
from tests.domain.ticket_to_ride.test_ttr_scoring import DENSE_45


def plain_longest_path(route_ids):
    links = [(ROUTES[r]["a"], ROUTES[r]["b"], ROUTES[r]["length"]) for r in route_ids]
    adjacency = {}
    for index, (a, b, length) in enumerate(links):
        adjacency.setdefault(a, []).append((index, b, length))
        adjacency.setdefault(b, []).append((index, a, length))
    best_from = {}

    def further(city, used):
        if (city, used) not in best_from:
            best_from[city, used] = max([length + further(other, used | 1 << index)
                                         for index, other, length in adjacency[city] if not used >> index & 1],
                                        default=0)
        return best_from[city, used]

    return max((further(city, 0) for city in adjacency), default=0)


def random_network(rng, trains):
    network, used = [], 0
    for route in rng.sample(sorted(ROUTES), len(ROUTES)):
        length = ROUTES[route]["length"]
        if DOUBLE_PARTNER.get(route) not in network and used + length <= trains:
            network.append(route)
            used += length
    return network


def grown_network(rng, trains):
    """A network grown from one city by short routes, the dense kind that makes the search work."""
    network, reached, used = [], {rng.choice(sorted(CITIES))}, 0
    while True:
        options = [r for r in sorted(ROUTES) if r not in network and DOUBLE_PARTNER.get(r) not in network
                   and {ROUTES[r]["a"], ROUTES[r]["b"]} & reached and used + ROUTES[r]["length"] <= trains
                   and ROUTES[r]["length"] <= rng.choice((2, 3, 4))]
        if not options:
            return network
        route = rng.choice(options)
        network.append(route)
        used += ROUTES[route]["length"]
        reached |= {ROUTES[route]["a"], ROUTES[route]["b"]}


def test_longest_path_agrees_with_the_plain_search_on_many_random_networks():
    rng = Random(42)
    for n in range(400):
        network = (grown_network if n % 2 else random_network)(rng, rng.randint(10, MAP["trains_per_player"]))
        assert longest_path(network) == plain_longest_path(network), network
    assert longest_path(DENSE_45) == plain_longest_path(DENSE_45) == 39


def test_final_scoring_of_finished_games_agrees_with_the_plain_search():
    for seed in range(12):
        game = random_playout(RULES, [SeatSpec(f"p{i}") for i in range(2 + seed % 4)], seed=f"oracle-{seed}",
                              chooser_seed="o")
        players = [{"routes": p["routes"], "tickets": p["tickets"]} for p in game.state["players"]]
        scored = score_board({"players": players})
        assert [p["path_length"] for p in scored["players"]] == [plain_longest_path(p["routes"]) for p in players]


def test_trees_hanging_off_a_loop_count_only_at_the_trail_ends():
    # a triangle at Calgary with two trees hanging off it (to Helena and Salt Lake City, to Winnipeg): the
    # trail comes in from one tree, goes round the triangle and leaves into the other
    both_at_one_city = ["sea-van-1", "cal-sea", "cal-van", "cal-hel", "hel-slc", "cal-win"]
    # Denver with a loop through Omaha and Kansas City and three branches (Salt Lake City and on to Las
    # Vegas and Los Angeles, Helena, Phoenix): only two of them can be the trail's ends
    three_at_one_city = ["den-omh", "ksc-omh-1", "den-ksc-1", "den-slc-1", "lav-slc", "lav-lax", "den-hel",
                         "den-pnx", "ksc-stl-1", "chi-stl-1"]
    for network in (both_at_one_city, three_at_one_city):
        assert longest_path(network) == plain_longest_path(network), network
