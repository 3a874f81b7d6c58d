"""decide never raises anything but RuleViolation for a command that passes its schema."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError

from domain.core import RuleViolation, SeatSpec, random_playout
from domain.core.game import fold
from domain.core.rng import Rng
from domain.tinners_trail import RULES
from domain.tinners_trail.content import areas

AREA = st.sampled_from(sorted(areas()))
AMOUNT = st.integers(min_value=0, max_value=60)
DATA = {
    "build_mine": st.fixed_dictionaries({"area": AREA, "bid": AMOUNT}),
    "bid": st.fixed_dictionaries({"amount": AMOUNT}),
    "drop_out": st.just({}),
    "mine_ore": st.fixed_dictionaries({"area": AREA, "tin": st.integers(0, 6), "copper": st.integers(0, 6)}),
    "build_port": st.fixed_dictionaries({"area": AREA}),
    "place_miner": st.fixed_dictionaries({"area": AREA}),
    "dig_adit": st.fixed_dictionaries({"between": st.lists(AREA, min_size=2, max_size=2)}),
    "build_train": st.fixed_dictionaries({"area": AREA}),
    "improve_pumps": st.fixed_dictionaries({"water_from": st.lists(AREA, max_size=3)}),
    "sell_pasties": st.just({}),
    "pass": st.just({}),
    "invest": st.fixed_dictionaries({"cost": st.sampled_from([5, 10, 15, 20])}),
    "explore": st.fixed_dictionaries({"area": AREA}),
}
COMMAND = st.sampled_from(sorted(DATA)).flatmap(lambda kind: DATA[kind].map(lambda data: (kind, data)))


def states(players: int, seed: str) -> list[dict]:
    """States from every phase of one random game."""
    game = random_playout(RULES, [SeatSpec(f"P{i}") for i in range(players)], seed=seed, chooser_seed=seed)
    found, state = [], None
    for event in game.events:
        state = fold(RULES, [event], state)
        if RULES.status(state).active_seats or state["phase"] == "finished":
            found.append(state)
    return found[::3]


STATES = states(3, "fuzz") + states(4, "fuzz4")


def check(state, seat, kind, data):
    try:
        command = {"type": kind, "data": RULES.command_schemas[kind]().load(data)}
    except ValidationError:
        return
    try:
        events = RULES.decide(state, seat, command, Rng("fuzz", 1))
    except RuleViolation as exc:
        assert exc.code.startswith("tinners_trail.") and exc.message
        return
    for event in events:
        state = RULES.evolve(state, event)
    RULES.status(state)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(range(len(STATES))), st.integers(-1, 4), COMMAND)
def test_decide_raises_only_rule_violations(index, seat, command):
    check(STATES[index], seat, *command)


@pytest.mark.soak
@settings(max_examples=20_000, deadline=None)
@given(st.sampled_from(range(len(STATES))), st.integers(-1, 4), COMMAND)
def test_decide_raises_only_rule_violations_soak(index, seat, command):
    check(STATES[index], seat, *command)
