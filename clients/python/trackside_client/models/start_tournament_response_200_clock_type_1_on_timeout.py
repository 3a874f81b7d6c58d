from enum import StrEnum


class StartTournamentResponse200ClockType1OnTimeout(StrEnum):
    AUTOMA = "automa"

    def __str__(self) -> str:
        return str(self.value)
