"""The OpenAPI document, built from the routes' contract and the games' marshmallow schemas.

`trackside openapi > openapi.yaml` writes the committed file; a test keeps the two equal, so every
command of every registered game is always documented."""
from __future__ import annotations

from functools import cache

import yaml

from domain.core.registry import all_rules
from service import schemas
from service.jsonschema import schema_of
from service.schemas import MAX_VERSION

JSON = "application/json"
PROBLEM = "application/problem+json"


def ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def ok(schema: dict, description: str = "OK") -> dict:
    return {"description": description, "content": {JSON: {"schema": schema}}}


def problems(*statuses: int) -> dict:
    texts = {400: "Malformed request", 401: "Missing or wrong token", 403: "Token of another game",
             404: "Not found", 409: "Version conflict or game over", 412: "If-Match mismatch",
             413: "Body too large", 422: "Rule violation", 429: "Rate limited", 503: "Store unavailable"}
    return {str(s): {"description": texts[s], "content": {PROBLEM: {"schema": ref("Problem")}}} for s in statuses}


def param(name: str, where: str, schema: dict, description: str = "", required: bool = False) -> dict:
    out = {"name": name, "in": where, "schema": schema, "required": required or where == "path"}
    if description:
        out["description"] = description
    return out


GAME_ID = param("game_id", "path", {"type": "string", "pattern": "^[0-9a-f]{1,64}$"})
IDEMPOTENCY_KEY = param("Idempotency-Key", "header", {"type": "string", "minLength": 1, "maxLength": 200},
                        "A retry with the same key and body gets the first answer instead of acting twice.")
AUTH = [{"seatToken": []}]
OPTIONAL_AUTH = [{}, {"seatToken": []}]
COMMON = (404, 429, 503)


def command_components() -> dict:
    """One component per command of every game: `{type: <const>, data: <schema>}`."""
    out = {}
    for name, rules in sorted(all_rules().items()):
        for kind, schema in sorted(rules.command_schemas.items()):
            out[f"{name}.{kind}"] = {
                "type": "object",
                "description": f"{rules.title}: the `{kind}` command.",
                "required": ["type"],
                "properties": {
                    "type": {"type": "string", "enum": [kind]},
                    "data": schema_of(schema),
                    "expected_version": {"type": ["integer", "null"], "minimum": 0, "maximum": MAX_VERSION},
                },
                "additionalProperties": False,
            }
    return out


def components() -> dict:
    nullable_int = {"type": ["integer", "null"]}
    event = {
        "type": "object",
        "required": ["version", "type", "seat", "turn", "round", "data", "at"],
        "properties": {"version": {"type": "integer"}, "type": {"type": "string"}, "seat": nullable_int,
                       "turn": {"type": "integer"}, "round": {"type": "integer"}, "data": {"type": "object"},
                       "at": {"type": "string"}},
    }
    seat = {"type": "object", "required": ["seat", "name", "kind"],
            "properties": {"seat": {"type": "integer"}, "name": {"type": "string"},
                           "kind": {"type": "string", "enum": ["human", "automa", "bot"]},
                           "level": {"type": "string", "enum": ["easy", "normal", "strong"]}}}
    summary = {
        "type": "object",
        "required": ["id", "rules", "rules_version", "options", "seats", "version", "turn", "round", "status",
                     "active_seats", "seed_commitment", "created_at", "updated_at"],
        "properties": {
            "id": {"type": "string"}, "rules": {"type": "string"}, "rules_version": {"type": "string"},
            "options": {"type": "object"}, "seats": {"type": "array", "items": ref("Seat")},
            "version": {"type": "integer"}, "turn": {"type": "integer"}, "round": {"type": "integer"},
            "status": {"type": "string", "enum": ["active", "finished"]},
            "active_seats": {"type": "array", "items": {"type": "integer"}},
            "scores": {"type": ["array", "null"], "items": {"type": "integer"}},
            "winner": nullable_int, "winners": {"type": "array", "items": {"type": "integer"}},
            "seed_commitment": {"type": "string"}, "seed": {"type": ["string", "null"]},
            "seed_public": {"type": "boolean", "description": "The creator chose the seed: it is published, so "
                            "every hidden card and future draw can be computed by anyone (not a fair game of "
                            "hidden information)."},
            "created_at": {"type": "string"}, "updated_at": {"type": "string"},
            "imported": {"type": "boolean", "description": "Created by importing another server's export."},
        },
    }
    job = {"type": "object", "required": ["id", "kind", "status"],
           "properties": {"id": {"type": "string"}, "kind": {"type": "string"},
                          "status": {"type": "string", "enum": ["queued", "started", "finished", "failed"]},
                          "progress": {"type": "object"}, "result": {}, "error": {"type": "string"}}}
    return {
        "securitySchemes": {"seatToken": {"type": "http", "scheme": "bearer",
                                          "description": "A seat token from game creation, or the admin token."}},
        "schemas": {
            "Problem": {"type": "object", "required": ["type", "title", "status", "detail", "code"],
                        "properties": {"type": {"type": "string"}, "title": {"type": "string"},
                                       "status": {"type": "integer"}, "detail": {"type": "string"},
                                       "code": {"type": "string"}, "errors": {"type": "object"},
                                       "current_version": {"type": "integer"}, "version": {"type": "integer"}}},
            "Seat": seat,
            "GameSummary": summary,
            "Event": event,
            "Job": job,
            "CreateGame": schema_of(schemas.CreateGame),
            "ScoringJob": schema_of(schemas.ScoringJob),
            "Command": {"anyOf": [ref(name) for name in command_components()]} if command_components()
            else schema_of(schemas.Command),
            **command_components(),
            "RulesEntry": {"type": "object", "required": ["name", "title", "rules_version", "players", "automa",
                                                          "options"],
                           "properties": {"name": {"type": "string"}, "title": {"type": "string"},
                                          "rules_version": {"type": "string"},
                                          "players": {"type": "object", "required": ["min", "max"],
                                                      "properties": {"min": {"type": "integer"},
                                                                     "max": {"type": "integer"}}},
                                          "automa": {"type": "boolean"}, "options": {"type": "object"},
                                          "commands": {"type": "object"}}},
        },
    }


def paths() -> dict:
    events_list = {"type": "object", "required": ["events", "last_version"],
                   "properties": {"events": {"type": "array", "items": ref("Event")},
                                  "last_version": {"type": "integer"}}}
    version_q = {"type": "integer", "minimum": 1, "maximum": MAX_VERSION}
    count_q = {"type": "integer", "minimum": 0, "maximum": MAX_VERSION}
    return {
        "/v1/rules": {"get": {"summary": "The games this server plays", "operationId": "listRules",
                              "responses": {"200": ok({"type": "object", "required": ["rules"], "properties": {
                                  "rules": {"type": "array", "items": ref("RulesEntry")}}}), **problems(429)}}},
        "/v1/rules/{name}": {"get": {
            "summary": "One game's rules entry with the JSON Schema of each command", "operationId": "getRules",
            "parameters": [param("name", "path", {"type": "string"})],
            "responses": {"200": ok(ref("RulesEntry")), **problems(404, 429)}}},
        "/v1/games": {
            "post": {"summary": "Create a game", "operationId": "createGame", "parameters": [IDEMPOTENCY_KEY],
                     "requestBody": {"required": True, "content": {JSON: {"schema": ref("CreateGame")}}},
                     "responses": {"201": ok({"type": "object", "required": ["game", "seats"], "properties": {
                         "game": ref("GameSummary"), "seats": {"type": "array", "items": {
                             "allOf": [ref("Seat")], "type": "object", "required": ["token"],
                             "properties": {"token": {"type": "string"}}}}}}, "Created"),
                         **problems(400, 413, 422, 429, 503)}},
            "get": {"summary": "List games, newest first", "operationId": "listGames",
                    "parameters": [param("rules", "query", {"type": "string", "enum": sorted(all_rules())}),
                                   param("status", "query", {"type": "string", "enum": ["active", "finished"]}),
                                   param("limit", "query", {"type": "integer", "minimum": 1, "maximum": 200}),
                                   param("cursor", "query", {"type": "string", "pattern": "^[0-9a-f]{1,64}$"})],
                    "responses": {"200": ok({"type": "object", "required": ["games", "next_cursor"], "properties": {
                        "games": {"type": "array", "items": ref("GameSummary")},
                        "next_cursor": {"type": ["string", "null"]}}}), **problems(400, 429, 503)}}},
        "/v1/games/import": {"post": {
            "summary": "Import the export of a finished game: every command is decided again and checked",
            "operationId": "importGame",
            "requestBody": {"required": True, "content": {JSON: {"schema": {"type": "object"}}}},
            "responses": {"201": ok({"type": "object", "required": ["game"],
                                     "properties": {"game": ref("GameSummary")}}, "Created"),
                          **problems(400, 413, 422, 429, 503)}}},
        "/v1/games/{game_id}": {"get": {
            "summary": "Game summary", "operationId": "getGame", "parameters": [GAME_ID],
            "responses": {"200": ok(ref("GameSummary")), **problems(*COMMON)}}},
        "/v1/games/{game_id}/state": {"get": {
            "summary": "State as the caller may see it, now or at a past version, turn or round",
            "operationId": "getState", "security": OPTIONAL_AUTH,
            "parameters": [GAME_ID, param("at_version", "query", version_q),
                           param("at_turn", "query", count_q), param("at_round", "query", count_q)],
            "responses": {"200": ok({"type": "object", "required": ["version", "turn", "round", "status",
                                                                    "state_hash", "view"], "properties": {
                "version": {"type": "integer"}, "turn": {"type": "integer"}, "round": {"type": "integer"},
                "status": {"type": "string", "enum": ["active", "finished"]}, "state_hash": {"type": "string"},
                "seed_public": {"type": "boolean"}, "view": {"type": "object"}}}), **problems(400, 401, 403, *COMMON)}}},
        "/v1/games/{game_id}/events": {"get": {
            "summary": "Events after a version, redacted for the caller", "operationId": "getEvents",
            "security": OPTIONAL_AUTH,
            "parameters": [GAME_ID, param("after", "query", count_q),
                           param("limit", "query", {"type": "integer", "minimum": 1, "maximum": 5000})],
            "responses": {"200": ok(events_list), **problems(400, 401, 403, *COMMON)}}},
        "/v1/games/{game_id}/events/stream": {"get": {
            "summary": "Server-Sent Events; `id:` is the version; resumable with Last-Event-ID",
            "operationId": "streamEvents", "security": OPTIONAL_AUTH,
            "parameters": [GAME_ID, param("Last-Event-ID", "header", {"type": "string", "pattern": "^[0-9]{1,15}$"}),
                           param("after", "query", {"type": "string", "pattern": "^[0-9]{1,15}$"})],
            "responses": {"200": {"description": "An event stream: each `data:` is an Event as in /events, "
                                                 "redacted for the caller; `: keep-alive` comments every 15 s; "
                                                 "when the game finishes, a last `event: end` and the stream "
                                                 "closes. A client too slow to read is told to resume with "
                                                 "Last-Event-ID and dropped.",
                                  "content": {"text/event-stream": {"schema": {}}}},
                          "204": {"description": "The game is finished and nothing follows the version asked "
                                                 "(an EventSource stops reconnecting)"},
                          **problems(400, 401, 403, *COMMON)}}},
        "/v1/games/{game_id}/legal-commands": {"get": {
            "summary": "Every command the caller's seat may submit now", "operationId": "getLegalCommands",
            "security": AUTH, "parameters": [GAME_ID],
            "responses": {"200": ok({"type": "object", "required": ["version", "commands"], "properties": {
                "version": {"type": "integer"},
                "commands": {"type": "array", "items": {"type": "object", "required": ["type", "data"]}}}}),
                **problems(401, 403, *COMMON)}}},
        "/v1/games/{game_id}/commands": {"post": {
            "summary": "Submit a command for the caller's seat", "operationId": "submitCommand",
            "security": AUTH,
            "parameters": [GAME_ID, IDEMPOTENCY_KEY,
                           param("If-Match", "header", {"type": "string", "pattern": '^"[0-9]{1,15}"$'})],
            "requestBody": {"required": True, "content": {JSON: {"schema": ref("Command")}}},
            "responses": {"201": ok({"type": "object", "required": ["version", "events"], "properties": {
                "version": {"type": "integer"}, "events": {"type": "array", "items": ref("Event")}}}, "Appended"),
                **problems(400, 401, 403, 409, 412, 413, 422, *COMMON)}}},
        "/v1/games/{game_id}/export": {"get": {
            "summary": "The whole log: full for finished games and the admin, redacted otherwise",
            "operationId": "exportGame", "security": OPTIONAL_AUTH, "parameters": [GAME_ID],
            "responses": {"200": ok({"type": "object", "required": ["game", "events"], "properties": {
                "game": ref("GameSummary"), "seed": {"type": "string"}, "events": {"type": "array"},
                "redacted": {"type": "boolean"}}}), **problems(401, 403, *COMMON)}}},
        "/v1/games/{game_id}/verify": {"get": {
            "summary": "Replay the log and compare every event and state hash", "operationId": "verifyGame",
            "parameters": [GAME_ID],
            "responses": {"200": ok({"type": "object", "required": ["ok", "checked_events"], "properties": {
                "ok": {"type": "boolean"}, "checked_events": {"type": "integer"},
                "first_divergence": {"type": "object"}}}), **problems(*COMMON)}}},
        "/v1/games/{game_id}/analyses/route-income": {"post": {
            "summary": "The optimal route income of one company's trains (exact, with its certificate), on a worker",
            "operationId": "routeIncome", "parameters": [GAME_ID],
            "requestBody": {"required": True, "content": {JSON: {"schema": schema_of(schemas.RouteIncome)}}},
            "responses": {"200": ok({"type": "object", "required": ["job"], "properties": {"job": ref("Job")}},
                                    "Already known"),
                          "202": ok({"type": "object", "required": ["job"], "properties": {"job": ref("Job")}},
                                    "Accepted"), **problems(400, 413, 422, *COMMON)}}},
        "/v1/scoring-jobs": {"post": {
            "summary": "Score finished games or raw boards in bulk on a worker", "operationId": "createScoringJob",
            "requestBody": {"required": True, "content": {JSON: {"schema": ref("ScoringJob")}}},
            "responses": {"202": ok({"type": "object", "required": ["job"], "properties": {"job": ref("Job")}},
                                    "Accepted"), **problems(400, 413, 429, 503)}}},
        "/v1/jobs/{job_id}": {"get": {
            "summary": "A job's status, progress and result", "operationId": "getJob",
            "parameters": [param("job_id", "path", {"type": "string"})],
            "responses": {"200": ok(ref("Job")), **problems(404, 429, 503)}}},
        "/healthz": {"get": {"summary": "The process is alive", "operationId": "healthz",
                             "responses": {"200": ok({"type": "object"})}}},
        "/readyz": {"get": {"summary": "Redis reachable and store functions loaded", "operationId": "readyz",
                            "responses": {"200": ok({"type": "object"}), **problems(503)}}},
        "/metrics": {"get": {"summary": "Prometheus metrics", "operationId": "metrics",
                             "responses": {"200": {"description": "Prometheus text format",
                                                   "content": {"text/plain": {"schema": {"type": "string"}}}}}}},
        "/openapi.yaml": {"get": {"summary": "This document", "operationId": "openapi",
                                  "responses": {"200": {"description": "OpenAPI 3.1",
                                                        "content": {"application/yaml": {
                                                            "schema": {"type": "object"}}}}}}},
        "/docs": {"get": {"summary": "Human-readable API page", "operationId": "docs",
                          "responses": {"200": {"description": "HTML",
                                                "content": {"text/html": {"schema": {"type": "string"}}}}}}},
    }


@cache
def spec() -> dict:
    return {
        "openapi": "3.1.0",
        "info": {"title": "Trackside", "version": "1",
                 "description": "Event-sourced rules server for railway board games. Errors are "
                                "application/problem+json (RFC 9457) with a stable `code`."},
        "paths": paths(),
        "components": components(),
    }


@cache
def spec_yaml() -> str:
    return yaml.safe_dump(spec(), sort_keys=False, allow_unicode=True, width=120)
