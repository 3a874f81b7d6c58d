"""The registry of notice kinds: what an account may be told, each kind once, with its type string, what it
means and the JSON Schema of its data. The notices (service/app/notices.py), the webhooks' event types
(service/app/webhooks.py) and the API document's account events and webhooks (service/http/openapi/
me_events.py, webhooks.py) are built from it: a new kind is one entry here and its handler
(service/app/handlers.py)."""
from __future__ import annotations

from dataclasses import dataclass

from domain.core.match import LOW_CLOCK

_INT, _STR = {"type": "integer"}, {"type": "string"}
_GAME = {"game": _STR, "rules": _STR, "seat": {"type": "integer", "description": "The account's seat at the game."}}
_CLOCK = {"type": ["integer", "null"], "description": "The seat's time left (ms) when told; null without a clock."}


@dataclass(frozen=True)
class NoticeKind:
    type: str
    description: str  # (starting with the type, as the API document shows it)
    properties: dict  # the data's, as JSON Schema
    required: tuple[str, ...] = ()
    component: str | None = None  # the data is this schema of the API document instead

    def fact(self, *names: object) -> str:
        """The fact a notice of this kind tells (an account is told each once): the kind and `names`."""
        return ":".join((self.type, *map(str, names)))


CHALLENGE = NoticeKind("challenge", "`challenge`: a challenge the account is invited to, as the lobby shows it.",
                       {}, component="Challenge")
GAME_STARTED = NoticeKind(
    "game_started", "`game_started`: a game where the account holds a seat was created.",
    {**_GAME, "seats": {"type": "array", "items": {"type": "object", "required": ["seat", "name", "kind"],
                                                   "properties": {"seat": _INT, "name": _STR, "kind": _STR,
                                                                  "account": _STR}}}},
    ("game", "rules", "seat", "seats"))
YOUR_TURN = NoticeKind(
    "your_turn", "`your_turn`: the seat must act (again, when a turn takes several commands): ask its legal "
                 "commands with the account key.",
    {**_GAME, "version": {"type": "integer", "description": "The game's version when told."}, "clock": _CLOCK},
    ("game", "rules", "seat", "version", "clock"))
GAME_FINISHED = NoticeKind(
    "game_finished", "`game_finished`.",
    {**_GAME, "scores": {"type": ["array", "null"], "items": _INT}, "winners": {"type": "array", "items": _INT},
     "place": {"type": "integer", "minimum": 1, "description": "The seat's place, 1 for the winners."}},
    ("game", "rules", "seat", "scores", "winners", "place"))
SEAT_TAKEN_OVER = NoticeKind(
    "seat_taken_over", "`seat_taken_over`: a server bot plays the seat from now on.",
    {**_GAME, "version": _INT, "reason": {"type": "string", "enum": ["handed_over", "resigned", "clock_ran_out"]}},
    ("game", "rules", "seat", "version", "reason"))
GAME_EXPIRED = NoticeKind(
    "game_expired", "`game_expired`: a game the account was seated at or invited to waited for its seats past its "
                    "deadline: it never starts.",
    {**_GAME, "seats": {"type": "array", "items": {"type": "object", "required": ["seat", "state", "kind"],
                                                   "properties": {
                                                       "seat": _INT, "state": {"type": "string", "enum": [
                                                           "open", "invited", "taken"]},
                                                       "name": _STR, "kind": _STR, "account": _STR}}},
     "challenger": {"type": ["string", "null"], "description": "The account that made the challenge (null: "
                                                               "a game made with seats to fill)."},
     "created_at": _STR},
    ("game", "rules", "seat", "seats", "challenger", "created_at"))
CLOCK_LOW = NoticeKind(
    "clock_low", f"`clock_low`: the seat's clock went under {LOW_CLOCK:.0%} of its base (told once a game, at "
                 "the command that took it there).",
    {**_GAME, "version": {"type": "integer", "description": "The game's version when told."},
     "clock": {"type": "integer", "description": "The seat's time left (ms) when told."},
     "base_ms": {"type": "integer", "description": "The clock's base (ms)."}},
    ("game", "rules", "seat", "version", "clock", "base_ms"))

KINDS: tuple[NoticeKind, ...] = (CHALLENGE, GAME_STARTED, YOUR_TURN, GAME_FINISHED, SEAT_TAKEN_OVER, GAME_EXPIRED,
                                 CLOCK_LOW)
TYPES = tuple(kind.type for kind in KINDS)
