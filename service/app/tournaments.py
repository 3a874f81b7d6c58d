"""Tournaments (issue 28): an organiser's field of accounts and server bots, paired round by round
(domain/tournaments), each table an ordinary game, the standings a projection of the tables' results.

An account enters a tournament only by joining it with its own key (issue 39): the organiser names bots,
and may invite accounts, but an invitation is only an invitation until the account joins; a seat is never
made for an account that did not ask for it. A player whose clock gave its table to a bot without its ever
acting there is absent (flagged, not a game played) and paired no more.

A tournament is one record with a revision, changed only by compare-and-set (TournamentStore): the
relay recording two tables' results at once, or a withdrawal meeting a result, each read again and
retry. A round is written into the record (its tables' game ids, token salts and seeds fixed) before
any of its games is created, then its games are created from that plan: a creation repeated after a
crash creates the very same games once (Creation.create's `plan`). Every step is keyed so that doing it
twice does nothing twice: a table's result is recorded once (by its game id), a round is paired once
(by its number), its games created once each. docs/tournaments-service.md tells the whole of it."""
from __future__ import annotations

import secrets
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import orjson

from domain.core import match
from domain.core.registry import get_rules
from domain.core.rng import seed_commitment
from domain.tournaments.model import ABSENT, MAX_PLAYERS, TournamentError
from domain.tournaments.pairing import pair_round
from service.app import errors
from service.app.accounts import Account, Accounts
from service.app.creation import new_game_id
from service.app.errors import invalid
from service.app.games import GameService
from service.app.lookup import now_iso
from service.app.ports import TournamentStore
from service.app.tournament_records import (
    history_of,
    mark_created,
    mark_revealed,
    most_tables,
    projected,
    public,
    rebuilt_standings,
    result_json,
    round_seed,
    settings_of,
    standings_json,
    table_result,
    valid_id,
)

# What callers take from here (some kept in tournament_records).
__all__ = ["EXPORT_FORMAT", "STATUSES", "Tournaments", "history_of", "most_tables", "projected",
           "rebuilt_standings", "result_json", "settings_of", "standings_json"]

EXPORT_FORMAT = "trackside-tournament/1"
STATUSES = ("open", "running", "finished", "cancelled")
ATTEMPTS = 32  # compare-and-set rounds of one change (each lost only to another change of the record)
CREATORS = 8  # a round's games created at once
MAX_SEATINGS = 10_000
"""Players x rounds of a tournament at most: its record (every table and result) is rewritten as each
result is recorded, so its size is bounded (1,000 players x 9 rounds: about 700 KB)."""


class Tournaments:
    def __init__(self, store: TournamentStore, games: GameService, accounts: Accounts) -> None:
        self.store = store
        self.games = games
        self.accounts = accounts

    # --- the organiser's -----------------------------------------------------------------------------
    def create(self, organiser: Account, body: dict) -> dict:
        rules = get_rules(body["rules"])
        if rules is None:
            raise errors.Refused("unknown_rules", f"There are no rules named {body['rules']!r}.")
        if max(len(body["players"]), body.get("capacity") or 0) > MAX_PLAYERS:
            raise invalid({"players": [f"at most {MAX_PLAYERS}"]})
        players, invited = [], []
        for index, entry in enumerate(body["players"]):
            if entry.get("account"):
                account = self.accounts.account(entry["account"])
                if account.id in invited:
                    raise invalid({"players": {str(index): ["an account is invited once"]}})
                invited.append(account.id)
            else:
                level = entry.get("level", "normal")
                players.append({"id": f"bot-{index}", "name": f"Bot {index + 1} ({level})", "kind": "bot",
                                "level": level})
        capacity = body.get("capacity") or len(body["players"])
        if capacity < len(body["players"]):
            raise invalid({"capacity": ["at least the players named (bots and invited accounts)"]})
        if capacity * body["rounds"] > MAX_SEATINGS:
            raise invalid({"rounds": [f"capacity (players) x rounds is at most {MAX_SEATINGS}"]})
        record = {"id": new_game_id(), "name": body["name"], "rules": rules.name, "options": body["options"],
                  "format": body["format"], "rounds": body["rounds"], "table_size": body["table_size"],
                  "duplicate": body["duplicate"], "clock": body["clock"], "rated": body["rated"],
                  "organiser": organiser.id, "status": "open", "created_at": now_iso(),
                  "secret": secrets.token_hex(32), "players": players, "withdrawn": [], "rounds_played": [],
                  "invited": invited, "invite_only": body.get("invite_only", False), "capacity": capacity}
        try:
            settings_of(record)
        except TournamentError as exc:
            raise invalid({"format": [str(exc)]}, "The tournament's settings are not valid.") from exc
        if not rules.min_players <= record["table_size"] <= rules.max_players:
            raise invalid({"table_size": [f"{rules.name} seats {rules.min_players} to {rules.max_players}"]})
        if capacity < record["table_size"]:
            raise invalid({"players": [f"room for at least table_size ({record['table_size']}) players"]})
        record = projected(record)
        self.store.open_tournament(record["id"], record)
        return public(record)

    def start(self, organiser: Account, tournament_id: str) -> dict:
        record = self._change(tournament_id, lambda r: self._starting(r, organiser))
        return public(self.run(record))

    def _starting(self, record: dict, organiser: Account) -> dict:
        self._organisers(record, organiser)
        if record["status"] != "open":
            raise errors.Conflict("tournament_not_open", f"This tournament is {record['status']}.")
        # (a record from before joining may name accounts that never joined: they are not entered)
        players = [p for p in record["players"] if not p.get("account") or p.get("joined")]
        entered = [p for p in players if p["id"] not in record["withdrawn"]]
        if len(entered) < record["table_size"]:
            raise errors.Refused("tournament.too_few", f"{len(entered)} players have entered; a table seats "
                                 f"{record['table_size']}.", players=len(entered))
        return self._paired(projected({**record, "players": players, "status": "running"}))

    def join(self, player: Account, tournament_id: str) -> dict:
        """The account enters the field, by its own key: open to anyone, or to those invited."""
        def joining(record: dict) -> dict:
            if any(p.get("account") == player.id and p.get("joined") for p in record["players"]):
                return record
            others = [p for p in record["players"] if p.get("account") != player.id]  # (a record from before joining)
            if record["status"] != "open":
                raise errors.Conflict("tournament_not_open", f"This tournament is {record['status']}.")
            if record.get("invite_only") and player.id not in record.get("invited", []):
                raise errors.Forbidden("not_invited", "This tournament is open to the accounts it invited only.")
            if len(others) >= record.get("capacity", len(record["players"])):
                raise errors.Conflict("tournament_full", "This tournament's field is full.")
            entrant = {"id": player.id, "account": player.id, "name": player.name, "kind": player.kind, "joined": True}
            return projected({**record, "players": [*others, entrant]})
        return public(self._change(tournament_id, joining))

    def cancel(self, organiser: Account, tournament_id: str) -> dict:
        def cancelling(record: dict) -> dict:
            self._organisers(record, organiser)
            if record["status"] in ("finished", "cancelled"):
                raise errors.Conflict("tournament_over", f"This tournament is {record['status']}.")
            return {**record, "status": "cancelled"}
        record = self._change(tournament_id, cancelling)
        for played in record["rounds_played"]:  # nothing stays hidden once no round will end
            self._reveal(played)
        return public(record)

    def withdraw(self, player: Account, tournament_id: str) -> dict:
        def withdrawing(record: dict) -> dict:
            if player.id not in {p.get("account") for p in record["players"]}:
                raise errors.Forbidden("not_a_player", "This account plays no part in this tournament.")
            if record["status"] in ("finished", "cancelled"):
                raise errors.Conflict("tournament_over", f"This tournament is {record['status']}.")
            if player.id in record["withdrawn"]:
                return record
            if record["status"] == "open":  # (before the start: out of the field, free to join again)
                return projected({**record, "players": [p for p in record["players"] if p.get("account") != player.id]})
            return projected({**record, "withdrawn": [*record["withdrawn"], player.id]})
        return public(self._change(tournament_id, withdrawing))

    @staticmethod
    def _organisers(record: dict, account: Account) -> None:
        if record["organiser"] != account.id:
            raise errors.Forbidden("not_the_organiser", "Only the tournament's organiser may do this.")

    # --- reads ---------------------------------------------------------------------------------------
    def get(self, tournament_id: str) -> dict:
        return public(self._record(tournament_id)[0])

    def list(self, status: str | None, limit: int, cursor: str | None) -> dict:
        ids = self.store.list_tournaments(status, cursor, limit + 1)
        records = [found[0] for found in map(self.store.tournament, ids[:limit]) if found]
        # (a status set may still name a tournament whose status changed a moment ago: TournamentStore)
        found = [public(record, brief=True) for record in records if status in (None, record["status"])]
        return {"tournaments": found, "next_cursor": ids[limit - 1] if len(ids) > limit else None}

    def export(self, tournament_id: str) -> Iterator[bytes]:
        """The tournament, every table's game export (full where its seed is revealed, else redacted as a
        running game's; a table of a duplicate round still played only `{"game": {"id"}, "error":
        "deal_hidden"}`) and the standings: one JSON document, written game by game."""
        record = public(self._record(tournament_id)[0])
        yield b'{"format":"' + EXPORT_FORMAT.encode() + b'","tournament":' + orjson.dumps(record) + b',"games":['
        first = True
        for played in record["rounds"]:
            for table in played["tables"]:
                try:
                    exported = self.games.export(self.games.game(table["game"]), None, admin=False)
                except (errors.NotFound, errors.Gone, errors.Forbidden) as exc:  # (archived since; deal_hidden)
                    exported = {"game": {"id": table["game"]}, "error": exc.code}
                yield (b"" if first else b",") + orjson.dumps(exported)
                first = False
        yield b'],"standings":' + orjson.dumps(record["standings"]) + b"}"

    # --- the rounds running themselves ----------------------------------------------------------------
    def table_finished(self, tournament_id: str, game_id: str) -> None:
        """A table's game ended (the relay's handler, once or more for the same game): its result is
        recorded once; after the round's last, the round's seed is revealed and the next round paired
        and created (or the tournament finished)."""
        game = self.games.game(game_id)
        if game.tournament is None or game.tournament["id"] != tournament_id:
            return
        known = self.games.current(game)
        status = match.status(game.rules, known.state, known.table or {})
        if not status.finished:
            return
        number, index = game.tournament["round"], game.tournament["table"]
        envelopes = self.games.store.events(game.id)

        def recording(record: dict) -> dict:
            played = record["rounds_played"][number - 1]
            table = played["tables"][index]
            if table["result"] is not None or table["game"] != game_id:
                return record  # recorded before (a repeated entry)
            result = table_result(number, table["players"], status, known.table or {}, played.get("deal"), envelopes)
            gone = [s.player for s in result.seats if ABSENT in s.flags and s.player not in record["withdrawn"]]
            rounds = list(record["rounds_played"])
            tables = list(played["tables"])
            tables[index] = {**table, "result": result_json(result)}
            rounds[number - 1] = {**played, "tables": tables}
            changed = {**record, "rounds_played": rounds, "withdrawn": [*record["withdrawn"], *gone]}
            if all(t["result"] is not None for t in tables):
                rounds[number - 1] = {**rounds[number - 1], "finished": True,
                                      "seed": played.get("hidden_seed")}
                if record["status"] == "running":
                    changed = self._paired(changed)
            return projected(changed)
        self.run(self._change(tournament_id, recording))

    def run(self, record: dict) -> dict:
        """Do what the record says is owed (each step does nothing the second time): create the last
        round's games, reveal the finished rounds' seeds."""
        if record["status"] == "running" and record["rounds_played"]:
            latest = record["rounds_played"][-1]
            if not latest.get("created"):
                # Side by side: each creation mostly waits for its append to be on disk, and the store
                # writes the appends of concurrent clients with one fsync.
                with ThreadPoolExecutor(CREATORS) as pool:
                    list(pool.map(lambda table: self._create_table(record, latest, table), latest["tables"]))
                record = self._change(record["id"], lambda r: mark_created(r, latest["number"]))
        for played in record["rounds_played"]:
            if played.get("finished") and not played.get("revealed"):
                self._reveal(played)
                record = self._change(record["id"], lambda r, n=played["number"]: mark_revealed(r, n))
        return record

    def _paired(self, record: dict) -> dict:
        """The record with its next round paired and planned (or finished when it has had its rounds)."""
        number = len(record["rounds_played"]) + 1
        history = history_of(record)
        if number > record["rounds"] or len(history.active) < record["table_size"]:
            return {**record, "status": "finished"}
        try:
            paired = pair_round(settings_of(record), history, number)
        except TournamentError as exc:  # (a field the format cannot pair)
            raise errors.Refused("tournament.unpairable", f"Round {number} cannot be paired: {exc}") from exc
        seed = round_seed(record["secret"], number) if record["duplicate"] else None
        planned = {"number": number, "byes": list(paired.byes), "repeats": paired.repeats, "finished": False,
                   "tables": [{"table": i, "game": new_game_id(), "salt": secrets.token_hex(16),
                               "seed": seed or secrets.token_hex(32), "players": list(players), "result": None}
                              for i, players in enumerate(paired.tables)]}
        if seed is not None:
            planned.update({"deal": seed_commitment(seed), "seed_commitment": seed_commitment(seed),
                            "hidden_seed": seed, "seed": None})
        record = {**record, "rounds_played": [*record["rounds_played"], planned]}
        if not paired.tables:  # (a round robin's round left with byes only: no game will end it)
            planned.update({"finished": True, "seed": seed})
            return self._paired(record)  # (at most `rounds` deep)
        return record

    def _create_table(self, record: dict, played: dict, table: dict) -> None:
        """A table's game: the one place a tournament creates games (a plan fixed beforehand: creating it
        again creates nothing new). Its creation options are the tournament's: the clock (a seat that runs
        out goes to a bot, so that no round stalls) and `rated` (stored in the game's `tournament`)."""
        by_id = {p["id"]: p for p in record["players"]}
        seats = []
        for player_id in table["players"]:
            player = by_id[player_id]
            seats.append({"name": player["name"], "account": player["account"], "account_kind": player["kind"]}
                         if player.get("account") else {"name": player["name"], "kind": "bot", "level": player["level"]})
        options = dict(record["options"])
        if record["clock"] is not None:
            options["clock"] = {**record["clock"], "on_timeout": "automa"}
        plan = {"game_id": table["game"], "salt": table["salt"], "seed": table["seed"], "body_hash": ""}
        where = {"id": record["id"], "round": played["number"], "table": table["table"], "rated": record["rated"]}
        self.games.create(record["rules"], seats, options, table["seed"] if record["duplicate"] else None,
                          plan=plan, tournament=where, hide_seed=record["duplicate"], rated=record["rated"])

    def _reveal(self, played: dict) -> None:
        for table in played["tables"]:
            self.store.reveal_seed(table["game"])

    # --- the record ---------------------------------------------------------------------------------
    def _record(self, tournament_id: str) -> tuple[dict, int]:
        found = self.store.tournament(tournament_id) if valid_id(tournament_id) else None
        if found is None:
            raise errors.NotFound("tournament_not_found", "There is no such tournament.")
        return found

    def _change(self, tournament_id: str, change) -> dict:
        """The record after `change` (record -> record, raising a refusal), compared and set."""
        for _ in range(ATTEMPTS):
            record, revision = self._record(tournament_id)
            changed = change(record)
            if changed is record or self.store.update_tournament(tournament_id, revision, changed, record["status"]):
                return changed
        raise errors.Busy("tournament_busy", "This tournament is changing too fast; try again.")
