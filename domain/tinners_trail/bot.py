"""Tinners' Trail's determiniser for the bots (domain/core/search.py). Everything is open; dice and
the player order are drawn when they are needed, from the game's secret seed: the world is the seat's
history folded, and the search draws its own dice."""
from __future__ import annotations

from dataclasses import replace
from functools import cache

from domain.core import search
from domain.core.bots import folded_history
from domain.core.rng import Rng
from domain.core.rules import Event, State
from domain.tinners_trail import RULES
from domain.tinners_trail.content import investment_rows, price_columns, tables
from domain.tinners_trail.scoring import investment_points
from domain.tinners_trail.state import capacity, time_left

SCALE = 8.0
LEVELS = {"easy": replace(search.LEVELS["easy"], iterations=16, pruned=False),
          "normal": replace(search.LEVELS["normal"], iterations=115, pruned=False),
          "strong": replace(search.STRONG_WITHOUT_PLAYOUTS["strong"], iterations=480)}
"""The strong bot scores its leaves as they are: random commands spend time, bid and pump water at random,
which says less of a position than the valuation does. Against two normal bots it won 15 of 30 games (0-29)
with four play-outs and 20 of 30 without, and again 12 and 20 of 30 in games 30-59. Only the strong bot
narrows its search to the `candidates`: with the normal bot narrowed too, strong finished ahead of it in 22
of 40 pairings at a fifth of their nodes, against 38 of 40 (docs/bots.md, "Issue 43, fourth session").
The valuation costs more than it did when issue 43 was filed, so every level searches fewer nodes, to
stay within the CPU a move it took then (bench/bot_move_cpu.py run beside that code)."""
TIE_BREAK_PER_POUND = 0.01
"""After the last investing phase money only breaks ties."""
ORES = ("tin", "copper")


@cache
def rate(round_index: int) -> float:
    """What a pound invested in the investing phase of round `round_index + 1` is worth in points (1.4 to
    0.6 a pound, falling by round: tables.json; next to nothing after the last one, when money only breaks
    ties)."""
    if round_index >= tables()["rounds"]:
        return TIE_BREAK_PER_POUND
    rows = investment_rows()
    return sum(row["points"][round_index] / row["cost"] for row in rows) / len(rows)


def points_per_pound(state: State) -> float:
    """What a pound still to invest is worth: the rate of the next investing phase."""
    return rate(max(state["round"], 1) - 1 + (1 if state["phase"] in ("exploring", "finished") else 0))


def sale_prices(state: State) -> dict[str, float]:
    """What a cube sells for at the end of this round's action phase."""
    return {ore: price_columns()[state["prices"][ore]][ore] for ore in ORES}


def _hauls(mines: list[list[int]], prices: dict[str, float], actions: int, money: float) -> float:
    """The net worth of up to `actions` minings of the mines ([tin, copper, water, capacity] each, mined
    out as it goes: each mining adds a water cube), the best first, while the money pays the water and a
    haul is worth its cost. A haul takes the dearer ore first, and none that sells for less than the
    pound a cube each water cube costs."""
    tin_price, copper_price = prices["tin"], prices["copper"]
    tin_first = tin_price >= copper_price

    def haul(mine: list[int]) -> tuple[float, int, int]:
        tin, copper, water, room = mine
        take_tin = min(room, tin) if tin_price > water else 0
        take_copper = min(room, copper) if copper_price > water else 0
        if take_tin + take_copper > room:
            if tin_first:
                take_copper = room - take_tin
            else:
                take_tin = room - take_copper
        return take_tin * (tin_price - water) + take_copper * (copper_price - water), take_tin, take_copper

    hauls = [haul(mine) for mine in mines]
    worth = 0.0
    for _ in range(actions):
        best = max(range(len(mines)), key=lambda index: hauls[index][0])
        net, tin, copper = hauls[best]
        mine = mines[best]
        cost = (tin + copper) * mine[2]
        if net <= 0 or cost > money:
            break
        money -= cost
        worth += net
        mines[best] = mine = [mine[0] - tin, mine[1] - copper, mine[2] + 1, mine[3]]
        hauls[best] = haul(mine)
    return worth


def mining_worth(state: State, seat: int) -> float:
    """The points the seat's mines still yield this round: a mining a time point left (one once every
    other seat has passed), at this round's prices and rate, paid from its money. Ore left for a later
    round counts for nothing: valued at half its mean price then, the strong bot bid for rich mines and
    kept its money for their water, and won 6 of 20 games against the rule of thumb, against 14 of 20
    (docs/bots.md, "Issue 43, fourth session")."""
    if state["phase"] != "actions" or seat in state["passed"]:
        return 0.0
    mines = [[area["tin"], area["copper"], area["water"], capacity(area)]
             for area in state["areas"].values() if area["mine"] == seat]
    if not mines:
        return 0.0
    actions = 1 if state["last_action"] == seat else time_left(state, seat)
    return points_per_pound(state) * _hauls(mines, sale_prices(state), actions, state["money"][seat])


def known_world(view: dict, history: list[Event]) -> State:
    return folded_history(RULES, history)


def resample(world: State, view: dict, rng: Rng) -> State:
    return world


def evaluate(state: State, seat: int) -> float:
    """Points invested so far, plus what the seat can still invest at the rate it can be invested at:
    its money, its ore at this round's prices, and what its mines still yield (mining_worth)."""
    held = 0.0
    if state["phase"] == "actions" and state["prices"] is not None:
        prices = sale_prices(state)
        held = sum(state["ore"][seat][ore] * prices[ore] for ore in ORES)
    worth = state["money"][seat] + held
    return investment_points(state)[seat] + points_per_pound(state) * worth + mining_worth(state, seat)


def seat_count(state: State) -> int:
    return state["seats"]


def automa_seat(state: State) -> int | None:
    return None


def searched(command: dict) -> bool:
    return True


def candidates(state: State, seat: int, legal: list[dict]) -> list[dict]:
    """The commands worth searching (the search's move pruning): a mine opened at the lowest bid, an
    auction raised by a pound, each mine's best haul, upgrades and adits at the seat's own mines, the
    pumping that drains them most; the rest (pasties, passing, investing, exploring) as listed. A build
    action offers hundreds of commands (every area at every bid, every pumping), more than the strong
    bot's nodes."""
    if state["phase"] != "actions":
        return legal
    areas = state["areas"]
    own = {area for area, cubes in areas.items() if cubes["mine"] == seat}
    prices = sale_prices(state)
    lowest_bid = tables()["minimum_bid"]
    raised = state["auction"]["high"] + 1 if state["auction"] else None
    best_haul: dict[str, tuple[float, dict]] = {}
    pumping = False
    kept = []
    for command in legal:
        kind, data = command["type"], command["data"]
        if kind == "build_mine":
            if data["bid"] == lowest_bid:
                kept.append(command)
        elif kind == "improve_pumps":
            pumping = True
        elif kind == "bid":
            if data["amount"] == raised:
                kept.append(command)
        elif kind == "mine_ore":
            water = areas[data["area"]]["water"]
            net = data["tin"] * (prices["tin"] - water) + data["copper"] * (prices["copper"] - water)
            if data["area"] not in best_haul or net > best_haul[data["area"]][0]:
                best_haul[data["area"]] = (net, command)
        elif kind in ("build_port", "place_miner", "build_train"):
            if data["area"] in own:
                kept.append(command)
        elif kind == "dig_adit":
            if own.intersection(data["between"]):
                kept.append(command)
        else:
            kept.append(command)
    kept += [command for _, command in best_haul.values()]
    if pumping:
        kept += _pumping(state, own)
    return kept or legal


def _pumping(state: State, own: set[str]) -> list[dict]:
    """The pumping that takes the most water out of the seat's own mines (the richest first), if any."""
    stack = max(state["pumps"])
    taken: list[str] = []
    for area in sorted(own, key=lambda area: -(state["areas"][area]["tin"] + state["areas"][area]["copper"])):
        taken += [area] * min(state["areas"][area]["water"], stack - len(taken))
    return [{"type": "improve_pumps", "data": {"water_from": sorted(taken)}}] if taken else []
