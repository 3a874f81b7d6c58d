"""The account's event stream (service/http/api/me_events.py): what an account is told, as Server-Sent
Events: one schema a notice kind (service/app/notice_kinds.py), and the stream's own `gap`."""
from __future__ import annotations

from service.app.notice_kinds import KINDS
from service.http.openapi.shapes import AUTH, JSON, STR, obj, param, problem_text, problems, ref, union

DATA = {
    **{kind.type: {"allOf": [ref(kind.component)], "description": kind.description} if kind.component
       else obj(kind.properties, kind.required, kind.description) for kind in KINDS},
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
