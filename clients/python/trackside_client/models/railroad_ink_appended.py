from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.railroad_ink_event_dice_rolled import RailroadInkEventDiceRolled
    from ..models.railroad_ink_event_game_ended import RailroadInkEventGameEnded
    from ..models.railroad_ink_event_game_started import RailroadInkEventGameStarted
    from ..models.railroad_ink_event_lava_placed import RailroadInkEventLavaPlaced
    from ..models.railroad_ink_event_meteor_ignored import RailroadInkEventMeteorIgnored
    from ..models.railroad_ink_event_meteor_struck import RailroadInkEventMeteorStruck
    from ..models.railroad_ink_event_round_ended import RailroadInkEventRoundEnded
    from ..models.railroad_ink_event_route_erased import RailroadInkEventRouteErased
    from ..models.railroad_ink_event_route_placed import RailroadInkEventRoutePlaced
    from ..models.railroad_ink_event_special_placed import RailroadInkEventSpecialPlaced
    from ..models.railroad_ink_event_volcano_drawn import RailroadInkEventVolcanoDrawn
    from ..models.table_event_clock_ran_out import TableEventClockRanOut
    from ..models.table_event_game_decided import TableEventGameDecided
    from ..models.table_event_resigned import TableEventResigned
    from ..models.table_event_seat_taken_back import TableEventSeatTakenBack
    from ..models.table_event_seat_taken_over import TableEventSeatTakenOver
    from ..models.table_event_undone import TableEventUndone


T = TypeVar("T", bound="RailroadInkAppended")


@_attrs_define
class RailroadInkAppended:
    """
    Attributes:
        version (int):
        events (list[RailroadInkEventDiceRolled | RailroadInkEventGameEnded | RailroadInkEventGameStarted |
            RailroadInkEventLavaPlaced | RailroadInkEventMeteorIgnored | RailroadInkEventMeteorStruck |
            RailroadInkEventRoundEnded | RailroadInkEventRouteErased | RailroadInkEventRoutePlaced |
            RailroadInkEventSpecialPlaced | RailroadInkEventVolcanoDrawn | TableEventClockRanOut | TableEventGameDecided |
            TableEventResigned | TableEventSeatTakenBack | TableEventSeatTakenOver | TableEventUndone]):
    """

    version: int
    events: list[
        RailroadInkEventDiceRolled
        | RailroadInkEventGameEnded
        | RailroadInkEventGameStarted
        | RailroadInkEventLavaPlaced
        | RailroadInkEventMeteorIgnored
        | RailroadInkEventMeteorStruck
        | RailroadInkEventRoundEnded
        | RailroadInkEventRouteErased
        | RailroadInkEventRoutePlaced
        | RailroadInkEventSpecialPlaced
        | RailroadInkEventVolcanoDrawn
        | TableEventClockRanOut
        | TableEventGameDecided
        | TableEventResigned
        | TableEventSeatTakenBack
        | TableEventSeatTakenOver
        | TableEventUndone
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.railroad_ink_event_dice_rolled import RailroadInkEventDiceRolled  # noqa: PLC0415
        from ..models.railroad_ink_event_game_ended import RailroadInkEventGameEnded  # noqa: PLC0415
        from ..models.railroad_ink_event_game_started import RailroadInkEventGameStarted  # noqa: PLC0415
        from ..models.railroad_ink_event_lava_placed import RailroadInkEventLavaPlaced  # noqa: PLC0415
        from ..models.railroad_ink_event_meteor_ignored import RailroadInkEventMeteorIgnored  # noqa: PLC0415
        from ..models.railroad_ink_event_meteor_struck import RailroadInkEventMeteorStruck  # noqa: PLC0415
        from ..models.railroad_ink_event_round_ended import RailroadInkEventRoundEnded  # noqa: PLC0415
        from ..models.railroad_ink_event_route_erased import RailroadInkEventRouteErased  # noqa: PLC0415
        from ..models.railroad_ink_event_route_placed import RailroadInkEventRoutePlaced  # noqa: PLC0415
        from ..models.railroad_ink_event_special_placed import RailroadInkEventSpecialPlaced  # noqa: PLC0415
        from ..models.railroad_ink_event_volcano_drawn import RailroadInkEventVolcanoDrawn  # noqa: PLC0415
        from ..models.table_event_clock_ran_out import TableEventClockRanOut  # noqa: PLC0415
        from ..models.table_event_resigned import TableEventResigned  # noqa: PLC0415
        from ..models.table_event_seat_taken_back import TableEventSeatTakenBack  # noqa: PLC0415
        from ..models.table_event_seat_taken_over import TableEventSeatTakenOver  # noqa: PLC0415
        from ..models.table_event_undone import TableEventUndone  # noqa: PLC0415

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, RailroadInkEventDiceRolled):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RailroadInkEventGameEnded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RailroadInkEventGameStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RailroadInkEventLavaPlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RailroadInkEventMeteorIgnored):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RailroadInkEventMeteorStruck):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RailroadInkEventRoundEnded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RailroadInkEventRouteErased):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RailroadInkEventRoutePlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RailroadInkEventSpecialPlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RailroadInkEventVolcanoDrawn):
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
        from ..models.railroad_ink_event_dice_rolled import RailroadInkEventDiceRolled  # noqa: PLC0415
        from ..models.railroad_ink_event_game_ended import RailroadInkEventGameEnded  # noqa: PLC0415
        from ..models.railroad_ink_event_game_started import RailroadInkEventGameStarted  # noqa: PLC0415
        from ..models.railroad_ink_event_lava_placed import RailroadInkEventLavaPlaced  # noqa: PLC0415
        from ..models.railroad_ink_event_meteor_ignored import RailroadInkEventMeteorIgnored  # noqa: PLC0415
        from ..models.railroad_ink_event_meteor_struck import RailroadInkEventMeteorStruck  # noqa: PLC0415
        from ..models.railroad_ink_event_round_ended import RailroadInkEventRoundEnded  # noqa: PLC0415
        from ..models.railroad_ink_event_route_erased import RailroadInkEventRouteErased  # noqa: PLC0415
        from ..models.railroad_ink_event_route_placed import RailroadInkEventRoutePlaced  # noqa: PLC0415
        from ..models.railroad_ink_event_special_placed import RailroadInkEventSpecialPlaced  # noqa: PLC0415
        from ..models.railroad_ink_event_volcano_drawn import RailroadInkEventVolcanoDrawn  # noqa: PLC0415
        from ..models.table_event_clock_ran_out import TableEventClockRanOut  # noqa: PLC0415
        from ..models.table_event_game_decided import TableEventGameDecided  # noqa: PLC0415
        from ..models.table_event_resigned import TableEventResigned  # noqa: PLC0415
        from ..models.table_event_seat_taken_back import TableEventSeatTakenBack  # noqa: PLC0415
        from ..models.table_event_seat_taken_over import TableEventSeatTakenOver  # noqa: PLC0415
        from ..models.table_event_undone import TableEventUndone  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                RailroadInkEventDiceRolled
                | RailroadInkEventGameEnded
                | RailroadInkEventGameStarted
                | RailroadInkEventLavaPlaced
                | RailroadInkEventMeteorIgnored
                | RailroadInkEventMeteorStruck
                | RailroadInkEventRoundEnded
                | RailroadInkEventRouteErased
                | RailroadInkEventRoutePlaced
                | RailroadInkEventSpecialPlaced
                | RailroadInkEventVolcanoDrawn
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
                    componentsschemas_railroad_ink_event_type_0 = RailroadInkEventDiceRolled.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_1 = RailroadInkEventGameEnded.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_2 = RailroadInkEventGameStarted.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_3 = RailroadInkEventLavaPlaced.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_4 = RailroadInkEventMeteorIgnored.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_5 = RailroadInkEventMeteorStruck.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_6 = RailroadInkEventRoundEnded.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_7 = RailroadInkEventRouteErased.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_8 = RailroadInkEventRoutePlaced.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_9 = RailroadInkEventSpecialPlaced.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_10 = RailroadInkEventVolcanoDrawn.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_11 = TableEventUndone.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_12 = TableEventResigned.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_13 = TableEventSeatTakenOver.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_14 = TableEventSeatTakenBack.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_event_type_15 = TableEventClockRanOut.from_dict(data)

                    return componentsschemas_railroad_ink_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_railroad_ink_event_type_16 = TableEventGameDecided.from_dict(data)

                return componentsschemas_railroad_ink_event_type_16

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        railroad_ink_appended = cls(
            version=version,
            events=events,
        )

        railroad_ink_appended.additional_properties = d
        return railroad_ink_appended

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
