"""A tournament's record and what is computed from it, pure of any store (service/app/tournaments.py runs
the tournament): a table's result from its finished game, the pairing's settings and history, the
standings projection, the public view, and the standings rebuilt from an export's games alone."""
from __future__ import annotations

import hashlib
import hmac

from domain.core.registry import get_rules
from domain.core.replay import replay
from domain.core.rules import Status
from domain.tournaments.model import (
    ABSENT,
    BOT,
    Bye,
    History,
    SeatResult,
    Settings,
    StandingRow,
    TableResult,
)
from domain.tournaments.standings import standings
from service.app import errors
from service.app.ratings import left, own_commands, places


def round_seed(secret: str, number: int) -> str:
    """A duplicate round's seed: every table of the round plays it (64 hex digits, as a game's own)."""
    return hmac.new(bytes.fromhex(secret), f"round {number}".encode(), hashlib.sha256).hexdigest()


def table_result(round_number: int, players: list[str], status: Status, table: dict, deal: str | None,
                 envelopes: list[dict]) -> TableResult:
    """A finished table's result, from the game's status, table and log. Each seat is placed as its rating
    places it (ratings.places): the winners, then by score, and the seats that left the game (resigned,
    or ran out of time) last, whatever a bot made of them afterwards; else resigning a lost game could
    earn more points than losing it. A seat a bot played at the end (a takeover) is flagged BOT; a seat
    that left without its player ever acting (`absent`) ABSENT: it was not a game its player played."""
    scores = list(status.scores) if status.scores else [0] * len(players)
    taken = {int(seat) for seat in table.get("controllers", {})}
    placed = places(status, table, len(players))
    gone = absent(table, envelopes, len(players))
    return TableResult(round_number, tuple(
        SeatResult(player, scores[seat], place,
                   frozenset({BOT} if seat in taken else ()) | ({ABSENT} if seat in gone else frozenset()))
        for seat, (player, place) in enumerate(zip(players, placed, strict=True))), deal)


def absent(table: dict, envelopes: list[dict], seats: int) -> set[int]:
    """The seats that left the game (`ratings.left`: their clock ran out) with no command of their own in
    its log: a player who never came to the table."""
    acted = own_commands(envelopes, seats, moves_only=False)
    return {seat for seat in left(table) if 0 <= seat < seats and not acted[seat]}


def settings_of(record: dict) -> Settings:
    """The pairing's settings of a record (or of its public view, whose `rounds` are those played)."""
    count = record["round_count"] if "round_count" in record else record["rounds"]
    return Settings(record["format"], record["table_size"], count, seed=record["id"])


def history_of(record: dict) -> History:
    results, byes = [], []
    for played in record["rounds_played"]:
        byes += [Bye(played["number"], player) for player in played["byes"]]
        for table in played["tables"]:
            if table["result"] is not None:
                results.append(result_from_json(played["number"], table, played.get("deal")))
    return History(tuple(p["id"] for p in record["players"]), tuple(results), tuple(byes),
                   frozenset(record["withdrawn"]))


def result_from_json(round_number: int, table: dict, deal: str | None) -> TableResult:
    return TableResult(round_number, tuple(SeatResult(s["player"], s["score"], s["place"], frozenset(s["flags"]))
                                           for s in table["result"]), deal)


def result_json(result: TableResult) -> list[dict]:
    return [{"player": s.player, "score": s.score, "place": s.place, "flags": sorted(s.flags)} for s in result.seats]


def standings_json(rows: list[StandingRow]) -> list[dict]:
    """The rows as JSON: exact values as floats (equal players have equal floats)."""
    return [{"rank": r.rank, "player": r.player, "points": float(r.points), "buchholz": float(r.buchholz),
             "sonneborn_berger": float(r.sonneborn_berger), "duplicate": float(r.duplicate), "games": r.games,
             "byes": r.byes, "bot_games": r.bot_games, "withdrawn": r.withdrawn, "absent": r.absent} for r in rows]


def projected(record: dict) -> dict:
    """The record with its standings computed again from its results (its stored projection)."""
    return {**record, "standings": standings_json(standings(settings_of(record), history_of(record)))}


def most_tables(players: int, table_size: int, rounds: int) -> int:
    """The most tables a tournament of `players` may create over its `rounds` (a round seats at most
    players // table_size tables; byes and withdrawals only make fewer): what creating it is charged."""
    return max(1, players // table_size) * rounds


def rebuilt_standings(export: dict) -> list[dict]:
    """The standings from a tournament export's games alone (`trackside score`): each table's log decided
    again, its result taken from the final state, the standings computed over them all."""
    tournament = export["tournament"]
    logs = {game["game"]["id"]: game for game in export["games"]}
    results = []
    for played in tournament["rounds"]:
        for table in played["tables"]:
            game = logs.get(table["game"])
            if game is None or "seed" not in game:
                raise errors.Refused("tournament.unfinished", f"Table {table['table']} of round "
                                     f"{played['number']} is not a finished game with its seed revealed.")
            rules = get_rules(game["game"]["rules"])
            report = replay(rules, game["seed"], game["events"])
            status = report.status(rules) if report.ok else None
            if status is None or not status.finished:
                raise errors.Refused("tournament.unverified", f"The game {table['game']} does not replay to its end.")
            results.append(table_result(played["number"], table["players"], status, report.table or {},
                                        played.get("seed_commitment"), game["events"]))
    players = tuple(p["id"] for p in tournament["players"])
    byes = tuple(Bye(played["number"], p) for played in tournament["rounds"] for p in played["byes"])
    history = History(players, tuple(results), byes, frozenset(p["id"] for p in tournament["players"] if p["withdrawn"]))
    return standings_json(standings(settings_of(tournament), history))


def mark_created(record: dict, number: int) -> dict:
    rounds = list(record["rounds_played"])
    rounds[number - 1] = {**rounds[number - 1], "created": True}
    return {**record, "rounds_played": rounds}


def mark_revealed(record: dict, number: int) -> dict:
    rounds = list(record["rounds_played"])
    rounds[number - 1] = {**rounds[number - 1], "revealed": True}
    return {**record, "rounds_played": rounds}


def valid_id(tournament_id: str) -> bool:
    return 1 <= len(tournament_id) <= 64 and all(c in "0123456789abcdef" for c in tournament_id)


def entry(record: dict) -> dict:
    """Who may enter: the accounts invited, whether only they may join, and how many players the field
    holds at most (what creating it was charged for). A record older than entering by joining has none."""
    return {"invited": record.get("invited", []), "invite_only": record.get("invite_only", False),
            "capacity": record.get("capacity", len(record["players"]))}


def public(record: dict, brief: bool = False) -> dict:
    """The tournament as anyone may see it: never its secret, the tables' salts or a hidden seed."""
    out = {key: record[key] for key in ("id", "name", "rules", "options", "format", "table_size",
                                        "duplicate", "clock", "rated", "organiser", "status", "created_at")}
    out["round_count"] = record["rounds"]  # (as created: `rounds`; here `rounds` are those paired so far)
    out.update(entry(record))
    out["players"] = [{**p, "withdrawn": p["id"] in record["withdrawn"]} for p in record["players"]]
    out["round"] = len(record["rounds_played"])
    if brief:
        return out
    out["rounds"] = [{"number": played["number"], "finished": played["finished"], "byes": played["byes"],
                      "repeats": played["repeats"],
                      **({"seed_commitment": played["seed_commitment"], "seed": played["seed"]}
                         if "seed_commitment" in played else {}),
                      "tables": [{"table": t["table"], "game": t["game"], "players": t["players"],
                                  "result": t["result"]} for t in played["tables"]]}
                     for played in record["rounds_played"]]
    out["standings"] = record["standings"]
    return out


