from enum import StrEnum


class TicketToRidePlayerKind(StrEnum):
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
