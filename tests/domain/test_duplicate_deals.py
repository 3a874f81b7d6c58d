"""Duplicate deals (issue 28): under the rules versions that key chance by its place in the game's chance
sequence, every game of one seed meets the same dice and draws at the same chance event, whatever was
played before it. Under the versions before them, which draw from the stream of the command's log version,
the same plays give other dice: the tests below run under both, which shows they can fail. docs/table.md
(Duplicate deals) says what "the same deal" is in each title."""
from __future__ import annotations

import pytest

from domain.core import table
from domain.core.local import LocalGame, play_out, random_playout
from domain.core.registry import get_rules
from domain.core.rng import Rng
from domain.core.rules import CHANCE_COUNTS, Event, SeatSpec, State
from domain.ticket_to_ride import turns

SEED = "duplicate-deal"
OLD = {"railroad-ink": "3", "ticket-to-ride": "3", "tinners-trail": "3", "mini-express": "2", "lilliput": "7"}
NEW = {"railroad-ink": "5", "ticket-to-ride": "4", "tinners-trail": "5", "mini-express": "4", "lilliput": "10"}
PLAYS = ("north", "south", "east")  # the random players' seeds: three games of other moves


def players(n: int) -> list[SeatSpec]:
    return [SeatSpec(f"P{i}") for i in range(n)]


SOLO = [SeatSpec("P0"), SeatSpec("Automa", "automa")]
TABLES = {  # a table of each title whose play meets its chance after set-up
    "railroad-ink": (players(3), {"expansions": ["meteor", "lava"]}),
    "ticket-to-ride": (players(3), {}),
    "tinners-trail": (players(4), {}),
    "mini-express": (SOLO, {}),
    "lilliput": (SOLO, {}),
}


def played(name: str, version: str, plays: tuple[str, ...] = PLAYS, options: dict | None = None) -> list[LocalGame]:
    seats, default = TABLES[name]
    return [random_playout(get_rules(name), seats, default if options is None else options, SEED, chooser,
                           rules_version=version) for chooser in plays]


def events_of(game: LocalGame, kind: str) -> list[Event]:
    return [event for event in game.events if event.type == kind]


@pytest.mark.parametrize("name", NEW)
def test_new_games_are_set_up_under_the_versions_that_key_chance(name):
    rules = get_rules(name)
    assert rules.rules_version == NEW[name] and OLD[name] in rules.rules_versions


# --- the same plays at other log versions: a whole game alike ----------------------------------------

def shifted(name: str, version: str) -> LocalGame:
    """A game of the same seed and the same random player as played()'s first, after a seat handed to a bot
    and taken back: every later command is decided two log versions later, and nothing else differs."""
    seats, options = TABLES[name]
    game = LocalGame(get_rules(name), seats, options, SEED, version)
    game.play(0, {"type": "hand_over", "data": {}})
    game.play(0, {"type": "take_back", "data": {}})
    return play_out(game, PLAYS[0])


@pytest.mark.parametrize("name", NEW)
def test_the_same_plays_at_other_log_versions_meet_the_same_chance_under_the_new_versions(name):
    (plain,) = played(name, NEW[name], PLAYS[:1])
    assert table.game_events(shifted(name, NEW[name]).events) == plain.events
    (plain,) = played(name, OLD[name], PLAYS[:1])
    assert table.game_events(shifted(name, OLD[name]).events) != plain.events


# --- Railroad Ink: every round's roll ------------------------------------------------------------------

@pytest.mark.parametrize("expansions", [[], ["meteor", "lava"]])
def test_railroad_ink_rolls_the_same_dice_every_round_whatever_the_boards_hold(expansions):
    options = {"expansions": expansions}
    games = played("railroad-ink", NEW["railroad-ink"], options=options)
    rolls = [[event.data for event in events_of(game, "dice_rolled")] for game in games]
    assert rolls[0] == rolls[1] == rolls[2] and len(rolls[0]) == (6 if expansions else 7)
    boards = [[seat["board"] for seat in game.state["seats"]] for game in games]
    assert boards[0] != boards[1] != boards[2] != boards[0]  # the players drew other routes

    old = [[event.data for event in events_of(game, "dice_rolled")]
           for game in played("railroad-ink", OLD["railroad-ink"], options=options)]
    assert old[0][0] == old[1][0] == old[2][0]  # the first round's roll is the set-up's
    assert old[0][1:] != old[1][1:] and old[1][1:] != old[2][1:]


# --- Ticket to Ride: the n-th reshuffle -----------------------------------------------------------------

def before_reshuffles(game: LocalGame) -> list[tuple[State, int]]:
    """Before each reshuffle of the game, in order: the state the restock saw (its deck used up) and the
    log version of the command that reshuffled."""
    found = []
    for index, event in enumerate(game.events):
        if event.type == "deck_reshuffled":
            command_version = max(version for _, _, version in game.commands if version <= index)
            found.append((game.state_after(index), command_version))
    return found


def reshuffle(state: State, discard: list[str], version: int) -> list[str]:
    """The deck the restock of the command at `version` deals from `discard` (the deck used up)."""
    out = turns.Outcome({**state, "deck": [], "discard": discard})
    turns.restock(out, Rng(SEED, version))
    assert out.events[0].type == "deck_reshuffled"
    return out.events[0].data["deck"]


@pytest.mark.parametrize("version", [NEW["ticket-to-ride"], OLD["ticket-to-ride"]])
def test_ticket_to_ride_deals_the_same_deck_at_the_nth_reshuffle_of_the_same_discards(version):
    """Games of other moves reshuffle other discards at other log versions, so their decks differ for sure.
    The claim is that the deck depends only on the seed, n and the discards as a set: into the position of
    another game before its n-th reshuffle (another history, another log version) we put this game's
    discards, in the reverse order, and it must deal this game's very deck under version 4, not under 3."""
    first, *others = played("ticket-to-ride", version)
    mine = before_reshuffles(first)
    compared = 0
    for n, (state, at) in enumerate(mine):
        discard = state["discard"]
        dealt = events_of(first, "deck_reshuffled")[n].data["deck"]
        assert reshuffle(state, discard, at) == dealt  # the helper decides as the game did
        for other in others:
            theirs = before_reshuffles(other)
            if n >= len(theirs):
                continue
            other_state, other_at = theirs[n]
            assert other_at != at and other_state != state
            compared += 1
            alike = reshuffle(other_state, list(reversed(discard)), other_at) == dealt
            assert alike == (version == NEW["ticket-to-ride"])
    assert compared >= 2
    counts = [game.state.get(CHANCE_COUNTS, {}).get("reshuffle", 0) for game in (first, *others)]
    kept = version == NEW["ticket-to-ride"]
    assert counts == [len(events_of(game, "deck_reshuffled")) if kept else 0 for game in (first, *others)]


# --- Tinners' Trail: each round's ore prices, each area's discoveries -------------------------------------

def area_rolls(game: LocalGame) -> dict[str, list[list[int]]]:
    """The dice rolled for each area after set-up, in order (explored, or a mine built on it empty)."""
    out: dict[str, list[list[int]]] = {}
    for event in game.events:
        if event.type == "area_explored":
            out.setdefault(event.data["area"], []).append(event.data["dice"])
        elif event.type == "mine_built" and event.data["discovery"]:
            out.setdefault(event.data["area"], []).append(event.data["discovery"]["dice"])
    return out


@pytest.mark.parametrize("version", [NEW["tinners-trail"], OLD["tinners-trail"]])
def test_tinners_trail_rolls_the_same_prices_and_the_same_dice_for_the_same_area(version):
    games = played("tinners-trail", version)
    prices = [[event.data["rolls"] for event in events_of(game, "round_started")] for game in games]
    assert prices[0][0] == prices[1][0] == prices[2][0]  # the first round's, the set-up's
    assert (prices[0] == prices[1] == prices[2]) == (version == NEW["tinners-trail"])
    rolls = [area_rolls(game) for game in games]
    pairs = [(mine[area][k], theirs[area][k]) for i, mine in enumerate(rolls) for theirs in rolls[i + 1:]
             for area in mine.keys() & theirs.keys() for k in range(min(len(mine[area]), len(theirs[area])))]
    assert len(pairs) >= 3  # the k-th roll for one area in two games
    if version == NEW["tinners-trail"]:
        assert all(mine == theirs for mine, theirs in pairs)
        assert all(CHANCE_COUNTS not in get_rules("tinners-trail").view(game.state, None) for game in games)
    else:
        assert any(mine != theirs for mine, theirs in pairs)


# --- Mini Express: the automa's tokens ---------------------------------------------------------------------

@pytest.mark.parametrize("seats", [SOLO, [*players(2), SeatSpec("Automa", "automa")]], ids=["solo", "two-with-automa"])
@pytest.mark.parametrize("version", [NEW["mini-express"], OLD["mini-express"]])
def test_mini_express_draws_the_automa_the_same_tokens_whatever_the_players_do(version, seats):
    games = [random_playout(get_rules("mini-express"), seats, {}, SEED, chooser, rules_version=version)
             for chooser in PLAYS]
    tokens = [[event.data["token"] for event in events_of(game, "automa_drew")] for game in games]
    shortest = min(map(len, tokens))
    assert shortest >= 10
    alike = tokens[0][:shortest] == tokens[1][:shortest] == tokens[2][:shortest]
    assert alike == (version == NEW["mini-express"])
    assert [game.state.get(CHANCE_COUNTS) for game in games] == (
        [{"automa_draw": len(drawn)} for drawn in tokens] if version == NEW["mini-express"] else [None] * 3)
    assert all(CHANCE_COUNTS not in get_rules("mini-express").view(game.state, None) for game in games)
