"""Ticket to Ride, USA base map, for 2 to 5 players.

`RULES` is made on first use (PEP 562), so that a board's score (`trackside score`, domain.ticket_to_ride.scoring)
loads neither the command schemas nor the views and pictures."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["RULES", "TicketToRide"]


def __getattr__(name: str) -> Any:
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from domain.ticket_to_ride.rules import TicketToRide

    globals().update(RULES=globals().get("RULES") or TicketToRide(), TicketToRide=TicketToRide)
    return globals()[name]


if TYPE_CHECKING:
    from domain.ticket_to_ride.rules import TicketToRide

    RULES: TicketToRide
