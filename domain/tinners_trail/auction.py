"""The auction for the right to build a mine (the black figure): bids clockwise until one bidder is left."""
from __future__ import annotations

from domain.core.rng import Rng
from domain.core.rules import Event, State
from domain.tinners_trail.content import tables, time_cost
from domain.tinners_trail.dice import discovery, discovery_roll
from domain.tinners_trail.state import is_empty, time_left, track_spot, violation


def start_auction(state: State, seat: int, data: dict, rng: Rng) -> list[Event]:
    bidders = [
        other for other in ((seat + step) % state["seats"] for step in range(state["seats"]))
        if other == seat or may_bid(state, other)
    ]
    auction = {"leader": seat, "bidders": bidders}
    started = Event("auction_started", {"area": data["area"], "bid": data["bid"], "bidders": bidders,
                                        "turn": next_bidder(auction, seat)}, seat)
    if len(bidders) == 1:
        return [started, mine_built(state, seat, data["area"], data["bid"], rng)]
    return [started]


def may_bid(state: State, seat: int) -> bool:
    """Who joins an auction: not passed, two time points left, a mine left and some money."""
    return (
        seat not in state["passed"]
        and time_left(state, seat) >= time_cost("build_mine")
        and state["mines_left"][seat] > 0
        and state["money"][seat] >= tables()["minimum_bid"]
    )


def next_bidder(auction: dict, after: int) -> int | None:
    """The next bidder clockwise after `after` who is not the leader (None when only the leader is left)."""
    bidders = auction["bidders"]
    start = bidders.index(after)
    for step in range(1, len(bidders) + 1):
        seat = bidders[(start + step) % len(bidders)]
        if seat != auction["leader"] and seat != after:
            return seat
    return None


def mine_built(state: State, seat: int, area: str, price: int, rng: Rng) -> Event:
    """The auction's winner pays, builds and moves on the time track; an empty area is rolled for only
    now, after paying (the rulebook: nobody knows its worth until the last moment)."""
    found = None
    if is_empty(state, area):
        dice = discovery_roll(state, area, rng)
        found = {"dice": dice, "cubes": discovery(state, area, dice)}
    data = {"area": area, "price": price, "time": track_spot(state, seat, time_cost("build_mine")), "discovery": found}
    return Event("mine_built", data, seat)


def raise_bid(state: State, seat: int, data: dict, rng: Rng) -> list[Event]:
    auction = {**state["auction"], "leader": seat}
    return [Event("bid_raised", {"amount": data["amount"], "turn": next_bidder(auction, seat)}, seat)]


def drop_out(state: State, seat: int, data: dict, rng: Rng) -> list[Event]:
    auction = state["auction"]
    following = next_bidder(auction, seat)
    dropped = Event("bidder_dropped", {"turn": following}, seat)
    if len(auction["bidders"]) == 2:
        return [dropped, mine_built(state, auction["leader"], auction["area"], auction["high"], rng)]
    return [dropped]


def decide_auction(state: State, seat: int, kind: str, data: dict, rng: Rng) -> list[Event]:
    auction = state["auction"]
    if not auction:
        raise violation("no_auction", "No auction is running.")
    if auction["turn"] != seat:
        raise violation("not_your_turn", "It is another bidder's turn in the auction.")
    if kind == "drop_out":
        return drop_out(state, seat, data, rng)
    if data["amount"] <= auction["high"]:
        raise violation("bid_too_low", "A bid must be higher than the current bid.", high=auction["high"])
    if data["amount"] > state["money"][seat]:
        raise violation("not_enough_money", "You cannot bid more money than you have.", money=state["money"][seat])
    return raise_bid(state, seat, data, rng)


def legal_bids(state: State, seat: int) -> list[dict]:
    auction = state["auction"]
    if not auction or auction["turn"] != seat:
        return []
    bids = [{"type": "bid", "data": {"amount": amount}} for amount in range(auction["high"] + 1, state["money"][seat] + 1)]
    return [*bids, {"type": "drop_out", "data": {}}]
