"""Ticket to Ride's determiniser for the bots (domain/core/search.py).

A seat sees its own hand, tickets and offer, the face-up cards, every claimed route and the others'
counts; its redacted history adds the cards others took face up and every card paid for a route.
The world is rebuilt from the view, with the discard pile and the others' face-up takings followed
through the history, and the rest re-dealt: the unseen train cards to the others' hands and the deck,
the unseen tickets to the others' tickets and offers and the ticket deck. The redacted history does
not carry the rules version; the world is played under the newest one."""
from __future__ import annotations

import heapq
from collections import Counter
from dataclasses import replace

from domain.core import search
from domain.core.rng import Rng
from domain.core.rules import Event, State, with_recorded_version
from domain.ticket_to_ride.board import CARDS, ROUTES, TICKETS
from domain.ticket_to_ride.state import color_counts, route_closed

SCALE = 12.0
LEVELS = {"easy": replace(search.LEVELS["easy"], iterations=22),
          "normal": replace(search.LEVELS["normal"], iterations=110),
          "strong": replace(search.LEVELS["strong"], iterations=480)}
"""The search tries only the claims worth making and plays its leaves on as a player who does not look
ahead (`candidates`, `playout`); a play-out claims more often than a random one and costs more, so the
normal and strong bots search fewer nodes than elsewhere, to stay within the CPU a move they took before
(bench/bot_move_cpu.py; docs/bots.md); the easy bot, which scores each move it tries, tries 22, not 24."""
HAND_CARD = 0.5
"""A train card in hand is worth a little: it is half of a route point in the making."""

_LINKS: dict[str, list[tuple[str, str, int]]] = {}
for _route_id, _route in sorted(ROUTES.items()):
    _LINKS.setdefault(_route["a"], []).append((_route_id, _route["b"], _route["length"]))
    _LINKS.setdefault(_route["b"], []).append((_route_id, _route["a"], _route["length"]))


def known_world(view: dict, history: list[Event]) -> State:
    """The view as a state, of the others' hands only the cards seen taken, both decks left empty (and
    no count of reshuffles: under rules version 4 it names only which stream of the search's own seed
    a reshuffle in the search draws from)."""
    seat = view["viewer"]
    discard: list[str] = []
    # Cards others are known to hold. A card id is one card: paid for a route, it left the hand, whatever
    # came back of it since through the discards and the deck is unknown until taken face up again.
    taken: list[set[str]] = [set() for _ in view["players"]]
    passes = 0
    for event in history:
        data = event.data
        if event.type == "deck_reshuffled":
            discard = []
        elif event.type == "face_up_discarded":
            discard += data["cards"]
        elif event.type == "route_claimed":
            discard += data["cards"]
            taken[event.seat] -= set(data["cards"])
        elif event.type == "card_drawn" and data["source"] == "face_up":
            taken[event.seat].add(data["card"])
        if event.type in ("card_drawn", "route_claimed", "tickets_kept"):
            passes = 0
        elif event.type == "turn_passed":
            passes += 1
    players = []
    for index, shown in enumerate(view["players"]):
        mine = index == seat
        players.append({
            "hand": sorted(shown["hand"]) if mine else sorted(taken[index]),
            "tickets": list(shown["tickets"]) if mine else [],
            "offer": list(shown["offer"]) if mine else [],
            "trains": shown["trains"], "routes": list(shown["routes"]), "route_points": shown["route_points"],
        })
    world = {
        "players": players, "deck": [], "face_up": list(view["face_up"]), "discard": discard,
        "ticket_deck": [], "claimed": dict(view["claimed"]), "phase": view["phase"],
        "active": view["active_seat"] if view["active_seat"] is not None else 0,
        "turn": view["turn"], "drawn": view["cards_drawn_this_turn"],
        "final_turns_left": view["final_turns_left"], "passes": passes, "result": view["result"],
    }
    # the rules the game was set up under (its first event records them since version 2)
    return with_recorded_version(world, history[0].data)


def resample(world: State, view: dict, rng: Rng) -> State:
    """The known world with the unseen cards and tickets dealt in a random order."""
    return _deal(world, view, rng.shuffled(_unseen_cards(world)), rng.shuffled(_unseen_tickets(world, view["viewer"])))


def _unseen_cards(world: State) -> list[str]:
    seen = Counter(world["face_up"]) + Counter(world["discard"])
    for player in world["players"]:
        seen.update(player["hand"])
    return [card for card in CARDS if not seen[card]]


def _unseen_tickets(world: State, seat: int | None) -> list[str]:
    """Every ticket not in the seat's hand or offer (every ticket, for the spectator)."""
    mine = set() if seat is None else set(world["players"][seat]["tickets"]) | set(world["players"][seat]["offer"])
    return [ticket for ticket in sorted(TICKETS) if ticket not in mine]


def _deal(world: State, view: dict, cards: list[str], tickets: list[str]) -> State:
    """A copy of the known world: the others' hands filled up to their counts, their tickets and offers
    dealt, then the decks, from the pools in their order."""
    seat = view["viewer"]
    players = []
    for index, (player, shown) in enumerate(zip(world["players"], view["players"], strict=True)):
        if index == seat:
            players.append(player)
            continue
        missing, kept, offered = shown["hand_count"] - len(player["hand"]), shown["ticket_count"], shown["offer_count"]
        players.append({**player, "hand": sorted(player["hand"] + cards[:missing]), "tickets": tickets[:kept],
                        "offer": tickets[kept:kept + offered]})
        cards, tickets = cards[missing:], tickets[kept + offered:]
    if len(cards) != view["deck_count"] or len(tickets) != view["ticket_deck_count"]:
        raise ValueError("ticket-to-ride: the view and history do not account for every card and ticket")
    return {**world, "players": players, "deck": cards, "ticket_deck": tickets}


def evaluate(state: State, seat: int) -> float:
    """Route points, a little for each card in hand, and each ticket: its points when done, minus its
    points when out of reach, and in between by how much of its cheapest connection is still to lay."""
    player = state["players"][seat]
    value = player["route_points"] + HAND_CARD * len(player["hand"])
    for ticket_id in player["tickets"]:
        ticket = TICKETS[ticket_id]
        needed = trains_needed(state, seat, ticket_id)
        if needed == 0:
            value += ticket["points"]
        elif needed is None or needed > player["trains"]:
            value -= ticket["points"]
        else:
            value += ticket["points"] * (1 - 2 * min(1.0, needed / _SHORTEST[ticket_id]))
    return value


def seat_count(state: State) -> int:
    return len(state["players"])


def automa_seat(state: State) -> int | None:
    return None


def trains_needed(state: State | None, seat: int, ticket_id: str) -> int | None:
    """The fewest trains the seat still needs to lay to join the ticket's cities (0: done; None: it can no
    longer be done); without a state, on an empty map."""
    return _trains_needed(state, seat, TICKETS[ticket_id]["a"], TICKETS[ticket_id]["b"])


def _trains_needed(state: State | None, seat: int, start: str, goal: str) -> int | None:
    """The fewest trains that still join two cities for the seat (its own routes cost nothing, routes
    it may not claim are closed); None when they cannot be joined. Without a state: on an empty map."""
    found = _cheapest(state, seat, start, goal)
    return None if found is None else found[0]


def _cheapest(state: State | None, seat: int, start: str, goal: str) -> tuple[int, list[str]] | None:
    """The fewest trains joining two cities for the seat and the routes of one such way (its own among
    them); None when they cannot be joined."""
    best = {start: 0}
    came_by: dict[str, tuple[str, str]] = {}  # city -> (route, city before it)
    queue = [(0, start)]
    while queue:
        cost, city = heapq.heappop(queue)
        if city == goal:
            way = []
            while city != start:
                route_id, city = came_by[city]
                way.append(route_id)
            return cost, way
        if cost > best.get(city, cost):
            continue
        for route_id, other, length in _LINKS[city]:
            if state is None:
                step = length
            elif state["claimed"].get(route_id) == seat:
                step = 0
            elif route_closed(state, seat, route_id) is None:
                step = length
            else:
                continue
            if cost + step < best.get(other, cost + step + 1):
                best[other] = cost + step
                came_by[other] = (route_id, city)
                heapq.heappush(queue, (cost + step, other))
    return None


_SHORTEST: dict[str, int] = {ticket_id: trains_needed(None, 0, ticket_id) or 1 for ticket_id in TICKETS}


def searched(command: dict) -> bool:
    return True


SHORT_ROUTE = 3
"""Routes shorter than this (1 to 2 points) are searched only where they serve a ticket: a train spent on
them scores far less than on a long route, and the game ends when the trains run out."""


def candidates(state: State, seat: int, legal: list[dict]) -> list[dict]:
    """The commands worth searching: every draw, and the claims of routes that serve one of the seat's
    tickets or are long, each paid one way (the fewest locomotives, then the colour held most: a hand of a
    dozen cards pays a grey route in tens of ways, which the search would otherwise try as so many moves)."""
    claims = [command for command in legal if command["type"] == "claim_route"]
    if not claims:
        return legal
    held = color_counts(state["players"][seat]["hand"])
    short = any(ROUTES[command["data"]["route"]]["length"] < SHORT_ROUTE for command in claims)
    wanted = ticket_routes(state, seat) if short else frozenset()
    cheapest: dict[str, dict] = {}
    for command in claims:
        data = command["data"]
        if ROUTES[data["route"]]["length"] < SHORT_ROUTE and data["route"] not in wanted:
            continue
        best = cheapest.get(data["route"])
        if best is None or _payment_rank(data, held) < _payment_rank(best["data"], held):
            cheapest[data["route"]] = command
    kept = [command for command in legal
            if command["type"] != "claim_route" or cheapest.get(command["data"]["route"]) is command]
    return kept or legal


def playout(state: State, seat: int, legal: list[dict]) -> dict:
    """The play-outs' command, as a player who does not look ahead: claim the longest route of the candidates
    (a short one among them serves a ticket), else draw from the deck (else the first candidate: the fewest
    tickets kept)."""
    claims = [command for command in legal if command["type"] == "claim_route"]
    if claims:
        return max(claims, key=lambda c: ROUTES[c["data"]["route"]]["length"])
    return next((command for command in legal if command["type"] == "draw_deck"), legal[0])


def ticket_routes(state: State, seat: int) -> frozenset[str]:
    """The routes still to claim on one cheapest way of each of the seat's unfinished tickets (memoised: the
    search meets the same claims and tickets again and again; a pure function of the key, so determinism
    holds)."""
    tickets = state["players"][seat]["tickets"]
    key = (seat, len(state["players"]), tuple(tickets), tuple(sorted(state["claimed"].items())))
    found = _TICKET_ROUTES.get(key)
    if found is None:
        if len(_TICKET_ROUTES) >= _CACHE_LIMIT:
            _TICKET_ROUTES.clear()
        wanted: set[str] = set()
        for ticket_id in tickets:
            way = _cheapest(state, seat, TICKETS[ticket_id]["a"], TICKETS[ticket_id]["b"])
            if way is not None:
                wanted.update(route_id for route_id in way[1] if route_id not in state["claimed"])
        found = _TICKET_ROUTES[key] = frozenset(wanted)
    return found


_TICKET_ROUTES: dict[tuple, frozenset[str]] = {}
_CACHE_LIMIT = 20_000


def _payment_rank(data: dict, held: dict[str, int]) -> tuple[int, int]:
    return data["locomotives"], -held.get(data["color"], 0)
