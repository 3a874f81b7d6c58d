"""The picture of a Railroad Ink position: drawn for every seat and the spectator along whole games,
with every board's routes, stations, exits, craters and lava, the round's dice and the final score."""
from __future__ import annotations

import pytest

from domain.core import SeatSpec, random_playout, svg
from domain.core.game import fold
from domain.core.rules import Pictured
from domain.railroad_ink import RULES
from domain.railroad_ink.board import EXITS
from tests.pictures.picture_checks import SVG, checked, compare_golden, positions, texts, views

GAMES = [(1, []), (3, ["meteor"]), (6, ["meteor", "lava"])]


@pytest.fixture(scope="module", params=GAMES, ids=lambda game: f"{game[0]}p-{'-'.join(game[1]) or 'base'}")
def played(request):
    players, expansions = request.param
    game = random_playout(RULES, [SeatSpec(f"p{n}") for n in range(players)], {"expansions": expansions},
                          seed=f"picture-{players}", chooser_seed="picture")
    return players, positions(RULES, game, 4), game


def groups(root, name: str) -> list:
    return [g for g in root.iter(f"{SVG}g") if g.get("class") == name]


def board_of(root, seat: int):
    return next(g for g in root.iter(f"{SVG}g") if g.get("id") == f"seat-{seat}")


def test_railroad_ink_is_pictured():
    assert isinstance(RULES, Pictured)


def test_every_position_is_drawn_for_every_seat_and_the_spectator(played):
    players, states, _ = played
    for state in states:
        for view in views(RULES, state, players):
            root = checked(RULES, view)
            shown = texts(root)
            assert ("(you)" in shown) == (view["viewer"] is not None)
            assert len(groups(root, "board")) == players
            assert len(groups(root, "die")) == len(view["dice"]) + len(view.get("lava_dice", [])) * bool(view["dice"])


def test_every_seat_and_the_spectator_see_the_boards_before_the_first_roll(played):
    """(A seat's view of a lava game before the first roll once failed: no lava dice to fit yet.)"""
    players, _, game = played
    for view in views(RULES, fold(RULES, game.events[:1]), players):
        root = checked(RULES, view)
        assert "No dice rolled yet" in texts(root) and not groups(root, "die")
        assert not any(groups(board_of(root, seat), "route") for seat in range(players))
        assert view.get("lava_needed", False) is False


def test_every_board_shows_its_routes_stations_exits_craters_and_lava(played):
    players, states, _ = played
    view = RULES.view(states[-1], None)
    root = checked(RULES, view)
    for seat, board in enumerate(view["boards"]):
        drawn = board_of(root, seat)
        assert drawn.get("class") == "board"
        squares = board["squares"]
        assert len(groups(drawn, "route")) == len(squares) > 0
        stations = [s for s in squares if "H" in s["edges"] and "R" in s["edges"] and not s["overpass"]]
        assert len([r for r in drawn.iter(f"{SVG}rect") if r.get("class") == "station"]) == len(stations)
        assert len([g for g in drawn.iter(f"{SVG}g") if (g.get("class") or "").startswith("exit ")]) == len(EXITS)
        assert len([c for c in drawn.iter(f"{SVG}circle") if c.get("class") == "crater"]) == len(
            board.get("craters", []))
        assert len(groups(drawn, "lava")) == len(board.get("lava", []))


def test_the_expansions_leave_their_marks_by_the_end():
    game = random_playout(RULES, [SeatSpec("a"), SeatSpec("b")], {"expansions": ["meteor", "lava"]},
                          seed="marks", chooser_seed="marks")
    view = RULES.view(game.state, 0)
    root = checked(RULES, view)
    assert any(board.get("craters") for board in view["boards"]) and groups(root, "lava")
    assert "Expansions: meteor, lava" in texts(root)


def test_the_legend_explains_the_marks_of_the_expansions_played(played):
    _, states, _ = played
    view = RULES.view(states[-1], None)
    legend = texts(groups(checked(RULES, view), "legend")[0]).splitlines()
    assert legend[:6] == ["Highway", "Railway", "Station", "Overpass", "Exit", "Centre square"]
    assert ("Crater" in legend) == ("Last meteor strike" in legend) == ("meteor" in view["expansions"])
    assert ("Lava" in legend) == ("lava" in view["expansions"])


def test_the_score_breakdown_is_shown_once_the_game_is_over(played):
    players, states, _ = played
    unfinished, finished = RULES.view(states[1], 0), RULES.view(states[-1], 0)
    assert not groups(checked(RULES, unfinished), "score")
    root = checked(RULES, finished)
    scores = groups(root, "score")
    assert len(scores) == players
    for seat, score in enumerate(scores):
        result = finished["results"][seat]
        shown = texts(score).splitlines()
        assert shown[shown.index("Total") + 1] == str(result["total"])
        assert shown[shown.index("Errors (minus)") + 1] == str(-result["errors"])
    winners = [seat for seat in range(players) if "winner" in texts(board_of(root, seat))]
    assert winners == finished["winners"]


def test_each_board_is_framed_in_its_seat_colour(played):
    players, states, _ = played
    root = checked(RULES, RULES.view(states[-1], None))
    for seat in range(players):
        frame = [r for r in board_of(root, seat).findall(f"{SVG}rect") if r.get("fill") == "none"]
        assert frame[0].get("stroke") == svg.SEAT_COLOURS[seat]


def test_the_golden_position_is_unchanged():
    # the reviewed golden game was played under rules version 2; version 3 bounds the erasures of a
    # round, so random play takes another path there (the picture itself is the same code)
    game = random_playout(RULES, [SeatSpec("a"), SeatSpec("b")], {"expansions": ["meteor", "lava"]},
                          seed="golden", chooser_seed="golden", rules_version="2")
    compare_golden(RULES.name, RULES.picture(RULES.view(game.state, 0)))
