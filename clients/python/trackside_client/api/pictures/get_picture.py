from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    at_version: int | Unset = UNSET,
    at_turn: int | Unset = UNSET,
    at_round: int | Unset = UNSET,
    targets: bool | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["at_version"] = at_version

    params["at_turn"] = at_turn

    params["at_round"] = at_round

    params["targets"] = targets

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/picture.svg".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem | str]:
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
    at_version: int | Unset = UNSET,
    at_turn: int | Unset = UNSET,
    at_round: int | Unset = UNSET,
    targets: bool | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | str]:
    """The position drawn by the game's renderer from the view /state gives the caller (a seat token shows
    that seat's hidden cards, none the spectator's view)

    Args:
        game_id (str):
        at_version (int | Unset):
        at_turn (int | Unset):
        at_round (int | Unset):
        targets (bool | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        at_version=at_version,
        at_turn=at_turn,
        at_round=at_round,
        targets=targets,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    at_version: int | Unset = UNSET,
    at_turn: int | Unset = UNSET,
    at_round: int | Unset = UNSET,
    targets: bool | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | str | None:
    """The position drawn by the game's renderer from the view /state gives the caller (a seat token shows
    that seat's hidden cards, none the spectator's view)

    Args:
        game_id (str):
        at_version (int | Unset):
        at_turn (int | Unset):
        at_round (int | Unset):
        targets (bool | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        at_version=at_version,
        at_turn=at_turn,
        at_round=at_round,
        targets=targets,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    at_version: int | Unset = UNSET,
    at_turn: int | Unset = UNSET,
    at_round: int | Unset = UNSET,
    targets: bool | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | str]:
    """The position drawn by the game's renderer from the view /state gives the caller (a seat token shows
    that seat's hidden cards, none the spectator's view)

    Args:
        game_id (str):
        at_version (int | Unset):
        at_turn (int | Unset):
        at_round (int | Unset):
        targets (bool | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        at_version=at_version,
        at_turn=at_turn,
        at_round=at_round,
        targets=targets,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    at_version: int | Unset = UNSET,
    at_turn: int | Unset = UNSET,
    at_round: int | Unset = UNSET,
    targets: bool | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | str | None:
    """The position drawn by the game's renderer from the view /state gives the caller (a seat token shows
    that seat's hidden cards, none the spectator's view)

    Args:
        game_id (str):
        at_version (int | Unset):
        at_turn (int | Unset):
        at_round (int | Unset):
        targets (bool | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            at_version=at_version,
            at_turn=at_turn,
            at_round=at_round,
            targets=targets,
            if_none_match=if_none_match,
        )
    ).parsed
