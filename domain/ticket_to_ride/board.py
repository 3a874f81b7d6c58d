"""The USA map, tickets, train cards and constants, loaded from content/ (ids are the content's ids)."""
from __future__ import annotations

from domain.core.content import content_reader

_load = content_reader(__package__)
MAP = _load("ticket-to-ride-usa")
TABLE = _load("table-rules")

CITIES: dict[str, str] = {city["id"]: city["name"] for city in MAP["cities"]}
ROUTES: dict[str, dict] = {route["id"]: route for route in MAP["routes"]}
TICKETS: dict[str, dict] = {ticket["id"]: ticket for ticket in MAP["tickets"]}
GREY = "gray"
PLAYERS: dict[str, int] = TABLE["players"]

COLORS: list[str] = list(MAP["train_cards"]["colors"])
LOCOMOTIVE = "locomotive"


def _card_ids(kind: str, count: int) -> list[str]:
    return [f"{kind}-{n:02d}" for n in range(1, count + 1)]


# Every train card has an id of its own ("red-07", "locomotive-03") so that hands and the deck can be
# checked for leaks by id; the colour is the part before the number.
CARD_COLOR: dict[str, str] = {
    card: kind
    for kind, count in [(color, MAP["train_cards"]["per_color"]) for color in COLORS]
    + [(LOCOMOTIVE, MAP["train_cards"]["locomotives"])]
    for card in _card_ids(kind, count)
}
CARDS: list[str] = sorted(CARD_COLOR)

ROUTE_POINTS: dict[int, int] = {int(length): points for length, points in MAP["route_points"].items()}
DOUBLE_PARTNER: dict[str, str] = {
    route["id"]: other["id"]
    for route in MAP["routes"]
    for other in MAP["routes"]
    if route["double_group"] and other["double_group"] == route["double_group"] and other is not route
}


def is_locomotive(card: str) -> bool:
    return CARD_COLOR[card] == LOCOMOTIVE
