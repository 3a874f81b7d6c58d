"""Webhooks (issue 27): an account's endpoints, sent its events to the Standard Webhooks spec, and the log of
each delivery.

An account event (the relay hands each to `deliver`) becomes one delivery per endpoint subscribed to its
type. A delivery's webhook-id, `msg_<event id>_<endpoint id>`, is the same on every attempt, so that a
receiver counts it once. Attempts follow the schedule (Settings.webhook_retry_seconds), each one queued
(Attempts) and made by a worker, many at once; an attempt is claimed in the store before it is sent and its answer recorded by a compare-and-swap, so that it
has one effect (one entry in the log, one next attempt) even when a worker dies in the middle and its job
runs again, which sends again with the same webhook-id."""
from __future__ import annotations

import base64
import hashlib
import ipaddress
import json
import logging
import re
import secrets
import socket
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import urlsplit

from service.app import errors
from service.app.notice_kinds import TYPES
from service.app.ports import Answer, Attempts, DeliveryRef, Sender, WebhookStore

log = logging.getLogger("trackside.webhooks")

EVENT_TYPES = TYPES  # what an endpoint may take: every kind of notice (service/app/notice_kinds.py)
MAX_ENDPOINTS = 5  # an account's endpoints
MAX_URL = 2000
MAX_DELIVERIES = 1000  # kept per endpoint (the log); beyond, the oldest is dropped, and its attempt with it
LOGGED_ATTEMPTS = 20  # a delivery's attempts in its log (manual retries can add more)
LOST_SECONDS = 300  # an attempt due or being sent for this long lost its job (beyond its timeout and the reaper's)
SWAP_TRIES = 5  # a record changed under an attempt is read again this often (an API retry at the same time)
ENDPOINT_ID = re.compile(r"[0-9a-f]{16}")
DELIVERY_ID = re.compile(r"msg_[A-Za-z0-9-]{1,64}_[0-9a-f]{16}")
SECRET_PREFIX = "whsec_"
FINAL = ("delivered", "failed", "canceled")


def iso(at: float) -> str:
    return datetime.fromtimestamp(at, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


# Not the internet's, though Python 3.11's ipaddress counts them global (later versions know the first)
NOT_GLOBAL = tuple(ipaddress.ip_network(n) for n in (
    "192.0.0.0/24",  # IETF protocol assignments (3.11 knows only 192.0.0.0/29 and 192.0.0.170/31 of it)
    "192.88.99.0/24",  # 6to4 relay anycast, deprecated (RFC 7526)
    "3fff::/20",  # documentation (RFC 9637)
))


def public_address(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """Whether an address is one of the internet's: not loopback, private, link-local, multicast, reserved,
    unspecified, shared or otherwise special. An IPv4-mapped IPv6 address is judged as its IPv4 address, a
    6to4 one (2002::/16) by the IPv4 address it carries too. (Teredo's 2001::/32 and NAT64's 64:ff9b::/96,
    which carry IPv4 addresses as well, are not public as a whole.)"""
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return public_address(address.ipv4_mapped)
        if address.sixtofour is not None and not public_address(address.sixtofour):
            return False
    return address.is_global and not (address.is_multicast or address.is_reserved or address.is_loopback
                                      or address.is_link_local or address.is_private or address.is_unspecified
                                      or any(address in network for network in NOT_GLOBAL))


def literal_address(host: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """The address a URL's host is, in the standard forms (dotted decimal IPv4, any IPv6)."""
    try:
        return ipaddress.ip_address(host)
    except ValueError:
        return None


def other_ipv4_form(host: str) -> ipaddress.IPv4Address | None:
    """The IPv4 address a host in another form is to the resolver (inet_aton's reading: 2130706433,
    0x7f.1, 0177.0.0.1 and 127.1 are all 127.0.0.1), so that it is not taken for a name."""
    try:
        return ipaddress.IPv4Address(socket.inet_aton(host))
    except (OSError, ValueError):
        return None


@dataclass(frozen=True)
class Destinations:
    """Where webhooks may go: public addresses, and what the operator's allow-list names (host names, and
    addresses or networks); with `allow_only`, only what it names."""

    hosts: frozenset[str] = frozenset()
    networks: tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, ...] = ()
    allow_only: bool = False

    @classmethod
    def of(cls, allow: tuple[str, ...], allow_only: bool) -> Destinations:
        hosts, networks = set(), []
        for entry in allow:
            try:
                networks.append(ipaddress.ip_network(entry, strict=False))
            except ValueError:
                hosts.add(entry.lower().rstrip("."))
        return cls(frozenset(hosts), tuple(networks), allow_only)

    def address_allowed(self, host: str, address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
        if host.lower().rstrip(".") in self.hosts or any(address in network for network in self.networks):
            return True
        return not self.allow_only and public_address(address)

    def refusal(self, url: str) -> str | None:
        """Why a webhook may not go to `url` before any name is resolved (None: it may, so far)."""
        if len(url) > MAX_URL:
            return f"The URL is longer than {MAX_URL} characters."
        try:
            parts = urlsplit(url)
            parts.port  # noqa: B018 (raises on a bad port)
        except ValueError:
            return "The URL is not valid."
        if parts.scheme not in ("http", "https") or not parts.hostname:
            return "A webhook URL is http:// or https:// and names a host."
        if parts.username is not None or parts.password is not None:
            return "A webhook URL carries no user or password: verify the signature instead."
        if not url.isprintable() or any(c.isspace() for c in url):
            return "The URL may not contain spaces or control characters."
        host = parts.hostname
        address = literal_address(host)
        if address is None and (other := other_ipv4_form(host)) is not None:
            return f"{host} is the IPv4 address {other} written another way: write it as {other} " \
                   "(four decimal numbers)."
        if address is not None:
            return None if self.address_allowed(host, address) else \
                f"{host} is not a public address, and the operator's allow-list does not name it."
        if self.allow_only and host.rstrip(".") not in self.hosts:
            return f"This server sends webhooks only to the hosts its operator allows; {host} is not one."
        return None


def webhook_id(event_id: str, endpoint_id: str) -> str:
    """The delivery's id, its webhook-id header on every attempt (an odd event id is hashed to fit)."""
    if not re.fullmatch(r"[A-Za-z0-9-]{1,64}", event_id):
        event_id = hashlib.sha256(event_id.encode()).hexdigest()[:32]
    return f"msg_{event_id}_{endpoint_id}"


def public_endpoint(endpoint_id: str, record: dict) -> dict:
    out = {"id": endpoint_id, "url": record["url"], "events": record["events"], "created_at": record["created_at"],
           "state": "disabled" if record.get("disabled") else "enabled"}
    if record.get("disabled"):
        out["disabled"] = record["disabled"]
    return out


def public_delivery(record: dict) -> dict:
    return {key: record[key] for key in ("id", "event_id", "type", "created_at", "state", "next_attempt_at",
                                         "attempts")}


class Webhooks:
    def __init__(self, store: WebhookStore, attempts: Attempts, destinations: Destinations,
                 schedule: tuple[float, ...], max_retry_after: float, clock=time.time) -> None:
        self.store = store
        self.attempts = attempts
        self.destinations = destinations
        self.schedule = schedule
        self.max_retry_after = max_retry_after
        self.clock = clock

    # --- an account's endpoints ---------------------------------------------------------------------
    def register(self, account_id: str, url: str, events: list[str]) -> dict:
        """A new endpoint, with its signing secret (shown only here)."""
        refusal = self.destinations.refusal(url)
        if refusal is not None:
            raise errors.Refused("url_not_allowed", refusal)
        endpoint_id = secrets.token_hex(8)
        secret = SECRET_PREFIX + base64.b64encode(secrets.token_bytes(24)).decode()
        record = {"url": url, "events": sorted(set(events)), "secret": secret, "created_at": iso(self.clock())}
        if not self.store.add_endpoint(account_id, endpoint_id, record, MAX_ENDPOINTS):
            raise errors.Refused("too_many_webhooks", f"An account has at most {MAX_ENDPOINTS} webhooks; "
                                 "delete one first.")
        return {**public_endpoint(endpoint_id, record), "secret": secret}

    def endpoints(self, account_id: str) -> list[dict]:
        found = self.store.endpoints(account_id)
        return sorted((public_endpoint(i, r) for i, r in found.items()), key=lambda e: (e["created_at"], e["id"]))

    def remove(self, account_id: str, endpoint_id: str) -> None:
        if not (ENDPOINT_ID.fullmatch(endpoint_id) and self.store.remove_endpoint(account_id, endpoint_id)):
            raise errors.NotFound("webhook_not_found", "This account has no webhook with that id.")

    def _endpoint(self, account_id: str, endpoint_id: str) -> dict:
        record = self.store.endpoints(account_id).get(endpoint_id) if ENDPOINT_ID.fullmatch(endpoint_id) else None
        if record is None:
            raise errors.NotFound("webhook_not_found", "This account has no webhook with that id.")
        return record

    def deliveries(self, account_id: str, endpoint_id: str, limit: int) -> list[dict]:
        self._endpoint(account_id, endpoint_id)
        return [public_delivery(r) for r in self.store.deliveries(account_id, endpoint_id, limit)]

    def retry(self, account_id: str, endpoint_id: str, delivery_id: str) -> dict:
        """Send a delivery again now, with its webhook-id: a new attempt, unless one is being made."""
        if self._endpoint(account_id, endpoint_id).get("disabled"):
            raise errors.Refused("webhook_disabled", "This webhook is disabled (its receiver answered 410 Gone).")
        ref = DeliveryRef(account_id, endpoint_id, delivery_id)
        for _ in range(SWAP_TRIES):
            record = self.store.delivery(ref) if DELIVERY_ID.fullmatch(delivery_id) else None
            if record is None:
                raise errors.NotFound("delivery_not_found", "This webhook has no delivery with that id.")
            now = self.clock()
            lost = iso(now - LOST_SECONDS)
            due = record["next_attempt_at"] or ""
            if (record["state"] == "sending" and record["claimed_at"] > lost) or \
                    (record["state"] == "pending" and lost < due <= iso(now)):
                raise errors.Conflict("delivery_under_way", "An attempt of this delivery is being made now.")
            # a new attempt, whatever the state: a waiting one is canceled, a lost one (its job failed for good)
            # or a stale one that runs after all finds the delivery moved on and does nothing
            again = {**record, "state": "pending", "attempt": record["attempt"] + 1, "next_attempt_at": iso(now)}
            if self.store.swap_delivery(ref, record, again):
                if record["state"] == "pending" and due > iso(now):
                    self.attempts.cancel(ref, record["attempt"])
                self.attempts.schedule(ref, again["attempt"], None)
                return public_delivery(again)
        raise errors.Conflict("delivery_under_way", "This delivery changed meanwhile; try again.")

    # --- deliveries -----------------------------------------------------------------------------------
    def deliver(self, account_id: str, event: dict) -> int:
        """Queue a delivery of an account event to each of the account's endpoints that takes its type
        (a repeat of the same event queues nothing); returns how many were queued."""
        body = json.dumps({"type": event["type"], "timestamp": event["at"],
                           "data": {**event["data"], "event_id": event["id"]}}, separators=(",", ":"))
        queued = 0
        for endpoint_id, endpoint in sorted(self.store.endpoints(account_id).items()):
            if endpoint.get("disabled") or event["type"] not in endpoint["events"]:
                continue
            ref = DeliveryRef(account_id, endpoint_id, webhook_id(str(event["id"]), endpoint_id))
            now = self.clock()
            at = now + self.schedule[0]
            record = {"id": ref.delivery_id, "event_id": str(event["id"]), "type": event["type"],
                      "created_at": iso(now), "body": body, "state": "pending", "attempt": 1,
                      "next_attempt_at": iso(at), "attempts": []}
            added, dropped = self.store.add_delivery(ref, record, MAX_DELIVERIES)
            for old in dropped:
                if old["state"] not in FINAL:
                    log.warning("webhook %s of account %s: %s pending deliveries already; the oldest, %s, dropped",
                                endpoint_id, account_id, MAX_DELIVERIES, old["id"])
                    self.attempts.cancel(DeliveryRef(account_id, endpoint_id, old["id"]), old["attempt"])
            if added:
                self.attempts.schedule(ref, 1, at if self.schedule[0] else None)
                queued += 1
            elif (known := self.store.delivery(ref)) is not None and known["state"] == "pending" \
                    and known["attempt"] == 1:
                # a repeat: its first attempt queued again in case the first call died before it did (the
                # same job id: nothing is queued twice)
                self.attempts.schedule(ref, 1, self._time_of(known["next_attempt_at"]))
        return queued

    def attempt(self, ref: DeliveryRef, number: int, send: Sender) -> str:
        """Attempt `number` of a delivery (a job's work): claim it, send it, record the answer and queue the
        next attempt. Run again after a crash, it sends again (same webhook-id) or only finishes the
        recording; a stale or dropped attempt does nothing. Returns what became of the delivery ("none": this
        attempt had nothing to do)."""
        record = self._claim(ref, number)
        if record is None or record["state"] != "sending":
            return "none" if record is None else record["state"]
        endpoint = self.store.endpoints(ref.account_id).get(ref.endpoint_id)
        if endpoint is None or endpoint.get("disabled"):
            return self._record(ref, number, record, None)
        started = self.clock()
        answer = send(endpoint["url"], endpoint["secret"], record["id"], int(started), record["body"].encode())
        return self._record(ref, number, record, answer, started)

    def _claim(self, ref: DeliveryRef, number: int) -> dict | None:
        """The delivery with this attempt claimed ("sending"; already so if a run of it died while sending),
        or as it is if the attempt is not due (a final state), or None (dropped, or a stale attempt)."""
        for _ in range(SWAP_TRIES):
            record = self.store.delivery(ref)
            if record is None or record["attempt"] != number:
                if record is not None and record["attempt"] > number and record["state"] == "pending":
                    # this attempt's answer is recorded; its job may have died before queuing the next one
                    self.attempts.schedule(ref, record["attempt"], self._time_of(record["next_attempt_at"]))
                return None
            if record["state"] != "pending":
                return record
            claimed = {**record, "state": "sending", "claimed_at": iso(self.clock())}
            if self.store.swap_delivery(ref, record, claimed):
                return claimed
        return None

    def _record(self, ref: DeliveryRef, number: int, sent: dict, answer: Answer | None,
                started: float = 0.0) -> str:
        now = self.clock()
        if answer is None:  # its endpoint was disabled or deleted meanwhile
            outcome = {**sent, "state": "canceled", "next_attempt_at": None}
        else:
            outcome = self._outcome(sent, number, answer, started, now)
        if not self.store.swap_delivery(ref, sent, outcome):
            return "none"  # dropped meanwhile, or recorded by another run of this attempt
        if answer is not None and answer.status == 410:
            self.store.disable_endpoint(ref.account_id, ref.endpoint_id, {"at": iso(now), "status": 410})
            log.info("webhook %s of account %s disabled: its receiver answered 410 Gone", ref.endpoint_id,
                     ref.account_id)
        if outcome["state"] == "pending":
            self.attempts.schedule(ref, outcome["attempt"], self._time_of(outcome["next_attempt_at"]))
        return outcome["state"]

    def _outcome(self, sent: dict, number: int, answer: Answer, started: float, now: float) -> dict:
        entry = {"attempt": number, "at": iso(started), "took_ms": int((now - started) * 1000)}
        entry.update({"status": answer.status} if answer.status is not None else {"error": answer.error[:200]})
        attempts = (sent["attempts"] + [entry])[-LOGGED_ATTEMPTS:]
        if answer.status is not None and 200 <= answer.status < 300:
            return {**sent, "state": "delivered", "next_attempt_at": None, "attempts": attempts}
        delay = self.schedule[number] if number < len(self.schedule) and answer.status != 410 else None
        if delay is not None and answer.status in (429, 503) and answer.retry_after is not None:
            delay = max(delay, min(answer.retry_after, self.max_retry_after))
        if delay is None:
            return {**sent, "state": "failed", "next_attempt_at": None, "attempts": attempts}
        return {**sent, "state": "pending", "attempt": number + 1, "next_attempt_at": iso(now + delay),
                "attempts": attempts}

    def _time_of(self, at: str) -> float | None:
        """An attempt's time as the queue takes it: None for now."""
        when = datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp()
        return when if when > self.clock() else None
