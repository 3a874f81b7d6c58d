"""Marshmallow schemas of the commands' `data` (documented in docs/rules/railroad-ink.md)."""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from domain.railroad_ink.board import COLS, DICE_FACES, ROWS, SPECIALS


class _Placement(Schema):
    """Where and how a route is drawn: the square, quarter turns clockwise, mirrored left-right first."""

    row = fields.Integer(strict=True, required=True, validate=validate.Range(0, ROWS - 1))
    col = fields.Integer(strict=True, required=True, validate=validate.Range(0, COLS - 1))
    rotation = fields.Integer(strict=True, load_default=0, validate=validate.Range(0, 3))
    mirrored = fields.Boolean(load_default=False)


class PlaceRoute(_Placement):
    die = fields.Integer(strict=True, required=True, validate=validate.Range(0, len(DICE_FACES) - 1))


class PlaceSpecial(_Placement):
    special = fields.String(required=True, validate=validate.OneOf(sorted(SPECIALS)))


class EndRound(Schema):
    pass


class Options(Schema):
    """Railroad Ink's base game has no options."""


COMMAND_SCHEMAS: dict[str, type[Schema]] = {
    "place_route": PlaceRoute,
    "place_special": PlaceSpecial,
    "end_round": EndRound,
}
