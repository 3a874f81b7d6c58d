from enum import StrEnum


class GetAccountResponse200AccountKind(StrEnum):
    BOT = "bot"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
