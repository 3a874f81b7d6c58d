"""Durability through crashes and power loss: every command answered 201 is still in the log after
redis-server is SIGKILLed in the middle of play and its files are cut back to what fsync made durable."""
from __future__ import annotations

import shutil
import threading

import pytest

from service.config import Settings
from service.http.app import create_app
from tests.faults.power import build_fsync_logger, lose_power
from tests.faults.tables import ADMIN, Table, audit
from tests.service.play import auth, create
from tests.support import RedisServer, ServedApp, wait_for


def crash_during_play(tmp_path, fsync: str | None, tables: int = 6, acknowledged: int = 90):
    """Clients post to several games; redis-server is SIGKILLed mid-traffic and its AOF cut back to its
    last fsync; then it restarts from that. Returns the tables, the bytes cut and the served app.
    The crash comes once `acknowledged` commands have been answered 201 (however loaded the machine)."""
    library = build_fsync_logger(tmp_path)
    fsyncs = tmp_path / "fsyncs.log"
    server = RedisServer(tmp_path / "aof", fsync=fsync, preload={"LD_PRELOAD": str(library), "FSYNC_LOG": str(fsyncs)})
    served = ServedApp(create_app(Settings(redis_url=server.url, queue_url=server.url, admin_token=ADMIN,
                                           rate_limit="100000/second")))
    games = [Table(served, "ticket-to-ride" if i % 2 else "railroad-ink", [{"name": "P0"}, {"name": "P1"}], i)
             for i in range(tables)]
    stop = threading.Event()
    threads = [threading.Thread(target=game.play, args=(stop,)) for game in games]
    for thread in threads:
        thread.start()
    first = sum(len(game.acked) for game in games)
    wait_for(lambda: sum(len(game.acked) for game in games) - first >= acknowledged, timeout=120,
             interval=0.01, what="traffic")
    server.kill()  # the worst moment: requests in flight, some appended and answered, some not
    stop.set()
    for thread in threads:
        thread.join(30)
    cut = lose_power(server.directory, fsyncs)
    server.preload = {}
    server.start()
    return server, served, games, cut


@pytest.mark.timeout(240)
def test_no_acknowledged_command_is_lost_when_the_power_fails_mid_play(tmp_path):
    server, served, games, cut = crash_during_play(tmp_path, None)  # the shipped configuration
    try:
        reports = [audit(served, game) for game in games]
        assert sum(r["acked"] for r in reports) > 6 * 10  # real traffic was acknowledged before the crash
        assert [r["lost"] for r in reports] == [0] * len(games)
        assert [r["duplicated"] for r in reports] == [0] * len(games)
        assert all(r["verified"] for r in reports)
        # Play goes on from the durable log.
        game = games[0]
        token = game.created["seats"][0]["token"]
        version = served.http.get(f"{served.url}/v1/games/{game.id}", timeout=10).json()["version"]
        legal = served.http.get(f"{served.url}/v1/games/{game.id}/legal-commands", headers=auth(token), timeout=10)
        if legal.json()["commands"]:
            response = served.http.post(f"{served.url}/v1/games/{game.id}/commands", headers=auth(token),
                                        json=legal.json()["commands"][0], timeout=10)
            assert response.status_code == 201 and response.json()["version"] > version
    finally:
        served.stop()
        server.stop()


@pytest.mark.timeout(240)
def test_the_power_loss_emulation_loses_what_everysec_had_not_synced(tmp_path):
    """The emulation is real: with `appendfsync everysec` the same crash loses acknowledged commands
    (what the issue measured on the shipped configuration), and the logs that remain still verify."""
    for attempt in range(3):  # a crash right after everysec's fsync, with nothing written since, loses nothing
        (tmp_path / str(attempt)).mkdir()
        server, served, games, cut = crash_during_play(tmp_path / str(attempt), "everysec")
        try:
            reports = [audit(served, game) for game in games]
            assert all(r["verified"] for r in reports) and sum(r["duplicated"] for r in reports) == 0
            if cut > 0 and sum(r["lost"] for r in reports) > 0:
                return
        finally:
            served.stop()
            server.stop()
    raise AssertionError("three crashes under everysec lost no acknowledged command")


def play(served: ServedApp, game: dict, pick, until_version: int) -> None:
    """Play the first seat that may act, choosing with `pick`, until the game reaches a version."""
    game_id = game["game"]["id"]
    while served.http.get(f"{served.url}/v1/games/{game_id}", timeout=10).json()["version"] < until_version:
        for seat in game["seats"]:
            legal = served.http.get(f"{served.url}/v1/games/{game_id}/legal-commands", headers=auth(seat["token"]),
                                    timeout=10).json()
            if legal["commands"]:
                response = served.http.post(f"{served.url}/v1/games/{game_id}/commands", headers=auth(seat["token"]),
                                            json={**pick(legal["commands"]), "expected_version": legal["version"]},
                                            timeout=10)
                assert response.status_code == 201, response.text
                break


def test_a_rolled_back_store_is_never_written_on_top_of_a_stale_cached_state(tmp_path):
    """Two API processes; the store loses its last events (its files restored from an earlier copy);
    the game is played on to the same version with other moves. The process that had cached the lost
    state must neither show it nor decide on it: the append's hash chain refuses it as stale."""
    server = RedisServer(tmp_path / "aof")
    settings = Settings(redis_url=server.url, queue_url=server.url, rate_limit="100000/second")
    first, second = ServedApp(create_app(settings)), ServedApp(create_app(settings))
    try:
        game = create(first.http, first.url, "railroad-ink", [{"name": "a"}, {"name": "b"}], seed="rollback")
        game_id = game["game"]["id"]
        play(first, game, lambda commands: commands[0], game["game"]["version"] + 4)
        saved = tmp_path / "saved"
        shutil.copytree(server.directory / "appendonlydir", saved)
        lost = first.http.get(f"{first.url}/v1/games/{game_id}", timeout=10).json()["version"] + 4
        play(first, game, lambda commands: commands[0], lost)  # `first` caches the state at `lost`
        lost_hash = first.http.get(f"{first.url}/v1/games/{game_id}/state", timeout=10).json()["state_hash"]
        server.kill()
        shutil.rmtree(server.directory / "appendonlydir")
        shutil.copytree(saved, server.directory / "appendonlydir")
        server.start()
        play(second, game, lambda commands: commands[-1], lost)  # other moves up to the same version
        now = second.http.get(f"{second.url}/v1/games/{game_id}/state", timeout=10).json()
        assert now["version"] == lost and now["state_hash"] != lost_hash
        seen = first.http.get(f"{first.url}/v1/games/{game_id}/state", timeout=10).json()
        assert (seen["version"], seen["state_hash"]) == (lost, now["state_hash"])
        play(first, game, lambda commands: commands[0], lost + 6)
        assert first.http.get(f"{first.url}/v1/games/{game_id}/verify", timeout=60).json()["ok"]
    finally:
        first.stop()
        second.stop()
        server.stop()
