from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.my_games_response_200 import MyGamesResponse200
from ...models.my_games_turn import MyGamesTurn
from ...models.problem import Problem
from ...models.summary_status import SummaryStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: SummaryStatus | Unset = UNSET,
    turn: MyGamesTurn | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_turn: str | Unset = UNSET
    if not isinstance(turn, Unset):
        json_turn = turn.value

    params["turn"] = json_turn

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/me/games",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MyGamesResponse200 | Problem | None:
    if response.status_code == 200:
        response_200 = MyGamesResponse200.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MyGamesResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: SummaryStatus | Unset = UNSET,
    turn: MyGamesTurn | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> Response[MyGamesResponse200 | Problem]:
    """The games the account holds a seat in or is invited to, newest first

     `turn=mine`: active games where it is the account's turn (its seat among `active_seats`); `theirs`:
    the other active games. A page reads a bounded number of the account's games, so it may hold fewer
    than `limit` and still have a `next_cursor`.

    Args:
        status (SummaryStatus | Unset): A game's status; `waiting`: for accounts to take its seats
            (`seats[].state`), and until then every command and read of its state is a 409
            `game_waiting`.
        turn (MyGamesTurn | Unset):
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MyGamesResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        turn=turn,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    status: SummaryStatus | Unset = UNSET,
    turn: MyGamesTurn | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> MyGamesResponse200 | Problem | None:
    """The games the account holds a seat in or is invited to, newest first

     `turn=mine`: active games where it is the account's turn (its seat among `active_seats`); `theirs`:
    the other active games. A page reads a bounded number of the account's games, so it may hold fewer
    than `limit` and still have a `next_cursor`.

    Args:
        status (SummaryStatus | Unset): A game's status; `waiting`: for accounts to take its seats
            (`seats[].state`), and until then every command and read of its state is a 409
            `game_waiting`.
        turn (MyGamesTurn | Unset):
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MyGamesResponse200 | Problem
    """

    return sync_detailed(
        client=client,
        status=status,
        turn=turn,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: SummaryStatus | Unset = UNSET,
    turn: MyGamesTurn | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> Response[MyGamesResponse200 | Problem]:
    """The games the account holds a seat in or is invited to, newest first

     `turn=mine`: active games where it is the account's turn (its seat among `active_seats`); `theirs`:
    the other active games. A page reads a bounded number of the account's games, so it may hold fewer
    than `limit` and still have a `next_cursor`.

    Args:
        status (SummaryStatus | Unset): A game's status; `waiting`: for accounts to take its seats
            (`seats[].state`), and until then every command and read of its state is a 409
            `game_waiting`.
        turn (MyGamesTurn | Unset):
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MyGamesResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        turn=turn,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    status: SummaryStatus | Unset = UNSET,
    turn: MyGamesTurn | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> MyGamesResponse200 | Problem | None:
    """The games the account holds a seat in or is invited to, newest first

     `turn=mine`: active games where it is the account's turn (its seat among `active_seats`); `theirs`:
    the other active games. A page reads a bounded number of the account's games, so it may hold fewer
    than `limit` and still have a `next_cursor`.

    Args:
        status (SummaryStatus | Unset): A game's status; `waiting`: for accounts to take its seats
            (`seats[].state`), and until then every command and read of its state is a 409
            `game_waiting`.
        turn (MyGamesTurn | Unset):
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MyGamesResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            turn=turn,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
