"""The job queue in memory: the JobQueue port (service/app/ports.py) with the meaning of its Redis adapter
(service/adapters/redis/queue.py). No worker reads a memory queue: a job stays queued."""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from service.adapters.memory.shared import MemoryPort


@dataclass
class MemoryJob:
    id: str
    func_name: str
    args: tuple
    kind: str
    status: str = "queued"
    result: Any = None


class MemoryJobQueue(MemoryPort):
    def _jobs(self) -> dict[str, MemoryJob]:
        return self.memory.hashes.setdefault("jobs", {})

    def enqueue_once(self, job_id: str, func: str, *args: Any, kind: str) -> MemoryJob:
        with self.lock:
            return self._jobs().setdefault(job_id, MemoryJob(job_id, func, args, kind))

    def find(self, job_id: str) -> MemoryJob | None:
        with self.lock:
            return self._jobs().get(job_id)

    def describe(self, job: MemoryJob) -> dict:
        out = {"id": job.id, "kind": job.kind, "status": job.status}
        return {**out, "result": job.result} if job.status == "finished" else out

    def take_slot(self, client: str, job_id: str, cap: int, slot_seconds: int) -> bool:
        """As take_analysis_slot: a place among `client`'s `cap` unfinished jobs, each held `slot_seconds` at most."""
        with self.lock:
            held = self.memory.hashes.setdefault(f"slots:{client}", {})
            now = time.monotonic()
            for other, asked in list(held.items()):
                job = self._jobs().get(other)
                if now - asked > slot_seconds or (job is not None and job.status == "finished"):
                    del held[other]
            if len(held) >= cap:
                return False
            held[job_id] = now
            return True

