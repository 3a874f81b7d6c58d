"""Bot seats act by themselves on RQ workers, through the automa's outbox/relay/job path."""
from __future__ import annotations

import pytest

from tests.service.play import create, play_randomly


@pytest.mark.slow
def test_a_game_of_bots_runs_to_its_end_over_http_with_real_workers(served, worker, relay):
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": "Bot", "kind": "bot", "level": "easy"}])
    bot_seat = 0
    assert created["seats"][bot_seat] | {"token": None} == {"seat": bot_seat, "name": "Bot", "kind": "bot",
                                                             "level": "easy", "token": None}
    # nobody but the bot plays: the whole game is one wait (each move is bounded by the level's time budget)
    summary = play_randomly(http, base, created, automa_timeout=600)
    assert summary["status"] == "finished"
    export = http.get(f"{base}/v1/games/{summary['id']}/export").json()
    moves = [e["command"] for e in export["events"] if e.get("command") and e["command"].get("seat") == bot_seat]
    assert moves and all(command["by"] == "bot" for command in moves)
    verify = http.get(f"{base}/v1/games/{summary['id']}/verify").json()
    assert verify["ok"], verify


@pytest.mark.parametrize("player, field", [
    ({"name": "Bot", "kind": "bot", "level": "grandmaster"}, "level"),
    ({"name": "Ada", "level": "easy"}, "level"),  # a level is for bots only
    ({"name": "Bot", "kind": "robot"}, "kind"),
])
def test_a_bot_seat_with_a_bad_level_is_refused(client, player, field):
    response = client.post("/v1/games", json={"rules": "railroad-ink", "players": [player]})
    assert response.status_code == 400
    assert response.headers["Content-Type"].startswith("application/problem+json")
    assert field in str(response.get_json())


def test_a_bot_seat_offers_no_commands_to_a_client(client):
    created = client.post("/v1/games", json={"rules": "railroad-ink", "players": [
        {"name": "Bot", "kind": "bot"}]}).get_json()
    assert created["seats"][0]["level"] == "normal"
    legal = client.get(f"/v1/games/{created['game']['id']}/legal-commands",
                       headers={"Authorization": f"Bearer {created['seats'][0]['token']}"}).get_json()
    assert legal["commands"] == []
