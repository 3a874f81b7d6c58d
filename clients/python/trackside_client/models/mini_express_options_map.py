from enum import StrEnum


class MiniExpressOptionsMap(StrEnum):
    EUROPE = "europe"
    USA = "usa"

    def __str__(self) -> str:
        return str(self.value)
