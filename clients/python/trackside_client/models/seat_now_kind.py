from enum import StrEnum


class SeatNowKind(StrEnum):
    AUTOMA = "automa"
    BOT = "bot"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
