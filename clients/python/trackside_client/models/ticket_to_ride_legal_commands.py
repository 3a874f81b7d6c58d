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
    from ..models.ticket_to_ride_claim_route import TicketToRideClaimRoute
    from ..models.ticket_to_ride_draw_deck import TicketToRideDrawDeck
    from ..models.ticket_to_ride_draw_tickets import TicketToRideDrawTickets
    from ..models.ticket_to_ride_keep_tickets import TicketToRideKeepTickets
    from ..models.ticket_to_ride_pass import TicketToRidePass
    from ..models.ticket_to_ride_take_face_up import TicketToRideTakeFaceUp


T = TypeVar("T", bound="TicketToRideLegalCommands")


@_attrs_define
class TicketToRideLegalCommands:
    """
    Attributes:
        rules (Literal['ticket-to-ride']):
        version (int):
        commands (list[TableHandOver | TableResign | TableTakeBack | TableUndo | TicketToRideClaimRoute |
            TicketToRideDrawDeck | TicketToRideDrawTickets | TicketToRideKeepTickets | TicketToRidePass |
            TicketToRideTakeFaceUp]):
    """

    rules: Literal["ticket-to-ride"]
    version: int
    commands: list[
        TableHandOver
        | TableResign
        | TableTakeBack
        | TableUndo
        | TicketToRideClaimRoute
        | TicketToRideDrawDeck
        | TicketToRideDrawTickets
        | TicketToRideKeepTickets
        | TicketToRidePass
        | TicketToRideTakeFaceUp
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.table_hand_over import TableHandOver  # noqa: PLC0415
        from ..models.table_resign import TableResign  # noqa: PLC0415
        from ..models.table_undo import TableUndo  # noqa: PLC0415
        from ..models.ticket_to_ride_claim_route import TicketToRideClaimRoute  # noqa: PLC0415
        from ..models.ticket_to_ride_draw_deck import TicketToRideDrawDeck  # noqa: PLC0415
        from ..models.ticket_to_ride_draw_tickets import TicketToRideDrawTickets  # noqa: PLC0415
        from ..models.ticket_to_ride_keep_tickets import TicketToRideKeepTickets  # noqa: PLC0415
        from ..models.ticket_to_ride_pass import TicketToRidePass  # noqa: PLC0415
        from ..models.ticket_to_ride_take_face_up import TicketToRideTakeFaceUp  # noqa: PLC0415

        rules = self.rules

        version = self.version

        commands = []
        for commands_item_data in self.commands:
            commands_item: dict[str, Any]
            if isinstance(commands_item_data, TicketToRideClaimRoute):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TicketToRideDrawDeck):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TicketToRideDrawTickets):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TicketToRideKeepTickets):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TicketToRidePass):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TicketToRideTakeFaceUp):
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
        from ..models.ticket_to_ride_claim_route import TicketToRideClaimRoute  # noqa: PLC0415
        from ..models.ticket_to_ride_draw_deck import TicketToRideDrawDeck  # noqa: PLC0415
        from ..models.ticket_to_ride_draw_tickets import TicketToRideDrawTickets  # noqa: PLC0415
        from ..models.ticket_to_ride_keep_tickets import TicketToRideKeepTickets  # noqa: PLC0415
        from ..models.ticket_to_ride_pass import TicketToRidePass  # noqa: PLC0415
        from ..models.ticket_to_ride_take_face_up import TicketToRideTakeFaceUp  # noqa: PLC0415

        d = dict(src_dict)
        rules = cast(Literal["ticket-to-ride"], d.pop("rules"))
        if rules != "ticket-to-ride":
            raise ValueError(f"rules must match const 'ticket-to-ride', got '{rules}'")

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
                | TicketToRideClaimRoute
                | TicketToRideDrawDeck
                | TicketToRideDrawTickets
                | TicketToRideKeepTickets
                | TicketToRidePass
                | TicketToRideTakeFaceUp
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_0 = TicketToRideClaimRoute.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_1 = TicketToRideDrawDeck.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_2 = TicketToRideDrawTickets.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_3 = TicketToRideKeepTickets.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_4 = TicketToRidePass.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_5 = TicketToRideTakeFaceUp.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_6 = TableUndo.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_7 = TableResign.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_8 = TableHandOver.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ticket_to_ride_command_type_9 = TableTakeBack.from_dict(data)

                return componentsschemas_ticket_to_ride_command_type_9

            commands_item = _parse_commands_item(commands_item_data)

            commands.append(commands_item)

        ticket_to_ride_legal_commands = cls(
            rules=rules,
            version=version,
            commands=commands,
        )

        ticket_to_ride_legal_commands.additional_properties = d
        return ticket_to_ride_legal_commands

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
