"""Helpers of the archiving tests: the whole read surface of one game, read over HTTP for every seat, the
spectator and the admin, so that the same reads before and after the game moved to the archive store can
be compared answer by answer."""
from __future__ import annotations

import redis
import requests

from service.adapters.redis.keys import DUE, GAMES_INDEX, keys
from tests.service.play import auth
from tests.support import start_part, stop_part, wait_for

ADMIN = auth("admin-secret")
PAGE = 40  # events a page of the events read


def read_surface(http: requests.Session, base: str, game_id: str, tokens: list[str]) -> dict[str, tuple[int, bytes]]:
    """Every read of a finished game, as (status, body) by a name saying what was read and by whom."""
    summary = http.get(f"{base}/v1/games/{game_id}").json()
    rules, last = summary["rules"], summary["version"]
    readers = {"spectator": {}, "admin": ADMIN, **{f"seat {n}": auth(token) for n, token in enumerate(tokens)}}
    paths = [f"/v1/games/{game_id}", f"/v1/games/{game_id}/verify", f"/v1/games/{game_id}/picture.svg",
             f"/games/{game_id}", f"/v1/rules/{rules}/games/{game_id}", f"/v1/rules/{rules}/games/{game_id}/state"]
    for version in sorted({1, 2, 31, 32, 33, last // 2, last - 1, last}):
        paths.append(f"/v1/games/{game_id}/state?at_version={version}")
        paths.append(f"/v1/games/{game_id}/picture.svg?at_version={version}")
    for turn in sorted({1, 2, summary["turn"] // 2, summary["turn"]}):
        paths.append(f"/v1/games/{game_id}/state?at_turn={turn}")
    for round_ in sorted({1, summary["round"]}):
        paths.append(f"/v1/games/{game_id}/state?at_round={round_}")
    for after in range(0, last + 1, PAGE):
        paths.append(f"/v1/games/{game_id}/events?after={after}&limit={PAGE}")
        paths.append(f"/v1/rules/{rules}/games/{game_id}/events?after={after}&limit={PAGE}")
    paths += [f"/v1/games/{game_id}/export", f"/v1/games/{game_id}/legal-commands", f"/v1/games/{game_id}/state"]
    found = {}
    for who, headers in readers.items():
        for path in paths:
            response = http.get(base + path, headers=headers, timeout=30)
            found[f"{who} GET {path}"] = (response.status_code, response.content)
    for path in (f"/v1/games?rules={rules}&status=finished&limit=100", "/v1/games?limit=100"):
        listed = [game for game in http.get(base + path, timeout=30).json()["games"] if game["id"] == game_id]
        found[f"listed in {path}"] = (200, repr(listed).encode())
    return found


def forked_states(http: requests.Session, base: str, game_id: str, versions: list[int]) -> dict[int, tuple[int, bytes]]:
    """The state of a fork of the game at each version (a new game each time: its own id, so only its state
    after the copied events is compared)."""
    found = {}
    for wanted in versions:
        for version in range(wanted, wanted + 20):  # the first version after which a command ends
            fork = http.post(f"{base}/v1/games/{game_id}/fork", json={"at_version": version}, timeout=30)
            if fork.status_code != 422:
                break
        assert fork.status_code == 201, fork.text
        state = http.get(f"{base}/v1/games/{fork.json()['game']['id']}/state?at_version={version}", timeout=30)
        found[version] = (state.status_code, state.content)
    return found


def scored(http: requests.Session, base: str, game_id: str) -> dict:
    """The result of a scoring job of the game (a worker runs it)."""
    job = http.post(f"{base}/v1/scoring-jobs", json={"games": [game_id]}, timeout=30)
    assert job.status_code == 202, job.text
    location = base + job.headers["Location"]
    wait_for(lambda: http.get(location, timeout=30).json()["status"] in ("finished", "failed"),
             what="the scoring job")
    return http.get(location, timeout=30).json()


def archive_with_a_relay(redis_url: str, archive_url: str, *game_ids: str) -> None:
    """Run a relay that archives every finished game at once, until each of `game_ids` has left Redis."""
    client = redis.Redis.from_url(redis_url)
    relay = start_part("relay", redis_url, TRACKSIDE_ARCHIVE_URL=archive_url, TRACKSIDE_ARCHIVE_AFTER_S="0")

    def moved(game_id: str) -> bool:
        return (not client.exists(keys(game_id)["meta"]) and client.zscore(GAMES_INDEX, game_id) is None
                and client.zscore(DUE, game_id) is None)

    try:
        wait_for(lambda: all(map(moved, game_ids)), timeout=60, what="the games archived")
    finally:
        stop_part(relay)
