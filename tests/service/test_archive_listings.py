"""Every listing answers the same pages, with the same cursors, once the finished games listed have moved to the
archive store (service/app/tiered.py merges the two stores' entries): all games, by rules, by status, an
account's games, the games' page; and Redis keeps no listing entry of an archived game."""
from __future__ import annotations

from dataclasses import replace

import pytest
import redis
import requests

from service.adapters.redis.keys import GAMES_INDEX
from service.adapters.redis.lobby import account_games
from service.http.app import create_app
from tests.platform.support import bearer, new_account
from tests.service.archiving_support import archive_with_a_relay
from tests.service.play import auth, create
from tests.support import ServedApp

PATHS = ("/v1/games?limit=2", "/v1/games?status=finished&limit=2", "/v1/games?status=active&limit=3",
         "/v1/games?rules=railroad-ink&limit=2", "/v1/games?rules=mini-express&status=finished&limit=1",
         "/v1/me/games?limit=2", "/v1/me/games?status=finished&limit=3", "/v1/me/games?turn=theirs&limit=2")


@pytest.fixture
def archived_settings(settings, tmp_path):
    return replace(settings, archive_url=f"sqlite:///{tmp_path / 'archive.sqlite3'}", archive_after_s=0)


def every_page(http: requests.Session, base: str, path: str, key: str) -> list[bytes]:
    """Each page of the listing at `path`, followed by its cursors to the end, as answered."""
    pages, cursor = [], None
    for _ in range(30):  # (a dozen games: a handful of pages)
        answer = http.get(base + path + (f"&cursor={cursor}" if cursor else ""), headers=bearer(key), timeout=30)
        assert answer.status_code == 200, answer.text
        pages.append(answer.content)
        cursor = answer.json()["next_cursor"]
        if cursor is None:
            return pages
    raise AssertionError(f"{path}: no last page")


def test_every_listing_pages_alike_once_its_finished_games_are_archived(archived_settings, redis_url):
    served = ServedApp(create_app(archived_settings))
    http, base = served.http, served.url
    try:
        ada, key = new_account(http, base, name="Ada", kind="human")
        parents = {rules: create(http, base, rules, [{"name": "Cy"}, {"name": "Di"}])["game"]
                   for rules in ("railroad-ink", "mini-express")}
        finished, active = [], [parent["id"] for parent in parents.values()]
        for n in range(9):  # Ada's games, some finished, and games of others, interleaved by id
            rules = ("railroad-ink", "mini-express")[n % 2]
            if n % 4 == 3:
                made = create(http, base, rules, [{"name": "Cy"}, {"name": "Di"}])
                game_id, headers = made["game"]["id"], auth(made["seats"][0]["token"])
            else:
                parent = parents[rules]  # (a fork seats the account at once: no lobby to wait in)
                answer = http.post(f"{base}/v1/games/{parent['id']}/fork", headers=bearer(key), json={
                    "at_version": parent["version"], "players": [{"account": ada["id"]}, {"name": "Bob"}]})
                assert answer.status_code == 201, answer.text
                game_id, headers = answer.json()["game"]["id"], bearer(key)
            if n % 3 == 2:
                active.append(game_id)
                continue
            resigned = http.post(f"{base}/v1/games/{game_id}/commands", json={"type": "resign"}, headers=headers)
            assert resigned.status_code == 201, resigned.text
            finished.append(game_id)
        # Each API answers after as it did before: the one that created the games (its caches warm) and one
        # started since (which reads each game's options in the store's order: the creator's keeps them as
        # given, archived or not), and one started once they are archived answers as that one.
        cold = ServedApp(create_app(archived_settings))
        before = {where: ({path: every_page(where.http, where.url, path, key) for path in PATHS},
                          where.http.get(f"{where.url}/games?status=finished&limit=100").content)
                  for where in (served, cold)}

        archive_with_a_relay(redis_url, archived_settings.archive_url, *finished)
        client = redis.Redis.from_url(redis_url)
        assert sorted(member.decode() for member in client.zrange(GAMES_INDEX, 0, -1)) == sorted(active)
        assert {member.decode() for member in client.zrange(account_games(ada["id"]), 0, -1)} <= set(active)

        fresh = ServedApp(create_app(archived_settings))
        try:
            for where, was in ((served, served), (cold, cold), (fresh, cold)):
                after = {path: every_page(where.http, where.url, path, key) for path in PATHS}
                assert after == before[was][0], [path for path in PATHS if after[path] != before[was][0][path]]
                assert where.http.get(f"{where.url}/games?status=finished&limit=100").content == before[was][1]
        finally:
            fresh.stop()
            cold.stop()
    finally:
        served.stop()
