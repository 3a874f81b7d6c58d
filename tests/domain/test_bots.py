"""Bots: they play legal commands to the end of every game, choose the same way from the same view,
rebuild a world their seat cannot tell from the real one, and never see what their seat may not."""
from __future__ import annotations

import pytest

from domain.core import LocalGame, Rng, SeatSpec, search
from domain.core.bots import bot_command, determiniser
from domain.core.registry import all_rules
from domain.core.rules import Event
from domain.core.search import LEVELS, Budget, sample_world

SMALL = Budget(iterations=4, rollout=1)
GAMES = sorted(all_rules())


def seats_for(name: str) -> list[SeatSpec]:
    rules = all_rules()[name]
    return [SeatSpec(f"p{i}") for i in range(max(2, rules.min_players))]


def redacted(rules, events: list[Event], seat: int) -> list[Event]:
    return [shown for shown in (rules.redact(event, seat) for event in events) if shown is not None]


def played(name: str, commands: int, seed: str = "bots") -> LocalGame:
    """A game of `name` after `commands` random legal commands (fewer if it ends)."""
    rules = all_rules()[name]
    game = LocalGame(rules, seats_for(name), seed=seed)
    chooser = Rng(seed, "chooser")
    for _ in range(commands):
        status = game.status()
        if status.finished:
            break
        seat = status.active_seats[0]
        game.play(seat, chooser.choice(rules.legal_commands(game.state, seat)))
    return game


@pytest.mark.parametrize("name", GAMES)
def test_a_bot_plays_legal_commands_to_the_end_of_the_game(name):
    rules = all_rules()[name]
    game = LocalGame(rules, seats_for(name), seed="to-the-end")
    chooser = Rng("to-the-end", "others")
    bot_moves = 0
    for _ in range(2000):
        status = game.status()
        if status.finished:
            break
        seat = status.active_seats[0]
        legal = rules.legal_commands(game.state, seat)
        if seat == 0:
            command = bot_command(rules, game.events, game.state, seat, SMALL, f"bot/{game.version}")
            assert command in legal
            bot_moves += 1
        else:
            command = chooser.choice(legal)
        game.play(seat, command)
    assert game.status().finished
    assert bot_moves > 0


@pytest.mark.parametrize("name", GAMES)
def test_the_same_view_history_and_seed_give_the_same_choice(name):
    rules = all_rules()[name]
    game = played(name, 12)
    seat = game.status().active_seats[0]
    budget = Budget(iterations=6, rollout=2)
    first = bot_command(rules, game.events, game.state, seat, budget, "same")
    assert bot_command(rules, game.events, game.state, seat, budget, "same") == first
    assert first in rules.legal_commands(game.state, seat)


@pytest.mark.parametrize("name", GAMES)
def test_a_sampled_world_looks_to_the_seat_exactly_like_the_real_one(name):
    rules = all_rules()[name]
    game = played(name, 30)
    bot = determiniser(rules)
    for seat in range(len(seats_for(name))):
        view = rules.view(game.state, seat)
        history = redacted(rules, game.events, seat)
        world = sample_world(bot, view, history, Rng("world", seat))
        assert rules.view(world, seat) == view
        assert rules.status(world) == rules.status(game.state)
        if all(rules.redact(event, seat) == event for event in game.events):
            assert world == game.state  # nothing is hidden from this seat: the world is the game itself


def test_ticket_to_ride_worlds_re_deal_what_the_seat_cannot_see():
    rules = all_rules()["ticket-to-ride"]
    game = played("ticket-to-ride", 30)
    bot = determiniser(rules)
    view, history = rules.view(game.state, 0), redacted(rules, game.events, 0)
    worlds = [sample_world(bot, view, history, Rng("deal", n)) for n in range(2)]
    assert worlds[0]["deck"] != worlds[1]["deck"]
    assert worlds[0]["players"][0] == worlds[1]["players"][0] == game.state["players"][0]
    for world in worlds:  # the cards the other seat was seen taking face up and has not spent stay in its hand
        taken = {e.data["card"] for e in game.events if e.type == "card_drawn" and e.seat == 1
                 and e.data["source"] == "face_up"}
        spent = {card for e in game.events if e.type == "route_claimed" for card in e.data["cards"]}
        assert taken - spent <= set(world["players"][1]["hand"])


@pytest.mark.parametrize("rules_version", ["1", "2"])
def test_ticket_to_ride_worlds_follow_the_rules_the_game_was_set_up_under(rules_version):
    rules = all_rules()["ticket-to-ride"]
    game = LocalGame(rules, seats_for("ticket-to-ride"), seed="versions", rules_version=rules_version)
    world = determiniser(rules).known_world(rules.view(game.state, 0), redacted(rules, game.events, 0))
    assert world.get("rules_version") == game.state.get("rules_version")
    assert world.get("rules_version", "1") == rules_version


def _hide_differently(state: dict, events: list[Event], seat: int) -> tuple[dict, list[Event]]:
    """The same game as another seat-`seat` player would see it, the hidden parts changed: the deck in
    another order, another seat's hand and tickets swapped with cards and tickets from the decks, and the
    events' hidden parts (the set-up deal, the others' cards drawn from the deck) altered to match."""
    other = 1 - seat
    changed = {**state, "players": [dict(p) for p in state["players"]]}
    hand, deck = changed["players"][other]["hand"], list(reversed(state["deck"]))
    swap = min(len(hand), len(deck))
    changed["players"][other]["hand"] = sorted(deck[:swap] + hand[swap:])
    changed["deck"] = hand[:swap] + deck[swap:]
    tickets, ticket_deck = changed["players"][other]["tickets"], state["ticket_deck"]
    changed["players"][other]["tickets"] = ticket_deck[:len(tickets)]
    changed["ticket_deck"] = tickets + ticket_deck[len(tickets):]
    altered = []
    for event in events:
        if event.type == "game_set_up":
            data = dict(event.data)
            data["deck"] = list(reversed(data["deck"]))
            data["hands"] = [h if i == seat else list(reversed(h)) for i, h in enumerate(data["hands"])]
            event = Event(event.type, data, event.seat)
        elif event.type == "card_drawn" and event.seat == other and event.data["source"] == "deck":
            event = Event(event.type, {**event.data, "card": "locomotive-01"}, event.seat)
        altered.append(event)
    return changed, altered


@pytest.mark.parametrize("commands", [0, 25, 60])
def test_ticket_to_ride_bot_cannot_tell_hidden_cards_apart(commands):
    """The leak test: two games whose view and history are the same for the bot's seat but whose hidden
    cards and tickets differ get the same command from the bot."""
    rules = all_rules()["ticket-to-ride"]
    game = played("ticket-to-ride", commands, seed="leak")
    seat = game.status().active_seats[0]
    state, events = game.state, game.events
    changed, altered = _hide_differently(state, events, seat)
    assert changed != state and altered != events
    assert rules.view(changed, seat) == rules.view(state, seat)
    assert redacted(rules, altered, seat) == redacted(rules, events, seat)
    budget = Budget(iterations=12, rollout=2)
    assert (bot_command(rules, altered, changed, seat, budget, "leak")
            == bot_command(rules, events, state, seat, budget, "leak"))


def test_a_seat_with_one_command_to_choose_from_plays_it_without_searching(monkeypatch):
    """18 Lilliput's operating companies run their best routes: the only command there (two in five of a
    bot's commands in a game); the bot answers at once, whatever its budget."""
    rules = all_rules()["lilliput"]
    game = LocalGame(rules, seats_for("lilliput"), seed="forced")
    chooser = Rng("forced", "chooser")
    while len(rules.legal_commands(game.state, seat := game.status().active_seats[0])) != 1:
        game.play(seat, chooser.choice(rules.legal_commands(game.state, seat)))

    def no_search(*_):
        raise AssertionError("searched a forced move")

    monkeypatch.setattr(search, "_iterate", no_search)
    command = bot_command(rules, game.events, game.state, seat, LEVELS["strong"], "forced")
    assert [command] == rules.legal_commands(game.state, seat)


@pytest.mark.parametrize("name", GAMES)
def test_levels_grow_in_budget_in_every_game(name):
    levels = determiniser(all_rules()[name]).LEVELS
    assert list(levels) == list(LEVELS)  # the same three levels everywhere (the API names them)
    easy, normal, strong = levels["easy"], levels["normal"], levels["strong"]
    assert easy.iterations < normal.iterations < strong.iterations
    assert [level.seconds for level in (easy, normal, strong)] == [LEVELS[level].seconds for level in LEVELS]


@pytest.mark.parametrize("name", ["lilliput", "mini-express"])
def test_a_bot_plays_a_solo_game_against_the_rulebook_automa(name):
    rules = all_rules()[name]
    game = LocalGame(rules, [SeatSpec("bot"), SeatSpec("automa", "automa")], seed="solo")
    for _ in range(2000):
        status = game.status()
        if status.finished:
            break
        seat = status.active_seats[0]
        if seat == 1:
            game.play_automa(seat)
            continue
        command = bot_command(rules, game.events, game.state, seat, SMALL, f"bot/{game.version}")
        assert command in rules.legal_commands(game.state, seat)
        game.play(seat, command)
    assert game.status().finished
