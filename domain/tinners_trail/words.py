"""A Tinners' Trail seat's turn in words, for its page (domain/core/targets.py `guide`): what to do next,
and the commands beside the board with the places' names, not ids ("Pump water from St Agnes and St Just")."""
from __future__ import annotations

from collections import Counter

from domain.core import targets
from domain.tinners_trail.content import areas

PHRASES = {
    "bid": "bid for the mine or drop out",
    "drop_out": "bid for the mine or drop out",
    "place_miner": "choose an area on the map for an action",
    "build_mine": "choose an area on the map for an action",
    "mine_ore": "choose an area on the map for an action",
    "build_port": "choose an area on the map for an action",
    "build_train": "choose an area on the map for an action",
    "dig_adit": "choose a border for an adit",
    "improve_pumps": "improve your pumps",
    "sell_pasties": "sell pasties",
    "pass": "pass",
    "invest": "choose an investment in this round's row",
    "explore": "choose an area to explore",
}
PLAIN = {"drop_out": "Drop out of the auction", "sell_pasties": "Sell pasties", "pass": "Pass"}


def place(area: str) -> str:
    return areas()[area]["name"]


def pumped(water_from: list[str]) -> str:
    """"Pump water from St Agnes (2) and St Just"; "Improve pumps, no water pumped"."""
    if not water_from:
        return "Improve pumps, no water pumped"
    counted = [place(area) + (f" ({count})" if count > 1 else "") for area, count in Counter(water_from).items()]
    return "Pump water from " + (" and ".join(counted) if len(counted) < 3
                                 else ", ".join(counted[:-1]) + " and " + counted[-1])


def guide(root, view: dict, legal: list[dict] | None) -> None:
    auction = view.get("auction")

    def words(command: dict) -> str | None:
        kind, data = command["type"], command["data"]
        if kind == "bid":
            return f"Bid \u00a3{data['amount']}" + (f" for the mine in {place(auction['area'])}" if auction else "")
        if kind == "improve_pumps":
            return pumped(data["water_from"])
        if kind == "dig_adit":
            return "Dig an adit between " + " and ".join(sorted(map(place, data["between"])))
        if "area" in data and isinstance(data["area"], str):  # an action taken in one area, off the map
            return f"{kind.replace('_', ' ').capitalize()} in {place(data['area'])}"
        return PLAIN.get(kind)

    targets.guide(root, legal, targets.prompt(legal or [], PHRASES), words)
