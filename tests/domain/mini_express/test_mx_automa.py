"""The automa's turn as the rulebook writes it, and the solo difficulty levels."""
from __future__ import annotations

import pytest

from domain.core import Event, LocalGame, Rng
from domain.mini_express import RULES, scoring
from domain.mini_express.content import tables
from tests.domain.mini_express.mx_helpers import (
    automa_token,
    bare,
    cell,
    drafted,
    joined_position,
    of_type,
    pepa_position,
    play,
    seats,
    token,
)

AUTOMA = {"type": "automa_turn", "data": {}}


def solo(difficulty="easy", **options):
    game = drafted(1, automa=True, difficulty=difficulty, **options)
    state = game.state
    # The player has just moved: it is the automa's turn.
    state["current"] = state["order"].index(state["automa"])
    return state


def test_automa_share_example_takes_a_free_leather_share():
    s = solo()
    a = s["automa"]
    s["automa_state"].update(company="wood", city="Augusta", bag=[automa_token(2, 2)])
    s["companies"]["leather"]["trains"] = 1
    influence = dict(s["players"][a]["influence"])
    held = s["players"][a]["shares"]["leather"]
    events, after = play(s, a, AUTOMA)
    drawn = of_type(events, "automa_drew")[0]
    assert drawn["company"] == "leather"  # wood -> steel -> leather
    assert drawn["city"] == "New York"  # two cities on: Augusta -> Boston -> New York
    assert of_type(events, "share_taken")[0]["paid"] == 0
    assert after["players"][a]["shares"]["leather"] == held + 1
    assert after["players"][a]["influence"] == influence
    assert after["companies"]["leather"]["trains"] == 4


def test_automa_build_example_goes_to_venice():
    s = bare(solo(map="europe"))
    a = s["automa"]
    s["automa_state"].update(company="leather", city="Bremen", bag=[automa_token(1, 2)])
    for full in ("Essen", "Rome", "Athens"):  # full earlier: no demand token left
        s["demand"].pop(full)
    s["cells"][cell("europe", "Venice")] = ["steel"]
    s["demand"]["Venice"] = token("steel", "cotton")
    s["companies"]["cotton"].update(trains=3, track=0)
    s["companies"]["steel"]["trains"] = 1
    before = dict(s["players"][a]["influence"])
    events, after = play(s, a, AUTOMA)
    drawn = of_type(events, "automa_drew")[0]
    assert (drawn["company"], drawn["city"]) == ("cotton", "Marseille")  # Bremen -> (Essen skipped) Milan -> Marseille
    built = of_type(events, "track_built")[0]
    assert built["city"] == "Venice"
    assert built["path"] == ["10,6", "9,5"]  # the clockwise one of the three shortest ways
    assert after["companies"]["cotton"]["track"] == 2
    gained = {c: after["players"][a]["influence"][c] - before[c] for c in before}
    assert gained == {"wood": 0, "steel": 1, "leather": 0, "cotton": 1}
    assert of_type(events, "compensated") == [{"company": "steel", "trains": 1}]
    assert "Venice" not in after["demand"]


def test_clockwise_rule_examples():
    from domain.mini_express.board import clockwise_key, routes

    s = bare(solo())
    fort_smith, omaha = cell("usa", "Fort Smith"), cell("usa", "Omaha")
    s["cells"][fort_smith] = ["steel"]
    ways = [r.path for r in routes(s, "steel", 3) if r.city == "Omaha"]
    assert len(ways) == 2  # Tulsa blocks the third
    assert min(ways, key=lambda p: clockwise_key(fort_smith, p, omaha)) == ("7,3", "6,3")  # up, keeping left
    s["cells"] = {"6,5": ["steel"]}
    orleans = cell("usa", "New Orleans")
    ways = [r.path for r in routes(s, "steel", 3) if r.city == "New Orleans"]
    assert len(ways) == 3
    assert min(ways, key=lambda p: clockwise_key("6,5", p, orleans)) == ("7,5", "7,6")  # down, keeping right


def test_redraw_when_the_action_is_impossible_keeps_the_target_city():
    s = solo()
    a = s["automa"]
    first, second = automa_token(1, 2), automa_token(2, 3)  # either order ends on cotton
    s["automa_state"].update(company="wood", city="Augusta", bag=[first, second])
    for c in ("steel", "leather"):
        s["companies"][c].update(trains=0, shares=0)  # nothing to buy there
    s["companies"]["cotton"]["trains"] = 0
    events, after = play(s, a, AUTOMA)
    draws = of_type(events, "automa_drew")
    assert [d["company"] for d in draws][-1] == "cotton"
    assert len({d["city"] for d in draws}) == 1  # only the first draw moves the target pointer
    assert of_type(events, "share_taken")[0]["company"] == "cotton"


def test_refresh_token_returns_every_token_to_the_bag():
    s = solo()
    a = s["automa"]
    refresh = next(i for i, t in enumerate(tables()["automa_tokens"]) if t.get("refresh"))
    s["automa_state"].update(bag=[refresh], drawn=[0, 1, 2])
    events, after = play(s, a, AUTOMA)
    draws = of_type(events, "automa_drew")
    assert draws[0] == {"token": refresh}
    assert len(after["automa_state"]["bag"]) == len(tables()["automa_tokens"]) - 1


def test_normal_refills_to_three_and_limits_compensation():
    s = solo("normal")
    a = s["automa"]
    s["automa_state"].update(company="wood", city="Augusta", bag=[automa_token(2, 1)])
    s["companies"]["leather"]["trains"] = 1
    events, after = play(s, a, AUTOMA)
    assert after["companies"]["leather"]["trains"] == 3  # up to 3, not +3


def test_normal_ends_when_the_target_reaches_city_32():
    s = solo("normal")
    a = s["automa"]
    s["automa_state"].update(company="wood", city="Salt Lake City", bag=[automa_token(1, 1)])
    events, after = play(s, a, AUTOMA)
    assert after["result"]["reason"] == "automa_reached_city"
    assert RULES.status(after).finished


def test_hard_gives_the_automa_two_shares_per_draw_and_voids_low_influence():
    s = drafted(1, automa=True, difficulty="hard").state
    assert sum(s["players"][s["automa"]]["shares"].values()) == 4
    player = s["order"][0]
    s["players"][player]["influence"]["wood"] = 3
    s["players"][s["automa"]]["influence"]["wood"] = 1
    assert scoring.company_values(s, "wood")[player] == 0
    s["players"][player]["influence"]["wood"] = 4
    assert scoring.company_values(s, "wood")[player] > 0


def test_brutal_automa_gains_influence_on_shares_and_outranks_the_player():
    s = solo("brutal")
    a = s["automa"]
    s["automa_state"].update(company="wood", city="Augusta", bag=[automa_token(2, 1)])
    s["companies"]["leather"]["trains"] = 0
    before = s["players"][a]["influence"]["leather"]
    _, after = play(s, a, AUTOMA)
    assert after["players"][a]["influence"]["leather"] == before + 1
    player = s["order"][0]
    after["players"][player]["influence"]["leather"] = 5
    after["players"][a]["influence"]["leather"] = 6
    assert scoring.company_values(after, "leather")[player] == 0


def test_ultimate_starting_influence():
    s = drafted(1, automa=True, difficulty="ultimate").state
    assert set(s["players"][s["automa"]]["influence"].values()) == {2}
    assert set(s["players"][s["order"][0]]["influence"].values()) == {0}


def test_solo_scoring_ignores_first_and_the_automa_wins_ties():
    s = solo()
    player, a = s["order"][0], s["automa"]
    s["companies"]["wood"]["track"] = 9
    s["players"][player]["influence"]["wood"] = 5
    s["players"][a]["influence"]["wood"] = 2
    values = scoring.company_values(s, "wood")
    assert (values[player], values[a]) == (6, 3)  # 2nd and Other at 9, never 1st
    s["players"][a]["influence"]["wood"] = 5
    assert scoring.company_values(s, "wood") == [6, 6]  # a tie: both 2nd
    assert scoring.winners(s, [10, 10]) == [a]


def test_the_bag_order_is_not_in_the_state_and_draws_happen_when_the_automa_acts():
    s = solo()
    a = s["automa"]
    views = [RULES.view(s, seat) for seat in (None, 0, 1)]
    assert all(v["automa_state"]["bag"] == sorted(s["automa_state"]["bag"]) for v in views)
    drawn = {RULES.decide(s, a, AUTOMA, Rng(seed, 5))[0].data["token"] for seed in ("a", "b", "c", "d", "e", "f")}
    assert len(drawn) > 1
    event = Event("automa_drew", {"token": 1}, a)
    assert RULES.redact(event, 0) == event


def test_automa_is_deterministic_for_a_seed():
    one = LocalGame(RULES, seats(1, automa=True), {"difficulty": "hard"}, "same")
    two = LocalGame(RULES, seats(1, automa=True), {"difficulty": "hard"}, "same")
    for game in (one, two):
        while not game.status().finished:
            seat = game.status().active_seats[0]
            if seat == game.state["automa"]:
                game.play_automa(seat)
            else:
                game.play(seat, RULES.legal_commands(game.state, seat)[0])
    assert one.hashes == two.hashes
    assert [e.data for e in one.events if e.type == "automa_drew"]


@pytest.mark.parametrize("seed", ["x", "y"])
def test_automa_acts_only_through_its_own_command(seed):
    s = solo()
    from domain.core import RuleViolation

    with pytest.raises(RuleViolation) as err:
        RULES.decide(s, s["automa"], {"type": "take_share", "data": {"company": "wood"}}, Rng(seed, 1))
    assert err.value.code == "mini_express.not_for_automa"


@pytest.mark.parametrize(("occupied", "expected"), [(None, "Portland"), ("Seattle", "Seattle")])
def test_automa_city_ties_go_to_more_companies_then_the_higher_number(occupied, expected):
    s = bare(solo())
    a = s["automa"]
    # Steel on the north-west corner reaches Seattle (33) and Portland (35), both 4 spaces from Denver.
    s["cells"]["0,0"] = ["steel"]
    s["companies"]["steel"]["trains"] = 3
    if occupied:
        s["cells"][cell("usa", occupied)] = ["cotton"]
    s["automa_state"].update(company="wood", city="Billings", bag=[automa_token(1, 1)])
    events, _ = play(s, a, AUTOMA)
    assert of_type(events, "automa_drew")[0]["city"] == "Denver"
    assert of_type(events, "track_built")[0]["city"] == expected


def test_automa_starts_from_the_most_north_easterly_space():
    s = pepa_position(solo())
    a = s["automa"]
    s["automa_state"].update(company="wood", city="Chicago", bag=[automa_token(1, 1)])  # Chicago + 1: Louisville
    events, _ = play(s, a, AUTOMA)
    assert of_type(events, "automa_drew")[0]["city"] == "Louisville"
    # Two ways: by 9,5 from Atlanta (the clockwise one from there), or by 10,5 from Atlanta or from the
    # space between Atlanta and Wilmington, one column further east: the automa starts there.
    assert of_type(events, "track_built")[0]["path"] == ["10,5"]


def test_version_1_games_keep_detroit_and_cincinnati_where_they_were():
    s = bare(solo(rules_version="1"))
    a = s["automa"]
    s["cells"]["11,6"] = ["steel"]  # Wilmington - the space between - Atlanta
    s["cells"][cell("usa", "Atlanta", "1")] = ["steel"]
    s["cells"]["11,4"] = ["leather"]
    s["cells"][cell("usa", "Detroit", "1")] = ["leather"]
    s["demand"]["Detroit"] = token("cotton", "leather")
    s["companies"]["steel"]["trains"] = 3
    # Richmond + 1 skips Wilmington and Erie (start spaces, no demand token) and lands on Detroit (8).
    s["automa_state"].update(company="wood", city="Richmond", bag=[automa_token(1, 1)])
    events, _ = play(s, a, AUTOMA)
    assert of_type(events, "automa_drew")[0]["city"] == "Detroit"
    # Two ways: from Atlanta by 10,5, or by 11,5, which Wilmington (the easternmost column) also touches.
    assert of_type(events, "track_built")[0]["path"] == ["11,5", "11,4"]
    assert cell("usa", "Detroit", "1") == "11,3" and cell("usa", "Detroit") == "10,3"


def test_automa_opens_the_port_nearest_its_target_city():
    s = bare(solo(map="europe", map_variant=True))
    a = s["automa"]
    s["demand"]["Amsterdam"] = token("cotton", "wild")
    s["companies"]["steel"]["trains"] = 3
    s["automa_state"].update(company="wood", city="Oslo", bag=[automa_token(1, 1)])  # -> Amsterdam
    before = dict(s["players"][a]["influence"])
    events, after = play(s, a, AUTOMA)
    target = of_type(events, "automa_drew")[0]["city"]
    assert of_type(events, "track_built")[0]["city"] == "Amsterdam"
    assert {c: after["players"][a]["influence"][c] - before[c] for c in before} == dict.fromkeys(before, 1)
    from domain.mini_express.board import distances

    far = distances(s, cell("europe", target))
    port = of_type(events, "port_opened")[0]["port"]
    assert far[port] == min(far[p] for p in s["ports"])


def test_automa_gives_the_western_branch_to_the_company_it_holds_most_of():
    s = joined_position()
    s["mode"], s["difficulty"] = "solo", "easy"
    s["kinds"] = ["human", "automa", "human"]
    s["automa"] = 1
    s["current"] = s["order"].index(1)
    s["automa_state"] = {"company": "wood", "city": "Billings", "bag": [automa_token(2, 1)], "drawn": []}
    s["players"][1]["shares"].update(steel=2, leather=1)
    s["demand"].pop("Omaha", None)
    s["companies"]["leather"]["trains"] = 3
    events, after = play(s, 1, AUTOMA)
    done = of_type(events, "golden_spike_completed")
    assert of_type(events, "track_built")[0]["city"] == "Denver"
    assert done and done[0]["west"] == "steel"


def stuck(difficulty: str, rules_version: str | None = None) -> dict:
    """The automa's turn with no company able to act: 5 trains each (no share for the automa) and the
    only city left with a demand token, Las Vegas, out of every company's reach."""
    s = bare(drafted(1, automa=True, difficulty=difficulty, rules_version=rules_version).state)
    s["current"] = s["order"].index(s["automa"])
    for company in s["companies"].values():
        company["trains"] = 5
    s["demand"] = {"Las Vegas": token("steel", "cotton")}
    s["automa_state"].update(company="wood", city="Salt Lake City", bag=[automa_token(1, 1)])
    return s


def test_the_automa_draws_and_moves_its_pointers_even_when_no_company_can_act():
    """'V tahu Mašinfíry ... Vylosujte žeton ... Postupte s ukazatelem cílového města' comes before the
    action: at Turista the pointer moving from city 31 onto city 32 ends the game at once."""
    s = stuck("normal")
    events, after = play(s, s["automa"], AUTOMA)
    assert of_type(events, "automa_drew") == [{"token": automa_token(1, 1), "company": "steel", "city": "Las Vegas"}]
    assert after["result"]["reason"] == "automa_reached_city"
    s = stuck("easy")  # no end at city 32: the tokens are drawn, then the automa has no action
    events, after = play(s, s["automa"], AUTOMA)
    assert after["automa_state"]["city"] == "Las Vegas" and after["automa_state"]["drawn"][-1] == automa_token(1, 1)
    assert [e.type for e in events][-2:] == ["passed", "turn_ended"] and after["result"] is None


def test_version_3_games_let_a_stuck_automa_pass_without_drawing():
    s = stuck("normal", rules_version="3")
    events, after = play(s, s["automa"], AUTOMA)
    assert not of_type(events, "automa_drew") and after["automa_state"]["city"] == "Salt Lake City"
    assert of_type(events, "passed") == [{"seat": s["automa"]}] and after["result"] is None
