"""Shared helpers for the 18 Lilliput tests: a scripted draft and direct play on a state."""
from __future__ import annotations

from domain.core.canonical import clone
from domain.core.game import load_command
from domain.core.local import LocalGame
from domain.core.rng import Rng
from domain.core.rules import NextState, SeatSpec
from domain.lilliput import RULES, content, routes
from domain.routes import exhaustive_best_routes, load_graph

HOMES = {  # side -> (tile, rotation) facing Mildendo
    "N": ("city-straight", 0), "E": ("city-straight", 1), "S": ("city-straight", 0), "W": ("city-straight", 1),
}
DRAFT = {
    4: [("SR", "N"), ("LNR", "E"), ("GVR", "S"), ("MR", "W")],
    3: [("SR", "N"), ("GVR", "S"), ("MR", "W")],
    2: [("GVR", "S"), ("MR", "W")],
}
CHARACTERS = {4: ["flimnap", "skyresh", "limnoc", "golbasto"], 3: ["flimnap", "limnoc", "golbasto"],
              2: ["skyresh", "limnoc"]}


def states_along(game: LocalGame, every: int):
    """(state, acting seat) after every `every`-th event of a played game, while it is not over."""
    state = None
    for i, event in enumerate(game.events):
        state = RULES.evolve(state, event)
        if i % every == 0 and not RULES.status(state).finished:
            yield state, RULES.status(state).active_seats[0]


def seats(n: int) -> list[SeatSpec]:
    return [SeatSpec(f"p{i}") for i in range(n)]


def drafted(players: int = 4, options: dict | None = None, rules_version: str | None = None) -> LocalGame:
    """Clockwise every seat takes a company (seat i the i-th of DRAFT), counter-clockwise a character;
    under the newest rules version unless one is named."""
    game = LocalGame(RULES, seats(players), options or {}, seed="test", rules_version=rules_version)
    for seat, (company, side) in enumerate(DRAFT[players]):
        tile, rotation = HOMES[side]
        if company == "SR":
            tile = "y-straight"
        tile = content.instead(tile, game.options["variant"])  # Brobdingnag's own home tiles
        game.play(seat, {"type": "pick_company", "data": {"company": company, "side": side, "tile": tile,
                                                          "rotation": rotation}})
    for seat in reversed(range(players)):
        game.play(seat, {"type": "pick_character", "data": {"character": CHARACTERS[players][seat]}})
    return game


def laying(start: dict, card: str = "card-1", action: int = 0, phase: int = 1, seat: int = 0) -> dict:
    """The seat (in round 1) takes a card's action in the given phase (card-1 action 0: one tile of any colour)."""
    state = clone(start)
    state["phase"] = phase
    state["order_index"] = state["order"].index(seat)
    return play(state, seat, "take_card", card=card, action=action)


def play(state: dict, seat: int, kind: str, **data) -> dict:
    """Decide and fold one command on a bare state (the RuleViolation propagates)."""
    for event in decide(state, seat, kind, **data):
        state = RULES.evolve(state, event)
    return state


def decide(state: dict, seat: int, kind: str, **data):
    return RULES.decide(state, seat, load_command(RULES, {"type": kind, "data": data}), Rng("test", 1))


def changed_by(state: dict, change, *args) -> dict:
    """`state` after `change(state, *args)`, one of evolve's helpers (market.move, flow.move_top_to_depot),
    which edit only the state an event makes."""
    state = NextState(state)
    change(state, *args)
    return state.made()


def put(state: dict, sq: str, tile: str, rotation: int = 0, tokens: list | None = None, home: str | None = None):
    state["board"][sq] = {"tile": tile, "rotation": rotation, "tokens": tokens or [], "home": home}


def running(start: dict, trains: list[str], phase: int, company: str = "GVR") -> dict:
    """GVR (seat 2, home "0,1" south of Mildendo) about to run the given trains."""
    state = clone(start)
    state["phase"] = phase
    state["companies"][company]["trains"] = trains
    state["stage"] = "operating"
    state["operating"] = {"order": [company], "index": 0, "step": "run", "income": 0, "routes": []}
    return state


def income(state: dict, company: str = "GVR") -> dict:
    """The company's best routes, checked against the exhaustive oracle."""
    best = routes.best(state, company)
    oracle = exhaustive_best_routes(load_graph(routes.graph_for(state, company)))
    assert best["income"] == oracle["income"]
    return best


def operate(state: dict, company: str, income: int, last: bool = False) -> dict:
    """The company's dividend step with this income (then SR operates), in the last round if `last`."""
    state = clone(state)
    state["stage"] = "operating"
    state["operating"] = {"order": [company, "SR"], "index": 0, "step": "dividend", "income": income, "routes": []}
    if last:
        state["round"] = state["rounds"]
    return state
