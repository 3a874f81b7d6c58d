from enum import StrEnum


class RecordedCommandBy(StrEnum):
    AUTOMA = "automa"
    BOT = "bot"
    CLOCK = "clock"

    def __str__(self) -> str:
        return str(self.value)
