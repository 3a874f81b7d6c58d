from enum import StrEnum


class LilliputOptionsVariantType0(StrEnum):
    ALLENBECK_TOTTENHAM_EXPRESS = "allenbeck-tottenham-express"
    BROBDINGNAG = "brobdingnag"
    LAPUTA = "laputa"

    def __str__(self) -> str:
        return str(self.value)
