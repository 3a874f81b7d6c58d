"""Marshmallow schemas of the commands' `data` and of the game options."""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from domain.ticket_to_ride.board import CARDS, COLORS, MAP, ROUTES, TICKETS


class OptionsSchema(Schema):
    """The base game has no options."""


class DrawDeckSchema(Schema):
    """Draw the top train card of the deck (first or second card of a drawing turn)."""


class TakeFaceUpSchema(Schema):
    card = fields.String(required=True, validate=validate.OneOf(CARDS))


class ClaimRouteSchema(Schema):
    route = fields.String(required=True, validate=validate.OneOf(sorted(ROUTES)))
    # the colour of the car cards paid; None when locomotives pay for the whole route
    color = fields.String(required=True, allow_none=True, validate=validate.OneOf(COLORS))
    locomotives = fields.Integer(
        required=True, validate=validate.Range(0, max(route["length"] for route in ROUTES.values()))
    )


class DrawTicketsSchema(Schema):
    """Draw up to three tickets from the ticket deck; keep_tickets follows."""


class KeepTicketsSchema(Schema):
    tickets = fields.List(
        fields.String(validate=validate.OneOf(sorted(TICKETS))),
        required=True,
        validate=validate.Length(1, max(MAP["ticket_draw"], MAP["initial_tickets_dealt"])),
    )


class PassSchema(Schema):
    """End the turn doing nothing: only when no other action is possible at all."""


COMMAND_SCHEMAS: dict[str, type[Schema]] = {
    "draw_deck": DrawDeckSchema,
    "take_face_up": TakeFaceUpSchema,
    "claim_route": ClaimRouteSchema,
    "draw_tickets": DrawTicketsSchema,
    "keep_tickets": KeepTicketsSchema,
    "pass": PassSchema,
}
