"""Marshmallow schemas of the commands' `data` (documented in docs/rules/railroad-ink.md)."""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate

from domain.railroad_ink.board import COLS, DICE_FACES, ROWS, SIDES, SPECIALS
from domain.railroad_ink.expansions import EXPANSIONS, LAVA_DICE


class _Square(Schema):
    row = fields.Integer(strict=True, required=True, validate=validate.Range(0, ROWS - 1))
    col = fields.Integer(strict=True, required=True, validate=validate.Range(0, COLS - 1))


class _Placement(_Square):
    """Where and how a route is drawn: the square, quarter turns clockwise, mirrored left-right first."""

    rotation = fields.Integer(strict=True, load_default=0, validate=validate.Range(0, 3))
    mirrored = fields.Boolean(load_default=False)


class PlaceRoute(_Placement):
    die = fields.Integer(strict=True, required=True, validate=validate.Range(0, len(DICE_FACES) - 1))


class PlaceSpecial(_Placement):
    special = fields.String(required=True, validate=validate.OneOf(sorted(SPECIALS)))


class EndRound(Schema):
    pass


class MeteorStrike(Schema):
    """Let this round's meteor strike; `direction` is the player's choice when the die allows it."""

    direction = fields.String(validate=validate.OneOf(list(SIDES)))


class IgnoreMeteor(Schema):
    """Cross out an unused special route to ignore this round's meteor dice."""

    special = fields.String(required=True, validate=validate.OneOf(sorted(SPECIALS)))


class PlaceLava(_Placement):
    die = fields.Integer(strict=True, required=True, validate=validate.Range(0, LAVA_DICE - 1))


class DrawVolcano(_Square):
    pass


class EraseRoute(_Square):
    """Erase a route an open lava side faces, to make room for lava."""


def _each_once(names: list[str]) -> None:
    if len(set(names)) != len(names):
        raise ValidationError("Each expansion may be listed once.")


class Options(Schema):
    """The optional expansions ("jednoho či obou"): none, one or both."""

    expansions = fields.List(
        fields.String(validate=validate.OneOf(EXPANSIONS)), load_default=list, validate=_each_once,
        metadata={"description": "The rulebook's expansions (\"ROZŠÍŘENÍ\") played: none, meteor, lava or both "
                                 "(each at most once); with any, the game has 6 rounds, and each round's roll adds "
                                 "the meteor's direction and distance dice or the two lava dice."},
    )


COMMAND_SCHEMAS: dict[str, type[Schema]] = {
    "place_route": PlaceRoute,
    "place_special": PlaceSpecial,
    "end_round": EndRound,
    "meteor_strike": MeteorStrike,
    "ignore_meteor": IgnoreMeteor,
    "place_lava": PlaceLava,
    "draw_volcano": DrawVolcano,
    "erase_route": EraseRoute,
}
