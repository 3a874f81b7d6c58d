from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mini_express_automa_turn import MiniExpressAutomaTurn
    from ..models.mini_express_build import MiniExpressBuild
    from ..models.mini_express_draft import MiniExpressDraft
    from ..models.mini_express_pass import MiniExpressPass
    from ..models.mini_express_take_share import MiniExpressTakeShare
    from ..models.table_hand_over import TableHandOver
    from ..models.table_resign import TableResign
    from ..models.table_take_back import TableTakeBack
    from ..models.table_undo import TableUndo


T = TypeVar("T", bound="MiniExpressLegalCommands")


@_attrs_define
class MiniExpressLegalCommands:
    """
    Attributes:
        rules (Literal['mini-express']):
        version (int):
        commands (list[MiniExpressAutomaTurn | MiniExpressBuild | MiniExpressDraft | MiniExpressPass |
            MiniExpressTakeShare | TableHandOver | TableResign | TableTakeBack | TableUndo]):
    """

    rules: Literal["mini-express"]
    version: int
    commands: list[
        MiniExpressAutomaTurn
        | MiniExpressBuild
        | MiniExpressDraft
        | MiniExpressPass
        | MiniExpressTakeShare
        | TableHandOver
        | TableResign
        | TableTakeBack
        | TableUndo
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.mini_express_automa_turn import MiniExpressAutomaTurn  # noqa: PLC0415
        from ..models.mini_express_build import MiniExpressBuild  # noqa: PLC0415
        from ..models.mini_express_draft import MiniExpressDraft  # noqa: PLC0415
        from ..models.mini_express_pass import MiniExpressPass  # noqa: PLC0415
        from ..models.mini_express_take_share import MiniExpressTakeShare  # noqa: PLC0415
        from ..models.table_hand_over import TableHandOver  # noqa: PLC0415
        from ..models.table_resign import TableResign  # noqa: PLC0415
        from ..models.table_undo import TableUndo  # noqa: PLC0415

        rules = self.rules

        version = self.version

        commands = []
        for commands_item_data in self.commands:
            commands_item: dict[str, Any]
            if isinstance(commands_item_data, MiniExpressAutomaTurn):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, MiniExpressBuild):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, MiniExpressDraft):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, MiniExpressPass):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, MiniExpressTakeShare):
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
        from ..models.mini_express_automa_turn import MiniExpressAutomaTurn  # noqa: PLC0415
        from ..models.mini_express_build import MiniExpressBuild  # noqa: PLC0415
        from ..models.mini_express_draft import MiniExpressDraft  # noqa: PLC0415
        from ..models.mini_express_pass import MiniExpressPass  # noqa: PLC0415
        from ..models.mini_express_take_share import MiniExpressTakeShare  # noqa: PLC0415
        from ..models.table_hand_over import TableHandOver  # noqa: PLC0415
        from ..models.table_resign import TableResign  # noqa: PLC0415
        from ..models.table_take_back import TableTakeBack  # noqa: PLC0415
        from ..models.table_undo import TableUndo  # noqa: PLC0415

        d = dict(src_dict)
        rules = cast(Literal["mini-express"], d.pop("rules"))
        if rules != "mini-express":
            raise ValueError(f"rules must match const 'mini-express', got '{rules}'")

        version = d.pop("version")

        commands = []
        _commands = d.pop("commands")
        for commands_item_data in _commands:

            def _parse_commands_item(
                data: object,
            ) -> (
                MiniExpressAutomaTurn
                | MiniExpressBuild
                | MiniExpressDraft
                | MiniExpressPass
                | MiniExpressTakeShare
                | TableHandOver
                | TableResign
                | TableTakeBack
                | TableUndo
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_command_type_0 = MiniExpressAutomaTurn.from_dict(data)

                    return componentsschemas_mini_express_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_command_type_1 = MiniExpressBuild.from_dict(data)

                    return componentsschemas_mini_express_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_command_type_2 = MiniExpressDraft.from_dict(data)

                    return componentsschemas_mini_express_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_command_type_3 = MiniExpressPass.from_dict(data)

                    return componentsschemas_mini_express_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_command_type_4 = MiniExpressTakeShare.from_dict(data)

                    return componentsschemas_mini_express_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_command_type_5 = TableUndo.from_dict(data)

                    return componentsschemas_mini_express_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_command_type_6 = TableResign.from_dict(data)

                    return componentsschemas_mini_express_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_command_type_7 = TableHandOver.from_dict(data)

                    return componentsschemas_mini_express_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mini_express_command_type_8 = TableTakeBack.from_dict(data)

                return componentsschemas_mini_express_command_type_8

            commands_item = _parse_commands_item(commands_item_data)

            commands.append(commands_item)

        mini_express_legal_commands = cls(
            rules=rules,
            version=version,
            commands=commands,
        )

        mini_express_legal_commands.additional_properties = d
        return mini_express_legal_commands

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
