"""Pairing (domain/tournaments/pairing.py, partition.py, tables.py): table sizes and byes, Swiss by
standings without repeats, exactly optimal on small fields (against trying every partition), no repeat
on a 1,000-player field over 9 rounds, seat balance, the round robins, withdrawals, determinism."""
from __future__ import annotations

import random
from collections import Counter
from functools import cache
from itertools import combinations

import pytest

from domain.tournaments.model import History, Settings, TournamentError
from domain.tournaments.pairing import meetings, pair_round, seat_counts
from domain.tournaments.partition import Costs, exact, partition
from domain.tournaments.standings import half_points
from domain.tournaments.tables import table_sizes
from tests.domain.tournaments.play import field, rounds


@pytest.mark.parametrize(("count", "table_size", "min_players", "expected"), [
    (16, 4, 4, ((4, 4, 4, 4), 0)),
    (10, 4, 4, ((4, 4), 2)),  # no smaller tables: the remainder has byes
    (10, 4, 3, ((4, 3, 3), 0)),  # fewest tables, sizes as even as can be
    (10, 4, 2, ((4, 3, 3), 0)),
    (11, 4, 3, ((4, 4, 3), 0)),
    (5, 4, 3, ((4,), 1)),  # 3 + 2 would need a table of 2
    (7, 2, 2, ((2, 2, 2), 1)),
    (13, 5, 3, ((5, 4, 4), 0)),
    (3, 4, 4, ((), 3)),  # too few for a table: everyone has a bye
    (0, 3, 3, ((), 0)),
])
def test_table_sizes(count, table_size, min_players, expected):
    assert table_sizes(count, table_size, min_players) == expected


def brute_force(players, sizes, costs: Costs) -> int:
    """The least cost over every partition of `players` into tables of `sizes`, every choice tried (the
    first player left sits with each choice of mates; players as bits, each table's cost computed once,
    and each set of players left with its tables left reckoned once: millions of partitions, thousands of
    such sets)."""
    bits = {1 << i: p for i, p in enumerate(players)}
    table_costs: dict[int, int] = {}

    def table(mask: int) -> int:
        if mask not in table_costs:
            table_costs[mask] = costs.table([p for bit, p in bits.items() if mask & bit])
        return table_costs[mask]

    @cache
    def least(left: int, sizes_left: tuple[int, ...]) -> int:
        if len(sizes_left) == 1:
            return table(left)
        first = left & -left
        rest = [bit for bit in bits if left & bit and bit != first]
        found = None
        for size in set(sizes_left):
            others = list(sizes_left)
            others.remove(size)
            if len(others) == 1:  # the last table is what is left: the innermost loop, kept tight
                cost = min(table(first + sum(mates)) + table(left - first - sum(mates))
                           for mates in combinations(rest, size - 1))
            else:
                cost = min(table(first + sum(mates)) + least(left - first - sum(mates), tuple(sorted(others)))
                           for mates in combinations(rest, size - 1))
            found = cost if found is None else min(found, cost)
        return found
    return least((1 << len(players)) - 1, tuple(sorted(sizes)))


def random_costs(rng: random.Random, players, sizes) -> Costs:
    """Scores bunched in a few groups and a random half of the pairs met once or twice."""
    half_points = {p: rng.choice([0, 1, 2, 4, 6, 6, 6, 8]) for p in players}
    met: dict[str, dict[str, int]] = {p: {} for p in players}
    for a, b in combinations(players, 2):
        if rng.random() < 0.5:
            met[a][b] = met[b][a] = rng.choice([1, 1, 2])
    return Costs(half_points, met, players, sizes)


def check_partition(players, sizes, tables) -> None:
    assert sorted(len(t) for t in tables) == sorted(sizes)
    assert sorted(p for t in tables for p in t) == sorted(players)


@pytest.mark.parametrize("table_size", [2, 3, 4, 5])
def test_small_fields_are_paired_at_the_least_cost_there_is(table_size):
    rng = random.Random(table_size)
    for count in range(table_size, 13):
        for min_players in range(2, table_size + 1):
            sizes, byes = table_sizes(count, table_size, min_players)
            players = field(count - byes)
            costs = random_costs(rng, players, sizes)
            tables = partition(players, sizes, costs)
            check_partition(players, sizes, tables)
            assert costs.total(tables) == brute_force(players, sizes, costs), (count, min_players)


@pytest.mark.slow
@pytest.mark.parametrize("sizes", [[4, 4, 4, 4], [2] * 8, [5, 5, 5]])  # 2,627,625, 2,027,025, 126,126 partitions
def test_fields_of_up_to_sixteen_at_the_least_cost_there_is(sizes):
    players = field(sum(sizes))
    costs = random_costs(random.Random(len(sizes)), players, sizes)
    tables = partition(players, sizes, costs)
    check_partition(players, sizes, tables)
    assert costs.total(tables) == brute_force(players, sizes, costs)


def test_a_round_after_real_results_is_the_least_cost_pairing():
    settings = Settings("swiss", 3, 4, min_players=2, seed="s")
    for round_, before in zip(*_rounds_and_histories(settings, 11), strict=True):
        scores = half_points(settings, before)
        playing = sorted(p for t in round_.tables for p in t)
        costs = Costs(scores, meetings(before), playing, [len(t) for t in round_.tables])
        assert costs.total(round_.tables) == brute_force(playing, [len(t) for t in round_.tables], costs)
        assert costs.split(costs.total(round_.tables))[0] == round_.repeats


def _rounds_and_histories(settings: Settings, count: int):
    played = list(rounds(settings, History(field(count))))
    befores = [History(field(count))] + [history for _, history in played[:-1]]
    return [round_ for round_, _ in played], befores


def test_swiss_seats_the_leaders_together():
    settings = Settings("swiss", 4, 2, seed="s")
    (first, after_first), (second, _) = rounds(settings, History(field(16)))
    winners = {seat.player for result in after_first.results for seat in result.seats if seat.place == 1}
    assert set(second.tables[0]) == winners  # the best table: the four winners, who never met
    assert second.repeats == 0


def test_a_thousand_players_nine_rounds_no_repeat_and_tables_close_in_points():
    settings = Settings("swiss", 4, 9, seed="bench")
    for round_, history in rounds(settings, History(field(1000))):
        assert round_.repeats == 0 and len(round_.tables) == 250 and not round_.byes
        if round_.number == 2:  # 250 players have 3 points, 250 have 2...: every table within a point
            points = half_points(settings, history)
            before = {p: points[p] - _earned(history, 2, p) for p in points}
            assert max(max(before[p] for p in t) - min(before[p] for p in t) for t in round_.tables) <= 2
    met = meetings(history)
    assert max(count for mates in met.values() for count in mates.values()) == 1  # nobody met twice


def _earned(history: History, round_number: int, player: str) -> int:
    """Half points `player` earned in round `round_number`."""
    results = [r for r in history.results if r.round == round_number]
    return half_points(Settings("swiss", 4, 9), History(history.players, tuple(results)))[player]


@pytest.mark.parametrize(("count", "table_size"), [(16, 4), (15, 3), (40, 2), (200, 2), (101, 5)])
def test_no_repeats_over_rounds_where_the_field_allows(count, table_size):
    settings = Settings("swiss", table_size, 3 if count <= 16 else 7, min_players=2, seed="x")
    assert [round_.repeats for round_, _ in rounds(settings, History(field(count)))] == [0] * settings.rounds


@pytest.mark.parametrize("count", [40, 100])
def test_seats_are_balanced_over_rounds(count):
    """The measure: over 4 rounds at 4-tables, how many times each player sat in each seat. Perfect is
    once each; a table's four players may all have sat first before, so not always reachable. Nobody
    sits in one seat more than twice, and at most a tenth of the field goes first twice (a random order
    sends about a quarter first twice or more, and some three times)."""
    *_, (_, history) = rounds(Settings("swiss", 4, 4, seed="seats"), History(field(count)))
    counts = seat_counts(history)
    assert max(max(seats.values()) for seats in counts.values()) <= 2
    assert sum(counts[p][0] >= 2 for p in history.players) <= count / 10


@pytest.mark.parametrize("count", [8, 7, 2])
def test_two_player_round_robin_meets_everyone_once(count):
    cycle = count - 1 if count % 2 == 0 else count
    settings = Settings("round_robin", 2, cycle, seed="rr")
    *_, (_, history) = rounds(settings, History(field(count)))
    met = meetings(history)
    assert all(met[a].get(b) == 1 for a, b in combinations(field(count), 2))
    assert Counter(b.player for b in history.byes) == (Counter(field(count)) if count % 2 else Counter())
    firsts = Counter(result.players[0] for result in history.results)
    assert max(firsts.values()) - min(firsts[p] for p in field(count)) <= 1  # first player in turn


@pytest.mark.parametrize("table_size", [3, 4, 5])
def test_pods_round_robin_of_k_squared_players_meets_everyone_once(table_size):
    """The affine plane: 9 players at 3-tables in 4 rounds, 16 at 4-tables in 5, 25 at 5-tables in 6."""
    count = table_size ** 2
    settings = Settings("round_robin", table_size, table_size + 2, seed="rr")
    played = list(rounds(settings, History(field(count))))
    met = meetings(played[-2][1])
    assert all(met[a].get(b) == 1 for a, b in combinations(field(count), 2))
    again, first = played[-1][0], played[0][0]  # then the plane over again
    assert {frozenset(t) for t in again.tables} == {frozenset(t) for t in first.tables}
    assert again.repeats == count * (table_size - 1) // 2


@pytest.mark.parametrize(("count", "table_size", "rounds_"), [(13, 4, 4), (12, 3, 4), (40, 4, 6)])
def test_pods_round_robin_without_repeats_where_the_search_finds_it(count, table_size, rounds_):
    settings = Settings("round_robin", table_size, rounds_, min_players=3, seed="rr")
    assert [round_.repeats for round_, _ in rounds(settings, History(field(count)))] == [0] * rounds_


def test_a_pods_round_robin_drops_the_withdrawn_and_a_table_too_small_has_byes():
    settings = Settings("round_robin", 3, 4, min_players=2, seed="rr")
    whole = pair_round(settings, History(field(9)), 2)
    gone = frozenset(whole.tables[0][:2]) | {whole.tables[1][0]}
    thinned = pair_round(settings, History(field(9), withdrawn=gone), 2)
    assert [set(t) for t in thinned.tables] == [set(whole.tables[1][1:]), set(whole.tables[2])]
    assert thinned.byes == (whole.tables[0][2],)


def test_byes_go_to_different_players_each_round():
    settings = Settings("swiss", 4, 5, seed="b")
    byes = [round_.byes for round_, _ in rounds(settings, History(field(10)))]
    assert all(len(b) == 2 for b in byes)
    assert len({p for b in byes for p in b}) == 10


def test_the_bye_goes_to_the_lowest_in_points():
    settings = Settings("swiss", 2, 2, seed="b")
    (first, history), (second, _) = rounds(settings, History(field(5)))
    points = half_points(settings, history)
    lowest = min(points[p] for p in history.players if p not in first.byes)
    assert points[second.byes[0]] == lowest and second.byes != first.byes


def test_withdrawn_players_are_paired_no_more():
    settings = Settings("swiss", 4, 3, min_players=3, seed="w")
    (_, history), *_ = rounds(settings, History(field(8)))
    history = History(history.players, history.results, history.byes, frozenset({"p0000", "p0001"}))
    second = pair_round(settings, history, 2)
    assert sorted(len(t) for t in second.tables) == [3, 3] and not second.byes
    assert not {"p0000", "p0001"} & {p for t in second.tables for p in t}
    # in a two-player round robin a withdrawn player's opponent has the bye
    round_robin = Settings("round_robin", 2, 3)
    rr = pair_round(round_robin, History(field(4), withdrawn=frozenset({"p0000"})), 1)
    assert len(rr.tables) == 1 and len(rr.byes) == 1 and "p0000" not in rr.byes


def test_same_input_same_pairing_and_the_seed_breaks_ties():
    settings = Settings("swiss", 4, 3, seed="one")
    again = [r for r, _ in rounds(settings, History(field(103)))]
    assert again == [r for r, _ in rounds(settings, History(field(103)))]
    other = Settings("swiss", 4, 3, seed="two")
    assert pair_round(settings, History(field(103)), 1) != pair_round(other, History(field(103)), 1)


def test_rounds_out_of_range_are_refused():
    with pytest.raises(TournamentError):
        pair_round(Settings("swiss", 4, 3), History(field(8)), 4)


def test_two_player_fields_above_the_exact_search_are_matched_at_the_least_cost():
    """17 to MATCHING_UP_TO players at 2-tables: networkx's matching, against the exact search."""
    players, sizes = field(18), [2] * 9
    for seed in range(3):
        costs = random_costs(random.Random(seed), players, sizes)
        matched = partition(players, sizes, costs)
        check_partition(players, sizes, matched)
        assert costs.total(matched) == costs.total(exact(players, sizes, costs))


def test_every_active_player_sits_once_or_has_a_bye_whatever_the_field():
    rng = random.Random(5)
    for _ in range(60):
        table_size = rng.randint(2, 5)
        settings = Settings(rng.choice(["swiss", "round_robin"]), table_size, 3,
                            min_players=rng.randint(2, table_size), seed=str(rng.random()))
        count = rng.choice([0, 1, 2, 3, 5, 8, 13, 21, 40])
        start = History(field(count), withdrawn=frozenset(rng.sample(field(count), count // 4)))
        for round_, _ in rounds(settings, start, seed=rng.randint(0, 99)):
            seated = [p for t in round_.tables for p in t]
            assert sorted(seated + list(round_.byes)) == sorted(start.active)
            assert all(settings.smallest_table <= len(t) <= table_size for t in round_.tables)
            if settings.format == "swiss":
                assert sorted(map(len, round_.tables), reverse=True) == list(
                    table_sizes(len(start.active), table_size, settings.smallest_table)[0])
