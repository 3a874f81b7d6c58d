"""A client that plays through a failover the way a careful third-party client would: every command
carries an Idempotency-Key and is sent again with the same key on a 503 or a dropped connection, and
every 201 it got is remembered so the test can check that none was lost."""
from __future__ import annotations

import random
import threading
import time
import uuid

import requests

from tests.service.play import auth

GIVE_UP_SECONDS = 60.0


def patiently(send, url: str, **options) -> requests.Response:
    """`send(url, **options)` until it answers other than 503 (or the connection is back)."""
    deadline = time.monotonic() + GIVE_UP_SECONDS
    while True:
        try:
            response = send(url, timeout=30, **options)
            if response.status_code != 503:
                return response
        except requests.ConnectionError:
            pass
        assert time.monotonic() < deadline, "the service did not come back"
        time.sleep(0.1)


class Player(threading.Thread):
    """Plays one game's human seats by random legal commands until it ends."""

    def __init__(self, base: str, created: dict, seed: int) -> None:
        super().__init__(daemon=True)
        self.base, self.created = base, created
        self.game = created["game"]["id"]
        self.chooser = random.Random(seed)
        self.http = requests.Session()
        self.acknowledged: list[dict] = []  # every event of every 201
        self.error: BaseException | None = None
        self.summary: dict | None = None

    def run(self) -> None:
        try:
            self.play()
        except BaseException as exc:  # reported by the test
            self.error = exc

    def play(self) -> None:
        tokens = {seat["seat"]: seat["token"] for seat in self.created["seats"] if seat["kind"] == "human"}
        for _ in range(20000):
            summary = patiently(self.http.get, f"{self.base}/v1/games/{self.game}").json()
            if summary["status"] == "finished":
                self.summary = summary
                return
            humans = [s for s in summary["active_seats"] if s in tokens]
            if not humans:
                time.sleep(0.02)
                continue
            seat = self.chooser.choice(humans)
            legal = patiently(self.http.get, f"{self.base}/v1/games/{self.game}/legal-commands",
                              headers=auth(tokens[seat])).json()
            if not legal["commands"]:
                continue
            body = {**self.chooser.choice(legal["commands"]), "expected_version": legal["version"]}
            headers = {**auth(tokens[seat]), "Idempotency-Key": uuid.uuid4().hex}
            response = patiently(self.http.post, f"{self.base}/v1/games/{self.game}/commands", json=body,
                                 headers=headers)
            assert response.status_code in (201, 409), response.text
            if response.status_code == 201:
                self.acknowledged += response.json()["events"]
        raise AssertionError("the game did not finish")

    @property
    def version(self) -> int:
        return self.acknowledged[-1]["version"] if self.acknowledged else 0
