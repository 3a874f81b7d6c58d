"""Three face-up locomotives: the wipes go on until the row shows fewer, unless no deal ever can
(rules version 3; docs/rules/ticket-to-ride.md, interpretation 4). Version 2 stopped once every card
of the supply had been face up, although a reshuffle could still deal the same cards in a better five.

The proof that the wipes end: an exhaustive search over every small supply (each order every shuffle
can give) finds a row of fewer than three locomotives exactly where version 3 wipes, and play from
every small supply ends with such a row within the bound."""
from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations

import pytest

from domain.core import Rng
from domain.core.rules import MAX_EVENTS_PER_COMMAND
from domain.ticket_to_ride import RULES, turns
from domain.ticket_to_ride.board import is_locomotive
from tests.domain.ticket_to_ride.ttr_helpers import cards, position, types

LOCOS = cards("locomotive", 14)
CARS = [card for color in ("red", "blue", "green") for card in cards(color, 12)]


def locomotives(row: list[str]) -> int:
    return sum(map(is_locomotive, row))


def the_issues_position(rules_version: str | None = None) -> dict:
    """Face up L L c c c, the deck L L L c c (top first), no discards, every other card in hands."""
    return position(face_up=LOCOS[:2] + cards("red", 3), deck=LOCOS[2:5] + cards("blue", 2), discard=[],
                    hands={0: []}, rules_version=rules_version)


def take(state: dict, card: str, seed: int) -> tuple[list, dict]:
    """Seat 0 takes a face-up card, the shuffles drawn from `seed`."""
    events = RULES.decide(state, 0, {"type": "take_face_up", "data": {"card": card}}, Rng("wipes", seed))
    for event in events:
        state = RULES.evolve(state, event)
    return events, state


def test_the_wipes_go_on_after_a_reshuffle_until_at_most_two_locomotives_show():
    """Taking a car shows a third locomotive; the wipe deals the deck's four and reshuffles the wiped
    five for the fifth card. Version 2 stopped there whatever came, as all nine cards had been face
    up; but the nine (5 locomotives, 4 cars) still make rows of at most two, and version 3 deals on."""
    for seed in range(40):
        events, state = take(the_issues_position(), "red-01", seed)
        assert locomotives(state["face_up"]) <= 2, seed
        assert types(events)[:5] == ["card_drawn", "face_up_dealt", "face_up_discarded", "face_up_dealt",
                                     "deck_reshuffled"]
        assert Counter(state["deck"] + state["face_up"]) == Counter(LOCOS[:5] + cards("red", 3)[1:] + cards("blue", 2))


def test_version_2_games_keep_stopping_once_every_card_has_been_face_up():
    stopped = []
    for seed in range(40):
        events, state = take(the_issues_position("2"), "red-01", seed)
        assert types(events).count("face_up_discarded") == 1  # one wipe, then every card has been shown
        stopped.append(locomotives(state["face_up"]))
    assert 3 in stopped and min(stopped) == 2  # three locomotives left face up in some games, as before


# --- ten cards (two fives of three locomotives never wiped: tests/domain/ticket_to_ride/test_ttr_cards.py) ---

def test_ten_cards_that_can_still_mix_are_wiped():
    """Ten cards, two of them discarded: the wipe deals the deck's three and fills the row from
    the discards shuffled with the wiped row, which hold the cars for a better five."""
    state = position(face_up=LOCOS[:2] + cards("blue", 2) + cards("purple", 1), deck=LOCOS[2:5] + cards("red", 1),
                     discard=LOCOS[5:6] + cards("red", 1, first=2), hands={0: []})
    for seed in range(20):
        events, after = take(state, "blue-01", seed)
        assert "face_up_discarded" in types(events)
        assert Counter(after["deck"] + after["face_up"] + after["discard"]) == Counter(
            LOCOS[:6] + ["blue-02", "purple-01", "red-01", "red-02"])


# --- every small supply, searched exhaustively --------------------------------------------------------------
# A supply in the abstract: the row's locomotives, the deck top first (True: a locomotive) and the
# discards' locomotives and cars. One wipe discards the row and deals five, reshuffling the discards
# whenever the deck is empty (in every order the shuffle can give), exactly as `turns.restock` does.

ROW = 5


def arrangements(locos: int, size: int) -> list[tuple[bool, ...]]:
    return [tuple(i in places for i in range(size)) for places in combinations(range(size), locos)]


@cache
def after_a_wipe(row: int, deck: tuple[bool, ...], discard: tuple[int, int]) -> frozenset:
    """Every (row, deck, discard) one wipe of a row holding `row` locomotives may lead to."""
    found = set()
    pending = [(0, 0, deck, (discard[0] + row, discard[1] + ROW - row))]
    while pending:
        shown, dealt, deck, (locos, cars) = pending.pop()
        if not deck and locos + cars:
            pending += [(shown, dealt, order, (0, 0)) for order in arrangements(locos, locos + cars)]
        elif dealt < ROW and deck:
            take = deck[: ROW - dealt]
            pending.append((shown + sum(take), dealt + len(take), deck[len(take):], (locos, cars)))
        else:
            found.add((shown, deck, (locos, cars)))
    return frozenset(found)


def fewer_ever_shown(row: int, deck: tuple[bool, ...], discard: tuple[int, int]) -> bool:
    """Whether some sequence of shuffles, wiping every row of three locomotives or more, shows one of fewer."""
    seen, pending = set(), [(row, deck, discard)]
    while pending:
        state = pending.pop()
        if state[0] < 3:
            return True
        if state not in seen:
            seen.add(state)
            pending += after_a_wipe(*state)
    return False


def supplies(largest: int):
    """Every supply of 5 to `largest` cards the restock may meet with a full row of three locomotives or
    more (a row is checked only when the deck is empty or the row full; an empty deck is replaced by
    the discards first)."""
    for size in range(ROW, largest + 1):
        for row in range(3, ROW + 1):
            for in_deck in range(size - ROW + 1):
                for deck in (tuple(bits) for locos in range(in_deck + 1) for bits in arrangements(locos, in_deck)):
                    discarded = size - ROW - in_deck
                    if discarded and not deck:
                        continue
                    for locos in range(discarded + 1):
                        if row + sum(deck) + locos <= len(LOCOS):
                            yield row, deck, (locos, discarded - locos)


def as_cards(row: int, deck: tuple[bool, ...], discard: tuple[int, int]) -> dict:
    locos, cars = iter(LOCOS), iter(CARS)
    return {"face_up": [next(locos) for _ in range(row)] + [next(cars) for _ in range(ROW - row)],
            "deck": [next(locos) if loco else next(cars) for loco in deck],
            "discard": [next(locos) for _ in range(discard[0])] + [next(cars) for _ in range(discard[1])],
            "rules_version": "3"}


def test_the_row_is_wiped_exactly_when_some_shuffles_could_show_fewer_than_three_locomotives():
    """Every supply of up to 13 cards: version 3 wipes the row exactly when the search finds a row of
    at most two locomotives some shuffles could deal (so it never stops where the wipes could end,
    nor wipes where they cannot)."""
    checked = Counter()
    for supply in supplies(13):
        out = turns.Outcome(as_cards(*supply))
        turns.restock(out, Rng("search", 0))
        wiped = bool(out.events) and out.events[0].type == "face_up_discarded"
        assert wiped == fewer_ever_shown(*supply), supply
        checked[wiped] += 1
    assert checked == {True: 5056, False: 755}


@pytest.mark.parametrize("size", [6, 9, 11, 12, 15, 17, 20])
def test_play_from_every_small_supply_ends_with_at_most_two_locomotives_within_the_bound(size):
    """Every mix of locomotives and cars (three cars at least) in supplies of `size` cards, the deck
    holding the rest: the wipes end within WIPES_PER_RESTOCK, the row showing at most two locomotives
    (ten-card supplies are the one exception, searched above), and the events stay under the limit."""
    most = 0
    for locos in range(3, min(size - 3, len(LOCOS)) + 1):
        for seed in range(3):
            supply = Rng("supply", f"{size}/{locos}/{seed}").shuffled(LOCOS[:locos] + CARS[: size - locos])
            if locomotives(supply[:ROW]) < 3:
                continue
            out = turns.Outcome({"face_up": supply[:ROW], "deck": supply[ROW:], "discard": [], "rules_version": "3"})
            turns.restock(out, Rng("wipes", f"{size}/{locos}/{seed}"))
            wipes = types(out.events).count("face_up_discarded")
            assert locomotives(out.state["face_up"]) <= 2 and wipes < turns.WIPES_PER_RESTOCK
            assert len(out.events) <= 4 * wipes
            most = max(most, wipes)
    assert most >= 1
    assert 4 * turns.WIPES_PER_RESTOCK + 10 <= MAX_EVENTS_PER_COMMAND  # a wipe makes at most four events
