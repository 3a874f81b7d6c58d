from enum import StrEnum


class AccountEventSeatTakenOverDataReason(StrEnum):
    CLOCK_RAN_OUT = "clock_ran_out"
    HANDED_OVER = "handed_over"
    RESIGNED = "resigned"

    def __str__(self) -> str:
        return str(self.value)
