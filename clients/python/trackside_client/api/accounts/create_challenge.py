from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.lilliput_create_game import LilliputCreateGame
from ...models.mini_express_create_game import MiniExpressCreateGame
from ...models.new_challenge import NewChallenge
from ...models.problem import Problem
from ...models.railroad_ink_create_game import RailroadInkCreateGame
from ...models.ticket_to_ride_create_game import TicketToRideCreateGame
from ...models.tinners_trail_create_game import TinnersTrailCreateGame
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: LilliputCreateGame
    | MiniExpressCreateGame
    | RailroadInkCreateGame
    | TicketToRideCreateGame
    | TinnersTrailCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/challenges",
    }

    if isinstance(body, LilliputCreateGame):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MiniExpressCreateGame):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RailroadInkCreateGame):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TicketToRideCreateGame):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> NewChallenge | Problem | None:
    if response.status_code == 201:
        response_201 = NewChallenge.from_dict(response.json())

        return response_201

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

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
) -> Response[NewChallenge | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: LilliputCreateGame
    | MiniExpressCreateGame
    | RailroadInkCreateGame
    | TicketToRideCreateGame
    | TinnersTrailCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Response[NewChallenge | Problem]:
    """Challenge accounts to a game

     The players as for `POST /v1/games`, the challenger among them as `{"account": <its id>}` (its seat
    taken at once). The invited accounts are told (an account event `challenge`); the game starts once
    each has accepted and no open seat is left. An account may be in or invited to at most 50 games
    waiting for their seats at once: one more (making, inviting it to, or joining one) is a 429
    `too_many_waiting`.

    Args:
        idempotency_key (str | Unset):
        body (LilliputCreateGame | MiniExpressCreateGame | RailroadInkCreateGame |
            TicketToRideCreateGame | TinnersTrailCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewChallenge | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: LilliputCreateGame
    | MiniExpressCreateGame
    | RailroadInkCreateGame
    | TicketToRideCreateGame
    | TinnersTrailCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> NewChallenge | Problem | None:
    """Challenge accounts to a game

     The players as for `POST /v1/games`, the challenger among them as `{"account": <its id>}` (its seat
    taken at once). The invited accounts are told (an account event `challenge`); the game starts once
    each has accepted and no open seat is left. An account may be in or invited to at most 50 games
    waiting for their seats at once: one more (making, inviting it to, or joining one) is a 429
    `too_many_waiting`.

    Args:
        idempotency_key (str | Unset):
        body (LilliputCreateGame | MiniExpressCreateGame | RailroadInkCreateGame |
            TicketToRideCreateGame | TinnersTrailCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewChallenge | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: LilliputCreateGame
    | MiniExpressCreateGame
    | RailroadInkCreateGame
    | TicketToRideCreateGame
    | TinnersTrailCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Response[NewChallenge | Problem]:
    """Challenge accounts to a game

     The players as for `POST /v1/games`, the challenger among them as `{"account": <its id>}` (its seat
    taken at once). The invited accounts are told (an account event `challenge`); the game starts once
    each has accepted and no open seat is left. An account may be in or invited to at most 50 games
    waiting for their seats at once: one more (making, inviting it to, or joining one) is a 429
    `too_many_waiting`.

    Args:
        idempotency_key (str | Unset):
        body (LilliputCreateGame | MiniExpressCreateGame | RailroadInkCreateGame |
            TicketToRideCreateGame | TinnersTrailCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewChallenge | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: LilliputCreateGame
    | MiniExpressCreateGame
    | RailroadInkCreateGame
    | TicketToRideCreateGame
    | TinnersTrailCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> NewChallenge | Problem | None:
    """Challenge accounts to a game

     The players as for `POST /v1/games`, the challenger among them as `{"account": <its id>}` (its seat
    taken at once). The invited accounts are told (an account event `challenge`); the game starts once
    each has accepted and no open seat is left. An account may be in or invited to at most 50 games
    waiting for their seats at once: one more (making, inviting it to, or joining one) is a 429
    `too_many_waiting`.

    Args:
        idempotency_key (str | Unset):
        body (LilliputCreateGame | MiniExpressCreateGame | RailroadInkCreateGame |
            TicketToRideCreateGame | TinnersTrailCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewChallenge | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
