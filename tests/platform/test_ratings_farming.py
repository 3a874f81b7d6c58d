"""Ratings not farmed (issue 39), over a real socket with the relay rating: a game where a player's seat
never moved is aborted (an account resigning to its second account at once, twenty times, moves no
rating), and a pair's repeated rated games within the window count less each time, then not at all."""
from __future__ import annotations

from service.app.ratings import PAIR_GAMES, Ratings
from tests.platform.support import Api, bearer, new_account
from tests.platform.test_ratings import INK, moved, recorded, resign, store_of


def challenged(client: Api, host: tuple[dict, str], guest: tuple[dict, str]) -> str:
    """A rated Railroad Ink game of `host` against `guest`, challenged and accepted: its id."""
    (account, key), (other, other_key) = host, guest
    made = client.post("/v1/challenges", headers=bearer(key), json={
        "rules": INK, "rated": True, "players": [{"account": account["id"]}, {"account": other["id"]}]})
    assert made.status_code == 201, made.text
    game = made.json()["game"]
    accepted = client.post(f"/v1/challenges/{game}/accept", headers=bearer(other_key))
    assert accepted.status_code == 200, accepted.text
    return game


def test_an_account_resigning_to_its_second_account_before_any_move_rates_nobody(app, served, relay):
    """The attack: A challenged its second account B twenty times and B resigned at once; A became first
    of the leaderboard. Now each such game is aborted (B made no move of its own): nobody is rated."""
    client = Api(served)
    ada, bea = new_account(client, name="Ada", kind="human"), new_account(client, name="Bea", kind="human")
    games = []
    for _ in range(20):
        games.append(challenged(client, ada, bea))
        resign(client, games[-1], bea[1])
    for game in games:
        result = recorded(app, game)
        assert (result["rated"], result["why"]) == (False, "aborted"), result
    assert client.get(f"/v1/ratings/{INK}").json()["total"] == 0
    assert client.get(f"/v1/accounts/{ada[0]['id']}").json()["ratings"] == {}
    # One move is not enough either (Lichess: fewer than two moves by a side aborts the game).
    game = challenged(client, ada, bea)
    moved(client, game, ada[1])
    moved(client, game, bea[1], count=1)
    resign(client, game, bea[1])
    assert recorded(app, game)["why"] == "aborted"


def test_a_pair_s_rated_games_within_a_day_count_less_each_time_and_then_not_at_all(app, served, relay):
    client = Api(served)
    ada, bea = new_account(client, name="Ada", kind="human"), new_account(client, name="Bea", kind="human")
    results, mus = [], []
    for _ in range(PAIR_GAMES + 2):
        game = challenged(client, ada, bea)
        moved(client, game, ada[1])
        moved(client, game, bea[1])
        resign(client, game, bea[1])
        results.append(recorded(app, game))
        mus.append(client.get(f"/v1/accounts/{ada[0]['id']}").json()["ratings"][INK]["mu"])
    assert [r.get("weight", 1) for r in results[:PAIR_GAMES]] == [1, 0.5, 0.25, 0.125]
    assert [r["pair_games"] for r in results[1:]] == [2, 3, 4, 5, 5]  # (counted up to PAIR_GAMES + 1: a bound)
    assert all(r["rated"] for r in results[:PAIR_GAMES])
    assert [(r["rated"], r["why"]) for r in results[PAIR_GAMES:]] == [(False, "repeated_pair")] * 2
    gains = [after - before for before, after in zip([25.0, *mus], mus, strict=False)]
    assert gains[0] > gains[1] > gains[2] > gains[3] > 0 and gains[4:] == [0, 0], gains
    board = {row["rated_as"]: row["games"] for row in client.get(f"/v1/ratings/{INK}").json()["ratings"]}
    assert board == {ada[0]["id"]: PAIR_GAMES, bea[0]["id"]: PAIR_GAMES}
    # Handled again (a relay killed before acknowledging): the recorded result, nothing moves.
    before = store_of(app).ratings(INK, [ada[0]["id"], bea[0]["id"]])
    again = Ratings(store_of(app), app.extensions["trackside.services"].games.games)
    assert [again.rate(r["game"]) for r in results] == results
    assert store_of(app).ratings(INK, [ada[0]["id"], bea[0]["id"]]) == before
    # Another account is a new pair: its first game with Ada counts fully.
    cy = new_account(client, name="Cy", kind="human")
    game = challenged(client, cy, ada)
    moved(client, game, cy[1])
    moved(client, game, ada[1])
    resign(client, game, cy[1])
    assert "weight" not in recorded(app, game) and recorded(app, game)["rated"] is True
