"""The OpenAPI document, built from the routes' contract, the games' marshmallow schemas and each game's
`spec` module (the JSON Schema of its view and events, and real example commands).

`trackside openapi > openapi.yaml` writes the committed file; a test keeps the two equal, so every
command of every registered game is always documented. Each game also has its own typed paths under
`/v1/rules/<name>/games/{game_id}/...` (state, events, legal commands, commands): there the view, the
events and the commands are that game's, so a generated client has one typed model per command."""
from __future__ import annotations

import copy
import json
from functools import cache
from types import ModuleType

import yaml

from domain.core import table as tables
from domain.core.registry import all_rules
from domain.core.rules import Rules
from domain.core.search import LEVELS
from domain.core.title import title_of
from service.config import MAX_IMPORT_BYTES
from service.http import schemas
from service.http.jsonschema import schema_of
from service.http.schemas import MAX_VERSION

JSON = "application/json"
PROBLEM = "application/problem+json"
GAME_PATHS = ("state", "events", "legal-commands", "commands")  # the operations each game has typed paths for


def ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def ok(schema: dict, description: str = "OK", example=None) -> dict:
    content = {"schema": schema}
    if example is not None:
        content["example"] = example
    return {"description": description, "content": {JSON: content}}


def obj(properties: dict, required: tuple[str, ...] | list[str] = (), description: str = "", **more) -> dict:
    out = {"type": "object", "required": list(required), "properties": properties, **more}
    if not out["required"]:
        del out["required"]
    if description:
        out["description"] = description
    return out


PROBLEM_TEXTS = {400: "Malformed request or schema violation (`errors` per field)", 401: "Missing or wrong token",
                 403: "A seat token of another game", 404: "Not found", 409: "Version conflict or game over",
                 410: "The operator archived this finished game (`game_archived`); only the operator can restore it",
                 412: "If-Match names another version", 413: "Body too large",
                 414: "Request line too long (the server's limit: 4094 bytes)",
                 415: "The body is not JSON",
                 422: "Rule violation (`code` from the game)", 429: "Rate limited",
                 431: "Request headers too large (the server's limits: 100 fields, 8190 bytes each)",
                 503: "Store unavailable"}


STORING = {503: "Store unavailable (`store_unavailable`), or nearly full (`storage_full`): nothing new is stored "
                "until Retry-After, while the games in play go on"}
CREATING = {**STORING, 429: "Rate limited, or the client's creation budget spent (`rate_limited`): new games, imports, "
                            "forks and scoring jobs share one budget per client and per address; a fork or import "
                            "costs 1 + events copied // 32 (an import: its body's bytes // 160 for events)"}


def problems(*statuses: int, texts: dict[int, str] | None = None) -> dict:
    """The problem answers of a route; `texts` says more than the usual description of some."""
    texts = {**PROBLEM_TEXTS, **(texts or {})}
    return {str(s): problem_text(texts[s]) for s in statuses}


def problem_text(description: str) -> dict:
    return {"description": description, "content": {PROBLEM: {"schema": ref("Problem")}}}


QUEUED_JOBS_TEXT = ("A client (its seat token, else its address) may have at most `TRACKSIDE_MAX_QUEUED_JOBS` "
                    "(default 10) analyses queued or running at a time: one more is a 429 `too_many_queued_jobs` "
                    "(with its `limit` and Retry-After); ask again once one has finished.")


def too_many_queued_jobs(budget: bool = False) -> dict:
    spent = " or the client's creation budget spent (`rate_limited`)," if budget else ""
    return {"429": problem_text(f"Rate limited,{spent} or too many of this client's analyses unfinished "
                                "(`too_many_queued_jobs`)")}


def busy() -> dict:
    """The 429 of a heavy read (a new dict each time: a shared one would be a YAML anchor)."""
    return {"429": problem_text("Rate limited (`rate_limited`), or every place for heavy reads (verify, import, "
                                "long exports) taken in this API process (`busy`); both with Retry-After")}


def param(name: str, where: str, schema: dict, description: str = "", required: bool = False) -> dict:
    out = {"name": name, "in": where, "schema": schema, "required": required or where == "path"}
    if description:
        out["description"] = description
    return out


GAME_ID = param("game_id", "path", {"type": "string", "pattern": "^[0-9a-f]{1,64}$"}, "The game's id.")
IDEMPOTENCY_KEY = param("Idempotency-Key", "header", {"type": "string", "minLength": 1, "maxLength": 200,
                                                      "pattern": "^[ -~]+$"},
                        "A retry with the same key and body gets the first answer instead of acting twice.")
# What the server reads: the version, in quotes or not, weak or not (`W/"12"`).
JOB_ID = param("job_id", "path", {"type": "string", "pattern": "^[A-Za-z0-9_-]{1,200}$"})
IF_NONE_MATCH = param("If-None-Match", "header", {"type": "string"})
IF_MATCH = param("If-Match", "header", {"type": "string", "pattern": '^[ \\t]*(W/)?"*[0-9]{1,15}"*[ \\t]*$'},
                 'Append only if the game is at this version, e.g. `"12"`; otherwise 412.')
AUTH = [{"seatToken": []}]
OPTIONAL_AUTH = [{}, {"seatToken": []}]
COMMON = (404, 410, 429, 503)  # every route that names a game
VERSION_Q = {"type": "integer", "minimum": 1, "maximum": MAX_VERSION}
COUNT_Q = {"type": "integer", "minimum": 0, "maximum": MAX_VERSION}
INT = {"type": "integer"}
STR = {"type": "string"}
NULL_INT = {"type": ["integer", "null"]}
STATUS = {"type": "string", "enum": ["active", "finished"]}


# --- each game --------------------------------------------------------------------------------------

def prefix(rules: Rules) -> str:
    """The game's schema-name prefix: `ticket-to-ride` -> `TicketToRide`."""
    return "".join(part.capitalize() for part in rules.name.split("-"))


def game_spec(rules: Rules) -> ModuleType:
    """The game's `spec` module (domain/<game>/spec.py): VIEW, EVENTS, EXAMPLES and OPTIONS."""
    return title_of(rules).spec


def command_schema(kind: str, data: dict, description: str, example: dict | None = None) -> dict:
    out = obj({"type": {"type": "string", "const": kind}, "data": data,
               "expected_version": {"type": ["integer", "null"], "minimum": 0, "maximum": MAX_VERSION,
                                    "description": "Append only if the game is at this version (409 otherwise)."}},
              ["type", "data"] if data.get("required") else ["type"], description, additionalProperties=False)
    if example is not None:
        out["example"] = {"type": kind, "data": example}
    return out


def event_schema(kind: str, data: dict, description: str) -> dict:
    return obj({"version": INT, "type": {"type": "string", "const": kind}, "seat": NULL_INT, "turn": INT,
                "round": INT, "data": data, "at": {"type": "string", "format": "date-time"}},
               ["version", "type", "seat", "turn", "round", "data", "at"], description)


# The table's commands and events (domain/core/table.py), the same in every game: undo, leaving, clocks.
TABLE_COMMANDS = {
    "undo": "Take back the seat's last command, if it revealed nothing and no other seat has acted since "
            "(listed among the legal commands when allowed; refusals: `undo.*`, `undo.limit` after 3 undos a turn).",
    "resign": "Leave the game: with one seat left it wins; otherwise a bot plays the seat on and it cannot win.",
    "hand_over": "Let a bot play the seat until `take_back` (once a turn; refusal: `hand_over.limit`).",
    "take_back": "Play a seat handed over to a bot again.",
}
SEAT = {"type": "integer", "minimum": 0}
TABLE_EVENTS = {
    "undone": (obj({"from_version": INT, "to_version": INT}, ["from_version", "to_version"]),
               "The events from_version..to_version are taken back: the state is the one after from_version - 1."),
    "resigned": (obj({}), "The seat resigned."),
    "seat_taken_over": (obj({"kind": {"type": "string", "const": "bot"},
                             "reason": {"type": "string", "enum": ["handed_over", "resigned", "clock_ran_out"]}},
                            ["kind", "reason"]), "A bot plays the seat from now on."),
    "seat_taken_back": (obj({}), "The seat's player plays it again."),
    "clock_ran_out": (obj({"on_timeout": {"type": "string", "enum": ["lose", "automa"]}}, ["on_timeout"]),
                      "The seat's clock reached zero."),
    "game_decided": (obj({"winners": {"type": "array", "items": SEAT},
                          "reason": {"type": "string", "enum": ["resigned", "clock_ran_out"]}}, ["winners", "reason"]),
                     "Seats leaving ended the game: the seat still in (if any) wins."),
}
TABLE_COMMAND_NAMES = {kind: f"Table_{kind}" for kind in TABLE_COMMANDS}
TABLE_EVENT_NAMES = {kind: f"Table_event_{kind}" for kind in TABLE_EVENTS}


def table_components() -> dict:
    out = {TABLE_COMMAND_NAMES[kind]: command_schema(kind, schema_of(tables.COMMAND_SCHEMAS[kind]), f"Any game: {text}")
           for kind, text in TABLE_COMMANDS.items()}
    out |= {TABLE_EVENT_NAMES[kind]: event_schema(kind, data, f"Any game: {text}")
            for kind, (data, text) in TABLE_EVENTS.items()}
    options = schema_of(tables.TableOptions)["properties"]
    out["Clock"] = {**options["clock"], "description": "A Fischer clock: base_s to start with, increment_s added "
                    "each time the seat's turn ends (one of them above 0); on_timeout: the seat loses, or a bot "
                    "plays it on.",
                    # (increment_s left out is 0)
                    "not": {"properties": {"base_s": {"const": 0}, "increment_s": {"const": 0}}}}
    out["Clocks"] = obj({**schema_of(tables.ClockV1)["properties"],  # a game set up before the least base shows its own
                         "remaining_ms": {"type": "array", "items": INT,
                                          "description": "Per seat, as of the answer (running clocks counted down)."},
                         "running": {"type": "array", "items": SEAT},
                         "deadline": {"type": ["string", "null"], "format": "date-time",
                                      "description": "When the first running clock reaches zero."}},
                        ["base_s", "increment_s", "on_timeout", "remaining_ms", "running", "deadline"])
    out["ForkGame"] = obj({
        "at_version": {"type": "integer", "minimum": 1, "maximum": MAX_VERSION,
                       "description": "Copy the events up to this version (the last event of a command)."},
        "players": {"type": "array", "minItems": 1, "maxItems": 8, "items": {"oneOf": [ref("ForkPlayer"), ref("BotPlayer")]},
                    "description": "Who plays each seat in the fork (default: as in the game); the rulebook "
                                   "automa stays where it was."},
        "options": obj({"undo": options["undo"], "clock": ref("Clock")}, description="Only the table's options "
                       "may change.", additionalProperties=False),
        "seed": {"type": ["string", "null"], "minLength": 1, "maxLength": 256,
                 "description": "The fork's own seed (default: 256 random bits), secret until the fork ends: its "
                                "future draws and its re-deal of what the game hid come from it."}},
        ["at_version"], "A new game from a game's first events.", additionalProperties=False)
    out["ForkPlayer"] = obj({"name": NAME, "kind": {"type": "string", "enum": ["human", "automa"], "default": "human"}},
                            ["name"], additionalProperties=False)
    return out


def merged(schema: dict, more: dict) -> dict:
    """`schema` with the keywords of `more` added, object by object."""
    out = dict(schema)
    for key, value in more.items():
        out[key] = merged(out.get(key, {}), value) if isinstance(value, dict) else value
    return out


def union(names: dict[str, str], description: str) -> dict:
    """A `oneOf` of the components in `names` (discriminator value -> component), told apart by `type`."""
    return {"oneOf": [ref(n) for n in names.values()], "description": description,
            "discriminator": {"propertyName": "type",
                              "mapping": {value: f"#/components/schemas/{n}" for value, n in names.items()}}}


LEVEL = {"type": "string", "enum": sorted(LEVELS), "description": "A bot seat's strength (only with kind bot; "
         "default normal)."}
NAME = {"type": "string", "maxLength": 64, "pattern": schemas.NAME_PATTERN,
        "description": "Not only spaces, and no control, format or bidi-override characters; trimmed."}


def player_schema(rules: Rules) -> dict:
    """A player's seat of a new game (or the rulebook's automa); a bot's is `BotPlayer`."""
    kinds = ["human", "automa"] if rules.automa else ["human"]
    return obj({"name": NAME, "kind": {"type": "string", "enum": kinds, "default": "human"}}, ["name"],
               additionalProperties=False)


BOT_PLAYER = obj({"name": NAME, "kind": {"type": "string", "const": "bot"}, "level": LEVEL}, ["name", "kind"],
                 "A seat a bot plays on the workers, at its level (see docs/bots.md).", additionalProperties=False)


def game_components(rules: Rules) -> dict:
    """Every schema of one game, each named `<Game>_<what>` so that no two games share a name."""
    p, spec = prefix(rules), game_spec(rules)
    commands = {kind: f"{p}_{kind}" for kind in sorted(rules.command_schemas)}
    events = {kind: f"{p}_event_{kind}" for kind in sorted(spec.EVENTS)}
    out = {name: command_schema(kind, schema_of(rules.command_schemas[kind]), f"{rules.title}: the `{kind}` command.",
                                spec.EXAMPLES.get(kind))
           for kind, name in commands.items()}
    out[f"{p}_Player"] = player_schema(rules)
    out |= {name: event_schema(kind, spec.EVENTS[kind], f"{rules.title}: the `{kind}` event.")
            for kind, name in events.items()}
    out[f"{p}_Command"] = union(commands | TABLE_COMMAND_NAMES, f"A command of {rules.title} (or of the table).")
    out[f"{p}_Event"] = union(events | TABLE_EVENT_NAMES, f"An event of {rules.title} (or of the table), redacted "
                              "for the caller.")
    own = merged(schema_of(rules.options_schema), spec.OPTIONS)
    table_options = {"undo": schema_of(tables.TableOptions)["properties"]["undo"], "clock": ref("Clock")}
    out[f"{p}_Options"] = {**own, "properties": {**own.get("properties", {}), **table_options},
                           "description": f"The options of {rules.title}, and the table's (undo, clock)."}
    out[f"{p}_View"] = {**spec.VIEW, "description": f"{rules.title} as one seat (or the spectator) may see it."}
    out[f"{p}_CreateGame"] = obj(
        {"rules": {"type": "string", "const": rules.name},
         "players": {"type": "array", "items": {"oneOf": [ref(f"{p}_Player"), ref("BotPlayer")]}, "minItems": max(1, rules.min_players),
                     "maxItems": min(8, rules.max_players)},
         "options": ref(f"{p}_Options"),
         "seed": {"type": ["string", "null"], "minLength": 1, "maxLength": 256,
                  "description": "Makes the game reproducible (the same seed deals the same game). Secret like "
                                 "a server seed: only its commitment is shown until the game ends; it is only as "
                                 "secret as it is hard to guess (docs/operations.md, Seeds)."}},
        ["rules", "players"], f"A new game of {rules.title}.", additionalProperties=False)
    out[f"{p}_State"] = obj({**STATE_FIELDS, "view": ref(f"{p}_View")}, STATE_REQUIRED)
    out[f"{p}_Events"] = obj({"events": {"type": "array", "items": ref(f"{p}_Event")}, "last_version": INT},
                             ["events", "last_version"])
    out[f"{p}_LegalCommands"] = obj({"rules": {"type": "string", "const": rules.name}, "version": INT,
                                     "commands": {"type": "array", "items": ref(f"{p}_Command")}},
                                    ["rules", "version", "commands"])
    out[f"{p}_Appended"] = obj({"version": INT, "events": {"type": "array", "items": ref(f"{p}_Event")}},
                               ["version", "events"])
    return out


STATE_FIELDS = {"version": INT, "turn": INT, "round": INT, "status": STATUS, "state_hash": STR,
                "clocks": {"oneOf": [ref("Clocks"), {"type": "null"}],
                           "description": "The clocks, at the game's last version only (null in the past)."},
                "seed_public": {"type": "boolean", "description": "The game has ended and its seed is published "
                                "(in the summary and the export): false while it runs, for a seed the creator chose "
                                "too."}}
STATE_REQUIRED = ("version", "turn", "round", "status", "state_hash", "view")


# --- the whole document -----------------------------------------------------------------------------

def components() -> dict:
    games = sorted(all_rules().values(), key=lambda r: r.name)
    seat = obj({"seat": INT, "name": STR, "kind": {"type": "string", "enum": ["human", "automa", "bot"]}, "level": LEVEL},
               ["seat", "name", "kind"])
    seat_now = obj({**seat["properties"],
                    "played_by": obj({"kind": {"type": "string", "const": "bot"},
                                      "reason": {"type": "string", "enum": ["handed_over", "resigned", "clock_ran_out"]}},
                                     ["kind", "reason"], "A bot plays the seat now, and why."),
                    "out": {"type": "boolean", "description": "The seat resigned or lost on time: it cannot win."}},
                   ["seat", "name", "kind"])
    summary = obj({
        "id": STR, "rules": {"type": "string", "enum": [r.name for r in games]}, "rules_version": STR,
        "options": {"type": "object", "description": "The game's options, as `<Game>_Options` describes them."},
        "seats": {"type": "array", "items": ref("SeatNow")},
        "clocks": {"oneOf": [ref("Clocks"), {"type": "null"}], "description": "With a clock option."},
        "forked_from": {"oneOf": [obj({"game": STR, "version": INT}, ["game", "version"]), {"type": "null"}],
                        "description": "The game (and version) a fork copied its first events from."},
        "version": INT, "turn": INT, "round": INT, "status": STATUS,
        "active_seats": {"type": "array", "items": INT},
        "scores": {"type": ["array", "null"], "items": INT}, "winner": NULL_INT,
        "winners": {"type": "array", "items": INT},
        "seed_commitment": {"type": "string", "description": "sha256 of the seed, published at creation."},
        "seed": {"type": ["string", "null"], "description": "Revealed when the game ends (null while it runs, "
                 "a seed the creator chose included)."},
        "seed_public": {"type": "boolean", "description": "The game has ended and `seed` is published: false "
                        "while the game runs."},
        "seed_chosen": {"type": "boolean", "description": "The creator chose the seed: the server shows it to "
                        "nobody before the end, but the creator (and whoever it told) can compute every hidden "
                        "card and future draw from it."},
        "created_at": {"type": "string", "format": "date-time"}, "updated_at": {"type": "string", "format": "date-time"},
        "imported": {"type": "boolean", "description": "Created by importing another server's export."},
    }, ["id", "rules", "rules_version", "options", "seats", "version", "turn", "round", "status", "active_seats",
        "seed_commitment", "created_at", "updated_at"])
    event = obj({"version": INT, "type": STR, "seat": NULL_INT, "turn": INT, "round": INT,
                 "data": {"type": "object", "description": "As `<Game>_event_<type>` describes it."},
                 "at": {"type": "string", "format": "date-time"}},
                ["version", "type", "seat", "turn", "round", "data", "at"], "An event of any game.")
    recorded = obj({"seat": INT, "type": STR, "data": {"type": "object"},
                    "by": {"type": "string", "enum": ["automa", "bot", "clock"],
                           "description": "Chosen by the automa or a bot, or issued by the clock job."}},
                   ["seat", "type", "data"], "The command that produced an event batch.")
    exported = obj({"version": INT, "type": STR, "seat": NULL_INT, "turn": INT, "round": INT,
                    "data": {"type": "object"}, "at": {"type": "string", "format": "date-time"},
                    "command": {"oneOf": [ref("RecordedCommand"), ref("SetupCommand"), ref("RedealCommand"),
                                          {"type": "null"}],
                                "description": "On the first event of each batch (redacted: the caller's own only)."},
                    "command_id": STR, "rules_version": STR,
                    "state_hash": {"type": "string", "description": "sha256 of the state after this event."}},
                   ["version", "type", "seat", "turn", "round", "data", "at", "command"],
                   "A stored event: the full envelope, or the public event and the caller's own command when "
                   "the export is redacted.")
    the_setup = obj({"type": {"type": "string", "const": "setup"}, "options": {"type": "object"},
                     "seats": {"type": "array", "minItems": 1, "maxItems": 8, "items": obj(
                         {"name": NAME, "kind": {"type": "string", "enum": ["human", "automa", "bot"]}, "level": LEVEL},
                         ["name", "kind"],
                         additionalProperties=False)},
                     "table_version": {"type": "integer", "minimum": 1, "maximum": tables.TABLE_VERSION, "description":
                                       "The table rules the game was set up under (undo and hand-over limits, the "
                                       "least clock: docs/table.md); absent in older logs: 1."}},
                    ["type", "options", "seats"], "The first event's command: how the game was set up.")
    progress = obj({"done": INT, "total": INT}, ["done", "total"])
    scored = obj({"game": STR, "rules": STR, "scores": {"type": ["array", "null"], "items": INT,
                                                        "description": "None when seats leaving decided the game."},
                  "winners": {"type": "array", "items": INT}, "breakdown": {"type": "object"},
                  "score": {"type": "object", "description": "The breakdown of one raw board."},
                  "error": {"type": "string", "description": "Why this item has no score (a stable code)."},
                  "detail": STR}, description="One scored game (`game`) or board (`rules`, `score`).")
    route = obj({"train": STR, "stops": {"type": "array", "items": STR}, "track": {"type": "array", "items": {}},
                 "income": INT}, ["train", "stops", "track", "income"])
    job_results = {
        "ScoringResult": obj({"results": {"type": "array", "items": ref("ScoredItem")}}, ["results"],
                             "The result of a scoring job: one entry per game or board, in order."),
        "ScoredItem": scored,
        "RouteIncomeResult": obj({"company": STR, "version": INT, "income": INT, "upper_bound": INT,
                                  "routes": {"type": "array", "items": ref("RunRoute")},
                                  "stats": {"type": "object"}},
                                 ["company", "version", "income", "upper_bound", "routes", "stats"],
                                 "The optimal income of one company, with its routes."),
        "RunRoute": route,
        "AutomaResult": obj({"outcome": {"type": "string", "enum": ["played", "stale", "nothing_to_do"]},
                             "version": INT, "command": {"type": "object"}}, ["outcome", "version"],
                            "What an automa turn did."),
    }
    field_errors = {"type": "object", "description": "Messages per field: a list of messages, or the errors of a "
                    "nested field (list items by index).",
                    "additionalProperties": {"anyOf": [{"type": "array", "items": STR}, ref("FieldErrors")]}}
    base = {
        "Problem": obj({"type": STR, "title": STR, "status": INT, "detail": STR,
                        "code": {"type": "string", "description": "Stable and namespaced, e.g. "
                                 "`ticket_to_ride.not_enough_cards` or `version_conflict`."},
                        "errors": ref("FieldErrors"),
                        "current_version": {"type": "integer", "description": "With 409 and 412."},
                        "version": {"type": "integer", "description": "With `import_divergence`: where it diverged."},
                        "store": {"type": "string", "enum": ["stalled", "unreachable"],
                                  "description": "From /healthz: why the event store is unavailable."}},
                       ["type", "title", "status", "detail", "code"], "RFC 9457 problem details."),
        "FieldErrors": field_errors,
        "Seat": seat, "SeatNow": seat_now, "BotPlayer": BOT_PLAYER,
        "NewSeat": obj({**seat["properties"], "token": {"type": "string", "description": "The seat's secret "
                                                        "token: shown only here."}},
                       ["seat", "name", "kind", "token"]),
        "GameSummary": summary,
        "Created": obj({"game": ref("GameSummary"), "seats": {"type": "array", "items": ref("NewSeat")}},
                       ["game", "seats"]),
        "Event": event,
        # The schema of a `text/event-stream` response is each event's (before OpenAPI 3.2's itemSchema),
        # as an SSE client parses it: `data` is JSON. A client that does not parse events (the
        # generated one) reads the body as a whole: text.
        "StreamedEvent": {"oneOf": [ref("StreamedGameEvent"), ref("StreamEnd"), STR],
                          "description": "An event of `/events/stream`, as a Server-Sent Events client parses "
                                         "it: a game's event, or the last one, `end`; (a string: the whole "
                                         "stream, to a client that reads it as text)."},
        "StreamedGameEvent": obj({
            "id": {"type": "string", "pattern": "^[0-9]+$", "description": "The event's version."},
            "event": {"type": "string", "not": {"const": "end"}, "description": "The event's type."},
            "data": {"type": "string", "contentMediaType": JSON, "contentSchema": ref("Event")},
            "retry": INT}, ["id", "event", "data"]),
        "StreamEnd": obj({
            "id": {"type": "string", "pattern": "^[0-9]+$", "description": "The game's last version."},
            "event": {"type": "string", "const": "end"},
            "data": {"type": "string", "contentMediaType": JSON,
                     "contentSchema": obj({"status": {"type": "string", "const": "finished"}, "version": INT},
                                          ["status", "version"])},
            "retry": INT}, ["id", "event", "data"], "The game is finished: nothing follows, and the stream closes."),
        "RecordedCommand": recorded,
        "SetupCommand": the_setup,
        "RedealCommand": obj({"type": {"type": "string", "const": "redeal"}}, ["type"],
                             "A fork's re-deal, right after the events it copied: what they hid, dealt again from the "
                             "fork's own seed (docs/table.md, Forks).", additionalProperties=False),
        "ExportedEvent": exported,
        "Export": obj({"game": ref("GameSummary"), "seed": STR, "events": {"type": "array", "items": ref("ExportedEvent")},
                       "redacted": {"type": "boolean", "description": "True when hidden parts were left out (the game "
                                    "is not finished and the caller is not the admin)."}}, ["game", "events"]),
        "ExportedSetupEvent": {**exported, "properties": {**exported["properties"], "command": ref("SetupCommand")},
                               "description": "A log's first event, with the command that set the game up."},
        "Import": obj({"game": obj({"rules": STR, "rules_version": STR, "seed_commitment": STR},
                                   ["rules", "rules_version", "seed_commitment"]),
                       "seed": {"type": "string", "minLength": 1}, "events": {"type": "array", "minItems": 1,
                                               "prefixItems": [ref("ExportedSetupEvent")], "items": ref("ExportedEvent")}},
                      ["game", "seed", "events"], "The export of a finished game, as `GET /export` gives it."),
        "Verification": obj({"ok": {"type": "boolean"}, "checked_events": INT,
                             "first_divergence": obj({"version": INT, "reason": STR}, ["version", "reason"])},
                            ["ok", "checked_events"]),
        "JobProgress": progress,
        **job_results,
        "Job": obj({"id": STR, "kind": {"type": "string", "enum": ["scoring", "route-income", "automa", "job"]},
                    "status": {"type": "string", "enum": ["queued", "started", "finished", "failed"]},
                    "progress": ref("JobProgress"),
                    "result": {"anyOf": [ref("ScoringResult"), ref("RouteIncomeResult"), ref("AutomaResult")],
                               "description": "When finished: by `kind`."},
                    "error": STR}, ["id", "kind", "status"]),
        "JobAccepted": obj({"job": ref("Job")}, ["job"]),
        "ScoreGames": obj({"games": {"type": "array", "minItems": 1, "maxItems": schemas.MAX_SCORING_ITEMS,
                                     "items": {"type": "string", "pattern": "^[0-9a-f]{1,64}$"}}}, ["games"],
                          "Score finished games.", additionalProperties=False),
        "ScoreBoards": obj({"boards": {"type": "array", "minItems": 1, "maxItems": schemas.MAX_SCORING_ITEMS,
                                       "items": schema_of(schemas.ScoringBoard)}}, ["boards"],
                           "Score raw boards (`{rules, board}`).", additionalProperties=False),
        "ScoringJob": {"oneOf": [ref("ScoreGames"), ref("ScoreBoards")],
                       "description": "Exactly one of `games` and `boards`."},
        "RouteIncome": schema_of(schemas.RouteIncome),
        "Health": obj({"status": {"type": "string", "const": "ok"}, "store": {"type": "string", "const": "ok"}},
                      ["status", "store"]),
        "Readiness": obj({"status": {"type": "string", "const": "ready"},
                          "durability": obj({"appendfsync": STR}, ["appendfsync"])}, ["status", "durability"]),
        "RulesEntry": obj({"name": STR, "title": STR, "rules_version": STR,
                           "players": obj({"min": INT, "max": INT}, ["min", "max"]), "automa": {"type": "boolean"},
                           "options": {"type": "object", "description": "JSON Schema of the options."},
                           "commands": {"type": "object", "additionalProperties": {"type": "object"},
                                        "description": "JSON Schema of each command's `data`."}},
                          ["name", "title", "rules_version", "players", "automa", "options"]),
    }
    per_game = {}
    for rules in games:
        per_game |= game_components(rules)
    names = [prefix(r) for r in games]
    base["CreateGame"] = {"oneOf": [ref(f"{n}_CreateGame") for n in names],
                          "discriminator": {"propertyName": "rules", "mapping": {
                              r.name: f"#/components/schemas/{prefix(r)}_CreateGame" for r in games}}}
    base["Command"] = {"anyOf": [ref(f"{n}_Command") for n in names],
                       "description": "A command of the game's own rules (`<Game>_Command`)."}
    # The answer names its rules, so a client reads each command as its game's own type (two games may
    # have a command of the same name: Tinners' Trail's and Mini Express's `pass`).
    base["LegalCommands"] = {"oneOf": [ref(f"{n}_LegalCommands") for n in names],
                             "description": "The legal commands of a game of any rules: `<Game>_LegalCommands`.",
                             "discriminator": {"propertyName": "rules", "mapping": {
                                 r.name: f"#/components/schemas/{prefix(r)}_LegalCommands" for r in games}}}
    return {
        "securitySchemes": {"seatToken": {"type": "http", "scheme": "bearer",
                                          "description": "A seat token from game creation (`seats[].token`), or "
                                          "the admin token. Without one, reads show the spectator's view."}},
        "schemas": base | table_components() | per_game,
    }


def game_paths(rules: Rules) -> dict:
    """The typed paths of one game: its state, events, legal commands and commands."""
    p, base, tag = prefix(rules), f"/v1/rules/{rules.name}/games/{{game_id}}", rules.name
    op = p[0].lower() + p[1:]
    wrong = f"No such game of {rules.title} (a game of other rules is not found here either)."
    example = next(iter(sorted(game_spec(rules).EXAMPLES.items())), None)
    body = {"schema": ref(f"{p}_Command")}
    if example is not None:
        body["example"] = {"type": example[0], "data": example[1]}
    return {
        f"{base}/state": {"get": {
            "tags": [tag], "operationId": f"{op}GetState", "security": OPTIONAL_AUTH,
            "summary": f"{rules.title}: the state as the caller may see it, now or in the past",
            "description": STATE_DESCRIPTION + " " + wrong,
            "parameters": [GAME_ID, *AT_PARAMS],
            "responses": {"200": ok(ref(f"{p}_State")), **problems(400, 401, 403, *COMMON)}}},
        f"{base}/events": {"get": {
            "tags": [tag], "operationId": f"{op}GetEvents", "security": OPTIONAL_AUTH,
            "summary": f"{rules.title}: events after a version, redacted for the caller", "description": wrong,
            "parameters": [GAME_ID, *EVENTS_PARAMS],
            "responses": {"200": ok(ref(f"{p}_Events")), **problems(400, 401, 403, *COMMON)}}},
        f"{base}/legal-commands": {"get": {
            "tags": [tag], "operationId": f"{op}GetLegalCommands", "security": AUTH,
            "summary": f"{rules.title}: every command the caller's seat may submit now",
            "description": "Each item can be POSTed to `commands` as it is. " + wrong, "parameters": [GAME_ID],
            "responses": {"200": ok(ref(f"{p}_LegalCommands")), **problems(401, 403, *COMMON)}}},
        f"{base}/commands": {"post": {
            "tags": [tag], "operationId": f"{op}SubmitCommand", "security": AUTH,
            "summary": f"{rules.title}: submit a command for the caller's seat", "description": COMMAND_DESCRIPTION,
            "parameters": [GAME_ID, IDEMPOTENCY_KEY, IF_MATCH],
            "requestBody": {"required": True, "content": {JSON: body}},
            "responses": {"201": ok(ref(f"{p}_Appended"), "Appended"),
                          **problems(400, 401, 403, 409, 412, 413, 415, 422, *COMMON)}}},
    }


STATE_DESCRIPTION = ("With a seat token, that seat's view; without one, the spectator's. `at_version` (after "
                     "event N), `at_turn` (as turn T began) or `at_round` (as round R began) give the past; when "
                     "more than one is given, `at_version` counts, then `at_turn`, then `at_round`.")
COMMAND_DESCRIPTION = ("The same `Idempotency-Key` from the same seat answers the first result again and appends "
                       "nothing (with another body: 422 `idempotency_key_reused`). `expected_version` or `If-Match` "
                       "append only at that version.")
AT_PARAMS = [param("at_version", "query", VERSION_Q, "The state after event N."),
             param("at_turn", "query", COUNT_Q, "The state as turn T began."),
             param("at_round", "query", COUNT_Q, "The state as round R began.")]
EVENTS_PARAMS = [param("after", "query", COUNT_Q, "Only events after this version (default 0)."),
                 param("limit", "query", {"type": "integer", "minimum": 1, "maximum": 5000},
                       "At most this many events (default 500).")]
CREATE_EXAMPLE = {"rules": "ticket-to-ride", "players": [{"name": "Ada"}, {"name": "Brunel"}]}


def paths() -> dict:
    from service.http.api.docs import ASSET_NAMES  # the page's module imports this one

    games = sorted(all_rules().values(), key=lambda r: r.name)
    names = [r.name for r in games]
    rules_name = param("name", "path", {"type": "string", "enum": names}, "The rules' name.")
    out = {
        "/v1/rules": {"get": {
            "tags": ["Catalogue"], "summary": "The games this server plays", "operationId": "listRules",
            "responses": {"200": ok(obj({"rules": {"type": "array", "items": ref("RulesEntry")}}, ["rules"])),
                          **problems(429)}}},
        "/v1/rules/{name}": {"get": {
            "tags": ["Catalogue"], "summary": "One game's rules entry with the JSON Schema of each command",
            "operationId": "getRules",
            "parameters": [rules_name],
            "responses": {"200": ok(ref("RulesEntry")), **problems(404, 429)}}},
        "/v1/games": {
            "post": {"tags": ["Games"], "summary": "Create a game", "operationId": "createGame",
                     "description": "Answers the seats' secret tokens (only here). With `Idempotency-Key`, a retry "
                                    "by the same client (seat token, admin token, else address) answers the game "
                                    "the first request created; the key is that client's own: another client "
                                    "sending it creates a game of its own.",
                     "parameters": [IDEMPOTENCY_KEY],
                     "requestBody": {"required": True, "content": {JSON: {"schema": ref("CreateGame"),
                                                                          "example": CREATE_EXAMPLE}}},
                     "responses": {"201": ok(ref("Created"), "Created"),
                                   **problems(400, 413, 415, 422, 429, 503, texts=CREATING)}},
            "get": {"tags": ["Games"], "summary": "List games, newest first", "operationId": "listGames",
                    "parameters": [param("rules", "query", {"type": "string", "enum": names}),
                                   param("status", "query", STATUS),
                                   param("limit", "query", {"type": "integer", "minimum": 1, "maximum": 200},
                                         "Page size (default 20)."),
                                   param("cursor", "query", {"type": "string", "pattern": "^[0-9a-f]{1,64}$"},
                                         "`next_cursor` of the page before.")],
                    "responses": {"200": ok(obj({"games": {"type": "array", "items": ref("GameSummary")},
                                                 "next_cursor": {"type": ["string", "null"]}},
                                                ["games", "next_cursor"])), **problems(400, 429, 503)}}},
        "/v1/games/import": {"post": {
            "tags": ["Games"], "operationId": "importGame",
            "summary": "Import the export of a finished game: every command is decided again and checked",
            "description": "The first divergence is a 422 `import_divergence` with its `version`. The body may "
                           f"have at most {MAX_IMPORT_BYTES // (1 << 20)} MiB by default (the operator's "
                           "TRACKSIDE_MAX_IMPORT_BYTES; 413 `body_too_large` past it): four times the export of "
                           "the longest game measured.",
            "requestBody": {"required": True, "content": {JSON: {"schema": ref("Import")}}},
            "responses": {"201": ok(obj({"game": ref("GameSummary")}, ["game"]), "Created"),
                          **problems(400, 413, 415, 422, 503, texts=CREATING),
                          "429": problem_text(CREATING[429] + "; or every place for heavy reads taken in this API "
                                              "process (`busy`)")}}},
        "/v1/games/{game_id}/fork": {"post": {
            "tags": ["Games"], "operationId": "forkGame", "security": OPTIONAL_AUTH,
            "summary": "A new game from this game's first events, played on with its own seed",
            "description": "Anyone may fork a game that hides nothing from spectators; one that hides something "
                           "(Ticket to Ride's hands and decks) only once it is finished, or the admin. What the "
                           "copied events hid from spectators is dealt again from the fork's own seed, in one "
                           "`redealt` event after them (docs/table.md, Forks). The fork records `forked_from`; "
                           "its verify checks the copied events by their state hashes and decides the re-deal and "
                           "every later command again. An `at_version` the game does not have is a 422 "
                           "`fork.no_such_version`.",
            "parameters": [GAME_ID],
            "requestBody": {"required": True, "content": {JSON: {"schema": ref("ForkGame"),
                                                                 "example": {"at_version": 12}}}},
            "responses": {"201": ok(ref("Created"), "Created"),
                          **problems(400, 401, 403, 413, 415, 422, *COMMON, texts=CREATING)}}},
        "/v1/games/{game_id}": {"get": {
            "tags": ["Games"], "summary": "Game summary", "operationId": "getGame", "parameters": [GAME_ID],
            "responses": {"200": ok(ref("GameSummary")), **problems(*COMMON)}}},
        "/v1/games/{game_id}/state": {"get": {
            "tags": ["Games"], "operationId": "getState", "security": OPTIONAL_AUTH,
            "summary": "State as the caller may see it (any game; typed per game under /v1/rules/<name>/games)",
            "description": STATE_DESCRIPTION, "parameters": [GAME_ID, *AT_PARAMS],
            "responses": {"200": ok(obj({**STATE_FIELDS, "view": {"type": "object", "description":
                                         "As `<Game>_View` describes it."}}, STATE_REQUIRED)),
                          **problems(400, 401, 403, *COMMON)}}},
        "/v1/games/{game_id}/events": {"get": {
            "tags": ["Games"], "summary": "Events after a version, redacted for the caller", "operationId": "getEvents",
            "security": OPTIONAL_AUTH, "parameters": [GAME_ID, *EVENTS_PARAMS],
            "responses": {"200": ok(obj({"events": {"type": "array", "items": ref("Event")}, "last_version": INT},
                                        ["events", "last_version"])), **problems(400, 401, 403, *COMMON)}}},
        "/v1/games/{game_id}/events/stream": {"get": {
            "tags": ["Games"], "summary": "Server-Sent Events; `id:` is the version; resumable with Last-Event-ID",
            "operationId": "streamEvents", "security": OPTIONAL_AUTH,
            "parameters": [GAME_ID, param("Last-Event-ID", "header", {"type": "string", "pattern": "^[0-9]{1,15}$"},
                                          "Resume after this version."),
                           param("after", "query", {"type": "string", "pattern": "^[0-9]{1,15}$"},
                                 "Start after this version (when there is no Last-Event-ID).")],
            "responses": {"200": {"description": "An event stream: each `data:` is an Event as in /events, "
                                                 "redacted for the caller; `: keep-alive` comments every 15 s; "
                                                 "when the game finishes, a last `event: end` and the stream "
                                                 "closes. A client too slow to read is told to resume with "
                                                 "Last-Event-ID and dropped.",
                                  "content": {"text/event-stream": {"schema": ref("StreamedEvent")}}},
                          "204": {"description": "The game is finished and nothing follows the version asked "
                                                 "(an EventSource stops reconnecting)"},
                          **problems(400, 401, 403, *COMMON)}}},
        "/v1/games/{game_id}/legal-commands": {"get": {
            "tags": ["Playing"], "summary": "Every command the caller's seat may submit now",
            "operationId": "getLegalCommands", "security": AUTH, "parameters": [GAME_ID],
            "responses": {"200": ok(ref("LegalCommands")), **problems(401, 403, *COMMON)}}},
        "/v1/games/{game_id}/commands": {"post": {
            "tags": ["Playing"], "summary": "Submit a command for the caller's seat", "operationId": "submitCommand",
            "description": COMMAND_DESCRIPTION + " A command of other rules than the game's is a 400.",
            "security": AUTH, "parameters": [GAME_ID, IDEMPOTENCY_KEY, IF_MATCH],
            "requestBody": {"required": True, "content": {JSON: {"schema": ref("Command")}}},
            "responses": {"201": ok(obj({"version": INT, "events": {"type": "array", "items": ref("Event")}},
                                        ["version", "events"]), "Appended"),
                          **problems(400, 401, 403, 409, 412, 413, 415, 422, *COMMON)}}},
        "/v1/games/{game_id}/export": {"get": {
            "tags": ["Games"], "summary": "The whole log: full for finished games and the admin, redacted otherwise",
            "operationId": "exportGame", "security": OPTIONAL_AUTH, "parameters": [GAME_ID],
            "responses": {"200": ok(ref("Export")), **problems(401, 403, *COMMON), **busy()}}},
        "/v1/games/{game_id}/verify": {"get": {
            "tags": ["Games"], "summary": "Replay the log and compare every event and state hash",
            "operationId": "verifyGame", "parameters": [GAME_ID],
            "description": "The replay runs off the API's event loop, in a bounded pool (429 `busy` when it is "
                           "full); its answer is kept for the log's head, so asking again about a game that has "
                           "not moved costs no replay.",
            "responses": {"200": ok(ref("Verification")), **problems(*COMMON), **busy()}}},
        "/v1/games/{game_id}/analyses/route-income": {"post": {
            "tags": ["Jobs"], "operationId": "routeIncome",
            "summary": "The optimal route income of one company's trains (exact, with its certificate), on a worker",
            "parameters": [GAME_ID],
            "requestBody": {"required": True, "content": {JSON: {"schema": ref("RouteIncome"),
                                                                 "example": {"company": "red"}}}},
            "description": QUEUED_JOBS_TEXT,
            "responses": {"200": ok(ref("JobAccepted"), "Already known"), "202": ok(ref("JobAccepted"), "Accepted"),
                          **problems(400, 413, 415, 422, *COMMON, texts=STORING), **too_many_queued_jobs()}}},
        "/v1/scoring-jobs": {"post": {
            "tags": ["Jobs"], "summary": "Score finished games or raw boards in bulk on a worker",
            "operationId": "createScoringJob",
            "requestBody": {"required": True, "content": {JSON: {"schema": ref("ScoringJob"),
                                                                 "example": {"games": ["0123456789abcdef"]}}}},
            "description": f"At most {schemas.MAX_SCORING_ITEMS} games or boards a job (more: 422 "
                           f"`scoring_job_too_large`, with its `limit`). {QUEUED_JOBS_TEXT} New games, imports, forks "
                           "and scoring jobs share one creation budget per client and per address.",
            "responses": {"202": ok(ref("JobAccepted"), "Accepted"), **problems(400, 413, 415, 503, texts=CREATING),
                          "422": problem_text("Too many games or boards in one job (`scoring_job_too_large`)"),
                          **too_many_queued_jobs(budget=True)}}},
        "/v1/jobs/{job_id}": {"get": {
            "tags": ["Jobs"], "summary": "A job's status, progress and result", "operationId": "getJob",
            "parameters": [JOB_ID],
            "responses": {"200": ok(ref("Job")), **problems(404, 429, 503)}}},
        "/healthz": {"get": {"tags": ["Operations"], "summary": "The process and its event store answer",
                             "operationId": "healthz",
                             "description": "503 `store_unavailable` with `store`: `stalled` (no answer within "
                                            "TRACKSIDE_STORE_TIMEOUT_S) or `unreachable`.",
                             "responses": {"200": ok(ref("Health")), **problems(503)}}},
        "/readyz": {"get": {"tags": ["Operations"], "summary": "Redis reachable and store functions loaded",
                            "operationId": "readyz",
                            "responses": {"200": ok(ref("Readiness")), **problems(503)}}},
        "/metrics": {"get": {"tags": ["Operations"], "summary": "Prometheus metrics", "operationId": "metrics",
                                                          "responses": {"200": {"description": "Prometheus text format",
                                                   "content": {"text/plain": {"schema": {"type": "string"}}}}}}},
        "/openapi.yaml": {"get": {"tags": ["Operations"], "summary": "This document (YAML)", "operationId": "openapi",
                                                                    "responses": {"200": {"description": "OpenAPI 3.1",
                                                        "content": {"application/yaml": {}}}}}},
        "/openapi.json": {"get": {"tags": ["Operations"], "summary": "This document (JSON)",
                                  "operationId": "openapiJson",
                                  "responses": {"200": ok({"type": "object"}, "OpenAPI 3.1")}}},
        "/docs": {"get": {"tags": ["Operations"], "summary": "This reference, rendered (Swagger UI)",
                          "operationId": "docs",
                          "responses": {"200": {"description": "HTML",
                                                "content": {"text/html": {"schema": {"type": "string"}}}}}}},
        "/docs/assets/{name}": {"get": {
            "tags": ["Operations"], "summary": "The reference page's scripts, styles and icon (Swagger UI)",
            "operationId": "docsAsset",
            "parameters": [param("name", "path", {"type": "string", "enum": list(ASSET_NAMES)})],
            "responses": {"200": {"description": "The file", "content": {
                kind: {"schema": {"type": "string"}} for kind in ("text/css", "text/javascript", "image/png")}},
                **problems(404)}}},
        "/docs/games/{name}": {"get": {
            "tags": ["Operations"], "summary": "A short guide to one game's commands, with real examples",
            "operationId": "gameGuide",
            "parameters": [rules_name],
            "responses": {"200": {"description": "HTML", "content": {"text/html": {"schema": {"type": "string"}}}},
                          **problems(404)}}},
    }
    for rules in games:
        out |= game_paths(rules)
    return out


def with_security(found: dict) -> dict:
    """Every operation says how it is authorised: those that name no seat token are open to anyone; and
    that a request line or headers past the server's limits are refused before any route (414, 431)."""
    for operations in found.values():
        for operation in operations.values():
            operation.setdefault("security", [])
            operation["responses"] |= problems(414, 431)
    return found


def picture_paths() -> dict:
    """Pictures (image/svg+xml) and the pages for people (service/http/api/pictures.py, pages.py)."""
    svg = {"description": "The picture (SVG); `ETag` of its bytes, `If-None-Match` answered 304",
           "content": {"image/svg+xml": {"schema": {"type": "string"}}}}
    page = {"description": "HTML", "content": {"text/html": {"schema": {"type": "string"}}}}
    return {
        "/v1/games/{game_id}/picture.svg": {"get": {
            "tags": ["Pictures"], "summary": "The position drawn by the game's renderer from the view /state gives the caller "
                       "(a seat token shows that seat's hidden cards, none the spectator's view)",
            "operationId": "getPicture", "security": OPTIONAL_AUTH,
            "parameters": [GAME_ID, *AT_PARAMS, IF_NONE_MATCH],
            "responses": {"200": svg, "304": {"description": "Not modified"},
                          **problems(400, 401, 403, *COMMON)}}},
        "/v1/jobs/{job_id}/picture.svg": {"get": {
            "tags": ["Pictures"], "summary": "A finished route-income job's optimum drawn on its board (its result's `picture`)",
            "operationId": "getJobPicture",
            "parameters": [JOB_ID, IF_NONE_MATCH],
            "responses": {"200": svg, "304": {"description": "Not modified"}, **problems(409, *COMMON)}}},
        "/games": {"get": {
            "tags": ["Pictures"], "summary": "Lobby page: live and finished games with links to their pages", "operationId": "lobbyPage",
            "parameters": [param("rules", "query", {"type": "string", "enum": sorted(all_rules())}),
                           param("status", "query", {"type": "string", "enum": ["active", "finished"]}),
                           param("limit", "query", {"type": "integer", "minimum": 1, "maximum": 200}),
                           param("cursor", "query", {"type": "string", "pattern": "^[0-9a-f]{1,64}$"})],
            "responses": {"200": page, **problems(400, 429, 503)}}},
        "/games/{game_id}": {"get": {
            "tags": ["Pictures"], "summary": "Spectator page: the picture, scores, whose turn, live updates and a history slider; "
                       "`#token=<seat token>` in the URL's fragment shows that seat's view",
            "operationId": "gamePage", "parameters": [GAME_ID],
            "responses": {"200": page, **problems(*COMMON)}}},
        "/assets/{name}": {"get": {
            "tags": ["Pictures"], "summary": "The pages' script and style sheet", "operationId": "pageAsset",
            "parameters": [param("name", "path", {"type": "string"})],
            "responses": {"200": {"description": "JavaScript or CSS", "content": {
                "text/javascript": {"schema": {"type": "string"}}, "text/css": {"schema": {"type": "string"}}}},
                **problems(404, 429, 503)}}},
    }


@cache
def spec() -> dict:
    games = sorted(all_rules().values(), key=lambda r: r.name)
    return {
        "openapi": "3.1.0",
        "info": {"title": "Trackside", "version": "1",
                 "description": "Event-sourced rules server for railway board games. Errors are "
                                "application/problem+json (RFC 9457) with a stable `code`. Each game has typed "
                                "paths under `/v1/rules/<name>/games/{game_id}`; guides with real example "
                                "commands: " + ", ".join(f"[{r.title}](/docs/games/{r.name})" for r in games) + "."},
        "tags": [{"name": "Catalogue"}, {"name": "Games"}, {"name": "Playing"}, {"name": "Jobs"}, {"name": "Pictures"},
                 *({"name": r.name, "description": f"{r.title}: its typed paths ([guide](/docs/games/{r.name}))."}
                   for r in games),
                 {"name": "Operations"}],
        **named_enums({"paths": with_security({**paths(), **picture_paths()}), "components": components()}),
    }


# The service's enums that several schemas and parameters use, by the values they list.
SERVICE_ENUMS = {"GameStatus": STATUS["enum"], "RulesName": sorted(all_rules()), "BotLevel": LEVEL["enum"],
                 "SeatKind": ["human", "automa", "bot"]}


def nullable(schema: dict) -> dict:
    """A string enum or null as `anyOf` the enum and null: the generator makes three types of one
    `type: [string, null]` enum, and can name the enum when others list it too."""
    values = [value for value in schema["enum"] if value is not None]
    rest = {key: value for key, value in schema.items() if key not in ("type", "enum")}
    return {"anyOf": [{"type": "string", "enum": values}, {"type": "null"}], **rest}


def named_enums(document: dict) -> dict:
    """Each string enum that more than one schema or parameter lists, named once in the components and
    referred to, so that a generated client has one type for it rather than one per path and property: the
    service's by SERVICE_ENUMS, a game's (within that game's schemas) `<Game>_<Property>` after the first
    property listing it (`Lilliput_Company`, `TinnersTrail_Area`). A name some schema has already is left
    inline. An enum that may be null is `anyOf` the enum and null (`nullable`)."""
    document = copy.deepcopy(document)  # the parts are shared with other callers (BOT_PLAYER, ...)
    service = {json.dumps(values): name for name, values in SERVICE_ENUMS.items()}
    found: dict[tuple[str | None, str], list[tuple[dict | list, str | int, str | None]]] = {}  # by game, enum

    def walk(node: dict | list, game: str | None, prop: str | None, properties: bool = False) -> None:
        for key, value in node.items() if isinstance(node, dict) else enumerate(node):
            here = key if properties else prop
            if isinstance(value, dict) and value.get("type") == ["string", "null"] and None in value.get("enum", ()):
                value = node[key] = nullable(value)
            if isinstance(value, dict) and value.get("type") == "string" and "enum" in value:
                listed = json.dumps(value["enum"])
                name = service.get(listed) or (f"{game}_{here.capitalize()}" if game and here else None)
                owner = None if listed in service else game
                found.setdefault((owner, json.dumps(value, sort_keys=True)), []).append((node, key, name))
            elif isinstance(value, dict | list):
                walk(value, game, here, key == "properties" and not properties)

    walk(document["paths"], None, None)
    schemas = document["components"]["schemas"]
    games = [prefix(rules) for rules in all_rules().values()]
    for name, schema in list(schemas.items()):
        walk(schema, next((p for p in games if name.startswith(p + "_")), None), None)
    for places in found.values():
        first, at, name = places[0]
        if len(places) < 2 or name is None or name in schemas:
            continue
        schemas[name] = first[at]
        for parent, at, _ in places:
            parent[at] = ref(name)
    return document


@cache
def spec_yaml() -> str:
    return yaml.safe_dump(spec(), sort_keys=False, allow_unicode=True, width=120)


@cache
def spec_json() -> str:
    return json.dumps(spec(), ensure_ascii=False)
