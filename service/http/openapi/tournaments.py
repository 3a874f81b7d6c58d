"""The tournaments' paths (service/http/api/tournaments.py): create, join, start, withdraw, cancel, read,
list and export."""
from __future__ import annotations

import json

from domain.core.search import LEVELS
from domain.tournaments.model import FORMATS, MAX_PLAYERS, MAX_ROUNDS
from service.app.tournaments import STATUSES
from service.http.openapi.shapes import AUTH, CREATING, INT, STR, obj, ok, param, problems, ref

ID = {"type": "string", "pattern": "^[0-9a-f]{1,64}$"}
NUMBER = {"type": "number"}
TIME = {"type": "string", "format": "date-time"}
STATUS = {"type": "string", "enum": list(STATUSES)}
CLOCK = obj({"base_s": {"type": "integer", "minimum": 5}, "increment_s": {"type": "integer", "minimum": 0},
             "on_timeout": {"type": "string", "enum": ["automa"]}}, ["base_s"],
            "Every table's clock; a seat whose time runs out goes to a bot (`on_timeout: automa`, always), so no "
            "round stalls, and the takeover is flagged in the table's result.")
ENTRANT = obj({"account": {"type": "string", "pattern": "^[0-9a-f]{16}$"}, "kind": {"type": "string", "enum": ["bot"]},
               "level": {"type": "string", "enum": list(LEVELS)}},
              description="An account invited (`{\"account\": id}`: it plays only once it joins, "
                          "`POST /v1/tournaments/{id}/join` with its own key) or a server bot (`{\"kind\": \"bot\", "
                          "\"level\"}`), played on the workers.")
PLAYER = obj({"id": STR, "name": STR, "kind": STR, "account": STR, "level": STR, "withdrawn": {"type": "boolean"},
              "joined": {"type": "boolean",
                         "description": "An account that joined by its own key (every account player)."}},
             ["id", "name", "kind", "withdrawn"], "A player: `id` is its account's id, or `bot-<n>` for a server bot.")
SEAT_RESULT = obj({"player": STR, "score": NUMBER, "place": INT, "flags": {"type": "array", "items": STR}},
                  ["player", "score", "place", "flags"], "`flags`: `bot` where a bot played the seat at the end "
                  "(a takeover: a clock that ran out, a seat handed over or resigned); `absent` where its clock gave it to a "
                  "bot before its player ever acted there (not a game played: not in `games`, and paired no more).")
TABLE = obj({"table": INT, "game": STR, "players": {"type": "array", "items": STR},
             "result": {"oneOf": [{"type": "null"}, {"type": "array", "items": SEAT_RESULT}]}},
            ["table", "game", "players", "result"], "A table: its game (an ordinary game) and its players in seat order.")
ROUND = obj({"number": INT, "finished": {"type": "boolean"}, "byes": {"type": "array", "items": STR},
             "repeats": {"type": "integer", "minimum": 0},
             "seed_commitment": STR, "seed": {"type": ["string", "null"]},
             "tables": {"type": "array", "items": TABLE}},
            ["number", "finished", "byes", "repeats", "tables"],
            "A round. With duplicate deals: `seed_commitment` (published when the round starts) and `seed` "
            "(null until the round's last table has ended); until then a finished table keeps its seed and full "
            "export hidden, as a running game does.")
ROW = obj({"rank": INT, "player": STR, "points": NUMBER, "buchholz": NUMBER, "sonneborn_berger": NUMBER,
           "duplicate": NUMBER, "games": INT, "byes": INT, "bot_games": INT, "withdrawn": {"type": "boolean"},
           "absent": INT},
          ["rank", "player", "points", "buchholz", "sonneborn_berger", "duplicate", "games", "byes", "bot_games",
           "withdrawn"])
BRIEF = {"id": STR, "name": STR, "rules": STR, "options": {"type": "object"}, "format": {"type": "string", "enum": list(FORMATS)},
         "round_count": INT, "table_size": INT, "duplicate": {"type": "boolean"},
         "clock": {"oneOf": [{"type": "null"}, CLOCK]}, "rated": {"type": "boolean"}, "organiser": STR,
         "status": STATUS, "created_at": TIME, "round": INT,
         "players": {"type": "array", "items": ref("TournamentPlayer")},
         "invited": {"type": "array", "items": STR}, "invite_only": {"type": "boolean"}, "capacity": INT}
TOURNAMENT = obj({**BRIEF, "rounds": {"type": "array", "items": ROUND},
                  "standings": {"type": "array", "items": ref("StandingRow")}},
                 [*BRIEF, "rounds", "standings"])
NEW = obj({"name": {"type": "string", "minLength": 1, "maxLength": 100}, "rules": STR,
           "options": {"type": "object", "description": "The games' options (as a game's creation takes them)."},
           "format": {"type": "string", "enum": list(FORMATS), "default": "swiss"},
           "rounds": {"type": "integer", "minimum": 1, "maximum": MAX_ROUNDS},
           "table_size": {"type": "integer", "minimum": 2, "maximum": 5},
           "duplicate": {"type": "boolean", "default": False,
                         "description": "Every table of a round plays the same deal (one secret seed a round)."},
           "clock": {"oneOf": [{"type": "null"}, CLOCK]},
           "players": {"type": "array", "maxItems": MAX_PLAYERS, "items": ENTRANT, "default": [], "description": (
               "Server bots, and accounts invited: an account enters only by joining, with its own key.")},
           "rated": {"type": "boolean", "default": False},
           "invite_only": {"type": "boolean", "default": False,
                           "description": "Only the accounts invited (`players`' accounts) may join."},
           "capacity": {"type": "integer", "minimum": 2, "maximum": MAX_PLAYERS, "description": (
               "The most players the field holds (default: the players named); creating is charged for it.")}},
          ["name", "rules", "rounds", "table_size"], additionalProperties=False)
TOURNAMENT_ID = param("tournament_id", "path", {"type": "string"}, "The tournament's id.")
UNPAIRABLE = "The next round cannot be paired (`tournament.unpairable`) or a table's game created"
NO_BODY = {"required": False, "content": {"application/json": {"schema": obj({}, description="Nothing (or {}).")}}}


def tournament_components() -> dict:
    """A tournament, as every route answers it (one component: one model in each generated client);
    copied whole, as pieces shared within it would be YAML anchors in openapi.yaml."""
    return json.loads(json.dumps({"Tournament": TOURNAMENT, "TournamentBrief": obj(BRIEF, list(BRIEF)),
                                  "StandingRow": ROW, "TournamentPlayer": PLAYER}))


def tournament_paths() -> dict:
    """(Copied whole: pieces shared within it would be YAML anchors in openapi.yaml.)"""
    tags = ["Tournaments"]

    def action(summary: str, operation: str, texts: dict) -> dict:
        return {"post": {"tags": tags, "summary": summary, "operationId": operation, "security": AUTH,
                         "parameters": [TOURNAMENT_ID], "requestBody": NO_BODY,
                         "responses": {"200": ok(ref("Tournament")), **problems(400, 401, 403, 404, 409, 415, 422, 429, 503,
                                                                         texts={422: UNPAIRABLE, **texts})}}}
    return json.loads(json.dumps({
        "/v1/tournaments": {
            "post": {"tags": tags, "summary": "Create a tournament (the caller's account organises it); it is "
                                              "charged every table of its rounds, up front, from the creation budget",
                     "operationId": "createTournament", "security": AUTH,
                     "requestBody": {"required": True, "content": {"application/json": {"schema": NEW, "example": {
                         "name": "Sunday open", "rules": "ticket-to-ride", "format": "swiss", "rounds": 3,
                         "table_size": 4, "duplicate": True, "clock": {"base_s": 600, "increment_s": 10},
                         "players": [{"kind": "bot", "level": "easy"}] * 8}}}},
                     "responses": {"201": ok(ref("Tournament"), "Created"), **problems(400, 401, 404, 415, 422, 429, 503, texts={
                         **CREATING, 404: "A player's account does not exist (`account_not_found`)",
                         422: "Unknown rules (`unknown_rules`)"})}},
            "get": {"tags": tags, "summary": "The tournaments, newest first", "operationId": "listTournaments",
                    "parameters": [param("status", "query", STATUS), param("limit", "query", {
                        "type": "integer", "minimum": 1, "maximum": 100, "default": 20}), param("cursor", "query", ID)],
                    "responses": {"200": ok(obj({"tournaments": {"type": "array", "items": ref("TournamentBrief")},
                                                 "next_cursor": {"type": ["string", "null"]}},
                                                ["tournaments", "next_cursor"])), **problems(400, 429, 503)}}},
        "/v1/tournaments/{tournament_id}": {"get": {
            "tags": tags, "summary": "A tournament: its players, rounds, tables (games and seats) and live standings",
            "operationId": "getTournament", "parameters": [TOURNAMENT_ID],
            "responses": {"200": ok(ref("Tournament")), **problems(404, 429, 503)}}},
        "/v1/tournaments/{tournament_id}/start": action(
            "Start (the organiser): round 1 is paired and its games created; later rounds follow by themselves",
            "startTournament", {403: "Not the organiser", 409: "Not open (`tournament_not_open`)", **CREATING,
                                422: f"{UNPAIRABLE}, or fewer players joined than a table seats (`tournament.too_few`)"}),
        "/v1/tournaments/{tournament_id}/join": action(
            "Join (an account, by its own key, while open): the only way an account enters a tournament",
            "joinTournament", {403: "Invited accounts only (`not_invited`)",
                               409: "Not open (`tournament_not_open`), or full (`tournament_full`)"}),
        "/v1/tournaments/{tournament_id}/withdraw": action(
            "Withdraw (a player's account): paired no more; its results stay", "withdrawFromTournament",
            {403: "Not a player (`not_a_player`)", 409: "Over (`tournament_over`)"}),
        "/v1/tournaments/{tournament_id}/cancel": action(
            "Cancel (the organiser): no more rounds; hidden seeds are published as their games end",
            "cancelTournament", {403: "Not the organiser", 409: "Over (`tournament_over`)"}),
        "/v1/tournaments/{tournament_id}/export": {"get": {
            "tags": tags, "summary": "The whole tournament in one file: every table's game export (a table whose "
                                     "deal is still hidden as a spectator's redacted export), revealed seeds and "
                                     "the standings; `trackside score <file>` recomputes the standings from it",
            "operationId": "exportTournament", "parameters": [TOURNAMENT_ID],
            "responses": {"200": ok(obj({"format": {"type": "string", "enum": ["trackside-tournament/1"]},
                                         "tournament": ref("Tournament"), "games": {"type": "array", "items": {"type": "object"}},
                                         "standings": {"type": "array", "items": ref("StandingRow")}},
                                        ["format", "tournament", "games", "standings"])),
                          **problems(404, 429, 503)}}},
    }))
