from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.lilliput_event_card_taken import LilliputEventCardTaken
    from ..models.lilliput_event_character_picked import LilliputEventCharacterPicked
    from ..models.lilliput_event_companies_funded import LilliputEventCompaniesFunded
    from ..models.lilliput_event_company_founded import LilliputEventCompanyFounded
    from ..models.lilliput_event_company_picked import LilliputEventCompanyPicked
    from ..models.lilliput_event_depot_skipped import LilliputEventDepotSkipped
    from ..models.lilliput_event_dividend_paid import LilliputEventDividendPaid
    from ..models.lilliput_event_flimnap_exchanged import LilliputEventFlimnapExchanged
    from ..models.lilliput_event_game_set_up import LilliputEventGameSetUp
    from ..models.lilliput_event_income_withheld import LilliputEventIncomeWithheld
    from ..models.lilliput_event_offer_declined import LilliputEventOfferDeclined
    from ..models.lilliput_event_round_bonus import LilliputEventRoundBonus
    from ..models.lilliput_event_routes_run import LilliputEventRoutesRun
    from ..models.lilliput_event_share_bought import LilliputEventShareBought
    from ..models.lilliput_event_shares_sold import LilliputEventSharesSold
    from ..models.lilliput_event_tile_laid import LilliputEventTileLaid
    from ..models.lilliput_event_token_placed import LilliputEventTokenPlaced
    from ..models.lilliput_event_train_bought import LilliputEventTrainBought
    from ..models.lilliput_event_train_offered import LilliputEventTrainOffered
    from ..models.lilliput_event_train_returned import LilliputEventTrainReturned
    from ..models.lilliput_event_turn_ended import LilliputEventTurnEnded
    from ..models.table_event_clock_ran_out import TableEventClockRanOut
    from ..models.table_event_game_decided import TableEventGameDecided
    from ..models.table_event_resigned import TableEventResigned
    from ..models.table_event_seat_taken_back import TableEventSeatTakenBack
    from ..models.table_event_seat_taken_over import TableEventSeatTakenOver
    from ..models.table_event_undone import TableEventUndone


T = TypeVar("T", bound="LilliputEvents")


@_attrs_define
class LilliputEvents:
    """
    Attributes:
        events (list[LilliputEventCardTaken | LilliputEventCharacterPicked | LilliputEventCompaniesFunded |
            LilliputEventCompanyFounded | LilliputEventCompanyPicked | LilliputEventDepotSkipped | LilliputEventDividendPaid
            | LilliputEventFlimnapExchanged | LilliputEventGameSetUp | LilliputEventIncomeWithheld |
            LilliputEventOfferDeclined | LilliputEventRoundBonus | LilliputEventRoutesRun | LilliputEventShareBought |
            LilliputEventSharesSold | LilliputEventTileLaid | LilliputEventTokenPlaced | LilliputEventTrainBought |
            LilliputEventTrainOffered | LilliputEventTrainReturned | LilliputEventTurnEnded | TableEventClockRanOut |
            TableEventGameDecided | TableEventResigned | TableEventSeatTakenBack | TableEventSeatTakenOver |
            TableEventUndone]):
        last_version (int):
    """

    events: list[
        LilliputEventCardTaken
        | LilliputEventCharacterPicked
        | LilliputEventCompaniesFunded
        | LilliputEventCompanyFounded
        | LilliputEventCompanyPicked
        | LilliputEventDepotSkipped
        | LilliputEventDividendPaid
        | LilliputEventFlimnapExchanged
        | LilliputEventGameSetUp
        | LilliputEventIncomeWithheld
        | LilliputEventOfferDeclined
        | LilliputEventRoundBonus
        | LilliputEventRoutesRun
        | LilliputEventShareBought
        | LilliputEventSharesSold
        | LilliputEventTileLaid
        | LilliputEventTokenPlaced
        | LilliputEventTrainBought
        | LilliputEventTrainOffered
        | LilliputEventTrainReturned
        | LilliputEventTurnEnded
        | TableEventClockRanOut
        | TableEventGameDecided
        | TableEventResigned
        | TableEventSeatTakenBack
        | TableEventSeatTakenOver
        | TableEventUndone
    ]
    last_version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.lilliput_event_card_taken import LilliputEventCardTaken  # noqa: PLC0415
        from ..models.lilliput_event_character_picked import LilliputEventCharacterPicked  # noqa: PLC0415
        from ..models.lilliput_event_companies_funded import LilliputEventCompaniesFunded  # noqa: PLC0415
        from ..models.lilliput_event_company_founded import LilliputEventCompanyFounded  # noqa: PLC0415
        from ..models.lilliput_event_company_picked import LilliputEventCompanyPicked  # noqa: PLC0415
        from ..models.lilliput_event_depot_skipped import LilliputEventDepotSkipped  # noqa: PLC0415
        from ..models.lilliput_event_dividend_paid import LilliputEventDividendPaid  # noqa: PLC0415
        from ..models.lilliput_event_flimnap_exchanged import LilliputEventFlimnapExchanged  # noqa: PLC0415
        from ..models.lilliput_event_game_set_up import LilliputEventGameSetUp  # noqa: PLC0415
        from ..models.lilliput_event_income_withheld import LilliputEventIncomeWithheld  # noqa: PLC0415
        from ..models.lilliput_event_offer_declined import LilliputEventOfferDeclined  # noqa: PLC0415
        from ..models.lilliput_event_round_bonus import LilliputEventRoundBonus  # noqa: PLC0415
        from ..models.lilliput_event_routes_run import LilliputEventRoutesRun  # noqa: PLC0415
        from ..models.lilliput_event_share_bought import LilliputEventShareBought  # noqa: PLC0415
        from ..models.lilliput_event_shares_sold import LilliputEventSharesSold  # noqa: PLC0415
        from ..models.lilliput_event_tile_laid import LilliputEventTileLaid  # noqa: PLC0415
        from ..models.lilliput_event_token_placed import LilliputEventTokenPlaced  # noqa: PLC0415
        from ..models.lilliput_event_train_bought import LilliputEventTrainBought  # noqa: PLC0415
        from ..models.lilliput_event_train_offered import LilliputEventTrainOffered  # noqa: PLC0415
        from ..models.lilliput_event_train_returned import LilliputEventTrainReturned  # noqa: PLC0415
        from ..models.lilliput_event_turn_ended import LilliputEventTurnEnded  # noqa: PLC0415
        from ..models.table_event_clock_ran_out import TableEventClockRanOut  # noqa: PLC0415
        from ..models.table_event_resigned import TableEventResigned  # noqa: PLC0415
        from ..models.table_event_seat_taken_back import TableEventSeatTakenBack  # noqa: PLC0415
        from ..models.table_event_seat_taken_over import TableEventSeatTakenOver  # noqa: PLC0415
        from ..models.table_event_undone import TableEventUndone  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, LilliputEventCardTaken):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventCharacterPicked):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventCompaniesFunded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventCompanyFounded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventCompanyPicked):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventDepotSkipped):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventDividendPaid):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventFlimnapExchanged):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventGameSetUp):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventIncomeWithheld):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventOfferDeclined):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventRoundBonus):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventRoutesRun):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventShareBought):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventSharesSold):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventTileLaid):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventTokenPlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventTrainBought):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventTrainOffered):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventTrainReturned):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LilliputEventTurnEnded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableEventUndone):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableEventResigned):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableEventSeatTakenOver):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableEventSeatTakenBack):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableEventClockRanOut):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        last_version = self.last_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
                "last_version": last_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_event_card_taken import LilliputEventCardTaken  # noqa: PLC0415
        from ..models.lilliput_event_character_picked import LilliputEventCharacterPicked  # noqa: PLC0415
        from ..models.lilliput_event_companies_funded import LilliputEventCompaniesFunded  # noqa: PLC0415
        from ..models.lilliput_event_company_founded import LilliputEventCompanyFounded  # noqa: PLC0415
        from ..models.lilliput_event_company_picked import LilliputEventCompanyPicked  # noqa: PLC0415
        from ..models.lilliput_event_depot_skipped import LilliputEventDepotSkipped  # noqa: PLC0415
        from ..models.lilliput_event_dividend_paid import LilliputEventDividendPaid  # noqa: PLC0415
        from ..models.lilliput_event_flimnap_exchanged import LilliputEventFlimnapExchanged  # noqa: PLC0415
        from ..models.lilliput_event_game_set_up import LilliputEventGameSetUp  # noqa: PLC0415
        from ..models.lilliput_event_income_withheld import LilliputEventIncomeWithheld  # noqa: PLC0415
        from ..models.lilliput_event_offer_declined import LilliputEventOfferDeclined  # noqa: PLC0415
        from ..models.lilliput_event_round_bonus import LilliputEventRoundBonus  # noqa: PLC0415
        from ..models.lilliput_event_routes_run import LilliputEventRoutesRun  # noqa: PLC0415
        from ..models.lilliput_event_share_bought import LilliputEventShareBought  # noqa: PLC0415
        from ..models.lilliput_event_shares_sold import LilliputEventSharesSold  # noqa: PLC0415
        from ..models.lilliput_event_tile_laid import LilliputEventTileLaid  # noqa: PLC0415
        from ..models.lilliput_event_token_placed import LilliputEventTokenPlaced  # noqa: PLC0415
        from ..models.lilliput_event_train_bought import LilliputEventTrainBought  # noqa: PLC0415
        from ..models.lilliput_event_train_offered import LilliputEventTrainOffered  # noqa: PLC0415
        from ..models.lilliput_event_train_returned import LilliputEventTrainReturned  # noqa: PLC0415
        from ..models.lilliput_event_turn_ended import LilliputEventTurnEnded  # noqa: PLC0415
        from ..models.table_event_clock_ran_out import TableEventClockRanOut  # noqa: PLC0415
        from ..models.table_event_game_decided import TableEventGameDecided  # noqa: PLC0415
        from ..models.table_event_resigned import TableEventResigned  # noqa: PLC0415
        from ..models.table_event_seat_taken_back import TableEventSeatTakenBack  # noqa: PLC0415
        from ..models.table_event_seat_taken_over import TableEventSeatTakenOver  # noqa: PLC0415
        from ..models.table_event_undone import TableEventUndone  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                LilliputEventCardTaken
                | LilliputEventCharacterPicked
                | LilliputEventCompaniesFunded
                | LilliputEventCompanyFounded
                | LilliputEventCompanyPicked
                | LilliputEventDepotSkipped
                | LilliputEventDividendPaid
                | LilliputEventFlimnapExchanged
                | LilliputEventGameSetUp
                | LilliputEventIncomeWithheld
                | LilliputEventOfferDeclined
                | LilliputEventRoundBonus
                | LilliputEventRoutesRun
                | LilliputEventShareBought
                | LilliputEventSharesSold
                | LilliputEventTileLaid
                | LilliputEventTokenPlaced
                | LilliputEventTrainBought
                | LilliputEventTrainOffered
                | LilliputEventTrainReturned
                | LilliputEventTurnEnded
                | TableEventClockRanOut
                | TableEventGameDecided
                | TableEventResigned
                | TableEventSeatTakenBack
                | TableEventSeatTakenOver
                | TableEventUndone
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_0 = LilliputEventCardTaken.from_dict(data)

                    return componentsschemas_lilliput_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_1 = LilliputEventCharacterPicked.from_dict(data)

                    return componentsschemas_lilliput_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_2 = LilliputEventCompaniesFunded.from_dict(data)

                    return componentsschemas_lilliput_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_3 = LilliputEventCompanyFounded.from_dict(data)

                    return componentsschemas_lilliput_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_4 = LilliputEventCompanyPicked.from_dict(data)

                    return componentsschemas_lilliput_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_5 = LilliputEventDepotSkipped.from_dict(data)

                    return componentsschemas_lilliput_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_6 = LilliputEventDividendPaid.from_dict(data)

                    return componentsschemas_lilliput_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_7 = LilliputEventFlimnapExchanged.from_dict(data)

                    return componentsschemas_lilliput_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_8 = LilliputEventGameSetUp.from_dict(data)

                    return componentsschemas_lilliput_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_9 = LilliputEventIncomeWithheld.from_dict(data)

                    return componentsschemas_lilliput_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_10 = LilliputEventOfferDeclined.from_dict(data)

                    return componentsschemas_lilliput_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_11 = LilliputEventRoundBonus.from_dict(data)

                    return componentsschemas_lilliput_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_12 = LilliputEventRoutesRun.from_dict(data)

                    return componentsschemas_lilliput_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_13 = LilliputEventShareBought.from_dict(data)

                    return componentsschemas_lilliput_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_14 = LilliputEventSharesSold.from_dict(data)

                    return componentsschemas_lilliput_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_15 = LilliputEventTileLaid.from_dict(data)

                    return componentsschemas_lilliput_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_16 = LilliputEventTokenPlaced.from_dict(data)

                    return componentsschemas_lilliput_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_17 = LilliputEventTrainBought.from_dict(data)

                    return componentsschemas_lilliput_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_18 = LilliputEventTrainOffered.from_dict(data)

                    return componentsschemas_lilliput_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_19 = LilliputEventTrainReturned.from_dict(data)

                    return componentsschemas_lilliput_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_20 = LilliputEventTurnEnded.from_dict(data)

                    return componentsschemas_lilliput_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_21 = TableEventUndone.from_dict(data)

                    return componentsschemas_lilliput_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_22 = TableEventResigned.from_dict(data)

                    return componentsschemas_lilliput_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_23 = TableEventSeatTakenOver.from_dict(data)

                    return componentsschemas_lilliput_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_24 = TableEventSeatTakenBack.from_dict(data)

                    return componentsschemas_lilliput_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_event_type_25 = TableEventClockRanOut.from_dict(data)

                    return componentsschemas_lilliput_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lilliput_event_type_26 = TableEventGameDecided.from_dict(data)

                return componentsschemas_lilliput_event_type_26

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        last_version = d.pop("last_version")

        lilliput_events = cls(
            events=events,
            last_version=last_version,
        )

        lilliput_events.additional_properties = d
        return lilliput_events

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
