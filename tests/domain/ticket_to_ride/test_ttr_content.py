"""The map, tickets and cards the game runs on are the checked facts, with the printed invariants."""
import hashlib
from collections import Counter
from pathlib import Path

from domain.ticket_to_ride.board import CARD_COLOR, CITIES, DOUBLE_PARTNER, MAP, ROUTES, TICKETS

# The checked content, as the project received it (its copy in the package must stay byte for byte).
CHECKED_SHA256 = "e6dc2d664dad24cf60c3365d281d3954b3f7a05b1ee52f03c06182dda566c4b0"
PACKAGE = Path(__file__).resolve().parents[3] / "domain" / "ticket_to_ride" / "content" / "ticket-to-ride-usa.json"


def test_package_content_is_the_checked_file():
    assert hashlib.sha256(PACKAGE.read_bytes()).hexdigest() == CHECKED_SHA256


def test_map_invariants():
    assert len(CITIES) == 36
    assert len(ROUTES) == 100
    assert sum(route["length"] for route in ROUTES.values()) == 309
    assert all(route["a"] in CITIES and route["b"] in CITIES for route in ROUTES.values())
    coloured = Counter(route["color"] for route in ROUTES.values() if route["color"] != "gray")
    assert coloured == {color: 7 for color in MAP["train_cards"]["colors"]}
    for color in coloured:
        assert sum(r["length"] for r in ROUTES.values() if r["color"] == color) == 27
    assert len(DOUBLE_PARTNER) == 44  # 22 double pairs


def test_tickets_invariants():
    assert len(TICKETS) == 30
    assert sum(ticket["points"] for ticket in TICKETS.values()) == 349
    assert all(t["a"] in CITIES and t["b"] in CITIES for t in TICKETS.values())


def test_train_cards():
    assert len(CARD_COLOR) == 110
    counts = Counter(CARD_COLOR.values())
    assert counts.pop("locomotive") == 14
    assert counts == {color: 12 for color in MAP["train_cards"]["colors"]}
