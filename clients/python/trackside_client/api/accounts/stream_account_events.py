from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    params["after"] = after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/me/events",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """The account's events (its turns, games and challenges), live; resumable with Last-Event-ID

     Server-Sent Events of the calling account (`Authorization: Bearer <account key>`): `id:` is the
    event's id, `event:` its type, `data:` the whole event (AccountEvent) as JSON. Sends every event the
    account's stream holds after Last-Event-ID (or `after`; from the oldest held without either), then
    each new one as it is written, with `: keep-alive` comments every 15 s (behind nginx with nchan
    none: a stream quiet for 45 s ends, and the client resumes with Last-Event-ID). Each fact is told
    once, in order. The stream keeps an account's last 1000 events or so: a Last-Event-ID older than it
    holds gets `event: gap` first (no `id:`), then what is held; read the games' summaries for what was
    missed. An account may have 5 streams open at once.

    Args:
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        after=after,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Problem | str | None:
    """The account's events (its turns, games and challenges), live; resumable with Last-Event-ID

     Server-Sent Events of the calling account (`Authorization: Bearer <account key>`): `id:` is the
    event's id, `event:` its type, `data:` the whole event (AccountEvent) as JSON. Sends every event the
    account's stream holds after Last-Event-ID (or `after`; from the oldest held without either), then
    each new one as it is written, with `: keep-alive` comments every 15 s (behind nginx with nchan
    none: a stream quiet for 45 s ends, and the client resumes with Last-Event-ID). Each fact is told
    once, in order. The stream keeps an account's last 1000 events or so: a Last-Event-ID older than it
    holds gets `event: gap` first (no `id:`), then what is held; read the games' summaries for what was
    missed. An account may have 5 streams open at once.

    Args:
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        client=client,
        after=after,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """The account's events (its turns, games and challenges), live; resumable with Last-Event-ID

     Server-Sent Events of the calling account (`Authorization: Bearer <account key>`): `id:` is the
    event's id, `event:` its type, `data:` the whole event (AccountEvent) as JSON. Sends every event the
    account's stream holds after Last-Event-ID (or `after`; from the oldest held without either), then
    each new one as it is written, with `: keep-alive` comments every 15 s (behind nginx with nchan
    none: a stream quiet for 45 s ends, and the client resumes with Last-Event-ID). Each fact is told
    once, in order. The stream keeps an account's last 1000 events or so: a Last-Event-ID older than it
    holds gets `event: gap` first (no `id:`), then what is held; read the games' summaries for what was
    missed. An account may have 5 streams open at once.

    Args:
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        after=after,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Problem | str | None:
    """The account's events (its turns, games and challenges), live; resumable with Last-Event-ID

     Server-Sent Events of the calling account (`Authorization: Bearer <account key>`): `id:` is the
    event's id, `event:` its type, `data:` the whole event (AccountEvent) as JSON. Sends every event the
    account's stream holds after Last-Event-ID (or `after`; from the oldest held without either), then
    each new one as it is written, with `: keep-alive` comments every 15 s (behind nginx with nchan
    none: a stream quiet for 45 s ends, and the client resumes with Last-Event-ID). Each fact is told
    once, in order. The stream keeps an account's last 1000 events or so: a Last-Event-ID older than it
    holds gets `event: gap` first (no `id:`), then what is held; read the games' summaries for what was
    missed. An account may have 5 streams open at once.

    Args:
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            client=client,
            after=after,
            last_event_id=last_event_id,
        )
    ).parsed
