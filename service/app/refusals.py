"""How a refusal reads: each kind of application error's status and its RFC 9457 problem+json body. No
HTTP framework here: the API answers with it (service/http/problems.py), and a machine move's command
record keeps it as its first answer, so a worker and the API give a refused command the same answer."""
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

STATUS = {  # each kind of application error's status
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


def problem_body(status: int, code: str, detail: str, **extra: Any) -> dict[str, Any]:
    return {
        "type": f"https://trackside.dev/problems/{code.replace('.', '/')}",
        "title": TITLES.get(status, "Error"),
        "status": status,
        "detail": detail,
        "code": code,
        **extra,
    }


def answer(error: errors.ApplicationError) -> tuple[int, dict[str, Any]]:
    """The status and problem+json body `error` is answered with (a refused command's first answer, which
    its Idempotency-Key gives again)."""
    status = STATUS[type(error)]
    return status, problem_body(status, error.code, error.detail, **error.extra)
