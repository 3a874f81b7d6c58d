"""Mini Express's evaluation for the bots: the final score were the game to end now, plus what the seat's
shares and influence are likely to become worth.

Why: a share scores only once its holder's influence ranks (head to head: at least the rival's; solo at
hard and above: above 3, and at brutal and above not below the automa's). The score now is a cliff: a
share bought two builds before it counts scores nothing, so a search a few commands deep never buys it,
and the automa (which needs no such plan) wins on shares. Here each share that does not yet score its
best is credited with the rise it would make, halved for every influence point still missing, and each
influence point above what the seat's shares need is worth a little (it buys shares and guards the rank)."""
from __future__ import annotations

from domain.core.rules import State
from domain.mini_express.board import board_of
from domain.mini_express.content import companies, tables
from domain.mini_express.scoring import FIRST, SECOND, company_values, share_value
from domain.mini_express.state import level

MISSING_POINT_DISCOUNT = 0.5
"""A share's missing rise is credited at this factor for each influence point still needed."""
SPARE_INFLUENCE = 0.15
"""Points credited for each influence point a seat holds in a company (its currency and its rank) at
the start of the game, falling to none at its expected end."""
TYPICAL_TURNS = 16
"""About how many turns a game lasts: the automa's target pointer moves 2 cities a turn on average
(its tokens' city steps are 1, 2, 2 and 3) towards city 32, and the games of bench/bots.py end after 14-16."""
TRACK_A_TURN = 0.3
"""Track a company gains a turn on average (4 to 6 over a solo game in bench/bots.py's games)."""


def turns_left(state: State) -> float:
    """About how many turns the game has left: in the solo game from the automa's target pointer (at normal
    and above it ends the game at city 32), otherwise from the stock of the second company to sell out."""
    end_at = level(state)["end_at_city"] if state["mode"] == "solo" else None
    if end_at:
        city = state["automa_state"]["city"]
        number = board_of(state).cities[city].number if city else 0
        return max(0.0, (end_at - number) / 2)
    stocks = sorted(c["stock"] for c in state["companies"].values())
    return TYPICAL_TURNS * stocks[1] / tables()["trains"]["per_company"]


def projected(state: State, turns: float) -> State:
    """The state with each company's track grown by what `turns` more turns usually add."""
    grown = {name: {**c, "track": min(tables()["track_max"], round(c["track"] + TRACK_A_TURN * turns))}
             for name, c in state["companies"].items()}
    return {**state, "companies": grown}


def influence_needed(state: State, seat: int, company: str) -> int:
    """The influence at which a share of `company` scores its best column for `seat`."""
    influences = [player["influence"][company] for player in state["players"]]
    others = max((value for s, value in enumerate(influences) if s != seat), default=0)
    head_to_head = state["mode"] in ("solo", "expert")
    needed = max(1, others if head_to_head else others + 1)
    if state["mode"] == "solo" and seat != state["automa"]:
        floor = level(state)["player_shares_void_at_or_below"]
        if floor is not None:
            needed = max(needed, floor + 1)
    return needed


def worth(state: State, seat: int) -> float:
    """The seat's points were the game to end now, and the expected rise of its shares and influence."""
    best_column = SECOND if state["mode"] in ("solo", "expert") else FIRST
    turns = turns_left(state)
    spare = SPARE_INFLUENCE * min(1.0, turns / TYPICAL_TURNS)
    final = projected(state, turns)
    player = state["players"][seat]
    total = 0.0
    for company in companies():
        shares = player["shares"][company]
        influence = player["influence"][company]
        now = company_values(final, company)[seat]
        total += shares * now + spare * influence
        if shares:
            best = share_value(final["companies"][company]["track"], best_column)
            missing = max(0, influence_needed(state, seat, company) - influence)
            total += shares * max(0, best - now) * MISSING_POINT_DISCOUNT ** missing
    return total
