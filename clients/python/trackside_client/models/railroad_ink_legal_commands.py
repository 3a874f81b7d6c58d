from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.railroad_ink_draw_volcano import RailroadInkDrawVolcano
    from ..models.railroad_ink_end_round import RailroadInkEndRound
    from ..models.railroad_ink_erase_route import RailroadInkEraseRoute
    from ..models.railroad_ink_ignore_meteor import RailroadInkIgnoreMeteor
    from ..models.railroad_ink_meteor_strike import RailroadInkMeteorStrike
    from ..models.railroad_ink_place_lava import RailroadInkPlaceLava
    from ..models.railroad_ink_place_route import RailroadInkPlaceRoute
    from ..models.railroad_ink_place_special import RailroadInkPlaceSpecial
    from ..models.table_hand_over import TableHandOver
    from ..models.table_resign import TableResign
    from ..models.table_take_back import TableTakeBack
    from ..models.table_undo import TableUndo


T = TypeVar("T", bound="RailroadInkLegalCommands")


@_attrs_define
class RailroadInkLegalCommands:
    """
    Attributes:
        rules (Literal['railroad-ink']):
        version (int):
        commands (list[RailroadInkDrawVolcano | RailroadInkEndRound | RailroadInkEraseRoute | RailroadInkIgnoreMeteor |
            RailroadInkMeteorStrike | RailroadInkPlaceLava | RailroadInkPlaceRoute | RailroadInkPlaceSpecial | TableHandOver
            | TableResign | TableTakeBack | TableUndo]):
    """

    rules: Literal["railroad-ink"]
    version: int
    commands: list[
        RailroadInkDrawVolcano
        | RailroadInkEndRound
        | RailroadInkEraseRoute
        | RailroadInkIgnoreMeteor
        | RailroadInkMeteorStrike
        | RailroadInkPlaceLava
        | RailroadInkPlaceRoute
        | RailroadInkPlaceSpecial
        | TableHandOver
        | TableResign
        | TableTakeBack
        | TableUndo
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.railroad_ink_draw_volcano import RailroadInkDrawVolcano  # noqa: PLC0415
        from ..models.railroad_ink_end_round import RailroadInkEndRound  # noqa: PLC0415
        from ..models.railroad_ink_erase_route import RailroadInkEraseRoute  # noqa: PLC0415
        from ..models.railroad_ink_ignore_meteor import RailroadInkIgnoreMeteor  # noqa: PLC0415
        from ..models.railroad_ink_meteor_strike import RailroadInkMeteorStrike  # noqa: PLC0415
        from ..models.railroad_ink_place_lava import RailroadInkPlaceLava  # noqa: PLC0415
        from ..models.railroad_ink_place_route import RailroadInkPlaceRoute  # noqa: PLC0415
        from ..models.railroad_ink_place_special import RailroadInkPlaceSpecial  # noqa: PLC0415
        from ..models.table_hand_over import TableHandOver  # noqa: PLC0415
        from ..models.table_resign import TableResign  # noqa: PLC0415
        from ..models.table_undo import TableUndo  # noqa: PLC0415

        rules = self.rules

        version = self.version

        commands = []
        for commands_item_data in self.commands:
            commands_item: dict[str, Any]
            if isinstance(commands_item_data, RailroadInkDrawVolcano):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkEndRound):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkEraseRoute):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkIgnoreMeteor):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkMeteorStrike):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkPlaceLava):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkPlaceRoute):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkPlaceSpecial):
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
        from ..models.railroad_ink_draw_volcano import RailroadInkDrawVolcano  # noqa: PLC0415
        from ..models.railroad_ink_end_round import RailroadInkEndRound  # noqa: PLC0415
        from ..models.railroad_ink_erase_route import RailroadInkEraseRoute  # noqa: PLC0415
        from ..models.railroad_ink_ignore_meteor import RailroadInkIgnoreMeteor  # noqa: PLC0415
        from ..models.railroad_ink_meteor_strike import RailroadInkMeteorStrike  # noqa: PLC0415
        from ..models.railroad_ink_place_lava import RailroadInkPlaceLava  # noqa: PLC0415
        from ..models.railroad_ink_place_route import RailroadInkPlaceRoute  # noqa: PLC0415
        from ..models.railroad_ink_place_special import RailroadInkPlaceSpecial  # noqa: PLC0415
        from ..models.table_hand_over import TableHandOver  # noqa: PLC0415
        from ..models.table_resign import TableResign  # noqa: PLC0415
        from ..models.table_take_back import TableTakeBack  # noqa: PLC0415
        from ..models.table_undo import TableUndo  # noqa: PLC0415

        d = dict(src_dict)
        rules = cast(Literal["railroad-ink"], d.pop("rules"))
        if rules != "railroad-ink":
            raise ValueError(f"rules must match const 'railroad-ink', got '{rules}'")

        version = d.pop("version")

        commands = []
        _commands = d.pop("commands")
        for commands_item_data in _commands:

            def _parse_commands_item(
                data: object,
            ) -> (
                RailroadInkDrawVolcano
                | RailroadInkEndRound
                | RailroadInkEraseRoute
                | RailroadInkIgnoreMeteor
                | RailroadInkMeteorStrike
                | RailroadInkPlaceLava
                | RailroadInkPlaceRoute
                | RailroadInkPlaceSpecial
                | TableHandOver
                | TableResign
                | TableTakeBack
                | TableUndo
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_0 = RailroadInkDrawVolcano.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_1 = RailroadInkEndRound.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_2 = RailroadInkEraseRoute.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_3 = RailroadInkIgnoreMeteor.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_4 = RailroadInkMeteorStrike.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_5 = RailroadInkPlaceLava.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_6 = RailroadInkPlaceRoute.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_7 = RailroadInkPlaceSpecial.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_8 = TableUndo.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_9 = TableResign.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_10 = TableHandOver.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_railroad_ink_command_type_11 = TableTakeBack.from_dict(data)

                return componentsschemas_railroad_ink_command_type_11

            commands_item = _parse_commands_item(commands_item_data)

            commands.append(commands_item)

        railroad_ink_legal_commands = cls(
            rules=rules,
            version=version,
            commands=commands,
        )

        railroad_ink_legal_commands.additional_properties = d
        return railroad_ink_legal_commands

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
