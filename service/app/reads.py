"""Reading games: a game's summary and the listing of games, its state and view at a version, its
events, a seat's legal commands, its export, and the verify that decides its log again."""
from __future__ import annotations

import orjson

from domain.core import match
from domain.core import replay as replaying
from domain.core import table as tables
from domain.core.rules import Status
from domain.core.table import MACHINE_KINDS
from service.app import errors
from service.app.lookup import Game, Games, iso, now_ms, public_event
from service.app.ports import Head

LIST_READS = 4  # index reads per listing page


class Reads:
    def __init__(self, games: Games) -> None:
        self.games = games
        self.store = games.store

    def summary(self, game: Game) -> dict:
        meta = self.store.meta(game.id)
        if meta is None:
            raise self.games.missing(game.id)
        progress = orjson.loads(meta.get("progress", "{}"))
        finished = progress.get("status") == "finished"
        winners = progress.get("winners", [])
        table = orjson.loads(meta["table"]) if meta.get("table") else {}
        # A duplicate deal's table keeps its seed until its round's last table ends (its tournament says).
        public = finished and not hides_deal(game, meta)
        return {
            "id": game.id,
            "rules": game.rules.name,
            "rules_version": game.rules_version,
            "options": game.options,
            "seats": [_seat_now(table, seat) for seat in game.seats],
            "clocks": _clocks(game, table, finished),
            "forked_from": game.forked_from,
            "version": int(meta.get("version", 0)),
            "turn": progress.get("turn", 0),
            "round": progress.get("round", 0),
            "status": progress.get("status", "active"),
            "active_seats": progress.get("active_seats", []),
            "scores": progress.get("scores") if finished else None,
            "winner": winners[0] if finished and len(winners) == 1 else None,
            "winners": winners if finished else [],
            "seed_commitment": game.seed_commitment,
            # Every seed, the creator's own too, is secret until the end: it deals every hidden card.
            "seed": game.seed if public else None,
            "seed_public": public,
            "seed_chosen": game.seed_given,
            "created_at": game.created_at,
            "updated_at": progress.get("updated_at", game.created_at),
            "imported": meta.get("imported") == "1",
            "rated": game.rated,
        }

    def list_games(self, rules: str | None, status: str | None, limit: int, cursor: str | None) -> dict:
        found: list[dict] = []
        before = cursor
        for _ in range(LIST_READS):  # more than one read only where an index entry was out of date
            want = limit - len(found)
            ids = self.store.list_games(before, want, rules, status)
            for game_id in ids:
                before = game_id
                try:
                    summary = self.summary(self.games.game(game_id))
                except (errors.NotFound, errors.Gone):  # (it left the store since the index named it)
                    continue
                if status is not None and summary["status"] != status:
                    if summary["status"] == "finished":
                        # The append that finished the game was made, its index move was not (a crash
                        # in between): move it now.
                        self.store.mark_finished(game_id, summary["rules"])
                    continue
                found.append(summary)
            if len(ids) < want or len(found) == limit:
                break
        more = before is not None and bool(self.store.list_games(before, 1, rules, status))
        return {"games": found, "next_cursor": before if more else None}

    def state(self, game: Game, seat: int | None, version: int, head: Head | None = None) -> dict:
        self.watch(game, seat)
        known = self.games.known(game, version, head)
        state = known.state
        status = match.status(game.rules, state, known.table or {})
        seed_public = self._seed_public(game, status, head)
        return {
            "version": version,
            "turn": status.turn,
            "round": status.round,
            "status": "finished" if status.finished else "active",
            "state_hash": known.state_hash,
            "seed_public": seed_public,
            "view": game.rules.view(state, seat),
            # The table (clocks) is kept for the log's last version only.
            "clocks": _clocks(game, known.table, status.finished) if known.table is not None else None,
        }

    def deal_hidden(self, game: Game) -> bool:
        return hides_deal(game, self.store.meta(game.id))

    def watch(self, game: Game, seat: int | None) -> None:
        """The one check of every read of a game's play (events, state and picture and page, stream,
        export, verify, fork, route-income analyses and their jobs, scoring jobs: seat None, as their
        results are anyone's who holds the job's id): while its deal is hidden only its own seats read it,
        each its own view; a spectator, a player of another table and the admin alike are refused (403
        deal_hidden). The summary and listings show such a game without its seed (hides_deal)."""
        if seat is None and self.deal_hidden(game):
            raise errors.Forbidden("deal_hidden", "This table's deal is still played at other tables of its "
                                   "tournament round; only its own seats may follow it until the round ends.",
                                   game=game.id)

    def _seed_public(self, game: Game, status: Status, head: Head | None) -> bool:
        """Whether the game's seed is published: the game has ended (by the version shown, or since,
        which only the meta tells of a version before the last)."""
        if self.deal_hidden(game):
            return False  # (a duplicate deal's table: see summary)
        if status.finished or head is not None:
            return status.finished
        return orjson.loads(self.store.meta(game.id).get("progress", "{}")).get("status") == "finished"

    def events(self, game: Game, seat: int | None, after: int, limit: int, full: bool = False) -> dict:
        self.watch(game, seat)
        envelopes = self.store.events(game.id, after=after, limit=limit)
        last = self.store.version(game.id)
        if last == 0:
            raise self.games.missing(game.id)
        return {"events": [e for e in (public_event(game, env, seat, full) for env in envelopes) if e],
                "last_version": last}

    def legal_commands(self, game: Game, seat: int, head: Head | None = None) -> dict:
        """The seat's legal commands at the log's head: `head` as the caller read it (so that what it
        draws with them is of the same version), else as it is now."""
        head = head or self.games.head(game)
        known = self.games.known(game, head.version, head)
        version, state, table = known.version, known.state, known.table or {}
        if match.status(game.rules, state, table).finished or game.seats[seat]["kind"] in MACHINE_KINDS:
            return {"version": version, "commands": []}
        own = tables.seat_commands(table, game.options, game.kinds, seat)
        if tables.controller(table, game.kinds, seat) != "human" or seat in table.get("out", ()):
            return {"version": version, "commands": own}
        return {"version": version, "commands": game.rules.legal_commands(state, seat) + own}

    def export(self, game: Game, seat: int | None, admin: bool) -> dict:
        self.watch(game, seat)
        summary = self.summary(game)
        full = admin or summary["seed_public"]
        envelopes = self.store.events(game.id)
        if full:
            return {"game": summary, "events": envelopes, "seed": game.seed}
        events = []
        for envelope in envelopes:
            public = public_event(game, envelope, seat)
            if public is None:
                continue
            command = envelope.get("command")
            own = command is not None and seat is not None and command.get("seat") == seat
            events.append({**public, "command": command if own else None})
        return {"game": summary, "events": events, "redacted": True}

    def verify(self, game: Game, upto: int | None = None) -> dict:
        """Re-decide the log (up to version `upto`). A fork's first events are the parent's, decided with
        the parent's secret seed: they are checked by their state hashes, every later command is decided again."""
        copied = game.forked_from["version"] if game.forked_from else 0
        envelopes = self.store.events(game.id, upto=upto)
        if not envelopes:
            raise self.games.missing(game.id)
        return replaying.replay(game.rules, game.seed, envelopes, copied=copied).as_dict()


def hides_deal(game: Game, meta: dict | None) -> bool:
    """Whether the game (its meta as read) is a table of a duplicate tournament round still being played:
    every table of the round has the same seed, so this one's dice and cards are those the others have
    still to meet (its tournament deletes the mark when the round's last table has ended)."""
    return game.tournament is not None and (meta or {}).get("seed_hidden") == "1"


def _seat_now(table: dict, seat: dict) -> dict:
    """A seat as the summary shows it: who plays it now, and whether it left."""
    number = seat["seat"]
    taken = table.get("controllers", {}).get(str(number))
    return {**seat, **({"played_by": taken} if taken else {}), **({"out": True} if number in table.get("out", ()) else {})}


def _clocks(game: Game, table: dict, finished: bool) -> dict | None:
    """The clocks as of now: the time left of every seat (a running clock counts down from its
    last start), which run, and when the first runs out."""
    clock = game.options.get("clock")
    clocks = table.get("clocks")
    if clock is None or clocks is None:
        return None
    running = [] if finished else clocks["running"]
    spent = now_ms() - clocks["since_ms"]
    deadline = tables.deadline_ms(table) if running else None
    return {**clock, "running": running,
            "remaining_ms": [max(0, left - spent) if s in running else left
                             for s, left in enumerate(clocks["remaining_ms"])],
            "deadline": iso(deadline) if deadline is not None else None}
