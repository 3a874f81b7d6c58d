from enum import StrEnum


class RailroadInkPlayerKind(StrEnum):
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
