"""A move a game waits for (a bot's turn) whose job keeps failing while the store is away far longer
than a failover: nothing but RQ's Retry will ever ask for it again, so it is tried further and further
apart (service/adapters/redis/queue.py OWED), and the game goes on once the store is back. A store on a Redis Cluster,
whose client gives up on a missing node after a few attempts (a single Redis is waited for without end)."""
from __future__ import annotations

from rq.job import Job, JobStatus

from service.adapters.redis.queue import OWED, RETRY, automa_job_id, enqueue_once
from service.http.app import create_app
from tests.cluster.conftest import cluster_settings
from tests.cluster.nodes import LocalCluster
from tests.support import RedisServer, start_part, stop_part, wait_for


def failed_as_often_as_retry_allows(job: Job) -> bool:
    """Failed for good, or waiting for a try after as many failed ones as RETRY allows in all."""
    job = Job.fetch(job.id, connection=job.connection)
    status = job.get_status()
    return status == JobStatus.FAILED or (status == JobStatus.SCHEDULED and job.retries_left <= OWED.max - 1 - RETRY.max)


def test_a_bot_move_owed_while_the_store_is_away_for_long_is_made_once_it_is_back(tmp_path):
    store, jobs = LocalCluster(tmp_path / "store", primaries=1), RedisServer(tmp_path / "queue")
    worker = None
    try:
        client = create_app(cluster_settings(store.url, jobs.url)).test_client()
        created = client.post("/v1/games", json={"rules": "railroad-ink", "players": [
            {"name": "Bot", "kind": "bot", "level": "easy"}]}).get_json()
        gid, version = created["game"]["id"], created["game"]["version"]
        [node] = store.nodes
        node.kill()
        # As the relay would ask for it (the outbox entry, once read, is never read again).
        job = enqueue_once(jobs.client(), automa_job_id(gid, version), "workers.jobs.automa_turn", gid,
                           version, kind="automa")
        worker = start_part("worker", store.url, TRACKSIDE_QUEUE_URL=jobs.url, TRACKSIDE_BACKOFF_BASE="0.01",
                            TRACKSIDE_BACKOFF_CAP="0.05", TRACKSIDE_BOT_SECONDS="0.05")
        wait_for(lambda: failed_as_often_as_retry_allows(job), timeout=60,
                 what="the bot's move to fail as often as a job a client asked for may")
        node.start()
        wait_for(lambda: store.healthy(1, 0), what="the store back")
        wait_for(lambda: client.get(f"/v1/games/{gid}").get_json()["version"] > version, timeout=60,
                 what="the bot's move once the store is back")
        assert client.get(f"/v1/games/{gid}/verify").get_json()["ok"] is True
    finally:
        if worker is not None:
            stop_part(worker)
        store.stop()
        jobs.stop()
