"""The game's facts, loaded from content/ (the map of Cornwall and the printed tables)."""
from __future__ import annotations

from functools import cache

from domain.core.content import content_reader

load = content_reader(__package__)


def tables() -> dict:
    return load("tables")


@cache
def areas() -> dict[str, dict]:
    """Area id -> {name, coastal, start} in map order."""
    return {area["id"]: area for area in load("cornwall")["areas"]}


@cache
def neighbours() -> dict[str, list[str]]:
    found: dict[str, set[str]] = {area: set() for area in areas()}
    for a, b in load("cornwall")["borders"]:
        found[a].add(b)
        found[b].add(a)
    return {area: sorted(near) for area, near in found.items()}


@cache
def borders() -> list[list[str]]:
    """Every border once, as a sorted pair, in sorted order."""
    return sorted(sorted(pair) for pair in load("cornwall")["borders"])


def time_cost(action: str) -> int:
    return tables()["time_costs"][action]


def price_columns() -> list[dict]:
    return tables()["ore_prices"]["columns"]


def price_column(total: int) -> int:
    """The column of the ore price table a (modified) dice total falls in."""
    columns = price_columns()
    for index, column in enumerate(columns):
        if column["max_total"] is not None and total <= column["max_total"]:
            return index
    return len(columns) - 1


def price(ore: str, column: int) -> int:
    return price_columns()[column][ore]


def investment_rows() -> list[dict]:
    return tables()["investments"]["rows"]
