"""The pieces the document is built of: references, objects, answers, parameters, the problem answers of
a route, and the fields and parameters several paths share."""
from __future__ import annotations

from domain.core.search import LEVELS
from service.http import schemas
from service.http.schemas import MAX_VERSION

JSON = "application/json"
PROBLEM = "application/problem+json"


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
                 410: "The operator archived this finished game (`game_archived`; only the operator can restore it), "
                      "or it expired waiting for its seats (`game_expired`: it never starts)",
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
                            "costs 1 + events copied // 32 (an import: its body's bytes // 160 for events); a new "
                            "game or fork 1, 2 or 3 more per easy, normal or strong bot seat"}


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
JOB_ID = param("job_id", "path", {"type": "string", "pattern": "^[A-Za-z0-9_-]{1,200}$"})
IF_NONE_MATCH = param("If-None-Match", "header", {"type": "string"})
# What the server reads: the version, in quotes or not, weak or not (`W/"12"`).
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


# A game's state as /state answers it, and the parameters of the past states and of the events.
STATE_FIELDS = {"version": INT, "turn": INT, "round": INT, "status": STATUS, "state_hash": STR,
                "clocks": {"oneOf": [ref("Clocks"), {"type": "null"}],
                           "description": "The clocks, at the game's last version only (null in the past)."},
                "seed_public": {"type": "boolean", "description": "The game has ended and its seed is published "
                                "(in the summary and the export): false while it runs, for a seed the creator chose "
                                "too."}}
STATE_REQUIRED = ("version", "turn", "round", "status", "state_hash", "view")
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
