from enum import StrEnum


class MiniExpressBuildDataWildType3Type1(StrEnum):
    COTTON = "cotton"
    LEATHER = "leather"
    STEEL = "steel"
    WOOD = "wood"

    def __str__(self) -> str:
        return str(self.value)
