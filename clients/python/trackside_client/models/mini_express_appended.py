from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mini_express_event_automa_drew import MiniExpressEventAutomaDrew
    from ..models.mini_express_event_compensated import MiniExpressEventCompensated
    from ..models.mini_express_event_demand_removed import MiniExpressEventDemandRemoved
    from ..models.mini_express_event_draft_completed import MiniExpressEventDraftCompleted
    from ..models.mini_express_event_draft_picked import MiniExpressEventDraftPicked
    from ..models.mini_express_event_game_end_triggered import MiniExpressEventGameEndTriggered
    from ..models.mini_express_event_game_over import MiniExpressEventGameOver
    from ..models.mini_express_event_game_set_up import MiniExpressEventGameSetUp
    from ..models.mini_express_event_golden_spike_completed import MiniExpressEventGoldenSpikeCompleted
    from ..models.mini_express_event_golden_spike_east import MiniExpressEventGoldenSpikeEast
    from ..models.mini_express_event_golden_spike_removed import MiniExpressEventGoldenSpikeRemoved
    from ..models.mini_express_event_influence_gained import MiniExpressEventInfluenceGained
    from ..models.mini_express_event_passed import MiniExpressEventPassed
    from ..models.mini_express_event_port_opened import MiniExpressEventPortOpened
    from ..models.mini_express_event_share_granted import MiniExpressEventShareGranted
    from ..models.mini_express_event_share_taken import MiniExpressEventShareTaken
    from ..models.mini_express_event_sold_out import MiniExpressEventSoldOut
    from ..models.mini_express_event_track_built import MiniExpressEventTrackBuilt
    from ..models.mini_express_event_turn_ended import MiniExpressEventTurnEnded
    from ..models.table_event_clock_ran_out import TableEventClockRanOut
    from ..models.table_event_game_decided import TableEventGameDecided
    from ..models.table_event_resigned import TableEventResigned
    from ..models.table_event_seat_taken_back import TableEventSeatTakenBack
    from ..models.table_event_seat_taken_over import TableEventSeatTakenOver
    from ..models.table_event_undone import TableEventUndone


T = TypeVar("T", bound="MiniExpressAppended")


@_attrs_define
class MiniExpressAppended:
    """
    Attributes:
        version (int):
        events (list[MiniExpressEventAutomaDrew | MiniExpressEventCompensated | MiniExpressEventDemandRemoved |
            MiniExpressEventDraftCompleted | MiniExpressEventDraftPicked | MiniExpressEventGameEndTriggered |
            MiniExpressEventGameOver | MiniExpressEventGameSetUp | MiniExpressEventGoldenSpikeCompleted |
            MiniExpressEventGoldenSpikeEast | MiniExpressEventGoldenSpikeRemoved | MiniExpressEventInfluenceGained |
            MiniExpressEventPassed | MiniExpressEventPortOpened | MiniExpressEventShareGranted | MiniExpressEventShareTaken
            | MiniExpressEventSoldOut | MiniExpressEventTrackBuilt | MiniExpressEventTurnEnded | TableEventClockRanOut |
            TableEventGameDecided | TableEventResigned | TableEventSeatTakenBack | TableEventSeatTakenOver |
            TableEventUndone]):
    """

    version: int
    events: list[
        MiniExpressEventAutomaDrew
        | MiniExpressEventCompensated
        | MiniExpressEventDemandRemoved
        | MiniExpressEventDraftCompleted
        | MiniExpressEventDraftPicked
        | MiniExpressEventGameEndTriggered
        | MiniExpressEventGameOver
        | MiniExpressEventGameSetUp
        | MiniExpressEventGoldenSpikeCompleted
        | MiniExpressEventGoldenSpikeEast
        | MiniExpressEventGoldenSpikeRemoved
        | MiniExpressEventInfluenceGained
        | MiniExpressEventPassed
        | MiniExpressEventPortOpened
        | MiniExpressEventShareGranted
        | MiniExpressEventShareTaken
        | MiniExpressEventSoldOut
        | MiniExpressEventTrackBuilt
        | MiniExpressEventTurnEnded
        | TableEventClockRanOut
        | TableEventGameDecided
        | TableEventResigned
        | TableEventSeatTakenBack
        | TableEventSeatTakenOver
        | TableEventUndone
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.mini_express_event_automa_drew import MiniExpressEventAutomaDrew  # noqa: PLC0415
        from ..models.mini_express_event_compensated import MiniExpressEventCompensated  # noqa: PLC0415
        from ..models.mini_express_event_demand_removed import MiniExpressEventDemandRemoved  # noqa: PLC0415
        from ..models.mini_express_event_draft_completed import MiniExpressEventDraftCompleted  # noqa: PLC0415
        from ..models.mini_express_event_draft_picked import MiniExpressEventDraftPicked  # noqa: PLC0415
        from ..models.mini_express_event_game_end_triggered import MiniExpressEventGameEndTriggered  # noqa: PLC0415
        from ..models.mini_express_event_game_over import MiniExpressEventGameOver  # noqa: PLC0415
        from ..models.mini_express_event_game_set_up import MiniExpressEventGameSetUp  # noqa: PLC0415
        from ..models.mini_express_event_golden_spike_completed import MiniExpressEventGoldenSpikeCompleted  # noqa: PLC0415
        from ..models.mini_express_event_golden_spike_east import MiniExpressEventGoldenSpikeEast  # noqa: PLC0415
        from ..models.mini_express_event_golden_spike_removed import MiniExpressEventGoldenSpikeRemoved  # noqa: PLC0415
        from ..models.mini_express_event_influence_gained import MiniExpressEventInfluenceGained  # noqa: PLC0415
        from ..models.mini_express_event_passed import MiniExpressEventPassed  # noqa: PLC0415
        from ..models.mini_express_event_port_opened import MiniExpressEventPortOpened  # noqa: PLC0415
        from ..models.mini_express_event_share_granted import MiniExpressEventShareGranted  # noqa: PLC0415
        from ..models.mini_express_event_share_taken import MiniExpressEventShareTaken  # noqa: PLC0415
        from ..models.mini_express_event_sold_out import MiniExpressEventSoldOut  # noqa: PLC0415
        from ..models.mini_express_event_track_built import MiniExpressEventTrackBuilt  # noqa: PLC0415
        from ..models.mini_express_event_turn_ended import MiniExpressEventTurnEnded  # noqa: PLC0415
        from ..models.table_event_clock_ran_out import TableEventClockRanOut  # noqa: PLC0415
        from ..models.table_event_resigned import TableEventResigned  # noqa: PLC0415
        from ..models.table_event_seat_taken_back import TableEventSeatTakenBack  # noqa: PLC0415
        from ..models.table_event_seat_taken_over import TableEventSeatTakenOver  # noqa: PLC0415
        from ..models.table_event_undone import TableEventUndone  # noqa: PLC0415

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, MiniExpressEventAutomaDrew):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventCompensated):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventDemandRemoved):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventDraftCompleted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventDraftPicked):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventGameEndTriggered):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventGameOver):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventGameSetUp):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventGoldenSpikeCompleted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventGoldenSpikeEast):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventGoldenSpikeRemoved):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventInfluenceGained):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventPassed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventPortOpened):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventShareGranted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventShareTaken):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventSoldOut):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventTrackBuilt):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MiniExpressEventTurnEnded):
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
        from ..models.mini_express_event_automa_drew import MiniExpressEventAutomaDrew  # noqa: PLC0415
        from ..models.mini_express_event_compensated import MiniExpressEventCompensated  # noqa: PLC0415
        from ..models.mini_express_event_demand_removed import MiniExpressEventDemandRemoved  # noqa: PLC0415
        from ..models.mini_express_event_draft_completed import MiniExpressEventDraftCompleted  # noqa: PLC0415
        from ..models.mini_express_event_draft_picked import MiniExpressEventDraftPicked  # noqa: PLC0415
        from ..models.mini_express_event_game_end_triggered import MiniExpressEventGameEndTriggered  # noqa: PLC0415
        from ..models.mini_express_event_game_over import MiniExpressEventGameOver  # noqa: PLC0415
        from ..models.mini_express_event_game_set_up import MiniExpressEventGameSetUp  # noqa: PLC0415
        from ..models.mini_express_event_golden_spike_completed import MiniExpressEventGoldenSpikeCompleted  # noqa: PLC0415
        from ..models.mini_express_event_golden_spike_east import MiniExpressEventGoldenSpikeEast  # noqa: PLC0415
        from ..models.mini_express_event_golden_spike_removed import MiniExpressEventGoldenSpikeRemoved  # noqa: PLC0415
        from ..models.mini_express_event_influence_gained import MiniExpressEventInfluenceGained  # noqa: PLC0415
        from ..models.mini_express_event_passed import MiniExpressEventPassed  # noqa: PLC0415
        from ..models.mini_express_event_port_opened import MiniExpressEventPortOpened  # noqa: PLC0415
        from ..models.mini_express_event_share_granted import MiniExpressEventShareGranted  # noqa: PLC0415
        from ..models.mini_express_event_share_taken import MiniExpressEventShareTaken  # noqa: PLC0415
        from ..models.mini_express_event_sold_out import MiniExpressEventSoldOut  # noqa: PLC0415
        from ..models.mini_express_event_track_built import MiniExpressEventTrackBuilt  # noqa: PLC0415
        from ..models.mini_express_event_turn_ended import MiniExpressEventTurnEnded  # noqa: PLC0415
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
                MiniExpressEventAutomaDrew
                | MiniExpressEventCompensated
                | MiniExpressEventDemandRemoved
                | MiniExpressEventDraftCompleted
                | MiniExpressEventDraftPicked
                | MiniExpressEventGameEndTriggered
                | MiniExpressEventGameOver
                | MiniExpressEventGameSetUp
                | MiniExpressEventGoldenSpikeCompleted
                | MiniExpressEventGoldenSpikeEast
                | MiniExpressEventGoldenSpikeRemoved
                | MiniExpressEventInfluenceGained
                | MiniExpressEventPassed
                | MiniExpressEventPortOpened
                | MiniExpressEventShareGranted
                | MiniExpressEventShareTaken
                | MiniExpressEventSoldOut
                | MiniExpressEventTrackBuilt
                | MiniExpressEventTurnEnded
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
                    componentsschemas_mini_express_event_type_0 = MiniExpressEventAutomaDrew.from_dict(data)

                    return componentsschemas_mini_express_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_1 = MiniExpressEventCompensated.from_dict(data)

                    return componentsschemas_mini_express_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_2 = MiniExpressEventDemandRemoved.from_dict(data)

                    return componentsschemas_mini_express_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_3 = MiniExpressEventDraftCompleted.from_dict(data)

                    return componentsschemas_mini_express_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_4 = MiniExpressEventDraftPicked.from_dict(data)

                    return componentsschemas_mini_express_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_5 = MiniExpressEventGameEndTriggered.from_dict(data)

                    return componentsschemas_mini_express_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_6 = MiniExpressEventGameOver.from_dict(data)

                    return componentsschemas_mini_express_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_7 = MiniExpressEventGameSetUp.from_dict(data)

                    return componentsschemas_mini_express_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_8 = MiniExpressEventGoldenSpikeCompleted.from_dict(data)

                    return componentsschemas_mini_express_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_9 = MiniExpressEventGoldenSpikeEast.from_dict(data)

                    return componentsschemas_mini_express_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_10 = MiniExpressEventGoldenSpikeRemoved.from_dict(data)

                    return componentsschemas_mini_express_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_11 = MiniExpressEventInfluenceGained.from_dict(data)

                    return componentsschemas_mini_express_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_12 = MiniExpressEventPassed.from_dict(data)

                    return componentsschemas_mini_express_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_13 = MiniExpressEventPortOpened.from_dict(data)

                    return componentsschemas_mini_express_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_14 = MiniExpressEventShareGranted.from_dict(data)

                    return componentsschemas_mini_express_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_15 = MiniExpressEventShareTaken.from_dict(data)

                    return componentsschemas_mini_express_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_16 = MiniExpressEventSoldOut.from_dict(data)

                    return componentsschemas_mini_express_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_17 = MiniExpressEventTrackBuilt.from_dict(data)

                    return componentsschemas_mini_express_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_18 = MiniExpressEventTurnEnded.from_dict(data)

                    return componentsschemas_mini_express_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_19 = TableEventUndone.from_dict(data)

                    return componentsschemas_mini_express_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_20 = TableEventResigned.from_dict(data)

                    return componentsschemas_mini_express_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_21 = TableEventSeatTakenOver.from_dict(data)

                    return componentsschemas_mini_express_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_22 = TableEventSeatTakenBack.from_dict(data)

                    return componentsschemas_mini_express_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_event_type_23 = TableEventClockRanOut.from_dict(data)

                    return componentsschemas_mini_express_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mini_express_event_type_24 = TableEventGameDecided.from_dict(data)

                return componentsschemas_mini_express_event_type_24

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        mini_express_appended = cls(
            version=version,
            events=events,
        )

        mini_express_appended.additional_properties = d
        return mini_express_appended

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
