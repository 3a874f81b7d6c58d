from enum import StrEnum


class ExportTournamentResponse200Format(StrEnum):
    TRACKSIDE_TOURNAMENT1 = "trackside-tournament/1"

    def __str__(self) -> str:
        return str(self.value)
