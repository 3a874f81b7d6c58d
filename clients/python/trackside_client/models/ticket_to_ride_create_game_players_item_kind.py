from enum import StrEnum


class TicketToRideCreateGamePlayersItemKind(StrEnum):
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
