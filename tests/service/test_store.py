"""The event store: racing writers, idempotency, durability across SIGKILL, snapshots, eviction."""
from __future__ import annotations

import multiprocessing
import random

import pytest
import requests

from domain.core import LocalGame, SeatSpec
from domain.core.registry import get_rules
from service.adapters.redis.connection import EvictingRedis
from service.adapters.redis.store import EventStore
from service.app import lookup as games_module
from service.app.games import GameService
from service.app.ports import SNAPSHOT_EVERY
from service.config import Settings
from service.http.app import create_app
from tests.service.play import auth, create
from tests.support import RedisServer, ServedApp, free_port, start_part, stop_part, wait_for


def _writer(base: str, game_id: str, token: str, rounds: int, barrier, results) -> None:
    http = requests.Session()
    barrier.wait()
    out = []
    for _ in range(rounds):
        legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(token)).json()
        if not legal["commands"]:
            break
        command = legal["commands"][len(out) % len(legal["commands"])]
        response = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(token),
                             json={**command, "expected_version": legal["version"]})
        body = response.json()
        out.append((response.status_code, [e["version"] for e in body.get("events", [])], body.get("code")))
    results.put(out)


def test_racing_writers_from_several_processes(redis_url):
    ports = [free_port(), free_port()]
    servers = [start_part("serve", redis_url, "--port", str(port)) for port in ports]
    try:
        bases = [f"http://127.0.0.1:{port}" for port in ports]
        wait_for(lambda: all(_ready(base) for base in bases), what="two API servers")
        created = create(requests.Session(), bases[0], "railroad-ink", [{"name": f"P{i}"} for i in range(4)])
        game_id = created["game"]["id"]
        barrier, results = multiprocessing.Barrier(4), multiprocessing.Queue()
        writers = [multiprocessing.Process(target=_writer, args=(bases[i % 2], game_id, seat["token"], 12, barrier,
                                                                 results))
                   for i, seat in enumerate(created["seats"])]
        for w in writers:
            w.start()
        outcomes = [item for _ in writers for item in results.get(timeout=120)]
        for w in writers:
            w.join(30)
        events = requests.get(f"{bases[1]}/v1/games/{game_id}/events").json()["events"]
        versions = [e["version"] for e in events]
        assert versions == list(range(1, len(versions) + 1)), "versions contiguous, no gaps, no duplicates"
        appended = [v for status, vs, _ in outcomes if status == 201 for v in vs]
        assert len(appended) == len(set(appended)), "no version handed to two writers"
        setup = created["game"]["version"]
        assert sorted(appended) == list(range(setup + 1, len(versions) + 1))
        losers = [code for status, _, code in outcomes if status != 201]
        assert losers and set(losers) == {"version_conflict"}, outcomes
        assert all(status in (201, 409) for status, _, _ in outcomes)
    finally:
        for server in servers:
            stop_part(server)


def _ready(base: str) -> bool:
    try:
        return requests.get(f"{base}/readyz", timeout=1).status_code == 200
    except requests.ConnectionError:
        return False


def test_idempotency_key_returns_the_first_answer_and_appends_nothing(client):
    created = client.post("/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}, {"name": "b"}],
                                             "seed": "idem"}).get_json()
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    legal = client.get(f"/v1/games/{gid}/legal-commands", headers=auth(token)).get_json()["commands"]
    headers = {**auth(token), "Idempotency-Key": "move-1"}
    first = client.post(f"/v1/games/{gid}/commands", json=legal[0], headers=headers)
    version = client.get(f"/v1/games/{gid}").get_json()["version"]
    again = client.post(f"/v1/games/{gid}/commands", json=legal[0], headers=headers)
    assert (again.status_code, again.get_json()) == (first.status_code, first.get_json()) == (201, first.get_json())
    assert client.get(f"/v1/games/{gid}").get_json()["version"] == version
    reused = client.post(f"/v1/games/{gid}/commands", json=legal[1], headers=headers)
    assert reused.status_code == 422 and reused.get_json()["code"] == "idempotency_key_reused"
    # A refused command keeps its first answer as well.
    refused_headers = {**auth(token), "Idempotency-Key": "move-2"}
    refused = client.post(f"/v1/games/{gid}/commands", json={"type": "end_round"}, headers=refused_headers)
    assert refused.status_code == 422
    assert client.post(f"/v1/games/{gid}/commands", json={"type": "end_round"},
                       headers=refused_headers).get_json() == refused.get_json()
    # The same key from another seat is that seat's own.
    other = created["seats"][1]["token"]
    legal_other = client.get(f"/v1/games/{gid}/legal-commands", headers=auth(other)).get_json()["commands"]
    assert client.post(f"/v1/games/{gid}/commands", json=legal_other[0],
                       headers={**auth(other), "Idempotency-Key": "move-1"}).status_code == 201
    assert client.get(f"/v1/games/{gid}").get_json()["version"] == version + 1


def test_every_acknowledged_event_survives_sigkill_of_redis(tmp_path):
    server = RedisServer(tmp_path / "aof")
    try:
        served = ServedApp(create_app(Settings(redis_url=server.url, queue_url=server.url)))
        created = create(served.http, served.url, "railroad-ink", [{"name": "a"}, {"name": "b"}], seed="aof")
        gid = created["game"]["id"]
        acked = set(range(1, created["game"]["version"] + 1))
        for _ in range(15):
            for seat in created["seats"]:
                legal = served.http.get(f"{served.url}/v1/games/{gid}/legal-commands",
                                        headers=auth(seat["token"])).json()
                if legal["commands"]:
                    response = served.http.post(f"{served.url}/v1/games/{gid}/commands", headers=auth(seat["token"]),
                                                json=legal["commands"][-1])
                    assert response.status_code == 201
                    acked |= {e["version"] for e in response.json()["events"]}
        server.kill()
        server.start()
        events = served.http.get(f"{served.url}/v1/games/{gid}/events", timeout=10).json()["events"]
        assert acked <= {e["version"] for e in events}
        assert served.http.get(f"{served.url}/v1/games/{gid}/verify").json()["ok"]
        # The store keeps working after the restart (its functions were in the AOF too).
        token = created["seats"][0]["token"]
        legal = served.http.get(f"{served.url}/v1/games/{gid}/legal-commands", headers=auth(token)).json()
        if legal["commands"]:
            assert served.http.post(f"{served.url}/v1/games/{gid}/commands", headers=auth(token),
                                    json=legal["commands"][0]).status_code == 201
        served.stop()
    finally:
        server.stop()


def test_the_service_refuses_an_evicting_redis(redis_server, redis_url):
    client = redis_server.client()
    client.config_set("maxmemory-policy", "allkeys-lru")
    try:
        with pytest.raises(EvictingRedis):
            create_app(Settings(redis_url=redis_url))
    finally:
        client.config_set("maxmemory-policy", "noeviction")


def test_state_at_any_version_turn_and_round_reads_one_snapshot_and_few_events(redis_server, redis_url, monkeypatch):
    rules = get_rules("railroad-ink")
    service = GameService(EventStore(redis_server.client()))
    service.store.prepare()
    created = service.create("railroad-ink", [{"name": f"P{i}"} for i in range(6)], {}, "long")
    game = service.game(created["game"]["id"])
    local = LocalGame(rules, [SeatSpec(f"P{i}") for i in range(6)], {}, "long")


    chooser = random.Random(6)
    while not rules.status(local.state).finished:
        seat = chooser.choice(rules.status(local.state).active_seats)
        command = chooser.choice(rules.legal_commands(local.state, seat))
        local.play(seat, command)
        service.submit(game, seat, command)
    assert local.version > 4 * SNAPSHOT_EVERY

    cold = GameService(EventStore(redis_server.client()))  # no cached states
    read = []
    original = cold.store.read_at

    def counting(*args, **kwargs):
        out = original(*args, **kwargs)
        read.append(len(out.envelopes))
        return out

    monkeypatch.setattr(cold.store, "read_at", counting)
    cold_game = cold.game(game.id)
    for version in range(1, local.version + 1):
        state = cold.state(cold_game, None, version)
        assert state["state_hash"] == local.hashes[version - 1]
    assert max(read) <= SNAPSHOT_EVERY
    for round_number in range(1, 8):
        version, _ = cold.resolve_version(cold_game, at_round=round_number)
        assert cold.state(cold_game, None, version)["round"] == round_number
        assert version == 1 or cold.state(cold_game, None, version - 1)["round"] == round_number - 1


def test_redis_sees_one_stream_per_game_under_its_hash_tag(redis_server, redis_url, client):
    created = client.post("/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]}).get_json()
    gid = created["game"]["id"]
    keys = sorted(k.decode() for k in redis_server.client().keys(f"{{g:{gid}}}*"))
    assert f"{{g:{gid}}}:events" in keys and f"{{g:{gid}}}:meta" in keys
    entries = redis_server.client().xrange(f"{{g:{gid}}}:events")
    assert [e[0].decode() for e in entries] == [f"0-{v}" for v in range(1, len(entries) + 1)]


def test_concurrent_requests_with_one_idempotency_key_append_once(served):
    from concurrent.futures import ThreadPoolExecutor

    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": "a"}], seed="same-key")
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    command = http.get(f"{base}/v1/games/{gid}/legal-commands", headers=auth(token)).json()["commands"][0]
    before = http.get(f"{base}/v1/games/{gid}").json()["version"]

    def send(_):
        return requests.post(f"{base}/v1/games/{gid}/commands", json=command,
                             headers={**auth(token), "Idempotency-Key": "once"})

    with ThreadPoolExecutor(8) as pool:
        answers = list(pool.map(send, range(16)))
    assert {a.status_code for a in answers} == {201}
    assert len({a.text for a in answers}) == 1, "every copy gets the first answer"
    assert http.get(f"{base}/v1/games/{gid}").json()["version"] == before + len(answers[0].json()["events"])


@pytest.mark.parametrize("precondition", ["expected_version", "If-Match"])
def test_concurrent_duplicates_with_a_version_precondition_all_get_the_first_answer(served, precondition):
    """The key's answer wins over the version check: a copy that arrives after the first one has
    appended sees the version moved on, yet must get the first 201, not a 409 or 412."""
    from concurrent.futures import ThreadPoolExecutor

    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": "a"}], seed=f"race-{precondition}")
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    legal = http.get(f"{base}/v1/games/{gid}/legal-commands", headers=auth(token)).json()
    command, headers = legal["commands"][0], {**auth(token), "Idempotency-Key": f"once-{precondition}"}
    if precondition == "If-Match":
        headers["If-Match"] = f'"{legal["version"]}"'
    else:
        command = {**command, "expected_version": legal["version"]}

    def send(_):
        return requests.post(f"{base}/v1/games/{gid}/commands", json=command, headers=headers)

    for _ in range(5):  # five rounds of 12 racing copies: each round one key, one append
        with ThreadPoolExecutor(12) as pool:
            answers = list(pool.map(send, range(12)))
        assert [a.status_code for a in answers] == [201] * 12, [a.text for a in answers if a.status_code != 201]
        assert len({a.text for a in answers}) == 1
        legal = http.get(f"{base}/v1/games/{gid}/legal-commands", headers=auth(token)).json()
        if not legal["commands"]:
            break
        command, headers = legal["commands"][0], {**headers, "Idempotency-Key": f"{headers['Idempotency-Key']}+"}
        if precondition == "If-Match":
            headers["If-Match"] = f'"{legal["version"]}"'
        else:
            command = {**command, "expected_version": legal["version"]}
    assert http.get(f"{base}/v1/games/{gid}/verify").json()["ok"]


def test_a_retried_game_creation_with_one_idempotency_key_creates_one_game(served, redis_server):
    from concurrent.futures import ThreadPoolExecutor

    base = served.url
    body = {"rules": "ticket-to-ride", "players": [{"name": "a"}, {"name": "b"}]}
    before = len(served.http.get(f"{base}/v1/games", params={"limit": 200}).json()["games"])

    def send(_):
        return requests.post(f"{base}/v1/games", json=body, headers={"Idempotency-Key": "table-7"})

    with ThreadPoolExecutor(8) as pool:
        answers = list(pool.map(send, range(8)))
    assert {a.status_code for a in answers} == {201}
    first = answers[0].json()
    assert all(a.json()["seats"] == first["seats"] for a in answers), "every retry gets the same tokens"
    assert len(served.http.get(f"{base}/v1/games", params={"limit": 200}).json()["games"]) == before + 1
    gid, token = first["game"]["id"], first["seats"][1]["token"]
    assert served.http.get(f"{base}/v1/games/{gid}/legal-commands", headers=auth(token)).status_code == 200
    stored = b"".join(v for k in redis_server.client().keys("*") if redis_server.client().type(k) == b"string"
                      for v in [redis_server.client().get(k)])
    assert token.encode() not in stored, "the key's record keeps no seat token"
    other = requests.post(f"{base}/v1/games", json={**body, "seed": "other"}, headers={"Idempotency-Key": "table-7"})
    assert other.status_code == 422 and other.json()["code"] == "idempotency_key_reused"
    assert other.headers["Content-Type"] == "application/problem+json"
    unkeyed = [requests.post(f"{base}/v1/games", json=body).json()["game"]["id"] for _ in range(2)]
    assert len(set(unkeyed)) == 2, "without a key, two requests are two games"


def test_an_append_decided_on_another_state_than_the_logs_last_is_refused_as_stale(redis_server, redis_url):
    """The hash chain: the append names the state hash it was decided on; unless that is the hash
    after the log's last event, nothing is written (a cache that outlived a rollback cannot write)."""
    service = GameService(EventStore(redis_server.client()))
    service.store.prepare()
    created = service.create("railroad-ink", [{"name": "a"}], {}, "chain")
    game = service.game(created["game"]["id"])
    known = service.current(game)
    envelope = {"version": known.version + 1, "type": "x", "data": {}, "seat": 0, "state_hash": "f" * 64}
    stale = service.store.append(game.id, known.version, [envelope], decided_on="0" * 64,
                                 meta={"state_hash": "f" * 64})
    assert (stale.outcome, stale.value) == ("stale", str(known.version))
    head = service.store.head(game.id)
    assert (head.version, head.state_hash) == (known.version, known.state_hash)
    ok = service.store.append(game.id, known.version, [envelope], decided_on=known.state_hash,
                              meta={"state_hash": "f" * 64})
    head = service.store.head(game.id)
    assert ok.outcome == "ok" and (head.version, head.state_hash) == (known.version + 1, "f" * 64)


def test_a_redis_that_lost_its_functions_gets_them_back_on_the_next_append(served, redis_server):
    """A Redis restored from nothing has no trackside_append: the API loads it again, no 503 until a restart."""
    created = create(served.http, served.url, "railroad-ink", [{"name": "a"}], seed="functions")
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    redis_server.client().function_flush()
    command = served.http.get(f"{served.url}/v1/games/{gid}/legal-commands", headers=auth(token)).json()["commands"][0]
    answer = served.http.post(f"{served.url}/v1/games/{gid}/commands", json=command, headers=auth(token))
    assert answer.status_code == 201, answer.text
    assert served.http.get(f"{served.url}/v1/games/{gid}/verify").json()["ok"]


def test_a_process_keeps_the_facts_of_the_games_it_read_last_only(app, client, monkeypatch):
    """A client reading game after game (every id the listing gives) costs the API bounded memory."""
    monkeypatch.setattr(games_module, "GAME_CACHE_SIZE", 2)
    ids = [client.post("/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]}).get_json()["game"]["id"]
           for _ in range(3)]
    service = GameService(app.extensions["trackside.services"].games.store)
    read = []
    original = service.store.meta
    monkeypatch.setattr(service.store, "meta", lambda game_id: read.append(game_id) or original(game_id))
    for game_id in [*ids, ids[2], ids[0]]:
        service.game(game_id)
    assert read == [*ids, ids[0]]  # the last two stay known; the first was let go, and read again
