"""Whole games by random legal play: status at the end, replay, views, and scoring agreement."""
from __future__ import annotations

import pytest

from domain.core import (
    Event,
    LocalGame,
    Rng,
    RuleViolation,
    SeatSpec,
    check_canonical,
    clone,
    load_command,
    random_playout,
    state_hash,
)
from domain.core.rules import BoardScoring, Rules
from domain.railroad_ink import RULES
from domain.railroad_ink.board import DIE_B_FACES, FACES, ROUTE_FACES, SPECIALS, can_place, orient


def seats(n: int) -> list[SeatSpec]:
    return [SeatSpec(f"player {i}") for i in range(n)]


@pytest.fixture(scope="module", params=[1, 4, 6])
def game(request):
    return random_playout(RULES, seats(request.param), seed=f"ink-{request.param}", chooser_seed="c")


def test_it_is_a_game_with_board_scoring_under_its_rules_name():
    assert isinstance(RULES, Rules) and isinstance(RULES, BoardScoring)
    assert RULES.name == "railroad-ink" and (RULES.min_players, RULES.max_players) == (1, 6)


def test_a_game_ends_after_seven_rounds_with_every_board_scored(game):
    status = game.status()
    assert status.finished and status.turn == status.round == 7 and status.active_seats == ()
    rolls = [e for e in game.events if e.type == "dice_rolled"]
    assert [e.data["round"] for e in rolls] == list(range(1, 8))
    assert game.events[-1].type == "game_ended"
    view = RULES.view(game.state, None)
    breakdowns = [RULES.score_board(board) for board in view["boards"]]
    assert status.scores == tuple(b["total"] for b in breakdowns)
    assert view["results"] == breakdowns
    best = max((b["total"], -b["errors"]) for b in breakdowns)
    assert status.winners == tuple(n for n, b in enumerate(breakdowns) if (b["total"], -b["errors"]) == best)


def test_a_seat_ends_a_round_only_when_no_die_left_fits_and_specials_stay_within_limits(game):
    state = None
    ended = 0
    for event in game.events:
        if event.type == "round_ended":
            mine = state["seats"][event.seat]
            left = [die for die in range(4) if die not in mine["dice_used"]]
            assert not any(can_place(mine["board"], FACES[state["dice"][die]]) for die in left)
            assert len(mine["dice_used"]) == len(set(mine["dice_used"]))
            ended += 1
        state = RULES.evolve(state, event)
    assert ended == 7 * len(game.seats)
    drawn: dict[int, list[str]] = {}
    for event in game.events:
        if event.type == "special_placed":
            drawn.setdefault(event.seat, []).append(event.data["special"])
        if event.type == "route_erased" and "special" in event.data:  # erased the round it was drawn
            drawn[event.seat].remove(event.data["special"])
    assert all(len(names) == len(set(names)) <= 3 for names in drawn.values())
    assert drawn  # random play does draw specials


def test_rolls_come_from_the_game_seed_and_show_a_face_of_each_die(game):
    rolls = [e.data["dice"] for e in game.events if e.type == "dice_rolled"]
    assert all(len(roll) == 4 for roll in rolls)
    assert all(set(roll[:3]) <= set(ROUTE_FACES) and roll[3] in DIE_B_FACES for roll in rolls)
    first = LocalGame(RULES, game.seats, seed=game.seed).events
    assert first == game.events[:2] and first[1].data["dice"] == rolls[0]
    other_seeds = {tuple(LocalGame(RULES, game.seats, seed=f"other-{n}").events[1].data["dice"]) for n in range(10)}
    assert len(other_seeds) > 1


def test_replaying_the_events_gives_the_same_state_hashes(game):
    state = None
    for event, expected in zip(game.events, game.hashes, strict=True):
        state = RULES.evolve(state, Event.from_dict(clone(event.as_dict())))  # as reloaded from the store
        assert state_hash(state) == expected
    check_canonical(state)
    assert clone(state) == state


def test_evolve_never_changes_its_input(game):
    state = None
    for event in game.events:
        snapshot = clone(state)
        new = RULES.evolve(state, event)
        assert state == snapshot
        state = new


def test_the_same_seed_and_choices_give_the_same_game(game):
    again = random_playout(RULES, game.seats, seed=game.seed, chooser_seed="c")
    assert again.hashes == game.hashes


def test_views_show_every_board_and_events_are_not_redacted(game):
    spectator = RULES.view(game.state, None)
    assert len(spectator["boards"]) == len(game.seats) and "board" not in spectator
    for seat in range(len(game.seats)):
        mine = RULES.view(game.state, seat)
        assert mine["board"] == spectator["boards"][seat] == mine["boards"][seat]
        check_canonical(mine)
    assert all(RULES.redact(event, None) == event for event in game.events)


def test_views_during_a_round_show_the_roll_and_what_each_seat_has_used():
    game = random_playout(RULES, seats(2), seed="mid", chooser_seed="c", max_commands=100_000)
    # replay up to the first route of round 2 and look at the view there
    state = None
    for event in game.events:
        state = RULES.evolve(state, event)
        if event.type == "route_placed" and state["round"] == 2:
            break
    view = RULES.view(state, event.seat)
    assert view["round"] == 2 and [d["die"] for d in view["dice"]] == [0, 1, 2, 3]
    assert view["seats"][event.seat]["dice_used"] == [event.data["die"]]
    assert event.data["die"] not in view["remaining_dice"] and len(view["remaining_dice"]) == 3
    assert {"row": event.data["row"], "col": event.data["col"], "edges": event.data["edges"],
            "overpass": event.data["overpass"]} in view["board"]["squares"]


def test_legal_commands_are_all_accepted_throughout_a_game():
    game = random_playout(RULES, seats(2), seed="check", chooser_seed="c2")
    state = None
    boundaries = {version for _, _, version in game.commands[::7]}
    for version, event in enumerate(game.events, start=1):
        state = RULES.evolve(state, event)
        if version not in boundaries:
            continue
        for seat in range(2):
            legal = RULES.legal_commands(state, seat)
            assert legal == RULES.legal_commands(state, seat)
            assert bool(legal) == (seat in RULES.status(state).active_seats)
            kinds = {command["type"] for command in legal}
            assert not legal or ("end_round" in kinds) == ("place_route" not in kinds)
            for command in legal[:: max(1, len(legal) // 15)]:
                assert RULES.decide(state, seat, load_command(RULES, command), Rng("x", version))


def test_decide_accepts_exactly_the_listed_commands_and_refuses_the_rest_by_rule():
    """Random well-formed commands: each is either refused with a RuleViolation or gives the same
    route on the same square as one of legal_commands (which lists one per distinct orientation)."""
    game = random_playout(RULES, seats(2), seed="fuzz", chooser_seed="c3")
    pick = Rng("fuzz", "commands")
    specials = sorted(RULES.view(game.state, None)["specials"])
    state = None
    accepted = refused = 0
    boundaries = {version for _, _, version in game.commands[::5]}  # states a command was decided on
    for version, event in enumerate(game.events, start=1):
        state = RULES.evolve(state, event)
        if version not in boundaries:
            continue
        for seat in range(2):
            listed = {_drawn(state, seat, c) for c in RULES.legal_commands(state, seat)}
            for _ in range(40):
                kind = pick.choice(["place_route", "place_special", "end_round", "erase_route"])
                data = {"row": pick.below(7), "col": pick.below(7), "rotation": pick.below(4),
                        "mirrored": pick.below(2) == 1}
                data = {"place_route": {**data, "die": pick.below(4)},
                        "place_special": {**data, "special": pick.choice(specials)}, "end_round": {},
                        "erase_route": {"row": data["row"], "col": data["col"]}}[kind]
                command = load_command(RULES, {"type": kind, "data": data})
                try:
                    RULES.decide(state, seat, command, Rng("x", version))
                except RuleViolation as exc:
                    assert exc.code.startswith("railroad_ink.") and exc.message
                    assert _drawn(state, seat, command) not in listed
                    refused += 1
                else:
                    assert _drawn(state, seat, command) in listed
                    accepted += 1
    assert accepted > 20 and refused > 100


def _drawn(state, seat, command):
    """What a command would draw: (type, die or special, square, edges); what it would erase."""
    data = command["data"]
    if command["type"] == "end_round":
        return ("end_round",)
    if command["type"] == "erase_route":
        return "erase_route", data["row"], data["col"]
    what = data.get("die", data.get("special"))
    code = SPECIALS[what] if command["type"] == "place_special" else FACES[state["dice"][what]]
    return command["type"], what, data["row"], data["col"], orient(code, data["rotation"], data["mirrored"])


@pytest.mark.soak
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_soak_many_random_games_score_consistently(players):
    for n in range(40):
        game = random_playout(RULES, seats(players), seed=f"soak-{players}-{n}", chooser_seed=str(n))
        view = RULES.view(game.state, None)
        assert game.status().finished
        assert view["results"] == [RULES.score_board(board) for board in view["boards"]]
        state = None
        for event, expected in zip(game.events, game.hashes, strict=True):
            state = RULES.evolve(state, event)
            assert state_hash(state) == expected
