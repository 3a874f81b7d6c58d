"""The paths: the catalogue, games, playing, jobs and operations, every game's typed paths, and the
pictures and pages for people."""
from __future__ import annotations

from domain.core.registry import all_rules
from service.app import analysis
from service.config import MAX_IMPORT_BYTES
from service.http import schemas
from service.http.openapi.games import game_paths
from service.http.openapi.shapes import (
    AT_PARAMS,
    AUTH,
    COMMAND_DESCRIPTION,
    COMMON,
    CREATING,
    EVENTS_PARAMS,
    GAME_ID,
    IDEMPOTENCY_KEY,
    IF_MATCH,
    IF_NONE_MATCH,
    INT,
    JOB_ID,
    JSON,
    OPTIONAL_AUTH,
    QUEUED_JOBS_TEXT,
    STATE_DESCRIPTION,
    STATE_FIELDS,
    STATE_REQUIRED,
    STORING,
    busy,
    obj,
    ok,
    param,
    problem_text,
    problems,
    ref,
    too_many_queued_jobs,
)
from service.http.openapi.tournaments import ID as TOURNAMENT_CURSOR
from service.http.openapi.tournaments import STATUS as TOURNAMENT_STATUS
from service.http.openapi.tournaments import TOURNAMENT_ID

DEAL_HIDDEN = {403: "A seat token of another game, or `deal_hidden` (with its `game`): the game is a duplicate "
                    "tournament table whose deal other tables of its round still play, read by its own seats alone "
                    "(a scoring job's result is anyone's who holds its id: no seat may ask one of such a table)"}
CREATE_EXAMPLE = {"rules": "ticket-to-ride", "players": [{"name": "Ada"}, {"name": "Brunel"}]}
# The Swagger UI files the reference page loads: the only names `/docs/assets/{name}` serves
# (service/http/api/docs.py serves what the document lists).
ASSET_NAMES = ("swagger-ui.css", "index.css", "swagger-ui-bundle.js", "swagger-ui-standalone-preset.js",
               "favicon-32x32.png")


def paths() -> dict:
    games = sorted(all_rules().values(), key=lambda r: r.name)
    names = [r.name for r in games]
    rules_name = param("name", "path", {"type": "string", "enum": names}, "The rules' name.")
    out = {
        "/v1/rules": {"get": {
            "tags": ["Catalogue"], "summary": "The games this server plays", "operationId": "listRules",
            "description": "Each game's options, and the table's options, `seed` and `rated` every game takes, "
                           "as JSON Schemas with a `description` for each field: a client builds a new game's "
                           "form from this answer alone.",
            "responses": {"200": ok(ref("Catalogue")), **problems(429)}}},
        "/v1/rules/{name}": {"get": {
            "tags": ["Catalogue"], "summary": "One game's rules entry with the JSON Schema of each command",
            "operationId": "getRules",
            "parameters": [rules_name],
            "responses": {"200": ok(ref("RulesDetail")), **problems(404, 429)}}},
        "/v1/games": {
            "post": {"tags": ["Games"], "summary": "Create a game", "operationId": "createGame",
                     "description": "Answers the seats' secret tokens (only here). With `Idempotency-Key`, a retry "
                                    "by the same client (seat token, admin token, else address) answers the game "
                                    "the first request created; the key is that client's own: another client "
                                    "sending it creates a game of its own. A player `{\"account\": <id>}` or "
                                    "`{\"open\": true}` is a seat for an account to join: the game waits (status "
                                    "`waiting`) until every such seat is taken, and those seats have no token here.",
                     "parameters": [IDEMPOTENCY_KEY],
                     "requestBody": {"required": True, "content": {JSON: {"schema": ref("CreateGame"),
                                                                          "example": CREATE_EXAMPLE}}},
                     "responses": {"201": ok(ref("Created"), "Created"),
                                   **problems(400, 413, 415, 422, 429, 503, texts=CREATING)}},
            "get": {"tags": ["Games"], "summary": "List games, newest first", "operationId": "listGames",
                    "parameters": [param("rules", "query", {"type": "string", "enum": names}),
                                   param("status", "query", ref("SummaryStatus"),
                                         "`waiting`: the games with a seat open to any account."),
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
                           "`fork.no_such_version`. A seat `{\"account\": id}` must be the caller's own "
                           "account (its key as Bearer): another account's, or none, is a 403 `not_your_account`.",
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
                                                 "redacted for the caller; `: keep-alive` comments every 15 s (a "
                                                 "server whose streams nginx with nchan holds sends none: a "
                                                 "stream quiet for 45 s ends, and the client resumes with "
                                                 "Last-Event-ID); "
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
            "operationId": "verifyGame", "security": OPTIONAL_AUTH, "parameters": [GAME_ID],
            "description": "The replay runs off the API's event loop, in a bounded pool (429 `busy` when it is "
                           "full); its answer is kept for the log's head, so asking again about a game that has "
                           "not moved costs no replay.",
            "responses": {"200": ok(ref("Verification")), **problems(401, 403, *COMMON, texts=DEAL_HIDDEN),
                          **busy()}}},
        "/v1/games/{game_id}/analyses/route-income": {"post": {
            "tags": ["Jobs"], "operationId": "routeIncome",
            "summary": "The optimal route income of one company's trains (exact, with its certificate), on a worker",
            "security": OPTIONAL_AUTH, "parameters": [GAME_ID],
            "requestBody": {"required": True, "content": {JSON: {"schema": ref("RouteIncome"),
                                                                 "example": {"company": "red"}}}},
            "description": QUEUED_JOBS_TEXT,
            "responses": {"200": ok(ref("JobAccepted"), "Already known"), "202": ok(ref("JobAccepted"), "Accepted"),
                          **problems(400, 401, 403, 413, 415, 422, *COMMON, texts={**STORING, **DEAL_HIDDEN}),
                          **too_many_queued_jobs()}}},
        "/v1/games/{game_id}/analyses/moves": {"post": {
            "tags": ["Jobs"], "operationId": "analyseMoves",
            "summary": "A seat's top moves at a version, weighed by the strong bot's search, on a worker",
            "security": OPTIONAL_AUTH, "parameters": [GAME_ID],
            "requestBody": {"required": True, "content": {JSON: {"schema": ref("MoveAnalysis"),
                                                                 "example": {"seat": 0, "at_version": 12}}}},
            "description": "Only what the seat knew at that version goes in (its view and redacted history, the "
                           "search's seed drawn from them): the same position as the seat saw it always gets the "
                           "same answer, whatever the others held. `nodes` (default: the title's strong bot's per "
                           f"move, at most {analysis.MAX_NODES}) is the search's budget. While the game is played "
                           "only the seat itself may ask (its seat token or account key; 403 `not_your_seat`), "
                           "never at a rated or tournament table (403 `analysis_off`); once it has ended, anyone "
                           "who may read it. The job's result (`MoveAnalysisResult`) is read under the same rule. "
                           + QUEUED_JOBS_TEXT,
            "responses": {"200": ok(ref("JobAccepted"), "Already known"), "202": ok(ref("JobAccepted"), "Accepted"),
                          **problems(400, 401, 403, 413, 415, 422, *COMMON, texts={
                              **STORING, 403: DEAL_HIDDEN[403] + "; `not_your_seat`, `analysis_off` (see above)",
                              422: "No such seat (`no_such_seat`), or none of its moves to weigh at that version "
                                   "(`no_move_to_analyse`)"}),
                          **too_many_queued_jobs()}}},
        "/v1/games/{game_id}/analyses/review": {"post": {
            "tags": ["Jobs"], "operationId": "reviewGame",
            "summary": "A finished game's review: each seat's choices against the best move found, on a worker",
            "security": OPTIONAL_AUTH, "parameters": [GAME_ID],
            "requestBody": {"required": True, "content": {JSON: {"schema": ref("GameReview"),
                                                                 "example": {"nodes": analysis.REVIEW_NODES}}}},
            "description": f"Each choice of more than one move (at most {analysis.MAX_REVIEWED_MOVES}, spread "
                           "evenly over a longer game) is weighed from its seat's own view with `nodes` a move "
                           f"(default {analysis.REVIEW_NODES}, at most {analysis.MAX_REVIEW_NODES}); the result "
                           "(`ReviewResult`) gives each its loss against the best move found and names the three "
                           "largest. Anyone who may read the game may ask. " + QUEUED_JOBS_TEXT,
            "responses": {"200": ok(ref("JobAccepted"), "Already known"), "202": ok(ref("JobAccepted"), "Accepted"),
                          **problems(400, 401, 403, 413, 415, *COMMON, texts={**STORING, **DEAL_HIDDEN}),
                          "409": problem_text("The game is still played (`game_not_finished`)"),
                          **too_many_queued_jobs()}}},
        "/v1/scoring-jobs": {"post": {
            "tags": ["Jobs"], "summary": "Score finished games or raw boards in bulk on a worker",
            "operationId": "createScoringJob",
            "requestBody": {"required": True, "content": {JSON: {"schema": ref("ScoringJob"),
                                                                 "example": {"games": ["0123456789abcdef"]}}}},
            "description": f"At most {schemas.MAX_SCORING_ITEMS} games or boards a job (more: 422 "
                           f"`scoring_job_too_large`, with its `limit`). {QUEUED_JOBS_TEXT} New games, imports, forks "
                           "and scoring jobs share one creation budget per client and per address.",
            "responses": {"202": ok(ref("JobAccepted"), "Accepted"),
                          **problems(400, 403, 413, 415, 503, texts={**CREATING, **DEAL_HIDDEN}),
                          "422": problem_text("Too many games or boards in one job (`scoring_job_too_large`)"),
                          **too_many_queued_jobs(budget=True)}}},
        "/v1/jobs/{job_id}": {"get": {
            "tags": ["Jobs"], "summary": "A job's status, progress and result", "operationId": "getJob",
            "security": OPTIONAL_AUTH, "parameters": [JOB_ID],
            "responses": {"200": ok(ref("Job")), **problems(401, 403, 404, 429, 503, texts=DEAL_HIDDEN)}}},
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


TARGETS = param("targets", "query", {"type": "boolean"},
                "With a seat token or an account key holding a seat: every element of the board that one of "
                "the seat's legal commands refers to is a target, carrying `data-commands` (the JSON array of "
                "its commands as legal-commands lists them), `class=\"target\"`, `tabindex`, `role=button` and "
                "an `aria-label` (docs/pictures.md, Targets). At the game's current version only: a past "
                "version, a spectator, or a seat with nothing to do gets the picture without targets.")


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
            "parameters": [GAME_ID, *AT_PARAMS, TARGETS, IF_NONE_MATCH],
            "responses": {"200": svg, "304": {"description": "Not modified"},
                          **problems(400, 401, 403, *COMMON)}}},
        "/v1/jobs/{job_id}/picture.svg": {"get": {
            "tags": ["Pictures"], "summary": "A finished route-income job's optimum drawn on its board (its result's `picture`)",
            "operationId": "getJobPicture", "security": OPTIONAL_AUTH,
            "parameters": [JOB_ID, IF_NONE_MATCH],
            "responses": {"200": svg, "304": {"description": "Not modified"},
                          **problems(401, 403, 409, *COMMON, texts=DEAL_HIDDEN)}}},
        "/games": {"get": {
            "tags": ["Pictures"], "summary": "Lobby page: live and finished games with links to their pages", "operationId": "lobbyPage",
            "parameters": [param("rules", "query", {"type": "string", "enum": sorted(all_rules())}),
                           param("status", "query", {"type": "string", "enum": ["active", "finished"]}),
                           param("limit", "query", {"type": "integer", "minimum": 1, "maximum": 200}),
                           param("cursor", "query", {"type": "string", "pattern": "^[0-9a-f]{1,64}$"})],
            "responses": {"200": page, **problems(400, 429, 503)}}},
        "/play": {"get": {
            "tags": ["Pictures"], "summary": "Play page: sign in with an account key (or make an account), start games against "
                       "bots or accounts, join open games, answer challenges and follow the account's games live",
            "operationId": "playPage",
            "responses": {"200": page, **problems(429, 503)}}},
        "/favicon.ico": {"get": {
            "tags": ["Pictures"], "summary": "The site's icon (SVG)", "operationId": "favicon",
            "responses": {"200": {"description": "The icon", "content": {"image/svg+xml": {"schema": {"type": "string"}}}},
                          **problems(429, 503)}}},
        "/games/{game_id}": {"get": {
            "tags": ["Pictures"], "summary": "Spectator page: the picture, scores, whose turn, live updates and a history slider; "
                       "`#token=<seat token>` in the URL's fragment shows that seat's view",
            "operationId": "gamePage", "parameters": [GAME_ID],
            "responses": {"200": page, **problems(*COMMON)}}},
        "/tournaments": {"get": {
            "tags": ["Pictures"], "summary": "Tournaments page: every tournament, newest first, linked to its page",
            "operationId": "tournamentsPage",
            "parameters": [param("status", "query", TOURNAMENT_STATUS), param("limit", "query", {
                "type": "integer", "minimum": 1, "maximum": 100}), param("cursor", "query", TOURNAMENT_CURSOR)],
            "responses": {"200": page, **problems(400, 429, 503)}}},
        "/tournaments/{tournament_id}": {"get": {
            "tags": ["Pictures"], "summary": "A tournament's page: its standings and rounds, each table linked to its game "
                       "(live while it runs), the players by name, its export",
            "operationId": "tournamentPage", "parameters": [TOURNAMENT_ID],
            "responses": {"200": page, **problems(404, 429, 503)}}},
        "/ratings/{rules}": {"get": {
            "tags": ["Pictures"], "summary": "A title's ratings page: its leaderboard by the players' names",
            "operationId": "ratingsPage",
            "parameters": [param("rules", "path", {"type": "string", "enum": sorted(all_rules())}, "The title."),
                           param("limit", "query", {"type": "integer", "minimum": 1, "maximum": 100}),
                           param("cursor", "query", {"type": "string", "pattern": "^[0-9]{1,9}$"})],
            "responses": {"200": page, **problems(400, 404, 429, 503)}}},
        "/ratings/{rules}/{account_id}": {"get": {
            "tags": ["Pictures"], "summary": "An account's rated games of a title: each finished game's place, its "
                       "players by name and whether its rating counted it, newest first",
            "operationId": "ratedGamesPage",
            "parameters": [param("rules", "path", {"type": "string", "enum": sorted(all_rules())}, "The title."),
                           param("account_id", "path", {"type": "string"}, "The account's id."),
                           param("cursor", "query", {"type": "string", "pattern": "^[0-9a-f]{1,64}$"})],
            "responses": {"200": page, **problems(400, 404, 429, 503)}}},
        "/assets/{name}": {"get": {
            "tags": ["Pictures"], "summary": "The pages' script and style sheet", "operationId": "pageAsset",
            "parameters": [param("name", "path", {"type": "string"})],
            "responses": {"200": {"description": "JavaScript or CSS", "content": {
                "text/javascript": {"schema": {"type": "string"}}, "text/css": {"schema": {"type": "string"}}}},
                **problems(404, 429, 503)}}},
    }
