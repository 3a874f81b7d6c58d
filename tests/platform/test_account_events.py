"""An account's event stream (GET /v1/me/events, issue 27), over a real socket with a real relay: an
account plays a game of each title to its end learning its turns from its stream alone; the events are
what the games' logs owe it, once each."""
from __future__ import annotations

import collections
import json
import os
import subprocess
import sys

from tests.platform.account_players import FIVE, StreamPlayer, owed_turns, told
from tests.platform.support import Api, new_account
from tests.support import ROOT


def seated(app, rules: str, a: dict, b: dict, seed: str) -> str:
    """A game of `rules`: account `a`, a server bot, account `b`."""
    created = app.extensions["trackside.services"].games.create(rules, players=[
        {"name": "A", "account": a["id"]}, {"name": "b", "kind": "bot", "level": "easy"},
        {"name": "B", "account": b["id"]}], options=None, seed=seed)
    return created["game"]["id"]


def test_an_account_plays_a_game_of_each_title_to_its_end_from_its_event_stream(app, served, relay, quick_bots):
    api = Api(served)
    assert sorted(rules["name"] for rules in api.get("/v1/rules").json()["rules"]) == sorted(FIVE)
    (a, a_key), (b, b_key) = new_account(served.http, served.url, "A"), new_account(served.http, served.url, "B")
    games = {rules: seated(app, rules, a, b, f"five-{rules}") for rules in FIVE}
    players = [StreamPlayer(served.url, key, set(games.values()), seed=n) for n, key in enumerate((a_key, b_key))]
    for player in players:
        player.start()
    for player in players:
        player.done(240)
    service = app.extensions["trackside.services"].games
    for rules, game_id in games.items():
        summary = api.get(f"/v1/games/{game_id}").json()
        assert summary["status"] == "finished", rules
        for seat, player in enumerate(players):
            number = 0 if seat == 0 else 2
            mine = [e for e in player.events if e["data"]["game"] == game_id]
            kinds = [e["type"] for e in mine]
            assert kinds[0] == "game_started" and kinds[-1] == "game_finished" and kinds.count("game_started") == 1
            started, finished = mine[0]["data"], mine[-1]["data"]
            assert started == {"game": game_id, "rules": rules, "seat": number, "seats": [
                {"seat": 0, "name": "A", "kind": "human", "account": a["id"]},
                {"seat": 1, "name": "b", "kind": "bot"},
                {"seat": 2, "name": "B", "kind": "human", "account": b["id"]}]}
            assert finished["scores"] == summary["scores"] and finished["winners"] == summary["winners"]
            assert finished["seat"] == number and 1 <= finished["place"] <= 3
            assert (finished["place"] == 1) == (number in summary["winners"])
            turns = [e["data"] for e in mine if e["type"] == "your_turn"]
            assert all(t["seat"] == number and t["rules"] == rules and t["clock"] is None for t in turns)
    for player, account in ((players[0], a), (players[1], b)):
        facts = told(player.events)
        assert [f for f, n in collections.Counter(facts).items() if n > 1] == []  # once each
        owed = set().union(*(owed_turns(service, game_id) for game_id in games.values()))
        seat = 0 if account is a else 2
        assert {f for f in facts if f[2] == "your_turn"} == {f for f in owed if f[3] == seat}
        assert player.played > 0


def test_the_example_bot_plays_a_game_it_is_seated_at_from_its_account_stream(app, served, relay, quick_bots):
    """clients/python/examples/bot.py makes its account, then plays the game it is seated at to the end."""
    bot = subprocess.Popen([sys.executable, str(ROOT / "clients" / "python" / "examples" / "bot.py"), served.url,
                            "--games", "1"], stdout=subprocess.PIPE, text=True,
                           env={**os.environ, "PYTHONPATH": str(ROOT / "clients" / "python")})
    try:
        account = json.loads(bot.stdout.readline())["account"]
        assert account["kind"] == "bot"
        game_id = app.extensions["trackside.services"].games.create("mini-express", players=[
            {"name": "Example", "account": account["id"]}, {"name": "b", "kind": "bot", "level": "easy"}],
            options=None, seed="example")["game"]["id"]
        ended = json.loads(bot.stdout.readline())
        assert bot.wait(60) == 0
    finally:
        bot.kill()
    summary = Api(served).get(f"/v1/games/{game_id}").json()
    assert ended == {"game": game_id, "place": 1 if 0 in summary["winners"] else 2, "scores": summary["scores"]}
