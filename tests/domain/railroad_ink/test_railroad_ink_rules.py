"""Drawing routes: connection, highway/railway joins, overpasses, stations, specials, ending a round."""
from __future__ import annotations

import pytest

from domain.core import CommandInvalid, Event, Rng, RuleViolation, load_command
from domain.railroad_ink import RULES

ROUTE_DICE = ["highway_straight", "railway_curve", "highway_t", "overpass"]


def position(dice=ROUTE_DICE, squares=None, players=1, rules_version=None) -> dict:
    """A game in round 1 with the given roll and, on every board, the given {(row, col): code} routes
    (drawn in earlier rounds), set up under `rules_version` (by default before versions were
    recorded: version 1)."""
    started = {"players": players, **({"rules_version": rules_version} if rules_version else {})}
    state = RULES.evolve(None, Event("game_started", started))
    state = RULES.evolve(state, Event("dice_rolled", {"round": 1, "dice": list(dice)}))
    for seat in state["seats"]:
        for (row, col), code in (squares or {}).items():
            seat["board"][row * 7 + col] = code
    return state


def play(state, seat, kind, **data):
    events = RULES.decide(state, seat, load_command(RULES, {"type": kind, "data": data}), Rng("test", 1))
    for event in events:
        state = RULES.evolve(state, event)
    return state, events


def refused(state, seat, kind, **data) -> str:
    with pytest.raises(RuleViolation) as caught:
        play(state, seat, kind, **data)
    return caught.value.code


def test_a_route_must_continue_an_exit_or_a_route():
    state = position()
    assert refused(state, 0, "place_route", die=0, row=3, col=3) == "railroad_ink.not_connected"
    # die 0, a highway straight E-W; turned once it runs N-S into highway exit N(0,1)
    state, events = play(state, 0, "place_route", die=0, row=0, col=1, rotation=1)
    assert events[0].type == "route_placed" and events[0].data["edges"] == "H_H_"
    # now the square below continues it
    state, _ = play(state, 0, "place_route", die=2, row=1, col=1, rotation=3)  # T: N, E, S highway
    assert state["seats"][0]["board"][7 + 1] == "HHH_"


def test_an_end_facing_an_exit_of_the_other_kind_does_not_connect_and_is_refused():
    # highway straight N-S into railway exit N(0,3)
    assert refused(position(), 0, "place_route", die=0, row=0, col=3, rotation=1) == (
        "railroad_ink.highway_meets_railway"
    )


def test_highway_may_not_run_into_railway_even_if_another_side_connects():
    # a highway straight at (1,3), W-E, would continue the highway at (1,4) but face the railway at (1,2)
    state = position(squares={(1, 2): "_R_R", (1, 4): "_H_H"})
    assert refused(state, 0, "place_route", die=0, row=1, col=3) == "railroad_ink.highway_meets_railway"


def test_a_blank_side_may_face_a_route_end():
    state = position(squares={(1, 2): "_R_R", (0, 3): "H_H_"})
    # the highway T at (1,3) with sides N, E, S: its blank W side faces the railway end (an error later)
    state, _ = play(state, 0, "place_route", die=2, row=1, col=3, rotation=3)
    assert state["seats"][0]["board"][7 + 3] == "HHH_"


def test_an_overpass_crosses_without_joining_and_a_station_joins():
    state = position(squares={(2, 1): "_H_H", (1, 2): "R_R_"})
    # overpass at (2,2): railway N-S continues (1,2), highway E-W continues (2,1)
    state, events = play(state, 0, "place_route", die=3, row=2, col=2, rotation=1)
    assert events[0].data == {
        "die": 3, "route": "overpass", "row": 2, "col": 2, "rotation": 1, "mirrored": False,
        "edges": "RHRH", "overpass": True,
    }
    assert RULES.view(state, 0)["board"]["squares"][-1] == {"row": 2, "col": 2, "edges": "RHRH", "overpass": True}
    # the unturned overpass would put highway against the railway above
    other = position(dice=["overpass"] * 4, squares={(2, 1): "_H_H", (1, 2): "R_R_"})
    assert refused(other, 0, "place_route", die=3, row=2, col=2) == "railroad_ink.highway_meets_railway"
    # a station joins highway to railway: straight station, highway W, railway E
    station = position(dice=["station_straight"] * 4, squares={(2, 1): "_H_H", (2, 3): "_R_R"})
    state, events = play(station, 0, "place_route", die=3, row=2, col=2, rotation=0, mirrored=True)
    assert events[0].data["edges"] == "_R_H"  # mirrored: railway E, highway W
    assert refused(station, 0, "place_route", die=3, row=2, col=2) == "railroad_ink.highway_meets_railway"


def test_rotation_turns_clockwise_and_mirroring_swaps_east_and_west_first():
    state = position(dice=["highway_curve"] * 4, squares={(2, 1): "_H_H"})  # the curve is E-S: "_HH_"
    _, events = play(state, 0, "place_route", die=0, row=2, col=2, rotation=2)
    assert events[0].data["edges"] == "H__H"  # N-W
    _, events = play(state, 0, "place_route", die=0, row=2, col=2, rotation=0, mirrored=True)
    assert events[0].data["edges"] == "__HH"  # S-W


def test_each_die_is_drawn_once_and_a_square_holds_one_route():
    state, _ = play(position(), 0, "place_route", die=0, row=0, col=1, rotation=1)
    assert refused(state, 0, "place_route", die=0, row=1, col=1, rotation=1) == "railroad_ink.die_used"
    assert refused(state, 0, "place_route", die=2, row=0, col=1) == "railroad_ink.square_taken"


def test_specials_one_per_round_each_once_and_three_per_game():
    state, _ = play(position(), 0, "place_special", special="highway_cross", row=0, col=1)
    assert refused(state, 0, "place_special", special="railway_cross", row=0, col=3) == (
        "railroad_ink.special_round_limit"
    )
    state["seats"][0]["specials_this_round"] = []  # as in a later round
    assert refused(state, 0, "place_special", special="highway_cross", row=0, col=5) == "railroad_ink.special_used"
    state["seats"][0]["specials_used"] = ["highway_cross", "railway_cross", "station_opposite"]
    assert refused(state, 0, "place_special", special="station_3h_1r", row=0, col=5) == (
        "railroad_ink.special_game_limit"
    )
    assert not any(c["type"] == "place_special" for c in RULES.legal_commands(state, 0))


def test_end_round_is_refused_while_a_die_still_fits():
    state = position()
    assert refused(state, 0, "end_round") == "railroad_ink.dice_left"
    assert {"type": "end_round", "data": {}} not in RULES.legal_commands(state, 0)


BLOCKED = {
    # highways all round the board edge: every highway exit joined, every railway exit passed by,
    # and no open end anywhere, so no route can be drawn at all
    **{(0, c): "_H_H" for c in range(1, 6)}, **{(6, c): "_H_H" for c in range(1, 6)},
    **{(r, 0): "H_H_" for r in range(1, 6)}, **{(r, 6): "H_H_" for r in range(1, 6)},
    (0, 0): "_HH_", (0, 6): "__HH", (6, 6): "H__H", (6, 0): "HH__",
    (0, 1): "HH_H", (0, 5): "HH_H", (6, 1): "_HHH", (6, 5): "_HHH", (3, 0): "H_HH", (3, 6): "HHH_",
}


def test_a_seat_ends_its_round_when_no_remaining_die_fits():
    state = position(squares=BLOCKED)
    assert RULES.legal_commands(state, 0) == [{"type": "end_round", "data": {}}]
    state, events = play(state, 0, "end_round")
    assert [e.type for e in events] == ["round_ended", "dice_rolled"]


def test_the_round_closes_when_every_seat_has_ended_it():
    state = position(squares=BLOCKED, players=3)
    state, events = play(state, 1, "end_round")
    assert [e.type for e in events] == ["round_ended"]
    assert RULES.status(state).active_seats == (0, 2)
    assert refused(state, 1, "place_special", special="highway_cross", row=3, col=3) == "railroad_ink.not_your_turn"
    assert RULES.legal_commands(state, 1) == []
    state, _ = play(state, 0, "end_round")
    state, events = play(state, 2, "end_round")
    assert [e.type for e in events] == ["round_ended", "dice_rolled"]
    assert events[1].data["round"] == 2 and len(events[1].data["dice"]) == 4
    assert RULES.status(state).round == 2 and RULES.status(state).active_seats == (0, 1, 2)
    assert all(seat["dice_used"] == [] and not seat["ended"] for seat in state["seats"])


def test_the_game_ends_after_round_seven_with_scores_and_winners():
    railways = ["railway_straight", "railway_curve", "railway_t", "station_curve"]
    state = position(dice=railways, squares=BLOCKED, players=2)
    state["round"] = 7
    state["seats"][1]["board"][3 * 7 + 3] = "_H_H"  # seat 1: a centre square and two errors
    state["seats"][1]["dice_used"] = [3]  # the station would fit beside it; the railways do not
    state, _ = play(state, 0, "end_round")
    state, events = play(state, 1, "end_round")
    assert [e.type for e in events] == ["round_ended", "game_ended"]
    status = RULES.status(state)
    assert status.finished and status.round == 7 and status.active_seats == ()
    assert status.scores == (44, 44 + 1 - 2) and status.winners == (0,)
    assert refused(state, 0, "end_round") == "railroad_ink.game_over"
    assert RULES.legal_commands(state, 0) == []


def test_a_tie_goes_to_fewer_errors_then_is_shared():
    from domain.railroad_ink.rules import winners

    def result(total, errors):
        return {"total": total, "errors": errors}

    assert winners([result(30, 2), result(30, 1), result(29, 0)]) == [1]
    assert winners([result(30, 1), result(30, 1)]) == [0, 1]


def test_legal_commands_list_each_distinct_orientation_once_and_all_are_accepted():
    state = position(squares={(2, 1): "_H_H", (1, 2): "R_R_"})
    legal = RULES.legal_commands(state, 0)
    at = [c["data"] for c in legal if c["type"] == "place_route" and (c["data"]["row"], c["data"]["col"]) == (2, 2)]
    by_die = {die: [(d["rotation"], d["mirrored"]) for d in at if d["die"] == die] for die in range(4)}
    assert by_die[0] == [(0, False)]  # highway straight W-E; N-S would put highway against the railway
    assert by_die[1] == [(3, False)]  # railway curve N-E; N-W would put railway against the highway
    assert by_die[3] == [(1, False)]  # overpass with railway N-S and highway W-E
    assert by_die[2] == [(0, False)]  # highway T with its blank side N, facing the railway
    for command in legal:
        assert load_command(RULES, command) == command
        play(state, 0, command["type"], **command["data"])


@pytest.mark.parametrize(
    ("kind", "data", "field"),
    [
        ("place_route", {"die": 4, "row": 0, "col": 1}, "die"),
        ("place_route", {"die": 0, "row": 7, "col": 1}, "row"),
        ("place_route", {"die": 0, "row": 0, "col": -1}, "col"),
        ("place_route", {"die": 0, "row": 0, "col": 1, "rotation": 4}, "rotation"),
        ("place_route", {"die": True, "row": 0, "col": 1}, "die"),
        ("place_route", {"row": 0, "col": 1}, "die"),
        ("place_special", {"special": "meteor", "row": 0, "col": 1}, "special"),
        ("place_route", {"die": 0, "row": 0, "col": 1, "colour": "red"}, "colour"),
        ("end_round", {"now": True}, "now"),
    ],
)
def test_malformed_commands_fail_their_schema(kind, data, field):
    with pytest.raises(CommandInvalid) as caught:
        load_command(RULES, {"type": kind, "data": data})
    assert field in caught.value.errors["data"]
