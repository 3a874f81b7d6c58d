from enum import StrEnum


class RecordedCommandBy(StrEnum):
    AUTOMA = "automa"
    BOT = "bot"

    def __str__(self) -> str:
        return str(self.value)
