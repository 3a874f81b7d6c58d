from enum import StrEnum


class JobKind(StrEnum):
    AUTOMA = "automa"
    JOB = "job"
    ROUTE_INCOME = "route-income"
    SCORING = "scoring"

    def __str__(self) -> str:
        return str(self.value)
