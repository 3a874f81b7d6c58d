"""The live event stream of a game (Server-Sent Events): served from the process's feeds, or, through
Pushpin (TRACKSIDE_STREAMS=grip), its missed events written here and the rest held by Pushpin on the
viewer's channel (service/http/grip.py), or through nginx (TRACKSIDE_STREAMS=nchan), handed to nchan
after the client's last event, or its missed events answered from the store (service/http/nchan.py).
A stream opened with an account key ends when the key is revoked, on every engine (docs/streams.md)."""
from __future__ import annotations

from flask import Blueprint, Response, current_app, request

from service.app.live import StreamsFull, client_channel, collected, end_frame, game_channel, stored_events
from service.app.ports import LiveFeeds
from service.http import grip, nchan
from service.http.api.play import VERSION
from service.http.exchange import (
    caller_account,
    games,
    key_holds,
    made_once,
    services,
    too_many_streams,
    viewer,
)
from service.http.problems import Problem

blueprint = Blueprint("feeds", __name__)
ADDRESS_FULL = "this address has as many open streams as it may; try again later."


@blueprint.record_once
def nchan_callbacks(state) -> None:
    """With nchan, the route nginx tells a stream's end on (service/http/nchan.py: released()): nginx's
    own, not the API's (nginx keeps it internal), so it is neither served nor documented elsewhere."""
    if state.app.config["TRACKSIDE"].streams == "nchan":
        state.app.add_url_rule(nchan.RELEASED, "nchan_released", nchan.released)


def feeds() -> LiveFeeds:
    """The games' streams this process holds (made at first use, from the settings then)."""
    return made_once("trackside.feeds", services().live.feeds)


@blueprint.get("/v1/games/<game:game_id>/events/stream")
def stream(game_id: str):
    service = games()
    game = service.game(game_id)
    pushpin = grip.through_pushpin()
    vouched = grip.vouched_viewer() if pushpin else None  # (a next link's: "<seat or s>[.<account>.<key id>]")
    if vouched is None:
        seat = viewer(game)
        holder = caller_account(required=False)  # (a stream opened with an account key: its key's)
        key = f"{holder.id}.{holder.key_id}" if holder is not None else ""
    else:
        named, _, key = vouched.partition(".")
        seat = None if named == "s" else int(named)
    key_of = key.partition(".")[0] or None  # (its account: the stream is also on its key channel)
    after = request.args.get("after", "0")
    if not VERSION.fullmatch(after):  # (an empty one is no version either)
        raise Problem(400, "bad_after", "after must be a version number.")
    start = request.headers.get("Last-Event-ID", after)
    if pushpin:  # (Pushpin asking for what follows the last event it sent names it)
        start = grip.last_id(game_channel(game.id, seat)) or start
    if not VERSION.fullmatch(start):
        raise Problem(400, "bad_last_event_id", "Last-Event-ID must be a version number.")
    service.watch(game, seat)
    summary = service.summary(game)
    if summary["status"] == "finished" and int(start) >= summary["version"]:
        # Nothing will follow: 204 tells an EventSource to stop reconnecting.
        return Response(status=204)
    per_client = current_app.config["TRACKSIDE"].max_streams_per_client
    if nchan.through_nginx():
        return nchan.leased(client_channel(request.remote_addr or "unknown"), per_client, 503, ADDRESS_FULL,
                            lambda: nchan.game_stream(service, game, seat, int(start), summary),
                            key_of=key_of)
    if pushpin:
        if vouched is None:  # (an opening request: a next link continues a stream already counted)
            caps = client_channel(request.remote_addr or "unknown")
            lease = grip.lease(caps, per_client, 503, ADDRESS_FULL)
        elif key and not grip.key_kept(key):
            return grip.ended()  # (Pushpin asks the next link when the key channel is closed: no new hold)
        else:
            caps, lease = grip.vouched_caps(), None
        body, last = collected(stored_events(service, game, seat, int(start)))
        if summary["status"] == "finished" and summary["version"] <= last:
            if lease is not None:  # (not held: its place is free at once)
                services().stream_leases.release(caps, lease)
            return Response(grip.RETRY + body + end_frame(last), mimetype="text/event-stream",
                            headers={"Cache-Control": "no-cache"})
        named = ("s" if seat is None else str(seat)) + (f".{key}" if key else "")
        return grip.held(body, game_channel(game.id, seat), str(last), named, caps, key_of)
    hub = feeds()
    try:
        subscriber = hub.subscribe(game, seat, request.remote_addr or "unknown")
    except StreamsFull as exc:
        raise too_many_streams(503, f"{exc}; try again later.") from exc
    response = Response(hub.stream(subscriber, int(start), key_holds()), mimetype="text/event-stream",
                        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
    # Also when the stream is never started (the client went first): the server closes every response.
    response.call_on_close(lambda: hub.unsubscribe(subscriber))
    return response
