from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tinners_trail_event_action_taken_data_changes import TinnersTrailEventActionTakenDataChanges
    from ..models.tinners_trail_event_action_taken_data_ore import TinnersTrailEventActionTakenDataOre


T = TypeVar("T", bound="TinnersTrailEventActionTakenData")


@_attrs_define
class TinnersTrailEventActionTakenData:
    """
    Attributes:
        action (str):
        time (list[int]):
        area (str | Unset):
        between (list[str] | Unset):
        changes (TinnersTrailEventActionTakenDataChanges | Unset):
        cost (int | Unset):
        income (int | Unset):
        ore (TinnersTrailEventActionTakenDataOre | Unset):
        stack (int | Unset):
        upgrade (str | Unset):
    """

    action: str
    time: list[int]
    area: str | Unset = UNSET
    between: list[str] | Unset = UNSET
    changes: TinnersTrailEventActionTakenDataChanges | Unset = UNSET
    cost: int | Unset = UNSET
    income: int | Unset = UNSET
    ore: TinnersTrailEventActionTakenDataOre | Unset = UNSET
    stack: int | Unset = UNSET
    upgrade: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        time = self.time

        area = self.area

        between: list[str] | Unset = UNSET
        if not isinstance(self.between, Unset):
            between = self.between

        changes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.changes, Unset):
            changes = self.changes.to_dict()

        cost = self.cost

        income = self.income

        ore: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ore, Unset):
            ore = self.ore.to_dict()

        stack = self.stack

        upgrade = self.upgrade

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "time": time,
            }
        )
        if area is not UNSET:
            field_dict["area"] = area
        if between is not UNSET:
            field_dict["between"] = between
        if changes is not UNSET:
            field_dict["changes"] = changes
        if cost is not UNSET:
            field_dict["cost"] = cost
        if income is not UNSET:
            field_dict["income"] = income
        if ore is not UNSET:
            field_dict["ore"] = ore
        if stack is not UNSET:
            field_dict["stack"] = stack
        if upgrade is not UNSET:
            field_dict["upgrade"] = upgrade

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tinners_trail_event_action_taken_data_changes import TinnersTrailEventActionTakenDataChanges  # noqa: PLC0415
        from ..models.tinners_trail_event_action_taken_data_ore import TinnersTrailEventActionTakenDataOre  # noqa: PLC0415

        d = dict(src_dict)
        action = d.pop("action")

        time = cast(list[int], d.pop("time"))

        area = d.pop("area", UNSET)

        between = cast(list[str], d.pop("between", UNSET))

        _changes = d.pop("changes", UNSET)
        changes: TinnersTrailEventActionTakenDataChanges | Unset
        if isinstance(_changes, Unset):
            changes = UNSET
        else:
            changes = TinnersTrailEventActionTakenDataChanges.from_dict(_changes)

        cost = d.pop("cost", UNSET)

        income = d.pop("income", UNSET)

        _ore = d.pop("ore", UNSET)
        ore: TinnersTrailEventActionTakenDataOre | Unset
        if isinstance(_ore, Unset):
            ore = UNSET
        else:
            ore = TinnersTrailEventActionTakenDataOre.from_dict(_ore)

        stack = d.pop("stack", UNSET)

        upgrade = d.pop("upgrade", UNSET)

        tinners_trail_event_action_taken_data = cls(
            action=action,
            time=time,
            area=area,
            between=between,
            changes=changes,
            cost=cost,
            income=income,
            ore=ore,
            stack=stack,
            upgrade=upgrade,
        )

        tinners_trail_event_action_taken_data.additional_properties = d
        return tinners_trail_event_action_taken_data

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
