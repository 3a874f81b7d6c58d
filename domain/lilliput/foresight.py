"""What the bots foresee of 18 Lilliput's train deck (its order is fixed and open): each company's
income over the operating rounds left, its trains as the deck will leave them. Gulliver, the solo
game's automa, is given the top card every round (before operating in the advanced game), so every
train a bot buys from the bank hands him the next, bigger one a round sooner and starts the phases
that rust the bots' trains sooner: what the income of today's trains alone cannot show. And his
second company, founded once he holds three 10 % shares: a bot that buys the bank's last shares first
keeps him from it."""
from __future__ import annotations

import math

from domain.core.rules import NextState
from domain.lilliput import bot_policy, content, flow
from domain.lilliput.solo import card_rank
from domain.lilliput.state import advanced_solo, directed, share_count, train_limit

FOUNDING_WORTH = 100
"""What Gulliver's second company earns him a payout: his half of a company given his next trains
(£120 to £320 in round 6 on in traced games), less what his first company no longer gets. Traced
normal games lost by £400 to £1,500 when he founded it in round 6 or 7; every game won saw none."""

SAVED_BY = 7
"""The round by which Gulliver has saved the £250 for it, if today's dividends say later: traced
normal games saw him found it in round 6, 7 or 8, his dividends growing with the trains he is given."""


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
    future = _undealt(state)
    for number in range(state["round"], state["rounds"] + 1):
        now = number == state["round"] and state["stage"] == "operating"
        if advanced and not now:  # this round's card left before its operating round began
            future = _dealt(future)
        weight = 2 if number == state["rounds"] else 1
        for company in total:
            if not now or bot_policy.pays_this_round(state, company):
                total[company] += weight * bot_policy.income(future, company)
        if not advanced:
            future = _dealt(future)
    return total


def dealt_this_round(state: dict) -> dict:
    """The trains as they will run this round: in the advanced solo game the round's card leaves the
    deck for Gulliver only as the operating round begins, so before it `state` with that card dealt
    (rusting what its phase rusts), after it `state` itself. An evaluation that reads its incomes does
    not jump by hundreds of points when the card is dealt, more than any command the search compares."""
    if not advanced_solo(state) or state["stage"] in ("operating", "finished"):
        return state
    global _last_dealt
    last = _last_dealt  # (read once: another thread may deal another position meanwhile)
    if last[0] is not state:  # the search evaluates a position for each seat in turn
        last = _last_dealt = (state, _dealt(_undealt(state)))
    return last[1]


_last_dealt: tuple = (None, None)
"""The last position dealt and its deal (held, so never another position at the same address; positions
are never changed in place, every fact making a new one)."""


def _undealt(state: dict) -> dict:
    """`state` with no rusting or returns of its own pending, to deal the deck's cards on."""
    return {**state, "rusted": [], "returns_due": []}


def _dealt(future: dict) -> dict:
    """`future` once the bank's top card has left, by the rules' own bookkeeping (domain/lilliput/flow.py),
    sharing what the card leaves alone."""
    dealt = NextState(future)
    flow.move_top_to_depot(dealt)
    limit = train_limit(dealt)
    for company in dealt["returns_due"]:
        trains = dealt.own("companies", company, "trains")
        while limit is not None and len(trains) > limit:
            trains.remove(min(trains, key=card_rank))
    dealt["returns_due"] = []
    return dealt.made()


def founding_threat(state: dict) -> float:
    """What Gulliver's second company is likely to earn him (solo game step D): a payout's worth for
    each payout after the round he can found it in, once he holds three 10 % shares and £250; none if
    the bank has fewer shares left than he still needs, and less the fewer it has to spare (a bot may
    take them first: each share it takes lowers the threat)."""
    gulliver = state["automa"]
    rules = content.game()["gulliver"]
    if gulliver is None or state["stage"] == "finished" \
            or len(directed(state, gulliver)) >= content.game()["director_limit"]:
        return 0.0
    needed = max(0, rules["ten_percent_shares"] - sum(state["seats"][gulliver]["shares"].values()))
    spare = sum(placed["pool"] for placed in state["companies"].values()) - needed
    if spare < 0:
        return 0.0
    dividends = 0.0
    for company in state["companies"]:
        held = share_count(state, gulliver, company)
        if held and bot_policy.pays_this_round(state, company):
            dividends += held / 10 * bot_policy.income(state, company)
    before_turn = state["stage"] in ("draft", "bonus", "actions")  # his turn of this round still to come
    cash = state["seats"][gulliver]["cash"] + (0 if before_turn else dividends)
    short = rules["director_payment_min"] - cash
    saving = 0 if short <= 0 else math.ceil(short / dividends) if dividends else state["rounds"]
    turn = state["round"] + (0 if before_turn else 1)  # the round of his next turn
    founded = turn + max(needed, min(saving, SAVED_BY - turn))
    payouts = state["rounds"] - founded + 2 if founded <= state["rounds"] else 0  # the last one's twice
    return FOUNDING_WORTH * payouts * min(1.0, (spare + 1) / (needed + 1))
