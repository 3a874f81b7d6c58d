"""Client tables for the fault tests: games played by client threads as fast as they go, remembering
every version the server acknowledged, and the audit that compares those with what the log kept."""
from __future__ import annotations

import threading
from collections import Counter

import requests

from tests.service.play import auth, create

ADMIN = "admin-secret"


class Table:
    """One game played by one client thread as fast as it can; remembers every acknowledged version."""

    def __init__(self, served, rules: str, players: list[dict], index: int, options: dict | None = None) -> None:
        self.served = served  # anything with the API's `url` and a requests session `http`
        self.created = create(served.http, served.url, rules, players, seed=f"power-{index}",
                              **({"options": options} if options else {}))
        self.id = self.created["game"]["id"]
        self.acked = set(range(1, self.created["game"]["version"] + 1))
        self.sent = 0

    def play(self, stop: threading.Event) -> None:
        http = requests.Session()
        tokens = [seat["token"] for seat in self.created["seats"]]
        while not stop.is_set():
            for token in tokens:
                try:
                    legal = http.get(f"{self.served.url}/v1/games/{self.id}/legal-commands", headers=auth(token),
                                     timeout=5).json()
                    if not legal.get("commands"):
                        continue
                    self.sent += 1
                    key = f"{self.id}-{self.sent}"
                    response = http.post(f"{self.served.url}/v1/games/{self.id}/commands",
                                         headers={**auth(token), "Idempotency-Key": key},
                                         json=legal["commands"][self.sent % len(legal["commands"])], timeout=5)
                except (requests.RequestException, ValueError):
                    continue  # the store is down: the client goes on trying
                if response.status_code == 201:
                    self.acked |= {e["version"] for e in response.json()["events"]}
                    self.acked.add(response.json()["version"])


def audit(served, game: Table) -> dict:
    response = served.http.get(f"{served.url}/v1/games/{game.id}/export", headers=auth(ADMIN), timeout=30)
    if response.status_code == 404:  # the crash took the game whole, its creation too: no log left to verify
        return {"acked": len(game.acked), "stored": 0, "lost": len(game.acked), "duplicated": 0, "automa moves": 0,
                "finished": False, "verified": True}
    export = response.json()
    stored = {e["version"] for e in export["events"]}
    batches = Counter(e["command_id"] for e in export["events"] if e.get("command") is not None)
    return {"acked": len(game.acked), "stored": len(stored), "lost": len(game.acked - stored),
            "duplicated": sum(n - 1 for n in batches.values()),
            "automa moves": sum(1 for e in export["events"] if (e.get("command") or {}).get("by") == "automa"),
            "finished": export["game"]["status"] == "finished",
            "verified": served.http.get(f"{served.url}/v1/games/{game.id}/verify", headers=auth(ADMIN),
                                         timeout=60).json()["ok"]}
