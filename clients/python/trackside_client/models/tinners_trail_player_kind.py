from enum import StrEnum


class TinnersTrailPlayerKind(StrEnum):
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
