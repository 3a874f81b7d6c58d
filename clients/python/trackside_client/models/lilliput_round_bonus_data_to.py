from enum import StrEnum


class LilliputRoundBonusDataTo(StrEnum):
    COMPANIES = "companies"
    PRIVATE = "private"

    def __str__(self) -> str:
        return str(self.value)
