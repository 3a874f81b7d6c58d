from enum import IntEnum


class TinnersTrailInvestDataCost(IntEnum):
    VALUE_5 = 5
    VALUE_10 = 10
    VALUE_15 = 15
    VALUE_20 = 20

    def __str__(self) -> str:
        return str(self.value)
