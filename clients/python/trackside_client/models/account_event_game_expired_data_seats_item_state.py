from enum import StrEnum


class AccountEventGameExpiredDataSeatsItemState(StrEnum):
    INVITED = "invited"
    OPEN = "open"
    TAKEN = "taken"

    def __str__(self) -> str:
        return str(self.value)
