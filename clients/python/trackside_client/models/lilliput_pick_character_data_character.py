from enum import StrEnum


class LilliputPickCharacterDataCharacter(StrEnum):
    BALMUFF = "balmuff"
    FLIMNAP = "flimnap"
    GOLBASTO = "golbasto"
    LIMNOC = "limnoc"
    SKYRESH = "skyresh"

    def __str__(self) -> str:
        return str(self.value)
