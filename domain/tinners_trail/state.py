"""State construction and the questions every module asks of a state (whose turn, time, capacity)."""
from __future__ import annotations

from domain.core.rules import RuleViolation, State, played_since
from domain.tinners_trail.content import tables

UPGRADES = ("port", "miner", "train")


def new_state(data: dict) -> State:
    """The state the `game_set_up` event describes (before the first round starts)."""
    seats = data["seats"]
    pieces = tables()["pieces_per_player"]
    return {
        "seats": seats,
        "names": data["names"],
        "round": 0,
        "phase": "setup",
        "turn": 0,
        "prices": None,
        "areas": {
            area: {
                "tin": cubes["tin"], "copper": cubes["copper"], "water": cubes["water"],
                "seeded": cubes["seeded"], "mine": None, "port": False, "miner": False, "train": False,
            }
            for area, cubes in data["areas"].items()
        },
        "adits": [],
        "available": {},
        "pumps": [],
        "money": [data["money"]] * seats,
        "ore": [{"tin": 0, "copper": 0} for _ in range(seats)],
        "mines_left": [pieces["mines"]] * seats,
        "cubes_left": [pieces["investment_cubes"]] * seats,
        "order": list(data["order"]),
        "waiting": [],
        "track": [None] * seats,
        "passed": [],
        "last_action": None,
        "auction": None,
        "investments": [[[] for _ in tables()["investments"]["rows"]] for _ in range(tables()["rounds"])],
        "investing": None,
        "explorers": [],
        "result": None,
    }


def violation(code: str, message: str, **details) -> RuleViolation:
    return RuleViolation(f"tinners_trail.{code}", message, **details)


def time_spent(state: State, seat: int) -> int:
    spot = state["track"][seat]
    return spot[0] if spot else 0


def time_left(state: State, seat: int) -> int:
    return tables()["time_track_length"] - time_spent(state, seat)


def live_seats(state: State) -> list[int]:
    """Seats that have not passed in this action phase."""
    return [seat for seat in range(state["seats"]) if seat not in state["passed"]]


def acting_seat(state: State) -> int | None:
    """Who may act now in the action phase: the bidder whose turn it is in an auction; else the
    leftmost token still on Player Order; else the fewest time points spent, ties to the highest row."""
    if state["auction"]:
        return state["auction"]["turn"]
    if state["waiting"]:
        return state["waiting"][0]
    live = live_seats(state)
    return min(live, key=lambda seat: state["track"][seat]) if live else None


BELOW_EARLIER_SINCE = 5
"""Rules version 5: a token landing in a column goes below every token already there ("až dokud jeho
žeton na časové ose nedohoní ... jiného hráče": catching up ends the active player's turn), even where a
row above was left by a player who won an auction out of turn; up to version 4 it took the top free row."""


def track_spot(state: State, seat: int, cost: int) -> list[int]:
    """Where the seat's token lands after spending `cost` time points: that column, the top row when
    nobody is there, else the row below the tokens that came first."""
    column = time_spent(state, seat) + cost
    taken = {spot[1] for other, spot in enumerate(state["track"]) if spot and other != seat and spot[0] == column}
    if played_since(state, BELOW_EARLIER_SINCE):
        return [column, max(taken) + 1 if taken else 0]
    return [column, min(row for row in range(state["seats"] + 1) if row not in taken)]


def placed(state: State, upgrade: str) -> int:
    """How many of an upgrade are on the board (they stay there to the end of the game)."""
    if upgrade == "adit":
        return len(state["adits"])
    return sum(1 for cubes in state["areas"].values() if cubes[upgrade])


def capacity(area: dict) -> int:
    rules = tables()["mine_capacity"]
    return rules["base"] + rules["per_upgrade"] * sum(1 for upgrade in rules["upgrades"] if area[upgrade])


def adits_into(state: State, area: str) -> int:
    return sum(1 for pair in state["adits"] if area in pair)


DICE_KEYED_SINCE = 4
"""Rules version 4: every roll after set-up is the chance event of its place: a round's ore prices
"prices:<round>", and the n-th roll for an empty area (explored, or built on) "discovery:<area>:<n>"; so
a seed rolls the same prices every round, and the same dice for the same area, whatever was played."""


def discovery_kind(area: str) -> str:
    """The kind of chance event a roll for `area` is: the state counts them (CHANCE_COUNTS)."""
    return f"discovery:{area}"


EMPTY_WITHOUT_CUBES_SINCE = 3
"""Rules version 3: an empty area is one with no cube and no mine, as the rulebook says ("prázdné území
(na kterém není ani jedna kostička ani důl)"), so an explored area left without cubes may be explored
again and a mine built there is rolled for; up to version 2 an explored area was never empty again."""


def is_empty(state: State, area: str) -> bool:
    """Whether the area is empty: open to exploration, and rolled for when a mine is built in it."""
    cubes = state["areas"][area]
    if cubes["mine"] is not None:
        return False
    if played_since(state, EMPTY_WITHOUT_CUBES_SINCE):
        return cubes["tin"] + cubes["copper"] + cubes["water"] == 0
    return not cubes["seeded"]


def empty_areas(state: State) -> list[str]:
    """The empty areas (each may be explored, unless explored already in this exploration phase)."""
    return [area for area in state["areas"] if is_empty(state, area)]


SECOND_AREA_SINCE = 5
"""Rules version 5: the second explorer explores a second area ("Druhý hráč ... musí vybrat druhé
prázdné území"; "se přidají do dvou z nich kostičky"), not the one the first found nothing in; the
state keeps the areas explored in this exploration phase (EXPLORED). Up to version 4 it may be the same."""

EXPLORED = "explored"
"""The state's list of the areas explored in this exploration phase (from rules version 5 on; older games
keep their state hashes). The legal commands say it; views leave it out, as the view's shape predates it."""


def explorable_areas(state: State) -> list[str]:
    """The empty areas the explorer whose turn it is may choose."""
    explored = state.get(EXPLORED, [])
    return [area for area in empty_areas(state) if area not in explored]


def apply_changes(state: State, changes: dict) -> None:
    """Add the cube deltas `{area: {tin|copper|water: delta}}` to a state whose areas were copied."""
    for area, delta in changes.items():
        cubes = dict(state["areas"][area])
        for kind, amount in delta.items():
            cubes[kind] += amount
        state["areas"][area] = cubes
