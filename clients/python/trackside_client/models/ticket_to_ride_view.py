from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ticket_to_ride_view_claimed import TicketToRideViewClaimed
    from ..models.ticket_to_ride_view_players_item import TicketToRideViewPlayersItem
    from ..models.ticket_to_ride_view_result_type_1 import TicketToRideViewResultType1


T = TypeVar("T", bound="TicketToRideView")


@_attrs_define
class TicketToRideView:
    """Ticket to Ride as one seat (or the spectator) may see it.

    Attributes:
        active_seat (int | None):
        cards_drawn_this_turn (int):
        claimed (TicketToRideViewClaimed):
        deck_count (int):
        discard_count (int):
        face_up (list[str]):
        final_turns_left (int | None):
        phase (str):
        players (list[TicketToRideViewPlayersItem]):
        result (None | TicketToRideViewResultType1):
        ticket_deck_count (int):
        turn (int):
        viewer (int | None):
    """

    active_seat: int | None
    cards_drawn_this_turn: int
    claimed: TicketToRideViewClaimed
    deck_count: int
    discard_count: int
    face_up: list[str]
    final_turns_left: int | None
    phase: str
    players: list[TicketToRideViewPlayersItem]
    result: None | TicketToRideViewResultType1
    ticket_deck_count: int
    turn: int
    viewer: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.ticket_to_ride_view_result_type_1 import TicketToRideViewResultType1  # noqa: PLC0415

        active_seat: int | None
        active_seat = self.active_seat

        cards_drawn_this_turn = self.cards_drawn_this_turn

        claimed = self.claimed.to_dict()

        deck_count = self.deck_count

        discard_count = self.discard_count

        face_up = self.face_up

        final_turns_left: int | None
        final_turns_left = self.final_turns_left

        phase = self.phase

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        result: dict[str, Any] | None
        if isinstance(self.result, TicketToRideViewResultType1):
            result = self.result.to_dict()
        else:
            result = self.result

        ticket_deck_count = self.ticket_deck_count

        turn = self.turn

        viewer: int | None
        viewer = self.viewer

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active_seat": active_seat,
                "cards_drawn_this_turn": cards_drawn_this_turn,
                "claimed": claimed,
                "deck_count": deck_count,
                "discard_count": discard_count,
                "face_up": face_up,
                "final_turns_left": final_turns_left,
                "phase": phase,
                "players": players,
                "result": result,
                "ticket_deck_count": ticket_deck_count,
                "turn": turn,
                "viewer": viewer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ticket_to_ride_view_claimed import TicketToRideViewClaimed  # noqa: PLC0415
        from ..models.ticket_to_ride_view_players_item import TicketToRideViewPlayersItem  # noqa: PLC0415
        from ..models.ticket_to_ride_view_result_type_1 import TicketToRideViewResultType1  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_active_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        active_seat = _parse_active_seat(d.pop("active_seat"))

        cards_drawn_this_turn = d.pop("cards_drawn_this_turn")

        claimed = TicketToRideViewClaimed.from_dict(d.pop("claimed"))

        deck_count = d.pop("deck_count")

        discard_count = d.pop("discard_count")

        face_up = cast(list[str], d.pop("face_up"))

        def _parse_final_turns_left(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        final_turns_left = _parse_final_turns_left(d.pop("final_turns_left"))

        phase = d.pop("phase")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = TicketToRideViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        def _parse_result(data: object) -> None | TicketToRideViewResultType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = TicketToRideViewResultType1.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TicketToRideViewResultType1, data)

        result = _parse_result(d.pop("result"))

        ticket_deck_count = d.pop("ticket_deck_count")

        turn = d.pop("turn")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))

        ticket_to_ride_view = cls(
            active_seat=active_seat,
            cards_drawn_this_turn=cards_drawn_this_turn,
            claimed=claimed,
            deck_count=deck_count,
            discard_count=discard_count,
            face_up=face_up,
            final_turns_left=final_turns_left,
            phase=phase,
            players=players,
            result=result,
            ticket_deck_count=ticket_deck_count,
            turn=turn,
            viewer=viewer,
        )

        ticket_to_ride_view.additional_properties = d
        return ticket_to_ride_view

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
