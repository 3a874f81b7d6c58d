"""Mini Express: the Rules class (setup, decide, evolve and the questions the service asks)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from marshmallow import Schema

from domain.core.rng import Rng
from domain.core.rules import Event, SeatSpec, State, Status, played_since, recorded_version
from domain.mini_express import automa, draft, facts, picture, turns, view
from domain.mini_express.actions import need
from domain.mini_express.commands import COMMANDS, Options
from domain.mini_express.content import board, tables
from domain.mini_express.state import active_seat, game_mode


class MiniExpressRules:
    name: ClassVar[str] = "mini-express"
    title: ClassVar[str] = "Mini Express"
    rules_version: ClassVar[str] = "4"
    rules_versions: ClassVar[tuple[str, ...]] = ("1", "2", "3", "4")
    min_players: ClassVar[int] = 2  # seats, the automa included: solo is one player and the automa
    max_players: ClassVar[int] = 5
    automa: ClassVar[bool] = True
    options_schema: ClassVar[type[Schema]] = Options
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMANDS
    # Nothing is hidden; the automa's bag is a set and each token is drawn from it when needed
    # (automa_drew): in the automa's turns, and in the solo game in the last draft pick, which ends the
    # draft with the automa's two starting-share draws. From rules version 3 on the n-th token the
    # automa draws is the chance event "automa_draw:<n>" (state.DRAWS_KEYED_SINCE).
    revealing_events: ClassVar[frozenset[str]] = frozenset({"automa_drew"})

    def setup(self, options: dict, seats: list[SeatSpec], rng: Rng, rules_version: str) -> list[Event]:
        mode = game_mode(seats, options)
        recorded = recorded_version(rules_version, ("1",))
        if played_since(recorded, 2):  # version 1 ignored a difficulty outside the solo game
            need(options["difficulty"] is None or mode == "solo", "difficulty_not_solo",
                 "The difficulty levels are for the solo game (one player against the automa).",
                 difficulty=options["difficulty"], mode=mode)
        bd = board(options["map"], int(rules_version))
        cities = sorted(c.name for c in bd.cities.values() if not c.start)
        tokens = rng.shuffled(range(len(tables()["demand_tokens"])))  # drawn from the bag, placed face up
        return [Event("game_set_up", {
            "map": options["map"],
            "map_variant": options["map_variant"],
            "difficulty": options["difficulty"] or "easy",
            "mode": mode,
            "kinds": [seat.kind for seat in seats],
            "demand": dict(zip(cities, tokens, strict=True)),
            **recorded,
            **({"first_game": options["first_game"]} if played_since(recorded, 2) else {}),
        })]

    def evolve(self, state: State | None, event: Event) -> State:
        return facts.apply(state, event)

    def decide(self, state: State, seat: int, command: dict, rng: Rng) -> list[Event]:
        need(state["phase"] != "over", "game_over", "The game is over.")
        need(seat == active_seat(state), "not_your_turn", "It is not your turn.", active=active_seat(state))
        kind = command["type"]
        is_automa = seat == state["automa"]
        need((kind == "automa_turn") == is_automa, "automa_only" if kind == "automa_turn" else "not_for_automa",
             "Only the automa plays an automa turn, and it plays nothing else.")
        if state["phase"] == "draft":
            need(kind == "draft", "draft_first", "Every player first drafts starting shares.")
            return draft.pick(state, seat, command["data"]["company"], rng).events
        need(kind != "draft", "draft_over", "The starting shares have all been drafted.")
        if is_automa:
            b, reason = automa.turn(state, seat, rng)
            turns.after_action(b, seat, passed=b.events[-1].type == "passed", reason=reason)
            return b.events
        b = turns.act(state, seat, command)
        turns.after_action(b, seat, passed=kind == "pass")
        return b.events

    def legal_commands(self, state: State, seat: int) -> list[dict]:
        if state["phase"] == "over" or seat != active_seat(state) or seat == state["automa"]:
            return []
        if state["phase"] == "draft":
            return [{"type": "draft", "data": {"company": c}} for c in draft.options(state, seat)]
        return turns.action_commands(state, seat)

    def automa_command(self, state: State, seat: int, rng: Rng) -> dict:
        """The automa's whole turn is decided (and its tokens drawn) in `decide`; its command is empty."""
        return {"type": "automa_turn", "data": {}}

    def view(self, state: State, seat: int | None) -> dict:
        return view.view(state, seat)

    def redact(self, event: Event, seat: int | None) -> Event | None:
        return view.redact(event, seat)

    def picture(self, view: dict, legal: list[dict] | None = None, names: Sequence[str] | None = None) -> str:
        return picture.draw(view, legal, names)

    def status(self, state: State) -> Status:
        seat = active_seat(state)
        result = state["result"]
        return Status(
            turn=state["turn"],
            round=state["round"],
            active_seats=() if seat is None else (seat,),
            finished=result is not None,
            scores=tuple(result["scores"]) if result else None,
            winners=tuple(result["winners"]) if result else (),
        )
