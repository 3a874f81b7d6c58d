"""An append's intents in its outbox entry (service/app/outbox.py): the wire fields entries always had,
read back into the same intents by the relay."""
from __future__ import annotations

from domain.core.match import ClockCheckDue, GameFinished, GameListed, MachineMoveOwed
from service.app import outbox


def test_the_outbox_entry_keeps_its_wire_fields_and_reads_back_into_the_intents():
    created = outbox.entry("g", 2, (ClockCheckDue(1_000), GameListed()))
    assert created == {"game": "g", "version": 2, "automa": [], "listed": True, "deadline_ms": 1_000}
    finished = outbox.entry("g", 9, (GameFinished((0, 2)),))
    assert finished == {"game": "g", "version": 9, "automa": [], "listed": True}
    owed = outbox.entry("g", 3, (MachineMoveOwed((1, 2)), ClockCheckDue(5_000)))
    assert owed == {"game": "g", "version": 3, "automa": [1, 2], "deadline_ms": 5_000}
    assert outbox.intents(owed) == [MachineMoveOwed((1, 2)), ClockCheckDue(5_000)]
    # A finished game and a new one alike ask to be listed; an entry older than the intents reads the same.
    assert outbox.intents(finished) == outbox.intents({"game": "g", "version": 9, "automa": [], "listed": True}) \
        == [GameListed()]
    assert outbox.entry("g", 3, ()) is None
