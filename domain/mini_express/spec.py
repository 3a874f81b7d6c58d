"""What Mini Express sends, as JSON Schema for the API document (service/http/openapi.py): the view every
seat and the spectator get, the `data` of each event type, and one real example of each command
(taken from seeded random games), and what the options schema cannot say by itself.
tests/service/test_openapi.py checks whole games against them."""
from __future__ import annotations

from domain.core.spec import keyed_by, schema_of
from domain.mini_express.content import companies
from domain.mini_express.view import View


def per_company(schema: dict) -> dict:
    """An object with one `schema` per company (the same for every company)."""
    return keyed_by(companies(), schema)


VIEW = schema_of(View)  # from the view's TypedDicts (view.py)

EVENTS = {
    "automa_drew": {
        "properties": {
            "city": {"type": ["null", "string"]},
            "company": {"type": "string"},
            "token": {"type": "integer"},
        },
        "required": ["token"],
        "type": "object",
    },
    "compensated": {
        "properties": {"company": {"type": "string"}, "trains": {"type": "integer"}},
        "required": ["company", "trains"],
        "type": "object",
    },
    "demand_removed": {"properties": {"city": {"type": "string"}}, "required": ["city"], "type": "object"},
    "draft_completed": {
        "properties": {
            "track": per_company({"type": "integer"})
        },
        "required": ["track"],
        "type": "object",
    },
    "draft_picked": {
        "properties": {
            "company": {"type": "string"},
            "pick": {"type": "string"},
            "seat": {"type": "integer"},
        },
        "required": ["company", "pick", "seat"],
        "type": "object",
    },
    "game_end_triggered": {"type": "object"},
    "game_over": {
        "properties": {
            "reason": {"type": "string"},
            "scores": {"items": {"type": "integer"}, "type": "array"},
            "winners": {"items": {"type": "integer"}, "type": "array"},
        },
        "required": ["reason", "scores", "winners"],
        "type": "object",
    },
    "game_set_up": {
        "properties": {
            "demand": {"additionalProperties": {"type": "integer"}, "type": "object"},
            "difficulty": {"type": "string"},
            "first_game": {"type": "boolean"},
            "kinds": {"items": {"type": "string"}, "type": "array"},
            "map": {"type": "string"},
            "map_variant": {"type": "boolean"},
            "mode": {"type": "string"},
            "rules_version": {"type": "string"},
        },
        "required": [
            "demand",
            "difficulty",
            "first_game",
            "kinds",
            "map",
            "map_variant",
            "mode",
            "rules_version",
        ],
        "type": "object",
    },
    "golden_spike_completed": {
        "properties": {
            "east": {"type": "string"},
            "track": {
                "properties": {"leather": {"type": "integer"}, "wood": {"type": "integer"}},
                "required": ["leather", "wood"],
                "type": "object",
            },
            "west": {"type": "string"},
        },
        "required": ["east", "track", "west"],
        "type": "object",
    },
    "golden_spike_east": {
        "properties": {
            "east": {"type": "string"},
            "west_coast": {"items": {"type": "string"}, "type": "array"},
        },
        "required": ["east", "west_coast"],
        "type": "object",
    },
    "golden_spike_removed": {"type": "object"},
    "influence_gained": {
        "properties": {
            "gains": per_company({"type": "integer"}),
            "seat": {"type": "integer"},
        },
        "required": ["gains", "seat"],
        "type": "object",
    },
    "passed": {"properties": {"seat": {"type": "integer"}}, "required": ["seat"], "type": "object"},
    "port_opened": {
        "properties": {"company": {"type": "string"}, "port": {"type": "string"}},
        "required": ["company", "port"],
        "type": "object",
    },
    "share_granted": {
        "properties": {
            "company": {"type": "string"},
            "count": {"type": "integer"},
            "seat": {"type": "integer"},
            "source": {"type": "string"},
        },
        "required": ["company", "count", "seat", "source"],
        "type": "object",
    },
    "share_taken": {
        "properties": {
            "company": {"type": "string"},
            "influence": {"type": "integer"},
            "paid": {"type": "integer"},
            "seat": {"type": "integer"},
            "trains": {"type": "integer"},
        },
        "required": ["company", "influence", "paid", "seat", "trains"],
        "type": "object",
    },
    "sold_out": {"properties": {"company": {"type": "string"}}, "required": ["company"], "type": "object"},
    "track_built": {
        "properties": {
            "city": {"type": "string"},
            "company": {"type": "string"},
            "path": {"items": {"type": "string"}, "type": "array"},
            "seat": {"type": "integer"},
            "track": {"type": "integer"},
        },
        "required": ["city", "company", "path", "seat", "track"],
        "type": "object",
    },
    "turn_ended": {"properties": {"seat": {"type": "integer"}}, "required": ["seat"], "type": "object"},
}

EXAMPLES = {
    "build": {"city": "Atlanta", "company": "wood", "path": ["11,4", "10,5"]},
    "draft": {"company": "wood"},
    "take_share": {"company": "steel"},
}

# What the options schema cannot say by itself (merged into it); nothing here.
OPTIONS: dict = {}
