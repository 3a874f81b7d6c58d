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
from domain.mini_express.content import companies
from domain.mini_express.scoring import FIRST, SECOND, company_values, share_value
from domain.mini_express.state import level

MISSING_POINT_DISCOUNT = 0.5
"""A share's missing rise is credited at this factor for each influence point still needed."""
SPARE_INFLUENCE = 0.15
"""Points credited for each influence point a seat holds in a company (its currency and its rank)."""


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
    player = state["players"][seat]
    total = 0.0
    for company in companies():
        shares = player["shares"][company]
        influence = player["influence"][company]
        now = company_values(state, company)[seat]
        total += shares * now + SPARE_INFLUENCE * influence
        if shares:
            best = share_value(state["companies"][company]["track"], best_column)
            missing = max(0, influence_needed(state, seat, company) - influence)
            total += shares * max(0, best - now) * MISSING_POINT_DISCOUNT ** missing
    return total
