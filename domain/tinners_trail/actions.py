"""Phase 3, the players' actions: each action's rule check, its events and every legal choice of it."""
from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

from domain.core.rng import Rng
from domain.core.rules import Event, State, played_since
from domain.tinners_trail.auction import start_auction
from domain.tinners_trail.content import areas, borders, neighbours, tables, time_cost
from domain.tinners_trail.state import acting_seat, capacity, time_left, track_spot, violation


def _taken(state: State, seat: int, action: str, **data) -> Event:
    return Event("action_taken", {"action": action, "time": track_spot(state, seat, time_cost(action)), **data}, seat)


def _water_off(state: State, removals: dict[str, int]) -> dict:
    """Cube changes removing up to that much water from each area (never below zero)."""
    changes = {}
    for area, amount in removals.items():
        removed = min(amount, state["areas"][area]["water"])
        if removed:
            changes[area] = {"water": -removed}
    return changes


# --- Rule checks (each raises RuleViolation) -------------------------------------------------------


def _check_upgrade(state: State, upgrade: str, area: str) -> None:
    if state["available"].get(upgrade, 0) <= 0:
        raise violation(f"no_{upgrade}_available", f"There is no {upgrade} left among this round's available upgrades.")
    if state["areas"][area][upgrade]:
        raise violation(f"{upgrade}_already_there", f"{areas()[area]['name']} already has a {upgrade}; one per area.")


def check_build_mine(state: State, seat: int, data: dict) -> None:
    area = state["areas"][data["area"]]
    if area["mine"] is not None:
        raise violation("area_has_mine", "There is already a mine in that area; only one mine per area.")
    if state["mines_left"][seat] <= 0:
        raise violation("no_mines_left", "You have built all six of your mines.")
    if data["bid"] < tables()["minimum_bid"]:
        raise violation("bid_too_low", f"The opening bid must be at least £{tables()['minimum_bid']}.")
    if data["bid"] > state["money"][seat]:
        raise violation("not_enough_money", "You cannot bid more money than you have.", money=state["money"][seat])


def check_mine_ore(state: State, seat: int, data: dict) -> None:
    area = state["areas"][data["area"]]
    if area["mine"] != seat:
        raise violation("not_your_mine", "You can mine ore only in an area where you have a mine.")
    amount = data["tin"] + data["copper"]
    if amount < 1:
        raise violation("no_ore_chosen", "Choose at least one cube of tin or copper to mine.")
    if amount > capacity(area):
        raise violation("over_capacity", "That is more ore than the mine's capacity.", capacity=capacity(area))
    if data["tin"] > area["tin"] or data["copper"] > area["copper"]:
        raise violation("not_enough_ore", "The area does not hold that much tin or copper.")
    if amount * area["water"] > state["money"][seat]:
        raise violation("not_enough_money", "Each cube mined costs £1 per water cube in the area.")


def check_build_port(state: State, seat: int, data: dict) -> None:
    if not areas()[data["area"]]["coastal"]:
        raise violation("not_coastal", "A port can be built only in an area that borders the sea.")
    _check_upgrade(state, "port", data["area"])


def check_place_miner(state: State, seat: int, data: dict) -> None:
    _check_upgrade(state, "miner", data["area"])


def check_build_train(state: State, seat: int, data: dict) -> None:
    _check_upgrade(state, "train", data["area"])


def check_dig_adit(state: State, seat: int, data: dict) -> None:
    pair = sorted(data["between"])
    if pair not in borders():
        raise violation("not_neighbours", "An adit joins two neighbouring areas.")
    if state["available"].get("adit", 0) <= 0:
        raise violation("no_adit_available", "There is no adit left among this round's available upgrades.")
    if pair in state["adits"]:
        raise violation("adit_already_there", "That border already has an adit; one per border.")


def check_improve_pumps(state: State, seat: int, data: dict) -> None:
    if not state["pumps"]:
        raise violation("no_pumps_available", "No stack of steam pumps is left this round.")
    if len(data["water_from"]) > max(state["pumps"]):
        raise violation("too_many_pumps", "Each steam pump of the stack removes one water cube.", pumps=max(state["pumps"]))
    for area, count in Counter(data["water_from"]).items():
        if count > state["areas"][area]["water"]:
            raise violation("no_water_there", f"{areas()[area]['name']} does not hold that many water cubes.")


def check_nothing(state: State, seat: int, data: dict) -> None:
    return None


# --- Events of each action (the command is legal) ---------------------------------------------------


def mine_ore(state: State, seat: int, data: dict, rng: Rng) -> list[Event]:
    area = state["areas"][data["area"]]
    amount = data["tin"] + data["copper"]
    # Mining deepens the mine: one water cube is added afterwards.
    changes = {data["area"]: {"tin": -data["tin"], "copper": -data["copper"], "water": 1}}
    ore = {"tin": data["tin"], "copper": data["copper"]}
    return [_taken(state, seat, "mine_ore", area=data["area"], cost=amount * area["water"], ore=ore, changes=changes)]


def build_port(state: State, seat: int, data: dict, rng: Rng) -> list[Event]:
    water = -tables()["upgrade_effects"]["port"]["water"]
    changes = _water_off(state, {data["area"]: water})
    return [_taken(state, seat, "build_port", area=data["area"], upgrade="port", changes=changes)]


def place_miner(state: State, seat: int, data: dict, rng: Rng) -> list[Event]:
    return [_taken(state, seat, "place_miner", area=data["area"], upgrade="miner")]


def build_train(state: State, seat: int, data: dict, rng: Rng) -> list[Event]:
    effect = tables()["upgrade_effects"]["train"]
    removals = {near: -effect["neighbour_water"] for near in neighbours()[data["area"]]}
    removals[data["area"]] = -effect["water"]
    return [_taken(state, seat, "build_train", area=data["area"], upgrade="train", changes=_water_off(state, removals))]


def _adit_adds_cubes(state: State, cubes: dict) -> bool:
    """Whether an adit adds ore to an area (and drains it) when it is dug. A completely empty area
    without a mine gets nothing now: the adit modifies its later exploration roll. The rulebook's
    "at least one cube" condition is stated only for an area without a mine, so since rules version 2
    a mined-out area with a mine gets its tin and copper too (version 1 skipped it)."""
    if played_since(state, 2) and cubes["mine"] is not None:
        return True
    return cubes["tin"] + cubes["copper"] + cubes["water"] > 0


def dig_adit(state: State, seat: int, data: dict, rng: Rng) -> list[Event]:
    effect = tables()["upgrade_effects"]["adit"]
    changes = {}
    for area in sorted(data["between"]):
        cubes = state["areas"][area]
        if _adit_adds_cubes(state, cubes):
            water = -min(-effect["water"], cubes["water"])
            changes[area] = {"tin": effect["tin"], "copper": effect["copper"], "water": water}
    return [_taken(state, seat, "dig_adit", between=sorted(data["between"]), upgrade="adit", changes=changes)]


def improve_pumps(state: State, seat: int, data: dict, rng: Rng) -> list[Event]:
    changes = {area: {"water": -count} for area, count in sorted(Counter(data["water_from"]).items())}
    return [_taken(state, seat, "improve_pumps", stack=max(state["pumps"]), changes=changes)]


def sell_pasties(state: State, seat: int, data: dict, rng: Rng) -> list[Event]:
    return [_taken(state, seat, "sell_pasties", income=tables()["pasty_income"])]


def pass_action(state: State, seat: int, data: dict, rng: Rng) -> list[Event]:
    return [Event("passed", {}, seat)]


# --- Every legal choice of each action ---------------------------------------------------------------


def _upgrade_areas(state: State, upgrade: str) -> list[dict]:
    if state["available"].get(upgrade, 0) <= 0:
        return []
    coastal_only = upgrade == "port"
    return [
        {"area": area} for area, cubes in state["areas"].items()
        if not cubes[upgrade] and (areas()[area]["coastal"] or not coastal_only)
    ]


def bids_for_areas(state: State, seat: int) -> list[dict]:
    if state["mines_left"][seat] <= 0:
        return []
    free = [area for area, cubes in state["areas"].items() if cubes["mine"] is None]
    return [{"area": area, "bid": bid} for area in free for bid in range(tables()["minimum_bid"], state["money"][seat] + 1)]


def ore_choices(state: State, seat: int) -> list[dict]:
    found = []
    for name, area in state["areas"].items():
        if area["mine"] != seat:
            continue
        room = capacity(area)
        for tin in range(min(room, area["tin"]) + 1):
            for copper in range(min(room - tin, area["copper"]) + 1):
                if 0 < tin + copper and (tin + copper) * area["water"] <= state["money"][seat]:
                    found.append({"area": name, "tin": tin, "copper": copper})
    return found


def adit_borders(state: State, seat: int) -> list[dict]:
    if state["available"].get("adit", 0) <= 0:
        return []
    return [{"between": pair} for pair in borders() if pair not in state["adits"]]


def pump_choices(state: State, seat: int) -> list[dict]:
    """Every multiset of water cubes the tallest stack can remove (fewer than its size too)."""
    if not state["pumps"]:
        return []
    stack = max(state["pumps"])
    wet = {area: min(cubes["water"], stack) for area, cubes in state["areas"].items() if cubes["water"]}
    return [
        {"water_from": list(combo)}
        for size in range(stack + 1) for combo in combinations_with_replacement(sorted(wet), size)
        if all(combo.count(area) <= wet[area] for area in set(combo))
    ]


def no_choice(state: State, seat: int) -> list[dict]:
    return [{}]


# Each action: (rule check, its events, every legal data of it).
ACTIONS = {
    "build_mine": (check_build_mine, start_auction, bids_for_areas),
    "mine_ore": (check_mine_ore, mine_ore, ore_choices),
    "build_port": (check_build_port, build_port, lambda state, seat: _upgrade_areas(state, "port")),
    "place_miner": (check_place_miner, place_miner, lambda state, seat: _upgrade_areas(state, "miner")),
    "dig_adit": (check_dig_adit, dig_adit, adit_borders),
    "build_train": (check_build_train, build_train, lambda state, seat: _upgrade_areas(state, "train")),
    "improve_pumps": (check_improve_pumps, improve_pumps, pump_choices),
    "sell_pasties": (check_nothing, sell_pasties, no_choice),
    "pass": (check_nothing, pass_action, no_choice),
}


def decide_action(state: State, seat: int, kind: str, data: dict, rng: Rng) -> list[Event]:
    if state["auction"]:
        raise violation("auction_running", "An auction is running: bid or drop out.")
    if acting_seat(state) != seat:
        raise violation("not_your_turn", "Another player is furthest behind on the time track and acts now.")
    if time_cost(kind) > time_left(state, seat):
        raise violation("not_enough_time", "You do not have enough time points left for that action.", time_left=time_left(state, seat))
    check, events, _ = ACTIONS[kind]
    check(state, seat, data)
    return events(state, seat, data, rng)


def legal_actions(state: State, seat: int) -> list[dict]:
    if state["auction"] or acting_seat(state) != seat:
        return []
    return [
        {"type": kind, "data": data}
        for kind in sorted(ACTIONS) if time_cost(kind) <= time_left(state, seat)
        for data in ACTIONS[kind][2](state, seat)
    ]


