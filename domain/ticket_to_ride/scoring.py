"""Final scoring: route points, tickets by connection, the longest continuous path, the winner."""
from __future__ import annotations

from domain.core.rules import RuleViolation
from domain.ticket_to_ride.board import CITIES, DOUBLE_PARTNER, MAP, PLAYERS, ROUTE_POINTS, ROUTES, TICKETS
from domain.ticket_to_ride.trails import longest_trail, longest_trail_of, networks

CITY_NUMBER: dict[str, int] = {city: number for number, city in enumerate(CITIES)}  # the networks' bitmasks
ROUTE_LINK: dict[str, tuple[int, int, int]] = {
    r: (CITY_NUMBER[route["a"]], CITY_NUMBER[route["b"]], route["length"]) for r, route in ROUTES.items()}
ROUTE_SCORE: dict[str, int] = {r: ROUTE_POINTS[route["length"]] for r, route in ROUTES.items()}
TICKET_CITIES: dict[str, int] = {t: 1 << CITY_NUMBER[ticket["a"]] | 1 << CITY_NUMBER[ticket["b"]]
                                 for t, ticket in TICKETS.items()}


def longest_path(route_ids: list[str]) -> int:
    """Length in trains of the longest trail (no route used twice, cities may repeat) in the network."""
    return longest_trail([ROUTE_LINK[r] for r in route_ids])


def _joins(regions: list[int], ticket: str) -> bool:
    ends = TICKET_CITIES[ticket]
    return any(region & ends == ends for region in regions)


def score_players(players: list[dict]) -> dict:
    """Score `[{routes, tickets}]` (valid ids): every player's breakdown, bonus holders, winners."""
    scored = []
    for player in players:
        routes, tickets = player["routes"], player["tickets"]
        regions, parts = networks([ROUTE_LINK[r] for r in routes])
        completed = [t for t in tickets if _joins(regions, t)]
        failed = [t for t in tickets if t not in completed]
        scored.append({
            "routes": sum(ROUTE_SCORE[r] for r in routes),
            "tickets": sum(TICKETS[t]["points"] for t in completed) - sum(TICKETS[t]["points"] for t in failed),
            "tickets_completed": completed,
            "tickets_failed": failed,
            "path_length": longest_trail_of(parts),
        })
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


def check_board(board: object) -> list[dict]:
    """The players of a raw board `{"players": [{"routes", "tickets"}]}`; RuleViolation if it is not a
    position the rules allow (one of BOARD_RULES, named in the refusal's `rule`)."""
    players = board.get("players") if isinstance(board, dict) else None
    if not isinstance(players, list) or not PLAYERS["min"] <= len(players) <= PLAYERS["max"]:
        _bad("player_count")
    if _plainly_allowed(players):
        return [{"routes": list(p["routes"]), "tickets": list(p["tickets"])} for p in players]
    return _checked(players)


def _plainly_allowed(players: list) -> bool:
    """Whether the board breaks none of BOARD_RULES, by set operations (bulk scoring's common case); when
    not, `_checked` goes through it in order and names the first rule broken."""
    claimed: dict[str, int] = {}
    held: set = set()
    tickets_held = 0
    for seat, player in enumerate(players):
        routes, tickets = (player.get("routes"), player.get("tickets")) if type(player) is dict else (None, None)
        if type(routes) is not list or type(tickets) is not list or len(tickets) < _KEEP_AT_LEAST:
            return False
        try:
            if not _ROUTE_IDS.issuperset(routes) or not _TICKET_IDS.issuperset(tickets):
                return False
        except TypeError:  # (an unhashable id)
            return False
        if sum(map(_TRAINS.__getitem__, routes)) > _TRAINS_EACH:
            return False
        claimed.update(dict.fromkeys(routes, seat))
        held.update(tickets)
        tickets_held += len(tickets)
    if len(claimed) != sum(len(player["routes"]) for player in players) or len(held) != tickets_held:
        return False
    for route in _DOUBLES.intersection(claimed):
        partner = claimed.get(DOUBLE_PARTNER[route])
        if partner is not None and (partner == claimed[route] or len(players) < _DOUBLES_OPEN_FROM):
            return False
    return True


_ROUTE_IDS, _TICKET_IDS, _DOUBLES = frozenset(ROUTES), frozenset(TICKETS), frozenset(DOUBLE_PARTNER)
_TRAINS = {r: route["length"] for r, route in ROUTES.items()}
_TRAINS_EACH, _KEEP_AT_LEAST = MAP["trains_per_player"], MAP["initial_tickets_keep_min"]
_DOUBLES_OPEN_FROM = MAP["double_routes_single_use_below_players"]


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


def score_board(board: dict) -> dict:
    return score_players(check_board(board))
