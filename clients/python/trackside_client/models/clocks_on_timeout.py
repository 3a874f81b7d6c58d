from enum import StrEnum


class ClocksOnTimeout(StrEnum):
    AUTOMA = "automa"
    LOSE = "lose"

    def __str__(self) -> str:
        return str(self.value)
