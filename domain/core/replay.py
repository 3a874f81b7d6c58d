"""Re-deciding a stored log: every command is decided again with the seed and every event and
state hash compared, the table's commands (undo, resign, clocks) on the table the log builds up to
them. Pure (no Redis): used by verify, import and `trackside replay`."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from domain.core import match
from domain.core import table as tables
from domain.core.canonical import state_hash
from domain.core.game import CommandInvalid, automa_command, load_options, redeal_events, setup_events
from domain.core.rules import Event, Rules, RuleViolation, SeatSpec, State, Status


@dataclass
class ReplayReport:
    ok: bool
    checked_events: int
    first_divergence: dict | None = None
    state: dict | None = None
    table: dict | None = None  # the table the log built (undo, leaving seats, clocks)
    snapshots: dict[int, Any] = field(default_factory=dict)  # the states kept on the way (replay's `keep_every`)

    def status(self, rules: Rules) -> Status | None:
        """The replayed game's status as the table has it (a game seats leaving decided is finished)."""
        return match.status(rules, self.state, self.table or {}) if self.state is not None else None

    def as_dict(self) -> dict:
        out = {"ok": self.ok, "checked_events": self.checked_events}
        if self.first_divergence:
            out["first_divergence"] = self.first_divergence
        return out


def batches(envelopes: list[dict]) -> list[list[dict]]:
    """Split a log into the batches its commands produced (a batch opens with its command)."""
    out: list[list[dict]] = []
    for envelope in envelopes:
        if envelope.get("command") is not None or not out:
            out.append([])
        out[-1].append(envelope)
    return out


def _produce(rules: Rules, play: match.Play | None, log: list[Event], command: dict, seed: str, rules_version: str,
             moment: int | None, copied: int) -> list[Event]:
    """The events `command` gives again after the events `log` (`copied`: how many a fork copied), by
    the very checks the service made (match.events)."""
    version = len(log)
    if command.get("type") == "setup":
        seats = [SeatSpec(s["name"], s.get("kind", "human")) for s in command["seats"]]
        options = load_options(rules, command.get("options"), tables.setup_version(command))
        return setup_events(rules, options, seats, seed, rules_version)
    if play is None:
        raise RuleViolation("replay.no_setup", "The log does not open with its set-up command.")
    if command["type"] == tables.REDEAL_COMMAND:
        if not 0 < copied == version:
            raise RuleViolation("replay.redeal", "Only a fork re-deals, right after the events it copied.")
        return redeal_events(rules, log, seed)
    posted = {"type": command["type"], "data": command["data"]}
    if command["type"] not in tables.COMMAND_SCHEMAS and command.get("by") == "automa":
        if automa_command(rules, play.state, version, command["seat"], seed) != posted:
            raise RuleViolation("replay.automa_choice", "The automa would have chosen another command.")
    return match.events(play.setting, play.position, command["seat"], posted, command.get("by"), moment)


class Divergence(Exception):
    def __init__(self, version: int, reason: str) -> None:
        super().__init__(reason)
        self.version = version
        self.reason = reason


def at_ms(envelope: dict) -> int | None:
    """An envelope's time (`at`, ISO 8601 in UTC) in epoch milliseconds, as the clocks count (None in
    logs older than the times)."""
    at = envelope.get("at")
    return round(datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp() * 1000) if isinstance(at, str) else None


def _not_kept(version: int) -> State:
    """Replay keeps the state after every command an undo may still take back; any other is forged."""
    raise KeyError(version)


def replay(rules: Rules, seed: str, envelopes: list[dict], copied: int = 0, keep_every: int = 0) -> ReplayReport:
    """Re-decide the log under the rules version its first event was played with. The first `copied`
    events (a fork's, copied from its parent and decided with the parent's seed) are checked by their
    state hashes only. `keep_every`: keep the state after every version it divides (the store's
    snapshots of a log written back whole)."""
    checked = 0
    log: list[Event] = []  # the events checked so far (a fork's re-deal reads them)
    snapshots: dict[int, Any] = {}
    rules_version = str(envelopes[0].get("rules_version")) if envelopes else rules.rules_version
    play: match.Play | None = None  # from the set-up command on: the game's options and seats, its table
    try:
        for batch in batches(envelopes):
            first = batch[0]
            command = first.get("command")
            if command is None:
                raise Divergence(checked + 1, "no command recorded for this batch")
            try:
                if checked + len(batch) <= copied:
                    produced = [Event(e["type"], e["data"], e["seat"]) for e in batch]
                else:
                    produced = _produce(rules, play, log, command, seed, rules_version, at_ms(first), copied)
                if command["type"] == "setup":
                    options = load_options(rules, command.get("options"), tables.setup_version(command))
                    setting = match.Setting(rules, options, tuple(s.get("kind", "human") for s in command["seats"]),
                                            seed, rules_version)
                    state = play.state if play is not None else None
                    play = match.Play(setting, match.Position(checked, state), _not_kept)
            except RuleViolation as exc:
                raise Divergence(checked + 1, f"the command is refused now: {exc.code}: {exc.message}") from exc
            except (LookupError, TypeError, ValueError, AttributeError, CommandInvalid) as exc:
                raise Divergence(checked + 1, f"malformed command record: {type(exc).__name__}: {exc}") from exc
            if len(produced) != len(batch):
                raise Divergence(checked + 1, f"the command produced {len(produced)} events, the log has {len(batch)}")
            if play is None:  # (copied events before any set-up)
                raise Divergence(checked + 1, "the log does not open with its set-up command")
            play.open(command, at_ms(first))
            for event, envelope in zip(produced, batch, strict=True):
                if envelope.get("version") != checked + 1:
                    raise Divergence(checked + 1, "versions are not contiguous")
                recorded = {"type": envelope.get("type"), "data": envelope.get("data"), "seat": envelope.get("seat")}
                if event.as_dict() != recorded:
                    raise Divergence(checked + 1, "the event differs from the one decided again")
                try:  # a copied event is applied as recorded: on forged data a game's evolve may fail
                    step = play.add(event)
                except (LookupError, TypeError, ValueError, AttributeError) as exc:
                    raise Divergence(checked + 1, f"the event cannot be applied: {type(exc).__name__}: {exc}") from exc
                if state_hash(step.state) != envelope.get("state_hash"):
                    raise Divergence(checked + 1, "the state hash differs")
                checked += 1
                log.append(event)
                if keep_every and checked % keep_every == 0:
                    snapshots[checked] = step.state
            play.close(produced)
    except Divergence as divergence:
        return ReplayReport(False, checked, {"version": divergence.version, "reason": divergence.reason},
                            play.state if play is not None else None)
    return ReplayReport(True, checked, None, play.state if play is not None else None,
                        play.table if play is not None else {}, snapshots)
