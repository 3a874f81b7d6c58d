"""Marshmallow schemas of every request body and query (unknown fields are rejected)."""
from __future__ import annotations

from marshmallow import INCLUDE, Schema, ValidationError, fields, pre_load, validate, validates_schema

from domain.core.registry import all_rules
from service.app import analysis
from service.app.players import NAME_PATTERN as NAME_PATTERN  # (the API document states it: openapi.py)
from service.app.players import NewTable, SeatName, SeatToFill
from service.http.problems import Problem

MAX_VERSION = 2**53  # versions are stream ids 0-<version>; far beyond any game, within JSON's safe integers
MAX_SEAT = 63  # far beyond any title's seats (the game says which it has: 422 no_such_seat)


class _Rules(Schema):
    rules = fields.String(required=True, validate=validate.Length(min=1, max=64))


class CreateGame(NewTable, _Rules):
    """A new game: its rules, and the players, options and seed the application checks (service/app/players.py).
    (Bases in this order: `rules` comes first, in the fields and in a refusal's errors.)"""


class WholeNumber(fields.Integer):
    """An integer as JSON Schema reads one: 12 or 12.0, never true or 12.5."""

    def __init__(self, **kwargs) -> None:
        super().__init__(strict=True, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, bool):
            raise self.make_error("invalid")
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        return super()._deserialize(value, attr, data, **kwargs)


class CommandRange(Schema):
    """One of a legal command's ranges, as the API document's CommandRanges says it (ignored when posted)."""

    min = WholeNumber(required=True)
    max = WholeNumber(required=True)
    balance = fields.String()


class Command(Schema):
    type = fields.String(required=True, validate=validate.Length(min=1, max=64))
    data = fields.Dict(keys=fields.String(), load_default=dict)
    expected_version = WholeNumber(load_default=None, allow_none=True, validate=validate.Range(min=0, max=MAX_VERSION))
    # A legal command's ranges (domain/core/ranges.py), so that it is POSTable as listed; not played.
    ranges = fields.Dict(keys=fields.String(), values=fields.Nested(CommandRange), load_default=None,
                         validate=validate.Length(max=8))


class ForkGame(Schema):
    """A fork: the version to copy up to, and optionally new seats (who plays them), table options
    (undo, clock) and seed."""

    at_version = WholeNumber(required=True, validate=validate.Range(min=1, max=MAX_VERSION))
    # A seat may be the caller's own account (`{"account": id}`), taken at once: a fork waits for no one.
    players = fields.List(fields.Nested(SeatToFill(exclude=("open",))), load_default=None, allow_none=False,  # (absent: as in the game)
                          validate=validate.Length(min=1, max=8))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=256))


class ListGames(Schema):
    rules = fields.String(load_default=None, validate=validate.OneOf(sorted(all_rules())))
    status = fields.String(load_default=None, validate=validate.OneOf(["active", "finished"]))
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=200))
    cursor = fields.String(load_default=None, validate=validate.Regexp(r"^[0-9a-f]{1,64}$"))


class ListAllGames(ListGames):
    """The API's listing: the games waiting for their seats too (those with an open seat)."""

    status = fields.String(load_default=None, validate=validate.OneOf(["waiting", "active", "finished"]))


class MyGames(Schema):
    status = fields.String(load_default=None, validate=validate.OneOf(["waiting", "active", "finished"]))
    turn = fields.String(load_default=None, validate=validate.OneOf(["mine", "theirs"]))
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100))
    cursor = fields.String(load_default=None, validate=validate.Regexp(r"^[0-9a-f]{1,64}$"))


class Leaderboard(Schema):
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100))
    cursor = fields.String(load_default=None, validate=validate.Regexp(r"^[0-9]{1,9}$"))


class StateQuery(Schema):
    """A past point of the game. When more than one is given, at_version counts, then at_turn, then at_round
    (a query language cannot say "at most one of" for a client generator; the order is documented instead)."""

    at_version = fields.Integer(load_default=None, validate=validate.Range(min=1, max=MAX_VERSION))
    at_turn = fields.Integer(load_default=None, validate=validate.Range(min=0, max=MAX_VERSION))
    at_round = fields.Integer(load_default=None, validate=validate.Range(min=0, max=MAX_VERSION))


class PictureQuery(StateQuery):
    """A picture's point of the game; `targets` asks for the caller seat's legal commands on the board
    (docs/pictures.md, Targets)."""

    targets = fields.Boolean(load_default=False)


class EventsQuery(Schema):
    after = fields.Integer(load_default=0, validate=validate.Range(min=0, max=MAX_VERSION))
    limit = fields.Integer(load_default=500, validate=validate.Range(min=1, max=5000))


class ScoringBoard(Schema):
    rules = fields.String(required=True, validate=validate.OneOf(sorted(all_rules())))
    board = fields.Dict(keys=fields.String(), required=True)


MAX_SCORING_ITEMS = 100
"""Games or boards in one scoring job (more: 422, service/http/api/jobs.py): a job is short, and a client's
many jobs wait behind each other's, not behind one huge job of someone else's."""


class ScoringJob(Schema):
    games = fields.List(fields.String(validate=validate.Regexp(r"^[0-9a-f]{1,64}$")), validate=validate.Length(min=1))
    boards = fields.List(fields.Nested(ScoringBoard), validate=validate.Length(min=1))

    @pre_load
    def at_most_max_items(self, data, **kwargs):
        """Counted before any item is read: too long a list costs no validation."""
        for what in ("games", "boards"):
            if isinstance(data.get(what), list) and len(data[what]) > MAX_SCORING_ITEMS:
                raise Problem(422, "scoring_job_too_large",
                              f"A scoring job takes at most {MAX_SCORING_ITEMS} {what}; this one has "
                              f"{len(data[what])}. Split them into several jobs.", limit=MAX_SCORING_ITEMS)
        return data

    @validates_schema
    def exactly_one(self, data, **kwargs):
        if ("games" in data) == ("boards" in data):
            raise ValidationError("Give either games or boards.")


class RouteIncome(Schema):
    company = fields.String(required=True, validate=validate.Length(min=1, max=64))
    at_version = fields.Integer(load_default=None, validate=validate.Range(min=1, max=MAX_VERSION))


class MoveAnalysis(Schema):
    seat = WholeNumber(required=True, validate=validate.Range(min=0, max=MAX_SEAT))
    at_version = WholeNumber(load_default=None, validate=validate.Range(min=1, max=MAX_VERSION))
    nodes = WholeNumber(load_default=None, validate=validate.Range(min=1, max=analysis.MAX_NODES))


class GameReview(Schema):
    nodes = WholeNumber(load_default=analysis.REVIEW_NODES, validate=validate.Range(min=1, max=analysis.MAX_REVIEW_NODES))


class ImportedGame(Schema):
    class Meta:
        unknown = INCLUDE  # the rest of the exported summary is welcome and not needed

    rules = fields.String(required=True)
    rules_version = fields.String(required=True)
    seed_commitment = fields.String(required=True)


class Import(Schema):
    """The export of a finished game, as far as its shape goes: replaying it checks the rest."""

    class Meta:
        unknown = INCLUDE

    game = fields.Nested(ImportedGame, required=True)
    seed = fields.String(required=True, validate=validate.Length(min=1))
    events = fields.List(fields.Dict(keys=fields.String()), required=True, validate=validate.Length(min=1))


class NewAccount(Schema):
    name = SeatName(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(["human", "bot"]))


class NewKey(Schema):
    keep = fields.Boolean(load_default=False)  # true: beside the calling key (another machine's), not in its place
