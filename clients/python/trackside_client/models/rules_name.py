from enum import StrEnum


class RulesName(StrEnum):
    LILLIPUT = "lilliput"
    MINI_EXPRESS = "mini-express"
    RAILROAD_INK = "railroad-ink"
    TICKET_TO_RIDE = "ticket-to-ride"
    TINNERS_TRAIL = "tinners-trail"

    def __str__(self) -> str:
        return str(self.value)
