"""What the bots foresee of 18 Lilliput's train deck (its order is fixed and open): each company's
income over the operating rounds left, its trains as the deck will leave them. Gulliver, the solo
game's automa, is given the top card every round (before operating in the advanced game), so every
train a bot buys from the bank hands him the next, bigger one a round sooner and starts the phases
that rust the bots' trains sooner: what the income of today's trains alone cannot show."""
from __future__ import annotations

from domain.lilliput import bot_policy, flow
from domain.lilliput.solo import card_rank
from domain.lilliput.state import train_limit


def incomes(state: dict) -> dict[str, int]:
    """Each company's income summed over the payouts still to come (the last round's twice) on
    today's board, with the trains it will hold then: the deck's top card dealt a round (to
    Gulliver in the solo game, else to the depot), the phases it starts rusting trains and lowering
    the limit (a bot's company returning its lowest trains first). A company founded later, a train
    bought later, track laid later: none of it is foreseen."""
    total = {company: 0 for company in state["companies"]}
    if state["stage"] == "finished":
        return total
    advanced = bool(state["options"].get("advanced"))
    future = _copy(state)
    for number in range(state["round"], state["rounds"] + 1):
        now = number == state["round"] and state["stage"] == "operating"
        if advanced and not now:  # this round's card left before its operating round began
            _deal(future)
        weight = 2 if number == state["rounds"] else 1
        for company in total:
            if not now or bot_policy.pays_this_round(state, company):
                total[company] += weight * bot_policy.income(future, company)
        if not advanced:
            _deal(future)
    return total


def _copy(state: dict) -> dict:
    """The state with what dealing a card changes copied (the board and the rest shared, read only)."""
    companies = {company: {**placed, "trains": list(placed["trains"])}
                 for company, placed in state["companies"].items()}
    return {**state, "companies": companies, "deck": list(state["deck"]), "depot": list(state["depot"]),
            "rusted": [], "returns_due": []}


def _deal(future: dict) -> None:
    """The bank's top card leaves, by the rules' own bookkeeping (domain/lilliput/flow.py)."""
    flow.move_top_to_depot(future)
    limit = train_limit(future)
    for company in future["returns_due"]:
        trains = future["companies"][company]["trains"]
        while limit is not None and len(trains) > limit:
            trains.remove(min(trains, key=card_rank))
    future["returns_due"] = []
