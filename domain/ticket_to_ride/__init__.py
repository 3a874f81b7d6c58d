"""Ticket to Ride, USA base map, for 2 to 5 players."""
from domain.ticket_to_ride.rules import TicketToRide

RULES = TicketToRide()

__all__ = ["RULES", "TicketToRide"]
