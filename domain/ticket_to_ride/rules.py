"""Ticket to Ride (USA map): the Rules class (setup, decide, evolve, legal commands, status)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from marshmallow import Schema

from domain.core.rng import Rng
from domain.core.rules import Event, SeatSpec, State, Status, recorded_version
from domain.ticket_to_ride import picture, redeal, turns, view
from domain.ticket_to_ride.board import CARDS, MAP, PLAYERS, TICKETS
from domain.ticket_to_ride.commands import COMMAND_SCHEMAS, OptionsSchema
from domain.ticket_to_ride.evolve import evolve
from domain.ticket_to_ride.scoring import score_board


class TicketToRide:
    name: ClassVar[str] = "ticket-to-ride"
    title: ClassVar[str] = "Ticket to Ride"
    rules_version: ClassVar[str] = "4"
    rules_versions: ClassVar[tuple[str, ...]] = ("1", "2", "3", "4")
    min_players: ClassVar[int] = PLAYERS["min"]
    max_players: ClassVar[int] = PLAYERS["max"]
    automa: ClassVar[bool] = False
    options_schema: ClassVar[type[Schema]] = OptionsSchema
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMAND_SCHEMAS
    # Hidden are the decks, every hand and every seat's tickets. Drawn cards and tickets come off a
    # shuffled deck (card_drawn, tickets_drawn; a face-up card taken is replaced from it, face_up_dealt)
    # and an empty deck is reshuffled (deck_reshuffled; from rules version 4 on the game's n-th reshuffle
    # is the chance event "reshuffle:<n>", state.RESHUFFLES_KEYED_SINCE); a claim shows which cards of
    # the hand paid for it (route_claimed); the final scoring shows everybody's tickets (game_ended).
    # Keeping tickets shows the others only how many; a pass, allowed only when nothing else is, shows
    # none of the hand.
    revealing_events: ClassVar[frozenset[str]] = frozenset(
        {"card_drawn", "face_up_dealt", "deck_reshuffled", "route_claimed", "tickets_drawn", "game_ended"})

    def setup(self, options: dict, seats: list[SeatSpec], rng: Rng, rules_version: str) -> list[Event]:
        """Shuffle; 4 train cards and 3 tickets to each player (dealt from the top); 5 cards face up."""
        cards, tickets = rng.shuffled(CARDS), rng.shuffled(sorted(TICKETS))
        hand, offer, count = MAP["initial_hand"], MAP["initial_tickets_dealt"], len(seats)
        out = turns.Outcome(None)
        out.emit("game_set_up", {
            "hands": [cards[i * hand:(i + 1) * hand] for i in range(count)],
            "offers": [tickets[i * offer:(i + 1) * offer] for i in range(count)],
            "deck": cards[count * hand:],
            "ticket_deck": tickets[count * offer:],
            **recorded_version(rules_version, ("1",)),
        })
        turns.restock(out, rng)
        return out.events

    def evolve(self, state: State | None, event: Event) -> State:
        return evolve(state, event)

    def decide(self, state: State, seat: int, command: dict, rng: Rng) -> list[Event]:
        kind = command["type"]
        turns.check_turn(state, seat, kind)
        out = turns.Outcome(state)
        turns.DECIDERS[kind](out, seat, command["data"], rng)
        return out.events

    def legal_commands(self, state: State, seat: int) -> list[dict]:
        return turns.legal(state, seat)

    def view(self, state: State, seat: int | None) -> dict:
        return view.view(state, seat)

    def redact(self, event: Event, seat: int | None) -> Event | None:
        return view.redact(event, seat)

    def redeal(self, state: State, events: list[Event], rng: Rng) -> list[Event]:
        return redeal.redeal(state, events, rng)

    def picture(self, view: dict, legal: list[dict] | None = None, names: Sequence[str] | None = None) -> str:
        return picture.draw(view, legal, names)

    def status(self, state: State) -> Status:
        phase, players = state["phase"], state["players"]
        if phase == "finished":
            result = state["result"]
            return Status(state["turn"], self._round(state), (), True,
                          tuple(p["total"] for p in result["players"]), tuple(result["winners"]))
        if phase == "choose_tickets":
            active = tuple(seat for seat, p in enumerate(players) if p["offer"])
        else:
            active = (state["active"],)
        return Status(state["turn"], self._round(state), active)

    @staticmethod
    def _round(state: State) -> int:
        """Round r holds turns (r-1)*n+1 .. r*n; round 0 is choosing the opening tickets."""
        return (state["turn"] + len(state["players"]) - 1) // len(state["players"])

    def score_board(self, board: dict) -> dict:
        return score_board(board)

    def final_scoring(self, state: dict) -> dict:
        return state["result"]
