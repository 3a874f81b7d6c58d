from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.railroad_ink_view_seats_item_drawn_this_round_item import RailroadInkViewSeatsItemDrawnThisRoundItem
    from ..models.railroad_ink_view_seats_item_meteor_at import RailroadInkViewSeatsItemMeteorAt


T = TypeVar("T", bound="RailroadInkViewSeatsItem")


@_attrs_define
class RailroadInkViewSeatsItem:
    """
    Attributes:
        dice_used (list[int] | Unset):
        drawn_this_round (list[RailroadInkViewSeatsItemDrawnThisRoundItem] | Unset):
        ended_round (bool | Unset):
        lava_used (list[int] | Unset):
        meteor_at (RailroadInkViewSeatsItemMeteorAt | Unset):
        meteor_pending (bool | Unset):
        seat (int | Unset):
        specials_this_round (list[str] | Unset):
        specials_used (list[str] | Unset):
        volcano_drawn (bool | Unset):
    """

    dice_used: list[int] | Unset = UNSET
    drawn_this_round: list[RailroadInkViewSeatsItemDrawnThisRoundItem] | Unset = UNSET
    ended_round: bool | Unset = UNSET
    lava_used: list[int] | Unset = UNSET
    meteor_at: RailroadInkViewSeatsItemMeteorAt | Unset = UNSET
    meteor_pending: bool | Unset = UNSET
    seat: int | Unset = UNSET
    specials_this_round: list[str] | Unset = UNSET
    specials_used: list[str] | Unset = UNSET
    volcano_drawn: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dice_used: list[int] | Unset = UNSET
        if not isinstance(self.dice_used, Unset):
            dice_used = self.dice_used

        drawn_this_round: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.drawn_this_round, Unset):
            drawn_this_round = []
            for drawn_this_round_item_data in self.drawn_this_round:
                drawn_this_round_item = drawn_this_round_item_data.to_dict()
                drawn_this_round.append(drawn_this_round_item)

        ended_round = self.ended_round

        lava_used: list[int] | Unset = UNSET
        if not isinstance(self.lava_used, Unset):
            lava_used = self.lava_used

        meteor_at: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meteor_at, Unset):
            meteor_at = self.meteor_at.to_dict()

        meteor_pending = self.meteor_pending

        seat = self.seat

        specials_this_round: list[str] | Unset = UNSET
        if not isinstance(self.specials_this_round, Unset):
            specials_this_round = self.specials_this_round

        specials_used: list[str] | Unset = UNSET
        if not isinstance(self.specials_used, Unset):
            specials_used = self.specials_used

        volcano_drawn = self.volcano_drawn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if dice_used is not UNSET:
            field_dict["dice_used"] = dice_used
        if drawn_this_round is not UNSET:
            field_dict["drawn_this_round"] = drawn_this_round
        if ended_round is not UNSET:
            field_dict["ended_round"] = ended_round
        if lava_used is not UNSET:
            field_dict["lava_used"] = lava_used
        if meteor_at is not UNSET:
            field_dict["meteor_at"] = meteor_at
        if meteor_pending is not UNSET:
            field_dict["meteor_pending"] = meteor_pending
        if seat is not UNSET:
            field_dict["seat"] = seat
        if specials_this_round is not UNSET:
            field_dict["specials_this_round"] = specials_this_round
        if specials_used is not UNSET:
            field_dict["specials_used"] = specials_used
        if volcano_drawn is not UNSET:
            field_dict["volcano_drawn"] = volcano_drawn

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.railroad_ink_view_seats_item_drawn_this_round_item import (
            RailroadInkViewSeatsItemDrawnThisRoundItem,  # noqa: PLC0415
        )
        from ..models.railroad_ink_view_seats_item_meteor_at import RailroadInkViewSeatsItemMeteorAt  # noqa: PLC0415

        d = dict(src_dict)
        dice_used = cast(list[int], d.pop("dice_used", UNSET))

        _drawn_this_round = d.pop("drawn_this_round", UNSET)
        drawn_this_round: list[RailroadInkViewSeatsItemDrawnThisRoundItem] | Unset = UNSET
        if _drawn_this_round is not UNSET:
            drawn_this_round = []
            for drawn_this_round_item_data in _drawn_this_round:
                drawn_this_round_item = RailroadInkViewSeatsItemDrawnThisRoundItem.from_dict(drawn_this_round_item_data)

                drawn_this_round.append(drawn_this_round_item)

        ended_round = d.pop("ended_round", UNSET)

        lava_used = cast(list[int], d.pop("lava_used", UNSET))

        _meteor_at = d.pop("meteor_at", UNSET)
        meteor_at: RailroadInkViewSeatsItemMeteorAt | Unset
        if isinstance(_meteor_at, Unset):
            meteor_at = UNSET
        else:
            meteor_at = RailroadInkViewSeatsItemMeteorAt.from_dict(_meteor_at)

        meteor_pending = d.pop("meteor_pending", UNSET)

        seat = d.pop("seat", UNSET)

        specials_this_round = cast(list[str], d.pop("specials_this_round", UNSET))

        specials_used = cast(list[str], d.pop("specials_used", UNSET))

        volcano_drawn = d.pop("volcano_drawn", UNSET)

        railroad_ink_view_seats_item = cls(
            dice_used=dice_used,
            drawn_this_round=drawn_this_round,
            ended_round=ended_round,
            lava_used=lava_used,
            meteor_at=meteor_at,
            meteor_pending=meteor_pending,
            seat=seat,
            specials_this_round=specials_this_round,
            specials_used=specials_used,
            volcano_drawn=volcano_drawn,
        )

        railroad_ink_view_seats_item.additional_properties = d
        return railroad_ink_view_seats_item

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
