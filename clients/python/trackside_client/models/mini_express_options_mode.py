from enum import StrEnum


class MiniExpressOptionsMode(StrEnum):
    EXPERT = "expert"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
