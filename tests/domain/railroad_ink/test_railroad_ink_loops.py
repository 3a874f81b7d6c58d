"""Every loop bounded (docs/rules/railroad-ink.md, interpretation 27). Under rules version 2 a seat
could draw a route and erase it again for ever, every time back to the same position, and never end
its round; from version 3 a seat erases at most ERASES_PER_ROUND (10) of its own routes a round."""
from __future__ import annotations

import pytest

from domain.core import LocalGame, RuleViolation, SeatSpec, random_playout, state_hash
from domain.railroad_ink import RULES
from domain.railroad_ink.state import ERASES_PER_ROUND
from tests.domain.loop_search import find_loop, positions
from tests.domain.railroad_ink.test_railroad_ink_erasing import LAVA_BESIDE_THIS_ROUND
from tests.domain.railroad_ink.test_railroad_ink_expansions import BOXED_IN
from tests.domain.railroad_ink.test_railroad_ink_expansions import position as expansion_position
from tests.domain.railroad_ink.test_railroad_ink_rules import play


def seats(n: int) -> list[SeatSpec]:
    return [SeatSpec(f"p{i}") for i in range(n)]


def first(game: LocalGame, kind: str, seat: int = 0) -> dict:
    return next(c for c in RULES.legal_commands(game.state, seat) if c["type"] == kind)


def erase(command: dict) -> dict:
    return {"type": "erase_route", "data": {"row": command["data"]["row"], "col": command["data"]["col"]}}


def test_a_route_is_drawn_and_erased_at_most_ten_times_a_round():
    game = LocalGame(RULES, seats(2), seed="loops")
    draw = first(game, "place_route")
    before = state_hash(game.state)
    for n in range(1, ERASES_PER_ROUND + 1):
        game.play(0, draw)
        game.play(0, erase(draw))
        assert game.state["seats"][0]["erased_this_round"] == n
    assert ERASES_PER_ROUND == 10 and state_hash(game.state) != before
    game.play(0, draw)
    assert not [c for c in RULES.legal_commands(game.state, 0) if c["type"] == "erase_route"]
    with pytest.raises(RuleViolation) as err:
        game.play(0, erase(draw))
    assert err.value.code == "railroad_ink.erase_limit"
    assert err.value.details == {"limit": 10, **erase(draw)["data"]}
    # the round goes on: the seat draws what is left and ends it; the other seat still has its ten
    while (command := RULES.legal_commands(game.state, 0))[0]["type"] != "end_round":
        game.play(0, next(c for c in command if c["type"] != "erase_route"))
    game.play(0, {"type": "end_round", "data": {}})
    assert game.state["seats"][1]["erased_this_round"] == 0
    other = first(game, "place_route", 1)
    game.play(1, other)
    game.play(1, erase(other))
    # the next roll gives every seat its ten again
    game.play(1, other)
    while (command := RULES.legal_commands(game.state, 1))[-1]["type"] != "end_round":
        game.play(1, next(c for c in command if c["type"] != "erase_route"))
    game.play(1, {"type": "end_round", "data": {}})
    assert game.state["round"] == 2
    assert [seat["erased_this_round"] for seat in game.state["seats"]] == [0, 0]
    game.play(0, first(game, "place_route"))
    assert first(game, "erase_route")


def test_up_to_version_2_a_route_could_be_drawn_and_erased_for_ever_and_still_can():
    """Games set up under version 2 keep their rules, so that their logs replay: the loop stays there."""
    game = LocalGame(RULES, seats(1), seed="loops", rules_version="2")
    draw = first(game, "place_route")
    before = state_hash(game.state)
    for _ in range(ERASES_PER_ROUND + 2):
        game.play(0, draw)
        game.play(0, erase(draw))
        assert state_hash(game.state) == before
    assert "erased_this_round" not in game.state["seats"][0]
    assert find_loop(RULES, ["human"], game.state) is not None


def test_an_earlier_rounds_route_erased_for_lava_is_not_counted():
    """Erasing an earlier round's route to make room for lava (interpretation 22) gives nothing back
    and bounds itself (then lava fits, and no more may be erased); only this round's own routes count."""
    state = expansion_position(["lava"], squares=LAVA_BESIDE_THIS_ROUND, rules_version="3")
    assert state["seats"][0]["erased_this_round"] == 0
    state, _ = play(state, 0, "place_route", die=0, row=3, col=4)
    state, (event,) = play(state, 0, "erase_route", row=3, col=2)  # an earlier round's, to make room
    assert "restored" not in event.data and state["seats"][0]["erased_this_round"] == 0
    state, (event,) = play(state, 0, "erase_route", row=3, col=4)  # this round's: the die comes back
    assert event.data["restored"] == "" and state["seats"][0]["erased_this_round"] == 1


def test_a_seat_out_of_erasures_is_not_held_owing_lava_it_could_only_make_room_for_by_erasing():
    """Lava is owed while room can be made by erasing a route beside it (interpretation 20): with the
    ten erasures used, this round's routes no longer count, so the round can still be ended."""
    state = expansion_position(["lava"], squares=BOXED_IN, rules_version="3")  # boxed in: no lava fits
    mine = state["seats"][0]
    # the four routes round the volcano drawn this round with the four dice, and ten erasures spent
    mine["drawn_this_round"] = [{"square": row * 7 + col, "die": die, "under": ""}
                                for die, (row, col) in enumerate(BOXED_IN)]
    mine["dice_used"] = [0, 1, 2, 3]
    mine["volcano_drawn"] = True  # (no volcano either)
    mine["erased_this_round"] = ERASES_PER_ROUND - 1
    assert RULES.view(state, 0)["lava_needed"]  # one erasure left makes room: lava is owed
    assert {c["type"] for c in RULES.legal_commands(state, 0)} == {"place_special", "erase_route"}
    mine["erased_this_round"] = ERASES_PER_ROUND
    assert not RULES.view(state, 0)["lava_needed"]
    assert {c["type"] for c in RULES.legal_commands(state, 0)} == {"place_special", "end_round"}
    state, (ended, *_) = play(state, 0, "end_round")
    assert ended.type == "round_ended"


GAMES = [(1, [], "solo"), (2, [], "two"), (2, ["meteor", "lava"], "expansions")]


@pytest.mark.parametrize("players, expansions, chooser", GAMES, ids=[g[2] for g in GAMES])
def test_no_sequence_of_legal_commands_comes_back_to_the_same_position(players, expansions, chooser):
    """From positions of random games, no bounded sequence of legal commands (of the seats still in
    the round) returns to an equal state within the round."""
    game = random_playout(RULES, seats(players), {"expansions": expansions}, seed=f"loops-{chooser}",
                          chooser_seed=chooser)
    searched = 0
    for state in positions(game, 3):
        assert find_loop(RULES, ["human"] * players, state, depth=4, nodes=40) is None
        searched += 1
    assert searched >= 10
