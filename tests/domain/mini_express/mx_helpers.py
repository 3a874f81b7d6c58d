"""Shared helpers for the Mini Express tests: seats, positions after the draft, playing commands."""
from __future__ import annotations

from domain.core import LocalGame, Rng, SeatSpec, load_command
from domain.core.canonical import clone
from domain.core.game import fold
from domain.mini_express import RULES
from domain.mini_express.board import board_of
from domain.mini_express.content import board, tables

# The games to play: every map side without and with its variant, every mode (solo at each difficulty).
MAPS = [("usa", False), ("usa", True), ("europe", False), ("europe", True)]
MODES = [
    *[(f"solo-{level}", 1, True, {"difficulty": level}) for level in ("easy", "normal", "hard", "brutal", "ultimate")],
    ("two-with-automa", 2, True, {}),
    ("experts", 2, False, {"mode": "expert"}),
    ("three", 3, False, {}),
    ("four", 4, False, {}),
    ("five", 5, False, {}),
]


def seats(humans: int, automa: bool = False) -> list[SeatSpec]:
    out = [SeatSpec(f"P{i}") for i in range(humans)]
    return [*out, SeatSpec("Automa", "automa")] if automa else out


def drafted(humans: int, automa: bool = False, seed: str = "pos", rules_version: str | None = None,
            **options) -> LocalGame:
    """A game just after the starting-share draft, each drafter taking its first legal pick."""
    game = LocalGame(RULES, seats(humans, automa), options, seed, rules_version)
    while game.state["phase"] == "draft":
        seat = game.status().active_seats[0]
        game.play(seat, RULES.legal_commands(game.state, seat)[0])
    return game


def cell(map_name: str, city: str, rules_version: str = RULES.rules_version) -> str:
    return board(map_name, int(rules_version)).cities[city].cell


def token(*symbols: str) -> int:
    """The index of a demand token showing these symbols (in any order)."""
    return next(i for i, t in enumerate(tables()["demand_tokens"]) if sorted(t) == sorted(symbols))


def automa_token(company: int, city: int) -> int:
    return next(i for i, t in enumerate(tables()["automa_tokens"]) if t.get("company") == company and t.get("city") == city)


def bare(state: dict) -> dict:
    """The same position with no track but the start spaces' trains, for building an example on."""
    s = clone(state)
    s["cells"] = {c.cell: [c.start] for c in board_of(s).cities.values() if c.start}
    return s


def play(state: dict, seat: int, command: dict, seed: str = "t") -> tuple[list, dict]:
    events = RULES.decide(state, seat, load_command(RULES, command), Rng(seed, 1))
    return events, fold(RULES, events, state)


def of_type(events: list, kind: str) -> list[dict]:
    return [e.data for e in events if e.type == kind]


def random_commands(game: LocalGame, count: int, seed: str = "chooser") -> LocalGame:
    """Play `count` random legal commands (automa seats by their automa)."""
    chooser = Rng(seed, "play")
    for _ in range(count):
        seat = game.status().active_seats[0]
        if seat == game.state["automa"]:
            game.play_automa(seat)
        else:
            game.play(seat, chooser.choice(RULES.legal_commands(game.state, seat)))
    return game


def spike_position(rules_version: str | None = None):
    s = bare(drafted(3, map_variant=True, rules_version=rules_version).state)
    s["cells"]["7,2"] = ["wood"]
    s["companies"]["wood"]["trains"] = 3
    return s


def joined_position(rules_version: str | None = None):
    """Wood runs the eastern branch; steel has built from San Francisco to Denver (Radka's example)."""
    s = spike_position(rules_version)
    s["golden_spike"].update(status="east", east="wood")
    sf, denver, omaha = cell("usa", "San Francisco"), cell("usa", "Denver"), cell("usa", "Omaha")
    s["cells"][sf] = ["cotton", "leather", "steel"]
    s["demand"].pop("San Francisco")
    for c in ("1,4", "2,4", "3,3"):
        s["cells"][c] = ["steel"]
    s["cells"][denver] = ["steel"]
    s["cells"][omaha] = ["leather", "wood"]
    s["demand"]["Denver"] = token("leather", "steel")
    s["companies"]["leather"].update(trains=2, track=5)
    s["companies"]["wood"]["track"] = 7
    return s


def daniel_position(state: dict) -> dict:
    """Leather runs from Erie through Chicago onto the landscape spaces between Chicago and Louisville;
    wood and steel fill Fort Smith (the rulebook's first track-building example)."""
    s = bare(state)
    for c in ("10,1", cell("usa", "Chicago"), "9,2", "9,3"):
        s["cells"][c] = ["leather"]
    s["cells"][cell("usa", "Fort Smith")] = ["steel", "wood"]
    s["demand"].pop("Fort Smith")  # full: wood and steel are there
    s["demand"]["Tulsa"] = token("leather", "steel")
    s["companies"]["leather"].update(trains=4, track=4)
    return s


def pepa_position(state: dict) -> dict:
    """Steel runs Wilmington - the space between - Atlanta; a wood space and a leather space lie on the
    way to Detroit, which holds leather (the rulebook's second track-building example)."""
    s = bare(state)
    s["cells"]["11,5"] = ["steel"]  # between Wilmington and Atlanta
    s["cells"][cell("usa", "Atlanta")] = ["steel"]
    s["cells"]["10,5"] = ["wood"]
    s["cells"]["10,4"] = ["leather"]
    s["cells"][cell("usa", "Detroit")] = ["leather"]
    s["demand"]["Detroit"] = token("cotton", "leather")
    s["companies"]["steel"].update(trains=3, track=3)
    s["companies"]["wood"]["trains"] = 1
    s["companies"]["leather"]["trains"] = 1
    return s
