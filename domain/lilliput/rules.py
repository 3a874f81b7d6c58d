"""18 Lilliput (Leonhard Orgler, 2018), base game for 2-4 players and the solo game against the
automa Gulliver (two seats, one of them of kind "automa")."""
from __future__ import annotations

from collections.abc import Sequence

from domain.core.rng import Rng
from domain.core.rules import Event, RuleViolation, SeatSpec, Status, recorded_version
from domain.lilliput import (
    actions,
    commands,
    events,
    gulliver,
    landscape,
    legal,
    picture,
    routes,
    scoring,
    view,
)
from domain.lilliput.checks import require
from domain.lilliput.state import acting_seat


class LilliputRules:
    name = "lilliput"
    title = "18 Lilliput"
    rules_version = "10"
    rules_versions = ("4", "5", "6", "7", "8", "9", "10")
    min_players = 2
    max_players = 4
    automa = True
    options_schema = commands.OptionsSchema
    command_schemas = commands.COMMAND_SCHEMAS
    # Nothing is hidden (the train deck's order is the rulebook's) and no player's command draws any
    # chance. Gulliver's turns draw his choices at random but record them as ordinary facts (tile_laid,
    # share_bought, ...): an automa's command is never a seat's to undo. From rules version 8 on they
    # are drawn from the streams of his turn's place (gulliver.CHOICES_KEYED_SINCE).
    revealing_events: frozenset[str] = frozenset()

    def setup(self, options: dict, seats: list[SeatSpec], rng: Rng, rules_version: str) -> list[Event]:
        # No random outcome: the first player is seat 0 (the rulebook leaves it to agreement).
        recorded = recorded_version(rules_version, ("4",))
        landscape.check(options.get("landscape", []), recorded)
        set_up = Event("game_set_up", {"players": len(seats), "options": dict(options), **recorded})
        automa = [i for i, s in enumerate(seats) if s.kind == "automa"]
        require(not options.get("two_characters") or (len(seats) == 2 and not automa), "two_characters",
                "Two characters each is the variant for two players (not the solo game).")
        if not automa:
            return [set_up]
        require(len(seats) == 2 and len(automa) == 1, "solo_seats",
                "Gulliver plays only the solo game: two seats, the player and one automa.")
        set_up = Event(set_up.type, set_up.data | {"automa": automa[0]})
        return [set_up, *gulliver.setup(events.apply(None, set_up), automa[0], rng)]

    def evolve(self, state: dict | None, event: Event) -> dict:
        return events.apply(state, event)

    def decide(self, state: dict, seat: int, command: dict, rng: Rng) -> list[Event]:
        if command["type"] == "automa_turn" or seat == state["automa"]:
            return gulliver.decide(state, seat, command, rng)
        return actions.decide(state, seat, command)

    def legal_commands(self, state: dict, seat: int) -> list[dict]:
        return [] if seat == state["automa"] else legal.legal_commands(state, seat)

    def automa_command(self, state: dict, seat: int, rng: Rng) -> dict:
        """Gulliver's whole turn (or his company's operation) is decided, dice and all, in decide."""
        return {"type": "automa_turn", "data": {}}

    def view(self, state: dict, seat: int | None) -> dict:
        return view.view(state, seat)

    def redact(self, event: Event, seat: int | None) -> Event | None:
        return view.redact(event, seat)

    def picture(self, view: dict, legal: list[dict] | None = None, names: Sequence[str] | None = None) -> str:
        return picture.draw(view, legal, names)

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
