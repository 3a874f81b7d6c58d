"""The solo game against Gulliver (rulebook: "Pravidla pro hru jednoho hráče")."""
from __future__ import annotations

import pytest

from domain.core.canonical import check_canonical, clone, state_hash
from domain.core.game import fold
from domain.core.local import LocalGame, random_playout
from domain.core.rng import Rng
from domain.core.rules import RuleViolation, SeatSpec
from domain.lilliput import RULES, board, content, flow
from domain.lilliput.solo import card_rank, gulliver_companies
from domain.lilliput.state import train_limit
from tests.domain.lilliput.lilliput_helpers import changed_by, decide, put

SOLO = [SeatSpec("player"), SeatSpec("Gulliver", "automa")]
GULLIVER = 1


def solo_game(seed: str = "solo") -> LocalGame:
    """A solo game after the player's draft: the first company and character the list offers."""
    game = LocalGame(RULES, SOLO, {}, seed=seed)
    for kind in ("pick_company", "pick_character"):
        game.play(0, next(c for c in RULES.legal_commands(game.state, 0) if c["type"] == kind))
    return game


@pytest.fixture(scope="module")
def start():
    return solo_game().state


def turn(state: dict, rng_stream: int = 1) -> list:
    return RULES.decide(state, GULLIVER, {"type": "automa_turn", "data": {}}, Rng("solo", rng_stream))


def lays(events) -> list[dict]:
    return [e.data for e in events if e.type == "tile_laid"]


def his_turn(start, phase: int, tiles: dict, cash: int = 0) -> dict:
    """Gulliver's action turn on a hand-built board: square -> (tile, rotation, tokens of his first
    company as a bool); Mildendo at 0,0; his home is the first square given."""
    state = clone(start)
    first = gulliver_companies(state)[0]
    state["board"] = {board.MILDENDO: {"tile": "mildendo", "rotation": 0, "tokens": [], "home": None}}
    for i, (sq, (tile, rotation, token)) in enumerate(tiles.items()):
        put(state, sq, tile, rotation, [first] if token else [], first if i == 0 else None)
    state.update(phase=phase, order_index=2, stage="actions", bonus_seat=None)
    state["seats"][GULLIVER]["cash"] = cash
    return state


# --- setup ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", ["a", "b", "c", "d", "e", "f"])
def test_setup_gives_gulliver_a_random_company_without_capital_next_to_mildendo(seed):
    game = LocalGame(RULES, SOLO, {}, seed=seed)
    state = game.state
    (company,) = gulliver_companies(state)
    info = content.companies()[company]
    co = state["companies"][company]
    assert info["starting"] and co["president"] == GULLIVER and co["treasury"] == 0
    # his starting capital (£60 with Glimigrim) and the 50 % director's share; his 2-train(s)
    assert state["seats"][GULLIVER]["cash"] == info["owner_cash"]
    assert state["seats"][GULLIVER]["characters"] == []
    assert len(co["trains"]) == info["start_trains"] and all(t.startswith("2#") for t in co["trains"])
    (home,) = [sq for sq, p in state["board"].items() if p["home"] == company]
    placed = state["board"][home]
    assert placed["tokens"] == [company]
    assert placed["tile"] in content.load("tiles")["home_tiles"][info["home_kind"]]
    x, y = board.coords(home)
    assert abs(x) + abs(y) == 1
    towards_mildendo = board.STEPS.index((-x, -y))
    assert towards_mildendo in board.track_edges(placed["tile"], placed["rotation"])
    # the player picks one of the other three starting companies, and a character
    picks = {c["data"]["company"] for c in RULES.legal_commands(state, 0) if c["type"] == "pick_company"}
    assert picks == {c for c, i in content.companies().items() if i["starting"]} - {company}
    assert RULES.legal_commands(state, GULLIVER) == []
    assert RULES.status(state).active_seats == (0,)


def test_setup_draws_differ_between_seeds():
    homes = {(tuple(gulliver_companies(s)), tuple(sorted((sq, p["tile"], p["rotation"])
                                                          for sq, p in s["board"].items())))
             for s in (LocalGame(RULES, SOLO, {}, seed=f"x{i}").state for i in range(12))}
    assert len(homes) > 4


def test_solo_cards_trains_rounds_and_no_dimens_land(start):
    assert start["cards"] == ["card-2", "card-4", "card-8", "card-9"]
    assert [s["dimens_land"] for s in start["seats"]] == [0, 0]
    assert start["rounds"] == 8
    kinds = [t.split("#")[0] for t in start["deck"]]
    assert kinds == ["2", "2", "3", "3", "4", "4", "5", "5", "3D", "3D"]
    assert start["unlimited"] == "4D"
    # the player's two actions, then Gulliver's turn; the other starting companies are out
    assert start["order"] == [0, 0, GULLIVER]
    assert len(start["companies"]) == 2 and start["characters"] == []
    with pytest.raises(RuleViolation) as err:
        decide(clone(start) | {"stage": "actions", "bonus_seat": None}, 0, "copy_card", card="card-2", action=0)
    assert err.value.code == "lilliput.no_dimens_land"


@pytest.mark.parametrize("kinds", [["human", "automa", "human"], ["automa", "automa"], ["human", "automa"] * 2])
def test_gulliver_only_in_a_two_seat_game(kinds):
    with pytest.raises(RuleViolation) as err:
        LocalGame(RULES, [SeatSpec(f"s{i}", k) for i, k in enumerate(kinds)], {}, seed="x")
    assert err.value.code == "lilliput.solo_seats"


def test_only_gulliver_plays_automa_turns(start):
    with pytest.raises(RuleViolation) as err:
        decide(start, 0, "automa_turn")
    assert err.value.code == "lilliput.automa_only"
    state = clone(start)
    state["order_index"] = 2
    with pytest.raises(RuleViolation) as err:
        decide(state, GULLIVER, "take_card", card="card-2", action=0)
    assert err.value.code == "lilliput.not_for_automa"


# --- A-C: track and stations ----------------------------------------------------------------------

def test_green_city_to_brown_comes_first(start):
    # his yellow home and a green city of his, both upgradable in phase 5: the green one goes brown
    state = his_turn(start, 5, {"0,1": ("city-straight", 0, True), "0,2": ("straight", 0, False),
                                "0,3": ("city-green-x", 0, True)})
    first = lays(turn(state))[0]
    assert (first["square"], first["tile"]) == ("0,3", "city-brown")


def test_yellow_city_to_green_before_new_track_pointing_to_mildendo(start):
    # his home runs east-west south of Mildendo: the green tile adds the track towards Mildendo (N)
    state = his_turn(start, 3, {"0,1": ("city-straight", 1, True)})
    first = lays(turn(state))[0]
    assert first["square"] == "0,1" and first["tile"] == "city-green-t"
    assert board.track_edges(first["tile"], first["rotation"]) == {0, 1, 3}


def test_only_tiles_with_his_token_are_upgraded(start):
    # phase 4: his home is green already, the yellow city he reaches has no token of his
    state = his_turn(start, 4, {"0,1": ("city-green-x", 0, True), "1,1": ("straight", 1, False),
                                "2,1": ("city-straight", 1, False)})
    first = lays(turn(state))[0]
    assert first["square"] != "2,1" and content.tiles()[first["tile"]]["colour"] == "yellow"
    # the same city with his token is upgraded
    state["board"]["2,1"]["tokens"] = [gulliver_companies(state)[0]]
    assert lays(turn(state))[0]["square"] == "2,1"


def test_new_yellow_city_nearest_mildendo_gets_a_free_token_then_extra_track(start):
    # no green before phase 3: a yellow city at 1,0 (1 from Mildendo) beats one at 1,2 (3 away)
    state = his_turn(start, 2, {"0,1": ("city-straight", 0, True), "0,2": ("curve", 0, False),
                                "3,0": ("city-straight", 1, True), "2,0": ("straight", 1, False)})
    events = turn(state)
    city, extra = lays(events)
    assert city["square"] == "1,0" and content.tiles()[city["tile"]]["kind"] == "city"
    tokens = [e.data for e in events if e.type == "token_placed"]
    assert tokens == [{"company": gulliver_companies(state)[0], "square": "1,0", "cost": 0}]
    # C: one plain tile continuing track of a city of his into an empty square
    assert content.tiles()[extra["tile"]]["kind"] == "plain"
    back = [e for e in range(4) if e in board.track_edges(extra["tile"], extra["rotation"])
            and board.neighbour(extra["square"], e) in ("1,0", "3,0", "0,1")]
    assert back


def test_plain_track_when_no_city_fits(start):
    # a city at 0,2 would touch his city (checkerboard rule): a yellow plain tile instead, no token
    state = his_turn(start, 2, {"0,1": ("city-straight", 0, True)})
    events = turn(state)
    (lay,) = lays(events)
    assert lay["square"] == "0,2" and content.tiles()[lay["tile"]]["kind"] == "plain"
    assert not [e for e in events if e.type == "token_placed"]


def test_no_token_once_his_three_are_placed(start):
    state = his_turn(start, 2, {"0,1": ("city-straight", 0, True), "0,2": ("curve", 0, False),
                                "3,0": ("city-straight", 1, True), "2,0": ("straight", 1, False),
                                "5,5": ("city-straight", 0, True)})
    events = turn(state)
    assert lays(events)[0]["square"] == "1,0" and not [e for e in events if e.type == "token_placed"]


# --- D: shares --------------------------------------------------------------------------------------

def bought(state) -> list:
    return [(e.type, e.data) for e in turn(state) if e.type in ("share_bought", "company_founded")]


def test_one_ten_percent_share_a_round_up_to_three(start):
    state = his_turn(start, 2, {"0,1": ("city-straight", 0, True)}, cash=1000)
    ((kind, data),) = bought(state)
    assert kind == "share_bought" and data["company"] in state["companies"]
    state["seats"][GULLIVER]["shares"] = {data["company"]: 2}
    assert bought(state)[0][0] == "share_bought"
    # too poor for any share: nothing
    state["seats"][GULLIVER]["cash"] = 40
    assert bought(state) == []


@pytest.mark.parametrize("cash, price", [(1000, 150), (400, 80), (300, 60), (250, 50), (249, None)])
def test_fifth_purchase_is_a_new_company_at_the_highest_affordable_price(start, cash, price):
    state = his_turn(start, 2, {"0,1": ("city-green-x", 0, True), "0,2": ("straight", 0, False)}, cash=cash)
    state["seats"][GULLIVER]["shares"] = {gulliver_companies(state)[0]: 3}
    for co in state["companies"].values():  # every price field from 50 up is free
        co["price"] = ["bottom", 0]
    state["market"] = {"bottom:0": sorted(state["companies"])}
    result = bought(state)
    if price is None:
        assert result == []
        return
    ((kind, data),) = result
    assert kind == "company_founded" and not content.companies()[data["company"]]["starting"]
    assert content.market_rows()[data["field"][0]][data["field"][1]] == price
    # its home token shares his first company's home tile (the green city has a free slot)
    assert data["square"] == "0,1"


def test_second_company_home_on_the_nearest_free_city_and_nothing_after(start):
    state = his_turn(start, 2, {"0,1": ("city-straight", 0, True), "0,2": ("straight", 0, False),
                                "0,3": ("city-straight", 0, False), "4,4": ("city-straight", 0, False)},
                     cash=1000)
    first = gulliver_companies(state)[0]
    state["seats"][GULLIVER]["shares"] = {first: 3}
    ((_, data),) = bought(state)
    assert data["square"] == "0,3"
    # with two companies he buys nothing more
    state = fold(RULES, [e for e in turn(state) if e.type == "company_founded"], state)
    assert len(gulliver_companies(state)) == 2
    assert bought(state) == []


# --- E: trains --------------------------------------------------------------------------------------

def two_companies(start, trains_first: list, trains_second: list, phase: int = 3) -> dict:
    state = clone(start)
    first = gulliver_companies(state)[0]
    state["companies"]["BLR"] = clone(state["companies"][first]) | {"trains": trains_second}
    state["companies"][first]["trains"] = trains_first
    state["phase"] = phase
    return state


@pytest.mark.parametrize("first, second, gets", [
    (["2#s1", "3#1"], ["4#1"], "BLR"),           # fewer trains
    (["3#1"], ["2#s1"], "BLR"),                  # tie: the less valuable train
    (["5#1"], ["3D#1"], "first"),                # 3D is worth more than a 5
    (["3D#1"], ["4D#u1"], "first"),              # 4D is worth more than a 3D
    (["3#1"], ["3#2"], "first"),                 # still tied: his first company
    # "společnosti s nejnižší hodnotou karty vlaku": the company holding the lowest card (the 2)
    (["2#s1", "5#1"], ["3#1", "4#1"], "first"),
    (["3#1", "4#1"], ["2#s1", "5#1"], "BLR"),
    (["3#1", "4#1"], ["3#2", "5#1"], "first"),   # lowest cards alike: the next lowest decides
])
def test_bureaucracy_train_goes_to_his_company_with_fewer_or_weaker_trains(start, first, second, gets):
    state = two_companies(start, first, second)
    state["deck"] = ["3#9"]
    state = changed_by(state, flow.move_top_to_depot)
    company = gulliver_companies(state)[0] if gets == "first" else gets
    assert state["companies"][company]["trains"][-1] == "3#9" and state["depot"] == []


def test_rules_version_8_games_keep_comparing_the_most_valuable_cards(start):
    state = two_companies(start, ["2#s1", "5#1"], ["3#1", "4#1"]) | {"rules_version": "8"}
    state["deck"] = ["3#9"]
    state = changed_by(state, flow.move_top_to_depot)
    assert state["companies"]["BLR"]["trains"][-1] == "3#9"


def test_rules_version_10_a_tie_in_lowest_cards_goes_to_his_starting_company(start):
    """Rulebook solo E: fewer trains, then the lowest train card, "Pokud stále panuje remíza, je karta
    vlaku přidělena počáteční Gulliverově společnosti": 3+5 against 3+4 is a tie, his starting company
    gets the train (version 9 let the next card decide: the 4 beat the 5)."""
    for version, gets in (("10", "first"), ("9", "BLR")):
        state = two_companies(start, ["3#1", "5#1"], ["3#2", "4#1"]) | {"rules_version": version}
        state["deck"] = ["3#9"]
        state = changed_by(state, flow.move_top_to_depot)
        company = gulliver_companies(state)[0] if gets == "first" else gets
        assert content.companies()[gulliver_companies(state)[0]]["starting"]
        assert state["companies"][company]["trains"][-1] == "3#9", version


def test_at_the_limit_his_lowest_numbered_train_rusts(start):
    state = two_companies(start, ["4#1", "3#2", "4#2"], ["4#3", "3#1", "4#4"], phase=4)
    assert train_limit(state) == 3
    state["deck"] = ["4#9"]
    state = changed_by(state, flow.move_top_to_depot)
    first = gulliver_companies(state)[0]
    # tie on count; the first company's best train equals BLR's, next 4 vs 4, then 3 vs 3: the first
    assert sorted(state["companies"][first]["trains"]) == ["4#1", "4#2", "4#9"]
    assert state["rusted"] == ["3#2"]


def test_phase_change_discards_his_lowest_trains(start):
    state = two_companies(start, ["3#1", "4#1", "4#2"], ["2#s2"], phase=4)
    state["deck"] = ["5#1"]
    state = changed_by(state, flow.move_top_to_depot)  # BLR gets the 5: phase 5 rusts 2-trains, limit 2
    first = gulliver_companies(state)[0]
    assert state["phase"] == 5
    assert state["companies"][first]["trains"] == ["4#1", "4#2"] and "3#1" in state["rusted"]
    assert state["companies"]["BLR"]["trains"] == ["5#1"]
    assert state["returns_due"] == []


# --- operating and whole games ----------------------------------------------------------------------

def solo_playout(i: int) -> LocalGame:
    return random_playout(RULES, SOLO, {"advanced": i % 4 == 3}, seed=f"solo-{i}", chooser_seed=f"p-{i}")


@pytest.fixture(scope="module")
def games():
    return [solo_playout(i) for i in range(12)]


def test_his_companies_always_pay_out(games):
    paid = 0
    for game in games:
        state = None
        for event in game.events:
            if event.type in ("dividend_paid", "income_withheld") and event.seat == GULLIVER:
                income = state["operating"]["income"]
                assert event.type == "dividend_paid" or income == 0
                if event.type == "dividend_paid" and income:
                    company = event.data["company"]
                    tenths = 5 + state["seats"][GULLIVER]["shares"].get(company, 0)
                    assert event.data["payouts"][str(GULLIVER)] == event.data["income"] * tenths // 10
                    paid += 1
            state = RULES.evolve(state, event)
    assert paid > 20


def check_solo_game(game: LocalGame) -> dict:
    """A finished solo game kept every solo rule after every event and replays identically; its end state."""
    status = game.status()
    assert status.finished and status.round == 8 and len(status.scores) == 2
    assert sum(e.type == "turn_ended" and e.seat == 0 for e in game.events) == 16
    assert sum(e.type == "turn_ended" and e.seat == GULLIVER for e in game.events) == 8
    state, states = None, []
    for event, expected in zip(game.events, game.hashes, strict=True):
        state = RULES.evolve(state, event)
        assert state_hash(state) == expected
        check_canonical(state)
        states.append(state)
        mine = gulliver_companies(state)
        if not mine:
            continue
        assert 1 <= len(mine) <= 2 and sum(state["seats"][GULLIVER]["shares"].values()) <= 3
        assert state["seats"][GULLIVER]["cash"] >= 0
        limit = train_limit(state)
        assert limit is None or all(len(state["companies"][c]["trains"]) <= limit for c in mine)
        assert all(state["companies"][c]["president"] == GULLIVER for c in mine)
    # pure evolve: no event edits its input nor anything the states share (each is still as it was made)
    assert [state_hash(state) for state in states] == game.hashes
    again = LocalGame(RULES, SOLO, game.options, game.seed)
    for seat, command, _ in game.commands:
        again.play(seat, command)
    assert again.hashes == game.hashes, "the game is not deterministic"
    return state


def test_whole_solo_games_finish_legal_and_replay(games):
    for game in games:
        state = check_solo_game(game)
        assert state["companies"][gulliver_companies(state)[0]]["treasury"] == 0


def test_gulliver_builds_and_buys_in_whole_games(games):
    events = [e for game in games for e in game.events if e.seat == GULLIVER]
    assert sum(e.type == "tile_laid" for e in events) > 8 * len(games)
    assert sum(e.type == "token_placed" for e in events) > len(games)
    assert sum(e.type == "share_bought" for e in events) > 2 * len(games)
    assert any(e.type == "company_founded" for e in events)


def test_player_commands_listed_midgame_are_accepted(games):
    state = None
    for n, event in enumerate(games[0].events):
        state = RULES.evolve(state, event)
        seat = RULES.status(state).active_seats[0] if not RULES.status(state).finished else None
        if seat == 0 and n % 7 == 0:
            for command in RULES.legal_commands(state, 0):
                decide(state, 0, command["type"], **command["data"])


@pytest.mark.parametrize("variant", sorted(content.game()["variants"]))
def test_a_solo_game_in_each_variant_plays_to_the_end_and_replays(variant):
    game = random_playout(RULES, SOLO, {"variant": variant}, seed=f"solo-{variant}", chooser_seed=variant)
    assert game.status().finished and game.status().round == 8
    first = gulliver_companies(game.state)[0]
    (home,) = [placed["tile"] for placed in game.state["board"].values() if placed["home"] == first]
    assert home in content.variant_tiles(variant)  # Brobdingnag: his home is a Brob tile too
    assert fold(RULES, game.events) == game.state


def test_lowest_numbered_train_counts_card_numbers_as_numbers():
    """#9 is lower than #10 (not by text), a starting card lower than the deck's, the type first."""
    assert sorted(["4D#u1", "4D#10", "4D#9", "3#2", "2#1", "2#s2"], key=card_rank) == [
        "2#s2", "2#1", "3#2", "4D#9", "4D#10", "4D#u1"]
