"""Redis Cluster benchmarks, each a ratio of two things measured side by side in one run, on private
clusters built here (every node the shipped redis.conf: AOF, appendfsync always):

1. appends/s through our append path on 3 primaries vs on 1 (same machine, same client processes,
   each appending round-robin to games spread over all slots), and on a 1-primary cluster vs a plain
   single Redis (what the cluster path itself costs);
2. appends/s with TRACKSIDE_WAIT_REPLICAS=1 (acknowledged once a replica has it) vs none, on the same
   3-primary, 1-replica-each cluster.

All nodes and clients share this one machine: the ratios show what the cluster path costs and
scales here, not what separate hosts would give.

    python bench/cluster.py [--quick]
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.service import ENVELOPE, PROGRESS, RECORD, summed  # noqa: E402
from service.adapters.redis.resilience import connect  # noqa: E402
from service.adapters.redis.store import EventStore  # noqa: E402
from tests.cluster.nodes import LocalCluster, Node  # noqa: E402
from tests.support import scratch  # noqa: E402

GAMES_PER_CLIENT = 32
ROUNDS = 4


def _client(url: str, wait: int, tag: str, count: int, out) -> None:
    store = EventStore(connect(url, "bench"), wait_replicas=wait, wait_timeout_ms=5000)
    games = [f"{tag}x{i}" for i in range(GAMES_PER_CLIENT)]
    versions = dict.fromkeys(games, 0)
    started = time.perf_counter()
    for n in range(count):
        game = games[n % len(games)]
        version = versions[game]
        result = store.append(game, version, [{**ENVELOPE, "version": version + 1}], command_key=f"c{version}",
                              command_record=RECORD, meta=PROGRESS)
        assert result.outcome == "ok", result
        versions[game] = version + 1
    out.put(count / (time.perf_counter() - started))


def rate(url: str, wait: int, count: int, clients: int, run: str) -> float:
    return summed(_client, [(url, wait, f"{run}c{i}", count) for i in range(clients)])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    count, clients = (300, 4) if args.quick else (600, 8)
    base = scratch("trackside-bench-cluster-")
    plain = Node(base / "plain")
    plain_url = f"redis://127.0.0.1:{plain.port}/0"
    one = LocalCluster(base / "one", primaries=1)
    three = LocalCluster(base / "three", primaries=3)
    replicated = LocalCluster(base / "replicated", primaries=3, replicas=1)
    try:
        for url in (plain_url, one.url, three.url, replicated.url):
            EventStore(connect(url, "bench")).prepare()
        rates: dict[str, float] = {}
        for round_ in range(ROUNDS):  # interleaved, best of each: the machine is shared and noisy
            for name, url, wait in (("single_redis", plain_url, 0), ("one_primary", one.url, 0), ("three_primaries", three.url, 0),
                                    ("replicated_no_wait", replicated.url, 0), ("replicated_wait_1", replicated.url, 1)):
                rates[name] = max(rates.get(name, 0.0), rate(url, wait, count, clients, f"{name}{round_}"))
        print({"clients": clients, **{f"{k}_appends_per_s": round(v) for k, v in rates.items()},
               "one_primary_cluster_vs_single_redis": round(rates["one_primary"] / rates["single_redis"], 3),
               "three_vs_one_primary": round(rates["three_primaries"] / rates["one_primary"], 3),
               "wait_1_vs_none": round(rates["replicated_wait_1"] / rates["replicated_no_wait"], 3)})
    finally:
        plain.stop()
        for cluster in (one, three, replicated):
            cluster.stop()


if __name__ == "__main__":
    main()
