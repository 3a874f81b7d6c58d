from enum import StrEnum


class ProblemStore(StrEnum):
    STALLED = "stalled"
    UNREACHABLE = "unreachable"

    def __str__(self) -> str:
        return str(self.value)
