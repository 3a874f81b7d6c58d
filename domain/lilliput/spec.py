"""What 18 Lilliput sends, as JSON Schema for the API document (service/http/openapi.py): the view every
seat and the spectator get, the `data` of each event type, and one real example of each command
(taken from seeded random games), and what the options schema cannot say by itself.
tests/service/test_openapi.py checks whole games against them."""

from __future__ import annotations

from domain.core.spec import schema_of
from domain.lilliput.view import View

VIEW = schema_of(View)  # from the view's TypedDicts (view.py)

EVENTS = {
    "card_taken": {
        "properties": {
            "action": {"type": "integer"},
            "card": {"type": "string"},
            "copied": {"type": "boolean"},
            "seat": {"type": "integer"},
        },
        "required": ["action", "card", "copied", "seat"],
        "type": "object",
    },
    "character_picked": {
        "properties": {"character": {"type": "string"}, "seat": {"type": "integer"}},
        "required": ["character", "seat"],
        "type": "object",
    },
    "companies_funded": {
        "properties": {
            "seat": {"type": "integer"},
            "split": {"additionalProperties": {"type": "integer"}, "type": "object"},
        },
        "required": ["seat", "split"],
        "type": "object",
    },
    "company_founded": {
        "properties": {
            "company": {"type": "string"},
            "field": {"items": {"type": ["integer", "string"]}, "type": ["array", "null"]},
            "seat": {"type": "integer"},
            "square": {"type": "string"},
        },
        "required": ["company", "field", "seat", "square"],
        "type": "object",
    },
    "company_picked": {
        "properties": {
            "company": {"type": "string"},
            "rotation": {"type": "integer"},
            "seat": {"type": "integer"},
            "square": {"type": "string"},
            "tile": {"type": "string"},
        },
        "required": ["company", "rotation", "seat", "square", "tile"],
        "type": "object",
    },
    "depot_skipped": {
        "properties": {"company": {"type": "string"}},
        "required": ["company"],
        "type": "object",
    },
    "dividend_paid": {
        "properties": {
            "company": {"type": "string"},
            "income": {"type": "integer"},
            "payouts": {"additionalProperties": {"type": "integer"}, "type": "object"},
            "retained": {"type": "integer"},
        },
        "required": ["company", "income", "payouts", "retained"],
        "type": "object",
    },
    "flimnap_exchanged": {
        "properties": {"amount": {"type": "integer"}, "seat": {"type": "integer"}},
        "required": ["amount", "seat"],
        "type": "object",
    },
    "game_set_up": {
        "properties": {
            "options": {
                "properties": {
                    "advanced": {"type": "boolean"},
                    "landscape": {"items": {}, "type": "array"},
                    "two_characters": {"type": "boolean"},
                    "variant": {"type": ["null", "string"]},
                },
                "required": ["advanced", "landscape", "two_characters", "variant"],
                "type": "object",
            },
            "players": {"type": "integer"},
            "rules_version": {"type": "string"},
        },
        "required": ["options", "players", "rules_version"],
        "type": "object",
    },
    "income_withheld": {
        "properties": {"company": {"type": "string"}, "income": {"type": "integer"}},
        "required": ["company", "income"],
        "type": "object",
    },
    "offer_declined": {"properties": {"seat": {"type": "integer"}}, "required": ["seat"], "type": "object"},
    "round_bonus": {
        "properties": {
            "private": {"type": "integer"},
            "seat": {"type": "integer"},
            "split": {"additionalProperties": {"type": "integer"}, "type": "object"},
        },
        "required": ["private", "seat", "split"],
        "type": "object",
    },
    "routes_run": {
        "properties": {
            "company": {"type": "string"},
            "income": {"type": "integer"},
            "mines": {"items": {}, "type": "array"},
            "routes": {
                "items": {
                    "properties": {
                        "revenue": {"type": "integer"},
                        "stop_revenues": {"items": {"type": "integer"}, "type": "array"},
                        "stops": {"items": {"type": "string"}, "type": "array"},
                        "train": {"type": "string"},
                        "walk": {"items": {"type": "string"}, "type": "array"},
                    },
                    "type": "object",
                },
                "type": "array",
            },
        },
        "required": ["company", "income", "mines", "routes"],
        "type": "object",
    },
    "share_bought": {
        "properties": {
            "company": {"type": "string"},
            "price": {"type": "integer"},
            "seat": {"type": "integer"},
        },
        "required": ["company", "price", "seat"],
        "type": "object",
    },
    "shares_sold": {
        "properties": {
            "company": {"type": "string"},
            "count": {"type": "integer"},
            "proceeds": {"type": "integer"},
            "seat": {"type": "integer"},
        },
        "required": ["company", "count", "proceeds", "seat"],
        "type": "object",
    },
    "tile_laid": {
        "properties": {
            "company": {"type": "string"},
            "cost": {"type": "integer"},
            "rotation": {"type": "integer"},
            "seat": {"type": "integer"},
            "slot": {"type": ["integer", "null"]},
            "square": {"type": "string"},
            "tile": {"type": "string"},
        },
        "required": ["company", "cost", "rotation", "seat", "slot", "square", "tile"],
        "type": "object",
    },
    "token_placed": {
        "properties": {
            "company": {"type": "string"},
            "cost": {"type": "integer"},
            "square": {"type": "string"},
        },
        "required": ["company", "cost", "square"],
        "type": "object",
    },
    "train_bought": {
        "properties": {
            "company": {"type": "string"},
            "context": {"type": "string"},
            "director_paid": {"type": "integer"},
            "price": {"type": "integer"},
            "seller": {"type": ["null", "string"]},
            "source": {"type": "string"},
            "train": {"type": "string"},
        },
        "required": ["company", "context", "director_paid", "price", "seller", "source", "train"],
        "type": "object",
    },
    "train_offered": {
        "properties": {
            "company": {"type": "string"},
            "context": {"type": "string"},
            "director_paid": {"type": "integer"},
            "price": {"type": "integer"},
            "seller": {"type": "string"},
            "source": {"type": "string"},
            "train": {"type": "string"},
        },
        "required": ["company", "context", "director_paid", "price", "seller", "source", "train"],
        "type": "object",
    },
    "train_returned": {
        "properties": {"company": {"type": "string"}, "train": {"type": "string"}},
        "required": ["company", "train"],
        "type": "object",
    },
    "turn_ended": {"properties": {"seat": {"type": "integer"}}, "required": ["seat"], "type": "object"},
}

EXAMPLES = {
    "accept_offer": {},
    "best_routes": {"company": "MR"},
    "buy_share": {"company": "GVR"},
    "buy_train": {"company": "GVR", "price": None, "seller": None, "source": "bank", "train": None},
    "copy_card": {"action": 0, "card": "card-3"},
    "decline_offer": {},
    "end_turn": {},
    "exchange_flimnap": {},
    "found_company": {"company": "BLR", "price": 50, "square": "-1,0"},
    "fund_companies": {"split": [{"amount": 50, "company": "MR"}]},
    "lay_character_tile": {"company": "GVR", "rotation": 0, "square": "-1,-2", "tile": "fort"},
    "lay_tile": {"company": "GVR", "rotation": 0, "square": "-1,-1", "tile": "curve"},
    "pay_out": {"company": "MR"},
    "pick_character": {"character": "balmuff"},
    "pick_company": {"company": "SR", "rotation": 0, "side": "N", "tile": "y-straight"},
    "place_token": {"company": "GVR", "square": "-1,-2"},
    "return_train": {"company": "MR", "train": "2#1"},
    "round_bonus": {"split": [], "to": "private"},
    "sell_shares": {"company": "LNR", "count": 1},
    "skip_depot": {"company": "MR"},
    "take_card": {"action": 0, "card": "card-2"},
    "withhold": {"company": "MR"},
}

# What the options schema cannot say by itself (merged into it); nothing here.
OPTIONS: dict = {}
