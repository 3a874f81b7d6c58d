from enum import StrEnum


class ListWebhooksResponse200WebhooksItemState(StrEnum):
    DISABLED = "disabled"
    ENABLED = "enabled"

    def __str__(self) -> str:
        return str(self.value)
