"""Golden Spike (USA) and Ports (Europe)."""
from __future__ import annotations

import pytest

from domain.core import RuleViolation
from domain.mini_express import RULES
from domain.mini_express.board import routes
from tests.domain.mini_express.mx_helpers import (
    bare,
    cell,
    drafted,
    joined_position,
    of_type,
    play,
    spike_position,
    token,
)


def test_first_track_to_omaha_starts_the_golden_spike_event():
    s = spike_position()
    seat = s["order"][s["current"]]
    stock = {c: v["stock"] for c, v in s["companies"].items()}
    events, after = play(s, seat, {"type": "build", "data": {"company": "wood", "city": "Omaha", "path": [],
                                                              **_wild(s, "Omaha")}})
    assert of_type(events, "golden_spike_east") == [{"east": "wood", "west_coast": ["steel", "leather", "cotton"]}]
    assert after["cells"][cell("usa", "San Francisco")] == ["cotton", "leather", "steel"]
    assert "San Francisco" not in after["demand"]
    assert {c: stock[c] - v["stock"] for c, v in after["companies"].items()} == dict.fromkeys(stock, 1)
    # San Francisco is a new start for the three western companies, never a target for the eastern one.
    assert any(cell("usa", "San Francisco") in r.starts for r in routes(after, "steel", 3))
    assert all(r.city != "San Francisco" for r in routes(after, "wood", 5))


def _wild(state, city):
    from domain.mini_express.content import tables

    t = tables()["demand_tokens"][state["demand"][city]]
    return {"wild": next(c for c in ("wood", "steel", "leather", "cotton") if c != t[0])} if "wild" in t else {}


def test_track_to_san_francisco_first_removes_the_spike():
    s = spike_position()
    s["cells"]["1,3"] = ["steel"]
    s["companies"]["steel"]["trains"] = 2
    seat = s["order"][s["current"]]
    events, after = play(s, seat, {"type": "build", "data": {"company": "steel", "city": "San Francisco",
                                                              "path": [], **_wild(s, "San Francisco")}})
    assert of_type(events, "golden_spike_removed") == [{}]
    assert after["golden_spike"]["status"] == "removed"


@pytest.mark.parametrize(("wood_stock", "east"), [(0, None), (1, "wood")])
def test_the_branch_trains_come_from_the_stock(wood_stock, east):
    s = spike_position()
    s["companies"]["wood"]["stock"] = wood_stock
    s["companies"]["steel"]["stock"] = 0
    s["companies"]["leather"]["stock"] = 1
    seat = s["order"][s["current"]]
    events, after = play(s, seat, {"type": "build", "data": {"company": "wood", "city": "Omaha", "path": [],
                                                              **_wild(s, "Omaha")}})
    # No train left, no marker: steel has none for San Francisco, wood none for the eastern branch at 0.
    assert of_type(events, "golden_spike_east") == [{"east": east, "west_coast": ["leather", "cotton"]}]
    assert after["cells"][cell("usa", "San Francisco")] == ["cotton", "leather"]


def test_joining_omaha_and_san_francisco_completes_the_transcontinental_railroad():
    s = joined_position()
    seat = s["order"][s["current"]]
    legal = [c for c in RULES.legal_commands(s, seat) if c["type"] == "build" and c["data"]["city"] == "Denver"
             and c["data"]["company"] == "leather"]
    assert sorted(c["data"]["west"] for c in legal) == ["leather", "steel"]
    stock = s["companies"]["leather"]["stock"]
    events, after = play(s, seat, {"type": "build", "data": {"company": "leather", "city": "Denver",
                                                              "path": ["5,2"], "west": "leather"}})
    assert of_type(events, "golden_spike_completed") == [
        {"east": "wood", "west": "leather", "track": {"wood": 2, "leather": 2}}
    ]
    assert after["companies"]["wood"]["track"] == 9
    assert after["companies"]["leather"]["track"] == 5 + 1 + 2  # one landscape space, then the bonus
    assert after["companies"]["leather"]["stock"] == stock - 1  # its train marks the western branch


def test_the_eastern_company_cannot_run_the_western_branch():
    s = joined_position()
    seat = s["order"][s["current"]]
    with pytest.raises(RuleViolation) as err:
        play(s, seat, {"type": "build", "data": {"company": "leather", "city": "Denver", "path": ["5,2"],
                                                  "west": "wood"}})
    assert err.value.code == "mini_express.west_choice"


def touching_position(rules_version: str | None = None):
    """Steel's western track reaches 4,2, next to Billings; wood, the eastern branch, may build from
    Omaha by 5,1 into Billings: the new track only touches steel's, it shares no space with it."""
    s = joined_position(rules_version)
    s["cells"]["4,2"] = ["steel"]
    s["demand"]["Billings"] = token("wood", "cotton")
    return s


WOOD_TO_BILLINGS = {"type": "build", "data": {"company": "wood", "city": "Billings", "path": ["5,1"]}}


def test_track_that_only_touches_the_western_branch_does_not_join_it():
    s = touching_position()
    seat = s["order"][s["current"]]
    events, after = play(s, seat, WOOD_TO_BILLINGS)
    assert of_type(events, "golden_spike_completed") == []
    assert after["golden_spike"] == {"status": "east", "east": "wood", "west": None}
    assert after["companies"]["wood"]["track"] == 7 + 1  # the landscape space only, no bonus yet


def test_version_1_games_joined_track_that_only_touched():
    s = touching_position("1")
    seat = s["order"][s["current"]]
    events, after = play(s, seat, WOOD_TO_BILLINGS)
    # As played under version 1: complete, with nobody on the new spaces but the eastern company.
    assert of_type(events, "golden_spike_completed") == [{"east": "wood", "west": None, "track": {"wood": 2}}]
    assert after["companies"]["wood"]["track"] == 7 + 1 + 2


def test_the_eastern_company_meeting_the_western_branch_hands_it_to_a_company_there():
    s = joined_position()
    seat = s["order"][s["current"]]
    legal = [c["data"] for c in RULES.legal_commands(s, seat) if c["type"] == "build"
             and c["data"]["company"] == "wood" and c["data"]["city"] == "Denver"]
    assert legal and {d["west"] for d in legal} == {"steel"}  # wood shares Denver with steel alone
    events, after = play(s, seat, {"type": "build", "data": {**legal[0], "west": "steel"}})
    assert of_type(events, "golden_spike_completed") == [
        {"east": "wood", "west": "steel", "track": {"wood": 2, "steel": 2}}
    ]


def test_the_builders_own_track_running_on_from_one_branch_to_the_other_joins_them():
    s = joined_position()
    s["cells"]["5,2"] = ["steel"]  # steel's western track runs on from Denver (it only touches Omaha)
    s["cells"]["6,1"] = ["steel", "wood"]  # steel's eastern track shares a space with wood's, by Omaha
    s["demand"]["Billings"] = token("wood", "cotton")
    s["companies"]["steel"]["trains"] = 3
    seat = s["order"][s["current"]]
    events, _ = play(s, seat, {"type": "build", "data": {"company": "steel", "city": "Billings", "path": ["5,1"],
                                                          "west": "steel"}})
    # 5,1 lies between both pieces of steel's track: one colour runs on, the branches met there.
    assert of_type(events, "golden_spike_completed") == [
        {"east": "wood", "west": "steel", "track": {"wood": 2, "steel": 2}}
    ]


def test_the_first_track_to_omaha_may_join_san_francisco_at_once_and_the_branches_meet_there():
    s = spike_position()
    for c in ("1,4", "2,4", "3,3", cell("usa", "Denver"), "5,3", "6,3"):
        s["cells"][c] = ["steel"]  # steel runs from beside San Francisco to wood's space by Omaha
    s["cells"]["7,2"] = ["steel", "wood"]
    seat = s["order"][s["current"]]
    legal = [c["data"] for c in RULES.legal_commands(s, seat) if c["type"] == "build"
             and c["data"]["company"] == "wood" and c["data"]["city"] == "Omaha"]
    assert {d["west"] for d in legal} == {"cotton", "leather", "steel"}  # the companies in San Francisco
    events, _ = play(s, seat, {"type": "build", "data": legal[0]})
    assert of_type(events, "golden_spike_completed")[0]["east"] == "wood"
    assert of_type(events, "golden_spike_completed")[0]["west"] == legal[0]["west"]


@pytest.mark.parametrize(("stock", "west"), [(0, None), (1, "leather")])
def test_the_western_branch_needs_a_train_in_stock_and_the_bonus_stops_at_15(stock, west):
    s = joined_position()
    s["companies"]["leather"]["stock"] = stock
    s["companies"]["wood"]["track"] = 14
    seat = s["order"][s["current"]]
    events, after = play(s, seat, {"type": "build", "data": {"company": "leather", "city": "Denver",
                                                              "path": ["5,2"], "west": "leather"}})
    bonus = {"wood": 1, **({"leather": 2} if west else {})}
    assert of_type(events, "golden_spike_completed") == [{"east": "wood", "west": west, "track": bonus}]
    assert after["companies"]["wood"]["track"] == 15


def test_a_build_from_the_western_side_meets_the_eastern_branch_where_it_reaches_it():
    s = joined_position()
    s["cells"]["6,3"] = ["wood"]  # wood's eastern track runs from Omaha into Tulsa
    s["cells"][cell("usa", "Tulsa")] = ["wood"]
    s["cells"]["5,3"] = ["cotton"]  # on steel's way from Denver, on no branch
    s["demand"]["Tulsa"] = token("leather", "steel")
    s["companies"]["steel"]["trains"] = 3
    seat = s["order"][s["current"]]
    legal = [c["data"]["west"] for c in RULES.legal_commands(s, seat) if c["type"] == "build"
             and c["data"]["company"] == "steel" and c["data"]["city"] == "Tulsa"]
    assert legal == ["steel"]  # they met in Tulsa (wood, steel), not on the space steel started from


def test_a_company_beside_the_meeting_space_is_no_choice_for_the_western_branch():
    s = joined_position()
    s["cells"]["5,2"] = ["cotton"]  # on leather's way from Omaha, next to Denver but not on steel's track
    seat = s["order"][s["current"]]
    legal = [c["data"]["west"] for c in RULES.legal_commands(s, seat) if c["type"] == "build"
             and c["data"]["company"] == "leather" and c["data"]["city"] == "Denver"]
    assert sorted(legal) == ["leather", "steel"]  # the two companies in Denver, where the branches met
    with pytest.raises(RuleViolation) as err:
        play(s, seat, {"type": "build", "data": {"company": "leather", "city": "Denver", "path": ["5,2"],
                                                  "west": "cotton"}})
    assert err.value.code == "mini_express.west_choice"


def ports_position():
    s = bare(drafted(3, map="europe", map_variant=True).state)
    s["demand"]["Amsterdam"] = token("cotton", "wild")
    s["companies"]["steel"]["trains"] = 3
    return s


def test_port_spaces_block_track_in_the_ports_variant():
    s = ports_position()
    ways = [r.path for r in routes(s, "steel", 3) if r.city == "Amsterdam"]
    assert ways and all("4,2" not in way for way in ways)
    assert {len(way) for way in ways} == {2}  # round the port, not through it
    plain = bare(drafted(3, map="europe").state)
    plain["demand"]["Amsterdam"] = token("cotton", "wild")
    assert [r.path for r in routes(plain, "steel", 3) if r.city == "Amsterdam"] == [("4,2",)]


def test_first_track_into_a_wild_city_opens_a_port():
    s = ports_position()
    seat = s["order"][s["current"]]
    legal = [c["data"] for c in RULES.legal_commands(s, seat) if c["type"] == "build" and c["data"]["city"] == "Amsterdam"]
    assert {d["port"] for d in legal} == set(s["ports"])
    path = legal[0]["path"]
    events, after = play(s, seat, {"type": "build", "data": {"company": "steel", "city": "Amsterdam", "path": path,
                                                              "wild": "wood", "port": "11,4"}})
    assert of_type(events, "port_opened") == [{"company": "cotton", "port": "11,4"}]
    assert after["cells"]["11,4"] == ["cotton"]
    assert after["players"][seat]["influence"]["cotton"] == s["players"][seat]["influence"]["cotton"] + 1
    assert after["players"][seat]["influence"]["wood"] == s["players"][seat]["influence"]["wood"] + 1
    # The port is a new place cotton builds from.
    assert any("11,4" in r.starts for r in routes(after, "cotton", 3))


@pytest.mark.parametrize(("stock", "opened"), [(0, []), (1, [{"company": "cotton", "port": "11,4"}])])
def test_a_port_needs_a_train_in_the_stock(stock, opened):
    s = ports_position()
    s["companies"]["cotton"]["stock"] = stock
    seat = s["order"][s["current"]]
    path = next(r.path for r in routes(s, "steel", 3) if r.city == "Amsterdam")
    command = {"company": "steel", "city": "Amsterdam", "path": list(path), "wild": "wood"}
    events, _ = play(s, seat, {"type": "build", "data": {**command, **({"port": "11,4"} if stock else {})}})
    assert of_type(events, "port_opened") == opened


def test_a_wild_token_needs_another_company_chosen():
    s = ports_position()
    seat = s["order"][s["current"]]
    legal = next(c["data"] for c in RULES.legal_commands(s, seat) if c["type"] == "build" and c["data"]["city"] == "Amsterdam")
    with pytest.raises(RuleViolation) as err:
        play(s, seat, {"type": "build", "data": {**legal, "wild": "cotton"}})
    assert err.value.code == "mini_express.wild_choice"
