from enum import StrEnum


class JobStatus(StrEnum):
    FAILED = "failed"
    FINISHED = "finished"
    QUEUED = "queued"
    STARTED = "started"

    def __str__(self) -> str:
        return str(self.value)
