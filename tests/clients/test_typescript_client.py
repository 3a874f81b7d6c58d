"""The TypeScript client (clients/typescript): with its types generated from openapi.yaml by openapi-typescript
(they are not committed: docs/clients.md), it and its example bots pass `tsc --strict`, and the bots play
whole games against a server over a real socket, learning their turns from the event streams. Node and the
client's packages (`npm ci` from its lockfile: deploy/bootstrap.sh) are needed: without them these tests
fail, they do not skip."""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from tests.clients.streaming import a_game_followed_through_cuts, assert_followed_through_cuts
from tests.platform.account_players import StreamPlayer
from tests.support import ROOT

CLIENT = ROOT / "clients" / "typescript"


@pytest.fixture(scope="module")
def node_modules():
    if shutil.which("node") is None:
        pytest.fail("node is missing: deploy/bootstrap.sh installs it (the OS's nodejs and npm)")
    if not (CLIENT / "node_modules" / ".bin" / "tsc").exists():
        pytest.fail("clients/typescript/node_modules is missing: run `npm ci` there (deploy/bootstrap.sh does)")
    return CLIENT / "node_modules"


def run(*command, timeout: float = 300, **options) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout, **options)


@pytest.fixture(scope="module")
def compiled(node_modules, tmp_path_factory):
    """The client, its types generated from openapi.yaml (as `make client` does) and the examples, compiled
    by `tsc --strict` (which type-checks them) in a copy of the client that node can run: its package.json
    (an ES module) and its node_modules beside."""
    out = tmp_path_factory.mktemp("typescript")
    for part in ("src", "examples"):
        shutil.copytree(CLIENT / part, out / part, ignore=shutil.ignore_patterns("schema.d.ts"))
    for name in ("package.json", "tsconfig.json"):
        shutil.copy(CLIENT / name, out / name)
    (out / "node_modules").symlink_to(node_modules)
    generating = run("bash", str(CLIENT / "generate.sh"), str(out / "src" / "schema.d.ts"))
    if generating.returncode != 0:
        pytest.fail("clients/typescript/generate.sh failed:\n" + generating.stdout + generating.stderr)
    compiling = run(str(node_modules / ".bin" / "tsc"), "--strict", "-p", str(out), "--outDir", str(out / "dist"))
    return compiling, out


@pytest.mark.slow
def test_the_client_and_the_example_pass_tsc_strict(compiled):
    compiling, out = compiled
    assert compiling.returncode == 0, compiling.stdout + compiling.stderr
    assert (out / "dist" / "examples" / "bot.js").exists()


@pytest.mark.slow
def test_iter_events_gets_every_event_once_across_connections_cut_mid_frame(compiled, served):
    """As the Python helper's test: a seat follows a game being played (examples/follow.ts) through a
    proxy that cuts its first three connections in mid-frame, and gets every event once, in order."""
    compiling, out = compiled
    assert compiling.returncode == 0, compiling.stdout + compiling.stderr
    with a_game_followed_through_cuts(served, "follow") as (game_id, token, proxy):
        following = run("node", str(out / "dist" / "examples" / "follow.js"), proxy.url, game_id, token, timeout=120)
    assert following.returncode == 0, following.stdout + following.stderr
    seen = [json.loads(line) for line in following.stdout.splitlines()]
    assert_followed_through_cuts(served, game_id, token, seen, proxy)


def test_iter_events_refused_is_thrown_at_once(compiled, served):
    compiling, out = compiled
    assert compiling.returncode == 0, compiling.stdout + compiling.stderr
    following = run("node", str(out / "dist" / "examples" / "follow.js"), served.url, "0" * 22, timeout=20)
    assert following.returncode != 0 and "StreamRefused" in following.stderr and "404" in following.stderr, \
        following.stderr


@pytest.mark.slow
def test_the_example_bot_finishes_a_game_against_a_server_bot(compiled, served, quick_bots, relay):
    compiling, out = compiled
    assert compiling.returncode == 0, compiling.stdout + compiling.stderr
    playing = run("node", str(out / "dist" / "examples" / "bot.js"), served.url, timeout=120)
    assert playing.returncode == 0, playing.stdout + playing.stderr
    result = json.loads(playing.stdout.splitlines()[-1])
    assert result["status"] == "finished" and result["played"] > 5, playing.stdout
    export = served.http.get(f"{served.url}/v1/games/{result['game']}/export").json()
    by = {(event["command"]["seat"], event["command"].get("by")) for event in export["events"]
          if (event.get("command") or {}).get("seat") is not None}
    assert by == {(0, None), (1, "bot")}  # the example played seat 0 itself, the server's bot seat 1


@pytest.mark.slow
def test_the_example_account_bot_accepts_a_challenge_and_plays_it_from_its_account_stream(compiled, served,
                                                                                            quick_bots, relay):
    """examples/account_bot.ts (iterAccountEvents) makes its account, accepts the challenge it is sent, and
    plays the game (against an account that plays from its stream too) to its end learning its turns from
    its account stream alone."""
    compiling, out = compiled
    assert compiling.returncode == 0, compiling.stdout + compiling.stderr
    bot = subprocess.Popen(["node", str(out / "dist" / "examples" / "account_bot.js"), served.url, "1"],
                           stdout=subprocess.PIPE, text=True)
    try:
        account = json.loads(bot.stdout.readline())["account"]
        ada = served.http.post(f"{served.url}/v1/accounts", json={"name": "Ada", "kind": "human"}).json()
        made = served.http.post(f"{served.url}/v1/challenges", headers={"Authorization": f"Bearer {ada['key']}"},
                                json={"rules": "mini-express", "players": [
                                    {"account": account["id"]}, {"account": ada["account"]["id"]}]})
        assert made.status_code == 201, made.text
        challenger = StreamPlayer(served.url, ada["key"], {made.json()["game"]})  # plays from its stream too
        challenger.start()
        ended = json.loads(bot.stdout.readline())
        assert bot.wait(60) == 0
        challenger.done(60)
    finally:
        bot.kill()
    game = made.json()["game"]
    summary = served.http.get(f"{served.url}/v1/games/{game}").json()
    assert ended["game"] == game and summary["status"] == "finished" and ended["scores"] == summary["scores"]
    assert summary["seats"][0]["account"] == account["id"]
