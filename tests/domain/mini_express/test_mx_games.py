"""Whole games by random legal play in every mode, on both maps, with and without the map variant."""
from __future__ import annotations

import orjson
import pytest

from domain.core import Event, LocalGame, RuleViolation, SeatSpec, check_canonical, random_playout, state_hash
from domain.mini_express import RULES
from domain.mini_express.board import routes
from tests.domain.mini_express.mx_helpers import (
    MAPS,
    MODES,
    bare,
    cell,
    drafted,
    play,
    random_commands,
    seats,
    token,
)


def check_game(game):
    status = game.status()
    assert status.finished and len(status.scores) == len(game.seats) and len(status.winners) == 1
    check_canonical(game.state)
    state, states = None, []
    for event, expected in zip(game.events, game.hashes, strict=True):
        state = RULES.evolve(state, Event.from_dict(orjson.loads(orjson.dumps(event.as_dict()))))
        assert state_hash(state) == expected
        states.append(state)
    # pure evolve: no event edits its input nor anything the states share (each is still as it was made)
    assert [state_hash(state) for state in states] == game.hashes
    return game.state


@pytest.mark.parametrize(("map_name", "variant"), MAPS)
@pytest.mark.parametrize(("label", "humans", "automa", "options"), MODES, ids=[m[0] for m in MODES])
def test_random_game_finishes_and_replays(label, humans, automa, options, map_name, variant):
    game = random_playout(RULES, seats(humans, automa), {**options, "map": map_name, "map_variant": variant},
                          seed=f"{label}-{map_name}-{variant}")
    state = check_game(game)
    if options.get("mode") == "expert":
        assert state["result"]["reason"] in ("sold_out", "nobody_can_act")
    elif state["result"]["reason"] == "two_sold_out":
        # Everyone has had the same number of turns: the last seat in turn order ended the game.
        assert game.events[-1].seat is None and game.commands[-1][0] == state["order"][-1]
        assert len([c for c in state["companies"].values() if c["shares"] == 0]) >= 2


def test_experts_take_two_actions_in_two_companies_and_never_end_on_the_second():
    game = random_playout(RULES, seats(2), {"mode": "expert"}, seed="experts-check")
    per_turn: dict[int, list[str]] = {}
    turn = 1
    for event in game.events:
        if event.type in ("share_taken", "track_built"):
            per_turn.setdefault(turn, []).append(event.data["company"])
        if event.type == "turn_ended":
            turn += 1
    assert len(per_turn[1]) == 1
    assert all(len(set(cs)) == len(cs) <= 2 for cs in per_turn.values())
    assert any(len(cs) == 2 for cs in per_turn.values())
    assert game.state["result"]["reason"] == "sold_out"
    assert len(per_turn[max(per_turn)]) == 1  # the game ended on a first action, never on a second


def test_setup_draft_gives_distinct_pairs_and_advances_unpicked_track():
    for humans, steps in ((3, 2), (4, 1), (5, 2)):
        game = random_commands(LocalGame(RULES, seats(humans), {}, f"draft{humans}"), 2 * humans)
        pairs = [frozenset(c for c, n in p["shares"].items() if n) for p in game.state["players"]]
        assert all(len(pair) == 2 for pair in pairs) and len(set(pairs)) == humans
        aside = {3: 2, 4: 3, 5: 3}[humans]
        for company, c in game.state["companies"].items():
            taken = sum(p["shares"][company] for p in game.state["players"])
            assert c["track"] == steps * (aside - taken)


def test_two_players_with_the_automa_give_it_the_undrafted_shares():
    game = random_commands(LocalGame(RULES, seats(2, automa=True), {}, "duo"), 4)
    automa = game.state["automa"]
    assert sum(game.state["players"][automa]["shares"].values()) == 4
    assert all(c["track"] == 0 for c in game.state["companies"].values())


def test_out_of_turn_and_malformed_rule_commands_are_violations():
    game = random_commands(LocalGame(RULES, seats(3), {}, "violations"), 7)
    s = game.state
    active = game.status().active_seats[0]
    other = next(seat for seat in range(3) if seat != active)
    from domain.core import Rng, load_command

    with pytest.raises(RuleViolation) as err:
        RULES.decide(s, other, load_command(RULES, {"type": "pass", "data": {}}), Rng("v", 1))
    assert err.value.code == "mini_express.not_your_turn"
    for command in (
        {"type": "build", "data": {"company": "wood", "city": "Atlantis", "path": []}},
        {"type": "build", "data": {"company": "wood", "city": "Augusta", "path": ["99,99"]}},
        {"type": "pass", "data": {}},
        {"type": "draft", "data": {"company": "wood"}},
        {"type": "automa_turn", "data": {}},
    ):
        with pytest.raises(RuleViolation):
            RULES.decide(s, active, load_command(RULES, command), Rng("v", 1))


def test_seat_lists_the_rulebook_has_no_game_for_are_refused():
    for bad in ([SeatSpec("a"), SeatSpec("b"), SeatSpec("c"), SeatSpec("x", "automa")],
                [SeatSpec("x", "automa"), SeatSpec("y", "automa")]):
        with pytest.raises(RuleViolation):
            LocalGame(RULES, bad)
    with pytest.raises(RuleViolation):
        LocalGame(RULES, seats(3), {"mode": "expert"})


@pytest.mark.parametrize(("humans", "automa", "options"), [(3, False, {}), (2, True, {}), (2, False, {"mode": "expert"})])
def test_a_difficulty_outside_the_solo_game_is_refused(humans, automa, options):
    with pytest.raises(RuleViolation) as err:
        LocalGame(RULES, seats(humans, automa), {**options, "difficulty": "hard"})
    assert err.value.code == "mini_express.difficulty_not_solo"
    assert LocalGame(RULES, seats(humans, automa), options).state["difficulty"] is None  # none given: none set


def test_the_solo_game_takes_a_difficulty_and_is_easy_without_one():
    assert LocalGame(RULES, seats(1, True), {"difficulty": "hard"}).state["difficulty"] == "hard"
    assert LocalGame(RULES, seats(1, True)).state["difficulty"] == "easy"


def test_version_1_games_ignored_a_difficulty_outside_the_solo_game():
    game = LocalGame(RULES, seats(3), {"difficulty": "hard"}, rules_version="1")
    assert game.events[0].data["difficulty"] == "hard" and game.state["difficulty"] is None


def billings_and_denver(first_game: bool) -> dict:
    """Steel beside Billings (printed capacity 1, empty) and Denver (printed capacity 3, two companies)."""
    s = bare(drafted(3, first_game=first_game).state)
    s["cells"][cell("usa", "Denver")] = ["cotton", "leather"]
    s["cells"]["4,2"] = ["steel"]
    s["demand"]["Billings"] = token("wood", "cotton")
    return s


def test_in_a_first_game_every_city_takes_two_companies():
    first = billings_and_denver(first_game=True)
    assert "Billings" in {r.city for r in routes(first, "steel", 3)}
    assert "Denver" not in {r.city for r in routes(first, "steel", 3)}  # two companies fill it
    printed = billings_and_denver(first_game=False)
    assert "Denver" in {r.city for r in routes(printed, "steel", 3)}
    seat = first["order"][first["current"]]
    _, after = play(first, seat, {"type": "build", "data": {"company": "steel", "city": "Billings", "path": []}})
    assert "Billings" in after["demand"]  # one company there: room for a second
    _, printed_after = play(printed, seat, {"type": "build", "data": {"company": "steel", "city": "Billings",
                                                                      "path": []}})
    assert "Billings" not in printed_after["demand"]  # as printed it takes one company


@pytest.mark.soak
@pytest.mark.parametrize("seed", range(25))
def test_soak_many_random_games(seed, request):
    if "soak" not in (request.config.getoption("markexpr") or ""):
        pytest.skip("opt-in soak run: pytest -m soak")
    for _label, humans, automa, options in MODES:
        for map_name, variant in MAPS:
            game = random_playout(RULES, seats(humans, automa), {**options, "map": map_name, "map_variant": variant},
                                  seed=f"soak-{seed}", chooser_seed=f"c{seed}")
            check_game(game)


def test_every_seat_sees_the_same_open_game():
    game = random_commands(LocalGame(RULES, seats(1, automa=True), {"map": "europe"}, "views"), 6)
    views = [RULES.view(game.state, seat) for seat in (None, 0, 1)]
    assert all({k: v for k, v in view.items() if k != "viewer"} == {k: v for k, v in views[0].items() if k != "viewer"}
               for view in views)
    assert views[0]["board"]["cities"][0]["name"] == "Kiev"
    assert all(RULES.redact(event, 0) == event for event in game.events)
