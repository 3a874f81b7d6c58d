from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.exported_event import ExportedEvent
    from ..models.exported_setup_event import ExportedSetupEvent
    from ..models.import_game import ImportGame


T = TypeVar("T", bound="Import")


@_attrs_define
class Import:
    """The export of a finished game, as `GET /export` gives it.

    Attributes:
        game (ImportGame):
        seed (str):
        events (list[ExportedEvent | ExportedSetupEvent]):
    """

    game: ImportGame
    seed: str
    events: list[ExportedEvent | ExportedSetupEvent]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.exported_setup_event import ExportedSetupEvent  # noqa: PLC0415

        game = self.game.to_dict()

        seed = self.seed

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, ExportedSetupEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "seed": seed,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.exported_event import ExportedEvent  # noqa: PLC0415
        from ..models.exported_setup_event import ExportedSetupEvent  # noqa: PLC0415
        from ..models.import_game import ImportGame  # noqa: PLC0415

        d = dict(src_dict)
        game = ImportGame.from_dict(d.pop("game"))

        seed = d.pop("seed")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(data: object) -> ExportedEvent | ExportedSetupEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_0 = ExportedSetupEvent.from_dict(data)

                    return events_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                events_item_type_1 = ExportedEvent.from_dict(data)

                return events_item_type_1

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        import_ = cls(
            game=game,
            seed=seed,
            events=events,
        )

        import_.additional_properties = d
        return import_

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
