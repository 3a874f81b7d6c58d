"""Seeded synthetic positions for the tests and the bench: a square-grid 18xx-like map (each
cell a card: plain track, a town, a city or, on the border, an off-board) whose track is laid
the way players lay it, as lines between revenue centres, so lines cross, merge at switches
and share cities; 1-4 trains drawn from plain, D (unlimited, doubled), express and obsolete
kinds, towns counted or not, sometimes visit, connection and set bonuses."""
from __future__ import annotations

from domain.core.rng import Rng
from domain.routes.graph import FORMAT

STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
FACING = {"N": "S", "E": "W", "S": "N", "W": "E"}
COMPANIES = ("A", "B", "C")
TRAINS = (
    {"name": "2", "stops": 2, "skip": "towns"},
    {"name": "3", "stops": 3, "skip": "towns"},
    {"name": "4", "stops": 4, "skip": "none"},
    {"name": "5", "stops": 5, "skip": "towns"},
    {"name": "2+2", "stops": 2, "skip": "towns", "multiplier": 2},
    {"name": "3E", "stops": 3, "skip": "any", "express": True},
    {"name": "4E", "stops": 4, "skip": "any", "express": True, "multiplier": 2},
    {"name": "D", "stops": None, "skip": "none", "multiplier": 2},
    {"name": "3D", "stops": 3, "skip": "none", "towns_count": False, "multiplier": 2},
    {"name": "3P", "stops": 3, "skip": "none", "towns_count": False},
    {"name": "4old", "stops": 4, "skip": "towns", "obsolete": True},
    {"name": "6old", "stops": 6, "skip": "towns", "towns_count": False, "obsolete": True},
)


def _cell(x: int, y: int) -> str:
    return f"{chr(65 + y)}{x + 1}"


def random_position(seed: int, width: int = 4, height: int = 4, lines: int | None = None,
                    max_trains: int = 4) -> dict:
    """A `trackside-track-graph/1` dict; the same arguments always give the same position.
    `lines` is how many lines of track are laid (default: about one per two columns and rows)."""
    rng = Rng(f"route-position-{seed}", f"{width}x{height}/{lines}")
    centres: dict[tuple[int, int], dict] = {}
    for y in range(height):
        for x in range(width):
            cell, roll = _cell(x, y), rng.below(100)
            if (x in (0, width - 1) or y in (0, height - 1)) and roll < 10:
                centres[x, y] = {"id": f"{cell}.c0", "kind": "offboard", "value": 10 * rng.randint(2, 8),
                                 "slots": 0, "tokens": [], "terminal": True, "hex": cell}
            elif roll < 30:
                slots = rng.randint(1, 3)
                centres[x, y] = {"id": f"{cell}.c0", "kind": "city", "value": 10 * rng.randint(2, 6),
                                 "slots": slots, "tokens": rng.sample(COMPANIES, rng.randint(0, slots)), "hex": cell}
            elif roll < 42:
                centres[x, y] = {"id": f"{cell}.d0", "kind": "town", "value": 10 * rng.randint(1, 3),
                                 "slots": 0, "tokens": [], "hex": cell}
    if len(centres) < 2:
        centres = {(0, 0): {"id": "A1.c0", "kind": "city", "value": 30, "slots": 1, "tokens": [], "hex": "A1"},
                   (width - 1, height - 1): {"id": f"{_cell(width - 1, height - 1)}.c0", "kind": "city",
                                             "value": 30, "slots": 1, "tokens": [],
                                             "hex": _cell(width - 1, height - 1)}}
    pieces: dict[tuple[int, int], list[tuple[str, str]]] = {}  # per cell: (end, end), a side or "C"

    def lay(cell: tuple[int, int], piece: tuple[str, str]) -> None:
        found = pieces.setdefault(cell, [])
        if piece not in found and piece[::-1] not in found:
            found.append(piece)

    places = sorted(centres)
    for _line in range(lines if lines is not None else max(2, (width + height) // 2)):
        start, goal = rng.sample(places, 2)
        (x, y), entry = start, "C"
        while True:
            if (x, y) != start and (x, y) in centres:
                lay((x, y), (entry, "C"))
                if (x, y) == goal or centres[x, y].get("terminal"):
                    break  # a line may end at an off-board but never runs through one
                entry = "C"
            side = rng.choice([s for s, (dx, dy) in STEP.items() if (goal[0] - x) * dx > 0 or (goal[1] - y) * dy > 0])
            lay((x, y), (entry, side))
            x, y, entry = x + STEP[side][0], y + STEP[side][1], FACING[side]
    sides = {cell: {end for piece in found for end in piece if end != "C"} for cell, found in pieces.items()}
    links, segments = {}, []
    for (x, y), found in sorted(pieces.items()):
        cell = _cell(x, y)
        for i, piece in enumerate(found):
            ends = []
            for end in piece:
                if end == "C":
                    ends.append(centres[x, y]["id"])
                    continue
                other = (x + STEP[end][0], y + STEP[end][1])
                if FACING[end] not in sides.get(other, ()):
                    break
                a, b = sorted((cell, _cell(*other)))
                links[f"{a}-{b}"] = {"id": f"{a}-{b}", "tiles": [a, b]}
                ends.append(f"{a}-{b}")
            else:
                if ends[0] != ends[1]:
                    segments.append({"id": f"{cell}.t{i}", "tile": cell, "ends": ends})
    trains = [dict(t) for t in (rng.choice(TRAINS) for _ in range(rng.randint(1, max_trains)))]
    cities = [c for c in centres.values() if c["kind"] == "city"]
    if cities:  # the company has a home token somewhere
        home = rng.choice(cities)
        if "A" not in home["tokens"]:
            home["tokens"] = home["tokens"][:home["slots"] - 1] + ["A"]
    listed = [centres[p] for p in places]
    bonuses = []
    if rng.below(4) == 0:
        bonuses.append({"kind": "visit", "centers": [rng.choice(listed)["id"]], "amount": 10 * rng.randint(1, 4),
                        "trains": None if rng.below(2) else [trains[0]["name"]], "multiplied": rng.below(2) == 0})
    if rng.below(4) == 0:
        a, b = rng.sample(listed, 2)
        bonuses.append({"kind": "connection", "from": [a["id"]], "to_any": [b["id"]], "amount": 10 * rng.randint(1, 4)})
    if rng.below(4) == 0 and len(listed) >= 3:
        named = rng.sample(listed, min(len(listed), rng.randint(3, 4)))
        bonuses.append({"kind": "set", "centers": [c["id"] for c in named], "at_least": rng.randint(2, len(named)),
                        "amount": 10 * rng.randint(1, 4), "multiplied": rng.below(2) == 0})
    return {"format": FORMAT, "source": f"generated seed {seed}", "company": "A",
            "rules": {"one_center_per_hex": True, "routes_may_share_centers": rng.below(8) != 0},
            "centers": listed, "links": sorted(links.values(), key=lambda link: link["id"]),
            "segments": segments, "trains": trains, "bonuses": bonuses}
