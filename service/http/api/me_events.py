"""An account's event stream (Server-Sent Events): what it is told about its games and challenges,
served from the process's account streams (service/adapters/streams/account_events.py), or through Pushpin
(TRACKSIDE_STREAMS=grip: service/http/grip.py), or through nginx with nchan (TRACKSIDE_STREAMS=nchan:
service/http/nchan.py)."""
from __future__ import annotations

from flask import Blueprint, Response, current_app, request

from service.app.live import (
    MAX_STREAMS_PER_ACCOUNT,
    StreamsFull,
    TooManyForAccount,
    account_channel,
    collected,
    is_event_id,
    stored_account_events,
)
from service.app.ports import LiveFeeds
from service.http import grip, nchan
from service.http.exchange import caller_account, key_holds, made_once, services, too_many_streams
from service.http.problems import Problem

blueprint = Blueprint("me_events", __name__)
ACCOUNT_FULL = (f"an account may have {MAX_STREAMS_PER_ACCOUNT} event streams open at once; close one, or try "
                "again later.")


def key_revoked(account_id: str) -> None:
    """A key of the account was revoked: the streams an engine holds on the account's key channel (every
    stream opened with one of its keys: its own, and its games') end: with nchan all of them (the others
    come back with their Last-Event-ID and a key that holds, and lose nothing); with Pushpin, which then
    asks each hold's next link, those whose link names that key (the others are held again). The API's
    own streams ask their key again at each heartbeat (KeyCheck)."""
    streams = current_app.config["TRACKSIDE"].streams
    if streams == "grip":
        grip.close_channel(grip.key_channel(account_id))
    elif streams == "nchan":
        nchan.key_revoked(account_id)


def account_streams() -> LiveFeeds:
    """The accounts' streams this process holds (made at first use, from the settings then)."""
    return made_once("trackside.account_streams", services().live.account_feeds)


@blueprint.get("/v1/me/events")
def stream():
    pushpin = grip.through_pushpin()
    vouched = grip.vouched_viewer() if pushpin else None  # (a next link's: "<account>.<key id>")
    if vouched is None:
        caller = caller_account()
        account_id, key_id = caller.id, caller.key_id
    else:
        account_id, _, key_id = vouched.partition(".")
    start = request.headers.get("Last-Event-ID", request.args.get("after", "0"))
    if pushpin:  # (Pushpin asking for what follows the last event it sent names it)
        start = grip.last_id(account_channel(account_id)) or start
    if not is_event_id(start):
        raise Problem(400, "bad_last_event_id", "Last-Event-ID (or after) must be an event id, as `id:` gave it.")
    events = services().live.account_events
    if nchan.through_nginx():
        return nchan.leased(account_channel(account_id), MAX_STREAMS_PER_ACCOUNT, 429, ACCOUNT_FULL,
                            lambda: nchan.account_stream(events, account_id, start), key_of=account_id)
    if pushpin:
        if vouched is None:  # (an opening request: its account's streams are on its channel)
            grip.lease(account_channel(account_id), MAX_STREAMS_PER_ACCOUNT, 429, ACCOUNT_FULL)
        elif not grip.key_kept(vouched):
            # (Pushpin asks the next link when the channel is closed, as at a revocation: no new hold)
            return grip.ended()
        body, last = collected(stored_account_events(events, account_id, start))
        # (the relay publishes each event with the id before it: "0-0" before the first)
        return grip.held(body, account_channel(account_id), "0-0" if last == "0" else last, f"{account_id}.{key_id}",
                         key_of=account_id)
    hub = account_streams()
    try:
        watch = hub.subscribe(account_id)
    except StreamsFull as exc:
        if isinstance(exc, TooManyForAccount):
            raise too_many_streams(429, f"{exc}; close one, or try again later.") from exc
        raise too_many_streams(503, f"{exc}; try again later.") from exc
    response = Response(hub.stream(watch, start, key_holds()), mimetype="text/event-stream",
                        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
    response.call_on_close(lambda: hub.unsubscribe(watch))
    return response
