"""GRIP answers to a stream request that came through Pushpin (TRACKSIDE_STREAMS=grip; docs/streams.md).

The API answers such a request itself, as it answers any: it checks the token, writes the events the
client missed (our ids), and tells Pushpin with headers to hold the connection on the viewer's channel,
from the last id it wrote (prev-id), with a heartbeat and a next link. Pushpin then sends what the relay
publishes on that channel; if a publish's prev-id is not the last id it sent (an event published
before the hold began, or lost), it asks the next link, with `Grip-Last: <channel>; last-id=<id>`, and
this answer comes again from there. Pushpin asks that link without the client's headers (its token):
the link names the viewer, with a mac under the key Pushpin signs with, which only a request signed
by Pushpin may use.

Every hold is also on the channel naming who is capped (a game stream's client address, `p-<address>`;
an account's stream is capped on its own channel): the nodes tell who is subscribed, the relay counts it
(service/adapters/streams/stream_counts.py), and an opening request takes a lease on it, refused, as on the
gevent path, once the streams told of and the leases not yet told of are as many as the cap
(service/adapters/streams/stream_leases.py: one script, so a burst cannot pass it). A next link keeps the hold
on that channel (Pushpin replaces a hold's channels with those of the link's answer), so the link names
it too, under the mac.

A stream opened with an account key (an account's, or a game's with the account's seat or as a
spectator) is also held on its account's key channel (`k-<account>`), where nothing is published: a
revoked key closes it (key_revoked in service/http/api/me_events.py). Pushpin then asks each of its
holds' next link, which names the key (`<viewer>.<account>.<key id>` for a game's, under the mac): a
revoked key's answer is an empty, finite one, which ends the stream; the others are held again."""
from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import time
from urllib.parse import quote

import orjson
from flask import Response, current_app, request

from service.bootstrap import LEASE_S, grip_closer
from service.http.exchange import accounts, services, too_many_streams

RETRY = b"retry: 1000\n\n"


def _unpadded(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def signed_by_pushpin(token: str | None, key: str) -> bool:
    """Whether `token` (a Grip-Sig header) is a JWT signed with `key` (HS256) and not expired."""
    if not token or not key:
        return False
    try:
        head, claims, signature = token.split(".")
        expected = hmac.new(key.encode(), f"{head}.{claims}".encode(), hashlib.sha256).digest()
        if not hmac.compare_digest(expected, _unpadded(signature)):
            return False
        if orjson.loads(_unpadded(head)).get("alg") != "HS256":
            return False
        expiry = orjson.loads(_unpadded(claims)).get("exp")
    except (ValueError, binascii.Error, orjson.JSONDecodeError, AttributeError):
        return False
    return isinstance(expiry, int | float) and expiry > time.time()


def through_pushpin() -> bool:
    """Whether this request is to be answered with GRIP instructions: the streams are Pushpin's and the
    request carries its signature (else it is served here, as with TRACKSIDE_STREAMS=gevent)."""
    settings = current_app.config["TRACKSIDE"]
    return settings.streams == "grip" and signed_by_pushpin(request.headers.get("Grip-Sig"), settings.grip_key)


def last_id(channel: str) -> str | None:
    """The last id Pushpin sent on `channel`, when this is its request for what follows (Grip-Last)."""
    for header in request.headers.getlist("Grip-Last"):
        for part in header.split(","):
            name, _, params = part.strip().partition(";")
            if name.strip() != channel:
                continue
            for param in params.split(";"):
                key, _, value = param.strip().partition("=")
                if key == "last-id":
                    return value.strip().strip('"')
    return None


def _viewer_mac(key: str, path: str, viewer: str, caps: str) -> str:
    message = f"{path}\n{viewer}" + (f"\n{caps}" if caps else "")
    return hmac.new(key.encode(), message.encode(), hashlib.sha256).hexdigest()


def vouched_viewer() -> str | None:
    """The viewer a next link names (see held()), when Pushpin asks it and its mac is ours: Pushpin
    asks it without the client's headers, so the link carries who the stream is for."""
    viewer, mac = request.args.get("viewer"), request.args.get("mac")
    if viewer is None or mac is None:
        return None
    key = current_app.config["TRACKSIDE"].grip_key
    expected = _viewer_mac(key, request.path, viewer, request.args.get("caps", ""))
    return viewer if hmac.compare_digest(expected, mac) else None


def vouched_caps() -> str | None:
    """The capped channel a next link names (with vouched_viewer(): the mac covers it)."""
    return request.args.get("caps") or None


def lease(channel: str, cap: int, status: int, detail: str, lasts_s: float = LEASE_S["grip"]) -> str:
    """A lease on `channel` for a stream about to be held; refused as the gevent path refuses (`status`
    too_many_streams, with Retry-After) when `cap` streams are held or leased on it."""
    taken = services().stream_leases.take(channel, cap, lasts_s)
    if taken is None:
        raise too_many_streams(status, detail)
    return taken


def key_channel(account: str) -> str:
    """Where every stream opened with one of `account`'s keys is also held (nothing is published on it):
    a revocation ends its streams, on Pushpin and on nchan."""
    return f"k-{account}"


def key_kept(key: str) -> bool:
    """Whether `key` (`<account>.<key id>`, as a next link names it) is still one of its account's keys."""
    account_id, _, key_id = key.partition(".")
    return key_id in {kept["id"] for kept in accounts().keys(accounts().account(account_id))}


def ended() -> Response:
    """A next link's answer for a stream whose key was revoked: empty and finite, so Pushpin ends it."""
    return Response(b"", mimetype="text/event-stream", headers={"Cache-Control": "no-cache"})


def close_channel(channel: str) -> None:
    """The streams every Pushpin node holds on `channel` end (nothing where the API holds its streams); the
    nodes are those the settings name now (a revocation is rare: its publisher is made for it)."""
    settings = current_app.config["TRACKSIDE"]
    if settings.streams == "grip":
        grip_closer(settings)(channel)


def held(body: bytes, channel: str, last: str, viewer: str, caps: str | None = None,
         key_of: str | None = None) -> Response:
    """The stream's first bytes, and Pushpin told to hold it on `channel` from id `last` (and on `caps`,
    the channel naming who is capped, when it is another; and on the key channel of `key_of`, the
    account whose key opened it), with a next link for `viewer` (its seat, `s` for a spectator, or its
    account; with the key that opened it)."""
    settings = current_app.config["TRACKSIDE"]
    beat = max(1, round(settings.stream_heartbeat_seconds))
    path = request.path
    mac = _viewer_mac(settings.grip_key, path, viewer, caps or "")
    # (a next link's answer continues a stream the client already has: its `retry:` came first)
    prelude = b"" if vouched_viewer() is not None else RETRY
    return Response(prelude + body, mimetype="text/event-stream", headers={
        "Cache-Control": "no-cache",
        "Grip-Hold": "stream",
        # (only the viewer's channel has events, so only it has ids)
        "Grip-Channel": f"{channel}; prev-id={last}" + (f", {caps}" if caps else "")
                        + (f", {key_channel(key_of)}" if key_of else ""),
        "Grip-Keep-Alive": f": keep-alive\\n\\n; format=cstring; timeout={beat}",
        # (where Pushpin asks for what follows `last`: it names it in Grip-Last, and `after` too)
        "Grip-Link": f"<{quote(path)}?after={quote(last)}&viewer={quote(viewer)}"
                     + (f"&caps={quote(caps, safe='')}" if caps else "") + f"&mac={mac}>; rel=next",
    })
