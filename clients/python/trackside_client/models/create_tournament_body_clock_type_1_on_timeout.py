from enum import StrEnum


class CreateTournamentBodyClockType1OnTimeout(StrEnum):
    AUTOMA = "automa"

    def __str__(self) -> str:
        return str(self.value)
