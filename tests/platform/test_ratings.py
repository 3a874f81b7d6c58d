"""Ratings (issue 28), over a real socket: which games are rated, the leaderboard and an account's
ratings, bad input, and bot levels rated against each other by the workers."""
from __future__ import annotations

import collections
import time

import pytest

from domain.core.rules import Status
from service.adapters.redis.ratings import RatingStore
from service.app.ratings import MIN_MOVES, MODEL, NEWCOMER, left, places, updated
from tests.platform.account_players import until
from tests.platform.support import Api, bearer, new_account
from tests.platform.tournament_play import create as create_tournament
from tests.platform.tournament_play import run_to_end
from tests.support import start_part, stop_part

INK = "railroad-ink"


@pytest.fixture
def more_bots(redis_url, quick_bots):
    """Two more workers like quick_bots: a worker plays one move at a time, and whole rounds of games are
    played here."""
    yield from workers(redis_url, 2, "0.05")


@pytest.fixture
def ladder_bots(redis_url):
    """Two workers whose bots search a tenth of their level's iterations with no time cap (easy 2, normal 16
    with its play-outs): every move a function of the game's seed, whatever the machine's load."""
    yield from workers(redis_url, 2, TRACKSIDE_BOT_BUDGET="nodes", TRACKSIDE_BOT_NODE_SCALE="0.1")


def workers(redis_url: str, count: int, bot_seconds: str = "", **env: str):
    parts = [start_part("worker", redis_url, **({"TRACKSIDE_BOT_SECONDS": bot_seconds} if bot_seconds else env))
             for _ in range(count)]
    yield parts
    for part in parts:
        stop_part(part)


def create(client: Api, players: list[dict], rated: bool | None = True, key: str | None = None, **extra) -> dict:
    body = {"rules": INK, "players": players, **({"rated": rated} if rated is not None else {}), **extra}
    answer = client.post("/v1/challenges" if key else "/v1/games", json=body, headers=bearer(key) if key else {})
    assert answer.status_code == 201, answer.text
    return answer.json()


def resign(client: Api, game_id: str, key: str) -> None:
    answer = client.post(f"/v1/games/{game_id}/commands", json={"type": "resign"}, headers=bearer(key))
    assert answer.status_code == 201, answer.text


def moved(client: Api, game_id: str, key: str, count: int = MIN_MOVES) -> None:
    """The account's seat makes `count` moves of its own over the API (its first legal commands each time),
    as its player would: a rated game where a player's seat made fewer than MIN_MOVES is aborted (issue
    39), rated for nobody."""
    for _ in range(count):
        legal = until(lambda: client.get(f"/v1/games/{game_id}/legal-commands", headers=bearer(key)).json()["commands"],
                      60, "the seat's turn")
        answer = client.post(f"/v1/games/{game_id}/commands", json=legal[0], headers=bearer(key))
        assert answer.status_code == 201, answer.text


def store_of(app) -> RatingStore:
    store = app.extensions["trackside.services"].games.store
    return RatingStore(store.redis)


def recorded(app, game_id: str, timeout: float = 30) -> dict:
    return until(lambda: store_of(app).result(INK, game_id), timeout, f"game {game_id} to be rated")


def test_a_rated_challenge_moves_the_leaderboard_and_the_accounts_ratings(app, served, relay):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    made = create(client, [{"account": ada["id"]}, {"name": "Brass", "kind": "bot", "level": "easy"}], key=ada_key)
    assert made["status"] == "started"
    moved(client, made["game"], ada_key)
    resign(client, made["game"], ada_key)  # two seats: the game is decided at once, Ada last
    result = recorded(app, made["game"])
    assert result == {"game": made["game"], "rated": True, "seats": [
        {"seat": 0, "rated_as": ada["id"], "place": 2}, {"seat": 1, "rated_as": "bot:easy", "place": 1}]}

    board = client.get(f"/v1/ratings/{INK}").json()
    assert board["total"] == 2 and board["next_cursor"] is None
    first, second = board["ratings"]
    assert (first["place"], first["rated_as"], first["bot"], first["games"]) == (1, "bot:easy", "easy", 1)
    assert (second["place"], second["account"], second["name"], second["games"]) == (2, ada["id"], "Ada", 1)
    assert first["mu"] > 25 > second["mu"] and abs(first["ordinal"] - (first["mu"] - 3 * first["sigma"])) < 0.002
    page = client.get(f"/v1/ratings/{INK}", params={"limit": 1}).json()
    assert page["ratings"] == [first] and page["next_cursor"] == "1"
    assert client.get(f"/v1/ratings/{INK}", params={"limit": 1, "cursor": "1"}).json()["ratings"] == [second]

    shown = client.get(f"/v1/accounts/{ada['id']}").json()  # anyone may look: no key
    assert shown["account"] == {"id": ada["id"], "name": "Ada", "kind": "human"}
    assert shown["ratings"] == {INK: {k: second[k] for k in ("place", "ordinal", "mu", "sigma", "games")}}
    assert "keys" not in shown
    assert client.get("/v1/ratings/mini-express").json() == {"rules": "mini-express", "total": 0,
                                                             "next_cursor": None, "ratings": []}


def test_a_rated_game_with_an_open_seat_is_rated_once_an_account_takes_it(app, served, relay):
    client = Api(served)
    made = create(client, [{"open": True}, {"name": "Brass", "kind": "bot", "level": "normal"}])
    assert made["game"]["status"] == "waiting"
    bob, bob_key = new_account(client, name="Bob")
    joined = client.post(f"/v1/games/{made['game']['id']}/seats/0/join", headers=bearer(bob_key))
    assert joined.status_code == 200 and joined.json()["game"]["status"] == "active"
    resign(client, made["game"]["id"], bob_key)
    result = recorded(app, made["game"]["id"])
    assert [(s["rated_as"], s["place"]) for s in result["seats"]] == [(bob["id"], 2), ("bot:normal", 1)]


def test_the_automa_is_rated_at_its_difficulty(app, served, relay):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    made = client.post("/v1/challenges", headers=bearer(ada_key), json={
        "rules": "mini-express", "options": {"difficulty": "hard"}, "rated": True,
        "players": [{"account": ada["id"]}, {"name": "Automa", "kind": "automa"}]}).json()
    moved(client, made["game"], ada_key)
    resign(client, made["game"], ada_key)
    result = until(lambda: store_of(app).result("mini-express", made["game"]), 30, "the solo game to be rated")
    assert [(s["rated_as"], s["place"]) for s in result["seats"]] == [(ada["id"], 2), ("automa:hard", 1)]
    board = client.get("/v1/ratings/mini-express").json()["ratings"]
    assert [(row["rated_as"], row.get("automa")) for row in board] == [("automa:hard", "hard"), (ada["id"], None)]


def test_games_are_unrated_by_default(app, served, relay):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    plain = create(client, [{"name": "Plain"}, {"name": "Brass", "kind": "bot", "level": "easy"}], rated=None)
    unasked = create(client, [{"account": ada["id"]}, {"name": "Brass", "kind": "bot", "level": "easy"}], rated=None,
                     key=ada_key)
    resign(client, plain["game"]["id"], plain["seats"][0]["token"])
    resign(client, unasked["game"], ada_key)
    for game in (plain["game"]["id"], unasked["game"]):
        until(lambda game=game: client.get(f"/v1/games/{game}").json()["status"] == "finished", 10, "the end")
    time.sleep(1)  # the relay has had time to rate them, if it would
    for game in (plain["game"]["id"], unasked["game"]):
        assert store_of(app).result(INK, game) is None
    assert client.get(f"/v1/ratings/{INK}").json()["total"] == 0
    assert client.get(f"/v1/accounts/{ada['id']}").json()["ratings"] == {}


def command(client: Api, game_id: str, key: str, kind: str) -> None:
    answer = client.post(f"/v1/games/{game_id}/commands", json={"type": kind}, headers=bearer(key))
    assert answer.status_code == 201, answer.text


def test_a_seat_handed_over_stays_its_players_whether_taken_back_or_played_on(app, served, relay, quick_bots):
    """A player who hands a seat over chose to let the bot play: the game is rated, the result theirs."""
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    bob, bob_key = new_account(client, name="Bob", kind="human")
    back = create(client, [{"account": ada["id"]}, {"name": "Brass", "kind": "bot", "level": "easy"}], key=ada_key)
    moved(client, back["game"], ada_key)
    command(client, back["game"], ada_key, "hand_over")
    command(client, back["game"], ada_key, "take_back")
    resign(client, back["game"], ada_key)
    result = recorded(app, back["game"])
    assert result["rated"] is True and [(s["rated_as"], s["place"]) for s in result["seats"]] == [
        (ada["id"], 2), ("bot:easy", 1)]

    played_on = create(client, [{"account": bob["id"]}, {"name": "Brass", "kind": "bot", "level": "easy"}], key=bob_key)
    moved(client, played_on["game"], bob_key)
    command(client, played_on["game"], bob_key, "hand_over")  # a bot plays Bob's seat to the end
    result = recorded(app, played_on["game"], timeout=60)
    assert result["rated"] is True and [s["rated_as"] for s in result["seats"]] == [bob["id"], "bot:easy"]
    assert client.get(f"/v1/accounts/{bob['id']}").json()["ratings"][INK]["games"] == 1


def test_a_seat_that_resigns_a_three_player_game_is_rated_last(app, served, relay, quick_bots):
    """The dodge closed: resigning a rated game about to be lost no longer leaves it unrated for all."""
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    made = create(client, [{"account": ada["id"]}, {"name": "Brass", "kind": "bot", "level": "easy"},
                           {"name": "Steam", "kind": "bot", "level": "normal"}], key=ada_key)
    moved(client, made["game"], ada_key)
    resign(client, made["game"], ada_key)  # three seats: a bot plays Ada's on, and she is out
    result = recorded(app, made["game"], timeout=90)
    assert result["rated"] is True
    assert {s["rated_as"]: s["place"] for s in result["seats"]}[ada["id"]] == 3
    board = {row["rated_as"]: row for row in client.get(f"/v1/ratings/{INK}").json()["ratings"]}
    assert set(board) == {ada["id"], "bot:easy", "bot:normal"}
    assert all(row["games"] == 1 and row["mu"] != NEWCOMER.mu for row in board.values())
    assert board[ada["id"]]["mu"] < NEWCOMER.mu and board[ada["id"]]["place"] == 3
    shown = client.get(f"/v1/accounts/{ada['id']}").json()["ratings"][INK]
    assert shown == {k: board[ada["id"]][k] for k in ("place", "ordinal", "mu", "sigma", "games")}


def test_a_seat_whose_clock_ran_out_is_rated_below_though_the_automa_played_it_on(app, served, relay, quick_bots):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    made = create(client, [{"account": ada["id"]}, {"name": "Brass", "kind": "bot", "level": "easy"}], key=ada_key,
                  options={"clock": {"base_s": 5, "on_timeout": "automa"}})
    moved(client, made["game"], ada_key)  # then Ada moves no more: her clock runs out, a bot plays on.
    result = recorded(app, made["game"], timeout=90)
    assert result["rated"] is True and [(s["rated_as"], s["place"]) for s in result["seats"]] == [
        (ada["id"], 2), ("bot:easy", 1)]
    seat = client.get(f"/v1/games/{made['game']}").json()["seats"][0]
    assert seat["played_by"] == {"kind": "bot", "reason": "clock_ran_out"} and "out" not in seat
    board = client.get(f"/v1/ratings/{INK}").json()["ratings"]
    assert [row["rated_as"] for row in board] == ["bot:easy", ada["id"]]


def test_bad_input_is_refused(served):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    bot = {"name": "Brass", "kind": "bot"}
    for body, status, code in (
        ({"players": [{"name": "Plain"}, bot], "rated": True}, 422, "rated.plain_seat"),
        ({"players": [{"account": ada["id"]}, {"name": "Plain"}], "rated": True}, 422, "rated.plain_seat"),
        ({"players": [bot], "rated": True}, 422, "rated.solo"),
        ({"players": [bot, bot], "rated": "yes"}, 400, "validation_error"),
        ({"players": [bot, bot], "rated": 1}, 400, "validation_error"),
    ):
        answer = client.post("/v1/games", json={"rules": INK, **body})
        assert (answer.status_code, answer.json()["code"]) == (status, code), (body, answer.text)
    answer = client.post("/v1/challenges", json={"rules": INK, "players": [{"account": ada["id"]}, {"name": "P"}],
                                                 "rated": True}, headers=bearer(ada_key))
    assert (answer.status_code, answer.json()["code"]) == (422, "rated.plain_seat")
    for path, status in ((f"/v1/ratings/{INK}?limit=0", 400), (f"/v1/ratings/{INK}?limit=101", 400),
                         (f"/v1/ratings/{INK}?cursor=abc", 400), (f"/v1/ratings/{INK}?cursor=-1", 400),
                         ("/v1/ratings/chess", 404), ("/v1/accounts/0123456789abcdef", 404),
                         ("/v1/accounts/nope", 404)):
        answer = client.get(path)
        assert answer.status_code == status and answer.headers["Content-Type"] == "application/problem+json", path
    assert client.get(f"/v1/ratings/{INK}?cursor=999999999").json()["ratings"] == []


def test_a_round_of_rated_games_rates_the_normal_bots_above_the_easy_ones(app, served, relay, ladder_bots):
    """Two-player Railroad Ink, easy against normal, the seats alternating, played by the workers: node
    budgets make every game a function of its seed, so the outcome below is the same on any machine."""
    client = Api(served)
    games = []
    for n in SEEDS:
        levels = ("easy", "normal") if n % 2 == 0 else ("normal", "easy")
        games.append(create(client, [{"name": level, "kind": "bot", "level": level} for level in levels],
                            seed=f"ladder-{n}")["game"]["id"])
    results = [recorded(app, game, timeout=120) for game in games]
    board = {row["rated_as"]: row for row in client.get(f"/v1/ratings/{INK}").json()["ratings"]}
    firsts = collections.Counter(s["rated_as"] for r in results for s in r["seats"] if s["place"] == 1)
    print(f"\nplaces: {[[s['place'] for s in r['seats']] for r in results]}")
    assert board["bot:normal"]["games"] == board["bot:easy"]["games"] == len(SEEDS)
    assert board["bot:normal"]["mu"] > board["bot:easy"]["mu"], (firsts, board)


SEEDS = (0, 1, 2, 3, 4, 5)


def test_a_rated_round_robin_of_bots_at_two_levels_rates_the_stronger_level_higher(app, served, relay, ladder_bots):
    """Issue 28's done-when, as an organiser runs it: a rated round-robin tournament of two-player Railroad
    Ink between two easy and two normal server bots (each meets each once: four games across the levels),
    played on the workers with node budgets; the leaderboard then rates the normal level above the easy."""
    api = Api(served)
    _, key = new_account(served.http, served.url, "Organiser", "human")
    players = [{"kind": "bot", "level": level} for level in ("easy", "normal", "easy", "normal")]
    tournament = create_tournament(api, key, name="Levels", rules=INK, format="round_robin", rounds=3, table_size=2,
                                   players=players, rated=True)
    assert api.post(f"/v1/tournaments/{tournament['id']}/start", headers=bearer(key)).status_code == 200
    ended = run_to_end(api, tournament["id"], 240)
    games = [table["game"] for played in ended["rounds"] for table in played["tables"]]
    assert len(games) == 6
    for game in games:
        recorded(app, game, timeout=60)
    board = {row["rated_as"]: row for row in api.get(f"/v1/ratings/{INK}").json()["ratings"]}
    assert board["bot:normal"]["mu"] > board["bot:easy"]["mu"], board


def test_places_and_updates_as_the_rules_and_the_table_give_them():
    """The places of a finished game (winners, then score, seats that left last: resigned or out of time,
    whoever played them on; ties share a place) and an update where one entity holds two seats (two bots
    of a level): it counts one game."""
    status = Status(9, 7, (), True, (10, 20, 20, 5), (1, 2))
    assert places(status, {}, 4) == [3, 1, 1, 4]
    assert places(Status(9, 7, (), True, (10, 20, 20, 5), (1,)), {"out": [2]}, 4) == [2, 1, 4, 3]
    assert places(Status(3, 1, (), True, None, (1,)), {"out": [0]}, 3) == [3, 1, 2]
    # A seat whose clock ran out, played on by a bot (on_timeout: automa), is last though the game made it a
    # winner; a seat its player handed over is placed as it played.
    machines = {"controllers": {"0": {"kind": "bot", "reason": "clock_ran_out"},
                                "2": {"kind": "bot", "reason": "handed_over"}}}
    assert left(machines) == {0} and left({"out": [1], **machines}) == {0, 1}
    assert places(Status(9, 7, (), True, (30, 20, 10), (0,)), machines, 3) == [3, 1, 2]
    resigned = {"out": [1], "controllers": {"1": {"kind": "bot", "reason": "resigned"}}}
    assert left(resigned) == {1} and places(Status(9, 7, (), True, (30, 40, 10), (0,)), resigned, 3) == [1, 3, 2]
    after = updated({"bot:easy": None, "a": None}, ["bot:easy", "a", "bot:easy"], [1, 2, 3])
    assert after["bot:easy"].games == after["a"].games == 1
    first, second, last = (team[0] for team in MODEL.rate([[MODEL.rating()] for _ in range(3)], ranks=[1, 2, 3]))
    assert after["a"].mu == second.mu and after["bot:easy"].mu == (first.mu + last.mu) / 2  # its two seats' mean
    tied = updated({"x": None, "y": None}, ["x", "y"], [1, 1])
    assert tied["x"] == tied["y"] and tied["x"].sigma < NEWCOMER.sigma


def test_a_game_shows_whether_it_is_rated_from_its_creation(served):
    """`rated` is in the game's resource from the start (waiting for a seat, running), in every listing
    of it, not only once its result is recorded: a client shows a rated game as such before it is played."""
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    bot = {"name": "Brass", "kind": "bot", "level": "easy"}
    running = create(client, [{"account": ada["id"]}, bot], key=ada_key)["game"]
    waiting = create(client, [{"open": True}, bot])["game"]
    plain = create(client, [{"name": "Plain"}, bot], rated=None)["game"]
    assert (waiting["status"], waiting["rated"], plain["rated"]) == ("waiting", True, False)
    expected = {running: True, waiting["id"]: True, plain["id"]: False}
    shown = {game_id: client.get(f"/v1/games/{game_id}").json() for game_id in expected}
    assert {game_id: game["rated"] for game_id, game in shown.items()} == expected
    assert {game_id: game["status"] for game_id, game in shown.items()} == {
        running: "active", waiting["id"]: "waiting", plain["id"]: "active"}
    listed = {}
    for status in ("waiting", "active"):
        listed |= {game["id"]: game["rated"] for game in client.get("/v1/games", params={"status": status}).json()["games"]}
    assert listed == expected
    mine = client.get("/v1/me/games", headers=bearer(ada_key)).json()["games"]
    assert [(game["id"], game["rated"]) for game in mine] == [(running, True)]
