from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.table_event_clock_ran_out import TableEventClockRanOut
    from ..models.table_event_game_decided import TableEventGameDecided
    from ..models.table_event_resigned import TableEventResigned
    from ..models.table_event_seat_taken_back import TableEventSeatTakenBack
    from ..models.table_event_seat_taken_over import TableEventSeatTakenOver
    from ..models.table_event_undone import TableEventUndone
    from ..models.tinners_trail_event_action_taken import TinnersTrailEventActionTaken
    from ..models.tinners_trail_event_area_explored import TinnersTrailEventAreaExplored
    from ..models.tinners_trail_event_auction_started import TinnersTrailEventAuctionStarted
    from ..models.tinners_trail_event_bid_raised import TinnersTrailEventBidRaised
    from ..models.tinners_trail_event_bidder_dropped import TinnersTrailEventBidderDropped
    from ..models.tinners_trail_event_exploration_started import TinnersTrailEventExplorationStarted
    from ..models.tinners_trail_event_game_ended import TinnersTrailEventGameEnded
    from ..models.tinners_trail_event_game_set_up import TinnersTrailEventGameSetUp
    from ..models.tinners_trail_event_invested import TinnersTrailEventInvested
    from ..models.tinners_trail_event_investing_passed import TinnersTrailEventInvestingPassed
    from ..models.tinners_trail_event_investing_started import TinnersTrailEventInvestingStarted
    from ..models.tinners_trail_event_mine_built import TinnersTrailEventMineBuilt
    from ..models.tinners_trail_event_ore_sold import TinnersTrailEventOreSold
    from ..models.tinners_trail_event_passed import TinnersTrailEventPassed
    from ..models.tinners_trail_event_round_started import TinnersTrailEventRoundStarted


T = TypeVar("T", bound="TinnersTrailAppended")


@_attrs_define
class TinnersTrailAppended:
    """
    Attributes:
        version (int):
        events (list[TableEventClockRanOut | TableEventGameDecided | TableEventResigned | TableEventSeatTakenBack |
            TableEventSeatTakenOver | TableEventUndone | TinnersTrailEventActionTaken | TinnersTrailEventAreaExplored |
            TinnersTrailEventAuctionStarted | TinnersTrailEventBidderDropped | TinnersTrailEventBidRaised |
            TinnersTrailEventExplorationStarted | TinnersTrailEventGameEnded | TinnersTrailEventGameSetUp |
            TinnersTrailEventInvested | TinnersTrailEventInvestingPassed | TinnersTrailEventInvestingStarted |
            TinnersTrailEventMineBuilt | TinnersTrailEventOreSold | TinnersTrailEventPassed |
            TinnersTrailEventRoundStarted]):
    """

    version: int
    events: list[
        TableEventClockRanOut
        | TableEventGameDecided
        | TableEventResigned
        | TableEventSeatTakenBack
        | TableEventSeatTakenOver
        | TableEventUndone
        | TinnersTrailEventActionTaken
        | TinnersTrailEventAreaExplored
        | TinnersTrailEventAuctionStarted
        | TinnersTrailEventBidderDropped
        | TinnersTrailEventBidRaised
        | TinnersTrailEventExplorationStarted
        | TinnersTrailEventGameEnded
        | TinnersTrailEventGameSetUp
        | TinnersTrailEventInvested
        | TinnersTrailEventInvestingPassed
        | TinnersTrailEventInvestingStarted
        | TinnersTrailEventMineBuilt
        | TinnersTrailEventOreSold
        | TinnersTrailEventPassed
        | TinnersTrailEventRoundStarted
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.table_event_clock_ran_out import TableEventClockRanOut  # noqa: PLC0415
        from ..models.table_event_resigned import TableEventResigned  # noqa: PLC0415
        from ..models.table_event_seat_taken_back import TableEventSeatTakenBack  # noqa: PLC0415
        from ..models.table_event_seat_taken_over import TableEventSeatTakenOver  # noqa: PLC0415
        from ..models.table_event_undone import TableEventUndone  # noqa: PLC0415
        from ..models.tinners_trail_event_action_taken import TinnersTrailEventActionTaken  # noqa: PLC0415
        from ..models.tinners_trail_event_area_explored import TinnersTrailEventAreaExplored  # noqa: PLC0415
        from ..models.tinners_trail_event_auction_started import TinnersTrailEventAuctionStarted  # noqa: PLC0415
        from ..models.tinners_trail_event_bid_raised import TinnersTrailEventBidRaised  # noqa: PLC0415
        from ..models.tinners_trail_event_bidder_dropped import TinnersTrailEventBidderDropped  # noqa: PLC0415
        from ..models.tinners_trail_event_exploration_started import TinnersTrailEventExplorationStarted  # noqa: PLC0415
        from ..models.tinners_trail_event_game_ended import TinnersTrailEventGameEnded  # noqa: PLC0415
        from ..models.tinners_trail_event_game_set_up import TinnersTrailEventGameSetUp  # noqa: PLC0415
        from ..models.tinners_trail_event_invested import TinnersTrailEventInvested  # noqa: PLC0415
        from ..models.tinners_trail_event_investing_passed import TinnersTrailEventInvestingPassed  # noqa: PLC0415
        from ..models.tinners_trail_event_investing_started import TinnersTrailEventInvestingStarted  # noqa: PLC0415
        from ..models.tinners_trail_event_mine_built import TinnersTrailEventMineBuilt  # noqa: PLC0415
        from ..models.tinners_trail_event_ore_sold import TinnersTrailEventOreSold  # noqa: PLC0415
        from ..models.tinners_trail_event_passed import TinnersTrailEventPassed  # noqa: PLC0415
        from ..models.tinners_trail_event_round_started import TinnersTrailEventRoundStarted  # noqa: PLC0415

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, TinnersTrailEventActionTaken):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TinnersTrailEventAreaExplored):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TinnersTrailEventAuctionStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TinnersTrailEventBidRaised):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TinnersTrailEventBidderDropped):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TinnersTrailEventExplorationStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TinnersTrailEventGameEnded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TinnersTrailEventGameSetUp):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TinnersTrailEventInvested):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TinnersTrailEventInvestingPassed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TinnersTrailEventInvestingStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TinnersTrailEventMineBuilt):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TinnersTrailEventOreSold):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TinnersTrailEventPassed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TinnersTrailEventRoundStarted):
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

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.table_event_clock_ran_out import TableEventClockRanOut  # noqa: PLC0415
        from ..models.table_event_game_decided import TableEventGameDecided  # noqa: PLC0415
        from ..models.table_event_resigned import TableEventResigned  # noqa: PLC0415
        from ..models.table_event_seat_taken_back import TableEventSeatTakenBack  # noqa: PLC0415
        from ..models.table_event_seat_taken_over import TableEventSeatTakenOver  # noqa: PLC0415
        from ..models.table_event_undone import TableEventUndone  # noqa: PLC0415
        from ..models.tinners_trail_event_action_taken import TinnersTrailEventActionTaken  # noqa: PLC0415
        from ..models.tinners_trail_event_area_explored import TinnersTrailEventAreaExplored  # noqa: PLC0415
        from ..models.tinners_trail_event_auction_started import TinnersTrailEventAuctionStarted  # noqa: PLC0415
        from ..models.tinners_trail_event_bid_raised import TinnersTrailEventBidRaised  # noqa: PLC0415
        from ..models.tinners_trail_event_bidder_dropped import TinnersTrailEventBidderDropped  # noqa: PLC0415
        from ..models.tinners_trail_event_exploration_started import TinnersTrailEventExplorationStarted  # noqa: PLC0415
        from ..models.tinners_trail_event_game_ended import TinnersTrailEventGameEnded  # noqa: PLC0415
        from ..models.tinners_trail_event_game_set_up import TinnersTrailEventGameSetUp  # noqa: PLC0415
        from ..models.tinners_trail_event_invested import TinnersTrailEventInvested  # noqa: PLC0415
        from ..models.tinners_trail_event_investing_passed import TinnersTrailEventInvestingPassed  # noqa: PLC0415
        from ..models.tinners_trail_event_investing_started import TinnersTrailEventInvestingStarted  # noqa: PLC0415
        from ..models.tinners_trail_event_mine_built import TinnersTrailEventMineBuilt  # noqa: PLC0415
        from ..models.tinners_trail_event_ore_sold import TinnersTrailEventOreSold  # noqa: PLC0415
        from ..models.tinners_trail_event_passed import TinnersTrailEventPassed  # noqa: PLC0415
        from ..models.tinners_trail_event_round_started import TinnersTrailEventRoundStarted  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                TableEventClockRanOut
                | TableEventGameDecided
                | TableEventResigned
                | TableEventSeatTakenBack
                | TableEventSeatTakenOver
                | TableEventUndone
                | TinnersTrailEventActionTaken
                | TinnersTrailEventAreaExplored
                | TinnersTrailEventAuctionStarted
                | TinnersTrailEventBidderDropped
                | TinnersTrailEventBidRaised
                | TinnersTrailEventExplorationStarted
                | TinnersTrailEventGameEnded
                | TinnersTrailEventGameSetUp
                | TinnersTrailEventInvested
                | TinnersTrailEventInvestingPassed
                | TinnersTrailEventInvestingStarted
                | TinnersTrailEventMineBuilt
                | TinnersTrailEventOreSold
                | TinnersTrailEventPassed
                | TinnersTrailEventRoundStarted
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_0 = TinnersTrailEventActionTaken.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_1 = TinnersTrailEventAreaExplored.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_2 = TinnersTrailEventAuctionStarted.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_3 = TinnersTrailEventBidRaised.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_4 = TinnersTrailEventBidderDropped.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_5 = TinnersTrailEventExplorationStarted.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_6 = TinnersTrailEventGameEnded.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_7 = TinnersTrailEventGameSetUp.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_8 = TinnersTrailEventInvested.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_9 = TinnersTrailEventInvestingPassed.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_10 = TinnersTrailEventInvestingStarted.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_11 = TinnersTrailEventMineBuilt.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_12 = TinnersTrailEventOreSold.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_13 = TinnersTrailEventPassed.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_14 = TinnersTrailEventRoundStarted.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_15 = TableEventUndone.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_16 = TableEventResigned.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_17 = TableEventSeatTakenOver.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_18 = TableEventSeatTakenBack.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_event_type_19 = TableEventClockRanOut.from_dict(data)

                    return componentsschemas_tinners_trail_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tinners_trail_event_type_20 = TableEventGameDecided.from_dict(data)

                return componentsschemas_tinners_trail_event_type_20

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        tinners_trail_appended = cls(
            version=version,
            events=events,
        )

        tinners_trail_appended.additional_properties = d
        return tinners_trail_appended

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
