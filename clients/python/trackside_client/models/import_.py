from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.exported_event import ExportedEvent
    from ..models.import_game import ImportGame


T = TypeVar("T", bound="Import")


@_attrs_define
class Import:
    """The export of a finished game (as `GET /export` gives it); the first event carries the `SetupCommand`.

    Attributes:
        game (ImportGame):
        events (list[ExportedEvent]):
        seed (str | Unset):
    """

    game: ImportGame
    events: list[ExportedEvent]
    seed: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        seed = self.seed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "events": events,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.exported_event import ExportedEvent  # noqa: PLC0415
        from ..models.import_game import ImportGame  # noqa: PLC0415

        d = dict(src_dict)
        game = ImportGame.from_dict(d.pop("game"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = ExportedEvent.from_dict(events_item_data)

            events.append(events_item)

        seed = d.pop("seed", UNSET)

        import_ = cls(
            game=game,
            events=events,
            seed=seed,
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
