from enum import StrEnum


class LilliputCard(StrEnum):
    CARD_1 = "card-1"
    CARD_10 = "card-10"
    CARD_2 = "card-2"
    CARD_3 = "card-3"
    CARD_4 = "card-4"
    CARD_5 = "card-5"
    CARD_6 = "card-6"
    CARD_7 = "card-7"
    CARD_8 = "card-8"
    CARD_9 = "card-9"

    def __str__(self) -> str:
        return str(self.value)
