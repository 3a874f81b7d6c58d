from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.retry_delivery_body import RetryDeliveryBody
from ...models.retry_delivery_response_202 import RetryDeliveryResponse202
from ...types import UNSET, Response, Unset


def _get_kwargs(
    webhook_id: str,
    delivery_id: str,
    *,
    body: RetryDeliveryBody | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/me/webhooks/{webhook_id}/deliveries/{delivery_id}/retry".format(
            webhook_id=quote(str(webhook_id), safe=""),
            delivery_id=quote(str(delivery_id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RetryDeliveryResponse202 | None:
    if response.status_code == 202:
        response_202 = RetryDeliveryResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

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
) -> Response[Problem | RetryDeliveryResponse202]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    webhook_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
    body: RetryDeliveryBody | Unset = UNSET,
) -> Response[Problem | RetryDeliveryResponse202]:
    """Send a delivery again now, with the same webhook-id

    Args:
        webhook_id (str):
        delivery_id (str):
        body (RetryDeliveryBody | Unset): Nothing is needed (a body is ignored).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RetryDeliveryResponse202]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        delivery_id=delivery_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    webhook_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
    body: RetryDeliveryBody | Unset = UNSET,
) -> Problem | RetryDeliveryResponse202 | None:
    """Send a delivery again now, with the same webhook-id

    Args:
        webhook_id (str):
        delivery_id (str):
        body (RetryDeliveryBody | Unset): Nothing is needed (a body is ignored).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RetryDeliveryResponse202
    """

    return sync_detailed(
        webhook_id=webhook_id,
        delivery_id=delivery_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    webhook_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
    body: RetryDeliveryBody | Unset = UNSET,
) -> Response[Problem | RetryDeliveryResponse202]:
    """Send a delivery again now, with the same webhook-id

    Args:
        webhook_id (str):
        delivery_id (str):
        body (RetryDeliveryBody | Unset): Nothing is needed (a body is ignored).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RetryDeliveryResponse202]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        delivery_id=delivery_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    webhook_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
    body: RetryDeliveryBody | Unset = UNSET,
) -> Problem | RetryDeliveryResponse202 | None:
    """Send a delivery again now, with the same webhook-id

    Args:
        webhook_id (str):
        delivery_id (str):
        body (RetryDeliveryBody | Unset): Nothing is needed (a body is ignored).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RetryDeliveryResponse202
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            delivery_id=delivery_id,
            client=client,
            body=body,
        )
    ).parsed
