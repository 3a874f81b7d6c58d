from enum import StrEnum


class ListDeliveriesResponse200DeliveriesItemState(StrEnum):
    CANCELED = "canceled"
    DELIVERED = "delivered"
    FAILED = "failed"
    PENDING = "pending"
    SENDING = "sending"

    def __str__(self) -> str:
        return str(self.value)
