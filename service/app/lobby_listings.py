"""The listings of games waiting for their seats (service/app/lobby.py): those with an open seat, and an
account's own games (those it holds a seat in or is invited to). A game that expired waiting is taken
off a listing where a read meets it (a bounded page at a time), rather than by a sweep."""
from __future__ import annotations

from service.app import errors
from service.app.accounts import Account
from service.app.lobby import Lobby
from service.app.lobby_seats import has_open_seat
from service.app.reads import LIST_READS
from service.app.tiered import with_archived


class Listings:
    def __init__(self, lobby: Lobby) -> None:
        self.lobby = lobby

    def open_games(self, rules: str | None, limit: int, cursor: str | None) -> dict:
        """The games with an open seat, newest first."""
        found: list[dict] = []
        before = cursor
        for _ in range(LIST_READS):  # more than one read only where an entry was out of date
            want = limit - len(found)
            ids = self.lobby.store.open_games(before, want, rules)
            for game_id in ids:
                before = game_id
                entry = self.lobby.store.lobby(game_id)
                if entry is None:  # (expired: its marker names its rules' listing, if not too long ago)
                    self.lobby.store.list_open(game_id, self.lobby.store.expired(game_id) or rules, False)
                    continue
                if entry[0]["status"] != "waiting" or not has_open_seat(entry[0]):
                    self.lobby.store.list_open(game_id, entry[0]["rules"], False)
                    continue
                found.append(self.lobby.summary(entry[0]))
            if len(ids) < want or len(found) == limit:
                break
        more = before is not None and bool(self.lobby.store.open_games(before, 1, rules))
        return {"games": found, "next_cursor": before if more else None}

    def my_games(self, account: Account, status: str | None, turn: str | None, limit: int, cursor: str | None) -> dict:
        """The games the account holds a seat in or is invited to, newest first, each with its `seat`.
        `turn`: active games where it is (`mine`) or is not (`theirs`) the account's turn. A page reads a
        bounded number of entries: it may hold fewer games than `limit` and still have a `next_cursor`."""
        found: list[dict] = []
        before = cursor
        for _ in range(LIST_READS):
            ids = self._games_of(account.id, before, limit)
            for game_id in ids:
                before = game_id
                mine = self._mine(game_id, account)
                if mine is None or status is not None and mine["status"] != status:
                    continue
                if turn is not None and (mine["status"] != "active"
                                         or (mine["seat"] in mine["active_seats"]) != (turn == "mine")):
                    continue
                found.append(mine)
                if len(found) == limit:
                    break
            if len(ids) < limit or len(found) == limit:
                break
        more = before is not None and bool(self._games_of(account.id, before, 1))
        return {"games": found, "next_cursor": before if more else None}

    def _games_of(self, account_id: str, before: str | None, limit: int) -> list[str]:
        """The account's games newest first: Redis's entries and, merged, the archived games'."""
        return with_archived(self.lobby.games.store, self.lobby.store.games_of(account_id, before, limit),
                             lambda archive: archive.games_of(account_id, before, limit), limit)

    def _mine(self, game_id: str, account: Account) -> dict | None:
        entry = self.lobby.store.lobby(game_id)
        if entry is not None and entry[0]["status"] == "declined":
            return None
        try:
            summary = self.lobby.summary(entry[0]) if entry is not None else self.lobby.reads.summary(self.lobby.games.game(game_id))
        except (errors.NotFound, errors.Gone, errors.Conflict) as exc:  # (left the store since it was indexed)
            if exc.code == "game_expired":  # (its seats are free: off the account's games for good)
                self.lobby.store.forget(account.id, game_id)
                self.lobby.store.release(f"account:{account.id}", game_id)
            return None
        seat = next((s["seat"] for s in summary["seats"] if s.get("account") == account.id), None)
        return {**summary, "seat": seat} if seat is not None else None
