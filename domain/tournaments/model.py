"""The shapes a tournament is made of: its settings, a table's result, a bye, the history so far, a
round's pairing and a standings row. Plain frozen dataclasses, checked on construction: a bad value is a
`TournamentError` (a ValueError), which the service answers as a 4xx."""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

Format = Literal["swiss", "round_robin"]
FORMATS: tuple[Format, ...] = ("swiss", "round_robin")
TABLE_SIZES = range(2, 6)  # the titles seat 2 to 5
MAX_PLAYERS = 5000  # a field's cap: the pairing's budgets are sized for it
MAX_ROUNDS = 50
BOT = "bot"  # a seat's flag: a bot or automa played it (taken over); the standings count such games
ABSENT = "absent"  # a seat's flag: its player never acted there (the clock gave it to a bot): not a game played


class TournamentError(ValueError):
    """Settings or a history that cannot be (a player twice at a table, an unknown player...)."""


@dataclass(frozen=True)
class Settings:
    """`min_players`: the smallest table the title allows (default `table_size`: no smaller tables, the
    remainder gets byes). `seed`: breaks ties among equal players, so a pairing is reproducible."""

    format: Format
    table_size: int
    rounds: int
    min_players: int | None = None
    seed: str = ""

    def __post_init__(self) -> None:
        if self.format not in FORMATS:
            raise TournamentError(f"format must be one of {FORMATS}")
        if self.table_size not in TABLE_SIZES:
            raise TournamentError("table_size must be 2 to 5")
        if not 1 <= self.rounds <= MAX_ROUNDS:
            raise TournamentError(f"rounds must be 1 to {MAX_ROUNDS}")
        if not 2 <= self.smallest_table <= self.table_size:
            raise TournamentError("min_players must be 2 to table_size")

    @property
    def smallest_table(self) -> int:
        return self.table_size if self.min_players is None else self.min_players

    @property
    def bye_points(self) -> Fraction:
        """A bye scores the mean placement points of a full table: (table_size - 1) / 2, neither a win nor
        a loss, so a bye moves a player neither up nor down against the field's average."""
        return Fraction(self.table_size - 1, 2)


@dataclass(frozen=True)
class SeatResult:
    """One seat of a finished table: `score` the points in the game, `place` 1 for first (tied players
    share a place), `flags` e.g. BOT."""

    player: str
    score: int | float
    place: int
    flags: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        if self.place < 1:
            raise TournamentError("a place is 1 or more")
        if not math.isfinite(self.score):
            raise TournamentError("a score is a finite number")


@dataclass(frozen=True)
class TableResult:
    """A finished table: `seats` in seat order (the first is the first player). `deal` names the deal
    when every table of the round played the same one (duplicate): only then the duplicate score counts."""

    round: int
    seats: tuple[SeatResult, ...]
    deal: str | None = None

    def __post_init__(self) -> None:
        players = [seat.player for seat in self.seats]
        if len(players) not in TABLE_SIZES or len(set(players)) != len(players):
            raise TournamentError("a table seats 2 to 5 different players")

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(seat.player for seat in self.seats)


@dataclass(frozen=True)
class Bye:
    round: int
    player: str


@dataclass(frozen=True)
class History:
    """The tournament so far: `players` in registration order, the finished tables, the byes given, and
    who withdrew (paired no more; their results stay)."""

    players: tuple[str, ...]
    results: tuple[TableResult, ...] = ()
    byes: tuple[Bye, ...] = ()
    withdrawn: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        known = set(self.players)
        if len(known) != len(self.players) or len(known) > MAX_PLAYERS:
            raise TournamentError(f"players are distinct, at most {MAX_PLAYERS}")
        named = [p for r in self.results for p in r.players] + [b.player for b in self.byes]
        if not known.issuperset(named) or not known.issuperset(self.withdrawn):
            raise TournamentError("a result, bye or withdrawal names a player not registered")

    @property
    def active(self) -> tuple[str, ...]:
        return tuple(p for p in self.players if p not in self.withdrawn)


@dataclass(frozen=True)
class Round:
    """A round's pairing: `tables` of players in seat order (the first sits first), `byes` the players
    left out (each scores Settings.bye_points), `repeats` the earlier meetings of the pairs of table-mates
(0: nobody meets anyone again)."""

    number: int
    tables: tuple[tuple[str, ...], ...]
    byes: tuple[str, ...] = ()
    repeats: int = 0

    def bye_records(self) -> tuple[Bye, ...]:
        return tuple(Bye(self.number, player) for player in self.byes)


@dataclass(frozen=True)
class StandingRow:
    """A player's line. Points and tie-breaks are exact (Fractions); `rank` is shared by players equal on
    every key (points, buchholz, sonneborn_berger, duplicate)."""

    rank: int
    player: str
    points: Fraction
    buchholz: Fraction
    sonneborn_berger: Fraction
    duplicate: Fraction
    games: int
    byes: int
    bot_games: int = 0
    withdrawn: bool = False
    absent: int = 0  # tables its player never acted at (flagged ABSENT): not in `games` nor `bot_games`
