from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.exported_event import ExportedEvent
    from ..models.game_summary import GameSummary


T = TypeVar("T", bound="Export")


@_attrs_define
class Export:
    """
    Attributes:
        game (GameSummary):
        events (list[ExportedEvent]):
        seed (str | Unset):
        redacted (bool | Unset): True when hidden parts were left out (the game is not finished and the caller is not
            the admin).
    """

    game: GameSummary
    events: list[ExportedEvent]
    seed: str | Unset = UNSET
    redacted: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        seed = self.seed

        redacted = self.redacted

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
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.exported_event import ExportedEvent  # noqa: PLC0415
        from ..models.game_summary import GameSummary  # noqa: PLC0415

        d = dict(src_dict)
        game = GameSummary.from_dict(d.pop("game"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = ExportedEvent.from_dict(events_item_data)

            events.append(events_item)

        seed = d.pop("seed", UNSET)

        redacted = d.pop("redacted", UNSET)

        export = cls(
            game=game,
            events=events,
            seed=seed,
            redacted=redacted,
        )

        export.additional_properties = d
        return export

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
