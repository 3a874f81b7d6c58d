from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.railroad_ink_appended import RailroadInkAppended
from ...models.railroad_ink_draw_volcano import RailroadInkDrawVolcano
from ...models.railroad_ink_end_round import RailroadInkEndRound
from ...models.railroad_ink_erase_route import RailroadInkEraseRoute
from ...models.railroad_ink_ignore_meteor import RailroadInkIgnoreMeteor
from ...models.railroad_ink_meteor_strike import RailroadInkMeteorStrike
from ...models.railroad_ink_place_lava import RailroadInkPlaceLava
from ...models.railroad_ink_place_route import RailroadInkPlaceRoute
from ...models.railroad_ink_place_special import RailroadInkPlaceSpecial
from ...models.table_hand_over import TableHandOver
from ...models.table_resign import TableResign
from ...models.table_take_back import TableTakeBack
from ...models.table_undo import TableUndo
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: RailroadInkDrawVolcano
    | RailroadInkEndRound
    | RailroadInkEraseRoute
    | RailroadInkIgnoreMeteor
    | RailroadInkMeteorStrike
    | RailroadInkPlaceLava
    | RailroadInkPlaceRoute
    | RailroadInkPlaceSpecial
    | TableHandOver
    | TableResign
    | TableTakeBack
    | TableUndo,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/rules/railroad-ink/games/{game_id}/commands".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if isinstance(body, RailroadInkDrawVolcano):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RailroadInkEndRound):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RailroadInkEraseRoute):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RailroadInkIgnoreMeteor):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RailroadInkMeteorStrike):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RailroadInkPlaceLava):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RailroadInkPlaceRoute):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RailroadInkPlaceSpecial):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TableUndo):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TableResign):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TableHandOver):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RailroadInkAppended | None:
    if response.status_code == 201:
        response_201 = RailroadInkAppended.from_dict(response.json())

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

    if response.status_code == 410:
        response_410 = Problem.from_dict(response.json())

        return response_410

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

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
) -> Response[Problem | RailroadInkAppended]:
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
    body: RailroadInkDrawVolcano
    | RailroadInkEndRound
    | RailroadInkEraseRoute
    | RailroadInkIgnoreMeteor
    | RailroadInkMeteorStrike
    | RailroadInkPlaceLava
    | RailroadInkPlaceRoute
    | RailroadInkPlaceSpecial
    | TableHandOver
    | TableResign
    | TableTakeBack
    | TableUndo,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[Problem | RailroadInkAppended]:
    """Railroad Ink: submit a command for the caller's seat

     The same `Idempotency-Key` from the same seat answers the first result again and appends nothing
    (with another body: 422 `idempotency_key_reused`). `expected_version` or `If-Match` append only at
    that version.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (RailroadInkDrawVolcano | RailroadInkEndRound | RailroadInkEraseRoute |
            RailroadInkIgnoreMeteor | RailroadInkMeteorStrike | RailroadInkPlaceLava |
            RailroadInkPlaceRoute | RailroadInkPlaceSpecial | TableHandOver | TableResign |
            TableTakeBack | TableUndo): A command of Railroad Ink (or of the table).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RailroadInkAppended]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: RailroadInkDrawVolcano
    | RailroadInkEndRound
    | RailroadInkEraseRoute
    | RailroadInkIgnoreMeteor
    | RailroadInkMeteorStrike
    | RailroadInkPlaceLava
    | RailroadInkPlaceRoute
    | RailroadInkPlaceSpecial
    | TableHandOver
    | TableResign
    | TableTakeBack
    | TableUndo,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Problem | RailroadInkAppended | None:
    """Railroad Ink: submit a command for the caller's seat

     The same `Idempotency-Key` from the same seat answers the first result again and appends nothing
    (with another body: 422 `idempotency_key_reused`). `expected_version` or `If-Match` append only at
    that version.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (RailroadInkDrawVolcano | RailroadInkEndRound | RailroadInkEraseRoute |
            RailroadInkIgnoreMeteor | RailroadInkMeteorStrike | RailroadInkPlaceLava |
            RailroadInkPlaceRoute | RailroadInkPlaceSpecial | TableHandOver | TableResign |
            TableTakeBack | TableUndo): A command of Railroad Ink (or of the table).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RailroadInkAppended
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: RailroadInkDrawVolcano
    | RailroadInkEndRound
    | RailroadInkEraseRoute
    | RailroadInkIgnoreMeteor
    | RailroadInkMeteorStrike
    | RailroadInkPlaceLava
    | RailroadInkPlaceRoute
    | RailroadInkPlaceSpecial
    | TableHandOver
    | TableResign
    | TableTakeBack
    | TableUndo,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[Problem | RailroadInkAppended]:
    """Railroad Ink: submit a command for the caller's seat

     The same `Idempotency-Key` from the same seat answers the first result again and appends nothing
    (with another body: 422 `idempotency_key_reused`). `expected_version` or `If-Match` append only at
    that version.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (RailroadInkDrawVolcano | RailroadInkEndRound | RailroadInkEraseRoute |
            RailroadInkIgnoreMeteor | RailroadInkMeteorStrike | RailroadInkPlaceLava |
            RailroadInkPlaceRoute | RailroadInkPlaceSpecial | TableHandOver | TableResign |
            TableTakeBack | TableUndo): A command of Railroad Ink (or of the table).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RailroadInkAppended]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: RailroadInkDrawVolcano
    | RailroadInkEndRound
    | RailroadInkEraseRoute
    | RailroadInkIgnoreMeteor
    | RailroadInkMeteorStrike
    | RailroadInkPlaceLava
    | RailroadInkPlaceRoute
    | RailroadInkPlaceSpecial
    | TableHandOver
    | TableResign
    | TableTakeBack
    | TableUndo,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Problem | RailroadInkAppended | None:
    """Railroad Ink: submit a command for the caller's seat

     The same `Idempotency-Key` from the same seat answers the first result again and appends nothing
    (with another body: 422 `idempotency_key_reused`). `expected_version` or `If-Match` append only at
    that version.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (RailroadInkDrawVolcano | RailroadInkEndRound | RailroadInkEraseRoute |
            RailroadInkIgnoreMeteor | RailroadInkMeteorStrike | RailroadInkPlaceLava |
            RailroadInkPlaceRoute | RailroadInkPlaceSpecial | TableHandOver | TableResign |
            TableTakeBack | TableUndo): A command of Railroad Ink (or of the table).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RailroadInkAppended
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            if_match=if_match,
        )
    ).parsed
