"""The operator's tools on games and their logs: `replay` and `score` (offline, on export files),
`archive` and `restore` (finished games between Redis and files), `route-income` and `openapi`."""
from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Iterator
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # (the offline tools, replay, score and route-income, read no setting: service/cli/__init__.py)
    from service.config import Settings


def _print(value) -> None:
    # (the standard library's json: small answers, and route-income does not wait for orjson's import)
    sys.stdout.write(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def _read(path: Path):
    """A JSON file (an export may be megabytes: orjson reads it, imported by the command that needs it)."""
    import orjson

    return orjson.loads(path.read_bytes())


def _board_scoring(name: str):
    """The function scoring a board of the game called `name`, or None: its scoring module's `score_board`
    when it has one (domain/railroad_ink/scoring.py, domain/ticket_to_ride/scoring.py: the function the
    rules' own calls), so that a board's score loads none of the game's commands, views or pictures;
    else the rules' (the BoardScoring protocol), if they score boards."""
    import importlib

    package = name.replace("-", "_")
    if package.isidentifier() and package.islower() and package.replace("_", "-") == name:
        try:
            scoring = importlib.import_module(f"domain.{package}.scoring")
        except ModuleNotFoundError:
            scoring = None
        if callable(getattr(scoring, "score_board", None)):
            return scoring.score_board
    from domain.core.registry import get_rules
    from domain.core.rules import BoardScoring

    rules = get_rules(name)
    return rules.score_board if isinstance(rules, BoardScoring) else None


def replay(args) -> None:
    """Each export decided again: a file holds one (`GET /v1/games/{id}/export`) or a line each (`trackside
    dump`, a page of `GET /v1/archive/games`), read a line at a time, so that thousands of games are checked
    in one process. One export prints its report alone, as ever; several print each with its file and game."""
    from itertools import chain, islice

    failed = False
    for name in args.exports:
        exports = _documents(Path(name))
        first = list(islice(exports, 2))
        alone = len(args.exports) == len(first) == 1
        for export in chain(first, exports):
            game = export.get("game") if isinstance(export, dict) else None
            game = game if isinstance(game, dict) else {}
            report = _replay_report(export, game)
            failed |= not report["ok"]
            _print(report if alone else {"file": name, "game": game.get("id"), **report})
    raise SystemExit(1 if failed else 0)


def _documents(path: Path) -> Iterator:
    """The JSON documents of a file, read as they come: one a line (NDJSON), or the whole file one."""
    import orjson

    with path.open("rb") as file:
        first = file.readline()
        try:
            yield orjson.loads(first)
        except orjson.JSONDecodeError:  # (one document over many lines, as the API answers an export)
            yield _loaded(first + file.read(), str(path))
            return
        for number, line in enumerate(file, start=2):
            if line.strip():
                yield _loaded(line, f"{path}: line {number}")


def _loaded(data: bytes, where: str):
    import orjson

    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError:
        raise SystemExit(f"trackside: {where} is not JSON") from None


def _replay_report(export, game: dict) -> dict:
    """An export's log decided again; a fork's copied events, decided with its parent's seed, are checked
    by their state hashes (as the API's verify does)."""
    from domain.core.replay import replay as run

    events = export.get("events") if isinstance(export, dict) else None
    if not ("rules" in game and isinstance(events, list) and events and all(isinstance(e, dict) for e in events)):
        return {"ok": False, "error": "not a game's export: it has no game with its rules, or no events"}
    from domain.core.registry import get_rules

    rules = get_rules(str(game["rules"]))
    if rules is None:
        return {"ok": False, "error": f"unknown rules {game['rules']!r}"}
    seed, forked = export.get("seed") or game.get("seed"), game.get("forked_from")
    if not isinstance(seed, str):
        return {"ok": False, "error": "not a finished game's export: it has no revealed seed"}
    copied = forked.get("version", 0) if isinstance(forked, dict) else 0
    return run(rules, seed, events, copied=copied).as_dict()


def score(args) -> None:
    from domain.core.rules import RuleViolation

    failed = False
    files = _Files(args.files)
    for name in args.files:
        item = _object(Path(name))
        if isinstance(item, str):  # not a JSON object: the reason
            result = {"file": name, "error": item}
        elif _tournament_export(item):  # a tournament's: its games replayed, its standings recomputed
            result = _tournament_standings(name, item, files)
        elif "events" in item:  # an export (or archive) of a finished game: decided again, then scored
            result = _game_score(name, item, files)
        else:
            score_board = _board_scoring(str(item.get("rules")))
            if score_board is None or "board" not in item:
                result = {"file": name, "error": "not an export, nor {rules, board} of a game that scores boards"}
            else:
                try:
                    result = {"file": name, "score": score_board(item["board"])}
                except RuleViolation as exc:
                    result = {"file": name, "error": f"{exc.code}: {exc.message}"}
        failed |= "error" in result
        _print(result)
    raise SystemExit(1 if failed else 0)


def _object(path: Path) -> dict | str:
    """A file's JSON object, or why there is none (the batch goes on past a bad file)."""
    import orjson

    try:
        item = _read(path)
    except OSError as exc:
        return f"cannot be read: {exc.strerror}"
    except orjson.JSONDecodeError:
        return "not JSON"
    return item if isinstance(item, dict) else "not a JSON object"


def _tournament_export(item: dict) -> bool:
    """Whether `item` is a tournament's export (the tournaments' module imported only for a file that names
    a format: a board or a game's export pays nothing for it)."""
    if "format" not in item:
        return False
    from service.app.tournaments import EXPORT_FORMAT

    return item["format"] == EXPORT_FORMAT


def _game_score(name: str, export: dict, files: _Files) -> dict:
    """A finished game's scores, once its file has passed the checks restore makes (Imports.checked_export:
    the seed of its commitment, rules it was played with, a set-up a new game may have, every command
    decided again and every event and state hash compared, a fork's copied events its parent's): a file
    with a forged result is refused."""
    from service.app.errors import ApplicationError

    try:
        checked = files.checked(export, Path(name).parent)
    except (ApplicationError, LookupError, TypeError, ValueError, AttributeError) as exc:  # (a hand-made file)
        return {"file": name, "error": f"refused, not scored: {_reason(exc)}"}
    status = checked.report.status(checked.rules)
    return {"file": name, "scores": status.scores and list(status.scores), "winners": list(status.winners)}


MAX_FORK_DEPTH = 64  # forks of forks a file scored may stand on, each parent's file checked in turn


class _Files:
    """Restore's checks offline, on files: the one read they make of the store, a fork's parent's events
    (which only the parent, decided with its own seed, vouches for), is made of the parent's file instead
    (`<id>.json`, as `trackside archive` names it, among the files given or beside the fork's), once that
    file has passed the same checks."""

    def __init__(self, given: list[str]) -> None:
        self.given = {Path(name).name: Path(name) for name in given}
        self.beside = Path()
        self.opened: set[str] = set()  # the parents being checked: a cycle of forks ends here

    @cached_property
    def imports(self):
        """Restore's checks, made once a file needs them (a board's score does not)."""
        from service.app.imports import Imports
        from service.app.lookup import Games

        return Imports(Games(self), None, None, None)  # (checked_export reads nothing else of them)

    def checked(self, export: dict, beside: Path):
        self.beside = beside
        return self.imports.checked_export(export, forks=True)

    def events(self, game_id: str, upto: int | None = None) -> list[dict]:
        from service.app import errors

        path = self.given.get(f"{game_id}.json") or self.beside / f"{game_id}.json"  # (an id: hex digits)
        if game_id in self.opened or len(self.opened) == MAX_FORK_DEPTH or not path.is_file():
            raise errors.Refused("score.fork_unchecked", f"This game is a fork of game {game_id}: its first events "
                                 "were decided with that game's seed, and only that game's file vouches for them. "
                                 f"Give {game_id}.json in the same run or beside this file.", parent=game_id)
        self.opened.add(game_id)
        try:
            parent = _read(path)
            if not isinstance(parent, dict) or (parent.get("game") or {}).get("id") != game_id:
                raise errors.Refused("score.parent_unchecked", f"{path} is not the file of game {game_id}.")
            self.imports.checked_export(parent, forks=True)
        except errors.ApplicationError as exc:
            raise errors.Refused("score.parent_unchecked", f"The file of game {game_id}, of which this game is a "
                                 f"fork, is refused: {_reason(exc)}", parent=game_id) from exc
        finally:
            self.opened.discard(game_id)
        return parent["events"][:upto]


def _tournament_standings(name: str, export: dict, files: _Files) -> dict:
    from service.app.errors import ApplicationError
    from service.app.tournaments import rebuilt_standings

    games = export.get("games") if isinstance(export.get("games"), list) else []
    # Each table with its seed passes restore's checks first (one without: rebuilt_standings refuses it).
    for number, game in enumerate(games, start=1):
        refused = isinstance(game, dict) and "seed" in game and _game_score(name, game, files).get("error")
        if refused:
            return {"file": name, "error": f"its game {number}: {refused}"}
    try:
        rows = rebuilt_standings(export)
    except (ApplicationError, KeyError, TypeError, ValueError) as exc:
        return {"file": name, "error": f"not a complete tournament export: {exc}"}
    return {"file": name, "standings": rows, "matches_export": rows == export.get("standings")}


DAY_MS = 24 * 3600 * 1000
DUMP_PAGE = 20  # games `trackside dump` reads a page


def _game_service(settings: Settings):
    """The application layer on the event store, as the API builds it, for the operator's commands."""
    from service.bootstrap import operator_games, use

    return operator_games(use(settings))


def archive(args, settings: Settings) -> None:
    from service.adapters.archive.files import Busy, archive_finished
    from service.app.games import iso, now_ms

    if args.finished_before < 0:
        raise SystemExit("trackside archive: --finished-before is a number of days, 0 or more")
    directory = Path(args.to)
    counts: Counter[str] = Counter()
    archived_bytes = 0
    service = _game_service(settings)
    now = now_ms()
    forgotten = service.store.forget_tombstones(now - settings.tombstone_days * DAY_MS, now)
    if forgotten:
        print(f"forgot {forgotten} tombstones of games archived more than {settings.tombstone_days} days ago "
              "(their ids answer 404 now)", flush=True)
    try:
        for done in archive_finished(service, directory, iso(now - args.finished_before * DAY_MS)):
            counts[done.what] += 1
            archived_bytes += done.size
            line = {"archived": f"archived {done.game_id} ({done.rules}, {done.version} events) to {done.path}",
                    "unlisted": f"unlisted {done.game_id}: an earlier run had archived it",
                    "moved": f"kept {done.game_id}: its log changed while it was archived; the next run tries again",
                    }.get(done.what)
            if line:
                print(line, flush=True)
    except Busy as exc:
        raise SystemExit(f"trackside archive: {exc}") from None
    print(f"{counts['archived']} games archived to {directory} ({archived_bytes} bytes), {counts['unlisted']} "
          f"unlisted, {counts['kept']} kept (finished within the last {args.finished_before} days)", flush=True)


def restore(args, settings: Settings) -> None:
    """One line a file, `<file>: ok, ...` or `<file>: refused: <why>`, in the order given but for a fork,
    whose parent, when among the files (as `<parent id>.json`), is restored first: a fork is checked
    against its stored parent. Exit status 1 if any file was refused."""
    service = _game_service(settings)
    if args.into_archive and service.archive is None:
        raise SystemExit("trackside restore --into-archive: TRACKSIDE_ARCHIVE_URL names no archive store")
    given = {Path(name).name: name for name in args.files}
    results: dict[str, bool] = {}

    def run(name: str) -> None:
        results[name] = False  # (under way: a cycle of forks ends here)
        try:
            archived = _read(Path(name))
            if not isinstance(archived, dict):
                raise ValueError("not a JSON object")
            parent_file = given.get(f"{_parent(archived)}.json")
            if parent_file is not None and parent_file not in results:
                run(parent_file)
            line, results[name] = _restored(service, archived, args.into_archive), True
        except Exception as exc:  # noqa: BLE001 (whatever a file holds, the batch goes on; the reason is printed)
            line = f"refused: {_reason(exc)}"
        print(f"{name}: {line}", flush=True)

    for name in args.files:
        if name not in results:
            run(name)
    raise SystemExit(0 if all(results.values()) else 1)


def _parent(archived: dict) -> str | None:
    """The id of the game an archived fork was forked from (None: not a fork)."""
    summary = archived.get("game")
    forked_from = summary.get("forked_from") if isinstance(summary, dict) else None
    return forked_from.get("game") if isinstance(forked_from, dict) else None


def _restored(service, archived: dict, into_archive: bool = False) -> str:
    """Restored to Redis, checked as every restore is; `into_archive`: then moved to the archive store at once
    (service/app/archiving.py), as a finished game is once old enough."""
    from service.app.archiving import Archiving
    from service.app.games import now_ms

    restored = service.restore(archived)
    game = restored["game"]
    done = "restored" if restored["restored"] else "stored already"
    if into_archive:
        moved = Archiving(service, after_s=0).move(game["id"], now_ms())
        done += {"archived": ", moved into the archive", "gone": ", in the archive already"}.get(
            moved.what, f", left in Redis ({moved.what})")
    return f"ok, {done}: {game['id']} ({game['rules']}, {game['version']} events)"


def dump(args, settings: Settings) -> None:
    """Every archived game matching, one export (as the admin's) a line on standard output, in the order
    archived; the cursor to resume from goes to standard error after each page."""
    import orjson

    from service.app.archiving import archived_exports

    service = _game_service(settings)
    if service.archive is None:
        raise SystemExit("trackside dump: TRACKSIDE_ARCHIVE_URL names no archive store")
    cursor = args.cursor
    while True:
        exports, cursor = archived_exports(service, args.rules, args.since, args.until, args.tournament, cursor,
                                           DUMP_PAGE, admin=True)
        sys.stdout.buffer.write(b"".join(orjson.dumps(export) + b"\n" for export in exports))
        sys.stdout.flush()
        print(f"cursor {cursor}", file=sys.stderr, flush=True)
        if len(exports) < DUMP_PAGE:
            return


def _reason(exc: Exception) -> str:
    from service.app.errors import ApplicationError
    from service.http.problems import Problem

    if isinstance(exc, (ApplicationError, Problem)):
        extra = f" {json.dumps(exc.extra, ensure_ascii=False, separators=(',', ':'))}" if exc.extra else ""
        return f"{exc.code}: {exc.detail}{extra}"
    return f"{type(exc).__name__}: {exc}"


def route_income(args) -> None:
    from domain.routes import best_routes, load_graph

    _print(best_routes(load_graph(json.loads(Path(args.graph).read_bytes()))))  # (a small file)


def openapi(args, settings: Settings) -> None:
    from service.http.openapi import spec_yaml

    sys.stdout.write(spec_yaml())
