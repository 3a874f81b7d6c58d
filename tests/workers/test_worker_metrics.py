"""A worker's /metrics count its jobs by kind and outcome. The heavy kinds run in forked work-horses,
whose own counters die with them, so the worker counts each run itself; what a job of the cheap kinds,
run in the worker's own process, counts itself is served too."""
from __future__ import annotations

from rq.job import Job

from service.adapters.redis.queue import RETRY, enqueue_once
from tests.support import RedisServer, free_port, metric, start_part, stop_part, wait_for


def test_a_worker_counts_its_jobs_by_kind_and_outcome(tmp_path):
    server = RedisServer(tmp_path / "redis")
    port = free_port()
    worker = start_part("worker", server.url, "--metrics-port", str(port))
    metrics = f"http://127.0.0.1:{port}/metrics"
    try:
        jobs = server.client()
        boards = [{"rules": "railroad-ink", "board": {"squares": []}}]
        scored = enqueue_once(jobs, "scored", "workers.jobs.score_boards", boards, kind="scoring")
        broken = enqueue_once(jobs, "broken", "tests.workers.slow_jobs.no_such_job", kind="test")
        moved = enqueue_once(jobs, "moved", "tests.workers.slow_jobs.where", kind="automa")
        for job in (scored, broken, moved):
            wait_for(lambda job=job: Job.fetch(job.id, connection=server.client()).get_status().value
                     in ("finished", "failed"), what=f"job {job.id} to end")
        wait_for(lambda: metric(metrics, "trackside_jobs_total", kind="test", outcome="failed") == 1,
                 what="the failed job counted")
        assert metric(metrics, "trackside_jobs_total", kind="scoring", outcome="finished") == 1
        assert metric(metrics, "trackside_jobs_total", kind="automa", outcome="finished") == 1
        assert metric(metrics, "trackside_job_seconds_count", kind="automa") == 1
        assert metric(metrics, "trackside_test_job_runs_total") == 1, "counted by the job, in the worker's process"
        assert metric(metrics, "trackside_jobs_total", kind="test", outcome="retried") == RETRY.max
        assert metric(metrics, "trackside_job_seconds_count", kind="test") == RETRY.max + 1
    finally:
        stop_part(worker)
        server.stop()
