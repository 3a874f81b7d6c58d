"""New games: created with a set-up of their own, or forked from another game's first events."""
from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import time

from domain.core import match
from domain.core import replay as replaying
from domain.core import table as tables
from domain.core.canonical import canonical_json
from domain.core.game import CommandInvalid, load_options, redeal_events, setup_events
from domain.core.registry import get_rules
from domain.core.rng import seed_commitment
from domain.core.rules import RuleViolation, SeatSpec
from service.app import errors
from service.app.commands import Commands
from service.app.errors import invalid
from service.app.lookup import Game, Games, body_hash, event_of, now_iso, now_ms, token_hash
from service.app.ratings import check_rated
from service.app.reads import Reads


class Creation:
    def __init__(self, games: Games, reads: Reads, commands: Commands) -> None:
        self.games = games
        self.store = games.store
        self.reads = reads
        self.commands = commands

    def create(self, rules_name: str, players: list[dict], options: dict | None, seed: str | None,
               rules_version: str | None = None, idempotency_key: str | None = None, imported: bool = False,
               copy: tuple[Game, list[dict]] | None = None, table_version: int = tables.TABLE_VERSION,
               client: str = "", plan: dict | None = None, tournament: dict | None = None,
               hide_seed: bool = False, rated: bool = False) -> dict:
        """A new game under the newest rules and table rules (an import keeps the versions its log was
        played under).
        With an idempotency key, a retry of the same request by the same `client` (who asked, as the
        caller names it) answers the game the first one created; the key of another client is another key.
        `client` also names the lane the game's machine moves wait in (lane_of).
        `copy`: a fork's parent and the events it copies, whole commands, instead of a new set-up.
        `plan`: the game's id, seed and token salt fixed beforehand (a game that waited for its seats,
        service/app/lobby.py): every start of it creates the very same game, and only one appends.
        `tournament`: the table of a tournament this game is (`{"id", "round", "table"}`); `hide_seed`: its
        seed stays secret after it ends, until the tournament reveals it (a duplicate deal's round).
        `rated`: its result moves its players' ratings (a rated tournament's table, or `rated: true`): every
        seat must be an account's, a server bot's or the automa's (service/app/ratings.py)."""
        rules = get_rules(rules_name)
        if rules is None:
            raise errors.Refused("unknown_rules", f"There are no rules named {rules_name!r}.")
        rules_version = rules_version or rules.rules_version
        digest = body_hash({"rules": rules_name, "players": players, "options": options, "seed": seed,
                            **({"rated": True} if rated else {})})
        try:
            options = load_options(rules, options, table_version)
        except CommandInvalid as exc:
            raise invalid(exc.errors, "The game options are not valid.") from exc
        if rated:
            check_rated(players)
        seeds = [SeatSpec(p["name"], p.get("kind", "human")) for p in players]
        fixed = plan is not None
        plan = plan or {"game_id": new_game_id(), "salt": secrets.token_hex(16),
                        "seed": seed if seed is not None else secrets.token_hex(32), "body_hash": digest}
        if idempotency_key and not fixed:
            # The first request with the key fixes the game's id, seed and token salt: every retry
            # builds the very same game, and only one of them can append its first events.
            plan = self.first_plan(idempotency_key, client, plan)
        game_id, game_seed = plan["game_id"], plan["seed"]
        command = {"type": "setup", "options": options, "table_version": table_version,
                   "seats": [{"name": s.name, "kind": s.kind, **bot_level(p)} for s, p in zip(seeds, players, strict=True)]}
        if copy is not None:
            parent, envelopes = copy
            if [s.kind == "automa" for s in seeds] != [seat["kind"] == "automa" for seat in parent.seats]:
                raise errors.Refused("fork.seats", "A fork keeps the game's seats: as many, and the rulebook "
                                     "automa where it was; a player's seat may go to a bot and back.")
            batches = [(batch[0]["command"], [event_of(e) for e in batch]) for batch in replaying.batches(envelopes)]
            # The fork's own set-up command (its seats and options) opens its log: replay reads the table from it.
            batches[0] = (command, batches[0][1])
            # What the copied log hid is dealt again from the fork's own seed (the parent's export shows it all).
            redealt = redeal_events(rules, [event for _, events in batches for event in events], game_seed)
            batches += [({"type": tables.REDEAL_COMMAND}, redealt)] if redealt else []
        else:
            try:
                batches = [(command, setup_events(rules, options, seeds, game_seed, rules_version))]
            except RuleViolation as exc:
                raise errors.Refused(exc.code, exc.message, **exc.details) from exc
        tokens = [seat_token(game_id, plan["salt"], idempotency_key, seat) for seat in range(len(seeds))]
        game = Game(
            id=game_id, rules=rules, rules_version=rules_version, options=options, seats=seats_of(players),
            token_hashes=[token_hash(t) for t in tokens], seed=game_seed,
            seed_commitment=seed_commitment(game_seed), seed_given=seed is not None, created_at=now_iso(),
            forked_from={"game": copy[0].id, "version": len(copy[1])} if copy is not None else None,
            tournament=tournament, rated=rated, lane=lane_of(client),
        )
        moment = now_ms()
        decision = match.record(game.setting, match.Position(0, None), batches,
                                lambda v: self.games.state_at(game, v), moment)
        if self.commands.append(game, None, decision, "", static_meta=static_meta(game, imported, hide_seed),
                                at_ms=moment) is None:
            game = self.games.game(game_id)  # a retry: the first request with this key created the game
            self.store.confirm_replicated(game_id)
        self.store.add_to_index(game_id, rules.name)
        self.games.facts.put(game_id, game)
        return {"game": self.reads.summary(game), "seats": [{**seat, "token": tokens[seat["seat"]]} for seat in game.seats]}

    def first_plan(self, idempotency_key: str, client: str, plan: dict) -> dict:
        """The plan of the first creation with this Idempotency-Key by this client (`plan` if this is the
        first); a retry with another body (`plan["body_hash"]`) is refused."""
        scoped = f"{client}\0{idempotency_key}"  # else anyone replaying a key would get its seat tokens
        first = self.store.creation_plan(hashlib.sha256(scoped.encode()).hexdigest(), plan)
        if first["body_hash"] != plan["body_hash"]:
            raise errors.Refused("idempotency_key_reused",
                                 "This Idempotency-Key was used before with a different request.")
        return first

    def fork(self, parent: Game, at_version: int, players: list[dict] | None, options: dict | None,
             seed: str | None, may_see_all: bool, client: str = "") -> dict:
        """A new game whose log is the parent's first `at_version` events (a whole number of commands),
        played on from there with new seats and its own new seed: the parent's future dice are not the
        fork's. Forking a game whose log so far hides anything from a spectator needs someone who may
        see it all (the game is finished, or the admin): the copied log holds the hidden parts."""
        self.reads.watch(parent, None)  # (a table's own seats too: the copied log would hold the round's deal)
        head = self.games.head(parent)
        if not 1 <= at_version <= head.version:  # (the game is there: the body names what it does not have)
            raise errors.Refused("fork.no_such_version", f"This game has versions 1 to {head.version}.")
        envelopes = self.store.events(parent.id, upto=at_version)
        if self.games.inside_command(parent, at_version):
            raise errors.Refused("fork.mid_command", f"Version {at_version} is in the middle of a command's "
                                 "events; fork at the last event of a command.")
        rules = parent.rules
        known = self.games.current(parent)
        finished = match.status(rules, known.state, known.table or {}).finished
        if not (may_see_all or finished) and any(tables.redact(rules, event_of(e), None) != event_of(e) for e in envelopes):
            raise errors.Forbidden("fork.hidden_information", "This game hides information from spectators; "
                                   "only the admin may fork it before it ends.")
        own_options, table_options = tables.split_options(options or {})
        if own_options:
            raise invalid({"options": ["a fork keeps the game's own options; only undo and clock may change"]})
        return self.create(rules.name, players or [player_of(seat) for seat in parent.seats],
                           {**parent.options, **table_options}, seed, parent.rules_version, copy=(parent, envelopes),
                           client=client)


def new_game_id() -> str:
    """A new game's id: its creation time, then random (ids sort by creation, as the listings need)."""
    return f"{int(time.time() * 1000):012x}{secrets.token_hex(5)}"


def lane_of(client: str) -> str:
    """The lane a game's machine moves wait in for a worker (service/adapters/redis/queue.py): its creator's, so
    that one client's bots slow only its own games. A digest of the client (a seat, an account, an
    address): the game's meta keeps no address. '' (the shared lane) for a game no client named."""
    return hashlib.sha256(client.encode()).hexdigest()[:16] if client else ""


def seat_token(game_id: str, salt: str, idempotency_key: str | None, seat: int) -> str:
    """A seat's secret token. A creation with an idempotency key derives the tokens from the key and
    a random salt (so a retry can answer them again while only their hashes are stored); otherwise
    they are simply random."""
    if idempotency_key is None:
        return f"{game_id}.{secrets.token_urlsafe(24)}"
    mac = hmac.new(bytes.fromhex(salt), f"{idempotency_key}\0{seat}".encode(), hashlib.sha256).digest()
    return f"{game_id}.{base64.urlsafe_b64encode(mac[:24]).decode()}"


def seats_of(players: list[dict]) -> list[dict]:
    """The seats of a game created for `players` (as a create request names them), each one's fields in
    the order the store keeps them (sorted), so that the process that created the game answers its seats
    byte for byte as every other process, and the archive, read them back."""
    return [dict(sorted({"seat": i, "name": p["name"], "kind": p.get("kind", "human"), **bot_level(p),
                         **({"account": p["account"]} if p.get("account") else {}),
                         **({"account_kind": p["account_kind"]} if p.get("account_kind") else {})}.items()))
            for i, p in enumerate(players)]


def player_of(seat: dict) -> dict:
    """A seat as the create request gave it."""
    return {"name": seat["name"], "kind": seat["kind"], **({"level": seat["level"]} if "level" in seat else {})}


def bot_level(player: dict) -> dict:
    return {"level": player.get("level", "normal")} if player.get("kind") == "bot" else {}


def static_meta(game: Game, imported: bool, hide_seed: bool = False) -> dict:
    """The meta fields that never change: what Games.game() reads back into a Game."""
    static = {
        "id": game.id, "rules": game.rules.name, "rules_version": game.rules_version, "options": game.options,
        "seats": game.seats, "token_hashes": game.token_hashes, "seed": game.seed,
        "seed_commitment": game.seed_commitment, "seed_given": "1" if game.seed_given else "0",
        "created_at": game.created_at, "imported": "1" if imported else "0",
    }
    if game.forked_from is not None:
        static["forked_from"] = canonical_json(game.forked_from)
    if game.tournament is not None:
        static["tournament"] = canonical_json(game.tournament)
    if hide_seed:
        static["seed_hidden"] = "1"  # (the one field that changes: the tournament deletes it, Reads reads it)
    if game.rated:  # (absent from an unrated game's meta, as from every game's before ratings)
        static["rated"] = "1"
    if game.lane:
        static["lane"] = game.lane
    return static
