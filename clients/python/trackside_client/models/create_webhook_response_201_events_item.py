from enum import StrEnum


class CreateWebhookResponse201EventsItem(StrEnum):
    CHALLENGE = "challenge"
    GAME_EXPIRED = "game_expired"
    GAME_FINISHED = "game_finished"
    GAME_STARTED = "game_started"
    SEAT_TAKEN_OVER = "seat_taken_over"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
