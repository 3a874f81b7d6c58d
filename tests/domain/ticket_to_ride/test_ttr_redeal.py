"""A fork's re-deal (docs/table.md, Forks): what a spectator could not see is dealt again, what it saw
stays, and the re-deal event shows each viewer only what a deal at set-up would."""
from collections import Counter

import pytest

from domain.core import random_playout
from domain.core.game import fold, redeal_events
from domain.core.registry import all_rules
from domain.core.rules import Redealing
from domain.ticket_to_ride import RULES
from domain.ticket_to_ride.board import CARDS, TICKETS
from tests.domain.ticket_to_ride.test_ttr_redaction import hidden, shown
from tests.domain.ticket_to_ride.ttr_helpers import seats

PUBLIC = ("face_up", "discard", "claimed", "phase", "active", "turn", "drawn", "final_turns_left", "passes")


def taken_face_up(events, seat: int) -> set[str]:
    """The cards `seat` took from the face-up row and has not paid for a route since."""
    taken: set[str] = set()
    for event in events:
        if event.seat == seat and event.type == "card_drawn" and event.data["source"] == "face_up":
            taken.add(event.data["card"])
        elif event.seat == seat and event.type == "route_claimed":
            taken -= set(event.data["cards"])
    return taken


@pytest.mark.parametrize("players", [2, 4])
def test_a_re_deal_keeps_what_everybody_saw_and_deals_the_rest_again(players):
    game = random_playout(RULES, seats(players), seed=f"parent-{players}", chooser_seed="c")
    for version in range(2, game.version, 23):
        events = game.events[:version]
        before = fold(RULES, events)
        [redealt] = redeal_events(RULES, events, f"fork-{version}")
        assert redeal_events(RULES, events, f"fork-{version}") == [redealt]  # the seed decides it
        after = RULES.evolve(before, redealt)
        assert {key: after[key] for key in PUBLIC} == {key: before[key] for key in PUBLIC}
        cards = after["deck"] + after["face_up"] + after["discard"]
        tickets = list(after["ticket_deck"])
        for seat, (old, new) in enumerate(zip(before["players"], after["players"], strict=True)):
            assert [len(new[part]) for part in ("hand", "tickets", "offer")] == [
                len(old[part]) for part in ("hand", "tickets", "offer")]
            assert taken_face_up(events, seat) & set(old["hand"]) <= set(new["hand"])
            assert {k: v for k, v in new.items() if k not in ("hand", "tickets", "offer")} == {
                k: v for k, v in old.items() if k not in ("hand", "tickets", "offer")}
            cards += new["hand"]
            tickets += new["tickets"] + new["offer"]
        assert Counter(cards) == Counter(CARDS) and sorted(tickets) == sorted(TICKETS)
        # the event shows each viewer no more than the re-dealt state hides from it
        for viewer in [None, *range(players)]:
            assert not shown(RULES.redact(redealt, viewer).data) & hidden(after, viewer)


def test_the_deal_of_a_fork_is_not_the_parents():
    """Over 20 forks of one position, the deck's top card and the hands come out as chance deals them."""
    game = random_playout(RULES, seats(3), seed="parent", chooser_seed="c")
    events = game.events[:60]
    before = fold(RULES, events)
    forks = [RULES.evolve(before, redeal_events(RULES, events, f"fork-{n}")[0]) for n in range(20)]
    assert sum(fork["deck"][0] == before["deck"][0] for fork in forks) <= 3
    assert sum(fork["ticket_deck"][0] == before["ticket_deck"][0] for fork in forks) <= 3
    assert sum(fork["players"][0]["hand"] == before["players"][0]["hand"] for fork in forks) <= 3


def test_a_finished_game_is_not_dealt_again():
    game = random_playout(RULES, seats(2), seed="over", chooser_seed="c")
    assert redeal_events(RULES, game.events, "fork") == []


def test_every_game_that_hides_something_from_spectators_deals_it_again_in_a_fork():
    """A game's events redacted for a spectator mean hidden information: the game must re-deal it in a
    fork; a game that hides nothing has nothing to re-deal."""
    for rules in all_rules().values():
        players = [*seats(max(rules.min_players, 2))]
        game = random_playout(rules, players, seed="hides", chooser_seed="c")
        hides = any(rules.redact(event, None) != event for event in game.events)
        assert isinstance(rules, Redealing) is hides, rules.name
