from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.clock_on_timeout import ClockOnTimeout
from ..types import UNSET, Unset

T = TypeVar("T", bound="Clock")


@_attrs_define
class Clock:
    """A Fischer clock: base_s to start with, increment_s added each time the seat's turn ends (one of them above 0);
    on_timeout: the seat loses, or a bot plays it on.

        Attributes:
            base_s (int): The seconds each seat's clock starts with.
            increment_s (int | Unset): The seconds added to a seat's clock each time its turn ends (Fischer). Default: 0.
            on_timeout (ClockOnTimeout | Unset): When a seat's clock reaches zero: lose, the seat is out (with one seat left
                in, that seat wins; with more, a bot plays it on and it cannot win); automa, a bot takes the seat over and plays
                it on. Default: ClockOnTimeout.LOSE.
    """

    base_s: int
    increment_s: int | Unset = 0
    on_timeout: ClockOnTimeout | Unset = ClockOnTimeout.LOSE

    def to_dict(self) -> dict[str, Any]:
        base_s = self.base_s

        increment_s = self.increment_s

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "base_s": base_s,
            }
        )
        if increment_s is not UNSET:
            field_dict["increment_s"] = increment_s
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        base_s = d.pop("base_s")

        increment_s = d.pop("increment_s", UNSET)

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: ClockOnTimeout | Unset
        if isinstance(_on_timeout, Unset):
            on_timeout = UNSET
        else:
            on_timeout = ClockOnTimeout(_on_timeout)

        clock = cls(
            base_s=base_s,
            increment_s=increment_s,
            on_timeout=on_timeout,
        )

        return clock
