from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.railroad_ink_options_expansions_item import RailroadInkOptionsExpansionsItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock import Clock


T = TypeVar("T", bound="RailroadInkOptions")


@_attrs_define
class RailroadInkOptions:
    """The options of Railroad Ink, and the table's (undo, clock).

    Attributes:
        expansions (list[RailroadInkOptionsExpansionsItem] | Unset): The rulebook's expansions ("ROZŠÍŘENÍ") played:
            none, meteor, lava or both (each at most once); with any, the game has 6 rounds, and each round's roll adds the
            meteor's direction and distance dice or the two lava dice.
        undo (bool | Unset): false: no seat may take back a command (undo is refused: undo.disabled). Left out: a seat
            may take back its last commands while they revealed nothing and no other seat has acted, at most 3 undos a turn.
        clock (Clock | Unset): A Fischer clock: base_s to start with, increment_s added each time the seat's turn ends
            (one of them above 0); on_timeout: the seat loses, or a bot plays it on.
    """

    expansions: list[RailroadInkOptionsExpansionsItem] | Unset = UNSET
    undo: bool | Unset = UNSET
    clock: Clock | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        expansions: list[str] | Unset = UNSET
        if not isinstance(self.expansions, Unset):
            expansions = []
            for expansions_item_data in self.expansions:
                expansions_item = expansions_item_data.value
                expansions.append(expansions_item)

        undo = self.undo

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if expansions is not UNSET:
            field_dict["expansions"] = expansions
        if undo is not UNSET:
            field_dict["undo"] = undo
        if clock is not UNSET:
            field_dict["clock"] = clock

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock  # noqa: PLC0415

        d = dict(src_dict)
        _expansions = d.pop("expansions", UNSET)
        expansions: list[RailroadInkOptionsExpansionsItem] | Unset = UNSET
        if _expansions is not UNSET:
            expansions = []
            for expansions_item_data in _expansions:
                expansions_item = RailroadInkOptionsExpansionsItem(expansions_item_data)

                expansions.append(expansions_item)

        undo = d.pop("undo", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)

        railroad_ink_options = cls(
            expansions=expansions,
            undo=undo,
            clock=clock,
        )

        return railroad_ink_options
