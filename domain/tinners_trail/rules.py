"""Tinners' Trail (Martin Wallace): 3-4 mining companies in Cornwall over four rounds."""
from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from domain.core.rng import Rng
from domain.core.rules import Event, RuleViolation, SeatSpec, State, Status, recorded_version
from domain.tinners_trail import actions, auction, picture, rounds
from domain.tinners_trail.commands import COMMANDS, Options
from domain.tinners_trail.events import evolve
from domain.tinners_trail.state import acting_seat
from domain.tinners_trail.view import redact, view

AUCTION = ("bid", "drop_out")


class TinnersTrailRules:
    name: ClassVar[str] = "tinners-trail"
    title: ClassVar[str] = "Tinners' Trail"
    rules_version: ClassVar[str] = "5"
    rules_versions: ClassVar[tuple[str, ...]] = ("1", "2", "3", "4", "5")
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 4
    automa: ClassVar[bool] = False
    options_schema = Options
    command_schemas = COMMANDS
    # Nothing is hidden; dice are rolled for the ore prices of a new round (round_started), for an
    # empty area where a mine is built (mine_built, whose discovery is rolled after paying) and for
    # an explored area (area_explored); from rules version 4 on each from the stream of its place in
    # the game's chance sequence (state.DICE_KEYED_SINCE).
    revealing_events: ClassVar[frozenset[str]] = frozenset({"round_started", "mine_built", "area_explored"})

    def setup(self, options: dict, seats: list[SeatSpec], rng: Rng, rules_version: str) -> list[Event]:
        return rounds.setup_events([seat.name for seat in seats], rng, recorded_version(rules_version, ("1",)))

    def evolve(self, state: State | None, event: Event) -> State:
        return evolve(state, event)

    def decide(self, state: State, seat: int, command: dict, rng: Rng) -> list[Event]:
        kind, data = command["type"], command["data"]
        if not 0 <= seat < state["seats"]:
            raise RuleViolation("tinners_trail.no_such_seat", "There is no such seat at this table.", seat=seat)
        phase = state["phase"]
        if phase == "finished":
            raise RuleViolation("tinners_trail.game_over", "The game is over.")
        if phase == "investing":
            events = rounds.decide_investing(state, seat, kind, data)
        elif phase == "exploring":
            events = rounds.decide_exploring(state, seat, kind, data, rng)
        elif kind in AUCTION:
            events = auction.decide_auction(state, seat, kind, data, rng)
        elif kind in actions.ACTIONS:
            events = actions.decide_action(state, seat, kind, data, rng)
        else:
            raise RuleViolation("tinners_trail.wrong_phase", "That is not an action of the action phase.")
        return events + self._follow_ups(state, events, rng)

    def _follow_ups(self, state: State, events: list[Event], rng: Rng) -> list[Event]:
        """Whatever follows by itself (a forced pass, selling, the next phase or round, the end)."""
        for event in events:
            state = evolve(state, event)
        found: list[Event] = []
        while step := rounds.automatic(state, rng):
            found += step
            for event in step:
                state = evolve(state, event)
        return found

    def legal_commands(self, state: State, seat: int) -> list[dict]:
        phase = state["phase"]
        if phase == "investing":
            return rounds.legal_investing(state, seat)
        if phase == "exploring":
            return rounds.legal_exploring(state, seat)
        if phase == "actions":
            return auction.legal_bids(state, seat) if state["auction"] else actions.legal_actions(state, seat)
        return []

    def view(self, state: State, seat: int | None) -> dict:
        return view(state, seat)

    def redact(self, event: Event, seat: int | None) -> Event | None:
        return redact(event, seat)

    def picture(self, view: dict, legal: list[dict] | None = None, names: Sequence[str] | None = None) -> str:
        return picture.draw(view, legal, names)

    def status(self, state: State) -> Status:
        phase = state["phase"]
        active: tuple[int, ...] = ()
        if phase == "actions":
            seat = acting_seat(state)
            active = () if seat is None else (seat,)
        elif phase == "investing" and state["investing"]["turn"] is not None:
            active = (state["investing"]["turn"],)
        elif phase == "exploring" and state["explorers"]:
            active = (state["explorers"][0],)
        if phase != "finished":
            return Status(turn=state["turn"], round=state["round"], active_seats=active)
        result = state["result"]
        return Status(turn=state["turn"], round=state["round"], active_seats=(), finished=True,
                      scores=tuple(result["scores"]), winners=tuple(result["winners"]))
