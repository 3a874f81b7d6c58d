from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mini_express_event_draft_completed_data_track import MiniExpressEventDraftCompletedDataTrack


T = TypeVar("T", bound="MiniExpressEventDraftCompletedData")


@_attrs_define
class MiniExpressEventDraftCompletedData:
    """
    Attributes:
        track (MiniExpressEventDraftCompletedDataTrack):
    """

    track: MiniExpressEventDraftCompletedDataTrack
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        track = self.track.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "track": track,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mini_express_event_draft_completed_data_track import MiniExpressEventDraftCompletedDataTrack  # noqa: PLC0415

        d = dict(src_dict)
        track = MiniExpressEventDraftCompletedDataTrack.from_dict(d.pop("track"))

        mini_express_event_draft_completed_data = cls(
            track=track,
        )

        mini_express_event_draft_completed_data.additional_properties = d
        return mini_express_event_draft_completed_data

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
