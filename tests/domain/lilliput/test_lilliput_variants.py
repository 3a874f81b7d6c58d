"""The variants of the rulebook's "Varianty hry" (option `variant`): Allenbeck-Tottenham-Express,
Laputa and Brobdingnag. Whole games of each variant are in test_lilliput_games.py."""
from __future__ import annotations

import pytest

from domain.core.game import CommandInvalid
from domain.core.local import LocalGame
from domain.core.rules import RuleViolation
from domain.lilliput import RULES, board, content, market, routes
from tests.domain.lilliput.lilliput_helpers import (
    decide,
    drafted,
    income,
    laying,
    operate,
    play,
    put,
    running,
    seats,
)

ATE, LAPUTA, BROB = "allenbeck-tottenham-express", "laputa", "brobdingnag"


def brown_cities(supply: dict) -> dict:
    return {t: n for t, n in supply.items() if content.tiles()[t]["colour"] == "brown"
            and content.tiles()[t]["kind"] == "city"}


# --- tile supply ----------------------------------------------------------------------------------

@pytest.mark.parametrize("variant, players, cities", [
    (None, 4, {"city-brown": 3}),
    (ATE, 4, {"tottenham": 1, "allenbeck": 1, "plips": 1}),
    (LAPUTA, 4, {"laputa-sr": 1, "laputa-lnr": 1, "laputa-gvr": 1, "laputa-mr": 1}),
    (LAPUTA, 3, {"laputa-sr": 1, "laputa-gvr": 1, "laputa-mr": 1}),  # Lilliput National is not in play
    (LAPUTA, 2, {"laputa-gvr": 1, "laputa-mr": 1}),
])
def test_ate_and_laputa_replace_the_brown_cities_only(variant, players, cities):
    game = drafted(players, {"variant": variant})
    assert game.events[0].data["options"] == {"advanced": False, "variant": variant, "two_characters": False,
                                              "landscape": []}
    supply = game.state["supply"]
    assert brown_cities(supply) == cities
    base = drafted(players).state["supply"]
    assert {t: n for t, n in supply.items() if t not in cities} == {t: n for t, n in base.items()
                                                                   if t != "city-brown"}


def test_brobdingnag_uses_its_own_start_city_and_y_city_tiles():
    game = LocalGame(RULES, seats(4), {"variant": BROB, "advanced": True})
    state = game.state  # before the draft: the whole supply
    assert state["board"]["0,0"]["tile"] == "brob-mildendo"
    assert state["supply"] == {
        "brob-y-straight": 1, "brob-y-curve": 1, "brob-city-straight": 6, "brob-city-curve": 6,
        "brob-y-green": 2, "brob-city-green-t": 3, "brob-city-green-x": 3, "brob-y-brown": 1, "brob-city-brown": 3,
        "straight": 8, "curve": 8, "crossing": 1, "double-curve": 1, "switch": 1, "plain-brown": 1}
    # table 5, Brob: Y-cities 2/2/1 and cities 12/6/3 (yellow/green/brown) and the start tile
    counts = {}
    for tile, n in state["supply"].items():
        info = content.tiles()[tile]
        if tile.startswith("brob-"):
            counts[info["kind"], info["colour"]] = counts.get((info["kind"], info["colour"]), 0) + n
    assert counts == {("ycity", "yellow"): 2, ("ycity", "green"): 2, ("ycity", "brown"): 1,
                      ("city", "yellow"): 12, ("city", "green"): 6, ("city", "brown"): 3}
    # the home cities are Brob tiles too
    homes = {c["data"]["tile"] for c in RULES.legal_commands(state, 0) if c["type"] == "pick_company"}
    assert homes == {"brob-city-straight", "brob-city-curve", "brob-y-straight", "brob-y-curve"}
    with pytest.raises(RuleViolation) as err:
        decide(state, 0, "pick_company", company="GVR", side="S", tile="city-straight", rotation=0)
    assert err.value.code == "lilliput.home_tile"


def test_one_known_variant_at_a_time():
    with pytest.raises(CommandInvalid):
        LocalGame(RULES, seats(2), {"variant": "gulliver"})
    with pytest.raises(CommandInvalid):
        LocalGame(RULES, seats(2), {"variant": [LAPUTA, ATE]})


# --- Laputa -------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def laputa():
    return drafted(4, {"variant": LAPUTA}).state


def test_only_the_company_of_its_colour_lays_a_laputa_tile(laputa):
    state = laying(laputa, phase=5, seat=2)  # Glimigrim Valley Railway (green), one tile of any colour
    put(state, "0,1", "city-green-x", tokens=["GVR"], home="GVR")
    lays = [c["data"] for c in RULES.legal_commands(state, 2) if c["data"].get("tile", "").startswith("laputa")]
    assert lays and {(d["tile"], d["square"]) for d in lays} == {("laputa-gvr", "0,1")}
    with pytest.raises(RuleViolation) as err:
        decide(state, 2, "lay_tile", company="GVR", tile="laputa-sr", square="0,1", rotation=0)
    assert err.value.code == "lilliput.company_colour" and "Slamecksan Railway" in err.value.message
    state = play(state, 2, "lay_tile", company="GVR", tile="laputa-gvr", square="0,1", rotation=0)
    assert state["board"]["0,1"] == {"tile": "laputa-gvr", "rotation": 0, "tokens": ["GVR"], "home": "GVR"}
    assert state["supply"]["laputa-gvr"] == 0 and state["supply"]["city-green-x"] == 4


def line_through_laputa(state, tile):
    """South of GVR's home: a straight, the Laputa tile (40), a straight, a city (20)."""
    put(state, "0,2", "straight")
    put(state, "0,3", tile)
    put(state, "0,4", "straight")
    put(state, "0,5", "city-straight")
    return state


def test_other_companies_cannot_use_laputa_track(laputa):
    foreign = line_through_laputa(running(laputa, ["4#1"], phase=5), "laputa-sr")
    graph = routes.graph_for(foreign, "GVR")
    assert "0,3.c" in {c["id"] for c in graph["centers"]}
    assert not [s for s in graph["segments"] if s["tile"] == "0,3" or "0,3" in str(s["ends"])]
    assert income(foreign)["income"] == 30 + 20  # Mildendo and the home city only
    # its own company's graph has the track (north and south; east and west lead nowhere)
    assert [s["id"] for s in routes.graph_for(foreign, "SR")["segments"] if s["tile"] == "0,3"] == ["0,3.t0", "0,3.t2"]
    own = line_through_laputa(running(laputa, ["4#1"], phase=5), "laputa-gvr")
    assert income(own)["income"] == 30 + 20 + 40 + 20
    # station tokens: only where an unblocked route reaches, never over another company's Laputa track
    assert board.reachable_centres(foreign, "GVR") == {"0,0", "0,1"}
    assert board.reachable_centres(own, "GVR") == {"0,0", "0,1", "0,3", "0,5"}
    tokening = line_through_laputa(laying(laputa, card="card-9", phase=5, seat=2), "laputa-sr")
    with pytest.raises(RuleViolation) as err:
        decide(tokening, 2, "place_token", company="GVR", square="0,5")
    assert err.value.code == "lilliput.not_connected"
    assert not [c for c in RULES.legal_commands(tokening, 2) if c["type"] == "place_token"]
    # nor may it extend track beyond it
    assert "0,6" not in board.candidate_squares(tokening, "GVR")


# --- Allenbeck-Tottenham-Express ------------------------------------------------------------------

@pytest.fixture(scope="module")
def express():
    return drafted(4, {"variant": ATE}).state


def named_line(start, trains, phase, third):
    """GVR's home upgraded to Tottenham (40) south of Mildendo (30), a straight, then `third`."""
    state = running(start, trains, phase)
    put(state, "0,1", "tottenham", tokens=["GVR"], home="GVR")
    put(state, "0,2", "straight")
    put(state, "0,3", third)
    return state


@pytest.mark.parametrize("trains, phase, earned", [
    (["3D#1"], 6, 2 * (30 + 40 + 40) + 20),  # the bonus is not doubled
    (["3#1"], 5, 30 + 40 + 40 + 20),
    (["3#1"], 6, (30 + 40 + 40 + 20) // 2 // 10 * 10),  # obsolete: the whole income is halved
])
def test_three_named_cities_earn_twenty_once(express, trains, phase, earned):
    state = named_line(express, trains, phase, "allenbeck")
    assert routes.graph_for(state, "GVR")["bonuses"] == [
        {"kind": "set", "centers": ["0,0.c", "0,1.c", "0,3.c"], "at_least": 3, "amount": 20, "multiplied": False}]
    assert income(state)["income"] == earned


def test_two_named_cities_earn_no_bonus(express):
    state = named_line(express, ["3#1"], 5, "city-green-x")
    assert routes.graph_for(state, "GVR")["bonuses"] == []  # only two named cities on the board
    assert income(state)["income"] == 30 + 40 + 30
    put(state, "0,4", "straight")
    put(state, "0,5", "plips")
    # Tottenham-city-Plips (110) passes two named cities: no bonus; Mildendo-...-Plips needs a 4-train
    assert len(routes.graph_for(state, "GVR")["bonuses"]) == 1
    assert income(state)["income"] == 40 + 30 + 40
    state["companies"]["GVR"]["trains"] = ["4#1"]
    assert income(state)["income"] == 30 + 40 + 30 + 40 + 20


def test_the_base_game_has_no_named_city_bonus(express):
    state = named_line(express, ["3#1"], 5, "allenbeck")
    state["options"] = {"advanced": False, "variant": None}
    assert routes.graph_for(state, "GVR")["bonuses"] == []


# --- Brobdingnag ----------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def brob():
    state = drafted(4, {"variant": BROB}).state
    state["seats"][1]["shares"] = {"GVR": 2}
    state["companies"]["GVR"]["pool"] = 1
    return state


@pytest.mark.parametrize("earned, last, shareholders, price", [
    (130, False, 70, 60),  # half is 65, rounded up to 70; the company keeps 60; one step right
    (90, False, 50, 60),  # 45 -> 50, the company 40
    (130, True, 130, 70),  # last round: 260, half each, two steps
])
def test_brobdingnag_pays_half_to_the_shareholders(brob, earned, last, shareholders, price):
    state = operate(brob, "GVR", earned, last)
    total = earned * (2 if last else 1)
    assert RULES.view(state, None)["operating"]["payout"] == {"income": total, "shareholders": shareholders,
                                                              "company": total - shareholders}
    assert [c["type"] for c in RULES.legal_commands(state, 2)] == (["pay_out"] if last else ["pay_out", "withhold"])
    paid = play(state, 2, "pay_out", company="GVR")
    per_share = shareholders // 10  # the bank's share keeps its tenth in the bank
    assert paid["seats"][2]["cash"] == 60 + 5 * per_share and paid["seats"][1]["cash"] == 30 + 2 * per_share
    assert paid["companies"]["GVR"]["treasury"] == 500 + total - shareholders
    assert market.value(paid["companies"]["GVR"]["price"]) == price
    assert paid["last_income"]["GVR"] == total


def test_brobdingnag_may_still_withhold_everything(brob):
    kept = play(operate(brob, "GVR", 130), 2, "withhold", company="GVR")
    assert kept["companies"]["GVR"]["treasury"] == 630 and market.value(kept["companies"]["GVR"]["price"]) == 45
    assert kept["seats"][2]["cash"] == 60 and kept["seats"][1]["cash"] == 30
