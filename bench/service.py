"""Service benchmarks, each a ratio of two things measured side by side in one run, each on a private Redis.

1. append through our Redis Function (idempotency key, version check, command record, summary; and
   once more with the outbox entry that queues an automa job) vs raw XADD of the same envelope
   (same Redis, same client concurrency);
2. POST /commands throughput vs a trivial endpoint (/readyz: FUNCTION LIST, and CONFIG GET since it
   reports durability; same gunicorn server, same worker count, same client concurrency), the median
   of five rounds measured back to back, and the API processes' CPU time a request of each;
3. POST /commands through two API processes (gunicorn workers) vs one, same clients;
4. state at an early turn vs at the last turn of the longest game made here (cold per-process cache);
5. append on the shipped Redis (appendfsync always: acknowledged = on disk) vs appendfsync everysec;
6. a bot's move through the outbox, relay and an RQ worker's job vs the same move in one process
   (GameService.play_automa, cold per move like a job's forked work-horse): a table of two easy bots;
7. a bot's first move behind 100 queued scoring jobs (100 made-up game ids each) vs on idle queues,
   with the workers `trackside up` runs (one for the moves alone, one for every queue).

    python bench/service.py [--quick] [--only NAME ...] [--fsync everysec] [--checkout DIR --checkout DIR]

--fsync runs every bench's Redis with that appendfsync instead of the shipped `always` (what the disk's
flush costs a command: bench 2's ratio with and without it).

--checkout runs them on that checkout's code (its API, `trackside serve`, and domain), each checkout's run
at the same time as the others' (bench/checkouts.py): the machine's load falls on all alike, which the
CPU times a request compare well (the rates and ratios less so: the runs take each other's cores).
"""
from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

import orjson
import redis
import requests

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.checkouts import checkout_root, side_by_side  # noqa: E402

checkout_root(Path(__file__).resolve().parents[1])
from bench.heavy_reads import cpu_seconds  # noqa: E402
from domain.core import Event, LocalGame, SeatSpec  # noqa: E402
from domain.core.game import fold  # noqa: E402
from domain.core.registry import get_rules  # noqa: E402
from service.adapters.redis.store import EventStore  # noqa: E402
from service.app.games import GameService  # noqa: E402
from tests.support import RedisServer, free_port, scratch, start_part, stop_part, wait_for  # noqa: E402

ENVELOPE = {"version": 0, "type": "route_placed", "seat": 0, "turn": 3, "round": 3, "command_id": "bench",
            "data": {"die": 1, "route": "railway_t", "row": 3, "col": 4, "rotation": 2, "mirrored": False,
                     "edges": "_RRR", "overpass": False},
            "command": {"seat": 0, "type": "place_route", "data": {"die": 1}}, "rules_version": "1",
            "state_hash": "0" * 64, "at": "2026-11-21T00:00:00.000Z"}


RECORD = {"status": 201, "first": 1, "last": 1, "body_hash": "0" * 64}
PROGRESS = {"progress": {"updated_at": ENVELOPE["at"], "turn": 3, "round": 3, "status": "active",
                         "active_seats": [0], "scores": None, "winners": []}}


def _append_worker(url: str, mode: str, game: str, count: int, out) -> None:
    store = EventStore(redis.Redis.from_url(url))
    client = store.redis
    started = time.perf_counter()
    for version in range(count):
        envelope = {**ENVELOPE, "version": version + 1}
        if mode == "raw":
            client.xadd(f"{{g:{game}}}:events", {"e": orjson.dumps(envelope)}, id=f"0-{version + 1}")
        else:  # "human": a player's move; "automa": a move after which an automa must act (outbox entry)
            outbox = {"game": game, "version": version + 1, "automa": [1]} if mode == "automa" else None
            result = store.append(game, version, [envelope], command_key=f"c{version}",
                                  command_record=RECORD, meta=PROGRESS, outbox=outbox)
            assert result.outcome == "ok", result
    out.put(count / (time.perf_counter() - started))


def bench_append(url: str, count: int, concurrency: int) -> dict:
    EventStore(redis.Redis.from_url(url)).prepare()
    rates: dict[str, float] = {}
    for mode in ("raw", "human", "automa") * 2:  # interleaved, best of two each
        rates[mode] = max(rates.get(mode, 0), _append_rate(url, mode, count, concurrency))
    return {"raw_xadd_per_s": round(rates["raw"]), "append_per_s": round(rates["human"]),
            "append_with_outbox_entry_per_s": round(rates["automa"]),
            "ratio": round(rates["human"] / rates["raw"], 3),
            "ratio_with_outbox_entry": round(rates["automa"] / rates["raw"], 3)}


def summed(target, arg_lists: list[tuple]) -> float:
    """Run `target(*args, queue)` in one process per args; the sum of what they report (rates, counts)."""
    queue = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=target, args=(*args, queue)) for args in arg_lists]
    for p in procs:
        p.start()
    total = sum(queue.get() for _ in procs)
    for p in procs:
        p.join()
    return total


def _append_rate(url: str, mode: str, count: int, concurrency: int) -> float:
    return summed(_append_worker, [(url, mode, f"{mode}{i}{random.random()}", count) for i in range(concurrency)])


def bench_fsync_policy(count: int, concurrencies: tuple[int, ...]) -> dict:
    """The cost of acknowledging only what is on disk: our append on the shipped Redis (appendfsync
    always) vs the same on one with appendfsync everysec, side by side, at several client counts
    (Redis fsyncs once per event-loop pass, so concurrent appends share an fsync)."""
    servers = {policy: RedisServer(scratch(f"trackside-bench-{policy}-"),
                                   fsync=None if policy == "always" else policy) for policy in ("always", "everysec")}
    try:
        assert servers["always"].client().config_get("appendfsync")["appendfsync"] == "always"
        out = {}
        for clients in concurrencies:
            rates: dict[str, float] = {}
            for policy in ("always", "everysec") * 2:  # interleaved, best of two each
                EventStore(servers[policy].client()).prepare()
                rates[policy] = max(rates.get(policy, 0), _append_rate(servers[policy].url, "human", count, clients))
            out[f"{clients}_clients"] = {"always_per_s": round(rates["always"]),
                                         "everysec_per_s": round(rates["everysec"]),
                                         "ratio": round(rates["always"] / rates["everysec"], 3)}
        return out
    finally:
        for server in servers.values():
            server.stop()


def _http_client(base: str, jobs: list, out) -> None:
    http = requests.Session()
    started = time.perf_counter()
    done = 0
    for method, path, headers, body in jobs:
        response = http.request(method, base + path, headers=headers, json=body)
        assert response.status_code in (200, 201), response.text
        done += 1
    out.put(done / (time.perf_counter() - started))


def _run_clients(base: str, job_lists: list[list]) -> float:
    return summed(_http_client, [(base, jobs) for jobs in job_lists])


def _serve(url: str, workers: int) -> tuple[subprocess.Popen, str]:
    port = free_port()
    server = start_part("serve", url, "--port", str(port), "--workers", str(workers),
                        TRACKSIDE_RATE_LIMIT="1000000/second", TRACKSIDE_CREATE_LIMIT="1000000/second")
    base = f"http://127.0.0.1:{port}"
    wait_for(lambda: _ok(base + "/readyz"), what="the server")
    return server, base


def _command_lists(base: str, concurrency: int, games_per_client: int, tag: str) -> list[list]:
    """Per client, every command of its Railroad Ink games (created here), in an order that plays them."""
    rules = get_rules("railroad-ink")
    command_lists = []
    for client in range(concurrency):
        jobs = []
        for g in range(games_per_client):
            seed = f"bench-{tag}-{client}-{g}"
            created = requests.post(base + "/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}],
                                                              "seed": seed}).json()
            headers = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
            local = LocalGame(rules, [SeatSpec("a")], {}, seed)
            chooser = random.Random(seed)
            while not local.status().finished:
                command = chooser.choice(rules.legal_commands(local.state, 0))
                local.play(0, command)
                jobs.append(("POST", f"/v1/games/{created['game']['id']}/commands", headers, command))
        command_lists.append(jobs)
    return command_lists


def workers_cpu_seconds(server: subprocess.Popen) -> float:
    """The CPU time (user and system) the gunicorn workers of `server` (a `trackside serve`) have used."""
    workers = subprocess.run(["pgrep", "-P", str(server.pid)], capture_output=True, text=True).stdout.split()
    return sum(cpu_seconds(int(pid)) for pid in workers)


def bench_http(url: str, games_per_client: int, concurrency: int, rounds: int = 5) -> dict:
    """POST /commands vs /readyz on one server (2 gunicorn workers): `rounds` rounds, each the same
    number of requests to both back to back (fresh games every round), so that a change of load on
    the machine falls on both sides of a round's ratio; the median round is reported. Beside the
    rates, the API processes' CPU time a request (all rounds): unlike a rate, it hardly depends on
    what else the machine runs, and the store's round trips' share of it shows."""
    server, base = _serve(url, 2)
    try:
        measured, cpu, requests_made = [], {"command": 0.0, "readyz": 0.0}, 0
        for r in range(rounds):
            command_lists = _command_lists(base, concurrency, games_per_client, f"r{r}")
            requests_made += sum(map(len, command_lists))  # of each kind
            started = workers_cpu_seconds(server)
            ping = _run_clients(base, [[("GET", "/readyz", {}, None)] * len(jobs) for jobs in command_lists])
            between = workers_cpu_seconds(server)
            measured.append((_run_clients(base, command_lists) / ping, ping))
            cpu["readyz"] += between - started
            cpu["command"] += workers_cpu_seconds(server) - between
        ratio, ping = sorted(measured)[rounds // 2]
        return {"commands_per_s": round(ratio * ping), "one_round_trip_per_s": round(ping), "ratio": round(ratio, 3),
                "round_ratios": [round(m[0], 3) for m in measured], "commands_per_round": sum(map(len, command_lists)),
                "api_cpu_ms_per_command": round(cpu["command"] / requests_made * 1000, 3),
                "api_cpu_ms_per_readyz": round(cpu["readyz"] / requests_made * 1000, 3)}
    finally:
        stop_part(server)


def bench_api_processes(url: str, games_per_client: int, concurrency: int, rounds: int = 3) -> dict:
    """POST /commands through one API process vs two (gunicorn workers), same clients: both servers
    up at once, each round one run against each back to back; the median round is reported. On a
    machine with fewer free cores than processes (the clients and Redis need some) the second adds little."""
    (one, one_base), (two, two_base) = _serve(url, 1), _serve(url, 2)
    try:
        measured = []
        for r in range(rounds):
            rates = [_run_clients(base, _command_lists(base, concurrency, games_per_client, f"p{r}-{i}"))
                     for i, base in enumerate((one_base, two_base))]
            measured.append((rates[1] / rates[0], rates))
        ratio, (single, double) = sorted(measured)[rounds // 2]
        return {"one_process_per_s": round(single), "two_processes_per_s": round(double), "ratio": round(ratio, 3),
                "round_ratios": [round(m[0], 3) for m in measured]}
    finally:
        stop_part(one)
        stop_part(two)


def _ok(url: str) -> bool:
    try:
        return requests.get(url, timeout=1).status_code == 200
    except requests.ConnectionError:
        return False


def bench_state_at_turn(url: str, repeats: int) -> dict:
    """The longest game we can make here: Ticket to Ride with five seats (or Lilliput if absent)."""
    store = EventStore(redis.Redis.from_url(url))
    service = GameService(store)
    name, seats = ("ticket-to-ride", 5) if get_rules("ticket-to-ride") else ("lilliput", 4)
    rules = get_rules(name)
    created = service.create(name, [{"name": f"P{i}"} for i in range(seats)], {}, "long-game")
    game = service.game(created["game"]["id"])
    chooser = random.Random(5)
    while True:
        version = store.version(game.id)
        state = service.state_at(game, version)
        status = rules.status(state)
        if status.finished:
            break
        seat = chooser.choice(status.active_seats)
        service.submit(game, seat, chooser.choice(rules.legal_commands(state, seat)))
    last_turn = rules.status(service.state_at(game, store.version(game.id))).turn
    # Early: the first ten turns; late: the last ten. Averaging over ten turns evens out where each
    # one falls between two snapshots.
    spans = {"early": range(1, 11), "last": range(last_turn - 9, last_turn + 1)}
    timings = {}
    for label in ("early", "last", "early", "last"):
        samples = []
        for _ in range(repeats):
            for turn in spans[label]:
                cold = GameService(store)  # no cached state: one snapshot read plus at most K events
                started = time.perf_counter()
                cold_game = cold.game(game.id)
                cold.state(cold_game, None, *cold.resolve_version(cold_game, at_turn=turn))
                samples.append(time.perf_counter() - started)
        timings[label] = min(timings.get(label, 1e9), statistics.mean(samples))
    started = time.perf_counter()
    fold(rules, (Event(e["type"], e["data"], e["seat"]) for e in store.events(game.id)))
    full_replay = time.perf_counter() - started
    return {"game": name, "events": store.version(game.id), "turns": last_turn,
            "full_replay_ms": round(full_replay * 1000, 3),
            "early_turn_ms": round(timings["early"] * 1000, 3), "last_turn_ms": round(timings["last"] * 1000, 3),
            "ratio_last_to_early": round(timings["last"] / timings["early"], 3)}


def _finished(store: EventStore, game_id: str) -> bool:
    service = GameService(store)
    return service.summary(service.game(game_id))["status"] == "finished"


def bench_machine_moves(url: str, games: int) -> dict:
    """Events a second, a table of two easy Ticket to Ride bots thinking 0.009 s a move: on the workers, and
    in one process with a service as cold as a job's (both pay the same search)."""
    players = [{"name": f"Bot {i}", "kind": "bot", "level": "easy"} for i in range(2)]
    store = EventStore(redis.Redis.from_url(url))
    parts = [start_part("worker", url, TRACKSIDE_BOT_SECONDS="0.03"), start_part("relay", url)]
    try:
        started, moves = time.perf_counter(), 0
        for n in range(games):
            game_id = GameService(store).create("ticket-to-ride", players, {}, f"workers-{n}")["game"]["id"]
            wait_for(partial(_finished, store, game_id), timeout=600, interval=0.01, what="a table of bots to finish")
            moves += store.version(game_id)
        on_workers = moves / (time.perf_counter() - started)
    finally:
        for part in parts:
            stop_part(part)
    started, moves = time.perf_counter(), 0
    for n in range(games):
        game_id = GameService(store, 0.03).create("ticket-to-ride", players, {}, f"in-process-{n}")["game"]["id"]
        while True:
            cold = GameService(store, 0.03)
            version = store.version(game_id)
            if cold.play_automa(game_id, version)["outcome"] == "nothing_to_do":
                break
        moves += store.version(game_id)
    in_process = moves / (time.perf_counter() - started)
    return {"events_per_s_on_workers": round(on_workers, 1), "events_per_s_in_process": round(in_process, 1),
            "ratio_workers_to_in_process": round(on_workers / in_process, 3)}


def _first_move_seconds(store: EventStore, tag: str) -> float:
    """From creating a game whose first seat is an easy bot to the bot's first event."""
    players = [{"name": "Bot", "kind": "bot", "level": "easy"}, {"name": "Ada"}]
    started = time.perf_counter()
    game_id = GameService(store).create("ticket-to-ride", players, {}, tag)["game"]["id"]
    wait_for(lambda: any(e["seat"] == 0 for e in store.events(game_id)), timeout=600, interval=0.01,
             what="the bot's first move")
    return time.perf_counter() - started


def bench_moves_behind_analyses(url: str, rounds: int) -> dict:
    """A bot's first move with the analysis queue full vs empty, the same workers, rounds interleaved;
    the median of each."""
    from service.adapters.redis.queue import ANALYSIS, enqueue_once, queue

    store = EventStore(redis.Redis.from_url(url))
    store.prepare()
    jobs = redis.Redis.from_url(url)
    parts = [start_part("worker", url, "--queues", "moves", TRACKSIDE_BOT_SECONDS="0.03"),
             start_part("worker", url, TRACKSIDE_BOT_SECONDS="0.03"), start_part("relay", url)]
    analyses = queue(jobs, ANALYSIS)
    idle, behind, left = [], [], []
    try:
        _first_move_seconds(store, "warm-up")
        for r in range(rounds):
            idle.append(_first_move_seconds(store, f"idle-{r}"))
            for n in range(100):
                ids = [f"{random.getrandbits(64):016x}" for _ in range(100)]
                enqueue_once(jobs, f"scoring-bench-{r}-{n}", "workers.jobs.score_games", ids, kind="scoring")
            behind.append(_first_move_seconds(store, f"behind-{r}"))
            left.append(len(analyses))
            analyses.empty()  # the next idle round starts on empty queues
            wait_for(lambda: not analyses.started_job_registry.count, timeout=600, what="the running analysis to end")
    finally:
        for part in parts:
            stop_part(part)
    return {"first_move_s_idle": round(statistics.median(idle), 3),
            "first_move_s_behind_100_scoring_jobs": round(statistics.median(behind), 3),
            "ratio": round(statistics.median(behind) / statistics.median(idle), 3),
            "analyses_still_queued_at_the_move": left}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--only", action="append", choices=BENCHES, help="run only these (repeatable)")
    parser.add_argument("--checkout", type=Path, action="append", default=[])
    parser.add_argument("--fsync", choices=("everysec", "no"), default=None,
                        help="every Redis's appendfsync (default: the shipped always)")
    args = parser.parse_args()
    if args.checkout:
        return side_by_side(__file__, args.checkout, ["--quick"] * args.quick
                            + [f"--only={name}" for name in args.only or ()]
                            + [f"--fsync={args.fsync}"] * bool(args.fsync))
    quick = args.quick
    runs = {
        "append_vs_raw_xadd": lambda url: bench_append(url, 1000 if quick else 5000, 2),
        "post_commands_vs_one_redis_round_trip": lambda url: bench_http(url, 1 if quick else 3, 4),
        "post_commands_two_api_processes_vs_one": lambda url: bench_api_processes(url, 1 if quick else 3, 4),
        "state_at_turn": lambda url: bench_state_at_turn(url, 5 if quick else 30),
        "append_fsync_always_vs_everysec": lambda url: bench_fsync_policy(500 if quick else 3000, (1, 8)),
        "bot_moves_on_workers_vs_in_process": lambda url: bench_machine_moves(url, 1 if quick else 5),
        "bot_first_move_behind_analyses_vs_idle": lambda url: bench_moves_behind_analyses(url, 3 if quick else 7),
    }
    results = {}
    for name, run in runs.items():
        if args.only and name not in args.only:
            continue
        # Each on a Redis of its own: what one leaves behind (the append bench's outbox entries of
        # made-up games) is never read by the next (the bot bench's relay).
        server = RedisServer(scratch(f"trackside-bench-{name}-"), fsync=args.fsync)
        try:
            results[name] = run(server.url)
        finally:
            server.stop()
    print(orjson.dumps(results, option=orjson.OPT_INDENT_2).decode())


BENCHES = ("append_vs_raw_xadd", "post_commands_vs_one_redis_round_trip", "post_commands_two_api_processes_vs_one",
           "state_at_turn", "append_fsync_always_vs_everysec", "bot_moves_on_workers_vs_in_process",
           "bot_first_move_behind_analyses_vs_idle")


if __name__ == "__main__":
    main()
