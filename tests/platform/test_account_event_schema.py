"""openapi.yaml's AccountEvent tells every kind of account event apart: the events of a played flow (a
challenge accepted, turns, a seat handed over, a resignation, a challenge left to expire, a gap), read
over a real socket from GET /v1/me/events, each match exactly one branch of its oneOf, the one of their
`type` (a branch that matched any object made a validator or a generated client unable to choose)."""
from __future__ import annotations

import dataclasses
import json
import time

import pytest
import yaml
from jsonschema import Draft202012Validator

from service.adapters.streams.account_events import AccountEvents
from tests.platform.account_players import until
from tests.platform.support import Api, bearer, new_account
from tests.platform.test_account_events_stream import read_frames
from tests.support import ROOT

WAIT_S = 3.0  # how long a challenge waits for its seats here
CLOCK_S = 30  # the played challenge's clock: its seats' base (long enough to act under load before it runs out)


@pytest.fixture
def settings(settings):
    return dataclasses.replace(settings, waiting_hours=WAIT_S / 3600)


def branches() -> tuple[dict[str, Draft202012Validator], Draft202012Validator]:
    """Each branch of the committed document's AccountEvent (by the name its `$ref` gives), and the whole."""
    document = yaml.safe_load((ROOT / "openapi.yaml").read_text())

    def validator(name: str) -> Draft202012Validator:
        return Draft202012Validator({"$ref": f"#/components/schemas/{name}", "components": document["components"]})

    names = [branch["$ref"].rpartition("/")[2] for branch in document["components"]["schemas"]["AccountEvent"]["oneOf"]]
    return {name: validator(name) for name in names}, validator("AccountEvent")


def test_every_account_event_of_a_played_flow_matches_exactly_one_branch_of_the_documented_union(
        app, served, relay, quick_bots, redis_server):
    client = Api(served)
    (ada, ada_key), (bob, bob_key), (cy, cy_key) = (new_account(client, name=n, kind="human") for n in ("Ada", "Bob", "Cy"))

    def challenge(invited: dict, **options) -> str:
        made = client.post("/v1/challenges", headers=bearer(ada_key), json={
            "rules": "ticket-to-ride", "players": [{"account": ada["id"]}, {"account": invited["id"]}],
            **({"options": options} if options else {})})
        assert made.status_code == 201, made.text
        return made.json()["id"]

    def command(game_id: str, key: str, kind: str) -> None:
        answer = client.post(f"/v1/games/{game_id}/commands", headers=bearer(key), json={"type": kind})
        assert answer.status_code == 201, answer.text

    played = challenge(bob, clock={"base_s": CLOCK_S, "increment_s": 0, "on_timeout": "lose"})
    assert client.post(f"/v1/challenges/{played}/accept", headers=bearer(bob_key)).status_code == 200
    command(played, ada_key, "hand_over")  # Ada's turn first: a server bot plays her seat on
    until(lambda: client.get(f"/v1/games/{played}").json()["active_seats"] == [1], 30, "Bob's turn")
    time.sleep(CLOCK_S * 0.83)  # (Bob's clock under a fifth of its base once he moves: clock_low)
    legal = client.get(f"/v1/games/{played}/legal-commands", headers=bearer(bob_key)).json()
    moved = client.post(f"/v1/games/{played}/commands", headers=bearer(bob_key), json=legal["commands"][0])
    assert moved.status_code == 201, moved.text
    command(played, bob_key, "resign")  # and wins
    challenge(cy)  # never accepted: it expires

    events = AccountEvents(app.extensions["trackside.services"].games.store)
    owed = {ada["id"]: {"game_started", "your_turn", "seat_taken_over", "game_finished", "game_expired"},
            bob["id"]: {"challenge", "game_started", "your_turn", "clock_low", "game_finished"},
            cy["id"]: {"challenge", "game_expired"}}
    for account, kinds in owed.items():
        until(lambda account=account, kinds=kinds: {e["type"] for e in events.after(account, "0")} >= kinds,
              30 + WAIT_S, f"{account} told {sorted(kinds)}")
    read = []
    for account, key in ((ada["id"], ada_key), (bob["id"], bob_key), (cy["id"], cy_key)):
        read += read_frames(served.url, key, len(events.after(account, "0")))
    # A gap: Ada's stream trimmed to its last event (as its cap does), read from her first.
    first = events.after(ada["id"], "0")[0]["id"]
    redis_server.client().xtrim(f"{{a:{ada['id']}}}:events", maxlen=1, approximate=False)
    read += read_frames(served.url, ada_key, 2, **{"Last-Event-ID": first})

    one_of, whole = branches()
    told = [json.loads(frame["data"]) for frame in read]
    assert {event["type"] for event in told} == {name.removeprefix("AccountEvent_") for name in one_of}
    for event in told:
        matching = [name for name, branch in one_of.items() if branch.is_valid(event)]
        assert matching == [f"AccountEvent_{event['type']}"], (event, [
            f"{list(e.path)}: {e.message}" for e in one_of.get(f"AccountEvent_{event['type']}", whole).iter_errors(event)])
        assert whole.is_valid(event)
    # Not vacuous: an event of one type with another's data, or of no known type, matches no branch.
    your_turn = next(event for event in told if event["type"] == "your_turn")
    finished = next(event for event in told if event["type"] == "game_finished")
    for wrong in ({**your_turn, "data": finished["data"]}, {**your_turn, "type": "something_else"}):
        assert not [name for name, branch in one_of.items() if branch.is_valid(wrong)] and not whole.is_valid(wrong)
