"""The relay's handlers that tell accounts (workers/relay.py): one per intent, each fact written once,
the listeners hearing each new event once, and a failing listener stopping nothing."""
from __future__ import annotations

import typing

import redis

from domain.core import match
from service.adapters.streams.account_events import AccountEvents
from service.app import messages
from workers.relay import HANDLERS, Relay


def test_every_intent_an_outbox_entry_may_hold_has_its_one_handler():
    kinds = set(typing.get_args(match.Intent)) | set(typing.get_args(messages.Told))
    assert set(HANDLERS) == kinds


def test_a_challenge_is_told_to_each_invited_account_once_and_a_failing_listener_stops_nothing(redis_url):
    client = redis.Redis.from_url(redis_url)
    relay = Relay(client, client, name="test")
    heard = []

    def failing(account: str, event: dict) -> None:
        raise RuntimeError("a webhook is down")

    relay.listeners += [failing, lambda account, event: heard.append((account, event["type"], event["data"]))]
    entry = {"game": "c1", "version": 0, "challenge": {"id": "c1", "rules": "mini-express"}, "invited": ["x", "y"]}
    relay.handle(entry)
    relay.handle(entry)
    assert heard == [("x", "challenge", entry["challenge"]), ("y", "challenge", entry["challenge"])]
    events = AccountEvents(relay.store)
    assert [e["data"] for e in events.after("x", "0")] == [entry["challenge"]]
    assert not client.exists("trackside:clock-check:c1")  # a lobby's entry is no game's append
