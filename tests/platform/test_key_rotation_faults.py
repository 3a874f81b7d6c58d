"""Key rotation with the store killed (SIGKILL) mid-rotation, after it applied the rotation and before its
reply reached the API (issue 39 §3). Before, the API's retry of the applied call was refused `409
key_revoked` (or the client's retry, by the key now revoked, 401): the new key was never shown and the old
one was revoked. Now the call made again answers its own write, and a client whose answer was lost asks
again with its old key and the rotation's Idempotency-Key and is given the same new key: the caller ends up
holding a working key, and the old key alone learns nothing."""
from __future__ import annotations

import socket
import threading

import pytest

from service.config import Settings
from service.http.app import create_app
from tests.platform.support import bearer, new_account
from tests.support import RedisServer, ServedApp, free_port, shut_down

ROTATION = b"redis.call('HSET', KEYS[1], 'key:' .. ARGV[1]"  # the rotation's write (service/adapters/redis/accounts.py ADD_KEY)


class KillingProxy:
    """Between the API and its Redis. Once `armed`, the first call holding ROTATION is passed on, and as
    Redis answers it Redis is killed (SIGKILL): the reply never reaches the API. Redis is started again
    at once when `restart`, else by the test."""

    def __init__(self, redis: RedisServer) -> None:
        self.redis, self.armed, self.restart, self.killed = redis, False, True, threading.Event()
        self.listener = socket.create_server(("127.0.0.1", free_port()))
        self.url = f"redis://127.0.0.1:{self.listener.getsockname()[1]}/0"
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            try:
                server = socket.create_connection(("127.0.0.1", self.redis.port))
            except OSError:  # Redis is down: so is this connection
                client.close()
                continue
            withheld = threading.Event()
            threading.Thread(target=self._pump, args=(client, server, withheld, True), daemon=True).start()
            threading.Thread(target=self._pump, args=(server, client, withheld, False), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket, withheld: threading.Event, upstream: bool) -> None:
        try:
            while data := source.recv(65536):
                if upstream and self.armed and ROTATION in data:
                    self.armed = False
                    withheld.set()
                elif not upstream and withheld.is_set():
                    self.redis.kill()  # as it answers: the rotation applied and on disk, its reply lost
                    if self.restart:
                        self.redis.start()
                    self.killed.set()
                    break
                sink.sendall(data)
        except OSError:
            pass
        shut_down(source, sink)

    def close(self) -> None:
        self.listener.close()


@pytest.fixture
def proxied(tmp_path):
    redis = RedisServer(tmp_path / "redis")
    proxy = KillingProxy(redis)
    settings = Settings(redis_url=proxy.url, queue_url=proxy.url, rate_limit="100000/second",
                        heavy_read_limit="100000/second", create_limit="100000/second")
    served = ServedApp(create_app(settings))
    yield proxy, served
    served.stop()
    proxy.close()
    redis.stop()


def holds(served, key: str) -> bool:
    return served.http.get(f"{served.url}/v1/me", headers=bearer(key)).status_code == 200


def test_a_rotation_whose_reply_redis_never_sent_is_answered_by_the_api_s_retry(proxied):
    proxy, served = proxied
    _, old = new_account(served.http, served.url)
    proxy.armed = True
    answer = served.http.post(f"{served.url}/v1/me/keys", headers=bearer(old))
    assert proxy.killed.is_set()
    assert answer.status_code == 201, answer.text  # was 409 key_revoked: the API's retry met its own write
    new = answer.json()["key"]
    assert holds(served, new) and not holds(served, old)


def test_a_rotation_whose_answer_the_client_lost_is_answered_again_to_the_old_key(proxied):
    proxy, served = proxied
    _, old = new_account(served.http, served.url)
    proxy.armed, proxy.restart = True, False
    rotation = {**bearer(old), "Idempotency-Key": "rotate-1"}
    lost = served.http.post(f"{served.url}/v1/me/keys", headers=rotation)
    assert proxy.killed.is_set()
    assert lost.status_code == 503, lost.text  # the store stayed away through the API's retries
    proxy.redis.start()
    assert not holds(served, old)  # the rotation was applied: the old key is revoked...
    again = served.http.post(f"{served.url}/v1/me/keys", headers=rotation)
    assert again.status_code == 201, again.text  # ...and asking again with it gives the key it made (was 401)
    new = again.json()
    assert holds(served, new["key"])
    assert served.http.post(f"{served.url}/v1/me/keys", headers=rotation).json() == new  # the same each time
    me = served.http.get(f"{served.url}/v1/me", headers=bearer(new["key"])).json()
    assert [key["id"] for key in me["keys"]] == [new["id"]]


def test_a_key_a_rotation_revoked_gets_nothing_once_its_new_key_is_deleted(proxied):
    _, served = proxied
    _, old = new_account(served.http, served.url)
    rotation = {**bearer(old), "Idempotency-Key": "rotate-1"}
    new = served.http.post(f"{served.url}/v1/me/keys", headers=rotation).json()
    assert served.http.post(f"{served.url}/v1/me/keys", headers=rotation).json() == new
    other = served.http.post(f"{served.url}/v1/me/keys", headers=bearer(new["key"]), json={"keep": True}).json()
    assert served.http.delete(f"{served.url}/v1/me/keys/{new['id']}", headers=bearer(other["key"])).status_code == 204
    answer = served.http.post(f"{served.url}/v1/me/keys", headers=rotation)
    assert answer.status_code == 401 and answer.json()["code"] == "unauthorized"


def test_a_leaked_key_a_rotation_revoked_is_never_handed_the_new_key(proxied):
    """A rotation shuts a leaked key out: whoever holds the old key, without the rotation's own
    Idempotency-Key, gets 401, never its successor."""
    _, served = proxied
    _, old = new_account(served.http, served.url)
    new = served.http.post(f"{served.url}/v1/me/keys", headers={**bearer(old), "Idempotency-Key": "mine"}).json()
    for guess in ({}, {"Idempotency-Key": "theirs"}):
        answer = served.http.post(f"{served.url}/v1/me/keys", headers={**bearer(old), **guess})
        assert answer.status_code == 401 and answer.json()["code"] == "unauthorized"
    assert holds(served, new["key"])
    unkeyed = served.http.post(f"{served.url}/v1/me/keys", headers=bearer(new["key"])).json()  # no Idempotency-Key:
    answer = served.http.post(f"{served.url}/v1/me/keys", headers=bearer(new["key"]))  # nothing to ask again
    assert answer.status_code == 401 and holds(served, unkeyed["key"])
