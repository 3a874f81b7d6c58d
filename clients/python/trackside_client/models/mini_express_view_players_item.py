from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mini_express_view_players_item_influence import MiniExpressViewPlayersItemInfluence
    from ..models.mini_express_view_players_item_shares import MiniExpressViewPlayersItemShares


T = TypeVar("T", bound="MiniExpressViewPlayersItem")


@_attrs_define
class MiniExpressViewPlayersItem:
    """
    Attributes:
        influence (MiniExpressViewPlayersItemInfluence | Unset):
        shares (MiniExpressViewPlayersItemShares | Unset):
    """

    influence: MiniExpressViewPlayersItemInfluence | Unset = UNSET
    shares: MiniExpressViewPlayersItemShares | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        influence: dict[str, Any] | Unset = UNSET
        if not isinstance(self.influence, Unset):
            influence = self.influence.to_dict()

        shares: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shares, Unset):
            shares = self.shares.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if influence is not UNSET:
            field_dict["influence"] = influence
        if shares is not UNSET:
            field_dict["shares"] = shares

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mini_express_view_players_item_influence import MiniExpressViewPlayersItemInfluence  # noqa: PLC0415
        from ..models.mini_express_view_players_item_shares import MiniExpressViewPlayersItemShares  # noqa: PLC0415

        d = dict(src_dict)
        _influence = d.pop("influence", UNSET)
        influence: MiniExpressViewPlayersItemInfluence | Unset
        if isinstance(_influence, Unset):
            influence = UNSET
        else:
            influence = MiniExpressViewPlayersItemInfluence.from_dict(_influence)

        _shares = d.pop("shares", UNSET)
        shares: MiniExpressViewPlayersItemShares | Unset
        if isinstance(_shares, Unset):
            shares = UNSET
        else:
            shares = MiniExpressViewPlayersItemShares.from_dict(_shares)

        mini_express_view_players_item = cls(
            influence=influence,
            shares=shares,
        )

        mini_express_view_players_item.additional_properties = d
        return mini_express_view_players_item

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
