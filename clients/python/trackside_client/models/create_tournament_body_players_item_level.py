from enum import StrEnum


class CreateTournamentBodyPlayersItemLevel(StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
