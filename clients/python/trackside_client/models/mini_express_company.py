from enum import StrEnum


class MiniExpressCompany(StrEnum):
    COTTON = "cotton"
    LEATHER = "leather"
    STEEL = "steel"
    WOOD = "wood"

    def __str__(self) -> str:
        return str(self.value)
