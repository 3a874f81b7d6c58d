"""Marshmallow schemas of every request body and query (unknown fields are rejected)."""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from domain.core.registry import all_rules
from domain.core.search import LEVELS

MAX_VERSION = 2**53  # versions are stream ids 0-<version>; far beyond any game, within JSON's safe integers


class SeatName(fields.String):
    """A player's name as every listing shows it: trimmed, 1 to 64 printable characters (no control,
    format or bidi-override characters such as NUL or U+202E)."""

    def _deserialize(self, value, attr, data, **kwargs):
        name = super()._deserialize(value, attr, data, **kwargs).strip()
        if not 1 <= len(name) <= 64:
            raise ValidationError("A name has 1 to 64 characters, not counting spaces around it.")
        if not name.isprintable():
            raise ValidationError("A name may hold only printable characters (no control or bidi-override ones).")
        return name


class Player(Schema):
    name = SeatName(required=True)
    kind = fields.String(load_default="human", validate=validate.OneOf(["human", "automa", "bot"]))
    level = fields.String(validate=validate.OneOf(sorted(LEVELS)))  # a bot's strength ("normal" if left out)

    @validates_schema
    def _level_is_for_bots(self, data, **kwargs):
        if "level" in data and data.get("kind") != "bot":
            raise ValidationError("Only a bot seat has a level.", "level")


class CreateGame(Schema):
    rules = fields.String(required=True, validate=validate.Length(min=1, max=64))
    players = fields.List(fields.Nested(Player), required=True, validate=validate.Length(min=1, max=8))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=256))


class Command(Schema):
    type = fields.String(required=True, validate=validate.Length(min=1, max=64))
    data = fields.Dict(keys=fields.String(), load_default=dict)
    expected_version = fields.Integer(load_default=None, allow_none=True, strict=True,
                                      validate=validate.Range(min=0, max=MAX_VERSION))


class ListGames(Schema):
    rules = fields.String(load_default=None, validate=validate.OneOf(sorted(all_rules())))
    status = fields.String(load_default=None, validate=validate.OneOf(["active", "finished"]))
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=200))
    cursor = fields.String(load_default=None, validate=validate.Regexp(r"^[0-9a-f]{1,64}$"))


class StateQuery(Schema):
    at_version = fields.Integer(load_default=None, validate=validate.Range(min=1, max=MAX_VERSION))
    at_turn = fields.Integer(load_default=None, validate=validate.Range(min=0, max=MAX_VERSION))
    at_round = fields.Integer(load_default=None, validate=validate.Range(min=0, max=MAX_VERSION))

    @validates_schema
    def one_at_most(self, data, **kwargs):
        if sum(value is not None for value in data.values()) > 1:
            raise ValidationError("Give at most one of at_version, at_turn, at_round.")


class EventsQuery(Schema):
    after = fields.Integer(load_default=0, validate=validate.Range(min=0, max=MAX_VERSION))
    limit = fields.Integer(load_default=500, validate=validate.Range(min=1, max=5000))


class ScoringBoard(Schema):
    rules = fields.String(required=True, validate=validate.Length(min=1, max=64))
    board = fields.Dict(keys=fields.String(), required=True)


class ScoringJob(Schema):
    games = fields.List(fields.String(validate=validate.Regexp(r"^[0-9a-f]{1,64}$")),
                        validate=validate.Length(min=1, max=10000))
    boards = fields.List(fields.Nested(ScoringBoard), validate=validate.Length(min=1, max=10000))

    @validates_schema
    def exactly_one(self, data, **kwargs):
        if ("games" in data) == ("boards" in data):
            raise ValidationError("Give either games or boards.")


class RouteIncome(Schema):
    company = fields.String(required=True, validate=validate.Length(min=1, max=64))
    at_version = fields.Integer(load_default=None, validate=validate.Range(min=1, max=MAX_VERSION))
