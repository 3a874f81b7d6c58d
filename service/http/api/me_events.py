"""An account's event stream (Server-Sent Events): what it is told about its games and challenges,
served from the process's account streams (service/adapters/account_events.py), or through Pushpin
(TRACKSIDE_STREAMS=grip: service/http/grip.py), or through nginx with nchan (TRACKSIDE_STREAMS=nchan:
service/http/nchan.py)."""
from __future__ import annotations

from flask import Blueprint, Response, current_app, request

from service.adapters.account_events import (
    MAX_STREAMS_PER_ACCOUNT,
    AccountEvents,
    AccountStreams,
    TooManyForAccount,
    is_event_id,
    stored,
)
from service.adapters.feeds import StreamsFull, collected
from service.adapters.stream_frames import account_channel
from service.http import grip, nchan
from service.http.exchange import caller_account, games, too_many_streams
from service.http.problems import Problem

blueprint = Blueprint("me_events", __name__)


def account_streams() -> AccountStreams:
    extensions, settings = current_app.extensions, current_app.config["TRACKSIDE"]
    if "trackside.account_streams" not in extensions:
        service = games()
        extensions.setdefault("trackside.account_streams", AccountStreams(
            service, AccountEvents(service.store), max_streams=settings.max_streams,
            heartbeat_s=settings.stream_heartbeat_seconds))
    return extensions["trackside.account_streams"]


@blueprint.get("/v1/me/events")
def stream():
    pushpin = grip.through_pushpin()
    account_id = (grip.vouched_viewer() if pushpin else None) or caller_account().id
    start = request.headers.get("Last-Event-ID", request.args.get("after", "0"))
    if pushpin:  # (Pushpin asking for what follows the last event it sent names it)
        start = grip.last_id(account_channel(account_id)) or start
    if not is_event_id(start):
        raise Problem(400, "bad_last_event_id", "Last-Event-ID (or after) must be an event id, as `id:` gave it.")
    hub = account_streams()
    if nchan.through_nginx():
        nchan.refuse_at_cap(account_channel(account_id), MAX_STREAMS_PER_ACCOUNT, 429,
                            f"an account may have {MAX_STREAMS_PER_ACCOUNT} event streams open at once; "
                            "close one, or try again later.")
        return nchan.account_stream(hub.events, account_id, start)
    if pushpin:
        if grip.vouched_viewer() is None:  # (an opening request: its account's streams are on its channel)
            grip.refuse_at_cap(account_channel(account_id), MAX_STREAMS_PER_ACCOUNT, 429,
                               f"an account may have {MAX_STREAMS_PER_ACCOUNT} event streams open at once; "
                               "close one, or try again later.")
        body, last = collected(stored(hub.events, account_id, start))
        # (the relay publishes each event with the id before it: "0-0" before the first)
        return grip.held(body, account_channel(account_id), "0-0" if last == "0" else last, account_id)
    try:
        watch = hub.subscribe(account_id)
    except StreamsFull as exc:
        if isinstance(exc, TooManyForAccount):
            raise too_many_streams(429, f"{exc}; close one, or try again later.") from exc
        raise too_many_streams(503, f"{exc}; try again later.") from exc
    response = Response(hub.stream(watch, start), mimetype="text/event-stream",
                        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
    response.call_on_close(lambda: hub.unsubscribe(watch))
    return response
