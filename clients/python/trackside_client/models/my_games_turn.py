from enum import StrEnum


class MyGamesTurn(StrEnum):
    MINE = "mine"
    THEIRS = "theirs"

    def __str__(self) -> str:
        return str(self.value)
