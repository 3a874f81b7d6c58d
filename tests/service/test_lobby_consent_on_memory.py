"""The invitation cap's check on the in-memory lobby store, with the interleaving a burst of one sender's
challenges can make: a lobby written between the check's look at it and its look at the lobby's marker."""
from __future__ import annotations

import pytest

from service.adapters.memory import InMemoryLobbyStore
from service.app import errors
from service.app.lobby_consent import HELD_NOW, MAX_INVITATIONS, Consent

SENDER = "account:ada"


def challenge(game_id: str) -> dict:
    return {"id": game_id, "rules": "ticket-to-ride", "status": "waiting", "maker": SENDER, "challenger": "ada",
            "created_at": "2026-11-29T00:00:00Z",
            "seats": [{"seat": 0, "state": "taken", "account": "ada"}, {"seat": 1, "state": "invited", "invited": "bob"}]}


def test_a_lobby_written_while_the_cap_is_checked_keeps_its_place(monkeypatch):
    store = InMemoryLobbyStore()
    consent = Consent(store, waiting_s=600)
    for n in range(MAX_INVITATIONS - 1):
        assert consent.invite("bob", SENDER, f"g{n}") == HELD_NOW
        store.open_lobby(f"g{n}", challenge(f"g{n}"), None, 600)
    last = f"g{MAX_INVITATIONS - 1}"
    assert consent.invite("bob", SENDER, last) == HELD_NOW  # its lobby is being made by another request
    looked_at = store.lobby

    def written_right_after_the_look(game_id: str):
        found = looked_at(game_id)
        if game_id == last and found is None:
            store.open_lobby(last, challenge(last), None, 600)  # the other request writes it (and its marker)
        return found

    monkeypatch.setattr(store, "lobby", written_right_after_the_look)
    with pytest.raises(errors.Busy) as refused:
        consent.invite("bob", SENDER, "one-too-many")
    assert refused.value.code == "too_many_invitations"
    assert sorted(g for g, _ in store.invitations("bob", 10, SENDER)) == [f"g{n}" for n in range(MAX_INVITATIONS)]


def open_game(store: InMemoryLobbyStore, game_id: str) -> None:
    store.open_lobby(game_id, {"id": game_id, "rules": "ticket-to-ride", "status": "waiting", "maker": "client:x",
                               "challenger": None, "created_at": "2026-11-29T00:00:00Z",
                               "seats": [{"seat": 0, "state": "open"}, {"seat": 1, "state": "open"}]}, None, 600)


def test_joins_between_their_hold_and_their_write_keep_their_places():
    """Three joins have held their places and not yet written their seats (the lobbies do not name Ada
    yet): a fourth at once is refused, not given one of theirs."""
    store = InMemoryLobbyStore()
    consent = Consent(store, waiting_s=600)
    for n in range(4):
        open_game(store, f"g{n}")
    for n in range(3):
        assert consent.hold("account:ada", f"g{n}", 3) == HELD_NOW
    with pytest.raises(errors.Busy) as refused:
        consent.hold("account:ada", "g3", 3)
    assert refused.value.code == "too_many_waiting"
    assert sorted(g for g, _ in store.waiting_of("account:ada")) == ["g0", "g1", "g2"]
