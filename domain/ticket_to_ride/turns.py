"""Deciding commands: every check of the rules, and the events a legal command produces."""
from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from domain.core.batch import Batch
from domain.core.rng import Rng
from domain.core.rules import (
    MAX_EVENTS_PER_COMMAND,
    RuleViolation,
    State,
    next_chance,
    played_since,
)
from domain.ticket_to_ride.board import GREY, MAP, ROUTE_POINTS, ROUTES, TABLE, is_locomotive
from domain.ticket_to_ride.evolve import evolve
from domain.ticket_to_ride.scoring import score_players
from domain.ticket_to_ride.state import (
    CLOSED_MESSAGES,
    RESHUFFLE,
    RESHUFFLES_KEYED_SINCE,
    cards_for,
    color_counts,
    last_turn_over,
    payments,
    route_closed,
)


class Outcome(Batch):
    """The events of one command so far, and the state they lead to (later steps look at it; a looping
    rule, as version 1's endless wipes, is refused before it exhausts memory)."""

    game, fold = "ticket-to-ride", staticmethod(evolve)


def violation(code: str, message: str, **details: object) -> RuleViolation:
    return RuleViolation(f"ticket_to_ride.{code}", message, **details)


# --- the card supply -------------------------------------------------------------------------------

def restock(out: Outcome, rng: Rng) -> None:
    """Keep the supply as the rulebook wants it: a used-up deck is replaced by the shuffled discards,
    empty face-up places are refilled from the deck, and five face-up cards with three locomotives are
    discarded and dealt again, as often as needed, unless no deal can ever show fewer
    (docs/rules/ticket-to-ride.md, interpretation 4; each rules version says when that is)."""
    limit, size = TABLE["face_up_locomotive_limit"], MAP["face_up"]
    shown: set[str] = set()  # rules version 2: every card face up at some point of this restock
    wipes = 0  # rules version 3: at most WIPES_PER_RESTOCK
    while True:
        state = out.state
        face_up = state["face_up"]
        shown.update(face_up)
        if not state["deck"] and state["discard"]:
            out.emit("deck_reshuffled", {"deck": reshuffled(state, rng)})
        elif len(face_up) < size and state["deck"]:
            out.emit("face_up_dealt", {"cards": state["deck"][: size - len(face_up)]})
        elif sum(map(is_locomotive, face_up)) >= limit and _wipe_may_end(state, shown, wipes):
            out.emit("face_up_discarded", {"cards": list(face_up)})
            wipes += 1
        else:
            return


def reshuffled(state: State, rng: Rng) -> list[str]:
    """The discard pile shuffled into a new deck; from rules version 4 on the discards in card order,
    as the game's n-th reshuffle (the chance event "reshuffle:<n>")."""
    if not played_since(state, RESHUFFLES_KEYED_SINCE):
        return rng.shuffled(state["discard"])
    return rng.chance(next_chance(state, RESHUFFLE)).shuffled(sorted(state["discard"]))


WIPES_END_SINCE = 3
"""Rules version 3: the wipes stop only when no deal can ever show fewer than three locomotives (or
after WIPES_PER_RESTOCK of them)."""

WIPES_PER_RESTOCK = (MAX_EVENTS_PER_COMMAND - 10) // 4
"""Rules version 3: at most 247 wipes in one restock. A wipe makes at most four events (the row
discarded, dealt, the discards reshuffled, the rest dealt), so the command stays within the rule
engine's limit. No uniform-random game reaches it (none of 200); games where the players hoard cards
rarely do (1 restock of 34,703 in 200 such games), and in the worst supply there is (all 14
locomotives and 3 cars) about 3 restocks in 100."""


def _cars(cards: list[str]) -> int:
    return sum(not is_locomotive(card) for card in cards)


def _wipe_may_end(state: State, shown: set[str], wipes: int) -> bool:
    """Whether wiping the row (which shows three locomotives) may still lead to a row of fewer.

    Version 1: while the supply (deck, discards and row) holds enough cars for such a row at all.
    Version 2: besides, only until every card of the supply has been face up in this restock; that
    stops too early (after a reshuffle the same cards may still be dealt in a better five).
    Version 3: unless no row the wipes can deal from now on has enough cars, which happens only
    (tests/domain/ticket_to_ride/test_ttr_wipes.py searches every small supply for the others):
    - the supply holds fewer cars than a row needs; or
    - the supply is exactly two rows (ten cards): once the deck holds five and nothing is discarded,
      each wipe discards the row, deals the deck and reshuffles the wiped five into the next deck, so
      the same two fives take turns for ever. Before that one wipe may still mix them: the deck's
      cards come first and the discards, shuffled with the wiped row, fill the row up.
    In every other supply some sequence of shuffles deals a row of fewer locomotives, and each
    reshuffle is a fresh chance, so the wipes end; WIPES_PER_RESTOCK bounds the unlucky ones."""
    supply = state["deck"] + state["discard"] + state["face_up"]
    size = MAP["face_up"]
    needed = size - TABLE["face_up_locomotive_limit"] + 1  # cars in a row of fewer than three locomotives
    if not played_since(state, WIPES_END_SINCE):
        if played_since(state, 2) and shown.issuperset(supply):
            return False
        return _cars(supply) >= needed
    if _cars(supply) < needed or wipes >= WIPES_PER_RESTOCK:
        return False
    if len(supply) != 2 * size:
        return True
    deck, discard = state["deck"], state["discard"]
    if not discard:  # the deck's five are the next row, then this row's five again
        return _cars(deck) >= needed
    mixed = discard + state["face_up"]  # reshuffled; the row gets the deck's cards and len(discard) of these
    return _cars(mixed) >= needed or _cars(deck) + min(len(discard), _cars(mixed)) >= needed


# --- whose turn, and which step of it ------------------------------------------------------------------

def check_turn(state: State, seat: int, kind: str) -> None:
    if state["phase"] == "finished":
        raise violation("game_over", "The game is over.")
    player = state["players"][seat]
    if state["phase"] == "choose_tickets":
        if not player["offer"]:
            raise violation("not_your_turn", "You have chosen your tickets; wait for the others to choose theirs.")
        if kind != "keep_tickets":
            raise violation("choose_tickets_first", "Before the first turn, choose which tickets to keep.")
        return
    if seat != state["active"]:
        raise violation("not_your_turn", "It is not your turn.", active_seat=state["active"])
    if player["offer"] and kind != "keep_tickets":
        raise violation("choose_tickets_first", "Choose which of the tickets you drew to keep.")
    if state["drawn"] and kind not in ("draw_deck", "take_face_up"):
        raise violation("draw_second_card", "You drew one train card: draw your second card.")
    if kind == "keep_tickets" and not player["offer"]:
        raise violation("no_ticket_offer", "You have no drawn tickets to choose from.")


def end_turn(out: Outcome, seat: int) -> None:
    out.emit("turn_ended", {}, seat)
    if last_turn_over(out.state):
        players = [{"routes": p["routes"], "tickets": p["tickets"]} for p in out.state["players"]]
        out.emit("game_ended", {"result": score_players(players)})


# --- the commands ----------------------------------------------------------------------------------

def draw_deck(out: Outcome, seat: int, data: dict, rng: Rng) -> None:
    if not out.state["deck"]:
        raise violation("no_train_cards", "There are no train cards left to draw (no deck and no discards).")
    out.emit("card_drawn", {"source": "deck", "card": out.state["deck"][0]}, seat)
    _after_draw(out, seat, rng, ends_turn=False)


def take_face_up(out: Outcome, seat: int, data: dict, rng: Rng) -> None:
    state, card = out.state, data["card"]
    if not state["deck"]:
        raise violation("no_train_cards", "There are no train cards left to draw (no deck and no discards).")
    if card not in state["face_up"]:
        raise violation("not_face_up", "That card is not among the face-up cards.", card=card)
    if is_locomotive(card) and state["drawn"]:
        raise violation("locomotive_second_card", "A face-up locomotive cannot be taken as the second card.")
    out.emit("card_drawn", {"source": "face_up", "card": card}, seat)
    # a face-up locomotive taken first counts as both cards
    _after_draw(out, seat, rng, ends_turn=is_locomotive(card))


def _after_draw(out: Outcome, seat: int, rng: Rng, ends_turn: bool) -> None:
    restock(out, rng)
    if ends_turn or out.state["drawn"] == 2 or not out.state["deck"]:
        end_turn(out, seat)


def claim_route(out: Outcome, seat: int, data: dict, rng: Rng) -> None:
    state, route_id = out.state, data["route"]
    route, player = ROUTES[route_id], state["players"][seat]
    closed = route_closed(state, seat, route_id)
    if closed:
        raise violation(closed, CLOSED_MESSAGES[closed], route=route_id)
    if player["trains"] < route["length"]:
        raise violation("not_enough_trains", f"This route needs {route['length']} trains; you have {player['trains']}.",
                        route=route_id)
    color, locomotives = data["color"], data["locomotives"]
    if (color is None) != (locomotives == route["length"]):
        raise violation("bad_payment", "Name the colour of the car cards, or no colour when locomotives pay it all.",
                        route=route_id)
    if color is not None and route["color"] not in (color, GREY):
        raise violation("wrong_color", f"This route must be paid with {route['color']} cards.", route=route_id)
    if (color, locomotives) not in payments(player["hand"], route_id):
        counts = color_counts(player["hand"])
        raise violation("not_enough_cards", "You do not hold the cards for this payment.", route=route_id,
                        color=color, locomotives=locomotives, you_hold=counts)
    out.emit("route_claimed", {
        "route": route_id, "cards": cards_for(player["hand"], route_id, color, locomotives),
        "length": route["length"], "points": ROUTE_POINTS[route["length"]],
    }, seat)
    restock(out, rng)
    end_turn(out, seat)


def draw_tickets(out: Outcome, seat: int, data: dict, rng: Rng) -> None:
    deck = out.state["ticket_deck"]
    if not deck:
        raise violation("no_tickets_left", "There are no tickets left to draw.")
    out.emit("tickets_drawn", {"tickets": deck[: MAP["ticket_draw"]]}, seat)


def keep_tickets(out: Outcome, seat: int, data: dict, rng: Rng) -> None:
    state = out.state
    offer, wanted = state["players"][seat]["offer"], data["tickets"]
    if len(set(wanted)) != len(wanted) or not set(wanted) <= set(offer):
        raise violation("ticket_not_offered", "Keep only tickets you drew, each once.", tickets=wanted)
    minimum = keep_minimum(state, offer)
    if len(wanted) < minimum:
        raise violation("keep_more_tickets", f"You must keep at least {minimum} of the tickets you drew.",
                        minimum=minimum)
    kept = [t for t in offer if t in wanted]
    out.emit("tickets_kept", {"kept": kept, "returned": [t for t in offer if t not in wanted]}, seat)
    if state["phase"] == "turns":
        end_turn(out, seat)


def keep_minimum(state: State, offer: list[str]) -> int:
    key = "initial_tickets_keep_min" if state["phase"] == "choose_tickets" else "ticket_keep_min"
    return min(MAP[key], len(offer))


def pass_turn(out: Outcome, seat: int, data: dict, rng: Rng) -> None:
    if turn_actions(out.state, seat):
        raise violation("cannot_pass", "You may pass only when you can neither draw cards, claim a route nor draw tickets.")
    out.emit("turn_passed", {}, seat)
    end_turn(out, seat)


DECIDERS: dict[str, Callable[[Outcome, int, dict, Rng], None]] = {
    "draw_deck": draw_deck,
    "take_face_up": take_face_up,
    "claim_route": claim_route,
    "draw_tickets": draw_tickets,
    "keep_tickets": keep_tickets,
    "pass": pass_turn,
}


# --- legal commands --------------------------------------------------------------------------------

def legal(state: State, seat: int) -> list[dict]:
    player = state["players"][seat]
    if state["phase"] == "finished" or (state["phase"] == "turns" and seat != state["active"]):
        return []
    if player["offer"]:
        offer = player["offer"]
        return [
            {"type": "keep_tickets", "data": {"tickets": list(kept)}}
            for size in range(keep_minimum(state, offer), len(offer) + 1)
            for kept in combinations(offer, size)
        ]
    if state["phase"] == "choose_tickets":
        return []
    if state["drawn"]:
        return _card_draws(state, second=True)
    return turn_actions(state, seat) or [{"type": "pass", "data": {}}]


def turn_actions(state: State, seat: int) -> list[dict]:
    """Every action that opens a turn: train cards, claims (one per way to pay), tickets."""
    hand, trains = state["players"][seat]["hand"], state["players"][seat]["trains"]
    claims = [
        {"type": "claim_route", "data": {"route": route_id, "color": color, "locomotives": locomotives}}
        for route_id in sorted(ROUTES)
        if ROUTES[route_id]["length"] <= trains and not route_closed(state, seat, route_id)
        for color, locomotives in payments(hand, route_id)
    ]
    tickets = [{"type": "draw_tickets", "data": {}}] if state["ticket_deck"] else []
    return _card_draws(state, second=False) + claims + tickets


def _card_draws(state: State, second: bool) -> list[dict]:
    if not state["deck"]:
        return []
    face_up = sorted({card for card in state["face_up"] if not (second and is_locomotive(card))})
    return [{"type": "draw_deck", "data": {}}] + [{"type": "take_face_up", "data": {"card": c}} for c in face_up]

