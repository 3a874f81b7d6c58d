"""Marshmallow schemas of the options and of every command's data."""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from domain.mini_express.content import companies

CELL = validate.Regexp(r"^\d{1,2},\d{1,2}$", error="a space is written 'column,row'")
COMPANY = validate.OneOf(companies())


class Options(Schema):
    map = fields.String(load_default="usa", validate=validate.OneOf(["usa", "europe"]),
                        metadata={"description": "The map: the USA or Europe."})
    map_variant = fields.Boolean(load_default=False, metadata={"description": (
        "The map's variant: Golden Spike on the USA map, Ports on the Europe map.")})
    mode = fields.String(load_default="standard", validate=validate.OneOf(["standard", "expert"]), metadata={
        "description": "expert: the experts' game, for two players without the automa (the only game two players "
                       "without the automa make, so it may be left out); standard otherwise."})
    # Solo only; not given means "easy" (set, not defaulted, so that other games can refuse it).
    difficulty = fields.String(
        load_default=None, allow_none=True, validate=validate.OneOf(["easy", "normal", "hard", "brutal", "ultimate"]),
        metadata={"description": "The solo game's level (\"Nastavení obtížnosti sólové hry\"): easy (Cestující), "
                                 "normal (Turista), hard (Šotouš), brutal (Průvodčí), ultimate (Ajznbónák); easy when "
                                 "left out. Only for the solo game (one player and the automa): refused in any other "
                                 "(mini_express.difficulty_not_solo)."},
    )
    first_game = fields.Boolean(load_default=False, metadata={"description": (
        "For a first game: every city takes two companies, whatever its border, both for building into it and "
        "for removing its demand token once full.")})


class Draft(Schema):
    company = fields.String(required=True, validate=COMPANY)


class TakeShare(Schema):
    company = fields.String(required=True, validate=COMPANY)


class Build(Schema):
    company = fields.String(required=True, validate=COMPANY)
    city = fields.String(required=True, validate=validate.Length(min=1, max=40))
    path = fields.List(fields.String(validate=CELL), required=True, validate=validate.Length(max=4))
    wild = fields.String(load_default=None, allow_none=True, validate=COMPANY)
    port = fields.String(load_default=None, allow_none=True, validate=CELL)
    west = fields.String(load_default=None, allow_none=True, validate=COMPANY)


class Empty(Schema):
    pass


COMMANDS = {
    "draft": Draft,
    "take_share": TakeShare,
    "build": Build,
    "pass": Empty,
    "automa_turn": Empty,
}
