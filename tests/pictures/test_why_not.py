"""Why not (docs/pictures.md, "Why not"; issue 44): on a seat's turn, a square of its Railroad Ink board
that takes none of its dice, a Ticket to Ride route it may not claim, and a square of 18 Lilliput's map
where its drafted company may not start, carry the reason in the rules' words, and the rules agree: every command there is refused, and the reason is the refusal's (or, for
cards the seat lacks, says so of the route). Along random games, so that claimed routes, double routes
and boards filling up all come."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from domain.core import targets
from domain.core.local import LocalGame
from domain.core.registry import get_rules
from domain.core.rng import Rng
from domain.core.rules import RuleViolation, SeatSpec
from domain.railroad_ink import words as ink_words
from domain.railroad_ink.board import COLS, ROWS
from domain.ticket_to_ride import words as ticket_words
from domain.ticket_to_ride.board import COLORS, ROUTES

STEPS = {"railroad-ink": 24, "ticket-to-ride": 60, "lilliput": 12}


def turns(name: str):
    """(game, seat, legal) along a random two-seat game, for each seat to act with moves."""
    rules = get_rules(name)
    game = LocalGame(rules, [SeatSpec("Ada"), SeatSpec("Bo")], seed=f"why-{name}")
    chooser = Rng(f"why-{name}", "chooser")
    for _ in range(STEPS[name]):
        status = game.status()
        if status.finished:
            return
        seat = chooser.choice(list(status.active_seats))
        legal = rules.legal_commands(game.state, seat)
        yield game, seat, legal
        game.play(seat, chooser.choice(legal))


def refusals(rules, state, seat: int, commands: list[dict]) -> set[str]:
    """The rules' refusals of `commands`, by message; asserts none is accepted."""
    said = set()
    for command in commands:
        with pytest.raises(RuleViolation) as refused:
            rules.decide(state, seat, command, Rng("why", "decide"))
        said.add(refused.value.message)
    return said


def reasons(rules, state, seat: int, legal: list[dict]) -> list[str]:
    root = ET.fromstring(rules.picture(rules.view(state, seat), legal))
    return [element.get(targets.WHY) for element in root.iter() if element.get(targets.WHY)]


def test_a_railroad_ink_square_says_why_no_die_goes_there_as_the_rules_refuse_it():
    rules = get_rules("railroad-ink")
    told = 0
    for game, seat, legal in turns("railroad-ink"):
        view = rules.view(game.state, seat)
        offered = {(c["data"]["row"], c["data"]["col"]) for c in legal if "row" in c["data"]}
        expected = []
        for row in range(ROWS):
            for col in range(COLS):
                why = ink_words.why_not(view, row, col)
                if why is None or (row, col) in offered:
                    continue
                expected.append(why)
                tries = [{"type": "place_route", "data": {"die": die, "row": row, "col": col, "rotation": turn,
                                                          "mirrored": mirrored}}
                         for die in view["remaining_dice"] for turn in range(4) for mirrored in (False, True)]
                assert why in refusals(rules, game.state, seat, tries), (row, col, why)
        if offered:  # the picture carries them on a turn with squares to play
            assert sorted(reasons(rules, game.state, seat, legal)) == sorted(expected)
            told += len(expected)
    assert told > 20


def test_a_ticket_to_ride_route_says_why_it_may_not_be_claimed_as_the_rules_refuse_it():
    rules = get_rules("ticket-to-ride")
    kinds = set()
    for game, seat, legal in turns("ticket-to-ride"):
        if not any(command["type"] == "claim_route" for command in legal):
            continue  # (choosing tickets, a second card: the claims are not the question)
        view = rules.view(game.state, seat)
        claimable = {command["data"]["route"] for command in legal if command["type"] == "claim_route"}
        for route_id, route in ROUTES.items():
            why = ticket_words.why_not(view, route_id)
            if route_id in claimable:
                assert why is None, (route_id, why)
                continue
            assert why, route_id  # a route the seat may not claim on its turn says why
            tries = [{"type": "claim_route", "data": {"route": route_id, "color": colour, "locomotives": used}}
                     for colour in [*COLORS, None] for used in range(route["length"] + 1)
                     if (colour is None) == (used == route["length"])]
            said = refusals(rules, game.state, seat, tries)
            assert why in said or (why.startswith("You do not hold the cards")
                                   and "You do not hold the cards for this payment." in said), (why, said)
            kinds.add(why.split(":")[0].split(";")[0])
        assert len(reasons(rules, game.state, seat, legal)) == len(ROUTES) - len(claimable)
    assert {"Somebody has already claimed this route.", "You do not hold the cards for this route"} <= kinds, kinds


def test_18_lilliputs_draft_says_why_no_company_starts_on_a_square():
    """While a seat drafts a company, every square of the map that is not a home's says why: a home is
    beside Mildendo, one company a side (the rules' own refusal of a taken side)."""
    rules = get_rules("lilliput")
    taken_said = 0
    for game, seat, legal in turns("lilliput"):
        drafts = [command for command in legal if command["type"] == "pick_company"]
        if not drafts:
            continue
        view = rules.view(game.state, seat)
        said = reasons(rules, game.state, seat, legal)
        homes = {command["data"]["side"] for command in drafts}
        squares = {placed["square"] for placed in view["board"]}
        xs, ys = zip(*(map(int, square.split(",")) for square in squares), strict=True)
        drawn = (max(xs) - min(xs) + 3) * (max(ys) - min(ys) + 3)  # the map: its tiles and one square round
        assert len(said) == drawn - len(homes), "every square without a home to draft says why"
        for side in {"N", "E", "S", "W"} - homes:  # a side taken: the rules refuse it in those words
            refused = refusals(rules, game.state, seat, [{**drafts[0], "data": {**drafts[0]["data"], "side": side}}])
            assert refused == {"Every company starts on a different side of Mildendo."} <= set(said), refused
            taken_said += 1
    assert taken_said, "a side taken was seen"
