"""Scenario track tiles ("Scénářové dílky tratí", table 4): the landscape option, lays on and
next to landscape tiles, the terminus and the mines."""
from __future__ import annotations

import pytest

from domain.core.canonical import clone
from domain.core.game import CommandInvalid
from domain.core.local import LocalGame, random_playout
from domain.core.rng import Rng
from domain.core.rules import RuleViolation
from domain.lilliput import RULES, content, routes
from tests.domain.lilliput.lilliput_helpers import decide, drafted, income, laying, play, put, running, seats
from tests.domain.lilliput.test_lilliput_games import (
    test_random_game_runs_to_the_end_and_replays as whole_game,
)
from tests.domain.lilliput.test_lilliput_solo import SOLO, check_solo_game

# Beyond each home track end (drafted(4): SR north, LNR east, GVR south, MR west of Mildendo).
LANDSCAPE = [
    {"square": "0,2", "tile": "terrain-30", "rotation": 0},  # GVR
    {"square": "2,0", "tile": "terrain-10", "rotation": 0},  # LNR
    {"square": "-2,0", "tile": "mountains", "rotation": 0},  # MR
    {"square": "0,-2", "tile": "mine-10", "rotation": 0},  # SR, then a printed city
    {"square": "0,-3", "tile": "printed-city-straight", "rotation": 0},
    {"square": "1,1", "tile": "printed-straight", "rotation": 0},
    {"square": "3,3", "tile": "sea", "rotation": 0},
    {"square": "-2,-2", "tile": "terminus", "rotation": 0},
]


@pytest.fixture(scope="module")
def start():
    return drafted(4, {"landscape": LANDSCAPE}).state


def refused(state, code, seat, **data):
    with pytest.raises(RuleViolation) as err:
        decide(state, seat, "lay_tile", **data)
    assert err.value.code == f"lilliput.{code}", err.value.message
    return err.value.message


def lay(company, tile, square, rotation=0):
    return {"company": company, "tile": tile, "square": square, "rotation": rotation}


# --- the landscape option -------------------------------------------------------------------------

def set_up(*landscape, rules_version="5"):
    return RULES.setup({"advanced": False, "variant": None, "landscape": list(landscape)}, seats(2), Rng("t", 0),
                       rules_version)


def tile(square, tile_id, rotation=0):
    return {"square": square, "tile": tile_id, "rotation": rotation}


def test_landscape_is_laid_at_setup_and_rebuilt_from_the_set_up_event(start):
    assert {sq: start["board"][sq]["tile"] for sq in ("0,2", "-2,0", "-2,-2")} == {
        "0,2": "terrain-30", "-2,0": "mountains", "-2,-2": "terminus"}
    assert start["supply"]["tunnel"] == 2 and "sea" not in start["supply"]
    assert "tunnel" not in drafted(4).state["supply"]  # the base game: no scenario tiles at all
    (event,) = set_up(*LANDSCAPE)
    assert event.data["options"]["landscape"] == LANDSCAPE
    assert RULES.evolve(None, event)["board"]["0,-2"] == {"tile": "mine-10", "rotation": 0, "tokens": [], "home": None}


@pytest.mark.parametrize("landscape, code", [
    ([tile("2,1", "mine-10")], "landscape_checkerboard"),  # a mine goes where plain track would
    ([tile("2,2", "printed-city-straight")], "landscape_checkerboard"),  # a circle where a city would
    ([tile("1,1", "printed-curve"), tile("2,1", "printed-city-curve")], None),
    ([tile("2,1", "terrain-30"), tile("3,3", "mountains"), tile("-3,0", "terminus"), tile("5,5", "sea")], None),
    ([tile("3,3", "terminus"), tile("-3,3", "terminus")], "landscape_count"),  # one terminus in the box
    ([tile(f"{x},5", "sea") for x in range(5)], "landscape_count"),  # four sea tiles
    ([tile("0,0", "sea")], "landscape_square"),  # Mildendo
    ([tile("0,1", "terrain-10")], "landscape_square"),  # a home city's square
    ([tile("3,3", "sea"), tile("3,3", "terrain-10")], "landscape_square"),
    ([tile("1,1", "sea")], "water"),  # touching the home cities' squares
    ([tile("4,0", "sea"), tile("4,1", "printed-city-straight")], "water"),  # printed track into the sea
    ([tile("4,0", "sea"), tile("4,1", "printed-city-straight", 1)], None),
    ([tile("3,3", "castle")], "landscape_tile"),
])
def test_landscape_validation(landscape, code):
    if code is None:
        assert set_up(*landscape)
        return
    with pytest.raises(RuleViolation) as err:
        set_up(*landscape)
    assert err.value.code == f"lilliput.{code}", err.value.message


@pytest.mark.parametrize("rules_version, in_the_box, each", [
    ("5", 23, 2),  # table 5: "Scénáře, Různé: 23" (the tunnels included)
    ("4", 27, 3),  # version 4 had four more (terrain 3 + 3, mountains 3, tunnels 3); its games keep them
])
def test_scenario_tiles_add_up_to_table_5(rules_version, in_the_box, each):
    (event,) = set_up(rules_version=rules_version)
    scenario = [tid for tid, t in content.tiles().items() if t["scenario"]]
    assert sum(content.tile_count(tid, RULES.evolve(None, event)) for tid in scenario) == in_the_box
    # a landscape game's supply holds the tunnels, one per mountains tile
    assert drafted(4, {"landscape": LANDSCAPE}, rules_version).state["supply"]["tunnel"] == each
    mountains = [tile(f"{3 * i},4", "mountains") for i in range(each + 1)]
    assert set_up(*mountains[:each], rules_version=rules_version)
    with pytest.raises(RuleViolation) as err:
        set_up(*mountains, rules_version=rules_version)
    assert err.value.code == "lilliput.landscape_count" and err.value.details["count"] == each
    terrain = [tile(f"{3 * i},4", "terrain-30") for i in range(each + 1)]
    with pytest.raises(RuleViolation) as err:
        set_up(*terrain, rules_version=rules_version)
    assert err.value.code == "lilliput.landscape_count" and err.value.details["count"] == each


def test_unknown_landscape_tile_is_an_options_error():
    with pytest.raises(CommandInvalid) as err:
        LocalGame(RULES, seats(2), {"landscape": [tile("3,3", "volcano")]}, seed="t")
    assert "landscape" in err.value.errors["options"]


# --- lays ---------------------------------------------------------------------------------------

def test_terrain_costs_thirty_or_ten_more_and_the_company_must_pay(start):
    state = laying(start, seat=2)  # GVR, home at 0,1 with track north-south
    after = play(state, 2, "lay_tile", **lay("GVR", "straight", "0,2"))
    assert after["board"]["0,2"]["tile"] == "straight"
    assert after["companies"]["GVR"]["treasury"] == state["companies"]["GVR"]["treasury"] - 30
    state["companies"]["GVR"]["treasury"] = 29
    assert "£30" in refused(state, "cannot_afford", 2, **lay("GVR", "straight", "0,2"))
    state = laying(start, seat=1)  # LNR, home at 1,0 with track east-west
    after = play(state, 1, "lay_tile", **lay("LNR", "curve", "2,0", 2))
    assert after["companies"]["LNR"]["treasury"] == state["companies"]["LNR"]["treasury"] - 10
    # only a yellow city or plain track replaces terrain: not a Y-city, not a green tile
    refused(state, "landscape_replace", 1, **lay("LNR", "y-curve", "2,0", 2))
    refused(laying(start, phase=3, seat=1), "landscape_replace", 1, **lay("LNR", "crossing", "2,0"))


def test_sea_is_never_replaced_and_no_track_leads_into_it(start):
    state = laying(start, seat=1)
    put(state, "3,0", "sea")
    assert "water" in refused(state, "water", 1, **lay("LNR", "straight", "2,0", 1))  # points east into the sea
    play(state, 1, "lay_tile", **lay("LNR", "curve", "2,0", 2))  # west and south: fine
    put(state, "2,0", "sea")
    refused(state, "landscape_fixed", 1, **lay("LNR", "straight", "2,0", 1))


def test_tunnel_only_on_mountains_from_green_for_fifty(start):
    tunnel = lay("MR", "tunnel", "-2,0", 1)  # MR's home at -1,0 runs east-west
    refused(laying(start, seat=3), "phase", 3, **tunnel)
    state = laying(start, phase=3, seat=3)
    after = play(state, 3, "lay_tile", **tunnel)
    assert after["board"]["-2,0"]["tile"] == "tunnel" and after["supply"]["tunnel"] == 1
    assert after["companies"]["MR"]["treasury"] == state["companies"]["MR"]["treasury"] - 50
    refused(after, "no_lay", 3, **lay("MR", "tunnel", "-3,0", 1))
    poor = clone(state)
    poor["companies"]["MR"]["treasury"] = 49
    refused(poor, "cannot_afford", 3, **tunnel)
    refused(laying(start, seat=3), "landscape_replace", 3, **lay("MR", "straight", "-2,0", 1))
    refused(state, "not_an_upgrade", 3, **lay("MR", "tunnel", "-1,1"))  # not on an empty square
    # the tunnel counts as plain track: never next to other plain track (checkerboard)
    put(state, "-2,1", "straight")
    refused(state, "checkerboard", 3, **tunnel)


def test_mines_printed_tiles_and_the_terminus_are_never_upgraded(start):
    state = laying(start, phase=5)  # SR: home 0,-1, the mine 0,-2 and the printed city 0,-3 north
    refused(state, "landscape_fixed", 0, **lay("SR", "crossing", "0,-2"))
    refused(state, "landscape_fixed", 0, **lay("SR", "plain-brown", "0,-2"))
    refused(state, "landscape_fixed", 0, **lay("SR", "city-green-x", "0,-3"))
    refused(laying(start, phase=5, seat=2), "landscape_fixed", 2, **lay("GVR", "crossing", "1,1"))
    refused(state, "landscape_fixed", 0, **lay("SR", "city-brown", "-2,-2"))


# --- routes ---------------------------------------------------------------------------------------

def test_terminus_is_a_route_end_worth_sixty_only_with_the_company_token(start):
    state = running(start, ["4#1"], phase=4)  # GVR at 0,1 north-south
    put(state, "0,2", "straight")
    put(state, "0,3", "terminus")
    put(state, "0,4", "straight")
    put(state, "0,5", "city-straight")
    # no token there: worth nothing, and no train runs through it to the city beyond
    assert income(state)["income"] == 30 + 20
    state["board"]["0,3"]["tokens"] = ["GVR"]
    best = income(state)
    assert best["income"] == 30 + 20 + 60  # not 130: the terminus ends the route
    assert best["routes"][0]["stops"][-1] == "0,3.c"


@pytest.mark.parametrize("mine, rotation, city, city_rotation, square, amount", [
    ("mine-10", 0, "printed-city-straight", 0, "0,-3", 10),
    ("mine-20", 1, "printed-city-curve", 2, "1,-2", 20),
])
def test_a_train_through_a_mine_pays_the_treasury_not_the_income(start, mine, rotation, city, city_rotation,
                                                                    square, amount):
    state = running(start, ["3#1"], phase=3, company="SR")  # SR's Y-city (30) at 0,-1 north-south
    put(state, "0,-2", mine, rotation)
    del state["board"]["0,-3"]
    put(state, square, city, city_rotation)
    plain = clone(state)
    put(plain, "0,-2", "straight" if mine == "mine-10" else "curve", rotation)
    assert income(state, "SR")["income"] == income(plain, "SR")["income"] == 30 + 30 + 20  # Mildendo, SR, the city
    (event,) = decide(state, 0, "best_routes", company="SR")
    assert event.data["income"] == 80
    assert event.data["mines"] == [{"train": "3", "square": "0,-2", "amount": amount}]
    after = RULES.evolve(state, event)
    assert after["companies"]["SR"]["treasury"] == state["companies"]["SR"]["treasury"] + amount
    assert after["operating"]["income"] == 80
    (submitted,) = decide(state, 0, "submit_routes", company="SR", routes=event.data["routes"])
    assert submitted.data["mines"] == event.data["mines"]
    (event,) = decide(plain, 0, "best_routes", company="SR")
    assert event.data["mines"] == []
    # a route that stops short of the mine earns nothing from it
    state["companies"]["SR"]["trains"] = ["2#1"]
    (event,) = decide(state, 0, "best_routes", company="SR")
    assert event.data["income"] == 60 and event.data["mines"] == []


def test_routes_graph_keeps_the_optimiser_contract(start):
    graph = routes.graph_for(running(start, ["2#1"], phase=2, company="SR"), "SR")
    terminus = next(c for c in graph["centers"] if c["id"] == "-2,-2.c")
    assert terminus["terminal"] and terminus["value"] == 0 and terminus["slots"] == 1
    assert not any(c["id"].startswith("0,-2") for c in graph["centers"])  # a mine is plain track


# --- whole games --------------------------------------------------------------------------------

GAME_LANDSCAPE = [tile(sq, t, r) for sq, t, r in (
    ("0,2", "terrain-10", 0), ("2,0", "terrain-30", 0), ("1,1", "mine-10", 0), ("-1,-1", "mine-20", 0),
    ("-2,0", "mountains", 0), ("0,-2", "terrain-10", 0), ("-1,2", "terminus", 0), ("2,1", "printed-city-straight", 0),
    ("1,-2", "printed-city-curve", 1), ("-3,0", "sea", 0), ("3,-1", "sea", 0), ("-2,-2", "printed-straight", 1))]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_a_landscape_run_to_the_end_and_replay(players):
    whole_game(players, {"landscape": GAME_LANDSCAPE, "advanced": players == 3}, f"land-{players}")


def test_a_solo_game_with_a_landscape_runs_to_the_end_and_replays():
    game = random_playout(RULES, SOLO, {"landscape": GAME_LANDSCAPE}, seed="solo-land", chooser_seed="land")
    check_solo_game(game)
    assert any(e.type == "routes_run" and e.data["mines"] for e in game.events)  # the landscape is in play
