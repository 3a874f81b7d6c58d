from enum import StrEnum


class ChallengeStatus(StrEnum):
    DECLINED = "declined"
    STARTED = "started"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
