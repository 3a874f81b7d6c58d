from enum import StrEnum


class ClockOnTimeout(StrEnum):
    AUTOMA = "automa"
    LOSE = "lose"

    def __str__(self) -> str:
        return str(self.value)
