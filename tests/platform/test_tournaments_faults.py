"""Issue 39's done-when: a rated Swiss whose players joined by themselves rates each game once while the
relay (which records the tables' results, pairs and creates the next round, and rates the games) is
killed with SIGKILL again and again."""
from __future__ import annotations

import os
import signal

import pytest

from service.adapters.redis.ratings import RatingStore
from tests.platform.account_players import until
from tests.platform.support import Api, bearer, new_account
from tests.platform.test_ratings import INK, more_bots, moved  # noqa: F401 (more_bots: a fixture)
from tests.platform.tournament_play import create, join, run_to_end
from tests.support import start_part, stop_part

PLAYERS = 4
ROUNDS = 2
KILLS = PLAYERS // 2 * ROUNDS  # one a table


@pytest.mark.usefixtures("more_bots")
@pytest.mark.timeout(400)
def test_a_rated_swiss_its_players_joined_rates_each_game_once_under_relay_kills(app, served, redis_url):
    api = Api(served)
    _, key = new_account(served.http, served.url, "Organiser", "human")
    field = [new_account(served.http, served.url, f"Player {n}", "human") for n in range(PLAYERS)]
    keys = {account["id"]: account_key for account, account_key in field}
    tournament = create(api, key, name="Killed relays", rules=INK, format="swiss", rounds=ROUNDS, table_size=2,
                        rated=True, capacity=PLAYERS)
    join(api, tournament["id"], *keys.values())
    assert api.post(f"/v1/tournaments/{tournament['id']}/start", headers=bearer(key)).status_code == 200
    ratings = RatingStore(app.extensions["trackside.services"].games.store.redis)
    relays = [start_part("relay", redis_url)]
    kills = []

    def kill_relay() -> None:
        """SIGKILL the relay, a new one at once: as each table's players have handed their seats to bots, so
        that its result, its rating and the next round's pairing come from relays killed on the way (a kill
        a table, whatever the machine's speed)."""
        os.killpg(relays[-1].pid, signal.SIGKILL)
        relays[-1].wait()
        kills.append(1)
        relays.append(start_part("relay", redis_url))

    played: set[str] = set()

    def sit_down(found: dict) -> None:
        """Each player comes to each new table: two moves of its own, then hands the seat to a bot."""
        for table in (t for r in found["rounds"] for t in r["tables"] if t["game"] not in played):
            played.add(table["game"])
            for player in table["players"]:
                moved(api, table["game"], keys[player])
                answer = api.post(f"/v1/games/{table['game']}/commands", headers=bearer(keys[player]),
                                  json={"type": "hand_over"})
                assert answer.status_code == 201, answer.text
            kill_relay()

    try:
        ended = run_to_end(api, tournament["id"], 300, watch=sit_down)
        games = [t["game"] for r in ended["rounds"] for t in r["tables"]]
        until(lambda: all(ratings.result(INK, game) for game in games), 60, "every table to be rated")
    finally:
        stop_part(relays[-1])
    assert len(kills) == KILLS, kills
    assert len(games) == PLAYERS // 2 * ROUNDS and set(games) == played
    results = [ratings.result(INK, game) for game in games]
    assert all(r["rated"] and "weight" not in r for r in results), results  # (a Swiss repeats no pair here)
    counted = ratings.ratings(INK, list(keys))
    assert {player: rating.games for player, rating in counted.items()} == dict.fromkeys(keys, ROUNDS)
    board = api.get(f"/v1/ratings/{INK}").json()
    assert board["total"] == PLAYERS and all(row["games"] == ROUNDS for row in board["ratings"])
    assert all(row["games"] == ROUNDS and row["absent"] == 0 for row in ended["standings"])
