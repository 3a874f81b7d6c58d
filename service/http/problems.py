"""RFC 9457 problem details: every failure the API reports is one of these (a refusal of the
application reads as service/app/refusals.py renders it)."""
from __future__ import annotations

from typing import Any

from service.app import errors
from service.app.refusals import STATUS, problem_body


class Problem(Exception):
    def __init__(self, status: int, code: str, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
        self.extra = extra

    def __reduce__(self):  # pickled whole (a pool process raises it, the API process answers it)
        return _rebuilt, (self.status, self.code, self.detail, self.extra)

    def body(self) -> dict[str, Any]:
        return problem_body(self.status, self.code, self.detail, **self.extra)


def _rebuilt(status: int, code: str, detail: str, extra: dict[str, Any]) -> Problem:
    return Problem(status, code, detail, **extra)


def problem_of(error: errors.ApplicationError) -> Problem:
    return Problem(STATUS[type(error)], error.code, error.detail, **error.extra)


def invalid(fields: dict[str, Any], detail: str = "The request body is not valid.") -> Problem:
    """A body or query not of the shape asked for, as the application's own Invalid is answered."""
    return problem_of(errors.invalid(fields, detail))
