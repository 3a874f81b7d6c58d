from enum import StrEnum


class ExportTournamentResponse200TournamentFormat(StrEnum):
    ROUND_ROBIN = "round_robin"
    SWISS = "swiss"

    def __str__(self) -> str:
        return str(self.value)
