from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.tinners_trail_state import TinnersTrailState
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    at_version: int | Unset = UNSET,
    at_turn: int | Unset = UNSET,
    at_round: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["at_version"] = at_version

    params["at_turn"] = at_turn

    params["at_round"] = at_round

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rules/tinners-trail/games/{game_id}/state".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | TinnersTrailState | None:
    if response.status_code == 200:
        response_200 = TinnersTrailState.from_dict(response.json())

        return response_200

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
) -> Response[Problem | TinnersTrailState]:
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
) -> Response[Problem | TinnersTrailState]:
    """Tinners' Trail: the state as the caller may see it, now or in the past

     With a seat token, that seat's view; without one, the spectator's. `at_version` (after event N),
    `at_turn` (as turn T began) or `at_round` (as round R began) give the past; when more than one is
    given, `at_version` counts, then `at_turn`, then `at_round`. No such game of Tinners' Trail (a game
    of other rules is not found here either).

    Args:
        game_id (str):
        at_version (int | Unset):
        at_turn (int | Unset):
        at_round (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TinnersTrailState]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        at_version=at_version,
        at_turn=at_turn,
        at_round=at_round,
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
) -> Problem | TinnersTrailState | None:
    """Tinners' Trail: the state as the caller may see it, now or in the past

     With a seat token, that seat's view; without one, the spectator's. `at_version` (after event N),
    `at_turn` (as turn T began) or `at_round` (as round R began) give the past; when more than one is
    given, `at_version` counts, then `at_turn`, then `at_round`. No such game of Tinners' Trail (a game
    of other rules is not found here either).

    Args:
        game_id (str):
        at_version (int | Unset):
        at_turn (int | Unset):
        at_round (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TinnersTrailState
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        at_version=at_version,
        at_turn=at_turn,
        at_round=at_round,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    at_version: int | Unset = UNSET,
    at_turn: int | Unset = UNSET,
    at_round: int | Unset = UNSET,
) -> Response[Problem | TinnersTrailState]:
    """Tinners' Trail: the state as the caller may see it, now or in the past

     With a seat token, that seat's view; without one, the spectator's. `at_version` (after event N),
    `at_turn` (as turn T began) or `at_round` (as round R began) give the past; when more than one is
    given, `at_version` counts, then `at_turn`, then `at_round`. No such game of Tinners' Trail (a game
    of other rules is not found here either).

    Args:
        game_id (str):
        at_version (int | Unset):
        at_turn (int | Unset):
        at_round (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TinnersTrailState]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        at_version=at_version,
        at_turn=at_turn,
        at_round=at_round,
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
) -> Problem | TinnersTrailState | None:
    """Tinners' Trail: the state as the caller may see it, now or in the past

     With a seat token, that seat's view; without one, the spectator's. `at_version` (after event N),
    `at_turn` (as turn T began) or `at_round` (as round R began) give the past; when more than one is
    given, `at_version` counts, then `at_turn`, then `at_round`. No such game of Tinners' Trail (a game
    of other rules is not found here either).

    Args:
        game_id (str):
        at_version (int | Unset):
        at_turn (int | Unset):
        at_round (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TinnersTrailState
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            at_version=at_version,
            at_turn=at_turn,
            at_round=at_round,
        )
    ).parsed
