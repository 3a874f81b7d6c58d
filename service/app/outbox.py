"""The outbox entry of an append: its decision's intents, as the relay reads them.

The entry keeps the fields it had before intents were named (`automa`, `listed`, `deadline_ms`), so
that entries written by an older process and read by a newer relay, or the other way round, mean the
same. A new kind of intent gets a field of its own here and a handler in workers/relay.py."""
from __future__ import annotations

from domain.core.match import ClockCheckDue, GameFinished, GameListed, Intent, MachineMoveOwed


def entry(game_id: str, version: int, intents: tuple[Intent, ...]) -> dict | None:
    """The outbox entry of an append that leaves `intents` (None when there is nothing to do)."""
    if not intents:
        return None
    machines = next((list(i.seats) for i in intents if isinstance(i, MachineMoveOwed)), [])
    listed = any(isinstance(i, GameListed | GameFinished) for i in intents)
    deadline = next((i.deadline_ms for i in intents if isinstance(i, ClockCheckDue)), None)
    return {"game": game_id, "version": version, "automa": machines, **({"listed": True} if listed else {}),
            **({"deadline_ms": deadline} if deadline is not None else {})}


def intents(entry: dict) -> list[Intent]:
    """What an outbox entry asks for (a finished game and a new one alike ask to be listed)."""
    out: list[Intent] = []
    if entry.get("listed"):
        out.append(GameListed())
    if entry.get("automa"):
        out.append(MachineMoveOwed(tuple(entry["automa"])))
    if entry.get("deadline_ms") is not None:
        out.append(ClockCheckDue(entry["deadline_ms"]))
    return out
