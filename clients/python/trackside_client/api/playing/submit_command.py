from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.lilliput_accept_offer import LilliputAcceptOffer
from ...models.lilliput_automa_turn import LilliputAutomaTurn
from ...models.lilliput_best_routes import LilliputBestRoutes
from ...models.lilliput_buy_share import LilliputBuyShare
from ...models.lilliput_buy_train import LilliputBuyTrain
from ...models.lilliput_copy_card import LilliputCopyCard
from ...models.lilliput_decline_offer import LilliputDeclineOffer
from ...models.lilliput_end_turn import LilliputEndTurn
from ...models.lilliput_exchange_flimnap import LilliputExchangeFlimnap
from ...models.lilliput_found_company import LilliputFoundCompany
from ...models.lilliput_fund_companies import LilliputFundCompanies
from ...models.lilliput_lay_character_tile import LilliputLayCharacterTile
from ...models.lilliput_lay_tile import LilliputLayTile
from ...models.lilliput_pay_out import LilliputPayOut
from ...models.lilliput_pick_character import LilliputPickCharacter
from ...models.lilliput_pick_company import LilliputPickCompany
from ...models.lilliput_place_token import LilliputPlaceToken
from ...models.lilliput_return_train import LilliputReturnTrain
from ...models.lilliput_round_bonus import LilliputRoundBonus
from ...models.lilliput_sell_shares import LilliputSellShares
from ...models.lilliput_skip_depot import LilliputSkipDepot
from ...models.lilliput_submit_routes import LilliputSubmitRoutes
from ...models.lilliput_take_card import LilliputTakeCard
from ...models.lilliput_withhold import LilliputWithhold
from ...models.mini_express_automa_turn import MiniExpressAutomaTurn
from ...models.mini_express_build import MiniExpressBuild
from ...models.mini_express_draft import MiniExpressDraft
from ...models.mini_express_pass import MiniExpressPass
from ...models.mini_express_take_share import MiniExpressTakeShare
from ...models.problem import Problem
from ...models.railroad_ink_draw_volcano import RailroadInkDrawVolcano
from ...models.railroad_ink_end_round import RailroadInkEndRound
from ...models.railroad_ink_erase_route import RailroadInkEraseRoute
from ...models.railroad_ink_ignore_meteor import RailroadInkIgnoreMeteor
from ...models.railroad_ink_meteor_strike import RailroadInkMeteorStrike
from ...models.railroad_ink_place_lava import RailroadInkPlaceLava
from ...models.railroad_ink_place_route import RailroadInkPlaceRoute
from ...models.railroad_ink_place_special import RailroadInkPlaceSpecial
from ...models.submit_command_response_201 import SubmitCommandResponse201
from ...models.table_hand_over import TableHandOver
from ...models.table_resign import TableResign
from ...models.table_take_back import TableTakeBack
from ...models.table_undo import TableUndo
from ...models.ticket_to_ride_claim_route import TicketToRideClaimRoute
from ...models.ticket_to_ride_draw_deck import TicketToRideDrawDeck
from ...models.ticket_to_ride_draw_tickets import TicketToRideDrawTickets
from ...models.ticket_to_ride_keep_tickets import TicketToRideKeepTickets
from ...models.ticket_to_ride_pass import TicketToRidePass
from ...models.ticket_to_ride_take_face_up import TicketToRideTakeFaceUp
from ...models.tinners_trail_bid import TinnersTrailBid
from ...models.tinners_trail_build_mine import TinnersTrailBuildMine
from ...models.tinners_trail_build_port import TinnersTrailBuildPort
from ...models.tinners_trail_build_train import TinnersTrailBuildTrain
from ...models.tinners_trail_dig_adit import TinnersTrailDigAdit
from ...models.tinners_trail_drop_out import TinnersTrailDropOut
from ...models.tinners_trail_explore import TinnersTrailExplore
from ...models.tinners_trail_improve_pumps import TinnersTrailImprovePumps
from ...models.tinners_trail_invest import TinnersTrailInvest
from ...models.tinners_trail_mine_ore import TinnersTrailMineOre
from ...models.tinners_trail_pass import TinnersTrailPass
from ...models.tinners_trail_place_miner import TinnersTrailPlaceMiner
from ...models.tinners_trail_sell_pasties import TinnersTrailSellPasties
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: LilliputAcceptOffer
    | LilliputAutomaTurn
    | LilliputBestRoutes
    | LilliputBuyShare
    | LilliputBuyTrain
    | LilliputCopyCard
    | LilliputDeclineOffer
    | LilliputEndTurn
    | LilliputExchangeFlimnap
    | LilliputFoundCompany
    | LilliputFundCompanies
    | LilliputLayCharacterTile
    | LilliputLayTile
    | LilliputPayOut
    | LilliputPickCharacter
    | LilliputPickCompany
    | LilliputPlaceToken
    | LilliputReturnTrain
    | LilliputRoundBonus
    | LilliputSellShares
    | LilliputSkipDepot
    | LilliputSubmitRoutes
    | LilliputTakeCard
    | LilliputWithhold
    | MiniExpressAutomaTurn
    | MiniExpressBuild
    | MiniExpressDraft
    | MiniExpressPass
    | MiniExpressTakeShare
    | RailroadInkDrawVolcano
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
    | TableUndo
    | TicketToRideClaimRoute
    | TicketToRideDrawDeck
    | TicketToRideDrawTickets
    | TicketToRideKeepTickets
    | TicketToRidePass
    | TicketToRideTakeFaceUp
    | TinnersTrailBid
    | TinnersTrailBuildMine
    | TinnersTrailBuildPort
    | TinnersTrailBuildTrain
    | TinnersTrailDigAdit
    | TinnersTrailDropOut
    | TinnersTrailExplore
    | TinnersTrailImprovePumps
    | TinnersTrailInvest
    | TinnersTrailMineOre
    | TinnersTrailPass
    | TinnersTrailPlaceMiner
    | TinnersTrailSellPasties,
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
        "url": "/v1/games/{game_id}/commands".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if isinstance(body, LilliputAcceptOffer):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputAutomaTurn):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputBestRoutes):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputBuyShare):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputBuyTrain):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputCopyCard):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputDeclineOffer):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputEndTurn):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputExchangeFlimnap):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputFoundCompany):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputFundCompanies):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputLayCharacterTile):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputLayTile):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputPayOut):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputPickCharacter):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputPickCompany):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputPlaceToken):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputReturnTrain):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputRoundBonus):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputSellShares):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputSkipDepot):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputSubmitRoutes):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputTakeCard):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LilliputWithhold):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TableUndo):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TableResign):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TableHandOver):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TableTakeBack):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MiniExpressAutomaTurn):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MiniExpressBuild):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MiniExpressDraft):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MiniExpressPass):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MiniExpressTakeShare):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RailroadInkDrawVolcano):
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
    elif isinstance(body, TicketToRideClaimRoute):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TicketToRideDrawDeck):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TicketToRideDrawTickets):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TicketToRideKeepTickets):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TicketToRidePass):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TicketToRideTakeFaceUp):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TinnersTrailBid):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TinnersTrailBuildMine):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TinnersTrailBuildPort):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TinnersTrailBuildTrain):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TinnersTrailDigAdit):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TinnersTrailDropOut):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TinnersTrailExplore):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TinnersTrailImprovePumps):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TinnersTrailInvest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TinnersTrailMineOre):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TinnersTrailPass):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TinnersTrailPlaceMiner):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SubmitCommandResponse201 | None:
    if response.status_code == 201:
        response_201 = SubmitCommandResponse201.from_dict(response.json())

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
) -> Response[Problem | SubmitCommandResponse201]:
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
    body: LilliputAcceptOffer
    | LilliputAutomaTurn
    | LilliputBestRoutes
    | LilliputBuyShare
    | LilliputBuyTrain
    | LilliputCopyCard
    | LilliputDeclineOffer
    | LilliputEndTurn
    | LilliputExchangeFlimnap
    | LilliputFoundCompany
    | LilliputFundCompanies
    | LilliputLayCharacterTile
    | LilliputLayTile
    | LilliputPayOut
    | LilliputPickCharacter
    | LilliputPickCompany
    | LilliputPlaceToken
    | LilliputReturnTrain
    | LilliputRoundBonus
    | LilliputSellShares
    | LilliputSkipDepot
    | LilliputSubmitRoutes
    | LilliputTakeCard
    | LilliputWithhold
    | MiniExpressAutomaTurn
    | MiniExpressBuild
    | MiniExpressDraft
    | MiniExpressPass
    | MiniExpressTakeShare
    | RailroadInkDrawVolcano
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
    | TableUndo
    | TicketToRideClaimRoute
    | TicketToRideDrawDeck
    | TicketToRideDrawTickets
    | TicketToRideKeepTickets
    | TicketToRidePass
    | TicketToRideTakeFaceUp
    | TinnersTrailBid
    | TinnersTrailBuildMine
    | TinnersTrailBuildPort
    | TinnersTrailBuildTrain
    | TinnersTrailDigAdit
    | TinnersTrailDropOut
    | TinnersTrailExplore
    | TinnersTrailImprovePumps
    | TinnersTrailInvest
    | TinnersTrailMineOre
    | TinnersTrailPass
    | TinnersTrailPlaceMiner
    | TinnersTrailSellPasties,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[Problem | SubmitCommandResponse201]:
    """Submit a command for the caller's seat

     The same `Idempotency-Key` from the same seat answers the first result again and appends nothing
    (with another body: 422 `idempotency_key_reused`). `expected_version` or `If-Match` append only at
    that version. A command of other rules than the game's is a 400.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (LilliputAcceptOffer | LilliputAutomaTurn | LilliputBestRoutes | LilliputBuyShare |
            LilliputBuyTrain | LilliputCopyCard | LilliputDeclineOffer | LilliputEndTurn |
            LilliputExchangeFlimnap | LilliputFoundCompany | LilliputFundCompanies |
            LilliputLayCharacterTile | LilliputLayTile | LilliputPayOut | LilliputPickCharacter |
            LilliputPickCompany | LilliputPlaceToken | LilliputReturnTrain | LilliputRoundBonus |
            LilliputSellShares | LilliputSkipDepot | LilliputSubmitRoutes | LilliputTakeCard |
            LilliputWithhold | MiniExpressAutomaTurn | MiniExpressBuild | MiniExpressDraft |
            MiniExpressPass | MiniExpressTakeShare | RailroadInkDrawVolcano | RailroadInkEndRound |
            RailroadInkEraseRoute | RailroadInkIgnoreMeteor | RailroadInkMeteorStrike |
            RailroadInkPlaceLava | RailroadInkPlaceRoute | RailroadInkPlaceSpecial | TableHandOver |
            TableResign | TableTakeBack | TableUndo | TicketToRideClaimRoute | TicketToRideDrawDeck |
            TicketToRideDrawTickets | TicketToRideKeepTickets | TicketToRidePass |
            TicketToRideTakeFaceUp | TinnersTrailBid | TinnersTrailBuildMine | TinnersTrailBuildPort |
            TinnersTrailBuildTrain | TinnersTrailDigAdit | TinnersTrailDropOut | TinnersTrailExplore |
            TinnersTrailImprovePumps | TinnersTrailInvest | TinnersTrailMineOre | TinnersTrailPass |
            TinnersTrailPlaceMiner | TinnersTrailSellPasties): A command of the game's own rules
            (`<Game>_Command`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SubmitCommandResponse201]
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
    body: LilliputAcceptOffer
    | LilliputAutomaTurn
    | LilliputBestRoutes
    | LilliputBuyShare
    | LilliputBuyTrain
    | LilliputCopyCard
    | LilliputDeclineOffer
    | LilliputEndTurn
    | LilliputExchangeFlimnap
    | LilliputFoundCompany
    | LilliputFundCompanies
    | LilliputLayCharacterTile
    | LilliputLayTile
    | LilliputPayOut
    | LilliputPickCharacter
    | LilliputPickCompany
    | LilliputPlaceToken
    | LilliputReturnTrain
    | LilliputRoundBonus
    | LilliputSellShares
    | LilliputSkipDepot
    | LilliputSubmitRoutes
    | LilliputTakeCard
    | LilliputWithhold
    | MiniExpressAutomaTurn
    | MiniExpressBuild
    | MiniExpressDraft
    | MiniExpressPass
    | MiniExpressTakeShare
    | RailroadInkDrawVolcano
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
    | TableUndo
    | TicketToRideClaimRoute
    | TicketToRideDrawDeck
    | TicketToRideDrawTickets
    | TicketToRideKeepTickets
    | TicketToRidePass
    | TicketToRideTakeFaceUp
    | TinnersTrailBid
    | TinnersTrailBuildMine
    | TinnersTrailBuildPort
    | TinnersTrailBuildTrain
    | TinnersTrailDigAdit
    | TinnersTrailDropOut
    | TinnersTrailExplore
    | TinnersTrailImprovePumps
    | TinnersTrailInvest
    | TinnersTrailMineOre
    | TinnersTrailPass
    | TinnersTrailPlaceMiner
    | TinnersTrailSellPasties,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Problem | SubmitCommandResponse201 | None:
    """Submit a command for the caller's seat

     The same `Idempotency-Key` from the same seat answers the first result again and appends nothing
    (with another body: 422 `idempotency_key_reused`). `expected_version` or `If-Match` append only at
    that version. A command of other rules than the game's is a 400.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (LilliputAcceptOffer | LilliputAutomaTurn | LilliputBestRoutes | LilliputBuyShare |
            LilliputBuyTrain | LilliputCopyCard | LilliputDeclineOffer | LilliputEndTurn |
            LilliputExchangeFlimnap | LilliputFoundCompany | LilliputFundCompanies |
            LilliputLayCharacterTile | LilliputLayTile | LilliputPayOut | LilliputPickCharacter |
            LilliputPickCompany | LilliputPlaceToken | LilliputReturnTrain | LilliputRoundBonus |
            LilliputSellShares | LilliputSkipDepot | LilliputSubmitRoutes | LilliputTakeCard |
            LilliputWithhold | MiniExpressAutomaTurn | MiniExpressBuild | MiniExpressDraft |
            MiniExpressPass | MiniExpressTakeShare | RailroadInkDrawVolcano | RailroadInkEndRound |
            RailroadInkEraseRoute | RailroadInkIgnoreMeteor | RailroadInkMeteorStrike |
            RailroadInkPlaceLava | RailroadInkPlaceRoute | RailroadInkPlaceSpecial | TableHandOver |
            TableResign | TableTakeBack | TableUndo | TicketToRideClaimRoute | TicketToRideDrawDeck |
            TicketToRideDrawTickets | TicketToRideKeepTickets | TicketToRidePass |
            TicketToRideTakeFaceUp | TinnersTrailBid | TinnersTrailBuildMine | TinnersTrailBuildPort |
            TinnersTrailBuildTrain | TinnersTrailDigAdit | TinnersTrailDropOut | TinnersTrailExplore |
            TinnersTrailImprovePumps | TinnersTrailInvest | TinnersTrailMineOre | TinnersTrailPass |
            TinnersTrailPlaceMiner | TinnersTrailSellPasties): A command of the game's own rules
            (`<Game>_Command`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SubmitCommandResponse201
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
    body: LilliputAcceptOffer
    | LilliputAutomaTurn
    | LilliputBestRoutes
    | LilliputBuyShare
    | LilliputBuyTrain
    | LilliputCopyCard
    | LilliputDeclineOffer
    | LilliputEndTurn
    | LilliputExchangeFlimnap
    | LilliputFoundCompany
    | LilliputFundCompanies
    | LilliputLayCharacterTile
    | LilliputLayTile
    | LilliputPayOut
    | LilliputPickCharacter
    | LilliputPickCompany
    | LilliputPlaceToken
    | LilliputReturnTrain
    | LilliputRoundBonus
    | LilliputSellShares
    | LilliputSkipDepot
    | LilliputSubmitRoutes
    | LilliputTakeCard
    | LilliputWithhold
    | MiniExpressAutomaTurn
    | MiniExpressBuild
    | MiniExpressDraft
    | MiniExpressPass
    | MiniExpressTakeShare
    | RailroadInkDrawVolcano
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
    | TableUndo
    | TicketToRideClaimRoute
    | TicketToRideDrawDeck
    | TicketToRideDrawTickets
    | TicketToRideKeepTickets
    | TicketToRidePass
    | TicketToRideTakeFaceUp
    | TinnersTrailBid
    | TinnersTrailBuildMine
    | TinnersTrailBuildPort
    | TinnersTrailBuildTrain
    | TinnersTrailDigAdit
    | TinnersTrailDropOut
    | TinnersTrailExplore
    | TinnersTrailImprovePumps
    | TinnersTrailInvest
    | TinnersTrailMineOre
    | TinnersTrailPass
    | TinnersTrailPlaceMiner
    | TinnersTrailSellPasties,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[Problem | SubmitCommandResponse201]:
    """Submit a command for the caller's seat

     The same `Idempotency-Key` from the same seat answers the first result again and appends nothing
    (with another body: 422 `idempotency_key_reused`). `expected_version` or `If-Match` append only at
    that version. A command of other rules than the game's is a 400.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (LilliputAcceptOffer | LilliputAutomaTurn | LilliputBestRoutes | LilliputBuyShare |
            LilliputBuyTrain | LilliputCopyCard | LilliputDeclineOffer | LilliputEndTurn |
            LilliputExchangeFlimnap | LilliputFoundCompany | LilliputFundCompanies |
            LilliputLayCharacterTile | LilliputLayTile | LilliputPayOut | LilliputPickCharacter |
            LilliputPickCompany | LilliputPlaceToken | LilliputReturnTrain | LilliputRoundBonus |
            LilliputSellShares | LilliputSkipDepot | LilliputSubmitRoutes | LilliputTakeCard |
            LilliputWithhold | MiniExpressAutomaTurn | MiniExpressBuild | MiniExpressDraft |
            MiniExpressPass | MiniExpressTakeShare | RailroadInkDrawVolcano | RailroadInkEndRound |
            RailroadInkEraseRoute | RailroadInkIgnoreMeteor | RailroadInkMeteorStrike |
            RailroadInkPlaceLava | RailroadInkPlaceRoute | RailroadInkPlaceSpecial | TableHandOver |
            TableResign | TableTakeBack | TableUndo | TicketToRideClaimRoute | TicketToRideDrawDeck |
            TicketToRideDrawTickets | TicketToRideKeepTickets | TicketToRidePass |
            TicketToRideTakeFaceUp | TinnersTrailBid | TinnersTrailBuildMine | TinnersTrailBuildPort |
            TinnersTrailBuildTrain | TinnersTrailDigAdit | TinnersTrailDropOut | TinnersTrailExplore |
            TinnersTrailImprovePumps | TinnersTrailInvest | TinnersTrailMineOre | TinnersTrailPass |
            TinnersTrailPlaceMiner | TinnersTrailSellPasties): A command of the game's own rules
            (`<Game>_Command`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SubmitCommandResponse201]
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
    body: LilliputAcceptOffer
    | LilliputAutomaTurn
    | LilliputBestRoutes
    | LilliputBuyShare
    | LilliputBuyTrain
    | LilliputCopyCard
    | LilliputDeclineOffer
    | LilliputEndTurn
    | LilliputExchangeFlimnap
    | LilliputFoundCompany
    | LilliputFundCompanies
    | LilliputLayCharacterTile
    | LilliputLayTile
    | LilliputPayOut
    | LilliputPickCharacter
    | LilliputPickCompany
    | LilliputPlaceToken
    | LilliputReturnTrain
    | LilliputRoundBonus
    | LilliputSellShares
    | LilliputSkipDepot
    | LilliputSubmitRoutes
    | LilliputTakeCard
    | LilliputWithhold
    | MiniExpressAutomaTurn
    | MiniExpressBuild
    | MiniExpressDraft
    | MiniExpressPass
    | MiniExpressTakeShare
    | RailroadInkDrawVolcano
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
    | TableUndo
    | TicketToRideClaimRoute
    | TicketToRideDrawDeck
    | TicketToRideDrawTickets
    | TicketToRideKeepTickets
    | TicketToRidePass
    | TicketToRideTakeFaceUp
    | TinnersTrailBid
    | TinnersTrailBuildMine
    | TinnersTrailBuildPort
    | TinnersTrailBuildTrain
    | TinnersTrailDigAdit
    | TinnersTrailDropOut
    | TinnersTrailExplore
    | TinnersTrailImprovePumps
    | TinnersTrailInvest
    | TinnersTrailMineOre
    | TinnersTrailPass
    | TinnersTrailPlaceMiner
    | TinnersTrailSellPasties,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Problem | SubmitCommandResponse201 | None:
    """Submit a command for the caller's seat

     The same `Idempotency-Key` from the same seat answers the first result again and appends nothing
    (with another body: 422 `idempotency_key_reused`). `expected_version` or `If-Match` append only at
    that version. A command of other rules than the game's is a 400.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (LilliputAcceptOffer | LilliputAutomaTurn | LilliputBestRoutes | LilliputBuyShare |
            LilliputBuyTrain | LilliputCopyCard | LilliputDeclineOffer | LilliputEndTurn |
            LilliputExchangeFlimnap | LilliputFoundCompany | LilliputFundCompanies |
            LilliputLayCharacterTile | LilliputLayTile | LilliputPayOut | LilliputPickCharacter |
            LilliputPickCompany | LilliputPlaceToken | LilliputReturnTrain | LilliputRoundBonus |
            LilliputSellShares | LilliputSkipDepot | LilliputSubmitRoutes | LilliputTakeCard |
            LilliputWithhold | MiniExpressAutomaTurn | MiniExpressBuild | MiniExpressDraft |
            MiniExpressPass | MiniExpressTakeShare | RailroadInkDrawVolcano | RailroadInkEndRound |
            RailroadInkEraseRoute | RailroadInkIgnoreMeteor | RailroadInkMeteorStrike |
            RailroadInkPlaceLava | RailroadInkPlaceRoute | RailroadInkPlaceSpecial | TableHandOver |
            TableResign | TableTakeBack | TableUndo | TicketToRideClaimRoute | TicketToRideDrawDeck |
            TicketToRideDrawTickets | TicketToRideKeepTickets | TicketToRidePass |
            TicketToRideTakeFaceUp | TinnersTrailBid | TinnersTrailBuildMine | TinnersTrailBuildPort |
            TinnersTrailBuildTrain | TinnersTrailDigAdit | TinnersTrailDropOut | TinnersTrailExplore |
            TinnersTrailImprovePumps | TinnersTrailInvest | TinnersTrailMineOre | TinnersTrailPass |
            TinnersTrailPlaceMiner | TinnersTrailSellPasties): A command of the game's own rules
            (`<Game>_Command`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SubmitCommandResponse201
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
