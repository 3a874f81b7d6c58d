"""What one client may use, and what the server keeps back for the games in play.

Every request counts against its client's rate (the client: the verified seat or account, the admin,
else the address) and against its address's ceiling over all the seats it uses. Everything that stores new
data for good (a game created, imported or forked, a scoring job) spends one budget per client, and
one per address, by what it stores (`creation_cost`), and a new game's bots by what they will spend of
the workers (`BOT_SEAT_COST`). Once Redis is nearly full the storage guard refuses all of these, so that
what is left goes to the moves of the games in play."""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from flask import g, request
from werkzeug.exceptions import HTTPException

from service.app.accounts import is_account_key
from service.app.errors import ApplicationError
from service.bootstrap import StoreUnavailable
from service.http.exchange import bearer, caller_account, games, is_admin, json_body, json_bytes
from service.http.problems import Problem

CREATING = ("games.create_game", "games.fork", "games.import_game", "jobs.scoring_job", "jobs.route_income",
            "jobs.move_analysis", "jobs.review",
            "lobby.challenge", "lobby.rematch", "accounts.create_account", "webhooks.create_webhook",
            "tournaments.create_tournament", "tournaments.start")
"""The endpoints that store new data, refused by the storage guard (the analyses store a job
and its result, as scoring jobs do)."""

EVENTS_PER_CREATION = 32
"""A fork or import is charged one creation more per this many events it copies. Measured (docs/
operations.md, Limits): a new game takes about 6.7 KiB of Redis, a copied event 450-560 B, so a unit
stores at most about 18 KiB; and under the default budget a fork or import of up to 1,919 events (well
above the longest games played, about 700) is still allowed."""

BOT_SEAT_COST = {"easy": 1, "normal": 2, "strong": 3}
"""What a bot seat adds to the cost of a new game or fork, by its level: the workers' time it will spend,
in thirds of a strong bot's move (its levels think 0.3, 0.6 and 1.0 of it: domain/core/search.py LEVELS),
so that a game of six strong bots costs 19 and the default budget starts three a minute, not sixty. A
seat without a level is a normal bot's; a rulebook automa's move costs next to nothing and adds nothing."""

MOST_SEATS = 8  # players a game may have (service/http/schemas.py): a longer list is refused, and costs no more

SMALLEST_EXPORTED_EVENT = 160
"""Bytes: the smallest event of the logs in tests/data/logs takes 167 as compact JSON (its state hash and
time alone take about 100)."""

STORAGE_RETRY_AFTER = 60
"""Seconds a client refused for a nearly full Redis should wait: room comes back when the operator
archives games or adds memory, not within a second."""


def client_address() -> str:
    """The client's address (ProxyFix has already taken it from X-Forwarded-For when proxies are trusted)."""
    return "ip:" + (request.remote_addr or "unknown")


def rate_key() -> str:
    """The verified seat or account when the Bearer token is one (so a player on many addresses has one
    budget), otherwise the client address: an unknown or made-up token is no token, never a fresh budget."""
    token = bearer()
    if token:
        if is_admin(token):
            g.rate_subject = "admin token"
            return "admin"
        subject, client = _verified(token)
        if client is not None:
            g.rate_subject = subject
            return client
    g.rate_subject = "address"
    return client_address()


def _verified(token: str) -> tuple[str, str | None]:
    """Who a Bearer token proves the caller is, as a rate key: its account or seat (None: a made-up
    token, or a store away; the view answers its 401 or 503 after the limits)."""
    try:
        if is_account_key(token):
            account = caller_account(required=False)
            return "account", account and f"account:{account.id}"
        owner = token.partition(".")[0]
        seat = games().game(owner).seat_of(token)
        return "seat", None if seat is None else f"seat:{owner}:{seat}"
    except (Problem, ApplicationError, StoreUnavailable):
        return "address", None


def admin_request() -> bool:
    """The admin is held to its own limits only, never to those of the address it calls from."""
    return is_admin(bearer())


def too_many_requests() -> str:
    return f"Too many requests from this {g.get('rate_subject', 'client')}; slow down."


def creations_spent() -> str:
    return (f"This {g.get('rate_subject', 'client')} has used its budget of new games, forks, imports and "
            "scoring jobs for now; see Retry-After.")


ADDRESS_REQUESTS = "Too many requests from this address, over all its seats; slow down."
TOO_MANY_HEAVY_READS = ("Too many verifies and exports from this client; their answers change only with the game's "
                        "log: slow down.")
ADDRESS_CREATIONS = ("This address has used its budget of new games, forks, imports and scoring jobs, over all "
                     "its seats, for now; see Retry-After.")


def creation_cost(events: int = 0) -> int:
    """What storing a new game costs from a creation budget: 1 (its set-up, or a job), plus 1 for every
    EVENTS_PER_CREATION events it copies from elsewhere (a fork, an import)."""
    return 1 + max(events, 0) // EVENTS_PER_CREATION


def bots_cost(players: Any) -> int:
    """What the bot seats among `players` (as a request names them, or a game's seats) add."""
    if not isinstance(players, list):
        return 0
    levels = [player.get("level", "normal") for player in players[:MOST_SEATS]
              if isinstance(player, dict) and player.get("kind") == "bot"]
    return sum(BOT_SEAT_COST.get(level, max(BOT_SEAT_COST.values())) for level in levels)


def create_cost() -> int:
    """A new game: its set-up, and its bots by level."""
    body = _body()
    return creation_cost() + bots_cost(body.get("players") if isinstance(body, dict) else None)


def fork_cost() -> int:
    """A fork copies `at_version` events of its parent, known before the fork is made (at most as many
    as the parent has: asking for more is a 422, and costs no more than the whole game), and its bots
    play on: those the body names, else the parent's seats, which a fork keeps."""
    body = _body()
    players = body.get("players") if isinstance(body, dict) else None
    try:
        wanted = int(body["at_version"])
    except (TypeError, KeyError, ValueError, OverflowError):
        return creation_cost()
    game_id = request.view_args["game_id"]
    if players is None:
        try:
            players = games().game(game_id).seats
        except ApplicationError:  # (no such game: the view answers its 404)
            players = None
    return creation_cost(min(wanted, games().store.version(game_id))) + bots_cost(players)


def import_cost() -> int:
    """An import stores every event of its log, counted from the body's size without parsing it (a
    large import is parsed in the heavy-reads pool, off the event loop): no event of an export takes
    fewer than SMALLEST_EXPORTED_EVENT bytes, so no import is charged for fewer events than it stores."""
    try:
        size = len(json_bytes())
    except (Problem, HTTPException):  # e.g. 413: the view answers it, and a body refused stores nothing
        return creation_cost()
    return creation_cost(size // SMALLEST_EXPORTED_EVENT)


def _body() -> Any:
    try:
        return json_body()
    except (Problem, HTTPException):  # e.g. 413: the view answers it, and a body refused stores nothing
        return None


class StorageGuard:
    """Whether the Redises new data goes to are nearly full (`nearly_full`: EventStore.nearly_full with
    the share the settings allow), asked at most once every `every` seconds per process: the guard
    stands in front of every creation and must cost next to nothing."""

    def __init__(self, nearly_full: Callable[[], bool], every: float = 1.0) -> None:
        self.nearly_full = nearly_full
        self.every = every
        self._full = False
        self._next = 0.0

    def full(self) -> bool:
        now = time.monotonic()
        if now >= self._next:
            self._full = self.nearly_full()
            self._next = now + self.every
        return self._full
