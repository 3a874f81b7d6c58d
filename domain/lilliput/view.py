"""Views and redaction. 18 Lilliput has no hidden information: every seat and spectators see all."""
from __future__ import annotations

from typing import Any, TypedDict

from domain.lilliput import board, content, market, routes
from domain.lilliput.operating import dividend
from domain.lilliput.state import acting_seat, is_obsolete, top_train, train_limit, variant

# The view's shape; spec.py's VIEW (the API document's `Lilliput_View`) is generated from it.


class Square(TypedDict, total=False):  # a laid tile, with its track as edge/centre ("C") pairs
    square: str
    tile: str
    rotation: int
    colour: str
    kind: str
    value: int
    slots: int
    tokens: list[str]
    home: str | None
    track: list[list[int | str]]


class Train(TypedDict, total=False):
    id: str
    obsolete: bool


class Company(TypedDict, total=False):
    id: str
    name: str
    president: int
    treasury: int
    share_price: int
    market_field: list[int | str]
    bank_shares: int
    trains: list[Train]
    tokens: list[str]
    tokens_left: int
    last_income: int | None


class Player(TypedDict, total=False):
    seat: int
    cash: int
    shares: dict[str, int]  # company -> shares held
    characters: list[str]
    character_tiles: list[str]
    dimens_land: int


class CardAction(TypedDict, total=False):
    kind: str
    amount: int
    count: int
    tiles: list[Any]


class Card(TypedDict, total=False):
    id: str
    used: bool
    actions: list[CardAction]


class ActionTaken(TypedDict):  # the card action being taken
    card: str
    action: int
    kind: str
    open: bool
    lays: list[list[str]]
    sold: list[str]
    trains: int
    founded: str | None  # the company founded in this action, until it has bought its train
    character_laid: bool


class Action(ActionTaken, total=False):  # and, by rules versions 6 and 7, the train offers declined in it
    declined: list[str]  # the trains whose offer was declined (not to be asked for again)
    declined_prices: dict[str, int]  # the highest price declined for each train (only more may be offered)


class TrainOffer(TypedDict):  # a train offered from one company to another, for the seller's director to answer
    company: str
    train: str
    price: int
    director_paid: int
    seller: str
    source: str
    context: str


class ReturnDue(TypedDict, total=False):
    company: str
    trains_over: int


class Route(TypedDict, total=False):
    train: str
    walk: list[str]
    stops: list[str]
    stop_revenues: list[int]
    revenue: int


class Payout(TypedDict, total=False):
    income: int
    shareholders: int
    company: int


class Centre(TypedDict, total=False):
    id: str
    kind: str
    value: int
    slots: int
    tokens: list[Any]
    terminal: bool
    hex: str


class Link(TypedDict, total=False):
    id: str
    tiles: list[Any]


class Segment(TypedDict, total=False):
    id: str
    tile: str
    ends: list[Any]


class GraphRules(TypedDict, total=False):
    one_center_per_hex: bool
    routes_may_share_centers: bool


class GraphTrain(TypedDict, total=False):
    name: str
    stops: int
    skip: str
    towns_count: bool
    multiplier: int
    express: bool
    obsolete: bool


class TrackGraph(TypedDict, total=False):  # the operating company's (routes.graph_for), in the core's format
    format: str
    game: str
    company: str
    rules: GraphRules
    centers: list[Centre]
    links: list[Link]
    segments: list[Segment]
    tiles: list[Any]
    trains: list[GraphTrain]
    bonuses: list[Any]


class OperatingStep(TypedDict):
    order: list[str]
    index: int
    company: str
    step: str
    income: int
    routes: list[Route]
    track_graph: TrackGraph


class Operating(OperatingStep, total=False):
    payout: Payout  # in the dividend step


class View(TypedDict):
    viewer: int | None  # the seat the view is for; None for the spectator
    stage: str
    variant: str | None
    round: int
    rounds: int
    phase: int
    train_limit: int | None
    to_move: int | None
    first_player: int
    automa: int | None  # Gulliver's seat in the solo game
    board: list[Square]
    companies: list[Company]
    players: list[Player]
    cards: list[Card]
    characters_free: list[str]
    action: Action | None
    offer: TrainOffer | None
    returns_due: list[ReturnDue]
    operating: Operating | None
    bank_train: str
    deck_size: int
    depot: list[str]
    rusted: list[str]
    supply: dict[str, int]  # tile -> how many are left (which tiles: by the variant, the landscape, the companies)


def view(state: dict, seat: int | None) -> View:
    tiles = content.tiles()
    return {
        "viewer": seat,
        "stage": state["stage"],
        "variant": variant(state),
        "round": state["round"],
        "rounds": state["rounds"],
        "phase": state["phase"],
        "train_limit": train_limit(state),
        "to_move": acting_seat(state),
        "first_player": state["first_player"],
        "automa": state["automa"],
        "board": [{"square": sq, "tile": p["tile"], "rotation": p["rotation"], "colour": tiles[p["tile"]]["colour"],
                   "kind": tiles[p["tile"]]["kind"], "value": tiles[p["tile"]]["value"],
                   "slots": tiles[p["tile"]]["slots"], "tokens": p["tokens"], "home": p["home"],
                   "track": [list(path) for path in board.paths(p["tile"], p["rotation"])]}
                  for sq, p in sorted(state["board"].items(), key=lambda kv: board.coords(kv[0]))],
        "companies": [{"id": cid, "name": content.companies()[cid]["name"], "president": co["president"],
                       "treasury": co["treasury"], "share_price": market.value(co["price"]),
                       "market_field": co["price"], "bank_shares": co["pool"],
                       "trains": [{"id": t, "obsolete": is_obsolete(state, t)} for t in co["trains"]],
                       "tokens": board.company_token_squares(state, cid),
                       "tokens_left": board.tokens_left(state, cid),
                       "last_income": state["last_income"].get(cid)}
                      for cid, co in sorted(state["companies"].items())],
        "players": [{"seat": i, "cash": s["cash"], "shares": s["shares"], "characters": s["characters"],
                     "character_tiles": s["character_tiles"], "dimens_land": s["dimens_land"]}
                    for i, s in enumerate(state["seats"])],
        "cards": [{"id": c, "used": c in state["used_cards"], "actions": content.cards()[c]["actions"]}
                  for c in state["cards"]],
        "characters_free": state["characters"],
        "action": state["action"],
        "offer": state["offer"],
        "returns_due": [{"company": c, "trains_over": len(state["companies"][c]["trains"]) - train_limit(state)}
                        for c in state["returns_due"]],
        "operating": operating(state),
        "bank_train": top_train(state),
        "deck_size": len(state["deck"]),
        "depot": state["depot"],
        "rusted": state["rusted"],
        "supply": state["supply"],
    }


def operating(state: dict) -> Operating | None:
    """The operating step, with the running company's track graph: the centre and segment ids a
    `submit_routes` walk names (docs/rules/lilliput.md), so that clients need not rebuild it; in
    the dividend step, what `pay_out` would pay (`payout`: income, shareholders' and company's part)."""
    if state["operating"] is None:
        return None
    company = state["operating"]["order"][state["operating"]["index"]]
    out = state["operating"] | {"company": company, "track_graph": routes.graph_for(state, company)}
    if state["operating"]["step"] == "dividend":
        out["payout"] = dividend(state)
    return out


def redact(event, seat: int | None):
    return event
