from enum import StrEnum


class TableEventGameDecidedDataReason(StrEnum):
    CLOCK_RAN_OUT = "clock_ran_out"
    RESIGNED = "resigned"

    def __str__(self) -> str:
        return str(self.value)
