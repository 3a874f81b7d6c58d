"""The bounded longest-trail search scores exactly as the plain search it replaced (issue 42), the networks
cut into parts at the cities joining them included.

`plain_longest_path` is the former implementation (a depth-first search over routes remembering the best
continuation from each (city, routes used)), here started at every city, kept here only as the oracle."""
from functools import reduce
from operator import or_, xor
from random import Random

import pytest

from domain.core import SeatSpec, random_playout
from domain.ticket_to_ride import RULES, trail_cuts, trails
from domain.ticket_to_ride.board import CITIES, DOUBLE_PARTNER, MAP, ROUTES
from domain.ticket_to_ride.scoring import longest_path, score_board
from tests.domain.ticket_to_ride.test_ttr_scoring import DENSE_45


def plain_longest_trail(links):
    """The longest trail by a plain search over every (city, links used), memoised, of links (city, city,
    trains) of any graph."""
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


def plain_longest_path(route_ids):
    return plain_longest_trail([(ROUTES[r]["a"], ROUTES[r]["b"], ROUTES[r]["length"]) for r in route_ids])


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


# Slow networks the bench's hill-climb found against the search as it was cut (bench/ticket_to_ride_scoring.py):
# two dense parts, west of Nashville and east of Raleigh, joined at a city or by one, two or three links.
CLIMBED = [
    ["atl-chr", "atl-nsh", "atl-ral-1", "bos-mon-2", "bos-nyc-1", "chi-omh", "chi-stl-1", "chi-tor", "chr-ral",
     "dal-hst-1", "dal-ltr", "dal-okc-1", "ksc-okc-1", "ksc-omh-1", "ksc-stl-1", "ltr-nsh", "ltr-okc", "nsh-stl",
     "nyc-pit-2", "pit-ral", "pit-tor"],
    ["atl-nsh", "atl-ral-1", "bos-nyc-1", "chi-omh", "chi-pit-2", "chi-stl-1", "dal-hst-1", "dal-ltr", "dal-okc-1",
     "dul-omh-2", "ksc-okc-1", "ksc-omh-2", "ksc-stl-1", "ltr-nsh", "ltr-okc", "nsh-ral", "nsh-stl", "nyc-pit-1",
     "nyc-wsh-1", "pit-wsh", "ral-wsh-2"],
    ["atl-nor-1", "atl-nsh", "atl-ral-1", "bos-mon-1", "dal-hst-1", "dal-ltr", "dal-okc-1", "dul-omh-2", "hst-nor",
     "ksc-okc-1", "ksc-omh-2", "ksc-stl-1", "ltr-nor", "ltr-okc", "ltr-stl", "nsh-ral", "nsh-stl", "nyc-pit-1",
     "nyc-wsh-1", "pit-ral", "pit-wsh", "ral-wsh-1"],
    ["atl-chr", "atl-nsh", "atl-ral-1", "bos-nyc-1", "chi-stl-1", "chr-mim", "chr-ral", "dal-hst-1", "dal-okc-1",
     "dul-omh-2", "hst-nor", "ksc-okc-1", "ltr-nor", "ltr-okc", "ltr-stl", "nsh-stl", "nyc-pit-1", "nyc-wsh-1",
     "pit-ral", "pit-tor", "pit-wsh", "ral-wsh-1"],
    ["atl-chr", "atl-nor-2", "atl-nsh", "atl-ral-1", "bos-nyc-1", "chi-stl-1", "chr-mim", "chr-ral", "dal-ltr",
     "dal-okc-1", "ksc-omh-1", "ksc-stl-1", "ltr-nor", "ltr-okc", "ltr-stl", "nsh-stl", "nyc-pit-1", "nyc-wsh-1",
     "pit-ral", "pit-wsh", "ral-wsh-2"],
    ["atl-chr", "atl-nsh", "atl-ral-2", "bos-nyc-2", "chi-dul", "chi-pit-1", "chi-stl-2", "chr-ral", "dal-hst-2",
     "dal-ltr", "dal-okc-1", "dul-omh-2", "ksc-okc-1", "ksc-omh-1", "ksc-stl-2", "ltr-nsh", "ltr-okc", "nsh-stl",
     "nyc-wsh-1", "okc-sfe", "pit-wsh", "ral-wsh-2"],
]


def test_networks_of_two_dense_parts_agree_with_the_plain_search():
    for network in CLIMBED:
        assert sum(ROUTES[r]["length"] for r in network) <= MAP["trains_per_player"]
        assert longest_path(network) == plain_longest_path(network), network


def parts_joined(rng):
    """A random graph on city numbers 0-35: dense parts in a row, each joined to the one before at a city
    of both, or by one link, or by two, and trees hanging off them; trains 1 to 6 a link."""
    cities, pairs, at, before = rng.sample(range(36), 36), set(), 0, []
    for _ in range(rng.randint(2, 4)):
        join = rng.choice(("city", "link", "two links")) if before else "first"
        at -= join == "city"  # (this part starts at the last city of the one before)
        part = cities[at:at + rng.randint(3, 6)]
        at += len(part)
        for _ in range(rng.randint(len(part), len(part) + 4)):
            pairs.add(tuple(sorted(rng.sample(part, 2))))
        for _ in range({"first": 0, "city": 0, "link": 1, "two links": 2}[join]):
            pairs.add(tuple(sorted((rng.choice(before), rng.choice(part)))))
        before = part
    for _ in range(rng.randint(0, 4)):
        pairs.add(tuple(sorted((rng.choice(cities[:at]), rng.choice(cities[at:])))))
    return [(a, b, rng.randint(1, 6)) for a, b in sorted(pairs)[:24]]


def graph_of(links):
    """(the trains between two cities, the networks as trails.longest_trail takes them) of any graph's
    links (city numbers 0-35, no two between the same cities), a link's number its place in `links`."""
    between = [[0] * 36 for _ in range(36)]
    for a, b, length in links:
        between[a][b] = between[b][a] = length
    networks, left = [], (1 << len(links)) - 1
    while left:
        network, cities = left & -left, 0
        while cities != (cities := reduce(or_, (1 << a | 1 << b for n, (a, b, _) in enumerate(links) if network >> n & 1))):
            network = reduce(or_, (1 << n for n, (a, b, _) in enumerate(links) if (cities >> a | cities >> b) & 1), network)
        left &= ~network
        mine = [link for number, link in enumerate(links) if network >> number & 1]
        networks.append((sum(length for _, _, length in mine), cities, reduce(xor, (1 << a ^ 1 << b for a, b, _ in mine)),
                         network))
    return between, networks


def longest_trail_of(links):
    between, networks = graph_of(links)
    return trails.longest_trail(networks, [(a, b) for a, b, _ in links], between)


def cuts_of(links):
    """How many cores of the links' networks are cut at a city, and how many by two links."""
    between, networks = graph_of(links)
    at_city = by_links = 0
    for _, cities, _, network in networks:
        neighbours = [0] * 36
        for a, b, _ in (link for number, link in enumerate(links) if network >> number & 1):
            neighbours[a] |= 1 << b
            neighbours[b] |= 1 << a
        branches, _, core = trails._peel(neighbours, cities, between)
        core_links = trails._core_links(neighbours, core, branches, between) if core else []
        if len(core_links) >= trail_cuts._CUT_FROM:
            at_city += trail_cuts._city_cut(core_links) is not None
            by_links += trail_cuts._links_cut(core_links) is not None
    return at_city, by_links


@pytest.mark.parametrize("cut_small_parts", [False, True])
def test_cuts_of_the_network_into_parts_score_as_the_plain_search(cut_small_parts, monkeypatch):
    """The longest trail of random graphs of dense parts joined at cities or by links agrees with the
    plain search, with the parts cut apart as for bulk scoring, and with every part of a link or more cut
    away (cuts within cuts)."""
    if cut_small_parts:
        monkeypatch.setattr(trail_cuts, "_CUT_FROM", 2)
        monkeypatch.setattr(trail_cuts, "_CUT_LEAST", 1)
    rng, at_cities, by_links = Random(1), 0, 0
    for _ in range(300):
        links = parts_joined(rng)
        assert longest_trail_of(links) == plain_longest_trail(links), links
        at_city, by_two = cuts_of(links)
        at_cities, by_links = at_cities + at_city, by_links + by_two
    assert at_cities > 20 and by_links > 10  # (the graphs of the test are cut, both ways)


def test_a_part_beyond_a_city_and_a_tree_there_make_a_trail_of_no_other_link(monkeypatch):
    # A tree of 14 trains hangs at city 2; beyond it a link of 5 to city 6 and a loop of 9 there (6, 22,
    # 26): the trail runs from the tree's end through 2 round the loop, 28, and uses no link of the rest
    # (from 2 to 9 and round 25 and back, with a tree of 5 at 25: 27 at most). The core is cut at 2 however
    # small it is.
    monkeypatch.setattr(trail_cuts, "_CUT_FROM", 2)
    monkeypatch.setattr(trail_cuts, "_CUT_LEAST", 1)
    links = [(2, 17, 3), (4, 1, 5), (6, 17, 2), (6, 22, 4), (8, 19, 3), (9, 2, 3), (9, 25, 5), (9, 33, 2),
             (11, 21, 3), (21, 1, 4), (21, 2, 5), (22, 26, 2), (25, 19, 2), (25, 33, 3), (26, 6, 3)]
    assert longest_trail_of(links) == plain_longest_trail(links) == 28
