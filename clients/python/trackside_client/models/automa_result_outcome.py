from enum import StrEnum


class AutomaResultOutcome(StrEnum):
    NOTHING_TO_DO = "nothing_to_do"
    PLAYED = "played"
    STALE = "stale"

    def __str__(self) -> str:
        return str(self.value)
