"""The state of a game and the questions the rules ask of it.

State (plain JSON): `players` (per seat: `hand` card ids, `tickets` kept, `offer` tickets drawn and not yet
decided, `trains`, `routes`, `route_points`), `deck` (top first), `face_up`, `discard`, `ticket_deck` (top
first), `claimed` (route -> seat), `phase` ("choose_tickets", "turns", "finished"), `active` (seat on turn),
`turn` (the whole turn being played, from 1; 0 while the opening tickets are chosen; the last one when
finished), `drawn` (train cards drawn this turn),
`final_turns_left` (None until a player is down to the last trains), `passes` (turns in a row with no
possible action), `result` (the final scoring) and, from rules version 4 on, `chance` (how many
reshuffles the game has had: RESHUFFLES_KEYED_SINCE)."""
from __future__ import annotations

from domain.core.rules import State
from domain.ticket_to_ride.board import (
    CARD_COLOR,
    COLORS,
    DOUBLE_PARTNER,
    GREY,
    LOCOMOTIVE,
    MAP,
    ROUTES,
)

RESHUFFLES_KEYED_SINCE = 4
"""Rules version 4: the n-th reshuffle of the game is the chance event "reshuffle:<n>" and shuffles the
discards in card order, so a seed deals the same deck at the n-th reshuffle of the same discards,
whatever was played before and in whichever order the cards were discarded."""
RESHUFFLE = "reshuffle"
"""The kind of chance event a reshuffle is: the state counts them (domain/core/rules.py, CHANCE_COUNTS)."""


def new_state(hands: list[list[str]], offers: list[list[str]], deck: list[str], ticket_deck: list[str]) -> State:
    return {
        "players": [
            {"hand": sorted(hand), "tickets": [], "offer": list(offer), "trains": MAP["trains_per_player"],
             "routes": [], "route_points": 0}
            for hand, offer in zip(hands, offers, strict=True)
        ],
        "deck": list(deck),
        "face_up": [],
        "discard": [],
        "ticket_deck": list(ticket_deck),
        "claimed": {},
        "phase": "choose_tickets",
        "active": 0,  # the rulebook's "most experienced player" is seat 0
        "turn": 0,
        "drawn": 0,
        "final_turns_left": None,
        "passes": 0,
        "result": None,
    }


def color_counts(cards: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for card in cards:
        counts[CARD_COLOR[card]] = counts.get(CARD_COLOR[card], 0) + 1
    return counts


CLOSED_MESSAGES = {
    "already_claimed": "Somebody has already claimed this route.",
    "double_route_own": "You may not claim both routes of a double route.",
    "double_route_closed": "With 2 or 3 players only one route of a double route may be claimed.",
}
"""Each `route_closed` reason in words, as a refusal and a page say it."""


def route_closed(state: State, seat: int, route_id: str) -> str | None:
    """Why `seat` may not claim the route now (None when it is free for them)."""
    if route_id in state["claimed"]:
        return "already_claimed"
    partner_owner = state["claimed"].get(DOUBLE_PARTNER.get(route_id, ""))
    if partner_owner == seat:
        return "double_route_own"
    if partner_owner is not None and len(state["players"]) < MAP["double_routes_single_use_below_players"]:
        return "double_route_closed"
    return None


def payments(hand: list[str], route_id: str) -> list[tuple[str | None, int]]:
    """Every distinct way to pay for the route from `hand`: (colour of the cars, locomotives), the colour
    None when locomotives pay for all of it. Sorted."""
    route = ROUTES[route_id]
    length, counts = route["length"], color_counts(hand)
    locomotives = counts.get(LOCOMOTIVE, 0)
    colors = COLORS if route["color"] == GREY else [route["color"]]
    ways: list[tuple[str | None, int]] = [
        (color, used)
        for color in sorted(colors)
        for used in range(max(0, length - counts.get(color, 0)), min(length - 1, locomotives) + 1)
    ]
    if locomotives >= length:
        ways.append((None, length))
    return ways


def cards_for(hand: list[str], route_id: str, color: str | None, locomotives: int) -> list[str]:
    """The cards a payment uses: the lowest ids of the colour, then the lowest locomotives."""
    cars = [card for card in hand if CARD_COLOR[card] == color][: ROUTES[route_id]["length"] - locomotives]
    return cars + [card for card in hand if CARD_COLOR[card] == LOCOMOTIVE][:locomotives]


def next_seat(state: State, seat: int) -> int:
    return (seat + 1) % len(state["players"])


def last_turn_over(state: State) -> bool:
    """After a turn: the last round is played out, or every player in a row could do nothing at all."""
    return state["final_turns_left"] == 0 or state["passes"] >= len(state["players"])
