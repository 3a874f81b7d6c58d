from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lilliput_view_action_type_1_declined_prices import LilliputViewActionType1DeclinedPrices


T = TypeVar("T", bound="LilliputViewActionType1")


@_attrs_define
class LilliputViewActionType1:
    """
    Attributes:
        action (int):
        card (str):
        character_laid (bool):
        founded (None | str):
        kind (str):
        lays (list[list[str]]):
        open_ (bool):
        sold (list[str]):
        trains (int):
        declined (list[str] | Unset):
        declined_prices (LilliputViewActionType1DeclinedPrices | Unset):
    """

    action: int
    card: str
    character_laid: bool
    founded: None | str
    kind: str
    lays: list[list[str]]
    open_: bool
    sold: list[str]
    trains: int
    declined: list[str] | Unset = UNSET
    declined_prices: LilliputViewActionType1DeclinedPrices | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        card = self.card

        character_laid = self.character_laid

        founded: None | str
        founded = self.founded

        kind = self.kind

        lays = []
        for lays_item_data in self.lays:
            lays_item = lays_item_data

            lays.append(lays_item)

        open_ = self.open_

        sold = self.sold

        trains = self.trains

        declined: list[str] | Unset = UNSET
        if not isinstance(self.declined, Unset):
            declined = self.declined

        declined_prices: dict[str, Any] | Unset = UNSET
        if not isinstance(self.declined_prices, Unset):
            declined_prices = self.declined_prices.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "card": card,
                "character_laid": character_laid,
                "founded": founded,
                "kind": kind,
                "lays": lays,
                "open": open_,
                "sold": sold,
                "trains": trains,
            }
        )
        if declined is not UNSET:
            field_dict["declined"] = declined
        if declined_prices is not UNSET:
            field_dict["declined_prices"] = declined_prices

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_view_action_type_1_declined_prices import LilliputViewActionType1DeclinedPrices  # noqa: PLC0415

        d = dict(src_dict)
        action = d.pop("action")

        card = d.pop("card")

        character_laid = d.pop("character_laid")

        def _parse_founded(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        founded = _parse_founded(d.pop("founded"))

        kind = d.pop("kind")

        lays = []
        _lays = d.pop("lays")
        for lays_item_data in _lays:
            lays_item = cast(list[str], lays_item_data)

            lays.append(lays_item)

        open_ = d.pop("open")

        sold = cast(list[str], d.pop("sold"))

        trains = d.pop("trains")

        declined = cast(list[str], d.pop("declined", UNSET))

        _declined_prices = d.pop("declined_prices", UNSET)
        declined_prices: LilliputViewActionType1DeclinedPrices | Unset
        if isinstance(_declined_prices, Unset):
            declined_prices = UNSET
        else:
            declined_prices = LilliputViewActionType1DeclinedPrices.from_dict(_declined_prices)

        lilliput_view_action_type_1 = cls(
            action=action,
            card=card,
            character_laid=character_laid,
            founded=founded,
            kind=kind,
            lays=lays,
            open_=open_,
            sold=sold,
            trains=trains,
            declined=declined,
            declined_prices=declined_prices,
        )

        lilliput_view_action_type_1.additional_properties = d
        return lilliput_view_action_type_1

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
