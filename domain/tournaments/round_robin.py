"""Round robin schedules, fixed for the whole tournament from the registration list and the seed (docs/
tournaments.md, "Round robin"). A withdrawn player's seat is left empty: at two-player tables their
opponent has a bye; a pod that falls below the title's smallest table gives its players byes.

Two-player tables: the circle method, every two players meet exactly once in each n - 1 rounds (n if odd).
Tables of 3 to 5: every two players meeting at most once is the social golfer problem, and exactly once
a resolvable design, which exists for few counts and has no general construction. k * k players at
k-tables (9 at 3, 16 at 4, 25 at 5) get the affine plane of order k: k + 1 rounds in which every two
players meet exactly once (then again in the same order). Any other field's schedule is searched: rounds
built one after another by the local search (partition.local_search, every score equal, so that only
repeats count), from players in a seeded order, again from other orders while a schedule has repeats,
ATTEMPTS at most and SCHEDULE_WORK in all; the schedule with the fewest repeated meetings is kept (the
first found with none)."""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations

from domain.tournaments.model import Settings
from domain.tournaments.partition import Costs, local_search, order_key
from domain.tournaments.tables import table_sizes

ATTEMPTS = 32
SCHEDULE_WORK = 20_000  # players x rounds, summed over the attempts: a 1,000-player field tries 2 orders
# The fields of order 3, 4 and 5: addition and multiplication (GF(4): polynomials over GF(2) modulo
# x^2 + x + 1, 2 standing for x and 3 for x + 1).
FIELDS: dict[int, tuple[list[list[int]], list[list[int]]]] = {
    k: ([[(a + b) % k for b in range(k)] for a in range(k)], [[a * b % k for b in range(k)] for a in range(k)])
    for k in (3, 5)
}
FIELDS[4] = ([[a ^ b for b in range(4)] for a in range(4)],
             [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]])

Tables = list[list[str]]


def circle(players: Sequence[str], round_number: int) -> tuple[Tables, list[str]]:
    """The circle method: the first player stays, the others turn one place a round; an odd field adds an
    empty place, whose partner has the bye."""
    ring: list[str | None] = list(players)
    if len(ring) % 2:
        ring.append(None)
    if len(ring) < 2:
        return [], list(players)
    turn = (round_number - 1) % (len(ring) - 1)
    rest = ring[1:]
    ring = [ring[0], *rest[len(rest) - turn:], *rest[:len(rest) - turn]]
    half = len(ring) // 2
    tables: Tables = []
    byes: list[str] = []
    for a, b in zip(ring[:half], reversed(ring[half:]), strict=True):
        if a is not None and b is not None:
            tables.append([a, b])
        else:
            byes.extend(p for p in (a, b) if p is not None)
    return tables, byes


def affine_plane(players: Sequence[str], seed: str) -> list[Tables]:
    """The k + 1 rounds of the affine plane of order k for k * k players: the players are the points (x, y)
    (in a seeded order), a round is a class of parallel lines (y = m x + b for each slope m, and x = c)."""
    order = sorted(players, key=lambda p: order_key(seed, "plane", p))
    k = {9: 3, 16: 4, 25: 5}[len(order)]
    add, mul = FIELDS[k]
    at = {(x, y): order[x * k + y] for x in range(k) for y in range(k)}
    rounds = [[[at[x, add[mul[m][x]][b]] for x in range(k)] for b in range(k)] for m in range(k)]
    return [*rounds, [[at[x, y] for y in range(k)] for x in range(k)]]


@lru_cache(maxsize=16)  # pure: a tournament asks for the same schedule each round
def pods_schedule(players: tuple[str, ...], settings: Settings) -> tuple[tuple[Tables, list[str]], ...]:
    """Every round's tables and byes, the fewest repeated meetings found (see the module's docstring).
    The byes go round: the players with the fewest byes so far, in the attempt's order."""
    if len(players) == settings.table_size ** 2 and settings.table_size in FIELDS:
        plane = affine_plane(players, settings.seed)
        return tuple((plane[number % len(plane)], []) for number in range(settings.rounds))
    sizes, bye_count = table_sizes(len(players), settings.table_size, settings.smallest_table)
    attempts = max(1, min(ATTEMPTS, SCHEDULE_WORK // max(1, len(players) * settings.rounds)))
    best: tuple[int, tuple[tuple[Tables, list[str]], ...]] | None = None
    for attempt in range(attempts):
        met: dict[str, dict[str, int]] = {p: {} for p in players}
        byes_had = dict.fromkeys(players, 0)
        rounds: list[tuple[Tables, list[str]]] = []
        repeats = 0
        for number in range(1, settings.rounds + 1):
            order = sorted(players, key=lambda p: order_key(settings.seed, f"{attempt}/{number}", p))
            byes = sorted(order, key=lambda p: byes_had[p])[:bye_count]
            playing = [p for p in order if p not in byes]
            costs = Costs(dict.fromkeys(players, 0), met, playing, sizes)
            tables = local_search(playing, sizes, costs)
            repeats += costs.split(costs.total(tables))[0]
            for table in tables:
                for a, b in combinations(table, 2):
                    met[a][b] = met[b][a] = met[a].get(b, 0) + 1
            for player in byes:
                byes_had[player] += 1
            rounds.append((tables, byes))
        if best is None or repeats < best[0]:
            best = (repeats, tuple(rounds))
        if not repeats:
            break
    assert best is not None
    return best[1]
