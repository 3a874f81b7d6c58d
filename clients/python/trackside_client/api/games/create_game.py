from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.created import Created
from ...models.lilliput_create_game import LilliputCreateGame
from ...models.mini_express_create_game import MiniExpressCreateGame
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
        "url": "/v1/games",
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


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Created | Problem | None:
    if response.status_code == 201:
        response_201 = Created.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Created | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LilliputCreateGame
    | MiniExpressCreateGame
    | RailroadInkCreateGame
    | TicketToRideCreateGame
    | TinnersTrailCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Response[Created | Problem]:
    """Create a game

     Answers the seats' secret tokens (only here). With `Idempotency-Key`, a retry by the same client
    (seat token, admin token, else address) answers the game the first request created; the key is that
    client's own: another client sending it creates a game of its own. A player `{"account": <id>}` or
    `{"open": true}` is a seat for an account to join: the game waits (status `waiting`) until every
    such seat is taken, and those seats have no token here.

    Args:
        idempotency_key (str | Unset):
        body (LilliputCreateGame | MiniExpressCreateGame | RailroadInkCreateGame |
            TicketToRideCreateGame | TinnersTrailCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Created | Problem]
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
    client: AuthenticatedClient | Client,
    body: LilliputCreateGame
    | MiniExpressCreateGame
    | RailroadInkCreateGame
    | TicketToRideCreateGame
    | TinnersTrailCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Created | Problem | None:
    """Create a game

     Answers the seats' secret tokens (only here). With `Idempotency-Key`, a retry by the same client
    (seat token, admin token, else address) answers the game the first request created; the key is that
    client's own: another client sending it creates a game of its own. A player `{"account": <id>}` or
    `{"open": true}` is a seat for an account to join: the game waits (status `waiting`) until every
    such seat is taken, and those seats have no token here.

    Args:
        idempotency_key (str | Unset):
        body (LilliputCreateGame | MiniExpressCreateGame | RailroadInkCreateGame |
            TicketToRideCreateGame | TinnersTrailCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Created | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LilliputCreateGame
    | MiniExpressCreateGame
    | RailroadInkCreateGame
    | TicketToRideCreateGame
    | TinnersTrailCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Response[Created | Problem]:
    """Create a game

     Answers the seats' secret tokens (only here). With `Idempotency-Key`, a retry by the same client
    (seat token, admin token, else address) answers the game the first request created; the key is that
    client's own: another client sending it creates a game of its own. A player `{"account": <id>}` or
    `{"open": true}` is a seat for an account to join: the game waits (status `waiting`) until every
    such seat is taken, and those seats have no token here.

    Args:
        idempotency_key (str | Unset):
        body (LilliputCreateGame | MiniExpressCreateGame | RailroadInkCreateGame |
            TicketToRideCreateGame | TinnersTrailCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Created | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LilliputCreateGame
    | MiniExpressCreateGame
    | RailroadInkCreateGame
    | TicketToRideCreateGame
    | TinnersTrailCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Created | Problem | None:
    """Create a game

     Answers the seats' secret tokens (only here). With `Idempotency-Key`, a retry by the same client
    (seat token, admin token, else address) answers the game the first request created; the key is that
    client's own: another client sending it creates a game of its own. A player `{"account": <id>}` or
    `{"open": true}` is a seat for an account to join: the game waits (status `waiting`) until every
    such seat is taken, and those seats have no token here.

    Args:
        idempotency_key (str | Unset):
        body (LilliputCreateGame | MiniExpressCreateGame | RailroadInkCreateGame |
            TicketToRideCreateGame | TinnersTrailCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Created | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
