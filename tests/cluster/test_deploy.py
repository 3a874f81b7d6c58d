"""deploy/compose.cluster.yaml cannot be run here (no docker): it parses, has the parts the scaling
guide names, and every command it runs exists with the options it passes."""
from __future__ import annotations

import shutil
import subprocess

import pytest
import yaml

from service.cli import main
from service.config import CLUSTER, SENTINEL, RedisLocation
from tests.support import ROOT


def test_the_cluster_compose_file_names_parts_and_commands_that_exist(capsys):
    compose = yaml.safe_load((ROOT / "deploy" / "compose.cluster.yaml").read_text())
    services = compose["services"]
    nodes = [name for name in services if name.startswith("events-")]
    assert len(nodes) == 6 and "--cluster-enabled" in services[nodes[0]]["command"]
    assert "--cluster-replicas 1" in services["cluster-create"]["command"][0]
    assert sum(name.startswith("sentinel-") for name in services) == 3
    assert services["worker"]["deploy"]["replicas"] == 2 and "relay" in services
    assert services["moves-worker"]["command"][1:] == ["worker", "--queues", "moves"]
    assert sum(name.startswith("api-") for name in services) == 2
    env = services["api-1"]["environment"]
    assert RedisLocation.parse(env["TRACKSIDE_REDIS_URL"]).scheme == CLUSTER
    assert RedisLocation.parse(env["TRACKSIDE_QUEUE_URL"]).scheme == SENTINEL
    for name, service in services.items():
        command = service["command"]
        if command[0] == "trackside":  # the CLI accepts it (--help stops before anything runs)
            with pytest.raises(SystemExit) as done:
                main([*command[1:], "--help"])
            assert done.value.code == 0, name
        elif command[0] == "redis-server" and "--cluster-enabled" in command:
            # redis-server checks the options and the file, then stops on an option it cannot take
            conf = [str(ROOT / "deploy" / "redis.conf") if c == "/etc/redis/redis.conf" else c for c in command]
            checked = subprocess.run([shutil.which("redis-server"), *conf[1:], "--port", "-1"], capture_output=True,
                                     text=True, timeout=10)
            assert "Bad directive" not in checked.stdout + checked.stderr, checked.stdout
