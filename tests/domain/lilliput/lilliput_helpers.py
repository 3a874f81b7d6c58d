"""Shared helpers for the 18 Lilliput tests: a scripted draft and direct play on a state."""
from __future__ import annotations

from pathlib import Path

from domain.core.canonical import clone
from domain.core.game import LocalGame, load_command
from domain.core.rng import Rng
from domain.core.rules import SeatSpec
from domain.lilliput import RULES

SHARED = Path(__file__).resolve().parents[3] / ".." / "shared"

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


def drafted(players: int = 4, options: dict | None = None) -> LocalGame:
    """Clockwise every seat takes a company (seat i the i-th of DRAFT), counter-clockwise a character."""
    game = LocalGame(RULES, seats(players), options or {}, seed="test")
    for seat, (company, side) in enumerate(DRAFT[players]):
        tile, rotation = HOMES[side]
        if company == "SR":
            tile = "y-straight"
        game.play(seat, {"type": "pick_company", "data": {"company": company, "side": side, "tile": tile,
                                                          "rotation": rotation}})
    for seat in reversed(range(players)):
        game.play(seat, {"type": "pick_character", "data": {"character": CHARACTERS[players][seat]}})
    return game


def play(state: dict, seat: int, kind: str, **data) -> dict:
    """Decide and fold one command on a bare state (the RuleViolation propagates)."""
    for event in decide(state, seat, kind, **data):
        state = RULES.evolve(state, event)
    return state


def decide(state: dict, seat: int, kind: str, **data):
    return RULES.decide(state, seat, load_command(RULES, {"type": kind, "data": data}), Rng("test", 1))


def edited(state: dict, **changes) -> dict:
    out = clone(state)
    out.update(changes)
    return out


def put(state: dict, sq: str, tile: str, rotation: int = 0, tokens: list | None = None, home: str | None = None):
    state["board"][sq] = {"tile": tile, "rotation": rotation, "tokens": tokens or [], "home": home}
