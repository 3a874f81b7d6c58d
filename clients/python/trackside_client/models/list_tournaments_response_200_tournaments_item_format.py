from enum import StrEnum


class ListTournamentsResponse200TournamentsItemFormat(StrEnum):
    ROUND_ROBIN = "round_robin"
    SWISS = "swiss"

    def __str__(self) -> str:
        return str(self.value)
