"""Who may invite an account to a game, and what a waiting game counts against (issue 39).

A waiting game counts against its owners: the one who made it (`maker`: the account whose key made it,
else the client's own rate key, an address or a seat) and the accounts seated in it; never against an
account it only invites, so that no one fills another's waiting games. An invitation counts against its
sender, which may have MAX_INVITATIONS of them pending with one account. An account says whom it accepts
challenges from (`anyone`, the default; `played`: the accounts it has sat at a started game with, so never
an anonymous client; `nobody`) and may decline every invitation at once (service/app/lobby.py).

Each cap is counted and held in one step of the store (LobbyStore.reserve and .invite, one script each),
so that concurrent requests cannot pass it. A place held for a game no longer waiting (started, declined,
expired) is given back where its owner next meets the cap, rather than by a sweep."""
from __future__ import annotations

from collections.abc import Callable

from service.app import errors
from service.app.errors import invalid
from service.app.lookup import now_ms
from service.app.ports import LobbyStore

ACCEPTS_FROM = ("anyone", "played", "nobody")
"""Whom an account accepts challenges from (invitations to a seat, a rematch's among them)."""
MAX_INVITATIONS = 5
"""Invitations one sender may have pending with one account at once (429 `too_many_invitations` beyond)."""
DECLINE_AT_ONCE = 100
"""Invitations one `decline all` declines (the answer says whether more are left)."""
HELD_NOW = 1  # LobbyStore.reserve/.invite: held by this call (0: the cap is reached; 2: held before)
MAKING_MS = 60_000  # a place held this lately whose lobby is not there is one being made (else a crash's)


def owners(record: dict) -> set[str]:
    """Whom a lobby counts against: its maker and the accounts seated in it."""
    seated = {f"account:{s['account']}" for s in record["seats"] if s["state"] == "taken" and s.get("account")}
    return seated | ({record["maker"]} if record.get("maker") else set())


def pending(record: dict) -> list[str]:
    """The accounts invited to a lobby that have not taken their seats."""
    return [s["invited"] for s in record["seats"] if s["state"] == "invited"]


def sender_of(record: dict) -> str:
    return record.get("maker") or ""  # ("": made by the server itself, which no cap holds)


class Consent:
    def __init__(self, store: LobbyStore, waiting_s: float) -> None:
        self.store = store
        self.keep_s = waiting_s + MAKING_MS / 1000  # (a place's set outlives every lobby it holds a place of)

    # --- the preference ---------------------------------------------------------------------------
    def accepts_from(self, account_id: str) -> dict:
        return {"accepts_from": self.store.accepts_from(account_id) or "anyone"}

    def set_accepts_from(self, account_id: str, whom: str) -> dict:
        if whom not in ACCEPTS_FROM:
            raise invalid({"accepts_from": [f"One of {', '.join(ACCEPTS_FROM)}."]})
        self.store.set_accepts_from(account_id, whom)
        return {"accepts_from": whom}

    def check(self, account_id: str, sender: str) -> None:
        """Refuse an invitation of `sender`'s the account does not accept (its own always passes)."""
        whom = self.accepts_from(account_id)["accepts_from"]
        kind, _, sender_id = sender.partition(":")
        if whom == "anyone" or (kind == "account" and sender_id == account_id):
            return
        if whom == "played" and kind == "account" and self.store.played(account_id, sender_id):
            return
        said = "no one" if whom == "nobody" else "the accounts it has played only (an account key names the sender)"
        raise errors.Forbidden("challenges_refused", f"Account {account_id} accepts challenges from {said}.",
                               account=account_id, accepts_from=whom)

    def played(self, account_ids: list[str]) -> None:
        """Accounts that sat at a started game together: each has played the others."""
        if len(account_ids) > 1:
            self.store.record_played(account_ids, now_ms())

    # --- the caps ---------------------------------------------------------------------------------
    def admit(self, record: dict, cap: int) -> None:
        """Before a new lobby is written: each invited account accepts its sender, and the lobby's places
        are held, among each owner's waiting games (at most `cap`) and among each invited account's
        invitations from the sender (at most MAX_INVITATIONS). A refusal gives back the places held."""
        sender, game_id = sender_of(record), record["id"]
        for account_id in pending(record):
            self.check(account_id, sender)
        undo: list[Callable[[], None]] = []
        try:
            for owner in sorted(owners(record)):
                if self.hold(owner, game_id, cap) == HELD_NOW:
                    undo.append(lambda owner=owner: self.store.release(owner, game_id))
            for account_id in pending(record):
                if self.invite(account_id, sender, game_id) == HELD_NOW:
                    undo.append(lambda account_id=account_id: self.store.uninvite(account_id, sender, game_id))
        except errors.ApplicationError:
            for give_back in undo:
                give_back()
            raise

    def hold(self, owner: str, game_id: str, cap: int) -> int:
        """A place among the owner's waiting games (429 `too_many_waiting` at the cap)."""
        held = self._reserved(lambda: self.store.reserve(owner, game_id, cap, self.keep_s),
                              lambda: self.store.waiting_of(owner), lambda record: owner in owners(record),
                              lambda stale: self.store.release(owner, stale))
        if not held:
            raise errors.Busy("too_many_waiting", f"At most {cap} games waiting for their seats may count against "
                              "one account or client at once (those it made or sits in); this one is.", limit=cap)
        return held

    def count(self, owner: str, game_id: str) -> None:
        """A place among the owner's waiting games beyond the cap (an invitation it accepted)."""
        self.store.reserve(owner, game_id, None, self.keep_s)

    def invite(self, account_id: str, sender: str, game_id: str, capped: bool = True) -> int:
        """A place among the account's invitations from `sender` (429 `too_many_invitations` at the cap;
        not `capped`: pending again, a seat given back to its invitation)."""
        if not sender or not capped:
            return self.store.invite(account_id, sender, game_id, None, self.keep_s)
        held = self._reserved(lambda: self.store.invite(account_id, sender, game_id, MAX_INVITATIONS, self.keep_s),
                              lambda: self.store.invitations(account_id, DECLINE_AT_ONCE, sender),
                              lambda record: account_id in pending(record),
                              lambda stale: self.store.uninvite(account_id, sender, stale))
        if not held:
            raise errors.Busy("too_many_invitations", f"At most {MAX_INVITATIONS} invitations of one sender may wait "
                              f"for account {account_id}'s answer at once.", limit=MAX_INVITATIONS, account=account_id)
        return held

    def _reserved(self, reserve: Callable[[], int], held: Callable[[], list[tuple[str, int]]],
                  counts: Callable[[dict], bool], drop: Callable[[str], None]) -> int:
        """`reserve`'s answer; where the cap is reached, once more after the places of games that no
        longer count (gone, started, declined, or no longer this owner's) are given back. A place held
        for a lobby not written yet, or for a change of it not written yet (a join between its hold and
        its write), counts while another request may still be making it."""
        answer = reserve()
        if answer:
            return answer
        for game_id, held_at in held():
            found = self.store.lobby(game_id)
            if found is None:
                stale = self.gone(game_id, held_at)
            else:
                stale = found[0]["status"] != "waiting" or (not counts(found[0]) and held_at < now_ms() - MAKING_MS)
            if stale:
                drop(game_id)
        return reserve()

    def gone(self, game_id: str, held_at: int) -> bool:
        """Whether a place held at `held_at` (ms) for a lobby not there is for one that will not come: it
        expired (its marker says so), or the place is older than any making of a lobby (a crash's). The
        marker is written with the lobby in one step: one seen while the lobby is still not there after it
        is an expiry's, not that of a lobby written since the caller looked (which would hold 6 of 5)."""
        if held_at < now_ms() - MAKING_MS:
            return True
        return self.store.expired(game_id) is not None and self.store.lobby(game_id) is None

    def settle(self, before: dict, after: dict) -> None:
        """After a lobby's change: the owners it no longer counts against, and the invitations no longer
        pending, are given back (a start or a decline gives back all)."""
        waiting = after["status"] == "waiting"
        for owner in owners(before) - (owners(after) if waiting else set()):
            self.store.release(owner, before["id"])
        for account_id in set(pending(before)) - (set(pending(after)) if waiting else set()):
            self.store.uninvite(account_id, sender_of(before), before["id"])
