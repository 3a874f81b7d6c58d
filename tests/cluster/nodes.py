"""Real Redis Clusters and Sentinel setups for the tests, on free ports in temp dirs: nodes started
with `redis-server --cluster-enabled yes` (the shipped redis.conf: AOF, fsync always, noeviction) and
joined by `redis-cli --cluster create`; Sentinels run as `redis-server <conf> --sentinel`."""
from __future__ import annotations

import random
import shutil
import signal
import socket
import subprocess
from pathlib import Path

import redis

from tests.support import ROOT, free_port, wait_for

NODE_TIMEOUT_MS = 1000  # a primary silent this long is failed over to its replica


def cluster_port() -> int:
    """A free port whose cluster-bus port (10,000 higher) is free too."""
    for _ in range(200):
        port = random.randrange(20000, 55535)
        try:
            with socket.socket() as a, socket.socket() as b:
                a.bind(("127.0.0.1", port))
                b.bind(("127.0.0.1", port + 10000))
            return port
        except OSError:
            continue
    raise RuntimeError("no free port pair")


class Node:
    def __init__(self, directory: Path, *extra: str) -> None:
        self.directory = directory
        self.port = cluster_port() if "--cluster-enabled" in extra else free_port()
        self.extra = extra
        self.process: subprocess.Popen | None = None
        self.start()

    def start(self) -> None:
        server = shutil.which("redis-server")
        assert server, "redis-server must be installed (make test installs it)"
        self.directory.mkdir(parents=True, exist_ok=True)
        conf = self.directory / "redis.conf"  # a copy: a failover rewrites the file a node started with
        if not conf.exists():
            shutil.copy(ROOT / "deploy" / "redis.conf", conf)
        self.process = subprocess.Popen(
            [server, str(conf), "--port", str(self.port), "--bind", "127.0.0.1",
             "--dir", str(self.directory), "--logfile", str(self.directory / "redis.log"), *self.extra],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(self.answers, timeout=10, what=f"redis-server on port {self.port}")

    def answers(self) -> bool:
        try:
            return bool(self.client().ping())
        except redis.ConnectionError:
            return False

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def client(self) -> redis.Redis:
        return redis.Redis(port=self.port, socket_connect_timeout=1, socket_timeout=5)

    def kill(self) -> None:
        """SIGKILL: no shutdown, no last word to the replicas."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:  # a replica writing its first AOF refuses to stop
                self.kill()

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None


class LocalCluster:
    """`primaries` primaries with `replicas` replicas each, all slots covered."""

    def __init__(self, directory: Path, primaries: int = 3, replicas: int = 0) -> None:
        self.nodes = [Node(directory / f"node{i}", "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
                           "--cluster-node-timeout", str(NODE_TIMEOUT_MS))
                      for i in range(primaries * (1 + replicas))]
        if primaries == 1 and not replicas:  # (redis-cli creates clusters of three primaries or more)
            self.nodes[0].client().execute_command("CLUSTER", "ADDSLOTSRANGE", 0, 16383)
        else:
            subprocess.run([shutil.which("redis-cli") or "redis-cli", "--cluster", "create",
                            *(node.address for node in self.nodes), "--cluster-replicas", str(replicas),
                            "--cluster-yes"],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
        wait_for(lambda: self.healthy(primaries, primaries * replicas), timeout=30, interval=0.1,
                 what="the cluster to cover every slot")

    @property
    def url(self) -> str:
        return "redis+cluster://" + ",".join(node.address for node in self.nodes)

    def healthy(self, primaries: int, replicas: int) -> bool:
        """Every live node sees the cluster ok, with `primaries` primaries and `replicas` linked replicas,
        every live replica in sync with its primary."""
        for node in self.nodes:
            if not node.alive:
                continue
            try:
                if b"cluster_state:ok" not in node.client().execute_command("CLUSTER", "INFO"):
                    return False
                roles = self.roles(node)
                replication = node.client().info("replication")
            except redis.RedisError:
                return False
            if replication["role"] == "slave" and replication.get("master_link_status") != "up":
                return False
            if roles.count("master") != primaries or roles.count("slave") != replicas:
                return False
        return True

    def roles(self, node: Node) -> list[str]:
        lines = node.client().execute_command("CLUSTER", "NODES").decode().splitlines()
        return [("master" if "master" in f[2] else "slave") for f in (line.split() for line in lines)
                if "fail" not in f[2] and f[7] == "connected"]

    def primary_of(self, key: str) -> Node:
        """The live node that serves `key`'s slot now (as the live nodes see the cluster)."""
        probe = next(node for node in self.nodes if node.alive).client()
        slot = probe.execute_command("CLUSTER", "KEYSLOT", key)
        for start, end, primary, *_ in probe.execute_command("CLUSTER", "SLOTS"):
            if start <= slot <= end:
                port = primary[1]
                return next(node for node in self.nodes if node.port == port)
        raise AssertionError(f"no node serves slot {slot}")

    def primaries(self) -> list[Node]:
        return [node for node in self.nodes if node.alive and node.client().execute_command("ROLE")[0] == b"master"]

    def stop(self) -> None:
        for node in self.nodes:
            node.stop()


class SentinelSetup:
    """A primary, one replica and three Sentinels (quorum 2) watching it as `service`."""

    def __init__(self, directory: Path, service: str = "trackside-queue") -> None:
        self.service = service
        self.primary = Node(directory / "primary")
        self.replica = Node(directory / "replica", "--replicaof", "127.0.0.1", str(self.primary.port))
        self.sentinels = []
        for i in range(3):
            folder = directory / f"sentinel{i}"
            folder.mkdir(parents=True)
            conf = folder / "sentinel.conf"
            port = free_port()
            conf.write_text(f"port {port}\nbind 127.0.0.1\ndir {folder}\n"
                            f"sentinel monitor {service} 127.0.0.1 {self.primary.port} 2\n"
                            f"sentinel down-after-milliseconds {service} 1000\n"
                            f"sentinel failover-timeout {service} 5000\n")
            process = subprocess.Popen([shutil.which("redis-server"), str(conf), "--sentinel"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            self.sentinels.append((port, process))
        wait_for(lambda: self.replica.client().info("replication").get("master_link_status") == "up", timeout=20,
                 what="the replica to sync")
        wait_for(lambda: all(self._sentinel(port).sentinel_master(service).get("num-other-sentinels") == 2
                             for port, _ in self.sentinels), timeout=30, interval=0.2,
                 what="the Sentinels to find each other")

    def _sentinel(self, port: int) -> redis.Redis:
        return redis.Redis(port=port, socket_connect_timeout=1, socket_timeout=2, decode_responses=True)

    def url(self, db: int = 0) -> str:
        return "redis+sentinel://" + ",".join(f"127.0.0.1:{port}" for port, _ in self.sentinels) + f"/{self.service}/{db}"

    def current_primary_port(self) -> int:
        return int(self._sentinel(self.sentinels[0][0]).sentinel_get_master_addr_by_name(self.service)[1])

    def stop(self) -> None:
        for _, process in self.sentinels:
            if process.poll() is None:
                process.terminate()
                process.wait(10)
        self.primary.stop()
        self.replica.stop()
