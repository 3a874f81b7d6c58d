from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mini_express_view_automa_state_type_1 import MiniExpressViewAutomaStateType1
    from ..models.mini_express_view_board import MiniExpressViewBoard
    from ..models.mini_express_view_cells import MiniExpressViewCells
    from ..models.mini_express_view_companies import MiniExpressViewCompanies
    from ..models.mini_express_view_demand import MiniExpressViewDemand
    from ..models.mini_express_view_draft_item import MiniExpressViewDraftItem
    from ..models.mini_express_view_golden_spike_type_1 import MiniExpressViewGoldenSpikeType1
    from ..models.mini_express_view_players_item import MiniExpressViewPlayersItem
    from ..models.mini_express_view_ports import MiniExpressViewPorts
    from ..models.mini_express_view_result_type_1 import MiniExpressViewResultType1
    from ..models.mini_express_view_share_values import MiniExpressViewShareValues


T = TypeVar("T", bound="MiniExpressView")


@_attrs_define
class MiniExpressView:
    """Mini Express as one seat (or the spectator) may see it.

    Attributes:
        actions (list[str]):
        automa (int | None):
        automa_state (MiniExpressViewAutomaStateType1 | None):
        board (MiniExpressViewBoard):
        cells (MiniExpressViewCells):
        companies (MiniExpressViewCompanies):
        current (int):
        demand (MiniExpressViewDemand):
        difficulty (None | str):
        draft (list[MiniExpressViewDraftItem]):
        end_triggered (bool):
        golden_spike (MiniExpressViewGoldenSpikeType1 | None):
        kinds (list[str]):
        map_ (str):
        mode (str):
        order (list[int]):
        passes (int):
        phase (str):
        players (list[MiniExpressViewPlayersItem]):
        ports (MiniExpressViewPorts):
        result (MiniExpressViewResultType1 | None):
        round_ (int):
        share_values (MiniExpressViewShareValues):
        turn (int):
        variant (bool):
        viewer (int | None):
        first_game (bool | Unset):
        rules_version (str | Unset):
    """

    actions: list[str]
    automa: int | None
    automa_state: MiniExpressViewAutomaStateType1 | None
    board: MiniExpressViewBoard
    cells: MiniExpressViewCells
    companies: MiniExpressViewCompanies
    current: int
    demand: MiniExpressViewDemand
    difficulty: None | str
    draft: list[MiniExpressViewDraftItem]
    end_triggered: bool
    golden_spike: MiniExpressViewGoldenSpikeType1 | None
    kinds: list[str]
    map_: str
    mode: str
    order: list[int]
    passes: int
    phase: str
    players: list[MiniExpressViewPlayersItem]
    ports: MiniExpressViewPorts
    result: MiniExpressViewResultType1 | None
    round_: int
    share_values: MiniExpressViewShareValues
    turn: int
    variant: bool
    viewer: int | None
    first_game: bool | Unset = UNSET
    rules_version: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.mini_express_view_automa_state_type_1 import MiniExpressViewAutomaStateType1  # noqa: PLC0415
        from ..models.mini_express_view_golden_spike_type_1 import MiniExpressViewGoldenSpikeType1  # noqa: PLC0415
        from ..models.mini_express_view_result_type_1 import MiniExpressViewResultType1  # noqa: PLC0415

        actions = self.actions

        automa: int | None
        automa = self.automa

        automa_state: dict[str, Any] | None
        if isinstance(self.automa_state, MiniExpressViewAutomaStateType1):
            automa_state = self.automa_state.to_dict()
        else:
            automa_state = self.automa_state

        board = self.board.to_dict()

        cells = self.cells.to_dict()

        companies = self.companies.to_dict()

        current = self.current

        demand = self.demand.to_dict()

        difficulty: None | str
        difficulty = self.difficulty

        draft = []
        for draft_item_data in self.draft:
            draft_item = draft_item_data.to_dict()
            draft.append(draft_item)

        end_triggered = self.end_triggered

        golden_spike: dict[str, Any] | None
        if isinstance(self.golden_spike, MiniExpressViewGoldenSpikeType1):
            golden_spike = self.golden_spike.to_dict()
        else:
            golden_spike = self.golden_spike

        kinds = self.kinds

        map_ = self.map_

        mode = self.mode

        order = self.order

        passes = self.passes

        phase = self.phase

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        ports = self.ports.to_dict()

        result: dict[str, Any] | None
        if isinstance(self.result, MiniExpressViewResultType1):
            result = self.result.to_dict()
        else:
            result = self.result

        round_ = self.round_

        share_values = self.share_values.to_dict()

        turn = self.turn

        variant = self.variant

        viewer: int | None
        viewer = self.viewer

        first_game = self.first_game

        rules_version = self.rules_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actions": actions,
                "automa": automa,
                "automa_state": automa_state,
                "board": board,
                "cells": cells,
                "companies": companies,
                "current": current,
                "demand": demand,
                "difficulty": difficulty,
                "draft": draft,
                "end_triggered": end_triggered,
                "golden_spike": golden_spike,
                "kinds": kinds,
                "map": map_,
                "mode": mode,
                "order": order,
                "passes": passes,
                "phase": phase,
                "players": players,
                "ports": ports,
                "result": result,
                "round": round_,
                "share_values": share_values,
                "turn": turn,
                "variant": variant,
                "viewer": viewer,
            }
        )
        if first_game is not UNSET:
            field_dict["first_game"] = first_game
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mini_express_view_automa_state_type_1 import MiniExpressViewAutomaStateType1  # noqa: PLC0415
        from ..models.mini_express_view_board import MiniExpressViewBoard  # noqa: PLC0415
        from ..models.mini_express_view_cells import MiniExpressViewCells  # noqa: PLC0415
        from ..models.mini_express_view_companies import MiniExpressViewCompanies  # noqa: PLC0415
        from ..models.mini_express_view_demand import MiniExpressViewDemand  # noqa: PLC0415
        from ..models.mini_express_view_draft_item import MiniExpressViewDraftItem  # noqa: PLC0415
        from ..models.mini_express_view_golden_spike_type_1 import MiniExpressViewGoldenSpikeType1  # noqa: PLC0415
        from ..models.mini_express_view_players_item import MiniExpressViewPlayersItem  # noqa: PLC0415
        from ..models.mini_express_view_ports import MiniExpressViewPorts  # noqa: PLC0415
        from ..models.mini_express_view_result_type_1 import MiniExpressViewResultType1  # noqa: PLC0415
        from ..models.mini_express_view_share_values import MiniExpressViewShareValues  # noqa: PLC0415

        d = dict(src_dict)
        actions = cast(list[str], d.pop("actions"))

        def _parse_automa(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        automa = _parse_automa(d.pop("automa"))

        def _parse_automa_state(data: object) -> MiniExpressViewAutomaStateType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                automa_state_type_1 = MiniExpressViewAutomaStateType1.from_dict(data)

                return automa_state_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MiniExpressViewAutomaStateType1 | None, data)

        automa_state = _parse_automa_state(d.pop("automa_state"))

        board = MiniExpressViewBoard.from_dict(d.pop("board"))

        cells = MiniExpressViewCells.from_dict(d.pop("cells"))

        companies = MiniExpressViewCompanies.from_dict(d.pop("companies"))

        current = d.pop("current")

        demand = MiniExpressViewDemand.from_dict(d.pop("demand"))

        def _parse_difficulty(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        difficulty = _parse_difficulty(d.pop("difficulty"))

        draft = []
        _draft = d.pop("draft")
        for draft_item_data in _draft:
            draft_item = MiniExpressViewDraftItem.from_dict(draft_item_data)

            draft.append(draft_item)

        end_triggered = d.pop("end_triggered")

        def _parse_golden_spike(data: object) -> MiniExpressViewGoldenSpikeType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                golden_spike_type_1 = MiniExpressViewGoldenSpikeType1.from_dict(data)

                return golden_spike_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MiniExpressViewGoldenSpikeType1 | None, data)

        golden_spike = _parse_golden_spike(d.pop("golden_spike"))

        kinds = cast(list[str], d.pop("kinds"))

        map_ = d.pop("map")

        mode = d.pop("mode")

        order = cast(list[int], d.pop("order"))

        passes = d.pop("passes")

        phase = d.pop("phase")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = MiniExpressViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        ports = MiniExpressViewPorts.from_dict(d.pop("ports"))

        def _parse_result(data: object) -> MiniExpressViewResultType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = MiniExpressViewResultType1.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MiniExpressViewResultType1 | None, data)

        result = _parse_result(d.pop("result"))

        round_ = d.pop("round")

        share_values = MiniExpressViewShareValues.from_dict(d.pop("share_values"))

        turn = d.pop("turn")

        variant = d.pop("variant")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))

        first_game = d.pop("first_game", UNSET)

        rules_version = d.pop("rules_version", UNSET)

        mini_express_view = cls(
            actions=actions,
            automa=automa,
            automa_state=automa_state,
            board=board,
            cells=cells,
            companies=companies,
            current=current,
            demand=demand,
            difficulty=difficulty,
            draft=draft,
            end_triggered=end_triggered,
            golden_spike=golden_spike,
            kinds=kinds,
            map_=map_,
            mode=mode,
            order=order,
            passes=passes,
            phase=phase,
            players=players,
            ports=ports,
            result=result,
            round_=round_,
            share_values=share_values,
            turn=turn,
            variant=variant,
            viewer=viewer,
            first_game=first_game,
            rules_version=rules_version,
        )

        mini_express_view.additional_properties = d
        return mini_express_view

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
