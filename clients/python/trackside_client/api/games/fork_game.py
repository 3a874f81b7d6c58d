from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.created import Created
from ...models.fork_game import ForkGame
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
    *,
    body: ForkGame,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/fork".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

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
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ForkGame,
) -> Response[Created | Problem]:
    """A new game from this game's first events, played on with its own seed

     Anyone may fork a game that hides nothing from spectators; one that hides something (Ticket to
    Ride's hands and decks) only once it is finished, or the admin. What the copied events hid from
    spectators is dealt again from the fork's own seed, in one `redealt` event after them
    (docs/table.md, Forks). The fork records `forked_from`; its verify checks the copied events by their
    state hashes and decides the re-deal and every later command again. An `at_version` the game does
    not have is a 422 `fork.no_such_version`. A seat `{"account": id}` must be the caller's own account
    (its key as Bearer): another account's, or none, is a 403 `not_your_account`.

    Args:
        game_id (str):
        body (ForkGame): A new game from a game's first events.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Created | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ForkGame,
) -> Created | Problem | None:
    """A new game from this game's first events, played on with its own seed

     Anyone may fork a game that hides nothing from spectators; one that hides something (Ticket to
    Ride's hands and decks) only once it is finished, or the admin. What the copied events hid from
    spectators is dealt again from the fork's own seed, in one `redealt` event after them
    (docs/table.md, Forks). The fork records `forked_from`; its verify checks the copied events by their
    state hashes and decides the re-deal and every later command again. An `at_version` the game does
    not have is a 422 `fork.no_such_version`. A seat `{"account": id}` must be the caller's own account
    (its key as Bearer): another account's, or none, is a 403 `not_your_account`.

    Args:
        game_id (str):
        body (ForkGame): A new game from a game's first events.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Created | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ForkGame,
) -> Response[Created | Problem]:
    """A new game from this game's first events, played on with its own seed

     Anyone may fork a game that hides nothing from spectators; one that hides something (Ticket to
    Ride's hands and decks) only once it is finished, or the admin. What the copied events hid from
    spectators is dealt again from the fork's own seed, in one `redealt` event after them
    (docs/table.md, Forks). The fork records `forked_from`; its verify checks the copied events by their
    state hashes and decides the re-deal and every later command again. An `at_version` the game does
    not have is a 422 `fork.no_such_version`. A seat `{"account": id}` must be the caller's own account
    (its key as Bearer): another account's, or none, is a 403 `not_your_account`.

    Args:
        game_id (str):
        body (ForkGame): A new game from a game's first events.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Created | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ForkGame,
) -> Created | Problem | None:
    """A new game from this game's first events, played on with its own seed

     Anyone may fork a game that hides nothing from spectators; one that hides something (Ticket to
    Ride's hands and decks) only once it is finished, or the admin. What the copied events hid from
    spectators is dealt again from the fork's own seed, in one `redealt` event after them
    (docs/table.md, Forks). The fork records `forked_from`; its verify checks the copied events by their
    state hashes and decides the re-deal and every later command again. An `at_version` the game does
    not have is a 422 `fork.no_such_version`. A seat `{"account": id}` must be the caller's own account
    (its key as Bearer): another account's, or none, is a 403 `not_your_account`.

    Args:
        game_id (str):
        body (ForkGame): A new game from a game's first events.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Created | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
        )
    ).parsed
