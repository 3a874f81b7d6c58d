"""Drawing train cards: two per turn, the locomotive rules, the triple-locomotive wipe, the deck running out."""
import time
from collections import Counter

import pytest

from domain.core.rules import MAX_EVENTS_PER_COMMAND
from domain.ticket_to_ride import RULES
from tests.domain.ticket_to_ride.ttr_helpers import cards, play, position, refused, types

LOCOS = cards("locomotive", 14)
FIVE = cards("red", 2) + cards("blue", 2) + cards("green", 1)


def test_two_cards_from_the_deck_end_the_turn():
    state = position(deck=cards("white", 3) + cards("black", 3), face_up=FIVE, hands={0: []})
    events, state = play(state, 0, "draw_deck")
    assert types(events) == ["card_drawn"] and state["active"] == 0 and state["drawn"] == 1
    events, state = play(state, 0, "draw_deck")
    assert types(events) == ["card_drawn", "turn_ended"]
    assert state["players"][0]["hand"] == ["white-01", "white-02"] and state["active"] == 1 and state["turn"] == 2


def test_a_blind_locomotive_counts_as_one_card():
    state = position(deck=LOCOS[:1] + cards("white", 3), face_up=FIVE, hands={0: []})
    events, state = play(state, 0, "draw_deck")
    assert types(events) == ["card_drawn"] and state["drawn"] == 1 and state["active"] == 0


def test_a_face_up_locomotive_taken_first_ends_the_draw():
    state = position(deck=cards("white", 5), face_up=LOCOS[:1] + FIVE[:4], hands={0: []})
    events, state = play(state, 0, "take_face_up", card="locomotive-01")
    assert types(events) == ["card_drawn", "face_up_dealt", "turn_ended"]
    assert state["players"][0]["hand"] == ["locomotive-01"] and state["active"] == 1
    assert "white-01" in state["face_up"]  # the taken card is replaced from the deck


def test_a_face_up_locomotive_cannot_be_the_second_card():
    state = position(deck=cards("white", 5), face_up=LOCOS[:1] + FIVE[:4], hands={0: []})
    _, state = play(state, 0, "draw_deck")
    assert refused(state, 0, "take_face_up", card="locomotive-01").code == "ticket_to_ride.locomotive_second_card"
    second = [c["data"].get("card") for c in RULES.legal_commands(state, 0)]
    assert second == [None, "blue-01", "blue-02", "red-01", "red-02"]


def test_a_locomotive_revealed_as_replacement_cannot_be_taken_second():
    state = position(deck=LOCOS[:1] + cards("white", 5), face_up=FIVE, hands={0: []})
    events, state = play(state, 0, "take_face_up", card="red-01")
    assert types(events) == ["card_drawn", "face_up_dealt"] and events[1].data == {"cards": ["locomotive-01"]}
    assert refused(state, 0, "take_face_up", card="locomotive-01").code == "ticket_to_ride.locomotive_second_card"
    events, state = play(state, 0, "take_face_up", card="blue-01")
    assert state["players"][0]["hand"] == ["blue-01", "red-01"] and state["active"] == 1


def test_three_face_up_locomotives_are_discarded_and_dealt_again_as_often_as_needed():
    # taking red-01 reveals a third locomotive; the next five hold three again; the five after that do not
    deck = LOCOS[2:3] + LOCOS[3:6] + cards("white", 2) + cards("black", 5) + cards("yellow", 3)
    face_up = LOCOS[:2] + cards("red", 1) + cards("blue", 2)
    state = position(deck=deck, face_up=face_up, discard=[], hands={0: []})
    events, state = play(state, 0, "take_face_up", card="red-01")
    assert types(events) == ["card_drawn", "face_up_dealt", "face_up_discarded", "face_up_dealt",
                             "face_up_discarded", "face_up_dealt"]
    assert events[2].data["cards"] == LOCOS[:2] + cards("blue", 2) + LOCOS[2:3]
    assert events[4].data["cards"] == LOCOS[3:6] + cards("white", 2)
    assert state["face_up"] == cards("black", 5)
    assert len(state["discard"]) == 10 and state["deck"] == cards("yellow", 3)


def test_no_endless_wipes_when_only_locomotives_are_left():
    state = position(deck=LOCOS[3:6], face_up=LOCOS[:3] + cards("red", 1), discard=[], hands={0: []})
    events, state = play(state, 0, "take_face_up", card="red-01")
    assert types(events) == ["card_drawn", "face_up_dealt"]
    assert state["face_up"] == LOCOS[:5] and state["deck"] == LOCOS[5:6]


def stuck_row(rules_version=None):
    """Five cards left outside the face-up row, and three locomotives in every five the supply can deal:
    taking blue-01 reveals a third locomotive, the wipe deals the last five, which hold three again."""
    return position(face_up=LOCOS[:2] + cards("blue", 2) + cards("purple", 1), deck=LOCOS[2:6] + cards("red", 2),
                    discard=[], hands={0: []}, rules_version=rules_version)


def stuck_claim(rules_version=None):
    """The row holds three locomotives because the supply had too few car cards for another deal; paying
    hel-omh (5 red) with 2 red and 3 locomotives adds cars, and again five outside the row hold three."""
    return position(face_up=LOCOS[:3] + cards("blue", 1) + cards("purple", 1), deck=[], discard=[],
                    hands={0: LOCOS[3:6] + cards("red", 2)}, rules_version=rules_version)


CLAIM_STUCK = {"route": "hel-omh", "color": "red", "locomotives": 3}


def test_ten_cards_in_two_fives_of_three_locomotives_are_not_wiped():
    """Version 3: a wipe would deal the deck's five (three locomotives) and reshuffle the wiped five
    into the next deck, so the same two fives would take turns for ever: the row stays as it is."""
    events, state = play(stuck_row(), 0, "take_face_up", card="blue-01")
    assert types(events) == ["card_drawn", "face_up_dealt"]
    assert state["face_up"] == LOCOS[:2] + ["blue-02", "purple-01"] + LOCOS[2:3]
    assert state["deck"] == LOCOS[3:6] + cards("red", 2) and state["drawn"] == 1
    # the claim's five cards, reshuffled, are the deck; the row and they hold three locomotives each
    events, state = play(stuck_claim(), 0, "claim_route", **CLAIM_STUCK)
    assert types(events) == ["route_claimed", "deck_reshuffled", "turn_ended"]
    assert state["face_up"] == LOCOS[:3] + ["blue-01", "purple-01"]
    assert Counter(state["deck"]) == Counter(LOCOS[3:6] + cards("red", 2))


def test_version_2_wipes_stop_once_every_card_of_the_supply_has_been_face_up():
    events, state = play(stuck_row("2"), 0, "take_face_up", card="blue-01")
    assert types(events) == ["card_drawn", "face_up_dealt", "face_up_discarded", "face_up_dealt", "deck_reshuffled"]
    assert events[2].data["cards"] == LOCOS[:2] + ["blue-02", "purple-01"] + LOCOS[2:3]
    # all ten cards have been face up: play goes on with three locomotives in the row
    assert state["face_up"] == LOCOS[3:6] + cards("red", 2)
    assert Counter(state["deck"]) == Counter(events[2].data["cards"]) and state["discard"] == []
    assert state["players"][0]["hand"] == ["blue-01"] and state["drawn"] == 1 and state["active"] == 0
    second = [c["data"].get("card") for c in RULES.legal_commands(state, 0)]
    assert second == [None, "red-01", "red-02"]


def test_version_2_a_claim_that_brings_cars_back_wipes_once_and_stops():
    events, state = play(stuck_claim("2"), 0, "claim_route", **CLAIM_STUCK)
    assert types(events) == ["route_claimed", "deck_reshuffled", "face_up_discarded", "face_up_dealt",
                             "deck_reshuffled", "turn_ended"]
    assert Counter(state["face_up"]) == Counter(LOCOS[3:6] + cards("red", 2))
    assert Counter(state["deck"]) == Counter(LOCOS[:3] + ["blue-01", "purple-01"]) and state["discard"] == []
    assert state["players"][0]["routes"] == ["hel-omh"] and state["active"] == 1


@pytest.mark.parametrize(("stuck", "kind", "data"), [
    (stuck_row, "take_face_up", {"card": "blue-01"}),
    (stuck_claim, "claim_route", CLAIM_STUCK),
])
def test_version_1_wipes_endlessly_and_is_refused_at_the_event_limit(stuck, kind, data):
    started = time.perf_counter()
    violation = refused(stuck("1"), 0, kind, **data)
    assert violation.code == "rule_engine_limit"
    assert violation.details == {"produced": MAX_EVENTS_PER_COMMAND + 1}  # stopped at the limit, not later
    assert time.perf_counter() - started < 5


def test_an_empty_deck_is_replaced_by_the_shuffled_discards():
    discard = cards("green", 6) + cards("orange", 4)
    state = position(deck=cards("white", 1), face_up=FIVE, discard=discard, hands={0: []})
    events, state = play(state, 0, "draw_deck")
    assert types(events) == ["card_drawn", "deck_reshuffled"]
    assert Counter(state["deck"]) == Counter(discard) and state["deck"] != discard
    assert state["discard"] == [] and state["drawn"] == 1
    _, state = play(state, 0, "draw_deck")
    assert len(state["players"][0]["hand"]) == 2 and len(state["deck"]) == 9


def test_a_claim_refills_an_exhausted_supply():
    state = position(deck=[], face_up=cards("red", 2), discard=[], hands={0: cards("blue", 3)})
    events, state = play(state, 0, "claim_route", route="ksc-stl-2", color="blue", locomotives=0)
    assert types(events) == ["route_claimed", "deck_reshuffled", "face_up_dealt", "turn_ended"]
    assert sorted(state["face_up"]) == ["blue-01", "blue-02", "red-01", "red-02"] and state["deck"] == []


def test_no_deck_and_no_discards_leaves_only_claims_and_tickets():
    state = position(deck=[], face_up=FIVE, discard=[], hands={0: cards("blue", 2)})
    assert refused(state, 0, "draw_deck").code == "ticket_to_ride.no_train_cards"
    assert refused(state, 0, "take_face_up", card="red-01").code == "ticket_to_ride.no_train_cards"
    kinds = {command["type"] for command in RULES.legal_commands(state, 0)}
    assert kinds == {"claim_route", "draw_tickets"}


def test_the_draw_ends_after_one_card_when_the_last_card_is_gone():
    state = position(deck=cards("white", 1), face_up=FIVE, discard=[], hands={0: []})
    events, state = play(state, 0, "draw_deck")
    assert types(events) == ["card_drawn", "turn_ended"] and state["active"] == 1


def test_only_the_second_card_may_follow_the_first():
    state = position(deck=cards("white", 5), face_up=FIVE, hands={0: cards("blue", 2)})
    _, state = play(state, 0, "draw_deck")
    violation = refused(state, 0, "claim_route", route="ksc-stl-2", color="blue", locomotives=0)
    assert violation.code == "ticket_to_ride.draw_second_card"
    assert refused(state, 0, "draw_tickets").code == "ticket_to_ride.draw_second_card"
