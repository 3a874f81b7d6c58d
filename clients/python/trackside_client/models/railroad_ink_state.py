from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_status import GameStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clocks import Clocks
    from ..models.railroad_ink_view import RailroadInkView


T = TypeVar("T", bound="RailroadInkState")


@_attrs_define
class RailroadInkState:
    """
    Attributes:
        version (int):
        turn (int):
        round_ (int):
        status (GameStatus):
        state_hash (str):
        view (RailroadInkView): Railroad Ink as one seat (or the spectator) may see it.
        clocks (Clocks | None | Unset): The clocks, at the game's last version only (null in the past).
        seed_public (bool | Unset): The game has ended and its seed is published (in the summary and the export): false
            while it runs, for a seed the creator chose too.
    """

    version: int
    turn: int
    round_: int
    status: GameStatus
    state_hash: str
    view: RailroadInkView
    clocks: Clocks | None | Unset = UNSET
    seed_public: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.clocks import Clocks  # noqa: PLC0415

        version = self.version

        turn = self.turn

        round_ = self.round_

        status = self.status.value

        state_hash = self.state_hash

        view = self.view.to_dict()

        clocks: dict[str, Any] | None | Unset
        if isinstance(self.clocks, Unset):
            clocks = UNSET
        elif isinstance(self.clocks, Clocks):
            clocks = self.clocks.to_dict()
        else:
            clocks = self.clocks

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
        if clocks is not UNSET:
            field_dict["clocks"] = clocks
        if seed_public is not UNSET:
            field_dict["seed_public"] = seed_public

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clocks import Clocks  # noqa: PLC0415
        from ..models.railroad_ink_view import RailroadInkView  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        turn = d.pop("turn")

        round_ = d.pop("round")

        status = GameStatus(d.pop("status"))

        state_hash = d.pop("state_hash")

        view = RailroadInkView.from_dict(d.pop("view"))

        def _parse_clocks(data: object) -> Clocks | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clocks_type_0 = Clocks.from_dict(data)

                return clocks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clocks | None | Unset, data)

        clocks = _parse_clocks(d.pop("clocks", UNSET))

        seed_public = d.pop("seed_public", UNSET)

        railroad_ink_state = cls(
            version=version,
            turn=turn,
            round_=round_,
            status=status,
            state_hash=state_hash,
            view=view,
            clocks=clocks,
            seed_public=seed_public,
        )

        railroad_ink_state.additional_properties = d
        return railroad_ink_state

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
