"""Marshmallow schemas of every command's data and of the game options."""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, fields, validate

from domain.lilliput import content
from domain.lilliput.board import EDGE_NAMES

COMPANY = fields.String(required=True, validate=validate.OneOf(sorted(content.companies())))
SQUARE = fields.String(required=True, validate=validate.Regexp(r"^-?\d{1,3},-?\d{1,3}$"))
TILE = fields.String(required=True, validate=validate.OneOf(sorted(content.tiles())))
ROTATION = fields.Integer(required=True, validate=validate.Range(0, 3))


class LandscapeTile(Schema):
    square = SQUARE
    tile = fields.String(required=True, validate=validate.OneOf(sorted(content.landscape_tiles())))
    rotation = ROTATION


class OptionsSchema(Schema):
    advanced = fields.Boolean(load_default=False, metadata={"description": (
        "The advanced variant: the top train leaves for the depot before the company operates, not in "
        "bureaucracy.")})
    # One variant at a time (Allenbeck-Tottenham-Express and Laputa both replace the brown cities).
    variant = fields.String(load_default=None, allow_none=True, validate=validate.OneOf(sorted(content.game()["variants"])),
                            metadata={"description": (
                                "One of the rulebook's variants (\"Varianty hry\"), one at a time; null for the base "
                                "game. allenbeck-tottenham-express: named brown cities, a train stopping at three of "
                                "the four named cities earns £20 once; laputa: brown Laputa cities only the company of "
                                "their colour may lay and run through; brobdingnag: Brob tiles in place of the start, "
                                "city and Y-city tiles, and half of a payout goes to the company.")})
    two_characters = fields.Boolean(load_default=False, metadata={"description": (
        "The 2-player variant (\"Varianta pro hru 2 hráčů\"): each player chooses two character cards. Only with "
        "exactly two human seats (else refused: lilliput.two_characters).")})
    landscape = fields.List(fields.Nested(LandscapeTile), load_default=list, validate=validate.Length(max=200),
                            metadata={"description": (
                                "The scenario track tiles (\"Scénářové dílky tratí\") the players agree to lay before "
                                "the game, each {square, tile, rotation}; empty for the base game's open table.")})


class Empty(Schema):
    pass


class CompanyOnly(Schema):
    company = COMPANY


class PickCompany(Schema):
    company = COMPANY
    side = fields.String(required=True, validate=validate.OneOf(EDGE_NAMES))
    tile = TILE
    rotation = ROTATION


class PickCharacter(Schema):
    character = fields.String(required=True, validate=validate.OneOf(sorted(content.characters())))


class Part(Schema):
    company = COMPANY
    amount = fields.Integer(required=True, validate=validate.Range(1, 1000))  # whole pounds (rules 9; £10 steps before: the rules check)


class RoundBonus(Schema):
    to = fields.String(required=True, validate=validate.OneOf(["private", "companies"]))
    split = fields.List(fields.Nested(Part), load_default=list, validate=validate.Length(max=2))


class Card(Schema):
    card = fields.String(required=True, validate=validate.OneOf(sorted(content.cards())))
    action = fields.Integer(required=True, validate=validate.Range(0, 1))


class Lay(Schema):
    company = COMPANY
    tile = TILE
    square = SQUARE
    rotation = ROTATION


class Sell(Schema):
    company = COMPANY
    count = fields.Integer(required=True, validate=validate.Range(1, 10))


class Found(Schema):
    company = COMPANY
    price = fields.Integer(required=True, validate=validate.Range(1, 1000))
    square = SQUARE


class BuyTrain(Schema):
    company = COMPANY
    source = fields.String(required=True, validate=validate.OneOf(["bank", "depot", "company"]))
    train = fields.String(load_default=None, allow_none=True, validate=validate.Length(1, 20))
    seller = fields.String(load_default=None, allow_none=True, validate=validate.OneOf(sorted(content.companies())))
    price = fields.Integer(load_default=None, allow_none=True, validate=validate.Range(1, 100_000))


class ReturnTrain(Schema):
    company = COMPANY
    train = fields.String(required=True, validate=validate.Length(1, 20))


class Token(Schema):
    company = COMPANY
    square = SQUARE


class Fund(Schema):
    split = fields.List(fields.Nested(Part), required=True, validate=validate.Length(1, 2))


class Route(Schema):
    class Meta:
        unknown = EXCLUDE  # a route copied from a best-routes result carries stops and revenues too

    train = fields.String(required=True, validate=validate.Length(1, 20))
    walk = fields.List(fields.String(validate=validate.Length(1, 40)), required=True, validate=validate.Length(1, 400))


class SubmitRoutes(Schema):
    company = COMPANY
    routes = fields.List(fields.Nested(Route), required=True, validate=validate.Length(max=10))


COMMAND_SCHEMAS = {
    "pick_company": PickCompany, "pick_character": PickCharacter, "round_bonus": RoundBonus,
    "take_card": Card, "copy_card": Card, "end_turn": Empty,
    "lay_tile": Lay, "lay_character_tile": Lay, "exchange_flimnap": Empty,
    "sell_shares": Sell, "buy_share": CompanyOnly, "found_company": Found,
    "buy_train": BuyTrain, "accept_offer": Empty, "decline_offer": Empty, "return_train": ReturnTrain,
    "place_token": Token, "fund_companies": Fund,
    "best_routes": CompanyOnly, "submit_routes": SubmitRoutes, "pay_out": CompanyOnly, "withhold": CompanyOnly,
    "skip_depot": CompanyOnly, "automa_turn": Empty,
}
