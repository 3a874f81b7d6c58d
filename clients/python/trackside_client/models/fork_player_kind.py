from enum import StrEnum


class ForkPlayerKind(StrEnum):
    AUTOMA = "automa"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
