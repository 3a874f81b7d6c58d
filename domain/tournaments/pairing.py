"""A round's pairing (docs/tournaments.md, "Pairing"): byes, tables, seat order.

Swiss: the byes go to the players with the fewest byes so far, lowest in points first; the others sit at
tables of tables.table_sizes, found by partition.partition (no repeats where the search finds a way,
then closest in points); then each table's seat order balances the seats each player has had.
Round robin: the round of a schedule fixed for the whole tournament (round_robin.py), without the
withdrawn players; then the seat order as in Swiss."""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from itertools import permutations

from domain.tournaments.model import History, Round, Settings, TournamentError
from domain.tournaments.partition import Costs, order_key, partition
from domain.tournaments.round_robin import circle, pods_schedule
from domain.tournaments.standings import half_points
from domain.tournaments.tables import table_sizes


def pair_round(settings: Settings, history: History, round_number: int) -> Round:
    """The tables and byes of round `round_number` (1 to settings.rounds) after `history`: the same
    answer for the same settings (seed included) and history."""
    if not 1 <= round_number <= settings.rounds:
        raise TournamentError(f"round_number must be 1 to {settings.rounds}")
    met = meetings(history)
    if settings.format == "round_robin":
        tables, byes = _scheduled(settings, history, round_number)
    else:
        tables, byes = _swiss(settings, history, met, round_number)
    counts = seat_counts(history)
    seated = [_seat_order(table, counts, settings.seed, round_number) for table in tables]
    repeats = sum(met[a].get(b, 0) for table in seated for i, a in enumerate(table) for b in table[i + 1:])
    return Round(round_number, tuple(seated), tuple(byes), repeats)


def meetings(history: History) -> dict[str, dict[str, int]]:
    """How many times each two players sat at a table together."""
    met: dict[str, dict[str, int]] = defaultdict(dict)
    for result in history.results:
        for a in result.players:
            for b in result.players:
                if a != b:
                    met[a][b] = met[a].get(b, 0) + 1
    return met


def _scheduled(settings: Settings, history: History, round_number: int) -> tuple[list[list[str]], list[str]]:
    """The round robin's round, without the withdrawn: a table left too small gives its players byes."""
    if settings.table_size == 2:
        tables, byes = circle(history.players, round_number)
    else:
        tables, byes = pods_schedule(history.players, settings)[round_number - 1]
    kept = []
    for table in tables:
        present = [p for p in table if p not in history.withdrawn]
        if len(present) >= settings.smallest_table:
            kept.append(present)
        else:
            byes = [*byes, *present]
    return kept, sorted((p for p in byes if p not in history.withdrawn), key=history.players.index)


def _swiss(settings: Settings, history: History, met: dict[str, dict[str, int]],
           round_number: int) -> tuple[list[list[str]], list[str]]:
    active = history.active
    sizes, bye_count = table_sizes(len(active), settings.table_size, settings.smallest_table)
    scores = half_points(settings, history)
    byes_had: dict[str, int] = defaultdict(int)
    for bye in history.byes:
        byes_had[bye.player] += 1
    tie = {p: order_key(settings.seed, round_number, p) for p in active}
    by_bye = sorted(active, key=lambda p: (byes_had[p], scores[p], tie[p]))
    byes = by_bye[:bye_count]
    playing = sorted(by_bye[bye_count:], key=lambda p: (-scores[p], tie[p]))
    costs = Costs(scores, met, playing, sizes)
    return partition(playing, sizes, costs), sorted(byes, key=active.index)


def seat_counts(history: History) -> dict[str, dict[int, int]]:
    """How many times each player sat in each seat (0 first)."""
    counts: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))
    for result in history.results:
        for seat, player in enumerate(result.players):
            counts[player][seat] += 1
    return counts


def _seat_order(table: Sequence[str], counts: dict[str, dict[int, int]], seed: str, round_number: int) -> tuple[str, ...]:
    """The order (at most 5! to try) that keeps each player's seats most even: the least sum, over the
    table, of the times each player sat in the seat given before (which is what minimises the growth of
    the sum of squares of their counts), the first seat counted double (going first matters most); ties
    by the seeded order."""
    players = sorted(table, key=lambda p: order_key(seed, round_number, p))

    def cost(order: Sequence[str]) -> int:
        return sum((2 if seat == 0 else 1) * counts[p][seat] for seat, p in enumerate(order))

    return min(permutations(players), key=cost)
