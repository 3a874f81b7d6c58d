"""Bot seats act by themselves on RQ workers, through the automa's outbox/relay/job path."""
from __future__ import annotations

import pytest

from domain.core.rng import derived_seed
from domain.core.search import LEVELS, Budget, counted, timed
from domain.railroad_ink.bot import LEVELS as RAILROAD_INK_LEVELS
from service.adapters.redis.store import EventStore
from service.app import commands as games_module
from service.app.games import GameService
from service.config import Settings
from tests.service.play import create, play_randomly

ONLY_BOTS = {
    # every level, and the rulebook automas beside bots
    "lilliput": [{"name": "Easy", "kind": "bot", "level": "easy"}, {"name": "Strong", "kind": "bot", "level": "strong"}],
    "railroad-ink": [{"name": "Normal", "kind": "bot", "level": "normal"}],
    "ticket-to-ride": [{"name": "Easy", "kind": "bot", "level": "easy"}, {"name": "Normal", "kind": "bot"}],
    "mini-express": [{"name": "Strong", "kind": "bot", "level": "strong"}, {"name": "Automa", "kind": "automa"}],
    "tinners-trail": [{"name": f"Bot {level}", "kind": "bot", "level": level} for level in ("easy", "normal", "strong")],
}


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(ONLY_BOTS))
def test_a_table_of_only_bots_plays_every_game_to_its_end_on_the_workers(served, quick_bots, relay, game):
    http, base = served.http, served.url
    created = create(http, base, game, ONLY_BOTS[game])
    first = ONLY_BOTS[game][0]
    assert created["seats"][0] | {"token": None} == {"seat": 0, "name": first["name"], "kind": "bot",
                                                     "level": first.get("level", "normal"), "token": None}
    # nobody but the machines plays: the whole game is one wait
    summary = play_randomly(http, base, created, automa_timeout=120)
    assert summary["status"] == "finished"
    export = http.get(f"{base}/v1/games/{summary['id']}/export").json()
    commands = [e["command"] for e in export["events"] if (e.get("command") or {}).get("seat") is not None]
    by = {command["seat"]: command.get("by") for command in commands}
    assert by == {seat: "automa" if player["kind"] == "automa" else "bot"
                  for seat, player in enumerate(ONLY_BOTS[game])}
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


@pytest.mark.parametrize("seconds", [0.0, -1.0, 61.0])
def test_a_bot_time_budget_outside_its_bounds_is_refused_at_start(redis_url, seconds):
    with pytest.raises(ValueError, match="TRACKSIDE_BOT_SECONDS"):
        Settings(redis_url=redis_url, bot_seconds=seconds)


def test_the_bot_time_budget_stretches_every_level_together():
    assert [timed(LEVELS[level], 2.0).seconds for level in ("easy", "normal", "strong")] == pytest.approx([0.6, 1.2, 2.0])
    assert timed(LEVELS["normal"], 2.0).iterations == LEVELS["normal"].iterations  # the node budget stays


def test_a_bot_searches_with_a_seed_from_which_the_game_s_secret_seed_cannot_be_read(app, client, monkeypatch):
    """The game's seed decides every die and deal still to come: the search gets a one-way hash of it."""
    created = client.post("/v1/games", json={"rules": "railroad-ink", "players": [
        {"name": "Bot", "kind": "bot", "level": "easy"}], "seed": "the-secret-seed"}).get_json()
    searched = []

    def first_legal(rules, events, state, seat, budget, seed, clock):
        searched.append(seed)
        return rules.legal_commands(state, seat)[0]

    monkeypatch.setattr(games_module, "bot_command", first_legal)
    played = app.extensions["trackside.services"].games.play_automa(created["game"]["id"], created["game"]["version"])
    assert played["outcome"] != "stale"
    [seed] = searched
    assert "the-secret-seed" not in seed and seed == derived_seed("the-secret-seed", f"bot/{created['game']['version']}")


@pytest.mark.parametrize(("budget", "scale"), [("seconds", 1.0), ("nodes", 0.0), ("nodes", 1.5), ("time", 0.5)])
def test_a_bot_node_budget_outside_its_bounds_is_refused_at_start(redis_url, budget, scale):
    with pytest.raises(ValueError, match="TRACKSIDE_BOT_"):
        Settings(redis_url=redis_url, bot_budget=budget, bot_node_scale=scale)


def test_a_worker_with_node_budgets_searches_its_level_s_iterations_with_no_time_cap(redis_url, client, monkeypatch):
    """TRACKSIDE_BOT_BUDGET=nodes: the budget has no seconds (the move a function of the seed alone) and its
    iterations are the level's times TRACKSIDE_BOT_NODE_SCALE."""
    settings = Settings(redis_url=redis_url, queue_url=redis_url, bot_budget="nodes", bot_node_scale=0.25)
    assert settings.bot_nodes == 0.25 and Settings(redis_url=redis_url).bot_nodes is None
    created = client.post("/v1/games", json={"rules": "railroad-ink", "players": [
        {"name": "Bot", "kind": "bot", "level": "normal"}]}).get_json()
    budgets = []

    def first_legal(rules, events, state, seat, budget, seed, clock):
        budgets.append(budget)
        return rules.legal_commands(state, seat)[0]

    monkeypatch.setattr(games_module, "bot_command", first_legal)
    service = GameService(EventStore.of(settings, "worker"), settings.bot_seconds, bot_nodes=settings.bot_nodes)
    assert service.play_automa(created["game"]["id"], created["game"]["version"])["outcome"] == "played"
    # Railroad Ink's normal level (145 nodes) searches every command (`pruned` false: only its strong bot
    # narrows them)
    assert budgets == [Budget(iterations=36, rollout=LEVELS["normal"].rollout, seconds=None, pruned=False)]
    assert RAILROAD_INK_LEVELS["normal"].iterations == 145
    assert counted(LEVELS["easy"], 0.01).iterations == 1  # (one at least)
