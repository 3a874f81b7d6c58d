"""evolve: every event applied to a state. Facts only: nothing is validated or rolled here."""
from __future__ import annotations

from collections.abc import Callable

from domain.core.canonical import clone
from domain.core.rules import Event, State, count_chance, played_since, with_recorded_version
from domain.tinners_trail.state import (
    DICE_KEYED_SINCE,
    EXPLORED,
    SECOND_AREA_SINCE,
    apply_changes,
    discovery_kind,
    live_seats,
    new_state,
)


def _spend_time(state: State, seat: int, spot: list[int]) -> None:
    """The seat's token moves to `spot` on the time track (leaving Player Order if it was there)."""
    state["waiting"] = [other for other in state["waiting"] if other != seat]
    track = list(state["track"])
    track[seat] = spot
    state["track"] = track
    if state["last_action"] == seat:
        state["last_action"] = "taken"


def _pay(state: State, seat: int, amount: int) -> None:
    money = list(state["money"])
    money[seat] -= amount
    state["money"] = money


def round_started(state: State, event: Event) -> None:
    data = clone(event.data)  # the state never shares lists with the event
    state.update(
        round=data["round"], phase="actions", prices=data["prices"], available=data["available"],
        pumps=data["pumps"], order=data["order"], waiting=list(data["order"]), passed=[],
        track=[None] * state["seats"], last_action=None, investing=None, explorers=[],
    )


def action_taken(state: State, event: Event) -> None:
    """Every action that costs time: pasties, the upgrades and mining share this shape."""
    data = event.data
    seat = event.seat
    _spend_time(state, seat, data["time"])
    _pay(state, seat, data.get("cost", 0) - data.get("income", 0))
    apply_changes(state, data.get("changes", {}))
    upgrade = data.get("upgrade")
    if upgrade == "adit":
        state["adits"] = sorted([*state["adits"], data["between"]])
    elif upgrade:
        state["areas"][data["area"]] = {**state["areas"][data["area"]], upgrade: True}
    if upgrade:
        state["available"] = {**state["available"], upgrade: state["available"][upgrade] - 1}
    if "stack" in data:
        pumps = list(state["pumps"])
        pumps.remove(data["stack"])
        state["pumps"] = pumps
    if "ore" in data:
        ore = list(state["ore"])
        ore[seat] = {kind: ore[seat][kind] + data["ore"][kind] for kind in ("tin", "copper")}
        state["ore"] = ore


def passed(state: State, event: Event) -> None:
    seat = event.seat
    state["waiting"] = [other for other in state["waiting"] if other != seat]
    track = list(state["track"])
    track[seat] = None
    state["track"] = track
    state["passed"] = [*state["passed"], seat]
    live = live_seats(state)
    # All but one have passed: that one has a single action left.
    state["last_action"] = live[0] if len(live) == 1 else None


def auction_started(state: State, event: Event) -> None:
    data = event.data
    state["auction"] = {
        "area": data["area"], "leader": event.seat, "high": data["bid"],
        "bidders": data["bidders"], "turn": data["turn"],
    }


def bid_raised(state: State, event: Event) -> None:
    state["auction"] = {**state["auction"], "leader": event.seat, "high": event.data["amount"], "turn": event.data["turn"]}


def bidder_dropped(state: State, event: Event) -> None:
    auction = state["auction"]
    bidders = [seat for seat in auction["bidders"] if seat != event.seat]
    state["auction"] = {**auction, "bidders": bidders, "turn": event.data["turn"]}


def mine_built(state: State, event: Event) -> None:
    data = event.data
    seat = event.seat
    state["auction"] = None
    _spend_time(state, seat, data["time"])
    _pay(state, seat, data["price"])
    mines = list(state["mines_left"])
    mines[seat] -= 1
    state["mines_left"] = mines
    area = {**state["areas"][data["area"]], "mine": seat}
    if data["discovery"]:
        area.update(data["discovery"]["cubes"], seeded=True)
        count_chance(state, DICE_KEYED_SINCE, discovery_kind(data["area"]))
    state["areas"][data["area"]] = area


def ore_sold(state: State, event: Event) -> None:
    _pay(state, event.seat, -event.data["income"])
    ore = list(state["ore"])
    ore[event.seat] = {"tin": 0, "copper": 0}
    state["ore"] = ore


def investing_started(state: State, event: Event) -> None:
    order = list(event.data["order"])
    state.update(phase="investing", investing={"order": order, "turn": order[0], "out": []})


def invested(state: State, event: Event) -> None:
    data = event.data
    seat = event.seat
    _pay(state, seat, data["cost"])
    cubes = list(state["cubes_left"])
    cubes[seat] -= 1
    state["cubes_left"] = cubes
    column = [list(box) for box in state["investments"][state["round"] - 1]]
    column[data["row"]].append(seat)
    state["investments"] = [*state["investments"]]
    state["investments"][state["round"] - 1] = column
    state["investing"] = {**state["investing"], "turn": data["next"]}


def investing_passed(state: State, event: Event) -> None:
    investing = state["investing"]
    state["investing"] = {**investing, "out": [*investing["out"], event.seat], "turn": event.data["next"]}


def exploration_started(state: State, event: Event) -> None:
    state.update(phase="exploring", explorers=list(event.data["explorers"]))
    if played_since(state, SECOND_AREA_SINCE):
        state[EXPLORED] = []


def area_explored(state: State, event: Event) -> None:
    data = event.data
    state["areas"][data["area"]] = {**state["areas"][data["area"]], **data["cubes"], "seeded": True}
    state["explorers"] = state["explorers"][1:]
    if EXPLORED in state:
        state[EXPLORED] = [*state[EXPLORED], data["area"]]
    count_chance(state, DICE_KEYED_SINCE, discovery_kind(data["area"]))


def game_ended(state: State, event: Event) -> None:
    state.update(phase="finished", result=event.data)


HANDLERS: dict[str, Callable[[State, Event], None]] = {
    "round_started": round_started,
    "action_taken": action_taken,
    "passed": passed,
    "auction_started": auction_started,
    "bid_raised": bid_raised,
    "bidder_dropped": bidder_dropped,
    "mine_built": mine_built,
    "ore_sold": ore_sold,
    "investing_started": investing_started,
    "invested": invested,
    "investing_passed": investing_passed,
    "exploration_started": exploration_started,
    "area_explored": area_explored,
    "game_ended": game_ended,
}


def evolve(state: State | None, event: Event) -> State:
    if event.type == "game_set_up":
        return with_recorded_version(new_state(event.data), event.data)
    # Shallow copy; every handler replaces (never edits) the nested parts it changes.
    state = dict(state)
    state["areas"] = dict(state["areas"])
    if event.seat is not None:
        state["turn"] += 1
    HANDLERS[event.type](state, event)
    return state
