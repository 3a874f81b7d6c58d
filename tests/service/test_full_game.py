"""A whole Railroad Ink game through real HTTP, with a real worker and relay, then verify,
independent scoring, export and import."""
from __future__ import annotations

import copy

from tests.service.play import auth, create, play_randomly
from tests.support import wait_for


def boards_scored_on_a_worker(http, base: str, game_id: str) -> dict:
    """The finished job of a bulk scoring request for the game's final boards."""
    boards = http.get(f"{base}/v1/games/{game_id}/state").json()["view"]["boards"]
    job = http.post(f"{base}/v1/scoring-jobs",
                    json={"boards": [{"rules": "railroad-ink", "board": b} for b in boards]}).json()["job"]
    return wait_for(lambda: (j := http.get(f"{base}/v1/jobs/{job['id']}").json())["status"] == "finished" and j,
                    what="scoring job")


def test_four_seat_railroad_ink_game_over_http(served, worker, relay):
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": f"P{i}"} for i in range(4)])
    game_id = created["game"]["id"]
    summary = play_randomly(http, base, created, seed=4)
    assert summary["status"] == "finished" and summary["round"] == 7
    assert len(summary["scores"]) == 4 and summary["seed"], summary

    # Final scores equal an independent recomputation by a bulk scoring job on a worker.
    done = boards_scored_on_a_worker(http, base, game_id)
    assert [r["score"]["total"] for r in done["result"]["results"]] == summary["scores"]
    assert done["progress"] == {"done": 4, "total": 4}

    # Finished games score by id too.
    job = http.post(f"{base}/v1/scoring-jobs", json={"games": [game_id]}).json()["job"]
    done = wait_for(lambda: (j := http.get(f"{base}/v1/jobs/{job['id']}").json())["status"] == "finished" and j,
                    what="game scoring job")
    assert done["result"]["results"][0]["scores"] == summary["scores"]

    verify = http.get(f"{base}/v1/games/{game_id}/verify").json()
    assert verify == {"ok": True, "checked_events": summary["version"]}

    export = http.get(f"{base}/v1/games/{game_id}/export").json()
    assert export["seed"] == summary["seed"] and len(export["events"]) == summary["version"]
    imported = http.post(f"{base}/v1/games/import", json=export)
    assert imported.status_code == 201, imported.text
    assert imported.json()["game"]["scores"] == summary["scores"]
    assert imported.json()["game"]["id"] != game_id

    # One altered event makes the import fail at exactly that version.
    altered = copy.deepcopy(export)
    target = next(e for e in altered["events"] if e["type"] == "route_placed" and e["version"] > 20)
    target["data"]["row"] = (target["data"]["row"] + 1) % 7
    refused = http.post(f"{base}/v1/games/import", json=altered)
    assert refused.status_code == 422
    assert refused.headers["Content-Type"] == "application/problem+json"
    assert refused.json()["code"] == "import_divergence" and refused.json()["version"] == target["version"]

    # The finished game takes no more commands.
    token = created["seats"][0]["token"]
    late = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(token), json={"type": "end_round"})
    assert late.status_code == 409 and late.json()["code"] == "game_over"


def test_railroad_ink_with_both_expansions_over_http_scores_the_same_in_a_bulk_job(served, worker):
    """Meteors and Lava: six rounds over a real socket; the bulk scoring job (which reads each board's
    craters and lava) agrees with the game's own final scores."""
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": "A"}, {"name": "B"}],
                     options={"expansions": ["meteor", "lava"]}, seed="expansions")
    summary = play_randomly(http, base, created, seed=6)
    assert summary["status"] == "finished" and summary["round"] == 6
    done = boards_scored_on_a_worker(http, base, summary["id"])
    assert [r["score"]["total"] for r in done["result"]["results"]] == summary["scores"]
    assert any(r["score"]["expansion"] for r in done["result"]["results"]), "the expansions scored"
    assert http.get(f"{base}/v1/games/{summary['id']}/verify").json()["ok"]
