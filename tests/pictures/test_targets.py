"""Targets (docs/pictures.md, Targets): on random positions of every pictured game, a seat's targets
and the panel together hold exactly its legal commands; every target is a named, focusable button
whose commands are told apart in words; a seat's picture holds no other seat's commands; and over HTTP, picture.svg?targets=1 gives a seat
targets whose commands the server accepts, and nobody else any."""
from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from domain.core import svg, targets
from domain.core.local import LocalGame
from domain.core.registry import get_rules
from domain.core.rng import Rng
from domain.core.rules import SeatSpec
from tests.pictures.positions import create_over_http
from tests.platform.support import Api, bearer, new_account
from tests.service.play import auth

pytestmark = pytest.mark.memory  # (the API on the in-memory fakes: tests/conftest.py)

TITLES = ("ticket-to-ride", "railroad-ink", "mini-express", "tinners-trail", "lilliput")
# commands played from each seed (checked every few): long enough to reach each game's board actions
PLAYED = {"ticket-to-ride": 80, "railroad-ink": 60, "mini-express": 60, "tinners-trail": 70, "lilliput": 160}
CHECK_EVERY = 4
TABLE = [{"type": "undo", "data": {}}, {"type": "resign", "data": {}}]  # the table's own: never on the board
# the commands each game's board must have offered somewhere along the seeds' games
ON_THE_BOARD = {"ticket-to-ride": {"claim_route", "take_face_up"}, "railroad-ink": {"place_route"},
                "mini-express": {"draft", "build", "take_share"}, "tinners-trail": {"build_mine", "mine_ore"},
                "lilliput": {"lay_tile", "take_card", "pick_company"}}


def canonical(command: dict) -> str:
    return json.dumps(command, sort_keys=True)


def positions(name: str, seed: str):
    """(game, seat) at every CHECK_EVERY-th command of a random game, for each seat that may act."""
    rules = get_rules(name)
    game = LocalGame(rules, [SeatSpec(f"P{i}") for i in range(3 if rules.max_players >= 3 else 2)], seed=seed)
    chooser = Rng(seed, "chooser")
    for step in range(PLAYED[name]):
        status = game.status()
        if status.finished:
            return
        if step % CHECK_EVERY == 0:
            yield game
        seat = chooser.choice(list(status.active_seats))
        game.play(seat, chooser.choice(rules.legal_commands(game.state, seat)))


def unguided(picture: str) -> str:
    """The picture without the seat's prompt and words (domain/core/targets.py `guide`)."""
    return re.sub(f' (?:{targets.PROMPT}|{targets.WORDS})="[^"]*"', "", picture)


def check(rules, state, seat: int, others: list[list[dict]]) -> list[dict]:
    """The targets of `seat`'s picture, checked against its legal commands (and the table's)."""
    legal = rules.legal_commands(state, seat) + TABLE
    view = rules.view(state, seat)
    picture = rules.picture(view, legal)
    assert len(picture.encode()) < svg.MAX_BYTES
    found = targets.marked(picture)
    held = [command for target in found for command in target["commands"]]
    panel = targets.panel(legal, picture)
    assert Counter(map(canonical, held + panel)) == Counter(map(canonical, legal)), \
        "targets and panel hold each legal command once, and nothing else"
    assert not [command for command in held if command in TABLE], "the table's commands are the panel's"
    mine = set(map(canonical, legal))
    for other in others:  # another seat's commands, or the hidden cards they name, never reach this seat
        assert not [command for command in other if canonical(command) not in mine and command in held]
    drawings = {element.get("id") for element in ET.fromstring(picture).iter() if element.get("id")}
    for element in ET.fromstring(picture).iter():
        if element.get(targets.ATTRIBUTE) is None:
            continue
        assert element.get("class") == "target" and element.get("tabindex") == "0"
        assert element.get("role") == "button" and element.get("aria-label").strip()
        commands, choices = json.loads(element.get(targets.ATTRIBUTE)), json.loads(element.get(targets.CHOICES))
        assert commands, "a target holds at least one command"
        assert len(choices) == len(set(choices)) == len(commands) and all(choice.strip() for choice in choices), \
            "a chooser tells each of a target's commands from the others in words"
        if element.get(targets.ART) is not None:  # each drawing named is in the picture (docs/pictures.md)
            arts = json.loads(element.get(targets.ART))
            assert len(arts) == len(commands) and all(art is None or art in drawings for art in arts), arts
    if not found:  # (issue 44: but for the seat's prompt and words, which a seat's turn adds on purpose)
        assert unguided(picture) == rules.picture(view), "no targets: the picture as without legal commands"
    if moves := [command for command in legal if command not in TABLE]:
        root = ET.fromstring(picture)
        assert root.get(targets.PROMPT, "").strip(), "a seat's turn says what to do next"
        said = json.loads(root.get(targets.WORDS, "[]"))
        assert all(command in moves and text.strip() for command, text in said), "words only for its own moves"
    return held


@pytest.mark.parametrize("name", TITLES)
def test_targets_and_panel_hold_exactly_the_seats_legal_commands(name):
    rules = get_rules(name)
    offered: set[str] = set()
    for seed in ("targets-1", "targets-2"):
        for game in positions(name, seed):
            legal = [rules.legal_commands(game.state, seat) for seat in range(len(game.seats))]
            for seat in range(len(game.seats)):
                if legal[seat]:
                    held = check(rules, game.state, seat, legal[:seat] + legal[seat + 1:])
                    offered |= {command["type"] for command in held}
            view = rules.view(game.state, None)
            assert rules.picture(view, None) == rules.picture(view) == rules.picture(view, [])
    assert ON_THE_BOARD[name] <= offered, f"never on the board: {ON_THE_BOARD[name] - offered}"


def test_a_seats_targets_over_http_are_commands_the_server_accepts_and_nobody_elses(served):
    http, base = served.http, served.url
    created = create_over_http(http, base, "ticket-to-ride", steps=12, seat_count=2)
    game_id = created["game"]["id"]
    tokens = [seat["token"] for seat in created["seats"]]
    url = f"{base}/v1/games/{game_id}/picture.svg"
    acting = next(seat for seat, token in enumerate(tokens)
                  if http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(token)).json()["commands"])
    token = tokens[acting]
    answer = http.get(f"{url}?targets=1", headers=auth(token))
    assert answer.status_code == 200 and answer.headers["Content-Security-Policy"].startswith("default-src 'none'")
    found = targets.marked(answer.text)
    assert found and all(target["label"] for target in found)
    legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(token)).json()["commands"]
    assert Counter(canonical(c) for t in found for c in t["commands"]) + Counter(
        map(canonical, targets.panel(legal, answer.text))) == Counter(map(canonical, legal))
    assert http.get(url, headers=auth(token)).text != answer.text
    for headers in ({}, auth(tokens[1 - acting])):  # the spectator, the seat not to play: no targets
        assert targets.marked(http.get(f"{url}?targets=1", headers=headers).text) == []
    assert targets.marked(http.get(f"{url}?targets=1&at_version=3", headers=auth(token)).text) == []
    command = found[0]["commands"][-1]
    posted = http.post(f"{base}/v1/games/{game_id}/commands", json=command, headers=auth(token))
    assert posted.status_code == 201, posted.text
    assert http.get(f"{url}?targets=maybe", headers=auth(token)).status_code == 400


def test_an_account_key_gets_the_targets_of_the_seat_its_account_holds(served):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    created = client.post("/v1/games", json={"rules": "ticket-to-ride", "players": [{"account": ada["id"]},
                                                                                    {"name": "Brunel"}]}).json()
    game_id, brunel = created["game"]["id"], created["seats"][1]["token"]
    assert client.post(f"/v1/games/{game_id}/seats/0/join", headers=bearer(ada_key)).status_code == 200
    table = ("undo", "resign", "hand_over", "take_back")

    def own(key: str) -> list[dict]:
        legal = client.get(f"/v1/games/{game_id}/legal-commands", headers=bearer(key)).json()["commands"]
        return [command for command in legal if command["type"] not in table]

    for _ in range(6):  # the opening tickets (the panel's), then Brunel's turns, until Ada may claim
        mine = own(ada_key)
        if any(command["type"] == "take_face_up" for command in mine):
            break
        key = ada_key if mine else brunel
        command = (mine or own(brunel))[0]
        assert client.post(f"/v1/games/{game_id}/commands", json=command, headers=bearer(key)).status_code == 201
    picture = client.get(f"/v1/games/{game_id}/picture.svg?targets=1", headers=bearer(ada_key))
    found = targets.marked(picture.text)
    assert found and {c["type"] for t in found for c in t["commands"]} <= {"claim_route", "take_face_up"}
    outsider = new_account(client, name="Rocket")[1]  # an account without a seat here watches: no targets
    assert targets.marked(client.get(f"/v1/games/{game_id}/picture.svg?targets=1", headers=bearer(outsider)).text) == []
