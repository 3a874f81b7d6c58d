"""Issue 39 §5: `trackside score` of a forged export or archive file is refused (a clear reason, exit
status 1), as restore refuses it: the file passes restore's checks (service/app/imports.py checked_export)
before it is scored, not only a replay of whatever seed and log it holds."""
from __future__ import annotations

import json

from service.adapters.memory import InMemoryEventStore
from service.app.games import GameService
from service.app.tournaments import EXPORT_FORMAT
from tests.service.test_cli import trackside
from tests.support import finished_game

PLAYERS = [{"name": "Ada"}, {"name": "Bo"}]


def finished_export(seed: str) -> dict:
    """A finished two-player Railroad Ink game's export, as anyone reads it (the seed revealed): played on
    the application over the in-memory store, which logs the very events Redis does
    (tests/service/test_service_on_memory.py)."""
    service = GameService(InMemoryEventStore())
    game = service.game(finished_game(service, "railroad-ink", 2, seed))
    return service.export(game, None, admin=False)


def scored(tmp_path, name: str, export: dict):
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(export))
    return trackside("score", str(path))


def test_score_refuses_a_game_file_whose_log_was_played_with_another_seed_than_its_commitment(tmp_path):
    """The forger keeps the game's summary (its id, its published seed commitment) and puts in the log and
    seed of a game it played with a seed of its choosing, which another seat won: refused, not scored."""
    real = finished_export("the table's own deal")
    winners = real["game"]["winners"]
    forged = next(other for chooser in range(2, 12)
                  if (other := finished_export(f"a deal of the forger's choosing {chooser}"))["game"]["winners"] != winners)
    assert scored(tmp_path, "real", real).returncode == 0
    forged_file = {**real, "events": forged["events"], "seed": forged["seed"]}
    answer = scored(tmp_path, "forged", forged_file)
    assert answer.returncode == 1, answer.stdout
    result = json.loads(answer.stdout)
    assert "winners" not in result and result["error"].startswith("refused, not scored: seed_mismatch"), result
    # The same file as a one-table tournament's game: its standings are not counted from it either.
    for games, status in (([real], 0), ([forged_file], 1)):
        answer = scored(tmp_path, "tournament", one_table_tournament(real["game"]["id"], games))
        assert answer.returncode == status, answer.stdout
    assert json.loads(answer.stdout)["error"].startswith("its game 1: refused, not scored: seed_mismatch")


def one_table_tournament(game_id: str, games: list[dict]) -> dict:
    """A tournament export (service/app/tournaments.py export) of one round of one table, played by p0 and p1."""
    players = [{"id": f"p{seat}", "name": PLAYERS[seat]["name"], "kind": "human", "withdrawn": False} for seat in (0, 1)]
    tournament = {"id": "ab", "format": "swiss", "table_size": 2, "round_count": 1, "players": players,
                  "rounds": [{"number": 1, "finished": True, "byes": [], "repeats": 0,
                              "tables": [{"table": 0, "game": game_id, "players": ["p0", "p1"], "result": None}]}],
                  "standings": []}
    return {"format": EXPORT_FORMAT, "tournament": tournament, "games": games, "standings": []}


def test_score_refuses_a_game_file_that_claims_to_be_a_fork_of_its_whole_log(tmp_path):
    """A fork's copied events are checked by their state hashes alone (the parent's seed decided them):
    a file claiming its whole log copied would be scored without one command decided again."""
    real = finished_export("a deal")
    claimed = {**real["game"], "forked_from": {"game": "ab" * 11, "version": len(real["events"])}}
    answer = scored(tmp_path, "fork", {**real, "game": claimed})
    assert answer.returncode == 1, answer.stdout
    assert json.loads(answer.stdout)["error"].startswith("refused, not scored: score.fork_unchecked"), answer.stdout
    # Beside a file of the game it names that does not pass the checks itself (no finished game): refused.
    parent = {**real, "game": {**real["game"], "id": "ab" * 11}, "events": real["events"][:1]}
    (tmp_path / f"{'ab' * 11}.json").write_text(json.dumps(parent))
    answer = scored(tmp_path, "fork", {**real, "game": claimed})
    assert answer.returncode == 1, answer.stdout
    assert json.loads(answer.stdout)["error"].startswith("refused, not scored: score.parent_unchecked"), answer.stdout
    malformed = scored(tmp_path, "malformed", {**real, "events": [{"command": {"type": "setup", "seats": 3}}]})
    assert malformed.returncode == 1 and json.loads(malformed.stdout)["error"].startswith("refused, not scored:")
