"""What the tournament tests share: running a tournament of server bots to its end over the API, and an
independent recount of its standings from its export's games."""
from __future__ import annotations

import time

import orjson

from domain.core.registry import get_rules
from domain.core.replay import replay
from domain.tournaments.model import BOT, History, SeatResult, TableResult
from domain.tournaments.standings import standings
from service.app.tournaments import history_of, settings_of, standings_json
from tests.platform.support import bearer


def run_to_end(api, tournament_id: str, timeout: float, watch=None) -> dict:
    """Poll the tournament until it has finished; `watch(tournament)` sees every poll."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = api.get(f"/v1/tournaments/{tournament_id}").json()
        if watch is not None:
            watch(found)
        if found["status"] == "finished":
            return found
        time.sleep(0.1)
    raise AssertionError(f"the tournament did not finish in {timeout} s: {found['round']} rounds, "
                         f"{[[t['result'] is not None for t in r['tables']] for r in found['rounds']]}")


def recount(export: dict) -> list[dict]:
    """The standings from the exported games alone: each log decided again, its final scores and
    winners placed (winners first, then by score, the seats that left last: resigned or out of time,
    whoever played them on), a seat played by a bot at the end flagged."""
    tournament = export["tournament"]
    logs = {game["game"]["id"]: game for game in export["games"]}
    results = []
    for played in tournament["rounds"]:
        for table in played["tables"]:
            game = logs[table["game"]]
            rules = get_rules(game["game"]["rules"])
            report = replay(rules, game["seed"], game["events"])
            assert report.ok, report.as_dict()
            status = report.status(rules)
            assert status.finished
            scores = list(status.scores)
            taken = (report.table or {}).get("controllers", {})
            gone = {*(report.table or {}).get("out", ()),
                    *(int(seat) for seat, by in taken.items() if by["reason"] in ("resigned", "clock_ran_out"))}
            key = [(seat not in gone, seat in status.winners, scores[seat]) for seat in range(len(scores))]
            results.append(TableResult(played["number"], tuple(
                SeatResult(player, scores[seat], 1 + sum(other > key[seat] for other in key),
                           frozenset({BOT}) if str(seat) in taken else frozenset())
                for seat, player in enumerate(table["players"])), played.get("seed_commitment")))
    record = {**tournament, "rounds_played": [], "withdrawn": [p["id"] for p in tournament["players"] if p["withdrawn"]]}
    history = History(history_of(record).players, tuple(results),
                      tuple(b for r in tournament["rounds"] for b in _byes(r)), frozenset(record["withdrawn"]))
    return standings_json(standings(settings_of({**record, "id": tournament["id"]}), history))


def _byes(played: dict):
    from domain.tournaments.model import Bye
    return [Bye(played["number"], player) for player in played["byes"]]


def exported(api, tournament_id: str, timeout: float = 10) -> dict:
    """The tournament's export once every game in it shows its seed: the relay reveals a round's tables
    (deletes their hidden mark) just after the record says the round ended."""
    deadline = time.monotonic() + timeout
    while True:
        answer = api.get(f"/v1/tournaments/{tournament_id}/export")
        assert answer.status_code == 200, answer.text
        export = orjson.loads(answer.content)
        if all("seed" in game for game in export["games"]) or time.monotonic() > deadline:
            return export
        time.sleep(0.1)


def join(api, tournament_id: str, *keys: str) -> dict:
    """Each account enters the tournament by its own key (issue 39: the only way in): the tournament after."""
    for key in keys:
        answer = api.post(f"/v1/tournaments/{tournament_id}/join", headers=bearer(key))
        assert answer.status_code == 200, answer.text
    return answer.json()


def create(api, key: str, **body) -> dict:
    answer = api.post("/v1/tournaments", headers=bearer(key), json=body)
    assert answer.status_code == 201, answer.text
    return answer.json()
