from enum import StrEnum


class CreateTournamentBodyPlayersItemKind(StrEnum):
    BOT = "bot"

    def __str__(self) -> str:
        return str(self.value)
