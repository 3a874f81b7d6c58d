"""What Tinners' Trail sends, as JSON Schema for the API document (service/http/openapi.py): the view every
seat and the spectator get, the `data` of each event type, and one real example of each command
(taken from seeded random games), and what the options schema cannot say by itself.
tests/service/test_openapi.py checks whole games against them."""
from __future__ import annotations

from domain.core.spec import keyed_by, schema_of
from domain.tinners_trail.content import areas
from domain.tinners_trail.view import View


def per_area(schema: dict) -> dict:
    """An object with one `schema` per area of the map (the same for every area)."""
    return keyed_by(areas(), schema)


VIEW = schema_of(View)  # from the view's TypedDicts (view.py)


EVENTS = {
    "action_taken": {
        "properties": {
            "action": {"type": "string"},
            "area": {"type": "string"},
            "between": {"items": {"type": "string"}, "type": "array"},
            "changes": per_area({
                "properties": {
                    "copper": {"type": "integer"},
                    "tin": {"type": "integer"},
                    "water": {"type": "integer"},
                },
                "type": "object",
            }),
            "cost": {"type": "integer"},
            "income": {"type": "integer"},
            "ore": {
                "properties": {"copper": {"type": "integer"}, "tin": {"type": "integer"}},
                "required": ["copper", "tin"],
                "type": "object",
            },
            "stack": {"type": "integer"},
            "time": {"items": {"type": "integer"}, "type": "array"},
            "upgrade": {"type": "string"},
        },
        "required": ["action", "time"],
        "type": "object",
    },
    "area_explored": {
        "properties": {
            "area": {"type": "string"},
            "cubes": {
                "properties": {
                    "copper": {"type": "integer"},
                    "tin": {"type": "integer"},
                    "water": {"type": "integer"},
                },
                "required": ["copper", "tin", "water"],
                "type": "object",
            },
            "dice": {"items": {"type": "integer"}, "type": "array"},
        },
        "required": ["area", "cubes", "dice"],
        "type": "object",
    },
    "auction_started": {
        "properties": {
            "area": {"type": "string"},
            "bid": {"type": "integer"},
            "bidders": {"items": {"type": "integer"}, "type": "array"},
            "turn": {"type": ["integer", "null"]},
        },
        "required": ["area", "bid", "bidders", "turn"],
        "type": "object",
    },
    "bid_raised": {
        "properties": {"amount": {"type": "integer"}, "turn": {"type": "integer"}},
        "required": ["amount", "turn"],
        "type": "object",
    },
    "bidder_dropped": {"properties": {"turn": {"type": ["integer", "null"]}}, "required": ["turn"], "type": "object"},
    "exploration_started": {
        "properties": {"explorers": {"items": {"type": "integer"}, "type": "array"}},
        "required": ["explorers"],
        "type": "object",
    },
    "game_ended": {
        "properties": {
            "ranking": {"items": {"type": "integer"}, "type": "array"},
            "scores": {"items": {"type": "integer"}, "type": "array"},
            "winners": {"items": {"type": "integer"}, "type": "array"},
        },
        "required": ["ranking", "scores", "winners"],
        "type": "object",
    },
    "game_set_up": {
        "properties": {
            "areas": per_area({
                "properties": {
                    "copper": {"type": "integer"},
                    "dice": {"items": {"type": "integer"}, "type": ["array", "null"]},
                    "seeded": {"type": "boolean"},
                    "tin": {"type": "integer"},
                    "water": {"type": "integer"},
                },
                "type": "object",
            }),
            "money": {"type": "integer"},
            "names": {"items": {"type": "string"}, "type": "array"},
            "order": {"items": {"type": "integer"}, "type": "array"},
            "rules_version": {"type": "string"},
            "seats": {"type": "integer"},
        },
        "required": ["areas", "money", "names", "order", "rules_version", "seats"],
        "type": "object",
    },
    "invested": {
        "properties": {
            "cost": {"type": "integer"},
            "next": {"type": "integer"},
            "points": {"type": "integer"},
            "row": {"type": "integer"},
        },
        "required": ["cost", "next", "points", "row"],
        "type": "object",
    },
    "investing_passed": {"properties": {"next": {"type": ["integer", "null"]}}, "required": ["next"], "type": "object"},
    "investing_started": {
        "properties": {"order": {"items": {"type": "integer"}, "type": "array"}},
        "required": ["order"],
        "type": "object",
    },
    "mine_built": {
        "properties": {
            "area": {"type": "string"},
            "discovery": {
                "properties": {
                    "cubes": {
                        "properties": {
                            "copper": {"type": "integer"},
                            "tin": {"type": "integer"},
                            "water": {"type": "integer"},
                        },
                        "type": "object",
                    },
                    "dice": {"items": {"type": "integer"}, "type": "array"},
                },
                "required": ["cubes", "dice"],
                "type": ["null", "object"],
            },
            "price": {"type": "integer"},
            "time": {"items": {"type": "integer"}, "type": "array"},
        },
        "required": ["area", "discovery", "price", "time"],
        "type": "object",
    },
    "ore_sold": {
        "properties": {"copper": {"type": "integer"}, "income": {"type": "integer"}, "tin": {"type": "integer"}},
        "required": ["copper", "income", "tin"],
        "type": "object",
    },
    "passed": {"properties": {"forced": {"type": "boolean"}}, "type": "object"},
    "round_started": {
        "properties": {
            "available": {
                "properties": {
                    "adit": {"type": "integer"},
                    "miner": {"type": "integer"},
                    "port": {"type": "integer"},
                    "train": {"type": "integer"},
                },
                "required": ["adit", "miner", "port", "train"],
                "type": "object",
            },
            "order": {"items": {"type": "integer"}, "type": "array"},
            "prices": {
                "properties": {"copper": {"type": "integer"}, "tin": {"type": "integer"}},
                "required": ["copper", "tin"],
                "type": "object",
            },
            "pumps": {"items": {"type": "integer"}, "type": "array"},
            "rolls": {
                "properties": {
                    "copper": {
                        "properties": {
                            "column": {"type": "integer"},
                            "dice": {"items": {"type": "integer"}, "type": "array"},
                            "modifier": {"type": "integer"},
                            "total": {"type": "integer"},
                        },
                        "type": "object",
                    },
                    "tin": {
                        "properties": {
                            "column": {"type": "integer"},
                            "dice": {"items": {"type": "integer"}, "type": "array"},
                            "modifier": {"type": "integer"},
                            "total": {"type": "integer"},
                        },
                        "type": "object",
                    },
                },
                "required": ["copper", "tin"],
                "type": "object",
            },
            "round": {"type": "integer"},
        },
        "required": ["available", "order", "prices", "pumps", "rolls", "round"],
        "type": "object",
    },
}

EXAMPLES = {
    "bid": {"amount": 4},
    "build_mine": {"area": "st_just", "bid": 1},
    "build_port": {"area": "st_just"},
    "build_train": {"area": "st_just"},
    "dig_adit": {"between": ["bodmin", "camelford"]},
    "drop_out": {},
    "explore": {"area": "penzance"},
    "improve_pumps": {"water_from": []},
    "invest": {"cost": 5},
    "mine_ore": {"area": "helston", "copper": 1, "tin": 0},
    "pass": {},
    "place_miner": {"area": "st_just"},
    "sell_pasties": {},
}

# What the options schema cannot say by itself (merged into it); nothing here.
OPTIONS: dict = {}
