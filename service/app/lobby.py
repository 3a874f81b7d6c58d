"""Games that wait for their seats (issue 27): a seat may be an account's invitation (`{"account": id}`)
or open to any account (`{"open": true}`). Until every seat is taken the game is a lobby, a record in
the store with a revision that every change compares and sets (two accounts racing for a seat: one
wins, the other reads again and is refused). When the last seat is taken the game is created under the
id, seed and token salt its lobby fixed, through the one creation path (service/app/creation.py), so that
starting it twice (a crash between the last join and the start: any later read or join starts it)
creates the very same game once. A challenge is a lobby an account made, with its own seat taken.
A lobby not full within its waiting time expires: the store forgets it (a key TTL, no sweep) and keeps a
short-lived marker by which its id answers 410 `game_expired`; a look at the deadline, which the lobby's
outbox entry asks for (`expires_ms`), tells its accounts (service/app/notices.py). Who may be invited, and
what a waiting game counts against: service/app/lobby_consent.py."""
from __future__ import annotations

import secrets
import time

from domain.core import table as tables
from domain.core.game import CommandInvalid, load_options, setup_events
from domain.core.registry import get_rules
from domain.core.rng import seed_commitment
from domain.core.rules import RuleViolation, SeatSpec
from service.app import errors
from service.app.accounts import Account, Accounts
from service.app.creation import Creation, bot_level, new_game_id, seat_token
from service.app.errors import invalid
from service.app.lobby_consent import DECLINE_AT_ONCE, HELD_NOW, Consent, owners, pending, sender_of
from service.app.lobby_seats import (
    accounts_of,
    full,
    has_open_seat,
    held_seat,
    invited_seat,
    new_seats,
    player_of_seat,
    public_seat,
)
from service.app.lobby_seats import waits as waits  # (GameService's: whether a new game waits)
from service.app.lookup import Game, Games, body_hash, now_iso
from service.app.ports import LobbyStore
from service.app.ratings import check_rated
from service.app.reads import Reads

LOBBY_KEY = "lobby"
"""The idempotency key a lobby's game is created with: its seats' tokens derive from it and the lobby's
salt, so that a join answers the token the seat will have."""
MAX_WAITING = 50
"""Games waiting for their seats that may count against one account or client at once, those it made or
sits in (429 beyond); an invitation counts against its sender, never against the account invited."""
WAITING_SECONDS = 72 * 3600.0
"""How long a game waits for its seats before it expires, unless configured (TRACKSIDE_WAITING_HOURS)."""
ATTEMPTS = 16  # compare-and-set rounds of one change before it gives up (each lost only to another change)


class Lobby:
    def __init__(self, store: LobbyStore, accounts: Accounts, games: Games, reads: Reads, creation: Creation,
                 waiting_s: float = WAITING_SECONDS) -> None:
        self.store = store
        self.consent = Consent(store, waiting_s)
        self.waiting_s = waiting_s
        self.accounts = accounts
        self.games = games
        self.reads = reads
        self.creation = creation

    # --- a new table ------------------------------------------------------------------------------
    def open(self, rules_name: str, players: list[dict], options: dict | None, seed: str | None,
             challenger: Account | None = None, game_id: str | None = None, idempotency_key: str | None = None,
             client: str = "", rated: bool = False) -> dict:
        """A game whose seats wait for accounts (started at once if none does: a challenge against bots).
        `challenger`: the account making it, which must be one of the players (`{"account": <its id>}`),
        its seat taken at once. `game_id`: the id fixed beforehand (a rematch); a lobby already there is
        answered as it is. An Idempotency-Key fixes the id as it does a game's (Creation.first_plan).
        `rated`: the game will be rated (service/app/ratings.py), as its lobby records. The lobby's maker
        (what it counts against, the invitations' sender): the challenger, else `client`."""
        if idempotency_key:
            digest = body_hash({"rules": rules_name, "players": players, "options": options, "seed": seed,
                                "challenger": challenger.id if challenger else None, **({"rated": True} if rated else {})})
            game_id = self.creation.first_plan(idempotency_key, client, {"game_id": new_game_id(), "body_hash": digest})[
                "game_id"]
        if game_id is not None and (found := self.store.lobby(game_id)) is not None:
            return self.created(found[0])  # (asked for again: a rematch, or a retry with its Idempotency-Key)
        rules = get_rules(rules_name)
        if rules is None:
            raise errors.Refused("unknown_rules", f"There are no rules named {rules_name!r}.")
        if rated:
            check_rated(players)
        try:
            shown = load_options(rules, options, tables.TABLE_VERSION)
        except CommandInvalid as exc:
            raise invalid(exc.errors, "The game options are not valid.") from exc
        seats = new_seats(self.accounts, players)
        if challenger is not None:
            mine = next((s for s in seats if s.get("invited") == challenger.id), None)
            if mine is None:
                raise errors.Refused("challenger_not_seated", "The challenger is one of the players: "
                                     f'{{"account": "{challenger.id}"}}.')
            mine["state"] = "taken"
        secret = seed if seed is not None else secrets.token_hex(32)
        try:  # the rules' own checks (how many players, which seats may be the automa), before anyone waits
            setup_events(rules, shown, [SeatSpec(s.get("name") or f"Seat {s['seat'] + 1}", s["kind"]) for s in seats],
                         secret, rules.rules_version)
        except RuleViolation as exc:
            raise errors.Refused(exc.code, exc.message, **exc.details) from exc
        game_id = game_id or new_game_id()
        record = {"id": game_id, "rules": rules.name, "rules_version": rules.rules_version, "options": options or {},
                  "shown_options": shown, "seed": seed, "secret": secret, "salt": secrets.token_hex(16),
                  "created_at": now_iso(), "challenger": challenger.id if challenger else None,
                  "status": "waiting", "seats": seats, **({"rated": True} if rated else {}),
                  "maker": f"account:{challenger.id}" if challenger is not None else client or None}
        self.consent.admit(record, MAX_WAITING)
        for account_id in accounts_of(record):  # before the lobby: an entry left by a crash is skipped when read
            self.store.hold(account_id, game_id)
        told = [s["invited"] for s in seats if s["state"] == "invited"]
        # What the relay is to do: tell the invited, and look at the deadline whether the game expired.
        asks = {**({"challenge": self.view(record), "invited": told} if told else {}),
                **({} if full(record) else {"expires_ms": int((time.time() + self.waiting_s) * 1000)})}
        entry = {"game": game_id, "version": 0, **asks} if asks else None
        if not self.store.open_lobby(game_id, record, entry, self.waiting_s):
            record = self._record(game_id)  # (the same rematch asked for meanwhile)
        elif has_open_seat(record):
            self.store.list_open(game_id, rules.name, True)
        if record["status"] == "waiting" and full(record):
            self.start(record)
        return self.created(record)

    def seated_now(self, players: list[dict], caller: Account | None) -> list[dict]:
        """Players whose account seats (`{"account": id}`) are taken at once, as a game's players name
        them: a game that waits for no one (a fork) may seat only the caller's own account."""
        mine = caller.id if caller is not None else None
        if any("account" in p and p["account"] != mine for p in players):  # (before any other account is looked up)
            raise errors.Forbidden("not_your_account", "Only the caller's own account may be seated at once: "
                                   "send its key (Authorization: Bearer <key>) and name it by its id.")
        return [player_of_seat(s) for s in new_seats(self.accounts, players)]

    # --- seats --------------------------------------------------------------------------------------
    def join(self, game_id: str, seat: int, account: Account) -> dict:
        """Take an open seat, or the seat the account was invited to: the seat's token (joining the seat
        the account holds answers it again). An open seat's place among the account's waiting games is
        held before the seat is taken (the cap exact), and given back where the seat is not."""
        owner, held = f"account:{account.id}", False
        try:
            for _ in range(ATTEMPTS):
                record, revision = self._lobby(game_id)
                if not 0 <= seat < len(record["seats"]):
                    raise errors.NotFound("seat_not_found", f"This game has seats 0 to {len(record['seats']) - 1}.")
                taken = held_seat(record, account.id)
                if taken == seat:
                    return self._joined(record, seat)
                self._still_waiting(record)
                if taken is not None:
                    raise errors.Conflict("already_seated", f"This account holds seat {taken} of this game: an "
                                          "account holds at most one seat of a game.", seat=taken)
                target, invitation = record["seats"][seat], invited_seat(record, account.id)
                if target["state"] == "taken":
                    raise errors.Conflict("seat_taken", "Another player holds this seat.")
                if target["state"] == "invited" and target["invited"] != account.id:
                    raise errors.Forbidden("not_invited", "This seat waits for the account invited to it.")
                if invitation is not None and invitation != seat:
                    raise errors.Conflict("invited_elsewhere", f"This account is invited to seat {invitation}; "
                                          "take that one.", seat=invitation)
                if target["state"] == "open" and not held and owner not in owners(record):
                    held = self.consent.hold(owner, game_id, MAX_WAITING) == HELD_NOW
                seats = list(record["seats"])
                seats[seat] = {**target, "state": "taken", "account": account.id, "name": account.name,
                               "account_kind": account.kind}
                changed = {**record, "seats": seats}
                if self.store.update_lobby(game_id, revision, changed, settled=full(changed)):
                    held = False  # (kept: the seat is taken)
                    self.store.hold(account.id, game_id)
                    self.consent.count(owner, game_id)  # (an invitation accepted counts beyond the cap)
                    self.consent.settle(record, changed)
                    if not has_open_seat(changed):
                        self.store.list_open(game_id, record["rules"], False)
                    if full(changed):
                        self.start(changed)
                    return self._joined(changed, seat)
            raise errors.Conflict("lobby_busy", "The seats of this game changed too often under the request; try again.")
        finally:
            if held:
                self.store.release(owner, game_id)

    def leave(self, game_id: str, seat: int, account: Account) -> dict:
        """Give a seat back before the game starts: to the account invited to it, else open again."""
        for _ in range(ATTEMPTS):
            record, revision = self._lobby(game_id)
            self._still_waiting(record)
            if held_seat(record, account.id) != seat:
                raise errors.Forbidden("not_your_seat", "This account does not hold this seat.")
            target = record["seats"][seat]
            seats = list(record["seats"])
            if "invited" in target:
                seats[seat] = {**target, "state": "invited"}
            else:
                seats[seat] = {"seat": seat, "kind": "human", "state": "open"}
            changed = {**record, "seats": seats}
            if self.store.update_lobby(game_id, revision, changed):
                self.consent.settle(record, changed)
                if "invited" in target:  # (pending again: among its invitations, as it was before it accepted)
                    self.consent.invite(account.id, sender_of(record), game_id, capped=False)
                else:
                    self.store.forget(account.id, game_id)
                    self.store.list_open(game_id, record["rules"], True)
                return self.summary(changed)
        raise errors.Conflict("lobby_busy", "The seats of this game changed too often under the request; try again.")

    def accept(self, game_id: str, account: Account) -> dict:
        """An invited account takes its seat."""
        record, _ = self._lobby(game_id)
        seat = invited_seat(record, account.id)
        if seat is None:
            raise errors.Forbidden("not_invited", "This account is not invited to this challenge.")
        return self.join(game_id, seat, account)

    def decline(self, game_id: str, account: Account) -> dict:
        """An invited account declines: the game never starts."""
        for _ in range(ATTEMPTS):
            record, revision = self._lobby(game_id)
            if invited_seat(record, account.id) is None:
                raise errors.Forbidden("not_invited", "This account is not invited to this challenge.")
            if record["status"] == "declined":
                return self.view(record)
            self._still_waiting(record)
            changed = {**record, "status": "declined", "declined_by": account.id}
            if self.store.update_lobby(game_id, revision, changed, settled=True):
                self.store.list_open(game_id, record["rules"], False)
                self.consent.settle(record, changed)
                for account_id in accounts_of(record):
                    self.store.forget(account_id, game_id)
                return self.view(changed)
        raise errors.Conflict("lobby_busy", "The seats of this game changed too often under the request; try again.")

    def decline_all(self, account: Account) -> dict:
        """Decline every invitation the account has not answered, DECLINE_AT_ONCE at a time (`more`: some
        are left); one that started, was declined or expired meanwhile is only taken off its list (one
        being made now is left to be answered)."""
        found = self.store.invitations(account.id, DECLINE_AT_ONCE + 1)
        declined = []
        for game_id, held_at in found[:DECLINE_AT_ONCE]:
            lobby = self.store.lobby(game_id)
            if lobby is None and not self.consent.gone(game_id, held_at):
                continue
            if lobby is not None and lobby[0]["status"] == "waiting" and account.id in pending(lobby[0]):
                try:
                    declined.append(self.decline(game_id, account)["id"])
                    continue
                except (errors.Conflict, errors.Gone, errors.NotFound):
                    pass  # (started, declined or expired under the request)
            self.store.uninvite(account.id, sender_of(lobby[0]) if lobby else "", game_id)
        return {"declined": declined, "more": len(found) > DECLINE_AT_ONCE}

    # --- the start ----------------------------------------------------------------------------------
    def start(self, record: dict) -> None:
        """Create the game of a full lobby under the id, seed and salt it fixed (the same game however
        often this runs), then mark the lobby started."""
        players = [player_of_seat(s) for s in record["seats"]]
        plan = {"game_id": record["id"], "salt": record["salt"], "seed": record["secret"], "body_hash": ""}
        self.creation.create(record["rules"], players, record["options"], record["seed"], record["rules_version"],
                             idempotency_key=LOBBY_KEY, plan=plan, rated=record.get("rated", False))
        for _ in range(ATTEMPTS):
            found = self.store.lobby(record["id"])
            if found is None or found[0]["status"] == "started":
                break
            if self.store.update_lobby(record["id"], found[1], {**found[0], "status": "started"}, settled=True):
                break
        self.store.list_open(record["id"], record["rules"], False)
        self.consent.settle(record, {**record, "status": "started"})
        self.consent.played(sorted(s["account"] for s in record["seats"] if s.get("account")))

    def resume(self, game_id: str) -> bool:
        """For a game id the store holds no game of: start it if its lobby is full (True: read it again);
        409 `game_waiting` while it waits for seats, 410 once declined or expired; False when there is no
        lobby."""
        found = self.store.lobby(game_id)
        if found is None:
            self._expired(game_id)
        if found is None or found[0]["status"] == "started":  # (started, yet gone: archived since)
            return False
        record = found[0]
        if record["status"] == "declined":
            raise errors.Gone("challenge_declined", "This game's challenge was declined: it never started.")
        if full(record):
            self.start(record)
            return True
        raise errors.Conflict("game_waiting", "This game waits for its seats to be taken "
                              f"(GET /v1/games/{game_id} shows which are open).")

    def _expired(self, game_id: str) -> None:
        """410 for the id of a game that waited for its seats past its deadline (its lobby is gone)."""
        if self.store.expired(game_id) is not None:
            raise errors.Gone("game_expired", "This game waited for its seats longer than the server keeps "
                              "a waiting game: it expired and never starts.")

    # --- reads --------------------------------------------------------------------------------------
    def _record(self, game_id: str) -> dict:
        return self._lobby(game_id)[0]

    def _lobby(self, game_id: str) -> tuple[dict, int]:
        found = self.store.lobby(game_id)
        if found is None:
            self.games.game(game_id)  # a game created with its players: nothing to join (else 404 or 410)
            raise errors.Conflict("game_started", "This game started with its seats taken: there is none to join.")
        return found

    def _still_waiting(self, record: dict) -> None:
        if record["status"] == "waiting" and full(record):
            self.start(record)  # (a start a crash cut short: the seats are no longer to change)
            record = {**record, "status": "started"}
        if record["status"] == "declined":
            raise errors.Conflict("challenge_declined", "This challenge was declined: the game never starts.")
        if record["status"] == "started":
            raise errors.Conflict("game_started", "This game has started: its seats are taken.")

    def _joined(self, record: dict, seat: int) -> dict:
        return {"seat": seat, "token": seat_token(record["id"], record["salt"], LOBBY_KEY, seat),
                "game": self.summary(self._record(record["id"]))}

    def view(self, record: dict) -> dict:
        """A lobby as GET /v1/challenges/{id} shows it."""
        return {"id": record["id"], "game": record["id"], "rules": record["rules"], "options": record["shown_options"],
                "status": record["status"], "challenger": record["challenger"],
                "seats": [public_seat(s) for s in record["seats"]], "created_at": record["created_at"],
                **({"declined_by": record["declined_by"]} if "declined_by" in record else {})}

    def challenge(self, game_id: str) -> dict:
        found = self.store.lobby(game_id)
        if found is None:
            self._expired(game_id)
            raise errors.NotFound("challenge_not_found", "No such challenge (a game created with its players "
                                  "has none).")
        record = found[0]
        if record["status"] == "waiting" and full(record):
            self.start(record)  # (a start a crash cut short)
            record = self._record(game_id)
        return self.view(record)

    def summary(self, record: dict) -> dict:
        """The summary of a game in its lobby (status waiting) or, once started, the game's own."""
        if record["status"] == "started" or record["status"] == "waiting" and full(record):
            game = self.games.game(record["id"])  # (starts it where a crash cut the start short)
            return self.reads.summary(game)
        if record["status"] == "declined":
            raise errors.Gone("challenge_declined", "This game's challenge was declined: it never started.")
        return {
            "id": record["id"], "rules": record["rules"], "rules_version": record["rules_version"],
            "options": record["shown_options"], "seats": [public_seat(s) for s in record["seats"]], "clocks": None,
            "forked_from": None, "version": 0, "turn": 0, "round": 0, "status": "waiting", "active_seats": [],
            "scores": None, "winner": None, "winners": [], "seed_commitment": seed_commitment(record["secret"]),
            "seed": None, "seed_public": False, "seed_chosen": record["seed"] is not None,
            "created_at": record["created_at"], "updated_at": record["created_at"], "imported": False,
            "rated": record.get("rated", False),
            "challenge": f"/v1/challenges/{record['id']}",
        }

    def summary_of(self, game_id: str) -> dict | None:
        """The summary of a game waiting for its seats (None: no lobby, or one that has started)."""
        found = self.store.lobby(game_id)
        if found is None or found[0]["status"] == "started":
            return None
        return self.summary(found[0])

    def created(self, record: dict) -> dict:
        """What creating a lobby answers: its summary, and the seats, with the tokens of the plain seats
        (no account's) and of the challenger's own."""
        summary = self.summary(self._record(record["id"]))

        def told(seat: dict) -> bool:
            return seat.get("state", "taken") == "taken" and seat.get("account", record["challenger"]) == record["challenger"]

        return {"game": summary, "seats": [
            {**seat, **({"token": seat_token(record["id"], record["salt"], LOBBY_KEY, seat["seat"])} if told(seat) else {})}
            for seat in summary["seats"]], "challenge": self.view(self._record(record["id"]))}

    # --- a rematch ----------------------------------------------------------------------------------
    def rematch(self, game: Game, account: Account) -> dict:
        """A challenge to play a finished game again: the same rules, options and table, the seats
        rotated by one (the rulebook's automa stays where it was), every account invited again and the
        caller's seat taken. Asked for again (by any of its accounts), it answers the same challenge."""
        if game.seat_of_account(account.id) is None:
            raise errors.Forbidden("not_seated", "Only an account seated at the game may ask for a rematch.")
        if self.reads.summary(game)["status"] != "finished":
            raise errors.Conflict("game_not_finished", "A rematch is for a finished game.")
        players = [{"account": s["account"]} if s.get("account") else
                   {"name": s["name"], "kind": s["kind"], **bot_level(s)} for s in game.seats]
        movable = [i for i, s in enumerate(game.seats) if s["kind"] != "automa"]
        rotated = list(players)
        for place, source in zip(movable, movable[1:] + movable[:1], strict=True):
            rotated[place] = players[source]
        self.consent.played([s["account"] for s in game.seats if s.get("account")])  # (a game older than the record)
        new_id = self.store.rematch(game.id, new_game_id())
        return self.open(game.rules.name, rotated, game.options, None, challenger=account, game_id=new_id,
                         rated=game.rated)
