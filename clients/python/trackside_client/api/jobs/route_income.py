from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.job_accepted import JobAccepted
from ...models.problem import Problem
from ...models.route_income import RouteIncome
from ...types import Response


def _get_kwargs(
    game_id: str,
    *,
    body: RouteIncome,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/analyses/route-income".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> JobAccepted | Problem | None:
    if response.status_code == 200:
        response_200 = JobAccepted.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = JobAccepted.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[JobAccepted | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: RouteIncome,
) -> Response[JobAccepted | Problem]:
    """The optimal route income of one company's trains (exact, with its certificate), on a worker

     A client (its seat token, else its address) may have at most `TRACKSIDE_MAX_QUEUED_JOBS` (default
    10) analyses queued or running at a time: one more is a 429 `too_many_queued_jobs` (with its `limit`
    and Retry-After); ask again once one has finished.

    Args:
        game_id (str):
        body (RouteIncome):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JobAccepted | Problem]
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
    client: AuthenticatedClient | Client,
    body: RouteIncome,
) -> JobAccepted | Problem | None:
    """The optimal route income of one company's trains (exact, with its certificate), on a worker

     A client (its seat token, else its address) may have at most `TRACKSIDE_MAX_QUEUED_JOBS` (default
    10) analyses queued or running at a time: one more is a 429 `too_many_queued_jobs` (with its `limit`
    and Retry-After); ask again once one has finished.

    Args:
        game_id (str):
        body (RouteIncome):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JobAccepted | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: RouteIncome,
) -> Response[JobAccepted | Problem]:
    """The optimal route income of one company's trains (exact, with its certificate), on a worker

     A client (its seat token, else its address) may have at most `TRACKSIDE_MAX_QUEUED_JOBS` (default
    10) analyses queued or running at a time: one more is a 429 `too_many_queued_jobs` (with its `limit`
    and Retry-After); ask again once one has finished.

    Args:
        game_id (str):
        body (RouteIncome):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JobAccepted | Problem]
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
    client: AuthenticatedClient | Client,
    body: RouteIncome,
) -> JobAccepted | Problem | None:
    """The optimal route income of one company's trains (exact, with its certificate), on a worker

     A client (its seat token, else its address) may have at most `TRACKSIDE_MAX_QUEUED_JOBS` (default
    10) analyses queued or running at a time: one more is a 429 `too_many_queued_jobs` (with its `limit`
    and Retry-After); ask again once one has finished.

    Args:
        game_id (str):
        body (RouteIncome):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JobAccepted | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
        )
    ).parsed
