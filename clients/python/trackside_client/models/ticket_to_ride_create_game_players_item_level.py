from enum import StrEnum


class TicketToRideCreateGamePlayersItemLevel(StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
