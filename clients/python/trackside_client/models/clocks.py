from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.clocks_on_timeout import ClocksOnTimeout

T = TypeVar("T", bound="Clocks")


@_attrs_define
class Clocks:
    """
    Attributes:
        base_s (int): The seconds each seat's clock starts with.
        increment_s (int): The seconds added to a seat's clock each time its turn ends (Fischer). Default: 0.
        on_timeout (ClocksOnTimeout): When a seat's clock reaches zero: lose, the seat is out (with one seat left in,
            that seat wins; with more, a bot plays it on and it cannot win); automa, a bot takes the seat over and plays it
            on. Default: ClocksOnTimeout.LOSE.
        remaining_ms (list[int]): Per seat, as of the answer (running clocks counted down).
        running (list[int]):
        deadline (datetime.datetime | None): When the first running clock reaches zero.
    """

    base_s: int
    remaining_ms: list[int]
    running: list[int]
    deadline: datetime.datetime | None
    increment_s: int = 0
    on_timeout: ClocksOnTimeout = ClocksOnTimeout.LOSE
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        base_s = self.base_s

        increment_s = self.increment_s

        on_timeout = self.on_timeout.value

        remaining_ms = self.remaining_ms

        running = self.running

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "base_s": base_s,
                "increment_s": increment_s,
                "on_timeout": on_timeout,
                "remaining_ms": remaining_ms,
                "running": running,
                "deadline": deadline,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        base_s = d.pop("base_s")

        increment_s = d.pop("increment_s")

        on_timeout = ClocksOnTimeout(d.pop("on_timeout"))

        remaining_ms = cast(list[int], d.pop("remaining_ms"))

        running = cast(list[int], d.pop("running"))

        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        clocks = cls(
            base_s=base_s,
            increment_s=increment_s,
            on_timeout=on_timeout,
            remaining_ms=remaining_ms,
            running=running,
            deadline=deadline,
        )

        clocks.additional_properties = d
        return clocks

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
