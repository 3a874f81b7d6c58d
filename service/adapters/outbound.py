"""Outbound HTTP to addresses that clients name (webhooks), guarded against reaching the server's own
network (SSRF): the name is resolved once, every address it resolves to is checked (Destinations), and
the connection goes to the checked address, with the name as Host header, TLS server name and the name the
certificate must match, so that the name cannot resolve elsewhere between the check and the connection
(DNS rebinding). No redirects are followed (a 3xx is an answer like any other), no proxy is used, and no
more than a few KB of an answer is read."""
from __future__ import annotations

import ipaddress
import socket
import time
from email.utils import parsedate_to_datetime
from urllib.parse import urlsplit

import certifi
import urllib3

from service.app.webhooks import Answer, Destinations

READ_BYTES = 4096


def resolve(host: str, port: int) -> list[ipaddress.IPv4Address | ipaddress.IPv6Address]:
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(ipaddress.ip_address(info[4][0].partition("%")[0]) for info in infos))


def retry_after(value: str | None) -> float | None:
    """Retry-After in seconds: delta-seconds or an HTTP date (None if absent or unreadable)."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        return max(0.0, parsedate_to_datetime(value).timestamp() - time.time())
    except (TypeError, ValueError, IndexError, OverflowError):
        return None


def post(url: str, headers: dict[str, str], body: bytes, destinations: Destinations, timeout: float) -> Answer:
    """POST `body` to `url` if the destinations allow every address its host resolves to."""
    refusal = destinations.refusal(url)
    if refusal is not None:
        return Answer(None, f"refused: {refusal}")
    parts = urlsplit(url)
    host, port = parts.hostname or "", parts.port or (443 if parts.scheme == "https" else 80)
    try:
        addresses = resolve(host, port)
    except (OSError, UnicodeError, ValueError) as exc:
        return Answer(None, f"{host} does not resolve: {exc}")
    refused = [a for a in addresses if not destinations.address_allowed(host, a)]
    if refused or not addresses:
        return Answer(None, f"refused: {host} resolves to {refused[0] if refused else 'nothing'}, not a public "
                            "address, and the operator's allow-list does not name it")
    address = str(addresses[0])
    if parts.scheme == "https":
        pool: urllib3.HTTPConnectionPool = urllib3.HTTPSConnectionPool(
            address, port, server_hostname=host, assert_hostname=host, cert_reqs="CERT_REQUIRED",
            ca_certs=certifi.where(), maxsize=1, retries=False)
    else:
        pool = urllib3.HTTPConnectionPool(address, port, maxsize=1, retries=False)
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    netloc = parts.netloc.rpartition("@")[2]
    try:
        response = pool.urlopen("POST", target, body=body, redirect=False, retries=False, preload_content=False,
                                assert_same_host=False, timeout=urllib3.Timeout(total=timeout),
                                headers={**headers, "Host": netloc, "Content-Type": "application/json",
                                         "User-Agent": "Trackside-Webhooks/1"})
        try:
            response.read1(READ_BYTES)  # what a receiver says is not needed: one read of a few KB at most
        finally:
            response.release_conn()
        return Answer(response.status, "", retry_after(response.headers.get("Retry-After")))
    except (urllib3.exceptions.HTTPError, OSError) as exc:
        return Answer(None, f"{type(exc).__name__}: {exc}"[:200])
    finally:
        pool.close()
