from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tinners_trail_state_status import TinnersTrailStateStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tinners_trail_view import TinnersTrailView


T = TypeVar("T", bound="TinnersTrailState")


@_attrs_define
class TinnersTrailState:
    """
    Attributes:
        version (int):
        turn (int):
        round_ (int):
        status (TinnersTrailStateStatus):
        state_hash (str):
        view (TinnersTrailView): Tinners' Trail as one seat (or the spectator) may see it.
        seed_public (bool | Unset): The creator chose the seed: anyone can compute every hidden card from it.
    """

    version: int
    turn: int
    round_: int
    status: TinnersTrailStateStatus
    state_hash: str
    view: TinnersTrailView
    seed_public: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        turn = self.turn

        round_ = self.round_

        status = self.status.value

        state_hash = self.state_hash

        view = self.view.to_dict()

        seed_public = self.seed_public

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "turn": turn,
                "round": round_,
                "status": status,
                "state_hash": state_hash,
                "view": view,
            }
        )
        if seed_public is not UNSET:
            field_dict["seed_public"] = seed_public

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tinners_trail_view import TinnersTrailView  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        turn = d.pop("turn")

        round_ = d.pop("round")

        status = TinnersTrailStateStatus(d.pop("status"))

        state_hash = d.pop("state_hash")

        view = TinnersTrailView.from_dict(d.pop("view"))

        seed_public = d.pop("seed_public", UNSET)

        tinners_trail_state = cls(
            version=version,
            turn=turn,
            round_=round_,
            status=status,
            state_hash=state_hash,
            view=view,
            seed_public=seed_public,
        )

        tinners_trail_state.additional_properties = d
        return tinners_trail_state

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
