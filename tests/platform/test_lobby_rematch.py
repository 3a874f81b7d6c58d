"""The lobby through the application (no HTTP): a rematch moves the players on by one seat and leaves the
rulebook's automa where it was; the seats of a started game are those the lobby named."""
from __future__ import annotations

import pytest

from service.adapters.redis.accounts import AccountStore
from service.adapters.redis.lobby import LobbyStore
from service.adapters.redis.store import EventStore
from service.app.accounts import Accounts
from service.app.errors import Conflict
from service.app.games import GameService
from service.app.lobby import waits
from service.config import Settings


@pytest.fixture
def service(redis_url):
    store = EventStore.of(Settings(redis_url=redis_url, queue_url=redis_url), "api")
    store.prepare()
    accounts = Accounts(AccountStore(store.redis))
    return GameService(store, lobbies=LobbyStore(store.redis), accounts=accounts), accounts


def test_which_players_wait():
    assert waits({"open": True}) and waits({"account": "0" * 16})
    assert not waits({"name": "A"}) and not waits({"name": "A", "account": "0" * 16})


def test_a_rematch_leaves_the_automa_in_its_seat(service):
    games, accounts = service
    (ada, _), (bob, _) = accounts.create("Ada", "human"), accounts.create("Bob", "bot")
    made = games.create("mini-express", [{"account": ada.id}, {"name": "Automa", "kind": "automa"}, {"account": bob.id}],
                        {}, None, challenger=ada)
    with pytest.raises(Conflict) as waiting:
        games.game(made["game"]["id"])
    assert waiting.value.code == "game_waiting"
    joined = games.lobby.accept(made["game"]["id"], bob)
    game = games.game(joined["game"]["id"])
    assert [(s["kind"], s.get("account")) for s in game.seats] == [("human", ada.id), ("automa", None), ("human", bob.id)]
    for seat in (0, 2):
        games.submit(game, seat, {"type": "resign", "data": {}})
    assert games.summary(game)["status"] == "finished"
    rematch = games.lobby.rematch(game, ada)["challenge"]
    assert [(s["kind"], s.get("account"), s["state"]) for s in rematch["seats"]] == [
        ("human", bob.id, "invited"), ("automa", None, "taken"), ("human", ada.id, "taken")]
