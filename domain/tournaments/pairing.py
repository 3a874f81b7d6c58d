"""A round's pairing (docs/tournaments.md, "Pairing"): byes, tables, seat order.

Swiss: the byes go to the players with the fewest byes so far, lowest in points first; the others sit at
tables of tables.table_sizes, found by partition.partition (no repeats where the search finds a way,
then closest in points); then each table's seat order balances the seats each player has had.
Round robin: two-player tables follow the circle method over the registration order (a withdrawn
player's opponent has a bye); tables of 3 to 5 are paired as Swiss with every score taken as equal,
so that only repeats count: a schedule without repeats where the search finds one, round by round."""
from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Sequence
from itertools import permutations

from domain.tournaments.model import History, Round, Settings, TournamentError
from domain.tournaments.partition import Costs, partition
from domain.tournaments.standings import half_points
from domain.tournaments.tables import table_sizes


def pair_round(settings: Settings, history: History, round_number: int) -> Round:
    """The tables and byes of round `round_number` (1 to settings.rounds) after `history`: the same
    answer for the same settings (seed included) and history."""
    if not 1 <= round_number <= settings.rounds:
        raise TournamentError(f"round_number must be 1 to {settings.rounds}")
    if settings.format == "round_robin" and settings.table_size == 2:
        tables, byes = _circle(history, round_number)
    else:
        tables, byes = _swiss(settings, history, round_number)
    counts = seat_counts(history)
    seated = [_seat_order(table, counts, settings.seed, round_number) for table in tables]
    met = meetings(history)
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


def _tie_break(seed: str, round_number: int, player: str) -> bytes:
    """Orders players equal on everything else: the same for the same seed, apart each round."""
    return hashlib.sha256(f"{seed}\0{round_number}\0{player}".encode()).digest()


def _swiss(settings: Settings, history: History, round_number: int) -> tuple[list[list[str]], list[str]]:
    active = history.active
    sizes, bye_count = table_sizes(len(active), settings.table_size, settings.smallest_table)
    if settings.format == "round_robin":
        scores = dict.fromkeys(active, 0)  # pods round robin: only repeats count
    else:
        scores = half_points(settings, history)
    byes_had: dict[str, int] = defaultdict(int)
    for bye in history.byes:
        byes_had[bye.player] += 1
    tie = {p: _tie_break(settings.seed, round_number, p) for p in active}
    by_bye = sorted(active, key=lambda p: (byes_had[p], scores[p], tie[p]))
    byes = by_bye[:bye_count]
    playing = sorted(by_bye[bye_count:], key=lambda p: (-scores[p], tie[p]))
    costs = Costs(scores, meetings(history), playing, sizes)
    return partition(playing, sizes, costs), sorted(byes, key=active.index)


def _circle(history: History, round_number: int) -> tuple[list[list[str]], list[str]]:
    """The circle method: the first player stays, the others turn one place a round; an odd field adds
    an empty place, whose partner has the bye. Every two players meet once in each cycle of len - 1
    rounds (a withdrawn player stays in the circle: their partner has a bye)."""
    ring: list[str | None] = list(history.players)
    if len(ring) % 2:
        ring.append(None)
    if len(ring) < 2:
        return [], [p for p in history.players if p not in history.withdrawn]
    turn = (round_number - 1) % (len(ring) - 1)
    rest = ring[1:]
    ring = [ring[0], *rest[-turn:], *rest[:-turn]] if turn else ring
    tables: list[list[str]] = []
    byes: list[str] = []
    half = len(ring) // 2
    for a, b in zip(ring[:half], reversed(ring[half:]), strict=True):
        present = [p for p in (a, b) if p is not None and p not in history.withdrawn]
        if len(present) == 2:
            tables.append(present)
        else:
            byes.extend(present)
    return tables, sorted(byes, key=history.players.index)


def seat_counts(history: History) -> dict[str, dict[int, int]]:
    """How many times each player sat in each seat (0 first)."""
    counts: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))
    for result in history.results:
        for seat, player in enumerate(result.players):
            counts[player][seat] += 1
    return counts


def _seat_order(table: Sequence[str], counts: dict[str, dict[int, int]], seed: str, round_number: int) -> list[str]:
    """The order (at most 5! to try) that keeps each player's seats most even: the least sum, over the
    table, of the times each player sat in the seat given before (which is what minimises the growth of
    the sum of squares of their counts), the first seat counted double (going first matters most); ties
    by the seeded order."""
    players = sorted(table, key=lambda p: _tie_break(seed, round_number, p))

    def cost(order: Sequence[str]) -> int:
        return sum((2 if seat == 0 else 1) * counts[p][seat] for seat, p in enumerate(order))

    return list(min(permutations(players), key=cost))
