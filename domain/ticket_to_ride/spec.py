"""What Ticket to Ride sends, as JSON Schema for the API document (service/http/openapi.py): the view every
seat and the spectator get, the `data` of each event type, and one real example of each command
(taken from seeded random games), and what the options schema cannot say by itself.
tests/service/test_openapi.py checks whole games against them."""
from __future__ import annotations

from domain.core.spec import schema_of
from domain.ticket_to_ride.view import View

VIEW = schema_of(View)  # from the view's TypedDicts (view.py)


def dealt() -> dict:
    """The cards dealt, by the set-up and by a fork's re-deal: every seat sees its own hand and offer, and only
    the counts of the others' (and of the deck). A new dict each time: a shared one would be
    a YAML anchor in the API document."""
    return {
        "deck": {"items": {"type": "string"}, "type": "array"},
        "deck_count": {"type": "integer"},
        "hand": {"items": {"type": "string"}, "type": "array"},
        "hand_counts": {"items": {"type": "integer"}, "type": "array"},
        "hands": {"items": {"items": {"type": "string"}, "type": "array"}, "type": "array"},
        "offer": {"items": {"type": "string"}, "type": "array"},
        "offer_counts": {"items": {"type": "integer"}, "type": "array"},
        "offers": {"items": {"items": {"type": "string"}, "type": "array"}, "type": "array"},
    }


EVENTS = {
    "card_drawn": {
        "properties": {"card": {"type": "string"}, "source": {"type": "string"}},
        "required": ["source"],
        "type": "object",
    },
    "deck_reshuffled": {
        "properties": {
            "deck": {"items": {"type": "string"}, "type": "array"},
            "deck_count": {"type": "integer"},
        },
        "type": "object",
    },
    "face_up_dealt": {
        "properties": {"cards": {"items": {"type": "string"}, "type": "array"}},
        "required": ["cards"],
        "type": "object",
    },
    "face_up_discarded": {
        "properties": {"cards": {"items": {"type": "string"}, "type": "array"}},
        "required": ["cards"],
        "type": "object",
    },
    "game_ended": {
        "properties": {
            "result": {
                "properties": {
                    "longest_path_holders": {"items": {"type": "integer"}, "type": "array"},
                    "longest_path_length": {"type": "integer"},
                    "players": {
                        "items": {
                            "properties": {
                                "longest_path": {"type": "integer"},
                                "path_length": {"type": "integer"},
                                "routes": {"type": "integer"},
                                "tickets": {"type": "integer"},
                                "tickets_completed": {"items": {"type": "string"}, "type": "array"},
                                "tickets_failed": {"items": {"type": "string"}, "type": "array"},
                                "total": {"type": "integer"},
                            },
                            "type": "object",
                        },
                        "type": "array",
                    },
                    "winner": {"type": "integer"},
                    "winners": {"items": {"type": "integer"}, "type": "array"},
                },
                "required": ["longest_path_holders", "longest_path_length", "players", "winner", "winners"],
                "type": "object",
            }
        },
        "required": ["result"],
        "type": "object",
    },
    "game_set_up": {
        "properties": {
            **dealt(),
            "rules_version": {"type": "string"},
            "ticket_deck": {"items": {"type": "string"}, "type": "array"},
            "ticket_deck_count": {"type": "integer"},
        },
        "type": "object",
    },
    "route_claimed": {
        "properties": {
            "cards": {"items": {"type": "string"}, "type": "array"},
            "length": {"type": "integer"},
            "points": {"type": "integer"},
            "route": {"type": "string"},
        },
        "required": ["cards", "length", "points", "route"],
        "type": "object",
    },
    "tickets_drawn": {
        "properties": {
            "count": {"type": "integer"},
            "tickets": {"items": {"type": "string"}, "type": "array"},
        },
        "type": "object",
    },
    "redealt": {
        "description": "A fork's re-deal of what its copied events hid (docs/table.md, Forks): every seat "
                       "is shown its own hand, tickets and offer and the counts of the others'.",
        "properties": {
            **dealt(),
            "ticket_counts": {"items": {"type": "integer"}, "type": "array"},
            "ticket_deck": {"items": {"type": "string"}, "type": "array"},
            "ticket_deck_count": {"type": "integer"},
            "tickets": {"items": {"type": "string"}, "type": "array"},
            "tickets_held": {"items": {"items": {"type": "string"}, "type": "array"}, "type": "array"},
        },
        "type": "object",
    },
    "tickets_kept": {
        "properties": {
            "kept": {"items": {"type": "string"}, "type": "array"},
            "kept_count": {"type": "integer"},
            "returned": {"items": {"type": "string"}, "type": "array"},
            "returned_count": {"type": "integer"},
        },
        "type": "object",
    },
    "turn_ended": {"type": "object"},
    "turn_passed": {"type": "object"},
}

EXAMPLES = {
    "claim_route": {"color": "blue", "locomotives": 1, "route": "atl-chr"},
    "draw_deck": {},
    "draw_tickets": {},
    "keep_tickets": {"tickets": ["cal-pnx", "dul-elp"]},
    "take_face_up": {"card": "green-02"},
}

# What the options schema cannot say by itself (merged into it); nothing here.
OPTIONS: dict = {}
