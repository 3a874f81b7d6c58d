"""A Ticket to Ride seat's turn in words, for its page (domain/core/targets.py `guide`): what to do next,
and the commands beside the map with city names, not ids ("Keep Denver–Pittsburgh (11)"); and why a
route may not be claimed, in the rules' words."""
from __future__ import annotations

from domain.core import targets
from domain.ticket_to_ride.board import CITIES, GREY, ROUTES, TICKETS
from domain.ticket_to_ride.state import CLOSED_MESSAGES, payments, route_closed

PHRASES = {
    "keep_tickets": "choose the tickets to keep",
    "claim_route": "claim a route on the map",
    "take_face_up": "take a card (face up or from the deck)",
    "draw_deck": "take a card (face up or from the deck)",
    "draw_tickets": "draw tickets",
}
PLAIN = {"draw_deck": "Draw a card from the deck", "draw_tickets": "Draw three tickets"}


def ticket(ticket_id: str) -> str:
    """"Denver–Pittsburgh (11)"."""
    facts = TICKETS[ticket_id]
    return f"{CITIES[facts['a']]}\u2013{CITIES[facts['b']]} ({facts['points']})"


def prompt(legal: list[dict]) -> str:
    kinds = {command["type"] for command in legal}
    if kinds == {"take_face_up", "draw_deck"} or kinds == {"draw_deck"}:
        return "Take your second card: face up (no locomotive) or from the deck."
    return targets.prompt(legal, PHRASES)


def words(command: dict) -> str | None:
    kind = command["type"]
    if kind == "keep_tickets":
        return "Keep " + ", ".join(map(ticket, command["data"]["tickets"]))
    return PLAIN.get(kind)


def guide(root, legal: list[dict] | None) -> None:
    targets.guide(root, legal, prompt(legal or []), words)


def why_not(view: dict, route_id: str) -> str | None:
    """Why the viewer may not claim the route, as the rules refuse it: claimed, the other of a double
    route, too few trains or not the cards; None when it could (another move is due first)."""
    me = view["players"][view["viewer"]]
    closed = route_closed(view, view["viewer"], route_id)
    if closed:
        return CLOSED_MESSAGES[closed]
    route = ROUTES[route_id]
    if me["trains"] < route["length"]:
        return f"This route needs {route['length']} trains; you have {me['trains']}."
    if not payments(me.get("hand", []), route_id):
        cards = (f"{route['length']} cards of one colour" if route["color"] == GREY
                 else f"{route['length']} {route['color']} cards")
        return f"You do not hold the cards for this route: it takes {cards}, locomotives standing in for any."
    return None
