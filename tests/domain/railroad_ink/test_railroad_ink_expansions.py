"""The Meteor and Lava expansions (rulebook "ROZŠÍŘENÍ"): strikes, craters, lava, volcanoes, their
scoring, and whole games with each expansion option."""
from __future__ import annotations

import pytest

from domain.core import (
    CommandInvalid,
    Event,
    LocalGame,
    Rng,
    RuleViolation,
    load_command,
    random_playout,
    state_hash,
)
from domain.core.game import load_options
from domain.railroad_ink import RULES
from domain.railroad_ink.board import CRATER
from domain.railroad_ink.expansions import DIRECTION_FACES, DISTANCE_FACES, LAVA_DIE_FACES, strike
from tests.domain.railroad_ink.test_railroad_ink_games import seats
from tests.domain.railroad_ink.test_railroad_ink_rules import play
from tests.domain.railroad_ink.test_railroad_ink_rules import refused as refused_with_code
from tests.domain.railroad_ink.test_railroad_ink_scoring import board as api_board

ROLL = ["highway_straight", "railway_curve", "highway_t", "overpass"]
VOLCANO = "LLLL"


def position(expansions, meteor=("W", 2), lava=("lava_end", "lava_corner"), squares=None, players=1,
             rules_version=None) -> dict:
    """Round 1 of a game with `expansions`, the given expansion dice and, on every board, the given
    {(row, col): code} squares (None empties a square), under `rules_version` (default: version 1)."""
    started = {"players": players, "expansions": list(expansions),
               **({"rules_version": rules_version} if rules_version else {})}
    state = RULES.evolve(None, Event("game_started", started))
    rolled = {"round": 1, "dice": list(ROLL)}
    if "meteor" in expansions:
        rolled["meteor"] = {"direction": meteor[0], "distance": meteor[1]}
    if "lava" in expansions:
        rolled["lava"] = list(lava)
    state = RULES.evolve(state, Event("dice_rolled", rolled))
    for seat in state["seats"]:
        for (row, col), code in (squares or {}).items():
            seat["board"][row * 7 + col] = code or ""
    return state


def refused(state, seat, kind, **data) -> str:
    return refused_with_code(state, seat, kind, **data).removeprefix("railroad_ink.")


def at(state, row, col, seat=0) -> str:
    return state["seats"][seat]["board"][row * 7 + col]


# -- options ----------------------------------------------------------------------------------------

def test_expansions_are_an_option_of_none_one_or_both():
    assert load_options(RULES, {}) == {"expansions": []}
    assert load_options(RULES, {"expansions": ["lava", "meteor"]}) == {"expansions": ["lava", "meteor"]}
    for bad in (["comets"], ["lava", "lava"], "lava"):
        with pytest.raises(CommandInvalid):
            load_options(RULES, {"expansions": bad})


def test_an_expansion_game_has_six_rounds_and_rolls_its_dice_with_the_route_dice():
    game = LocalGame(RULES, seats(1), {"expansions": ["lava", "meteor"]}, seed="rolls")
    started, rolled = game.events
    assert started.data == {"players": 1, "expansions": ["meteor", "lava"], "rules_version": RULES.rules_version}
    assert rolled.data["meteor"]["direction"] in DIRECTION_FACES and rolled.data["meteor"]["distance"] in DISTANCE_FACES
    assert len(rolled.data["lava"]) == 2 and set(rolled.data["lava"]) <= set(LAVA_DIE_FACES)
    assert RULES.view(game.state, 0)["rounds"] == 6
    # a base game's roll is unchanged by the expansions' code
    assert LocalGame(RULES, seats(1), seed="rolls").events[1].data == {"round": 1, "dice": rolled.data["dice"]}


def test_expansion_commands_are_refused_without_their_expansion():
    assert refused(position(["meteor"]), 0, "draw_volcano", row=0, col=0) == "expansion_off"
    assert refused(position(["lava"]), 0, "meteor_strike") == "expansion_off"


# -- meteors ----------------------------------------------------------------------------------------

def test_rulebook_example_a_meteor_two_squares_left_replaces_a_straight_railway_with_a_crater():
    state = position(["meteor"], meteor=("W", 2), squares={(3, 1): "_R_R"})
    assert refused(state, 0, "place_route", die=0, row=3, col=0) == "meteor_first"
    state, (event,) = play(state, 0, "meteor_strike")
    assert (event.type, event.data["row"], event.data["col"], event.data["erased"]) == ("meteor_struck", 3, 1, "_R_R")
    assert at(state, 3, 1) == CRATER
    assert RULES.view(state, 0)["seats"][0]["meteor_at"] == {"row": 3, "col": 1}


def test_rulebook_example_a_meteor_bounces_at_the_edge_and_passes_over_a_crater():
    # last strike at (2, 1); 3 to the left: 1 to the edge square, bounce, 2 to the right lands on the
    # crater at (2, 2), so the new crater goes 1 further right, to (2, 3)
    board = [""] * 49
    board[2 * 7 + 1] = board[2 * 7 + 2] = CRATER
    assert strike(board, 2 * 7 + 1, 3, 3) == 2 * 7 + 3
    state = position(["meteor"], meteor=("W", 3), squares={(2, 1): CRATER, (2, 2): CRATER})
    state["seats"][0]["meteor_at"] = 2 * 7 + 1
    state, _ = play(state, 0, "meteor_strike", direction="W")
    assert at(state, 2, 3) == CRATER and state["seats"][0]["meteor_at"] == 2 * 7 + 3


def test_each_player_chooses_the_direction_when_the_die_shows_it():
    state = position(["meteor"], meteor=("any", 1), players=2)
    assert refused(state, 0, "meteor_strike") == "direction_needed"
    strikes = [c for c in RULES.legal_commands(state, 0) if c["type"] == "meteor_strike"]
    assert [c["data"]["direction"] for c in strikes] == ["N", "E", "S", "W"]
    state, _ = play(state, 0, "meteor_strike", direction="N")
    state, _ = play(state, 1, "meteor_strike", direction="E")
    assert at(state, 2, 3, seat=0) == CRATER == at(state, 3, 4, seat=1)
    fixed = position(["meteor"], meteor=("S", 1))
    assert refused(fixed, 0, "meteor_strike", direction="N") == "direction_fixed"


def test_a_special_route_crossed_out_ignores_the_meteor_and_counts_as_that_rounds_special():
    state = position(["meteor"], meteor=("W", 2), squares={(3, 1): "_R_R"})
    state, (event,) = play(state, 0, "ignore_meteor", special="highway_cross")
    assert event.type == "meteor_ignored" and at(state, 3, 1) == "_R_R"
    mine = state["seats"][0]
    assert mine["specials_used"] == ["highway_cross"] and mine["meteor_at"] == 3 * 7 + 3
    assert refused(state, 0, "place_special", special="railway_cross", row=0, col=1) == "special_round_limit"
    assert refused(state, 0, "meteor_strike") == "meteor_done"
    state["seats"][0]["specials_this_round"] = []
    assert refused(state, 0, "place_special", special="highway_cross", row=0, col=1) == "special_used"


def test_a_crater_is_erased_by_drawing_a_route_on_it_and_the_strike_mark_stays():
    state = position(["meteor"], meteor=("N", 3))
    state, _ = play(state, 0, "meteor_strike")  # from (3, 3) three up: (0, 3), beside railway exit N
    assert at(state, 0, 3) == CRATER
    state, _ = play(state, 0, "place_route", die=1, row=0, col=3, rotation=3)  # railway curve N-E, N into the exit
    assert at(state, 0, 3) == "RR__" and state["seats"][0]["meteor_at"] == 3
    assert refused(state, 0, "place_route", die=2, row=0, col=3) == "square_taken"


def test_each_route_end_into_a_crater_scores_two_and_is_no_error():
    routes = {(3, 2): "_H_H", (3, 4): "_H_H", (2, 3): "__R_"}  # three ends point at (3, 3)
    plain = RULES.score_board(api_board(routes))
    with_crater = RULES.score_board({**api_board(routes), "expansions": ["meteor"], "craters": [{"row": 3, "col": 3}]})
    assert with_crater["expansion"] == 3 * 2
    assert with_crater["errors"] == plain["errors"] - 3
    assert with_crater["total"] == plain["total"] + 3 * 2 + 3
    # a crater with no route into it scores nothing
    far = RULES.score_board({**api_board(routes), "expansions": ["meteor"], "craters": [{"row": 0, "col": 0}]})
    assert far["expansion"] == 0 and far["errors"] == plain["errors"]


def test_a_route_that_fits_only_on_a_crater_must_still_be_drawn_there():
    """"Je-li to možné, musíte nakreslit všechny 4 cesty" and "Kdykoli během kola můžete kráter
    vymazat, abyste místo něj nakreslili novou cestu": drawing on a crater is possible, so a die that
    fits only there must be drawn (interpretation 16)."""
    exits = {(0, 1), (0, 3), (0, 5), (1, 6), (3, 6), (5, 6), (6, 1), (6, 3), (6, 5), (1, 0), (3, 0), (5, 0)}
    state = position(["meteor"], squares={square: CRATER for square in exits})
    state["seats"][0]["meteor_pending"] = False  # (this round's meteor has struck elsewhere)
    assert refused(state, 0, "end_round") == "dice_left"
    assert all(at(state, c["data"]["row"], c["data"]["col"]) == CRATER
               for c in RULES.legal_commands(state, 0) if c["type"] == "place_route")


def test_a_centre_square_turned_into_a_crater_scores_no_centre_point():
    """"Za každé středové pole, na které v průběhu hry zakreslíte některou z cest": read on the board
    at the end of the game, so a centre route a meteor destroyed no longer counts (interpretation 8)."""
    routes = {(2, 2): "_H_H", (2, 3): "_H_H", (2, 4): "_H_H"}
    assert RULES.score_board(api_board(routes))["center"] == 3
    struck = {**api_board({(2, 2): "_H_H", (2, 4): "_H_H"}), "expansions": ["meteor"], "craters": [{"row": 2, "col": 3}]}
    assert RULES.score_board(struck)["center"] == 2


# -- lava -------------------------------------------------------------------------------------------

def test_the_game_starts_with_a_volcano_in_the_middle():
    assert at(position(["lava"]), 3, 3) == VOLCANO


def test_every_round_at_least_one_lava_die_must_be_drawn_connected_to_lava():
    state = position(["lava"], lava=("lava_end", "lava_corner"))
    while (routes := [c for c in RULES.legal_commands(state, 0) if c["type"] == "place_route"]):
        state, _ = play(state, 0, "place_route", **routes[0]["data"])
    assert refused(state, 0, "end_round") == "lava_needed"
    # lava_end turned to face W from (3, 4) reaches the volcano; unturned (N) it does not connect
    assert refused(state, 0, "place_lava", die=0, row=3, col=4) == "lava_not_connected"
    assert refused(state, 0, "place_lava", die=0, row=3, col=3) == "square_taken"
    state, (event,) = play(state, 0, "place_lava", die=0, row=3, col=4, rotation=3)
    assert event.type == "lava_placed" and event.data["edges"] == "___L" and at(state, 3, 4) == "___L"
    assert refused(state, 0, "place_lava", die=0, row=2, col=3) == "die_used"
    assert {"type": "end_round", "data": {}} in RULES.legal_commands(state, 0)
    play(state, 0, "end_round")


def test_a_volcano_goes_on_a_square_next_to_no_lava_one_per_round():
    state = position(["lava"])
    assert refused(state, 0, "draw_volcano", row=2, col=3) == "volcano_near_lava"
    assert refused(state, 0, "draw_volcano", row=3, col=3) == "square_taken"
    diagonal = {"row": 2, "col": 2}
    assert {"type": "draw_volcano", "data": diagonal} in RULES.legal_commands(state, 0)
    state, (event,) = play(state, 0, "draw_volcano", **diagonal)
    assert event.type == "volcano_drawn" and at(state, 2, 2) == VOLCANO
    assert refused(state, 0, "draw_volcano", row=0, col=0) == "volcano_round_limit"
    # the new volcano is lava too: lava may now continue it
    state, _ = play(state, 0, "place_lava", die=0, row=1, col=2, rotation=2)
    assert at(state, 1, 2) == "__L_"


def test_any_number_of_volcanoes_may_be_drawn_in_a_round_from_rules_version_5():
    """"Během kola se kdykoli můžete rozhodnout nakreslit novou sopku ... na libovolné pole, které
    nesousedí s žádným polem obsahujícím lávu": the rulebook limits where a volcano goes, not how many
    a round; versions 1 to 4 allowed one a round."""
    state = position(["lava"], rules_version="5")
    state, _ = play(state, 0, "draw_volcano", row=0, col=0)
    state, (event,) = play(state, 0, "draw_volcano", row=0, col=6)
    assert event.type == "volcano_drawn" and at(state, 0, 0) == at(state, 0, 6) == VOLCANO
    assert {"type": "draw_volcano", "data": {"row": 6, "col": 6}} in RULES.legal_commands(state, 0)
    assert refused(state, 0, "draw_volcano", row=1, col=0) == "volcano_near_lava"  # still not beside lava
    old = position(["lava"], rules_version="4")
    old, _ = play(old, 0, "draw_volcano", row=0, col=0)
    assert refused(old, 0, "draw_volcano", row=0, col=6) == "volcano_round_limit"
    assert not any(c["type"] == "draw_volcano" for c in RULES.legal_commands(old, 0))


BOXED_IN = {(2, 3): "_H_H", (4, 3): "_H_H", (3, 2): "H_H_", (3, 4): "H_H_"}
"""Routes on every side of the middle volcano: no free square beside open lava."""


def test_with_no_room_for_lava_a_route_beside_it_may_be_erased_or_a_volcano_drawn():
    state = position(["lava"], squares=BOXED_IN)
    legal = RULES.legal_commands(state, 0)
    erasable = [c["data"] for c in legal if c["type"] == "erase_route"]
    assert erasable == [{"row": 2, "col": 3}, {"row": 3, "col": 2}, {"row": 3, "col": 4}, {"row": 4, "col": 3}]
    assert not any(c["type"] == "place_lava" for c in legal) and any(c["type"] == "draw_volcano" for c in legal)
    assert refused(state, 0, "erase_route", row=0, col=0) == "not_beside_lava"
    state, (event,) = play(state, 0, "erase_route", row=3, col=4)
    assert event.data == {"row": 3, "col": 4, "erased": "H_H_"} and at(state, 3, 4) == ""
    assert refused(state, 0, "erase_route", row=3, col=2) == "lava_has_room"
    state, _ = play(state, 0, "place_lava", die=0, row=3, col=4, rotation=3)
    assert at(state, 3, 4) == "___L"


def test_with_no_room_the_round_cannot_end_until_a_volcano_or_an_erased_route_makes_room():
    state = position(["lava"], squares=BOXED_IN)
    state["dice"] = []  # no route dice left to draw
    assert refused(state, 0, "end_round") == "lava_needed"
    state, _ = play(state, 0, "draw_volcano", row=0, col=0)
    assert refused(state, 0, "end_round") == "lava_needed"  # lava fits beside the new volcano now
    # with nothing possible at all, the round may end without lava
    full = position(["lava"], squares={(r, c): "L___" for r in range(7) for c in range(7) if (r, c) != (3, 3)})
    full["dice"] = []
    assert RULES.legal_commands(full, 0) == [{"type": "end_round", "data": {}}]


def lake(cells: dict[tuple[int, int], str]) -> list[dict]:
    return [{"row": r, "col": c, "edges": edges} for (r, c), edges in sorted(cells.items())]


def test_rulebook_example_a_closed_lake_scores_five_and_the_largest_lake_one_a_square():
    closed = {(0, 0): "L__L"}  # both lava sides at the board edge
    largest = {(3, col): "_L_L" for col in range(1, 6)} | {(3, 6): "__LL", (4, 6): "L__L"}
    largest |= {(4, col): "_L_L" for col in range(3, 6)} | {(4, 2): "_L__"}
    assert len(largest) == 11
    result = RULES.score_board({"squares": [], "expansions": ["lava"], "lava": lake(closed | largest)})
    assert result["expansion"] == 5 + 11
    assert result["errors"] == 1  # the open west side of (3, 1)
    assert result["total"] == 5 + 11 - 1


def test_open_lava_sides_are_errors_and_a_route_end_into_lava_is_one_too():
    volcano = RULES.score_board({"squares": [], "expansions": ["lava"], "lava": lake({(3, 3): VOLCANO})})
    assert (volcano["errors"], volcano["expansion"]) == (4, 1)
    beside = RULES.score_board({**api_board({(3, 2): "_H_H"}), "expansions": ["lava"], "lava": lake({(3, 3): VOLCANO})})
    assert beside["errors"] == 4 + 2  # 4 open lava sides; the highway's two inner ends, one into the lava


@pytest.mark.parametrize(
    ("raw", "message", "details"),
    [
        ({"squares": [], "lava": lake({(3, 3): VOLCANO})}, "lava need the lava expansion in the board's expansions", {}),
        ({"squares": [], "expansions": ["volcanoes"]}, "expansions must be a list of meteor, lava", {}),
        ({"squares": [], "expansions": ["meteor"], "craters": {"row": 0, "col": 0}}, "craters must be a list", {}),
        ({"squares": [], "expansions": ["meteor"], "craters": [{"row": 0, "col": 0}, {"row": 7, "col": 0}]},
         "craters 1: row must be an integer from 0 to 6", {"craters": 1, "field": "row"}),
        ({"squares": [], "expansions": ["meteor"], "craters": [{"row": True, "col": 0}]},
         "craters 0: row must be an integer from 0 to 6", {"craters": 0, "field": "row"}),
        ({"squares": [], "expansions": ["meteor"], "craters": [{"row": 0, "col": 0, "colour": "red"}]},
         "craters 0 must have exactly col, row", {"craters": 0}),
        ({"squares": [], "expansions": ["lava"], "lava": [{"row": 0, "col": 0}]},
         "lava 0 must have exactly col, edges, row", {"lava": 0}),
        ({"squares": [], "expansions": ["lava"], "lava": lake({(0, 0): "LH__"})},
         "lava 0: edges must be four letters for the sides NESW, each L or _, at least one L",
         {"lava": 0, "field": "edges"}),
        ({**api_board({(0, 0): "_H_H"}), "expansions": ["meteor"], "craters": [{"row": 0, "col": 0}]},
         "craters 0: row 0, col 0 is listed twice", {"craters": 0}),
        (api_board({(0, 0): "LLLL"}), "square 0: edges must be four letters for the sides NESW, each H, R or _",
         {"square": 0, "field": "edges"}),
    ],
)
def test_boards_with_expansion_squares_are_validated(raw, message, details):
    with pytest.raises(RuleViolation) as caught:
        RULES.score_board(raw)
    assert (caught.value.code, caught.value.message, caught.value.details) == (
        "railroad_ink.bad_board", message, details)


# -- both -------------------------------------------------------------------------------------------

def test_both_expansions_a_meteor_strikes_first_and_may_turn_lava_into_a_crater():
    state = position(["meteor", "lava"], meteor=("E", 1), squares={(3, 4): "___L"})
    assert refused(state, 0, "place_lava", die=0, row=2, col=3, rotation=2) == "meteor_first"
    state, (event,) = play(state, 0, "meteor_strike")
    assert event.data["erased"] == "___L" and at(state, 3, 4) == CRATER
    state, _ = play(state, 0, "place_lava", die=0, row=2, col=3, rotation=2)
    view = RULES.view(state, 0)
    assert view["board"]["craters"] == [{"row": 3, "col": 4}]
    assert view["board"]["lava"] == [{"row": 2, "col": 3, "edges": "__L_"}, {"row": 3, "col": 3, "edges": VOLCANO}]
    assert view["remaining_lava_dice"] == [1] and view["lava_needed"] is False


# -- whole games ------------------------------------------------------------------------------------

@pytest.fixture(scope="module", params=[
    (expansions, players) for expansions in (["meteor"], ["lava"], ["meteor", "lava"]) for players in (1, 2, 3, 4)
], ids=lambda p: f"{'+'.join(p[0])}-{p[1]}")
def game(request):
    expansions, players = request.param
    return random_playout(RULES, seats(players), {"expansions": expansions}, seed=f"ink-x-{players}", chooser_seed="c")


def test_a_game_ends_after_six_rounds_and_score_board_agrees(game):
    status = game.status()
    assert status.finished and status.round == 6
    assert [e.data["round"] for e in game.events if e.type == "dice_rolled"] == list(range(1, 7))
    view = RULES.view(game.state, None)
    breakdowns = [RULES.score_board(board) for board in view["boards"]]
    assert view["results"] == breakdowns and status.scores == tuple(b["total"] for b in breakdowns)
    assert all("expansion" in b for b in breakdowns)
    if "lava" in game.options["expansions"]:
        drawn = [e for e in game.events if e.type == "lava_placed"]
        assert {(e.seat, e_round) for e, e_round in _rounds(drawn, game.events)} == {
            (seat, r) for seat in range(len(game.seats)) for r in range(1, 7)
        }  # every seat drew lava every round (random play always has room)


def _rounds(events, log):
    """(event, round) of each of `events` in the log."""
    current, out = 0, []
    for event in log:
        current = event.data["round"] if event.type == "dice_rolled" else current
        if event in events:
            out.append((event, current))
    return out


def test_replay_and_the_same_seed_give_the_same_game(game):
    state = None
    for event, expected in zip(game.events, game.hashes, strict=True):
        state = RULES.evolve(state, Event.from_dict(event.as_dict()))
        assert state_hash(state) == expected
    again = random_playout(RULES, game.seats, game.options, seed=game.seed, chooser_seed="c")
    assert again.hashes == game.hashes


def test_listed_commands_are_accepted_throughout_an_expansion_game(game):
    state = None
    for version, event in enumerate(game.events, start=1):
        state = RULES.evolve(state, event)
        if version % 9 or state["finished"]:
            continue
        for seat in range(len(game.seats)):
            legal = RULES.legal_commands(state, seat)
            for command in legal[:: max(1, len(legal) // 8)]:
                assert RULES.decide(state, seat, load_command(RULES, command), Rng("x", version))
