from enum import StrEnum


class CreateWebhookResponse201State(StrEnum):
    DISABLED = "disabled"
    ENABLED = "enabled"

    def __str__(self) -> str:
        return str(self.value)
