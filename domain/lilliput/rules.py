"""18 Lilliput (Leonhard Orgler, 2018), base game for 2-4 players."""
from __future__ import annotations

from domain.core.rng import Rng
from domain.core.rules import Event, RuleViolation, SeatSpec, Status
from domain.lilliput import actions, commands, events, legal, routes, scoring, view
from domain.lilliput.state import acting_seat


class LilliputRules:
    name = "lilliput"
    title = "18 Lilliput"
    rules_version = "2"
    min_players = 2
    max_players = 4
    automa = False
    options_schema = commands.OptionsSchema
    command_schemas = commands.COMMAND_SCHEMAS

    def setup(self, options: dict, seats: list[SeatSpec], rng: Rng) -> list[Event]:
        # No random outcome: the first player is seat 0 (the rulebook leaves it to agreement).
        return [Event("game_set_up", {"players": len(seats), "options": dict(options)})]

    def evolve(self, state: dict | None, event: Event) -> dict:
        return events.apply(state, event)

    def decide(self, state: dict, seat: int, command: dict, rng: Rng) -> list[Event]:
        return actions.decide(state, seat, command)

    def legal_commands(self, state: dict, seat: int) -> list[dict]:
        return legal.legal_commands(state, seat)

    def view(self, state: dict, seat: int | None) -> dict:
        return view.view(state, seat)

    def redact(self, event: Event, seat: int | None) -> Event | None:
        return view.redact(event, seat)

    def status(self, state: dict) -> Status:
        finished = state["stage"] == "finished"
        seat = acting_seat(state)
        return Status(turn=state["turn"], round=state["round"], active_seats=() if seat is None else (seat,),
                      finished=finished, scores=tuple(scoring.scores(state)) if finished else None,
                      winners=tuple(scoring.winners(state)) if finished else ())

    def route_graph(self, state: dict, company: str) -> dict:
        if company not in state["companies"]:
            raise RuleViolation("lilliput.unknown_company", f"No company {company!r} has been founded.",
                                companies=sorted(state["companies"]))
        return routes.graph_for(state, company)
