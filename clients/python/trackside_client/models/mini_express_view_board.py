from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mini_express_view_board_cities_item import MiniExpressViewBoardCitiesItem
    from ..models.mini_express_view_board_golden_spike import MiniExpressViewBoardGoldenSpike


T = TypeVar("T", bound="MiniExpressViewBoard")


@_attrs_define
class MiniExpressViewBoard:
    """
    Attributes:
        cities (list[MiniExpressViewBoardCitiesItem]):
        height (int):
        name (str):
        width (int):
        golden_spike (MiniExpressViewBoardGoldenSpike | Unset):
        ports (list[str] | Unset):
    """

    cities: list[MiniExpressViewBoardCitiesItem]
    height: int
    name: str
    width: int
    golden_spike: MiniExpressViewBoardGoldenSpike | Unset = UNSET
    ports: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cities = []
        for cities_item_data in self.cities:
            cities_item = cities_item_data.to_dict()
            cities.append(cities_item)

        height = self.height

        name = self.name

        width = self.width

        golden_spike: dict[str, Any] | Unset = UNSET
        if not isinstance(self.golden_spike, Unset):
            golden_spike = self.golden_spike.to_dict()

        ports: list[str] | Unset = UNSET
        if not isinstance(self.ports, Unset):
            ports = self.ports

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cities": cities,
                "height": height,
                "name": name,
                "width": width,
            }
        )
        if golden_spike is not UNSET:
            field_dict["golden_spike"] = golden_spike
        if ports is not UNSET:
            field_dict["ports"] = ports

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mini_express_view_board_cities_item import MiniExpressViewBoardCitiesItem  # noqa: PLC0415
        from ..models.mini_express_view_board_golden_spike import MiniExpressViewBoardGoldenSpike  # noqa: PLC0415

        d = dict(src_dict)
        cities = []
        _cities = d.pop("cities")
        for cities_item_data in _cities:
            cities_item = MiniExpressViewBoardCitiesItem.from_dict(cities_item_data)

            cities.append(cities_item)

        height = d.pop("height")

        name = d.pop("name")

        width = d.pop("width")

        _golden_spike = d.pop("golden_spike", UNSET)
        golden_spike: MiniExpressViewBoardGoldenSpike | Unset
        if isinstance(_golden_spike, Unset):
            golden_spike = UNSET
        else:
            golden_spike = MiniExpressViewBoardGoldenSpike.from_dict(_golden_spike)

        ports = cast(list[str], d.pop("ports", UNSET))

        mini_express_view_board = cls(
            cities=cities,
            height=height,
            name=name,
            width=width,
            golden_spike=golden_spike,
            ports=ports,
        )

        mini_express_view_board.additional_properties = d
        return mini_express_view_board

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
