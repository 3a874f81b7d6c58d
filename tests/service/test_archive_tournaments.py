"""A finished tournament reads the same after its tables' games moved to the archive store (issue 41): its
export (every table's game export and the standings, one document) and its record, byte for byte, from the
API that created its tables and from one started since, over a real socket, the games moved by a real relay."""
from __future__ import annotations

from dataclasses import replace

import redis

from service.adapters.redis.keys import keys
from service.app.tournaments import rebuilt_standings
from service.http.app import create_app
from tests.platform.support import Api, bearer, new_account
from tests.platform.tournament_play import create, exported, join, run_to_end
from tests.service.archiving_support import archive_with_a_relay
from tests.support import ServedApp, start_part, stop_part


def test_a_tournaments_export_answers_the_same_after_its_games_are_archived(settings, redis_url, tmp_path):
    archive_url = f"sqlite:///{tmp_path / 'archive.sqlite3'}"
    settings = replace(settings, archive_url=archive_url)
    served = ServedApp(create_app(settings))
    api = Api(served)
    relay = start_part("relay", redis_url)  # (no archive: the tournament runs and ends with its games live)
    try:
        _, organiser = new_account(served.http, served.url, "Organiser", "human")
        field = [new_account(served.http, served.url, f"Player {n}", "human") for n in range(4)]
        tournament = create(api, organiser, name="Kept forever", rules="railroad-ink", rounds=1, table_size=2,
                            players=[{"account": account["id"]} for account, _ in field])
        join(api, tournament["id"], *(key for _, key in field))
        started = api.post(f"/v1/tournaments/{tournament['id']}/start", headers=bearer(organiser)).json()
        players = {account["id"]: key for account, key in field}
        tables = started["rounds"][0]["tables"]
        for table in tables:  # each table's second seat resigns: its game ends at once
            resigned = api.post(f"/v1/games/{table['game']}/commands", headers=bearer(players[table["players"][1]]),
                                json={"type": "resign"})
            assert resigned.status_code == 201, resigned.text
        ended = run_to_end(api, tournament["id"], 60)
        before = exported(api, tournament["id"])
        assert all("seed" in game and "events" in game for game in before["games"]), before["games"]
        raw_before = api.get(f"/v1/tournaments/{tournament['id']}/export").content
        record_before = api.get(f"/v1/tournaments/{tournament['id']}").content
        stop_part(relay)

        games = [table["game"] for table in tables]
        archive_with_a_relay(redis_url, archive_url, *games)
        client = redis.Redis.from_url(redis_url)
        assert not any(client.exists(keys(game_id)["meta"]) for game_id in games)

        # The API that read them live (its caches warm) and one started since (cold) answer alike.
        fresh = ServedApp(create_app(settings))
        try:
            for server in (served, fresh):
                after = Api(server)
                assert after.get(f"/v1/tournaments/{tournament['id']}/export").content == raw_before
                assert after.get(f"/v1/tournaments/{tournament['id']}").content == record_before
            assert rebuilt_standings(before) == ended["standings"]  # (the export holds the whole tournament)
        finally:
            fresh.stop()
    finally:
        stop_part(relay)
        served.stop()
