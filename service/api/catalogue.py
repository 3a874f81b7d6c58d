"""GET /v1/rules: the games this server plays, their options and command schemas."""
from __future__ import annotations

from flask import Blueprint

from domain.core.registry import all_rules, get_rules
from service.http import json_response
from service.jsonschema import schema_of
from service.problems import Problem

blueprint = Blueprint("catalogue", __name__)


def entry(rules) -> dict:
    return {
        "name": rules.name,
        "title": rules.title,
        "rules_version": rules.rules_version,
        "players": {"min": rules.min_players, "max": rules.max_players},
        "automa": rules.automa,
        "options": schema_of(rules.options_schema),
    }


@blueprint.get("/v1/rules")
def list_rules():
    return json_response({"rules": [entry(r) for _, r in sorted(all_rules().items())]})


@blueprint.get("/v1/rules/<name>")
def one_rules(name: str):
    rules = get_rules(name)
    if rules is None:
        raise Problem(404, "not_found", f"There are no rules named {name!r}.")
    commands = {kind: schema_of(schema) for kind, schema in sorted(rules.command_schemas.items())}
    return json_response({**entry(rules), "commands": commands})
