"""What the application refuses, or cannot do now, in its own terms: a code clients switch on, a sentence,
and details. The application knows no HTTP; service/http/problems.py gives each kind its status at the edge."""
from __future__ import annotations

from typing import Any


class ApplicationError(Exception):
    def __init__(self, code: str, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.extra = extra

    def __reduce__(self):  # pickled whole (a pool process raises it, the API process answers it)
        return _rebuilt, (type(self), self.code, self.detail, self.extra)


def _rebuilt(kind: type[ApplicationError], code: str, detail: str, extra: dict) -> ApplicationError:
    return kind(code, detail, **extra)


class Invalid(ApplicationError):
    """The request's data is not of the shape asked for (`errors` says where)."""


class NotFound(ApplicationError):
    """No such game, version, turn or rules."""


class Gone(ApplicationError):
    """It was here, and the operator removed it."""


class Forbidden(ApplicationError):
    """Not for this client, whoever it is."""


class Conflict(ApplicationError):
    """Another writer came first: the game moved on under the request."""


class PreconditionFailed(ApplicationError):
    """The version the client said it read is not the game's."""


class Refused(ApplicationError):
    """Well formed, but the rules, the table or the game's state refuse it."""


class Busy(ApplicationError):
    """Too much of it under way now, for this client or for the server: later."""


class Unavailable(ApplicationError):
    """The store is away or full: the request may be repeated as it is."""


def not_found(what: str) -> NotFound:
    return NotFound("not_found", f"No such {what}.")


def invalid(errors: dict[str, Any], detail: str = "The request body is not valid.") -> Invalid:
    return Invalid("validation_error", detail, errors=errors)
