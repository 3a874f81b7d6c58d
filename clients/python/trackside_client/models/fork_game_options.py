from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock import Clock


T = TypeVar("T", bound="ForkGameOptions")


@_attrs_define
class ForkGameOptions:
    """Only the table's options may change.

    Attributes:
        undo (bool | Unset): false: no seat may take back a command (undo is refused: undo.disabled). Left out: a seat
            may take back its last commands while they revealed nothing and no other seat has acted, at most 3 undos a turn.
        clock (Clock | Unset): A Fischer clock: base_s to start with, increment_s added each time the seat's turn ends
            (one of them above 0); on_timeout: the seat loses, or a bot plays it on.
    """

    undo: bool | Unset = UNSET
    clock: Clock | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        undo = self.undo

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if undo is not UNSET:
            field_dict["undo"] = undo
        if clock is not UNSET:
            field_dict["clock"] = clock

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock  # noqa: PLC0415

        d = dict(src_dict)
        undo = d.pop("undo", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)

        fork_game_options = cls(
            undo=undo,
            clock=clock,
        )

        return fork_game_options
