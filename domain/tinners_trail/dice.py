"""The three special dice and what a roll puts in a newly explored area."""
from __future__ import annotations

from domain.core.rng import Rng
from domain.core.rules import State, chance, next_chance
from domain.tinners_trail.content import neighbours, tables
from domain.tinners_trail.state import DICE_KEYED_SINCE, adits_into, discovery_kind


def roll_dice(rng: Rng) -> list[int]:
    """White (tin), orange (copper) and blue (water), in that order."""
    faces = tables()["die_faces"]
    return [rng.choice(faces) for _ in tables()["dice"]]


def discovery_roll(state: State, area: str, rng: Rng) -> list[int]:
    """The roll for an empty area explored or built on (from rules version 4 on, the area's n-th)."""
    return roll_dice(chance(state, DICE_KEYED_SINCE, rng, next_chance(state, discovery_kind(area))))


def discovery(state: State, area: str, dice: list[int]) -> dict:
    """The cubes a roll puts in a newly explored area, modified by every upgrade in it (adits into it,
    its port, its train) and by the trains next to it; never below zero."""
    effects = tables()["upgrade_effects"]
    here = state["areas"][area]
    adits = adits_into(state, area)
    tin = dice[0] + adits * effects["adit"]["tin"]
    copper = dice[1] + adits * effects["adit"]["copper"]
    water = dice[2] + adits * effects["adit"]["water"]
    water += effects["port"]["water"] if here["port"] else 0
    water += effects["train"]["water"] if here["train"] else 0
    water += effects["train"]["neighbour_water"] * sum(1 for near in neighbours()[area] if state["areas"][near]["train"])
    return {"tin": max(0, tin), "copper": max(0, copper), "water": max(0, water)}
