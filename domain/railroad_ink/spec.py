"""What Railroad Ink sends, as JSON Schema for the API document (service/openapi.py): the view every
seat and the spectator get, the `data` of each event type, and one real example of each command
(taken from seeded random games), and what the options schema cannot say by itself.
tests/service/test_openapi.py checks whole games against them."""

VIEW = {
    "properties": {
        "board": {
            "properties": {
                "craters": {
                    "items": {
                        "properties": {"col": {"type": "integer"}, "row": {"type": "integer"}},
                        "type": "object",
                    },
                    "type": "array",
                },
                "expansions": {"items": {"type": "string"}, "type": "array"},
                "lava": {
                    "items": {
                        "properties": {
                            "col": {"type": "integer"},
                            "edges": {"type": "string"},
                            "row": {"type": "integer"},
                        },
                        "type": "object",
                    },
                    "type": "array",
                },
                "squares": {
                    "items": {
                        "properties": {
                            "col": {"type": "integer"},
                            "edges": {"type": "string"},
                            "overpass": {"type": "boolean"},
                            "row": {"type": "integer"},
                        },
                        "type": "object",
                    },
                    "type": "array",
                },
            },
            "required": ["squares"],
            "type": "object",
        },
        "boards": {
            "items": {
                "properties": {
                    "craters": {
                        "items": {
                            "properties": {"col": {"type": "integer"}, "row": {"type": "integer"}},
                            "type": "object",
                        },
                        "type": "array",
                    },
                    "expansions": {"items": {"type": "string"}, "type": "array"},
                    "lava": {
                        "items": {
                            "properties": {
                                "col": {"type": "integer"},
                                "edges": {"type": "string"},
                                "row": {"type": "integer"},
                            },
                            "type": "object",
                        },
                        "type": "array",
                    },
                    "squares": {
                        "items": {
                            "properties": {
                                "col": {"type": "integer"},
                                "edges": {"type": "string"},
                                "overpass": {"type": "boolean"},
                                "row": {"type": "integer"},
                            },
                            "type": "object",
                        },
                        "type": "array",
                    },
                },
                "type": "object",
            },
            "type": "array",
        },
        "dice": {
            "items": {
                "properties": {
                    "die": {"type": "integer"},
                    "edges": {"type": "string"},
                    "overpass": {"type": "boolean"},
                    "route": {"type": "string"},
                },
                "type": "object",
            },
            "type": "array",
        },
        "expansions": {"items": {"type": "string"}, "type": "array"},
        "finished": {"type": "boolean"},
        "lava_dice": {
            "items": {
                "properties": {
                    "die": {"type": "integer"},
                    "edges": {"type": "string"},
                    "lava": {"type": "string"},
                },
                "type": "object",
            },
            "type": "array",
        },
        "lava_needed": {"type": "boolean"},
        "meteor": {
            "properties": {"direction": {"type": "string"}, "distance": {"type": "integer"}},
            "required": ["direction", "distance"],
            "type": ["null", "object"],
        },
        "remaining_dice": {"items": {"type": "integer"}, "type": "array"},
        "remaining_lava_dice": {"items": {"type": "integer"}, "type": "array"},
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
            "type": ["array", "null"],
        },
        "round": {"type": "integer"},
        "rounds": {"type": "integer"},
        "seats": {
            "items": {
                "properties": {
                    "dice_used": {"items": {"type": "integer"}, "type": "array"},
                    "drawn_this_round": {
                        "items": {
                            "properties": {"col": {"type": "integer"}, "row": {"type": "integer"}},
                            "type": "object",
                        },
                        "type": "array",
                    },
                    "ended_round": {"type": "boolean"},
                    "lava_used": {"items": {"type": "integer"}, "type": "array"},
                    "meteor_at": {
                        "properties": {"col": {"type": "integer"}, "row": {"type": "integer"}},
                        "type": "object",
                    },
                    "meteor_pending": {"type": "boolean"},
                    "seat": {"type": "integer"},
                    "specials_this_round": {"items": {"type": "string"}, "type": "array"},
                    "specials_used": {"items": {"type": "string"}, "type": "array"},
                    "volcano_drawn": {"type": "boolean"},
                },
                "type": "object",
            },
            "type": "array",
        },
        "specials": {
            "properties": {
                "highway_cross": {"type": "string"},
                "railway_cross": {"type": "string"},
                "station_1h_3r": {"type": "string"},
                "station_3h_1r": {"type": "string"},
                "station_adjacent": {"type": "string"},
                "station_opposite": {"type": "string"},
            },
            "required": [
                "highway_cross",
                "railway_cross",
                "station_1h_3r",
                "station_3h_1r",
                "station_adjacent",
                "station_opposite",
            ],
            "type": "object",
        },
        "specials_left": {"items": {"type": "string"}, "type": "array"},
        "volcano_squares": {
            "items": {
                "properties": {"col": {"type": "integer"}, "row": {"type": "integer"}},
                "type": "object",
            },
            "type": "array",
        },
        "viewer": {"type": ["integer", "null"]},
        "winners": {"items": {"type": "integer"}, "type": "array"},
    },
    "required": [
        "boards",
        "dice",
        "expansions",
        "finished",
        "results",
        "round",
        "rounds",
        "seats",
        "specials",
        "viewer",
        "winners",
    ],
    "type": "object",
}

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
