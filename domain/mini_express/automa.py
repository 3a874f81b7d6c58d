"""The automa (Mašinfíra): its token draws, its two pointers and its choice of action, city and route.

Design: the automa's command is always `automa_turn {}`; every token it draws is drawn here, in
`decide`, from the command's Rng (from rules version 3 on, the stream of the draw's place in the game's
draws: state.DRAWS_KEYED_SINCE) and recorded as an `automa_drew` event, so the bag's order never
exists in the state (nobody can know it) and a replay needs no randomness."""
from __future__ import annotations

from domain.core.rng import Rng
from domain.core.rules import State, chance, next_chance, played_since
from domain.mini_express.actions import build, take_share
from domain.mini_express.batch import Batch
from domain.mini_express.board import (
    board_of,
    clockwise_key,
    companies_in,
    distances,
    east_north_key,
    routes,
)
from domain.mini_express.content import companies, tables
from domain.mini_express.state import AUTOMA_DRAW, DRAWS_KEYED_SINCE, level

MAX_DRAWS = 500  # a guard only: some company can act whenever the draws go on, they find it
DRAWS_WHEN_STUCK_SINCE = 4
"""Rules version 4: the turn's first token is drawn and both pointers moved even when no company can act
(the rulebook draws before it looks at the action; at normal and above the target pointer may reach
city 32 and end the game); only then does the automa pass. Earlier versions passed without drawing."""


def draw(b: Batch, seat: int, rng: Rng, move_city: bool) -> None:
    """Draw a token: a refresh token returns every token to the bag and is followed by a new draw.
    The company pointer moves by the lower number, the target-city pointer (first draw only) by the upper."""
    while True:
        bag = b.state["automa_state"]["bag"]  # in token order: the same bag gives the same token
        drawing = chance(b.state, DRAWS_KEYED_SINCE, rng, next_chance(b.state, AUTOMA_DRAW))
        token_id = bag[drawing.below(len(bag))]
        token = tables()["automa_tokens"][token_id]
        if token.get("refresh"):
            b.emit("automa_drew", {"token": token_id}, seat)
            continue
        a = b.state["automa_state"]
        order = companies()
        company = order[(order.index(a["company"]) + token["company"]) % len(order)]
        city = move_city_pointer(b.state, a["city"], token["city"]) if move_city else a["city"]
        b.emit("automa_drew", {"token": token_id, "company": company, "city": city}, seat)
        return


def move_city_pointer(state: State, city: str | None, steps: int) -> str | None:
    """Down each column, columns from east to west (the printed numbers), skipping cities whose demand
    token is gone; it enters the map on the first such city and stays on the last one it can reach."""
    ordered = sorted(board_of(state).cities.values(), key=lambda c: c.number)
    open_cities = [c.name for c in ordered if c.name in state["demand"]]
    if city is None:
        return open_cities[0] if open_cities else None
    number = board_of(state).cities[city].number
    for _ in range(steps):
        nxt = next((c for c in ordered if c.number > number and c.name in state["demand"]), None)
        if nxt is None:
            break
        city, number = nxt.name, nxt.number
    return city


def setup_shares(b: Batch, seat: int, rng: Rng) -> None:
    """Solo setup step IV: two draws move the company pointer; each gives the automa that company's share
    (two at 'hard' and above), from the set-aside shares first, then the asset board."""
    for _ in range(2):
        draw(b, seat, rng, move_city=False)
        company = b.state["automa_state"]["company"]
        wanted = level(b.state)["automa_setup_shares_per_draw"]
        c = b.state["companies"][company]
        for source, held in (("set_aside", c["set_aside"]), ("board", c["shares"])):
            count = min(wanted, held)
            if count:
                b.emit("share_granted", {"seat": seat, "company": company, "count": count, "source": source}, seat)
                wanted -= count


def can_act(state: State, company: str) -> bool:
    """Action A (0-2 trains on the asset board) needs a share left; action B needs a city in reach."""
    c = state["companies"][company]
    if c["trains"] <= 2:
        return c["shares"] > 0
    return bool(routes(state, company, c["trains"]))


def turn(state: State, seat: int, rng: Rng) -> tuple[Batch, str | None]:
    """Play the automa's turn; returns the batch and, when its target pointer ends the game, the reason."""
    b = Batch(state)
    stuck = not any(can_act(state, c) for c in companies())  # the draws change no company's action
    if stuck and not played_since(state, DRAWS_WHEN_STUCK_SINCE):
        b.emit("passed", {"seat": seat}, seat)
        return b, None
    rules = level(state)
    for draws in range(MAX_DRAWS):
        draw(b, seat, rng, move_city=draws == 0)
        a = b.state["automa_state"]
        end_at = rules["end_at_city"]
        if draws == 0 and end_at and a["city"] and board_of(state).cities[a["city"]].number >= end_at:
            return b, "automa_reached_city"
        if stuck:  # no new token would give an action: the automa has none this turn
            break
        company = a["company"]
        if not can_act(b.state, company):
            continue  # draw again for a new company; the target city stays
        if b.state["companies"][company]["trains"] <= 2:
            up_to = tables()["trains"]["automa_refill_up_to"] if rules["automa_share_refill"] == "up_to" else None
            take_share(b, seat, company, paid=0, up_to=up_to, influence=rules["automa_share_influence"])
        else:
            build_for(b, seat, company, rules["automa_compensation_limit"])
        return b, None
    b.emit("passed", {"seat": seat}, seat)
    return b, None


def build_for(b: Batch, seat: int, company: str, compensation_limit: int | None) -> None:
    state = b.state
    bd = board_of(state)
    target = state["automa_state"]["city"]
    far = distances(state, bd.cities[target].cell)
    options = routes(state, company, state["companies"][company]["trains"])

    def city_key(city: str) -> tuple:
        cell = bd.cities[city].cell
        trains = min(r.trains for r in options if r.city == city)
        return (far.get(cell, 10**6), trains, -len(companies_in(state, cell)), -bd.cities[city].number)

    city = min({r.city for r in options}, key=city_key)
    chosen = [r for r in options if r.city == city]
    start = min((s for r in chosen for s in r.starts), key=east_north_key)
    city_cell = bd.cities[city].cell
    path = min((r.path for r in chosen if start in r.starts), key=lambda p: clockwise_key(start, p, city_cell))
    build(b, seat, company, city, list(path), _chooser(state, seat, far), automa=True,
          compensation_limit=compensation_limit)


def _chooser(state: State, seat: int, far: dict[str, int]):
    def choose(kind: str, options: list):
        if kind == "port":  # the port nearest the target city (as step 2.B), ties north-easterly first
            return min(options, key=lambda cell: (far.get(cell, 10**6), east_north_key(cell)))
        if kind == "west":  # most automa shares, then fewest player shares, then the pointer's order
            order = companies()
            pointer = order.index(state["automa_state"]["company"])
            players = state["players"]
            return min(options, key=lambda c: (
                -players[seat]["shares"][c],
                sum(p["shares"][c] for i, p in enumerate(players) if i != seat),
                (order.index(c) - pointer) % len(order),
            ))
        raise ValueError(kind)  # the automa never chooses the wild colour: it gains in all four

    return choose
