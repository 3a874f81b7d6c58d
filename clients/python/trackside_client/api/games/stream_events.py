from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.stream_end import StreamEnd
from ...models.streamed_game_event import StreamedGameEvent
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
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
        "url": "/v1/games/{game_id}/events/stream".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | str | StreamedGameEvent | StreamEnd | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> str | StreamedGameEvent | StreamEnd:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_streamed_event_type_0 = StreamedGameEvent.from_dict(data)

                return componentsschemas_streamed_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_streamed_event_type_1 = StreamEnd.from_dict(data)

                return componentsschemas_streamed_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | StreamedGameEvent | StreamEnd, data)

        response_200 = _parse_response_200(response.text)

        return response_200

    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 410:
        response_410 = Problem.from_dict(response.json())

        return response_410

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | Problem | str | StreamedGameEvent | StreamEnd]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | Problem | str | StreamedGameEvent | StreamEnd]:
    """Server-Sent Events; `id:` is the version; resumable with Last-Event-ID

    Args:
        game_id (str):
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | str | StreamedGameEvent | StreamEnd]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Any | Problem | str | StreamedGameEvent | StreamEnd | None:
    """Server-Sent Events; `id:` is the version; resumable with Last-Event-ID

    Args:
        game_id (str):
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | str | StreamedGameEvent | StreamEnd
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | Problem | str | StreamedGameEvent | StreamEnd]:
    """Server-Sent Events; `id:` is the version; resumable with Last-Event-ID

    Args:
        game_id (str):
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | str | StreamedGameEvent | StreamEnd]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Any | Problem | str | StreamedGameEvent | StreamEnd | None:
    """Server-Sent Events; `id:` is the version; resumable with Last-Event-ID

    Args:
        game_id (str):
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | str | StreamedGameEvent | StreamEnd
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            last_event_id=last_event_id,
        )
    ).parsed
