"""What the application needs from outside it, as Protocols: the adapters (service/adapters) and the
HTTP layer (service/http) provide them. The application is written against these, never against Redis."""
from __future__ import annotations

from typing import Protocol

from service.app.errors import ApplicationError


class Answer(Protocol):
    """How the API answers an application error: its status and body. An Idempotency-Key keeps the
    answer to a refused command as its first answer, and gives it again to every retry."""

    def __call__(self, error: ApplicationError) -> tuple[int, dict]: ...
