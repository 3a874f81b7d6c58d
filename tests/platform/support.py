"""What the platform's tests share: requests against a served app by path, accounts."""
from __future__ import annotations


class Api:
    """requests against the served app, by path."""

    def __init__(self, served) -> None:
        self.base, self.http = served.url, served.http

    def __getattr__(self, method):
        return lambda path, **kw: getattr(self.http, method)(self.base + path, **kw)


def new_account(http, base: str = "", name: str = "Rocket", kind: str = "bot") -> tuple[dict, str]:
    answer = http.post(f"{base}/v1/accounts", json={"name": name, "kind": kind})
    assert answer.status_code == 201, answer.text
    body = answer.json()
    return body["account"], body["key"]


def bearer(key: str) -> dict:
    return {"Authorization": f"Bearer {key}"}


def challenger(http, base: str, host: tuple[dict, str], guest: dict):
    """A function that makes `host` (account, key) challenge `guest` to a game of Railroad Ink, each call
    one more challenge (an event on the guest's stream)."""
    (account, key) = host

    def challenge() -> None:
        answer = http.post(f"{base}/v1/games", headers=bearer(key),
                           json={"rules": "railroad-ink", "players": [{"account": account["id"]},
                                                                     {"account": guest["id"]}]})
        assert answer.status_code in (201, 202), answer.text

    return challenge
