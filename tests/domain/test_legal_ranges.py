"""The legal list says every legal command (issue 44): over random legal play of every title and mode,
commands near the listed ones (numeric fields moved, alone or two at once keeping their sum) that
decide accepts are listed or inside a listed range, and every value of a listed range is accepted."""
from __future__ import annotations

import copy

import pytest

from domain.core import ranges
from domain.core.canonical import clone, state_hash
from domain.core.game import CommandInvalid, load_command
from domain.core.local import LocalGame
from domain.core.registry import all_rules
from domain.core.rng import Rng
from domain.core.rules import RuleViolation, SeatSpec
from domain.lilliput import RULES as LILLIPUT
from domain.lilliput import board
from tests.domain.lilliput.lilliput_helpers import drafted, play

MOVES = (-10, -5, -1, 1, 5, 10)
EVERY = 3  # a position checked every EVERY commands
POSITIONS = 60  # at most, a game of another title than 18 Lilliput (whose lists carry ranges: all of it)
LISTED = 12  # listed commands varied a position


def modes() -> list[tuple[str, int, bool, int]]:
    """(title, players, solo against the automa, seed): the fewest and most players and the solo game;
    18 Lilliput, whose lists carry ranges, over more seeds (a split needs a seat directing two companies)."""
    out = []
    for name, rules in sorted(all_rules().items()):
        seeds = range(4 if name == "lilliput" else 1)
        counts = sorted({max(2, rules.min_players), rules.max_players})
        out += [(name, players, False, seed) for players in counts for seed in seeds]
        out += [(name, 2, True, seed) for seed in seeds if rules.automa]
    return out


def numbers(value, pointer: str = "") -> list[str]:
    """The JSON pointers of a command's whole-number fields."""
    if isinstance(value, dict):
        return [p for key, v in value.items() for p in numbers(v, f"{pointer}/{key}")]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in numbers(v, f"{pointer}/{i}")]
    return [pointer] if isinstance(value, int) and not isinstance(value, bool) else []


def moved(command: dict, changes: dict[str, int]) -> dict:
    out = {"type": command["type"], "data": copy.deepcopy(command["data"])}
    for pointer, delta in changes.items():
        ranges.write(out["data"], pointer, ranges.read(out["data"], pointer) + delta)
    return out


def near(command: dict) -> list[dict]:
    """Commands near a listed one: each number moved, and each two numbers moved keeping their sum."""
    fields = numbers(command["data"])
    out = [moved(command, {p: d}) for p in fields for d in MOVES]
    out += [moved(command, {p: d, q: -d}) for i, p in enumerate(fields) for q in fields[i + 1:] for d in MOVES]
    return out


def outcome(rules, state: dict, seat: int, command: dict) -> str | None:
    """The position a command leads to (None if refused): a command another spelling of a listed one
    (a symmetric tile's rotation, say) leads where the listed one does."""
    try:
        events = rules.decide(state, seat, load_command(rules, command), Rng("ranges", 1))
    except (RuleViolation, CommandInvalid):
        return None
    for event in events:
        state = rules.evolve(state, event)
    return state_hash(state)


def same_track(command: dict, listed: dict) -> bool:
    """18 Lilliput lists a tile's distinct rotations only (board.distinct_rotations): another rotation
    laying the same track is another spelling of a listed lay, not a move missing from the list."""
    if command["type"] != listed["type"] or "rotation" not in command["data"] or "tile" not in command["data"]:
        return False
    rest = {k: v for k, v in command["data"].items() if k != "rotation"}
    return (rest == {k: v for k, v in listed["data"].items() if k != "rotation"}
            and board.path_set(rest["tile"], command["data"]["rotation"])
            == board.path_set(rest["tile"], listed["data"]["rotation"]))


def check_position(rules, state: dict, seat: int, rng: Rng) -> None:
    listed = rules.legal_commands(state, seat)
    sample = listed if len(listed) <= LISTED else rng.sample(listed, LISTED)
    reached: set[str] | None = None  # where the listed commands lead, worked out when first needed
    for command in sample:
        for pointer, spec in command.get("ranges", {}).items():
            for value in {spec["min"], spec["max"], (spec["min"] + spec["max"]) // 2}:
                assert outcome(rules, state, seat, ranges.instance(command, pointer, value)), (command, value)
        for candidate in near(command):
            after = outcome(rules, state, seat, candidate)
            if after is None or ranges.covers(listed, candidate):
                continue
            if any(same_track(candidate, c) for c in listed):
                continue
            if reached is None:
                reached = {outcome(rules, state, seat, ranges.example(c)) for c in listed}
            assert after in reached, f"{rules.name}: {candidate} is taken but not listed"


@pytest.mark.parametrize("name, players, solo, seed", modes(),
                         ids=[f"{n}-{p}{'-solo' if s else ''}-{i}" for n, p, s, i in modes()])
def test_every_accepted_command_near_a_listed_one_is_listed_or_in_a_listed_range(name, players, solo, seed):
    rules = all_rules()[name]
    seats = [SeatSpec("P0"), SeatSpec("A", "automa")] if solo else [SeatSpec(f"P{i}") for i in range(players)]
    game = LocalGame(rules, seats, {}, seed=f"ranges-{name}-{seed}")
    chooser = Rng(f"ranges-{name}-{seed}", "play")
    positions = 0
    for step in range(20_000):
        status = game.status()
        if status.finished:
            break
        seat = chooser.choice(list(status.active_seats))
        if seats[seat].kind == "automa":
            game.play_automa(seat)
            continue
        if step % EVERY == 0 and (positions < POSITIONS or name == "lilliput"):
            check_position(rules, game.state, seat, chooser)
            positions += 1
        game.play(seat, chooser.choice(rules.legal_commands(game.state, seat)))
    assert status.finished and positions > 0


def fund_position(rules_version: str | None = None) -> dict:
    """Seat 0 directs SR and LNR and has taken the fund action (£50 in phase 2)."""
    state = clone(drafted(rules_version=rules_version).state)
    state["companies"]["LNR"]["president"] = 0
    return play(state, 0, "take_card", card="card-10", action=0)


def test_a_split_of_the_fund_is_listed_with_every_whole_pound():
    """The issue's case: £15 + £35 of the £50 fund is legal (rules version 9) and inside a listed range,
    with the listed £10 steps as its examples; version 8 games list the steps alone (all they take)."""
    state = fund_position()
    listed = [c for c in LILLIPUT.legal_commands(state, 0) if c["type"] == "fund_companies"]
    first, second = next(c["data"]["split"] for c in listed if "ranges" in c)
    split = {"type": "fund_companies", "data": {"split": [{"company": first["company"], "amount": 15},
                                                          {"company": second["company"], "amount": 35}]}}
    assert outcome(LILLIPUT, state, 0, split) and ranges.covers(listed, split)
    assert {"/split/0/amount": {"min": 1, "max": 49, "balance": "/split/1/amount"}} in [c.get("ranges") for c in listed]
    old = fund_position("8")
    assert not any("ranges" in c for c in LILLIPUT.legal_commands(old, 0))
    assert not ranges.covers(LILLIPUT.legal_commands(old, 0), split)


def test_a_listed_command_is_postable_as_it_is_and_bots_play_its_example():
    """A client that ignores `ranges` plays the listed example; a bot's search sees no ranges."""
    state = fund_position()
    command = next(c for c in LILLIPUT.legal_commands(state, 0) if "ranges" in c)
    after = play(state, 0, command["type"], **command["data"])
    assert after["companies"]["SR"]["treasury"] + after["companies"]["LNR"]["treasury"] == 1050
    assert ranges.example(command) == {"type": command["type"], "data": command["data"]}
