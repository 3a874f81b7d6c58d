"""Rule-of-thumb players (issue 43): what a casual player does without looking ahead, one short rule
list per title with no automa, so that the bots' mean final scores can be read beside a human-like
baseline (bench/bots.py --matches thumb). A player sees only what its seat may know: its own cards and
tickets and the open board; it never searches and never draws from the game's dice.

- Railroad Ink: place the die's route that scores most at once (open ends count against it), never a
  special route; end the round when nothing is left to place.
- Ticket to Ride: keep the fewest tickets, the nearest; claim the route that brings an open ticket
  nearest or scores most (the bots' evaluation, domain/ticket_to_ride/bot.py: no route shorter than three
  trains unless it serves a ticket); more tickets once every ticket is done while it has 20 trains;
  otherwise draw from the deck.
- Tinners' Trail: mine the most ore; put a miner in its own mine; build a mine (lowest bid) in the richest
  area while it has fewer than three; invest the most it can; bid in an auction while the bid is at most
  a quarter of its money; otherwise pass."""
from __future__ import annotations

from collections.abc import Callable

from domain.core.rng import Rng
from domain.core.rules import Rules, State
from domain.railroad_ink.scoring import score as railroad_ink_score
from domain.railroad_ink.state import expansions
from domain.ticket_to_ride import bot as ticket_to_ride_bot

NEVER = float("-inf")
MINES_WANTED = 3
BID_SHARE_OF_MONEY = 0.25
CLAIM_GAIN = 2.0
"""Ticket to Ride: a claim worth at least this much to the bots' evaluation (a route of three trains, or
one that brings a ticket nearer); shorter routes wait."""
TICKETS_WHILE_TRAINS = 20


def _after(rules: Rules, state: State, seat: int, command: dict) -> State:
    """The state after a command that draws nothing (a placement, a claim): the Rng is never read."""
    for event in rules.decide(state, seat, command, Rng("rule-of-thumb", "unused")):
        state = rules.evolve(state, event)
    return state


def railroad_ink(rules: Rules, state: State, seat: int, command: dict) -> float:
    if command["type"] == "place_route":
        board = _after(rules, state, seat, command)["seats"][seat]["board"]
        return railroad_ink_score(board, expansions(state))["total"]
    return {"end_round": -1000.0, "place_special": -2000.0}.get(command["type"], NEVER)


def ticket_to_ride(rules: Rules, state: State, seat: int, command: dict) -> float:
    kind, data = command["type"], command["data"]
    player = state["players"][seat]
    if kind == "keep_tickets":
        needed = sum(ticket_to_ride_bot.trains_needed(None, seat, ticket) or 0 for ticket in data["tickets"])
        return -100 * len(data["tickets"]) - needed
    if kind == "claim_route":
        gain = (ticket_to_ride_bot.evaluate(_after(rules, state, seat, command), seat)
                - ticket_to_ride_bot.evaluate(state, seat))
        return 1000 + gain - data["locomotives"] if gain >= CLAIM_GAIN else NEVER
    if kind == "draw_tickets":
        done = all(ticket_to_ride_bot.trains_needed(state, seat, ticket) == 0 for ticket in player["tickets"])
        return 20.0 if done and player["trains"] >= TICKETS_WHILE_TRAINS else NEVER
    return {"draw_deck": 10.0, "take_face_up": 5.0, "pass": 0.0}.get(kind, NEVER)


def tinners_trail(rules: Rules, state: State, seat: int, command: dict) -> float:
    kind, data = command["type"], command["data"]
    prices = state["prices"] or {"tin": 1, "copper": 1}
    if kind == "mine_ore":
        return 5000 + data["tin"] * prices["tin"] + data["copper"] * prices["copper"]
    if kind == "place_miner":
        return 4000 if state["areas"][data["area"]]["mine"] == seat else NEVER
    if kind == "build_mine":
        mines = sum(area["mine"] == seat for area in state["areas"].values())
        area = state["areas"][data["area"]]
        worth = area["tin"] * prices["tin"] + area["copper"] * prices["copper"]
        return 3000 + worth - data["bid"] if mines < MINES_WANTED else NEVER
    if kind == "invest":
        return 2000 + data["cost"]
    if kind == "explore":
        return 1000.0
    if kind == "bid":
        return 500.0 if data["amount"] <= BID_SHARE_OF_MONEY * state["money"][seat] else NEVER
    return {"drop_out": 100.0, "pass": 0.0}.get(kind, NEVER)


PLAYERS: dict[str, Callable[[Rules, State, int, dict], float]] = {
    "railroad-ink": railroad_ink, "ticket-to-ride": ticket_to_ride, "tinners-trail": tinners_trail}


def command(rules: Rules, state: State, seat: int) -> dict:
    """The rule of thumb's command: the legal command it rates highest (the first listed on a tie; any
    legal command when its rules rate none)."""
    rate = PLAYERS[rules.name]
    legal = rules.legal_commands(state, seat)
    return max(legal, key=lambda candidate: rate(rules, state, seat, candidate))
