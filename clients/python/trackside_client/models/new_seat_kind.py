from enum import StrEnum


class NewSeatKind(StrEnum):
    AUTOMA = "automa"
    BOT = "bot"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
