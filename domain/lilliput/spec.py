"""What 18 Lilliput sends, as JSON Schema for the API document (service/http/openapi.py): the view every
seat and the spectator get, the `data` of each event type, and one real example of each command
(taken from seeded random games), and what the options schema cannot say by itself.
tests/service/test_openapi.py checks whole games against them."""

VIEW = {
    "properties": {
        "action": {
            "properties": {
                "action": {"type": "integer"},
                "card": {"type": "string"},
                "character_laid": {"type": "boolean"},
                # Rules version 6: the trains whose offer was declined this action (not to be asked for again).
                "declined": {"items": {"type": "string"}, "type": "array"},
                # Rules version 7: the highest price declined for each train this action (only more may be offered).
                "declined_prices": {"additionalProperties": {"type": "integer"}, "type": "object"},
                "founded": {"type": "null"},
                "kind": {"type": "string"},
                "lays": {"items": {"items": {"type": "string"}, "type": "array"}, "type": "array"},
                "open": {"type": "boolean"},
                "sold": {"items": {"type": "string"}, "type": "array"},
                "trains": {"type": "integer"},
            },
            "required": [
                "action",
                "card",
                "character_laid",
                "founded",
                "kind",
                "lays",
                "open",
                "sold",
                "trains",
            ],
            "type": ["null", "object"],
        },
        "automa": {"type": "null"},
        "bank_train": {"type": "string"},
        "board": {
            "items": {
                "properties": {
                    "colour": {"type": "string"},
                    "home": {"type": ["null", "string"]},
                    "kind": {"type": "string"},
                    "rotation": {"type": "integer"},
                    "slots": {"type": "integer"},
                    "square": {"type": "string"},
                    "tile": {"type": "string"},
                    "tokens": {"items": {"type": "string"}, "type": "array"},
                    "track": {
                        "items": {"items": {"type": ["integer", "string"]}, "type": "array"},
                        "type": "array",
                    },
                    "value": {"type": "integer"},
                },
                "type": "object",
            },
            "type": "array",
        },
        "cards": {
            "items": {
                "properties": {
                    "actions": {
                        "items": {
                            "properties": {
                                "amount": {"type": "integer"},
                                "count": {"type": "integer"},
                                "kind": {"type": "string"},
                                "tiles": {"items": {}, "type": "array"},
                            },
                            "type": "object",
                        },
                        "type": "array",
                    },
                    "id": {"type": "string"},
                    "used": {"type": "boolean"},
                },
                "type": "object",
            },
            "type": "array",
        },
        "characters_free": {"items": {"type": "string"}, "type": "array"},
        "companies": {
            "items": {
                "properties": {
                    "bank_shares": {"type": "integer"},
                    "id": {"type": "string"},
                    "last_income": {"type": ["integer", "null"]},
                    "market_field": {"items": {"type": ["integer", "string"]}, "type": "array"},
                    "name": {"type": "string"},
                    "president": {"type": "integer"},
                    "share_price": {"type": "integer"},
                    "tokens": {"items": {"type": "string"}, "type": "array"},
                    "tokens_left": {"type": "integer"},
                    "trains": {
                        "items": {
                            "properties": {"id": {"type": "string"}, "obsolete": {"type": "boolean"}},
                            "type": "object",
                        },
                        "type": "array",
                    },
                    "treasury": {"type": "integer"},
                },
                "type": "object",
            },
            "type": "array",
        },
        "deck_size": {"type": "integer"},
        "depot": {"items": {"type": "string"}, "type": "array"},
        "first_player": {"type": "integer"},
        "offer": {
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
            "type": ["null", "object"],
        },
        "operating": {
            "properties": {
                "company": {"type": "string"},
                "income": {"type": "integer"},
                "index": {"type": "integer"},
                "order": {"items": {"type": "string"}, "type": "array"},
                "payout": {
                    "properties": {
                        "company": {"type": "integer"},
                        "income": {"type": "integer"},
                        "shareholders": {"type": "integer"},
                    },
                    "type": "object",
                },
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
                "step": {"type": "string"},
                "track_graph": {
                    "properties": {
                        "bonuses": {"items": {}, "type": "array"},
                        "centers": {
                            "items": {
                                "properties": {
                                    "hex": {"type": "string"},
                                    "id": {"type": "string"},
                                    "kind": {"type": "string"},
                                    "slots": {"type": "integer"},
                                    "terminal": {"type": "boolean"},
                                    "tokens": {"items": {}, "type": "array"},
                                    "value": {"type": "integer"},
                                },
                                "type": "object",
                            },
                            "type": "array",
                        },
                        "company": {"type": "string"},
                        "format": {"type": "string"},
                        "game": {"type": "string"},
                        "links": {
                            "items": {
                                "properties": {
                                    "id": {"type": "string"},
                                    "tiles": {"items": {}, "type": "array"},
                                },
                                "type": "object",
                            },
                            "type": "array",
                        },
                        "rules": {
                            "properties": {
                                "one_center_per_hex": {"type": "boolean"},
                                "routes_may_share_centers": {"type": "boolean"},
                            },
                            "type": "object",
                        },
                        "segments": {
                            "items": {
                                "properties": {
                                    "ends": {"items": {}, "type": "array"},
                                    "id": {"type": "string"},
                                    "tile": {"type": "string"},
                                },
                                "type": "object",
                            },
                            "type": "array",
                        },
                        "tiles": {"items": {}, "type": "array"},
                        "trains": {
                            "items": {
                                "properties": {
                                    "express": {"type": "boolean"},
                                    "multiplier": {"type": "integer"},
                                    "name": {"type": "string"},
                                    "obsolete": {"type": "boolean"},
                                    "skip": {"type": "string"},
                                    "stops": {"type": "integer"},
                                    "towns_count": {"type": "boolean"},
                                },
                                "type": "object",
                            },
                            "type": "array",
                        },
                    },
                    "type": "object",
                },
            },
            "required": ["company", "income", "index", "order", "routes", "step", "track_graph"],
            "type": ["null", "object"],
        },
        "phase": {"type": "integer"},
        "players": {
            "items": {
                "properties": {
                    "cash": {"type": "integer"},
                    "character_tiles": {"items": {"type": "string"}, "type": "array"},
                    "characters": {"items": {"type": "string"}, "type": "array"},
                    "dimens_land": {"type": "integer"},
                    "seat": {"type": "integer"},
                    "shares": {"additionalProperties": {"type": "integer"}, "type": "object"},
                },
                "type": "object",
            },
            "type": "array",
        },
        "returns_due": {
            "items": {
                "properties": {"company": {"type": "string"}, "trains_over": {"type": "integer"}},
                "type": "object",
            },
            "type": "array",
        },
        "round": {"type": "integer"},
        "rounds": {"type": "integer"},
        "rusted": {"items": {"type": "string"}, "type": "array"},
        "stage": {"type": "string"},
        "supply": {
            "properties": {
                "city-brown": {"type": "integer"},
                "city-curve": {"type": "integer"},
                "city-green-t": {"type": "integer"},
                "city-green-x": {"type": "integer"},
                "city-straight": {"type": "integer"},
                "crossing": {"type": "integer"},
                "curve": {"type": "integer"},
                "double-curve": {"type": "integer"},
                "laputa-gvr": {"type": "integer"},
                "laputa-lnr": {"type": "integer"},
                "laputa-mr": {"type": "integer"},
                "laputa-sr": {"type": "integer"},
                "plain-brown": {"type": "integer"},
                "straight": {"type": "integer"},
                "switch": {"type": "integer"},
                "y-brown": {"type": "integer"},
                "y-curve": {"type": "integer"},
                "y-green": {"type": "integer"},
                "y-straight": {"type": "integer"},
            },
            "required": [
                "city-curve",
                "city-green-t",
                "city-green-x",
                "city-straight",
                "crossing",
                "curve",
                "double-curve",
                "plain-brown",
                "straight",
                "switch",
                "y-brown",
                "y-curve",
                "y-green",
                "y-straight",
            ],
            "type": "object",
        },
        "to_move": {"type": ["integer", "null"]},
        "train_limit": {"type": ["integer", "null"]},
        "variant": {"type": ["null", "string"]},
        "viewer": {"type": ["integer", "null"]},
    },
    "required": [
        "action",
        "automa",
        "bank_train",
        "board",
        "cards",
        "characters_free",
        "companies",
        "deck_size",
        "depot",
        "first_player",
        "offer",
        "operating",
        "phase",
        "players",
        "returns_due",
        "round",
        "rounds",
        "rusted",
        "stage",
        "supply",
        "to_move",
        "train_limit",
        "variant",
        "viewer",
    ],
    "type": "object",
}

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
