"""Playing: legal commands and command submission."""
from __future__ import annotations

import re

from flask import Blueprint, request

from domain.core.game import command_schema, seat_command_types
from service.http.exchange import checked, games, idempotency_key, json_body, json_response, viewer
from service.http.jsonschema import holds, violations, whole_numbers
from service.http.problems import Problem, invalid
from service.http.ratelimit import pending_tally
from service.http.schemas import Command

blueprint = Blueprint("play", __name__)
VERSION = re.compile(r"[0-9]{1,15}")


@blueprint.get("/v1/games/<game:game_id>/legal-commands")
def legal_commands(game_id: str):
    game = games().game(game_id)
    seat = viewer(game, required=True)
    # `rules` first: a client of the generic path tells the game's own command types apart by it.
    return json_response({"rules": game.rules.name, **games().legal_commands(game, seat)})


def _if_match() -> int | None:
    raw = request.headers.get("If-Match")
    if raw is None:
        return None
    value = raw.strip().removeprefix("W/").strip('"')
    if not VERSION.fullmatch(value):
        raise Problem(400, "bad_if_match", 'If-Match must be a version in quotes, e.g. "12".')
    return int(value)


def _command_body() -> dict:
    """The body as `Command` loads it. The usual one (without `ranges`, whose limit of 8 the JSON Schema
    does not carry) is checked by Command's JSON Schema alone, which refuses what the load refuses
    (compiled: a few µs where the load takes about 100); the load reads the others and words the errors."""
    body = json_body()
    if isinstance(body, dict) and body.get("ranges") is None and holds(Command, body):
        version = body.get("expected_version")
        return {"type": body["type"], "data": body.get("data", {}),
                "expected_version": None if version is None else int(version)}
    return checked(body, Command)


@blueprint.post("/v1/games/<game:game_id>/commands")
def submit(game_id: str):
    game = games().game(game_id)
    seat = viewer(game, required=True)
    if_match, key = _if_match(), idempotency_key()
    body = _command_body()
    command = {"type": body["type"], "data": whole_numbers(body["data"])}
    schema = command_schema(game.rules, command["type"])  # a seat's: the game's own or the table's
    # A malformed command is a 400 before any version check (a 409 or 412 would hide it). Checked once,
    # against the JSON Schema the API document gives (stricter than the schema's marshmallow load, which
    # the rules make as they decide).
    if schema is None:
        raise invalid({"type": [f"unknown command type; one of {seat_command_types(game.rules)}"]},
                      "The command does not match its schema.")
    errors = violations(schema, command["data"])
    if errors:
        raise invalid({"data": errors}, "The command does not match its schema.")
    status, result = games().submit(game, seat, command, body["expected_version"], key, if_match, pending_tally())
    if status != 201:  # an idempotent replay of a refusal: the same problem again
        response = json_response(result, status)
        response.mimetype = "application/problem+json"
        return response
    return json_response(result, 201, {"ETag": f'"{result["version"]}"'})
