from enum import StrEnum


class SetupCommandSeatsItemKind(StrEnum):
    AUTOMA = "automa"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
