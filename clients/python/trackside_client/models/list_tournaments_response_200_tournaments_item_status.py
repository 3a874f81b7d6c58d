from enum import StrEnum


class ListTournamentsResponse200TournamentsItemStatus(StrEnum):
    CANCELLED = "cancelled"
    FINISHED = "finished"
    OPEN = "open"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
