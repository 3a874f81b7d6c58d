"""Soak (opt-in: `make soak` or `pytest -m soak tests/service/test_soak_durability.py -s`): round after
round of clients posting to many games through two API processes while a worker and the relay play
the automa seats, each round ending in a fault at full traffic — a power loss (redis-server SIGKILLed
and its files cut back to their last fsync), a process crash of Redis, or SIGKILL of an API process
and the worker together with a power loss. After every round each game is audited: every version
answered 201 is still stored, no command appended twice, and the whole log verifies.

TRACKSIDE_SOAK_ROUNDS (default 12) and TRACKSIDE_SOAK_SECONDS (traffic per round, default 3) scale it."""
from __future__ import annotations

import json
import os
import random
import signal
import threading
from dataclasses import dataclass, field

import pytest
import requests

from tests.faults.power import build_fsync_logger, lose_power
from tests.faults.tables import ADMIN, Table, audit
from tests.support import RedisServer, free_port, start_part, stop_part, wait_for

pytestmark = pytest.mark.soak

ROUNDS = int(os.environ.get("TRACKSIDE_SOAK_ROUNDS", "12"))
SECONDS = float(os.environ.get("TRACKSIDE_SOAK_SECONDS", "3"))
FAULTS = ("power loss", "redis crash", "api and worker crash + power loss")
HUMAN_GAMES = [("ticket-to-ride", 3, None), ("railroad-ink", 2, None), ("tinners-trail", 3, None),
               ("lilliput", 3, None), ("mini-express", 2, {"map": "usa"})]
AUTOMA_GAME = ("mini-express", {"difficulty": "hard", "map": "europe"})


@dataclass
class Api:
    """One `trackside serve` process on a fixed port (restarted on the same one after a kill)."""

    redis_url: str
    port: int = field(default_factory=free_port)
    http: requests.Session = field(default_factory=requests.Session)
    process: object = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.process = start_part("serve", self.redis_url, "--port", str(self.port),
                                  TRACKSIDE_ADMIN_TOKEN=ADMIN, TRACKSIDE_RATE_LIMIT="100000/second")
        wait_for(self.ready, what=f"the API on port {self.port}")

    def ready(self) -> bool:
        try:
            return self.http.get(f"{self.url}/readyz", timeout=1).status_code == 200
        except requests.RequestException:
            return False


def test_soak_rounds_of_kills_and_power_losses_lose_and_duplicate_nothing(tmp_path):
    library = build_fsync_logger(tmp_path)
    fsyncs = tmp_path / "fsyncs.log"
    server = RedisServer(tmp_path / "aof", preload={"LD_PRELOAD": str(library), "FSYNC_LOG": str(fsyncs)})
    apis = [Api(server.url), Api(server.url)]
    for api in apis:
        api.start()
    parts = {"worker": start_part("worker", server.url), "relay": start_part("relay", server.url)}
    tables = [Table(apis[i % 2], rules, [{"name": f"P{p}"} for p in range(players)], i, options)
              for i, (rules, players, options) in enumerate(HUMAN_GAMES * 2)]
    tables += [Table(apis[i % 2], AUTOMA_GAME[0], [{"name": "Ada"}, {"name": "Automa", "kind": "automa"}],
                     100 + i, AUTOMA_GAME[1]) for i in range(2)]
    chance, rounds, automa_history = random.Random("soak"), [], []
    try:
        for number in range(ROUNDS):
            fault = FAULTS[number % len(FAULTS)]
            stop = threading.Event()
            threads = [threading.Thread(target=table.play, args=(stop,)) for table in tables]
            for thread in threads:
                thread.start()
            stop.wait(SECONDS * (0.5 + chance.random()))
            if fault.startswith("api"):
                for process in (apis[number % 2].process, parts["worker"]):
                    os.killpg(process.pid, signal.SIGKILL)  # the whole group: master and its children
            server.kill()
            stop.set()
            for thread in threads:
                thread.join(30)
            cut = lose_power(server.directory, fsyncs) if "power" in fault else 0
            fsyncs.unlink(missing_ok=True)  # the next round's durable sizes are the new process's own
            server.start()
            for api in apis:
                if api.process.poll() is not None:
                    api.start()
            if parts["worker"].poll() is not None:
                parts["worker"].wait()
                parts["worker"] = start_part("worker", server.url)
            wait_for(lambda: all(api.ready() for api in apis), what="both APIs after the fault")
            reports = [audit(apis[0], table) for table in tables]
            rounds.append({"round": number + 1, "fault": fault, "bytes cut": cut,
                           **{k: sum(r[k] for r in reports) for k in ("acked", "stored", "lost", "duplicated", "automa moves")},
                           "verified": sum(r["verified"] for r in reports), "games": len(tables)})
            print(json.dumps(rounds[-1]))
            automa_history.append([(r["automa moves"], r["finished"]) for r in reports[-2:]])
    finally:
        for part in parts.values():
            stop_part(part)
        for api in apis:
            if api.process is not None:
                stop_part(api.process)
        server.stop()
    assert sum(r["acked"] for r in rounds) > 0
    assert [r["lost"] for r in rounds] == [0] * ROUNDS
    assert [r["duplicated"] for r in rounds] == [0] * ROUNDS
    assert [r["verified"] for r in rounds] == [len(tables)] * ROUNDS
    # Each automa game goes on through the faults: it has finished, or its automa moved in the last rounds.
    for table in range(2):
        (early, _), (late, finished) = automa_history[-min(4, ROUNDS)][table], automa_history[-1][table]
        assert finished or late > early, [history[table] for history in automa_history]
