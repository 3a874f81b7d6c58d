"""The standings: a pure projection of the results and byes (docs/tournaments.md, "Standings").

Placement points: at a table of n, first gets n - 1, ..., last 0; players sharing a place share the
points of the positions they fill (two tied first at a 4-table: (3 + 2) / 2 each). A bye scores
Settings.bye_points. Tie-breaks, generalised from one opponent to a table of them:
- Buchholz: over one's tables, the mean final points of the others at the table, summed;
- Sonneborn-Berger: over one's tables, the placement points earned there times that same mean, summed;
- a bye counts for both as a table whose others' mean is the field's mean final points;
- duplicate: over the rounds played on a named deal, one's game score minus the mean game score of the
  same seat (same table size) over that round's tables on that deal, summed.
Everything is exact (Fractions), so equal players compare equal whatever the order of the results."""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from fractions import Fraction

from domain.tournaments.model import ABSENT, BOT, History, Settings, StandingRow, TableResult


def placement_halves(places: Sequence[int]) -> tuple[int, ...]:
    """The placement points of each seat of a table whose seats finished at `places`, in half points
    (1 first; equal places tie, whatever numbers follow a tie: [1, 1, 2, 3] and [1, 1, 3, 4] are the
    same result)."""
    size = len(places)
    halves: dict[int, int] = {}
    position = 0  # seats ahead of this place
    for place in sorted(set(places)):
        sharing = places.count(place)
        # positions position .. position + sharing - 1 earn size - 1 - position downwards: their mean
        halves[place] = 2 * (size - 1 - position) - (sharing - 1)
        position += sharing
    return tuple(halves[place] for place in places)


def placement_points(places: Sequence[int]) -> tuple[Fraction, ...]:
    return tuple(Fraction(half, 2) for half in placement_halves(places))


def half_points(settings: Settings, history: History) -> dict[str, int]:
    """Each registered player's placement points so far, byes included, in half points (the pairing's
    score: integers, so that the pairing's costs are exact)."""
    total = dict.fromkeys(history.players, 0)
    for result in history.results:
        for player, earned in zip(result.players, placement_halves([s.place for s in result.seats]), strict=True):
            total[player] += earned
    for bye in history.byes:
        total[bye.player] += settings.table_size - 1  # Settings.bye_points, in halves
    return total


def _duplicate(results: Sequence[TableResult]) -> dict[str, Fraction]:
    """Each player's score against the same seat on the same deal in the same round, summed."""
    by_seat: dict[tuple, list[int | float]] = defaultdict(list)
    for result in results:
        if result.deal is not None:
            for index, seat in enumerate(result.seats):
                by_seat[(result.round, result.deal, len(result.seats), index)].append(seat.score)
    means = {key: Fraction(sum(map(Fraction, scores))) / len(scores) for key, scores in by_seat.items()}
    duplicate: dict[str, Fraction] = defaultdict(Fraction)
    for result in results:
        if result.deal is not None:
            for index, seat in enumerate(result.seats):
                duplicate[seat.player] += Fraction(seat.score) - means[(result.round, result.deal, len(result.seats), index)]
    return duplicate


def standings(settings: Settings, history: History) -> list[StandingRow]:
    """Every registered player's row, best first: points, then Buchholz, Sonneborn-Berger, duplicate
    (all higher is better); players equal on all four share a rank and are listed by name."""
    final = half_points(settings, history)
    # Sums in integers, kept apart by the number of others at the table (their common denominator), so
    # that 9,000 seats cost integer additions and a few Fractions a player at the end.
    buchholz: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))  # others' halves
    berger: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))  # own halves x others' halves
    games: dict[str, int] = defaultdict(int)
    bots: dict[str, int] = defaultdict(int)
    absent: dict[str, int] = defaultdict(int)
    for result in history.results:
        table_total = sum(final[p] for p in result.players)
        others_count = len(result.seats) - 1
        for seat, own in zip(result.seats, placement_halves([s.place for s in result.seats]), strict=True):
            others = table_total - final[seat.player]
            buchholz[seat.player][others_count] += others
            berger[seat.player][others_count] += own * others
            games[seat.player] += ABSENT not in seat.flags
            bots[seat.player] += BOT in seat.flags and ABSENT not in seat.flags
            absent[seat.player] += ABSENT in seat.flags
    byes: dict[str, int] = defaultdict(int)
    for bye in history.byes:
        byes[bye.player] += 1
    field_mean = Fraction(sum(final.values()), 2 * len(final)) if final else Fraction(0)
    duplicate = _duplicate(history.results)
    keys: dict[str, tuple[Fraction, ...]] = {}
    for player in history.players:
        had = byes[player]
        keys[player] = (
            Fraction(final[player], 2),
            sum((Fraction(v, 2 * d) for d, v in buchholz[player].items()), had * field_mean),
            sum((Fraction(v, 4 * d) for d, v in berger[player].items()), had * settings.bye_points * field_mean),
            duplicate[player],
        )
    rows: list[StandingRow] = []
    ordered = sorted(history.players, key=lambda p: ([-v for v in keys[p]], p))
    for position, player in enumerate(ordered):
        tied = rows and keys[ordered[position - 1]] == keys[player]
        rows.append(StandingRow(rows[-1].rank if tied else position + 1, player, *keys[player],
                                games[player], byes[player], bots[player], player in history.withdrawn,
                                absent[player]))
    return rows
