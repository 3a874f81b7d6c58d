"""An account's webhooks over the API: registration (secret shown once), listing, deletion, limits, and
the SSRF guard at registration and at sending (after the name is resolved)."""
from __future__ import annotations

import ipaddress
import shutil
import ssl
import subprocess
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from service.adapters import outbound
from service.adapters.redis.webhooks import WebhookStore, endpoints_key
from service.app import webhooks as app_webhooks
from service.app.webhooks import Answer, DeliveryRef, Destinations, Webhooks
from service.config import Settings
from service.http.app import create_app
from tests.platform.support import Api, bearer, new_account
from tests.support import ServedApp


def register(client: Api, key: str, url: str, events=("your_turn",)):
    return client.post("/v1/me/webhooks", json={"url": url, "events": list(events)}, headers=bearer(key))


def test_webhooks_are_registered_listed_without_their_secret_and_deleted(served, redis_server):
    client = Api(served)
    account, key = new_account(client)
    made = register(client, key, "http://127.0.0.1:9/hooks", ["your_turn", "game_finished", "your_turn"])
    assert made.status_code == 201, made.text
    webhook = made.json()
    assert webhook["events"] == ["game_finished", "your_turn"] and webhook["secret"].startswith("whsec_")
    listed = client.get("/v1/me/webhooks", headers=bearer(key)).json()["webhooks"]
    assert listed == [{k: v for k, v in webhook.items() if k != "secret"}]
    assert webhook["secret"].encode() in redis_server.client().hget(endpoints_key(account["id"]), webhook["id"])
    assert client.get(f"/v1/me/webhooks/{webhook['id']}/deliveries", headers=bearer(key)).json() == {"deliveries": []}
    _, other = new_account(client, name="Other")
    assert client.get("/v1/me/webhooks", headers=bearer(other)).json() == {"webhooks": []}
    assert client.delete(f"/v1/me/webhooks/{webhook['id']}", headers=bearer(other)).status_code == 404
    assert client.delete(f"/v1/me/webhooks/{webhook['id']}", headers=bearer(key)).status_code == 204
    assert client.delete(f"/v1/me/webhooks/{webhook['id']}", headers=bearer(key)).status_code == 404
    assert client.get(f"/v1/me/webhooks/{webhook['id']}/deliveries", headers=bearer(key)).status_code == 404
    assert client.get("/v1/me/webhooks").status_code == 401


def test_bad_webhooks_are_refused_and_an_account_has_at_most_five(served):
    client = Api(served)
    _, key = new_account(client)
    assert register(client, key, "http://127.0.0.1/", ["chat"]).status_code == 400
    assert register(client, key, "http://127.0.0.1/", []).status_code == 400
    assert client.post("/v1/me/webhooks", json={"url": 7, "events": ["your_turn"]}, headers=bearer(key)).status_code == 400
    for url in ("http://127.0.0.1/" + "x" * 2000, "ftp://127.0.0.1/", "http://user:pw@127.0.0.1/", "http:///x",
                "http://127.0.0.1:99999/", "javascript:alert(1)"):
        answer = register(client, key, url)
        assert answer.status_code == 422 and answer.json()["code"] == "url_not_allowed", url
    for number in range(5):
        assert register(client, key, f"http://127.0.0.1/{number}").status_code == 201
    answer = register(client, key, "http://127.0.0.1/6")
    assert answer.status_code == 422 and answer.json()["code"] == "too_many_webhooks"


@pytest.fixture
def unguarded(redis_url):
    """An app with no allow-list at all (and not allow-only): only public addresses."""
    served = ServedApp(create_app(Settings(redis_url=redis_url, queue_url=redis_url, rate_limit="100000/second",
                                           create_limit="100000/second", webhook_allow=(), webhook_allow_only=False)))
    yield Api(served)
    served.stop()


def test_addresses_that_are_not_public_are_refused_at_registration(unguarded, served):
    _, key = new_account(unguarded)
    for url in ("http://127.0.0.1:8080/", "http://[::1]/", "http://10.1.2.3/", "http://192.168.0.1/",
                "http://169.254.169.254/latest/meta-data", "http://[::ffff:127.0.0.1]/", "http://0.0.0.0/",
                "http://224.0.0.1/", "http://100.64.0.1/", "http://240.0.0.1/", "https://[fe80::1]/"):
        answer = register(unguarded, key, url)
        assert answer.status_code == 422 and answer.json()["code"] == "url_not_allowed", url
    # a name is judged when it is resolved, at each attempt; a public address is taken
    assert register(unguarded, key, "https://hooks.example.com/trackside").status_code == 201
    assert register(unguarded, key, "http://8.8.8.8/").status_code == 201
    # the tests' own settings: allow-only, so no other host is ever sent anything
    _, key = new_account(Api(served))
    answer = register(Api(served), key, "https://hooks.example.com/trackside")
    assert answer.status_code == 422 and answer.json()["code"] == "url_not_allowed"


def test_destinations_judge_addresses_and_the_allow_list():
    public = Destinations.of((), allow_only=False)
    allowed = Destinations.of(("127.0.0.1", "10.0.0.0/8", "hooks.internal"), allow_only=True)
    for address in ("127.0.0.1", "::1", "10.0.0.1", "172.16.0.1", "169.254.169.254", "fe80::1", "224.0.0.1",
                    "ff02::1", "0.0.0.0", "::", "100.64.0.1", "240.0.0.1", "::ffff:10.0.0.1", "fc00::1"):
        assert not public.address_allowed("h", ipaddress.ip_address(address)), address
    assert public.address_allowed("h", ipaddress.ip_address("8.8.8.8"))
    assert public.address_allowed("h", ipaddress.ip_address("2606:4700::1111"))
    assert allowed.address_allowed("h", ipaddress.ip_address("10.2.3.4"))
    assert allowed.address_allowed("hooks.internal", ipaddress.ip_address("192.168.1.1"))
    assert not allowed.address_allowed("h", ipaddress.ip_address("8.8.8.8"))  # allow-only
    assert allowed.refusal("http://hooks.internal/x") is None and allowed.refusal("http://10.9.9.9/") is None
    assert allowed.refusal("http://example.com/") is not None and allowed.refusal("gopher://127.0.0.1/") is not None


@pytest.fixture
def local_receiver():
    hits = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            hits.append(self.headers.get("Host"))
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server.server_address[1], hits
    server.shutdown()


def test_a_name_resolving_to_a_loopback_address_is_refused_when_sent(local_receiver):
    """`localhost` passes as a name (no allow-list, not allow-only), is resolved when sent, and refused:
    nothing reaches the receiver; allowed by address, the same name is sent to the address checked."""
    port, hits = local_receiver
    answer = outbound.post(f"http://localhost:{port}/x", {}, b"{}", Destinations.of((), False), 5)
    assert answer.status is None and answer.error.startswith("refused: localhost resolves to 127.0.0.1"), answer
    assert outbound.post(f"http://127.0.0.1:{port}/x", {}, b"{}", Destinations.of((), False), 5).status is None
    assert hits == []
    sent = outbound.post(f"http://localhost:{port}/x?a=1", {}, b"{}", Destinations.of(("127.0.0.0/8",), False), 5)
    assert sent == Answer(204) and hits == [f"localhost:{port}"]


def test_retry_after_is_read_as_seconds_or_a_date():
    assert outbound.retry_after("7") == 7.0 and outbound.retry_after(None) is None
    assert outbound.retry_after("soon") is None and outbound.retry_after("Wed, 21 Oct 2015 07:28:00 GMT") == 0.0


class Attempts:
    def __init__(self) -> None:
        self.scheduled, self.canceled = [], []

    def schedule(self, ref, number, at):
        self.scheduled.append((ref.delivery_id, number))

    def cancel(self, ref, number):
        self.canceled.append((ref.delivery_id, number))


def event(number: int) -> dict:
    return {"id": f"1764150000000-{number}", "type": "your_turn", "data": {}, "at": "2026-11-26T10:00:00.000Z"}


def test_an_attempt_has_one_effect_when_its_run_dies_and_runs_again(redis_url, monkeypatch):
    store = WebhookStore.of(Settings(redis_url=redis_url), "test")
    attempts = Attempts()
    hooks = Webhooks(store, attempts, Destinations.of(("127.0.0.1",), True), (0, 5, 300), 3600)
    account = "0123456789abcdef"
    webhook = hooks.register(account, "http://127.0.0.1:9/", ["your_turn"])
    assert hooks.deliver(account, event(1)) == 1 and hooks.deliver(account, event(1)) == 0
    # the repeat asks for the same first attempt again (the same job id: RQ queues it once)
    [(delivery_id, first), again] = attempts.scheduled
    assert first == 1 and again == (delivery_id, 1)
    ref = DeliveryRef(account, webhook["id"], delivery_id)
    sent = []

    def dies(url, secret, webhook_id, timestamp, body):
        sent.append(webhook_id)
        raise SystemExit("killed while it sends")

    with pytest.raises(SystemExit):
        hooks.attempt(ref, 1, dies)
    assert store.delivery(ref)["state"] == "sending"

    def fails(url, secret, webhook_id, timestamp, body):
        sent.append(webhook_id)
        return Answer(503, retry_after=60)

    assert hooks.attempt(ref, 1, fails) == "pending"  # the job again: sent again, recorded once
    assert hooks.attempt(ref, 1, fails) == "none"  # once more (its answer recorded): nothing sent
    assert sent == [delivery_id] * 2 and attempts.scheduled[2:] == [(delivery_id, 2)] * 2
    record = store.delivery(ref)
    assert [a["status"] for a in record["attempts"]] == [503] and record["attempt"] == 2
    # Retry-After 60 puts off the next attempt (due in 5 s by the schedule)
    assert record["next_attempt_at"] >= app_webhooks.iso(app_webhooks.time.time() + 59)
    # a retry asked for now is a new attempt, at once: the waiting one's job is canceled
    hooks.retry(account, webhook["id"], delivery_id)
    assert attempts.canceled == [(delivery_id, 2)] and attempts.scheduled[-1] == (delivery_id, 3)
    with pytest.raises(app_webhooks.errors.Conflict):  # one being made (due now, or being sent)
        hooks.retry(account, webhook["id"], delivery_id)
    assert hooks.attempt(ref, 2, fails) == "none"  # the canceled one, had it run after all
    # an attempt whose job was lost (sending for longer than any job runs) may be retried
    assert hooks._claim(ref, 3)["state"] == "sending"  # and its job never heard of again
    monkeypatch.setattr(hooks, "clock", lambda: app_webhooks.time.time() + app_webhooks.LOST_SECONDS + 1)
    assert hooks.retry(account, webhook["id"], delivery_id)["state"] == "pending"
    assert attempts.scheduled[-1] == (delivery_id, 4)


def test_an_endpoint_keeps_its_newest_deliveries(redis_url, monkeypatch):
    monkeypatch.setattr(app_webhooks, "MAX_DELIVERIES", 3)
    store = WebhookStore.of(Settings(redis_url=redis_url), "test")
    attempts = Attempts()
    hooks = Webhooks(store, attempts, Destinations.of(("127.0.0.1",), True), (0, 5), 3600)
    account = "0123456789abcdef"
    webhook = hooks.register(account, "http://127.0.0.1:9/", ["your_turn"])
    for number in range(5):
        hooks.deliver(account, event(number))
    kept = [d["event_id"] for d in hooks.deliveries(account, webhook["id"], 100)]
    assert kept == [f"1764150000000-{n}" for n in (4, 3, 2)]
    assert [number for _, number in attempts.canceled] == [1, 1]  # the dropped ones' attempts


@pytest.mark.skipif(not shutil.which("openssl"), reason="makes its certificate with openssl")
def test_https_goes_to_the_checked_address_with_the_name_for_sni_and_the_certificate(tmp_path, monkeypatch):
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
                    "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"],
                   check=True, capture_output=True)
    seen = {}

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            self.rfile.read(int(self.headers["Content-Length"]))
            seen["host"] = self.headers["Host"]
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    context.sni_callback = lambda sock, name, ctx: seen.update(sni=name)  # (None: go on)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url, allowed = f"https://localhost:{server.server_address[1]}/x", Destinations.of(("localhost",), True)
    try:
        untrusted = outbound.post(url, {}, b"{}", allowed, 5)
        assert untrusted.status is None and "CERTIFICATE_VERIFY_FAILED" in untrusted.error and seen == {"sni": "localhost"}
        monkeypatch.setattr(outbound.certifi, "where", lambda: str(cert))  # trusted: the name matches the certificate
        assert outbound.post(url, {}, b"{}", allowed, 5) == Answer(200)
        assert seen["host"] == f"localhost:{server.server_address[1]}"
    finally:
        server.shutdown()
