"""The round around the actions: setup, ore prices, upgrades, selling, investing, exploring, the end."""
from __future__ import annotations

from domain.core.rng import Rng
from domain.core.rules import Event, RuleViolation, State, chance
from domain.tinners_trail.content import areas, investment_rows, price_column, price_columns, tables
from domain.tinners_trail.dice import discovery, discovery_roll, roll_dice
from domain.tinners_trail.scoring import final_result
from domain.tinners_trail.state import (
    DICE_KEYED_SINCE,
    empty_areas,
    explorable_areas,
    live_seats,
    placed,
    violation,
)


def setup_events(names: list[str], rng: Rng, version: dict[str, str]) -> list[Event]:
    """Random player order; every printed starting area gets its cubes plus a roll of the three dice."""
    seeded = {}
    for area, facts in areas().items():
        if facts["start"] is None:
            seeded[area] = {"tin": 0, "copper": 0, "water": 0, "seeded": False, "dice": None}
            continue
        tin, copper, water = dice = roll_dice(rng)
        seeded[area] = {"tin": facts["start"]["tin"] + tin, "copper": facts["start"]["copper"] + copper,
                        "water": water, "seeded": True, "dice": dice}
    order = rng.shuffled(range(len(names)))
    setup = Event("game_set_up", {"seats": len(names), "names": names, "money": tables()["starting_money"],
                                  "areas": seeded, "order": order, **version})
    return [setup, round_started(None, 1, order, rng)]


def ore_price_roll(round_number: int, previous: int | None, dice: list[int]) -> dict:
    """The modified total of one ore's roll and the price table column it lands in."""
    rules = tables()["ore_prices"]
    modifier = 0
    if round_number == 1:
        modifier += rules["first_round_modifier"]
    elif previous == len(price_columns()) - 1:
        modifier += rules["after_highest_modifier"]
    elif previous == 0:
        modifier += rules["after_lowest_modifier"]
    # The last round's modifier applies on top of the one for the previous price.
    if round_number == tables()["rounds"]:
        modifier += rules["last_round_modifier"]
    total = sum(dice) + modifier
    return {"dice": dice, "modifier": modifier, "total": total, "column": price_column(total)}


def round_started(state: State | None, round_number: int, order: list[int], rng: Rng) -> Event:
    """Phases 1 and 2: roll tin, then copper; lay out this round's upgrades and steam pump stacks."""
    rolls = {}
    for ore in ("tin", "copper"):
        previous = state["prices"][ore] if state else None
        rolls[ore] = ore_price_roll(round_number, previous, roll_dice(rng))
    index = round_number - 1
    available = {}
    for upgrade, count in tables()["upgrades_per_round"][index].items():
        # Upgrades placed on the board stay there, so the supply may run short of the printed count.
        available[upgrade] = min(count, tables()["components"][upgrade] - (placed(state, upgrade) if state else 0))
    data = {
        "round": round_number, "order": list(order), "rolls": rolls,
        "prices": {ore: roll["column"] for ore, roll in rolls.items()},
        "available": available, "pumps": sorted(tables()["pump_stacks_per_round"][index]),
    }
    return Event("round_started", data)


def automatic(state: State, rng: Rng) -> list[Event]:
    """The next step that follows by itself from this state (none when a player must act)."""
    phase = state["phase"]
    if phase == "actions" and not state["auction"]:
        live = live_seats(state)
        if state["last_action"] == "taken":
            return [Event("passed", {"forced": True}, live[0])]
        if not live:
            return [*sell_ore(state), Event("investing_started", {"order": state["passed"]})]
    if phase == "investing" and state["investing"]["turn"] is None:
        count = min(tables()["explorers_per_round"], len(empty_areas(state)))
        return [Event("exploration_started", {"explorers": state["passed"][:count]})]
    if phase == "exploring" and not state["explorers"]:
        if state["round"] == tables()["rounds"]:
            return [Event("game_ended", final_result(state))]
        following = state["round"] + 1
        return [round_started(state, following, state["passed"], chance(state, DICE_KEYED_SINCE, rng, f"prices:{following}"))]
    return []


def sell_ore(state: State) -> list[Event]:
    """Phase 4: everyone sells all the ore mined this round at this round's prices."""
    events = []
    for seat in state["passed"]:
        ore = state["ore"][seat]
        income = sum(ore[kind] * price_columns()[state["prices"][kind]][kind] for kind in ("tin", "copper"))
        events.append(Event("ore_sold", {**ore, "income": income}, seat))
    return events


def _next_investor(state: State, after: int, out: list[int]) -> int | None:
    order = state["investing"]["order"]
    start = order.index(after)
    for step in range(1, len(order) + 1):
        seat = order[(start + step) % len(order)]
        if seat not in out:
            return seat
    return None


def _invest_row(state: State, seat: int, cost: int) -> int:
    rows = investment_rows()
    row = next(index for index, facts in enumerate(rows) if facts["cost"] == cost)
    if state["cubes_left"][seat] <= 0:
        raise violation("no_cubes_left", "You have placed all twelve of your investment cubes.")
    if len(state["investments"][state["round"] - 1][row]) >= tables()["investments"]["box_capacity"]:
        raise violation("box_full", "That investment box already holds two cubes.")
    if cost > state["money"][seat]:
        raise violation("not_enough_money", "You cannot pay for that investment.", money=state["money"][seat])
    return row


def decide_investing(state: State, seat: int, kind: str, data: dict) -> list[Event]:
    if state["investing"]["turn"] != seat:
        raise violation("not_your_turn", "Another player invests now (in Player Order).")
    if kind == "pass":
        return [Event("investing_passed", {"next": _next_investor(state, seat, [*state["investing"]["out"], seat])}, seat)]
    if kind != "invest":
        raise violation("wrong_phase", "Now is the investing phase: invest or pass.")
    row = _invest_row(state, seat, data["cost"])
    points = investment_rows()[row]["points"][state["round"] - 1]
    next_seat = _next_investor(state, seat, state["investing"]["out"])
    return [Event("invested", {"row": row, "cost": data["cost"], "points": points, "next": next_seat}, seat)]


def legal_investing(state: State, seat: int) -> list[dict]:
    if state["investing"]["turn"] != seat:
        return []
    found = []
    for row in investment_rows():
        try:
            _invest_row(state, seat, row["cost"])
        except RuleViolation:
            continue
        found.append({"type": "invest", "data": {"cost": row["cost"]}})
    return [*found, {"type": "pass", "data": {}}]


def decide_exploring(state: State, seat: int, kind: str, data: dict, rng: Rng) -> list[Event]:
    if not state["explorers"] or state["explorers"][0] != seat:
        raise violation("not_your_turn", "Another player explores now.")
    if kind != "explore":
        raise violation("wrong_phase", "Now is the exploration phase: choose an empty area to explore.")
    if data["area"] not in empty_areas(state):
        raise violation("area_not_empty", "Only an empty area (no cubes, no mine) can be explored.")
    if data["area"] not in explorable_areas(state):
        raise violation("area_explored_this_phase", "That area was explored in this phase: choose a second empty area.")
    dice = discovery_roll(state, data["area"], rng)
    return [Event("area_explored", {"area": data["area"], "dice": dice, "cubes": discovery(state, data["area"], dice)}, seat)]


def legal_exploring(state: State, seat: int) -> list[dict]:
    if not state["explorers"] or state["explorers"][0] != seat:
        return []
    return [{"type": "explore", "data": {"area": area}} for area in explorable_areas(state)]
