"""The one codec table (service/app/messages.py): every message the relay handles has its codec and its
handler, and reads back from its wire fields as itself."""
from __future__ import annotations

import typing

from domain.core import match
from service.app import messages
from service.app.handlers import HANDLERS

EXAMPLES = [match.GameListed(), match.MachineMoveOwed((1, 2)), match.ClockCheckDue(5_000), messages.GameStarted(),
            match.SeatsTakenOver((2,), ("resigned",)), match.SeatsToAct((0, 1), (900, None)),
            match.ClockLow((0,), (1_500,)), match.GameFinished((0, 2)), messages.TableFinished("t1"),
            messages.ChallengeIssued({"id": "c1"}, ("x", "y")), messages.ExpiryDue(7_000),
            messages.GameExpired({"rules": "mini-express", "seats": []}), messages.RatedGameFinished()]


def test_every_message_has_one_codec_and_one_handler_and_reads_back_as_itself():
    kinds = set(typing.get_args(match.Intent)) | set(typing.get_args(messages.Told))
    assert set(messages.CODEC) == set(HANDLERS) == kinds == {type(m) for m in EXAMPLES}
    for message in EXAMPLES:
        assert messages.decode(messages.encode([message])) == [message]
    # (all at once: the handlers' order, whatever the order written)
    assert messages.decode(messages.encode(EXAMPLES[::-1])) == EXAMPLES


def test_only_the_lobby_s_messages_make_an_entry_the_lobby_s():
    lobby = {type(m) for m in EXAMPLES if messages.of_lobby(messages.encode([m]))}
    assert lobby == {messages.ChallengeIssued, messages.ExpiryDue, messages.GameExpired}
