from enum import StrEnum


class LilliputBuyTrainDataSource(StrEnum):
    BANK = "bank"
    COMPANY = "company"
    DEPOT = "depot"

    def __str__(self) -> str:
        return str(self.value)
