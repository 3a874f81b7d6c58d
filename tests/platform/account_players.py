"""What the tests of accounts' event streams share: an account that plays every game it is in, learning
its turns from its event stream alone, and the your_turn events a game's log says its accounts are owed."""
from __future__ import annotations

import random
import sys
import threading
import time

import requests

from domain.core import match
from domain.core.replay import at_ms, batches
from domain.core.rules import Event
from tests.platform.support import bearer
from tests.support import ROOT

sys.path.insert(0, str(ROOT / "clients" / "python"))  # the client as committed

from trackside_client.streams import iter_account_events  # noqa: E402

TABLE = {"undo", "resign", "hand_over", "take_back"}  # always legal, never moving the game on: left alone
FIVE = ("lilliput", "mini-express", "railroad-ink", "ticket-to-ride", "tinners-trail")


class StreamPlayer(threading.Thread):
    """An account playing a random legal command of a game whenever its stream says `your_turn`, until
    it has been told that each of `games` finished (or `stop` is set)."""

    def __init__(self, base: str, key: str, games: set[str], seed: int = 1, **follow) -> None:
        super().__init__(daemon=True)
        self.base, self.key, self.games, self.follow = base, key, set(games), follow
        self.chooser = random.Random(seed)
        self.http = requests.Session()
        self.events: list[dict] = []
        self.finished: set[str] = set()
        self.played = 0
        self.error: BaseException | None = None
        self.stop = threading.Event()

    def run(self) -> None:
        try:
            for event in iter_account_events(self.base, self.key, **self.follow):
                self.events.append(event)
                if event["type"] == "your_turn" and event["data"]["game"] not in self.finished:
                    self.play(event["data"]["game"])
                elif event["type"] == "game_finished":
                    self.finished.add(event["data"]["game"])
                if self.finished >= self.games or self.stop.is_set():
                    return
        except BaseException as exc:  # noqa: BLE001 (the test reads it)
            self.error = exc

    def play(self, game: str) -> None:
        for _ in range(50):  # 409: another seat played first; look again
            legal = self.http.get(f"{self.base}/v1/games/{game}/legal-commands", headers=bearer(self.key)).json()
            moves = [command for command in legal["commands"] if command["type"] not in TABLE]
            if not moves:
                return
            answer = self.http.post(f"{self.base}/v1/games/{game}/commands", headers=bearer(self.key),
                                    json={**self.chooser.choice(moves), "expected_version": legal["version"]})
            if answer.status_code == 201:
                self.played += 1
                return
            assert answer.status_code == 409, answer.text

    def done(self, timeout: float) -> None:
        self.join(timeout)
        self.stop.set()
        assert self.error is None, repr(self.error)
        assert not self.is_alive(), f"still playing after {timeout} s; told the end of {self.finished} only"


def owed_turns(service, game_id: str) -> set[tuple]:
    """(game, version, "your_turn", seat) for every your_turn the game's log owes its account seats: its
    commands decided again, one at a time, for their intents."""
    game = service.game(game_id)
    accounts = {seat["seat"] for seat in game.seats if seat.get("account")}
    position, owed = match.Position(0, None), set()
    for batch in batches(service.store.events(game_id)):
        decision = match.record(game.setting, position, [(batch[0]["command"], [
            Event(e["type"], e["data"], e["seat"]) for e in batch])], lambda v: service.state_at(game, v),
            at_ms(batch[0]))
        position = match.Position(decision.version, decision.state, decision.table)
        owed |= {(game_id, decision.version, "your_turn", seat) for intent in decision.intents
                 if isinstance(intent, match.SeatsToAct) for seat in intent.seats if seat in accounts}
    return owed


def told(events: list[dict]) -> list[tuple]:
    """Each event as the fact it tells: (game, version, type, seat)."""
    return [(e["data"].get("game"), e["data"].get("version"), e["type"], e["data"].get("seat")) for e in events]


def until(predicate, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if value := predicate():
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")
