"""The ratings' paths (service/http/api/ratings.py, and an account's public page in api/accounts.py)."""
from __future__ import annotations

from domain.core.registry import all_rules
from service.http.openapi.accounts import ACCOUNT
from service.http.openapi.shapes import INT, STR, obj, ok, param, problems


def rated() -> dict:
    """The creation option `rated` (a new dict each time: a shared one would be a YAML anchor)."""
    return {"type": "boolean", "default": False,
            "description": "The result moves its players' ratings in this title (GET /v1/ratings/{rules}) once it "
                           "ends: every seat must be an account's (or open to one), a server bot's or the rulebook "
                           "automa's, else 422 `rated.plain_seat`. A game in which a machine took a seat over from "
                           "its player (handed over, resigned, out of time) ends unrated all the same."}


def rating_fields() -> dict:
    return {
        "ordinal": {"type": "number", "description": "The conservative rating the leaderboard orders by: mu - 3 sigma "
                                                      "(0 for a newcomer)."},
        "mu": {"type": "number", "description": "The estimated skill (openskill Plackett-Luce; a newcomer's is 25)."},
        "sigma": {"type": "number", "description": "Its uncertainty (a newcomer's is 25/3); it shrinks with each game."},
        "games": {"type": "integer", "description": "Rated games played in the title."},
        "place": {"type": "integer", "minimum": 1, "description": "Its place on the title's leaderboard."},
    }


def rating_paths() -> dict:
    fields = rating_fields()
    entry = obj({**fields,
                 "rated_as": {"type": "string", "description": "Who is rated: an account's id, `bot:<level>` (the "
                                                               "server's bots at a level) or `automa[:<level>]`."},
                 "account": STR, "name": {"type": ["string", "null"], "description": "The account's name."},
                 "bot": STR, "automa": {"type": ["string", "null"]}},
                [*fields, "rated_as"])
    return {
        "/v1/ratings/{rules}": {"get": {
            "tags": ["Ratings"], "summary": "A title's leaderboard, best first", "operationId": "leaderboard",
            "description": "Every account, server bot level and rulebook automa level that has played a rated "
                           "game of the title, by its conservative rating (`ordinal`, mu - 3 sigma).",
            "parameters": [param("rules", "path", {"type": "string", "enum": sorted(all_rules())}, "The title."),
                           param("limit", "query", {"type": "integer", "minimum": 1, "maximum": 100},
                                 "Page size (default 20)."),
                           param("cursor", "query", {"type": "string", "pattern": "^[0-9]{1,9}$"},
                                 "`next_cursor` of the page before.")],
            "responses": {"200": ok(obj({"rules": STR, "total": INT, "next_cursor": {"type": ["string", "null"]},
                                         "ratings": {"type": "array", "items": entry}},
                                        ["rules", "total", "next_cursor", "ratings"])),
                          **problems(400, 404, 429, 503)}}},
        "/v1/accounts/{account_id}": {"get": {
            "tags": ["Accounts"], "summary": "An account as anyone may see it, with its ratings",
            "operationId": "getAccount",
            "parameters": [param("account_id", "path", {"type": "string"}, "The account's id.")],
            "responses": {"200": ok(obj({"account": ACCOUNT, "created_at": STR,
                                         "ratings": {"type": "object", "additionalProperties": obj(rating_fields(), list(fields)),
                                                     "description": "Per title it has played rated games of."}},
                                        ["account", "created_at", "ratings"])),
                          **problems(404, 429, 503)}}},
    }
