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
AREA_ACTIONS = {"build_mine": "build a mine", "mine_ore": "mine ore", "build_port": "build a port",
                "place_miner": "place a miner", "build_train": "build a train", "explore": "explore"}


def choice(command: dict) -> str:
    """"build a mine, bid £3"; "mine 2 tin, 1 copper"."""
    kind, data = command["type"], command["data"]
    if kind == "build_mine":
        return f"build a mine, bid \u00a3{data['bid']}"
    if kind == "mine_ore":
        return f"mine {data['tin']} tin, {data['copper']} copper"
    if kind == "invest":
        return f"invest \u00a3{data['cost']}"
    return "dig an adit" if kind == "dig_adit" else AREA_ACTIONS[kind]


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
        if kind in AREA_ACTIONS:  # "Build a mine in Truro, bid £3" (on the map: the chooser's words)
            said = choice(command)
            head, _, rest = said.partition(", ")
            return f"{head[0].upper()}{head[1:]} in {place(data['area'])}" + (f", {rest}" if rest else "")
        return PLAIN.get(kind)

    targets.guide(root, legal, targets.prompt(legal or [], PHRASES), words)
