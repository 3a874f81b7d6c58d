"""ClockLow (domain/core/match.py): a decision that leaves a player's clock under 20 % of its base, having
been at or above it, names the seat once; later decisions with the clock still low do not."""
from __future__ import annotations

from domain.core import match
from tests.domain.test_match import T0, _nothing_earlier, after, new_game, place


def test_a_clock_going_under_a_fifth_of_its_base_is_named_once():
    setting, decision, _ = new_game({"clock": {"base_s": 60, "increment_s": 0, "on_timeout": "lose"}})
    early = match.decide(setting, after(decision), 0, place(decision, 0), _nothing_earlier, now_ms=T0 + 40_000)
    assert not any(isinstance(intent, match.ClockLow) for intent in early.intents)  # 20 s left: a third
    late = match.decide(setting, after(decision), 0, place(decision, 0), _nothing_earlier, now_ms=T0 + 50_000)
    # Both seats were to act, both clocks ran: both are under 12 s now.
    assert [i for i in late.intents if isinstance(i, match.ClockLow)] == [match.ClockLow((0, 1), (10_000, 10_000))]
    again = match.decide(setting, after(late), 0, place(late, 0), _nothing_earlier, now_ms=T0 + 51_000)
    assert not any(isinstance(intent, match.ClockLow) for intent in again.intents)
