"""Setup, the snake draft and the company perks (rulebook: Příprava hry, 2 and 3 player changes)."""
from __future__ import annotations

import pytest

from domain.core.local import LocalGame
from domain.core.rules import RuleViolation, SeatSpec
from domain.lilliput import RULES
from domain.lilliput.state import has_ability
from tests.domain.lilliput.lilliput_helpers import decide, drafted, play, seats


def test_four_player_setup_numbers_and_perks():
    state = drafted(4).state
    companies = state["companies"]
    assert {c: co["president"] for c, co in companies.items()} == {"SR": 0, "LNR": 1, "GVR": 2, "MR": 3}
    # £30 each, Glimigrim's owner £60
    assert [s["cash"] for s in state["seats"]] == [30, 30, 60, 30]
    # £500 treasury, Mildendo Railway £550 and price 55, the others 50
    assert {c: co["treasury"] for c, co in companies.items()} == {"SR": 500, "LNR": 500, "GVR": 500, "MR": 550}
    assert {c: RULES.view(state, None)["companies"][i]["share_price"]
            for i, c in enumerate(sorted(companies))} == {"GVR": 50, "LNR": 50, "MR": 55, "SR": 50}
    # a 2-train each, two for Lilliput National; three 10 % shares in the bank (80 % exist)
    assert {c: len(co["trains"]) for c, co in companies.items()} == {"SR": 1, "LNR": 2, "GVR": 1, "MR": 1}
    assert all(t.startswith("2#") for co in companies.values() for t in co["trains"])
    assert all(co["pool"] == 3 for co in companies.values())
    # home cities on four different sides of Mildendo, each with its home token; Slamecksan on a Y-city (30)
    board = state["board"]
    assert {sq: p["tokens"] for sq, p in board.items() if p["home"]} == {
        "0,-1": ["SR"], "1,0": ["LNR"], "0,1": ["GVR"], "-1,0": ["MR"]}
    assert board["0,-1"]["tile"] == "y-straight"
    assert RULES.view(state, None)["board"][1]["value"] == 30  # sorted by coords: "0,-1" after "-1,0"
    # one Dimen's Land each, ten action cards, eight rounds, one character left over
    assert [s["dimens_land"] for s in state["seats"]] == [1, 1, 1, 1]
    assert len(state["cards"]) == 10 and state["rounds"] == 8
    assert sorted(c for s in state["seats"] for c in s["characters"]) == ["flimnap", "golbasto", "limnoc", "skyresh"]
    assert state["characters"] == []
    # deck: two 2-trains on top, then 6/5/4/3 and endless 4D (table 6, 4 players)
    kinds = [t.split("#")[0] for t in state["deck"]]
    assert kinds == ["2"] * 2 + ["3"] * 6 + ["4"] * 5 + ["5"] * 4 + ["3D"] * 3
    assert state["unlimited"] == "4D"
    assert state["stage"] == "actions" and state["round"] == 1


@pytest.mark.parametrize("players, rounds, cards, dimens, deck", [
    (2, 8, 6, 2, {"2": 2, "3": 3, "4": 3, "5": 2, "3D": 2}),
    (3, 9, 8, 1, {"2": 2, "3": 5, "4": 4, "5": 3, "3D": 2}),
])
def test_two_and_three_player_changes(players, rounds, cards, dimens, deck):
    state = drafted(players).state
    assert state["rounds"] == rounds and len(state["cards"]) == cards
    assert all(s["dimens_land"] == dimens for s in state["seats"])
    kinds = [t.split("#")[0] for t in state["deck"]]
    assert {k: kinds.count(k) for k in deck} == deck
    # the companies nobody took are out of the game and cannot be founded later
    assert len(state["companies"]) == players
    assert [len(s["characters"]) for s in state["seats"]] == [1] * players


def test_snake_draft_order_and_choices():
    game = LocalGame(RULES, seats(3), {}, seed="d")
    assert game.status().active_seats == (0,)
    game.play(0, {"type": "pick_character", "data": {"character": "balmuff"}})
    game.play(1, {"type": "pick_company", "data": {"company": "MR", "side": "W", "tile": "city-curve",
                                                   "rotation": 0}})
    # the last player picks twice in a row, then the order turns back
    game.play(2, {"type": "pick_character", "data": {"character": "limnoc"}})
    assert game.status().active_seats == (2,)
    with pytest.raises(RuleViolation) as err:
        decide(game.state, 2, "pick_character", character="flimnap")
    assert err.value.code == "lilliput.has_character"
    with pytest.raises(RuleViolation) as err:  # Mildendo Railway's side is taken
        decide(game.state, 2, "pick_company", company="GVR", side="W", tile="city-straight", rotation=1)
    assert err.value.code == "lilliput.side_taken"
    with pytest.raises(RuleViolation) as err:  # only Slamecksan starts on a Y-city
        decide(game.state, 2, "pick_company", company="GVR", side="E", tile="y-straight", rotation=1)
    assert err.value.code == "lilliput.home_tile"
    with pytest.raises(RuleViolation) as err:  # the home city must continue Mildendo's track
        decide(game.state, 2, "pick_company", company="GVR", side="E", tile="city-straight", rotation=0)
    assert err.value.code == "lilliput.home_connects"
    game.play(2, {"type": "pick_company", "data": {"company": "GVR", "side": "E", "tile": "city-straight",
                                                   "rotation": 1}})
    assert game.status().active_seats == (1,)
    with pytest.raises(RuleViolation) as err:
        decide(game.state, 0, "pick_company", company="SR", side="N", tile="y-straight", rotation=0)
    assert err.value.code == "lilliput.not_your_turn"
    game.play(1, {"type": "pick_character", "data": {"character": "skyresh"}})
    game.play(0, {"type": "pick_company", "data": {"company": "SR", "side": "N", "tile": "y-curve", "rotation": 1}})
    state = game.state
    assert state["seats"][2]["cash"] == 60  # Glimigrim's owner
    assert "LNR" not in state["companies"]  # the company nobody took left the game
    # Balmuff's holder chooses his bonus before the first action of every round
    assert state["stage"] == "bonus" and game.status().active_seats == (0,)
    legal = RULES.legal_commands(state, 0)
    assert {"type": "round_bonus", "data": {"to": "private", "split": []}} in legal
    assert {"type": "round_bonus", "data": {"to": "companies", "split": [{"company": "SR", "amount": 20}]}} in legal
    game.play(0, {"type": "round_bonus", "data": {"to": "companies", "split": [{"company": "SR", "amount": 20}]}})
    assert game.state["companies"]["SR"]["treasury"] == 520 and game.state["stage"] == "actions"


def pick(game: LocalGame, seat: int, kind: str, **data) -> None:
    assert game.status().active_seats == (seat,)
    game.play(seat, {"type": kind, "data": data})


def test_two_player_variant_gives_each_player_two_characters():
    """Variant for 2 players: each player chooses two character cards (a third leg of the snake)."""
    game = LocalGame(RULES, seats(2), {"two_characters": True}, seed="two")
    pick(game, 0, "pick_character", character="flimnap")
    pick(game, 1, "pick_character", character="limnoc")
    pick(game, 1, "pick_character", character="skyresh")
    pick(game, 0, "pick_character", character="golbasto")
    with pytest.raises(RuleViolation) as err:  # two are the most
        decide(game.state, 0, "pick_character", character="balmuff")
    assert err.value.code == "lilliput.has_character"
    pick(game, 0, "pick_company", company="GVR", side="S", tile="city-straight", rotation=0)
    pick(game, 1, "pick_company", company="MR", side="W", tile="city-straight", rotation=1)
    state = game.state
    assert [s["characters"] for s in state["seats"]] == [["flimnap", "golbasto"], ["limnoc", "skyresh"]]
    assert state["seats"][1]["character_tiles"] == ["fort", "fort", "port"]
    assert state["characters"] == [] and state["stage"] == "actions"
    assert has_ability(state, 1, "token_discount_percent") == 50 and has_ability(state, 1, "bank_train_discount_percent") == 10
    # exchanging the Treasurer gives up his card and his tile only (round 1: £10)
    state = play(state, 0, "take_card", card=state["cards"][0], action=0)
    state = play(state, 0, "exchange_flimnap")
    assert state["seats"][0]["characters"] == ["golbasto"] and state["seats"][0]["character_tiles"] == ["castle"]
    assert has_ability(state, 0, "free_ycity") is True


@pytest.mark.parametrize("kinds", [("human", "human", "human"), ("human", "automa")])
def test_two_characters_only_for_two_players(kinds):
    with pytest.raises(RuleViolation) as err:
        LocalGame(RULES, [SeatSpec(f"s{i}", k) for i, k in enumerate(kinds)], {"two_characters": True}, seed="x")
    assert err.value.code == "lilliput.two_characters"
