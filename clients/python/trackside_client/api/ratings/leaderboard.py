from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.leaderboard_response_200 import LeaderboardResponse200
from ...models.problem import Problem
from ...models.rules_name import RulesName
from ...types import UNSET, Response, Unset


def _get_kwargs(
    rules: RulesName,
    *,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/ratings/{rules}".format(
            rules=quote(str(rules), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> LeaderboardResponse200 | Problem | None:
    if response.status_code == 200:
        response_200 = LeaderboardResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
) -> Response[LeaderboardResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    rules: RulesName,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> Response[LeaderboardResponse200 | Problem]:
    """A title's leaderboard, best first

     Every account, server bot level and rulebook automa level that has played a rated game of the title,
    by its conservative rating (`ordinal`, mu - 3 sigma).

    Args:
        rules (RulesName):
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LeaderboardResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        rules=rules,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    rules: RulesName,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> LeaderboardResponse200 | Problem | None:
    """A title's leaderboard, best first

     Every account, server bot level and rulebook automa level that has played a rated game of the title,
    by its conservative rating (`ordinal`, mu - 3 sigma).

    Args:
        rules (RulesName):
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LeaderboardResponse200 | Problem
    """

    return sync_detailed(
        rules=rules,
        client=client,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    rules: RulesName,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> Response[LeaderboardResponse200 | Problem]:
    """A title's leaderboard, best first

     Every account, server bot level and rulebook automa level that has played a rated game of the title,
    by its conservative rating (`ordinal`, mu - 3 sigma).

    Args:
        rules (RulesName):
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LeaderboardResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        rules=rules,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    rules: RulesName,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> LeaderboardResponse200 | Problem | None:
    """A title's leaderboard, best first

     Every account, server bot level and rulebook automa level that has played a rated game of the title,
    by its conservative rating (`ordinal`, mu - 3 sigma).

    Args:
        rules (RulesName):
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LeaderboardResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            rules=rules,
            client=client,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
