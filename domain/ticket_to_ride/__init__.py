"""Ticket to Ride, USA base map, for 2 to 5 players.

`RULES` is made on first use (domain.core.rules.rules_on_first_use), so that a board's score (`trackside score`,
domain.ticket_to_ride.scoring) loads neither the command schemas nor the views and pictures."""
from __future__ import annotations

from typing import TYPE_CHECKING

from domain.core.rules import rules_on_first_use

__all__ = ["RULES", "TicketToRide"]
__getattr__ = rules_on_first_use(globals(), "domain.ticket_to_ride.rules", "TicketToRide")

if TYPE_CHECKING:
    from domain.ticket_to_ride.rules import TicketToRide

    RULES: TicketToRide
