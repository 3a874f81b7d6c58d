"""The game's facts, loaded once from content/*.json (never constants in code)."""
from __future__ import annotations

from functools import cache

from domain.core.content import content_reader

load = content_reader(__package__)


@cache
def tiles() -> dict[str, dict]:
    """Tile id -> tile, with every optional field filled in."""
    out = {}
    for tile in load("tiles")["tiles"]:
        full = {"value": 0, "slots": 0, "terminal": False, "range": True, "water": False, "character": None,
                "upgradable": True, "upgrades": None, "phase": None, "token_value": None} | tile
        out[tile["id"]] = full
    return out


@cache
def train_types() -> dict[str, dict]:
    return {t["name"]: t for t in load("trains")["types"]}


@cache
def phases() -> dict[int, dict]:
    return {p["phase"]: p for p in load("trains")["phases"]}


@cache
def cards() -> dict[str, dict]:
    return {c["id"]: c for c in load("cards")["cards"]}


@cache
def characters() -> dict[str, dict]:
    return {c["id"]: c for c in load("characters")["characters"]}


@cache
def companies() -> dict[str, dict]:
    data = load("companies")
    return {c["id"]: data["defaults"] | c for c in data["companies"]}


def company_rules() -> dict:
    return load("companies")


def game() -> dict:
    return load("game")


def market_rows() -> dict[str, list[int]]:
    return load("market")["rows"]
