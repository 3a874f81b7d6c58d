"""Analyses for players and clients (issue 43), as Lichess's analysis board does for chess: the strong bot's
search (domain/core/search.py) weighs one seat's position, or every choice of a finished game.

Only what the seat knew at that version goes in: its view and its redacted history, the search's seed drawn
from them (domain/core/bots.py analysis), so no analysis tells what a seat did not see. Who may ask: on a
game still played only the seat itself (its seat token or its account's key), and not at a rated or
tournament table (a hint there would be help the opponents cannot see); on a finished game anyone who may
read the game (a duplicate deal still played at other tables answers 403 deal_hidden, as every read does).
Node budgets, never time: the same question always gets the same answer (docs/bots.md, Analysis)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from domain.core import match
from domain.core import replay as replaying
from domain.core import table as tables
from domain.core.bots import analysis, determiniser
from domain.core.search import Budget, Estimate
from service.app import errors
from service.app.lookup import Game, Games, event_of
from service.app.reads import Reads

TOP_MOVES = 5  # the moves an analysis lists, best first
MAX_NODES = 2400  # an analysis's node budget at most: four strong moves' (about 20 s of a worker's CPU)
REVIEW_NODES = 50  # a review's node budget per move, unless asked otherwise
MAX_REVIEW_NODES = 200
MAX_REVIEWED_MOVES = 80
"""A review weighs at most this many choices (spread evenly over the game when it made more): with
REVIEW_NODES a move, under a minute of a worker's CPU in every title."""
SWINGS = 3  # the largest losses a review names
NOT_WEIGHED = ("automa", "clock")  # choices no seat made: the rulebook's automa's, a clock's


def strong_budget(game: Game, nodes: int) -> Budget:
    """The game's strong bot's search with `nodes` iterations and no time cap: reproducible."""
    return replace(determiniser(game.rules).LEVELS["strong"], iterations=nodes, seconds=None)


def strong_nodes(game: Game) -> int:
    """An analysis's node budget unless asked otherwise: the game's strong bot's per move."""
    return determiniser(game.rules).LEVELS["strong"].iterations


class Analyses:
    def __init__(self, games: Games, reads: Reads) -> None:
        self.games = games
        self.reads = reads

    def finished(self, game: Game) -> bool:
        known = self.games.current(game)
        return match.status(game.rules, known.state, known.table or {}).finished

    def may_analyse(self, game: Game, caller: int | None, seat: int) -> None:
        """A refusal unless `caller` (its seat, None for anyone else) may ask for, or read, `seat`'s analysis."""
        self.reads.watch(game, caller)
        if not 0 <= seat < len(game.seats):
            raise errors.Refused("no_such_seat", f"This game has seats 0 to {len(game.seats) - 1}.")
        if self.finished(game):
            return
        if game.rated or game.tournament is not None:
            raise errors.Forbidden("analysis_off", "A rated or tournament game is analysed only once it has "
                                   "ended: a hint while it is played is help its other players cannot see.")
        if caller != seat:
            raise errors.Forbidden("not_your_seat", "While the game is played only the seat itself (its seat "
                                   "token or its account's key) may have its position analysed.", seat=seat)

    def check_position(self, game: Game, version: int, seat: int) -> None:
        """A 422 unless `seat` has a move of its own to weigh at `version`: not between a command's events."""
        state = self.games.state_at(game, version)
        chooses = seat in game.rules.status(state).active_seats and seat != determiniser(game.rules).automa_seat(state)
        if not chooses or self.games.inside_command(game, version):
            raise errors.Refused("no_move_to_analyse", f"Seat {seat} has no move of its own to weigh at version "
                                 f"{version}: not its turn, the game over, the rulebook's automa plays it, or the "
                                 "version falls between the events of one command.",
                                 seat=seat, version=version)

    def top_moves(self, game_id: str, version: int, seat: int, nodes: int) -> dict:
        """The job: the moves the search weighs best for `seat` at `version`, with their values and visits."""
        game = self.games.game(game_id)
        events = [event_of(envelope) for envelope in self.games.store.events(game.id, upto=version)]
        found = analysis(game.rules, events, self.games.state_at(game, version), seat, strong_budget(game, nodes))
        return {"version": version, "seat": seat, "nodes": nodes, "weighed": len(found),
                "moves": [_shown(estimate) for estimate in found[:TOP_MOVES]]}

    def review(self, game_id: str, nodes: int, report: Callable[[int, int], None] | None = None) -> dict:
        """The job: each seat's choices in a finished game, each weighed against the best move the search
        found in that seat's position (the loss: the best's value less the played move's), and the
        largest losses: the game's swings. `report(done, total)` is told of each choice weighed."""
        game = self.games.game(game_id)
        envelopes = self.games.store.events(game.id)
        events = [event_of(envelope) for envelope in envelopes]
        choices = []  # (version, command): the seats' choices among more than one move
        for version, command in _commands(envelopes):
            state = self.games.state_at(game, version - 1)
            seat = command["seat"]
            if seat != determiniser(game.rules).automa_seat(state) and len(game.rules.legal_commands(state, seat)) > 1:
                choices.append((version, command))
        chosen = _spread(choices, MAX_REVIEWED_MOVES)
        budget = strong_budget(game, nodes)
        moves = []
        for version, command in chosen:  # (each state read again: a long game's states are not all held at once)
            if report is not None:
                report(len(moves), len(chosen))
            found = analysis(game.rules, events[:version - 1], self.games.state_at(game, version - 1), command["seat"],
                             budget)
            moves.append(_weighed(version, command, found))
        if report is not None:
            report(len(moves), len(chosen))
        losses = [move for move in moves if move["loss"] is not None]
        swings = sorted(losses, key=lambda move: -move["loss"])[:SWINGS]  # (stable: the earlier of a tie first)
        seats = []
        for seat in range(len(game.seats)):
            own = [move["loss"] for move in losses if move["seat"] == seat]
            seats.append({"seat": seat, "weighed": len(own),
                          "mean_loss": round(sum(own) / len(own), 4) if own else None})
        return {"nodes": nodes, "choices": len(choices), "reviewed": len(chosen), "max_reviewed": MAX_REVIEWED_MOVES,
                "moves": moves, "swings": swings, "seats": seats}


def _commands(envelopes: list[dict]) -> list[tuple[int, dict]]:
    """The game's commands a seat chose (a bot for it too), each with its first event's version: not the
    set-up, the table's own commands, the automa's or a clock's."""
    out = []
    for batch in replaying.batches(envelopes):
        command = batch[0].get("command")
        if (command and command.get("seat") is not None and command["type"] not in tables.SEAT_COMMANDS
                and command.get("by") not in NOT_WEIGHED):
            out.append((batch[0]["version"], command))
    return out


def _spread(items: list, most: int) -> list:
    """At most `most` of `items`, evenly spread, first and last kept."""
    if len(items) <= most:
        return items
    return [items[round(i * (len(items) - 1) / (most - 1))] for i in range(most)]


def _move(command: dict) -> dict:
    return {"type": command["type"], "data": command.get("data") or {}}


def _shown(estimate: Estimate) -> dict:
    return {"command": _move(estimate.command), "value": round(estimate.value, 4), "visits": estimate.visits}


def _weighed(version: int, command: dict, found: list[Estimate]) -> dict:
    """A played command against the best found: its loss is None when the search did not weigh it (the
    title's bot prunes it, or it is a value inside a listed range the search tries by its example)."""
    played = _move(command)
    best = found[0]
    mine = next((estimate for estimate in found if _move(estimate.command) == played), None)
    loss = None if mine is None else round(max(0.0, best.value - mine.value), 4)
    return {"version": version, "seat": command["seat"], "command": played, "by": command.get("by"),
            "value": None if mine is None else round(mine.value, 4), "best": _shown(best), "loss": loss}

