"""A client that plays a game over HTTP by random legal commands."""
from __future__ import annotations

import random
import time

import requests


def create(http: requests.Session, base: str, rules: str, players: list[dict], **extra) -> dict:
    response = http.post(f"{base}/v1/games", json={"rules": rules, "players": players, **extra})
    assert response.status_code == 201, response.text
    return response.json()


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def forged_tokens_refused(base: str, game_id: str) -> None:
    """A game's stream and an account's stream at `base` refuse a forged or missing token (401)."""
    for headers in ({"Authorization": "Bearer forged"}, {"Authorization": "Basic eDp5"}):
        refused = requests.get(f"{base}/v1/games/{game_id}/events/stream", headers=headers, timeout=10)
        assert refused.status_code == 401 and refused.json()["code"] == "unauthorized"
    for headers in ({}, auth("tsk_forged")):
        assert requests.get(f"{base}/v1/me/events", headers=headers, timeout=10).status_code == 401


def play_randomly(http: requests.Session, base: str, created: dict, seed: int = 1, max_commands: int = 5000,
                  automa_timeout: float = 60.0) -> dict:
    """Play until the game ends; returns the final summary. Automa seats are left to the workers."""
    chooser = random.Random(seed)
    game_id = created["game"]["id"]
    tokens = {seat["seat"]: seat["token"] for seat in created["seats"] if seat["kind"] == "human"}
    commands = 0
    waiting_since = None
    while commands < max_commands:
        summary = http.get(f"{base}/v1/games/{game_id}").json()
        if summary["status"] == "finished":
            return summary
        humans = [s for s in summary["active_seats"] if s in tokens]
        if not humans:  # an automa is thinking on a worker
            waiting_since = waiting_since or time.monotonic()
            assert time.monotonic() - waiting_since < automa_timeout, "no automa move arrived"
            time.sleep(0.02)
            continue
        waiting_since = None
        commands += 1
        seat = chooser.choice(humans)
        legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(tokens[seat])).json()
        if not legal["commands"]:
            continue
        command = chooser.choice(legal["commands"])
        response = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(tokens[seat]),
                             json={**command, "expected_version": legal["version"]})
        assert response.status_code in (201, 409), response.text
    raise AssertionError("the game did not finish")


def play_until_automa(client, created: dict, seed: int = 3) -> int:
    """With a Flask test client: play the humans randomly until an automa seat must act; its version."""
    game_id = created["game"]["id"]
    tokens = {seat["seat"]: seat["token"] for seat in created["seats"] if seat["kind"] == "human"}
    automa = {seat["seat"] for seat in created["seats"] if seat["kind"] == "automa"}
    chooser = random.Random(seed)
    while True:
        summary = client.get(f"/v1/games/{game_id}").get_json()
        if automa & set(summary["active_seats"]):
            return summary["version"]
        seat = chooser.choice([s for s in summary["active_seats"] if s in tokens])
        legal = client.get(f"/v1/games/{game_id}/legal-commands", headers=auth(tokens[seat])).get_json()
        response = client.post(f"/v1/games/{game_id}/commands", json=chooser.choice(legal["commands"]),
                               headers=auth(tokens[seat]))
        assert response.status_code == 201, response.get_json()
