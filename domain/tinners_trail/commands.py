"""Marshmallow schemas of the options and of every command's data."""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from domain.tinners_trail.content import areas, investment_rows, tables

AREA = validate.OneOf(list(areas()))
MONEY = validate.Range(min=0, max=100_000)
MOST_PUMPS = max(max(stacks) for stacks in tables()["pump_stacks_per_round"])


class Options(Schema):
    """The rulebook has no variants or modes: the game has no options."""


class Empty(Schema):
    pass


class Area(Schema):
    area = fields.String(required=True, validate=AREA)


class BuildMine(Schema):
    area = fields.String(required=True, validate=AREA)
    bid = fields.Integer(required=True, validate=MONEY)


class Bid(Schema):
    amount = fields.Integer(required=True, validate=MONEY)


class MineOre(Schema):
    area = fields.String(required=True, validate=AREA)
    tin = fields.Integer(required=True, validate=validate.Range(min=0, max=100))
    copper = fields.Integer(required=True, validate=validate.Range(min=0, max=100))


class DigAdit(Schema):
    between = fields.List(fields.String(validate=AREA), required=True, validate=validate.Length(equal=2))


class ImprovePumps(Schema):
    water_from = fields.List(fields.String(validate=AREA), required=True, validate=validate.Length(max=MOST_PUMPS))


class Invest(Schema):
    cost = fields.Integer(required=True, validate=validate.OneOf([row["cost"] for row in investment_rows()]))


COMMANDS = {
    "build_mine": BuildMine,
    "bid": Bid,
    "drop_out": Empty,
    "mine_ore": MineOre,
    "build_port": Area,
    "place_miner": Area,
    "dig_adit": DigAdit,
    "build_train": Area,
    "improve_pumps": ImprovePumps,
    "sell_pasties": Empty,
    "pass": Empty,
    "invest": Invest,
    "explore": Area,
}
