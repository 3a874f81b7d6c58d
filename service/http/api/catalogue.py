"""GET /v1/rules: the games this server plays, their options and command schemas, and what every game
takes at creation besides its own options (the table's options, seed, rated): enough to build a new
game's form, each field with its description."""
from __future__ import annotations

from functools import cache

from flask import Blueprint, Flask

from domain.core import table as tables
from domain.core.registry import all_rules, get_rules
from service.http.exchange import games, json_response
from service.http.jsonschema import schema_of
from service.http.openapi.games import creation_fields, options_schema
from service.http.openapi.shapes import obj
from service.http.problems import Problem

blueprint = Blueprint("catalogue", __name__)


def entry(rules) -> dict:
    return {
        "name": rules.name,
        "title": rules.title,
        "rules_version": rules.rules_version,
        "players": {"min": rules.min_players, "max": rules.max_players},
        "automa": rules.automa,
        "options": options_schema(rules),
    }


@cache
def every_game() -> dict:
    """What every game takes at creation besides its own options, as JSON Schemas (made once: they are
    the code's)."""
    return {
        "table_options": {**schema_of(tables.TableOptions), "description": (
            "The options every game takes in `options`, beside its own (docs/table.md).")},
        "creation_fields": obj(creation_fields(), description=(
            "The fields a new game's body (POST /v1/games, POST /v1/challenges) may have besides `rules`, "
            "`players` and `options`.")),
    }


@blueprint.get("/v1/rules")
def list_rules():
    return json_response({"rules": [entry(r) for _, r in sorted(all_rules().items())], **every_game()})


@blueprint.get("/v1/rules/<name>")
def one_rules(name: str):
    rules = get_rules(name)
    if rules is None:
        raise Problem(404, "not_found", f"There are no rules named {name!r}.")
    commands = {kind: schema_of(schema) for kind, schema in sorted(rules.command_schemas.items())}
    return json_response({**entry(rules), "commands": commands, **every_game()})


# The endpoints each game also serves under /v1/rules/<name>/games/...: the very same views, where the
# API document can type the view, the events and the commands as that game's.
TYPED = ("games.state", "games.events", "play.legal_commands", "play.submit")


def add_typed_routes(app: Flask) -> None:
    for rule in list(app.url_map.iter_rules()):
        if rule.endpoint in TYPED:
            app.add_url_rule("/v1/rules/<rules_name>" + rule.rule.removeprefix("/v1"), endpoint=rule.endpoint,
                             methods=sorted(rule.methods - {"HEAD", "OPTIONS"}))

    @app.url_value_preprocessor
    def game_of_these_rules(endpoint: str | None, values: dict | None) -> None:
        if not values or "rules_name" not in values:
            return
        name = values.pop("rules_name")
        if games().game(values["game_id"]).rules.name != name:
            raise Problem(404, "not_found", f"No such game of the rules {name!r}.")
