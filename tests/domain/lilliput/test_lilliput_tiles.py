"""Laying and upgrading track cards, station tokens, and the error named for each broken rule."""
from __future__ import annotations

import pytest

from domain.core.rules import RuleViolation
from domain.lilliput import RULES
from tests.domain.lilliput.lilliput_helpers import decide, drafted, laying, play, put


@pytest.fixture(scope="module")
def start():
    return drafted(4).state


def refused(state, code, seat=0, kind="lay_tile", **data):
    with pytest.raises(RuleViolation) as err:
        decide(state, seat, kind, **data)
    assert err.value.code == f"lilliput.{code}", err.value.message
    return err.value.message


def lay(company, tile, square, rotation=0):
    return {"company": company, "tile": tile, "square": square, "rotation": rotation}


def test_illegal_lays_name_the_rule(start):
    state = laying(start)
    # Slamecksan's home Y-city is at 0,-1 with track north and south
    assert "Checkerboard" in refused(state, "checkerboard", **lay("SR", "city-straight", "0,-2"))
    assert "connected" in refused(state, "not_connected", **lay("SR", "straight", "4,4"))
    refused(state, "not_connected", **lay("SR", "straight", "0,-2", 1))  # its track does not meet SR's
    refused(state, "phase", **lay("SR", "y-green", "0,-1"))  # green tiles from the first 3-train
    refused(state, "not_director", **lay("GVR", "straight", "0,2"))
    refused(state, "character_tile", **lay("SR", "port", "0,-2"))
    state = play(state, 0, "lay_tile", **lay("SR", "straight", "0,-2"))
    assert state["board"]["0,-2"]["tile"] == "straight" and state["supply"]["straight"] == 7
    refused(state, "no_lay", **lay("SR", "city-straight", "0,-3"))  # the action laid its one tile


def test_yellow_and_green_action_and_colours(start):
    state = laying(start, card="card-2", action=0, phase=3)  # one yellow and/or one green
    state = play(state, 0, "lay_tile", **lay("SR", "y-green", "0,-1"))
    refused(state, "wrong_colour", **lay("SR", "city-green-x", "1,0"))
    state = play(state, 0, "lay_tile", **lay("SR", "straight", "0,-2"))
    assert state["action"]["lays"] == []


def test_upgrades_keep_every_track_and_kind(start):
    state = laying(start, phase=3, seat=2)  # GVR, home city-straight N-S at 0,1
    refused(state, "upgrade_track", seat=2, **lay("GVR", "city-green-t", "0,1", 1))  # loses the north track
    refused(state, "upgrade_kind", seat=2, **lay("GVR", "y-green", "0,1"))
    refused(state, "not_an_upgrade", seat=2, **lay("GVR", "city-green-t", "0,2"))
    after = play(state, 2, "lay_tile", **lay("GVR", "city-green-t", "0,1", 0))
    assert after["board"]["0,1"] == {"tile": "city-green-t", "rotation": 0, "tokens": ["GVR"], "home": "GVR"}
    assert after["supply"]["city-straight"] == state["supply"]["city-straight"] + 1  # back to the supply
    refused(laying(start, phase=5, seat=2), "upgrade_colour", seat=2, **lay("GVR", "city-brown", "0,1"))
    refused(laying(start, phase=3, seat=2), "not_upgradable", seat=2, **lay("GVR", "y-green", "0,0"))


def sideways_straight_south_of_gvr(start, rules_version=None) -> dict:
    """GVR (home city-straight N-S at 0,1) may lay a green tile; at 0,2 a yellow straight runs east-west,
    so none of its track meets GVR's southern track end."""
    state = laying(start, phase=3, seat=2)
    put(state, "0,2", "straight", 1)
    if rules_version:
        state["rules_version"] = rules_version
    return state


def test_an_upgrade_whose_new_track_meets_the_companys_track_is_connected(start):
    """"Společnost smí stavět pouze tehdy, pokud se nový dílek po připojení nachází na trase připojené k
    některému ze žetonů stanic této společnosti": the crossing replacing the east-west straight adds the
    north-south track that meets GVR's home, so once laid it is on GVR's route."""
    state = sideways_straight_south_of_gvr(start)
    upgrade = lay("GVR", "crossing", "0,2")
    assert {"type": "lay_tile", "data": upgrade} in RULES.legal_commands(state, 2)
    after = play(state, 2, "lay_tile", **upgrade)
    assert after["board"]["0,2"]["tile"] == "crossing"
    refused(state, "not_connected", seat=2, **lay("GVR", "switch", "0,2", 1))  # its new curve runs east-south
    play(state, 2, "lay_tile", **lay("GVR", "switch", "0,2", 3))  # its new curve runs west-north, to GVR


def test_rules_version_8_games_upgrade_only_tiles_the_company_reaches(start):
    state = sideways_straight_south_of_gvr(start, "8")
    refused(state, "not_connected", seat=2, **lay("GVR", "crossing", "0,2"))
    assert not [c for c in RULES.legal_commands(state, 2) if c["data"].get("square") == "0,2"]


def test_y_city_costs_fifty_unless_the_emperor(start):
    state = laying(start, card="card-3", action=0)  # one or two yellow tiles
    state = play(state, 0, "lay_tile", **lay("SR", "straight", "0,-2"))
    state = play(state, 0, "lay_tile", **lay("SR", "y-curve", "0,-3", 1))
    assert state["companies"]["SR"]["treasury"] == 450
    poor = laying(start, card="card-3", action=0)
    poor = play(poor, 0, "lay_tile", **lay("SR", "straight", "0,-2"))
    poor["companies"]["SR"]["treasury"] = 40
    refused(poor, "cannot_afford", **lay("SR", "y-curve", "0,-3", 1))
    # Golbasto (seat 3, Mildendo Railway west of Mildendo) lays Y-cities free
    state = laying(start, card="card-3", action=0, seat=3)
    state = play(state, 3, "lay_tile", **lay("MR", "straight", "-2,0", 1))
    state = play(state, 3, "lay_tile", **lay("MR", "y-curve", "-3,0", 0))
    assert state["companies"]["MR"]["treasury"] == 550


def test_a_blocked_city_stops_building_and_tokens(start):
    state = laying(start, seat=2)
    put(state, "0,2", "straight")
    put(state, "0,3", "city-straight", tokens=["MR"])
    put(state, "0,4", "straight")
    refused(state, "not_connected", seat=2, **lay("GVR", "city-straight", "0,5"))
    state["board"]["0,3"]["tokens"] = []
    play(state, 2, "lay_tile", **lay("GVR", "city-straight", "0,5"))


def test_legal_lays_list_every_tile_square_and_rotation(start):
    state = laying(start)
    lays = {(c["data"]["tile"], c["data"]["square"], c["data"]["rotation"])
            for c in RULES.legal_commands(state, 0) if c["type"] == "lay_tile"}
    # north of SR's Y-city only plain track fits (checkerboard); a straight one way, a curve two ways
    assert {(t, s, r) for t, s, r in lays if s == "0,-2"} == {("straight", "0,-2", 0), ("curve", "0,-2", 1),
                                                              ("curve", "0,-2", 2)}
    assert all(s == "0,-2" for _, s, _ in lays)  # nothing else touches SR's track ends (Mildendo is an end)


def test_station_tokens(start):
    state = laying(start, card="card-9", action=0)
    put(state, "0,-2", "straight")
    put(state, "0,-3", "city-straight")
    refused(state, "no_slot", kind="place_token", company="SR", square="0,-1")  # its own tile already
    refused(state, "no_slot", kind="place_token", company="SR", square="1,0")  # LNR's home has one slot
    put(state, "3,3", "city-straight")
    refused(state, "not_connected", kind="place_token", company="SR", square="3,3")
    state = play(state, 0, "place_token", company="SR", square="0,-3")
    assert state["companies"]["SR"]["treasury"] == 460 and state["board"]["0,-3"]["tokens"] == ["SR"]
    # the next one costs £100, halved for the General (Limnoc, seat 2)
    from domain.lilliput.actions import token_cost
    assert token_cost(state, 0, "SR") == 100 and token_cost(state, 2, "GVR") == 20


def test_character_tiles(start):
    # the General's fort (seat 2) is laid as a yellow city in addition to the action
    state = laying(start, card="card-1", action=1, seat=2)  # £5, no tile action
    put(state, "0,2", "straight")
    state = play(state, 2, "lay_character_tile", **lay("GVR", "fort", "0,3"))
    assert state["seats"][2]["character_tiles"] == ["fort"]
    refused(state, "character_tile_laid", seat=2, kind="lay_character_tile", **lay("GVR", "fort", "1,1"))
    # the Emperor's castle replaces a yellow city that is not a home city, from the green phase
    state = laying(start, card="card-1", action=1, seat=3, phase=3)
    put(state, "-2,0", "straight", 1)
    put(state, "-3,0", "city-straight", 1)
    refused(state, "castle_target", seat=3, kind="lay_character_tile", **lay("MR", "castle", "-1,0"))
    state = play(state, 3, "lay_character_tile", **lay("MR", "castle", "-3,0"))
    assert state["board"]["-3,0"]["tile"] == "castle"
    refused(laying(start, card="card-1", action=1, seat=3), "phase", seat=3, kind="lay_character_tile",
            **lay("MR", "castle", "-1,0"))
    # the Admiral's port: no track may lead to its water sides
    state = laying(start, card="card-1", action=1, seat=1)  # LNR east of Mildendo, Skyresh
    put(state, "2,1", "city-straight")  # its track runs north, onto the port's south (water) side
    refused(state, "water", seat=1, kind="lay_character_tile", **lay("LNR", "port", "2,0", 3))
    del state["board"]["2,1"]
    state = play(state, 1, "lay_character_tile", **lay("LNR", "port", "2,0", 3))
    assert state["board"]["2,0"]["tile"] == "port"
