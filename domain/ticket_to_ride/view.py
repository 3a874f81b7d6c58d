"""What each seat may see: of the state (view) and of each event (redact)."""
from __future__ import annotations

from typing import TypedDict

from domain.core.rules import Event, State
from domain.ticket_to_ride.board import COLORS, LOCOMOTIVE
from domain.ticket_to_ride.state import color_counts

# The view's shape; spec.py's VIEW (the API document's `TicketToRide_View`) is generated from it.
HandColors = TypedDict("HandColors", {colour: int for colour in (*COLORS, LOCOMOTIVE)}, total=False)  # held only


class Player(TypedDict, total=False):  # the hand, tickets and offer only to their owner (and at the end)
    seat: int
    hand_count: int
    ticket_count: int
    offer_count: int
    trains: int
    routes: list[str]
    route_points: int
    hand: list[str]
    hand_colors: HandColors
    tickets: list[str]
    offer: list[str]


class PlayerResult(TypedDict, total=False):
    longest_path: int
    path_length: int
    routes: int
    tickets: int
    tickets_completed: list[str]
    tickets_failed: list[str]
    total: int


class Result(TypedDict):
    longest_path_holders: list[int]
    longest_path_length: int
    players: list[PlayerResult]
    winner: int
    winners: list[int]


class View(TypedDict):
    viewer: int | None  # the seat the view is for; None for the spectator
    phase: str
    turn: int
    active_seat: int | None
    cards_drawn_this_turn: int
    final_turns_left: int | None
    face_up: list[str]
    deck_count: int
    discard_count: int
    ticket_deck_count: int
    claimed: dict[str, int]
    players: list[Player]
    result: Result | None


def view(state: State, seat: int | None) -> View:
    """A seat sees its own hand, tickets and ticket offer; of the others only counts, routes, trains left
    and route points. Nobody sees the deck or the ticket deck. A finished game shows everything."""
    revealed = state["phase"] == "finished"
    players: list[Player] = []
    for index, player in enumerate(state["players"]):
        shown: Player = {
            "seat": index,
            "hand_count": len(player["hand"]),
            "ticket_count": len(player["tickets"]),
            "offer_count": len(player["offer"]),
            "trains": player["trains"],
            "routes": list(player["routes"]),
            "route_points": player["route_points"],
        }
        if revealed or index == seat:
            shown |= {"hand": list(player["hand"]), "hand_colors": color_counts(player["hand"]),
                      "tickets": list(player["tickets"]), "offer": list(player["offer"])}
        players.append(shown)
    return {
        "viewer": seat,
        "phase": state["phase"],
        "turn": state["turn"],
        "active_seat": state["active"] if state["phase"] == "turns" else None,
        "cards_drawn_this_turn": state["drawn"],
        "final_turns_left": state["final_turns_left"],
        "face_up": list(state["face_up"]),
        "deck_count": len(state["deck"]),
        "discard_count": len(state["discard"]),
        "ticket_deck_count": len(state["ticket_deck"]),
        "claimed": dict(state["claimed"]),
        "players": players,
        "result": state["result"],
    }


def redact(event: Event, seat: int | None) -> Event:
    """Cards drawn from the deck and tickets are shown to their owner only (the others see how many);
    the order of a shuffled deck is shown to nobody. The rules version a game was set up under is
    shown to everybody."""
    data = event.data
    if event.type == "game_set_up":
        shown = {
            "hand_counts": [len(hand) for hand in data["hands"]],
            "offer_counts": [len(offer) for offer in data["offers"]],
            "deck_count": len(data["deck"]),
            "ticket_deck_count": len(data["ticket_deck"]),
            **({"rules_version": data["rules_version"]} if "rules_version" in data else {}),
        }
        if seat is not None:
            shown |= {"hand": data["hands"][seat], "offer": data["offers"][seat]}
        return Event(event.type, shown, event.seat)
    if event.type == "redealt":  # a fork's re-deal: as the deal at set-up, each seat's own and counts
        shown = {"hand_counts": [len(hand) for hand in data["hands"]],
                 "ticket_counts": [len(tickets) for tickets in data["tickets_held"]],
                 "offer_counts": [len(offer) for offer in data["offers"]],
                 "deck_count": len(data["deck"]), "ticket_deck_count": len(data["ticket_deck"])}
        if seat is not None:
            shown |= {"hand": data["hands"][seat], "tickets": data["tickets_held"][seat], "offer": data["offers"][seat]}
        return Event(event.type, shown, event.seat)
    if event.type == "deck_reshuffled":
        return Event(event.type, {"deck_count": len(data["deck"])}, event.seat)
    if seat == event.seat:
        return event
    if event.type == "card_drawn" and data["source"] == "deck":
        return Event(event.type, {"source": "deck"}, event.seat)
    if event.type == "tickets_drawn":
        return Event(event.type, {"count": len(data["tickets"])}, event.seat)
    if event.type == "tickets_kept":
        return Event(event.type, {"kept_count": len(data["kept"]), "returned_count": len(data["returned"])},
                     event.seat)
    return event
