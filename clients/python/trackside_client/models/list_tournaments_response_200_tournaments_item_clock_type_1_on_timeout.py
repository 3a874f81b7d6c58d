from enum import StrEnum


class ListTournamentsResponse200TournamentsItemClockType1OnTimeout(StrEnum):
    AUTOMA = "automa"

    def __str__(self) -> str:
        return str(self.value)
