"""Gulliver, the automa of the solo game (rulebook: "Pravidla pro hru jednoho hráče"): his setup
and his turns. Everything he does is a base-game fact (company_picked, tile_laid, token_placed,
share_bought, company_founded, routes_run, dividend_paid, ...); every random choice is drawn here,
in decide, from the command's Rng (from rules version 8 on, from the streams of his turn's steps:
CHOICES_KEYED_SINCE), and the facts record its outcome, so a replay never re-rolls.
Where the rulebook leaves a choice open it is decided as written in docs/rules/lilliput.md."""
from __future__ import annotations

from domain.core import batch
from domain.core.rng import Rng
from domain.core.rules import Event, chance
from domain.lilliput import actions, board, content, events, market, operating
from domain.lilliput.checks import require
from domain.lilliput.solo import gulliver_companies
from domain.lilliput.state import acting_seat, is_last_round, price, variant

CHOICES_KEYED_SINCE = 8
"""Rules version 8: the random choices of Gulliver's turn in round r are the chance events
"gulliver:<r>:track" (step A), "gulliver:<r>:extension" (step C) and "gulliver:<r>:share" (step D, the
second home included), so a seed breaks his ties alike in every game wherever the options are alike."""


class Batch(batch.Batch):
    """Gulliver's facts, each his seat's."""

    game, fold = "lilliput", staticmethod(events.apply)


# --- setup ----------------------------------------------------------------------------------------

def setup(state: dict, seat: int, rng: Rng) -> list[Event]:
    """A random starting company, a random one of its home tiles on a random side of Mildendo (a
    curve in a random direction); the company gets no starting capital."""
    company = rng.choice(sorted(c for c, info in content.companies().items() if info["starting"]))
    tile = rng.choice(content.home_tiles(content.companies()[company]["home_kind"], variant(state)))
    side = rng.choice(board.EDGE_NAMES)
    facing = board.opposite(board.EDGE_NAMES.index(side))
    rotation = rng.choice([r for r in board.distinct_rotations(tile) if facing in board.track_edges(tile, r)])
    (picked,) = actions.pick_company(state, seat, {"company": company, "side": side, "tile": tile,
                                                   "rotation": rotation})
    return [Event(picked.type, picked.data | {"treasury": 0}, seat)]


# --- his turn -------------------------------------------------------------------------------------

def decide(state: dict, seat: int, command: dict, rng: Rng) -> list[Event]:
    require(state["stage"] != "finished", "game_over", "The game is over.")
    require(command["type"] == "automa_turn" and seat == state["automa"],
            "automa_only" if command["type"] == "automa_turn" else "not_for_automa",
            "Only Gulliver plays an automa turn, and he plays nothing else.")
    require(seat == acting_seat(state), "not_your_turn", "It is not Gulliver's turn.", active=acting_seat(state))
    b = Batch(state, seat)
    if state["offer"] is not None:
        b.emit("offer_declined", {"seat": seat})  # Gulliver never sells a train
    elif state["stage"] == "operating":
        operate(b)
    else:
        turn = f"gulliver:{state['round']}"  # his one turn of the round
        laid_city = lay_track(b, chance(state, CHOICES_KEYED_SINCE, rng, f"{turn}:track"))
        if laid_city and board.tokens_left(b.state, gulliver_companies(b.state)[0]) > 0:
            b.emit("token_placed", {"company": gulliver_companies(b.state)[0], "square": laid_city, "cost": 0})
        extend_track(b, chance(state, CHOICES_KEYED_SINCE, rng, f"{turn}:extension"))
        buy_share(b, chance(state, CHOICES_KEYED_SINCE, rng, f"{turn}:share"))
        b.emit("turn_ended", {"seat": seat})
    return b.events


def operate(b: Batch) -> None:
    """Best routes, then always a payout; a company without income withholds its £0 as in the base
    game (and never buys from the depot)."""
    company = b.state["operating"]["order"][b.state["operating"]["index"]]
    data = {"company": company}
    if b.state["operating"]["step"] == "run":
        for event in operating.best_routes(b.state, b.seat, data):
            b.emit(event.type, event.data)
    if b.state["operating"]["income"] > 0 or is_last_round(b.state):
        decision = operating.pay_out(b.state, b.seat, data)
    else:
        decision = operating.withhold(b.state, b.seat, data)
    for event in decision:
        b.emit(event.type, event.data)
    if b.state["stage"] == "operating" and b.state["operating"]["step"] == "depot":
        b.emit("depot_skipped", data)


# --- A. track, C. extra plain track ---------------------------------------------------------------

def _distance(sq: str, target: str = board.MILDENDO) -> int:
    (x, y), (tx, ty) = board.coords(sq), board.coords(target)
    return abs(x - tx) + abs(y - ty)


def _legal(state: dict, tile: str, sq: str, rotation: int) -> str | None:
    """The first of Gulliver's companies for which the lay is legal, or None."""
    colour = content.tiles()[tile]["colour"]
    return next((c for c in gulliver_companies(state) if board.lay_error(state, c, tile, sq, rotation, [colour]) is None
                 and state["companies"][c]["treasury"] >= board.build_cost(state, sq)), None)


def _lays(state: dict, sq: str, colour: str, kinds: tuple[str, ...], edge: int | None = None) -> list[tuple]:
    """Legal (tile, rotation, company) on a square from the supply; `edge`: the track must use it."""
    out = []
    for tile, count in sorted(state["supply"].items()):
        info = content.tiles()[tile]
        if count <= 0 or info["colour"] != colour or info["kind"] not in kinds:
            continue
        for rotation in board.distinct_rotations(tile):
            if edge is not None and edge not in board.track_edges(tile, rotation):
                continue
            company = _legal(state, tile, sq, rotation)
            if company:
                out.append((tile, rotation, company))
    return out


def _random_lay(options: list[tuple], rng: Rng) -> tuple:
    """A random tile kind (straight or curve), then a random direction for it."""
    tile = rng.choice(sorted({tile for tile, _, _ in options}))
    return rng.choice([o for o in options if o[0] == tile])


def _lay(b: Batch, sq: str, lay: tuple) -> None:
    tile, rotation, company = lay
    b.emit("tile_laid", {"seat": b.seat, "company": company, "tile": tile, "square": sq, "rotation": rotation,
                         "cost": board.build_cost(b.state, sq), "slot": None})


def token_squares(state: dict) -> list[str]:
    """The tiles with a token of his: the home tile of his first company first."""
    companies = gulliver_companies(state)
    home = next(sq for sq, placed in state["board"].items() if placed["home"] == companies[0])
    return [home] + [sq for c in companies for sq in board.company_token_squares(state, c) if sq != home]


def _toward_mildendo(state: dict, sq: str, lay: tuple) -> int:
    """How far the upgrade's new track points from Mildendo: the summed distance of the squares
    its new track sections lead to (smaller points more towards Mildendo)."""
    old = state["board"][sq]
    new = board.track_edges(lay[0], lay[1]) - board.track_edges(old["tile"], old["rotation"])
    return sum(_distance(board.neighbour(sq, edge)) for edge in new)


def _upgrade(b: Batch, rng: Rng, colour: str) -> bool:
    """Upgrade one of his city tiles of `colour`: the home tile if it can be, else a random one."""
    order = content.load("tiles")["colour_order"]
    new_colour = order[order.index(colour) + 1]
    squares = [sq for sq in token_squares(b.state) if board.info(b.state["board"][sq])["colour"] == colour]
    options = {sq: _lays(b.state, sq, new_colour, (board.info(b.state["board"][sq])["kind"],)) for sq in squares}
    squares = [sq for sq in squares if options[sq]]
    if not squares:
        return False
    sq = squares[0] if squares[0] == token_squares(b.state)[0] else rng.choice(squares)
    best = min(_toward_mildendo(b.state, sq, lay) for lay in options[sq])
    _lay(b, sq, rng.choice([lay for lay in options[sq] if _toward_mildendo(b.state, sq, lay) == best]))
    return True


def _new_yellow(b: Batch, rng: Rng, kind: str) -> str | None:
    """Lay a yellow tile of `kind` on the empty square nearest Mildendo (ties random)."""
    empty = sorted({sq for c in gulliver_companies(b.state) for sq in board.candidate_squares(b.state, c)
                    if board.trackless(b.state, sq)}, key=board.coords)
    options = {sq: _lays(b.state, sq, "yellow", (kind,)) for sq in empty}
    squares = [sq for sq in empty if options[sq]]
    if not squares:
        return None
    nearest = min(_distance(sq) for sq in squares)
    sq = rng.choice([sq for sq in squares if _distance(sq) == nearest])
    _lay(b, sq, _random_lay(options[sq], rng))
    return sq


def lay_track(b: Batch, rng: Rng) -> str | None:
    """Step A, the first possible of: green city to brown, yellow city to green, a new yellow city,
    yellow plain track. Returns the square of a new yellow city (for step B)."""
    if _upgrade(b, rng, "green") or _upgrade(b, rng, "yellow"):
        return None
    city = _new_yellow(b, rng, "city")
    if city is None:
        _new_yellow(b, rng, "plain")
    return city


def extend_track(b: Batch, rng: Rng) -> None:
    """Step C: where track of a city with his token runs into an empty square, one yellow plain tile
    continues it there (a random such square)."""
    ends = {}
    for sq in token_squares(b.state):
        placed = b.state["board"][sq]
        for edge in sorted(board.track_edges(placed["tile"], placed["rotation"])):
            nxt = board.neighbour(sq, edge)
            if board.trackless(b.state, nxt) and nxt not in ends:
                options = _lays(b.state, nxt, "yellow", ("plain",), board.opposite(edge))
                if options:
                    ends[nxt] = options
    if ends:
        sq = rng.choice(sorted(ends, key=board.coords))
        _lay(b, sq, _random_lay(ends[sq], rng))


# --- D. shares ------------------------------------------------------------------------------------

def buy_share(b: Batch, rng: Rng) -> None:
    """One purchase a round: a 10 % share of a random company he can afford until he holds three,
    then the director's share of a random new company at the highest price he can afford (£250 or
    more); then nothing more."""
    state, seat = b.state, b.seat
    rules = content.game()["gulliver"]
    cash = state["seats"][seat]["cash"]
    if sum(state["seats"][seat]["shares"].values()) < rules["ten_percent_shares"]:
        options = [c for c in sorted(state["companies"]) if state["companies"][c]["pool"] > 0
                   and price(state, c) <= cash]
        if options:
            company = rng.choice(options)
            b.emit("share_bought", {"seat": seat, "company": company, "price": price(state, company)})
        return
    if len(gulliver_companies(state)) >= content.game()["director_limit"]:
        return
    payment = content.company_rules()["shares"]["founding_payment"]
    prices = [v for values in content.market_rows().values() for v in values
              if rules["director_payment_min"] <= v * payment <= cash
              and market.key(market.field_of(v)) not in state["market"]]
    new = sorted(c for c, info in content.companies().items() if not info["starting"] and c not in state["companies"])
    if not prices or not new:
        return
    company = rng.choice(new)
    square = _second_home(state, company, rng)
    if square is not None:
        b.emit("company_founded", {"seat": seat, "company": company, "field": market.field_of(max(prices)),
                                   "square": square})


def _second_home(state: dict, company: str, rng: Rng) -> str | None:
    """His first company's home tile if it has a free slot, else the nearest tile with one (grid
    distance, ties random)."""
    home = token_squares(state)[0]
    free = sorted((sq for sq, placed in state["board"].items() if board.free_slot(placed, company)),
                  key=board.coords)
    if not free:
        return None
    if home in free:
        return home
    nearest = min(_distance(sq, home) for sq in free)
    return rng.choice([sq for sq in free if _distance(sq, home) == nearest])
