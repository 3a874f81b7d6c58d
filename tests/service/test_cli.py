"""The `trackside` command line: up, replay, score, route-income, openapi."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import requests

from domain.core import SeatSpec, random_playout
from domain.core.registry import get_rules
from tests.service.play import create, play_randomly
from tests.support import ROOT, ROUTE_BENCHMARKS, env_for, free_port, wait_for


def trackside(*args: str, env: dict | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "service.cli", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


def test_up_starts_a_private_redis_api_worker_and_relay_and_stops_them(tmp_path):
    redis_port, api_port = free_port(), free_port()
    env = env_for(f"redis://127.0.0.1:{redis_port}/0", TRACKSIDE_PORT=str(api_port))
    up = subprocess.Popen([sys.executable, "-m", "service.cli", "up", "--var", str(tmp_path / "var")], cwd=ROOT,
                          env=env, start_new_session=True)
    base = f"http://127.0.0.1:{api_port}"
    try:
        wait_for(lambda: _ready(base), timeout=60, what="trackside up")
        assert (tmp_path / "var" / "redis").is_dir()
        http = requests.Session()
        created = create(http, base, "mini-express", [{"name": "Ada"}, {"name": "Automa", "kind": "automa"}])
        summary = play_randomly(http, base, created, seed=1)  # the automa moves come from up's worker
        assert summary["status"] == "finished"
    finally:
        os.killpg(up.pid, signal.SIGTERM)
        up.wait(30)
    assert not _ready(base)
    aof = list((tmp_path / "var" / "redis").rglob("*.aof*"))
    assert aof, "the private Redis kept an append-only file"


def _ready(base: str) -> bool:
    try:
        return requests.get(f"{base}/readyz", timeout=1).status_code == 200
    except requests.ConnectionError:
        return False


def test_replay_and_score_check_an_export_offline(served, tmp_path):
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": "a"}, {"name": "b"}])
    summary = play_randomly(http, base, created, seed=2)
    export = http.get(f"{base}/v1/games/{summary['id']}/export").json()
    good = tmp_path / "game.json"
    good.write_text(json.dumps(export))
    result = trackside("replay", str(good))
    assert result.returncode == 0 and json.loads(result.stdout) == {"ok": True, "checked_events": summary["version"]}
    scored = trackside("score", str(good))
    assert scored.returncode == 0 and json.loads(scored.stdout)["scores"] == summary["scores"]
    export["events"][-1]["state_hash"] = "0" * 64
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(export))
    result = trackside("replay", str(bad))
    assert result.returncode == 1
    assert json.loads(result.stdout)["first_divergence"]["version"] == summary["version"]


def test_score_scores_raw_boards(tmp_path):
    rules = get_rules("railroad-ink")
    game = random_playout(rules, [SeatSpec("a")], seed="cli-board")
    board = rules.view(game.state, None)["boards"][0]
    path = tmp_path / "board.json"
    path.write_text(json.dumps({"rules": "railroad-ink", "board": board}))
    result = trackside("score", str(path))
    assert result.returncode == 0
    assert json.loads(result.stdout)["score"]["total"] == game.status().scores[0]


def test_route_income_prints_the_certified_optimum_of_a_public_position():
    result = trackside("route-income", str(ROUTE_BENCHMARKS / "1867-bc-GW.json"))
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["income"] == answer["upper_bound"] == 840


def test_openapi_prints_the_committed_document():
    assert trackside("openapi").stdout == (ROOT / "openapi.yaml").read_text()


