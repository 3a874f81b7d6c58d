from enum import StrEnum


class BotLevel(StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
