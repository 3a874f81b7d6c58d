"""The game's printed facts, loaded from content/ (maps, share values, tokens, setups, difficulties)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from domain.core.content import content_reader

load = content_reader(__package__)


def tables() -> dict:
    """Companies, share values, demand and automa tokens, setups per mode, difficulty levels."""
    return load("tables")


def companies() -> list[str]:
    """The companies in the order printed on the asset board (the automa company pointer's order)."""
    return tables()["companies"]


@dataclass(frozen=True)
class City:
    name: str
    cell: str
    number: int
    capacity: int
    start: str | None


@dataclass(frozen=True)
class Board:
    """One side of the board: a hex grid of flat-topped hexes in columns (odd columns half a hex lower)."""

    name: str
    width: int
    height: int
    cities: dict[str, City]
    city_at: dict[str, str]
    ports: tuple[str, ...]
    golden_spike: dict | None

    def neighbours(self, cell: str) -> list[str]:
        return _neighbours(self.name)[cell]

    def cells(self) -> list[str]:
        return [f"{x},{y}" for x in range(self.width) for y in range(self.height)]


def layout(name: str, rules_version: int) -> dict:
    """The map side as printed for games set up under `rules_version`: the content file with the
    cities its `moved` list places elsewhere since some version (older games keep the old places)."""
    raw = load(name)
    moves = {m["name"]: m for m in raw.get("moved", ()) if rules_version >= m["since"]}
    cities = [{**c, "cell": moves[c["name"]]["cell"], "number": moves[c["name"]]["number"]}
              if c["name"] in moves else c for c in raw["cities"]]
    return {**{k: v for k, v in raw.items() if k != "moved"}, "cities": cities}


@cache
def board(name: str, rules_version: int) -> Board:
    raw = layout(name, rules_version)
    cities = {
        c["name"]: City(c["name"], c["cell"], c["number"], c["capacity"], c.get("start")) for c in raw["cities"]
    }
    return Board(
        name=name,
        width=raw["width"],
        height=raw["height"],
        cities=cities,
        city_at={c.cell: c.name for c in cities.values()},
        ports=tuple(raw.get("ports", ())),
        golden_spike=raw.get("golden_spike"),
    )


def xy(cell: str) -> tuple[int, int]:
    x, y = cell.split(",")
    return int(x), int(y)


@cache
def _neighbours(name: str) -> dict[str, list[str]]:
    raw = load(name)
    width, height = raw["width"], raw["height"]
    out: dict[str, list[str]] = {}
    for x in range(width):
        for y in range(height):
            shift = x % 2  # odd columns sit half a hex lower
            steps = [(0, -1), (0, 1), (-1, shift - 1), (-1, shift), (1, shift - 1), (1, shift)]
            out[f"{x},{y}"] = sorted(
                f"{x + dx},{y + dy}" for dx, dy in steps if 0 <= x + dx < width and 0 <= y + dy < height
            )
    return out
