from enum import StrEnum


class SetupCommandSeatsItemKind(StrEnum):
    AUTOMA = "automa"
    BOT = "bot"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
