"""What Railroad Ink sends, as JSON Schema for the API document (service/http/openapi.py): the view every
seat and the spectator get, the `data` of each event type, and one real example of each command
(taken from seeded random games), and what the options schema cannot say by itself.
tests/service/test_openapi.py checks whole games against them."""
from __future__ import annotations

from domain.core.spec import schema_of
from domain.railroad_ink.view import View

VIEW = schema_of(View)  # from the view's TypedDicts (view.py)

EVENTS = {
    "dice_rolled": {
        "properties": {
            "dice": {"items": {"type": "string"}, "type": "array"},
            "lava": {"items": {"type": "string"}, "type": "array"},
            "meteor": {
                "properties": {"direction": {"type": "string"}, "distance": {"type": "integer"}},
                "required": ["direction", "distance"],
                "type": "object",
            },
            "round": {"type": "integer"},
        },
        "required": ["dice", "round"],
        "type": "object",
    },
    "game_ended": {
        "properties": {
            "results": {
                "items": {
                    "properties": {
                        "center": {"type": "integer"},
                        "errors": {"type": "integer"},
                        "exits": {"type": "integer"},
                        "expansion": {"type": "integer"},
                        "longest_highway": {"type": "integer"},
                        "longest_railway": {"type": "integer"},
                        "total": {"type": "integer"},
                    },
                    "type": "object",
                },
                "type": "array",
            },
            "winners": {"items": {"type": "integer"}, "type": "array"},
        },
        "required": ["results", "winners"],
        "type": "object",
    },
    "game_started": {
        "properties": {
            "expansions": {"items": {"type": "string"}, "type": "array"},
            "players": {"type": "integer"},
            "rules_version": {"type": "string"},
        },
        "required": ["players", "rules_version"],
        "type": "object",
    },
    "lava_placed": {
        "properties": {
            "col": {"type": "integer"},
            "die": {"type": "integer"},
            "edges": {"type": "string"},
            "lava": {"type": "string"},
            "mirrored": {"type": "boolean"},
            "rotation": {"type": "integer"},
            "row": {"type": "integer"},
        },
        "required": ["col", "die", "edges", "lava", "mirrored", "rotation", "row"],
        "type": "object",
    },
    "meteor_ignored": {
        "properties": {"special": {"type": "string"}},
        "required": ["special"],
        "type": "object",
    },
    "meteor_struck": {
        "properties": {
            "col": {"type": "integer"},
            "direction": {"type": "string"},
            "distance": {"type": "integer"},
            "erased": {"type": "string"},
            "row": {"type": "integer"},
        },
        "required": ["col", "direction", "distance", "erased", "row"],
        "type": "object",
    },
    "round_ended": {"properties": {"round": {"type": "integer"}}, "required": ["round"], "type": "object"},
    "route_erased": {
        "properties": {
            "col": {"type": "integer"},
            "die": {"type": "integer"},
            "erased": {"type": "string"},
            "restored": {"type": "string"},
            "row": {"type": "integer"},
            "special": {"type": "string"},
        },
        "required": ["col", "erased", "restored", "row"],
        "type": "object",
    },
    "route_placed": {
        "properties": {
            "col": {"type": "integer"},
            "die": {"type": "integer"},
            "edges": {"type": "string"},
            "mirrored": {"type": "boolean"},
            "overpass": {"type": "boolean"},
            "rotation": {"type": "integer"},
            "route": {"type": "string"},
            "row": {"type": "integer"},
        },
        "required": ["col", "die", "edges", "mirrored", "overpass", "rotation", "route", "row"],
        "type": "object",
    },
    "special_placed": {
        "properties": {
            "col": {"type": "integer"},
            "edges": {"type": "string"},
            "mirrored": {"type": "boolean"},
            "overpass": {"type": "boolean"},
            "rotation": {"type": "integer"},
            "row": {"type": "integer"},
            "special": {"type": "string"},
        },
        "required": ["col", "edges", "mirrored", "overpass", "rotation", "row", "special"],
        "type": "object",
    },
    "volcano_drawn": {
        "properties": {"col": {"type": "integer"}, "row": {"type": "integer"}},
        "required": ["col", "row"],
        "type": "object",
    },
}

EXAMPLES = {
    "draw_volcano": {"col": 0, "row": 0},
    "end_round": {},
    "erase_route": {"col": 5, "row": 6},
    "ignore_meteor": {"special": "highway_cross"},
    "meteor_strike": {"direction": "W"},
    "place_lava": {"col": 3, "die": 0, "mirrored": False, "rotation": 1, "row": 2},
    "place_route": {"col": 1, "die": 0, "mirrored": False, "rotation": 1, "row": 0},
    "place_special": {"col": 1, "mirrored": False, "rotation": 0, "row": 0, "special": "highway_cross"},
}

# What the options schema cannot say by itself (merged into it): each expansion at most once.
OPTIONS = {"properties": {"expansions": {"uniqueItems": True}}}
