"""openapi.yaml is valid, current, and the app conforms to it (schemathesis: no 5xx, every response
matches the document)."""
from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest
import schemathesis
import yaml
from hypothesis import HealthCheck, settings
from openapi_spec_validator import validate
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from service.openapi import spec, spec_yaml
from tests.service.play import auth, create

ROOT = Path(__file__).resolve().parents[2]


def test_openapi_yaml_is_valid_and_up_to_date():
    committed = (ROOT / "openapi.yaml").read_text()
    assert committed == spec_yaml(), "run: trackside openapi > openapi.yaml"
    validate(yaml.safe_load(committed))


def test_every_command_of_every_game_is_documented():
    from domain.core.registry import all_rules

    schemas = spec()["components"]["schemas"]
    for name, rules in all_rules().items():
        for kind in rules.command_schemas:
            assert f"{name}.{kind}" in schemas


def test_every_route_of_the_app_is_documented(app):
    documented = {path.replace("{", "<").replace("}", ">") for path in spec()["paths"]}
    routes = {re.sub(r"<\w+:", "<", str(rule)) for rule in app.url_map.iter_rules() if rule.endpoint != "static"}
    assert routes == documented


@pytest.fixture
def api_schema(served):
    """The document, aimed at a served app holding one real game, called with one seat's token."""
    created = create(served.http, served.url, "railroad-ink", [{"name": "a"}, {"name": "b"}], seed="fuzz")
    document = copy.deepcopy(spec())
    del document["paths"]["/v1/games/{game_id}/events/stream"]  # stays open while the game runs: own test
    schema = schemathesis.openapi.from_dict(document)
    schema.config.update(base_url=served.url, parameters={"game_id": created["game"]["id"]},
                         headers=auth(created["seats"][0]["token"]))
    return schema


fuzzed = schemathesis.pytest.from_fixture("api_schema")


@fuzzed.parametrize()
@settings(max_examples=30, deadline=None, database=None, suppress_health_check=list(HealthCheck))
def test_no_server_error_and_every_response_conforms(case):
    case.call_and_validate(checks=[not_a_server_error, status_code_conformance, content_type_conformance,
                                   response_schema_conformance])
