"""Who may sit at a new game's table: the players, options and seed it is created with, whether a
create request names them (service/http/schemas.py) or an imported game's set-up does."""
from __future__ import annotations

import re

from marshmallow import Schema, ValidationError, fields, post_load, validate, validates_schema

from domain.core.search import LEVELS

# What a name may not hold: control, format (bidi overrides, zero-width), line and paragraph separator
# characters (Unicode categories Cc, Cf, Zl, Zp of the Basic Multilingual Plane); the API document
# states the very same pattern, so a client learns the rule without a 400.
HIDDEN = ("\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890-\\u0891\\u08e2"
          "\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb")
SPACES = " \\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000"  # the spaces a name may hold (and is trimmed of)
NAME_PATTERN = f"^[^{HIDDEN}]*[^{HIDDEN}{SPACES}][^{HIDDEN}]*$"
NAME = re.compile(NAME_PATTERN)


class SeatName(fields.String):
    """A player's name as every listing shows it: at most 64 characters, not only spaces, none of them
    control, format or bidi-override characters (such as NUL or U+202E); trimmed of spaces around it."""

    def _deserialize(self, value, attr, data, **kwargs):
        name = super()._deserialize(value, attr, data, **kwargs)
        if len(name) > 64 or not NAME.fullmatch(name):
            raise ValidationError("A name has 1 to 64 characters, not only spaces, and no control, format or "
                                  "bidi-override characters.")
        return name.strip()


class Flag(fields.Boolean):
    """true or false, as JSON has them (never 1, 0 or "yes")."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid")
        return value


class Player(Schema):
    name = SeatName(required=True)
    kind = fields.String(load_default="human", validate=validate.OneOf(["human", "automa", "bot"]))
    level = fields.String(validate=validate.OneOf(sorted(LEVELS)))  # a bot's strength ("normal" if left out)

    @validates_schema
    def _level_is_for_bots(self, data, **kwargs):
        if "level" in data and data.get("kind") != "bot":
            raise ValidationError("Only a bot seat has a level.", "level")


class NewGame(Schema):
    players = fields.List(fields.Nested(Player), required=True, validate=validate.Length(min=1, max=8))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=256))


class SeatToFill(Player):
    """A seat of a new table: a player by name (as Player), an account invited to it (`{"account": id}`,
    the seat is that account's once it joins), or open to any account (`{"open": true}`): service/app/lobby.py."""

    name = SeatName()
    kind = fields.String(validate=validate.OneOf(["human", "automa", "bot"]))
    account = fields.String(validate=validate.Regexp(r"^[0-9a-f]{16}$"))
    open = fields.Boolean(validate=validate.Equal(True))

    @validates_schema
    def _one_way_to_fill(self, data, **kwargs):
        ways = {"name": "a name", "account": "an account", "open": "open: true"}
        ways = [text for way, text in ways.items() if way in self.fields]  # (a fork's seats are never open)
        if sum(way in data for way in ("name", "account", "open")) != 1:
            raise ValidationError(f"A player has exactly one of {', '.join(ways[:-1])} or {ways[-1]}.")
        if "name" not in data and ("kind" in data or "level" in data):
            raise ValidationError("An account's or an open seat is played by its account: no kind or level.")

    @post_load
    def _human_by_default(self, data, **kwargs):
        return {"kind": "human", **data} if "name" in data else data


class NewTable(NewGame):
    """A new game whose seats may wait for accounts to take them; `rated`: its result moves its players'
    ratings (every seat an account's, a server bot's or the automa's: service/app/ratings.py)."""

    players = fields.List(fields.Nested(SeatToFill), required=True, validate=validate.Length(min=1, max=8))
    rated = Flag(load_default=False)
