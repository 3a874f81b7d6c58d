from enum import StrEnum


class LilliputOptionsVariantType2Type1(StrEnum):
    ALLENBECK_TOTTENHAM_EXPRESS = "allenbeck-tottenham-express"
    BROBDINGNAG = "brobdingnag"
    LAPUTA = "laputa"

    def __str__(self) -> str:
        return str(self.value)
