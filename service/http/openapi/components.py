"""The schemas every game shares: games, seats, events and exports, jobs, problems and operations; with
the table's and each game's (service/http/openapi/games.py)."""
from __future__ import annotations

from domain.core import table as tables
from domain.core.registry import all_rules
from service.app import analysis
from service.http import schemas
from service.http.jsonschema import schema_of
from service.http.openapi.games import BOT_PLAYER, game_components, prefix, table_components
from service.http.openapi.lobby import ACCOUNT_KIND, SEAT_STATE, lobby_components
from service.http.openapi.me_events import me_event_components
from service.http.openapi.shapes import INT, JSON, LEVEL, NAME, NULL_INT, STATUS, STR, obj, ref
from service.http.openapi.tournaments import tournament_components

NUMBER_0_1 = {"type": "number", "minimum": 0, "maximum": 1}


def components() -> dict:
    games = sorted(all_rules().values(), key=lambda r: r.name)
    seat = obj({"seat": INT, "name": STR, "kind": {"type": "string", "enum": ["human", "automa", "bot"]}, "level": LEVEL},
               ["seat", "name", "kind"])
    seat_now = obj({**seat["properties"],
                    "played_by": obj({"kind": {"type": "string", "const": "bot"},
                                      "reason": {"type": "string", "enum": ["handed_over", "resigned", "clock_ran_out"]}},
                                     ["kind", "reason"], "A bot plays the seat now, and why."),
                    "out": {"type": "boolean", "description": "The seat resigned or lost on time: it cannot win."},
                    "account": {"type": "string", "description": "The account holding (or invited to) the seat."},
                    "account_kind": ACCOUNT_KIND, "state": SEAT_STATE},
                   ["seat", "kind"], "A seat; `name` is absent only from an open seat of a game waiting for its seats.")
    summary = obj({
        "id": STR, "rules": {"type": "string", "enum": [r.name for r in games]}, "rules_version": STR,
        "options": {"type": "object", "description": "The game's options, as `<Game>_Options` describes them."},
        "seats": {"type": "array", "items": ref("SeatNow")},
        "clocks": {"oneOf": [ref("Clocks"), {"type": "null"}], "description": "With a clock option."},
        "forked_from": {"oneOf": [obj({"game": STR, "version": INT}, ["game", "version"]), {"type": "null"}],
                        "description": "The game (and version) a fork copied its first events from."},
        "version": INT, "turn": INT, "round": INT,
        "status": ref("SummaryStatus"),
        "challenge": {"type": "string", "description": "While it waits: its challenge's path."},
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
        "rated": {"type": "boolean", "description": "Created rated (`rated: true`, or a rated tournament's table): "
                  "its result moves its players' ratings once it ends (GET /v1/ratings/{rules}). Shown from "
                  "creation, while the game waits for its seats and runs too."},
    }, ["id", "rules", "rules_version", "options", "seats", "version", "turn", "round", "status", "active_seats",
        "seed_commitment", "created_at", "updated_at", "rated"])
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
        "WeighedMove": obj({"command": obj({"type": STR, "data": {"type": "object"}}, ["type", "data"]),
                            "value": NUMBER_0_1, "visits": INT}, ["command", "value", "visits"],
                           "A move the search tried: the seat's mean reward after it (0 to 1: mostly its chance of "
                           "winning) and the iterations that went through it."),
        "MoveAnalysisResult": obj({"version": INT, "seat": INT, "nodes": INT, "weighed": INT,
                                   "moves": {"type": "array", "maxItems": analysis.TOP_MOVES,
                                             "items": ref("WeighedMove")}},
                                  ["version", "seat", "nodes", "weighed", "moves"],
                                  "A seat's position weighed by the strong bot's search: its top moves, best first "
                                  "(`weighed`: how many it tried)."),
        "ReviewedMove": obj({"version": INT, "seat": INT,
                             "command": obj({"type": STR, "data": {"type": "object"}}, ["type", "data"]),
                             "by": {"type": ["string", "null"], "description": "The machine that chose it (a bot), "
                                    "null for its player."},
                             "value": {**NUMBER_0_1, "type": ["number", "null"]}, "best": ref("WeighedMove"),
                             "loss": {"type": ["number", "null"], "minimum": 0, "maximum": 1,
                                      "description": "The best move's value less the played one's; null when the "
                                      "search did not weigh the played move (the title's bot prunes it, or it is a "
                                      "value inside a listed range)."}},
                            ["version", "seat", "command", "by", "value", "best", "loss"]),
        "ReviewResult": obj({"nodes": INT, "choices": INT, "reviewed": INT, "max_reviewed": INT,
                             "moves": {"type": "array", "items": ref("ReviewedMove")},
                             "swings": {"type": "array", "maxItems": analysis.SWINGS, "items": ref("ReviewedMove")},
                             "seats": {"type": "array", "items": obj(
                                 {"seat": INT, "weighed": INT, "mean_loss": {"type": ["number", "null"]}},
                                 ["seat", "weighed", "mean_loss"])}},
                            ["nodes", "choices", "reviewed", "max_reviewed", "moves", "swings", "seats"],
                            "A finished game's review: each seat's choices of more than one move (at most "
                            "`max_reviewed`, spread evenly) weighed against the best move found, the largest "
                            "losses (`swings`), and each seat's mean loss."),
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
        "NewSeat": obj({**seat_now["properties"], "token": {"type": "string", "description": "The seat's secret "
                                                            "token: shown only here; none for a seat an account "
                                                            "holds or may take (it joins for its token)."}},
                       ["seat", "kind"]),
        "GameSummary": summary,
        "SummaryStatus": {"type": "string", "enum": ["waiting", *STATUS["enum"]],
                          "description": "A game's status; `waiting`: for accounts to take its seats "
                                         "(`seats[].state`), and until then every command and read of its state "
                                         "is a 409 `game_waiting`."},
        "Created": obj({"game": ref("GameSummary"), "seats": {"type": "array", "items": ref("NewSeat")},
                        "challenge": ref("Challenge")}, ["game", "seats"]),
        **lobby_components(),
        **me_event_components(),
        **tournament_components(),
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
        "Job": obj({"id": STR, "kind": {"type": "string", "enum": ["scoring", "route-income", "move-analysis", "review",
                                                                  "automa", "job"]},
                    "status": {"type": "string", "enum": ["queued", "started", "finished", "failed"]},
                    "progress": ref("JobProgress"),
                    "result": {"anyOf": [ref("ScoringResult"), ref("RouteIncomeResult"), ref("MoveAnalysisResult"),
                                         ref("ReviewResult"), ref("AutomaResult")],
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
        "MoveAnalysis": schema_of(schemas.MoveAnalysis),
        "GameReview": schema_of(schemas.GameReview),
        "Health": obj({"status": {"type": "string", "const": "ok"}, "store": {"type": "string", "const": "ok"}},
                      ["status", "store"]),
        "Readiness": obj({"status": {"type": "string", "const": "ready"},
                          "durability": obj({"appendfsync": STR}, ["appendfsync"])}, ["status", "durability"]),
        "RulesEntry": obj({"name": STR, "title": STR, "rules_version": STR,
                           "players": obj({"min": INT, "max": INT}, ["min", "max"]), "automa": {"type": "boolean"},
                           "options": {"type": "object", "description": "JSON Schema of the game's own options "
                                       "(`<Game>_Options` without the table's), each property with its "
                                       "`description`, `default` and allowed values."},
                           "commands": {"type": "object", "additionalProperties": {"type": "object"},
                                        "description": "JSON Schema of each command's `data`."}},
                          ["name", "title", "rules_version", "players", "automa", "options"]),
        "EveryGame": obj({
            "table_options": {"type": "object", "description": "JSON Schema of the options every game takes in "
                              "`options` beside its own: `undo`, and `clock` (`base_s`, `increment_s`, "
                              "`on_timeout`), each property with its `description`."},
            "creation_fields": {"type": "object", "description": "JSON Schema of the fields a new game's body "
                                "(`POST /v1/games`, `POST /v1/challenges`) may have besides `rules`, `players` and "
                                "`options`: `seed`, `rated`, each with its `description`."}},
            ["table_options", "creation_fields"], "What every game takes at creation besides its own options: with "
            "a rules entry, enough to build a new game's form."),
        "Catalogue": {"allOf": [obj({"rules": {"type": "array", "items": ref("RulesEntry")}}, ["rules"]),
                                ref("EveryGame")],
                      "description": "The games this server plays, and what every game takes at creation."},
        "CommandRanges": {
            "type": "object", "maxProperties": 8,
            "additionalProperties": obj({"min": INT, "max": INT, "balance": {
                "type": "string", "description": "A JSON pointer into `data`: that field takes what this one gives "
                "up, so their sum stays as listed (a total split between two parts)."}}, ["min", "max"],
                additionalProperties=False),
            "description": "Only in `legal-commands`: the listed command is one example of many. Each key is a JSON "
                           "pointer (RFC 6901) into `data`; every whole number from `min` to `max` at that field is "
                           "legal too, the other fields as listed (each range varies alone). The listed command "
                           "stays POSTable as it is; `ranges` in a submitted command is ignored (docs/clients.md, "
                           "Ranges)."},
        "RulesDetail": {"allOf": [ref("RulesEntry"), ref("EveryGame")],
                        "description": "One game's rules entry with its commands' schemas, and what every game takes "
                                       "at creation."},
    }
    per_game = {}
    for rules in games:
        per_game |= game_components(rules)
    names = [prefix(r) for r in games]
    for name in names:  # a new game's seat may wait for an account (service/app/lobby.py)
        per_game[f"{name}_CreateGame"]["properties"]["players"]["items"]["oneOf"] += [ref("AccountPlayer"),
                                                                                     ref("OpenPlayer")]
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
                                          "description": "A seat token from game creation (`seats[].token`), "
                                          "an account key (`POST /v1/accounts`), or the admin token. Without one, "
                                          "reads show the spectator's view."}},
        "schemas": base | table_components() | per_game,
    }
