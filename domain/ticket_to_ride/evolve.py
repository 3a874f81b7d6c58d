"""Applying events to the state: pure, never validates, never draws randomness."""
from __future__ import annotations

from collections.abc import Callable

from domain.core.canonical import clone
from domain.core.rules import Event, State, count_chance, with_recorded_version
from domain.ticket_to_ride.board import MAP
from domain.ticket_to_ride.state import (
    RESHUFFLE,
    RESHUFFLES_KEYED_SINCE,
    last_turn_over,
    new_state,
    next_seat,
)


def evolve(state: State | None, event: Event) -> State:
    if event.type == "game_set_up":
        data = event.data
        return with_recorded_version(new_state(data["hands"], data["offers"], data["deck"], data["ticket_deck"]), data)
    # A shallow copy: every handler replaces, never edits, the lists and dicts it changes, so the state
    # before the event stays as it was and a late state costs no more to evolve than an early one.
    state = dict(state)
    _APPLY[event.type](state, event.data, event.seat)
    return state


def _player(state: State, seat: int) -> dict:
    """The seat's player, copied into a copy of the players' list (the handler's to change)."""
    players = state["players"] = list(state["players"])
    player = players[seat] = dict(players[seat])
    return player


def _face_up_dealt(state: State, data: dict, seat: int | None) -> None:
    state["deck"] = state["deck"][len(data["cards"]):]
    state["face_up"] = state["face_up"] + data["cards"]


def _face_up_discarded(state: State, data: dict, seat: int | None) -> None:
    state["face_up"] = []
    state["discard"] = state["discard"] + data["cards"]


def _deck_reshuffled(state: State, data: dict, seat: int | None) -> None:
    state["deck"] = list(data["deck"])
    state["discard"] = []
    count_chance(state, RESHUFFLES_KEYED_SINCE, RESHUFFLE)


def _redealt(state: State, data: dict, seat: int | None) -> None:
    state["players"] = [player | {"hand": list(hand), "tickets": list(tickets), "offer": list(offer)}
                        for player, hand, tickets, offer in zip(state["players"], data["hands"], data["tickets_held"],
                                                                data["offers"], strict=True)]
    state["deck"] = list(data["deck"])
    state["ticket_deck"] = list(data["ticket_deck"])


def _card_drawn(state: State, data: dict, seat: int) -> None:
    card = data["card"]
    if data["source"] == "deck":
        state["deck"] = state["deck"][1:]
    else:
        face_up = state["face_up"] = list(state["face_up"])
        face_up.remove(card)
    player = _player(state, seat)
    player["hand"] = sorted(player["hand"] + [card])
    state["drawn"] += 1
    state["passes"] = 0


def _route_claimed(state: State, data: dict, seat: int) -> None:
    player = _player(state, seat)
    spent = set(data["cards"])
    player["hand"] = [card for card in player["hand"] if card not in spent]
    state["discard"] = state["discard"] + data["cards"]
    player["trains"] -= data["length"]
    player["route_points"] += data["points"]
    player["routes"] = player["routes"] + [data["route"]]
    state["claimed"] = {**state["claimed"], data["route"]: seat}
    state["passes"] = 0


def _tickets_drawn(state: State, data: dict, seat: int) -> None:
    state["ticket_deck"] = state["ticket_deck"][len(data["tickets"]):]
    _player(state, seat)["offer"] = list(data["tickets"])


def _tickets_kept(state: State, data: dict, seat: int) -> None:
    player = _player(state, seat)
    player["tickets"] = player["tickets"] + data["kept"]
    player["offer"] = []
    state["ticket_deck"] = state["ticket_deck"] + data["returned"]  # returned tickets go under the deck
    state["passes"] = 0
    if state["phase"] == "choose_tickets" and not any(p["offer"] for p in state["players"]):
        state["phase"] = "turns"
        state["turn"] = 1

def _turn_passed(state: State, data: dict, seat: int) -> None:
    state["passes"] += 1


def _turn_ended(state: State, data: dict, seat: int) -> None:
    state["drawn"] = 0
    if state["final_turns_left"] is not None:
        state["final_turns_left"] -= 1
    elif state["players"][seat]["trains"] <= MAP["end_trigger_trains"]:
        # every player, this one included, gets one last turn
        state["final_turns_left"] = len(state["players"])
    if not last_turn_over(state):
        state["turn"] += 1
        state["active"] = next_seat(state, seat)


def _game_ended(state: State, data: dict, seat: int | None) -> None:
    state["phase"] = "finished"
    state["result"] = clone(data["result"])


_APPLY: dict[str, Callable[[State, dict, int | None], None]] = {
    "face_up_dealt": _face_up_dealt,
    "face_up_discarded": _face_up_discarded,
    "deck_reshuffled": _deck_reshuffled,
    "redealt": _redealt,
    "card_drawn": _card_drawn,
    "route_claimed": _route_claimed,
    "tickets_drawn": _tickets_drawn,
    "tickets_kept": _tickets_kept,
    "turn_passed": _turn_passed,
    "turn_ended": _turn_ended,
    "game_ended": _game_ended,
}
