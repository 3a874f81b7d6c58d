from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.table_hand_over import TableHandOver
    from ..models.table_resign import TableResign
    from ..models.table_take_back import TableTakeBack
    from ..models.table_undo import TableUndo
    from ..models.tinners_trail_bid import TinnersTrailBid
    from ..models.tinners_trail_build_mine import TinnersTrailBuildMine
    from ..models.tinners_trail_build_port import TinnersTrailBuildPort
    from ..models.tinners_trail_build_train import TinnersTrailBuildTrain
    from ..models.tinners_trail_dig_adit import TinnersTrailDigAdit
    from ..models.tinners_trail_drop_out import TinnersTrailDropOut
    from ..models.tinners_trail_explore import TinnersTrailExplore
    from ..models.tinners_trail_improve_pumps import TinnersTrailImprovePumps
    from ..models.tinners_trail_invest import TinnersTrailInvest
    from ..models.tinners_trail_mine_ore import TinnersTrailMineOre
    from ..models.tinners_trail_pass import TinnersTrailPass
    from ..models.tinners_trail_place_miner import TinnersTrailPlaceMiner
    from ..models.tinners_trail_sell_pasties import TinnersTrailSellPasties


T = TypeVar("T", bound="TinnersTrailLegalCommands")


@_attrs_define
class TinnersTrailLegalCommands:
    """
    Attributes:
        rules (Literal['tinners-trail']):
        version (int):
        commands (list[TableHandOver | TableResign | TableTakeBack | TableUndo | TinnersTrailBid | TinnersTrailBuildMine
            | TinnersTrailBuildPort | TinnersTrailBuildTrain | TinnersTrailDigAdit | TinnersTrailDropOut |
            TinnersTrailExplore | TinnersTrailImprovePumps | TinnersTrailInvest | TinnersTrailMineOre | TinnersTrailPass |
            TinnersTrailPlaceMiner | TinnersTrailSellPasties]):
    """

    rules: Literal["tinners-trail"]
    version: int
    commands: list[
        TableHandOver
        | TableResign
        | TableTakeBack
        | TableUndo
        | TinnersTrailBid
        | TinnersTrailBuildMine
        | TinnersTrailBuildPort
        | TinnersTrailBuildTrain
        | TinnersTrailDigAdit
        | TinnersTrailDropOut
        | TinnersTrailExplore
        | TinnersTrailImprovePumps
        | TinnersTrailInvest
        | TinnersTrailMineOre
        | TinnersTrailPass
        | TinnersTrailPlaceMiner
        | TinnersTrailSellPasties
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.table_hand_over import TableHandOver  # noqa: PLC0415
        from ..models.table_resign import TableResign  # noqa: PLC0415
        from ..models.table_undo import TableUndo  # noqa: PLC0415
        from ..models.tinners_trail_bid import TinnersTrailBid  # noqa: PLC0415
        from ..models.tinners_trail_build_mine import TinnersTrailBuildMine  # noqa: PLC0415
        from ..models.tinners_trail_build_port import TinnersTrailBuildPort  # noqa: PLC0415
        from ..models.tinners_trail_build_train import TinnersTrailBuildTrain  # noqa: PLC0415
        from ..models.tinners_trail_dig_adit import TinnersTrailDigAdit  # noqa: PLC0415
        from ..models.tinners_trail_drop_out import TinnersTrailDropOut  # noqa: PLC0415
        from ..models.tinners_trail_explore import TinnersTrailExplore  # noqa: PLC0415
        from ..models.tinners_trail_improve_pumps import TinnersTrailImprovePumps  # noqa: PLC0415
        from ..models.tinners_trail_invest import TinnersTrailInvest  # noqa: PLC0415
        from ..models.tinners_trail_mine_ore import TinnersTrailMineOre  # noqa: PLC0415
        from ..models.tinners_trail_pass import TinnersTrailPass  # noqa: PLC0415
        from ..models.tinners_trail_place_miner import TinnersTrailPlaceMiner  # noqa: PLC0415
        from ..models.tinners_trail_sell_pasties import TinnersTrailSellPasties  # noqa: PLC0415

        rules = self.rules

        version = self.version

        commands = []
        for commands_item_data in self.commands:
            commands_item: dict[str, Any]
            if isinstance(commands_item_data, TinnersTrailBid):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailBuildMine):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailBuildPort):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailBuildTrain):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailDigAdit):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailDropOut):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailExplore):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailImprovePumps):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailInvest):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailMineOre):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailPass):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailPlaceMiner):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailSellPasties):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TableUndo):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TableResign):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TableHandOver):
                commands_item = commands_item_data.to_dict()
            else:
                commands_item = commands_item_data.to_dict()

            commands.append(commands_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rules": rules,
                "version": version,
                "commands": commands,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.table_hand_over import TableHandOver  # noqa: PLC0415
        from ..models.table_resign import TableResign  # noqa: PLC0415
        from ..models.table_take_back import TableTakeBack  # noqa: PLC0415
        from ..models.table_undo import TableUndo  # noqa: PLC0415
        from ..models.tinners_trail_bid import TinnersTrailBid  # noqa: PLC0415
        from ..models.tinners_trail_build_mine import TinnersTrailBuildMine  # noqa: PLC0415
        from ..models.tinners_trail_build_port import TinnersTrailBuildPort  # noqa: PLC0415
        from ..models.tinners_trail_build_train import TinnersTrailBuildTrain  # noqa: PLC0415
        from ..models.tinners_trail_dig_adit import TinnersTrailDigAdit  # noqa: PLC0415
        from ..models.tinners_trail_drop_out import TinnersTrailDropOut  # noqa: PLC0415
        from ..models.tinners_trail_explore import TinnersTrailExplore  # noqa: PLC0415
        from ..models.tinners_trail_improve_pumps import TinnersTrailImprovePumps  # noqa: PLC0415
        from ..models.tinners_trail_invest import TinnersTrailInvest  # noqa: PLC0415
        from ..models.tinners_trail_mine_ore import TinnersTrailMineOre  # noqa: PLC0415
        from ..models.tinners_trail_pass import TinnersTrailPass  # noqa: PLC0415
        from ..models.tinners_trail_place_miner import TinnersTrailPlaceMiner  # noqa: PLC0415
        from ..models.tinners_trail_sell_pasties import TinnersTrailSellPasties  # noqa: PLC0415

        d = dict(src_dict)
        rules = cast(Literal["tinners-trail"], d.pop("rules"))
        if rules != "tinners-trail":
            raise ValueError(f"rules must match const 'tinners-trail', got '{rules}'")

        version = d.pop("version")

        commands = []
        _commands = d.pop("commands")
        for commands_item_data in _commands:

            def _parse_commands_item(
                data: object,
            ) -> (
                TableHandOver
                | TableResign
                | TableTakeBack
                | TableUndo
                | TinnersTrailBid
                | TinnersTrailBuildMine
                | TinnersTrailBuildPort
                | TinnersTrailBuildTrain
                | TinnersTrailDigAdit
                | TinnersTrailDropOut
                | TinnersTrailExplore
                | TinnersTrailImprovePumps
                | TinnersTrailInvest
                | TinnersTrailMineOre
                | TinnersTrailPass
                | TinnersTrailPlaceMiner
                | TinnersTrailSellPasties
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_0 = TinnersTrailBid.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_1 = TinnersTrailBuildMine.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_2 = TinnersTrailBuildPort.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_3 = TinnersTrailBuildTrain.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_4 = TinnersTrailDigAdit.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_5 = TinnersTrailDropOut.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_6 = TinnersTrailExplore.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_7 = TinnersTrailImprovePumps.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_8 = TinnersTrailInvest.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_9 = TinnersTrailMineOre.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_10 = TinnersTrailPass.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_11 = TinnersTrailPlaceMiner.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_12 = TinnersTrailSellPasties.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_13 = TableUndo.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_14 = TableResign.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_15 = TableHandOver.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tinners_trail_command_type_16 = TableTakeBack.from_dict(data)

                return componentsschemas_tinners_trail_command_type_16

            commands_item = _parse_commands_item(commands_item_data)

            commands.append(commands_item)

        tinners_trail_legal_commands = cls(
            rules=rules,
            version=version,
            commands=commands,
        )

        tinners_trail_legal_commands.additional_properties = d
        return tinners_trail_legal_commands

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
