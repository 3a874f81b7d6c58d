"""The account's event stream (service/http/api/me_events.py): what an account is told, as Server-Sent
Events."""
from __future__ import annotations

from service.http.openapi.shapes import AUTH, INT, JSON, STR, obj, param, problem_text, problems, ref, union

NULLABLE_INT = {"type": ["integer", "null"]}
GAME = {"game": STR, "rules": STR, "seat": {"type": "integer", "description": "The account's seat at the game."}}
DATA = {
    "challenge": {"allOf": [ref("Challenge")],
                  "description": "`challenge`: a challenge the account is invited to, as the lobby shows it."},
    "game_started": obj({**GAME, "seats": {"type": "array", "items": obj(
        {"seat": INT, "name": STR, "kind": STR, "account": STR}, ["seat", "name", "kind"])}},
        ["game", "rules", "seat", "seats"], "`game_started`: a game where the account holds a seat was created."),
    "your_turn": obj({**GAME, "version": {"type": "integer", "description": "The game's version when told."},
                      "clock": {**NULLABLE_INT, "description": "The seat's time left (ms) when told; null without "
                                                               "a clock."}},
                     ["game", "rules", "seat", "version", "clock"],
                     "`your_turn`: the seat must act (again, when a turn takes several commands): ask its legal "
                     "commands with the account key."),
    "game_finished": obj({**GAME, "scores": {"type": ["array", "null"], "items": INT}, "winners": {
        "type": "array", "items": INT}, "place": {"type": "integer", "minimum": 1,
                                                  "description": "The seat's place, 1 for the winners."}},
                         ["game", "rules", "seat", "scores", "winners", "place"], "`game_finished`."),
    "seat_taken_over": obj({**GAME, "version": INT, "reason": {
        "type": "string", "enum": ["handed_over", "resigned", "clock_ran_out"]}},
        ["game", "rules", "seat", "version", "reason"], "`seat_taken_over`: a server bot plays the seat from now on."),
    "game_expired": obj({**GAME, "seats": {"type": "array", "items": obj(
        {"seat": INT, "state": {"type": "string", "enum": ["open", "invited", "taken"]}, "name": STR, "kind": STR,
         "account": STR}, ["seat", "state", "kind"])},
        "challenger": {"type": ["string", "null"], "description": "The account that made the challenge (null: "
                                                                  "a game made with seats to fill)."},
        "created_at": STR},
        ["game", "rules", "seat", "seats", "challenger", "created_at"],
        "`game_expired`: a game the account was seated at or invited to waited for its seats past its deadline: "
        "it never starts."),
    "gap": obj({"after": STR}, ["after"], "`gap`: events after `after` may have been trimmed away before this "
                                          "client read them (the stream keeps an account's last 1000 or so)."),
}
EVENT_NAMES = {kind: f"AccountEvent_{kind}" for kind in DATA}


def me_event_components() -> dict:
    """An account's event: one schema per `type` (its `data` that type's), told apart by `type` alone."""
    out = {EVENT_NAMES[kind]: obj({
        "id": {"type": ["string", "null"], "description": "The event's id, as `id:` gives it (null for a gap)."},
        "type": {"type": "string", "const": kind}, "data": data, "at": STR}, ["id", "type", "data", "at"],
        f"An account's `{kind}` event.") for kind, data in DATA.items()}
    out["AccountEvent"] = union(EVENT_NAMES, "An account's event (each frame's `data:`), by its `type`.")
    return out

EVENT_ID = {"type": "string", "pattern": "^(0|[0-9]{1,20}-[0-9]{1,20})$"}
DESCRIPTION = (
    "Server-Sent Events of the calling account (`Authorization: Bearer <account key>`): `id:` is the event's "
    "id, `event:` its type, `data:` the whole event (AccountEvent) as JSON. Sends every event the account's "
    "stream holds after Last-Event-ID (or `after`; from the oldest held without either), then each new one as "
    "it is written, with `: keep-alive` comments every 15 s (behind nginx with nchan none: a stream quiet for "
    "45 s ends, and the client resumes with Last-Event-ID). Each fact is told once, in order. The stream "
    "keeps an account's last 1000 events or so: a Last-Event-ID older than it holds gets `event: gap` "
    "first (no `id:`), then what is held; read the games' summaries for what was missed. An account may "
    "have 5 streams open at once.")


def me_event_paths() -> dict:
    return {"/v1/me/events": {"get": {
        "tags": ["Accounts"], "summary": "The account's events (its turns, games and challenges), live; "
                                         "resumable with Last-Event-ID",
        "description": DESCRIPTION, "operationId": "streamAccountEvents", "security": AUTH,
        "parameters": [param("Last-Event-ID", "header", EVENT_ID, "Resume after this event."),
                       param("after", "query", EVENT_ID, "Start after this event (when there is no Last-Event-ID).")],
        "responses": {"200": {"description": "An event stream (text/event-stream) of AccountEvent frames.",
                              "content": {"text/event-stream": {"schema": STR},
                                          JSON: {"schema": ref("AccountEvent")}}},
                      "429": problem_text("Rate limited, or the account has 5 streams open already "
                                          "(`too_many_streams`, with Retry-After)"),
                      **problems(400, 401, 503)}}}}
