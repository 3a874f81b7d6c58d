"""Answers to a stream request that came through nginx with nchan (TRACKSIDE_STREAMS=nchan; docs/streams.md,
"The nchan path").

nginx passes its requests to the API with a header holding a secret it shares with the API (overriding
any client's) and one naming the node (each node's nchan ids are its own), so that only its requests are
answered here; any other is served by the API itself, as with TRACKSIDE_STREAMS=gevent. The API checks
the token and takes a lease on the stream's cap (leased()), then:
- the client's last id is in the node's map of the channel (service/adapters/streams/nchan.py): `X-Accel-Redirect` to nginx's
  internal subscriber location after the mapped nchan id: nchan holds the stream and sends what follows;
- it is older than the map: the missed events from the store, a bounded page, as a finite response (with
  `retry:`): the client reconnects with a newer Last-Event-ID, until it is mapped;
- it is newer than the map (the relay has not published it yet): a short wait for the relay, then the
  redirect, or an empty finite response (the client comes back);
- a finished game is answered from the store alone (its channels are closed).
A client is never sent past what is mapped, so that it always resumes from the map or the store."""
from __future__ import annotations

import hmac
import itertools
import time
from collections.abc import Callable, Iterator
from urllib.parse import quote

from flask import Response, current_app, request

from service.app.games import Game, GameService
from service.app.live import (
    PAGE,
    account_channel,
    account_frame,
    collected,
    end_frame,
    event_frame,
    game_channel,
    parse_id,
    stored_account_events,
)
from service.app.ports import AccountStreams, StreamNodes
from service.bootstrap import LEASE_S
from service.http import grip
from service.http.exchange import made_once, services
from service.http.grip import RETRY
from service.http.problems import Problem

NGINX_HEADER = "X-Trackside-Nginx"
SUBSCRIBER = "/internal/nchan/"  # nginx's internal subscriber location (deploy/nchan/nginx.conf)
RELEASED = "/internal/stream-ended"  # where nginx tells that nchan let a stream go (deploy/nchan/nginx.conf)
NODE_HEADER = "X-Trackside-Node"  # which node (its publisher URL, as the relay names it): its ids are its own
WAIT_S = 2.0  # how long a client ahead of the map waits for the relay before it is told to come back
POLL_S = 0.05
MAX_PAGES = 100  # pages of events hidden from the viewer read for one answer (each of PAGE events)

# Our id -> its frame for this viewer (None: hidden from it), the stored events after an id, a page.
Read = Callable[[str], list[tuple[str, bytes | None]]]


def through_nginx() -> bool:
    settings = current_app.config["TRACKSIDE"]
    given = request.headers.get(NGINX_HEADER, "")
    return (settings.streams == "nchan" and bool(given) and bool(request.headers.get(NODE_HEADER))
            and hmac.compare_digest(given.encode(), settings.nchan_secret.encode()))


def nodes() -> StreamNodes:
    """The nodes (the settings' publisher locations) and their maps: where the API finds a client's place,
    starts a quiet channel's map and closes an account's channel. Made at first use, from the settings then."""
    return made_once("trackside.nchan_nodes", services().live.nodes)


def leased(caps: str, cap: int, status: int, detail: str, answer: Callable[[], Response],
           key_of: str | None = None) -> Response:
    """`answer()` under a lease on the capped channel `caps` (refused as on the gevent path, `status`
    too_many_streams with Retry-After, when `cap` streams hold leases on it: service/adapters/
    stream_leases.py). A stream handed to nchan keeps its lease until nginx says nchan let it go (its
    redirect names the lease, which nginx's unsubscribe request hands back: released()); a finite
    answer lets it go at once. A stream opened with a key of the account `key_of` is also held on its
    key channel, which a revocation deletes (key_revoked()), and on a channel of its own, `o-<lease>`:
    nchan 1.3.6 sends a stream held on several channels nothing more once that set of channels was left
    without a stream while a message was published (docs/streams.md, "The stall"), and a set no other
    stream shares is never left and taken again."""
    lease = grip.lease(caps, cap, status, detail, LEASE_S["nchan"])
    try:
        response = answer()
    except BaseException:
        services().stream_leases.release(caps, lease)
        raise
    if "X-Accel-Redirect" in response.headers:
        redirect = response.headers["X-Accel-Redirect"]
        if key_of:
            redirect = held_also(redirect, [grip.key_channel(key_of), f"o-{lease}"])
        response.headers["X-Accel-Redirect"] = redirect + f"&caps={quote(caps, safe='')}&lease={lease}"
    else:
        services().stream_leases.release(caps, lease)
    return response


def released() -> Response:
    """nginx's unsubscribe request for a stream nchan let go (the client left, its idle end, its channel
    closed): its lease is let go. Only a request through nginx (its secret) is taken; the lease id is one
    only that stream's redirect carried."""
    if not through_nginx():
        raise Problem(404, "not_found", "Not found.")
    caps, lease = request.args.get("caps", ""), request.args.get("lease", "")
    if caps and lease:
        services().stream_leases.release(caps, lease)
    return Response(status=204)


def key_revoked(account: str) -> None:
    """The streams nchan holds on an account's key channel (every one opened with one of its keys: its
    own, and its games') end: the channel is deleted on every node (nothing is published on it: it has
    no map), which ends a stream on several channels too. A revoked key's comes back to a 401; the others
    come back with their Last-Event-ID and a key that holds, and lose nothing."""
    nodes().close(grip.key_channel(account))  # (a node away: its streams end at their idle timeout, then a 401)


def redirected(channel: str, nchan_id: str) -> Response:
    """nchan holds the stream on `channel` alone, from after `nchan_id` (its colon as it is: nchan reads the
    argument undecoded)."""
    return Response(status=200, mimetype="text/event-stream", headers={
        "Cache-Control": "no-cache", "X-Accel-Buffering": "no",
        "X-Accel-Redirect": f"{SUBSCRIBER}{quote(channel, safe='')}?last={quote(nchan_id, safe=':')}"})


def held_also(redirect: str, channels: list[str]) -> str:
    """`redirect` holding its stream on `channels` too, after its own (nginx's subscriber location splits its
    channel at commas); the message id stays the first channel's, which nchan reads as such."""
    path, _, query = redirect.partition("?")
    return ",".join([path, *(quote(channel, safe="") for channel in channels)]) + "?" + query


def finite(body: bytes) -> Response:
    """Events the client missed; the end of the response makes it reconnect with the last one's id."""
    return Response(RETRY + body, mimetype="text/event-stream", headers={"Cache-Control": "no-cache"})


def resumed(channel: str, start: str, newest: str, later: Callable[[str, str], bool], read: Read) -> Response:
    """The answer to a stream on `channel` after our id `start`: `newest` is the store's newest id,
    `later(a, b)` whether id a comes after id b."""
    deadline = time.monotonic() + WAIT_S
    while True:
        (found,), last = nodes().lookup(request.headers[NODE_HEADER], channel, [start])
        if found is not None:
            return redirected(channel, found)
        if later(last or newest, start):  # (no map: the relay is behind, or the channel idle past its ttl)
            return caught_up(channel, start, last or newest, later, read)
        if time.monotonic() > deadline:
            return finite(b"")
        if last is None and start == newest and started(channel, start):
            continue
        time.sleep(POLL_S)


def started(channel: str, start: str) -> bool:
    """Whether the node's map of a channel with nothing to resume (an account with no event yet, a game
    idle past the map's ttl) now starts at `start`: at the channel's last message on the node, or at a
    comment published for it (the relay's next publish follows it)."""
    node = request.headers[NODE_HEADER]
    if node not in nodes().urls:
        return False
    held = nodes().last_held(node, channel)
    if held is None:
        return False
    nodes().start(node, channel, start, held)
    return True


def first_visible(read: Read, start: str, within: Callable[[str], bool] = lambda ours: True
                  ) -> Iterator[list[tuple[str, bytes | None]]]:
    """The pages of stored events after `start` (those `within`), up to the first with something this
    viewer may see, MAX_PAGES at most."""
    at = start
    for _ in range(MAX_PAGES):
        page = [(ours, frame) for ours, frame in read(at) if within(ours)]
        if not page:
            return
        yield page
        if any(frame is not None for _, frame in page):
            return
        at = page[-1][0]


def caught_up(channel: str, start: str, upto: str, later: Callable[[str, str], bool], read: Read) -> Response:
    """The stored events after `start` up to `upto` (a page with something in it for this viewer); or,
    when those before the first it may see are mapped, the redirect after the last such one."""
    body: list[bytes] = []
    for page in first_visible(read, start, lambda ours: not later(ours, upto)):
        leading = [ours for ours, _ in itertools.takewhile(lambda entry: entry[1] is None, page)]
        if leading:
            mapped, _ = nodes().lookup(request.headers[NODE_HEADER], channel, leading)
            for nchan_id in reversed(mapped):
                if nchan_id is not None:
                    return redirected(channel, nchan_id)
        body.extend(frame for _, frame in page if frame is not None)
    return finite(b"".join(body))


def game_stream(service: GameService, game: Game, seat: int | None, start: int, summary: dict) -> Response:
    """A game's stream after version `start`, as `seat` (None: a spectator) sees it."""
    def read(after: str) -> list[tuple[str, bytes | None]]:
        return [(str(envelope["version"]), event_frame(service.public_event(game, envelope, seat)))
                for envelope in service.store.events(game.id, after=int(after), limit=PAGE)]

    newest = summary["version"]
    if summary["status"] == "finished":
        # (its channels are closed) the store's events, a page with something in it, and `event: end`
        body, at = b"", str(start)
        for page in first_visible(read, at):
            at = page[-1][0]
            body += b"".join(frame for _, frame in page if frame is not None)
        return finite(body + (end_frame(newest) if int(at) >= newest else b""))
    return resumed(game_channel(game.id, seat), str(start), str(newest), lambda a, b: int(a) > int(b), read)


def account_stream(events: AccountStreams, account: str, start: str) -> Response:
    """An account's stream after event id `start`."""
    start = "0-0" if start == "0" else start  # (the relay maps an account's first event after "0-0")
    if events.lost_after(account, start):
        # (what is left of the account's events, after `event: gap`: bounded by what an account keeps)
        body, _ = collected(stored_account_events(events, account, start))
        return finite(body)

    def read(after: str) -> list[tuple[str, bytes | None]]:
        return [(event["id"], account_frame(event)) for event in events.after(account, after, PAGE)]

    return resumed(account_channel(account), start, events.last_id(account),
                   lambda a, b: parse_id(a) > parse_id(b), read)
