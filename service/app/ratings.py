"""Ratings per title (issue 28): a multiplayer rating of every account, server bot level and rulebook
automa level, updated exactly once per finished rated game.

Who a seat is for rating (`rated_as`): its account, else a server bot by its level (`bot:<level>`), else
the rulebook's automa (`automa`, or `automa:<level>` where the game's set-up records the automa's
difficulty, as Mini Express's does); a plain seat (a name without an account) is nobody to rate. A game is
rated only if it was created so (`rated: true`, or a rated tournament's table) and every seat is someone to
rate (`check_rated`, at creation). A machine taking a seat over does not unrate a game (that let a
player about to lose resign, or let the clock run out, and nobody's rating moved): a seat that resigned or
whose clock ran out (`on_timeout` lose or automa) left the game and is placed last, whoever played it on
(`left`); a seat its player handed over (`hand_over`, taken back or not) stays the player's: they chose to
let the bot play, and its result is theirs. A tournament places its tables' seats by the same `places`, so
that its standings and the ratings agree (service/app/tournaments.py).

Not farmed (issue 39): a game in which a player's seat made fewer than MIN_MOVES moves of its own (`own_commands`:
its game commands, not undo/resign/hand_over/take_back, not a bot's or the clock's) is aborted, rated for
nobody (Lichess aborts a game with fewer than two moves by each side); and the rated games of the same
two accounts within PAIR_WINDOW_MS count less each time (`pair_weight`): the first fully, then half,
a quarter, an eighth, then not at all until the window has passed.

The model is openskill's Plackett-Luce (Weng-Lin): each entity has a mean `mu` and an uncertainty
`sigma` (a newcomer: 25 and 25/3); the leaderboard orders by the conservative `ordinal`, mu - 3 sigma
(0 for a newcomer). A finished game's places come from the table's status: the winners first, then by
score, seats that left (resigned, ran out of time) last; equal places are ties.

Exactly once: the store records "game X rated" in the same atomic step as the new ratings, and that step
is a compare-and-set on the ratings it was computed from (RatingStore.record), so that a relay handling
the same outbox entry again (killed after writing, before acknowledging) changes nothing, and two relays
rating two games of a title at once never lose an update."""
from __future__ import annotations

import logging
from datetime import datetime
from itertools import combinations
from statistics import fmean

from openskill.models import PlackettLuce

from domain.core import match
from domain.core import table as tables
from domain.core.rules import Status
from service.app import errors
from service.app.accounts import Accounts
from service.app.lookup import Games
from service.app.ports import Rating, RatingStore

log = logging.getLogger("trackside.ratings")

MODEL = PlackettLuce()  # mu 25, sigma 25/3, beta 25/6, tau 25/300: openskill's defaults
ATTEMPTS = 32  # compare-and-set rounds of one game's update (each lost only to another game's update)
BOARD_PAGE = 100  # the most entries of a leaderboard page
MIN_MOVES = 2  # moves of its own each player's seat makes in a rated game, or it is aborted
PAIR_WINDOW_MS = 24 * 3600 * 1000  # the window in which two accounts' rated games count less each time
PAIR_GAMES = 4  # the rated games of a pair that count in a window (weights 1, 1/2, 1/4, 1/8); more count not


NEWCOMER = Rating(MODEL.mu, MODEL.sigma, 0)


def rated_as(seat: dict, automa_level: str | None = None) -> str | None:
    """Who a seat is for rating (see the module's comment); None for a plain seat."""
    if seat.get("account"):
        return seat["account"]
    if seat.get("kind") == "bot":
        return f"bot:{seat.get('level', 'normal')}"
    if seat.get("kind") == "automa":
        return f"automa:{automa_level}" if automa_level else "automa"
    return None


def check_rated(players: list[dict]) -> None:
    """Refuse (422) a rated game with a plain seat, or with fewer than two seats. `players` as a creation
    names them: an account's seat (`account`), an open one (an account will take it), a bot or the automa."""
    plain = [n for n, p in enumerate(players)
             if p.get("kind", "human") == "human" and not p.get("account") and not p.get("open")]
    if plain:
        raise errors.Refused("rated.plain_seat", "A rated game seats only accounts, server bots and the rulebook's "
                             f"automa; seat(s) {', '.join(map(str, plain))} would be plain seats (a name "
                             "without an account).", seats=plain)
    if len(players) < 2:
        raise errors.Refused("rated.solo", "A rated game has two seats or more (the automa counts as one).")


def left(table: dict) -> set[int]:
    """The seats that left the game, for rating and for a tournament's standings: those the table has
    `out` (resigned, or ran out of time with `on_timeout: lose`) and those a bot plays on because they
    resigned or ran out of time (with `on_timeout: automa` the seat is not out and may still win the game,
    but not for rating: a player could otherwise hand a lost position to a bot by letting the clock run).
    A seat handed over by its player (`handed_over`) did not leave."""
    machines = table.get("controllers", {})
    return {*table.get("out", ()), *(int(seat) for seat, taken in machines.items() if taken["reason"] != "handed_over")}


def places(status: Status, table: dict, seats: int) -> list[int]:
    """Each seat's place in a finished game (1 the best; equal places tie): the winners, then by score,
    seats that left the game (`left`) last, ordered among themselves as the others. A rating's places and a
    tournament table's."""
    out, winners, scores = left(table), set(status.winners), status.scores

    def key(seat: int) -> tuple:
        return seat in out, seat not in winners, -scores[seat] if scores is not None else 0

    keys = [key(seat) for seat in range(seats)]
    return [1 + sum(other < mine for other in keys) for mine in keys]


def own_commands(envelopes: list[dict], seats: int, moves_only: bool = True) -> list[int]:
    """How many commands of its own each seat made: those the log records for the seat with no machine
    (`by`: a bot, the automa, the clock) choosing them; with `moves_only`, its moves: the game's commands,
    the table's (undo, resign, hand_over, take_back) apart. A command is recorded on its batch's first event."""
    made = [0] * seats
    for envelope in envelopes:
        command = envelope.get("command")
        if (command and command.get("seat") is not None and not command.get("by") and 0 <= command["seat"] < seats
                and not (moves_only and command["type"] in tables.SEAT_COMMANDS)):
            made[command["seat"]] += 1
    return made


def pair_key(a: str, b: str) -> str:
    return "|".join(sorted((a, b)))


def pair_weight(pairs: dict[str, list[int]], finished_ms: int) -> tuple[int, dict[str, list[int]]]:
    """How many rated games the game's most frequent pair has had within PAIR_WINDOW_MS up to and with
    this one (1: the first), and each pair's recorded times with this game's added (older ones dropped)."""
    recent = {pair: [t for t in times if finished_ms - PAIR_WINDOW_MS < t <= finished_ms]
              for pair, times in pairs.items()}
    count = 1 + max((len(times) for times in recent.values()), default=0)
    return count, {pair: sorted([*times, finished_ms])[-PAIR_GAMES:] for pair, times in recent.items()}


def weighed(before: dict[str, Rating | None], after: dict[str, Rating], weight: float) -> dict[str, Rating]:
    """`after` moved only `weight` of the way from `before` (a repeated pair's game counts less)."""
    if weight == 1:
        return after
    out = {}
    for entity, new in after.items():
        old = before[entity] or NEWCOMER
        out[entity] = Rating(old.mu + weight * (new.mu - old.mu), old.sigma + weight * (new.sigma - old.sigma),
                             new.games)
    return out


def finished_at(envelopes: list[dict]) -> int:
    """When the game ended, from its log (the last event's time, in ms): the same however often asked."""
    return int(datetime.fromisoformat(envelopes[-1]["at"].replace("Z", "+00:00")).timestamp() * 1000)


def updated(before: dict[str, Rating | None], entities: list[str], placed: list[int]) -> dict[str, Rating]:
    """The entities' ratings after a game in which seat n, played by `entities[n]`, came `placed[n]`. An
    entity holding several seats (two bots of one level) moves by the mean of its seats' new ratings."""
    teams = [[MODEL.rating(mu=(before[e] or NEWCOMER).mu, sigma=(before[e] or NEWCOMER).sigma)] for e in entities]
    rated = MODEL.rate(teams, ranks=placed)
    seats: dict[str, list] = {}
    for entity, (after,) in zip(entities, rated, strict=True):
        seats.setdefault(entity, []).append(after)
    return {entity: Rating(fmean(r.mu for r in new), fmean(r.sigma for r in new), (before[entity] or NEWCOMER).games + 1)
            for entity, new in seats.items()}


class Ratings:
    """`accounts`: where the caller has them (the API), the leaderboard names each account."""

    def __init__(self, store: RatingStore, games: Games, accounts: Accounts | None = None) -> None:
        self.store = store
        self.games = games
        self.accounts = accounts

    def rate(self, game_id: str) -> dict | None:
        """Rate a finished rated game, once however often asked: its recorded result (None for a game
        that is not rated, or not finished)."""
        game = self.games.game(game_id)
        rules = game.rules.name
        if not game.rated:
            return None
        done = self.store.result(rules, game_id)
        if done is not None:
            return done
        known = self.games.current(game)
        status = match.status(game.rules, known.state, known.table or {})
        if not status.finished:
            return None
        envelopes = self.games.store.events(game.id)
        level = envelopes[0]["data"].get("difficulty") if any(s["kind"] == "automa" for s in game.seats) else None
        entities = [rated_as(seat, level) for seat in game.seats]
        placed = places(status, known.table or {}, len(game.seats))
        made = own_commands(envelopes, len(game.seats))
        seats = enumerate(zip(entities, placed, strict=True))
        result = {"game": game.id, "rated": True,
                  "seats": [{"seat": n, "rated_as": entity, "place": place} for n, (entity, place) in seats]}
        why = "plain_seat" if None in entities else None
        if why is None and any(kind == "human" and made[n] < MIN_MOVES for n, kind in enumerate(game.kinds)):
            why = "aborted"  # (a player's seat that never played: nothing was won or lost)
        if why is not None:
            return self._unrated(rules, game.id, {**result, "rated": False, "why": why})
        named = [entity for entity in entities if entity is not None]
        accounts = sorted({entities[n] for n, kind in enumerate(game.kinds) if kind == "human"})
        pair_keys = [pair_key(a, b) for a, b in combinations(accounts, 2)]
        finished_ms = finished_at(envelopes)
        for _ in range(ATTEMPTS):
            before = self.store.ratings(rules, sorted(set(named)))
            pairs_before = self.store.pairs(rules, pair_keys) if pair_keys else {}
            count, pairs_after = pair_weight(pairs_before, finished_ms)
            if count > PAIR_GAMES:
                before, after, shown = {}, {}, {**result, "rated": False, "why": "repeated_pair", "pair_games": count}
            else:
                weight = 0.5 ** (count - 1)
                after = weighed(before, updated(before, named, placed), weight)
                shown = result if weight == 1 else {**result, "weight": weight, "pair_games": count}
            outcome = self.store.record(rules, game.id, before, after, shown, pairs_before, pairs_after)
            if outcome != "moved":
                return self.store.result(rules, game.id)
        raise errors.Busy("ratings_busy", f"The ratings of {rules} changed under game {game.id}'s update "
                          f"{ATTEMPTS} times in a row.")

    def _unrated(self, rules: str, game_id: str, result: dict) -> dict | None:
        """The game recorded as rating nobody (`why`), once."""
        self.store.record(rules, game_id, {}, {}, result)
        log.info("game %s finished unrated (%s)", game_id, result["why"])
        return self.store.result(rules, game_id)

    def board(self, rules: str, limit: int, cursor: str | None) -> dict:
        """A page of the title's leaderboard, best first; `cursor`: where the page before ended."""
        offset = int(cursor) if cursor else 0
        entries, total = self.store.board(rules, offset, min(limit, BOARD_PAGE))
        end = offset + len(entries)
        return {"rules": rules, "total": total, "next_cursor": str(end) if end < total else None,
                "ratings": [{"place": offset + n + 1, **self.who(entity), **rating.public()}
                            for n, (entity, rating) in enumerate(entries)]}

    def result(self, rules: str, game_id: str) -> dict | None:
        """A finished game's recorded rating result (its seats' places, or why it rated nobody), None
        before the relay has rated it. A read only: never rates."""
        return self.store.result(rules, game_id)

    def of(self, titles: list[str], entity: str) -> dict:
        """An entity's rating and place in each title it is rated in."""
        out = {}
        for rules in titles:
            found = self.store.rank(rules, entity)
            if found is not None:
                out[rules] = {"place": found[1], **found[0].public()}
        return out

    def who(self, entity: str) -> dict:
        """How a leaderboard names an entity: an account (with its name), a bot level, the automa."""
        kind, _, level = entity.partition(":")
        if kind == "bot":
            return {"rated_as": entity, "bot": level}
        if kind == "automa":
            return {"rated_as": entity, "automa": level or None}
        return {"rated_as": entity, "account": entity, "name": self.name(entity)}

    def name(self, account_id: str) -> str | None:
        if self.accounts is None:
            return None
        try:
            return self.accounts.account(account_id).name
        except errors.NotFound:
            return None
