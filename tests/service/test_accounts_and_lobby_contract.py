"""The accounts' and the lobbies' contract, run on the Redis adapters and on their in-memory fakes
(service/adapters/memory) alike."""
from __future__ import annotations

import time

import pytest

from tests.service.contract import KINDS, Stores, stores_of


@pytest.fixture(params=KINDS)
def stores(request) -> Stores:
    return stores_of(request)


# --- the accounts -------------------------------------------------------------------------------
def test_an_account_holds_its_keys_up_to_the_most_and_a_rotation_replaces_one(stores):
    accounts = stores.accounts
    accounts.create_account("ac1", {"name": "Ada", "kind": "human", "created_at": "t0"}, "k1", {"hash": "x1"})
    assert accounts.account("ac1") == {"name": "Ada", "kind": "human", "created_at": "t0", "keys": {"k1": {"hash": "x1"}}}
    assert accounts.account("nobody") is None
    assert accounts.add_key("ac1", "k2", {"hash": "x2"}, None, 2) == "ok"
    assert accounts.add_key("ac1", "k3", {"hash": "x3"}, None, 2) == "full"
    assert accounts.add_key("ac1", "k3", {"hash": "x3"}, "gone", 2) == "revoked"
    assert accounts.add_key("ac1", "k3", {"hash": "x3"}, "k1", 2) == "ok"
    assert accounts.account("ac1")["keys"] == {"k2": {"hash": "x2"}, "k3": {"hash": "x3"}}
    assert accounts.revoke_key("ac1", "k2") and not accounts.revoke_key("ac1", "k2")
    assert accounts.account("ac1")["keys"] == {"k3": {"hash": "x3"}}


# --- the lobbies --------------------------------------------------------------------------------
def lobby_record(game_id: str, **changes) -> dict:
    return {"id": game_id, "rules": "ink", "seats": [{"open": True}], "challenger": None, "created_at": "t0",
            "status": "waiting", **changes}


def test_a_lobby_opens_once_and_changes_only_from_the_revision_it_was_read_at(stores):
    lobbies = stores.lobbies
    announced = {"game": "b1", "version": 0, "challenge": "x"}
    assert lobbies.open_lobby("b1", lobby_record("b1"), announced, 60)
    assert not lobbies.open_lobby("b1", lobby_record("b1", rules="other"), None, 60)
    assert lobbies.lobby("b1") == (lobby_record("b1"), 1)
    assert stores.outbox() == [announced]
    assert lobbies.update_lobby("b1", 1, lobby_record("b1", seats=[{"account": "ac1"}]))
    assert not lobbies.update_lobby("b1", 1, lobby_record("b1", seats=[]))
    assert lobbies.lobby("b1") == (lobby_record("b1", seats=[{"account": "ac1"}]), 2)
    assert lobbies.lobby("nothing") is None and not lobbies.update_lobby("nothing", 1, lobby_record("nothing"))
    assert lobbies.tell_expiry("b1")["outcome"] == "waiting"
    assert lobbies.update_lobby("b1", 2, lobby_record("b1", status="started"), settled=True)
    assert lobbies.tell_expiry("b1") == {"outcome": "settled"}
    assert lobbies.expired("b1") is None


def test_a_lobby_expires_after_its_wait_and_its_expiry_is_told_once(stores):
    lobbies = stores.lobbies
    assert lobbies.open_lobby("b1", lobby_record("b1"), None, 0.05)
    lobbies.update_lobby("b1", 1, lobby_record("b1", seats=[{"account": "ac1"}]))
    time.sleep(0.15)
    assert lobbies.lobby("b1") is None
    assert lobbies.expired("b1") == "ink"
    assert lobbies.tell_expiry("b1") == {"outcome": "told"}
    assert lobbies.tell_expiry("b1") == {"outcome": "none"}
    assert lobbies.expired("b1") == "ink"
    told = {"rules": "ink", "seats": [{"account": "ac1"}], "challenger": None, "created_at": "t0"}
    assert stores.outbox() == [{"game": "b1", "version": 0, "expired": told}]
    assert lobbies.tell_expiry("never") == {"outcome": "none"} and lobbies.expired("never") is None


def test_the_open_games_and_each_accounts_games_are_listed_newest_first(stores):
    lobbies = stores.lobbies
    for game_id, rules in (("b1", "ink"), ("b2", "rails"), ("b3", "ink")):
        lobbies.list_open(game_id, rules, True)
    lobbies.list_open("b3", "ink", False)
    assert lobbies.open_games(None, 10, None) == ["b2", "b1"]
    assert lobbies.open_games(None, 10, "ink") == ["b1"]
    assert lobbies.open_games("b2", 10, None) == ["b1"]
    assert stores.events.list_games(None, 10, status="waiting") == ["b2", "b1"]  # (beside the games' listings)
    for game_id in ("b1", "b2", "b3", "b4"):
        lobbies.hold("ac1", game_id)
    lobbies.forget("ac1", "b3")
    assert lobbies.games_of("ac1", None, 10) == ["b4", "b2", "b1"]
    assert lobbies.games_of("ac1", "b4", 1) == ["b2"]
    assert lobbies.games_of("nobody", None, 10) == []


def test_an_owners_waiting_games_are_counted_and_held_up_to_its_cap_in_one_step(stores):
    lobbies = stores.lobbies
    assert [lobbies.reserve("account:ac1", game_id, 2, 60) for game_id in ("b1", "b2", "b3")] == [1, 1, 0]
    assert lobbies.reserve("account:ac1", "b1", 2, 60) == 2  # (held already: counted once)
    assert lobbies.reserve("client:1.2.3.4", "b3", None, 60) == 1  # (no cap; another owner's set)
    assert [game_id for game_id, _ in lobbies.waiting_of("account:ac1")] == ["b1", "b2"]
    lobbies.release("account:ac1", "b1")
    assert lobbies.reserve("account:ac1", "b3", 2, 60) == 1
    assert [game_id for game_id, _ in lobbies.waiting_of("account:ac1")] == ["b2", "b3"]
    held_at = dict(lobbies.waiting_of("account:ac1"))
    assert abs(held_at["b3"] - time.time() * 1000) < 60_000  # (when it was held, in ms)
    assert lobbies.waiting_of("nobody") == []


def test_an_accounts_invitations_are_capped_per_sender_and_listed_oldest_first(stores):
    lobbies = stores.lobbies
    assert [lobbies.invite("ac1", "account:ac2", game_id, 2, 60) for game_id in ("b1", "b2", "b3")] == [1, 1, 0]
    assert lobbies.invite("ac1", "account:ac2", "b2", 2, 60) == 2
    assert lobbies.invite("ac1", "client:9", "b3", 2, 60) == 1  # (another sender: its own cap)
    assert [game_id for game_id, _ in lobbies.invitations("ac1", 10)] == ["b1", "b2", "b3"]
    assert [game_id for game_id, _ in lobbies.invitations("ac1", 1)] == ["b1"]
    assert [game_id for game_id, _ in lobbies.invitations("ac1", 10, sender="client:9")] == ["b3"]
    lobbies.uninvite("ac1", "account:ac2", "b1")
    assert [game_id for game_id, _ in lobbies.invitations("ac1", 10, sender="account:ac2")] == ["b2"]
    assert [game_id for game_id, _ in lobbies.invitations("ac1", 10)] == ["b2", "b3"]


def test_an_account_says_whom_it_accepts_challenges_from_and_remembers_whom_it_played(stores):
    lobbies = stores.lobbies
    assert lobbies.accepts_from("ac1") is None
    lobbies.set_accepts_from("ac1", "played")
    assert lobbies.accepts_from("ac1") == "played"
    lobbies.record_played(["ac1", "ac2", "ac3"], 1000)
    assert lobbies.played("ac1", "ac2") and lobbies.played("ac3", "ac1")
    assert not lobbies.played("ac1", "ac1") and not lobbies.played("ac1", "ac4") and not lobbies.played("ac4", "ac1")


def test_a_games_first_rematch_stays_its_rematch(stores):
    lobbies = stores.lobbies
    assert lobbies.rematch("b1", "r1") == "r1"
    assert lobbies.rematch("b1", "r2") == "r1"
    assert lobbies.rematch("b2", "r2") == "r2"
