"""Seeded mid-game positions of every game for the HTTP, page and browser tests: each game played in
memory from a fixed seed by `STEPS[rules]` random legal commands, and the same game made on a
served app by posting those commands."""
from __future__ import annotations

from domain.core.local import LocalGame
from domain.core.registry import get_rules
from domain.core.rng import Rng
from domain.core.rules import SeatSpec

STEPS = {"railroad-ink": 30, "lilliput": 120, "ticket-to-ride": 60, "mini-express": 60, "tinners-trail": 60}
DEFAULT_STEPS = 40


def players(name: str) -> int:
    """Three seats where the game allows, else its least (every seat kind human)."""
    rules = get_rules(name)
    return min(max(3, rules.min_players), rules.max_players)


def position(name: str, steps: int | None = None, seat_count: int | None = None) -> LocalGame:
    """The game `name` after `steps` random legal commands from the seed "golden-<name>" (fewer if it
    ends first); the same position on every run."""
    rules = get_rules(name)
    seats = [SeatSpec(f"Player {i + 1}") for i in range(seat_count or players(name))]
    game = LocalGame(rules, seats, seed=f"golden-{name}")
    chooser = Rng(f"golden-{name}", "chooser")
    for _ in range(STEPS.get(name, DEFAULT_STEPS) if steps is None else steps):
        status = game.status()
        if status.finished or not status.active_seats:
            break
        seat = chooser.choice(list(status.active_seats))
        game.play(seat, chooser.choice(rules.legal_commands(game.state, seat)))
    return game


def create_over_http(http, base: str, name: str, steps: int | None = None, seat_count: int | None = None) -> dict:
    """The golden position of `name` made on a served app: the same seed and the same commands, posted
    one by one with their seats' tokens. The creation's answer ({game, seats with tokens})."""
    game = position(name, steps, seat_count)
    created = http.post(f"{base}/v1/games", json={"rules": name, "seed": game.seed,
                                                  "players": [{"name": seat.name} for seat in game.seats]})
    assert created.status_code == 201, created.text
    body = created.json()
    tokens = [seat["token"] for seat in body["seats"]]
    for seat, command, _ in game.commands:
        response = http.post(f"{base}/v1/games/{body['game']['id']}/commands", json=command,
                             headers={"Authorization": f"Bearer {tokens[seat]}"})
        assert response.status_code == 201, response.text
    assert http.get(f"{base}/v1/games/{body['game']['id']}").json()["version"] == game.version
    return body
