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
    from ..models.ticket_to_ride_event_card_drawn import TicketToRideEventCardDrawn
    from ..models.ticket_to_ride_event_deck_reshuffled import TicketToRideEventDeckReshuffled
    from ..models.ticket_to_ride_event_face_up_dealt import TicketToRideEventFaceUpDealt
    from ..models.ticket_to_ride_event_face_up_discarded import TicketToRideEventFaceUpDiscarded
    from ..models.ticket_to_ride_event_game_ended import TicketToRideEventGameEnded
    from ..models.ticket_to_ride_event_game_set_up import TicketToRideEventGameSetUp
    from ..models.ticket_to_ride_event_redealt import TicketToRideEventRedealt
    from ..models.ticket_to_ride_event_route_claimed import TicketToRideEventRouteClaimed
    from ..models.ticket_to_ride_event_tickets_drawn import TicketToRideEventTicketsDrawn
    from ..models.ticket_to_ride_event_tickets_kept import TicketToRideEventTicketsKept
    from ..models.ticket_to_ride_event_turn_ended import TicketToRideEventTurnEnded
    from ..models.ticket_to_ride_event_turn_passed import TicketToRideEventTurnPassed


T = TypeVar("T", bound="TicketToRideAppended")


@_attrs_define
class TicketToRideAppended:
    """
    Attributes:
        version (int):
        events (list[TableEventClockRanOut | TableEventGameDecided | TableEventResigned | TableEventSeatTakenBack |
            TableEventSeatTakenOver | TableEventUndone | TicketToRideEventCardDrawn | TicketToRideEventDeckReshuffled |
            TicketToRideEventFaceUpDealt | TicketToRideEventFaceUpDiscarded | TicketToRideEventGameEnded |
            TicketToRideEventGameSetUp | TicketToRideEventRedealt | TicketToRideEventRouteClaimed |
            TicketToRideEventTicketsDrawn | TicketToRideEventTicketsKept | TicketToRideEventTurnEnded |
            TicketToRideEventTurnPassed]):
    """

    version: int
    events: list[
        TableEventClockRanOut
        | TableEventGameDecided
        | TableEventResigned
        | TableEventSeatTakenBack
        | TableEventSeatTakenOver
        | TableEventUndone
        | TicketToRideEventCardDrawn
        | TicketToRideEventDeckReshuffled
        | TicketToRideEventFaceUpDealt
        | TicketToRideEventFaceUpDiscarded
        | TicketToRideEventGameEnded
        | TicketToRideEventGameSetUp
        | TicketToRideEventRedealt
        | TicketToRideEventRouteClaimed
        | TicketToRideEventTicketsDrawn
        | TicketToRideEventTicketsKept
        | TicketToRideEventTurnEnded
        | TicketToRideEventTurnPassed
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.table_event_clock_ran_out import TableEventClockRanOut  # noqa: PLC0415
        from ..models.table_event_resigned import TableEventResigned  # noqa: PLC0415
        from ..models.table_event_seat_taken_back import TableEventSeatTakenBack  # noqa: PLC0415
        from ..models.table_event_seat_taken_over import TableEventSeatTakenOver  # noqa: PLC0415
        from ..models.table_event_undone import TableEventUndone  # noqa: PLC0415
        from ..models.ticket_to_ride_event_card_drawn import TicketToRideEventCardDrawn  # noqa: PLC0415
        from ..models.ticket_to_ride_event_deck_reshuffled import TicketToRideEventDeckReshuffled  # noqa: PLC0415
        from ..models.ticket_to_ride_event_face_up_dealt import TicketToRideEventFaceUpDealt  # noqa: PLC0415
        from ..models.ticket_to_ride_event_face_up_discarded import TicketToRideEventFaceUpDiscarded  # noqa: PLC0415
        from ..models.ticket_to_ride_event_game_ended import TicketToRideEventGameEnded  # noqa: PLC0415
        from ..models.ticket_to_ride_event_game_set_up import TicketToRideEventGameSetUp  # noqa: PLC0415
        from ..models.ticket_to_ride_event_redealt import TicketToRideEventRedealt  # noqa: PLC0415
        from ..models.ticket_to_ride_event_route_claimed import TicketToRideEventRouteClaimed  # noqa: PLC0415
        from ..models.ticket_to_ride_event_tickets_drawn import TicketToRideEventTicketsDrawn  # noqa: PLC0415
        from ..models.ticket_to_ride_event_tickets_kept import TicketToRideEventTicketsKept  # noqa: PLC0415
        from ..models.ticket_to_ride_event_turn_ended import TicketToRideEventTurnEnded  # noqa: PLC0415
        from ..models.ticket_to_ride_event_turn_passed import TicketToRideEventTurnPassed  # noqa: PLC0415

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, TicketToRideEventCardDrawn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TicketToRideEventDeckReshuffled):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TicketToRideEventFaceUpDealt):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TicketToRideEventFaceUpDiscarded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TicketToRideEventGameEnded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TicketToRideEventGameSetUp):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TicketToRideEventRedealt):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TicketToRideEventRouteClaimed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TicketToRideEventTicketsDrawn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TicketToRideEventTicketsKept):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TicketToRideEventTurnEnded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TicketToRideEventTurnPassed):
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
        from ..models.ticket_to_ride_event_card_drawn import TicketToRideEventCardDrawn  # noqa: PLC0415
        from ..models.ticket_to_ride_event_deck_reshuffled import TicketToRideEventDeckReshuffled  # noqa: PLC0415
        from ..models.ticket_to_ride_event_face_up_dealt import TicketToRideEventFaceUpDealt  # noqa: PLC0415
        from ..models.ticket_to_ride_event_face_up_discarded import TicketToRideEventFaceUpDiscarded  # noqa: PLC0415
        from ..models.ticket_to_ride_event_game_ended import TicketToRideEventGameEnded  # noqa: PLC0415
        from ..models.ticket_to_ride_event_game_set_up import TicketToRideEventGameSetUp  # noqa: PLC0415
        from ..models.ticket_to_ride_event_redealt import TicketToRideEventRedealt  # noqa: PLC0415
        from ..models.ticket_to_ride_event_route_claimed import TicketToRideEventRouteClaimed  # noqa: PLC0415
        from ..models.ticket_to_ride_event_tickets_drawn import TicketToRideEventTicketsDrawn  # noqa: PLC0415
        from ..models.ticket_to_ride_event_tickets_kept import TicketToRideEventTicketsKept  # noqa: PLC0415
        from ..models.ticket_to_ride_event_turn_ended import TicketToRideEventTurnEnded  # noqa: PLC0415
        from ..models.ticket_to_ride_event_turn_passed import TicketToRideEventTurnPassed  # noqa: PLC0415

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
                | TicketToRideEventCardDrawn
                | TicketToRideEventDeckReshuffled
                | TicketToRideEventFaceUpDealt
                | TicketToRideEventFaceUpDiscarded
                | TicketToRideEventGameEnded
                | TicketToRideEventGameSetUp
                | TicketToRideEventRedealt
                | TicketToRideEventRouteClaimed
                | TicketToRideEventTicketsDrawn
                | TicketToRideEventTicketsKept
                | TicketToRideEventTurnEnded
                | TicketToRideEventTurnPassed
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_0 = TicketToRideEventCardDrawn.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_1 = TicketToRideEventDeckReshuffled.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_2 = TicketToRideEventFaceUpDealt.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_3 = TicketToRideEventFaceUpDiscarded.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_4 = TicketToRideEventGameEnded.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_5 = TicketToRideEventGameSetUp.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_6 = TicketToRideEventRedealt.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_7 = TicketToRideEventRouteClaimed.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_8 = TicketToRideEventTicketsDrawn.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_9 = TicketToRideEventTicketsKept.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_10 = TicketToRideEventTurnEnded.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_11 = TicketToRideEventTurnPassed.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_12 = TableEventUndone.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_13 = TableEventResigned.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_14 = TableEventSeatTakenOver.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_15 = TableEventSeatTakenBack.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_event_type_16 = TableEventClockRanOut.from_dict(data)

                    return componentsschemas_ticket_to_ride_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ticket_to_ride_event_type_17 = TableEventGameDecided.from_dict(data)

                return componentsschemas_ticket_to_ride_event_type_17

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        ticket_to_ride_appended = cls(
            version=version,
            events=events,
        )

        ticket_to_ride_appended.additional_properties = d
        return ticket_to_ride_appended

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
