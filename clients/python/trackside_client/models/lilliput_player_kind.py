from enum import StrEnum


class LilliputPlayerKind(StrEnum):
    AUTOMA = "automa"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
