from enum import StrEnum


class MiniExpressPlayerKind(StrEnum):
    AUTOMA = "automa"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
