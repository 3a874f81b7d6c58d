"""openapi.yaml is valid, current and says what the server sends: every game's views and events match
their schemas, /docs renders the document offline with parameters and schemas for every operation, and
the app conforms to it (schemathesis, every check: no 5xx, every response as documented)."""
from __future__ import annotations

import html
import json
import re
from html.parser import HTMLParser
from pathlib import Path

import orjson
import pytest
import requests
import schemathesis
import yaml
from hypothesis import HealthCheck, settings
from jsonschema import Draft202012Validator
from marshmallow import ValidationError
from openapi_spec_validator import validate
from schemathesis.checks import response_schema_conformance
from schemathesis.core.failures import FailureGroup

from domain.core import table as tables
from domain.core.game import load_command
from domain.core.local import random_playout
from domain.core.registry import all_rules
from domain.core.rules import SeatSpec
from service.http.openapi import game_spec, prefix, spec, spec_yaml
from tests.service.play import auth, create, play_randomly

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(all_rules())


def test_openapi_yaml_is_valid_and_up_to_date():
    committed = (ROOT / "openapi.yaml").read_text()
    assert committed == spec_yaml(), "run: make openapi"
    validate(yaml.safe_load(committed))


def test_every_command_and_event_of_every_game_has_its_own_schema_in_its_game_union():
    schemas = spec()["components"]["schemas"]
    for rules in all_rules().values():
        p = prefix(rules)
        commands = schemas[f"{p}_Command"]["discriminator"]["mapping"]
        assert set(commands) == set(rules.command_schemas) | set(tables.SEAT_COMMANDS)  # the table's too
        for kind, target in commands.items():
            assert schemas[target.rpartition("/")[2]]["properties"]["type"]["const"] == kind
        events = schemas[f"{p}_Event"]["discriminator"]["mapping"]
        assert set(events) == set(game_spec(rules).EVENTS) | tables.EVENTS
        assert not (set(game_spec(rules).EVENTS) & tables.EVENTS)  # no game event is named like the table's
        legal = schemas[f"{p}_LegalCommands"]["properties"]["commands"]["items"]
        assert legal == {"$ref": f"#/components/schemas/{p}_Command"}


@pytest.mark.parametrize("name", GAMES)
def test_views_and_events_of_a_whole_game_match_the_game_schemas(name):
    """What a random game sends every viewer (each seat, the spectator) is valid under the document."""
    rules = all_rules()[name]
    view = Draft202012Validator(game_spec(rules).VIEW)
    events = {kind: Draft202012Validator(schema) for kind, schema in game_spec(rules).EVENTS.items()}
    players = max(rules.min_players, 2)
    game = random_playout(rules, [SeatSpec(f"P{i}") for i in range(players)], seed=f"spec-{name}", chooser_seed="s")
    ends = {version for _, _, version in game.commands} | {game.version}  # states between commands, as served
    state, status = None, None
    for version, event in enumerate(game.events, start=1):
        before, state = status, rules.evolve(state, event)
        status = rules.status(state)
        # at_turn and at_round serve the state at the first event of a turn or round, within its batch
        starts = before is None or (status.turn, status.round) != (before.turn, before.round)
        for viewer in [None, *range(players)]:
            seen = rules.redact(event, viewer)
            if seen is not None:
                data = orjson.loads(orjson.dumps(seen.data))
                assert not list(events[seen.type].iter_errors(data)), (seen.type, viewer, data)
            if starts or version in ends and (version % 10 == 0 or version == game.version):
                shown = orjson.loads(orjson.dumps(rules.view(state, viewer)))
                errors = [f"{list(e.path)}: {e.message}" for e in view.iter_errors(shown)]
                assert not errors, (version, viewer, errors[:3])


@pytest.mark.memory
def test_every_route_of_the_app_is_documented(app):
    documented = {path.replace("{", "<").replace("}", ">") for path in spec()["paths"]}
    routes = set()
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        path = re.sub(r"<\w+:", "<", str(rule))
        routes |= ({path.replace("<rules_name>", name) for name in GAMES} if "<rules_name>" in path else {path})
    assert routes == documented


@pytest.mark.memory
def test_a_game_s_typed_paths_do_not_serve_a_game_of_other_rules(served):
    created = create(served.http, served.url, "railroad-ink", [{"name": "a"}])
    game_id, token = created["game"]["id"], created["seats"][0]["token"]
    own = served.http.get(f"{served.url}/v1/rules/railroad-ink/games/{game_id}/legal-commands", headers=auth(token))
    assert own.status_code == 200 and own.json()["commands"]
    other = served.http.get(f"{served.url}/v1/rules/lilliput/games/{game_id}/legal-commands", headers=auth(token))
    assert other.status_code == 404 and other.headers["Content-Type"] == "application/problem+json"


class Page(HTMLParser):
    """The scripts, styles and links of a page, and the text of its inline JSON scripts."""

    def __init__(self) -> None:
        super().__init__()
        self.assets: list[str] = []
        self.links: list[str] = []
        self.json: list[str] = []
        self._in_json = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "script" and attrs.get("src"):
            self.assets.append(attrs["src"])
        if tag == "link" and attrs.get("rel") in ("stylesheet", "icon"):
            self.assets.append(attrs["href"])
        if tag == "a":
            self.links.append(attrs["href"])
        self._in_json = tag == "script" and attrs.get("type") == "application/json"

    def handle_data(self, data):
        if self._in_json:
            self.json.append(data)

    def handle_endtag(self, tag):
        self._in_json = False


@pytest.mark.memory
def test_docs_render_the_document_offline_with_parameters_and_schemas_for_every_operation(served):
    page = served.http.get(f"{served.url}/docs")
    assert page.status_code == 200 and page.headers["Content-Type"].startswith("text/html")
    parsed = Page()
    parsed.feed(page.text)
    assert any(a.endswith("swagger-ui-bundle.js") for a in parsed.assets)
    for asset in parsed.assets:  # every file the page loads is served here (no CDN)
        assert asset.startswith("/"), asset
        loaded = served.http.get(served.url + asset)
        assert loaded.status_code == 200 and len(loaded.content) > 100, asset
    config = json.loads(parsed.json[0])
    document = served.http.get(served.url + config["url"]).json()
    assert document == json.loads(json.dumps(spec()))
    assert served.http.get(f"{served.url}/openapi.yaml").text == spec_yaml()
    schemas = document["components"]["schemas"]
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            where = f"{method.upper()} {path}"
            assert operation["summary"] and "security" in operation, where
            named = {p["name"] for p in operation.get("parameters", []) if p["in"] == "path"}
            assert named == set(re.findall(r"{(\w+)}", path)), where
            assert all("schema" in p for p in operation.get("parameters", [])), where
            if method == "post":
                body = operation["requestBody"]["content"]["application/json"]
                assert body["schema"], where
            for status, response in operation["responses"].items():
                assert response["description"], (where, status)
                for kind, media in response.get("content", {}).items():
                    if kind == "application/yaml":  # this document itself, as text
                        continue
                    schema = media["schema"]
                    assert schema.get("$ref", "").rpartition("/")[2] in schemas or schema.get("type"), (where, status)
    for name in GAMES:  # a typed command body shows an example from a real game
        body = document["paths"][f"/v1/rules/{name}/games/{{game_id}}/commands"]["post"]["requestBody"]
        assert body["content"]["application/json"]["example"]["type"] in all_rules()[name].command_schemas
    assert {f"/docs/games/{name}" for name in GAMES} <= set(parsed.links)


@pytest.mark.memory
@pytest.mark.parametrize("name", GAMES)
def test_a_game_guide_lists_every_command_with_an_example_the_game_accepts(served, name):
    rules = all_rules()[name]
    page = served.http.get(f"{served.url}/docs/games/{name}")
    assert page.status_code == 200
    for kind in rules.command_schemas:
        assert f"<h3 id='{kind}'>" in page.text
    examples = game_spec(rules).EXAMPLES
    assert len(examples) >= len(rules.command_schemas) - 2  # the seeded games offered nearly every command
    for kind, data in examples.items():
        command = {"type": kind, "data": data}
        assert load_command(rules, command)  # valid under the game's own schema
        assert html.escape(json.dumps(command)) in page.text
    assert served.http.get(f"{served.url}/docs/games/no-such-game").status_code == 404


PLAYED: dict[str, tuple[str, str]] = {}  # rules name -> (game id, a seat token) of the served app under test


def aimed(served, coverage: bool):
    """The document, aimed at a served app holding one real game of each rules (the typed paths of a game
    are called with its own game), called with one seat's token; `coverage` adds schemathesis's phase
    that walks every boundary and missing part of every operation (long)."""
    for name, rules in all_rules().items():
        created = create(served.http, served.url, name, [{"name": f"p{i}"} for i in range(max(2, rules.min_players))],
                         seed="fuzz")
        PLAYED[name] = (created["game"]["id"], created["seats"][0]["token"])
    # The live stream stays open while a game runs: it is called on a finished game, whose stream ends
    # (each of its events checked against the document's per-event schema).
    finished = create(served.http, served.url, "railroad-ink", [{"name": "solo"}], seed="fuzz-finished")
    play_randomly(served.http, served.url, finished, seed=5)
    PLAYED[STREAM] = (finished["game"]["id"], finished["seats"][0]["token"])
    game_id = PLAYED["railroad-ink"][0]
    schema = schemathesis.openapi.from_dict(spec(), config=schemathesis.Config.from_path(ROOT / "schemathesis.toml"))
    schema.config.update(base_url=served.url, parameters={"game_id": game_id})
    schema.config.phases.coverage.enabled = coverage

    @schema.auth()
    class SeatToken:
        """A seat's token of the game the case calls (a typed path's own game: see call_and_validate), as
        credentials schemathesis knows it gave: it then also checks that the same request without them,
        or with made-up ones, is refused."""

        def get(self, case, context):
            return PLAYED[game_of(case)][1]

        def set(self, case, data, context):
            case.headers = {**(case.headers or {}), **auth(data)}

    return schema


@pytest.fixture
def api_schema(served):
    return aimed(served, coverage=False)


@pytest.fixture
def api_schema_long(served):
    return aimed(served, coverage=True)


fuzzed = schemathesis.pytest.from_fixture("api_schema")
fuzzed_long = schemathesis.pytest.from_fixture("api_schema_long")
TYPED_PATH = re.compile(r"/v1/rules/([a-z-]+)/games/")


STREAM = "/v1/games/{game_id}/events/stream"


def game_of(case) -> str:
    """Which of PLAYED a case calls: a typed path's own game, the stream's finished one, or railroad-ink's."""
    typed = TYPED_PATH.match(case.operation.path)
    return typed.group(1) if typed else STREAM if case.operation.path == STREAM else "railroad-ink"


def call_and_validate(case) -> None:
    """Every check schemathesis has, with the typed paths of a game called on a game of its own rules
    (and the stream on a finished game)."""
    if case.path_parameters.get("game_id") == PLAYED["railroad-ink"][0]:
        case.path_parameters["game_id"] = PLAYED[game_of(case)][0]  # (SeatToken gave that game's seat's token)
    case.call_and_validate()


@fuzzed.parametrize()
@settings(max_examples=10, deadline=None, database=None, suppress_health_check=list(HealthCheck))
def test_no_server_error_and_every_response_conforms(case):
    call_and_validate(case)


@pytest.mark.soak
@pytest.mark.timeout(3600)
@fuzzed_long.parametrize()
@settings(max_examples=500, deadline=None, database=None, suppress_health_check=list(HealthCheck))
def test_no_server_error_and_every_response_conforms_long(case):
    call_and_validate(case)


def test_every_event_of_the_live_stream_conforms_to_the_documented_per_event_schema(served):
    """Schemathesis reads a `text/event-stream` schema as each event's: every event of a finished game's
    stream (its events, then `end`) is checked against it, `data` parsed as JSON against its `contentSchema`."""
    created = create(served.http, served.url, "railroad-ink", [{"name": "solo"}], seed="stream-schema")
    finished = play_randomly(served.http, served.url, created, seed=5)
    schema = schemathesis.openapi.from_dict(spec())
    schema.config.update(base_url=served.url)
    case = schema.find_operation_by_id("streamEvents").Case(path_parameters={"game_id": finished["id"]},
                                                          query={"after": str(finished["version"] - 3)})
    response = case.call()
    assert response.status_code == 200
    assert [line for line in response.text.splitlines() if line.startswith("event: ")][-1] == "event: end"
    case.validate_response(response, checks=[response_schema_conformance])
    # An event the document does not describe is caught: the check is not vacuous.
    game_event = json.loads(next(line[6:] for line in response.text.splitlines() if line.startswith("data: ")))
    broken = requests.models.Response()
    broken.status_code, broken.headers["Content-Type"] = 200, "text/event-stream"
    broken._content = f"id: 1\nevent: x\ndata: {json.dumps({**game_event, 'version': 'one'})}\n\n".encode()
    broken.request, broken.url = response.request, response.request.url
    with pytest.raises(FailureGroup) as raised:
        case.validate_response(broken, checks=[response_schema_conformance])
    assert "SSE event violates schema" in {failure.title for failure in raised.value.exceptions}


@pytest.mark.parametrize("clock", [{"base_s": 0}, {"base_s": 0, "increment_s": 0}, {"base_s": 0, "increment_s": 5},
                                   {"base_s": 60}, {"base_s": 60, "increment_s": 0, "on_timeout": "automa"}])
def test_the_documented_clock_takes_exactly_the_clocks_the_server_takes(clock):
    """A clock needs base_s or increment_s above 0: the document says so, as the server does (schemathesis
    found the document taking `{base_s: 0, increment_s: 0}`, which the server refuses)."""
    documented = Draft202012Validator(spec()["components"]["schemas"]["Clock"]).is_valid(clock)
    try:
        tables.Clock().load(clock)
        taken = True
    except ValidationError:
        taken = False
    assert documented == taken


@pytest.mark.memory
def test_options_the_document_forbids_are_refused_at_creation_and_fork(served):
    """The options are checked against the document's JSON Schema, as commands are: 0 is no `false`
    (schemathesis found a fork with `"undo": 0` created, and one with `"players": null`)."""
    http, base = served.http, served.url
    players = [{"name": "a"}, {"name": "b"}]
    for options, where in (({"undo": 0}, "undo"), ({"advanced": 1}, "advanced"), ({"two_characters": "yes"},
                                                                                   "two_characters")):
        refused = http.post(f"{base}/v1/games", json={"rules": "lilliput", "players": players, "options": options})
        assert refused.status_code == 400 and where in refused.json()["errors"]["options"], refused.text
    created = create(http, base, "lilliput", players, options={"advanced": True, "undo": False}, seed="options")
    assert created["game"]["options"]["advanced"] is True and created["game"]["options"]["undo"] is False
    fork = http.post(f"{base}/v1/games/{created['game']['id']}/fork", json={"at_version": 1, "options": {"undo": 1}})
    assert fork.status_code == 400 and "undo" in fork.json()["errors"]["options"], fork.text
    fork = http.post(f"{base}/v1/games/{created['game']['id']}/fork", json={"at_version": 1, "players": None})
    assert fork.status_code == 400 and "players" in fork.json()["errors"], fork.text  # (left out: as in the game)
    fork = http.post(f"{base}/v1/games/{created['game']['id']}/fork", json={"at_version": 1, "options": {"undo": True}})
    assert fork.status_code == 201, fork.text
    # A version the game does not have: the game is there (not a 404, which schemathesis's stateful phase
    # reads as the game just created lost), the body asks what cannot be done.
    version = created["game"]["version"]
    fork = http.post(f"{base}/v1/games/{created['game']['id']}/fork", json={"at_version": version + 1})
    assert fork.status_code == 422 and fork.json()["code"] == "fork.no_such_version", fork.text


def test_records_per_area_or_company_are_maps_of_one_schema():
    """A Tinners' Trail area or a Mini Express company is a key of a map (`additionalProperties`, its names in
    `propertyNames`), never one property per name: a generated client has one model for them (CHANGELOG.md)."""
    from domain.mini_express.content import companies
    from domain.tinners_trail.content import areas

    names = [set(areas()), set(companies())]
    assert not [node for node in objects(spec()) if isinstance(node.get("properties"), dict)
                and any(set(node["properties"]) >= each for each in names)]
    schemas = spec()["components"]["schemas"]
    view = {"TinnersTrail": "areas", "MiniExpress": "companies"}
    for game, field in view.items():
        keyed = schemas[f"{game}_View"]["properties"][field]
        assert keyed["propertyNames"]["enum"] == sorted(areas() if game == "TinnersTrail" else companies())
        assert keyed["additionalProperties"]["properties"]["copper" if game == "TinnersTrail" else "trains"]


def objects(node):
    """Every object in a JSON document, itself first."""
    if isinstance(node, dict):
        yield node
        yield from (found for value in node.values() for found in objects(value))
    elif isinstance(node, list):
        yield from (found for value in node for found in objects(value))


def test_an_enum_several_schemas_list_is_one_named_schema():
    """The games' statuses and names, a seat's kinds and a bot's levels, and a game's own companies, areas,
    cards or tiles are each listed once, in a named schema the others refer to: a generated client has one
    type for each, not one per path and property."""
    from domain.lilliput.content import companies
    from domain.tinners_trail.content import areas

    document = spec()
    lists = [node["enum"] for node in objects(document) if node.get("type") == "string" and "enum" in node]
    for listed in (["active", "finished"], sorted(all_rules()), ["human", "automa", "bot"], sorted(companies()),
                   list(areas())):
        assert lists.count(listed) == 1, listed
    schemas = document["components"]["schemas"]
    assert schemas["GameStatus"]["enum"] == ["active", "finished"] and schemas["TinnersTrail_Area"]["enum"] == list(areas())
    assert schemas["GameSummary"]["properties"]["status"] == {"$ref": "#/components/schemas/SummaryStatus"}
    assert schemas["SummaryStatus"]["enum"] == ["waiting", "active", "finished"]  # (a game waiting for its seats)
    company = {"$ref": "#/components/schemas/Lilliput_Company"}
    assert schemas["Lilliput_buy_share"]["properties"]["data"]["properties"]["company"] == company
    # A company or null (a train bought from the bank): the same enum, or null; not a type of its own.
    assert schemas["Lilliput_buy_train"]["properties"]["data"]["properties"]["seller"]["anyOf"] == [
        company, {"type": "null"}]
