from enum import StrEnum


class MiniExpressOptionsDifficultyType0(StrEnum):
    BRUTAL = "brutal"
    EASY = "easy"
    HARD = "hard"
    NORMAL = "normal"
    ULTIMATE = "ultimate"

    def __str__(self) -> str:
        return str(self.value)
