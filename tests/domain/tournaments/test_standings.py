"""Standings (domain/tournaments/standings.py): placement points, the tie-breaks, the duplicate score and
byes, in exact numbers on small hand-made tournaments."""
from __future__ import annotations

import random
from fractions import Fraction as F

import pytest

from domain.tournaments.model import BOT, Bye, History, SeatResult, Settings, TableResult, TournamentError
from domain.tournaments.standings import placement_points, standings
from tests.domain.tournaments.play import field, rounds

FOUR = Settings("swiss", 4, 2)


def table(round_: int, *seats: tuple[str, int], deal: str | None = None, scores=None, flags=None) -> TableResult:
    return TableResult(round_, tuple(
        SeatResult(player, (scores or {}).get(player, 0), place, (flags or {}).get(player, frozenset()))
        for player, place in seats), deal)


@pytest.mark.parametrize(("places", "points"), [
    ([1, 2, 3, 4], [3, 2, 1, 0]),
    ([1, 1, 3, 4], [F(5, 2), F(5, 2), 1, 0]),  # two tied first at a 4-table: (3 + 2) / 2 each
    ([1, 1, 2, 3], [F(5, 2), F(5, 2), 1, 0]),  # the same tie, numbered densely
    ([1, 2, 2, 4], [3, F(3, 2), F(3, 2), 0]),
    ([2, 1, 2], [F(1, 2), 2, F(1, 2)]),
    ([1, 1, 1], [1, 1, 1]),
    ([2, 1], [0, 1]),
    ([1, 2, 3, 4, 5], [4, 3, 2, 1, 0]),
])
def test_placement_points(places, points):
    assert placement_points(places) == tuple(F(p) for p in points)


def five_players() -> History:
    """Round 1: A, B tie first over C, D; E has the bye. Round 2: E, D, C, B in that order; A has the bye."""
    return History(
        ("A", "B", "C", "D", "E"),
        (table(1, ("A", 1), ("B", 1), ("C", 3), ("D", 4)), table(2, ("E", 1), ("D", 2), ("C", 3), ("B", 4))),
        (Bye(1, "E"), Bye(2, "A")),
    )


def test_points_and_tie_breaks_exactly():
    rows = {row.player: row for row in standings(FOUR, five_players())}
    # a bye scores the mean of a 4-table, 1.5; final A 4, B 2.5, C 2, D 2, E 4.5; the field's mean 3
    assert {p: r.points for p, r in rows.items()} == {"A": 4, "B": F(5, 2), "C": 2, "D": 2, "E": F(9, 2)}
    # Buchholz: the mean of the others at each table, summed; a bye counts the field's mean (3)
    assert {p: r.buchholz for p, r in rows.items()} == {
        "A": F(13, 6) + 3,  # (2.5 + 2 + 2) / 3, bye
        "B": F(8, 3) + F(17, 6),  # (4 + 2 + 2) / 3, (4.5 + 2 + 2) / 3
        "C": F(17, 6) + 3,  # (4 + 2.5 + 2) / 3, (4.5 + 2 + 2.5) / 3
        "D": F(17, 6) + 3,
        "E": F(13, 6) + 3,  # (2 + 2 + 2.5) / 3, bye
    }
    # Sonneborn-Berger: the points earned at each table times that mean; a bye: 1.5 times the field's mean
    assert {p: r.sonneborn_berger for p, r in rows.items()} == {
        "A": F(5, 2) * F(13, 6) + F(9, 2),
        "B": F(5, 2) * F(8, 3),
        "C": 1 * F(17, 6) + 1 * 3,
        "D": 0 * F(17, 6) + 2 * 3,
        "E": 3 * F(13, 6) + F(9, 2),
    }
    assert [(r.rank, r.player) for r in standings(FOUR, five_players())] == [
        (1, "E"), (2, "A"), (3, "B"), (4, "D"), (5, "C")]  # D over C on Sonneborn-Berger (Buchholz equal)
    assert (rows["A"].games, rows["A"].byes, rows["E"].games, rows["E"].byes) == (1, 1, 1, 1)


def test_the_bye_score_is_the_mean_of_a_full_table():
    assert [Settings("swiss", size, 1).bye_points for size in (2, 3, 4, 5)] == [F(1, 2), 1, F(3, 2), 2]


def test_duplicate_compares_a_seat_with_the_same_seat_on_the_same_deal():
    scores = {"A": 10, "B": 5, "C": 6, "D": 9, "E": 7, "F": 7}
    history = History(("A", "B", "C", "D", "E", "F"), (
        table(1, ("A", 1), ("B", 2), deal="d1", scores=scores),
        table(1, ("C", 2), ("D", 1), deal="d1", scores=scores),
        table(1, ("E", 1), ("F", 1), scores=scores),  # no named deal: no duplicate score
    ))
    rows = {row.player: row for row in standings(Settings("swiss", 2, 3), history)}
    # seat 1 scored 10 and 6 (mean 8), seat 2 5 and 9 (mean 7)
    assert {p: rows[p].duplicate for p in "ABCDEF"} == {"A": 2, "B": -2, "C": -2, "D": 2, "E": 0, "F": 0}


def test_equal_players_share_a_rank_and_withdrawn_players_keep_their_results():
    history = History(("A", "B", "C", "D"), (table(1, ("A", 1), ("B", 1), ("C", 3), ("D", 3),
                                                   flags={"C": frozenset({BOT})}),),
                      withdrawn=frozenset({"B"}))
    rows = standings(FOUR, history)
    assert [(r.rank, r.player, r.points) for r in rows] == [(1, "A", F(5, 2)), (1, "B", F(5, 2)),
                                                            (3, "C", F(1, 2)), (3, "D", F(1, 2))]
    assert [r.withdrawn for r in rows] == [False, True, False, False]
    assert [r.bot_games for r in rows] == [0, 0, 1, 0]


def test_nobody_played_yet():
    assert [(r.rank, r.points, r.buchholz) for r in standings(FOUR, History(("A", "B")))] == [(1, 0, 0), (1, 0, 0)]


@pytest.mark.parametrize("bad", [
    lambda: History(("A", "A")),
    lambda: History(("A", "B"), (table(1, ("A", 1), ("Z", 2)),)),
    lambda: History(("A",), byes=(Bye(1, "Z"),)),
    lambda: table(1, ("A", 1), ("A", 2)),
    lambda: table(1, ("A", 0), ("B", 1)),
    lambda: SeatResult("A", float("nan"), 1),
    lambda: Settings("knockout", 4, 3),
    lambda: Settings("swiss", 6, 3),
    lambda: Settings("swiss", 4, 3, min_players=5),
    lambda: Settings("swiss", 4, 0),
])
def test_what_cannot_be_is_refused(bad):
    with pytest.raises(TournamentError):
        bad()


def test_standings_are_the_same_whatever_the_order_of_the_results():
    settings = Settings("swiss", 4, 5, min_players=3, seed="order")
    *_, (_, history) = rounds(settings, History(field(23)), seed=3)
    shuffled = list(history.results)
    random.Random(1).shuffle(shuffled)
    assert standings(settings, History(history.players, tuple(shuffled), history.byes[::-1])) == standings(settings, history)
