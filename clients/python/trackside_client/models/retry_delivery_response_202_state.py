from enum import StrEnum


class RetryDeliveryResponse202State(StrEnum):
    CANCELED = "canceled"
    DELIVERED = "delivered"
    FAILED = "failed"
    PENDING = "pending"
    SENDING = "sending"

    def __str__(self) -> str:
        return str(self.value)
