from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.railroad_ink_event_dice_rolled_data_meteor import RailroadInkEventDiceRolledDataMeteor


T = TypeVar("T", bound="RailroadInkEventDiceRolledData")


@_attrs_define
class RailroadInkEventDiceRolledData:
    """
    Attributes:
        dice (list[str]):
        round_ (int):
        lava (list[str] | Unset):
        meteor (RailroadInkEventDiceRolledDataMeteor | Unset):
    """

    dice: list[str]
    round_: int
    lava: list[str] | Unset = UNSET
    meteor: RailroadInkEventDiceRolledDataMeteor | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dice = self.dice

        round_ = self.round_

        lava: list[str] | Unset = UNSET
        if not isinstance(self.lava, Unset):
            lava = self.lava

        meteor: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meteor, Unset):
            meteor = self.meteor.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dice": dice,
                "round": round_,
            }
        )
        if lava is not UNSET:
            field_dict["lava"] = lava
        if meteor is not UNSET:
            field_dict["meteor"] = meteor

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.railroad_ink_event_dice_rolled_data_meteor import RailroadInkEventDiceRolledDataMeteor  # noqa: PLC0415

        d = dict(src_dict)
        dice = cast(list[str], d.pop("dice"))

        round_ = d.pop("round")

        lava = cast(list[str], d.pop("lava", UNSET))

        _meteor = d.pop("meteor", UNSET)
        meteor: RailroadInkEventDiceRolledDataMeteor | Unset
        if isinstance(_meteor, Unset):
            meteor = UNSET
        else:
            meteor = RailroadInkEventDiceRolledDataMeteor.from_dict(_meteor)

        railroad_ink_event_dice_rolled_data = cls(
            dice=dice,
            round_=round_,
            lava=lava,
            meteor=meteor,
        )

        railroad_ink_event_dice_rolled_data.additional_properties = d
        return railroad_ink_event_dice_rolled_data

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
