"""Every loop bounded: no seat can play on for ever without the game moving (docs/rules/lilliput.md,
"Bounded commands"). Up to rules version 5 a train offer declined could be made again at once, for
ever (in the solo game one client alone: Gulliver declines every offer); in version 6 a train whose
offer was declined may not be asked for again in the same action; from version 7 it may, at a
strictly higher price only ("Cena je předmětem vyjednávání"), so the offers still end."""
from __future__ import annotations

import pytest

from domain.core.canonical import state_hash
from domain.core.local import LocalGame, random_playout
from domain.core.rules import RuleViolation, SeatSpec
from domain.lilliput import RULES
from domain.lilliput.solo import gulliver_companies
from tests.domain.lilliput.lilliput_helpers import drafted, seats
from tests.domain.loop_search import find_loop, positions

SOLO = [SeatSpec("player"), SeatSpec("Gulliver", "automa")]
TRAINS = {"type": "take_card", "data": {"card": "card-8", "action": 0}}  # "Nakupte 1 až 2 vlaky"


def solo_game(rules_version: str | None = None) -> LocalGame:
    """The player's draft done (the first company listed, and Skyresh: no bonus to take at the start
    of the round), before the player's first action."""
    game = LocalGame(RULES, SOLO, {}, seed="loops", rules_version=rules_version)
    game.play(0, next(c for c in RULES.legal_commands(game.state, 0) if c["type"] == "pick_company"))
    game.play(0, {"type": "pick_character", "data": {"character": "skyresh"}})
    return game


def offer(game: LocalGame, train: str, seller: str, price: int = 1) -> dict:
    buyer = next(c for c, co in game.state["companies"].items() if co["president"] == 0)
    return {"type": "buy_train", "data": {"company": buyer, "source": "company", "train": train,
                                          "seller": seller, "price": price}}


def asks_for(game: LocalGame, train: str) -> list[dict]:
    return [c for c in RULES.legal_commands(game.state, 0)
            if c["type"] == "buy_train" and c["data"]["train"] == train]


def test_version_6_solo_an_offer_gulliver_declined_is_not_made_again_in_the_same_action():
    game = solo_game("6")
    game.play(0, TRAINS)
    (his,) = gulliver_companies(game.state)
    train = game.state["companies"][his]["trains"][0]
    before = state_hash(game.state)
    assert asks_for(game, train)  # £1, half and full face value
    game.play(0, offer(game, train, his))
    assert game.status().active_seats == (1,)  # Gulliver answers
    (declined,) = game.play_automa(1)
    assert declined.type == "offer_declined"
    assert game.state["action"]["declined"] == [train] and game.state["action"]["trains"] == 2
    assert state_hash(game.state) != before  # the position moved: the refusal is on record
    assert asks_for(game, train) == []  # at no price, by no company
    for price in (1, 50, 100):
        with pytest.raises(RuleViolation) as err:
            game.play(0, offer(game, train, his, price))
        assert err.value.code == "lilliput.offer_declined"
        assert err.value.details == {"train": train, "seller": his}
    # the action's purchases are untouched: the bank's train may still be bought
    game.play(0, {"type": "buy_train", "data": {"company": offer(game, train, his)["data"]["company"],
                                                "source": "bank", "train": None, "seller": None, "price": None}})
    assert game.state["action"]["trains"] == 1


def test_up_to_version_5_the_solo_offer_could_be_declined_for_ever_and_still_can():
    """Games set up under version 5 keep their rules, so that their logs replay: the loop stays there."""
    game = solo_game("5")
    game.play(0, TRAINS)
    (his,) = gulliver_companies(game.state)
    train = game.state["companies"][his]["trains"][0]
    before = state_hash(game.state)
    for _ in range(3):
        game.play(0, offer(game, train, his))
        game.play_automa(1)
        assert state_hash(game.state) == before  # back where it was: nothing bounds it
    assert "declined" not in game.state["action"]
    assert find_loop(RULES, ["human", "automa"], game.state) is not None


def test_version_6_two_players_a_declined_train_waits_for_the_buyers_next_action():
    game = drafted(2, rules_version="6")  # seat 0 directs GVR, seat 1 MR; round 1's turns go 0, 1, 1, 0
    game.play(0, TRAINS)
    train = game.state["companies"]["MR"]["trains"][0]
    game.play(0, offer(game, train, "MR", 40))
    assert game.status().active_seats == (1,)
    game.play(1, {"type": "decline_offer", "data": {}})
    assert asks_for(game, train) == []
    with pytest.raises(RuleViolation) as err:
        game.play(0, offer(game, train, "MR", 80))  # not even at a better price
    assert err.value.code == "lilliput.offer_declined"
    game.play(0, {"type": "end_turn", "data": {}})
    for _ in range(2):  # seat 1's two turns
        game.play(1, next(c for c in RULES.legal_commands(game.state, 1) if c["type"] == "take_card"))
        game.play(1, {"type": "end_turn", "data": {}})
    # seat 0's next action (Dimen's Land copies the trains card): the train may be asked for again
    game.play(0, {"type": "copy_card", "data": {"card": "card-8", "action": 0}})
    assert game.state["action"]["declined"] == []
    assert asks_for(game, train)
    game.play(0, offer(game, train, "MR", 80))
    game.play(1, {"type": "accept_offer", "data": {}})
    assert train in game.state["companies"]["GVR"]["trains"]


def test_a_better_offer_for_a_declined_train_may_follow_in_the_same_action():
    """Version 7: "Cena je předmětem vyjednávání". £1 declined, the same £1 is refused, £50 is offered."""
    game = drafted(2)  # seat 0 directs GVR, seat 1 MR
    game.play(0, TRAINS)
    train = game.state["companies"]["MR"]["trains"][0]
    game.play(0, offer(game, train, "MR", 1))
    game.play(1, {"type": "decline_offer", "data": {}})
    assert game.state["action"]["declined_prices"] == {train: 1} and game.state["action"]["trains"] == 2
    with pytest.raises(RuleViolation) as err:
        game.play(0, offer(game, train, "MR", 1))
    assert err.value.code == "lilliput.offer_declined"
    assert err.value.details == {"train": train, "seller": "MR", "declined_price": 1}
    assert sorted(c["data"]["price"] for c in asks_for(game, train)) == [40, 80]  # half and full face value
    (offered,) = game.play(0, offer(game, train, "MR", 50))
    assert offered.type == "train_offered" and offered.data["price"] == 50
    game.play(1, {"type": "decline_offer", "data": {}})
    assert game.state["action"]["declined_prices"] == {train: 50}
    assert [c["data"]["price"] for c in asks_for(game, train)] == [80]
    with pytest.raises(RuleViolation) as err:
        game.play(0, offer(game, train, "MR", 50))  # not the same price again
    assert err.value.details["declined_price"] == 50
    treasury = game.state["companies"]["GVR"]["treasury"]
    game.play(0, offer(game, train, "MR", 80))
    game.play(1, {"type": "accept_offer", "data": {}})
    assert train in game.state["companies"]["GVR"]["trains"]
    assert game.state["companies"]["GVR"]["treasury"] == treasury - 80 and game.state["action"]["trains"] == 1


def test_solo_offers_to_gulliver_rise_until_none_is_left():
    """Gulliver declines every offer: each one the player makes must be higher than the last, so at most
    as many as the treasury has pounds (here the listed £1, half and full face value: three)."""
    game = solo_game()
    game.play(0, TRAINS)
    (his,) = gulliver_companies(game.state)
    train = game.state["companies"][his]["trains"][0]
    hashes = {state_hash(game.state)}
    made = []
    while asks := asks_for(game, train):
        made.append(asks[0]["data"]["price"])
        game.play(0, asks[0])
        game.play_automa(1)
        hashes.add(state_hash(game.state))
    assert made == [1, 40, 80] and len(hashes) == 4  # every refusal a new position
    assert game.state["action"]["declined_prices"] == {train: 80}


# --- the property: no endless play from random positions ------------------------------------------

GAMES = [
    (SOLO, {}, "solo"),
    (seats(3), {}, "three"),
    (seats(2), {"two_characters": True}, "two-characters"),
    (seats(4), {"advanced": True}, "four-advanced"),
]


@pytest.mark.parametrize("table, options, chooser", GAMES, ids=[g[2] for g in GAMES])
def test_no_sequence_of_legal_commands_comes_back_to_the_same_position(table, options, chooser):
    """From positions of random games, no bounded sequence of legal commands (the seats to act,
    Gulliver by his automa) returns to an equal state while the turn and round stay."""
    game = random_playout(RULES, table, options, seed=f"loops-{chooser}", chooser_seed=chooser)
    kinds = [seat.kind for seat in table]
    searched = 0
    for state in positions(game, 4):
        assert find_loop(RULES, kinds, state, depth=5, nodes=40) is None
        searched += 1
    assert searched >= 10
