from enum import StrEnum


class ExportTournamentResponse200TournamentClockType1OnTimeout(StrEnum):
    AUTOMA = "automa"

    def __str__(self) -> str:
        return str(self.value)
