"""The done-when of issue 28 over a real socket: a Swiss of 4-player Ticket to Ride with duplicate deals,
played by server bots on the workers, its standings recounted from the export, no avoidable repeated
table-mate, and every round's deals equal and hidden until the round's last table ended."""
from __future__ import annotations

import itertools
import time

import pytest

from domain.core.replay import batches
from domain.core.rng import seed_commitment
from tests.platform.support import Api, bearer, new_account
from tests.platform.tournament_play import create, exported, recount, run_to_end
from tests.support import start_part, stop_part


def play_swiss(served, players: int, rounds: int, timeout: float, hidden_seen_needed: bool) -> None:
    """`hidden_seen_needed`: that some round be seen with a table ended before its last (two tables of
    bots may end within a poll of each other; test_tournaments.py shows the hiding deterministically)."""
    api = Api(served)
    _, key = new_account(served.http, served.url, "Organiser", "human")
    field = [{"kind": "bot", "level": "easy"}] * players
    tournament = create(api, key, name="Duplicate open", rules="ticket-to-ride", format="swiss", rounds=rounds,
                        table_size=4, duplicate=True, players=field, clock={"base_s": 300})
    started = time.monotonic()
    assert api.post(f"/v1/tournaments/{tournament['id']}/start", headers=bearer(key)).status_code == 200
    hidden_seen: set[int] = set()

    def watch(found: dict) -> None:
        """While a round runs, a table that has ended keeps its seed and its full log hidden."""
        for played in found["rounds"]:
            if played["finished"]:
                continue
            assert played["seed"] is None and played["seed_commitment"]
            for table in played["tables"]:
                if table["result"] is None:
                    continue
                summary = api.get(f"/v1/games/{table['game']}").json()
                if summary["status"] != "finished":
                    continue
                export = api.get(f"/v1/games/{table['game']}/export").json()
                if api.get(f"/v1/tournaments/{tournament['id']}").json()["rounds"][played["number"] - 1]["finished"]:
                    continue  # (the round ended between the reads)
                assert summary["seed"] is None and summary["seed_public"] is False
                assert export.get("redacted") is True and "seed" not in export
                hidden_seen.add(played["number"])

    ended = run_to_end(api, tournament["id"], timeout, watch)
    took = time.monotonic() - started
    assert len(ended["rounds"]) == rounds and all(r["finished"] for r in ended["rounds"])
    export = exported(api, tournament["id"])
    assert export["standings"] == ended["standings"] == recount(export)
    # No table-mate met twice (avoidable in these fields), and the record says so too.
    met = [frozenset(pair) for r in ended["rounds"] for t in r["tables"] for pair in itertools.combinations(t["players"], 2)]
    assert len(met) == len(set(met)) and all(r["repeats"] == 0 for r in ended["rounds"])
    # Every round's deal: one seed, committed when the round started, revealed at its end; the same
    # set-up for each seat number at every table.
    logs = {game["game"]["id"]: game for game in export["games"]}
    for played in ended["rounds"]:
        assert seed_commitment(played["seed"]) == played["seed_commitment"]
        setups = []
        for table in played["tables"]:
            game = logs[table["game"]]
            assert game["seed"] == played["seed"] and game["game"]["seed_commitment"] == played["seed_commitment"]
            setups.append([(e["type"], e["seat"], e["data"]) for e in batches(game["events"])[0]])
        assert all(setup == setups[0] for setup in setups), f"round {played['number']}: the deals differ"
    assert hidden_seen or not hidden_seen_needed, "no round was seen with a finished table before its last"
    print(f"\n{players} players, {rounds} rounds of 4-player Ticket to Ride: {took:.1f} s")


@pytest.fixture
def more_quick_bots(redis_url):
    """A second worker of quick bots: the tables of a round are played side by side."""
    process = start_part("worker", redis_url, TRACKSIDE_BOT_SECONDS="0.05")
    yield process
    stop_part(process)


def test_a_duplicate_swiss_round_of_ticket_to_ride_by_bots(served, relay, quick_bots, more_quick_bots):
    """The suite's: one round of two tables (a 4-player game of bots takes about 40 s of a worker)."""
    play_swiss(served, players=8, rounds=1, timeout=200, hidden_seen_needed=False)


@pytest.mark.soak
def test_the_sixteen_player_three_round_duplicate_swiss(served, relay, quick_bots, more_quick_bots):
    """Issue 28's done-when, opt-in (pytest -m soak): twelve 4-player games, about 6 minutes on two workers."""
    play_swiss(served, players=16, rounds=3, timeout=1200, hidden_seen_needed=True)
