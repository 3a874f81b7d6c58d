"""Issue 39 §5: a duplicate tournament's table whose deal is still played at other tables of its round is
read by its own seats alone, by every read path there is: each of the API's reads of a game's play (the
typed per-game paths and the page too), its verify, its fork, a route-income analysis and its job, an
analysis of a seat's moves and a finished game's review (issue 43), a scoring job at its submission and in its result (a job's result is anyone's who holds its id). The
listings and summaries show the table without its seed. Over a real socket, with a real worker."""
from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from domain.core.rules import RuleViolation
from service.adapters.redis.queue import enqueue_once
from service.config import Settings
from service.http.app import create_app
from tests.platform.support import Api, bearer, new_account
from tests.platform.test_tournaments import END_ROUND, draw_to_the_last_end_round
from tests.platform.tournament_play import create, join
from tests.support import RedisServer, ServedApp, start_part, stop_part, wait_for

ADMIN = "admin-secret"
OTHER_TABLE = "a seat of the round's other table"  # (of the late table; of the early one for the late's reads)


@dataclass
class Hidden:
    """The tables whose deals are hidden, and who reads them."""

    api: Api
    early: str  # a Railroad Ink table played to its end while the other table of its round still plays
    late: str  # that other table, still played
    lilliput: str  # an 18 Lilliput table one command in, its round still played
    company: str  # a company of it whose routes may be analysed
    route_job: str  # the route-income job a seat of it made
    scoring_job: str  # a scoring job of the early table that reached the queue unchecked
    seeds: tuple[str, ...]  # the hidden deals
    tournaments: tuple[str, str]
    readers: dict[str, dict]  # who reads, none seated at the early or Lilliput table: their headers
    seated: dict  # a seat of the early table
    lilliput_seat: dict  # a seat of the Lilliput table (an account of the early table)


@pytest.fixture(scope="module")
def hidden(tmp_path_factory):
    server = RedisServer(tmp_path_factory.mktemp("hidden-deals"))
    settings = Settings(redis_url=server.url, queue_url=server.url, admin_token=ADMIN, rate_limit="100000/second",
                        heavy_read_limit="100000/second", create_limit="100000/second")
    app = create_app(settings)
    served = ServedApp(app)
    worker = start_part("worker", server.url)
    try:
        yield _hidden_tables(app, Api(served))
    finally:
        stop_part(worker)
        served.stop()
        server.stop()


def _hidden_tables(app, api: Api) -> Hidden:
    http, base = api.http, api.base
    _, organiser = new_account(http, base, "Organiser", "human")
    field = [new_account(http, base, f"Player {i}", "human") for i in range(4)]
    keys = {account["id"]: key for account, key in field}
    games = app.extensions["trackside.services"].games
    ink = create(api, organiser, name="Duplicate pairs", rules="railroad-ink", rounds=1, table_size=2, duplicate=True,
                 players=[{"account": account["id"]} for account, _ in field])
    join(api, ink["id"], *keys.values())  # (each player enters by its own key: issue 39)
    early, late = api.post(f"/v1/tournaments/{ink['id']}/start", headers=bearer(organiser)).json()["rounds"][0]["tables"]
    game = games.game(early["game"])
    draw_to_the_last_end_round(games, game, random.Random(39))
    for seat in range(2):
        games.submit(game, seat, END_ROUND)
    assert api.get(f"/v1/games/{early['game']}").json()["status"] == "finished"
    app.extensions["trackside.services"].tournaments.table_finished(ink["id"], early["game"])  # (as the relay would)
    lilliput = create(api, organiser, name="Duplicate routes", rules="lilliput", rounds=1, table_size=2,
                      duplicate=True, players=[{"account": player} for player in early["players"]])
    join(api, lilliput["id"], *(keys[player] for player in early["players"]))
    table = api.post(f"/v1/tournaments/{lilliput['id']}/start", headers=bearer(organiser)).json()["rounds"][0]["tables"][0]
    routes = games.game(table["game"])
    company = floated(games, routes)
    lilliput_seat = bearer(keys[table["players"][0]])
    made = api.post(f"/v1/games/{routes.id}/analyses/route-income", headers=lilliput_seat, json={"company": company})
    assert made.status_code == 202, made.text
    route_job = made.json()["job"]["id"]
    # A scoring job queued before the check (as one naming a planned table before it was created would be).
    scoring_job = enqueue_once(app.extensions["trackside.services"].jobs, "scoring-hidden-deal", "workers.jobs.score_games",
                               [early["game"]], kind="scoring").id
    for job, headers in ((route_job, lilliput_seat), (scoring_job, {})):
        wait_for(lambda j=job, h=headers: api.get(f"/v1/jobs/{j}", headers=h).json().get("status") == "finished",
                 what=f"job {job}")
    readers = {"anyone": {}, "the admin": {"Authorization": f"Bearer {ADMIN}"}, "the organiser": bearer(organiser),
               OTHER_TABLE: bearer(keys[late["players"][0]])}
    return Hidden(api, early["game"], late["game"], routes.id, company, route_job, scoring_job,
                  (game.seed, routes.seed), (ink["id"], lilliput["id"]), readers, bearer(keys[early["players"][1]]),
                  lilliput_seat)


def floated(games, game) -> str:
    """A company of the 18 Lilliput game whose routes may be analysed, played to by random legal commands."""
    chooser = random.Random(5)
    for _ in range(200):
        state = games.current(game).state
        for company in sorted(state["companies"]):
            try:
                game.rules.route_graph(state, company)
                return company
            except RuleViolation:  # (no train yet)
                continue
        moving = {seat: legal for seat in range(2) if (legal := game.rules.legal_commands(state, seat))}
        seat = chooser.choice(sorted(moving))
        games.submit(game, seat, chooser.choice(moving[seat]))
    raise AssertionError("no company floated in 200 commands")


# Every read of a game's play: (method, path, body). {early}, {late}, {lilliput}, {company}, {route_job}
# are the fixture's.
PLAY_READS = [
    ("get", "/v1/games/{early}/state", None),
    ("get", "/v1/games/{early}/state?at_version=1", None),
    ("get", "/v1/games/{early}/events", None),
    ("get", "/v1/games/{early}/events/stream", None),
    ("get", "/v1/games/{early}/export", None),
    ("get", "/v1/games/{early}/verify", None),
    ("get", "/v1/games/{early}/picture.svg", None),
    ("get", "/v1/rules/railroad-ink/games/{early}/state", None),
    ("get", "/v1/rules/railroad-ink/games/{early}/events", None),
    ("get", "/games/{early}", None),
    ("post", "/v1/games/{early}/fork", {"at_version": 1}),
    ("post", "/v1/games/{early}/analyses/route-income", {"company": "X"}),
    ("post", "/v1/games/{early}/analyses/moves", {"seat": 0, "at_version": 2}),
    ("post", "/v1/games/{early}/analyses/review", {}),
    ("post", "/v1/scoring-jobs", {"games": ["{early}"]}),
    ("get", "/v1/games/{late}/state", None),
    ("get", "/v1/games/{late}/verify", None),
    ("post", "/v1/scoring-jobs", {"games": ["{late}"]}),
    ("get", "/v1/games/{lilliput}/verify", None),
    ("post", "/v1/games/{lilliput}/analyses/route-income", {"company": "{company}"}),
    ("post", "/v1/games/{lilliput}/analyses/moves", {"seat": 0}),
    ("get", "/v1/jobs/{route_job}", None),
    ("get", "/v1/jobs/{route_job}/picture.svg", None),
]


def _filled(hidden: Hidden, value):
    names = {"early": hidden.early, "late": hidden.late, "lilliput": hidden.lilliput, "company": hidden.company,
             "route_job": hidden.route_job}
    if isinstance(value, str):
        return value.format(**names)
    if isinstance(value, list):
        return [_filled(hidden, item) for item in value]
    if isinstance(value, dict):
        return {key: _filled(hidden, item) for key, item in value.items()}
    return value


@pytest.mark.parametrize("reader", ["anyone", "the admin", "the organiser", OTHER_TABLE])
@pytest.mark.parametrize(("method", "path", "body"), PLAY_READS,
                         ids=[f"{m} {p} {b or ''}".strip() for m, p, b in PLAY_READS])
def test_every_read_of_a_hidden_deal_s_play_is_refused_to_whoever_is_not_seated_at_it(hidden, reader, method, path,
                                                                                       body):
    headers = hidden.seated if reader == OTHER_TABLE and "{late}" in path + str(body) else hidden.readers[reader]
    kwargs = {"json": _filled(hidden, body)} if body is not None else {}
    answer = getattr(hidden.api, method)(_filled(hidden, path), headers=headers, **kwargs)
    assert answer.status_code == 403, (answer.status_code, answer.text[:300])
    assert answer.headers["Content-Type"] == "application/problem+json"
    assert answer.json()["code"] == "deal_hidden", answer.text


LISTINGS = [
    "/v1/games", "/v1/games?status=finished", "/v1/games?rules=railroad-ink", "/games", "/games?status=finished",
    "/v1/games/{early}", "/v1/games/{late}", "/v1/games/{lilliput}", "/v1/tournaments", "/v1/tournaments/{ink}",
    "/v1/tournaments/{routes}", "/v1/tournaments/{ink}/export", "/v1/tournaments/{routes}/export",
    "/v1/jobs/{scoring_job}",
]


@pytest.mark.parametrize("path", LISTINGS)
def test_a_listing_or_summary_shows_a_hidden_deal_s_table_without_its_deal(hidden, path):
    names = {"early": hidden.early, "late": hidden.late, "lilliput": hidden.lilliput, "ink": hidden.tournaments[0],
             "routes": hidden.tournaments[1], "scoring_job": hidden.scoring_job}
    answer = hidden.api.get(path.format(**names))
    assert answer.status_code == 200, answer.text
    assert any(game in answer.text for game in (hidden.early, hidden.late, hidden.lilliput)) or path == "/v1/tournaments"
    for seed in hidden.seeds:
        assert seed not in answer.text
    assert "breakdown" not in answer.text


def test_a_scoring_job_neither_takes_nor_answers_a_hidden_deal_s_table(hidden):
    """At its submission, from anyone (its own seats too: its result is anyone's who holds its id), and in
    the result of one that reached the queue before the check could refuse it (its table created since)."""
    for headers in (*hidden.readers.values(), hidden.seated):
        refused = hidden.api.post("/v1/scoring-jobs", headers=headers, json={"games": ["abc", hidden.early]})
        assert (refused.status_code, refused.json()["code"], refused.json()["game"]) == (403, "deal_hidden", hidden.early)
    done = hidden.api.get(f"/v1/jobs/{hidden.scoring_job}").json()
    assert done["result"] == {"results": [{"game": hidden.early, "error": "deal_hidden"}]}


def test_a_tournament_table_s_own_seat_gets_no_hint_while_it_is_played(hidden):
    """Issue 43: its own seats read a hidden deal's table, yet no analysis of their moves while it is played."""
    for seat in range(2):
        refused = hidden.api.post(f"/v1/games/{hidden.lilliput}/analyses/moves", headers=hidden.lilliput_seat,
                                  json={"seat": seat})
        assert (refused.status_code, refused.json()["code"]) == (403, "analysis_off"), refused.text


def test_a_hidden_deal_s_own_seats_read_it_all(hidden):
    for path in ("state", "events", "export", "verify", "picture.svg"):
        answer = hidden.api.get(f"/v1/games/{hidden.early}/{path}", headers=hidden.seated)
        assert answer.status_code == 200, (path, answer.text[:300])
    job = hidden.api.get(f"/v1/jobs/{hidden.route_job}", headers=hidden.lilliput_seat).json()
    assert job["status"] == "finished" and job["result"]["company"] == hidden.company
    picture = hidden.api.get(f"/v1/jobs/{hidden.route_job}/picture.svg", headers=hidden.lilliput_seat)
    assert picture.status_code == 200 and picture.headers["Content-Type"].startswith("image/svg+xml")
