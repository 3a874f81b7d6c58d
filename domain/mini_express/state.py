"""The game state: built from the set-up event, plus the small questions every module asks of it."""
from __future__ import annotations

from domain.core.rules import RuleViolation, SeatSpec, State
from domain.mini_express.board import board_of
from domain.mini_express.content import companies, tables

DRAWS_KEYED_SINCE = 3
"""Rules version 3: the n-th token the automa draws is the chance event "automa_draw:<n>". Its bag is
kept in token order and changes only by its draws, so a seed draws the automa the same tokens in the
same order in every game of the same mode, whatever the players do."""
AUTOMA_DRAW = "automa_draw"
"""The kind of chance event an automa's draw is: the state counts them (domain/core/rules.py, CHANCE_COUNTS)."""


def game_mode(seats: list[SeatSpec], options: dict) -> str:
    """Which game the seats make: solo and two players use the automa, two without it are the experts."""
    automa = sum(seat.kind == "automa" for seat in seats)
    humans = len(seats) - automa
    if automa == 1 and humans in (1, 2):
        mode = "solo" if humans == 1 else "duo_automa"
    elif automa == 0 and humans == 2:
        mode = "expert"
    elif automa == 0 and 3 <= humans <= 5:
        mode = str(humans)
    else:
        raise RuleViolation(
            "mini_express.seats",
            "Mini Express is played by 3-5 players, 2 experts, 2 players with the automa or 1 against it.",
        )
    if options.get("mode") == "expert" and mode != "expert":
        raise RuleViolation("mini_express.seats", "The experts' game is for exactly 2 players without the automa.")
    return mode


def draft_queue(mode: str, humans: list[int]) -> list[dict]:
    """Setup step 9: one share each clockwise, then the second back the other way (experts: their own draft)."""
    if mode == "expert":
        first, second = humans
        return [{"seat": first, "pick": "double"}, {"seat": first, "pick": "shared"}, {"seat": second, "pick": "double"}]
    return [{"seat": s, "pick": "first"} for s in humans] + [{"seat": s, "pick": "second"} for s in reversed(humans)]


def initial_state(data: dict) -> State:
    t = tables()
    mode = data["mode"]
    setup = t["setups"][mode]
    bd = board_of(data)
    kinds = data["kinds"]
    automa = next((seat for seat, kind in enumerate(kinds) if kind == "automa"), None)
    humans = [seat for seat, kind in enumerate(kinds) if kind != "automa"]
    level = t["difficulties"][data["difficulty"]] if mode == "solo" else t["difficulties"]["easy"]
    trains = t["trains"]
    cells: dict[str, list[str]] = {}
    for city in bd.cities.values():
        if city.start:
            cells.setdefault(city.cell, []).append(city.start)
    players = []
    for seat in range(len(kinds)):
        start = level["automa_start_influence"] if seat == automa else level["player_start_influence"]
        players.append({"influence": dict.fromkeys(companies(), start), "shares": dict.fromkeys(companies(), 0)})
    variant = data["map_variant"]
    return {
        "map": data["map"],
        "mode": mode,
        "difficulty": data["difficulty"] if mode == "solo" else None,
        "variant": variant,
        "kinds": kinds,
        "order": humans + ([automa] if automa is not None else []),
        "automa": automa,
        "companies": {
            c: {
                "stock": trains["per_company"] - trains["on_start"] - trains["on_asset_board"],
                "trains": trains["on_asset_board"],
                "shares": setup["on_board"],
                "set_aside": setup["set_aside"],
                "track": 0,
            }
            for c in companies()
        },
        "cells": cells,
        "demand": dict(data["demand"]),
        "players": players,
        "phase": "draft",
        "draft": draft_queue(mode, humans),
        "current": 0,
        "turn": 1,
        "round": 1,
        "actions": [],
        "passes": 0,
        "end_triggered": False,
        "automa_state": None if automa is None else {
            "company": companies()[0],
            "city": None,
            # Solo setup step III keeps the two refresh tokens out until the starting shares are drawn.
            "bag": [i for i, tok in enumerate(t["automa_tokens"]) if mode != "solo" or not tok.get("refresh")],
            "drawn": [],
        },
        "golden_spike": {"status": "waiting", "east": None, "west": None}
        if variant and bd.golden_spike else None,
        "ports": dict.fromkeys(bd.ports) if variant else {},
        **({"first_game": data["first_game"]} if "first_game" in data else {}),  # recorded since version 2
        "result": None,
    }


def level(state: State) -> dict:
    """The automa's difficulty rules (the 2-player game with the automa plays it at the base level)."""
    return tables()["difficulties"][state["difficulty"] or "easy"]


def active_seat(state: State) -> int | None:
    if state["phase"] == "draft":  # between the last pick and the draft's completion nobody is to act
        return state["draft"][0]["seat"] if state["draft"] else None
    if state["phase"] == "play":
        return state["order"][state["current"]]
    return None


def sold_out(state: State) -> list[str]:
    return [c for c in companies() if state["companies"][c]["shares"] == 0]


def actions_per_turn(state: State) -> int:
    """The experts take two actions a turn, except the starting player's very first turn."""
    return 2 if state["mode"] == "expert" and state["turn"] > 1 else 1
