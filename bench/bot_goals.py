"""Issue 43's strength goals, as the ladder plays them (bench/bot_ladder.py --goals): each goal's seeded
games at the levels' full node budgets, by bench/bots.py's own match code and seeds, so every figure
repeats on any machine.

A goal's games take hours of CPU, so each game's outcome is kept in bench/bot_goals.ndjson (a line a game)
as soon as it ends, beside the fingerprint of the code that decides it (domain/core, domain/routes, the
title's package and bench/bots.py's play). A run plays only the games missing for today's code and may be
stopped at any time; a game kept for other code counts for nothing. The table reads only outcomes of
today's code.
"""
from __future__ import annotations

import ast
import fcntl
import functools
import hashlib
import inspect
import json
import os
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from bench import bots
from domain.core.bots import determiniser
from domain.core.registry import all_rules
from domain.core.search import Budget

ROOT = Path(__file__).resolve().parents[1]
KEPT = ROOT / "bench" / "bot_goals.ndjson"
GAMES = 50
"""The issue's sample: at least 50 seeded games a goal."""
SHARED_CODE = ("domain/core", "domain/routes")


@dataclass(frozen=True)
class Goal:
    """A level's games against `rest` (the automa, solo; or a lower level in every other seat) and the share
    it must reach: of the games won (solo), or of the opponents finished ahead of (`seats`)."""

    name: str
    level: str
    rest: str
    options: tuple[tuple[str, object], ...]
    least: float
    label: str

    @property
    def key(self) -> str:
        options = "".join(f" {k}={v}" for k, v in self.options)
        return f"{self.name} {self.level} vs {self.rest}{options}"

    @property
    def seats(self) -> int:
        return 2 if self.rest == "automa" else max(2, all_rules()[self.name].min_players)


GOALS = (
    Goal("lilliput", "strong", "automa", (), 0.6, "18 Lilliput: strong wins against Gulliver"),
    Goal("lilliput", "strong", "automa", (("advanced", True),), 0.6, "the same, advanced rules"),
    Goal("lilliput", "normal", "automa", (), 0.3, "18 Lilliput: normal wins against Gulliver"),
    Goal("lilliput", "normal", "automa", (("advanced", True),), 0.3, "the same, advanced rules"),
    Goal("mini-express", "strong", "automa", (("difficulty", "ultimate"),), 0.6,
         "Mini Express: strong wins against the automa at ultimate"),
    Goal("mini-express", "normal", "automa", (("difficulty", "hard"),), 0.6,
         "Mini Express: normal wins against the automa at hard (the middle difficulty)"),
    Goal("railroad-ink", "strong", "normal", (), 0.7, "Railroad Ink: strong ahead of normal, of the seats"),
    Goal("ticket-to-ride", "strong", "normal", (), 0.7, "Ticket to Ride: the same"),
    Goal("tinners-trail", "strong", "normal", (), 0.7, "Tinners' Trail: the same"),
)


@functools.cache  # (a title's four goals hash the same files; a run reads today's code once)
def fingerprint(name: str) -> str:
    """The hash of everything that decides a game of the title at node budgets: the shared domain code, the
    title's package (its rules, bot and content) and the bench's play and seeding; Python by its syntax
    tree without docstrings, so that a comment, a docstring or a line's wrapping keeps the games kept."""
    package = Path(inspect.getfile(determiniser(all_rules()[name]))).parent
    digest = hashlib.sha256()
    for folder in [*(ROOT / shared for shared in SHARED_CODE), package]:
        for path in sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
            meaning = meant(path.read_text()) if path.suffix == ".py" else path.read_bytes()
            digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + meaning + b"\0")
    digest.update(meant(inspect.getsource(bots.play) + inspect.getsource(bots._outcome)))
    return digest.hexdigest()[:16]


def meant(source: str) -> bytes:
    """Python source as what it does: its syntax tree (no comments, no layout) less every statement that
    is a string alone (docstrings, which no game reads)."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            node.body = [statement for statement in body if not _string_alone(statement)] or [ast.Pass()]
    return ast.dump(tree).encode()


def _string_alone(statement: ast.AST) -> bool:
    return (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
            and isinstance(statement.value.value, str))


def kept() -> list[dict]:
    """Every game kept: a line each, {goal, code, n, won, ahead, score, others}."""
    return [json.loads(line) for line in KEPT.read_text().splitlines() if line] if KEPT.exists() else []


def outcomes(goal: Goal, code: str) -> dict[int, dict]:
    """The games kept for the goal under this code, by number."""
    return {row["n"]: row for row in kept() if row["goal"] == goal.key and row["code"] == code}


def keep(goal: Goal, code: str, n: int, outcome: dict) -> None:
    """Add one game's outcome, under a lock (two runs may play goals at once), dropping the goal's games of
    other code."""
    with open(KEPT.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        rows = [row for row in kept() if row["goal"] != goal.key or (row["code"] == code and row["n"] != n)]
        rows.append({"goal": goal.key, "code": code, "n": n, **outcome})
        rows.sort(key=lambda row: (row["goal"], row["n"]))
        scratch = KEPT.with_suffix(".tmp")
        scratch.write_text("".join(json.dumps(row) + "\n" for row in rows))
        os.replace(scratch, KEPT)


def _game(goal: Goal, budgets: dict[str, Budget], n: int) -> dict:
    outcome = bots._outcome(goal.name, goal.level, goal.rest, goal.seats, n, budgets, dict(goal.options))
    return asdict(outcome)


def play(goal: Goal, games: int, jobs: int) -> None:
    """Play the goal's games 0 to `games` - 1 not yet kept for today's code, keeping each as it ends."""
    code = fingerprint(goal.name)
    missing = [n for n in range(games) if n not in outcomes(goal, code)]
    levels = determiniser(all_rules()[goal.name]).LEVELS
    budgets = {level: replace(budget, seconds=None) for level, budget in levels.items()}
    print(f"{goal.key}: {len(missing)} of {games} games to play (code {code})", file=sys.stderr, flush=True)
    with ProcessPoolExecutor(max(1, jobs)) as pool:
        running = {pool.submit(_game, goal, budgets, n): n for n in missing}
        for done in as_completed(running):
            keep(goal, code, running[done], done.result())


@dataclass(frozen=True)
class Figure:
    goal: Goal
    code: str  # the fingerprint of the code that played the games
    games: int
    hits: int  # games won, or opponents finished ahead of
    of: int  # games, or the opponents of every game
    score: float | None
    others: float | None

    @property
    def rate(self) -> float:
        return self.hits / self.of if self.of else 0.0

    def verdict(self, games: int) -> str:
        low, _ = bots.wilson(self.hits, self.of)
        if self.games < games:
            return f"{self.games} of {games} games played"
        if low >= self.goal.least:
            return "yes"
        return "by the rate" if self.rate >= self.goal.least else "no"


def figure(goal: Goal, games: int) -> Figure:
    """The goal's figure over its games 0 to `games` - 1 kept for today's code."""
    code = fingerprint(goal.name)
    played = [o for n, o in outcomes(goal, code).items() if n < games]
    solo = goal.rest == "automa"
    hits = sum(o["won"] if solo else o["ahead"] for o in played)
    scored = [o for o in played if o["score"] is not None]
    score = sum(o["score"] for o in scored) / len(scored) if scored else None
    others = sum(o["others"] for o in scored) / len(scored) if scored else None
    return Figure(goal, code, len(played), hits, len(played) * (1 if solo else goal.seats - 1), score, others)


def markdown(figures: list[Figure], games: int) -> list[str]:
    """The goals' table: each goal's share with its 95 % Wilson interval and whether it is met (by the
    interval's low end: yes; by the rate only: by the rate)."""
    lines = ["| goal | at least | games | figure | 95 % interval | mean score vs opponents | code | met? |",
             "|---|---:|---:|---|---|---|---|---|"]
    for f in figures:
        low, high = bots.wilson(f.hits, f.of)
        scores = "" if f.score is None else f"{f.score:.1f} vs {f.others:.1f}"
        lines.append(f"| {f.goal.label} | {f.goal.least:.0%} | {f.games} | {f.hits}/{f.of}, {f.rate:.0%} | "
                     f"{low:.0%}–{high:.0%} | {scores} | `{f.code}` | {f.verdict(games)} |")
    return lines
