from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lilliput_card import LilliputCard

T = TypeVar("T", bound="LilliputTakeCardData")


@_attrs_define
class LilliputTakeCardData:
    """
    Attributes:
        card (LilliputCard):
        action (int):
    """

    card: LilliputCard
    action: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        action = self.action

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = LilliputCard(d.pop("card"))

        action = d.pop("action")

        lilliput_take_card_data = cls(
            card=card,
            action=action,
        )

        return lilliput_take_card_data
