from enum import StrEnum


class RailroadInkOptionsExpansionsItem(StrEnum):
    LAVA = "lava"
    METEOR = "meteor"

    def __str__(self) -> str:
        return str(self.value)
