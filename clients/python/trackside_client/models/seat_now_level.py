from enum import StrEnum


class SeatNowLevel(StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
