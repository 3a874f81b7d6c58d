"""Games brought in from files: an export imported as a new game (its commands played again), and a
game the operator archived restored under its own id; both only after an export's checks (the whole
log decided again)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson
from marshmallow import ValidationError

from domain.core import match
from domain.core import replay as replaying
from domain.core import table as tables
from domain.core.game import load_options
from domain.core.registry import get_rules
from domain.core.rng import seed_commitment
from domain.core.rules import Rules
from service.app import errors, outbox
from service.app.commands import Commands, first_versions, progress
from service.app.creation import Creation, seats_of, static_meta
from service.app.errors import invalid
from service.app.lookup import Game, Games, iso, now_ms, valid_id
from service.app.players import NewGame
from service.app.ports import SNAPSHOT_EVERY
from service.app.reads import Reads

ARCHIVE_FORMAT = 2  # `trackside archive`'s files: 1 kept the token hashes; 2 adds the Idempotency-Key records
FUTURE_SKEW_MS = 5 * 60 * 1000  # an imported event may be timed this far past our clock (clocks drift apart)


@dataclass(frozen=True)
class Checked:
    """An export that passed an import's checks (Imports.checked_export)."""

    rules: Rules
    summary: dict
    envelopes: list[dict]
    seed: str
    players: list[dict]  # the set-up's seats, as a create request names them
    options: dict | None  # the set-up's options
    report: replaying.ReplayReport


class Imports:
    def __init__(self, games: Games, reads: Reads, commands: Commands, creation: Creation) -> None:
        self.games = games
        self.store = games.store
        self.reads = reads
        self.commands = commands
        self.creation = creation

    def import_game(self, export: dict) -> dict:
        checked = self.checked_export(export)
        created = self.creation.create(checked.rules.name, checked.players, checked.options, checked.seed,
                                       checked.summary["rules_version"], imported=True,
                                       table_version=tables.setup_version(checked.envelopes[0]["command"]))
        game = self.games.game(created["game"]["id"])
        # The new game re-plays the imported commands through the ordinary append path.
        for batch in replaying.batches(checked.envelopes)[1:]:
            command = batch[0]["command"]
            self.commands.play(game, command["seat"], {"type": command["type"], "data": command["data"]},
                               expected_version=batch[0]["version"] - 1, by=command.get("by"),
                               at_ms=replaying.at_ms(batch[0]))
        return {"game": self.reads.summary(game)}

    def restore(self, archived: dict) -> dict:
        """An archived game back under its own id and seat tokens (the file's `archive` section keeps the
        tokens' hashes, which an export does not show, and from format 2 the first answers to its
        Idempotency-Keys), after an import's checks: every command decided again, every event and state
        hash compared (a fork's copied events against its stored parent). The log is stored as it was,
        byte for byte, with the meta, snapshots and turn index its appends wrote. A game already stored
        with this very log (a restore run twice) is left as it is, its missing key records added."""
        section = archived.get("archive")
        if isinstance(section, dict) and section.get("format", 1) not in (1, ARCHIVE_FORMAT):
            raise invalid({"archive": {"format": [f"1 or {ARCHIVE_FORMAT}, as `trackside archive` writes it"]}})
        checked = self.checked_export(archived, forks=True, keep_every=SNAPSHOT_EVERY)
        summary, envelopes, rules = checked.summary, checked.envelopes, checked.rules
        token_hashes = section.get("token_hashes") if isinstance(section, dict) else None
        if not valid_id(str(summary.get("id"))) or not _token_hashes(token_hashes, len(checked.players)):
            raise invalid({"archive": ["needs the game's id and its seats' token hashes, as `trackside archive` "
                                       "writes them (an export without them can be imported, under a new id)"]})
        records = _command_records(section.get("commands", {}), envelopes, len(checked.players))
        game = Game(id=summary["id"], rules=rules, rules_version=summary["rules_version"],
                    options=load_options(rules, checked.options, tables.setup_version(envelopes[0]["command"])),
                    seats=seats_of(checked.players),
                    token_hashes=token_hashes, seed=checked.seed, seed_commitment=summary["seed_commitment"],
                    # (an archive older than `seed_chosen` said it in `seed_public`)
                    seed_given=summary.get("seed_chosen", summary.get("seed_public")) is True,
                    created_at=str(summary.get("created_at")),
                    forked_from=summary.get("forked_from") or None, lane=_lane(section.get("lane", "")))
        last = envelopes[-1]
        meta = {**static_meta(game, summary.get("imported") is True), "state_hash": last["state_hash"],
                "progress": progress(checked.report.status(rules), str(summary.get("updated_at"))),
                "table": checked.report.table, "chain": ""}  # (a finished game: no move job plays on in it)
        fresh = self.store.head(game.id).version == 0
        if fresh:  # (listed by the relay too, from the outbox entry, should this process die before it lists it)
            self.store.append(game.id, 0, envelopes, meta=meta, snapshots=checked.report.snapshots,
                              index=first_versions(envelopes),
                              outbox=outbox.entry(game.id, len(envelopes), (match.GameListed(),)))
        head = self.store.head(game.id)
        if (head.version, head.state_hash) != (len(envelopes), last["state_hash"]):
            raise errors.Conflict("restore.id_taken",
                                  f"Game {game.id} is stored with another log; it was left as it is.")
        self.store.keep_command_records(game.id, records)
        self.store.add_to_index(game.id, rules.name, "finished")
        self.store.unarchive(game.id)
        return {"game": self.reads.summary(self.games.game(game.id)), "restored": fresh}

    def checked_export(self, export: dict, forks: bool = False, keep_every: int = 0) -> Checked:
        """An export that passes an import's checks: known rules and rules version, the seed of its
        commitment, a set-up a new game may have, a log that replays (every command decided again, every
        event and state hash compared) to a finished game. What costs nothing is checked before the replay
        (check_claims). `forks`: a fork is welcome when its copied events are its stored parent's (they
        were decided with the parent's seed, so only the parent can vouch for them); an import refuses
        one. `keep_every`: as replay's."""
        summary = export.get("game")
        envelopes = export.get("events")
        seed = export.get("seed") or (summary or {}).get("seed")
        if not isinstance(summary, dict) or not isinstance(envelopes, list) or not isinstance(seed, str):
            raise invalid({"export": ["needs game, events and the revealed seed of a finished game"]})
        rules = get_rules(str(summary.get("rules")))
        if rules is None:
            raise errors.Refused("unknown_rules", f"There are no rules named {summary.get('rules')!r}.")
        if summary.get("rules_version") not in rules.rules_versions:
            raise errors.Refused("rules_version_mismatch",
                                 f"The export was played with rules {summary.get('rules_version')}, this server "
                                 f"decides {', '.join(rules.rules_versions)}.")
        if summary.get("status", "finished") != "finished":  # an export's summary says; a hand-made one may not
            raise errors.Refused("game_not_finished", "Only finished games can be imported.")
        forked_from = summary.get("forked_from")
        if forked_from and not forks:
            raise errors.Refused("import.fork", "A fork's first events were decided with its parent's seed; "
                                 "import the parent instead.")
        copied = forked_from.get("version") if isinstance(forked_from, dict) else 0
        if forked_from and not (isinstance(copied, int) and not isinstance(copied, bool) and 1 <= copied <= len(envelopes)
                                and valid_id(str(forked_from.get("game"))) and forked_from["game"] != summary.get("id")):
            raise invalid({"game": {"forked_from": ["the parent game and the version forked at"]}})
        if seed_commitment(seed) != summary.get("seed_commitment"):
            raise errors.Refused("seed_mismatch", "The seed does not match the game's published seed commitment.")
        if not envelopes or not all(isinstance(e, dict) for e in envelopes):
            raise invalid({"events": ["a non-empty list of event objects"]})
        setup = envelopes[0].get("command")
        if not isinstance(setup, dict) or setup.get("type") != "setup":
            raise invalid({"events": ["the first event must carry the setup command"]})
        try:  # the seats and options pass the very checks a new game's do
            players = NewGame().load({"players": setup.get("seats"), "options": setup.get("options") or {},
                                      "seed": seed})["players"]
        except ValidationError as exc:
            raise invalid(exc.messages, "The export's setup is not one a new game may have.") from exc
        check_claims(envelopes, len(players))
        if forked_from:
            self._check_copied(forked_from["game"], copied, envelopes)
        report = replaying.replay(rules, seed, envelopes, copied=copied, keep_every=keep_every)
        if not report.ok:
            raise errors.Refused("import_divergence", "The log does not replay: " + report.first_divergence["reason"],
                                 version=report.first_divergence["version"])
        if not report.status(rules).finished:
            raise errors.Refused("game_not_finished", "Only finished games can be imported.")
        return Checked(rules, summary, envelopes, seed, players, setup.get("options"), report)

    def _check_copied(self, parent_id: str, copied: int, envelopes: list[dict]) -> None:
        """A fork's first `copied` events must be its parent's, as the store holds them: the same events,
        state hashes and commands (but the fork's own set-up, which may change the seats' players and the
        table's options, not the automa's seats nor the game's own options)."""
        parent = self.store.events(parent_id, upto=copied)
        if len(parent) < copied:
            raise errors.Refused("restore.fork_unchecked",
                                 f"This game is a fork of game {parent_id} at version {copied}: its first {copied} "
                                 "events were decided with that game's seed, and only that game, stored here, can "
                                 "vouch for them. Restore that game first (or give its archive file in the same run).",
                                 parent=parent_id)
        own, theirs = envelopes[0]["command"], parent[0]["command"]
        same_setup = (tables.split_options(own.get("options") or {})[0] == tables.split_options(theirs["options"])[0]
                      and [s.get("kind") == "automa" for s in own["seats"]]
                      == [s.get("kind") == "automa" for s in theirs["seats"]])
        fields = ("version", "type", "data", "seat", "state_hash")
        for mine, stored in zip(envelopes, parent, strict=False):
            if ([mine.get(f) for f in fields] != [stored[f] for f in fields] or not same_setup
                    or (stored["version"] > 1 and mine.get("command") != stored["command"])):
                raise errors.Refused("restore.fork_mismatch", f"This game is a fork of game {parent_id} at "
                                     f"version {copied}, but its event {stored['version']} is not that game's.",
                                     parent=parent_id, version=stored["version"])


def check_claims(envelopes: list[dict], seats: int) -> None:
    """What an export says that costs nothing to check, checked before it is replayed: every command's
    seat and every event's is one of the game's `seats`, and no event is timed later than now (give or
    take FUTURE_SKEW_MS). The first event at fault is named."""
    latest = now_ms() + FUTURE_SKEW_MS
    for index, envelope in enumerate(envelopes):
        faults: dict[str, Any] = {}
        command = envelope.get("command")
        if index > 0 and command is not None and not (isinstance(command, dict) and _seat_in(command.get("seat"), seats)):
            faults["command"] = {"seat": [f"a seat of this game: 0 to {seats - 1}"]}
        if envelope.get("seat") is not None and not _seat_in(envelope["seat"], seats):
            faults["seat"] = [f"a seat of this game (0 to {seats - 1}) or null"]
        try:
            moment = replaying.at_ms(envelope)
            if envelope.get("at") is not None and moment is None:
                raise ValueError
        except (ValueError, OverflowError):
            moment = None
            faults["at"] = ["a time in ISO 8601"]
        if moment is not None and moment > latest:
            faults["at"] = [f"a time no later than now ({iso(now_ms())})"]
        if faults:
            raise invalid({"events": {str(index): faults}}, f"Event {index + 1} of the export is not valid.")


def _command_records(value: Any, envelopes: list[dict], seats: int) -> dict[str, bytes]:
    """An archive's Idempotency-Key records (key -> first answer, as the store keeps them), checked: a
    201 names whole commands of the log, a refusal is a 4xx problem of its own status, a key is a seat's
    (`seat:<n>:...`) or a machine's (`automa:<v>`, `clock:<v>`)."""
    if not isinstance(value, dict):
        raise invalid({"archive": {"commands": ["an object: Idempotency-Key -> its first answer"]}})
    starts = {e["version"] for e in envelopes if e.get("command") is not None} | {len(envelopes) + 1}
    out = {}
    for key, record in value.items():
        owner = key.split(":")
        valid = (isinstance(record, dict) and isinstance(record.get("body_hash"), str)
                 and (owner[0] in ("automa", "clock") or (owner[0] == "seat" and len(owner) > 2
                                                          and owner[1] in map(str, range(seats)))))
        if valid and record.get("status") == 201:
            first, last = record.get("first"), record.get("last")
            valid = type(first) is int and type(last) is int and first <= last and first in starts and last + 1 in starts
        elif valid:
            status, body = record.get("status"), record.get("body")
            valid = type(status) is int and 400 <= status < 500 and isinstance(body, dict) and body.get("status") == status
        if not valid:
            raise invalid({"archive": {"commands": {key: ["a first answer, as the store keeps it"]}}})
        out[key] = orjson.dumps(record)
    return out


def _seat_in(value: Any, seats: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < seats


def _lane(value: Any) -> str:
    """The lane an archive file keeps (creation.lane_of: a short hex digest), '' where it has none."""
    if value == "" or (isinstance(value, str) and len(value) <= 64 and all(c in "0123456789abcdef" for c in value)):
        return value
    raise invalid({"archive": {"lane": ["a lane, as `trackside archive` writes it"]}})


def _token_hashes(value: Any, seats: int) -> bool:
    return (isinstance(value, list) and len(value) == seats
            and all(isinstance(h, str) and len(h) == 64 and all(c in "0123456789abcdef" for c in h) for h in value))
