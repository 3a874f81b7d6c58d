"""RFC 9457 problem details: every failure the API reports is one of these."""
from __future__ import annotations

from typing import Any

from service.app import errors

TITLES = {
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    405: "Method Not Allowed",
    406: "Not Acceptable",
    409: "Conflict",
    410: "Gone",
    412: "Precondition Failed",
    413: "Content Too Large",
    414: "URI Too Long",
    415: "Unsupported Media Type",
    422: "Unprocessable Content",
    429: "Too Many Requests",
    431: "Request Header Fields Too Large",
    500: "Internal Server Error",
    503: "Service Unavailable",
}


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
        return {
            "type": f"https://trackside.dev/problems/{self.code.replace('.', '/')}",
            "title": TITLES.get(self.status, "Error"),
            "status": self.status,
            "detail": self.detail,
            "code": self.code,
            **self.extra,
        }


def _rebuilt(status: int, code: str, detail: str, extra: dict[str, Any]) -> Problem:
    return Problem(status, code, detail, **extra)


STATUS = {  # each kind of application error's HTTP status
    errors.Invalid: 400,
    errors.Forbidden: 403,
    errors.NotFound: 404,
    errors.Conflict: 409,
    errors.Gone: 410,
    errors.PreconditionFailed: 412,
    errors.Refused: 422,
    errors.Busy: 429,
    errors.Unavailable: 503,
}


def problem_of(error: errors.ApplicationError) -> Problem:
    return Problem(STATUS[type(error)], error.code, error.detail, **error.extra)


def invalid(fields: dict[str, Any], detail: str = "The request body is not valid.") -> Problem:
    """A body or query not of the shape asked for, as the application's own Invalid is answered."""
    return problem_of(errors.invalid(fields, detail))


def answer(error: errors.ApplicationError) -> tuple[int, dict[str, Any]]:
    """The status and problem+json body the API answers `error` with (a refused command's first
    answer, which its Idempotency-Key gives again)."""
    problem = problem_of(error)
    return problem.status, problem.body()
