"""Whole games by random legal play: they finish, conserve every card, ticket and train, score by the
rulebook, and replay to the same states."""
from collections import Counter
from random import Random

import orjson
import pytest

from domain.core import (
    Event,
    LocalGame,
    Rng,
    RuleViolation,
    check_canonical,
    load_command,
    random_playout,
    state_hash,
)
from domain.ticket_to_ride import RULES
from domain.ticket_to_ride.board import CARDS, COLORS, ROUTE_POINTS, ROUTES, TICKETS, is_locomotive
from domain.ticket_to_ride.scoring import score_players
from tests.domain.ticket_to_ride.ttr_helpers import seats


@pytest.fixture(scope="module", params=[2, 3, 4, 5])
def game(request):
    return random_playout(RULES, seats(request.param), seed=f"game-{request.param}", chooser_seed="chooser")


def test_random_games_finish_with_the_rulebook_score(game):
    state, status = game.state, game.status()
    players = state["players"]
    assert status.finished and status.active_seats == ()
    assert state["final_turns_left"] == 0  # ended by the last round, not by passing
    assert any(p["trains"] <= 2 for p in players)
    result = score_players([{"routes": p["routes"], "tickets": p["tickets"]} for p in players])
    assert state["result"] == result and list(status.scores) == [p["total"] for p in result["players"]]
    assert list(status.winners) == result["winners"]
    assert status.turn == sum(event.type == "turn_ended" for event in game.events)
    assert status.round == -(-status.turn // len(players))
    for player, scored in zip(players, result["players"], strict=True):
        assert scored["routes"] == player["route_points"] == sum(ROUTE_POINTS[ROUTES[r]["length"]] for r in player["routes"])
        assert player["trains"] == 45 - sum(ROUTES[r]["length"] for r in player["routes"])
        assert len(player["tickets"]) >= 2
    check_canonical(state)


def states(game):
    state = None
    for event in game.events:
        state = RULES.evolve(state, event)
        yield event, state


def test_random_games_conserve_cards_and_tickets(game):
    for event, state in states(game):
        piles = state["deck"] + state["face_up"] + state["discard"] + [c for p in state["players"] for c in p["hand"]]
        assert Counter(piles) == Counter(CARDS)
        tickets = state["ticket_deck"] + [t for p in state["players"] for t in p["tickets"] + p["offer"]]
        assert Counter(tickets) == Counter(list(TICKETS))
        if event.type == "turn_ended":  # a whole turn leaves five face-up cards, never three locomotives
            assert len(state["face_up"]) == 5 or not state["deck"]
            assert sum(map(is_locomotive, state["face_up"])) < 3


def test_the_last_round_gives_every_player_one_turn(game):
    ends = [(event.seat, state["final_turns_left"]) for event, state in states(game) if event.type == "turn_ended"]
    trigger = next(i for i, (_, left) in enumerate(ends) if left is not None)
    players = len(game.seats)
    assert [seat for seat, _ in ends[trigger + 1:]] == [(ends[trigger][0] + 1 + k) % players for k in range(players)]
    assert game.state["players"][ends[trigger][0]]["trains"] <= 2


def test_replay_gives_the_same_states_and_events(game):
    state = None
    for event, expected in zip(game.events, game.hashes, strict=True):
        before = state_hash(state)
        following = RULES.evolve(state, Event.from_dict(orjson.loads(orjson.dumps(event.as_dict()))))
        assert state_hash(state) == before  # evolve never changes its input
        state = following
        assert state_hash(state) == expected
    again = LocalGame(RULES, game.seats, game.options, game.seed)
    for seat, command, _ in game.commands:
        again.play(seat, command)
    assert again.events == game.events and again.hashes == game.hashes


def test_every_listed_command_is_accepted_and_the_turn_counter_counts_turns(game):
    replay = LocalGame(RULES, game.seats, game.options, game.seed)
    turn_ends = 0
    for seat, command, _ in game.commands[:400]:
        legal = RULES.legal_commands(replay.state, seat)
        assert command in legal
        for other in legal[:: max(1, len(legal) // 8)]:
            assert RULES.decide(replay.state, seat, load_command(RULES, other), Rng("any", replay.version))
        for bystander in range(len(game.seats)):
            if bystander not in replay.status().active_seats:
                assert RULES.legal_commands(replay.state, bystander) == []
        turn_ends += sum(e.type == "turn_ended" for e in replay.play(seat, command))
        if replay.state["phase"] == "turns":
            assert replay.status().turn == turn_ends + 1


def candidate_commands(state, seat):
    """Every command a client could send here that passes its schema, legal or not."""
    offer = state["players"][seat]["offer"]
    keeps = [[t for i, t in enumerate(offer) if mask >> i & 1] for mask in range(1, 1 << len(offer))]
    return ([{"type": kind, "data": {}} for kind in ("draw_deck", "draw_tickets", "pass")]
            + [{"type": "take_face_up", "data": {"card": card}} for card in CARDS]
            + [{"type": "claim_route", "data": {"route": route, "color": color, "locomotives": locomotives}}
               for route in ROUTES for color in [None, *COLORS] for locomotives in range(7)
               if locomotives <= ROUTES[route]["length"]]
            + [{"type": "keep_tickets", "data": {"tickets": kept}} for kept in keeps])


def check_legal_is_complete(state, seat, version):
    legal = RULES.legal_commands(state, seat)
    accepted = []
    for command in candidate_commands(state, seat):  # all pass their schema: decide gets them as loaded
        try:
            RULES.decide(state, seat, command, Rng("complete", version))
        except RuleViolation:
            continue
        accepted.append(command)
    key = lambda c: orjson.dumps(c, option=orjson.OPT_SORT_KEYS)  # noqa: E731
    assert sorted(map(key, accepted)) == sorted(map(key, legal)), (seat, version)


def check_game_commands(game, every):
    replay = LocalGame(RULES, game.seats, game.options, game.seed)
    for index, (seat, command, _) in enumerate(game.commands):
        if index % every == 0:
            for viewer in range(len(game.seats)) if every < 10 else [seat]:
                check_legal_is_complete(replay.state, viewer, replay.version)
        replay.play(seat, command)


def test_legal_commands_are_exactly_the_accepted_ones(game):
    check_game_commands(game, every=len(game.commands) // 6)


@pytest.mark.soak
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(5))
def test_soak_legal_commands_are_exactly_the_accepted_ones(players, seed):
    game = random_playout(RULES, seats(players), seed=f"soak-{players}-{seed}", chooser_seed=f"s{seed}")
    check_game_commands(game, every=3)


def hoarding_playout(players, seed, max_commands=2000):
    """Random play where the players mostly draw train cards, and never a face-up locomotive: the supply
    dwindles to a few cards, most of them locomotives, and the face-up row keeps showing three. Returns
    the game and the most events one command produced."""
    game, chooser, most = LocalGame(RULES, seats(players), seed=f"hoard-{seed}"), Random(seed), 0
    for _ in range(max_commands):
        if game.status().finished:
            return game, most
        seat = chooser.choice(game.status().active_seats)
        cars = [card for card in game.state["face_up"] if not is_locomotive(card)]
        draw = chooser.choice([{"type": "draw_deck", "data": {}}]
                              + [{"type": "take_face_up", "data": {"card": card}} for card in cars])
        if chooser.random() < 0.9:
            try:
                most = max(most, len(game.play(seat, draw)))
                continue
            except RuleViolation as refused:  # no card to draw now: any legal command instead
                if refused.code == "rule_engine_limit":
                    raise
        most = max(most, len(game.play(seat, chooser.choice(RULES.legal_commands(game.state, seat)))))
    raise AssertionError(f"hoarding game {seed} not finished after {max_commands} commands")


@pytest.mark.parametrize("seed", range(40))
def test_hoarding_games_finish(seed):
    game, most = hoarding_playout(2 + seed % 4, seed)
    assert game.status().finished
    # the supply is mostly locomotives, so rows of at most two are rare and the wipes many (rules
    # version 3 wipes until one shows); still well below the limit on one command
    assert most < 500
