"""Railroad Ink (base game): decide and evolve.

Every seat draws the same shared roll on its own board, all at once: a round is open to every seat
that has not ended it, and it closes (next roll, or final scoring after the last round) when the
last seat ends it. docs/rules/railroad-ink.md lists the commands, events and rule interpretations."""
from __future__ import annotations

from domain.core.rng import Rng
from domain.core.rules import Event, RuleViolation, SeatSpec, State, Status
from domain.railroad_ink import view as views
from domain.railroad_ink.board import (
    COLS,
    FACES,
    OVERPASS,
    ROUNDS,
    SPECIALS,
    SPECIALS_PER_GAME,
    SPECIALS_PER_ROUND,
    can_place,
    index,
    legal_placements,
    orient,
    placement_problem,
)
from domain.railroad_ink.commands import COMMAND_SCHEMAS, Options
from domain.railroad_ink.scoring import score, score_board
from domain.railroad_ink.state import drawn_code, initial_state, new_seat, remaining_dice, roll, specials_left

PLACEMENT_MESSAGES = {
    "not_connected": "A route must continue an exit or a route already drawn on at least one side.",
    "highway_meets_railway": "A highway may not meet a railway (or a railway exit) directly, nor a railway "
    "a highway; only a station joins them.",
}


def _violation(code: str, message: str, **details) -> RuleViolation:
    return RuleViolation(f"railroad_ink.{code}", message, **details)


class RailroadInk:
    name = "railroad-ink"
    title = "Railroad Ink"
    rules_version = "1"
    min_players = 1
    max_players = 6
    automa = False
    options_schema = Options
    command_schemas = COMMAND_SCHEMAS

    # -- setup and evolve ---------------------------------------------------------------------------

    def setup(self, options: dict, seats: list[SeatSpec], rng: Rng) -> list[Event]:
        return [Event("game_started", {"players": len(seats)}), Event("dice_rolled", {"round": 1, "dice": roll(rng)})]

    def evolve(self, state: State | None, event: Event) -> State:
        data = event.data
        if event.type == "game_started":
            return initial_state(data["players"])
        state = dict(state)
        if event.type == "dice_rolled":
            state["round"] = data["round"]
            state["dice"] = list(data["dice"])
            state["seats"] = [
                {**new_seat(), "board": seat["board"], "specials_used": seat["specials_used"]}
                for seat in state["seats"]
            ]
            return state
        if event.type == "game_ended":
            state["results"] = data["results"]
            state["winners"] = list(data["winners"])
            state["finished"] = True
            return state
        seats = state["seats"] = list(state["seats"])
        seat = seats[event.seat] = dict(seats[event.seat])
        if event.type == "round_ended":
            seat["ended"] = True
        elif event.type in ("route_placed", "special_placed"):
            board = seat["board"] = list(seat["board"])
            board[index(data["row"], data["col"])] = drawn_code(data["edges"], data["overpass"])
            if event.type == "route_placed":
                seat["dice_used"] = [*seat["dice_used"], data["die"]]
            else:
                seat["specials_this_round"] = [*seat["specials_this_round"], data["special"]]
                seat["specials_used"] = [*seat["specials_used"], data["special"]]
        else:
            raise ValueError(f"unknown event type {event.type!r}")
        return state

    # -- decide -------------------------------------------------------------------------------------

    def decide(self, state: State, seat: int, command: dict, rng: Rng) -> list[Event]:
        if state["finished"]:
            raise _violation("game_over", f"The game is over: all {ROUNDS} rounds have been played.")
        if not isinstance(seat, int) or not 0 <= seat < len(state["seats"]):
            raise _violation("not_your_turn", f"There is no seat {seat} in this game.", seat=seat)
        if state["seats"][seat]["ended"]:
            raise _violation("not_your_turn", "You have ended this round; wait for the others to end it.", seat=seat)
        data = command["data"]
        if command["type"] == "place_route":
            return [self._place(state, seat, "route_placed", data, self._die_code(state, seat, data["die"]))]
        if command["type"] == "place_special":
            return [self._place(state, seat, "special_placed", data, self._special_code(state, seat, data["special"]))]
        return self._end_round(state, seat, rng)

    def _die_code(self, state: State, seat: int, die: int) -> str:
        if die in state["seats"][seat]["dice_used"]:
            raise _violation("die_used", f"You have already drawn die {die} this round.", die=die)
        return FACES[state["dice"][die]]

    def _special_code(self, state: State, seat: int, special: str) -> str:
        mine = state["seats"][seat]
        if special in mine["specials_used"]:
            raise _violation("special_used", f"You have already drawn the special route {special}.", special=special)
        if len(mine["specials_this_round"]) >= SPECIALS_PER_ROUND:
            raise _violation(
                "special_round_limit", f"You may draw only {SPECIALS_PER_ROUND} special route per round."
            )
        if len(mine["specials_used"]) >= SPECIALS_PER_GAME:
            raise _violation("special_game_limit", f"You may draw only {SPECIALS_PER_GAME} special routes per game.")
        return SPECIALS[special]

    def _place(self, state: State, seat: int, event_type: str, data: dict, code: str) -> Event:
        board = state["seats"][seat]["board"]
        square = index(data["row"], data["col"])
        where = {"row": data["row"], "col": data["col"]}
        if board[square]:
            raise _violation("square_taken", "That square already holds a route.", **where)
        drawn = orient(code, data["rotation"], data["mirrored"])
        problem = placement_problem(board, square, drawn)
        if problem is not None:
            raise _violation(problem, PLACEMENT_MESSAGES[problem], **where)
        what = {"die": data["die"], "route": state["dice"][data["die"]]} if "die" in data else {"special": data["special"]}
        return Event(
            event_type,
            {**what, **where, "rotation": data["rotation"], "mirrored": data["mirrored"], "edges": drawn[:4],
             "overpass": drawn.endswith(OVERPASS)},
            seat,
        )

    def _end_round(self, state: State, seat: int, rng: Rng) -> list[Event]:
        board = state["seats"][seat]["board"]
        for die in remaining_dice(state, seat):
            if can_place(board, FACES[state["dice"][die]]):
                raise _violation(
                    "dice_left",
                    f"You must draw every route of the roll you can: die {die} ({state['dice'][die]}) still fits.",
                    die=die,
                )
        events = [Event("round_ended", {"round": state["round"]}, seat)]
        if any(not other["ended"] for n, other in enumerate(state["seats"]) if n != seat):
            return events
        if state["round"] < ROUNDS:
            return [*events, Event("dice_rolled", {"round": state["round"] + 1, "dice": roll(rng)})]
        results = [score(other["board"]) for other in state["seats"]]
        return [*events, Event("game_ended", {"results": results, "winners": winners(results)})]

    # -- queries ------------------------------------------------------------------------------------

    def legal_commands(self, state: State, seat: int) -> list[dict]:
        if state["finished"] or not 0 <= seat < len(state["seats"]) or state["seats"][seat]["ended"]:
            return []
        mine = state["seats"][seat]
        board = mine["board"]
        commands = [
            {"type": "place_route", "data": {"die": die, **_where(square, rotation, mirrored)}}
            for die in remaining_dice(state, seat)
            for square, rotation, mirrored in legal_placements(board, FACES[state["dice"][die]])
        ]
        commands += [
            {"type": "place_special", "data": {"special": special, **_where(square, rotation, mirrored)}}
            for special in specials_left(mine)
            for square, rotation, mirrored in legal_placements(board, SPECIALS[special])
        ]
        if not any(command["type"] == "place_route" for command in commands):
            commands.append({"type": "end_round", "data": {}})
        return commands

    def view(self, state: State, seat: int | None) -> dict:
        return views.view(state, seat)

    def redact(self, event: Event, seat: int | None) -> Event | None:
        return views.redact(event, seat)

    def status(self, state: State) -> Status:
        seats = state["seats"]
        if state["finished"]:
            return Status(
                turn=state["round"],
                round=state["round"],
                active_seats=(),
                finished=True,
                scores=tuple(result["total"] for result in state["results"]),
                winners=tuple(state["winners"]),
            )
        active = tuple(n for n, seat in enumerate(seats) if not seat["ended"])
        return Status(turn=state["round"], round=state["round"], active_seats=active)

    def score_board(self, board: dict) -> dict:
        return score_board(board)

    def final_scoring(self, state: dict) -> dict:
        return {"players": state["results"]}


def _where(square: int, rotation: int, mirrored: bool) -> dict:
    row, col = divmod(square, COLS)
    return {"row": row, "col": col, "rotation": rotation, "mirrored": mirrored}


def winners(results: list[dict]) -> list[int]:
    """Most points; a tie goes to fewer errors; a tie on both is shared."""
    best = max((result["total"], -result["errors"]) for result in results)
    return [n for n, result in enumerate(results) if (result["total"], -result["errors"]) == best]
