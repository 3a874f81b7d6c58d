from enum import StrEnum


class TinnersTrailCreateGamePlayersItemKind(StrEnum):
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
