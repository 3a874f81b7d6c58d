from enum import StrEnum


class CreateAccountResponse201AccountKind(StrEnum):
    BOT = "bot"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
