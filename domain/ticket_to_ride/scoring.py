"""Final scoring: route points, tickets by connection, the longest continuous path, the winner.

Bulk scoring (issue 42) scores many boards, so a player's routes are taken as numbers into tables made once
here: each route's bit (a board's routes as one int show a route claimed twice, or both halves of a
double, in one operation), its cities, trains and points, and the routes sharing a city with it, over
which a player's networks are flooded (docs/rules/ticket-to-ride.md, "Longest path algorithm")."""
from __future__ import annotations

from domain.core.rules import RuleViolation
from domain.ticket_to_ride.board import CITIES, DOUBLE_PARTNER, MAP, PLAYERS, ROUTE_POINTS, ROUTES, TICKETS
from domain.ticket_to_ride.trails import longest_trail

CITY_NUMBER: dict[str, int] = {city: number for number, city in enumerate(CITIES)}


def _route_order() -> list[str]:
    """The routes in the map's order, each double's second half right after its first, so that a board's
    bits `m` hold both halves of some double exactly when `m & m >> 1 & _FIRST_HALVES` is not 0."""
    order: list[str] = []
    for route in ROUTES:
        if route not in order:
            order += [route, DOUBLE_PARTNER[route]] if route in DOUBLE_PARTNER else [route]
    return order


ROUTE_NUMBER: dict[str, int] = {route: number for number, route in enumerate(_route_order())}
_NUMBERED = [ROUTES[route] for route in ROUTE_NUMBER]
_BIT = tuple(1 << number for number in range(len(_NUMBERED)))
_TRAINS = tuple(route["length"] for route in _NUMBERED)
_POINTS = tuple(ROUTE_POINTS[route["length"]] for route in _NUMBERED)
_ENDS = tuple((CITY_NUMBER[route["a"]], CITY_NUMBER[route["b"]]) for route in _NUMBERED)
_AT_CITY = [sum(1 << number for number, ends in enumerate(_ENDS) if city in ends) for city in range(len(CITIES))]
# (the routes sharing a city with a route, its trains, its cities): a network is flooded route by route
_FLOOD = tuple(((_AT_CITY[a] | _AT_CITY[b]) & ~(1 << number), length, 1 << a | 1 << b)
               for number, ((a, b), length) in enumerate(zip(_ENDS, _TRAINS, strict=True)))
_FIRST_HALVES = sum(1 << ROUTE_NUMBER[route] for route in DOUBLE_PARTNER
                    if ROUTE_NUMBER[route] < ROUTE_NUMBER[DOUBLE_PARTNER[route]])
# trains between two cities joined by a route (both routes of a double have the same length)
TRAINS_BETWEEN: tuple[tuple[int, ...], ...] = tuple(
    tuple(next((length for (a, b), length in zip(_ENDS, _TRAINS, strict=True) if {a, b} == {one, other}), 0)
          for other in range(len(CITIES))) for one in range(len(CITIES)))

TICKET_NUMBER: dict[str, int] = {ticket: number for number, ticket in enumerate(TICKETS)}
_TICKET_BIT = tuple(1 << number for number in range(len(TICKETS)))
_TICKET_ENDS = tuple((CITY_NUMBER[ticket["a"]], CITY_NUMBER[ticket["b"]]) for ticket in TICKETS.values())
_TICKET_POINTS = tuple(ticket["points"] for ticket in TICKETS.values())

_TRAINS_EACH, _KEEP_AT_LEAST = MAP["trains_per_player"], MAP["initial_tickets_keep_min"]
_DOUBLES_OPEN_FROM = MAP["double_routes_single_use_below_players"]


def longest_path(route_ids: list[str]) -> int:
    """Length in trains of the longest trail (no route used twice, cities may repeat) of a player's routes
    (never both routes of a double: the rules let nobody hold them)."""
    return longest_trail(_networks(sum(_BIT[ROUTE_NUMBER[r]] for r in set(route_ids))), _ENDS, TRAINS_BETWEEN)


def _networks(routes: int) -> list[tuple[int, int, int, int]]:
    """Every connected network of a player's routes (their bits) as (trains, cities, odd cities, routes),
    bitmasks all."""
    found = []
    while routes:
        network = frontier = routes & -routes
        trains = cities = odd = 0
        while frontier:
            low = frontier & -frontier
            frontier ^= low
            near, length, ends = _FLOOD[low.bit_length() - 1]
            trains += length
            cities |= ends
            odd ^= ends
            new = near & routes & ~network
            network |= new
            frontier |= new
        routes ^= network
        found.append((trains, cities, odd, network))
    return found


def _score_player(routes: list[int], bits: int, tickets: list[str], ticket_numbers: list[int]) -> dict:
    by_network = _networks(bits)
    completed, failed, points = [], [], 0
    for ticket, number in zip(tickets, ticket_numbers, strict=True):
        a, b = _TICKET_ENDS[number]
        for _, cities, _, _ in by_network:
            if cities >> a & 1:
                joined = cities >> b & 1
                break
        else:
            joined = 0
        if joined:
            completed.append(ticket)
            points += _TICKET_POINTS[number]
        else:
            failed.append(ticket)
            points -= _TICKET_POINTS[number]
    return {
        "routes": sum(map(_POINTS.__getitem__, routes)),
        "tickets": points,
        "tickets_completed": completed,
        "tickets_failed": failed,
        "path_length": longest_trail(by_network, _ENDS, TRAINS_BETWEEN),
    }


def score_players(players: list[dict]) -> dict:
    """Score `[{routes, tickets}]` (valid ids): every player's breakdown, bonus holders, winners."""
    scored = []
    for player in players:
        routes = [ROUTE_NUMBER[r] for r in player["routes"]]
        scored.append(_score_player(routes, sum(map(_BIT.__getitem__, routes)), player["tickets"],
                                    [TICKET_NUMBER[t] for t in player["tickets"]]))
    return _result(scored)


def _result(scored: list[dict]) -> dict:
    longest = max(p["path_length"] for p in scored)
    # Nobody holds a path of length 0: the bonus needs at least one route.
    holders = [seat for seat, p in enumerate(scored) if longest and p["path_length"] == longest]
    for seat, p in enumerate(scored):
        p["longest_path"] = MAP["longest_path_bonus"] if seat in holders else 0
        p["total"] = p["routes"] + p["tickets"] + p["longest_path"]
    ranking = {seat: (p["total"], len(p["tickets_completed"]), p["path_length"]) for seat, p in enumerate(scored)}
    top = max(ranking.values())
    winners = [seat for seat, rank in ranking.items() if rank == top]
    return {
        "players": scored,
        "longest_path_length": longest,
        "longest_path_holders": holders,
        "winners": winners,
        "winner": winners[0] if len(winners) == 1 else None,
    }


def _plainly_allowed(players: list) -> list[tuple[list[int], int, list, list[int]]] | None:
    """Every player's (route numbers, their bits, tickets, ticket numbers) if the board breaks none of
    BOARD_RULES, found by bitmasks (bulk scoring's common case); else None, and `_checked` goes through
    the rules in order and names the first one broken."""
    numbered = []
    claimed = held = routes_held = tickets_held = 0
    for player in players:
        routes, tickets = (player.get("routes"), player.get("tickets")) if type(player) is dict else (None, None)
        if type(routes) is not list or type(tickets) is not list or len(tickets) < _KEEP_AT_LEAST:
            return None
        try:
            numbers = list(map(ROUTE_NUMBER.__getitem__, routes))
            ticket_numbers = list(map(TICKET_NUMBER.__getitem__, tickets))
        except (KeyError, TypeError):  # (an unknown or unhashable id)
            return None
        bits = sum(map(_BIT.__getitem__, numbers))
        ticket_bits = sum(map(_TICKET_BIT.__getitem__, ticket_numbers))
        # (a sum of distinct bits has one bit for each; any route or ticket twice carries into fewer)
        if (sum(map(_TRAINS.__getitem__, numbers)) > _TRAINS_EACH or bits & bits >> 1 & _FIRST_HALVES
                or claimed & bits or held & ticket_bits):
            return None
        claimed |= bits
        held |= ticket_bits
        routes_held += len(numbers)
        tickets_held += len(tickets)
        numbered.append((numbers, bits, tickets, ticket_numbers))
    if claimed.bit_count() != routes_held or held.bit_count() != tickets_held:
        return None
    if len(players) < _DOUBLES_OPEN_FROM and claimed & claimed >> 1 & _FIRST_HALVES:
        return None
    return numbered


def _checked(players: list) -> list[dict]:
    claimed: dict[str, int] = {}
    held: set[str] = set()
    for seat, player in enumerate(players):
        if not isinstance(player, dict) or not all(isinstance(player.get(k), list) for k in ("routes", "tickets")):
            _bad("player_lists", seat=seat)
        for route_id in player["routes"]:
            if not isinstance(route_id, str) or route_id not in ROUTES:
                _bad("unknown_route", seat=seat, route=str(route_id))
            if route_id in claimed:
                _bad("route_claimed_twice", seat=seat, route=route_id)
            claimed[route_id] = seat
        for ticket_id in player["tickets"]:
            if not isinstance(ticket_id, str) or ticket_id not in TICKETS:
                _bad("unknown_ticket", seat=seat, ticket=str(ticket_id))
            if ticket_id in held:
                _bad("ticket_held_twice", seat=seat, ticket=ticket_id)
            held.add(ticket_id)
        if len(player["tickets"]) < MAP["initial_tickets_keep_min"]:  # kept at the start, never given up
            _bad("ticket_minimum", seat=seat)
        if sum(ROUTES[r]["length"] for r in player["routes"]) > MAP["trains_per_player"]:
            _bad("train_limit", seat=seat)
    for route_id, seat in claimed.items():
        partner = claimed.get(DOUBLE_PARTNER.get(route_id))
        if partner == seat:
            _bad("double_route_own", seat=seat, route=route_id)
        if partner is not None and len(players) < MAP["double_routes_single_use_below_players"]:
            _bad("double_route_closed", route=route_id)
    return [{"routes": list(p["routes"]), "tickets": list(p["tickets"])} for p in players]


BOARD_RULES: dict[str, str] = {
    "player_count": f"the board needs a list of {PLAYERS['min']} to {PLAYERS['max']} players",
    "player_lists": "every player needs lists of routes and tickets",
    "unknown_route": "unknown route",
    "route_claimed_twice": "route claimed twice",
    "unknown_ticket": "unknown ticket",
    "ticket_held_twice": "ticket held twice",
    "ticket_minimum": f"every player keeps at least {MAP['initial_tickets_keep_min']} tickets",
    "train_limit": f"more than {MAP['trains_per_player']} trains on the board",
    "double_route_own": "one player holds both routes of a double pair",
    "double_route_closed": "both routes of a double pair are claimed with fewer than "
                           f"{MAP['double_routes_single_use_below_players']} players",
}
"""Why a bulk-scoring board is refused: the refusal's `rule` (stable) and `reason` (words)."""


def _bad(rule: str, **details: object) -> None:
    reason = BOARD_RULES[rule]
    raise RuleViolation("ticket_to_ride.bad_board", f"This is not a Ticket to Ride position: {reason}.",
                        rule=rule, reason=reason, **details)


def score_board(board: object) -> dict:
    """Score a raw board `{"players": [{"routes", "tickets"}]}` (as `score_players`); RuleViolation if it
    is not a position the rules allow (one of BOARD_RULES, named in the refusal's `rule`)."""
    players = board.get("players") if isinstance(board, dict) else None
    if not isinstance(players, list) or not PLAYERS["min"] <= len(players) <= PLAYERS["max"]:
        _bad("player_count")
    numbered = _plainly_allowed(players)
    if numbered is None:
        return score_players(_checked(players))
    return _result([_score_player(*player) for player in numbered])
