"""The game's facts, loaded once from content/*.json (never constants in code)."""
from __future__ import annotations

from functools import cache

from domain.core.content import content_reader
from domain.core.rules import played_since

load = content_reader(__package__)


@cache
def tiles() -> dict[str, dict]:
    """Tile id -> tile, with every optional field filled in."""
    out = {}
    for tile in load("tiles")["tiles"]:
        full = {"value": 0, "slots": 0, "terminal": False, "range": True, "water": False, "character": None,
                "upgradable": True, "upgrades": None, "phase": None, "token_value": None, "variant": None,
                "instead_of": None, "company": None, "scenario": None, "name": None, "build_cost": 0,
                "replaced_by": [], "mine": 0} | tile
        out[tile["id"]] = full
    return out


@cache
def variant_tiles(variant: str | None) -> dict[str, dict]:
    """The tiles of a game in this variant (None: the base game): the variant's own tiles and the
    base tiles none of them replaces."""
    own = {tid: t for tid, t in tiles().items() if variant and t["variant"] == variant}
    replaced = {t["instead_of"] for t in own.values()}
    return {tid: t for tid, t in tiles().items() if t["variant"] is None and tid not in replaced} | own


def instead(tile_id: str, variant: str | None) -> str:
    """The tile the variant uses in place of a base tile (Brobdingnag's own start and home tiles)."""
    return next((tid for tid, t in variant_tiles(variant).items() if t["instead_of"] == tile_id), tile_id)


def tile_count(tile_id: str, recorded: dict) -> int:
    """How many tiles of a kind the game has under the rules version `recorded` carries (a state or
    the first event's data). Version 5 reduced the scenario tiles to table 5's 23; version 4 games
    keep the counts they were set up with (PROVENANCE.md)."""
    if not played_since(recorded, 5) and tile_id in load("tiles")["landscape_counts_rules_4"]:
        return load("tiles")["landscape_counts_rules_4"][tile_id]
    return tiles()[tile_id]["count"]


def landscape_tiles() -> dict[str, dict]:
    """The scenario tiles laid before the game to build a landscape (option `landscape`)."""
    return {tid: t for tid, t in tiles().items() if t["scenario"] == "landscape"}


def home_tiles(home_kind: str, variant: str | None) -> list[str]:
    return [instead(tid, variant) for tid in load("tiles")["home_tiles"][home_kind]]


def variant_rules(variant: str | None) -> dict:
    """The variant's rules beyond its tiles ({} for the base game)."""
    return game()["variants"][variant] if variant else {}


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
