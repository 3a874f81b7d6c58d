"""The table every game shares (domain/core/table.py): undo, resigning, handing a seat over, clocks,
checked on whole games of random legal play in every game."""
from __future__ import annotations

import pytest

from domain.core import LocalGame, Rng, SeatSpec, state_hash
from domain.core import table as tables
from domain.core.game import CommandInvalid, fold, load_options
from domain.core.registry import all_rules
from domain.core.rules import RuleViolation, Status

MODES = [
    ("railroad-ink", {}), ("railroad-ink", {"expansions": ["meteor"]}), ("railroad-ink", {"expansions": ["lava"]}),
    ("lilliput", {}), ("lilliput", {"advanced": True}), ("ticket-to-ride", {}), ("mini-express", {}),
    ("tinners-trail", {}),
]
UNDO = {"type": "undo", "data": {}}


def seats(name: str, count: int | None = None) -> list[SeatSpec]:
    rules = all_rules()[name]
    return [SeatSpec(f"P{i}") for i in range(count or max(2, rules.min_players))]


@pytest.mark.parametrize(("name", "options"), MODES, ids=[f"{n}-{o}" for n, o in MODES])
def test_every_accepted_undo_gives_back_exactly_the_earlier_state_and_the_game_still_replays(name, options):
    rules = all_rules()[name]
    game = LocalGame(rules, seats(name), options, seed=f"undo-{name}")
    chooser = Rng("undo-chooser", name)
    undone = refused = 0
    for _ in range(4000):
        status = game.status()
        if status.finished:
            break
        seat = chooser.choice(list(status.active_seats))
        listed = UNDO in tables.seat_commands(game.table, game.options, [s.kind for s in game.seats], seat)
        if listed and chooser.randint(0, 2) == 0:
            first, _ = game.table["undo"]["batches"][-1]
            game.play(seat, UNDO)
            assert game.hashes[-1] == game.hashes[first - 2], "the undo did not give back the state before"
            assert game.state == game.state_after(first - 1)
            undone += 1
            continue
        if not listed:
            with pytest.raises(RuleViolation) as refusal:
                game.play(seat, UNDO)
            assert refusal.value.code.startswith("undo.")
            refused += 1
        game.play(seat, chooser.choice(rules.legal_commands(game.state, seat)))
    assert game.status().finished
    assert refused > 0
    # Ticket to Ride shows something with nearly every command (draws, the cards a route takes).
    assert undone > 0 or name == "ticket-to-ride"
    assert state_hash(fold(rules, game.events)) == game.hashes[-1]  # a whole log with undos folds to its state
    again = LocalGame(rules, game.seats, game.options, game.seed)
    for seat, command, _ in game.commands:
        again.play(seat, command)
    assert again.hashes == game.hashes  # the same seed and commands, undos included, give the same events


def test_undo_refusals_name_their_reason():
    rules = all_rules()["railroad-ink"]
    game = LocalGame(rules, seats("railroad-ink"), {}, seed="reasons")
    with pytest.raises(RuleViolation) as nothing:
        game.play(0, UNDO)
    assert nothing.value.code == "undo.nothing_to_undo"
    game.play(0, rules.legal_commands(game.state, 0)[0])
    game.play(1, rules.legal_commands(game.state, 1)[0])
    with pytest.raises(RuleViolation) as other:
        game.play(0, UNDO)
    assert other.value.code == "undo.other_seat_acted"
    game.play(1, UNDO)  # the last to act may still take its own back
    with pytest.raises(RuleViolation) as again:
        game.play(1, UNDO)
    assert again.value.code == "undo.nothing_to_undo"

    disabled = LocalGame(rules, seats("railroad-ink"), {"undo": False}, seed="reasons")
    disabled.play(0, rules.legal_commands(disabled.state, 0)[0])
    with pytest.raises(RuleViolation) as off:
        disabled.play(0, UNDO)
    assert off.value.code == "undo.disabled"


def test_a_ticket_to_ride_draw_cannot_be_taken_back():
    rules = all_rules()["ticket-to-ride"]
    game = LocalGame(rules, seats("ticket-to-ride"), {}, seed="draw")
    chooser = Rng("draw", "chooser")
    while not any(e.type == "card_drawn" for e in game.events):
        seat = game.status().active_seats[0]
        legal = rules.legal_commands(game.state, seat)
        draws = [c for c in legal if c["type"] == "draw_card"]
        game.play(seat, (draws or legal)[0] if draws else chooser.choice(legal))
    seat = game.commands[-1][0]
    with pytest.raises(RuleViolation) as refusal:
        game.play(seat, UNDO)
    assert refusal.value.code == "undo.revealed_information"


def test_resigning_in_two_decides_the_game_for_the_other_seat():
    rules = all_rules()["ticket-to-ride"]
    game = LocalGame(rules, seats("ticket-to-ride"), {}, seed="resign")
    events = game.play(1, {"type": "resign", "data": {}})
    assert [e.type for e in events] == ["resigned", "game_decided"]
    status = game.status()
    assert status.finished and status.winners == (0,) and status.active_seats == ()


def test_a_seat_that_resigns_among_three_is_played_on_by_a_bot_and_cannot_win():
    rules = all_rules()["railroad-ink"]
    game = LocalGame(rules, seats("railroad-ink", 3), {}, seed="resign3")
    events = game.play(2, {"type": "resign", "data": {}})
    assert [e.type for e in events] == ["resigned", "seat_taken_over"]
    assert tables.controller(game.table, ["human"] * 3, 2) == "bot"
    assert not game.status().finished
    with pytest.raises(RuleViolation) as out:
        game.play(2, {"type": "take_back", "data": {}})
    assert out.value.code == "take_back.not_handed_over"
    # At the end, the seats still in are ranked: a winner that left is no winner.
    finished = Status(turn=9, round=7, active_seats=(), finished=True, scores=(10, 12, 30), winners=(2,))
    assert tables.status(finished, game.table).winners == (1,)


def test_a_seat_handed_to_a_bot_can_be_taken_back():
    rules = all_rules()["railroad-ink"]
    game = LocalGame(rules, seats("railroad-ink"), {}, seed="hand")
    game.play(0, {"type": "hand_over", "data": {}})
    assert tables.seat_commands(game.table, game.options, ["human"] * 2, 0) == [{"type": "take_back", "data": {}}]
    game.play(0, {"type": "take_back", "data": {}})
    assert tables.controller(game.table, ["human"] * 2, 0) == "human"


def test_a_fischer_clock_charges_the_seats_to_act_and_adds_the_increment_when_their_turn_ends():
    clock = {"clock": {"base_s": 10, "increment_s": 2, "on_timeout": "lose"}}
    kinds = ["human", "human"]
    to_act = Status(turn=1, round=1, active_seats=(0,))
    table = tables.run_clocks({}, clock, kinds, to_act, now_ms=1_000)
    assert table["clocks"] == {"remaining_ms": [10_000, 10_000], "running": [0], "since_ms": 1_000}
    assert tables.deadline_ms(table) == 11_000
    table = tables.run_clocks(table, clock, kinds, Status(turn=2, round=1, active_seats=(1,)), now_ms=4_000)
    assert table["clocks"]["remaining_ms"] == [10_000 - 3_000 + 2_000, 10_000]
    assert tables.run_out(table, 13_999) == [] and tables.run_out(table, 14_000) == [1]
    events = tables.decide(table, clock, kinds, Status(turn=2, round=1, active_seats=(1,)), 1,
                           {"type": "clock_ran_out", "data": {}}, now_ms=14_000)
    assert [e.type for e in events] == ["clock_ran_out", "game_decided"] and events[1].data["winners"] == [0]
    with pytest.raises(RuleViolation) as early:
        tables.decide(table, clock, kinds, Status(turn=2, round=1, active_seats=(1,)), 1,
                      {"type": "clock_ran_out", "data": {}}, now_ms=13_000)
    assert early.value.code == "clock.running"


# --- bounded logs: at most UNDOS_PER_TURN undos and HAND_OVERS_PER_TURN hand-overs a seat a turn ------
def place_and_undo(game: LocalGame, seat: int, command: dict, times: int = 500) -> tuple[int, RuleViolation]:
    """Play `command` and take it back, `times` over or until the undo is refused: (undos, refusal)."""
    for undone in range(times):
        game.play(seat, command)
        try:
            game.play(seat, UNDO)
        except RuleViolation as refusal:
            return undone, refusal
    raise AssertionError(f"{times} undos and none refused")


def test_railroad_ink_place_and_undo_ends_after_three_undos_and_the_round_after_gives_three_again():
    """Issue 25.4: 500 x (place_route, undo) grew a log from 28 to 1,028 events while the other seat
    waited; now the fourth undo of the round is refused and the log stops growing."""
    rules = all_rules()["railroad-ink"]
    game = LocalGame(rules, seats("railroad-ink"), {}, seed="undo-loop")
    assert game.table["version"] == tables.TABLE_VERSION == 2
    place = next(c for c in rules.legal_commands(game.state, 0) if c["type"] == "place_route")
    undos, refusal = place_and_undo(game, 0, place)
    assert (undos, refusal.code, refusal.details) == (3, "undo.limit", {"limit": 3})
    grown = game.version
    assert grown == 2 + 3 * 2 + 1  # set-up (game_started, dice_rolled), 3 x (placed, undone), placed
    assert UNDO not in tables.seat_commands(game.table, game.options, ["human"] * 2, 0)
    with pytest.raises(RuleViolation):
        game.play(0, UNDO)
    assert game.version == grown and game.commands[-1][1] == place  # the route stays drawn
    assert place_and_undo(game, 1, place)[0] == 3  # the other seat has its own three
    for seat in (0, 1):  # to the next roll
        while (legal := rules.legal_commands(game.state, seat))[-1]["type"] != "end_round":
            game.play(seat, next(c for c in legal if c["type"] != "erase_route"))
        game.play(seat, {"type": "end_round", "data": {}})
    assert game.status().round == 2 and game.table["turn"] == {"at": [2, 2]}
    place = next(c for c in rules.legal_commands(game.state, 0) if c["type"] == "place_route")
    assert place_and_undo(game, 0, place)[0] == 3


def test_lilliput_offer_and_undo_ends_after_three_undos():
    """Issue 25.4: the same loop with an 18 Lilliput train offer, taken back before the seller answers."""
    from tests.domain.lilliput.lilliput_helpers import drafted
    from tests.domain.lilliput.test_lilliput_loops import TRAINS, offer
    game = drafted(2)
    game.play(0, TRAINS)
    train = game.state["companies"]["MR"]["trains"][0]
    assert game.status().active_seats == (0,)
    undos, refusal = place_and_undo(game, 0, offer(game, train, "MR", 40))
    assert (undos, refusal.code) == (3, "undo.limit")
    assert game.status().active_seats == (1,)  # the last offer stands: seat 1 answers it


def test_taking_back_a_turns_end_and_playing_it_again_does_not_start_the_count_afresh():
    """A Lilliput dividend that ends the round may be taken back (nothing is revealed): the count is
    kept by the furthest turn and round the game reached, which an undo does not take back."""
    rules = all_rules()["lilliput"]
    game = LocalGame(rules, seats("lilliput", 3), {}, seed="tl-lilliput")
    chooser = Rng("tl", "play")
    while True:  # random play to an undoable command that ends a round
        seat = chooser.choice(list(game.status().active_seats))
        command = chooser.choice(rules.legal_commands(game.state, seat))
        before = game.status().round
        game.play(seat, command)
        if game.status().round > before and UNDO in tables.seat_commands(game.table, game.options, ["human"] * 3, seat):
            break
    at = game.table["turn"]["at"]
    game.play(seat, UNDO)
    assert game.status().round == at[1] - 1 and game.table["turn"] == {"at": at, "undo": {str(seat): 1}}
    undos, refusal = place_and_undo(game, seat, command)
    assert (undos, refusal.code) == (2, "undo.limit")


def test_a_seat_is_handed_over_once_a_turn():
    rules = all_rules()["railroad-ink"]
    game = LocalGame(rules, seats("railroad-ink"), {}, seed="hand-loop")
    game.play(1, {"type": "hand_over", "data": {}})
    game.play(1, {"type": "take_back", "data": {}})
    with pytest.raises(RuleViolation) as refusal:
        game.play(1, {"type": "hand_over", "data": {}})
    assert (refusal.value.code, refusal.value.details) == ("hand_over.limit", {"limit": 1})
    game.play(0, {"type": "hand_over", "data": {}})  # another seat's own


def test_under_table_version_1_undo_and_hand_over_stay_unlimited():
    """Games set up before the limits keep them off, so that their logs replay."""
    rules = all_rules()["railroad-ink"]
    game = LocalGame(rules, seats("railroad-ink"), {}, seed="undo-loop", table_version=1)
    assert game.table == {}
    place = next(c for c in rules.legal_commands(game.state, 0) if c["type"] == "place_route")
    before = game.hashes[-1]
    for _ in range(10):
        game.play(0, place)
        game.play(0, UNDO)
        game.play(1, {"type": "hand_over", "data": {}})
        game.play(1, {"type": "take_back", "data": {}})
    assert game.hashes[-1] == before and game.version == 2 + 10 * 4
    assert "turn" not in game.table


def test_a_clock_gives_at_least_five_seconds_in_a_new_game_and_any_time_under_version_1():
    rules = all_rules()["railroad-ink"]
    for small in ({"base_s": 4, "increment_s": 60}, {"base_s": 0, "increment_s": 10}):
        with pytest.raises(CommandInvalid) as refused:
            load_options(rules, {"clock": small})
        assert refused.value.errors == {"options": {"clock": {"base_s": ["a clock's base_s is 5 to 2592000 seconds"]}}}
    assert load_options(rules, {"clock": {"base_s": 5}})["clock"] == {"base_s": 5, "increment_s": 0, "on_timeout": "lose"}
    assert load_options(rules, {"clock": {"base_s": 1}}, table_version=1)["clock"]["base_s"] == 1
    with pytest.raises(CommandInvalid):
        load_options(rules, {"clock": {"base_s": 0}}, table_version=1)  # version 1 wanted some time too


def test_a_set_up_names_a_known_table_version():
    assert tables.opening({"type": "setup"}) == {}  # older logs
    assert tables.opening({"type": "setup", "table_version": 2}) == {"version": 2}
    for unknown in (3, 0, True, "2", None):
        with pytest.raises(RuleViolation) as refused:
            tables.opening({"type": "setup", "table_version": unknown})
        assert refused.value.code == "table.version"
