from enum import StrEnum


class TournamentBriefClockType1OnTimeout(StrEnum):
    AUTOMA = "automa"

    def __str__(self) -> str:
        return str(self.value)
